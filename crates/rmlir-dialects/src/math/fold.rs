//! Constant folders of the math dialect (the `fold` methods of MLIR's `MathOps.cpp`).
//!
//! The exact operations (`absf`, `ceil`, `floor`, `roundeven`, `copysign`, the bit
//! counts, `absi`, `ipowi`, the classification ops) work on any float kind through
//! `APFloat` semantics. The transcendental ones fold only `f32` and `f64`, by calling
//! the host C library on the value like upstream does (`sinf` for `f32`, `sin` for
//! `f64`), so results are those of the same libm:
//!
//! ```mlir
//! %c = arith.constant 0.7 : f32
//! %0 = math.sin %c : f32      // folds to 0.644217669 : f32
//! %1 = math.log %cm1 : f32    // negative operand: left alone
//! ```
//!
//! Every folding op answers poison for a poison operand, as upstream's common folders
//! do (`math.sin` of `ub.poison : f32` is `ub.poison : f32`).
//!
//! `asinh`, `acosh`, `atanh`, `erf` and `erfc` call the C library's own functions
//! ([`super::host_libm`]): Rust's standard library computes the first three itself and
//! has no `erf`. Upstream does not fold `fma`, `rsqrt`, `cbrt`, `fpowi`, `sincos` and
//! `clampf` at all.

use super::host_libm;
use crate::arith::fold::consts::{self, Const, Elem, Vals};
use crate::arith::fold::ieee::{self, BinOp, Rounding};
use crate::arith::fold::int::sext;
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::types::FloatKind;
use rmlir_ir::{OpId, Type};

fn result_type(cx: &FoldCx<'_>, op: OpId) -> Type {
    let b = cx.ir.body(cx.body);
    b.value_type(b.result(op, 0))
}

fn operand_const(cx: &FoldCx<'_>, i: usize) -> Option<Const> {
    consts::read(cx.ctx, cx.operands.get(i).copied().flatten())
}

/// A poison operand among the first `n`: the op folds to it.
fn poison(cx: &FoldCx<'_>, n: usize) -> Option<Folded> {
    crate::arith::fold::poison_operand(cx, n).map(Folded::attr)
}

/// Folds a unary float op element-wise (`constFoldUnaryOpConditional<FloatAttr>`).
fn unary_float(cx: &FoldCx<'_>, op: OpId, f: impl Fn(FloatKind, u128) -> Option<u128>) -> Folded {
    if let Some(p) = poison(cx, 1) {
        return p;
    }
    let Some(a) = operand_const(cx, 0) else {
        return Folded::No;
    };
    let Elem::Float(k) = a.elem else {
        return Folded::No;
    };
    let ty = result_type(cx, op);
    consts::unary(cx.ctx, &a, ty, |v| f(k, v)).map_or(Folded::No, Folded::attr)
}

/// Folds a binary float op element-wise.
fn binary_float(
    cx: &FoldCx<'_>,
    op: OpId,
    f: impl Fn(FloatKind, u128, u128) -> Option<u128>,
) -> Folded {
    if let Some(p) = poison(cx, 2) {
        return p;
    }
    let (Some(a), Some(b)) = (operand_const(cx, 0), operand_const(cx, 1)) else {
        return Folded::No;
    };
    let Elem::Float(k) = a.elem else {
        return Folded::No;
    };
    let ty = result_type(cx, op);
    consts::binary(cx.ctx, &a, &b, ty, |x, y| f(k, x, y)).map_or(Folded::No, Folded::attr)
}

/// Folds a unary integer op element-wise.
fn unary_int(cx: &FoldCx<'_>, op: OpId, f: impl Fn(u128, u32) -> Option<u128>) -> Folded {
    if let Some(p) = poison(cx, 1) {
        return p;
    }
    let Some(a) = operand_const(cx, 0) else {
        return Folded::No;
    };
    let Elem::Int(w) = a.elem else {
        return Folded::No;
    };
    let ty = result_type(cx, op);
    consts::unary(cx.ctx, &a, ty, |v| f(v, w).map(|r| r & consts::mask(w)))
        .map_or(Folded::No, Folded::attr)
}

/// A libm function applied to an `f32` (through its `f32` entry point) or an `f64`.
#[derive(Copy, Clone)]
struct Libm {
    f32: fn(f32) -> f32,
    f64: fn(f64) -> f64,
}

/// Applies `m` to a value of `f32` or `f64`; `None` for other kinds.
fn call(m: Libm, k: FloatKind, v: u128) -> Option<u128> {
    match k {
        FloatKind::F32 => Some((m.f32)(f32::from_bits(v as u32)).to_bits() as u128),
        FloatKind::F64 => Some((m.f64)(f64::from_bits(v as u64)).to_bits() as u128),
        _ => None,
    }
}

/// A transcendental fold: `f32`/`f64` only, and not for negative operands when
/// `reject_negative` (the `log` and `sqrt` family; `-0.0` counts as negative).
fn libm(cx: &FoldCx<'_>, op: OpId, m: Libm, reject_negative: bool) -> Folded {
    unary_float(cx, op, |k, v| {
        if reject_negative && ieee::classify(k, v)?.negative {
            return None;
        }
        call(m, k, v)
    })
}

/// A transcendental fold through the `f32` and `f64` functions named: by one name,
/// `std`'s methods (which call the C library's), or by two paths, C functions
/// declared in [`super::host_libm`].
macro_rules! libm_fold {
    ($(#[$doc:meta])* $name:ident, $f:ident, $neg:expr) => {
        libm_fold!($(#[$doc])* $name, f32::$f, f64::$f, $neg);
    };
    ($(#[$doc:meta])* $name:ident, $f32:path, $f64:path, $neg:expr) => {
        $(#[$doc])*
        pub fn $name(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
            libm(cx, op, Libm { f32: |x| $f32(x), f64: |x| $f64(x) }, $neg)
        }
    };
}

libm_fold!(
    /// `math.sin`.
    sin, sin, false
);
libm_fold!(
    /// `math.cos`.
    cos, cos, false
);
libm_fold!(
    /// `math.tan`.
    tan, tan, false
);
libm_fold!(
    /// `math.sinh`.
    sinh, sinh, false
);
libm_fold!(
    /// `math.cosh`.
    cosh, cosh, false
);
libm_fold!(
    /// `math.tanh`.
    tanh, tanh, false
);
libm_fold!(
    /// `math.asin`.
    asin, asin, false
);
libm_fold!(
    /// `math.acos`.
    acos, acos, false
);
libm_fold!(
    /// `math.atan`.
    atan, atan, false
);
libm_fold!(
    /// `math.exp`.
    exp, exp, false
);
libm_fold!(
    /// `math.exp2`.
    exp2, exp2, false
);
libm_fold!(
    /// `math.expm1`.
    expm1, exp_m1, false
);
libm_fold!(
    /// `math.log`: not for negative operands.
    log, ln, true
);
libm_fold!(
    /// `math.log2`: not for negative operands.
    log2, log2, true
);
libm_fold!(
    /// `math.log10`: not for negative operands.
    log10, log10, true
);
libm_fold!(
    /// `math.sqrt`: not for negative operands.
    sqrt, sqrt, true
);

libm_fold!(
    /// `math.asinh`.
    asinh, host_libm::asinhf, host_libm::asinh, false
);
libm_fold!(
    /// `math.acosh` (NaN below 1, as the C library answers).
    acosh, host_libm::acoshf, host_libm::acosh, false
);
libm_fold!(
    /// `math.atanh` (NaN outside [-1, 1], infinite at ±1, as the C library answers).
    atanh, host_libm::atanhf, host_libm::atanh, false
);
libm_fold!(
    /// `math.erf`.
    erf, host_libm::erff, host_libm::erf, false
);
libm_fold!(
    /// `math.erfc`.
    erfc, host_libm::erfcf, host_libm::erfc, false
);
libm_fold!(
    /// `math.round`: halfway cases away from zero (`roundf`/`round`).
    round, round, false
);
libm_fold!(
    /// `math.trunc`.
    trunc, trunc, false
);

/// `math.log1p`: not when `x + 1` is negative.
pub fn log1p(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    unary_float(cx, op, |k, v| {
        let one = ieee::from_small(k, 1)?;
        let sum = ieee::binary(k, BinOp::Add, v, one, Rounding::NearestTiesToEven)?;
        if ieee::classify(k, sum)?.negative {
            return None;
        }
        call(
            Libm {
                f32: f32::ln_1p,
                f64: f64::ln_1p,
            },
            k,
            v,
        )
    })
}

/// `math.powf`: `f32`/`f64` constants through `powf`/`pow`.
pub fn powf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    binary_float(cx, op, |k, a, b| match k {
        FloatKind::F32 => Some(
            f32::from_bits(a as u32)
                .powf(f32::from_bits(b as u32))
                .to_bits() as u128,
        ),
        FloatKind::F64 => Some(
            f64::from_bits(a as u64)
                .powf(f64::from_bits(b as u64))
                .to_bits() as u128,
        ),
        _ => None,
    })
}

/// `math.atan2`: `atan2(±0, ±0)` is NaN; `f32`/`f64` constants through `atan2f`/`atan2`.
pub fn atan2(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    binary_float(cx, op, |k, a, b| {
        if ieee::classify(k, a)?.zero && ieee::classify(k, b)?.zero {
            return ieee::quiet_nan(k);
        }
        match k {
            FloatKind::F32 => Some(
                f32::from_bits(a as u32)
                    .atan2(f32::from_bits(b as u32))
                    .to_bits() as u128,
            ),
            FloatKind::F64 => Some(
                f64::from_bits(a as u64)
                    .atan2(f64::from_bits(b as u64))
                    .to_bits() as u128,
            ),
            _ => None,
        }
    })
}

/// `math.absf`: any float kind.
pub fn absf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    unary_float(cx, op, ieee::abs)
}

/// `math.ceil`: rounds toward +infinity.
pub fn ceil(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    unary_float(cx, op, |k, v| {
        ieee::round_to_integral(k, v, Rounding::TowardPositive)
    })
}

/// `math.floor`: rounds toward -infinity.
pub fn floor(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    unary_float(cx, op, |k, v| {
        ieee::round_to_integral(k, v, Rounding::TowardNegative)
    })
}

/// `math.roundeven`: halfway cases to even.
pub fn roundeven(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    unary_float(cx, op, |k, v| {
        ieee::round_to_integral(k, v, Rounding::NearestTiesToEven)
    })
}

/// `math.copysign`: any float kind.
pub fn copysign(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    binary_float(cx, op, |k, a, b| {
        ieee::binary(k, BinOp::CopySign, a, b, Rounding::NearestTiesToEven)
    })
}

/// `math.absi`: `|x|`, with `|MIN|` wrapping to `MIN`.
pub fn absi(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    unary_int(cx, op, |v, w| Some(sext(v, w).wrapping_abs() as u128))
}

/// `math.ctlz`: leading zero bits within the width.
pub fn ctlz(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    unary_int(cx, op, |v, w| Some((v.leading_zeros() - (128 - w)) as u128))
}

/// `math.cttz`: trailing zero bits, the width for zero.
pub fn cttz(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    unary_int(cx, op, |v, w| Some(v.trailing_zeros().min(w) as u128))
}

/// `math.ctpop`: set bits.
pub fn ctpop(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    unary_int(cx, op, |v, _| Some(v.count_ones() as u128))
}

/// `base ** power` on `w`-bit integers (`math.ipowi`): a negative power gives 0 unless
/// the base is ±1; `0 ** negative` and `i1` do not fold.
fn ipow(base: u128, power: u128, w: u32) -> Option<u128> {
    if w == 1 {
        return None;
    }
    let m = consts::mask(w);
    let (b, p) = (sext(base, w), sext(power, w));
    if p == 0 {
        return Some(1);
    }
    if p < 0 {
        return match b {
            0 => None,
            1 => Some(1),
            -1 if p & 1 == 1 => Some(m),
            -1 => Some(1),
            _ => Some(0),
        };
    }
    let (mut result, mut cur, mut e) = (1u128, base, power);
    loop {
        if e & 1 == 1 {
            result = result.wrapping_mul(cur) & m;
        }
        e >>= 1;
        if e == 0 {
            return Some(result);
        }
        cur = cur.wrapping_mul(cur) & m;
    }
}

/// `math.ipowi`: constants by repeated squaring (wrapping).
pub fn ipowi(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if let Some(p) = poison(cx, 2) {
        return p;
    }
    let (Some(a), Some(b)) = (operand_const(cx, 0), operand_const(cx, 1)) else {
        return Folded::No;
    };
    let Elem::Int(w) = a.elem else {
        return Folded::No;
    };
    let ty = result_type(cx, op);
    consts::binary(cx.ctx, &a, &b, ty, |x, y| ipow(x, y, w)).map_or(Folded::No, Folded::attr)
}

/// A classification op: a scalar constant gives `true`/`false`, a splat an `i1`
/// splat; other elements are left alone.
fn classify(cx: &FoldCx<'_>, op: OpId, pred: fn(ieee::Class) -> bool) -> Folded {
    let Some(a) = operand_const(cx, 0) else {
        return Folded::No;
    };
    let Elem::Float(k) = a.elem else {
        return Folded::No;
    };
    let (v, splat) = match a.vals {
        Vals::Scalar(v) => (v, false),
        Vals::Splat(v) => (v, true),
        Vals::Dense(_) => return Folded::No,
    };
    let Some(c) = ieee::classify(k, v) else {
        return Folded::No;
    };
    let bit = pred(c) as u128;
    let ty = result_type(cx, op);
    let attr = if splat {
        consts::build(cx.ctx, ty, Vals::Splat(bit))
    } else {
        let i1 = cx.ctx.int_type(1);
        Some(cx.ctx.int_attr(i1, bit as i128))
    };
    attr.map_or(Folded::No, Folded::attr)
}

/// `math.isfinite`.
pub fn isfinite(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    classify(cx, op, |c| !c.nan && !c.inf)
}

/// `math.isinf`.
pub fn isinf(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    classify(cx, op, |c| c.inf)
}

/// `math.isnan`.
pub fn isnan(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    classify(cx, op, |c| c.nan)
}

/// `math.isnormal`.
pub fn isnormal(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    classify(cx, op, |c| c.normal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_powers() {
        assert_eq!(ipow(3, 3, 32), Some(27));
        assert_eq!(ipow(2, 40, 32), Some(0));
        assert_eq!(
            ipow(consts::mask(8), consts::mask(8), 8),
            Some(consts::mask(8))
        );
        assert_eq!(ipow(0, consts::mask(8), 8), None);
        assert_eq!(ipow(5, consts::mask(8), 8), Some(0));
    }
}
