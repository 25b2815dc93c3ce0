//! The `shape` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("shape.assuming", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("shape.assuming_yield", TERMINATOR),
    OpDef::new("shape.const_witness", PURE),
    OpDef::new("shape.cstr_broadcastable", 0),
];

/// The `shape` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "shape",
    ops: OPS,
    allow_unknown_ops: false,
};
