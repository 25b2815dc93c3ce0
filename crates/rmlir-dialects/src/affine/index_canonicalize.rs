//! Canonicalization patterns of `affine.delinearize_index` and
//! `affine.linearize_index` (MLIR's patterns of the same names in `AffineOps.cpp`):
//! dropping unit basis elements and leading zeros, and cancelling a linearization
//! against the delinearization it feeds or is fed by, wholly or in part.
//!
//! ```mlir
//! %l = affine.linearize_index disjoint [%a, %b] by (4, 8) : index
//! %d:2 = affine.delinearize_index %l into (4, 8) : index, index
//! // %d#0, %d#1 are %a, %b
//! ```

use super::index_ops::{
    DELINEARIZE, LINEARIZE, PaddedEntry, delinearize_state, has_outer_bound, is_disjoint,
    linearize_state, mixed_basis, multi_index, padded_basis,
};
use super::map_attr;
use crate::memref::build::{const_int, index_constant};
use crate::scf::{op_name, operands};
use crate::slicing::{Ofr, constant};
use rmlir_affine::{AffineExpr, AffineMap};
use rmlir_ir::ir::{OpId, ValueDef, ValueId};
use rmlir_ir::{Attr, OpState};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// Adds the patterns, in MLIR's order per op.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(CancelDelinearizeOfLinearizeDisjointExactTail);
    set.add(DropUnitExtentBasis);
    set.add(SplitDelinearizeSpanningLastLinearizeArg);
    set.add(CancelLinearizeOfDelinearizePortion);
    set.add(DropLinearizeLeadingZero);
    set.add(DropLinearizeUnitComponentsIfDisjointOrZero);
}

// ------------------------------------------------------------------ building

/// Creates a delinearization of `linear` by the padded `basis` (a leading `None`: no
/// outer bound) at the insertion point; its results.
fn create_delinearize(
    rw: &mut Rewriter<'_>,
    linear: ValueId,
    basis: &[PaddedEntry],
    loc: Attr,
) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let (ops, props, n) = delinearize_state(ctx, linear, basis);
    let index = ctx.index_type();
    let st = OpState {
        props: Some(props),
        ..OpState::new(ctx, DELINEARIZE, ops, vec![index; n], loc)
    };
    let op = rw.create(st);
    rw.body().results(op).collect()
}

/// [`create_delinearize`] of a basis given without padding, with or without its outer
/// bound (MLIR's builder taking `hasOuterBound`).
fn create_delinearize_bounded(
    rw: &mut Rewriter<'_>,
    linear: ValueId,
    basis: &[Ofr],
    has_outer: bool,
    loc: Attr,
) -> Vec<ValueId> {
    let padded = pad(basis, has_outer);
    create_delinearize(rw, linear, &padded, loc)
}

/// A basis as padded entries (a leading `None` without the outer bound).
fn pad(basis: &[Ofr], has_outer: bool) -> Vec<PaddedEntry> {
    let mut out: Vec<PaddedEntry> = Vec::with_capacity(basis.len() + 1);
    if !has_outer {
        out.push(None);
    }
    out.extend(basis.iter().copied().map(Some));
    out
}

/// Creates a linearization at the insertion point; its result.
fn create_linearize(
    rw: &mut Rewriter<'_>,
    indices: &[ValueId],
    basis: &[PaddedEntry],
    disjoint: bool,
    loc: Attr,
) -> ValueId {
    let ctx = rw.ctx;
    let (ops, props) = linearize_state(ctx, indices, basis, disjoint);
    let st = OpState {
        props: Some(props),
        ..OpState::new(ctx, LINEARIZE, ops, vec![ctx.index_type()], loc)
    };
    let op = rw.create(st);
    rw.body().result(op, 0)
}

/// The product of basis entries (MLIR's `computeProduct` in the linearization
/// patterns): static when all are, else an `affine.apply` of the dynamic ones; `None`
/// if any entry is a left-out bound.
fn product(rw: &mut Rewriter<'_>, terms: &[PaddedEntry], loc: Attr) -> PaddedEntry {
    let mut expr = AffineExpr::Constant(1);
    let mut dynamic = Vec::new();
    for t in terms {
        let t = (*t)?;
        match constant(rw, t) {
            Some(c) => expr = expr * AffineExpr::Constant(c),
            None => {
                let Ofr::Value(v) = t else {
                    unreachable!("a static entry is constant")
                };
                expr = expr * AffineExpr::symbol(dynamic.len() as u32);
                dynamic.push(v);
            }
        }
    }
    if let Some(c) = expr.constant() {
        return Some(Ofr::Static(c));
    }
    let ctx = rw.ctx;
    let map = AffineMap::new(0, dynamic.len() as u32, vec![expr]);
    let st = OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("map"), map_attr(ctx, map))])),
        ..OpState::new(ctx, "affine.apply", dynamic, vec![ctx.index_type()], loc)
    };
    let op = rw.create(st);
    Some(Ofr::Value(rw.body().result(op, 0)))
}

/// The delinearization defining `v`, and which of its results `v` is.
fn delinearize_result(rw: &Rewriter<'_>, v: ValueId) -> Option<(OpId, usize)> {
    let body = rw.body();
    let ValueDef::Result { op, index } = body.value(v).def() else {
        return None;
    };
    (op_name(rw.ir(), (rw.body_id(), op)) == Some(DELINEARIZE)).then_some((op, index as usize))
}

/// The linearization defining `v`, if it is `disjoint`.
fn disjoint_linearize(rw: &Rewriter<'_>, v: ValueId) -> Option<OpId> {
    let op = rw.body().defining_op(v)?;
    let me = (rw.body_id(), op);
    (op_name(rw.ir(), me) == Some(LINEARIZE) && is_disjoint(rw.ctx, rw.ir(), me)).then_some(op)
}

// ------------------------------------------------------------------ delinearize

/// A delinearization of a `disjoint` linearization ending with the same basis elements
/// takes those indices directly; with the same basis throughout it is the indices
/// (MLIR's `CancelDelinearizeOfLinearizeDisjointExactTail`).
///
/// ```mlir
/// %l = affine.linearize_index disjoint [%a, %b, %c] by (%n, 4, 8) : index
/// %d:3 = affine.delinearize_index %l into (2, 4, 8) : index, index, index
/// // becomes
/// %l2 = affine.linearize_index disjoint [%a] by (%n) : index
/// %d2:1 = affine.delinearize_index %l2 into (2) : index
/// // %d is %d2#0, %b, %c
/// ```
struct CancelDelinearizeOfLinearizeDisjointExactTail;

impl RewritePattern for CancelDelinearizeOfLinearizeDisjointExactTail {
    fn root(&self) -> Option<&'static str> {
        Some(DELINEARIZE)
    }
    fn name(&self) -> &'static str {
        "CancelDelinearizeOfLinearizeDisjointExactTail"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (ctx, me) = (rw.ctx, (rw.body_id(), op));
        let linear = operands(rw.ir(), me)[0];
        let Some(lin) = disjoint_linearize(rw, linear) else {
            return false;
        };
        let lin_at = (rw.body_id(), lin);
        let (Some(ins), Some(lin_basis), Some(delin_basis)) = (
            multi_index(ctx, rw.ir(), lin_at),
            mixed_basis(ctx, rw.ir(), lin_at),
            mixed_basis(ctx, rw.ir(), me),
        ) else {
            return false;
        };
        let matches = lin_basis
            .iter()
            .rev()
            .zip(delin_basis.iter().rev())
            .take_while(|(a, b)| a == b)
            .count();
        if matches == 0 {
            return false;
        }
        let nres = rw.body().num_results(op);
        if matches == lin_basis.len() && matches == delin_basis.len() && ins.len() == nres {
            rw.replace_op(op, &ins);
            return true;
        }
        let has_outer = has_outer_bound(ctx, rw.ir(), me);
        let (lin_loc, loc) = (rw.body().op(lin).loc, rw.body().op(op).loc);
        rw.set_insertion_point_before(op);
        let head_basis: Vec<PaddedEntry> = lin_basis[..lin_basis.len() - matches]
            .iter()
            .copied()
            .map(Some)
            .collect();
        let new_lin = create_linearize(rw, &ins[..ins.len() - matches], &head_basis, true, lin_loc);
        let mut merged = create_delinearize_bounded(
            rw,
            new_lin,
            &delin_basis[..delin_basis.len() - matches],
            has_outer,
            loc,
        );
        merged.extend_from_slice(&ins[ins.len() - matches..]);
        rw.replace_op(op, &merged);
        true
    }
}

/// Results for unit basis elements are 0; the others come from a delinearization by
/// the remaining elements (MLIR's `DropUnitExtentBasis`).
///
/// ```mlir
/// %d:3 = affine.delinearize_index %i into (4, 1, 8) : index, index, index
/// // becomes
/// %c0 = arith.constant 0 : index
/// %e:2 = affine.delinearize_index %i into (4, 8) : index, index
/// // %d is %e#0, %c0, %e#1
/// ```
struct DropUnitExtentBasis;

impl RewritePattern for DropUnitExtentBasis {
    fn root(&self) -> Option<&'static str> {
        Some(DELINEARIZE)
    }
    fn name(&self) -> &'static str {
        "DropUnitExtentBasis"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (ctx, me) = (rw.ctx, (rw.body_id(), op));
        let Some(padded) = padded_basis(ctx, rw.ir(), me) else {
            return false;
        };
        let nres = rw.body().num_results(op);
        if padded.len() != nres {
            return false;
        }
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let mut replacements: Vec<Option<ValueId>> = vec![None; nres];
        let mut zero = None;
        let mut new_basis: Vec<PaddedEntry> = Vec::new();
        for (i, b) in padded.iter().enumerate() {
            if b.and_then(|b| constant(rw, b)) == Some(1) {
                let z = *zero.get_or_insert_with(|| index_constant(rw, 0, loc));
                replacements[i] = Some(z);
            } else {
                new_basis.push(*b);
            }
        }
        if new_basis.len() == nres {
            return false;
        }
        if !new_basis.is_empty() {
            let linear = operands(rw.ir(), me)[0];
            let mut fresh = create_delinearize(rw, linear, &new_basis, loc).into_iter();
            for r in replacements.iter_mut().filter(|r| r.is_none()) {
                *r = fresh.next();
            }
        }
        let with: Vec<ValueId> = replacements.into_iter().flatten().collect();
        rw.replace_op(op, &with);
        true
    }
}

/// When the last k ≥ 2 static basis elements of a delinearization multiply to the
/// last basis element of the `disjoint` linearization feeding it, the last index is
/// delinearized on its own (MLIR's `SplitDelinearizeSpanningLastLinearizeArg`).
///
/// ```mlir
/// %l = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
/// %d:4 = affine.delinearize_index %l into (2, 3, 8, 4) : index, index, index, index
/// // becomes
/// %l2 = affine.linearize_index disjoint [%z, %y] by (3, 2) : index
/// %d1:2 = affine.delinearize_index %l2 into (2, 3) : index, index
/// %d2:2 = affine.delinearize_index %x into (8, 4) : index, index
/// ```
struct SplitDelinearizeSpanningLastLinearizeArg;

impl RewritePattern for SplitDelinearizeSpanningLastLinearizeArg {
    fn root(&self) -> Option<&'static str> {
        Some(DELINEARIZE)
    }
    fn name(&self) -> &'static str {
        "SplitDelinearizeSpanningLastLinearizeArg"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (ctx, me) = (rw.ctx, (rw.body_id(), op));
        let linear = operands(rw.ir(), me)[0];
        let Some(lin) = disjoint_linearize(rw, linear) else {
            return false;
        };
        let lin_at = (rw.body_id(), lin);
        let (Some(lin_basis), Some(ins), Some(basis)) = (
            mixed_basis(ctx, rw.ir(), lin_at),
            multi_index(ctx, rw.ir(), lin_at),
            mixed_basis(ctx, rw.ir(), me),
        ) else {
            return false;
        };
        let Some(&Ofr::Static(target)) = lin_basis.last() else {
            return false;
        };
        let (mut size, mut elems) = (1i64, 0usize);
        for b in basis.iter().rev() {
            let Ofr::Static(e) = *b else {
                return false;
            };
            size = size.saturating_mul(e);
            elems += 1;
            if size > target {
                return false;
            }
            if size == target {
                break;
            }
        }
        if size < target || elems < 2 {
            return false;
        }
        let has_outer = has_outer_bound(ctx, rw.ir(), me);
        let (lin_loc, loc) = (rw.body().op(lin).loc, rw.body().op(op).loc);
        rw.set_insertion_point_before(op);
        let head: Vec<PaddedEntry> = lin_basis[..lin_basis.len() - 1]
            .iter()
            .copied()
            .map(Some)
            .collect();
        let without_back = create_linearize(rw, &ins[..ins.len() - 1], &head, true, lin_loc);
        let split = basis.len() - elems;
        let mut results =
            create_delinearize_bounded(rw, without_back, &basis[..split], has_outer, loc);
        let back = *ins
            .last()
            .expect("a linearization with a basis has indices");
        results.extend(create_delinearize_bounded(
            rw,
            back,
            &basis[split..],
            true,
            loc,
        ));
        rw.replace_op(op, &results);
        true
    }
}

// ------------------------------------------------------------------ linearize

/// A run of consecutive results of one delinearization, linearized by the same bounds,
/// merges into one index: the delinearization makes their product as one result
/// (and a residual delinearization splits it for the other users), or, when the run
/// is all of its results, its input is used directly (MLIR's
/// `CancelLinearizeOfDelinearizePortion`).
///
/// ```mlir
/// %d:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
/// %l = affine.linearize_index [%d#0, %d#1, %d#2, %y] by (2, 4, 8, 16) : index
/// // becomes
/// %l = affine.linearize_index [%x, %y] by (64, 16) : index
/// ```
struct CancelLinearizeOfDelinearizePortion;

/// One run: `length` indices of the linearization from `lin_start` are results of
/// `delinearize` from `delin_start`.
struct Run {
    delinearize: OpId,
    lin_start: usize,
    delin_start: usize,
    length: usize,
}

impl RewritePattern for CancelLinearizeOfDelinearizePortion {
    fn root(&self) -> Option<&'static str> {
        Some(LINEARIZE)
    }
    fn name(&self) -> &'static str {
        "CancelLinearizeOfDelinearizePortion"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (ctx, me) = (rw.ctx, (rw.body_id(), op));
        let (Some(lin_basis), Some(indices)) = (
            padded_basis(ctx, rw.ir(), me),
            multi_index(ctx, rw.ir(), me),
        ) else {
            return false;
        };
        if lin_basis.len() != indices.len() {
            return false;
        }
        let disjoint = is_disjoint(ctx, rw.ir(), me);
        let n = indices.len();
        let mut runs: Vec<Run> = Vec::new();
        let mut i = 0;
        while i < n {
            let Some((delin, k)) = delinearize_result(rw, indices[i]) else {
                i += 1;
                continue;
            };
            let delin_at = (rw.body_id(), delin);
            let Some(delin_basis) = padded_basis(ctx, rw.ir(), delin_at) else {
                i += 1;
                continue;
            };
            let delin_outs = rw.body().num_results(delin);
            if delin_basis.len() != delin_outs {
                i += 1;
                continue;
            }
            let (first_delin, first_lin) = (delin_basis[k], lin_basis[i]);
            let bounds_match = first_delin == first_lin;
            let both_at_front = i == 0 && k == 0;
            let known_by_disjoint = disjoint && k == 0 && first_delin.is_none();
            if !bounds_match && !both_at_front && !known_by_disjoint {
                i += 1;
                continue;
            }
            let mut j = 1;
            while i + j < n && k + j < delin_outs {
                if indices[i + j] != rw.body().result(delin, k + j) {
                    break;
                }
                if lin_basis[i + j] != delin_basis[k + j] {
                    break;
                }
                j += 1;
            }
            // One run per delinearization each time: the next ones are found when
            // the pattern applies again.
            if j <= 1 || runs.iter().any(|r| r.delinearize == delin) {
                i += 1;
                continue;
            }
            runs.push(Run {
                delinearize: delin,
                lin_start: i,
                delin_start: k,
                length: j,
            });
            i += j;
        }
        if runs.is_empty() {
            return false;
        }
        let lin_loc = rw.body().op(op).loc;
        let mut replacements: Vec<Vec<ValueId>> = Vec::new();
        let mut new_index: Vec<ValueId> = Vec::with_capacity(n);
        let mut new_basis: Vec<PaddedEntry> = Vec::with_capacity(n);
        let mut prev_end = 0;
        for run in &runs {
            new_index.extend_from_slice(&indices[prev_end..run.lin_start]);
            new_basis.extend_from_slice(&lin_basis[prev_end..run.lin_start]);
            prev_end = run.lin_start + run.length;
            rw.set_insertion_point_before(run.delinearize);
            let merged = &lin_basis[run.lin_start..prev_end];
            let size = product(rw, merged, lin_loc);
            let delin_at = (rw.body_id(), run.delinearize);
            let linear = operands(rw.ir(), delin_at)[0];
            if run.length == rw.body().num_results(run.delinearize) {
                new_index.push(linear);
                new_basis.push(size);
                replacements.push(Vec::new());
                continue;
            }
            let Some(mut delin_basis) = padded_basis(ctx, rw.ir(), delin_at) else {
                replacements.push(Vec::new());
                continue;
            };
            delin_basis.splice(run.delin_start..run.delin_start + run.length, [size]);
            let loc = rw.body().op(run.delinearize).loc;
            let fresh = create_delinearize(rw, linear, &delin_basis, loc);
            let combined = fresh[run.delin_start];
            let residual = create_delinearize(rw, combined, merged, loc);
            let mut results = fresh[..run.delin_start].to_vec();
            results.extend(residual);
            results.extend_from_slice(&fresh[run.delin_start + 1..]);
            replacements.push(results);
            new_index.push(combined);
            new_basis.push(size);
        }
        new_index.extend_from_slice(&indices[prev_end..]);
        new_basis.extend_from_slice(&lin_basis[prev_end..]);
        rw.set_insertion_point_before(op);
        let new = create_linearize(rw, &new_index, &new_basis, disjoint, lin_loc);
        rw.replace_op(op, &[new]);
        for (run, with) in runs.iter().zip(replacements) {
            if !with.is_empty() {
                rw.replace_op(run.delinearize, &with);
            }
        }
        true
    }
}

/// A leading constant 0 index contributes nothing (MLIR's `DropLinearizeLeadingZero`).
///
/// ```mlir
/// %l = affine.linearize_index [%c0, %a, %b] by (%n, 4, 8) : index
/// // becomes
/// %l = affine.linearize_index [%a, %b] by (4, 8) : index
/// ```
struct DropLinearizeLeadingZero;

impl RewritePattern for DropLinearizeLeadingZero {
    fn root(&self) -> Option<&'static str> {
        Some(LINEARIZE)
    }
    fn name(&self) -> &'static str {
        "DropLinearizeLeadingZero"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (ctx, me) = (rw.ctx, (rw.body_id(), op));
        let Some(indices) = multi_index(ctx, rw.ir(), me) else {
            return false;
        };
        let Some(&lead) = indices.first() else {
            return false;
        };
        if const_int(rw, lead) != Some(0) {
            return false;
        }
        if indices.len() == 1 {
            rw.replace_op(op, &[lead]);
            return true;
        }
        let Some(mut basis) = mixed_basis(ctx, rw.ir(), me) else {
            return false;
        };
        if has_outer_bound(ctx, rw.ir(), me) {
            basis.remove(0);
        }
        let disjoint = is_disjoint(ctx, rw.ir(), me);
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let padded: Vec<PaddedEntry> = basis.into_iter().map(Some).collect();
        let new = create_linearize(rw, &indices[1..], &padded, disjoint, loc);
        rw.replace_op(op, &[new]);
        true
    }
}

/// Indices with a unit basis element go away when the linearization is `disjoint` or
/// they are a constant 0 (MLIR's `DropLinearizeUnitComponentsIfDisjointOrZero`).
///
/// ```mlir
/// %l = affine.linearize_index disjoint [%a, %x, %b] by (4, 1, 8) : index
/// // becomes
/// %l = affine.linearize_index disjoint [%a, %b] by (4, 8) : index
/// ```
struct DropLinearizeUnitComponentsIfDisjointOrZero;

impl RewritePattern for DropLinearizeUnitComponentsIfDisjointOrZero {
    fn root(&self) -> Option<&'static str> {
        Some(LINEARIZE)
    }
    fn name(&self) -> &'static str {
        "DropLinearizeUnitComponentsIfDisjointOrZero"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (ctx, me) = (rw.ctx, (rw.body_id(), op));
        let (Some(indices), Some(basis)) =
            (multi_index(ctx, rw.ir(), me), mixed_basis(ctx, rw.ir(), me))
        else {
            return false;
        };
        let disjoint = is_disjoint(ctx, rw.ir(), me);
        let mut rest = indices.as_slice();
        let mut new_indices = Vec::with_capacity(indices.len());
        let mut new_basis: Vec<PaddedEntry> = Vec::with_capacity(indices.len());
        if !has_outer_bound(ctx, rw.ir(), me) {
            let Some((&first, tail)) = rest.split_first() else {
                return false;
            };
            new_indices.push(first);
            rest = tail;
        }
        if rest.len() != basis.len() {
            return false;
        }
        for (&index, &b) in rest.iter().zip(&basis) {
            let unit = constant(rw, b) == Some(1);
            let droppable = disjoint || const_int(rw, index) == Some(0);
            if !unit || !droppable {
                new_indices.push(index);
                new_basis.push(Some(b));
            }
        }
        if new_indices.len() == indices.len() {
            return false;
        }
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let new = if new_indices.is_empty() {
            index_constant(rw, 0, loc)
        } else {
            create_linearize(rw, &new_indices, &new_basis, disjoint, loc)
        };
        rw.replace_op(op, &[new]);
        true
    }
}
