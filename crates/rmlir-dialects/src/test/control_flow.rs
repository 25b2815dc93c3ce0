//! Control-flow interfaces of the `test` dialect ops (MLIR's `TestOpDefs.cpp`):
//! `test.region_if` is a region-branch op, `test.br` and `test.producing_br` are
//! branches. `test.region_if_yield`, `test.region_yield` and `test.return` are
//! `ReturnLike` and forward all their operands; `test.region_buffer_based` does not
//! implement `RegionBranchOpInterface` upstream, so it does not here either.

use rmlir_ir::interfaces::{
    BranchOpInterface, RegionBranchOpInterface, RegionPoint, RegionSuccessor, SuccessorOperands,
};
use rmlir_ir::ir::op_attr;
use rmlir_ir::{AttrKind, Context, Ir, OpRef};
use std::ops::Range;

/// `test.region_if`: entering goes to `then` (region 0) and `else` (region 1), both
/// receiving all operands; both go to `join` (region 2), which returns to the results.
///
/// ```mlir
/// %r = test.region_if %a : memref<2xf32> -> (memref<2xf32>) then {
/// ^bb0(%t: memref<2xf32>): test.region_if_yield %t : memref<2xf32>
/// } else { ... } join { ^bb0(%j: memref<2xf32>): test.region_if_yield %j : ... }
/// // from parent: [region 0 (inputs %t), region 1]; from 0 or 1: [region 2 (inputs %j)]
/// // from region 2: [parent (inputs %r)]
/// ```
pub(super) struct RegionIf;

impl RegionBranchOpInterface for RegionIf {
    fn successor_regions(
        &self,
        _: &Context,
        ir: &Ir,
        op: OpRef,
        from: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => vec![
                RegionSuccessor::region_args(ir, op, 0, 0),
                RegionSuccessor::region_args(ir, op, 1, 0),
            ],
            RegionPoint::Region(2) => vec![RegionSuccessor::parent_results(ir, op)],
            RegionPoint::Region(_) => vec![RegionSuccessor::region_args(ir, op, 2, 0)],
        }
    }

    fn entry_successor_operands(
        &self,
        _: &Context,
        ir: &Ir,
        op: OpRef,
        _: RegionPoint,
    ) -> Range<usize> {
        0..ir.body(op.0).num_operands(op.1)
    }
}

/// `test.br`: its single successor receives every operand.
///
/// ```mlir
/// "test.br"(%a) [^bb1] : (i32) -> ()   // successor 0 <- operand 0
/// ```
pub(super) struct Br;

impl BranchOpInterface for Br {
    fn successor_operands(&self, _: &Context, ir: &Ir, op: OpRef, _: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..ir.body(op.0).num_operands(op.1))
    }
}

/// `test.producing_br`: operands split by `operandSegmentSizes` into `firstOperands`
/// and `secondOperands`. As upstream's test op does (on purpose, to exercise users of
/// the interface), successor 1 receives the first group and successor 0 the second.
///
/// ```mlir
/// "test.producing_br"(%a, %b, %c)[^bb1, ^bb2]
///     <{operandSegmentSizes = array<i32: 1, 2>}> : (i32, i32, i32) -> i32
/// // successor 0 <- operands 1..3, successor 1 <- operand 0
/// ```
pub(super) struct ProducingBr;

impl BranchOpInterface for ProducingBr {
    fn successor_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        index: usize,
    ) -> SuccessorOperands {
        let n = ir.body(op.0).num_operands(op.1);
        let first = match op_attr(ctx, ir, op, "operandSegmentSizes").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::DenseArray { values, .. }) if values.len() == 2 => {
                (values[0] as usize).min(n)
            }
            _ => 0,
        };
        if index == 1 {
            SuccessorOperands::forwarded(0..first).counted_by("operandSegmentSizes", 0)
        } else {
            SuccessorOperands::forwarded(first..n).counted_by("operandSegmentSizes", 1)
        }
    }
}
