//! Affine maps (MLIR `AffineMap`): a list of result expressions over
//! `num_dims` dimension and `num_symbols` symbol inputs, written
//! `(d0, d1)[s0] -> (d0 + s0, d1)`.
//!
//! Maps are plain values; equal maps compare and hash equal, which is what the
//! IR needs to intern them. The queries mirror the `AffineMap` methods the
//! rest of MLIR relies on.

use crate::expr::AffineExpr;

/// An affine map `(d0, ..)[s0, ..] -> (results..)` (MLIR `AffineMap`).
///
/// ```
/// use rmlir_affine::{AffineExpr, AffineMap};
/// let m = AffineMap::new(2, 1, vec![AffineExpr::dim(0) + AffineExpr::symbol(0), AffineExpr::dim(1)]);
/// assert_eq!(m.to_string(), "(d0, d1)[s0] -> (d0 + s0, d1)");
/// assert_eq!(m.num_inputs(), 3);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// Number of dimension inputs (`d0 .. d<num_dims-1>`).
    pub num_dims: u32,
    /// Number of symbol inputs (`s0 .. s<num_symbols-1>`).
    pub num_symbols: u32,
    /// The result expressions; may be empty (`() -> ()`).
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// A map with the given inputs and results (MLIR `AffineMap::get`).
    /// The results should only use dims below `num_dims` and symbols below
    /// `num_symbols`; see [`uses_only_declared_inputs`](Self::uses_only_declared_inputs).
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap {
            num_dims,
            num_symbols,
            results,
        }
    }

    /// A map with inputs but no results, e.g. `(d0)[s0] -> ()`.
    pub fn empty(num_dims: u32, num_symbols: u32) -> AffineMap {
        AffineMap::new(num_dims, num_symbols, Vec::new())
    }

    /// The identity map `(d0, .., dn-1) -> (d0, .., dn-1)`
    /// (MLIR `getMultiDimIdentityMap`).
    pub fn identity(num_dims: u32) -> AffineMap {
        AffineMap::new(num_dims, 0, (0..num_dims).map(AffineExpr::Dim).collect())
    }

    /// The map `() -> (value)` (MLIR `getConstantMap`).
    pub fn constant(value: i64) -> AffineMap {
        AffineMap::new(0, 0, vec![AffineExpr::Constant(value)])
    }

    /// The map `(d0, .., dn-1) -> (d<p0>, d<p1>, ..)` for a permutation `p`
    /// (MLIR `getPermutationMap`); `n` is the length of `permutation`.
    pub fn permutation(permutation: &[u32]) -> AffineMap {
        AffineMap::new(
            permutation.len() as u32,
            0,
            permutation.iter().map(|&p| AffineExpr::Dim(p)).collect(),
        )
    }

    /// Number of dims plus number of symbols (MLIR `getNumInputs`).
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// True if the map has no results.
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// True if result `i` is `d<i>` for every result and there are as many
    /// results as dims (MLIR `isIdentity`; symbols are allowed).
    pub fn is_identity(&self) -> bool {
        self.num_dims as usize == self.results.len()
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| e.as_dim() == Some(i as u32))
    }

    /// True if there are no symbols and each result is a distinct dim, or a
    /// constant 0 when `allow_zero_in_results` (MLIR `isProjectedPermutation`).
    pub fn is_projected_permutation(&self, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 || self.results.len() > self.num_dims as usize {
            return false;
        }
        let mut seen = vec![false; self.num_dims as usize];
        self.results.iter().all(|e| match e {
            AffineExpr::Dim(p) => match seen.get_mut(*p as usize) {
                Some(s) if !*s => {
                    *s = true;
                    true
                }
                _ => false,
            },
            AffineExpr::Constant(0) => allow_zero_in_results,
            _ => false,
        })
    }

    /// True if the map is a projected permutation with as many results as
    /// dims (MLIR `isPermutation`).
    pub fn is_permutation(&self) -> bool {
        self.num_dims as usize == self.results.len() && self.is_projected_permutation(false)
    }

    /// True if the map has exactly one result and it is a constant
    /// (MLIR `isSingleConstant`).
    pub fn is_single_constant(&self) -> bool {
        self.results.len() == 1 && self.results[0].constant().is_some()
    }

    /// The value of the single constant result, if the map is one
    /// (MLIR `getSingleConstantResult`).
    pub fn single_constant_result(&self) -> Option<i64> {
        match self.results.as_slice() {
            [e] => e.constant(),
            _ => None,
        }
    }

    /// True if every result is a constant (MLIR `isConstant`).
    pub fn is_constant(&self) -> bool {
        self.results.iter().all(|e| e.constant().is_some())
    }

    /// The results' values when all of them are constants
    /// (MLIR `getConstantResults`).
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results.iter().map(AffineExpr::constant).collect()
    }

    /// True if every result is pure affine (MLIR `isPureAffine`).
    pub fn is_pure_affine(&self) -> bool {
        self.results.iter().all(AffineExpr::is_pure_affine)
    }

    /// True if dimension `position` occurs in some result
    /// (MLIR `isFunctionOfDim`).
    pub fn is_function_of_dim(&self, position: u32) -> bool {
        self.results.iter().any(|e| e.is_function_of_dim(position))
    }

    /// True if symbol `position` occurs in some result
    /// (MLIR `isFunctionOfSymbol`).
    pub fn is_function_of_symbol(&self, position: u32) -> bool {
        self.results
            .iter()
            .any(|e| e.is_function_of_symbol(position))
    }

    /// True if every dim and symbol used by the results is declared.
    pub fn uses_only_declared_inputs(&self) -> bool {
        self.results
            .iter()
            .all(|e| uses_only(e, self.num_dims, self.num_symbols))
    }
}

/// A division or `mod` by zero (or `mod` by a negative value) met while constant
/// folding: MLIR folds such a map to poison.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Poison;

impl AffineMap {
    /// The map with `dims`/`symbols` substituted into every result, over `num_dims` dims
    /// and `num_symbols` symbols (MLIR's `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineMap {
        let results = self
            .results
            .iter()
            .map(|e| e.replace_dims_and_symbols(dims, symbols))
            .collect();
        AffineMap::new(num_dims, num_symbols, results)
    }

    /// The map with sub-expression `from` replaced by `to` in every result, over
    /// `num_dims` dims and `num_symbols` symbols (MLIR's `AffineMap::replace`).
    pub fn replace(
        &self,
        from: &AffineExpr,
        to: &AffineExpr,
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineMap {
        let results = self.results.iter().map(|e| e.replace(from, to)).collect();
        AffineMap::new(num_dims, num_symbols, results)
    }

    /// The map with `shift` more dims, its dims moved up by `shift` (MLIR's
    /// `AffineMap::shiftDims` with offset 0).
    pub fn shift_dims(&self, shift: u32) -> AffineMap {
        let results = self
            .results
            .iter()
            .map(|e| e.shift_dims(self.num_dims, shift, 0))
            .collect();
        AffineMap::new(self.num_dims + shift, self.num_symbols, results)
    }

    /// The map with `shift` more symbols, its symbols moved up by `shift` (MLIR's
    /// `AffineMap::shiftSymbols` with offset 0).
    pub fn shift_symbols(&self, shift: u32) -> AffineMap {
        let results = self
            .results
            .iter()
            .map(|e| e.shift_symbols(self.num_symbols, shift, 0))
            .collect();
        AffineMap::new(self.num_dims, self.num_symbols + shift, results)
    }

    /// Every result simplified by flattening (MLIR's `simplifyAffineMap`).
    pub fn simplify(&self) -> AffineMap {
        let results = self
            .results
            .iter()
            .map(|e| simplified(e, self.num_dims, self.num_symbols))
            .collect();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }

    /// The map without results equal to the result right before them (MLIR's
    /// `removeDuplicateExprs`, which only drops adjacent duplicates).
    pub fn remove_adjacent_duplicates(&self) -> AffineMap {
        let mut results = self.results.clone();
        results.dedup();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }

    /// Folds the results that are constant once the inputs with a known value
    /// (`operands[i]`, dims then symbols) are substituted (MLIR's
    /// `partialConstantFold`). A result dividing by zero (or taking a `mod` by a
    /// non-positive value) stays as it is and is reported in [`PartialFold::poison`].
    ///
    /// ```
    /// use rmlir_affine::parse_affine_map;
    /// let (m, _) = parse_affine_map("(d0)[s0] -> (d0 + 1, s0)>").unwrap();
    /// let folded = m.partial_constant_fold(&[Some(4), None]);
    /// assert_eq!(folded.map.to_string(), "(d0)[s0] -> (5, s0)");
    /// assert_eq!(folded.values, None);
    /// ```
    pub fn partial_constant_fold(&self, operands: &[Option<i64>]) -> PartialFold {
        let mut values = Some(Vec::with_capacity(self.results.len()));
        let mut poison = false;
        let mut results = Vec::with_capacity(self.results.len());
        for e in &self.results {
            match fold_expr(e, self.num_dims, operands) {
                Ok(Some(v)) => {
                    results.push(AffineExpr::Constant(v));
                    if let Some(vs) = values.as_mut() {
                        vs.push(v);
                    }
                }
                folded => {
                    poison |= folded.is_err();
                    results.push(e.clone());
                    values = None;
                }
            }
        }
        PartialFold {
            map: AffineMap::new(self.num_dims, self.num_symbols, results),
            values,
            poison,
        }
    }

    /// The value of every result when all of them fold to constants (MLIR's
    /// `constantFold`): `Ok(None)` when some result is not constant, `Err` when one
    /// divides by zero.
    pub fn constant_fold(&self, operands: &[Option<i64>]) -> Result<Option<Vec<i64>>, Poison> {
        let folded = self.partial_constant_fold(operands);
        if folded.poison {
            return Err(Poison);
        }
        Ok(folded.values)
    }
}

/// What [`AffineMap::partial_constant_fold`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartialFold {
    /// The map with the results that folded replaced by constants.
    pub map: AffineMap,
    /// The value of every result, when all of them folded.
    pub values: Option<Vec<i64>>,
    /// Whether some result divides by zero or takes a `mod` by a non-positive value.
    pub poison: bool,
}

/// The value of `e` with the known inputs substituted: `Ok(None)` when it depends on
/// an unknown one, `Err` on a division by zero or a `mod` by a non-positive value.
/// Arithmetic wraps like MLIR's `int64_t`.
fn fold_expr(
    e: &AffineExpr,
    num_dims: u32,
    operands: &[Option<i64>],
) -> Result<Option<i64>, Poison> {
    use crate::expr::AffineBinaryKind as K;
    Ok(match e {
        AffineExpr::Constant(c) => Some(*c),
        AffineExpr::Dim(p) => operands.get(*p as usize).copied().flatten(),
        AffineExpr::Symbol(p) => operands.get((num_dims + *p) as usize).copied().flatten(),
        AffineExpr::Binary(b) => {
            let Some(l) = fold_expr(b.lhs(), num_dims, operands)? else {
                return Ok(None);
            };
            let Some(r) = fold_expr(b.rhs(), num_dims, operands)? else {
                return Ok(None);
            };
            Some(match b.kind() {
                K::Add => l.wrapping_add(r),
                K::Mul => l.wrapping_mul(r),
                K::Mod => {
                    if r < 1 {
                        return Err(Poison);
                    }
                    l.rem_euclid(r)
                }
                K::FloorDiv | K::CeilDiv => {
                    if r == 0 {
                        return Err(Poison);
                    }
                    let q = l.wrapping_div(r);
                    let exact = l.wrapping_rem(r) == 0;
                    let same_sign = (l < 0) == (r < 0);
                    match b.kind() {
                        K::FloorDiv if !exact && !same_sign => q - 1,
                        K::CeilDiv if !exact && same_sign => q + 1,
                        _ => q,
                    }
                }
            })
        }
    })
}

/// True if `e` only uses dims below `num_dims` and symbols below `num_symbols`.
pub(crate) fn uses_only(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> bool {
    let mut ok = true;
    e.walk(&mut |sub| match sub {
        AffineExpr::Dim(p) if *p >= num_dims => ok = false,
        AffineExpr::Symbol(p) if *p >= num_symbols => ok = false,
        _ => {}
    });
    ok
}

/// Expressions simplified lately on this thread, with their dim and symbol counts.
/// Simplification is a pure function of those, and canonicalization asks for the same
/// few maps again on every round of the greedy driver.
type SimplifiedCache = rustc_hash::FxHashMap<(AffineExpr, u32, u32), AffineExpr>;

thread_local! {
    static SIMPLIFIED: std::cell::RefCell<SimplifiedCache> = std::cell::RefCell::default();
}

/// Entries the cache holds at most (it is emptied when full).
const SIMPLIFIED_CAPACITY: usize = 1 << 12;

/// [`crate::flatten::simplify_affine_expr`], through the thread's cache.
fn simplified(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let key = (e.clone(), num_dims, num_symbols);
    if let Some(r) = SIMPLIFIED.with(|c| c.borrow().get(&key).cloned()) {
        return r;
    }
    let r = crate::flatten::simplify_affine_expr(e, num_dims, num_symbols);
    SIMPLIFIED.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= SIMPLIFIED_CAPACITY {
            c.clear();
        }
        c.insert(key, r.clone());
    });
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_and_permutation() {
        assert!(AffineMap::identity(3).is_identity());
        assert!(AffineMap::identity(3).is_permutation());
        let p = AffineMap::permutation(&[1, 0]);
        assert!(!p.is_identity());
        assert!(p.is_permutation());
        assert!(!AffineMap::permutation(&[0, 0]).is_permutation());
        let with_zero = AffineMap::new(2, 0, vec![AffineExpr::dim(1), AffineExpr::Constant(0)]);
        assert!(with_zero.is_projected_permutation(true));
        assert!(!with_zero.is_projected_permutation(false));
        assert!(!AffineMap::new(1, 1, vec![AffineExpr::dim(0)]).is_permutation());
        assert!(AffineMap::new(1, 1, vec![AffineExpr::dim(0)]).is_identity());
    }

    #[test]
    fn constants() {
        let m = AffineMap::constant(7);
        assert!(m.is_single_constant());
        assert_eq!(m.single_constant_result(), Some(7));
        assert_eq!(m.constant_results(), Some(vec![7]));
        assert!(!AffineMap::identity(1).is_constant());
    }
}
