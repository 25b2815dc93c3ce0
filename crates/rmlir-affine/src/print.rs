//! Textual form of affine expressions, maps and integer sets, as MLIR's
//! `AsmPrinter` writes them inside `affine_map<...>` / `affine_set<...>`.
//!
//! Expressions print with the fewest parentheses MLIR's printer uses: an
//! operand of `*`, `mod`, `floordiv` or `ceildiv` is parenthesised when it is
//! itself a binary expression, and sums get "pretty" subtraction forms:
//! `x + y * -1` prints as `x - y`, `x + y * -c` as `x - y * c`, `x + -c` as
//! `x - c`, and `x * -1` as `-x`. Negative constants are negated with
//! wrap-around, so `d0 + i64::MIN` prints as `d0 - -9223372036854775808`
//! exactly like mlir-opt.

use std::fmt::{self, Display, Write};

use crate::expr::{AffineBinaryKind as K, AffineExpr};
use crate::map::AffineMap;
use crate::set::IntegerSet;

/// Whether the enclosing context binds tighter than `+`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

fn print_expr(e: &AffineExpr, ctx: Binding, out: &mut impl Write) -> fmt::Result {
    let b = match e {
        AffineExpr::Dim(p) => return write!(out, "d{p}"),
        AffineExpr::Symbol(p) => return write!(out, "s{p}"),
        AffineExpr::Constant(c) => return write!(out, "{c}"),
        AffineExpr::Binary(b) => b,
    };
    let (lhs, rhs) = (b.lhs(), b.rhs());
    if ctx == Binding::Strong {
        out.write_char('(')?;
    }
    if b.kind() == K::Add {
        print_sum(lhs, rhs, out)?;
    } else if b.kind() == K::Mul && rhs.constant() == Some(-1) {
        out.write_char('-')?;
        print_expr(lhs, Binding::Strong, out)?;
    } else {
        print_expr(lhs, Binding::Strong, out)?;
        write!(out, " {} ", b.kind().spelling())?;
        print_expr(rhs, Binding::Strong, out)?;
    }
    if ctx == Binding::Strong {
        out.write_char(')')?;
    }
    Ok(())
}

/// Prints `lhs + rhs` without the surrounding parentheses.
fn print_sum(lhs: &AffineExpr, rhs: &AffineExpr, out: &mut impl Write) -> fmt::Result {
    // x + y * -c prints as a subtraction.
    if let Some(m) = rhs.as_binary_of(K::Mul)
        && let Some(c) = m.rhs().constant()
    {
        if c == -1 {
            print_expr(lhs, Binding::Weak, out)?;
            out.write_str(" - ")?;
            let binding = if m.lhs().binary_kind() == Some(K::Add) {
                Binding::Strong
            } else {
                Binding::Weak
            };
            return print_expr(m.lhs(), binding, out);
        }
        if c < -1 {
            print_expr(lhs, Binding::Weak, out)?;
            out.write_str(" - ")?;
            print_expr(m.lhs(), Binding::Strong, out)?;
            return write!(out, " * {}", c.wrapping_neg());
        }
    }
    // x + -c prints as x - c.
    if let Some(c) = rhs.constant()
        && c < 0
    {
        print_expr(lhs, Binding::Weak, out)?;
        return write!(out, " - {}", c.wrapping_neg());
    }
    print_expr(lhs, Binding::Weak, out)?;
    out.write_str(" + ")?;
    print_expr(rhs, Binding::Weak, out)
}

/// Prints `(d0, d1)[s0, s1]` (the symbol list only when non-empty).
fn print_ids(num_dims: u32, num_symbols: u32, out: &mut impl Write) -> fmt::Result {
    out.write_char('(')?;
    for i in 0..num_dims {
        if i > 0 {
            out.write_str(", ")?;
        }
        write!(out, "d{i}")?;
    }
    out.write_char(')')?;
    if num_symbols > 0 {
        out.write_char('[')?;
        for i in 0..num_symbols {
            if i > 0 {
                out.write_str(", ")?;
            }
            write!(out, "s{i}")?;
        }
        out.write_char(']')?;
    }
    Ok(())
}

impl Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(self, Binding::Weak, f)
    }
}

/// Prints `(d0, d1)[s0] -> (d0 + s0, d1)`, without the `affine_map<>` wrapper.
impl Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_ids(self.num_dims, self.num_symbols, f)?;
        f.write_str(" -> (")?;
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            print_expr(e, Binding::Weak, f)?;
        }
        f.write_char(')')
    }
}

/// Prints `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`, without the `affine_set<>`
/// wrapper.
impl Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_ids(self.num_dims, self.num_symbols, f)?;
        f.write_str(" : (")?;
        for (i, (e, is_eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            print_expr(e, Binding::Weak, f)?;
            f.write_str(if *is_eq { " == 0" } else { " >= 0" })?;
        }
        f.write_char(')')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subtraction_forms() {
        let d0 = AffineExpr::dim(0);
        let s0 = AffineExpr::symbol(0);
        assert_eq!((d0.clone() - s0.clone()).to_string(), "d0 - s0");
        assert_eq!((d0.clone() - 1).to_string(), "d0 - 1");
        assert_eq!((-d0.clone()).to_string(), "-d0");
        assert_eq!((d0.clone() - s0.clone() * 3).to_string(), "d0 - s0 * 3");
        assert_eq!(
            (d0.clone() + i64::MIN).to_string(),
            "d0 - -9223372036854775808"
        );
        let sum = AffineExpr::dim(1) + 1;
        assert_eq!((d0.clone() - sum.clone()).to_string(), "d0 - (d1 + 1)");
        assert_eq!(
            sum.floor_div(AffineExpr::Constant(2)).to_string(),
            "(d1 + 1) floordiv 2"
        );
    }

    #[test]
    fn map_and_set_headers() {
        let m = AffineMap::new(0, 0, vec![AffineExpr::Constant(0)]);
        assert_eq!(m.to_string(), "() -> (0)");
        let s = IntegerSet::new(1, 1, vec![(AffineExpr::dim(0) - 10, false)]);
        assert_eq!(s.to_string(), "(d0)[s0] : (d0 - 10 >= 0)");
    }
}
