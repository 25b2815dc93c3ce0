//! The `tensor` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("tensor.empty", PURE),
    OpDef::new("tensor.extract", PURE),
    OpDef::new("tensor.insert", PURE),
    OpDef::new("tensor.extract_slice", PURE | ATTR_SIZED_OPERANDS),
    OpDef::new("tensor.insert_slice", PURE | ATTR_SIZED_OPERANDS),
    OpDef::new("tensor.parallel_insert_slice", ATTR_SIZED_OPERANDS),
    OpDef::new("tensor.cast", PURE),
    OpDef::new("tensor.dim", 0),
    OpDef::new("tensor.rank", PURE),
    OpDef::new("tensor.pad", PURE | ATTR_SIZED_OPERANDS | SINGLE_BLOCK),
    OpDef::new("tensor.generate", PURE | SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("tensor.yield", TERMINATOR),
    OpDef::new("tensor.from_elements", PURE),
    OpDef::new("tensor.expand_shape", PURE),
    OpDef::new("tensor.collapse_shape", PURE),
    OpDef::new("tensor.splat", PURE),
    OpDef::new("tensor.reshape", PURE),
    OpDef::new("tensor.bitcast", PURE),
    OpDef::new("tensor.concat", PURE),
    OpDef::new("tensor.scatter", PURE),
    OpDef::new("tensor.gather", PURE),
];

/// The `tensor` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "tensor",
    ops: OPS,
    allow_unknown_ops: false,
};
