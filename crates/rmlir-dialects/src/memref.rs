//! The `memref` dialect: op definitions (names and traits). Ops without custom assembly
//! are read and written in the generic form; their custom form is rejected with a
//! clear diagnostic until it is implemented here.

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

static OPS: &[OpDef] = &[
    OpDef::new("memref.alloc", ATTR_SIZED_OPERANDS),
    OpDef::new("memref.alloca", ATTR_SIZED_OPERANDS),
    OpDef::new(
        "memref.alloca_scope",
        RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE,
    ),
    OpDef::new("memref.alloca_scope.return", TERMINATOR | RETURN_LIKE),
    OpDef::new("memref.realloc", 0),
    OpDef::new("memref.dealloc", 0),
    OpDef::new("memref.load", 0),
    OpDef::new("memref.store", 0),
    OpDef::new("memref.subview", PURE | ATTR_SIZED_OPERANDS),
    OpDef::new("memref.cast", PURE),
    OpDef::new("memref.view", PURE),
    OpDef::new("memref.reinterpret_cast", PURE | ATTR_SIZED_OPERANDS),
    OpDef::new("memref.reshape", PURE),
    OpDef::new("memref.expand_shape", PURE),
    OpDef::new("memref.collapse_shape", PURE),
    OpDef::new("memref.extract_strided_metadata", PURE),
    OpDef::new("memref.extract_aligned_pointer_as_index", PURE),
    OpDef::new("memref.get_global", PURE),
    OpDef::new("memref.global", SYMBOL),
    OpDef::new("memref.copy", 0),
    OpDef::new("memref.dim", 0),
    OpDef::new("memref.rank", PURE),
    OpDef::new("memref.transpose", PURE),
    OpDef::new("memref.memory_space_cast", PURE),
    OpDef::new("memref.atomic_rmw", 0),
    OpDef::new("memref.generic_atomic_rmw", SINGLE_BLOCK),
    OpDef::new("memref.atomic_yield", TERMINATOR),
    OpDef::new("memref.assume_alignment", PURE),
    OpDef::new("memref.prefetch", 0),
    OpDef::new("memref.dma_start", 0),
    OpDef::new("memref.dma_wait", 0),
    OpDef::new("memref.tag_offset", 0),
];

/// The `memref` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "memref",
    ops: OPS,
    allow_unknown_ops: false,
};
