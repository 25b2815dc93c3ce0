//! The `memref` dialect (MLIR's `MemRefOps.td`): buffer allocation (`alloc`, `alloca`,
//! `realloc`, `dealloc`, `alloca_scope`), element access (`load`, `store`, atomics,
//! `prefetch`, DMA), views (`subview`, `view`, `reinterpret_cast`, `cast`, reshapes,
//! `transpose`), metadata queries and globals, with their custom assembly, result-name
//! hints and upstream's verifier messages.
//!
//! The custom forms are in [`ops`], the verifiers in [`verify`], and the assembly
//! helpers shared with the `bufferization` dialect in [`asm`].

pub(crate) mod asm;
pub(crate) mod build;
pub mod canonicalize;
pub mod fold;
mod ops;
pub(crate) mod types;
mod verify;

use ops::*;
use rmlir_ir::interfaces::{
    EffectKind, EffectSpec, EffectSpecOn, Interfaces, MemoryEffects, Resource, RunRegionOnce,
};
use rmlir_ir::op_counts::Count::{Any, AtLeast, Exactly};
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use verify::*;

pub(crate) use verify::check_alignment;

/// An op with custom assembly, an optional verifier and an optional name hint.
#[allow(clippy::too_many_arguments)]
const fn op(
    name: &'static str,
    traits: u32,
    inherent: &'static [&'static str],
    parse: rmlir_ir::opdef::ParseFn,
    print: rmlir_ir::opdef::PrintFn,
    verify: Option<rmlir_ir::opdef::VerifyFn>,
    result_names: Option<rmlir_ir::opdef::ResultNamesFn>,
) -> OpDef {
    OpDef {
        name,
        traits,
        inherent,
        verify,
        parse: Some(parse),
        print: Some(print),
        result_names,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
}

const ALLOC_PROPS: &[&str] = &["alignment", "operandSegmentSizes"];
const ACCESS_PROPS: &[&str] = &["alignment", "nontemporal"];
const VIEW_PROPS: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

static OPS: &[OpDef] = &[
    OpDef {
        memory_effects: MemoryEffects::Declared(&[EffectSpec {
            kind: EffectKind::Allocate,
            on: EffectSpecOn::Result(0),
            resource: Resource::Default,
        }]),
        ..op(
            "memref.alloc",
            ATTR_SIZED_OPERANDS,
            ALLOC_PROPS,
            parse_alloc_like,
            print_alloc_like,
            Some(verify_alloc_like),
            Some(name_alloc),
        )
        .with_value_types(&crate::value_types::ALLOC)
        .with_counts(Exactly(0), Exactly(1), Any)
        .with_operand_segments(2)
    },
    OpDef {
        memory_effects: MemoryEffects::Declared(&[EffectSpec {
            kind: EffectKind::Allocate,
            on: EffectSpecOn::Result(0),
            resource: Resource::AutomaticAllocationScope,
        }]),
        ..op(
            "memref.alloca",
            ATTR_SIZED_OPERANDS,
            ALLOC_PROPS,
            parse_alloc_like,
            print_alloc_like,
            Some(verify_alloc_like),
            Some(name_alloca),
        )
        .with_value_types(&crate::value_types::ALLOC)
        .with_counts(Exactly(0), Exactly(1), Any)
        .with_operand_segments(2)
    },
    op(
        "memref.alloca_scope",
        RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE | SINGLE_BLOCK,
        &[],
        parse_alloca_scope,
        print_alloca_scope,
        Some(verify_alloca_scope),
        None,
    )
    .with_implicit_terminator("memref.alloca_scope.return")
    .with_counts(Exactly(1), Any, Exactly(0))
    // MLIR's `AllocaScopeOp::getSuccessorRegions`.
    .with_interfaces(Interfaces {
        region_branch: Some(&RunRegionOnce),
        ..Interfaces::NONE
    }),
    op(
        "memref.alloca_scope.return",
        TERMINATOR | RETURN_LIKE | PURE,
        &[],
        parse_alloca_scope_return,
        print_alloca_scope_return,
        Some(verify_alloca_scope_return),
        None,
    )
    .with_results(Exactly(0)),
    OpDef {
        memory_effects: MemoryEffects::Declared(&[
            EffectSpec {
                kind: EffectKind::Free,
                on: EffectSpecOn::Operand(0),
                resource: Resource::Default,
            },
            EffectSpec {
                kind: EffectKind::Allocate,
                on: EffectSpecOn::Result(0),
                resource: Resource::Default,
            },
        ]),
        ..op(
            "memref.realloc",
            0,
            &["alignment"],
            parse_realloc,
            print_realloc,
            Some(verify_realloc),
            None,
        )
        .with_value_types(&crate::value_types::REALLOC)
        .with_counts(Exactly(0), Exactly(1), AtLeast(1))
    },
    OpDef {
        memory_effects: MemoryEffects::Declared(&[EffectSpec {
            kind: EffectKind::Free,
            on: EffectSpecOn::Operand(0),
            resource: Resource::Default,
        }]),
        ..op(
            "memref.dealloc",
            0,
            &[],
            parse_operand_colon_type,
            print_operand_colon_type,
            Some(verify_memref_operand),
            None,
        )
        .with_counts(Exactly(0), Exactly(0), Exactly(1))
        .with_fold(fold::fold_cast_operands)
    },
    OpDef {
        memory_effects: MemoryEffects::Declared(&[EffectSpec {
            kind: EffectKind::Read,
            on: EffectSpecOn::Operand(0),
            resource: Resource::Default,
        }]),
        // Its fold only looks through `memref.cast` operands (`LOCAL_FOLD`).
        ..op(
            "memref.load",
            LOCAL_FOLD,
            ACCESS_PROPS,
            parse_load,
            print_load,
            Some(verify_load),
            None,
        )
        .with_counts(Exactly(0), Exactly(1), AtLeast(1))
        .with_fold(fold::fold_cast_operands)
    },
    OpDef {
        memory_effects: MemoryEffects::Declared(&[EffectSpec {
            kind: EffectKind::Write,
            on: EffectSpecOn::Operand(1),
            resource: Resource::Default,
        }]),
        // Its fold only looks through `memref.cast` operands (`LOCAL_FOLD`).
        ..op(
            "memref.store",
            LOCAL_FOLD,
            ACCESS_PROPS,
            parse_store,
            print_store,
            Some(verify_store),
            None,
        )
        .with_counts(Exactly(0), Exactly(0), AtLeast(2))
        .with_fold(fold::fold_cast_operands_but_value)
    },
    op(
        "memref.subview",
        PURE | ATTR_SIZED_OPERANDS,
        VIEW_PROPS,
        parse_subview,
        print_subview,
        Some(verify_subview),
        Some(name_subview),
    )
    .with_value_types(&crate::value_types::SUBVIEW)
    .with_counts(Exactly(0), Exactly(1), AtLeast(1))
    .with_operand_segments(4)
    .with_fold(fold::subview),
    op(
        "memref.cast",
        PURE,
        &[],
        parse_cast,
        print_cast,
        Some(verify_cast),
        Some(name_cast),
    )
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(fold::cast),
    op(
        "memref.view",
        PURE,
        &[],
        parse_view,
        print_view,
        Some(verify_view),
        Some(name_view),
    )
    .with_value_types(&crate::value_types::VIEW)
    .with_counts(Exactly(0), Exactly(1), AtLeast(2)),
    op(
        "memref.reinterpret_cast",
        PURE | ATTR_SIZED_OPERANDS,
        VIEW_PROPS,
        parse_reinterpret_cast,
        print_reinterpret_cast,
        Some(verify_reinterpret_cast),
        Some(name_reinterpret_cast),
    )
    .with_value_types(&crate::value_types::REINTERPRET_CAST)
    .with_counts(Exactly(0), Exactly(1), AtLeast(1))
    .with_operand_segments(4)
    .with_fold(fold::reinterpret_cast),
    OpDef {
        memory_effects: MemoryEffects::Declared(&[EffectSpec {
            kind: EffectKind::Read,
            on: EffectSpecOn::Operand(1),
            resource: Resource::Default,
        }]),
        ..op(
            "memref.reshape",
            0,
            &[],
            parse_reshape,
            print_reshape,
            Some(verify_reshape),
            Some(name_reshape),
        )
        .with_value_types(&crate::value_types::MEMREF_RESHAPE)
        .with_counts(Exactly(0), Exactly(1), Exactly(2))
    },
    op(
        "memref.expand_shape",
        PURE,
        &["reassociation", "static_output_shape"],
        parse_expand_shape,
        print_expand_shape,
        Some(verify_expand_shape),
        Some(name_expand_shape),
    )
    .with_value_types(&crate::value_types::MEMREF_EXPAND_SHAPE)
    .with_counts(Exactly(0), Exactly(1), AtLeast(1))
    .with_fold(crate::reshape::fold_expand),
    op(
        "memref.collapse_shape",
        PURE,
        &["reassociation"],
        parse_collapse_shape,
        print_collapse_shape,
        Some(verify_collapse_shape),
        Some(name_collapse_shape),
    )
    .with_value_types(&crate::value_types::STRIDED_TO_STRIDED)
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(crate::reshape::fold_collapse),
    op(
        "memref.extract_strided_metadata",
        PURE,
        &[],
        parse_extract,
        print_extract,
        Some(verify_extract_strided_metadata),
        Some(name_strided_metadata),
    )
    .with_value_types(&crate::value_types::EXTRACT_STRIDED_METADATA)
    .with_counts(Exactly(0), AtLeast(2), Exactly(1))
    .with_fold(fold::extract_strided_metadata),
    op(
        "memref.extract_aligned_pointer_as_index",
        PURE,
        &[],
        parse_extract,
        print_extract,
        None,
        Some(name_intptr),
    )
    .with_value_types(&crate::value_types::EXTRACT_ALIGNED_POINTER)
    .with_counts(Exactly(0), Exactly(1), Exactly(1)),
    op(
        "memref.get_global",
        PURE,
        &["name"],
        parse_get_global,
        print_get_global,
        Some(verify_get_global),
        None,
    )
    .with_value_types(&crate::value_types::GET_GLOBAL)
    .with_counts(Exactly(0), Exactly(1), Exactly(0)),
    op(
        "memref.global",
        SYMBOL,
        &[
            "alignment",
            "constant",
            "initial_value",
            "sym_name",
            "sym_visibility",
            "type",
        ],
        parse_global,
        print_global,
        Some(verify_global),
        None,
    )
    .with_counts(Exactly(0), Exactly(0), Exactly(0)),
    OpDef {
        memory_effects: MemoryEffects::Declared(&[
            EffectSpec {
                kind: EffectKind::Read,
                on: EffectSpecOn::Operand(0),
                resource: Resource::Default,
            },
            EffectSpec {
                kind: EffectKind::Write,
                on: EffectSpecOn::Operand(1),
                resource: Resource::Default,
            },
        ]),
        ..op(
            "memref.copy",
            0,
            &[],
            parse_copy,
            print_copy,
            Some(verify_copy),
            None,
        )
        .with_counts(Exactly(0), Exactly(0), Exactly(2))
        .with_fold(fold::copy)
    },
    OpDef {
        memory_effects: MemoryEffects::Declared(&[]),
        ..op(
            "memref.dim",
            0,
            &[],
            parse_dim,
            print_dim,
            None,
            Some(name_dim),
        )
        .with_value_types(&crate::value_types::MEMREF_DIM)
        .with_counts(Exactly(0), Exactly(1), Exactly(2))
        .with_fold(fold::dim)
    },
    op(
        "memref.rank",
        PURE,
        &[],
        parse_rank,
        print_operand_colon_type,
        Some(verify_rank),
        None,
    )
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(fold::rank),
    op(
        "memref.transpose",
        PURE,
        &["permutation"],
        parse_transpose,
        print_transpose,
        Some(verify_transpose),
        Some(name_transpose),
    )
    .with_value_types(&crate::value_types::STRIDED_TO_STRIDED)
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(fold::transpose),
    op(
        "memref.memory_space_cast",
        PURE,
        &[],
        parse_cast,
        print_cast,
        Some(verify_memory_space_cast),
        Some(name_memspacecast),
    )
    .with_value_types(&crate::value_types::ANY_MEMREF_TO_ANY_MEMREF)
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(fold::memory_space_cast),
    OpDef {
        memory_effects: MemoryEffects::Declared(&[
            EffectSpec::new(EffectKind::Read, EffectSpecOn::Operand(1)),
            EffectSpec::new(EffectKind::Write, EffectSpecOn::Operand(1)),
        ]),
        ..op(
            "memref.atomic_rmw",
            0,
            &["kind"],
            parse_atomic_rmw,
            print_atomic_rmw,
            Some(verify_atomic_rmw),
            None,
        )
        .with_value_types(&crate::value_types::ATOMIC_RMW)
        .with_counts(Exactly(0), Exactly(1), AtLeast(2))
        .with_fold(fold::fold_cast_operands_but_value)
    },
    OpDef {
        memory_effects: MemoryEffects::Declared(&[
            EffectSpec::new(EffectKind::Read, EffectSpecOn::Operand(0)),
            EffectSpec::new(EffectKind::Write, EffectSpecOn::Operand(0)),
        ]),
        ..op(
            "memref.generic_atomic_rmw",
            SINGLE_BLOCK,
            &[],
            parse_generic_atomic_rmw,
            print_generic_atomic_rmw,
            Some(verify_generic_atomic_rmw),
            None,
        )
        .with_value_types(&crate::value_types::GENERIC_ATOMIC_RMW)
        .with_counts(Exactly(1), Exactly(1), AtLeast(1))
    },
    op(
        "memref.atomic_yield",
        TERMINATOR | PURE,
        &[],
        parse_atomic_yield,
        print_operand_colon_type,
        Some(verify_atomic_yield),
        None,
    )
    .with_counts(Exactly(0), Exactly(0), Exactly(1)),
    op(
        "memref.assume_alignment",
        PURE,
        &["alignment"],
        parse_assume_alignment,
        print_assume_alignment,
        Some(verify_assume_alignment),
        Some(name_assume_align),
    )
    .with_value_types(&crate::value_types::ASSUME_ALIGNMENT)
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(fold::assume_alignment),
    OpDef {
        memory_effects: MemoryEffects::Declared(&[EffectSpec {
            kind: EffectKind::Write,
            on: EffectSpecOn::Operand(0),
            resource: Resource::Default,
        }]),
        ..op(
            "memref.prefetch",
            0,
            &["isDataCache", "isWrite", "localityHint"],
            parse_prefetch,
            print_prefetch,
            Some(verify_prefetch),
            None,
        )
        .with_value_types(&crate::value_types::PREFETCH)
        .with_counts(Exactly(0), Exactly(0), AtLeast(1))
        .with_fold(fold::fold_cast_operands)
    },
    op(
        "memref.dma_start",
        0,
        &[],
        parse_dma_start,
        print_dma_start,
        Some(verify_dma_start),
        None,
    )
    .with_counts(Exactly(0), Exactly(0), Any)
    .with_fold(fold::fold_cast_operands),
    op(
        "memref.dma_wait",
        0,
        &[],
        parse_dma_wait,
        print_dma_wait,
        Some(verify_dma_wait),
        None,
    )
    .with_value_types(&crate::value_types::DMA_WAIT)
    .with_counts(Exactly(0), Exactly(0), AtLeast(2))
    .with_fold(fold::fold_cast_operands),
    op(
        "memref.distinct_objects",
        PURE,
        &[],
        parse_distinct_objects,
        print_distinct_objects,
        Some(verify_distinct_objects),
        None,
    )
    .with_value_types(&crate::value_types::DISTINCT_OBJECTS),
];

/// The `memref` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "memref",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::None,
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: Some(crate::arith::fold::materialize),
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        ("memref.alloc", "alignment", P::Integer),
        ("memref.alloca", "alignment", P::Integer),
        ("memref.assume_alignment", "alignment", P::Integer),
        ("memref.atomic_rmw", "kind", P::IntegerOfWidth(64)),
        ("memref.collapse_shape", "reassociation", P::Array),
        ("memref.expand_shape", "reassociation", P::Array),
        (
            "memref.expand_shape",
            "static_output_shape",
            P::DenseI64Array,
        ),
        ("memref.get_global", "name", P::FlatSymbolRef),
        ("memref.global", "alignment", P::Integer),
        ("memref.global", "constant", P::Unit),
        ("memref.global", "sym_name", P::String),
        ("memref.global", "sym_visibility", P::String),
        ("memref.global", "type", P::Type),
        ("memref.load", "alignment", P::Integer),
        ("memref.load", "nontemporal", P::Bool),
        ("memref.prefetch", "isDataCache", P::Bool),
        ("memref.prefetch", "isWrite", P::Bool),
        ("memref.prefetch", "localityHint", P::Integer),
        ("memref.realloc", "alignment", P::Integer),
        (
            "memref.reinterpret_cast",
            "static_offsets",
            P::DenseI64Array,
        ),
        ("memref.reinterpret_cast", "static_sizes", P::DenseI64Array),
        (
            "memref.reinterpret_cast",
            "static_strides",
            P::DenseI64Array,
        ),
        ("memref.store", "alignment", P::Integer),
        ("memref.store", "nontemporal", P::Bool),
        ("memref.subview", "static_offsets", P::DenseI64Array),
        ("memref.subview", "static_sizes", P::DenseI64Array),
        ("memref.subview", "static_strides", P::DenseI64Array),
        ("memref.transpose", "permutation", P::AffineMap),
    ]
};
