//! The `arith` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("arith.constant", PURE | CONSTANT_LIKE),
    OpDef::new("arith.addi", PURE | COMMUTATIVE),
    OpDef::new("arith.addf", PURE | COMMUTATIVE),
    OpDef::new("arith.subi", PURE),
    OpDef::new("arith.subf", PURE),
    OpDef::new("arith.muli", PURE | COMMUTATIVE),
    OpDef::new("arith.mulf", PURE | COMMUTATIVE),
    OpDef::new("arith.divsi", 0),
    OpDef::new("arith.divui", 0),
    OpDef::new("arith.divf", PURE),
    OpDef::new("arith.remsi", 0),
    OpDef::new("arith.remui", 0),
    OpDef::new("arith.remf", PURE),
    OpDef::new("arith.ceildivsi", 0),
    OpDef::new("arith.ceildivui", 0),
    OpDef::new("arith.floordivsi", 0),
    OpDef::new("arith.andi", PURE | COMMUTATIVE),
    OpDef::new("arith.ori", PURE | COMMUTATIVE),
    OpDef::new("arith.xori", PURE | COMMUTATIVE),
    OpDef::new("arith.shli", PURE),
    OpDef::new("arith.shrsi", PURE),
    OpDef::new("arith.shrui", PURE),
    OpDef::new("arith.negf", PURE),
    OpDef::new("arith.maxsi", PURE | COMMUTATIVE),
    OpDef::new("arith.maxui", PURE | COMMUTATIVE),
    OpDef::new("arith.minsi", PURE | COMMUTATIVE),
    OpDef::new("arith.minui", PURE | COMMUTATIVE),
    OpDef::new("arith.maximumf", PURE | COMMUTATIVE),
    OpDef::new("arith.minimumf", PURE | COMMUTATIVE),
    OpDef::new("arith.maxnumf", PURE | COMMUTATIVE),
    OpDef::new("arith.minnumf", PURE | COMMUTATIVE),
    OpDef::new("arith.cmpi", PURE),
    OpDef::new("arith.cmpf", PURE),
    OpDef::new("arith.select", PURE),
    OpDef::new("arith.index_cast", PURE),
    OpDef::new("arith.index_castui", PURE),
    OpDef::new("arith.sitofp", PURE),
    OpDef::new("arith.uitofp", PURE),
    OpDef::new("arith.fptosi", PURE),
    OpDef::new("arith.fptoui", PURE),
    OpDef::new("arith.extsi", PURE),
    OpDef::new("arith.extui", PURE),
    OpDef::new("arith.extf", PURE),
    OpDef::new("arith.trunci", PURE),
    OpDef::new("arith.truncf", PURE),
    OpDef::new("arith.bitcast", PURE),
    OpDef::new("arith.addui_extended", PURE | COMMUTATIVE),
    OpDef::new("arith.mulsi_extended", PURE | COMMUTATIVE),
    OpDef::new("arith.mului_extended", PURE | COMMUTATIVE),
];

/// The `arith` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "arith",
    ops: OPS,
    allow_unknown_ops: false,
};
