//! Bit-exact float literals (LLVM's `APFloat` through `rustc_apfloat`): parsing decimal
//! literals in a type's semantics and printing values the way MLIR's `printFloatValue`
//! does (`1.000000e+00` when six digits round-trip, else APFloat's shortest form, else
//! the hexadecimal bit pattern).

use crate::types::FloatKind;
use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, IeeeFloat, Quad, Semantics, Single,
    X87DoubleExtended,
};
use rustc_apfloat::{Float, FloatConvert, Round};
use std::fmt::Display;

/// `tf32`: 1 sign, 8 exponent, 10 mantissa bits.
pub struct Tf32S;
impl Semantics for Tf32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}
/// `f8E4M3`: IEEE-style 8-bit float with 4 exponent bits.
pub struct F8E4M3S;
impl Semantics for F8E4M3S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 4;
}
/// `f8E3M4`: IEEE-style 8-bit float with 3 exponent bits.
pub struct F8E3M4S;
impl Semantics for F8E3M4S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 3;
}

/// Runs `$body` with `$F` bound to the APFloat type of `$kind`, or evaluates `$none`.
macro_rules! with_float {
    ($kind:expr, $F:ident => $body:expr, $none:expr) => {
        match $kind {
            FloatKind::F16 => {
                type $F = Half;
                $body
            }
            FloatKind::BF16 => {
                type $F = BFloat;
                $body
            }
            FloatKind::F32 => {
                type $F = Single;
                $body
            }
            FloatKind::F64 => {
                type $F = Double;
                $body
            }
            FloatKind::F80 => {
                type $F = X87DoubleExtended;
                $body
            }
            FloatKind::F128 => {
                type $F = Quad;
                $body
            }
            FloatKind::F8E5M2 => {
                type $F = Float8E5M2;
                $body
            }
            FloatKind::F8E4M3FN => {
                type $F = Float8E4M3FN;
                $body
            }
            FloatKind::TF32 => {
                type $F = IeeeFloat<Tf32S>;
                $body
            }
            FloatKind::F8E4M3 => {
                type $F = IeeeFloat<F8E4M3S>;
                $body
            }
            FloatKind::F8E3M4 => {
                type $F = IeeeFloat<F8E3M4S>;
                $body
            }
            _ => $none,
        }
    };
}

/// Whether float values of this kind can be parsed and printed.
pub fn supported(kind: FloatKind) -> bool {
    with_float!(kind, F => { let _ = std::marker::PhantomData::<F>; true }, false)
}

fn parse_dec<F: Float>(s: &str) -> Option<u128> {
    F::from_str_r(s, Round::NearestTiesToEven)
        .ok()
        .map(|r| r.value.to_bits())
}

/// Parses a decimal literal (`-1.5`, `1.0e-3`, `7`) into the bit pattern of `kind`,
/// rounding to nearest-even like APFloat.
pub fn parse_decimal(kind: FloatKind, s: &str) -> Option<u128> {
    // `f32`/`f64`: Rust's parser rounds correctly too, and is much faster.
    let plain = s
        .bytes()
        .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-'));
    if plain {
        match kind {
            FloatKind::F64 => {
                if let Ok(v) = s.parse::<f64>() {
                    return Some(u128::from(v.to_bits()));
                }
            }
            FloatKind::F32 => {
                if let Ok(v) = s.parse::<f32>() {
                    return Some(u128::from(v.to_bits()));
                }
            }
            _ => {}
        }
    }
    with_float!(kind, F => parse_dec::<F>(s), None)
}

/// Converts an `f64` value into `kind` (used for `dense` splats written as integers).
pub fn from_f64(kind: FloatKind, v: f64) -> Option<u128> {
    parse_decimal(kind, &format!("{v:e}"))
}

fn to_double<F: Float + FloatConvert<Double>>(bits: u128) -> f64 {
    let mut lossy = false;
    let d: Double = F::from_bits(bits).convert(&mut lossy).value;
    f64::from_bits(d.to_bits() as u64)
}

fn print_value<F: Float + Display + Kind>(bits: u128) -> String {
    let v = F::from_bits(bits);
    if !v.is_infinite() && !v.is_nan() {
        let s = format!("{:#1$.6}", v, 0);
        if parse_decimal(F::KIND, &s) == Some(bits) {
            return s;
        }
        let s = format!("{v}");
        if s.contains('.') {
            return s;
        }
    }
    format!("0x{bits:X}")
}

/// The [`FloatKind`] of an APFloat type, for the checks that take the native path.
trait Kind {
    const KIND: FloatKind;
}
macro_rules! kinds {
    ($($t:ty => $k:ident),*) => { $(impl Kind for $t { const KIND: FloatKind = FloatKind::$k; })* };
}
kinds!(Half => F16, BFloat => BF16, Single => F32, Double => F64, X87DoubleExtended => F80,
    Quad => F128, Float8E5M2 => F8E5M2, Float8E4M3FN => F8E4M3FN, IeeeFloat<Tf32S> => TF32,
    IeeeFloat<F8E4M3S> => F8E4M3, IeeeFloat<F8E3M4S> => F8E3M4);

/// Prints a value of `kind` as MLIR prints float attributes.
pub fn print(kind: FloatKind, bits: u128) -> String {
    with_float!(kind, F => print_value::<F>(bits), format!("0x{bits:X}"))
}

/// Whether the bit pattern is a NaN or infinity (printed in hex).
pub fn is_nonfinite(kind: FloatKind, bits: u128) -> bool {
    with_float!(kind, F => { let v = F::from_bits(bits); v.is_nan() || v.is_infinite() }, false)
}

/// Converts to f64 (for analyses and folding).
pub fn to_f64(kind: FloatKind, bits: u128) -> Option<f64> {
    with_float!(kind, F => Some(to_double::<F>(bits)), None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_like_mlir() {
        let f = |k, s| print(k, parse_decimal(k, s).unwrap());
        assert_eq!(f(FloatKind::F64, "1.0"), "1.000000e+00");
        assert_eq!(f(FloatKind::F64, "0.1"), "1.000000e-01");
        assert_eq!(f(FloatKind::F32, "2.5"), "2.500000e+00");
        assert_eq!(f(FloatKind::F64, "3.14159"), "3.141590e+00");
        assert_eq!(f(FloatKind::F64, "1.0e-7"), "9.9999999999999995E-8");
        assert_eq!(f(FloatKind::F64, "123456789.0"), "0x419D6F3454000000");
        assert_eq!(f(FloatKind::F16, "3.0e-5"), "2.998110e-05");
        assert_eq!(f(FloatKind::F64, "-0.0"), "-0.000000e+00");
        assert_eq!(print(FloatKind::F32, 0x7FC0_0000), "0x7FC00000");
    }

    /// `print_value` with every check through APFloat.
    fn reference_print<F: Float + Display>(bits: u128) -> String {
        let v = F::from_bits(bits);
        if !v.is_infinite() && !v.is_nan() {
            let s = format!("{:#1$.6}", v, 0);
            if parse_dec::<F>(&s) == Some(bits) {
                return s;
            }
            let s = format!("{v}");
            if s.contains('.') {
                return s;
            }
        }
        format!("0x{bits:X}")
    }

    /// Printing and parsing through the native `f32`/`f64` parser agree with APFloat
    /// on random bit patterns, values with short mantissas (where six-digit ties
    /// happen) and their neighbours.
    #[test]
    fn native_paths_agree_with_apfloat() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut cases: Vec<(FloatKind, u128)> = Vec::new();
        for _ in 0..4_000 {
            let r = next();
            cases.push((FloatKind::F64, u128::from(r)));
            cases.push((FloatKind::F32, u128::from(r as u32)));
            // Few mantissa bits: exact decimals with ties at the seventh digit.
            cases.push((FloatKind::F64, u128::from(r & 0xFFF0_0000_0000_0000)));
            cases.push((FloatKind::F32, u128::from((r as u32) & 0xFFFF_0000)));
            cases.push((FloatKind::F32, u128::from(((r as u32) & 0xFFFF_0000) + 1)));
        }
        for (k, bits) in cases {
            let apfloat = with_float!(k, F => reference_print::<F>(bits), String::new());
            assert_eq!(print(k, bits), apfloat, "{k:?} {bits:#x}");
            if !apfloat.starts_with("0x") {
                let slow = with_float!(k, F => parse_dec::<F>(&apfloat), None);
                assert_eq!(parse_decimal(k, &apfloat), slow, "{apfloat}");
            }
        }
    }
}
