//! The `gpu` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("gpu.alloc", ATTR_SIZED_OPERANDS),
    OpDef::new("gpu.dealloc", 0),
    OpDef::new("gpu.wait", 0),
];

/// The `gpu` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "gpu",
    ops: OPS,
    allow_unknown_ops: false,
};
