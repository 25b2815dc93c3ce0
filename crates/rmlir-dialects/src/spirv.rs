//! The `spirv` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[OpDef::new("spirv.Return", TERMINATOR)];

/// The `spirv` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "spirv",
    ops: OPS,
    allow_unknown_ops: false,
};
