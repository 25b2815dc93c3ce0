//! Canonicalization patterns of `arith.select` (`ArithCanonicalization.td` and
//! `SelectToExtUI` of `ArithOps.cpp`): redundant nested selects, a negated condition,
//! and selects of boolean-like constants that are casts of the condition.

use super::{begin, constant, create, create_constant, def, operand, result, scalar_int, ty};
use crate::arith::fold::consts::{is_all_ones, is_one_int, is_zero_int};
use rmlir_ir::{OpId, TypeKind};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

const SELECT: &str = "arith.select";

/// A select whose arm is a select on the same condition takes that arm's arm
/// (`RedundantSelectTrue`, `RedundantSelectFalse`):
///
/// ```mlir
/// %0 = arith.select %p, %a, %b : i32
/// %1 = arith.select %p, %0, %c : i32
/// // becomes
/// %1 = arith.select %p, %a, %c : i32
/// ```
struct RedundantSelect {
    /// Whether the nested select is the true arm.
    true_arm: bool,
}

impl RewritePattern for RedundantSelect {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(SELECT)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        if self.true_arm {
            "RedundantSelectTrue"
        } else {
            "RedundantSelectFalse"
        }
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = operand(rw, op, 0);
        let arm = if self.true_arm { 1 } else { 2 };
        let Some(inner) = def(rw, operand(rw, op, arm), SELECT) else {
            return false;
        };
        if operand(rw, inner, 0) != p {
            return false;
        }
        let (t, f) = if self.true_arm {
            (operand(rw, inner, 1), operand(rw, op, 2))
        } else {
            (operand(rw, op, 1), operand(rw, inner, 2))
        };
        let res_ty = ty(rw, result(rw, op, 0));
        let loc = begin(rw, op);
        let new = create(rw, SELECT, vec![p, t, f], res_ty, loc, &[]);
        rw.replace_op(op, &[new]);
        true
    }
}

/// A select on a negated condition swaps its arms (`SelectNotCond`):
///
/// ```mlir
/// %n = arith.xori %p, %true : i1
/// %0 = arith.select %n, %a, %b : i32
/// // becomes
/// %0 = arith.select %p, %b, %a : i32
/// ```
struct SelectNotCond;

impl RewritePattern for SelectNotCond {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(SELECT)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        "SelectNotCond"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(xor) = def(rw, operand(rw, op, 0), "arith.xori") else {
            return false;
        };
        let ones_v = operand(rw, xor, 1);
        // A scalar integer constant with every bit set.
        if scalar_int(rw, ones_v).is_none() || !is_all_ones(constant(rw, ones_v).as_ref()) {
            return false;
        }
        let p = operand(rw, xor, 0);
        let (a, b) = (operand(rw, op, 1), operand(rw, op, 2));
        let res_ty = ty(rw, result(rw, op, 0));
        let loc = begin(rw, op);
        let new = create(rw, SELECT, vec![p, b, a], res_ty, loc, &[]);
        rw.replace_op(op, &[new]);
        true
    }
}

/// `select %c, false, true` is `not %c` (`SelectI1ToNot`):
///
/// ```mlir
/// %r = arith.select %c, %false, %true : i1
/// // becomes
/// %r = arith.xori %c, %true : i1
/// ```
struct SelectI1ToNot;

impl RewritePattern for SelectI1ToNot {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(SELECT)
    }
    fn name(&self) -> &'static str {
        "SelectI1ToNot"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (c, t, f) = (operand(rw, op, 0), operand(rw, op, 1), operand(rw, op, 2));
        if scalar_int(rw, t) != Some((0, 1)) || scalar_int(rw, f) != Some((1, 1)) {
            return false;
        }
        let i1 = rw.ctx.int_type(1);
        let res_ty = ty(rw, result(rw, op, 0));
        let loc = begin(rw, op);
        let Some(one) = create_constant(rw, rw.ctx.int_attr(i1, 1), i1, loc) else {
            return false;
        };
        let new = create(rw, "arith.xori", vec![c, one], res_ty, loc, &[]);
        rw.replace_op(op, &[new]);
        true
    }
}

/// A scalar integer select between 1 and 0 is the zero-extended condition
/// (`SelectToExtUI`):
///
/// ```mlir
/// %0 = arith.select %c, %c1_i32, %c0_i32 : i32   // becomes arith.extui %c : i1 to i32
/// %1 = arith.select %c, %c0_i32, %c1_i32 : i32
/// // becomes
/// %n = arith.xori %c, %true : i1
/// %1 = arith.extui %n : i1 to i32
/// ```
struct SelectToExtUI;

impl RewritePattern for SelectToExtUI {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(SELECT)
    }
    fn name(&self) -> &'static str {
        "SelectToExtUI"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let res_ty = ty(rw, result(rw, op, 0));
        if !matches!(rw.ctx.type_kind(res_ty), TypeKind::Integer { width, .. } if *width != 1) {
            return false;
        }
        let (c, t, f) = (operand(rw, op, 0), operand(rw, op, 1), operand(rw, op, 2));
        let (tc, fc) = (constant(rw, t), constant(rw, f));
        let cond = if is_one_int(tc.as_ref()) && is_zero_int(fc.as_ref()) {
            begin(rw, op);
            c
        } else if is_zero_int(tc.as_ref()) && is_one_int(fc.as_ref()) {
            let loc = begin(rw, op);
            let c_ty = ty(rw, c);
            let Some(one) = create_constant(rw, rw.ctx.int_attr(c_ty, 1), c_ty, loc) else {
                return false;
            };
            create(rw, "arith.xori", vec![c, one], c_ty, loc, &[])
        } else {
            return false;
        };
        let loc = rw.body().op(op).loc;
        let new = create(rw, "arith.extui", vec![cond], res_ty, loc, &[]);
        rw.replace_op(op, &[new]);
        true
    }
}

/// Adds the select patterns in upstream's order.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(RedundantSelect { true_arm: false });
    set.add(RedundantSelect { true_arm: true });
    set.add(SelectNotCond);
    set.add(SelectI1ToNot);
    set.add(SelectToExtUI);
}
