//! Canonicalization patterns of the arith dialect (the DRR patterns of MLIR's
//! `ArithCanonicalization.td` that our folders do not already cover).

use rmlir_ir::fold::constant_of;
use rmlir_ir::{AttrKind, OpId, OpState};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// `select %c, false, true` is `not %c`:
///
/// ```mlir
/// %r = arith.select %c, %false, %true : i1
/// // becomes
/// %true = arith.constant true
/// %r = arith.xori %c, %true : i1
/// ```
struct SelectI1ToNot;

impl RewritePattern for SelectI1ToNot {
    fn root(&self) -> Option<&'static str> {
        Some("arith.select")
    }
    fn name(&self) -> &'static str {
        "SelectI1ToNot"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let i1 = ctx.int_type(1);
        let ty = rw.body().value_type(rw.body().result(op, 0));
        if ty != i1 {
            return false;
        }
        let (c, t, f) = {
            let b = rw.body();
            (b.operand(op, 0), b.operand(op, 1), b.operand(op, 2))
        };
        if const_int(rw, t) != Some(0) || !matches!(const_int(rw, f), Some(v) if v != 0) {
            return false;
        }
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let Some(st) = super::fold::materialize(ctx, ctx.int_attr(i1, 1), i1, loc) else {
            return false;
        };
        let one = rw.create(st);
        let one = rw.body().result(one, 0);
        let xor = rw.create(OpState::new(ctx, "arith.xori", vec![c, one], vec![i1], loc));
        let r = rw.body().result(xor, 0);
        rw.replace_op(op, &[r]);
        true
    }
}

/// A reassociation of two integer ops with one constant each into one op with a
/// folded constant (the `AddIAddConstant` family of MLIR's arith DRR patterns):
///
/// ```mlir
/// %0 = arith.addi %x, %c5 : i32
/// %1 = arith.addi %0, %c7 : i32
/// // becomes
/// %c12 = arith.constant 12 : i32
/// %1 = arith.addi %x, %c12 : i32
/// ```
struct ConstReassoc {
    name: &'static str,
    root: &'static str,
    /// Whether the root's constant is its left operand (the inner op is the other).
    root_const_lhs: bool,
    inner: &'static str,
    inner_const_lhs: bool,
    out: &'static str,
    out_const_lhs: bool,
    /// The new constant from (inner constant, root constant).
    compute: fn(i128, i128) -> i128,
}

const REASSOC: &[ConstReassoc] = &[
    ConstReassoc {
        name: "AddIAddConstant",
        root: "arith.addi",
        root_const_lhs: false,
        inner: "arith.addi",
        inner_const_lhs: false,
        out: "arith.addi",
        out_const_lhs: false,
        compute: |c0, c1| c0.wrapping_add(c1),
    },
    ConstReassoc {
        name: "AddISubConstantRHS",
        root: "arith.addi",
        root_const_lhs: false,
        inner: "arith.subi",
        inner_const_lhs: false,
        out: "arith.addi",
        out_const_lhs: false,
        compute: |c0, c1| c1.wrapping_sub(c0),
    },
    ConstReassoc {
        name: "AddISubConstantLHS",
        root: "arith.addi",
        root_const_lhs: false,
        inner: "arith.subi",
        inner_const_lhs: true,
        out: "arith.subi",
        out_const_lhs: true,
        compute: |c0, c1| c0.wrapping_add(c1),
    },
    ConstReassoc {
        name: "SubIRHSAddConstant",
        root: "arith.subi",
        root_const_lhs: false,
        inner: "arith.addi",
        inner_const_lhs: false,
        out: "arith.addi",
        out_const_lhs: false,
        compute: |c0, c1| c0.wrapping_sub(c1),
    },
    ConstReassoc {
        name: "SubILHSAddConstant",
        root: "arith.subi",
        root_const_lhs: true,
        inner: "arith.addi",
        inner_const_lhs: false,
        out: "arith.subi",
        out_const_lhs: true,
        compute: |c0, c1| c1.wrapping_sub(c0),
    },
    ConstReassoc {
        name: "SubIRHSSubConstantRHS",
        root: "arith.subi",
        root_const_lhs: false,
        inner: "arith.subi",
        inner_const_lhs: false,
        out: "arith.subi",
        out_const_lhs: false,
        compute: |c0, c1| c0.wrapping_add(c1),
    },
    ConstReassoc {
        name: "SubIRHSSubConstantLHS",
        root: "arith.subi",
        root_const_lhs: false,
        inner: "arith.subi",
        inner_const_lhs: true,
        out: "arith.subi",
        out_const_lhs: true,
        compute: |c0, c1| c0.wrapping_sub(c1),
    },
    ConstReassoc {
        name: "SubILHSSubConstantRHS",
        root: "arith.subi",
        root_const_lhs: true,
        inner: "arith.subi",
        inner_const_lhs: false,
        out: "arith.subi",
        out_const_lhs: true,
        compute: |c0, c1| c0.wrapping_add(c1),
    },
    ConstReassoc {
        name: "SubILHSSubConstantLHS",
        root: "arith.subi",
        root_const_lhs: true,
        inner: "arith.subi",
        inner_const_lhs: true,
        out: "arith.addi",
        out_const_lhs: false,
        compute: |c0, c1| c1.wrapping_sub(c0),
    },
    ConstReassoc {
        name: "MulIMulIConstant",
        root: "arith.muli",
        root_const_lhs: false,
        inner: "arith.muli",
        inner_const_lhs: false,
        out: "arith.muli",
        out_const_lhs: false,
        compute: |c0, c1| c0.wrapping_mul(c1),
    },
];

/// The scalar integer value of constant `v`.
fn const_int(rw: &mut Rewriter<'_>, v: rmlir_ir::ValueId) -> Option<i128> {
    let (ctx, body) = (rw.ctx, rw.body_id());
    let a = constant_of(ctx, rw.ir_mut_unreported(), body, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

impl RewritePattern for &'static ConstReassoc {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let (l, r) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        let (inner_v, c1_v) = if self.root_const_lhs { (r, l) } else { (l, r) };
        let Some(inner) = rw.body().defining_op(inner_v) else {
            return false;
        };
        if ctx.str(rw.body().op(inner).name) != self.inner {
            return false;
        }
        let (il, ir) = (rw.body().operand(inner, 0), rw.body().operand(inner, 1));
        let (x, c0_v) = if self.inner_const_lhs {
            (ir, il)
        } else {
            (il, ir)
        };
        let (Some(c0), Some(c1)) = (const_int(rw, c0_v), const_int(rw, c1_v)) else {
            return false;
        };
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let Some(value) = super::fold::int_attr(ctx, ty, (self.compute)(c0, c1)) else {
            return false;
        };
        let loc = rw.body().op(op).loc;
        // The overflow flags both ops guarantee.
        let flags = |rw: &Rewriter<'_>, o: OpId| {
            rmlir_ir::ir::op_attr(ctx, rw.ir(), (rw.body_id(), o), "overflowFlags")
        };
        let merged = match (flags(rw, op), flags(rw, inner)) {
            (Some(a), Some(b)) if a == b => Some(a),
            _ => None,
        };
        rw.set_insertion_point_before(op);
        let Some(st) = super::fold::materialize(ctx, value, ty, loc) else {
            return false;
        };
        let cst = rw.create(st);
        let cst = rw.body().result(cst, 0);
        let operands = if self.out_const_lhs {
            vec![cst, x]
        } else {
            vec![x, cst]
        };
        let props = merged.map(|f| ctx.dict_attr(vec![(ctx.sym("overflowFlags"), f)]));
        let new = rw.create(OpState {
            props,
            ..OpState::new(ctx, self.out, operands, vec![ty], loc)
        });
        let new = rw.body().result(new, 0);
        rw.replace_op(op, &[new]);
        true
    }
}

/// Adds the arith patterns, op by op in MLIR's registration order.
pub fn patterns(set: &mut PatternSet) {
    for p in REASSOC {
        set.add(p);
    }
    set.add(SelectI1ToNot);
}
