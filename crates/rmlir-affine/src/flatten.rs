//! Flattening affine expressions to sums of products, and rebuilding them (MLIR's
//! `SimpleAffineExprFlattener`, `getAffineExprFromFlatForm`, `simplifyAffineExpr` and
//! `getBoundForAffineExpr`).
//!
//! A pure affine expression is a linear combination of its dims, symbols and a constant,
//! plus "local" terms for every `floordiv`, `ceildiv` and `mod` by a constant that does
//! not cancel out. The flat form is one coefficient per column, in the order
//! `[dims.., symbols.., locals.., constant]`; each local remembers the expression it
//! stands for. Walking the expression bottom-up, sums add rows, products by a constant
//! scale them, and a division first divides out the gcd of the dividend and divisor:
//!
//! ```mlir
//! (d0 * 4 + 8) floordiv 4    // flat: d0 = 1, const = 2   ->  d0 + 2
//! (d0 + d1) mod 4            // flat: d0 = 1, d1 = 1, q = -4 with q = (d0 + d1) floordiv 4
//!                            // ->  d0 + d1 - ((d0 + d1) floordiv 4) * 4  ->  (d0 + d1) mod 4
//! ```
//!
//! Rebuilding walks the columns in order, which is what puts a simplified expression in
//! MLIR's canonical term order (`d0 + d1 * 2 + s0 + 5`). Semi-affine terms (products of
//! two non-constant expressions, divisions by a symbol) become locals too, and are
//! rebuilt in the order of their dim/symbol positions ([`semi_affine_from_flat_form`]).

use crate::expr::{AffineBinaryKind as K, AffineExpr};

/// The flat form of an expression: one coefficient per dim, symbol, local and the
/// constant, and the expression each local stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlatForm {
    pub coeffs: Vec<i64>,
    pub locals: Vec<AffineExpr>,
}

/// The flattener's state: the operand stack of flat rows and the locals met so far.
struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    stack: Vec<Vec<i64>>,
    locals: Vec<AffineExpr>,
}

/// Flattening failed: a division or `mod` by a non-positive constant (MLIR treats it as
/// poison and leaves the expression alone), or an input the map does not declare.
struct Poison;

impl Flattener {
    fn new(num_dims: u32, num_symbols: u32) -> Flattener {
        Flattener {
            num_dims: num_dims as usize,
            num_symbols: num_symbols as usize,
            stack: Vec::new(),
            locals: Vec::new(),
        }
    }

    fn num_cols(&self) -> usize {
        self.num_dims + self.num_symbols + self.locals.len() + 1
    }

    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    fn rebuild(&self, row: &[i64]) -> AffineExpr {
        expr_from_flat_form(
            row,
            self.num_dims as u32,
            self.num_symbols as u32,
            &self.locals,
        )
    }

    fn find_local(&self, e: &AffineExpr) -> Option<usize> {
        self.locals.iter().position(|l| l == e)
    }

    /// Adds a local column (zero in every row on the stack) standing for `e`.
    fn add_local(&mut self, e: AffineExpr) {
        let at = self.local_start() + self.locals.len();
        for row in &mut self.stack {
            row.insert(at, 0);
        }
        self.locals.push(e);
    }

    /// Replaces the top row by the local standing for `e` (adding it if new).
    fn set_top_to_local(&mut self, e: AffineExpr) {
        let loc = match self.find_local(&e) {
            Some(l) => l,
            None => {
                self.add_local(e);
                self.locals.len() - 1
            }
        };
        let start = self.local_start();
        let top = self.stack.last_mut().expect("operand stack is empty");
        top.iter_mut().for_each(|c| *c = 0);
        top[start + loc] = 1;
    }

    fn walk(&mut self, e: &AffineExpr) -> Result<(), Poison> {
        match e {
            AffineExpr::Dim(p) => {
                if *p as usize >= self.num_dims {
                    return Err(Poison);
                }
                let mut row = vec![0; self.num_cols()];
                row[*p as usize] = 1;
                self.stack.push(row);
            }
            AffineExpr::Symbol(p) => {
                if *p as usize >= self.num_symbols {
                    return Err(Poison);
                }
                let mut row = vec![0; self.num_cols()];
                row[self.num_dims + *p as usize] = 1;
                self.stack.push(row);
            }
            AffineExpr::Constant(c) => {
                let mut row = vec![0; self.num_cols()];
                *row.last_mut().expect("row has a constant column") = *c;
                self.stack.push(row);
            }
            AffineExpr::Binary(b) => {
                self.walk(b.lhs())?;
                self.walk(b.rhs())?;
                let rhs_is_const = b.rhs().constant().is_some();
                match b.kind() {
                    K::Add => self.visit_add(),
                    K::Mul => self.visit_mul(rhs_is_const),
                    K::Mod => self.visit_mod(rhs_is_const)?,
                    K::FloorDiv => self.visit_div(rhs_is_const, false)?,
                    K::CeilDiv => self.visit_div(rhs_is_const, true)?,
                }
            }
        }
        Ok(())
    }

    fn pop(&mut self) -> Vec<i64> {
        self.stack.pop().expect("operand stack is empty")
    }

    fn top(&mut self) -> &mut Vec<i64> {
        self.stack.last_mut().expect("operand stack is empty")
    }

    fn visit_add(&mut self) {
        let rhs = self.pop();
        for (l, r) in self.top().iter_mut().zip(rhs) {
            *l = l.wrapping_add(r);
        }
    }

    fn visit_mul(&mut self, rhs_is_const: bool) {
        let rhs = self.pop();
        if !rhs_is_const {
            let lhs = self.stack.last().expect("operand stack is empty").clone();
            let prod = self.rebuild(&lhs) * self.rebuild(&rhs);
            self.set_top_to_local(prod);
            return;
        }
        let c = *rhs.last().expect("row has a constant column");
        for l in self.top().iter_mut() {
            *l = l.wrapping_mul(c);
        }
    }

    fn visit_mod(&mut self, rhs_is_const: bool) -> Result<(), Poison> {
        let rhs = self.pop();
        if !rhs_is_const {
            let lhs = self.stack.last().expect("operand stack is empty").clone();
            let m = self.rebuild(&lhs).modulo(self.rebuild(&rhs));
            self.set_top_to_local(m);
            return Ok(());
        }
        let c = *rhs.last().expect("row has a constant column");
        if c <= 0 {
            return Err(Poison);
        }
        let lhs = self.top().clone();
        if lhs.iter().all(|&x| x.wrapping_rem(c) == 0) {
            self.top().iter_mut().for_each(|x| *x = 0);
            return Ok(());
        }
        // expr mod c = expr - c * (expr floordiv c), dividing out the gcd first.
        let g = lhs
            .iter()
            .fold(c as u64, |g, &x| gcd(g, x.unsigned_abs()))
            .max(1) as i64;
        let dividend: Vec<i64> = lhs.iter().map(|&x| x.wrapping_div(g)).collect();
        let q = self
            .rebuild(&dividend)
            .floor_div(AffineExpr::Constant(c / g));
        let start = self.local_start();
        let loc = match self.find_local(&q) {
            Some(l) => l,
            None => {
                self.add_local(q);
                self.locals.len() - 1
            }
        };
        self.top()[start + loc] = -c;
        Ok(())
    }

    fn visit_div(&mut self, rhs_is_const: bool, ceil: bool) -> Result<(), Poison> {
        let rhs = self.pop();
        if !rhs_is_const {
            let lhs = self.stack.last().expect("operand stack is empty").clone();
            let (a, b) = (self.rebuild(&lhs), self.rebuild(&rhs));
            let d = if ceil { a.ceil_div(b) } else { a.floor_div(b) };
            self.set_top_to_local(d);
            return Ok(());
        }
        let c = *rhs.last().expect("row has a constant column");
        if c <= 0 {
            return Err(Poison);
        }
        let g = self
            .top()
            .iter()
            .fold(c as u64, |g, &x| gcd(g, x.unsigned_abs()))
            .max(1) as i64;
        if g != 1 {
            self.top().iter_mut().for_each(|x| *x = x.wrapping_div(g));
        }
        let divisor = c / g;
        if divisor == 1 {
            return Ok(());
        }
        let lhs = self.top().clone();
        let a = self.rebuild(&lhs);
        let b = AffineExpr::Constant(divisor);
        let d = if ceil { a.ceil_div(b) } else { a.floor_div(b) };
        self.set_top_to_local(d);
        Ok(())
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Flattens `e` over `num_dims` dims and `num_symbols` symbols; `None` when it divides
/// by a non-positive constant or uses an undeclared dim or symbol.
pub fn flatten(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> Option<FlatForm> {
    let mut f = Flattener::new(num_dims, num_symbols);
    f.walk(e).ok()?;
    let coeffs = f.stack.pop()?;
    Some(FlatForm {
        coeffs,
        locals: f.locals,
    })
}

/// Rebuilds `dims * c + symbols * c + locals * c + constant` from a flat row, in column
/// order (MLIR's `getAffineExprFromFlatForm`).
pub fn expr_from_flat_form(
    flat: &[i64],
    num_dims: u32,
    num_symbols: u32,
    locals: &[AffineExpr],
) -> AffineExpr {
    let nd = num_dims as usize;
    let ids = nd + num_symbols as usize;
    let mut e = AffineExpr::Constant(0);
    for (j, &c) in flat.iter().enumerate().take(ids) {
        if c == 0 {
            continue;
        }
        let id = if j < nd {
            AffineExpr::Dim(j as u32)
        } else {
            AffineExpr::Symbol((j - nd) as u32)
        };
        e = e + id * c;
    }
    let last = flat.len().saturating_sub(1);
    for (j, &c) in flat.iter().enumerate().take(last).skip(ids) {
        if c == 0 {
            continue;
        }
        if let Some(l) = locals.get(j - ids) {
            e = e + l.clone() * c;
        }
    }
    if let Some(&c) = flat.last()
        && c != 0
    {
        e = e + c;
    }
    e
}

/// Rebuilds a semi-affine expression from its flat form, ordering the terms by the
/// position of the dim or symbol they start with, dims first (MLIR's
/// `getSemiAffineExprFromFlatForm`):
///
/// ```mlir
/// d0 + d0 * s0 + s0 + d1 * s1 + s1
/// ```
pub fn semi_affine_from_flat_form(
    flat: &[i64],
    num_dims: u32,
    num_symbols: u32,
    locals: &[AffineExpr],
) -> AffineExpr {
    let nd = num_dims as usize;
    let ns = num_symbols as usize;
    let ids = nd + ns;
    let wide = num_dims.max(num_symbols) as i64;
    let mut entries: Vec<((u32, i64), i64, AffineExpr)> = Vec::new();
    let mut offset_sym = 0i64;
    let mut offset_dim = -1i64;
    for (j, &c) in flat.iter().enumerate().take(ids).skip(nd) {
        if c == 0 {
            continue;
        }
        let key = ((j - nd) as u32, wide + offset_sym);
        offset_sym += 1;
        entries.push((key, c, AffineExpr::Symbol((j - nd) as u32)));
    }
    let mut added = vec![false; locals.len()];
    for (i, local) in locals.iter().enumerate() {
        let coeff = flat[ids + i];
        if coeff == 0 {
            continue;
        }
        let Some(b) = local.as_binary() else {
            continue;
        };
        let (lhs, rhs) = (b.lhs(), b.rhs());
        let lhs_leaf = lhs.as_dim().is_some() || lhs.as_symbol().is_some();
        let rhs_leaf =
            rhs.as_dim().is_some() || rhs.as_symbol().is_some() || rhs.constant().is_some();
        if !(lhs_leaf && rhs_leaf) {
            continue;
        }
        let key = if rhs.constant().is_some() {
            if let Some(p) = lhs.as_dim() {
                let k = (p, offset_dim);
                offset_dim -= 1;
                k
            } else {
                let k = (lhs.as_symbol().unwrap_or(0), wide + offset_sym);
                offset_sym += 1;
                k
            }
        } else if let Some(p) = lhs.as_dim() {
            (p, rhs.as_symbol().map_or(0, i64::from))
        } else {
            let k = (lhs.as_symbol().unwrap_or(0), wide + offset_sym);
            offset_sym += 1;
            k
        };
        entries.push((key, coeff, local.clone()));
        added[i] = true;
    }
    for (j, &c) in flat.iter().enumerate().take(nd) {
        if c == 0 {
            continue;
        }
        entries.push(((j as u32, offset_dim), c, AffineExpr::Dim(j as u32)));
        offset_dim -= 1;
    }
    // Keys are unique (as MLIR asserts), so sorting by key alone is deterministic.
    entries.sort_by_key(|(k, _, _)| *k);
    let mut e = AffineExpr::Constant(0);
    for (_, c, term) in entries {
        e = e + term * c;
    }
    let last = flat.len().saturating_sub(1);
    for j in ids..last {
        if flat[j] == 0 || added[j - ids] {
            continue;
        }
        e = e + locals[j - ids].clone() * flat[j];
    }
    if let Some(&c) = flat.last()
        && c != 0
    {
        e = e + c;
    }
    e
}

/// Simplifies an expression by flattening and rebuilding it (MLIR's
/// `simplifyAffineExpr`):
///
/// ```mlir
/// (d0)[s0] -> (s0 + d0 * 2 + d0 - 3 + 3, (d0 * 4 + 8) floordiv 4, (d0 * s0) floordiv s0)
/// // becomes
/// (d0)[s0] -> (d0 * 3 + s0, d0 + 2, d0)
/// ```
pub fn simplify_affine_expr(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    // A pure function of its arguments, asked again and again for the few maps a
    // program uses (every canonicalization of every affine op simplifies its map):
    // remembered per thread.
    type Memo = rustc_hash::FxHashMap<(AffineExpr, u32, u32), AffineExpr>;
    thread_local! {
        static SIMPLIFIED: std::cell::RefCell<Memo> = std::cell::RefCell::default();
    }
    const CAPACITY: usize = 1024;
    let key = (e.clone(), num_dims, num_symbols);
    if let Some(hit) = SIMPLIFIED.with(|m| m.borrow().get(&key).cloned()) {
        return hit;
    }
    let out = simplify_uncached(e, num_dims, num_symbols);
    SIMPLIFIED.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= CAPACITY {
            m.clear();
        }
        m.insert(key, out.clone());
    });
    out
}

fn simplify_uncached(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let e = if e.is_pure_affine() {
        e.clone()
    } else {
        simplify_semi_affine(e, num_dims, num_symbols)
    };
    let Some(flat) = flatten(&e, num_dims, num_symbols) else {
        return e;
    };
    if e.is_pure_affine() {
        return expr_from_flat_form(&flat.coeffs, num_dims, num_symbols, &flat.locals);
    }
    if e == expr_from_flat_form(&flat.coeffs, num_dims, num_symbols, &flat.locals) {
        return e;
    }
    semi_affine_from_flat_form(&flat.coeffs, num_dims, num_symbols, &flat.locals)
}

/// Whether `e` is known to be a multiple of symbol `pos` for a division or `mod` of
/// kind `op` (MLIR's `isDivisibleBySymbol`).
fn divisible_by_symbol(e: &AffineExpr, pos: u32, op: K) -> bool {
    match e {
        AffineExpr::Constant(c) => *c == 0,
        AffineExpr::Dim(_) => false,
        AffineExpr::Symbol(p) => *p == pos,
        AffineExpr::Binary(b) => match b.kind() {
            K::Add => {
                divisible_by_symbol(b.lhs(), pos, op) && divisible_by_symbol(b.rhs(), pos, op)
            }
            K::Mod => {
                divisible_by_symbol(b.lhs(), pos, K::Mod)
                    && divisible_by_symbol(b.rhs(), pos, K::Mod)
            }
            K::Mul => {
                divisible_by_symbol(b.lhs(), pos, op) || divisible_by_symbol(b.rhs(), pos, op)
            }
            K::FloorDiv | K::CeilDiv => {
                op == b.kind() && divisible_by_symbol(b.lhs(), pos, b.kind())
            }
        },
    }
}

/// Divides `e` by symbol `pos`, which [`divisible_by_symbol`] accepted (MLIR's
/// `symbolicDivide`); `None` when a part does not divide.
fn symbolic_divide(e: &AffineExpr, pos: u32, op: K) -> Option<AffineExpr> {
    match e {
        AffineExpr::Constant(0) => Some(AffineExpr::Constant(0)),
        AffineExpr::Constant(_) | AffineExpr::Dim(_) => None,
        AffineExpr::Symbol(_) => Some(AffineExpr::Constant(1)),
        AffineExpr::Binary(b) => match b.kind() {
            K::Add => Some(AffineExpr::binary(
                K::Add,
                symbolic_divide(b.lhs(), pos, op)?,
                symbolic_divide(b.rhs(), pos, op)?,
            )),
            K::Mod => Some(AffineExpr::binary(
                K::Mod,
                symbolic_divide(b.lhs(), pos, K::Mod)?,
                symbolic_divide(b.rhs(), pos, K::Mod)?,
            )),
            K::Mul => {
                if !divisible_by_symbol(b.lhs(), pos, op) {
                    Some(b.lhs().clone() * symbolic_divide(b.rhs(), pos, op)?)
                } else {
                    Some(symbolic_divide(b.lhs(), pos, op)? * b.rhs().clone())
                }
            }
            K::FloorDiv | K::CeilDiv => Some(AffineExpr::binary(
                b.kind(),
                symbolic_divide(b.lhs(), pos, b.kind())?,
                b.rhs().clone(),
            )),
        },
    }
}

/// The summands of a (nested) sum, left to right.
fn summands(e: &AffineExpr, out: &mut Vec<AffineExpr>) {
    match e.as_binary_of(K::Add) {
        Some(b) => {
            summands(b.lhs(), out);
            summands(b.rhs(), out);
        }
        None => out.push(e.clone()),
    }
}

/// `x` if `e` is `x * -1` or `-1 * x`.
fn negated(e: &AffineExpr) -> Option<&AffineExpr> {
    let m = e.as_binary_of(K::Mul)?;
    if m.lhs().constant() == Some(-1) {
        return Some(m.rhs());
    }
    if m.rhs().constant() == Some(-1) {
        return Some(m.lhs());
    }
    None
}

/// Whether `lhs mod rhs` is zero because `lhs` is `x - x mod rhs` (MLIR's
/// `isModOfModSubtraction`).
fn is_mod_of_mod_subtraction(
    lhs: &AffineExpr,
    rhs: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> bool {
    let mut terms = Vec::new();
    summands(lhs, &mut terms);
    for (i, t) in terms.iter().enumerate() {
        let Some(inner) = negated(t).and_then(|x| x.as_binary_of(K::Mod)) else {
            continue;
        };
        if inner.rhs() != rhs {
            continue;
        }
        let mut diff = AffineExpr::Constant(0);
        for (j, other) in terms.iter().enumerate() {
            if i != j {
                diff = diff + other.clone();
            }
        }
        diff = diff - inner.lhs().clone();
        if simplify_affine_expr(&diff, num_dims, num_symbols) == AffineExpr::Constant(0) {
            return true;
        }
    }
    false
}

/// Simplifies divisions and `mod`s by a symbol that divides their left side (MLIR's
/// `simplifySemiAffine`):
///
/// ```mlir
/// ()[s0, s1] -> ((s0 * s1) floordiv s1, (s0 * s1) mod s1)  // becomes ()[s0, s1] -> (s0, 0)
/// ```
fn simplify_semi_affine(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let AffineExpr::Binary(b) = e else {
        return e.clone();
    };
    let l = simplify_semi_affine(b.lhs(), num_dims, num_symbols);
    let r = simplify_semi_affine(b.rhs(), num_dims, num_symbols);
    match b.kind() {
        K::Add | K::Mul => AffineExpr::binary(b.kind(), l, r),
        K::FloorDiv | K::CeilDiv | K::Mod => {
            if is_mod_of_mod_subtraction(&l, &r, num_dims, num_symbols) {
                return AffineExpr::Constant(0);
            }
            let Some(pos) = r.as_symbol() else {
                return AffineExpr::binary(b.kind(), l, r);
            };
            if !divisible_by_symbol(b.lhs(), pos, b.kind()) {
                return AffineExpr::binary(b.kind(), l, r);
            }
            if b.kind() == K::Mod {
                return AffineExpr::Constant(0);
            }
            symbolic_divide(&l, pos, b.kind()).unwrap_or_else(|| AffineExpr::binary(b.kind(), l, r))
        }
    }
}

/// A constant lower (or, with `upper`, upper) bound of `e`, given constant bounds of its
/// inputs (dims then symbols), when one follows without local terms other than a
/// top-level division or `mod` (MLIR's `getBoundForAffineExpr`).
pub fn bound_for_expr(
    e: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    lower: &[Option<i64>],
    upper: &[Option<i64>],
    is_upper: bool,
) -> Option<i64> {
    if let Some(b) = e.as_binary() {
        let rhs = b.rhs().constant();
        match b.kind() {
            K::FloorDiv => {
                let c = rhs.filter(|&c| c >= 1)?;
                let bound = bound_for_expr(b.lhs(), num_dims, num_symbols, lower, upper, is_upper)?;
                return Some(bound.div_euclid(c));
            }
            K::CeilDiv => {
                let c = rhs.filter(|&c| c >= 1)?;
                let bound = bound_for_expr(b.lhs(), num_dims, num_symbols, lower, upper, is_upper)?;
                return Some(-(-bound).div_euclid(c));
            }
            K::Mod => {
                if let Some(c) = rhs.filter(|&c| c >= 1) {
                    let lb = bound_for_expr(b.lhs(), num_dims, num_symbols, lower, upper, false);
                    let ub = bound_for_expr(b.lhs(), num_dims, num_symbols, lower, upper, is_upper);
                    if let (Some(lb), Some(ub)) = (lb, ub)
                        && lb.div_euclid(c) == ub.div_euclid(c)
                    {
                        return Some(if is_upper {
                            ub.rem_euclid(c)
                        } else {
                            lb.rem_euclid(c)
                        });
                    }
                    return Some(if is_upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let flat = flatten(e, num_dims, num_symbols)?;
    if !flat.locals.is_empty() {
        return None;
    }
    let mut bound = 0i64;
    let n = (num_dims + num_symbols) as usize;
    for (i, &c) in flat.coeffs.iter().enumerate().take(n) {
        let b = match c.cmp(&0) {
            std::cmp::Ordering::Greater => (if is_upper { upper } else { lower })[i],
            std::cmp::Ordering::Less => (if is_upper { lower } else { upper })[i],
            std::cmp::Ordering::Equal => continue,
        };
        bound = bound.wrapping_add(b?.wrapping_mul(c));
    }
    Some(bound.wrapping_add(*flat.coeffs.last()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_affine_map;

    fn simplified(src: &str) -> String {
        let (m, _) = parse_affine_map(src).expect("valid map");
        let results = m
            .results
            .iter()
            .map(|e| simplify_affine_expr(e, m.num_dims, m.num_symbols))
            .collect();
        crate::AffineMap::new(m.num_dims, m.num_symbols, results).to_string()
    }

    #[test]
    fn linear_terms_come_out_in_column_order() {
        assert_eq!(
            simplified("(d0, d1)[s0] -> (s0 + d1 * 2 + d0 + 3)>"),
            "(d0, d1)[s0] -> (d0 + d1 * 2 + s0 + 3)"
        );
    }

    #[test]
    fn divisions_cancel_common_factors() {
        assert_eq!(
            simplified(
                "(d0) -> ((d0 * 4 + 8) floordiv 4, (d0 * 6) mod 3, (d0 * 2 + 3) ceildiv 2)>"
            ),
            "(d0) -> (d0 + 2, 0, (d0 * 2 + 3) ceildiv 2)"
        );
    }

    #[test]
    fn mod_by_non_positive_is_left_alone() {
        let e = AffineExpr::dim(0).modulo(AffineExpr::Constant(-2));
        assert_eq!(simplify_affine_expr(&e, 1, 0), e);
    }

    #[test]
    fn bounds_of_sums() {
        let (m, _) = parse_affine_map("(d0, d1) -> (d0 * 2 - d1 + 1)>").expect("valid map");
        let lo = [Some(0), Some(0)];
        let hi = [Some(9), Some(3)];
        assert_eq!(
            bound_for_expr(&m.results[0], 2, 0, &lo, &hi, true),
            Some(19)
        );
        assert_eq!(
            bound_for_expr(&m.results[0], 2, 0, &lo, &hi, false),
            Some(-2)
        );
    }
}
