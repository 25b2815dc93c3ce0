//! Folders of the arith floating-point ops (the `fold` methods of MLIR's
//! `ArithOps.cpp` for `negf`, `addf` ... `remf` and the four min/max ops), computed
//! bit-exactly in the operands' float kind with IEEE round-to-nearest-even.
//!
//! The identities are exactly upstream's, which keep IEEE semantics: `x + -0.0`,
//! `x - +0.0`, `x * 1.0` and `x / 1.0` are `x`, but `x + 0.0` is not (`-0.0 + 0.0` is
//! `+0.0`); `x * 0.0` is `0.0` only under `fastmath<nnan,nsz>`:
//!
//! ```mlir
//! %0 = arith.addf %x, %cm0 : f32                      // folds to %x
//! %1 = arith.mulf %x, %c0 fastmath<nnan,nsz> : f32    // folds to %c0
//! %2 = arith.maxnumf %x, %nan : f32                   // folds to %x
//! ```

use super::consts::{self, Const};
use super::ieee::{self, BinOp, Rounding};
use super::int::pair;
use super::{FoldCx, def_named, fastmath, operand, result_type};
use rmlir_ir::OpId;
use rmlir_ir::fold::Folded;

/// A property of a scalar or splat float constant.
fn float_is(c: Option<&Const>, pred: impl Fn(ieee::Class) -> bool) -> bool {
    c.and_then(Const::float)
        .and_then(|(v, k)| ieee::classify(k, v))
        .is_some_and(pred)
}

/// `m_OneFloat`: exactly `1.0`.
fn is_one(c: Option<&Const>) -> bool {
    c.and_then(Const::float)
        .is_some_and(|(v, k)| ieee::from_small(k, 1) == Some(v))
}

/// Folds two float constants element-wise with `op`.
pub(super) fn fold_floats(
    cx: &FoldCx<'_>,
    op: OpId,
    (a, b): (&Option<Const>, &Option<Const>),
    bin: BinOp,
) -> Folded {
    if let Some(p) = super::poison_operand(cx, 2) {
        return Folded::attr(p);
    }
    let (Some(a), Some(b)) = (a, b) else {
        return Folded::No;
    };
    let consts::Elem::Float(k) = a.elem else {
        return Folded::No;
    };
    let ty = result_type(cx, op, 0);
    let r = consts::binary(cx.ctx, a, b, ty, |x, y| {
        ieee::binary(k, bin, x, y, Rounding::NearestTiesToEven)
    });
    r.map_or(Folded::No, Folded::attr)
}

/// `arith.negf`: `-(-x)` is `x`; constants flip their sign.
pub fn negf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if let Some(inner) = def_named(cx, operand(cx, op, 0), "arith.negf") {
        return Folded::value(operand(cx, inner, 0));
    }
    if let Some(p) = super::poison_operand(cx, 1) {
        return Folded::attr(p);
    }
    let Some(a) = consts::read(cx.ctx, cx.operands[0]) else {
        return Folded::No;
    };
    let consts::Elem::Float(k) = a.elem else {
        return Folded::No;
    };
    let ty = result_type(cx, op, 0);
    consts::unary(cx.ctx, &a, ty, |x| ieee::neg(k, x)).map_or(Folded::No, Folded::attr)
}

/// `arith.addf`: `x + -0.0` is `x`; constants.
pub fn addf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let (a, b) = pair(cx);
    if float_is(b.as_ref(), |c| c.zero && c.negative) {
        return Folded::value(operand(cx, op, 0));
    }
    fold_floats(cx, op, (&a, &b), BinOp::Add)
}

/// `arith.subf`: `x - +0.0` is `x`; constants.
pub fn subf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let (a, b) = pair(cx);
    if float_is(b.as_ref(), |c| c.zero && !c.negative) {
        return Folded::value(operand(cx, op, 0));
    }
    fold_floats(cx, op, (&a, &b), BinOp::Sub)
}

/// `arith.mulf`: `x * 1.0` is `x`; with `nnan` and `nsz`, `x * ±0.0` is that zero;
/// constants.
pub fn mulf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let (a, b) = pair(cx);
    if is_one(b.as_ref()) {
        return Folded::value(operand(cx, op, 0));
    }
    let nnan_nsz = FASTMATH_NNAN | FASTMATH_NSZ;
    if fastmath(cx, op) & nnan_nsz == nnan_nsz && float_is(b.as_ref(), |c| c.zero) {
        return Folded::value(operand(cx, op, 1));
    }
    fold_floats(cx, op, (&a, &b), BinOp::Mul)
}

const FASTMATH_NNAN: u32 = 2;
const FASTMATH_NSZ: u32 = 8;

/// `arith.divf`: `x / 1.0` is `x`; constants.
pub fn divf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let (a, b) = pair(cx);
    if is_one(b.as_ref()) {
        return Folded::value(operand(cx, op, 0));
    }
    fold_floats(cx, op, (&a, &b), BinOp::Div)
}

/// `arith.remf`: constants (`fmod`, the sign of the dividend).
pub fn remf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let (a, b) = pair(cx);
    fold_floats(cx, op, (&a, &b), BinOp::Rem)
}

/// A float min/max: `m(x, x)` is `x`, `m(x, neutral)` is `x`; constants.
fn min_max(cx: &mut FoldCx<'_>, op: OpId, bin: BinOp, neutral: fn(ieee::Class) -> bool) -> Folded {
    let (a, b) = pair(cx);
    let (l, r) = (operand(cx, op, 0), operand(cx, op, 1));
    if l == r {
        return Folded::value(r);
    }
    if float_is(b.as_ref(), neutral) {
        return Folded::value(l);
    }
    fold_floats(cx, op, (&a, &b), bin)
}

/// `arith.maximumf`: `maximumf(x, -inf)` is `x`.
pub fn maximumf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    min_max(cx, op, BinOp::Maximum, |c| c.inf && c.negative)
}

/// `arith.minimumf`: `minimumf(x, +inf)` is `x`.
pub fn minimumf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    min_max(cx, op, BinOp::Minimum, |c| c.inf && !c.negative)
}

/// `arith.maxnumf`: `maxnumf(x, NaN)` is `x`.
pub fn maxnumf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    min_max(cx, op, BinOp::MaxNum, |c| c.nan)
}

/// `arith.minnumf`: `minnumf(x, NaN)` is `x`.
pub fn minnumf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    min_max(cx, op, BinOp::MinNum, |c| c.nan)
}

#[cfg(test)]
mod tests {
    use crate::arith::flags::FASTMATH;

    /// The bits used above are those of `#arith.fastmath`.
    #[test]
    fn fastmath_bits() {
        let ctx = rmlir_ir::Context::new();
        let a = FASTMATH.attr(&ctx, super::FASTMATH_NNAN | super::FASTMATH_NSZ);
        assert_eq!(
            FASTMATH.keywords(super::FASTMATH_NNAN | super::FASTMATH_NSZ),
            "nnan,nsz"
        );
        assert_eq!(FASTMATH.bits(&ctx, a), Some(10));
    }
}
