//! The `scf` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("scf.for", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("scf.if", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("scf.while", RECURSIVE_EFFECTS),
    OpDef::new("scf.condition", TERMINATOR),
    OpDef::new("scf.yield", TERMINATOR | RETURN_LIKE),
    OpDef::new("scf.execute_region", RECURSIVE_EFFECTS),
    OpDef::new(
        "scf.forall",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | ATTR_SIZED_OPERANDS,
    ),
    OpDef::new(
        "scf.forall.in_parallel",
        TERMINATOR | NO_TERMINATOR | SINGLE_BLOCK,
    ),
    OpDef::new(
        "scf.parallel",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | ATTR_SIZED_OPERANDS,
    ),
    OpDef::new("scf.reduce", TERMINATOR),
    OpDef::new("scf.reduce.return", TERMINATOR),
    OpDef::new("scf.index_switch", SINGLE_BLOCK | RECURSIVE_EFFECTS),
];

/// The `scf` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "scf",
    ops: OPS,
    allow_unknown_ops: false,
};
