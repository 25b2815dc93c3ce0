//! Canonicalization patterns of `scf.while` (MLIR's `WhileOp::getCanonicalizationPatterns`):
//! loop-invariant before-arguments and condition values are replaced by the values
//! they always hold, the condition is known true in the after region, unused and
//! duplicated results and unused arguments are dropped, the condition's operands are
//! aligned with the before-arguments they forward, and an `scf.if` on the loop
//! condition right before `scf.condition` moves into the after region.
//!
//! ```mlir
//! %r = scf.while (%a = %x) : (i32) -> i32 {
//!   %c = "cond"(%a) : (i32) -> i1
//!   scf.condition(%c) %a : i32
//! } do {
//! ^bb0(%b: i32):
//!   scf.yield %x : i32          // %a is always %x
//! }
//! // becomes
//! %r = scf.while : () -> i32 {
//!   %c = "cond"(%x) : (i32) -> i1
//!   scf.condition(%c) %x : i32
//! } do { ... }
//! ```

use super::{
    Vals, add_block_at_start, create_constant, create_with_regions, defined_by, is, move_blocks,
    operands, region, region_block, region_contains, results, terminator, types, value_loc,
};
use rmlir_ir::{Attr, AttrKind, BlockId, OpId, OpState, RegionId, Type, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};
use rustc_hash::FxHashMap;

/// The parts of an `scf.while`.
struct WhileParts {
    inits: Vec<ValueId>,
    before: BlockId,
    after: BlockId,
    cond_op: OpId,
    cond: ValueId,
    cond_args: Vec<ValueId>,
    yield_op: OpId,
}

fn while_parts(rw: &Rewriter<'_>, op: OpId) -> Option<WhileParts> {
    let before = region_block(rw, op, 0)?;
    let after = region_block(rw, op, 1)?;
    let cond_op = terminator(rw, before).filter(|&t| is(rw, t, "scf.condition"))?;
    let yield_op = terminator(rw, after).filter(|&t| is(rw, t, "scf.yield"))?;
    let c = operands(rw, cond_op);
    let (&cond, cond_args) = c.split_first()?;
    Some(WhileParts {
        inits: operands(rw, op).into_vec(),
        before,
        after,
        cond_op,
        cond,
        cond_args: cond_args.to_vec(),
        yield_op,
    })
}

/// Creates an `scf.while` at the insertion point. With `blocks`, its before block
/// takes arguments like `inits` and its after block like the results (MLIR's builder
/// with null body builders); otherwise both regions are empty (the ODS builder).
fn create_while(
    rw: &mut Rewriter<'_>,
    result_types: Vec<Type>,
    inits: Vec<ValueId>,
    loc: Attr,
    blocks: bool,
) -> (OpId, RegionId, RegionId) {
    let init_types = types(rw, &inits);
    let init_locs: Vec<Attr> = inits.iter().map(|&v| value_loc(rw, v, loc)).collect();
    let st = OpState::new(rw.ctx, "scf.while", inits, result_types.clone(), loc);
    let (op, rs) = create_with_regions(rw, st, 2);
    if blocks {
        add_block_at_start(rw, rs[0], &init_types, &init_locs);
        let locs = vec![loc; result_types.len()];
        add_block_at_start(rw, rs[1], &result_types, &locs);
    }
    rw.insert(op);
    (op, rs[0], rs[1])
}

/// Replaces `scf.condition` `old` with one on `cond` forwarding `args`.
fn replace_condition(rw: &mut Rewriter<'_>, old: OpId, cond: ValueId, args: &[ValueId]) {
    let loc = rw.body().op(old).loc;
    let mut ops = vec![cond];
    ops.extend_from_slice(args);
    rw.set_insertion_point_before(old);
    rw.create(OpState::new(rw.ctx, "scf.condition", ops, Vec::new(), loc));
    rw.replace_op(old, &[]);
}

/// Replaces `scf.yield` `old` with one yielding `args`.
fn replace_yield(rw: &mut Rewriter<'_>, old: OpId, args: Vec<ValueId>) {
    let loc = rw.body().op(old).loc;
    rw.set_insertion_point_before(old);
    rw.create(OpState::new(rw.ctx, "scf.yield", args, Vec::new(), loc));
    rw.replace_op(old, &[]);
}

/// A before-argument is loop invariant when the after region yields back its init,
/// or yields an after-argument that the condition fed from the before-argument itself
/// or its init; its uses take the init and the argument goes (MLIR's
/// `RemoveLoopInvariantArgsFromBeforeBlock`).
///
/// ```mlir
/// scf.while (%a = %x, %b = %y) : (i32, i32) -> i32 {
///   scf.condition(%c) %b : i32
/// } do {
/// ^bb0(%v: i32):
///   scf.yield %x, %v : i32, i32
/// }
/// // becomes
/// scf.while (%b = %y) : (i32) -> i32 { ... uses of %a use %x ... }
/// ```
struct RemoveLoopInvariantArgsFromBeforeBlock;

impl RemoveLoopInvariantArgsFromBeforeBlock {
    fn invariant(rw: &Rewriter<'_>, p: &WhileParts, index: usize, yielded: ValueId) -> bool {
        let init = p.inits[index];
        if yielded == init {
            return true;
        }
        let after_args = rw.body().block_args(p.after);
        let before_args = rw.body().block_args(p.before);
        match after_args.iter().position(|&a| a == yielded) {
            Some(k) => p
                .cond_args
                .get(k)
                .is_some_and(|&c| c == before_args[index] || c == init),
            None => false,
        }
    }
}

impl RewritePattern for RemoveLoopInvariantArgsFromBeforeBlock {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn name(&self) -> &'static str {
        "RemoveLoopInvariantArgsFromBeforeBlock"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = while_parts(rw, op) else {
            return false;
        };
        let yielded = operands(rw, p.yield_op);
        let n = p.inits.len().min(yielded.len());
        let invariant: Vec<bool> = (0..n)
            .map(|i| Self::invariant(rw, &p, i, yielded[i]))
            .collect();
        if !invariant.iter().any(|&x| x) {
            return false;
        }
        let before_args = rw.body().block_args(p.before).to_vec();
        let loc = rw.body().op(op).loc;
        let (mut new_inits, mut new_yields, mut new_locs) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..n {
            if !invariant[i] {
                new_inits.push(p.inits[i]);
                new_yields.push(yielded[i]);
                new_locs.push(value_loc(rw, before_args[i], loc));
            }
        }
        let new_types = types(rw, &new_yields);
        replace_yield(rw, p.yield_op, new_yields);
        rw.set_insertion_point_before(op);
        let result_types = types(rw, &results(rw, op));
        let (new_while, new_before, new_after) =
            create_while(rw, result_types, new_inits, loc, false);
        let nb = add_block_at_start(rw, new_before, &new_types, &new_locs);
        let nb_args = rw.body().block_args(nb).to_vec();
        let mut j = 0;
        let transfer: Vec<ValueId> = (0..before_args.len())
            .map(|i| {
                if i < n && invariant[i] {
                    p.inits[i]
                } else {
                    j += 1;
                    nb_args[j - 1]
                }
            })
            .collect();
        rw.merge_blocks(p.before, nb, &transfer);
        move_blocks(rw, region(rw, op, 1), new_after, None);
        let repl = results(rw, new_while);
        rw.replace_op(op, &repl);
        true
    }
}

/// Values the condition forwards from outside the before block are used directly in
/// the after region and after the loop (MLIR's `RemoveLoopInvariantValueYielded`).
///
/// ```mlir
/// %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
///   scf.condition(%c) %a, %y : i32, i32
/// } do {
/// ^bb0(%u: i32, %v: i32):
///   "use"(%v) : (i32) -> ()
///   scf.yield %u : i32
/// }
/// // becomes (uses of %r#1 use %y)
/// %r = scf.while (%a = %x) : (i32) -> i32 {
///   scf.condition(%c) %a : i32
/// } do {
/// ^bb0(%u: i32):
///   "use"(%y) : (i32) -> ()
///   scf.yield %u : i32
/// }
/// ```
struct RemoveLoopInvariantValueYielded;

impl RewritePattern for RemoveLoopInvariantValueYielded {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn name(&self) -> &'static str {
        "RemoveLoopInvariantValueYielded"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = while_parts(rw, op) else {
            return false;
        };
        let outside: Vec<bool> = p
            .cond_args
            .iter()
            .map(|&v| rw.body().value_block(v) != Some(p.before))
            .collect();
        if !outside.iter().any(|&x| x) {
            return false;
        }
        let after_args = rw.body().block_args(p.after).to_vec();
        if after_args.len() != p.cond_args.len() {
            return false;
        }
        let loc = rw.body().op(op).loc;
        let (mut kept, mut kept_types, mut kept_locs) = (Vec::new(), Vec::new(), Vec::new());
        for (i, &v) in p.cond_args.iter().enumerate() {
            if !outside[i] {
                kept.push(v);
                kept_types.push(rw.body().value_type(v));
                kept_locs.push(value_loc(rw, after_args[i], loc));
            }
        }
        replace_condition(rw, p.cond_op, p.cond, &kept);
        rw.set_insertion_point_before(op);
        let (new_while, new_before, new_after) =
            create_while(rw, kept_types.clone(), p.inits.clone(), loc, false);
        let na = add_block_at_start(rw, new_after, &kept_types, &kept_locs);
        let na_args = rw.body().block_args(na).to_vec();
        let (mut transfer, mut repl) = (Vec::new(), Vec::new());
        let mut j = 0;
        for (i, &v) in p.cond_args.iter().enumerate() {
            if outside[i] {
                transfer.push(v);
                repl.push(v);
            } else {
                transfer.push(na_args[j]);
                repl.push(rw.body().result(new_while, j));
                j += 1;
            }
        }
        rw.merge_blocks(p.after, na, &transfer);
        move_blocks(rw, region(rw, op, 0), new_before, None);
        rw.replace_op(op, &repl);
        true
    }
}

/// After-arguments fed by the loop condition itself are `true` in the after region
/// (MLIR's `WhileConditionTruth`).
///
/// ```mlir
/// scf.condition(%c) %c : i1
/// } do {
/// ^bb0(%b: i1):
///   "use"(%b) : (i1) -> ()     // becomes "use"(%true)
/// ```
struct WhileConditionTruth;

impl RewritePattern for WhileConditionTruth {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn name(&self) -> &'static str {
        "WhileConditionTruth"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = while_parts(rw, op) else {
            return false;
        };
        let after_args = rw.body().block_args(p.after).to_vec();
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let mut truth = None;
        let mut replaced = false;
        for (&v, &arg) in p.cond_args.iter().zip(&after_args) {
            if v != p.cond || rw.body().use_empty(arg) {
                continue;
            }
            let ty = rw.body().value_type(p.cond);
            let t = *truth.get_or_insert_with(|| create_constant(rw, ty, 1, loc));
            rw.replace_all_uses(arg, t);
            replaced = true;
        }
        replaced
    }
}

/// The `arith.cmpi` predicate with the opposite outcome (MLIR's `invertPredicate`),
/// on the enum values eq=0, ne, slt, sle, sgt, sge, ult, ule, ugt, uge=9.
fn invert_predicate(p: i128) -> Option<i128> {
    Some(match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        _ => return None,
    })
}

/// The predicate of an `arith.cmpi`.
fn predicate(rw: &Rewriter<'_>, cmp: OpId) -> Option<i128> {
    let a = rmlir_ir::ir::op_attr(rw.ctx, rw.ir(), (rw.body_id(), cmp), "predicate")?;
    match rw.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// In the after region, a comparison repeating (or inverting) the loop condition on
/// the forwarded operand is known (MLIR's `WhileCmpCond`).
///
/// ```mlir
///   %c = arith.cmpi slt, %z, %n : i32
///   scf.condition(%c) %z : i32
/// } do {
/// ^bb0(%a: i32):
///   %d = arith.cmpi slt, %a, %n : i32   // becomes %true
/// ```
struct WhileCmpCond;

impl RewritePattern for WhileCmpCond {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn name(&self) -> &'static str {
        "WhileCmpCond"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = while_parts(rw, op) else {
            return false;
        };
        let Some(cmp) = defined_by(rw, p.cond, "arith.cmpi") else {
            return false;
        };
        let Some(pred) = predicate(rw, cmp) else {
            return false;
        };
        let cmp_ops = operands(rw, cmp);
        let after_args = rw.body().block_args(p.after).to_vec();
        rw.set_insertion_point_before(op);
        let mut changed = false;
        for (&v, &arg) in p.cond_args.iter().zip(&after_args) {
            for idx in 0..2 {
                if v != cmp_ops[idx] {
                    continue;
                }
                let uses: Vec<_> = rw.body().uses(arg).collect();
                for u in uses {
                    let user = rw.body().operand_owner(u);
                    if rw.body().op(user).erased() || !is(rw, user, "arith.cmpi") {
                        continue;
                    }
                    if rw.body().operand(user, 1 - idx) != cmp_ops[1 - idx] {
                        continue;
                    }
                    let Some(p2) = predicate(rw, user) else {
                        continue;
                    };
                    let same = if p2 == pred {
                        true
                    } else if Some(p2) == invert_predicate(pred) {
                        false
                    } else {
                        continue;
                    };
                    let ty = rw.body().value_type(rw.body().result(user, 0));
                    let loc = rw.body().op(user).loc;
                    let c = create_constant(rw, ty, same as i128, loc);
                    rw.replace_op(user, &[c]);
                    changed = true;
                }
            }
        }
        changed
    }
}

/// Results unused after the loop whose after-arguments are unused too are dropped
/// (MLIR's `WhileUnusedResult`).
///
/// ```mlir
/// %r:2 = scf.while : () -> (i32, i64) {
///   scf.condition(%c) %v1, %v2 : i32, i64
/// } do {
/// ^bb0(%a: i32, %b: i64):
///   "use"(%a) : (i32) -> ()
///   scf.yield
/// }
/// "use"(%r#0) : (i32) -> ()
/// // becomes: scf.condition(%c) %v1 : i32 and one result
/// ```
struct WhileUnusedResult;

impl RewritePattern for WhileUnusedResult {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn name(&self) -> &'static str {
        "WhileUnusedResult"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = while_parts(rw, op) else {
            return false;
        };
        let res = results(rw, op);
        let after_args = rw.body().block_args(p.after).to_vec();
        if after_args.len() != res.len() || p.cond_args.len() != res.len() {
            return false;
        }
        let loc = rw.body().op(op).loc;
        let kept: Vec<usize> = (0..res.len())
            .filter(|&i| !(rw.body().use_empty(res[i]) && rw.body().use_empty(after_args[i])))
            .collect();
        if kept.len() == res.len() {
            return false;
        }
        let new_args: Vec<ValueId> = kept.iter().map(|&i| p.cond_args[i]).collect();
        let new_types: Vec<Type> = kept.iter().map(|&i| rw.body().value_type(res[i])).collect();
        replace_condition(rw, p.cond_op, p.cond, &new_args);
        rw.set_insertion_point_before(op);
        let (new_while, new_before, new_after) =
            create_while(rw, new_types.clone(), p.inits.clone(), loc, false);
        let locs = vec![loc; new_types.len()];
        let na = add_block_at_start(rw, new_after, &new_types, &locs);
        let (mut repl, mut transfer) = (res.clone(), after_args.clone());
        for (k, &i) in kept.iter().enumerate() {
            repl[i] = rw.body().result(new_while, k);
            transfer[i] = rw.body().block_args(na)[k];
        }
        move_blocks(rw, region(rw, op, 0), new_before, None);
        rw.merge_blocks(p.after, na, &transfer);
        rw.replace_op(op, &repl);
        true
    }
}

/// A value the condition forwards twice is forwarded once (MLIR's
/// `WhileRemoveDuplicatedResults`).
///
/// ```mlir
/// %r:2 = scf.while ... { scf.condition(%c) %v, %v : i32, i32 } do { ^bb0(%a: i32, %b: i32): ... }
/// // becomes
/// %r = scf.while ... { scf.condition(%c) %v : i32 } do { ^bb0(%a: i32): ... (%b is %a) }
/// ```
struct WhileRemoveDuplicatedResults;

impl RewritePattern for WhileRemoveDuplicatedResults {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn name(&self) -> &'static str {
        "WhileRemoveDuplicatedResults"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = while_parts(rw, op) else {
            return false;
        };
        let mut pos: FxHashMap<ValueId, usize> = FxHashMap::default();
        let mut unique = Vec::new();
        for &v in &p.cond_args {
            if let std::collections::hash_map::Entry::Vacant(e) = pos.entry(v) {
                e.insert(unique.len());
                unique.push(v);
            }
        }
        if unique.len() == p.cond_args.len() {
            return false;
        }
        let loc = rw.body().op(op).loc;
        let new_types = types(rw, &unique);
        rw.set_insertion_point_before(op);
        let (new_while, new_before, new_after) =
            create_while(rw, new_types, p.inits.clone(), loc, true);
        let nb = rw
            .body()
            .entry_block(new_before)
            .expect("built with blocks");
        let na = rw.body().entry_block(new_after).expect("built with blocks");
        let na_args = rw.body().block_args(na).to_vec();
        let after_map: Vec<ValueId> = p.cond_args.iter().map(|v| na_args[pos[v]]).collect();
        let repl: Vec<ValueId> = p
            .cond_args
            .iter()
            .map(|v| rw.body().result(new_while, pos[v]))
            .collect();
        replace_condition(rw, p.cond_op, p.cond, &unique);
        let nb_args = rw.body().block_args(nb).to_vec();
        rw.merge_blocks(p.before, nb, &nb_args);
        rw.merge_blocks(p.after, na, &after_map);
        rw.replace_op(op, &repl);
        true
    }
}

/// Before-arguments without uses are dropped with their inits and yielded values
/// (MLIR's `WhileRemoveUnusedArgs`).
///
/// ```mlir
/// scf.while (%a = %x, %b = %y) : (i32, i32) -> () { (no use of %b) ... }
///   ... scf.yield %u, %v : i32, i32
/// // becomes
/// scf.while (%a = %x) : (i32) -> () { ... scf.yield %u : i32 }
/// ```
struct WhileRemoveUnusedArgs;

impl RewritePattern for WhileRemoveUnusedArgs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn name(&self) -> &'static str {
        "WhileRemoveUnusedArgs"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = while_parts(rw, op) else {
            return false;
        };
        let before_args = rw.body().block_args(p.before).to_vec();
        if !before_args.iter().any(|&a| rw.body().use_empty(a)) {
            return false;
        }
        let yielded = operands(rw, p.yield_op);
        if yielded.len() != before_args.len() || p.inits.len() != before_args.len() {
            return false;
        }
        let (mut new_yields, mut new_inits) = (Vec::new(), Vec::new());
        for i in (0..before_args.len()).rev() {
            if rw.body().use_empty(before_args[i]) {
                rw.erase_block_arg(p.before, i);
            }
        }
        for i in 0..before_args.len() {
            if !rw.body().use_empty(before_args[i]) {
                new_yields.push(yielded[i]);
                new_inits.push(p.inits[i]);
            }
        }
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let result_types = types(rw, &results(rw, op));
        let (new_while, new_before, new_after) =
            create_while(rw, result_types, new_inits, loc, true);
        let nb = rw
            .body()
            .entry_block(new_before)
            .expect("built with blocks");
        let na = rw.body().entry_block(new_after).expect("built with blocks");
        replace_yield(rw, p.yield_op, new_yields);
        let nb_args = rw.body().block_args(nb).to_vec();
        let na_args = rw.body().block_args(na).to_vec();
        rw.merge_blocks(p.before, nb, &nb_args);
        rw.merge_blocks(p.after, na, &na_args);
        let repl = results(rw, new_while);
        rw.replace_op(op, &repl);
        true
    }
}

/// When the condition forwards exactly the before-arguments in another order, it is
/// reordered to match them, and the after-arguments and results with it (MLIR's
/// `WhileOpAlignBeforeArgs`).
///
/// ```mlir
/// %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
///   scf.condition(%c) %b, %a : f32, i32
/// } ...
/// // becomes
/// %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (i32, f32) {
///   scf.condition(%c) %a, %b : i32, f32
/// } ...
/// ```
struct WhileOpAlignBeforeArgs;

impl RewritePattern for WhileOpAlignBeforeArgs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn name(&self) -> &'static str {
        "WhileOpAlignBeforeArgs"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = while_parts(rw, op) else {
            return false;
        };
        let before_args = rw.body().block_args(p.before).to_vec();
        let term_args = &p.cond_args;
        if before_args == *term_args || before_args.len() != term_args.len() {
            return false;
        }
        let mut seen = rustc_hash::FxHashSet::default();
        if !term_args.iter().all(|v| seen.insert(*v)) {
            return false;
        }
        // mapping[term position] = before position
        let mut mapping = vec![0usize; term_args.len()];
        for (i, a) in before_args.iter().enumerate() {
            let Some(j) = term_args.iter().position(|t| t == a) else {
                return false;
            };
            mapping[j] = i;
        }
        let res = results(rw, op);
        if res.len() != term_args.len() {
            return false;
        }
        replace_condition(rw, p.cond_op, p.cond, &before_args);
        let mut new_types = vec![rw.body().value_type(res[0]); res.len()];
        for (i, &j) in mapping.iter().enumerate() {
            new_types[j] = rw.body().value_type(res[i]);
        }
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let (new_while, new_before, new_after) =
            create_while(rw, new_types, p.inits.clone(), loc, true);
        let nb = rw
            .body()
            .entry_block(new_before)
            .expect("built with blocks");
        let na = rw.body().entry_block(new_after).expect("built with blocks");
        let na_args = rw.body().block_args(na).to_vec();
        let mut repl = Vec::with_capacity(res.len());
        let mut after_map = Vec::with_capacity(res.len());
        for &j in &mapping {
            repl.push(rw.body().result(new_while, j));
            after_map.push(na_args[j]);
        }
        let nb_args = rw.body().block_args(nb).to_vec();
        let nb_first = rw.body().first_op(nb);
        rw.inline_block_before(p.before, nb, nb_first, &nb_args);
        let na_first = rw.body().first_op(na);
        rw.inline_block_before(p.after, na, na_first, &after_map);
        rw.replace_op(op, &repl);
        true
    }
}

/// An `scf.if` on the loop condition right before `scf.condition`, whose results
/// only feed the condition and whose else branch only yields, runs in the after region
/// instead: the condition forwards the else values, and the values of the before
/// region the then branch uses are forwarded as extra after-arguments (MLIR's
/// `WhileMoveIfDown`).
///
/// ```mlir
/// scf.while (%a = %x) : (i32) -> i32 {
///   %c = "cond"(%a) : (i32) -> i1
///   %v = scf.if %c -> (i32) { %y = "f"(%a) : (i32) -> i32  scf.yield %y : i32 }
///        else { scf.yield %a : i32 }
///   scf.condition(%c) %v : i32
/// } do {
/// ^bb0(%b: i32):
///   scf.yield %b : i32
/// }
/// // becomes
/// scf.while (%a = %x) : (i32) -> i32 {
///   %c = "cond"(%a) : (i32) -> i1
///   scf.condition(%c) %a, %a : i32, i32
/// } do {
/// ^bb0(%b: i32, %a2: i32):
///   %y = "f"(%a2) : (i32) -> i32
///   scf.yield %y : i32
/// }
/// ```
struct WhileMoveIfDown;

impl RewritePattern for WhileMoveIfDown {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn name(&self) -> &'static str {
        "WhileMoveIfDown"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = while_parts(rw, op) else {
            return false;
        };
        let Some(if_op) = rw.body().prev_op(p.cond_op) else {
            return false;
        };
        if !is(rw, if_op, "scf.if") || rw.body().operand(if_op, 0) != p.cond {
            return false;
        }
        let else_blk = region_block(rw, if_op, 1);
        if let Some(eb) = else_blk
            && rw.body().first_op(eb) != rw.body().last_op(eb)
        {
            return false;
        }
        let if_results = results(rw, if_op);
        let only_condition_uses = if_results.iter().all(|&r| {
            rw.body()
                .uses(r)
                .all(|u| rw.body().operand_owner(u) == p.cond_op)
        });
        if !only_condition_uses {
            return false;
        }
        let Some(then_blk) = region_block(rw, if_op, 0) else {
            return false;
        };
        let Some(then_yield) = terminator(rw, then_blk) else {
            return false;
        };
        let then_vals = operands(rw, then_yield);
        let else_vals = match else_blk.and_then(|b| terminator(rw, b)) {
            Some(y) => operands(rw, y),
            None => Vals::new(),
        };
        if else_vals.len() != if_results.len() {
            return false;
        }
        // Values of the before region used inside the then branch, in first-use order.
        let then_region = region(rw, if_op, 0);
        let before_region = region(rw, op, 0);
        let mut extra: Vec<ValueId> = Vec::new();
        {
            let b = rw.body();
            let mut ops = Vec::new();
            for blk in b.region_blocks(then_region) {
                for o in b.block_ops(blk) {
                    b.walk_pre(o, &mut |x| ops.push(x));
                }
            }
            for o in ops {
                for v in b.operands(o) {
                    let Some(vb) = b.value_block(v) else { continue };
                    let defined_inside = b
                        .block_region(vb)
                        .and_then(|r| b.region_parent(r))
                        .is_some_and(|d| d == if_op || super::region_contains_op(b, if_op, d));
                    if defined_inside {
                        continue;
                    }
                    if b.block_region(vb) == Some(before_region) && !extra.contains(&v) {
                        extra.push(v);
                    }
                }
            }
        }
        let loc = rw.body().op(op).loc;
        let res_types = types(rw, &results(rw, op));
        let extra_types = types(rw, &extra);
        let mut new_types = res_types.clone();
        new_types.extend(&extra_types);
        rw.set_insertion_point_before(op);
        let (new_while, new_before, new_after) =
            create_while(rw, new_types, p.inits.clone(), loc, false);
        move_blocks(rw, region(rw, op, 0), new_before, None);
        move_blocks(rw, region(rw, op, 1), new_after, None);
        let after = p.after;
        let new_args: Vec<ValueId> = extra_types
            .iter()
            .map(|&t| super::body_mut(rw).add_block_arg(after, t, Some(loc)))
            .collect();
        // The condition forwards the else values in place of the if's results, then
        // the extra values; after-arguments fed by if results take the then values.
        let after_args = rw.body().block_args(after).to_vec();
        let mut cond_vals = Vec::with_capacity(p.cond_args.len() + extra.len());
        let mut after_repl = Vec::new();
        for (k, &v) in p.cond_args.iter().enumerate() {
            match if_results.iter().position(|&r| r == v) {
                Some(i) => {
                    cond_vals.push(else_vals[i]);
                    after_repl.push((after_args[k], then_vals[i]));
                }
                None => cond_vals.push(v),
            }
        }
        cond_vals.extend(&extra);
        let mut cond_ops = vec![p.cond];
        cond_ops.extend(cond_vals);
        let cond_op = p.cond_op;
        rw.modify(cond_op, |b| b.set_operands(cond_op, &cond_ops));
        for (v, &arg) in extra.iter().zip(&new_args) {
            rw.replace_uses_where(*v, arg, |b, user| region_contains(b, then_region, user));
        }
        for (arg, to) in after_repl {
            let to = extra
                .iter()
                .position(|&e| e == to)
                .map_or(to, |i| new_args[i]);
            rw.replace_all_uses(arg, to);
        }
        rw.erase_op(then_yield);
        let first = rw.body().first_op(after);
        rw.inline_block_before(then_blk, after, first, &[]);
        rw.erase_op(if_op);
        let repl: Vec<ValueId> = results(rw, new_while)[..res_types.len()].to_vec();
        rw.replace_op(op, &repl);
        true
    }
}

/// Adds the `scf.while` patterns in upstream's order.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(RemoveLoopInvariantArgsFromBeforeBlock);
    set.add(RemoveLoopInvariantValueYielded);
    set.add(WhileConditionTruth);
    set.add(WhileCmpCond);
    set.add(WhileUnusedResult);
    set.add(WhileRemoveDuplicatedResults);
    set.add(WhileRemoveUnusedArgs);
    set.add(WhileOpAlignBeforeArgs);
    set.add(WhileMoveIfDown);
}

#[cfg(test)]
mod tests {
    use super::invert_predicate;

    #[test]
    fn inverting_twice_is_identity() {
        for p in 0..10 {
            let q = invert_predicate(p).expect("every cmpi predicate inverts");
            assert_ne!(p, q);
            assert_eq!(invert_predicate(q), Some(p));
        }
        assert_eq!(invert_predicate(10), None);
    }
}
