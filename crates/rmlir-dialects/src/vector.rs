//! The `vector` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("vector.transfer_read", ATTR_SIZED_OPERANDS),
    OpDef::new("vector.transfer_write", ATTR_SIZED_OPERANDS),
    OpDef::new("vector.print", 0),
    OpDef::new("vector.broadcast", PURE),
    OpDef::new("vector.splat", PURE),
    OpDef::new("vector.extract", PURE),
    OpDef::new("vector.insert", PURE),
    OpDef::new("vector.load", 0),
    OpDef::new("vector.store", 0),
    OpDef::new("vector.contract", PURE),
    OpDef::new("vector.reduction", PURE),
];

/// The `vector` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "vector",
    ops: OPS,
    allow_unknown_ops: false,
};
