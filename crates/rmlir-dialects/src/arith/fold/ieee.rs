//! Bit-exact floating-point arithmetic for folding (what MLIR's folders do with LLVM's
//! `APFloat`), on values kept as bit patterns of a [`FloatKind`].
//!
//! Every operation dispatches on the kind to the matching `rustc_apfloat` type (a port
//! of `APFloat`), so results, rounding and NaN payloads are those of LLVM. Kinds
//! `rustc_apfloat` cannot model (the FNUZ, `f8E8M0FNU`, `f6*` and `f4*` types) answer
//! `None`, and the folders leave their ops alone.
//!
//! ```mlir
//! %0 = arith.addf %c1, %c2 : f16   // 1.0 + 2.0 computed in IEEE half precision
//! ```

use rmlir_ir::float::{F8E3M4S, F8E4M3S, Tf32S};
use rmlir_ir::types::FloatKind;
use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, IeeeFloat, Quad, Single, X87DoubleExtended,
};
use rustc_apfloat::{Float, FloatConvert, Round, Status};
use std::cmp::Ordering;

/// Runs `$body` with `$F` bound to the `rustc_apfloat` type of `$kind`; `None` for
/// kinds it does not model.
macro_rules! dispatch {
    ($kind:expr, $F:ident => $body:expr) => {
        match $kind {
            FloatKind::F16 => {
                type $F = Half;
                Some($body)
            }
            FloatKind::BF16 => {
                type $F = BFloat;
                Some($body)
            }
            FloatKind::F32 => {
                type $F = Single;
                Some($body)
            }
            FloatKind::F64 => {
                type $F = Double;
                Some($body)
            }
            FloatKind::F80 => {
                type $F = X87DoubleExtended;
                Some($body)
            }
            FloatKind::F128 => {
                type $F = Quad;
                Some($body)
            }
            FloatKind::F8E5M2 => {
                type $F = Float8E5M2;
                Some($body)
            }
            FloatKind::F8E4M3FN => {
                type $F = Float8E4M3FN;
                Some($body)
            }
            FloatKind::TF32 => {
                type $F = IeeeFloat<Tf32S>;
                Some($body)
            }
            FloatKind::F8E4M3 => {
                type $F = IeeeFloat<F8E4M3S>;
                Some($body)
            }
            FloatKind::F8E3M4 => {
                type $F = IeeeFloat<F8E3M4S>;
                Some($body)
            }
            _ => None,
        }
    };
}

/// LLVM's rounding modes (`llvm::RoundingMode`).
pub(crate) use rustc_apfloat::Round as Rounding;

/// A binary arithmetic operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    /// `APFloat::mod`: C `fmod`, the sign of the dividend.
    Rem,
    /// `llvm::maximum`: NaN-propagating, `-0 < +0`.
    Maximum,
    /// `llvm::minimum`.
    Minimum,
    /// `llvm::maxnum`: a quiet NaN operand yields the other one; a signaling one
    /// yields itself, quieted.
    MaxNum,
    /// `llvm::minnum`.
    MinNum,
    /// `APFloat::copySign`: the magnitude of the first, the sign of the second.
    CopySign,
}

/// The quiet form of a NaN (`APFloat::makeQuiet`); other values unchanged.
fn quiet<F: Float>(x: F) -> F {
    if x.is_signaling() {
        F::from_bits(x.to_bits() | (1u128 << (F::PRECISION - 2)))
    } else {
        x
    }
}

fn binary_g<F: Float>(op: BinOp, a: u128, b: u128, round: Round) -> u128 {
    let (x, y) = (F::from_bits(a), F::from_bits(b));
    let both_zero_mixed = x.is_zero() && y.is_zero() && x.is_negative() != y.is_negative();
    let r = match op {
        BinOp::Add => x.add_r(y, round).value,
        BinOp::Sub => x.sub_r(y, round).value,
        BinOp::Mul => x.mul_r(y, round).value,
        BinOp::Div => x.div_r(y, round).value,
        BinOp::Rem => x.c_fmod(y).value,
        BinOp::Maximum => {
            if x.is_nan() {
                quiet(x)
            } else if y.is_nan() {
                quiet(y)
            } else if both_zero_mixed {
                if x.is_negative() { y } else { x }
            } else if x < y {
                y
            } else {
                x
            }
        }
        BinOp::Minimum => {
            if x.is_nan() {
                quiet(x)
            } else if y.is_nan() {
                quiet(y)
            } else if both_zero_mixed {
                if x.is_negative() { x } else { y }
            } else if y < x {
                y
            } else {
                x
            }
        }
        BinOp::MaxNum | BinOp::MinNum => {
            let max = op == BinOp::MaxNum;
            if x.is_signaling() {
                quiet(x)
            } else if y.is_signaling() {
                quiet(y)
            } else if x.is_nan() {
                y
            } else if y.is_nan() {
                x
            } else if both_zero_mixed {
                if x.is_negative() == max { y } else { x }
            } else if max {
                if x < y { y } else { x }
            } else if y < x {
                y
            } else {
                x
            }
        }
        BinOp::CopySign => x.copy_sign(y),
    };
    r.to_bits()
}

/// `a op b` in `kind`, rounding arithmetic results with `round`.
pub(crate) fn binary(kind: FloatKind, op: BinOp, a: u128, b: u128, round: Round) -> Option<u128> {
    dispatch!(kind, F => binary_g::<F>(op, a, b, round))
}

/// `-a` (a sign flip; NaNs keep their payload).
pub(crate) fn neg(kind: FloatKind, a: u128) -> Option<u128> {
    dispatch!(kind, F => (-F::from_bits(a)).to_bits())
}

/// `|a|`.
pub(crate) fn abs(kind: FloatKind, a: u128) -> Option<u128> {
    dispatch!(kind, F => F::from_bits(a).abs().to_bits())
}

/// `a` rounded to an integral value (`APFloat::roundToIntegral`).
pub(crate) fn round_to_integral(kind: FloatKind, a: u128, round: Round) -> Option<u128> {
    dispatch!(kind, F => F::from_bits(a).round_to_integral(round).value.to_bits())
}

/// The ordering of `a` and `b`; `None` when unordered (a NaN is involved).
pub(crate) fn compare(kind: FloatKind, a: u128, b: u128) -> Option<Option<Ordering>> {
    dispatch!(kind, F => F::from_bits(a).partial_cmp(&F::from_bits(b)))
}

/// What a value is (`APFloat::isNaN`, `isInfinity`, ...).
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Class {
    pub nan: bool,
    pub inf: bool,
    pub zero: bool,
    pub negative: bool,
    pub normal: bool,
}

/// Classifies a value.
pub(crate) fn classify(kind: FloatKind, a: u128) -> Option<Class> {
    dispatch!(kind, F => {
        let x = F::from_bits(a);
        Class {
            nan: x.is_nan(),
            inf: x.is_infinite(),
            zero: x.is_zero(),
            negative: x.is_negative(),
            normal: x.is_normal(),
        }
    })
}

/// Whether the kind has infinities (`NanOnly` kinds do not).
pub(crate) fn has_inf(kind: FloatKind) -> Option<bool> {
    dispatch!(kind, F => F::INFINITY.is_infinite())
}

/// A constant of `kind` from a small integer (`APFloat(sem, 1)`, `-1.0`, `0.0`).
pub(crate) fn from_small(kind: FloatKind, v: i32) -> Option<u128> {
    dispatch!(kind, F => F::from_i128(v as i128).value.to_bits())
}

/// The default quiet NaN (`APFloat::getNaN`).
pub(crate) fn quiet_nan(kind: FloatKind) -> Option<u128> {
    dispatch!(kind, F => F::NAN.to_bits())
}

/// The largest finite value (`APFloat::getLargest`).
pub(crate) fn largest(kind: FloatKind) -> Option<u128> {
    dispatch!(kind, F => F::largest().to_bits())
}

/// `ilogb(a)` (`APFloat`'s `ilogb`, with `IEK_INF` for infinities).
pub(crate) fn ilogb(kind: FloatKind, a: u128) -> Option<i32> {
    dispatch!(kind, F => F::from_bits(a).ilogb())
}

/// The exponent `ilogb` answers for infinities.
pub(crate) const ILOGB_INF: i32 = rustc_apfloat::IEK_INF;

/// The number of significand bits including the integer bit
/// (`FloatType::getFPMantissaWidth`).
pub(crate) fn precision(kind: FloatKind) -> Option<u32> {
    dispatch!(kind, F => F::PRECISION as u32)
}

/// The value of the `w`-bit integer `bits` (`APFloat::convertFromAPInt`), rounded to
/// nearest-even.
pub(crate) fn from_int(kind: FloatKind, bits: u128, w: u32, signed: bool) -> Option<u128> {
    let round = Round::NearestTiesToEven;
    if signed {
        let v = super::int::sext(bits, w);
        dispatch!(kind, F => F::from_i128_r(v, round).value.to_bits())
    } else {
        dispatch!(kind, F => F::from_u128_r(bits, round).value.to_bits())
    }
}

/// `a` converted to a `w`-bit integer rounding toward zero
/// (`APFloat::convertToInteger`); `None` (the outer one) when that is an invalid
/// operation (NaN, infinity or out of range).
pub(crate) fn to_int(kind: FloatKind, a: u128, w: u32, signed: bool) -> Option<Option<u128>> {
    let w = w as usize;
    dispatch!(kind, F => {
        let x = F::from_bits(a);
        let mut exact = false;
        if signed {
            let r = x.to_i128_r(w, Round::TowardZero, &mut exact);
            (!r.status.contains(Status::INVALID_OP)).then_some(r.value as u128)
        } else {
            let r = x.to_u128_r(w, Round::TowardZero, &mut exact);
            (!r.status.contains(Status::INVALID_OP)).then_some(r.value)
        }
    })
}

fn convert_g<A: Float + FloatConvert<B>, B: Float>(a: u128, round: Round) -> (u128, bool, bool) {
    let mut loses = false;
    let r: rustc_apfloat::StatusAnd<B> = A::from_bits(a).convert_r(round, &mut loses);
    (r.value.to_bits(), loses, r.status == Status::OK)
}

/// Converts `a` from `from` to `to` only when no information is lost (MLIR's
/// `convertFloatValue`): infinities into kinds without them fail, as do inexact or
/// otherwise flagged conversions.
pub(crate) fn convert_exact(from: FloatKind, to: FloatKind, a: u128, round: Round) -> Option<u128> {
    if classify(from, a)?.inf && !has_inf(to)? {
        return None;
    }
    let (bits, loses, ok) = dispatch!(from, A => dispatch!(to, B => convert_g::<A, B>(a, round)))??;
    (ok && !loses).then_some(bits)
}

/// Whether every value of `from` is exactly representable in `to`
/// (`APFloatBase::isRepresentableBy`).
pub(crate) fn representable_by(from: FloatKind, to: FloatKind) -> Option<bool> {
    let (fp, fmax, fmin) = dispatch!(from, F => (F::PRECISION, F::MAX_EXP, F::MIN_EXP))?;
    let (tp, tmax, tmin) = dispatch!(to, F => (F::PRECISION, F::MAX_EXP, F::MIN_EXP))?;
    Some(fp <= tp && fmax <= tmax && fmin >= tmin)
}
