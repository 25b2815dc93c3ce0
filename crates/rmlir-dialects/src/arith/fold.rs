//! Folders of the arith dialect (the `fold` methods of MLIR's `ArithOps.cpp`) and its
//! constant materializer (`ArithDialect::materializeConstant`), for scalar integer,
//! index and `i1` operands.
//!
//! ```mlir
//! %0 = arith.addi %x, %c0 : index      // folds to %x
//! %1 = arith.andi %b, %true : i1       // folds to %b
//! %2 = arith.select %true, %a, %b : i32  // folds to %a
//! %3 = arith.cmpi eq, %x, %x : index   // folds to true
//! ```

use rmlir_ir::attrs::normalize_int;
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::ir::op_attr;
use rmlir_ir::types::Signedness;
use rmlir_ir::{Attr, AttrKind, Context, OpId, OpState, Type, TypeKind, ValueId};

/// Width and signedness of an integer-like type (`index` is 64 bits).
fn int_info(ctx: &Context, ty: Type) -> Option<(u32, Signedness)> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
        TypeKind::Index => Some((64, Signedness::Signless)),
        _ => None,
    }
}

/// The integer in a constant operand.
fn int_of(ctx: &Context, a: Option<Attr>) -> Option<i128> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// An integer attribute of `ty` holding `v` wrapped to the type's width (`i1` values
/// are 0 or 1, as the parser stores `false`/`true`).
pub(crate) fn int_attr(ctx: &Context, ty: Type, v: i128) -> Option<Attr> {
    let (w, s) = int_info(ctx, ty)?;
    let v = if w == 1 {
        v & 1
    } else {
        normalize_int(v, w, s)
    };
    Some(ctx.int_attr(ty, v))
}

/// `v` as the unsigned value of a `w`-bit integer.
fn unsigned(v: i128, w: u32) -> u128 {
    if w >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << w) - 1)
    }
}

fn result_type(cx: &FoldCx<'_>, op: OpId) -> Type {
    let b = cx.ir.body(cx.body);
    b.value_type(b.result(op, 0))
}

fn operand(cx: &FoldCx<'_>, op: OpId, i: usize) -> ValueId {
    cx.ir.body(cx.body).operand(op, i)
}

/// Folds an integer binary op from its constant operands, and its identities.
fn int_binary(
    cx: &mut FoldCx<'_>,
    op: OpId,
    eval: impl Fn(i128, i128, u32) -> Option<i128>,
    identity: impl Fn(&mut FoldCx<'_>, OpId, Option<i128>, Option<i128>, u32) -> Option<Folded>,
) -> Folded {
    let ty = result_type(cx, op);
    let Some((w, _)) = int_info(cx.ctx, ty) else {
        return Folded::No;
    };
    let (a, b) = (
        int_of(cx.ctx, cx.operands[0]),
        int_of(cx.ctx, cx.operands[1]),
    );
    if let (Some(a), Some(b)) = (a, b)
        && let Some(r) = eval(a, b, w).and_then(|v| int_attr(cx.ctx, ty, v))
    {
        return Folded::attr(r);
    }
    identity(cx, op, a, b, w).unwrap_or(Folded::No)
}

fn all_ones(v: i128, w: u32) -> bool {
    unsigned(v, w) == unsigned(-1, w)
}

/// `arith.constant`: its value.
pub fn constant(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    match op_attr(cx.ctx, cx.ir, (cx.body, op), "value") {
        Some(v) => Folded::attr(v),
        None => Folded::No,
    }
}

/// `arith.addi`: constants, `x + 0`.
pub fn addi(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    int_binary(
        cx,
        op,
        |a, b, _| Some(a.wrapping_add(b)),
        |cx, op, _, b, _| (b == Some(0)).then(|| Folded::value(operand(cx, op, 0))),
    )
}

/// `arith.subi`: constants, `x - 0`, `x - x`.
pub fn subi(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    int_binary(
        cx,
        op,
        |a, b, _| Some(a.wrapping_sub(b)),
        |cx, op, _, b, _| {
            if b == Some(0) {
                return Some(Folded::value(operand(cx, op, 0)));
            }
            if operand(cx, op, 0) == operand(cx, op, 1) {
                let ty = result_type(cx, op);
                return int_attr(cx.ctx, ty, 0).map(Folded::attr);
            }
            None
        },
    )
}

/// `arith.muli`: constants, `x * 0`, `x * 1`.
pub fn muli(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    int_binary(
        cx,
        op,
        |a, b, _| Some(a.wrapping_mul(b)),
        |cx, op, _, b, _| match b {
            Some(0) => Some(Folded::value(operand(cx, op, 1))),
            Some(1) => Some(Folded::value(operand(cx, op, 0))),
            _ => None,
        },
    )
}

/// `arith.andi`: constants, `x & 0`, `x & ~0`, `x & x`.
pub fn andi(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    int_binary(
        cx,
        op,
        |a, b, _| Some(a & b),
        |cx, op, _, b, w| {
            match b {
                Some(0) => return Some(Folded::value(operand(cx, op, 1))),
                Some(v) if all_ones(v, w) => return Some(Folded::value(operand(cx, op, 0))),
                _ => {}
            }
            (operand(cx, op, 0) == operand(cx, op, 1)).then(|| Folded::value(operand(cx, op, 0)))
        },
    )
}

/// `arith.ori`: constants, `x | 0`, `x | ~0`, `x | x`.
pub fn ori(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    int_binary(
        cx,
        op,
        |a, b, _| Some(a | b),
        |cx, op, _, b, w| {
            match b {
                Some(0) => return Some(Folded::value(operand(cx, op, 0))),
                Some(v) if all_ones(v, w) => return Some(Folded::value(operand(cx, op, 1))),
                _ => {}
            }
            (operand(cx, op, 0) == operand(cx, op, 1)).then(|| Folded::value(operand(cx, op, 0)))
        },
    )
}

/// `arith.xori`: constants, `x ^ 0`, `x ^ x`.
pub fn xori(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    int_binary(
        cx,
        op,
        |a, b, _| Some(a ^ b),
        |cx, op, _, b, _| {
            if b == Some(0) {
                return Some(Folded::value(operand(cx, op, 0)));
            }
            if operand(cx, op, 0) == operand(cx, op, 1) {
                let ty = result_type(cx, op);
                return int_attr(cx.ctx, ty, 0).map(Folded::attr);
            }
            None
        },
    )
}

/// `arith.select`: a constant condition picks a side; equal sides; `select %c, true,
/// false` is `%c`.
pub fn select(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let (t, f) = (operand(cx, op, 1), operand(cx, op, 2));
    if t == f {
        return Folded::value(t);
    }
    match int_of(cx.ctx, cx.operands[0]) {
        Some(0) => return Folded::value(f),
        Some(_) => return Folded::value(t),
        None => {}
    }
    let ty = result_type(cx, op);
    if int_info(cx.ctx, ty) == Some((1, Signedness::Signless))
        && int_of(cx.ctx, cx.operands[1]).is_some_and(|v| v != 0)
        && int_of(cx.ctx, cx.operands[2]) == Some(0)
    {
        return Folded::value(operand(cx, op, 0));
    }
    Folded::No
}

/// `arith.cmpi` predicates in their attribute order.
const PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

fn compare(pred: &str, a: i128, b: i128, w: u32) -> bool {
    let (ua, ub) = (unsigned(a, w), unsigned(b, w));
    match pred {
        "eq" => a == b,
        "ne" => a != b,
        "slt" => a < b,
        "sle" => a <= b,
        "sgt" => a > b,
        "sge" => a >= b,
        "ult" => ua < ub,
        "ule" => ua <= ub,
        "ugt" => ua > ub,
        _ => ua >= ub,
    }
}

/// `arith.cmpi`: constants, and equal operands.
pub fn cmpi(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some(pred) = op_attr(cx.ctx, cx.ir, (cx.body, op), "predicate")
        .and_then(|p| int_of(cx.ctx, Some(p)))
        .and_then(|p| PREDICATES.get(p as usize).copied())
    else {
        return Folded::No;
    };
    let lhs_ty = cx.ir.body(cx.body).value_type(operand(cx, op, 0));
    let Some((w, _)) = int_info(cx.ctx, lhs_ty) else {
        return Folded::No;
    };
    let i1 = cx.ctx.int_type(1);
    let bool_attr = |v: bool| cx.ctx.int_attr(i1, v as i128);
    if operand(cx, op, 0) == operand(cx, op, 1) {
        return Folded::attr(bool_attr(matches!(
            pred,
            "eq" | "sle" | "sge" | "ule" | "uge"
        )));
    }
    match (
        int_of(cx.ctx, cx.operands[0]),
        int_of(cx.ctx, cx.operands[1]),
    ) {
        (Some(a), Some(b)) => Folded::attr(bool_attr(compare(pred, a, b, w))),
        _ => Folded::No,
    }
}

/// `arith.index_cast`/`index_castui`: constants (sign- or zero-extended).
fn index_cast_impl(cx: &mut FoldCx<'_>, op: OpId, zero_extend: bool) -> Folded {
    let Some(v) = int_of(cx.ctx, cx.operands[0]) else {
        return Folded::No;
    };
    let from = cx.ir.body(cx.body).value_type(operand(cx, op, 0));
    let Some((fw, _)) = int_info(cx.ctx, from) else {
        return Folded::No;
    };
    let v = if zero_extend {
        unsigned(v, fw) as i128
    } else {
        v
    };
    let ty = result_type(cx, op);
    int_attr(cx.ctx, ty, v).map_or(Folded::No, Folded::attr)
}

/// `arith.index_cast`.
pub fn index_cast(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    index_cast_impl(cx, op, false)
}

/// `arith.index_castui`.
pub fn index_castui(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    index_cast_impl(cx, op, true)
}

/// `ArithDialect::materializeConstant`: an `arith.constant` when the attribute is a
/// typed integer, float or dense elements value of type `ty`.
pub fn materialize(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpState> {
    let buildable = match ctx.attr_kind(value) {
        AttrKind::Integer { ty: t, .. } | AttrKind::Float { ty: t, .. } => *t == ty,
        AttrKind::DenseElements { ty: t, .. } => *t == ty,
        _ => false,
    };
    if !buildable {
        return None;
    }
    Some(OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("value"), value)])),
        ..OpState::new(ctx, "arith.constant", Vec::new(), vec![ty], loc)
    })
}
