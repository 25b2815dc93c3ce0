//! Verifiers of the `memref` ops (MLIR's `MemRefOps.cpp` `verify()` methods and the ODS
//! constraints they rely on), with upstream's messages.
//!
//! Strided-layout reasoning follows MLIR's `getStridesAndOffset`: the identity layout
//! has row-major strides and offset 0, `strided<...>` layouts say theirs, and other
//! affine maps are treated as unknown (their checks are skipped rather than guessed).

use super::asm::*;
use super::ops::ATOMIC_KINDS;
use super::types::{
    Strided, cast_compatible, collapsed_layout, expanded_layout, has_identity_layout,
    memref_rank_reduction_mask, rank_reduction_mask, strided_layout, subview_layout, subview_type,
};
use rmlir_ir::opdef::traits;
use rmlir_ir::printer::type_to_string;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::verifier::{VerifyCx, attr_constraint};
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpRef, PResult, Type, TypeKind};

/// ODS's summary of the optional positive power-of-two `alignment` attribute
/// ([`check_alignment`]).
pub(crate) const ALIGNMENT_CONSTRAINT: &str = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0";

fn tys_of(ir: &Ir, op: OpRef) -> smallvec::SmallVec<[Type; 4]> {
    let b = ir.body(op.0);
    b.operands(op.1).map(|v| b.value_type(v)).collect()
}

fn res_tys(ir: &Ir, op: OpRef) -> smallvec::SmallVec<[Type; 4]> {
    let b = ir.body(op.0);
    b.results(op.1).map(|v| b.value_type(v)).collect()
}

/// The type of operand `i`, if the op has one (without collecting them all: verifiers
/// run on every op).
fn operand_ty(ir: &Ir, op: OpRef, i: usize) -> Option<Type> {
    let b = ir.body(op.0);
    b.operands(op.1).nth(i).map(|v| b.value_type(v))
}

/// The type of result `i`, if the op has one.
fn result_ty(ir: &Ir, op: OpRef, i: usize) -> Option<Type> {
    let b = ir.body(op.0);
    b.results(op.1).nth(i).map(|v| b.value_type(v))
}

/// An error without the `'op' op` prefix (MLIR's `op->emitError`).
fn plain(cx: &mut VerifyCx<'_>, op: OpRef, msg: &str) -> rmlir_ir::Reported {
    rmlir_ir::verifier::plain_error(cx.ctx, cx.ir, cx.diags, op, msg)
}

fn ts(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: rmlir_ir::types::Signedness::Signless,
            ..
        }
    )
}

fn rank(ctx: &Context, t: Type) -> Option<usize> {
    memref_parts(ctx, t).map(|m| m.shape.len())
}

const ANY_MEMREF: &str = "ranked or unranked memref of any type values";
const RANKED_MEMREF: &str = "memref of any type values";

/// ODS operand/result type constraints: `kind` names the value (`operand`/`result`),
/// `ok` tests the type, `desc` is the constraint's summary.
fn check_constraint(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    kind: &str,
    index: usize,
    t: Type,
    ok: bool,
    desc: &str,
) -> PResult<()> {
    rmlir_ir::verifier::type_constraint(cx, op, (kind, index), t, ok, desc)
}

/// Operand `i` must be a ranked or unranked memref.
fn operand_memref(cx: &mut VerifyCx<'_>, op: OpRef, i: usize) -> PResult<()> {
    let Some(t) = operand_ty(cx.ir, op, i) else {
        return Ok(());
    };
    let ok = is_memref(cx.ctx, t);
    check_constraint(cx, op, "operand", i, t, ok, ANY_MEMREF)
}

/// Operand `i` must be a ranked memref.
fn operand_ranked_memref(cx: &mut VerifyCx<'_>, op: OpRef, i: usize) -> PResult<()> {
    let Some(t) = operand_ty(cx.ir, op, i) else {
        return Ok(());
    };
    let ok = matches!(cx.ctx.type_kind(t), TypeKind::MemRef { .. });
    check_constraint(cx, op, "operand", i, t, ok, RANKED_MEMREF)
}

/// Result `i` must be a ranked or unranked memref.
fn result_memref(cx: &mut VerifyCx<'_>, op: OpRef, i: usize) -> PResult<()> {
    let Some(t) = result_ty(cx.ir, op, i) else {
        return Ok(());
    };
    let ok = is_memref(cx.ctx, t);
    check_constraint(cx, op, "result", i, t, ok, ANY_MEMREF)
}

/// `memref.dealloc`, `memref.rank`: a ranked or unranked memref operand.
pub(super) fn verify_memref_operand(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    operand_memref(cx, op, 0)
}

/// `memref.rank`: a ranked or unranked memref, an `index` result.
pub(super) fn verify_rank(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    operand_memref(cx, op, 0)?;
    rmlir_ir::verifier::index_result(cx, op, 0)
}

/// `ConfinedAttr<OptionalAttr<I64Attr>, [IntPositive, IntPowerOf2]>`.
pub(crate) fn check_alignment(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(a) = prop(cx.ctx, cx.ir, op, "alignment") else {
        return Ok(());
    };
    if !alignment_ok(cx.ctx, a) {
        return Err(attr_constraint(
            cx,
            op,
            "alignment",
            true,
            ALIGNMENT_CONSTRAINT,
        ));
    }
    Ok(())
}

/// Whether an `alignment` attribute is a positive power of two of type `i64`.
pub(crate) fn alignment_ok(ctx: &Context, a: Attr) -> bool {
    let i64_typed = match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => *ty == ctx.int_type(64),
        _ => false,
    };
    i64_typed && int_of(ctx, a).is_some_and(|v| v > 0 && (v & (v - 1)) == 0)
}

/// Number of symbols of a memref's layout as an affine map: those of an affine
/// layout, one per dynamic offset or stride of a strided one (MLIR's
/// `makeStridedLinearLayoutMap`), none for the identity.
fn layout_symbols(ctx: &Context, layout: Option<Attr>) -> usize {
    match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) => m.num_symbols as usize,
        Some(AttrKind::Strided { offset, strides }) => {
            usize::from(*offset == DYNAMIC) + strides.iter().filter(|&&s| s == DYNAMIC).count()
        }
        _ => 0,
    }
}

/// `memref.alloc`/`memref.alloca`: one dynamic size per `?`, one symbol per layout
/// symbol; `alloca` needs an `AutomaticAllocationScope` ancestor.
///
/// ```mlir
/// %0 = memref.alloc(%d) : memref<4xf32>  // incorrect number of dynamic sizes, has 1, expected 0
/// ```
pub(super) fn verify_alloc_like(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check_alignment(cx, op)?;
    let Some(rt) = result_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let Some(m) = memref_parts(cx.ctx, rt) else {
        let msg = format!(
            "result #0 must be memref of any type values, but got '{}'",
            ts(cx.ctx, rt)
        );
        return Err(cx.op_error(op, &msg));
    };
    let Some(segs) = segments(cx.ctx, cx.ir, op) else {
        return Ok(());
    };
    let (dyns, syms) = match segs.as_slice() {
        [a, b] => (a.len(), b.len()),
        _ => return Ok(()),
    };
    let expected = m.shape.iter().filter(|&&d| d == DYNAMIC).count();
    if dyns != expected {
        let msg = format!("incorrect number of dynamic sizes, has {dyns}, expected {expected}");
        return Err(cx.op_error(op, &msg));
    }
    let want_syms = layout_symbols(cx.ctx, m.layout);
    if syms != want_syms {
        let msg = format!(
            "symbol operand count does not equal memref symbol count: expected {want_syms}, got {syms}"
        );
        return Err(cx.op_error(op, &msg));
    }
    let is_alloca = cx.ctx.str(cx.ir.body(op.0).op(op.1).name) == "memref.alloca";
    if is_alloca {
        let mut cur = cx.ir.parent_op(op);
        let mut found = false;
        while let Some(p) = cur {
            let d = cx.ir.body(p.0).op(p.1);
            if d.def
                .is_some_and(|d| d.has(traits::AUTOMATIC_ALLOCATION_SCOPE))
            {
                found = true;
                break;
            }
            cur = cx.ir.parent_op(p);
        }
        if !found {
            return Err(cx.op_error(
                op,
                "requires an ancestor op with AutomaticAllocationScope trait",
            ));
        }
    }
    Ok(())
}

/// `memref.realloc`: 1-D identity-layout memrefs of one element type; a dynamic
/// result size needs exactly one size operand.
pub(super) fn verify_realloc(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check_alignment(cx, op)?;
    let tys = tys_of(cx.ir, op);
    let Some(rt) = result_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let (Some(s), Some(r)) = (
        tys.first().and_then(|&t| memref_parts(cx.ctx, t)),
        memref_parts(cx.ctx, rt),
    ) else {
        return Ok(());
    };
    let identity = |l: Option<Attr>| match l.map(|l| cx.ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::AffineMap(m)) => m.is_identity(),
        Some(AttrKind::Strided { offset, strides }) => *offset == 0 && strides.as_slice() == [1],
        _ => false,
    };
    let (st, rts) = (ts(cx.ctx, tys[0]), ts(cx.ctx, rt));
    // Reported without the op's name, as MLIR's `emitError` does.
    if !identity(s.layout) {
        let msg = format!("unsupported layout for source memref type '{st}'");
        return Err(plain(cx, op, &msg));
    }
    if !identity(r.layout) {
        let msg = format!("unsupported layout for result memref type '{rts}'");
        return Err(plain(cx, op, &msg));
    }
    if s.elem != r.elem {
        let msg = format!(
            "different element types specified for source memref type '{st}' and result memref type '{rts}'"
        );
        return Err(plain(cx, op, &msg));
    }
    if s.space != r.space {
        let msg = format!(
            "different memory spaces specified for source memref type '{st}' and result memref type '{rts}'"
        );
        return Err(plain(cx, op, &msg));
    }
    let dynamic = r.shape.first() == Some(&DYNAMIC);
    if dynamic && tys.len() < 2 {
        let msg = format!("missing dimension operand for result type '{rts}'");
        return Err(plain(cx, op, &msg));
    }
    if !dynamic && tys.len() > 1 {
        let msg = format!("unnecessary dimension operand for result type '{rts}'");
        return Err(plain(cx, op, &msg));
    }
    Ok(())
}

/// The number of indices must equal the memref rank; `msg` builds the error from
/// (rank, count).
fn check_indices(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    mt: Type,
    n: usize,
    msg: impl Fn(usize, usize) -> String,
) -> PResult<()> {
    if let Some(r) = rank(cx.ctx, mt)
        && r != n
    {
        return Err(cx.op_error(op, &msg(r, n)));
    }
    Ok(())
}

/// `memref.load`: one index per dimension, the result is the element type.
pub(super) fn verify_load(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    operand_ranked_memref(cx, op, 0)?;
    rmlir_ir::verifier::index_operands(cx, op, 1)?;
    check_alignment(cx, op)?;
    let Some(mt) = operand_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    if let (Some(elem), Some(rt)) = (element_type(cx.ctx, mt), result_ty(cx.ir, op, 0))
        && elem != rt
    {
        return Err(cx.op_error(
            op,
            "failed to verify that result type matches element type of 'memref'",
        ));
    }
    let indices = cx.ir.body(op.0).num_operands(op.1) - 1;
    check_indices(cx, op, mt, indices, |r, n| {
        format!("incorrect number of indices for load, expected {r} but got {n}")
    })
}

/// `memref.store`: one index per dimension, the value has the element type.
pub(super) fn verify_store(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    operand_ranked_memref(cx, op, 1)?;
    rmlir_ir::verifier::index_operands(cx, op, 2)?;
    check_alignment(cx, op)?;
    let body = cx.ir.body(op.0);
    if body.num_results(op.1) != 0 {
        return Err(cx.op_error(op, "requires zero results"));
    }
    let (Some(value), Some(memref)) = (operand_ty(cx.ir, op, 0), operand_ty(cx.ir, op, 1)) else {
        return Ok(());
    };
    if let Some(elem) = element_type(cx.ctx, memref)
        && elem != value
    {
        return Err(cx.op_error(
            op,
            "failed to verify that type of 'value' matches element type of 'memref'",
        ));
    }
    let indices = body.num_operands(op.1) - 2;
    check_indices(cx, op, memref, indices, |_, _| {
        "store index operand count not equal to memref rank".to_string()
    })
}

/// `memref.cast`: shapes, strides and offset may only trade static for dynamic.
///
/// ```mlir
/// memref.cast %m : memref<4xf32> to memref<4xi32>  // ... are cast incompatible
/// ```
pub(super) fn verify_cast(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    operand_memref(cx, op, 0)?;
    result_memref(cx, op, 0)?;
    let (Some(a), Some(b)) = (operand_ty(cx.ir, op, 0), result_ty(cx.ir, op, 0)) else {
        return Ok(());
    };
    if !cast_compatible(cx.ctx, a, b) {
        let msg = format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            ts(cx.ctx, a),
            ts(cx.ctx, b)
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// `memref.memory_space_cast`: same shape, element type and layout.
pub(super) fn verify_memory_space_cast(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let (Some(a), Some(b)) = (operand_ty(cx.ir, op, 0), result_ty(cx.ir, op, 0)) else {
        return Ok(());
    };
    let compatible = match (memref_parts(cx.ctx, a), memref_parts(cx.ctx, b)) {
        (Some(x), Some(y)) => x.shape == y.shape && x.elem == y.elem && x.layout == y.layout,
        (None, None) => element_type(cx.ctx, a) == element_type(cx.ctx, b),
        _ => false,
    };
    if !compatible {
        let msg = format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            ts(cx.ctx, a),
            ts(cx.ctx, b)
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// `memref.copy`: same shape and element type.
pub(super) fn verify_copy(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    operand_memref(cx, op, 0)?;
    operand_memref(cx, op, 1)?;
    let tys = tys_of(cx.ir, op);
    let [a, b] = tys.as_slice() else {
        return Ok(());
    };
    // `SameOperandsShape` accepts a dynamic size against any size.
    if let (Some(x), Some(y)) = (memref_parts(cx.ctx, *a), memref_parts(cx.ctx, *b))
        && (x.shape.len() != y.shape.len()
            || x.shape
                .iter()
                .zip(y.shape)
                .any(|(&p, &q)| p != q && p != DYNAMIC && q != DYNAMIC))
    {
        return Err(cx.op_error(op, "requires the same shape for all operands"));
    }
    if element_type(cx.ctx, *a) != element_type(cx.ctx, *b) {
        return Err(cx.op_error(op, "requires the same element type for all operands"));
    }
    Ok(())
}

/// `memref.view`: a flat identity-layout `i8` source, an identity-layout result, one
/// size per dynamic result dimension.
pub(super) fn verify_view(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let tys = tys_of(cx.ir, op);
    let Some(&st) = tys.first() else {
        return Ok(());
    };
    let Some(rt) = result_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let (Some(s), Some(r)) = (memref_parts(cx.ctx, st), memref_parts(cx.ctx, rt)) else {
        return Ok(());
    };
    let i8_ok = matches!(
        cx.ctx.type_kind(s.elem),
        TypeKind::Integer {
            width: 8,
            signedness: rmlir_ir::types::Signedness::Signless
        }
    );
    if s.shape.len() != 1 || !i8_ok {
        return Err(cx.op_error(
            op,
            &format!(
                "operand #0 must be 1D memref of 8-bit signless integer values, but got '{}'",
                ts(cx.ctx, st)
            ),
        ));
    }
    let identity = |l: Option<Attr>| match l.map(|l| cx.ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::AffineMap(m)) => m.is_identity(),
        _ => false,
    };
    if !identity(s.layout) {
        let msg = format!("unsupported map for base memref type '{}'", ts(cx.ctx, st));
        return Err(plain(cx, op, &msg));
    }
    if !identity(r.layout) {
        let msg = format!(
            "unsupported map for result memref type '{}'",
            ts(cx.ctx, rt)
        );
        return Err(plain(cx, op, &msg));
    }
    if s.space != r.space {
        let msg = format!(
            "different memory spaces specified for base memref type '{}' and view memref type '{}'",
            ts(cx.ctx, st),
            ts(cx.ctx, rt)
        );
        return Err(plain(cx, op, &msg));
    }
    let expected = r.shape.iter().filter(|&&d| d == DYNAMIC).count();
    let has = tys.len().saturating_sub(2);
    if has != expected {
        return Err(cx.op_error(
            op,
            &format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
        ));
    }
    Ok(())
}

/// The static lists of an offsets/sizes/strides op, checked against its operand
/// segments (MLIR's `verifyOffsetSizeAndStrideOp`).
fn check_mixed_lists(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    max_ranks: [usize; 3],
) -> PResult<Option<[Vec<i64>; 3]>> {
    let names = ["offsets", "sizes", "strides"];
    let mut lists: [Vec<i64>; 3] = Default::default();
    for (i, n) in names.iter().enumerate() {
        let Some(v) =
            prop(cx.ctx, cx.ir, op, &format!("static_{n}")).and_then(|a| dense_ints(cx.ctx, a))
        else {
            return Ok(None);
        };
        lists[i] = v;
    }
    if !(lists[0].len() == 1 && max_ranks[0] == 1) && lists[0].len() != lists[1].len() {
        let msg = format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            lists[0].len(),
            lists[1].len()
        );
        return Err(plain(cx, op, &msg));
    }
    if lists[1].len() != lists[2].len() {
        let msg = format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            lists[1].len(),
            lists[2].len()
        );
        return Err(plain(cx, op, &msg));
    }
    let kinds = ["offset", "size", "stride"];
    for i in 0..3 {
        if lists[i].len() != max_ranks[i] {
            let msg = format!(
                "expected {} {} values, got {}",
                max_ranks[i],
                kinds[i],
                lists[i].len()
            );
            return Err(plain(cx, op, &msg));
        }
    }
    if let Some(segs) = segments(cx.ctx, cx.ir, op) {
        for i in 0..3 {
            let dyn_count = lists[i].iter().filter(|&&v| v == DYNAMIC).count();
            let have = segs.get(i + 1).map_or(0, |s| s.len());
            if dyn_count != have {
                let msg = format!(
                    "expected the number of '{}' to match the number of dynamic entries in 'static_{}' ({} vs {})",
                    names[i], names[i], have, dyn_count
                );
                return Err(plain(cx, op, &msg));
            }
        }
    }
    for i in 0..2 {
        if let Some(&v) = lists[i].iter().find(|&&v| v != DYNAMIC && v < 0) {
            let msg = format!("expected {} to be non-negative, but got {v}", names[i]);
            return Err(plain(cx, op, &msg));
        }
    }
    Ok(Some(lists))
}

/// Text of `memref<shape x elem, strided<[strides], offset: o>, space>` (MLIR's
/// inferred result types are built with a `StridedLayoutAttr`; offset 0 is omitted).
fn strided_type_text(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    strides: &[i64],
    offset: i64,
    space: Option<Attr>,
) -> String {
    let d = |v: i64| {
        if v == DYNAMIC {
            "?".to_string()
        } else {
            v.to_string()
        }
    };
    let mut s = String::from("memref<");
    for &x in shape {
        s.push_str(&d(x));
        s.push('x');
    }
    s.push_str(&ts(ctx, elem));
    s.push_str(", strided<[");
    s.push_str(&strides.iter().map(|&x| d(x)).collect::<Vec<_>>().join(", "));
    s.push(']');
    if offset != 0 {
        s.push_str(", offset: ");
        s.push_str(&d(offset));
    }
    s.push('>');
    if let Some(m) = space {
        s.push_str(", ");
        let p = rmlir_ir::printer::AttrPrinter::plain(ctx);
        p.attr(&mut s, m, true);
    }
    s.push('>');
    s
}

/// `memref.subview`: the static lists fit the source, the result type is the inferred
/// one or a rank-reduced version of it, and static slices stay in bounds.
///
/// ```mlir
/// memref.subview %m[0, 0][2, 2, 2][1, 1, 1] : ...
/// // expected mixed offsets rank to match mixed sizes rank (2 vs 3) ...
/// ```
pub(super) fn verify_subview(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(st) = operand_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let Some(rt) = result_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let (Some(s), Some(r)) = (memref_parts(cx.ctx, st), memref_parts(cx.ctx, rt)) else {
        return Ok(());
    };
    let n = s.shape.len();
    let Some([offs, sizes, strides]) = check_mixed_lists(cx, op, [n, n, n])? else {
        return Ok(());
    };
    if s.space != r.space {
        let msg = format!(
            "different memory spaces specified for base memref type '{}' and subview memref type '{}'",
            ts(cx.ctx, st),
            ts(cx.ctx, rt)
        );
        return Err(plain(cx, op, &msg));
    }
    let Some(Strided::Known(src_strides, src_off)) = strided_layout(cx.ctx, st) else {
        return Ok(());
    };
    let (inf_strides, off) = subview_layout(&src_strides, src_off, &offs, &strides);
    let expected = strided_type_text(cx.ctx, &sizes, s.elem, &inf_strides, off, s.space);
    let rts = ts(cx.ctx, rt);
    if r.shape.len() > n {
        let msg = format!(
            "expected result rank to be smaller or equal to the source rank, but got '{rts}'"
        );
        return Err(plain(cx, op, &msg));
    }
    if rank_reduction_mask(&sizes, r.shape).is_none() {
        let msg = format!(
            "expected result type to be '{expected}' or a rank-reduced version. (mismatch of result sizes), but got '{rts}'"
        );
        return Err(plain(cx, op, &msg));
    }
    if s.elem != r.elem {
        let msg = format!(
            "expected result element type to be '{}', but got '{rts}'",
            ts(cx.ctx, s.elem)
        );
        return Err(plain(cx, op, &msg));
    }
    let layout_mismatch = format!(
        "expected result type to be '{expected}' or a rank-reduced version. (mismatch of result layout), but got '{rts}'"
    );
    match strided_layout(cx.ctx, rt) {
        Some(Strided::Known(r_strides, r_off)) => {
            if r_off != off {
                return Err(plain(cx, op, &layout_mismatch));
            }
            // Which unit dims are dropped is decided by the strides (MLIR's
            // `computeMemRefRankReductionMask`), not by the shapes alone.
            let inferred = subview_type(cx.ctx, st, [&offs, &sizes, &strides], &[]);
            let Some(dropped) =
                inferred.and_then(|t| memref_rank_reduction_mask(cx.ctx, t, rt, &sizes))
            else {
                return Err(plain(cx, op, &layout_mismatch));
            };
            let kept: Vec<i64> = inf_strides
                .iter()
                .zip(&dropped)
                .filter(|(_, d)| !**d)
                .map(|(s, _)| *s)
                .collect();
            if kept != r_strides {
                return Err(plain(cx, op, &layout_mismatch));
            }
        }
        Some(Strided::Unknown) | None => {}
    }
    for d in 0..n {
        let (o, sz, str_, dim) = (offs[d], sizes[d], strides[d], s.shape[d]);
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim && !(sz == 0 && o == dim) {
            let msg = format!("offset {d} is out-of-bounds: {o} >= {dim}");
            return Err(plain(cx, op, &msg));
        }
        if sz != DYNAMIC && str_ != DYNAMIC && sz > 0 {
            let last = o + (sz - 1) * str_;
            if last >= dim {
                let msg = format!("slice along dimension {d} runs out-of-bounds: {last} >= {dim}");
                return Err(plain(cx, op, &msg));
            }
        }
    }
    Ok(())
}

/// `memref.reinterpret_cast`: one offset, one size and stride per result dimension,
/// matching the result type's shape and strided layout.
///
/// ```mlir
/// memref.reinterpret_cast %m to offset: [1], sizes: [10], strides: [1]
///   : memref<?xf32> to memref<10xf32, strided<[1]>>
/// // expected result type with offset = 1 instead of 0
/// ```
pub(super) fn verify_reinterpret_cast(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(st) = operand_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let Some(rt) = result_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let Some(r) = memref_parts(cx.ctx, rt) else {
        return Ok(());
    };
    let n = r.shape.len();
    let Some([offs, sizes, strides]) = check_mixed_lists(cx, op, [1, n, n])? else {
        return Ok(());
    };
    let (se, re) = (element_type(cx.ctx, st), r.elem);
    let (sts, rts) = (ts(cx.ctx, st), ts(cx.ctx, rt));
    if se != Some(re) {
        let msg = format!(
            "different element types specified for source type '{sts}' and result memref type '{rts}'"
        );
        return Err(plain(cx, op, &msg));
    }
    if memory_space(cx.ctx, st) != r.space {
        let msg = format!(
            "different memory spaces specified for source type '{sts}' and result memref type '{rts}'"
        );
        return Err(plain(cx, op, &msg));
    }
    let d = |v: i64| {
        if v == DYNAMIC {
            "dynamic".to_string()
        } else {
            v.to_string()
        }
    };
    for (i, (&want, &have)) in sizes.iter().zip(r.shape).enumerate() {
        if have != DYNAMIC && want != have {
            let msg = format!(
                "expected result type with size = {} instead of {} in dim = {i}",
                d(want),
                d(have)
            );
            return Err(plain(cx, op, &msg));
        }
    }
    let Some(Strided::Known(r_strides, r_off)) = strided_layout(cx.ctx, rt) else {
        return Ok(());
    };
    if let Some(&o) = offs.first()
        && r_off != DYNAMIC
        && o != r_off
    {
        let msg = format!(
            "expected result type with offset = {} instead of {}",
            d(o),
            d(r_off)
        );
        return Err(plain(cx, op, &msg));
    }
    for (i, (&want, &have)) in strides.iter().zip(&r_strides).enumerate() {
        if have != DYNAMIC && want != have {
            let msg = format!(
                "expected result type with stride = {} instead of {} in dim = {i}",
                d(want),
                d(have)
            );
            return Err(plain(cx, op, &msg));
        }
    }
    Ok(())
}

/// `memref.reshape`: same element type, identity layouts, a static shape operand for a
/// ranked result.
pub(super) fn verify_reshape(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let tys = tys_of(cx.ir, op);
    let [src, shape] = tys.as_slice() else {
        return Ok(());
    };
    let Some(rt) = result_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    if element_type(cx.ctx, *src) != element_type(cx.ctx, rt) {
        return Err(cx.op_error(
            op,
            "element types of source and destination memref types should be the same",
        ));
    }
    let identity = |t: Type| match memref_parts(cx.ctx, t).and_then(|m| m.layout) {
        None => true,
        Some(l) => matches!(cx.ctx.attr_kind(l), AttrKind::AffineMap(m) if m.is_identity()),
    };
    if !identity(*src) {
        return Err(cx.op_error(op, "source memref type should have identity affine map"));
    }
    let shape_len = memref_parts(cx.ctx, *shape).and_then(|m| m.shape.first().copied());
    if let Some(r) = memref_parts(cx.ctx, rt) {
        if !identity(rt) {
            return Err(cx.op_error(op, "result memref type should have identity affine map"));
        }
        match shape_len {
            Some(DYNAMIC) => {
                return Err(cx.op_error(
                    op,
                    "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
                ));
            }
            Some(l) if l != r.shape.len() as i64 => {
                return Err(cx.op_error(
                    op,
                    "length of shape operand differs from the result's memref rank",
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Checks shared by expand and collapse (MLIR's `verifyReshapeLikeTypes`): group count,
/// index bounds and contiguity, and static group sizes.
fn verify_reshape_like(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    collapsed: &[i64],
    expanded: &[i64],
    is_expand: bool,
) -> PResult<()> {
    let Some(groups) = crate::reshape::groups(cx.ctx, cx.ir, op) else {
        return Ok(());
    };
    let (cr, er) = (collapsed.len(), expanded.len());
    if cr > er {
        let msg = if is_expand {
            format!(
                "has source rank {cr} and result rank {er}. This is not an expansion ({cr} > {er})."
            )
        } else {
            format!(
                "has source rank {er} and result rank {cr}. This is not a collapse ({er} < {cr})."
            )
        };
        return Err(cx.op_error(op, &msg));
    }
    if cr == 0 {
        if expanded.iter().any(|&d| d != 1) {
            return Err(cx.op_error(
                op,
                "rank 0 memrefs can only be extended/collapsed with/from ones",
            ));
        }
        return Ok(());
    }
    if groups.len() != cr {
        let msg = format!(
            "invalid number of reassociation groups: found {}, expected {cr}",
            groups.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    let mut next = 0i64;
    for g in &groups {
        for &i in g {
            if i < 0 || i as usize >= er {
                let msg = format!("reassociation index {i} is out of bounds");
                return Err(cx.op_error(op, &msg));
            }
            if i != next {
                return Err(cx.op_error(op, "reassociation indices must be contiguous"));
            }
            next += 1;
        }
    }
    if next as usize != er {
        return Err(cx.op_error(op, "reassociation indices must be contiguous"));
    }
    for (ci, g) in groups.iter().enumerate() {
        let dims: Vec<i64> = g.iter().map(|&i| expanded[i as usize]).collect();
        let dynamic = dims.contains(&DYNAMIC);
        if (collapsed[ci] == DYNAMIC) != dynamic {
            let msg = format!(
                "collapsed dim ({ci}) must be dynamic if and only if reassociation group is dynamic"
            );
            return Err(cx.op_error(op, &msg));
        }
        if !dynamic {
            let prod: i64 = dims.iter().product();
            if prod != collapsed[ci] {
                let msg = format!(
                    "collapsed dim size ({}) must equal reassociation group size ({prod})",
                    collapsed[ci]
                );
                return Err(cx.op_error(op, &msg));
            }
        }
    }
    Ok(())
}

/// `memref.expand_shape`: a valid reassociation and an output shape matching the
/// result type.
pub(super) fn verify_expand_shape(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    crate::reshape::check_groups(cx, op)?;
    let Some(st) = operand_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let Some(rt) = result_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let (Some(s), Some(r)) = (memref_parts(cx.ctx, st), memref_parts(cx.ctx, rt)) else {
        return Ok(());
    };
    verify_reshape_like(cx, op, s.shape, r.shape, true)?;
    if let Some(groups) = crate::reshape::groups(cx.ctx, cx.ir, op) {
        let layout = if has_identity_layout(cx.ctx, st) {
            None
        } else {
            match expanded_layout(cx.ctx, st, r.shape, &groups) {
                Some((strides, offset)) => Some(cx.ctx.attr(AttrKind::Strided { offset, strides })),
                None => return Err(cx.op_error(op, "invalid source layout map")),
            }
        };
        let expected = reshaped_type(cx.ctx, rt, s.elem, layout, s.space);
        if expected != rt {
            let msg = format!(
                "expected expanded type to be '{}' but found '{}'",
                ts(cx.ctx, expected),
                ts(cx.ctx, rt)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    let Some(out) =
        prop(cx.ctx, cx.ir, op, "static_output_shape").and_then(|a| dense_ints(cx.ctx, a))
    else {
        return Ok(());
    };
    if out.len() != r.shape.len() {
        let msg = format!(
            "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
            r.shape.len(),
            out.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    let dyn_count = out.iter().filter(|&&v| v == DYNAMIC).count();
    let have = tys_of(cx.ir, op).len() - 1;
    if dyn_count != have {
        let msg = format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dyn_count} dynamic dims while output_shape has {have} values"
        );
        return Err(cx.op_error(op, &msg));
    }
    for (i, (&o, &d)) in out.iter().zip(r.shape).enumerate() {
        if o != DYNAMIC && d != DYNAMIC && o != d {
            let msg = format!("invalid output shape provided at pos {i}");
            return Err(cx.op_error(op, &msg));
        }
    }
    Ok(())
}

/// `memref.collapse_shape`: a valid reassociation.
pub(super) fn verify_collapse_shape(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    crate::reshape::check_groups(cx, op)?;
    let Some(st) = operand_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let Some(rt) = result_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let (Some(s), Some(r)) = (memref_parts(cx.ctx, st), memref_parts(cx.ctx, rt)) else {
        return Ok(());
    };
    verify_reshape_like(cx, op, r.shape, s.shape, false)?;
    let Some(groups) = crate::reshape::groups(cx.ctx, cx.ir, op) else {
        return Ok(());
    };
    let layout = if has_identity_layout(cx.ctx, st) {
        None
    } else {
        match collapsed_layout(cx.ctx, st, &groups) {
            Some((strides, offset)) => Some(cx.ctx.attr(AttrKind::Strided { offset, strides })),
            None => {
                return Err(cx.op_error(
                    op,
                    "invalid source layout map or collapsing non-contiguous dims",
                ));
            }
        }
    };
    let expected = reshaped_type(cx.ctx, rt, s.elem, layout, s.space);
    if expected != rt {
        let msg = format!(
            "expected collapsed type to be '{}' but found '{}'",
            ts(cx.ctx, expected),
            ts(cx.ctx, rt)
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// The memref type a reshape is expected to produce: the result's shape with the
/// source's element type and memory space and the computed layout.
fn reshaped_type(
    ctx: &Context,
    result: Type,
    elem: Type,
    layout: Option<Attr>,
    space: Option<Attr>,
) -> Type {
    let shape = memref_parts(ctx, result)
        .map(|m| m.shape.to_vec())
        .unwrap_or_default();
    ctx.ty(TypeKind::MemRef {
        shape,
        elem,
        layout,
        memory_space: space,
    })
}

/// `memref.extract_strided_metadata`: the results are the rank-0 base buffer, the
/// offset, and one size and stride per dimension.
pub(super) fn verify_extract_strided_metadata(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(st) = operand_ty(cx.ir, op, 0) else {
        return Ok(());
    };
    let Some(s) = memref_parts(cx.ctx, st) else {
        return Ok(());
    };
    let rts = res_tys(cx.ir, op);
    let n = s.shape.len();
    let base_ok = rts.first().is_some_and(|&b| {
        memref_parts(cx.ctx, b).is_some_and(|m| {
            m.shape.is_empty() && m.elem == s.elem && m.layout.is_none() && m.space == s.space
        })
    });
    let rest_ok = rts.len() == 2 + 2 * n && rts[1..].iter().all(|&t| is_index(cx.ctx, t));
    if !(base_ok && rest_ok) {
        let mut inferred = vec![format!("'memref<{}>'", {
            let mut e = ts(cx.ctx, s.elem);
            if let Some(m) = s.space {
                e.push_str(", ");
                let p = rmlir_ir::printer::AttrPrinter::plain(cx.ctx);
                p.attr(&mut e, m, true);
            }
            e
        })];
        inferred.extend((0..1 + 2 * n).map(|_| "'index'".to_string()));
        let actual: Vec<String> = rts
            .iter()
            .map(|&t| format!("'{}'", ts(cx.ctx, t)))
            .collect();
        let msg = format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            inferred.join(", "),
            actual.join(", ")
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// `memref.get_global`: the symbol names a `memref.global` of the same type.
pub(super) fn verify_get_global(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(name) = prop(cx.ctx, cx.ir, op, "name") else {
        return Ok(());
    };
    let AttrKind::SymbolRef { root, nested } = cx.ctx.attr_kind(name) else {
        return Ok(());
    };
    if !nested.is_empty() {
        return Ok(());
    }
    let sym = cx.ctx.str(*root).to_string();
    let Some(table) = cx.symbol_table(op) else {
        return Ok(());
    };
    if !table.is_registered() {
        return Ok(());
    }
    let found = cx.lookup_symbol(table, sym.as_bytes());
    let global =
        found.filter(|(gir, g)| gir.body(g.0).op(g.1).def.map(|d| d.name) == Some("memref.global"));
    let Some((gir, g)) = global else {
        let msg = format!("'{sym}' does not reference a valid global memref");
        return Err(cx.op_error(op, &msg));
    };
    let gt = prop(cx.ctx, gir, g, "type").and_then(|a| cx.ctx.attr_type(a));
    let rt = result_ty(cx.ir, op, 0);
    if let (Some(gt), Some(rt)) = (gt, rt)
        && gt != rt
    {
        let msg = format!(
            "result type '{}' does not match type '{}' of the global memref @{sym}",
            ts(cx.ctx, rt),
            ts(cx.ctx, gt)
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// `memref.global`: a static memref type, an elements initial value of its shape and
/// element type, a valid visibility and alignment.
pub(super) fn verify_global(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    if let Some(v) = prop(cx.ctx, cx.ir, op, "sym_visibility").and_then(|a| cx.ctx.attr_str(a))
        && !matches!(v, b"public" | b"private" | b"nested")
    {
        let msg = format!(
            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{}\"",
            String::from_utf8_lossy(v)
        );
        return Err(cx.op_error(op, &msg));
    }
    let Some(t) = prop(cx.ctx, cx.ir, op, "type").and_then(|a| cx.ctx.attr_type(a)) else {
        return Ok(());
    };
    let Some(m) = memref_parts(cx.ctx, t).filter(|m| !m.shape.contains(&DYNAMIC)) else {
        let msg = format!(
            "type should be static shaped memref, but got '{}'",
            ts(cx.ctx, t)
        );
        return Err(cx.op_error(op, &msg));
    };
    if let Some(v) = prop(cx.ctx, cx.ir, op, "initial_value") {
        match cx.ctx.attr_kind(v) {
            AttrKind::Unit => {}
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => {
                let (vshape, velem) = match cx.ctx.type_kind(*ty) {
                    TypeKind::RankedTensor { shape, elem, .. }
                    | TypeKind::Vector { shape, elem, .. } => (shape.clone(), *elem),
                    _ => (Vec::new(), *ty),
                };
                if velem != m.elem {
                    let msg = format!(
                        "initial value element expected to be of type '{}', but was of type '{}'",
                        ts(cx.ctx, m.elem),
                        ts(cx.ctx, velem)
                    );
                    return Err(cx.op_error(op, &msg));
                }
                if vshape != m.shape {
                    let j = |v: &[i64]| {
                        v.iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    let msg = format!(
                        "initial value shape expected to be {} but was {}",
                        j(m.shape),
                        j(&vshape)
                    );
                    return Err(cx.op_error(op, &msg));
                }
            }
            _ => {
                return Err(cx.op_error(op, "initial value should be a unit or elements attribute"));
            }
        }
    }
    check_alignment(cx, op)
}

/// `memref.transpose`: a permutation of the input's rank.
pub(super) fn verify_transpose(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(a) = prop(cx.ctx, cx.ir, op, "permutation") else {
        return Ok(());
    };
    let AttrKind::AffineMap(m) = cx.ctx.attr_kind(a) else {
        return Ok(());
    };
    if !m.is_permutation() {
        return Err(cx.op_error(op, "expected a permutation map"));
    }
    let src = operand_ty(cx.ir, op, 0);
    let r = src.and_then(|t| rank(cx.ctx, t));
    if r.is_some_and(|r| r != m.num_dims as usize) {
        return Err(cx.op_error(op, "expected a permutation map of same rank as the input"));
    }
    // The result must be the input permuted: sizes and strides taken through the
    // map, compared in canonical form (layouts that are not strided are not judged).
    let ctx = cx.ctx;
    let (Some(src), Some(res)) = (src, result_ty(cx.ir, op, 0)) else {
        return Ok(());
    };
    let (Some(parts), Some((in_strides, offset))) = (
        memref_parts(ctx, src),
        super::types::strides_and_offset(ctx, src),
    ) else {
        return Ok(());
    };
    let order: Vec<usize> = m
        .results
        .iter()
        .filter_map(|e| e.as_dim())
        .map(|d| d as usize)
        .collect();
    let sizes: Vec<i64> = order.iter().map(|&d| parts.shape[d]).collect();
    let strides: Vec<i64> = order.iter().map(|&d| in_strides[d]).collect();
    let Some(permuted) = super::types::with_shape(ctx, src, sizes) else {
        return Ok(());
    };
    let expected = super::types::canonical_strided_type(ctx, permuted, &strides, offset);
    let actual = super::types::strides_and_offset(ctx, res)
        .and_then(|(s, o)| super::types::canonical_strided_type(ctx, res, &s, o));
    if let (Some(expected), Some(actual)) = (expected, actual)
        && expected != actual
    {
        let msg = format!(
            "result type '{}' is not equivalent to the canonical transposed input type '{}'",
            type_to_string(ctx, res),
            type_to_string(ctx, expected)
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// `memref.atomic_rmw`: one index per dimension and a value type fitting the kind.
pub(super) fn verify_atomic_rmw(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let tys = tys_of(cx.ir, op);
    if tys.len() < 2 {
        return Ok(());
    }
    // ODS invariants first: the value's type constraint, then `AllTypesMatch<["value",
    // "result"]>`.
    let vt = tys[0];
    let ok = is_signless_int(cx.ctx, vt) || is_float(cx.ctx, vt);
    check_constraint(
        cx,
        op,
        "operand",
        0,
        vt,
        ok,
        "signless integer or floating-point",
    )?;
    if result_ty(cx.ir, op, 0).is_some_and(|r| r != vt) {
        return Err(cx.op_error(
            op,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    check_indices(cx, op, tys[1], tys.len() - 2, |_, _| {
        "expects the number of subscripts to be equal to memref rank".to_string()
    })?;
    let kind = prop(cx.ctx, cx.ir, op, "kind")
        .and_then(|a| int_of(cx.ctx, a))
        .and_then(|k| usize::try_from(k).ok())
        .and_then(|k| ATOMIC_KINDS.get(k).copied());
    let Some(kind) = kind else {
        return Ok(());
    };
    let vt = tys[0];
    let float_kind = matches!(
        kind,
        "addf" | "maximumf" | "minimumf" | "mulf" | "maxnumf" | "minnumf"
    );
    if float_kind && !is_float(cx.ctx, vt) {
        let msg = format!("with kind '{kind}' expects a floating-point type");
        return Err(cx.op_error(op, &msg));
    }
    if !float_kind && kind != "assign" && !is_signless_int(cx.ctx, vt) {
        let msg = format!("with kind '{kind}' expects an integer type");
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// `memref.generic_atomic_rmw`: one entry argument of the result type, a body free of
/// side effects.
pub(super) fn verify_generic_atomic_rmw(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let d = cx.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let Some(&r) = d.regions().first() else {
        return Ok(());
    };
    let rt = result_ty(cx.ir, op, 0);
    if let (Some(mt), Some(rt)) = (operand_ty(cx.ir, op, 0), rt)
        && element_type(cx.ctx, mt) != Some(rt)
    {
        return Err(cx.op_error(
            op,
            "failed to verify that result type matches element type of memref",
        ));
    }
    let Some(entry) = cx.ir.body(rb).entry_block(r) else {
        return Ok(());
    };
    let args = cx.ir.body(rb).block_args(entry).to_vec();
    if args.len() != 1 {
        return Err(cx.op_error(op, "expected single number of entry block arguments"));
    }
    if Some(cx.ir.body(rb).value_type(args[0])) != rt {
        return Err(cx.op_error(op, "expected block argument of the same type result type"));
    }
    let body = cx.ir.body(rb);
    let mut effectful = None;
    for blk in body.region_blocks(r) {
        for o in body.block_ops(blk) {
            let pure = body
                .op(o)
                .def
                .is_some_and(|d| d.has(traits::PURE) || d.has(traits::CONSTANT_LIKE));
            if !pure && effectful.is_none() {
                effectful = Some(o);
            }
        }
    }
    if let Some(o) = effectful {
        return Err(plain(
            cx,
            (rb, o),
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
        ));
    }
    Ok(())
}

/// `memref.atomic_yield`: yields the parent's result type.
pub(super) fn verify_atomic_yield(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(parent) = cx.ir.parent_op(op) else {
        return Ok(());
    };
    let pname = cx.ctx.str(cx.ir.body(parent.0).op(parent.1).name);
    if pname != "memref.generic_atomic_rmw" {
        return Err(cx.op_error(op, "expects parent op 'memref.generic_atomic_rmw'"));
    }
    let pt = res_tys(cx.ir, parent).first().copied();
    let yt = operand_ty(cx.ir, op, 0);
    if let (Some(pt), Some(yt)) = (pt, yt)
        && pt != yt
    {
        let msg = format!(
            "types mismatch between yield op: '{}' and its parent: '{}'",
            ts(cx.ctx, yt),
            ts(cx.ctx, pt)
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// `memref.alloca_scope.return`: returns the parent's result types.
/// `memref.alloca_scope`: its region takes no arguments, and (MLIR's
/// `RegionBranchOpInterface` check, after the ops inside) every
/// `memref.alloca_scope.return` passes values of the op's result types.
///
/// ```mlir
/// // error: 'memref.alloca_scope' op along control flow edge from Operation
/// //        memref.alloca_scope.return to parent: successor operand type #0 'i32'
/// //        should match successor input type #0 'f32'
/// %0 = memref.alloca_scope -> (f32) {
///   memref.alloca_scope.return %c : i32
/// }
/// ```
pub(super) fn verify_alloca_scope(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    // ODS's `NoRegionArguments` trait, checked before the ops inside.
    if !crate::scf::entry_args(cx.ir, op, 0).is_empty() {
        return Err(cx.op_error(op, "region should have no arguments"));
    }
    crate::scf::region_checks(cx, op, alloca_scope_edges)
}

fn alloca_scope_edges(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let mut edges = Vec::new();
    let ret = "memref.alloca_scope.return";
    crate::scf::edges_to_parent(cx.ir, op, 0, ret, &mut edges);
    crate::scf::verify_region_edges(cx, op, &edges)
}

pub(super) fn verify_alloca_scope_return(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(parent) = cx.ir.parent_op(op) else {
        return Ok(());
    };
    let pname = cx.ctx.str(cx.ir.body(parent.0).op(parent.1).name);
    if pname != "memref.alloca_scope" {
        return Err(cx.op_error(op, "expects parent op 'memref.alloca_scope'"));
    }
    Ok(())
}

/// `memref.assume_alignment`: a positive power-of-two alignment.
pub(super) fn verify_assume_alignment(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let v = prop(cx.ctx, cx.ir, op, "alignment").and_then(|a| int_of(cx.ctx, a));
    let Some(v) = v else {
        return Err(cx.op_error(op, "requires attribute 'alignment'"));
    };
    if v <= 0 {
        let desc = "32-bit signless integer attribute whose value is positive";
        return Err(attr_constraint(cx, op, "alignment", true, desc));
    }
    if v & (v - 1) != 0 {
        return Err(cx.op_error(op, "alignment must be power of 2"));
    }
    Ok(())
}

/// `memref.prefetch`: one index per dimension, a locality hint in `0..=3`.
pub(super) fn verify_prefetch(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let hint = prop(cx.ctx, cx.ir, op, "localityHint").and_then(|a| int_of(cx.ctx, a));
    if hint.is_some_and(|h| !(0..=3).contains(&h)) {
        let desc =
            "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3";
        return Err(attr_constraint(cx, op, "localityHint", true, desc));
    }
    let tys = tys_of(cx.ir, op);
    if let Some(&mt) = tys.first()
        && let Some(r) = rank(cx.ctx, mt)
        && r != tys.len() - 1
    {
        return Err(cx.op_error(op, "too few indices"));
    }
    Ok(())
}

/// `memref.dma_start`: source, destination and tag memrefs each followed by their
/// indices, the element count, and optionally a stride pair, all indices `index`.
pub(super) fn verify_dma_start(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let tys = tys_of(cx.ir, op);
    let n = tys.len();
    if n < 4 {
        return Err(cx.op_error(op, "expected at least 4 operands"));
    }
    if !is_memref(cx.ctx, tys[0]) {
        return Err(cx.op_error(op, "expected source to be of memref type"));
    }
    let sr = rank(cx.ctx, tys[0]).unwrap_or(0);
    if n < sr + 4 {
        let msg = format!("expected at least {} operands", sr + 4);
        return Err(cx.op_error(op, &msg));
    }
    if tys[1..1 + sr].iter().any(|&t| !is_index(cx.ctx, t)) {
        return Err(cx.op_error(op, "expected source indices to be of index type"));
    }
    let dst = 1 + sr;
    if !is_memref(cx.ctx, tys[dst]) {
        return Err(cx.op_error(op, "expected destination to be of memref type"));
    }
    let dr = rank(cx.ctx, tys[dst]).unwrap_or(0);
    if n < sr + dr + 4 {
        let msg = format!("expected at least {} operands", sr + dr + 4);
        return Err(cx.op_error(op, &msg));
    }
    if tys[dst + 1..dst + 1 + dr]
        .iter()
        .any(|&t| !is_index(cx.ctx, t))
    {
        return Err(cx.op_error(op, "expected destination indices to be of index type"));
    }
    let num = dst + 1 + dr;
    if !is_index(cx.ctx, tys[num]) {
        return Err(cx.op_error(op, "expected num elements to be of index type"));
    }
    let tag = num + 1;
    if !is_memref(cx.ctx, tys[tag]) {
        return Err(cx.op_error(op, "expected tag to be of memref type"));
    }
    let tr = rank(cx.ctx, tys[tag]).unwrap_or(0);
    if n < sr + dr + tr + 4 {
        let msg = format!("expected at least {} operands", sr + dr + tr + 4);
        return Err(cx.op_error(op, &msg));
    }
    if tys[tag + 1..tag + 1 + tr]
        .iter()
        .any(|&t| !is_index(cx.ctx, t))
    {
        return Err(cx.op_error(op, "expected tag indices to be of index type"));
    }
    let base = sr + dr + tr + 4;
    if n != base && n != base + 2 {
        return Err(cx.op_error(op, "incorrect number of operands"));
    }
    if n == base + 2 && tys[base..].iter().any(|&t| !is_index(cx.ctx, t)) {
        return Err(cx.op_error(
            op,
            "expected stride and num elements per stride to be of type index",
        ));
    }
    Ok(())
}

/// `memref.dma_wait`: one tag index per tag dimension.
pub(super) fn verify_dma_wait(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let tys = tys_of(cx.ir, op);
    let Some(&tt) = tys.first() else {
        return Ok(());
    };
    let r = rank(cx.ctx, tt).unwrap_or(0);
    let got = tys.len().saturating_sub(2);
    if r != got {
        let msg = format!(
            "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {r}, but got {got}"
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// `memref.distinct_objects`: at least one operand; results repeat the operand types.
pub(super) fn verify_distinct_objects(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let tys = tys_of(cx.ir, op);
    if tys.is_empty() {
        return Err(cx.op_error(op, "expected at least one operand"));
    }
    if tys != res_tys(cx.ir, op) {
        return Err(cx.op_error(op, "operand types and result types must match"));
    }
    Ok(())
}
