//! The `affine` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("affine.apply", PURE),
    OpDef::new(
        "affine.for",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | AFFINE_SCOPE,
    ),
    OpDef::new("affine.if", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("affine.yield", TERMINATOR),
    OpDef::new(
        "affine.parallel",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | AFFINE_SCOPE,
    ),
    OpDef::new("affine.load", 0),
    OpDef::new("affine.store", 0),
    OpDef::new("affine.min", PURE),
    OpDef::new("affine.max", PURE),
    OpDef::new("affine.vector_load", 0),
    OpDef::new("affine.vector_store", 0),
];

/// The `affine` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "affine",
    ops: OPS,
    allow_unknown_ops: false,
};
