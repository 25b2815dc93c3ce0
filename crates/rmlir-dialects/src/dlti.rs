//! The `dlti` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef};

static OPS: &[OpDef] = &[];

/// The `dlti` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "dlti",
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: None,
};
