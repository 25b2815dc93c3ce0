//! The `math` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("math.exp", PURE),
    OpDef::new("math.exp2", PURE),
    OpDef::new("math.log", PURE),
    OpDef::new("math.log2", PURE),
    OpDef::new("math.sqrt", PURE),
    OpDef::new("math.rsqrt", PURE),
    OpDef::new("math.absf", PURE),
    OpDef::new("math.absi", PURE),
    OpDef::new("math.sin", PURE),
    OpDef::new("math.cos", PURE),
    OpDef::new("math.tanh", PURE),
    OpDef::new("math.powf", PURE),
    OpDef::new("math.fma", PURE),
    OpDef::new("math.floor", PURE),
    OpDef::new("math.ceil", PURE),
    OpDef::new("math.erf", PURE),
    OpDef::new("math.tan", PURE),
    OpDef::new("math.atan", PURE),
    OpDef::new("math.atan2", PURE),
    OpDef::new("math.round", PURE),
    OpDef::new("math.trunc", PURE),
    OpDef::new("math.copysign", PURE),
    OpDef::new("math.ctlz", PURE),
    OpDef::new("math.cttz", PURE),
    OpDef::new("math.ctpop", PURE),
    OpDef::new("math.ipowi", PURE),
    OpDef::new("math.fpowi", PURE),
    OpDef::new("math.log1p", PURE),
    OpDef::new("math.expm1", PURE),
];

/// The `math` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "math",
    ops: OPS,
    allow_unknown_ops: false,
};
