//! Canonicalization patterns of the `index` dialect (the `canonicalize` methods of
//! MLIR's `IndexOps.cpp`): constants of associative, commutative chains are
//! combined, and comparisons of a difference with zero compare the operands.
//!
//! ```mlir
//! %0 = index.add %x, %idx1
//! %1 = index.add %0, %idx2
//! // becomes
//! %idx3 = index.constant 3
//! %1 = index.add %x, %idx3
//! ```

use super::fold::Pred;
use rmlir_ir::fold::constant_of;
use rmlir_ir::fold::{FoldResult, Folded};
use rmlir_ir::{AttrKind, OpId, OpState};
use rmlir_rewrite::fold::{fold_op, materialize_constant};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// `op(op(x, c1), c2)` becomes `op(x, op(c1, c2))` when the inner `op(c1, c2)`
/// folds (MLIR's `canonicalizeAssociativeCommutativeBinaryOp`).
///
/// ```mlir
/// %0 = index.mul %x, %idx2
/// %1 = index.mul %0, %idx3
/// // becomes
/// %idx6 = index.constant 6
/// %1 = index.mul %x, %idx6
/// ```
struct Reassociate {
    root: &'static str,
}

impl RewritePattern for Reassociate {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        self.root
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let (ctx, body) = (rw.ctx, rw.body_id());
        let (lhs, rhs) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        if constant_of(ctx, rw.ir_mut_unreported(), body, rhs).is_none() {
            return false;
        }
        let Some(inner) = rw.body().defining_op(lhs) else {
            return false;
        };
        if ctx.str(rw.body().op(inner).name) != self.root {
            return false;
        }
        let (x, inner_rhs) = (rw.body().operand(inner, 0), rw.body().operand(inner, 1));
        if constant_of(ctx, rw.ir_mut_unreported(), body, inner_rhs).is_none() {
            return false;
        }
        // createOrFold: build op(c2, c1), keep only its folded constant.
        let loc = rw.body().op(op).loc;
        let idx = ctx.index_type();
        let tmp = rw.create(OpState::new(
            ctx,
            self.root,
            vec![rhs, inner_rhs],
            vec![idx],
            loc,
        ));
        let folded = fold_op(ctx, rw.ir_mut_unreported(), body, tmp);
        let c = match folded {
            Folded::Results(r) => match r.first() {
                Some(FoldResult::Attr(a)) => {
                    let a = *a;
                    let Some(c) = materialize_constant(rw, tmp, a, idx, loc) else {
                        rw.erase_op(tmp);
                        return false;
                    };
                    rw.body().result(c, 0)
                }
                Some(FoldResult::Value(v)) => *v,
                None => {
                    rw.erase_op(tmp);
                    return false;
                }
            },
            _ => {
                rw.erase_op(tmp);
                return false;
            }
        };
        rw.erase_op(tmp);
        let new = rw.create(OpState::new(ctx, self.root, vec![x, c], vec![idx], loc));
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `cmp(x - y, 0)` becomes `cmp(x, y)` and `cmp(0, x - y)` becomes `cmp(y, x)`
/// (MLIR's `CmpOp::canonicalize`).
///
/// ```mlir
/// %d = index.sub %x, %y
/// %0 = index.cmp slt(%d, %idx0)
/// // becomes
/// %0 = index.cmp slt(%x, %y)
/// ```
struct CmpOfSub;

impl RewritePattern for CmpOfSub {
    fn root(&self) -> Option<&'static str> {
        Some("index.cmp")
    }
    fn name(&self) -> &'static str {
        "index.cmp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let (ctx, body) = (rw.ctx, rw.body_id());
        if Pred::of(ctx, rw.ir(), (body, op)).is_none() {
            return false;
        }
        let (lhs, rhs) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        let is_zero = |rw: &mut Rewriter<'_>, v| {
            constant_of(ctx, rw.ir_mut_unreported(), body, v)
                .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { value: 0, .. }))
        };
        let rhs_zero = is_zero(rw, rhs);
        let lhs_zero = is_zero(rw, lhs);
        if !rhs_zero && !lhs_zero {
            return false;
        }
        let other = if rhs_zero { lhs } else { rhs };
        let Some(sub) = rw.body().defining_op(other) else {
            return false;
        };
        if ctx.str(rw.body().op(sub).name) != "index.sub" {
            return false;
        }
        let (x, y) = (rw.body().operand(sub, 0), rw.body().operand(sub, 1));
        let operands = if rhs_zero { vec![x, y] } else { vec![y, x] };
        let loc = rw.body().op(op).loc;
        let st = OpState {
            props: rw.body().op(op).props(),
            ..OpState::new(ctx, "index.cmp", operands, vec![ctx.int_type(1)], loc)
        };
        let new = rw.create(st);
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

/// Adds the `index` canonicalization patterns to `set`.
pub fn patterns(set: &mut PatternSet) {
    for root in [
        "index.add",
        "index.and",
        "index.cmp",
        "index.maxs",
        "index.maxu",
        "index.mins",
        "index.minu",
        "index.mul",
        "index.or",
        "index.xor",
    ] {
        if root == "index.cmp" {
            set.add(CmpOfSub);
        } else {
            set.add(Reassociate { root });
        }
    }
}
