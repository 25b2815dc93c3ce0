//! Folders of the arith casts (the `fold` methods of MLIR's `ArithOps.cpp` for
//! `extui`, `extsi`, `trunci`, `extf`, `truncf`, the int/float conversions,
//! `index_cast(ui)` and `bitcast`).
//!
//! Chains of extensions and truncations collapse, in place when a cast remains:
//!
//! ```mlir
//! %0 = arith.extui %x : i8 to i16
//! %1 = arith.extui %0 : i16 to i32     // becomes arith.extui %x : i8 to i32
//! %2 = arith.trunci %1 : i32 to i8     // folds to %x
//! ```
//!
//! Float conversions of constants fold only when exact (`convertFloatValue`), and
//! float-to-integer ones only when the value is in range.

use super::consts::{self, Elem, element_type, width_of};
use super::ieee::{self, Rounding};
use super::int::sext;
use super::{FoldCx, def_named, fastmath, operand, result_type, set_operand, value_type};
use crate::arith::flags::{ROUNDING_MODES, enum_keyword, enum_value};
use rmlir_ir::fold::Folded;
use rmlir_ir::ir::op_attr;
use rmlir_ir::{OpId, TypeKind};

/// Folds the constant operand of a cast element-wise into the result type; a cast of
/// poison is poison (MLIR's `constFoldCastOp`).
fn fold_cast(cx: &FoldCx<'_>, op: OpId, f: impl Fn(u128, Elem, Elem) -> Option<u128>) -> Folded {
    if let Some(p) = super::poison_operand(cx, 1) {
        return Folded::attr(p);
    }
    let Some(a) = consts::read(cx.ctx, cx.operands[0]) else {
        return Folded::No;
    };
    let ty = result_type(cx, op, 0);
    let Some(to) = consts::elem_of(cx.ctx, element_type(cx.ctx, ty)) else {
        return Folded::No;
    };
    let from = a.elem;
    consts::unary(cx.ctx, &a, ty, |v| f(v, from, to)).map_or(Folded::No, Folded::attr)
}

/// An integer-to-integer cast of a constant (`ext`/`trunc` of `APInt`).
fn fold_int_cast(cx: &FoldCx<'_>, op: OpId, signed: bool) -> Folded {
    fold_cast(cx, op, |v, from, to| match (from, to) {
        (Elem::Int(fw), Elem::Int(tw)) => {
            let v = if signed { sext(v, fw) as u128 } else { v };
            Some(v & consts::mask(tw))
        }
        _ => None,
    })
}

/// An extension: `ext(ext(x))` of the same kind becomes one extension of `x` (in
/// place); constants.
fn extension(cx: &mut FoldCx<'_>, op: OpId, name: &str, signed: bool) -> Folded {
    if let Some(inner) = def_named(cx, operand(cx, op, 0), name) {
        let src = operand(cx, inner, 0);
        set_operand(cx, op, 0, src);
        return Folded::InPlace;
    }
    fold_int_cast(cx, op, signed)
}

/// `arith.extui`.
pub fn extui(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    extension(cx, op, "arith.extui", false)
}

/// `arith.extsi`.
pub fn extsi(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    extension(cx, op, "arith.extsi", true)
}

/// `arith.trunci`: `trunci(ext(x))` is `x` when the types match, else truncates `x`
/// directly when `x` is wider than the result; `trunci(trunci(x))` truncates `x`
/// directly; constants.
pub fn trunci(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let input = operand(cx, op, 0);
    let ext = def_named(cx, input, "arith.extui").or_else(|| def_named(cx, input, "arith.extsi"));
    if let Some(ext) = ext {
        let src = operand(cx, ext, 0);
        let src_elem = element_type(cx.ctx, value_type(cx, src));
        let dst_elem = element_type(cx.ctx, result_type(cx, op, 0));
        let (Some(sw), Some(dw)) = (width_of(cx.ctx, src_elem), width_of(cx.ctx, dst_elem)) else {
            return Folded::No;
        };
        if sw > dw {
            set_operand(cx, op, 0, src);
            return Folded::InPlace;
        }
        if src_elem == dst_elem {
            return Folded::value(src);
        }
    }
    if let Some(inner) = def_named(cx, input, "arith.trunci") {
        let src = operand(cx, inner, 0);
        set_operand(cx, op, 0, src);
        return Folded::InPlace;
    }
    fold_int_cast(cx, op, false)
}

/// A float-to-float conversion of a constant, exact or not at all.
fn fold_float_cast(cx: &FoldCx<'_>, op: OpId, round: Rounding) -> Folded {
    fold_cast(cx, op, |v, from, to| match (from, to) {
        (Elem::Float(f), Elem::Float(t)) => ieee::convert_exact(f, t, v, round),
        _ => None,
    })
}

const CONTRACT: u32 = 32;

/// `arith.extf`: `extf(truncf(x))` is `x` when both carry `contract` and the types
/// match; constants that extend exactly.
pub fn extf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if let Some(trunc) = def_named(cx, operand(cx, op, 0), "arith.truncf") {
        let src = operand(cx, trunc, 0);
        if value_type(cx, src) == result_type(cx, op, 0)
            && fastmath(cx, trunc) & CONTRACT != 0
            && fastmath(cx, op) & CONTRACT != 0
        {
            return Folded::value(src);
        }
    }
    fold_float_cast(cx, op, Rounding::NearestTiesToEven)
}

/// The rounding mode of `arith.truncf` (nearest-even when absent).
fn rounding_mode(cx: &FoldCx<'_>, op: OpId) -> Rounding {
    let mode = op_attr(cx.ctx, cx.ir, (cx.body, op), "roundingmode")
        .and_then(|a| enum_value(cx.ctx, a))
        .and_then(|v| enum_keyword(ROUNDING_MODES, v));
    match mode {
        Some("downward") => Rounding::TowardNegative,
        Some("upward") => Rounding::TowardPositive,
        Some("toward_zero") => Rounding::TowardZero,
        Some("to_nearest_away") => Rounding::NearestTiesToAway,
        _ => Rounding::NearestTiesToEven,
    }
}

/// `arith.truncf`: `truncf(extf(x))` is `x` when the types match, else truncates `x`
/// directly when `x` is wider, both only when `x`'s kind fits the intermediate one;
/// constants that truncate exactly under the op's rounding mode.
pub fn truncf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if let Some(ext) = def_named(cx, operand(cx, op, 0), "arith.extf") {
        let src = operand(cx, ext, 0);
        let kind = |t| match cx.ctx.type_kind(element_type(cx.ctx, t)) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        };
        let (src_k, mid_k, dst_k) = (
            kind(value_type(cx, src)),
            kind(result_type(cx, ext, 0)),
            kind(result_type(cx, op, 0)),
        );
        if let (Some(s), Some(m), Some(d)) = (src_k, mid_k, dst_k)
            && ieee::representable_by(s, m) == Some(true)
        {
            if s.width() > d.width() {
                set_operand(cx, op, 0, src);
                return Folded::InPlace;
            }
            if s == d {
                return Folded::value(src);
            }
        }
    }
    let round = rounding_mode(cx, op);
    fold_float_cast(cx, op, round)
}

/// An integer-to-float conversion of a constant, rounded to nearest-even.
fn int_to_float(cx: &mut FoldCx<'_>, op: OpId, signed: bool) -> Folded {
    fold_cast(cx, op, |v, from, to| match (from, to) {
        (Elem::Int(w), Elem::Float(k)) => ieee::from_int(k, v, w, signed),
        _ => None,
    })
}

/// `arith.sitofp`.
pub fn sitofp(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    int_to_float(cx, op, true)
}

/// `arith.uitofp`.
pub fn uitofp(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    int_to_float(cx, op, false)
}

/// A float-to-integer conversion of a constant, rounded toward zero; values out of
/// range (and NaN, infinities) do not fold.
fn float_to_int(cx: &mut FoldCx<'_>, op: OpId, signed: bool) -> Folded {
    fold_cast(cx, op, |v, from, to| match (from, to) {
        (Elem::Float(k), Elem::Int(w)) => ieee::to_int(k, v, w, signed)
            .flatten()
            .map(|r| r & consts::mask(w)),
        _ => None,
    })
}

/// `arith.fptosi`.
pub fn fptosi(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    float_to_int(cx, op, true)
}

/// `arith.fptoui`.
pub fn fptoui(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    float_to_int(cx, op, false)
}

/// `arith.index_cast`: constants, sign-extended or truncated.
pub fn index_cast(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    fold_int_cast(cx, op, true)
}

/// `arith.index_castui`: constants, zero-extended or truncated.
pub fn index_castui(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    fold_int_cast(cx, op, false)
}

/// `arith.bitcast`: constants keep their bits under the new type.
///
/// ```mlir
/// %0 = arith.bitcast %c1f : f32 to i32   // folds to 1065353216
/// ```
///
/// A bitcast to its own type is its operand (the `CastOpInterface` trait fold).
pub fn bitcast(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let folded = fold_cast(cx, op, |v, from, to| {
        let w = |e| match e {
            Elem::Int(w) => w,
            Elem::Float(k) => k.width(),
        };
        (w(from) == w(to)).then_some(v)
    });
    let input = operand(cx, op, 0);
    if folded == Folded::No && value_type(cx, input) == result_type(cx, op, 0) {
        return Folded::value(input);
    }
    folded
}
