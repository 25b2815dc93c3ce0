//! The `bufferization` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("bufferization.alloc_tensor", ATTR_SIZED_OPERANDS),
    OpDef::new("bufferization.clone", 0),
    OpDef::new("bufferization.dealloc", ATTR_SIZED_OPERANDS),
    OpDef::new("bufferization.dealloc_tensor", 0),
    OpDef::new("bufferization.to_buffer", 0),
    OpDef::new("bufferization.to_tensor", 0),
    OpDef::new("bufferization.materialize_in_destination", 0),
];

/// The `bufferization` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "bufferization",
    ops: OPS,
    allow_unknown_ops: false,
};
