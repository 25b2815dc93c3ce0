//! Folders of `arith.cmpi`, `arith.cmpf` and `arith.select` (MLIR's `ArithOps.cpp`).
//!
//! `cmpi` also moves a lone constant to the right, swapping the predicate, so the
//! patterns only look for constants on the right:
//!
//! ```mlir
//! %0 = arith.cmpi slt, %c5, %x : i32   // becomes arith.cmpi sgt, %x, %c5
//! %1 = arith.cmpi sle, %x, %x : i32    // folds to true
//! %2 = arith.cmpf ult, %nan, %y : f32  // folds to true (unordered)
//! %3 = arith.select %true, %a, %b : i32  // folds to %a
//! ```

use super::consts::{self, Const, Vals, is_one_int, is_zero_int};
use super::ieee;
use super::int::{pair, sext};
use super::{FoldCx, def_named, operand, result_type, set_prop, value_type};
use crate::arith::flags::{CMPF_PREDICATES, CMPI_PREDICATES, enum_keyword, enum_value};
use rmlir_ir::fold::Folded;
use rmlir_ir::ir::op_attr;
use rmlir_ir::types::FloatKind;
use rmlir_ir::{OpId, TypeKind};
use std::cmp::Ordering;

/// The predicate keyword of a comparison op.
pub(crate) fn predicate(cx: &FoldCx<'_>, op: OpId, names: &[&'static str]) -> Option<&'static str> {
    op_attr(cx.ctx, cx.ir, (cx.body, op), "predicate")
        .and_then(|a| enum_value(cx.ctx, a))
        .and_then(|v| enum_keyword(names, v))
}

/// `lhs pred rhs` on `w`-bit integers (`applyCmpPredicate`).
pub(crate) fn apply_cmpi(pred: &str, a: u128, b: u128, w: u32) -> bool {
    let (sa, sb) = (sext(a, w), sext(b, w));
    match pred {
        "eq" => a == b,
        "ne" => a != b,
        "slt" => sa < sb,
        "sle" => sa <= sb,
        "sgt" => sa > sb,
        "sge" => sa >= sb,
        "ult" => a < b,
        "ule" => a <= b,
        "ugt" => a > b,
        _ => a >= b,
    }
}

/// The predicate that holds with the operands swapped.
fn swapped(pred: &str) -> &'static str {
    match pred {
        "slt" => "sgt",
        "sgt" => "slt",
        "sle" => "sge",
        "sge" => "sle",
        "ult" => "ugt",
        "ugt" => "ult",
        "ule" => "uge",
        "uge" => "ule",
        "ne" => "ne",
        _ => "eq",
    }
}

/// A boolean of the comparison's result type: `true`/`false`, or a splat for a
/// statically shaped vector or tensor (`getBoolAttribute`).
fn bool_of(cx: &FoldCx<'_>, op: OpId, v: bool) -> Option<rmlir_ir::Attr> {
    consts::splat_of(cx.ctx, result_type(cx, op, 0), v as u128)
}

/// Whether a value's type is `i1` or a vector of `i1` (`getIntegerWidth == 1`).
fn is_i1_int_or_vector(cx: &FoldCx<'_>, v: rmlir_ir::ValueId) -> bool {
    let t = value_type(cx, v);
    let t = match cx.ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } => *elem,
        _ => t,
    };
    matches!(cx.ctx.type_kind(t), TypeKind::Integer { width: 1, .. })
}

/// Whether a value's element type is `i1`.
fn is_i1_like(cx: &FoldCx<'_>, v: rmlir_ir::ValueId) -> bool {
    let t = consts::element_type(cx.ctx, value_type(cx, v));
    matches!(
        cx.ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: rmlir_ir::types::Signedness::Signless
        }
    )
}

/// `arith.cmpi`: equal operands; `ext(%b : i1) != 0` and `%b != 0` and `%b == 1` are
/// `%b`; a lone constant moves right; constants.
pub fn cmpi(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some(pred) = predicate(cx, op, CMPI_PREDICATES) else {
        return Folded::No;
    };
    let (l, r) = (operand(cx, op, 0), operand(cx, op, 1));
    if l == r {
        let v = matches!(pred, "eq" | "sle" | "sge" | "ule" | "uge");
        return bool_of(cx, op, v).map_or(Folded::No, Folded::attr);
    }
    let (a, b) = pair(cx);
    if is_zero_int(b.as_ref()) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def_named(cx, l, ext) {
                let src = operand(cx, e, 0);
                if is_i1_int_or_vector(cx, src) && pred == "ne" {
                    return Folded::value(src);
                }
            }
        }
        if is_i1_like(cx, l) && pred == "ne" {
            return Folded::value(l);
        }
    }
    if is_one_int(b.as_ref()) && is_i1_like(cx, l) && pred == "eq" {
        return Folded::value(l);
    }
    // `m_Constant`: any constant-like operand (also `ub.poison`) moves right.
    if cx.operands[0].is_some() && cx.operands[1].is_none() {
        let new = swapped(pred);
        let value = CMPI_PREDICATES.iter().position(|p| *p == new).unwrap_or(0);
        let i64t = cx.ctx.int_type(64);
        let attr = cx.ctx.int_attr(i64t, value as i128);
        set_prop(cx, op, "predicate", attr);
        let body = cx.ir.body_mut(cx.body);
        let slots = body.operand_ids(op).collect::<Vec<_>>();
        body.set_operand_value(slots[0], r);
        body.set_operand_value(slots[1], l);
        return Folded::InPlace;
    }
    let (Some(a), Some(b)) = (a, b) else {
        return Folded::No;
    };
    let consts::Elem::Int(w) = a.elem else {
        return Folded::No;
    };
    let ty = result_type(cx, op, 0);
    consts::binary(cx.ctx, &a, &b, ty, |x, y| {
        Some(apply_cmpi(pred, x, y, w) as u128)
    })
    .map_or(Folded::No, Folded::attr)
}

/// `lhs pred rhs` on floats given their ordering, `None` when unordered
/// (`applyCmpPredicate`).
pub(crate) fn apply_cmpf(pred: &str, ord: Option<Ordering>) -> bool {
    use Ordering::*;
    match pred {
        "false" => false,
        "oeq" => ord == Some(Equal),
        "ogt" => ord == Some(Greater),
        "oge" => matches!(ord, Some(Greater | Equal)),
        "olt" => ord == Some(Less),
        "ole" => matches!(ord, Some(Less | Equal)),
        "one" => matches!(ord, Some(Less | Greater)),
        "ord" => ord.is_some(),
        "ueq" => matches!(ord, None | Some(Equal)),
        "ugt" => matches!(ord, None | Some(Greater)),
        "uge" => ord != Some(Less),
        "ult" => matches!(ord, None | Some(Less)),
        "ule" => ord != Some(Greater),
        "une" => ord != Some(Equal),
        "uno" => ord.is_none(),
        _ => true,
    }
}

/// A scalar float constant.
fn scalar_float(c: &Option<Const>) -> Option<(u128, FloatKind)> {
    match c {
        Some(Const {
            vals: Vals::Scalar(v),
            elem: consts::Elem::Float(k),
            ..
        }) => Some((*v, *k)),
        _ => None,
    }
}

/// `arith.cmpf`: scalar constants, where one NaN operand decides alone (only the
/// predicate's ordered/unordered half matters).
pub fn cmpf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some(pred) = predicate(cx, op, CMPF_PREDICATES) else {
        return Folded::No;
    };
    let (a, b) = pair(cx);
    let (mut x, mut y) = (scalar_float(&a), scalar_float(&b));
    let is_nan = |c: Option<(u128, FloatKind)>| {
        c.and_then(|(v, k)| ieee::classify(k, v))
            .is_some_and(|c| c.nan)
    };
    if is_nan(x) {
        y = x;
    }
    if is_nan(y) {
        x = y;
    }
    let (Some((xv, k)), Some((yv, _))) = (x, y) else {
        return Folded::No;
    };
    let Some(ord) = ieee::compare(k, xv, yv) else {
        return Folded::No;
    };
    let i1 = cx.ctx.int_type(1);
    Folded::attr(cx.ctx.int_attr(i1, apply_cmpf(pred, ord) as i128))
}

/// `arith.select`: equal arms; a constant condition; `select %c, true, false` is
/// `%c`; `select (cmpi eq/ne %a, %b), %a, %b` picks an arm; element-wise for constant
/// vectors.
pub fn select(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let (c, t, f) = (operand(cx, op, 0), operand(cx, op, 1), operand(cx, op, 2));
    if t == f {
        return Folded::value(t);
    }
    let cond = consts::read(cx.ctx, cx.operands[0]);
    if is_one_int(cond.as_ref()) {
        return Folded::value(t);
    }
    if is_zero_int(cond.as_ref()) {
        return Folded::value(f);
    }
    // A poison arm: the other one.
    if cx.operands[1].is_some_and(|a| crate::ub::is_poison(cx.ctx, a)) {
        return Folded::value(f);
    }
    if cx.operands[2].is_some_and(|a| crate::ub::is_poison(cx.ctx, a)) {
        return Folded::value(t);
    }
    let tv = consts::read(cx.ctx, cx.operands[1]);
    let fv = consts::read(cx.ctx, cx.operands[2]);
    let ty = result_type(cx, op, 0);
    let scalar_i1 = matches!(
        cx.ctx.type_kind(ty),
        TypeKind::Integer {
            width: 1,
            signedness: rmlir_ir::types::Signedness::Signless
        }
    );
    if scalar_i1 && is_one_int(tv.as_ref()) && is_zero_int(fv.as_ref()) {
        return Folded::value(c);
    }
    if let Some(cmp) = def_named(cx, c, "arith.cmpi")
        && let Some(pred @ ("eq" | "ne")) = predicate(cx, cmp, CMPI_PREDICATES)
    {
        let (cl, cr) = (operand(cx, cmp, 0), operand(cx, cmp, 1));
        if (cl == t && cr == f) || (cr == t && cl == f) {
            return Folded::value(if pred == "ne" { t } else { f });
        }
    }
    if let (Some(cond), Some(tv), Some(fv)) = (cond, tv, fv)
        && !matches!(cond.vals, Vals::Scalar(_))
        && !matches!(tv.vals, Vals::Scalar(_))
        && !matches!(fv.vals, Vals::Scalar(_))
    {
        let n = match (&cond.vals, &tv.vals, &fv.vals) {
            (Vals::Dense(v), _, _) | (_, Vals::Dense(v), _) | (_, _, Vals::Dense(v)) => v.len(),
            _ => 1,
        };
        let at = |c: &Const, i: usize| match &c.vals {
            Vals::Dense(v) => v.get(i).copied(),
            Vals::Splat(v) | Vals::Scalar(v) => Some(*v),
        };
        let picked: Option<Vec<u128>> = (0..n)
            .map(|i| {
                let pick = at(&cond, i)? & 1 != 0;
                if pick { at(&tv, i) } else { at(&fv, i) }
            })
            .collect();
        if let Some(vals) = picked
            && let Some(attr) = consts::build(cx.ctx, tv.ty, Vals::Dense(vals))
        {
            return Folded::attr(attr);
        }
    }
    Folded::No
}
