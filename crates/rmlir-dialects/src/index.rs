//! The `index` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("index.constant", PURE | CONSTANT_LIKE),
    OpDef::new("index.add", PURE | COMMUTATIVE),
    OpDef::new("index.sub", PURE),
    OpDef::new("index.mul", PURE | COMMUTATIVE),
    OpDef::new("index.casts", PURE),
    OpDef::new("index.castu", PURE),
    OpDef::new("index.cmp", PURE),
];

/// The `index` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "index",
    ops: OPS,
    allow_unknown_ops: false,
};
