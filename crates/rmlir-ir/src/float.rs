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
    let mut out = String::new();
    write(&mut out, kind, bits);
    out
}

/// Appends a value of `kind` to `out` as MLIR prints float attributes: APFloat's
/// six-digit scientific form when it reads back as the same value, else its natural
/// form (`toString()`) when that has a decimal point, else hexadecimal bits (NaN,
/// infinities, large integers).
pub fn write(out: &mut String, kind: FloatKind, bits: u128) {
    // `f32`/`f64` (precision 24/53): APFloat's decimal conversion on machine integers;
    // the round-trip check goes through Rust's correctly rounding parser.
    let native = match kind {
        FloatKind::F64 => Some((bits as u64, 52, 11, 53)),
        FloatKind::F32 => Some((bits as u64, 23, 8, 24)),
        _ => None,
    };
    if let Some((raw, fraction_bits, exponent_bits, precision)) = native {
        let fraction = raw & ((1 << fraction_bits) - 1);
        let biased = (raw >> fraction_bits) as i32 & ((1 << exponent_bits) - 1);
        let negative = raw >> (fraction_bits + exponent_bits) & 1 != 0;
        if biased != (1 << exponent_bits) - 1 {
            let bias = (1 << (exponent_bits - 1)) - 1 + fraction_bits;
            let (n, exp2) = if biased == 0 {
                (fraction, 1 - bias)
            } else {
                (fraction | 1 << fraction_bits, biased - bias)
            };
            let start = out.len();
            apfloat_string::scientific6(out, negative, n, exp2);
            if parse_decimal(kind, &out[start..]) == Some(bits) {
                return;
            }
            out.truncate(start);
            apfloat_string::natural(out, negative, n, exp2, precision);
            if out[start..].contains('.') {
                return;
            }
            out.truncate(start);
        }
        let _ = std::fmt::Write::write_fmt(out, format_args!("0x{bits:X}"));
        return;
    }
    out.push_str(&with_float!(kind, F => print_value::<F>(bits), format!("0x{bits:X}")));
}

/// APFloat's `toString` for a binary value `n * 2^exp2` whose significand fits in 64
/// bits, in the two forms MLIR prints floats with.
///
/// APFloat turns the value into an integer `M * 10^e` (`M = n * 5^-exp2` for negative
/// exponents), drops as many low decimal digits of `M` as its bit count says are
/// surplus for the requested precision (a floor division), strips trailing zeros, and
/// only if more digits than the precision remain rounds half up on the next digit. So
/// the result is sometimes truncated rather than rounded: `1.0e-7 : f64`
/// (`9.99999999999999954748e-08`) gives `9.999990e-08`.
mod apfloat_string {
    use crate::printer::push_int;

    /// Little-endian base-2^64 digits; `n * 5^1074` (the smallest `f64`) needs 2547
    /// bits.
    struct Big {
        limbs: [u64; 41],
        len: usize,
    }

    impl Big {
        fn new(v: u64) -> Big {
            let mut limbs = [0; 41];
            limbs[0] = v;
            Big {
                limbs,
                len: usize::from(v != 0),
            }
        }

        fn mul_small(&mut self, m: u64) {
            let mut carry = 0u128;
            for l in &mut self.limbs[..self.len] {
                let p = u128::from(*l) * u128::from(m) + carry;
                *l = p as u64;
                carry = p >> 64;
            }
            if carry != 0 {
                self.limbs[self.len] = carry as u64;
                self.len += 1;
            }
        }

        fn shl(&mut self, s: u32) {
            let (words, bits) = ((s / 64) as usize, s % 64);
            let old = self.len;
            let mut next = [0u64; 41];
            for i in 0..old {
                let v = self.limbs[i];
                next[i + words] |= v << bits;
                if bits != 0 {
                    next[i + words + 1] |= v >> (64 - bits);
                }
            }
            self.limbs = next;
            self.len = old + words + 1;
            self.trim();
        }

        fn div_small(&mut self, d: u64) {
            let mut rem = 0u128;
            for l in self.limbs[..self.len].iter_mut().rev() {
                let cur = (rem << 64) | u128::from(*l);
                *l = (cur / u128::from(d)) as u64;
                rem = cur % u128::from(d);
            }
            self.trim();
        }

        fn trim(&mut self) {
            while self.len > 0 && self.limbs[self.len - 1] == 0 {
                self.len -= 1;
            }
        }

        fn bits(&self) -> u32 {
            match self.len {
                0 => 0,
                n => 64 * n as u32 - self.limbs[n - 1].leading_zeros(),
            }
        }
    }

    /// The decimal digits APFloat keeps for `n * 2^exp2` (`n > 0`) at `precision`
    /// significant digits: `(digits, count, exp10)` with no trailing zeros.
    fn digits(n: u64, exp2: i32, precision: u32) -> (u64, u32, i32) {
        let zeros = n.trailing_zeros();
        let (n, exp2) = (n >> zeros, exp2 + zeros as i32);
        let required = (precision * 196).div_ceil(59);
        let (mut q, mut exp10) = match small_digits(n, exp2, required) {
            Some(found) => found,
            None => big_digits(n, exp2, required),
        };
        let strip = |q: &mut u64, exp10: &mut i32| {
            while q.is_multiple_of(10) {
                *q /= 10;
                *exp10 += 1;
            }
        };
        strip(&mut q, &mut exp10);
        let count = q.ilog10() + 1;
        if count <= precision {
            return (q, count, exp10);
        }
        let drop = count - precision;
        let below = q / 10u64.pow(drop - 1) % 10;
        q /= 10u64.pow(drop);
        exp10 += drop as i32;
        if below >= 5 {
            q += 1;
        }
        // A carry out of the last digit leaves zeros to strip.
        strip(&mut q, &mut exp10);
        (q, q.ilog10() + 1, exp10)
    }

    /// `M` (see the module docs) with its surplus low digits dropped, as `(M, exp10)`,
    /// when `M` fits in 128 bits (an `f32`, and an `f64` near 1): the same steps as
    /// [`big_digits`] on machine integers.
    fn small_digits(n: u64, exp2: i32, required: u32) -> Option<(u64, i32)> {
        let (m, mut exp10) = if exp2 >= 0 {
            let m = u128::from(n);
            (m.checked_shl(exp2 as u32).filter(|s| s >> exp2 == m)?, 0)
        } else {
            let five = 5u128.checked_pow(exp2.unsigned_abs())?;
            (u128::from(n).checked_mul(five)?, exp2)
        };
        let bits = 128 - m.leading_zeros();
        let mut m = m;
        if bits > required {
            let tens = (bits - required) * 59 / 196;
            exp10 += tens as i32;
            m /= 10u128.pow(tens);
        }
        Some((m as u64, exp10))
    }

    /// [`small_digits`] for any value, on a wide integer.
    fn big_digits(n: u64, exp2: i32, required: u32) -> (u64, i32) {
        let mut exp10 = 0i32;
        let mut m = Big::new(n);
        if exp2 > 0 {
            m.shl(exp2 as u32);
        } else {
            exp10 = exp2;
            let mut t = -exp2;
            // 5^27 < 2^64.
            while t > 0 {
                let k = t.min(27);
                m.mul_small(5u64.pow(k as u32));
                t -= k;
            }
        }
        // 196/59 slightly overestimates log2(10).
        let bits = m.bits();
        if bits > required {
            let mut tens = (bits - required) * 59 / 196;
            exp10 += tens as i32;
            while tens > 0 {
                let k = tens.min(19);
                m.div_small(10u64.pow(k));
                tens -= k;
            }
        }
        // At most `required` + 4 bits (< 64) remain.
        (m.limbs[0], exp10)
    }

    /// The digits of `q` (`count` of them), most significant first.
    fn digit_bytes(q: u64, count: u32) -> ([u8; 20], usize) {
        let mut buf = [b'0'; 20];
        let mut v = q;
        for i in (0..count as usize).rev() {
            buf[i] = b'0' + (v % 10) as u8;
            v /= 10;
        }
        (buf, count as usize)
    }

    fn exponent(out: &mut String, exp: i32, two_digits: bool) {
        out.push(if exp < 0 { '-' } else { '+' });
        let a = exp.unsigned_abs();
        if two_digits && a < 10 {
            out.push('0');
        }
        push_int(out, a.into());
    }

    /// Appends ASCII digits.
    fn push_digits(out: &mut String, digits: &[u8]) {
        out.extend(digits.iter().map(|&d| char::from(d)));
    }

    /// `toString(6, 0, false)`: `d.ddddd0e±XX`.
    pub(super) fn scientific6(out: &mut String, negative: bool, n: u64, exp2: i32) {
        if negative {
            out.push('-');
        }
        if n == 0 {
            out.push_str("0.000000e+00");
            return;
        }
        let (q, count, exp10) = digits(n, exp2, 6);
        let (buf, len) = digit_bytes(q, count);
        out.push(char::from(buf[0]));
        out.push('.');
        push_digits(out, &buf[1..len]);
        for _ in len..7 {
            out.push('0');
        }
        out.push('e');
        exponent(out, exp10 + len as i32 - 1, true);
    }

    /// `toString()`: the type's natural precision (`2 + bits * 59 / 196` digits), plain
    /// notation when at most three zeros pad it, else `d.dddE±X`.
    pub(super) fn natural(out: &mut String, negative: bool, n: u64, exp2: i32, bits: u32) {
        if negative {
            out.push('-');
        }
        if n == 0 {
            out.push('0');
            return;
        }
        let precision = 2 + bits * 59 / 196;
        let (q, count, exp) = digits(n, exp2, precision);
        let (buf, nd) = digit_bytes(q, count);
        let digits = &buf[..nd];
        let scientific = if exp >= 0 {
            exp > 3 || nd + exp as usize > precision as usize
        } else {
            let msd = exp + nd as i32 - 1;
            msd < 0 && -msd > 3
        };
        if scientific {
            out.push(char::from(digits[0]));
            out.push('.');
            if nd == 1 {
                out.push('0');
            }
            push_digits(out, &digits[1..]);
            out.push('E');
            exponent(out, exp + nd as i32 - 1, false);
        } else if exp >= 0 {
            push_digits(out, digits);
            for _ in 0..exp {
                out.push('0');
            }
        } else {
            let whole = exp + nd as i32;
            if whole > 0 {
                push_digits(out, &digits[..whole as usize]);
                out.push('.');
                push_digits(out, &digits[whole as usize..]);
            } else {
                out.push_str("0.");
                for _ in 0..-whole {
                    out.push('0');
                }
                push_digits(out, digits);
            }
        }
    }
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
        assert_eq!(print(FloatKind::F32, 0x0000_0001), "1.401300e-45");
        assert_eq!(print(FloatKind::F64, 1), "4.940660e-324");
        assert_eq!(
            print(FloatKind::F64, 0x7FEF_FFFF_FFFF_FFFF),
            "1.7976931348623157E+308"
        );
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
            // Magnitudes IR constants have (both sides of the 128-bit fast path).
            let e32 = 90 + (r >> 40) as u32 % 80;
            cases.push((
                FloatKind::F32,
                u128::from((r as u32) & 0x807F_FFFF | e32 << 23),
            ));
            let e64 = 960 + (r >> 40) % 130;
            cases.push((
                FloatKind::F64,
                u128::from(r & 0x800F_FFFF_FFFF_FFFF | e64 << 52),
            ));
            // Subnormals: the widest decimal expansions.
            cases.push((FloatKind::F64, u128::from(r & 0x800F_FFFF_FFFF_FFFF)));
            cases.push((FloatKind::F32, u128::from((r as u32) & 0x807F_FFFF)));
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
