//! Verifiers of the `test` dialect's ops: what ODS generates from each op's definition
//! (region, result, successor and operand counts, `SingleBlock`, type constraints,
//! `SizedRegion<1>`, `SingleBlockImplicitTerminator`), in ODS's order and with its
//! messages, e.g.
//!
//! ```mlir
//! "test.copy"(%t, %m) : (tensor<2xf32>, memref<2xf32>) -> ()
//! // error: 'test.copy' op operand #0 must be ranked or unranked memref of any type
//! //        values, but got 'tensor<2xf32>'
//! ```

use super::ods::{self, ANY, Constraint, MEMREF, is_memref, is_signless_int, is_tensor};
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{Context, OpRef, PResult, Type, TypeKind};

/// How many operands or results an op takes.
#[derive(Clone, Copy)]
enum N {
    Exactly(usize),
    Variadic,
}

/// What ODS knows about an op's structure.
struct Spec {
    regions: usize,
    results: N,
    successors: usize,
    operands: N,
    /// `SingleBlock` (with a terminator).
    single_block: bool,
    /// Constraint per operand; with variadic operands the last one covers the rest.
    operand_types: &'static [Constraint],
    result_types: &'static [Constraint],
    /// `SizedRegion<1>` regions: index and name.
    sized: &'static [(usize, &'static str)],
    /// `SingleBlockImplicitTerminator<T>`.
    terminator: Option<&'static str>,
}

const BASE: Spec = Spec {
    regions: 0,
    results: N::Exactly(0),
    successors: 0,
    operands: N::Exactly(0),
    single_block: false,
    operand_types: &[],
    result_types: &[],
    sized: &[],
    terminator: None,
};

/// Runs the checks of `s` in ODS's order: count traits, `SingleBlock`, operand and
/// result constraints, region constraints, then the implicit-terminator region trait.
fn check(cx: &mut VerifyCx<'_>, op: OpRef, s: &Spec) -> PResult<()> {
    ods::regions(cx, op, s.regions)?;
    if let N::Exactly(n) = s.results {
        ods::results(cx, op, n)?;
    }
    ods::successors(cx, op, s.successors)?;
    if let N::Exactly(n) = s.operands {
        ods::operand_count(cx, op, n)?;
    }
    if s.single_block {
        ods::single_block(cx, op, true)?;
    }
    let nops = cx.ir.body(op.0).num_operands(op.1);
    for i in 0..nops {
        let c = s.operand_types.get(i).or(s.operand_types.last());
        if let Some(&c) = c {
            ods::operand_type(cx, op, i, c)?;
        }
    }
    let nres = cx.ir.body(op.0).num_results(op.1);
    for i in 0..nres {
        let c = s.result_types.get(i).or(s.result_types.last());
        if let Some(&c) = c {
            ods::result_type(cx, op, i, c)?;
        }
    }
    for &(i, name) in s.sized {
        ods::sized_region_one(cx, op, i, name)?;
    }
    if let Some(t) = s.terminator {
        ods::implicit_terminator(cx, op, t)?;
    }
    Ok(())
}

/// `Bufferization_TensorLikeTypeInterface`: builtin tensors and `!test.test_tensor`.
const TENSOR_LIKE: Constraint = (
    |c, t| is_tensor(c, t) || is_opaque(c, t, "test.test_tensor"),
    "TensorLikeType instance",
);

/// `Bufferization_BufferLikeTypeInterface`: builtin memrefs and `!test.test_memref`.
const BUFFER_LIKE: Constraint = (
    |c, t| is_memref(c, t) || is_opaque(c, t, "test.test_memref"),
    "BufferLikeType instance",
);

/// `I32`.
const I32: Constraint = (
    |c, t| is_signless_int(c, t) && int_width(c, t) == Some(32),
    "32-bit signless integer",
);

/// `Variadic<I32>` (ODS names each value of the group by its summary).
const VARIADIC_I32: Constraint = (I32.0, "variadic of 32-bit signless integer");

/// `AnyInteger`.
const ANY_INTEGER: Constraint = (
    |c, t| matches!(c.type_kind(t), TypeKind::Integer { .. }),
    "integer",
);

/// `AnyTypeOf<[I32, TestI32]>` (the test type has an empty summary upstream).
const I32_OR_TEST_I32: Constraint = (
    |c, t| (is_signless_int(c, t) && int_width(c, t) == Some(32)) || is_opaque(c, t, "test.i32"),
    "32-bit signless integer or ",
);

fn int_width(c: &Context, t: Type) -> Option<u32> {
    match c.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// Whether `t` is the dialect type `!name<...>` or `!name` kept as text.
fn is_opaque(c: &Context, t: Type, name: &str) -> bool {
    match c.type_kind(t) {
        TypeKind::Opaque(s) => s
            .strip_prefix(name)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('<')),
        _ => false,
    }
}

/// `test.copy`: two memref operands (read source, written target).
pub(super) fn copy(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        operands: N::Exactly(2),
        operand_types: &[MEMREF],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.buffer_based`: memref input and output.
pub(super) fn buffer_based(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    copy(cx, op)
}

/// `test.region_buffer_based`: memref input and output, one region ending in
/// `test.region_yield`.
pub(super) fn region_buffer_based(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        regions: 1,
        operands: N::Exactly(2),
        single_block: true,
        operand_types: &[MEMREF],
        terminator: Some("test.region_yield"),
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.region_yield`: one operand of any type.
pub(super) fn region_yield(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        operands: N::Exactly(1),
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.region_if`: three regions (the first with one block), each ending in
/// `test.region_if_yield`.
pub(super) fn region_if(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        regions: 3,
        results: N::Variadic,
        operands: N::Variadic,
        single_block: true,
        sized: &[(0, "thenRegion")],
        terminator: Some("test.region_if_yield"),
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.region_if_yield`: any operands.
pub(super) fn region_if_yield(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        operands: N::Variadic,
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.read_buffer`: one memref operand.
pub(super) fn read_buffer(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        operands: N::Exactly(1),
        operand_types: &[MEMREF],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.forward_buffer`: memref in, memref out.
pub(super) fn forward_buffer(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        operands: N::Exactly(1),
        operand_types: &[MEMREF],
        result_types: &[MEMREF],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.side_effect_op`: one result, effects from its `effects` attribute.
pub(super) fn side_effect_op(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.one_region_with_recursive_memory_effects`: one result, one single-block region.
pub(super) fn one_region_with_recursive_memory_effects(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
) -> PResult<()> {
    let s = Spec {
        regions: 1,
        results: N::Exactly(1),
        sized: &[(0, "body")],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.dummy_tensor_op`: tensor-like in, tensor-like out.
pub(super) fn dummy_tensor_op(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        operands: N::Exactly(1),
        operand_types: &[TENSOR_LIKE],
        result_types: &[TENSOR_LIKE],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.create_tensor_op`: a tensor-like result.
pub(super) fn create_tensor_op(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        result_types: &[TENSOR_LIKE],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.dummy_memref_op`: buffer-like in, buffer-like out.
pub(super) fn dummy_memref_op(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        operands: N::Exactly(1),
        operand_types: &[BUFFER_LIKE],
        result_types: &[BUFFER_LIKE],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.create_memref_op`: a buffer-like result.
pub(super) fn create_memref_op(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        result_types: &[BUFFER_LIKE],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.symbol_scope_isolated`: one single-block region ending in `test.finish`.
pub(super) fn symbol_scope_isolated(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        regions: 1,
        single_block: true,
        sized: &[(0, "region")],
        terminator: Some("test.finish"),
        ..BASE
    };
    check(cx, op, &s)?;
    crate::func::symbol_uniqueness(cx, op)
}

/// `test.finish`: nothing.
pub(super) fn finish(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check(cx, op, &BASE)
}

/// `test.op_with_memwrite`: nothing.
pub(super) fn no_operands_results(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check(cx, op, &BASE)
}

/// `test.return`: any operands.
pub(super) fn return_(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        operands: N::Variadic,
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.graph_region`: one region, nothing else.
pub(super) fn graph_region(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec { regions: 1, ..BASE };
    check(cx, op, &s)
}

/// `test.isolated_one_region_op`: any operands and results, one region.
pub(super) fn isolated_one_region_op(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        regions: 1,
        results: N::Variadic,
        operands: N::Variadic,
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.cse_of_single_block_op`: any operands and results, one single-block region
/// ending in `test.region_yield`.
pub(super) fn cse_of_single_block_op(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        regions: 1,
        results: N::Variadic,
        operands: N::Variadic,
        single_block: true,
        sized: &[(0, "region")],
        terminator: Some("test.region_yield"),
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.op_with_memread`: an integer result.
pub(super) fn op_with_memread(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        result_types: &[ANY_INTEGER],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.op_commutative`: four `i32` operands, an `i32` result.
pub(super) fn op_commutative(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        operands: N::Exactly(4),
        operand_types: &[I32],
        result_types: &[I32],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.addi`: two `i32` (or `!test.i32`) operands and result.
pub(super) fn addi(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        operands: N::Exactly(2),
        operand_types: &[I32_OR_TEST_I32],
        result_types: &[I32_OR_TEST_I32],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.dialect_canonicalizable`: an `i32` result.
pub(super) fn dialect_canonicalizable(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        result_types: &[I32],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.op_with_variadic_results_and_folder`: `i32` operands and results.
pub(super) fn op_with_variadic_results_and_folder(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Variadic,
        operands: N::Variadic,
        operand_types: &[VARIADIC_I32],
        result_types: &[VARIADIC_I32],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.op_with_region_fold`: one operand, one result, one single-block region.
pub(super) fn op_with_region_fold(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        regions: 1,
        results: N::Exactly(1),
        operands: N::Exactly(1),
        operand_types: &[ANY],
        sized: &[(0, "region")],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.op_with_region_pattern`, `test.op_with_region_fold_no_side_effect`: one
/// single-block region.
pub(super) fn one_sized_region_no_results(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        regions: 1,
        sized: &[(0, "region")],
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.br`: any operands, one successor.
pub(super) fn br(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        successors: 1,
        operands: N::Variadic,
        ..BASE
    };
    check(cx, op, &s)
}

/// `test.producing_br`: two successors and an `i32` result.
pub(super) fn producing_br(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let s = Spec {
        results: N::Exactly(1),
        successors: 2,
        operands: N::Variadic,
        result_types: &[I32],
        ..BASE
    };
    check(cx, op, &s)
}
