//! The `cf` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("cf.br", TERMINATOR),
    OpDef::new("cf.cond_br", TERMINATOR | ATTR_SIZED_OPERANDS),
    OpDef::new("cf.switch", TERMINATOR | ATTR_SIZED_OPERANDS),
    OpDef::new("cf.assert", 0),
];

/// The `cf` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "cf",
    ops: OPS,
    allow_unknown_ops: false,
};
