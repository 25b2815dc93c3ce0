//! The rewrites MLIR applies whenever it builds a binary affine expression.
//!
//! MLIR does not keep `lhs op rhs` as written: `AffineExpr::operator+`,
//! `operator*`, `floorDiv`, `ceilDiv` and `operator%` first try a fixed list
//! of local rewrites (constant folding, identities, moving constants and
//! symbolic terms to the right, merging `c1 * x + c2 * x`, recognising
//! `x - (x floordiv c) * c` as `x mod c`, ...). The parser builds every
//! expression through those operators, so the rewrites decide how
//! `affine_map<...>` text prints back. Each function here returns the
//! rewritten expression, or `None` when the node has to be created as is.
//!
//! The rules and their order follow MLIR 22 (`mlir/lib/IR/AffineExpr.cpp`);
//! where the source was not available the behaviour was pinned down by
//! comparing expression trees with `libMLIR` 22.1 (see
//! `tests/tools/README.md`). Integer arithmetic wraps like MLIR's `int64_t`.
//! Constant sums and products that overflow are left unfolded; division by
//! zero and `mod` by a non-positive constant are never rewritten.

use crate::expr::{AffineBinaryKind as K, AffineExpr};

/// Rewrites for `lhs + rhs` (MLIR `simplifyAdd`).
///
/// ```mlir
/// (d0) -> (3 + d0, (d0 + 2) + 3, d0 * 2 + d0 * 3, d0 - (d0 floordiv 4) * 4)
/// // becomes
/// (d0) -> (d0 + 3, d0 + 5, d0 * 5, d0 mod 4)
/// ```
pub(crate) fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.constant();
    let rhs_const = rhs.constant();
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        // A sum that overflows stays unfolded.
        return a.checked_add(b).map(AffineExpr::Constant);
    }

    // Constants go right; so does the symbolic operand when only one is.
    if lhs_const.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.clone() + lhs.clone());
    }

    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }

    // (x + c1) + c2 -> x + (c1 + c2)
    let lhs_add = lhs.as_binary_of(K::Add);
    if let (Some(l), Some(c2)) = (lhs_add, rhs_const)
        && let Some(c1) = l.rhs().constant()
    {
        return Some(l.lhs().clone() + c1.wrapping_add(c2));
    }

    // c1 * x + c2 * x -> (c1 + c2) * x, where a bare x counts as 1 * x.
    let (first, c1) = split_constant_factor(lhs);
    let (second, c2) = split_constant_factor(rhs);
    if first == second {
        return Some(first.clone() * c1.wrapping_add(c2));
    }

    // (x + c) + y -> (x + y) + c
    if let Some(l) = lhs_add
        && let Some(c) = l.rhs().constant()
    {
        return Some(l.lhs().clone() + rhs.clone() + c);
    }

    // The rest recognises `x mod q` written as `x - (x floordiv q) * q`.
    let r = rhs.as_binary_of(K::Mul)?;
    let (r_lhs, r_rhs) = (r.lhs(), r.rhs());

    // x + ((x floordiv q) * q) * -1 -> x mod q
    if r_rhs.constant() == Some(-1)
        && let Some(prod) = r_lhs.as_binary_of(K::Mul)
    {
        let quotient = prod.lhs().as_binary_of(K::FloorDiv)?;
        if quotient.rhs() == prod.rhs() && quotient.lhs() == lhs {
            return Some(lhs.clone().modulo(prod.rhs().clone()));
        }
    }

    // x + (x floordiv c) * -c -> x mod c, for a positive constant c.
    let quotient = r_lhs.as_binary_of(K::FloorDiv)?;
    let divisor = quotient.rhs();
    if divisor.constant().is_some_and(|c| c > 0)
        && quotient.lhs() == lhs
        && *divisor == -r_rhs.clone()
    {
        return Some(lhs.clone().modulo(divisor.clone()));
    }

    // (a + b) + r -> a + (b + r) when `b + r` rewrites, which turns
    // (a + x) + (x floordiv c) * -c into a + x mod c.
    if let Some(l) = lhs_add
        && let Some(tail) = simplify_add(l.rhs(), rhs)
    {
        return Some(l.lhs().clone() + tail);
    }
    None
}

/// Splits `x * c` into `(x, c)`; anything else is `(e, 1)`.
fn split_constant_factor(e: &AffineExpr) -> (&AffineExpr, i64) {
    if let Some(m) = e.as_binary_of(K::Mul)
        && let Some(c) = m.rhs().constant()
    {
        return (m.lhs(), c);
    }
    (e, 1)
}

/// Rewrites for `lhs * rhs` (MLIR `simplifyMul`).
///
/// ```mlir
/// (d0)[s0] -> (2 * d0, s0 * d0, (d0 * 2) * 3, (d0 * 2) * s0, d0 * 1)
/// // becomes
/// (d0)[s0] -> (d0 * 2, d0 * s0, d0 * 6, (d0 * s0) * 2, d0)
/// ```
pub(crate) fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.constant();
    let rhs_const = rhs.constant();
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        // A product that overflows stays unfolded.
        return a.checked_mul(b).map(AffineExpr::Constant);
    }

    // The constant, else the symbolic operand, goes right. MLIR only allows
    // products with a symbolic side; when neither side is symbolic the
    // operands stay put so the swap cannot repeat forever.
    if lhs_const.is_some() || (!rhs.is_symbolic_or_constant() && lhs.is_symbolic_or_constant()) {
        return Some(rhs.clone() * lhs.clone());
    }

    match rhs_const {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(AffineExpr::Constant(0)),
        _ => {}
    }

    if let Some(l) = lhs.as_binary_of(K::Mul)
        && let Some(c1) = l.rhs().constant()
    {
        // (x * c1) * c2 -> x * (c1 * c2)
        if let Some(c2) = rhs_const {
            return Some(l.lhs().clone() * c1.wrapping_mul(c2));
        }
        // (x * c) * y -> (x * y) * c
        return Some(l.lhs().clone() * rhs.clone() * c1);
    }
    None
}

/// The divisor if `rhs` is a non-zero constant: division by anything else
/// (zero, a symbol) is left alone.
fn nonzero_divisor(rhs: &AffineExpr) -> Option<i64> {
    rhs.constant().filter(|&c| c != 0)
}

/// Rewrites for `lhs floordiv rhs` (MLIR `simplifyFloorDiv`).
///
/// ```mlir
/// (d0) -> (-7 floordiv 2, 7 floordiv -2, (d0 * 4) floordiv 2, (d0 * 4 + 3) floordiv 2)
/// // becomes
/// (d0) -> (-4, -4, d0 * 2, d0 * 2 + 1)
/// ```
pub(crate) fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = nonzero_divisor(rhs)?;
    if let Some(l) = lhs.constant() {
        return floor_div(l, c).map(AffineExpr::Constant);
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    if let Some(e) = divide_constant_factor(lhs, c) {
        return Some(e);
    }
    // (a + b) floordiv c -> a floordiv c + b floordiv c when c divides a or b.
    if let Some(l) = lhs.as_binary_of(K::Add)
        && (l.lhs().largest_known_divisor().wrapping_rem(c) == 0
            || l.rhs().largest_known_divisor().wrapping_rem(c) == 0)
    {
        let divisor = AffineExpr::Constant(c);
        let a = l.lhs().clone().floor_div(divisor.clone());
        let b = l.rhs().clone().floor_div(divisor);
        return Some(a + b);
    }
    None
}

/// `(x * k) div c -> x * (k / c)` when `c` divides `k` (exact, so floor and
/// ceiling agree).
fn divide_constant_factor(lhs: &AffineExpr, c: i64) -> Option<AffineExpr> {
    let l = lhs.as_binary_of(K::Mul)?;
    let k = l.rhs().constant()?;
    if k.wrapping_rem(c) != 0 {
        return None;
    }
    Some(l.lhs().clone() * k.wrapping_div(c))
}

/// Rewrites for `lhs ceildiv rhs` (MLIR `simplifyCeilDiv`).
///
/// ```mlir
/// (d0) -> (-7 ceildiv 2, 7 ceildiv -2, (d0 * 4) ceildiv 2, d0 ceildiv 1)
/// // becomes
/// (d0) -> (-3, -3, d0 * 2, d0)
/// ```
pub(crate) fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = nonzero_divisor(rhs)?;
    if let Some(l) = lhs.constant() {
        return ceil_div(l, c).map(AffineExpr::Constant);
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    divide_constant_factor(lhs, c)
}

/// Rewrites for `lhs mod rhs` (MLIR `simplifyMod`).
///
/// ```mlir
/// (d0, d1) -> (-7 mod 2, (d0 * 4) mod 2, (d0 * 4 + d1) mod 2, (d0 mod 4) mod 2)
/// // becomes
/// (d0, d1) -> (1, 0, d1 mod 2, d0 mod 2)
/// ```
pub(crate) fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // Unlike the divisions, `mod` by a negative constant is never rewritten.
    let c = rhs.constant().filter(|&c| c >= 1)?;
    if let Some(l) = lhs.constant() {
        return Some(AffineExpr::Constant(l.rem_euclid(c)));
    }
    if lhs.largest_known_divisor().wrapping_rem(c) == 0 {
        return Some(AffineExpr::Constant(0));
    }
    if let Some(l) = lhs.as_binary_of(K::Add) {
        // (a + b) mod c drops the operand c is known to divide.
        if l.lhs().largest_known_divisor().wrapping_rem(c) == 0 {
            return Some(l.rhs().clone().modulo(AffineExpr::Constant(c)));
        }
        if l.rhs().largest_known_divisor().wrapping_rem(c) == 0 {
            return Some(l.lhs().clone().modulo(AffineExpr::Constant(c)));
        }
    }
    // (x mod k) mod c -> x mod c when c divides k.
    if let Some(l) = lhs.as_binary_of(K::Mod)
        && let Some(k) = l.rhs().constant()
        && k >= 1
        && k.rem_euclid(c) == 0
    {
        return Some(l.lhs().clone().modulo(AffineExpr::Constant(c)));
    }
    None
}

/// Floor division; `None` for a zero divisor or when the quotient
/// overflows (`i64::MIN floordiv -1`).
pub(crate) fn floor_div(lhs: i64, rhs: i64) -> Option<i64> {
    let q = lhs.checked_div(rhs)?;
    if lhs % rhs != 0 && ((lhs < 0) != (rhs < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// Ceiling division; `None` for a zero divisor or on overflow.
pub(crate) fn ceil_div(lhs: i64, rhs: i64) -> Option<i64> {
    let q = lhs.checked_div(rhs)?;
    if lhs % rhs != 0 && ((lhs < 0) == (rhs < 0)) {
        Some(q + 1)
    } else {
        Some(q)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_helpers_round_like_mlir() {
        assert_eq!(floor_div(-7, 2), Some(-4));
        assert_eq!(floor_div(7, -2), Some(-4));
        assert_eq!(floor_div(-7, -2), Some(3));
        assert_eq!(ceil_div(-7, 2), Some(-3));
        assert_eq!(ceil_div(7, -2), Some(-3));
        assert_eq!(ceil_div(-7, -2), Some(4));
        assert_eq!(ceil_div(7, 2), Some(4));
        assert_eq!(floor_div(i64::MIN, 1), Some(i64::MIN));
        assert_eq!(floor_div(i64::MIN, -1), None);
        assert_eq!(ceil_div(i64::MIN, 2), Some(i64::MIN / 2));
        assert_eq!(floor_div(i64::MIN, 2), Some(i64::MIN / 2));
        assert_eq!(ceil_div(i64::MAX, 2), Some(i64::MAX / 2 + 1));
        assert_eq!(floor_div(1, 0), None);
    }

    #[test]
    fn mod_pattern_is_recognised() {
        let d0 = AffineExpr::dim(0);
        let e = d0.clone() - d0.clone().floor_div(AffineExpr::Constant(4)) * 4;
        assert_eq!(e, d0.modulo(AffineExpr::Constant(4)));
    }

    #[test]
    fn mul_of_two_dims_terminates() {
        let e = AffineExpr::dim(0) * AffineExpr::dim(1);
        assert_eq!(e.binary_kind(), Some(K::Mul));
    }
}
