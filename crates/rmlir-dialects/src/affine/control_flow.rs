//! `RegionBranchOpInterface` of `affine.for` and `affine.if` (MLIR's `AffineOps.cpp`
//! `getSuccessorRegions` and `getEntrySuccessorOperands`). `affine.yield` is
//! `ReturnLike`: it forwards all its operands. `affine.parallel` does not implement the
//! interface upstream, so it does not here either.

use super::map_of;
use crate::scf::{region_body, segments};
use rmlir_ir::interfaces::{RegionBranchOpInterface, RegionPoint, RegionSuccessor};
use rmlir_ir::ir::op_attr;
use rmlir_ir::{AttrKind, Context, Ir, OpRef};
use std::ops::Range;

/// The trip count of an `affine.for` whose bounds are single constants and whose step
/// is positive (MLIR's `getTrivialConstantTripCount`).
fn trivial_trip_count(ctx: &Context, ir: &Ir, op: OpRef) -> Option<i64> {
    let lb = map_of(ctx, ir, op, "lowerBoundMap")?
        .1
        .single_constant_result()?;
    let ub = map_of(ctx, ir, op, "upperBoundMap")?
        .1
        .single_constant_result()?;
    let step = match ctx.attr_kind(op_attr(ctx, ir, op, "step")?) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok()?,
        _ => return None,
    };
    if step <= 0 {
        return None;
    }
    let span = ub.checked_sub(lb)?;
    Some(if span <= 0 {
        0
    } else {
        span.div_euclid(step) + i64::from(span.rem_euclid(step) != 0)
    })
}

/// `affine.for`: like `scf.for`, control goes to the body (its `iter_args`, after the
/// induction variable) or to the results, except where constant bounds settle it: a
/// loop known to run enters only the body, an empty one only returns, and the body of
/// a single-iteration loop only returns. The `iter_args` operands (after the bound
/// operands) enter.
///
/// ```mlir
/// %r = affine.for %i = 0 to 4 iter_args(%a = %init) -> (f32) { ... }
/// // from parent: [region 0 (inputs %a)]
/// // from region 0: [region 0 (inputs %a), parent (inputs %r)]
/// affine.for %i = 0 to 1 { ... }   // from region 0: [parent]
/// ```
pub(super) struct ForRegions;

impl RegionBranchOpInterface for ForRegions {
    fn successor_regions(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        from: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        let body = || RegionSuccessor::region_args(ir, op, 0, 1);
        let parent = || RegionSuccessor::parent_results(ir, op);
        match (from, trivial_trip_count(ctx, ir, op)) {
            (RegionPoint::Parent, Some(0)) => vec![parent()],
            (RegionPoint::Parent, Some(_)) => vec![body()],
            (RegionPoint::Region(_), Some(1)) => vec![parent()],
            _ => vec![body(), parent()],
        }
    }

    fn entry_successor_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        _: RegionPoint,
    ) -> Range<usize> {
        let n = ir.body(op.0).num_operands(op.1);
        match segments(ctx, ir, op, 3) {
            Some(s) => s[0] + s[1]..n,
            None => n..n,
        }
    }
}

/// `affine.if`: entering goes to `then` and to `else` (or straight to the results when
/// there is no `else`); both regions return to the results.
///
/// ```mlir
/// %r = affine.if #set(%i) -> f32 { affine.yield %a : f32 } else { affine.yield %b : f32 }
/// // from parent: [region 0, region 1]; from either region: [parent (inputs %r)]
/// ```
pub(super) struct IfRegions;

impl RegionBranchOpInterface for IfRegions {
    fn successor_regions(
        &self,
        _: &Context,
        ir: &Ir,
        op: OpRef,
        from: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        if from != RegionPoint::Parent {
            return vec![RegionSuccessor::parent_results(ir, op)];
        }
        let body = ir.body(region_body(ir, op));
        let else_empty = ir
            .body(op.0)
            .op(op.1)
            .regions()
            .get(1)
            .is_none_or(|&r| body.entry_block(r).is_none());
        vec![
            RegionSuccessor::region_args(ir, op, 0, 0),
            if else_empty {
                RegionSuccessor::parent_results(ir, op)
            } else {
                RegionSuccessor::region_args(ir, op, 1, 0)
            },
        ]
    }
}
