//! The `test` dialect (MLIR's `mlir/test/lib/Dialect/Test`): the ops upstream's
//! bufferization, deallocation, hoisting, canonicalization and CSE tests use, with their
//! custom assembly (`test.copy`, `test.buffer_based`, `test.region_buffer_based`,
//! `test.region_yield`, `test.region_if`, `test.region_if_yield`, `test.graph_region`,
//! `test.cse_of_single_block_op`, `test.isolated_one_region_op`) and ODS's structural and
//! type verifiers for every op listed here.
//!
//! The dialect accepts unknown ops in generic form (as upstream does), so ops that only
//! exist in newer or older test dialects (`test.source`, `test.memref_user`, ...) still
//! parse and print generically.
//!
//! Memory effects are written next to each op in [`OPS`]: `test.copy` reads its source
//! and writes its target; `test.buffer_based`/`test.region_buffer_based` read `input` and
//! write `output`; `test.read_buffer` reads its operand; `test.side_effect_op` takes its
//! effects from its `effects` attribute; `test.op_with_memread`/`_memwrite` read/write the
//! default resource; `test.region_if` has recursive effects; `test.dummy_tensor_op` and
//! `test.create_tensor_op` are bufferizable (read and write their operand, no aliasing).
//! The control-flow interfaces of `test.region_if`, `test.br` and `test.producing_br`
//! are in `control_flow.rs`.

mod asm;
mod control_flow;
mod folds;
pub(crate) mod ods;
mod verify;

use rmlir_ir::interfaces::{
    EffectKind, EffectSpec, EffectSpecOn, Interfaces, MemoryEffects, Resource,
};
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{OpRef, PResult};

/// The effects of `test.side_effect_op`, one per entry of its `effects` attribute:
/// `{effect = "read"|"write"|"allocate"|"free"}`, on the test resource with
/// `test_resource`, on the op's result with `on_result`, on a symbol with
/// `on_reference = @sym` (other keys are ignored, as by MLIR 22's test dialect).
///
/// ```mlir
/// // one read of the default resource: unused, it is trivially dead
/// %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
/// // an allocation of its result on the test resource
/// %1 = "test.side_effect_op"() {effects = [{effect = "allocate", on_result, test_resource}]} : () -> i32
/// ```
fn side_effect_op_effects(
    ctx: &rmlir_ir::Context,
    ir: &rmlir_ir::Ir,
    op: OpRef,
    out: &mut rmlir_ir::interfaces::Effects,
) {
    use rmlir_ir::AttrKind;
    use rmlir_ir::interfaces::{EffectInstance, EffectOn};
    let Some(list) = rmlir_ir::ir::op_attr(ctx, ir, op, "effects") else {
        return;
    };
    let AttrKind::Array(entries) = ctx.attr_kind(list) else {
        return;
    };
    for &entry in entries {
        let AttrKind::Dict(fields) = ctx.attr_kind(entry) else {
            continue;
        };
        let field = |name: &str| {
            fields
                .iter()
                .find(|(n, _)| ctx.str(*n) == name)
                .map(|(_, v)| *v)
        };
        let kind = match field("effect").and_then(|a| ctx.attr_str(a)) {
            Some(b"allocate") => EffectKind::Allocate,
            Some(b"free") => EffectKind::Free,
            Some(b"read") => EffectKind::Read,
            Some(b"write") => EffectKind::Write,
            _ => continue,
        };
        let resource = if field("test_resource").is_some() {
            Resource::Test
        } else {
            Resource::Default
        };
        let on = if field("on_result").is_some() {
            EffectOn::Result(0)
        } else if let Some(sym) = field("on_reference") {
            EffectOn::Symbol(sym)
        } else {
            EffectOn::Nothing
        };
        out.push(EffectInstance { kind, on, resource });
    }
}

pub use folds::canonicalization_patterns;

/// An op with custom assembly and a verifier.
const fn op(
    name: &'static str,
    traits: u32,
    parse: rmlir_ir::opdef::ParseFn,
    print: rmlir_ir::opdef::PrintFn,
    verify: rmlir_ir::opdef::VerifyFn,
) -> OpDef {
    OpDef {
        name,
        traits,
        inherent: &[],
        verify: Some(verify),
        parse: Some(parse),
        print: Some(print),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
}

/// An op printed in generic form, with a verifier.
const fn generic(name: &'static str, traits: u32, verify: rmlir_ir::opdef::VerifyFn) -> OpDef {
    OpDef {
        name,
        traits,
        inherent: &[],
        verify: Some(verify),
        parse: None,
        print: None,
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
}

static OPS: &[OpDef] = &[
    // Buffer ops of the bufferization and deallocation tests.
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
            "test.copy",
            0,
            asm::parse_copy,
            asm::print_copy,
            verify::copy,
        )
    },
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
            "test.buffer_based",
            0,
            asm::parse_buffer_based,
            asm::print_buffer_based,
            verify::buffer_based,
        )
    },
    op(
        "test.region_buffer_based",
        SINGLE_BLOCK,
        asm::parse_region_buffer_based,
        asm::print_region_buffer_based,
        verify::region_buffer_based,
    ),
    op(
        "test.region_yield",
        TERMINATOR | RETURN_LIKE | PURE,
        asm::parse_region_yield,
        asm::print_region_yield,
        verify::region_yield,
    ),
    op(
        "test.region_if",
        SINGLE_BLOCK | RECURSIVE_EFFECTS,
        asm::parse_region_if,
        asm::print_region_if,
        verify::region_if,
    )
    .with_interfaces(Interfaces {
        region_branch: Some(&control_flow::RegionIf),
        ..Interfaces::NONE
    }),
    op(
        "test.region_if_yield",
        TERMINATOR | RETURN_LIKE,
        asm::parse_region_if_yield,
        asm::print_region_if_yield,
        verify::region_if_yield,
    ),
    OpDef {
        memory_effects: MemoryEffects::Declared(&[
            EffectSpec {
                kind: EffectKind::Read,
                on: EffectSpecOn::Operand(0),
                resource: Resource::Default,
            },
            EffectSpec {
                kind: EffectKind::Write,
                on: EffectSpecOn::Nothing,
                resource: Resource::Default,
            },
        ]),
        ..generic("test.read_buffer", 0, verify::read_buffer)
    },
    generic("test.forward_buffer", PURE, verify::forward_buffer),
    OpDef {
        memory_effects: MemoryEffects::Computed(side_effect_op_effects),
        ..generic("test.side_effect_op", 0, verify::side_effect_op)
    },
    generic(
        "test.one_region_with_recursive_memory_effects",
        RECURSIVE_EFFECTS,
        verify::one_region_with_recursive_memory_effects,
    ),
    generic("test.dummy_tensor_op", 0, verify::dummy_tensor_op),
    generic("test.create_tensor_op", 0, verify::create_tensor_op),
    generic("test.dummy_memref_op", 0, verify::dummy_memref_op),
    generic("test.create_memref_op", 0, verify::create_memref_op),
    // Symbol tables and terminators.
    generic(
        "test.symbol_scope_isolated",
        ISOLATED_FROM_ABOVE | SINGLE_BLOCK | SYMBOL_TABLE,
        verify::symbol_scope_isolated,
    ),
    generic("test.finish", TERMINATOR, verify::finish),
    generic(
        "test.return",
        TERMINATOR | RETURN_LIKE | PURE,
        verify::return_,
    ),
    // Region kinds.
    op(
        "test.graph_region",
        GRAPH_REGIONS,
        asm::parse_graph_region,
        asm::print_graph_region,
        verify::graph_region,
    ),
    op(
        "test.isolated_one_region_op",
        ISOLATED_FROM_ABOVE,
        asm::parse_isolated_one_region_op,
        asm::print_isolated_one_region_op,
        verify::isolated_one_region_op,
    ),
    // CSE and canonicalization tests.
    op(
        "test.cse_of_single_block_op",
        SINGLE_BLOCK | PURE,
        asm::parse_cse_of_single_block_op,
        asm::print_cse_of_single_block_op,
        verify::cse_of_single_block_op,
    ),
    OpDef {
        memory_effects: MemoryEffects::Declared(&[EffectSpec::new(
            EffectKind::Read,
            EffectSpecOn::Nothing,
        )]),
        ..generic("test.op_with_memread", 0, verify::op_with_memread)
    },
    OpDef {
        memory_effects: MemoryEffects::Declared(&[EffectSpec::new(
            EffectKind::Write,
            EffectSpecOn::Nothing,
        )]),
        ..generic("test.op_with_memwrite", 0, verify::no_operands_results)
    },
    generic("test.op_commutative", COMMUTATIVE, verify::op_commutative),
    generic("test.addi", 0, verify::addi),
    generic(
        "test.dialect_canonicalizable",
        0,
        verify::dialect_canonicalizable,
    ),
    generic(
        "test.op_with_variadic_results_and_folder",
        0,
        verify::op_with_variadic_results_and_folder,
    )
    .with_fold(folds::forward_operands),
    generic("test.op_with_region_fold", 0, verify::op_with_region_fold)
        .with_fold(folds::forward_operands),
    generic(
        "test.op_with_region_pattern",
        0,
        verify::one_sized_region_no_results,
    ),
    OpDef {
        // `NoMemoryEffect`, and not recursive: what its region holds does not count.
        memory_effects: MemoryEffects::Declared(&[]),
        ..generic(
            "test.op_with_region_fold_no_side_effect",
            0,
            verify::one_sized_region_no_results,
        )
    },
    generic("test.br", TERMINATOR, verify::br).with_interfaces(Interfaces {
        branch: Some(&control_flow::Br),
        ..Interfaces::NONE
    }),
    OpDef {
        name: "test.producing_br",
        traits: TERMINATOR | ATTR_SIZED_OPERANDS,
        inherent: &["operandSegmentSizes"],
        verify: Some(verify::producing_br),
        parse: None,
        print: None,
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces {
            branch: Some(&control_flow::ProducingBr),
            ..Interfaces::NONE
        },
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
    .with_operand_segments(2),
];

/// The test dialect's attribute checks (those of MLIR's `TestDialect`): the name
/// `test.invalid_attr` is rejected wherever it is put, to test that the verifier asks
/// the dialect.
struct TestAttrs;

/// `invalid to use 'test.invalid_attr'` for that name.
fn reject_invalid_attr(cx: &mut VerifyCx<'_>, op: OpRef, name: rmlir_ir::Sym) -> PResult<()> {
    if cx.ctx.str(name) == "test.invalid_attr" {
        return Err(cx.error(op, "invalid to use 'test.invalid_attr'"));
    }
    Ok(())
}

impl rmlir_ir::opdef::DialectAttrVerifier for TestAttrs {
    /// ```mlir
    /// module attributes {test.invalid_attr} {}
    /// // error: invalid to use 'test.invalid_attr'
    /// ```
    fn op_attr(
        &self,
        cx: &mut VerifyCx<'_>,
        op: OpRef,
        (name, _): rmlir_ir::attrs::NamedAttr,
    ) -> PResult<()> {
        reject_invalid_attr(cx, op, name)
    }

    /// ```mlir
    /// func.func @f(%a: i64 {test.invalid_attr}) { ... }
    /// // error: invalid to use 'test.invalid_attr'
    /// ```
    fn region_arg_attr(
        &self,
        cx: &mut VerifyCx<'_>,
        op: OpRef,
        _: (usize, usize),
        (name, _): rmlir_ir::attrs::NamedAttr,
    ) -> PResult<()> {
        reject_invalid_attr(cx, op, name)
    }

    /// ```mlir
    /// func.func @f(%a: i64) -> (i64 {test.invalid_attr}) { ... }
    /// // error: invalid to use 'test.invalid_attr'
    /// ```
    fn region_result_attr(
        &self,
        cx: &mut VerifyCx<'_>,
        op: OpRef,
        _: (usize, usize),
        (name, _): rmlir_ir::attrs::NamedAttr,
    ) -> PResult<()> {
        reject_invalid_attr(cx, op, name)
    }
}

/// The `test` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "test",
    props: &[],
    attributes: rmlir_ir::opdef::Hook::Any,
    types: rmlir_ir::opdef::Hook::Any,
    ops: OPS,
    allow_unknown_ops: true,
    materialize_constant: None,
    attr_verifier: Some(&TestAttrs),
};
