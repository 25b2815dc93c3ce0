//! The `test` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new(
        "test.symbol_scope_isolated",
        ISOLATED_FROM_ABOVE | NO_TERMINATOR | SINGLE_BLOCK | SYMBOL_TABLE,
    ),
    OpDef::new("test.isolated_one_region_op", ISOLATED_FROM_ABOVE),
    OpDef::new("test.graph_region", GRAPH_REGIONS | NO_TERMINATOR),
];

/// The `test` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "test",
    ops: OPS,
    allow_unknown_ops: true,
};
