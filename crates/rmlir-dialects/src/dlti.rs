//! The `dlti` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef};

static OPS: &[OpDef] = &[];

/// The `dlti` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "dlti",
    props: &[],
    attributes: rmlir_ir::opdef::Hook::Mnemonics(&[
        "dl_entry",
        "dl_spec",
        "function_pointer_alignment",
        "map",
        "target_device_spec",
        "target_system_spec",
    ]),
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: None,
    attr_verifier: None,
};
