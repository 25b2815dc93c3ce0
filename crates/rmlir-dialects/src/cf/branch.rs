//! `BranchOpInterface` of the `cf` branches (MLIR's `ControlFlowOps.cpp`
//! `getSuccessorOperands` and `getSuccessorForOperands`): which operands each successor
//! block receives, read from `operandSegmentSizes` (and `case_operand_segments` for
//! `cf.switch`), and which successor constant operands select.

use super::{array_values, case_values};
use rmlir_ir::interfaces::{BranchOpInterface, SuccessorOperands};
use rmlir_ir::ir::op_attr;
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpRef};
use std::ops::Range;

const SEGMENTS: &str = "operandSegmentSizes";

/// The operand range of segment `k` of an `AttrSizedOperandSegments` op; empty (at the
/// end of the operands) when the sizes are missing or do not add up.
fn segment(ctx: &Context, ir: &Ir, op: OpRef, k: usize) -> Range<usize> {
    let n = ir.body(op.0).num_operands(op.1);
    let sizes = op_attr(ctx, ir, op, "operandSegmentSizes").and_then(|a| array_values(ctx, a));
    match sizes {
        Some(s) if s.iter().all(|&x| x >= 0) && s.iter().sum::<i64>() as usize == n => {
            let start: i64 = s.iter().take(k).sum();
            let len = s.get(k).copied().unwrap_or(0);
            start as usize..(start + len) as usize
        }
        _ => n..n,
    }
}

/// The integer value of a constant operand.
fn const_int(ctx: &Context, a: Option<Attr>) -> Option<i128> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// `cf.br`: its single successor receives every operand.
///
/// ```mlir
/// cf.br ^bb1(%a, %b : i32, f32)   // successor 0 <- operands 0..2
/// ```
pub(super) struct Br;

impl BranchOpInterface for Br {
    fn successor_operands(&self, _: &Context, ir: &Ir, op: OpRef, _: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..ir.body(op.0).num_operands(op.1))
    }

    fn successor_for_operands(
        &self,
        _: &Context,
        _: &Ir,
        _: OpRef,
        _: &[Option<Attr>],
    ) -> Option<usize> {
        Some(0)
    }
}

/// `cf.cond_br`: the true destination receives segment 1, the false one segment 2; a
/// constant condition selects one.
///
/// ```mlir
/// cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %b : f32, f32)
/// // successor 0 <- operand 1, successor 1 <- operands 2..4
/// // with %c = arith.constant true: successor 0
/// ```
pub(super) struct CondBr;

impl BranchOpInterface for CondBr {
    fn successor_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        index: usize,
    ) -> SuccessorOperands {
        let k = 1 + index.min(1);
        SuccessorOperands::forwarded(segment(ctx, ir, op, k)).counted_by(SEGMENTS, k as u32)
    }

    fn successor_for_operands(
        &self,
        ctx: &Context,
        _: &Ir,
        _: OpRef,
        operands: &[Option<Attr>],
    ) -> Option<usize> {
        let c = const_int(ctx, operands.first().copied().flatten())?;
        Some(if c != 0 { 0 } else { 1 })
    }
}

/// `cf.switch`: the default destination (successor 0) receives segment 1; case `i`
/// (successor `i + 1`) its slice of segment 2 per `case_operand_segments`. A constant
/// flag selects the matching case, or the default.
///
/// ```mlir
/// cf.switch %f : i32, [default: ^bb1(%a : i32), 42: ^bb2, 7: ^bb3(%b : f32)]
/// // successor 0 <- operand 1, successor 1 <- nothing, successor 2 <- operand 2
/// // with %f = arith.constant 7 : i32: successor 2
/// ```
pub(super) struct Switch;

impl BranchOpInterface for Switch {
    fn successor_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        index: usize,
    ) -> SuccessorOperands {
        if index == 0 {
            return SuccessorOperands::forwarded(segment(ctx, ir, op, 1)).counted_by(SEGMENTS, 1);
        }
        let cases = segment(ctx, ir, op, 2);
        let sizes = op_attr(ctx, ir, op, "case_operand_segments")
            .and_then(|a| array_values(ctx, a))
            .unwrap_or_default();
        let start = cases.start + sizes.iter().take(index - 1).sum::<i64>().max(0) as usize;
        let len = sizes.get(index - 1).copied().unwrap_or(0).max(0) as usize;
        let end = (start + len).min(cases.end);
        SuccessorOperands::forwarded(start.min(end)..end)
            .counted_by(SEGMENTS, 2)
            .counted_by("case_operand_segments", index as u32 - 1)
    }

    fn successor_for_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        operands: &[Option<Attr>],
    ) -> Option<usize> {
        let flag = const_int(ctx, operands.first().copied().flatten())?;
        let values = case_values(ctx, ir, op).map(|(_, v)| v).unwrap_or_default();
        Some(values.iter().position(|&v| v == flag).map_or(0, |i| i + 1))
    }
}
