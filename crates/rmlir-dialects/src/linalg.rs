//! The `linalg` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new(
        "linalg.generic",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.fill",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.copy",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.matmul",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.batch_matmul",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.matvec",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.dot",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new("linalg.map", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("linalg.reduce", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("linalg.transpose", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("linalg.broadcast", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new(
        "linalg.add",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.sub",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.mul",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.div",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.max",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.min",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.exp",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.abs",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.elementwise",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new("linalg.index", PURE),
    OpDef::new("linalg.yield", TERMINATOR),
];

/// The `linalg` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "linalg",
    ops: OPS,
    allow_unknown_ops: false,
};
