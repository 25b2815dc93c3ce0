//! Canonical forms of an affine map (or integer set) together with the SSA values it
//! is applied to (MLIR's `composeAffineMapAndOperands`, `canonicalizeMapAndOperands`,
//! `canonicalizeSetAndOperands`, `simplifyMapWithOperands` and
//! `simplifyMinOrMaxExprWithOperands` in `AffineOps.cpp`).
//!
//! The folders and patterns of the affine ops all go through these steps:
//!
//! 1. *compose*: an operand produced by an `affine.apply` is replaced by that apply's
//!    expression over its own operands, until no operand comes from an `affine.apply`;
//! 2. *canonicalize*: dims that are valid symbols become symbols, symbols that are only
//!    valid dims become dims, unused and duplicate operands are dropped, and constant
//!    symbols are folded into the expressions;
//! 3. *simplify*: expressions are flattened and rebuilt in canonical term order, and
//!    divisions and `mod`s are decided from the constant bounds of loop induction
//!    variables.
//!
//! ```mlir
//! %c1 = arith.constant 1 : index
//! %a = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%n, %c1)
//! %b = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%a)[%n]
//! // %b becomes
//! %b = affine.apply affine_map<()[s0] -> (s0 * 5 + 8)>()[%n]
//! ```

use super::map_of;
use super::valid::{const_int, for_iv_owner, is_dim_anywhere, is_symbol_anywhere};
use crate::scf::{attr_of, op_name, operands};
use rmlir_affine::{AffineBinaryKind as K, AffineExpr, AffineMap, IntegerSet, bound_for_expr};
use rmlir_ir::ir::{BodyId, ValueId};
use rmlir_ir::{AttrKind, Context, Ir, OpRef};
use smallvec::SmallVec;

/// Where the operands live: the IR (read-only) and the body of the op using them.
#[derive(Copy, Clone)]
pub(crate) struct MapCx<'a> {
    pub ctx: &'a Context,
    pub ir: &'a Ir,
    pub body: BodyId,
}

/// Whether `remap` sends every position to itself (`Dim(i)` / `Symbol(i)`), so that
/// replacing with it changes nothing.
fn is_identity(remap: &[AffineExpr], symbols: bool) -> bool {
    remap.iter().enumerate().all(|(i, e)| match e {
        AffineExpr::Dim(p) => !symbols && *p as usize == i,
        AffineExpr::Symbol(p) => symbols && *p as usize == i,
        _ => false,
    })
}

/// Which dims and which symbols the results of `map` use.
fn used_inputs(map: &AffineMap) -> (SmallVec<[bool; 8]>, SmallVec<[bool; 8]>) {
    let mut dims: SmallVec<[bool; 8]> = smallvec::smallvec![false; map.num_dims as usize];
    let mut syms: SmallVec<[bool; 8]> = smallvec::smallvec![false; map.num_symbols as usize];
    for e in &map.results {
        e.walk(&mut |x| {
            let slot = match x {
                AffineExpr::Dim(p) => dims.get_mut(*p as usize),
                AffineExpr::Symbol(p) => syms.get_mut(*p as usize),
                _ => None,
            };
            if let Some(used) = slot {
                *used = true;
            }
        });
    }
    (dims, syms)
}

/// `map` with dims and symbols replaced; the map itself when both replacements are
/// identities over unchanged counts (replacing would rebuild the same expressions).
fn remapped(
    map: &AffineMap,
    dims: &[AffineExpr],
    syms: &[AffineExpr],
    num_dims: u32,
    num_syms: u32,
) -> Option<AffineMap> {
    let unchanged = num_dims == map.num_dims
        && num_syms == map.num_symbols
        && is_identity(dims, false)
        && is_identity(syms, true);
    (!unchanged).then(|| map.replace_dims_and_symbols(dims, syms, num_dims, num_syms))
}

/// Views a set's constraints as the results of a map.
fn set_as_map(set: &IntegerSet) -> AffineMap {
    let results = set.constraints.iter().map(|(e, _)| e.clone()).collect();
    AffineMap::new(set.num_dims, set.num_symbols, results)
}

/// Rebuilds a set from a map of its constraints and the equality flags of `like`.
fn map_as_set(map: AffineMap, like: &IntegerSet) -> IntegerSet {
    let constraints = map
        .results
        .into_iter()
        .zip(like.constraints.iter().map(|(_, eq)| *eq))
        .collect();
    IntegerSet::new(map.num_dims, map.num_symbols, constraints)
}

/// The step and bound maps of an `affine.for`.
pub(crate) fn for_bounds(ctx: &Context, ir: &Ir, op: OpRef) -> Option<(AffineMap, AffineMap, i64)> {
    let (_, lb) = map_of(ctx, ir, op, "lowerBoundMap")?;
    let (_, ub) = map_of(ctx, ir, op, "upperBoundMap")?;
    let step = match ctx.attr_kind(attr_of(ctx, ir, op, "step")?) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok()?,
        _ => return None,
    };
    Some((lb, ub, step))
}

impl MapCx<'_> {
    /// The constant lower bound of an `affine.for` induction variable.
    fn iv_lower(&self, v: ValueId) -> Option<i64> {
        let f = for_iv_owner(self.ir, self.body, v)?;
        for_bounds(self.ctx, self.ir, f)?.0.single_constant_result()
    }

    /// The largest value an `affine.for` induction variable takes, from a constant
    /// upper bound (and lower bound and step, when known).
    fn iv_upper(&self, v: ValueId) -> Option<i64> {
        let f = for_iv_owner(self.ir, self.body, v)?;
        let (lb, ub, step) = for_bounds(self.ctx, self.ir, f)?;
        let ub = ub.single_constant_result()?;
        match lb.single_constant_result() {
            Some(lb) if step != 0 => Some(
                ub.wrapping_sub(1)
                    .wrapping_sub(ub.wrapping_sub(lb).wrapping_sub(1).wrapping_rem(step)),
            ),
            _ => Some(ub.wrapping_sub(1)),
        }
    }

    fn operand_bounds(&self, ops: &[ValueId]) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
        let lower = ops.iter().map(|&v| self.iv_lower(v)).collect();
        let upper = ops.iter().map(|&v| self.iv_upper(v)).collect();
        (lower, upper)
    }

    // ------------------------------------------------------------ canonicalize

    /// Whether a dim operand `v` becomes a symbol (it is a valid symbol).
    fn promotes(&self, v: ValueId) -> bool {
        is_symbol_anywhere(self.ctx, self.ir, self.body, v)
    }

    /// Whether a symbol operand `v` becomes a dim (a valid dim but not a valid symbol).
    fn demotes(&self, v: ValueId) -> bool {
        !is_symbol_anywhere(self.ctx, self.ir, self.body, v)
            && is_dim_anywhere(self.ctx, self.ir, self.body, v)
    }

    /// Whether every input of `map` is `used`, no operand repeats and no symbol is a
    /// constant: what keeps [`MapCx::canonicalize`] from dropping or folding inputs.
    fn keeps_inputs(&self, map: &AffineMap, ops: &[ValueId], used: (&[bool], &[bool])) -> bool {
        let nd = map.num_dims as usize;
        let distinct = |vs: &[ValueId]| (1..vs.len()).all(|i| !vs[..i].contains(&vs[i]));
        used.0.iter().chain(used.1).all(|&u| u)
            && distinct(&ops[..nd])
            && distinct(&ops[nd..])
            && ops[nd..]
                .iter()
                .all(|&v| const_int(self.ctx, self.ir, self.body, v).is_none())
    }

    /// Whether [`MapCx::canonicalize`] leaves `map` and `ops` as they are.
    pub(crate) fn is_canonical(&self, map: &AffineMap, ops: &[ValueId]) -> bool {
        let nd = map.num_dims as usize;
        if ops.is_empty() || ops.len() != map.num_inputs() as usize {
            return true;
        }
        let (used_dims, used_syms) = used_inputs(map);
        !ops[..nd].iter().any(|&v| self.promotes(v))
            && !ops[nd..].iter().any(|&v| self.demotes(v))
            && self.keeps_inputs(map, ops, (&used_dims, &used_syms))
    }

    /// Whether an operand of an affine op comes from an `affine.apply` (what
    /// [`MapCx::compose`] folds in).
    pub(crate) fn any_from_apply(&self, ops: &[ValueId]) -> bool {
        let body = self.ir.body(self.body);
        ops.iter().any(|&v| {
            body.defining_op(v)
                .is_some_and(|d| op_name(self.ir, (self.body, d)) == Some("affine.apply"))
        })
    }

    /// Dims whose operand is a valid symbol become symbols, after the existing ones
    /// (MLIR's `canonicalizePromotedSymbols`).
    fn promote_symbols(&self, map: &mut AffineMap, ops: &mut Vec<ValueId>) {
        let nd = map.num_dims as usize;
        let ns = map.num_symbols;
        let promote: SmallVec<[bool; 8]> = ops[..nd].iter().map(|&v| self.promotes(v)).collect();
        // Usually nothing moves: the map and operands stay as they are.
        if !promote.contains(&true) {
            return;
        }
        let mut kept = Vec::with_capacity(ops.len());
        let mut promoted = Vec::new();
        let mut dim_remap = Vec::with_capacity(nd);
        for (&v, &to_symbol) in ops[..nd].iter().zip(&promote) {
            if to_symbol {
                dim_remap.push(AffineExpr::Symbol(ns + promoted.len() as u32));
                promoted.push(v);
            } else {
                dim_remap.push(AffineExpr::Dim(kept.len() as u32));
                kept.push(v);
            }
        }
        let num_dims = kept.len() as u32;
        kept.extend_from_slice(&ops[nd..]);
        kept.extend(promoted.iter().copied());
        if let Some(m) = remapped(map, &dim_remap, &[], num_dims, ns + promoted.len() as u32) {
            *map = m;
        }
        *ops = kept;
    }

    /// Symbols whose operand is a valid dim but not a valid symbol become dims, after
    /// the existing ones (MLIR's `legalizeDemotedDims`).
    fn demote_dims(&self, map: &mut AffineMap, ops: &mut Vec<ValueId>) {
        let nd = map.num_dims;
        // (The cheaper, usually decisive test first: both are pure queries.)
        let demote: SmallVec<[bool; 8]> = ops[nd as usize..]
            .iter()
            .map(|&v| self.demotes(v))
            .collect();
        // Usually nothing moves: the map and operands stay as they are.
        if !demote.contains(&true) {
            return;
        }
        let mut demoted = Vec::new();
        let mut syms = Vec::new();
        let mut sym_remap = Vec::new();
        for (&v, &to_dim) in ops[nd as usize..].iter().zip(&demote) {
            if to_dim {
                sym_remap.push(AffineExpr::Dim(nd + demoted.len() as u32));
                demoted.push(v);
            } else {
                sym_remap.push(AffineExpr::Symbol(syms.len() as u32));
                syms.push(v);
            }
        }
        let num_dims = nd + demoted.len() as u32;
        let num_syms = syms.len() as u32;
        ops.truncate(nd as usize);
        ops.extend(demoted);
        ops.extend(syms);
        if let Some(m) = remapped(map, &[], &sym_remap, num_dims, num_syms) {
            *map = m;
        }
    }

    /// MLIR's `canonicalizeMapAndOperands`: promotes symbols and demotes dims, then
    /// drops unused operands, merges duplicate ones, and folds constant symbols into
    /// the expressions.
    ///
    /// ```mlir
    /// affine_map<(d0, d1, d2)[s0] -> (d0 + d1 + s0)>(%i, %i, %j)[%c4]
    /// // becomes
    /// affine_map<(d0) -> (d0 * 2 + 4)>(%i)
    /// ```
    pub(crate) fn canonicalize(&self, map: &mut AffineMap, ops: &mut Vec<ValueId>) {
        if ops.is_empty() || ops.len() != map.num_inputs() as usize {
            return;
        }
        self.promote_symbols(map, ops);
        self.demote_dims(map, ops);
        let nd = map.num_dims as usize;
        let ns = map.num_symbols as usize;
        let (used_dims, used_syms) = used_inputs(map);
        // The remapping below would be the identity.
        if self.keeps_inputs(map, ops, (&used_dims, &used_syms)) {
            return;
        }
        let mut result: SmallVec<[ValueId; 8]> = SmallVec::new();
        let mut seen: SmallVec<[(ValueId, AffineExpr); 8]> = SmallVec::new();
        let mut dim_remap: SmallVec<[AffineExpr; 8]> =
            smallvec::smallvec![AffineExpr::Constant(0); nd];
        let mut next_dim = 0;
        for i in (0..nd).filter(|&i| used_dims[i]) {
            match seen.iter().find(|(v, _)| *v == ops[i]) {
                Some((_, e)) => dim_remap[i] = e.clone(),
                None => {
                    dim_remap[i] = AffineExpr::Dim(next_dim);
                    next_dim += 1;
                    result.push(ops[i]);
                    seen.push((ops[i], dim_remap[i].clone()));
                }
            }
        }
        seen.clear();
        let mut sym_remap: SmallVec<[AffineExpr; 8]> =
            smallvec::smallvec![AffineExpr::Constant(0); ns];
        let mut next_sym = 0;
        for i in (0..ns).filter(|&i| used_syms[i]) {
            let v = ops[nd + i];
            if let Some(c) = const_int(self.ctx, self.ir, self.body, v) {
                sym_remap[i] = AffineExpr::Constant(c);
                continue;
            }
            match seen.iter().find(|(s, _)| *s == v) {
                Some((_, e)) => sym_remap[i] = e.clone(),
                None => {
                    sym_remap[i] = AffineExpr::Symbol(next_sym);
                    next_sym += 1;
                    result.push(v);
                    seen.push((v, sym_remap[i].clone()));
                }
            }
        }
        if let Some(m) = remapped(map, &dim_remap, &sym_remap, next_dim, next_sym) {
            *map = m;
        }
        ops.clear();
        ops.extend_from_slice(&result);
    }

    /// [`MapCx::canonicalize`] for an integer set (MLIR's `canonicalizeSetAndOperands`).
    pub(crate) fn canonicalize_set(&self, set: &mut IntegerSet, ops: &mut Vec<ValueId>) {
        let mut map = set_as_map(set);
        self.canonicalize(&mut map, ops);
        *set = map_as_set(map, set);
    }

    // ------------------------------------------------------------ compose

    /// Replaces input `pos` (dims first) by the expression of the `affine.apply`
    /// producing it, appending that apply's operands as new dims and symbols (MLIR's
    /// `replaceDimOrSym`). The replaced slot becomes `None`.
    fn replace_dim_or_sym(
        &self,
        map: &mut AffineMap,
        pos: usize,
        dims: &mut Vec<Option<ValueId>>,
        syms: &mut Vec<Option<ValueId>>,
    ) -> bool {
        let is_dim = pos < dims.len();
        let slot = if is_dim {
            dims[pos]
        } else {
            syms[pos - dims.len()]
        };
        let Some(v) = slot else {
            return false;
        };
        let Some(def) = self.ir.body(self.body).defining_op(v) else {
            return false;
        };
        let apply = (self.body, def);
        if op_name(self.ir, apply) != Some("affine.apply") {
            return false;
        }
        let Some((_, mut cmap)) = map_of(self.ctx, self.ir, apply, "map") else {
            return false;
        };
        let mut cops = operands(self.ir, apply).into_vec();
        if cmap.num_results() != 1 || cops.len() != cmap.num_inputs() as usize {
            return false;
        }
        self.canonicalize(&mut cmap, &mut cops);
        let (num_dims, num_syms) = (dims.len(), syms.len());
        let to_replace = if is_dim {
            dims[pos] = None;
            AffineExpr::Dim(pos as u32)
        } else {
            syms[pos - num_dims] = None;
            AffineExpr::Symbol((pos - num_dims) as u32)
        };
        let shifted = cmap
            .shift_dims(num_dims as u32)
            .shift_symbols(num_syms as u32);
        let cnd = cmap.num_dims as usize;
        dims.extend(cops[..cnd].iter().map(|&v| Some(v)));
        syms.extend(cops[cnd..].iter().map(|&v| Some(v)));
        *map = map.replace(
            &to_replace,
            &shifted.results[0],
            dims.len() as u32,
            syms.len() as u32,
        );
        true
    }

    /// MLIR's `composeAffineMapAndOperands`: folds the `affine.apply`s producing the
    /// operands into the map, then canonicalizes and simplifies it.
    ///
    /// ```mlir
    /// %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    /// affine_map<(d0) -> (d0 + 1)>(%a)   // becomes affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    /// ```
    pub(crate) fn compose(&self, map: &mut AffineMap, ops: &mut Vec<ValueId>) {
        if ops.len() != map.num_inputs() as usize {
            return;
        }
        if map.results.is_empty() {
            self.canonicalize(map, ops);
            *map = map.simplify();
            return;
        }
        let nd = map.num_dims as usize;
        let mut dims: Vec<Option<ValueId>> = ops[..nd].iter().map(|&v| Some(v)).collect();
        let mut syms: Vec<Option<ValueId>> = ops[nd..].iter().map(|&v| Some(v)).collect();
        // Each round consumes one `affine.apply` result; SSA dominance rules out
        // cycles except in graph regions, which the bound guards against.
        let mut budget = 100_000usize;
        'rounds: while budget > 0 {
            budget -= 1;
            for pos in 0..dims.len() + syms.len() {
                if self.replace_dim_or_sym(map, pos, &mut dims, &mut syms) {
                    continue 'rounds;
                }
            }
            break;
        }
        ops.clear();
        let mut dim_repl = Vec::with_capacity(dims.len());
        let mut sym_repl = Vec::with_capacity(syms.len());
        let (mut nd, mut ns) = (0u32, 0u32);
        for v in &dims {
            match v {
                Some(v) => {
                    dim_repl.push(AffineExpr::Dim(nd));
                    nd += 1;
                    ops.push(*v);
                }
                None => dim_repl.push(AffineExpr::Constant(0)),
            }
        }
        for v in &syms {
            match v {
                Some(v) => {
                    sym_repl.push(AffineExpr::Symbol(ns));
                    ns += 1;
                    ops.push(*v);
                }
                None => sym_repl.push(AffineExpr::Constant(0)),
            }
        }
        if let Some(m) = remapped(map, &dim_repl, &sym_repl, nd, ns) {
            *map = m;
        }
        self.canonicalize(map, ops);
        *map = map.simplify();
    }

    /// [`MapCx::compose`] for the constraints of an integer set, when some operand
    /// comes from an `affine.apply` (MLIR's `composeSetAndOperands`).
    pub(crate) fn compose_set(&self, set: &mut IntegerSet, ops: &mut Vec<ValueId>) {
        if !self.any_from_apply(ops) {
            return;
        }
        let mut map = set_as_map(set);
        self.compose(&mut map, ops);
        *set = map_as_set(map, set);
    }

    // ------------------------------------------------------------ simplify with bounds

    /// The largest known divisor of `e`, using the step and lower bound of the loop
    /// when `e` is a loop induction variable.
    fn largest_divisor(&self, e: &AffineExpr, ops: &[ValueId]) -> i64 {
        let Some(p) = e.as_dim() else {
            return e.largest_known_divisor();
        };
        let Some(f) = ops
            .get(p as usize)
            .and_then(|&v| for_iv_owner(self.ir, self.body, v))
        else {
            return 1;
        };
        let Some((lb, _, step)) = for_bounds(self.ctx, self.ir, f) else {
            return 1;
        };
        if lb.single_constant_result() == Some(0) {
            return step;
        }
        let lb_div = lb
            .results
            .iter()
            .map(|r| r.largest_known_divisor() as u64)
            .reduce(gcd)
            .unwrap_or(u64::MAX);
        gcd(lb_div, step.unsigned_abs()) as i64
    }

    /// Whether `0 <= e < k` is known: a constant, or a loop induction variable with
    /// constant bounds in range.
    fn non_negative_bounded_by(&self, e: &AffineExpr, ops: &[ValueId], k: i64) -> bool {
        if let Some(c) = e.constant() {
            return c >= 0 && c < k;
        }
        let Some(f) = e
            .as_dim()
            .and_then(|p| ops.get(p as usize))
            .and_then(|&v| for_iv_owner(self.ir, self.body, v))
        else {
            return false;
        };
        let Some((lb, ub, _)) = for_bounds(self.ctx, self.ir, f) else {
            return false;
        };
        matches!(
            (lb.single_constant_result(), ub.single_constant_result()),
            (Some(l), Some(u)) if l >= 0 && u <= k
        )
    }

    /// Splits `e` into `q * d + r` with `0 <= r < d` known (MLIR's `isQTimesDPlusR`):
    /// `(d, q * d, r)`.
    fn q_times_d_plus_r(
        &self,
        e: &AffineExpr,
        ops: &[ValueId],
    ) -> Option<(i64, AffineExpr, AffineExpr)> {
        let b = e.as_binary_of(K::Add)?;
        let d = self.largest_divisor(b.lhs(), ops);
        if self.non_negative_bounded_by(b.rhs(), ops, d) {
            return Some((d, b.lhs().clone(), b.rhs().clone()));
        }
        let d = self.largest_divisor(b.rhs(), ops);
        if self.non_negative_bounded_by(b.lhs(), ops, d) {
            return Some((d, b.rhs().clone(), b.lhs().clone()));
        }
        None
    }

    /// Decides divisions and `mod`s by a positive constant from the bounds of their
    /// left side (MLIR's `simplifyExprAndOperands`):
    ///
    /// ```mlir
    /// affine.for %i = 0 to 8 {
    ///   affine.apply affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>(%i)  // (0, d0)
    /// }
    /// ```
    fn simplify_expr(&self, e: &AffineExpr, nd: u32, ns: u32, ops: &[ValueId]) -> AffineExpr {
        let Some(b) = e.as_binary() else {
            return e.clone();
        };
        let lhs = self.simplify_expr(b.lhs(), nd, ns, ops);
        let rhs = self.simplify_expr(b.rhs(), nd, ns, ops);
        let e = AffineExpr::binary(b.kind(), lhs, rhs);
        let Some(b) = e.as_binary() else {
            return e;
        };
        let kind = b.kind();
        if !matches!(kind, K::FloorDiv | K::CeilDiv | K::Mod) {
            return e;
        }
        let Some(c) = b.rhs().constant().filter(|&c| c > 0) else {
            return e;
        };
        let lhs = b.lhs();
        let (lower, upper) = self.operand_bounds(ops);
        let bound = |is_upper| match lhs.constant() {
            Some(v) => Some(v),
            None => bound_for_expr(lhs, nd, ns, &lower, &upper, is_upper),
        };
        if let (Some(lb), Some(ub)) = (bound(false), bound(true)) {
            match kind {
                K::FloorDiv if lb.div_euclid(c) == ub.div_euclid(c) => {
                    return AffineExpr::Constant(lb.div_euclid(c));
                }
                K::CeilDiv if ceil_div(lb, c) == ceil_div(ub, c) => {
                    return AffineExpr::Constant(ceil_div(lb, c));
                }
                K::Mod if lb >= 0 && lb < c && ub < c => return lhs.clone(),
                _ => {}
            }
        }
        if let Some((d, q, r)) = self.q_times_d_plus_r(lhs, ops) {
            if kind == K::FloorDiv && d != 0 && c % d == 0 {
                return q.floor_div(AffineExpr::Constant(c));
            }
            if kind == K::Mod && d % c == 0 {
                return r.modulo(AffineExpr::Constant(c));
            }
            return e;
        }
        if (kind == K::FloorDiv && self.non_negative_bounded_by(lhs, ops, c))
            || (kind == K::Mod && self.largest_divisor(lhs, ops) % c == 0)
        {
            return AffineExpr::Constant(0);
        }
        e
    }

    /// [`MapCx::simplify_expr`] on every result (MLIR's `simplifyMapWithOperands`).
    pub(crate) fn simplify_with_operands(&self, map: &mut AffineMap, ops: &[ValueId]) {
        if ops.len() != map.num_inputs() as usize {
            return;
        }
        let (nd, ns) = (map.num_dims, map.num_symbols);
        let results = map
            .results
            .iter()
            .map(|e| self.simplify_expr(e, nd, ns, ops))
            .collect();
        *map = AffineMap::new(nd, ns, results);
    }

    /// Drops the results of a `max` (or `min`) that can never be the largest
    /// (smallest) given the constant bounds of the operands, and turns results with
    /// equal bounds into constants (MLIR's `simplifyMinOrMaxExprWithOperands`).
    ///
    /// ```mlir
    /// affine.for %i = 2 to 8 {
    ///   affine.for %j = max affine_map<(d0) -> (1, d0)>(%i) to 10 { }  // (d0) -> (d0)
    /// }
    /// ```
    pub(crate) fn simplify_min_max(&self, map: &mut AffineMap, ops: &[ValueId], is_max: bool) {
        if ops.is_empty() || ops.len() != map.num_inputs() as usize {
            return;
        }
        let (lower, upper) = self.operand_bounds(ops);
        let (nd, ns) = (map.num_dims, map.num_symbols);
        let bounds: Vec<(Option<i64>, Option<i64>)> = map
            .results
            .iter()
            .map(|e| match e.constant() {
                Some(c) => (Some(c), Some(c)),
                None => (
                    bound_for_expr(e, nd, ns, &lower, &upper, false),
                    bound_for_expr(e, nd, ns, &lower, &upper, true),
                ),
            })
            .collect();
        let mut kept = Vec::new();
        for (i, e) in map.results.iter().enumerate() {
            let (lb, ub) = bounds[i];
            let e = match (lb, ub) {
                (Some(l), Some(u)) if l == u => AffineExpr::Constant(l),
                _ => e.clone(),
            };
            let redundant = if is_max {
                let Some(ub_i) = ub else {
                    kept.push(e);
                    continue;
                };
                bounds
                    .iter()
                    .enumerate()
                    .any(|(pos, &(other_lb, other_ub))| {
                        let Some(other) = other_lb.filter(|_| pos != i) else {
                            return false;
                        };
                        if other != ub_i {
                            return other > ub_i;
                        }
                        !(other_ub.is_some()
                            && lb.is_some()
                            && lb == ub
                            && Some(other) == other_ub
                            && i < pos)
                    })
            } else {
                let Some(lb_i) = lb else {
                    kept.push(e);
                    continue;
                };
                bounds
                    .iter()
                    .enumerate()
                    .any(|(pos, &(other_lb, other_ub))| {
                        let Some(other) = other_ub.filter(|_| pos != i) else {
                            return false;
                        };
                        if other != lb_i {
                            return other < lb_i;
                        }
                        !(other_lb.is_some()
                            && ub.is_some()
                            && lb == ub
                            && Some(other) == other_lb
                            && i < pos)
                    })
            };
            if !redundant {
                kept.push(e);
            }
        }
        *map = AffineMap::new(nd, ns, kept);
    }
}

/// Ceiling division by a positive divisor.
fn ceil_div(a: i64, c: i64) -> i64 {
    -(a.wrapping_neg().div_euclid(c))
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
