//! Canonicalization patterns of the affine dialect (what MLIR's
//! `getCanonicalizationPatterns` registers for the affine ops in `AffineOps.cpp`):
//! composing and canonicalizing the maps of `affine.apply`, loads, stores, `min` and
//! `max` with their operands, removing empty loops and dead `else` blocks, inlining
//! `affine.if`s with a trivially true or false condition, and the `affine.min`/
//! `affine.max` clean-ups (single result, duplicate results, nested min/max, result
//! order).
//!
//! ```mlir
//! %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
//! %b = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
//! // %b becomes, %n being a function argument (a symbol):
//! %b = affine.apply affine_map<()[s0] -> (s0 * 2 + 1)>()[%n]
//! ```

use super::fold::{trip_count, yield_only_body};
use super::operands::MapCx;
use super::{map_attr, map_of};
use crate::scf::{attr_of, entry, entry_args, entry_terminator, op_name, operands};
use rmlir_affine::{AffineBinaryKind, AffineExpr, AffineMap, IntegerSet, flatten};
use rmlir_ir::ir::{OpId, ValueId};
use rmlir_ir::{Attr, AttrKind, OpState};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// Adds the affine canonicalization patterns to `set`.
pub fn patterns(set: &mut PatternSet) {
    for (root, first) in [
        ("affine.apply", 0),
        ("affine.load", 1),
        ("affine.store", 2),
        ("affine.vector_load", 1),
        ("affine.vector_store", 2),
    ] {
        set.add(SimplifyAffineOp { root, first });
    }
    set.add(AffineForEmptyLoopFolder);
    super::index_canonicalize::patterns(set);
    set.add(SimplifyDeadElse);
    set.add(AlwaysTrueOrFalseIf);
    for root in ["affine.min", "affine.max"] {
        set.add(CanonicalizeSingleResultMinMax { root });
        set.add(DeduplicateMinMaxExpressions { root });
        set.add(MergeAffineMinMax { root });
        set.add(SimplifyAffineOp { root, first: 0 });
        set.add(CanonicalizeMinMaxResultOrder { root });
    }
}

/// Replaces `op` by a new op of the same name, operands `prefix ++ map_ops` and
/// property `map` (MLIR's `replaceOpWithNewOp`: discardable attributes are dropped).
fn replace_with_map_op(
    rw: &mut Rewriter<'_>,
    op: OpId,
    name: &str,
    prefix: &[ValueId],
    map: AffineMap,
    map_ops: &[ValueId],
) {
    let ctx = rw.ctx;
    let loc = rw.body().op(op).loc;
    let types: Vec<_> = rw
        .body()
        .results(op)
        .map(|r| rw.body().value_type(r))
        .collect();
    let mut all = prefix.to_vec();
    all.extend_from_slice(map_ops);
    let st = OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("map"), map_attr(ctx, map))])),
        ..OpState::new(ctx, name, all, types, loc)
    };
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let with: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &with);
}

/// The map of an affine op and its operands split at `first` (operands before the map
/// operands, map operands).
fn map_and_operands(
    rw: &Rewriter<'_>,
    op: OpId,
    first: usize,
) -> Option<(AffineMap, Vec<ValueId>, Vec<ValueId>)> {
    let me = (rw.body_id(), op);
    let (_, map) = map_of(rw.ctx, rw.ir(), me, "map")?;
    let ops = operands(rw.ir(), me);
    if ops.len() < first || ops.len() - first != map.num_inputs() as usize {
        return None;
    }
    let (prefix, rest) = ops.split_at(first);
    Some((map, prefix.to_vec(), rest.to_vec()))
}

/// Composes the map of `affine.apply`, `affine.load`, `affine.store`, their vector
/// forms, `affine.min` and `affine.max` with the `affine.apply`s producing its
/// operands, canonicalizes it with the operands, and simplifies it with the bounds of
/// loop induction variables; the op is rebuilt when anything changed (MLIR's
/// `SimplifyAffineOp`).
///
/// ```mlir
/// %c1 = arith.constant 1 : index
/// %v = affine.load %A[%i + %c1, %i * 1] : memref<8x8xf32>
/// // becomes
/// %v = affine.load %A[%i + 1, %i] : memref<8x8xf32>
/// ```
struct SimplifyAffineOp {
    root: &'static str,
    /// The index of the first map operand.
    first: usize,
}

impl RewritePattern for SimplifyAffineOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "SimplifyAffineOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let me = (rw.body_id(), op);
        // The map is borrowed from the context and the operands listed once: most
        // visits change nothing and should not copy either.
        let Some(map_attr) = attr_of(ctx, rw.ir(), me, "map") else {
            return false;
        };
        let AttrKind::AffineMap(old_map) = ctx.attr_kind(map_attr) else {
            return false;
        };
        let all = operands(rw.ir(), me);
        if all.len() < self.first || all.len() - self.first != old_map.num_inputs() as usize {
            return false;
        }
        let (prefix, old_ops) = all.split_at(self.first);
        let mcx = MapCx {
            ctx,
            ir: rw.ir(),
            body: rw.body_id(),
        };
        // Most visits change nothing (every revisit of an iteration that changes
        // nothing): nothing to compose, the operands already canonical and the map a
        // fixed point of the steps below, the op is left without building anything.
        if !mcx.any_from_apply(old_ops)
            && mcx.is_canonical(old_map, old_ops)
            && settled(&mcx, map_attr, old_map, old_ops)
        {
            return false;
        }
        let (mut map, mut ops) = (old_map.clone(), old_ops.to_vec());
        mcx.compose(&mut map, &mut ops);
        mcx.canonicalize(&mut map, &mut ops);
        mcx.simplify_with_operands(&mut map, &ops);
        if map == *old_map && ops == old_ops {
            return false;
        }
        replace_with_map_op(rw, op, self.root, prefix, map, &ops);
        true
    }
}

/// Whether `map` (the value of the interned attribute `key`) has no `floordiv`,
/// `ceildiv` or `mod` and simplifying it (flattening, then
/// [`MapCx::simplify_with_operands`]) gives it back. Without divisions the operands do
/// not take part (only divisions are decided from their bounds), so the answer is
/// remembered per map attribute (of its context) and thread.
fn settled(mcx: &MapCx<'_>, key: Attr, map: &AffineMap, ops: &[ValueId]) -> bool {
    type Memo = rustc_hash::FxHashMap<(u64, Attr), bool>;
    thread_local! {
        static SETTLED: std::cell::RefCell<Memo> = std::cell::RefCell::default();
    }
    // A large function holds thousands of distinct maps (4385 after canonicalizing
    // the onefunc bench input at N=10000); a memo smaller than that is cleared again
    // and again and misses on every later visit. An entry is three words; attribute
    // handles are only unique within their context, hence its id in the key.
    const CAPACITY: usize = 1 << 15;
    let key = (mcx.ctx.id(), key);
    if let Some(hit) = SETTLED.with(|m| m.borrow().get(&key).copied()) {
        return hit;
    }
    let divides = map.results.iter().any(|e| {
        let mut found = false;
        e.walk(&mut |x| {
            found |= x.as_binary().is_some_and(|b| {
                b.kind() != AffineBinaryKind::Add && b.kind() != AffineBinaryKind::Mul
            });
        });
        found
    });
    let settled = !divides && {
        let mut simplified = map.simplify();
        simplified == *map && {
            mcx.simplify_with_operands(&mut simplified, ops);
            simplified == *map
        }
    };
    SETTLED.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= CAPACITY {
            m.clear();
        }
        m.insert(key, settled);
    });
    settled
}

/// An `affine.for` whose body only yields is replaced by what it yields: its initial
/// values when it runs zero times or yields its iter_args in order, values defined
/// outside when it runs a known number of times (MLIR's `AffineForEmptyLoopFolder`).
///
/// ```mlir
/// %r = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
///   affine.yield %a : f32
/// }
/// // %r is replaced by %x
/// ```
struct AffineForEmptyLoopFolder;

impl RewritePattern for AffineForEmptyLoopFolder {
    fn root(&self) -> Option<&'static str> {
        Some("affine.for")
    }
    fn name(&self) -> &'static str {
        "AffineForEmptyLoopFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let me = (rw.body_id(), op);
        // A loop without results and with an empty body is trivially dead: the driver
        // erases it before trying patterns.
        if rw.body().num_results(op) == 0 {
            return false;
        }
        let Some(yielded) = yield_only_body(rw.ir(), me) else {
            return false;
        };
        let Some(seg) = crate::scf::segments(rw.ctx, rw.ir(), me, 3) else {
            return false;
        };
        let ops = operands(rw.ir(), me);
        let inits = ops[seg[0] + seg[1]..].to_vec();
        let trips = trip_count(rw.ctx, rw.ir(), me);
        if trips == Some(0) {
            rw.replace_op(op, &inits);
            return true;
        }
        let args = entry_args(rw.ir(), me, 0);
        let Some((&iv, iter_args)) = args.split_first() else {
            return false;
        };
        let mut replacements = Vec::with_capacity(yielded.len());
        let (mut outside, mut out_of_order) = (false, false);
        for (i, &v) in yielded.iter().enumerate() {
            if v == iv {
                return false;
            }
            match iter_args.iter().position(|&a| a == v) {
                Some(pos) => {
                    out_of_order |= pos != i;
                    replacements.push(inits[pos]);
                }
                None => {
                    outside = true;
                    replacements.push(v);
                }
            }
        }
        if trips.is_none() && (outside || out_of_order) {
            return false;
        }
        if trips.is_some_and(|t| t >= 2) && out_of_order {
            return false;
        }
        if replacements.len() != rw.body().num_results(op) {
            return false;
        }
        rw.replace_op(op, &replacements);
        true
    }
}

/// An `affine.if` without results whose `else` block only yields loses its `else`
/// (MLIR's `SimplifyDeadElse`).
///
/// ```mlir
/// affine.if #set(%i) { "test.foo"() : () -> () } else { }
/// // becomes
/// affine.if #set(%i) { "test.foo"() : () -> () }
/// ```
struct SimplifyDeadElse;

impl RewritePattern for SimplifyDeadElse {
    fn root(&self) -> Option<&'static str> {
        Some("affine.if")
    }
    fn name(&self) -> &'static str {
        "SimplifyDeadElse"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let me = (rw.body_id(), op);
        if rw.body().num_results(op) != 0 {
            return false;
        }
        let Some(block) = entry(rw.ir(), me, 1) else {
            return false;
        };
        let b = rw.body();
        if b.first_op(block).is_none() || b.first_op(block) != b.last_op(block) {
            return false;
        }
        rw.erase_block(block);
        rw.modify(op, |_| ());
        true
    }
}

/// The condition `0 == 0` (one equality, no inequality, a zero expression).
fn trivially_true(set: &IntegerSet) -> bool {
    set.num_equalities() == 1
        && set.num_inequalities() == 0
        && set.constraints[0].0 == AffineExpr::Constant(0)
}

/// An `affine.if` whose condition is the canonical empty set `1 == 0` or `0 == 0` is
/// replaced by the body of its `else` or `then` block (MLIR's `AlwaysTrueOrFalseIf`).
///
/// ```mlir
/// %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
///   affine.yield %a : f32
/// } else {
///   affine.yield %b : f32
/// }
/// // %r is replaced by %a
/// ```
struct AlwaysTrueOrFalseIf;

impl RewritePattern for AlwaysTrueOrFalseIf {
    fn root(&self) -> Option<&'static str> {
        Some("affine.if")
    }
    fn name(&self) -> &'static str {
        "AlwaysTrueOrFalseIf"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let me = (rw.body_id(), op);
        let Some(a) = crate::scf::attr_of(rw.ctx, rw.ir(), me, "condition") else {
            return false;
        };
        let AttrKind::IntegerSet(set) = rw.ctx.attr_kind(a) else {
            return false;
        };
        let region = if set.is_empty_integer_set() {
            if rw.body().num_results(op) == 0 && entry(rw.ir(), me, 1).is_none() {
                rw.erase_op(op);
                return true;
            }
            1
        } else if trivially_true(set) {
            0
        } else {
            return false;
        };
        let (Some(block), Some(term)) = (
            entry(rw.ir(), me, region),
            entry_terminator(rw.ir(), me, region),
        ) else {
            return false;
        };
        let yielded: Vec<ValueId> = rw.body().operands(term).collect();
        if yielded.len() != rw.body().num_results(op) {
            return false;
        }
        let Some(parent) = rw.body().op_block(op) else {
            return false;
        };
        rw.inline_block_before(block, parent, Some(op), &[]);
        rw.replace_op(op, &yielded);
        rw.erase_op(term);
        true
    }
}

/// An `affine.min`/`affine.max` with a single result is an `affine.apply` (MLIR's
/// `CanonicalizeSingleResultAffineMinMaxOp`).
///
/// ```mlir
/// %0 = affine.min affine_map<(d0) -> (d0 + 2)>(%i)
/// // becomes
/// %0 = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
/// ```
struct CanonicalizeSingleResultMinMax {
    root: &'static str,
}

impl RewritePattern for CanonicalizeSingleResultMinMax {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "CanonicalizeSingleResultAffineMinMaxOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some((map, _, ops)) = map_and_operands(rw, op, 0) else {
            return false;
        };
        if map.num_results() != 1 {
            return false;
        }
        replace_with_map_op(rw, op, "affine.apply", &[], map, &ops);
        true
    }
}

/// Repeated results of an `affine.min`/`affine.max` are dropped, keeping the first
/// (MLIR's `DeduplicateAffineMinMaxExpressions`).
///
/// ```mlir
/// %0 = affine.min affine_map<(d0) -> (d0, 8, d0)>(%i)
/// // becomes
/// %0 = affine.min affine_map<(d0) -> (d0, 8)>(%i)
/// ```
struct DeduplicateMinMaxExpressions {
    root: &'static str,
}

impl RewritePattern for DeduplicateMinMaxExpressions {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "DeduplicateAffineMinMaxExpressions"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some((map, _, ops)) = map_and_operands(rw, op, 0) else {
            return false;
        };
        let mut unique: Vec<AffineExpr> = Vec::with_capacity(map.num_results());
        for e in &map.results {
            if !unique.contains(e) {
                unique.push(e.clone());
            }
        }
        if unique.len() == map.num_results() {
            return false;
        }
        let new = AffineMap::new(map.num_dims, map.num_symbols, unique);
        replace_with_map_op(rw, op, self.root, &[], new, &ops);
        true
    }
}

/// A result of an `affine.min` (`affine.max`) that is just a dim or symbol bound to
/// another `affine.min` (`affine.max`) is replaced by that op's results (MLIR's
/// `MergeAffineMinMaxOp`).
///
/// ```mlir
/// %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%a]
/// %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%0)[%b]
/// // %1 becomes
/// %1 = affine.min affine_map<(d0)[s0, s1] -> (s0 + 4, s1 + 16, s1 * 8)>(%0)[%b, %a]
/// ```
struct MergeAffineMinMax {
    root: &'static str,
}

impl RewritePattern for MergeAffineMinMax {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "MergeAffineMinMaxOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some((map, _, ops)) = map_and_operands(rw, op, 0) else {
            return false;
        };
        let body = rw.body_id();
        let nd = map.num_dims as usize;
        let (dim_ops, sym_ops) = ops.split_at(nd);
        let producer_of = |v: ValueId| {
            let def = rw.body().defining_op(v)?;
            (op_name(rw.ir(), (body, def)) == Some(self.root)).then_some(def)
        };
        let mut exprs = Vec::new();
        let mut producers = Vec::new();
        for e in &map.results {
            let producer = match e {
                AffineExpr::Dim(p) => producer_of(dim_ops[*p as usize]),
                AffineExpr::Symbol(p) => producer_of(sym_ops[*p as usize]),
                _ => None,
            };
            match producer {
                Some(p) => producers.push(p),
                None => exprs.push(e.clone()),
            }
        }
        if producers.is_empty() {
            return false;
        }
        let (mut new_dims, mut new_syms) = (dim_ops.to_vec(), sym_ops.to_vec());
        let (mut used_dims, mut used_syms) = (map.num_dims, map.num_symbols);
        for p in producers {
            let Some((_, pmap)) = map_of(rw.ctx, rw.ir(), (body, p), "map") else {
                return false;
            };
            let pops = operands(rw.ir(), (body, p));
            if pops.len() != pmap.num_inputs() as usize {
                return false;
            }
            let pnd = pmap.num_dims as usize;
            new_dims.extend_from_slice(&pops[..pnd]);
            new_syms.extend_from_slice(&pops[pnd..]);
            for e in &pmap.results {
                exprs.push(e.shift_dims(pmap.num_dims, used_dims, 0).shift_symbols(
                    pmap.num_symbols,
                    used_syms,
                    0,
                ));
            }
            used_dims += pmap.num_dims;
            used_syms += pmap.num_symbols;
        }
        new_dims.extend(new_syms);
        let new = AffineMap::new(used_dims, used_syms, exprs);
        replace_with_map_op(rw, op, self.root, &[], new, &new_dims);
        true
    }
}

/// The results of an `affine.min`/`affine.max` are sorted by their flattened
/// coefficients (dims, symbols, constant), when all are pure affine without divisions
/// (MLIR's `CanonicalizeAffineMinMaxOpExprAndTermOrder`).
///
/// ```mlir
/// %0 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%i, %j)
/// // becomes
/// %0 = affine.min affine_map<(d0, d1) -> (32, d1 + 16, d0 + d1)>(%i, %j)
/// ```
struct CanonicalizeMinMaxResultOrder {
    root: &'static str,
}

impl RewritePattern for CanonicalizeMinMaxResultOrder {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "CanonicalizeAffineMinMaxOpExprAndTermOrder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some((map, _, ops)) = map_and_operands(rw, op, 0) else {
            return false;
        };
        let mut flat = Vec::with_capacity(map.num_results());
        for e in &map.results {
            if !e.is_pure_affine() {
                return false;
            }
            match flatten(e, map.num_dims, map.num_symbols) {
                Some(f) if f.locals.is_empty() => flat.push(f.coeffs),
                _ => return false,
            }
        }
        if flat.is_sorted() {
            return false;
        }
        let mut order: Vec<usize> = (0..flat.len()).collect();
        order.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
        let exprs = order.iter().map(|&i| map.results[i].clone()).collect();
        let new = AffineMap::new(map.num_dims, map.num_symbols, exprs);
        replace_with_map_op(rw, op, self.root, &[], new, &ops);
        true
    }
}
