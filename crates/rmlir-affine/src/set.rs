//! Integer sets (MLIR `IntegerSet`): a conjunction of affine constraints
//! `expr >= 0` or `expr == 0` over dims and symbols, written
//! `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
//!
//! The parser normalises `a >= b` to `a - b >= 0`, `a <= b` to `b - a >= 0`
//! and `a == b` to `a - b == 0`, and an empty constraint list to `0 == 0`,
//! as MLIR does.

use crate::expr::AffineExpr;
use crate::map::uses_only;

/// An integer set `(d0, ..)[s0, ..] : (constraints..)` (MLIR `IntegerSet`).
///
/// ```
/// use rmlir_affine::{AffineExpr, IntegerSet};
/// let s = IntegerSet::new(1, 0, vec![(AffineExpr::dim(0) - 10, false), (AffineExpr::dim(0), true)]);
/// assert_eq!(s.to_string(), "(d0) : (d0 - 10 >= 0, d0 == 0)");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// Number of dimension inputs.
    pub num_dims: u32,
    /// Number of symbol inputs.
    pub num_symbols: u32,
    /// The constraints: `(expr, is_eq)` means `expr == 0` when `is_eq`,
    /// otherwise `expr >= 0`.
    pub constraints: Vec<(AffineExpr, bool)>,
}

impl IntegerSet {
    /// A set with the given inputs and constraints (MLIR `IntegerSet::get`).
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        constraints: Vec<(AffineExpr, bool)>,
    ) -> IntegerSet {
        IntegerSet {
            num_dims,
            num_symbols,
            constraints,
        }
    }

    /// The canonical empty set `1 == 0` (MLIR `IntegerSet::getEmptySet`).
    pub fn empty_set(num_dims: u32, num_symbols: u32) -> IntegerSet {
        IntegerSet::new(num_dims, num_symbols, vec![(AffineExpr::Constant(1), true)])
    }

    /// True if this is the canonical empty set built by
    /// [`empty_set`](Self::empty_set) (MLIR `isEmptyIntegerSet`).
    pub fn is_empty_integer_set(&self) -> bool {
        matches!(
            self.constraints.as_slice(),
            [(AffineExpr::Constant(1), true)]
        )
    }

    /// Number of dims plus number of symbols (MLIR `getNumInputs`).
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// Number of equality constraints (MLIR `getNumEqualities`).
    pub fn num_equalities(&self) -> usize {
        self.constraints.iter().filter(|(_, eq)| *eq).count()
    }

    /// Number of inequality constraints (MLIR `getNumInequalities`).
    pub fn num_inequalities(&self) -> usize {
        self.constraints.len() - self.num_equalities()
    }

    /// The set with `dims`/`symbols` substituted into every constraint, over `num_dims`
    /// dims and `num_symbols` symbols (MLIR's `IntegerSet::replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> IntegerSet {
        let constraints = self
            .constraints
            .iter()
            .map(|(e, eq)| (e.replace_dims_and_symbols(dims, symbols), *eq))
            .collect();
        IntegerSet::new(num_dims, num_symbols, constraints)
    }

    /// True if every dim and symbol used by the constraints is declared.
    pub fn uses_only_declared_inputs(&self) -> bool {
        self.constraints
            .iter()
            .all(|(e, _)| uses_only(e, self.num_dims, self.num_symbols))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_set_is_one_equals_zero() {
        let s = IntegerSet::empty_set(1, 0);
        assert!(s.is_empty_integer_set());
        assert_eq!(s.to_string(), "(d0) : (1 == 0)");
        assert_eq!(s.num_equalities(), 1);
        assert_eq!(s.num_inequalities(), 0);
    }
}
