//! `RegionBranchOpInterface` of the `scf` ops and `RegionBranchTerminatorOpInterface`
//! of `scf.condition` and `scf.reduce` (MLIR's `SCF.cpp` `getSuccessorRegions`,
//! `getEntrySuccessorOperands`, `getMutableSuccessorOperands`). `scf.yield` is
//! `ReturnLike`: it forwards all its operands.
//!
//! Successors are listed in upstream's order. Induction variables are never successor
//! inputs: the loop defines them, nothing is forwarded to them.

use super::{dense_i64s, region_body};
use rmlir_ir::interfaces::{
    RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionPoint, RegionSuccessor,
    enclosing_region,
};
use rmlir_ir::ir::op_attr;
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpRef};
use std::ops::Range;

/// The integer (or `i1`) value of a constant operand.
fn const_int(ctx: &Context, a: Option<&Option<Attr>>) -> Option<i128> {
    match ctx.attr_kind((*a?)?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// Whether region `index` of an op has no block.
fn region_is_empty(ir: &Ir, op: OpRef, index: usize) -> bool {
    let body = ir.body(region_body(ir, op));
    ir.body(op.0)
        .op(op.1)
        .regions()
        .get(index)
        .is_none_or(|&r| body.entry_block(r).is_none())
}

/// Operands `from..` of an op.
fn operands_from(ir: &Ir, op: OpRef, from: usize) -> Range<usize> {
    let n = ir.body(op.0).num_operands(op.1);
    from.min(n)..n
}

/// `scf.for`: entering or finishing an iteration, control goes to the body (its
/// `iter_args`, after the induction variable) or to the results; the `iter_args`
/// operands (after the bounds and step) enter.
///
/// ```mlir
/// %r = scf.for %i = %lb to %ub step %s iter_args(%a = %init) -> (f32) { ... }
/// // from parent or region 0: [region 0 (inputs %a), parent (inputs %r)]
/// // entry operands: %init (operand 3)
/// ```
pub(super) struct ForRegions;

impl RegionBranchOpInterface for ForRegions {
    fn successor_regions(
        &self,
        _: &Context,
        ir: &Ir,
        op: OpRef,
        _: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor::region_args(ir, op, 0, 1),
            RegionSuccessor::parent_results(ir, op),
        ]
    }

    fn entry_successor_operands(
        &self,
        _: &Context,
        ir: &Ir,
        op: OpRef,
        _: RegionPoint,
    ) -> Range<usize> {
        operands_from(ir, op, 3)
    }
}

/// `scf.if`: entering goes to `then` and to `else` (or straight to the results when
/// there is no `else`); both regions return to the results. A constant condition keeps
/// only the branch taken.
///
/// ```mlir
/// %r = scf.if %c -> (i32) { scf.yield %a : i32 } else { scf.yield %b : i32 }
/// // from parent: [region 0, region 1]; from either region: [parent (inputs %r)]
/// scf.if %c { ... }   // from parent: [region 0, parent]
/// ```
pub(super) struct IfRegions;

impl IfRegions {
    fn else_or_parent(ir: &Ir, op: OpRef) -> RegionSuccessor {
        if region_is_empty(ir, op, 1) {
            RegionSuccessor::parent_results(ir, op)
        } else {
            RegionSuccessor::region(1, Vec::new())
        }
    }
}

impl RegionBranchOpInterface for IfRegions {
    fn successor_regions(
        &self,
        _: &Context,
        ir: &Ir,
        op: OpRef,
        from: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => vec![
                RegionSuccessor::region(0, Vec::new()),
                IfRegions::else_or_parent(ir, op),
            ],
            RegionPoint::Region(_) => vec![RegionSuccessor::parent_results(ir, op)],
        }
    }

    fn entry_successor_regions(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        operands: &[Option<Attr>],
    ) -> Vec<RegionSuccessor> {
        match const_int(ctx, operands.first()) {
            Some(0) => vec![IfRegions::else_or_parent(ir, op)],
            Some(_) => vec![RegionSuccessor::region(0, Vec::new())],
            None => self.successor_regions(ctx, ir, op, RegionPoint::Parent),
        }
    }
}

/// `scf.while`: entering and finishing the "after" region go to "before"; "before"
/// goes to the results or to "after" (as `scf.condition` decides). All operands enter
/// "before".
///
/// ```mlir
/// %r = scf.while (%x = %init) : (i32) -> i32 {
///   scf.condition(%c) %x : i32
/// } do {
/// ^bb0(%y: i32):
///   scf.yield %y : i32
/// }
/// // from parent or region 1: [region 0 (inputs %x)]
/// // from region 0: [parent (inputs %r), region 1 (inputs %y)]
/// ```
pub(super) struct WhileRegions;

impl RegionBranchOpInterface for WhileRegions {
    fn successor_regions(
        &self,
        _: &Context,
        ir: &Ir,
        op: OpRef,
        from: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Region(0) => vec![
                RegionSuccessor::parent_results(ir, op),
                RegionSuccessor::region_args(ir, op, 1, 0),
            ],
            _ => vec![RegionSuccessor::region_args(ir, op, 0, 0)],
        }
    }

    fn entry_successor_operands(
        &self,
        _: &Context,
        ir: &Ir,
        op: OpRef,
        _: RegionPoint,
    ) -> Range<usize> {
        operands_from(ir, op, 0)
    }
}

/// `scf.condition`: forwards every operand after the condition, to the "after" region
/// when the condition holds and to the results of `scf.while` otherwise.
///
/// ```mlir
/// scf.condition(%c) %x, %y : i32, f32
/// // forwards operands 1..3; with %c = arith.constant false: [parent] only
/// ```
pub(super) struct ConditionForwards;

impl RegionBranchTerminatorOpInterface for ConditionForwards {
    fn successor_operands(&self, _: &Context, ir: &Ir, op: OpRef, _: RegionPoint) -> Range<usize> {
        operands_from(ir, op, 1)
    }

    fn successor_regions(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        operands: &[Option<Attr>],
    ) -> Vec<RegionSuccessor> {
        let Some((parent, _)) = enclosing_region(ir, op) else {
            return Vec::new();
        };
        let cond = const_int(ctx, operands.first());
        let mut out = Vec::new();
        if cond != Some(0) {
            out.push(RegionSuccessor::region_args(ir, parent, 1, 0));
        }
        if cond.is_none() || cond == Some(0) {
            out.push(RegionSuccessor::parent_results(ir, parent));
        }
        out
    }
}

/// `scf.forall`: entering goes to the body (run by every thread) or, with no thread at
/// all, back to the op; the body returns to the op. Nothing is forwarded along these
/// edges: the body's arguments are induction variables and the shared outputs, the
/// results come from `scf.forall.in_parallel`'s combining ops.
///
/// ```mlir
/// %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<4xf32> { ... }
/// // from parent: [region 0, parent]; from region 0: [parent] (no inputs)
/// ```
pub(super) struct ForallRegions;

impl RegionBranchOpInterface for ForallRegions {
    fn successor_regions(
        &self,
        _: &Context,
        _: &Ir,
        _: OpRef,
        from: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => vec![
                RegionSuccessor::region(0, Vec::new()),
                RegionSuccessor::parent(Vec::new()),
            ],
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(Vec::new())],
        }
    }
}

/// `scf.parallel`: entering or finishing an iteration goes to the body or back to the
/// op; the induction variables are not inputs and `scf.reduce` forwards nothing.
///
/// ```mlir
/// scf.parallel (%i) = (%lb) to (%ub) step (%s) { ... }
/// // from parent or region 0: [region 0, parent] (no inputs)
/// ```
pub(super) struct ParallelRegions;

impl RegionBranchOpInterface for ParallelRegions {
    fn successor_regions(
        &self,
        _: &Context,
        _: &Ir,
        _: OpRef,
        _: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor::region(0, Vec::new()),
            RegionSuccessor::parent(Vec::new()),
        ]
    }
}

/// `scf.reduce`: forwards none of its operands (they feed its reduction regions, not
/// the next iteration).
///
/// ```mlir
/// scf.reduce(%v : f32) { ... }   // forwards nothing
/// ```
pub(super) struct ReduceForwardsNothing;

impl RegionBranchTerminatorOpInterface for ReduceForwardsNothing {
    fn successor_operands(&self, _: &Context, _: &Ir, _: OpRef, _: RegionPoint) -> Range<usize> {
        0..0
    }
}

/// `scf.index_switch`: entering goes to the default region (region 0) and every case
/// region; each returns to the results. A constant argument keeps only the matching
/// case, or the default.
///
/// ```mlir
/// %r = scf.index_switch %i -> i32
/// case 2 { scf.yield %a : i32 }
/// default { scf.yield %b : i32 }
/// // from parent: [region 0, region 1]; from a region: [parent (inputs %r)]
/// // with %i = arith.constant 2 : index: [region 1]
/// ```
pub(super) struct IndexSwitchRegions;

impl RegionBranchOpInterface for IndexSwitchRegions {
    fn successor_regions(
        &self,
        _: &Context,
        ir: &Ir,
        op: OpRef,
        from: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => (0..ir.body(op.0).op(op.1).regions().len())
                .map(|i| RegionSuccessor::region(i, Vec::new()))
                .collect(),
            RegionPoint::Region(_) => vec![RegionSuccessor::parent_results(ir, op)],
        }
    }

    fn entry_successor_regions(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        operands: &[Option<Attr>],
    ) -> Vec<RegionSuccessor> {
        let Some(arg) = const_int(ctx, operands.first()) else {
            return self.successor_regions(ctx, ir, op, RegionPoint::Parent);
        };
        let cases = dense_i64s(ctx, op_attr(ctx, ir, op, "cases")).unwrap_or_default();
        let taken = cases
            .iter()
            .position(|&c| i128::from(c) == arg)
            .map_or(0, |i| i + 1);
        vec![RegionSuccessor::region(taken, Vec::new())]
    }
}
