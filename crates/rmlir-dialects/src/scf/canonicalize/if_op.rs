//! Canonicalization patterns of `scf.if` (MLIR's `IfOp::getCanonicalizationPatterns`):
//! merging neighbouring and nested ifs, propagating the condition into the branches,
//! turning values chosen by the condition into `arith.select`s, dropping empty else
//! branches, constant conditions and unused results, and replacing results that are
//! the condition itself.
//!
//! ```mlir
//! %r:2 = scf.if %c -> (i32, i1) {
//!   scf.yield %a, %true : i32, i1
//! } else {
//!   scf.yield %b, %false : i32, i1
//! }
//! // becomes
//! %r = arith.select %c, %a, %b : i32      // and uses of %r#1 use %c
//! ```

use super::{
    Vals, constant, constant_bool, create_constant, create_op_with_regions, create_terminator,
    defined_by, is, is_constant_one, move_blocks, operands, region, region_block, region_contains,
    replace_op_with_region, replace_terminator, results, terminator, types, value_region,
};
use rmlir_ir::{Attr, BlockId, OpId, OpState, RegionId, Type, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// An `scf.if` with two empty regions at the insertion point (MLIR's builders,
/// once the block they make is erased or refilled).
fn create_if(
    rw: &mut Rewriter<'_>,
    types: Vec<Type>,
    cond: ValueId,
    loc: Attr,
) -> (OpId, RegionId, RegionId) {
    let st = OpState::new(rw.ctx, "scf.if", vec![cond], types, loc);
    let (op, rs) = create_op_with_regions(rw, st, 2);
    (op, rs[0], rs[1])
}

/// The then block of an `scf.if`.
fn then_block(rw: &Rewriter<'_>, op: OpId) -> Option<BlockId> {
    region_block(rw, op, 0)
}

/// The else block of an `scf.if`, if it has one.
fn else_block(rw: &Rewriter<'_>, op: OpId) -> Option<BlockId> {
    region_block(rw, op, 1)
}

/// Whether `block` holds nothing but its terminator.
fn only_terminator(rw: &Rewriter<'_>, block: BlockId) -> bool {
    let b = rw.body();
    b.first_op(block).is_some() && b.first_op(block) == b.last_op(block)
}

/// The yield of a branch block.
fn yield_of(rw: &Rewriter<'_>, block: BlockId) -> Option<OpId> {
    terminator(rw, block).filter(|&t| is(rw, t, "scf.yield"))
}

/// The condition of an `scf.if`.
fn cond(rw: &Rewriter<'_>, op: OpId) -> ValueId {
    rw.body().operand(op, 0)
}

/// Merges `prev` and the `scf.if` right after it when their conditions are equal or
/// one is the negation (`xori %c, true`) of the other (MLIR's `CombineIfs`); uses of
/// the first if's results inside the second one take the yielded values.
///
/// ```mlir
/// %a = scf.if %c -> (i32) { A; scf.yield %x : i32 } else { B; scf.yield %y : i32 }
/// %b = scf.if %c -> (i32) { C(%a) ... } else { D(%a) ... }
/// // becomes
/// %ab:2 = scf.if %c -> (i32, i32) { A; C(%x) ... } else { B; D(%y) ... }
/// ```
struct CombineIfs;

impl RewritePattern for CombineIfs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn name(&self) -> &'static str {
        "CombineIfs"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, next_if: OpId) -> bool {
        let Some(prev_if) = rw.body().prev_op(next_if) else {
            return false;
        };
        if !is(rw, prev_if, "scf.if") {
            return false;
        }
        let (prev_cond, next_cond) = (cond(rw, prev_if), cond(rw, next_if));
        let (mut next_then, mut next_else) = (None, None);
        if next_cond == prev_cond {
            next_then = then_block(rw, next_if);
            next_else = else_block(rw, next_if);
        }
        let negates = |rw: &mut Rewriter<'_>, of: ValueId, v: ValueId| {
            let Some(x) = defined_by(rw, v, "arith.xori") else {
                return false;
            };
            let (lhs, rhs) = (rw.body().operand(x, 0), rw.body().operand(x, 1));
            lhs == of && is_constant_one(rw, rhs)
        };
        if negates(rw, prev_cond, next_cond) || negates(rw, next_cond, prev_cond) {
            next_else = then_block(rw, next_if);
            next_then = else_block(rw, next_if);
        }
        if next_then.is_none() && next_else.is_none() {
            return false;
        }
        let loc = rw.body().op(next_if).loc;
        rw.set_insertion_point_before(next_if);

        // Uses of the first if's results inside the second take the yielded values.
        let prev_then_yield = then_block(rw, prev_if).and_then(|b| yield_of(rw, b));
        let prev_else_yield = else_block(rw, prev_if).and_then(|b| yield_of(rw, b));
        if let (Some(ty), Some(ey)) = (prev_then_yield, prev_else_yield) {
            let then_vals = operands(rw, ty);
            let else_vals = operands(rw, ey);
            let regions_of =
                |rw: &Rewriter<'_>, b: Option<BlockId>| b.and_then(|b| rw.body().block_region(b));
            let then_region = regions_of(rw, next_then);
            let else_region = regions_of(rw, next_else);
            for (i, res) in results(rw, prev_if).into_iter().enumerate() {
                let uses: Vec<_> = rw.body().uses(res).collect();
                for u in uses {
                    let user = rw.body().operand_owner(u);
                    let to = if then_region.is_some_and(|r| region_contains(rw.body(), r, user)) {
                        then_vals[i]
                    } else if else_region.is_some_and(|r| region_contains(rw.body(), r, user)) {
                        else_vals[i]
                    } else {
                        continue;
                    };
                    rw.modify(user, |b| b.set_operand_value(u, to));
                }
            }
        }

        let prev_results = results(rw, prev_if);
        let next_results = results(rw, next_if);
        let mut merged = types(rw, &prev_results);
        merged.extend(types(rw, &next_results));
        let (combined, c_then, c_else) = create_if(rw, merged, prev_cond, loc);
        move_blocks(rw, region(rw, prev_if, 0), c_then, None);
        if let Some(nt) = next_then {
            merge_branch(rw, nt, c_then);
        }
        move_blocks(rw, region(rw, prev_if, 1), c_else, None);
        if let Some(ne) = next_else {
            if rw.body().entry_block(c_else).is_none() {
                let from = rw.body().block_region(ne).expect("block in a region");
                move_blocks(rw, from, c_else, None);
            } else {
                merge_branch(rw, ne, c_else);
            }
        }
        let all = results(rw, combined);
        let (p, n) = all.split_at(prev_results.len());
        rw.replace_op(prev_if, p);
        rw.replace_op(next_if, n);
        true
    }
}

/// Appends the ops of `from` to the block of `into` and yields both yields' values
/// from one `scf.yield` at the place of `from`'s.
fn merge_branch(rw: &mut Rewriter<'_>, from: BlockId, into: RegionId) {
    let Some(dest) = rw.body().entry_block(into) else {
        return;
    };
    let (Some(first), Some(second)) = (yield_of(rw, dest), yield_of(rw, from)) else {
        return;
    };
    rw.merge_blocks(from, dest, &[]);
    let mut vals = operands(rw, first);
    vals.extend(operands(rw, second));
    let loc = rw.body().op(second).loc;
    rw.set_insertion_point_to_end(dest);
    create_terminator(rw, "scf.yield", vals.into_vec(), loc);
    rw.erase_op(first);
    rw.erase_op(second);
}

/// An if whose then block holds only another if (and whose else blocks only yield)
/// becomes one if on the conjunction of the conditions (MLIR's `CombineNestedIfs`).
/// Values the outer if yields from outside it are chosen with `arith.select` on the
/// outer condition.
///
/// ```mlir
/// scf.if %a {
///   scf.if %b { "op"() : () -> () }
/// }
/// // becomes
/// %0 = arith.andi %a, %b : i1
/// scf.if %0 { "op"() : () -> () }
/// ```
struct CombineNestedIfs;

impl RewritePattern for CombineNestedIfs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn name(&self) -> &'static str {
        "CombineNestedIfs"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(then_blk) = then_block(rw, op) else {
            return false;
        };
        let Some(nested) = rw.body().first_op(then_blk) else {
            return false;
        };
        let Some(then_yield) = yield_of(rw, then_blk) else {
            return false;
        };
        if rw.body().next_op(nested) != Some(then_yield) || !is(rw, nested, "scf.if") {
            return false;
        }
        let outer_else = else_block(rw, op);
        if outer_else.is_some_and(|b| !only_terminator(rw, b)) {
            return false;
        }
        let nested_else = else_block(rw, nested);
        if nested_else.is_some_and(|b| !only_terminator(rw, b)) {
            return false;
        }
        let mut then_vals = operands(rw, then_yield);
        let else_vals = match outer_else.and_then(|b| yield_of(rw, b)) {
            Some(y) => operands(rw, y),
            None => Vals::new(),
        };
        let nested_then_yield = then_block(rw, nested).and_then(|b| yield_of(rw, b));
        let nested_else_yield = nested_else.and_then(|b| yield_of(rw, b));
        let then_region = region(rw, op, 0);
        let mut to_select = Vec::new();
        for (i, slot) in then_vals.iter_mut().enumerate() {
            let v = *slot;
            if rw.body().defining_op(v) == Some(nested) {
                let (Some(nt), Some(ne)) = (nested_then_yield, nested_else_yield) else {
                    return false;
                };
                let idx = results(rw, nested)
                    .iter()
                    .position(|&r| r == v)
                    .unwrap_or(0);
                if else_vals.get(i) != Some(&rw.body().operand(ne, idx)) {
                    return false;
                }
                *slot = rw.body().operand(nt, idx);
                continue;
            }
            if value_region(rw, v) == Some(then_region) {
                return false;
            }
            to_select.push(i);
        }
        let Some(nested_then) = then_block(rw, nested) else {
            return false;
        };
        let loc = rw.body().op(op).loc;
        let (outer_cond, inner_cond) = (cond(rw, op), cond(rw, nested));
        rw.set_insertion_point_before(op);
        let i1 = rw.body().value_type(outer_cond);
        let and = rw.create(OpState::new(
            rw.ctx,
            "arith.andi",
            vec![outer_cond, inner_cond],
            vec![i1],
            loc,
        ));
        let new_cond = rw.body().result(and, 0);
        let result_types = types(rw, &results(rw, op));
        let (new_if, new_then, new_else) = create_if(rw, result_types, new_cond, loc);
        let new_then_blk = rw.create_block(new_then, &[], loc);
        let mut repl = results(rw, new_if);
        rw.set_insertion_point_before(new_if);
        for i in to_select {
            let ty = rw.body().value_type(then_vals[i]);
            let s = rw.create(OpState::new(
                rw.ctx,
                "arith.select",
                vec![outer_cond, then_vals[i], else_vals[i]],
                vec![ty],
                loc,
            ));
            repl[i] = rw.body().result(s, 0);
        }
        rw.merge_blocks(nested_then, new_then_blk, &[]);
        if let Some(y) = yield_of(rw, new_then_blk) {
            replace_terminator(rw, y, "scf.yield", then_vals.into_vec());
        }
        if !else_vals.is_empty() {
            let blk = rw.create_block(new_else, &[], loc);
            rw.set_insertion_point_to_end(blk);
            create_terminator(rw, "scf.yield", else_vals.into_vec(), loc);
        }
        rw.replace_op(op, &repl);
        true
    }
}

/// Inside the then branch the condition is true, inside the else branch false (MLIR's
/// `ConditionPropagation`).
///
/// ```mlir
/// scf.if %c { "use"(%c) : (i1) -> () }
/// // becomes
/// %true = arith.constant true
/// scf.if %c { "use"(%true) : (i1) -> () }
/// ```
struct ConditionPropagation;

impl RewritePattern for ConditionPropagation {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn name(&self) -> &'static str {
        "ConditionPropagation"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let c = cond(rw, op);
        if constant(rw, c).is_some() {
            return false;
        }
        let (then_r, else_r) = (region(rw, op, 0), region(rw, op, 1));
        let loc = rw.body().op(op).loc;
        let i1 = rw.body().value_type(c);
        rw.set_insertion_point_before(op);
        let (mut t, mut f) = (None, None);
        let mut changed = false;
        let uses: Vec<_> = rw.body().uses(c).collect();
        for u in uses {
            let user = rw.body().operand_owner(u);
            let to = if region_contains(rw.body(), then_r, user) {
                *t.get_or_insert_with(|| create_constant(rw, i1, 1, loc))
            } else if region_contains(rw.body(), else_r, user) {
                *f.get_or_insert_with(|| create_constant(rw, i1, 0, loc))
            } else {
                continue;
            };
            changed = true;
            rw.modify(user, |b| b.set_operand_value(u, to));
        }
        changed
    }
}

/// Results both branches take from outside the if become `arith.select`s on the
/// condition (or the common value); the if keeps the others (MLIR's
/// `ConvertTrivialIfToSelect`).
///
/// ```mlir
/// %r:2 = scf.if %c -> (i32, i32) {
///   %x = arith.addi %a, %b : i32
///   scf.yield %a, %x : i32, i32
/// } else {
///   scf.yield %b, %b : i32, i32
/// }
/// // becomes
/// %0 = arith.select %c, %a, %b : i32
/// %1 = scf.if %c -> (i32) {
///   %x = arith.addi %a, %b : i32
///   scf.yield %x : i32
/// } else {
///   scf.yield %b : i32
/// }
/// ```
struct ConvertTrivialIfToSelect;

impl RewritePattern for ConvertTrivialIfToSelect {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn name(&self) -> &'static str {
        "ConvertTrivialIfToSelect"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let n = rw.body().num_results(op);
        if n == 0 {
            return false;
        }
        let (Some(tb), Some(eb)) = (then_block(rw, op), else_block(rw, op)) else {
            return false;
        };
        let (Some(ty), Some(ey)) = (yield_of(rw, tb), yield_of(rw, eb)) else {
            return false;
        };
        let (then_vals, else_vals) = (operands(rw, ty), operands(rw, ey));
        let (then_r, else_r) = (region(rw, op, 0), region(rw, op, 1));
        let stays: Vec<bool> = then_vals
            .iter()
            .zip(&else_vals)
            .map(|(&t, &f)| {
                value_region(rw, t) == Some(then_r) || value_region(rw, f) == Some(else_r)
            })
            .collect();
        let kept: Vec<Type> = then_vals
            .iter()
            .zip(&stays)
            .filter(|(_, s)| **s)
            .map(|(&t, _)| rw.body().value_type(t))
            .collect();
        if kept.len() == n {
            return false;
        }
        let c = cond(rw, op);
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let (repl_if, new_then, new_else) = create_if(rw, kept, c, loc);
        move_blocks(rw, then_r, new_then, None);
        move_blocks(rw, else_r, new_else, None);
        let mut repl = Vec::with_capacity(n);
        let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
        rw.set_insertion_point_before(repl_if);
        for i in 0..n {
            let (t, f) = (then_vals[i], else_vals[i]);
            if stays[i] {
                repl.push(rw.body().result(repl_if, true_yields.len()));
                true_yields.push(t);
                false_yields.push(f);
            } else if t == f {
                repl.push(t);
            } else {
                let ty = rw.body().value_type(t);
                let s = rw.create(OpState::new(
                    rw.ctx,
                    "arith.select",
                    vec![c, t, f],
                    vec![ty],
                    loc,
                ));
                repl.push(rw.body().result(s, 0));
            }
        }
        replace_terminator(rw, ty, "scf.yield", true_yields);
        replace_terminator(rw, ey, "scf.yield", false_yields);
        rw.replace_op(op, &repl);
        true
    }
}

/// An if without results whose else block only yields loses the else block (MLIR's
/// `RemoveEmptyElseBranch`).
///
/// ```mlir
/// scf.if %c { "op"() : () -> () } else { }
/// // becomes
/// scf.if %c { "op"() : () -> () }
/// ```
struct RemoveEmptyElseBranch;

impl RewritePattern for RemoveEmptyElseBranch {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn name(&self) -> &'static str {
        "RemoveEmptyElseBranch"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if rw.body().num_results(op) != 0 {
            return false;
        }
        match else_block(rw, op) {
            Some(b) if only_terminator(rw, b) => {}
            _ => return false,
        }
        let d = rw.body().op(op);
        let st = OpState {
            props: d.props(),
            attrs: d.attrs,
            ..OpState::new(rw.ctx, "scf.if", vec![cond(rw, op)], Vec::new(), d.loc)
        };
        rw.set_insertion_point_before(op);
        let (_, rs) = create_op_with_regions(rw, st, 2);
        move_blocks(rw, region(rw, op, 0), rs[0], None);
        rw.erase_op(op);
        true
    }
}

/// An if on a constant condition is replaced by the branch taken, or erased when
/// that branch is absent (MLIR's `RemoveStaticCondition`).
///
/// ```mlir
/// %r = scf.if %true -> (i32) { scf.yield %a : i32 } else { scf.yield %b : i32 }
/// // becomes: uses of %r use %a
/// ```
struct RemoveStaticCondition;

impl RewritePattern for RemoveStaticCondition {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn name(&self) -> &'static str {
        "RemoveStaticCondition"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let c = cond(rw, op);
        let Some(taken) = constant_bool(rw, c) else {
            return false;
        };
        rw.set_insertion_point_before(op);
        if taken {
            let r = region(rw, op, 0);
            replace_op_with_region(rw, op, r, &[]);
        } else if else_block(rw, op).is_some() {
            let r = region(rw, op, 1);
            replace_op_with_region(rw, op, r, &[]);
        } else {
            rw.erase_op(op);
        }
        true
    }
}

/// Results without uses are dropped from the if and its yields (MLIR's
/// `RemoveUnusedResults`).
///
/// ```mlir
/// %r:2 = scf.if %c -> (i32, i32) { scf.yield %a, %b : i32, i32 } else { ... }
/// "use"(%r#1) : (i32) -> ()
/// // becomes
/// %r = scf.if %c -> (i32) { scf.yield %b : i32 } else { ... }
/// ```
struct RemoveUnusedResults;

impl RewritePattern for RemoveUnusedResults {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn name(&self) -> &'static str {
        "RemoveUnusedResults"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let res = results(rw, op);
        let used: Vec<usize> = (0..res.len())
            .filter(|&i| !rw.body().use_empty(res[i]))
            .collect();
        if used.len() == res.len() {
            return false;
        }
        let (Some(tb), Some(eb)) = (then_block(rw, op), else_block(rw, op)) else {
            return false;
        };
        let loc = rw.body().op(op).loc;
        let new_types: Vec<Type> = used.iter().map(|&i| rw.body().value_type(res[i])).collect();
        rw.set_insertion_point_before(op);
        let (new_if, new_then, new_else) = create_if(rw, new_types, cond(rw, op), loc);
        for (src, region) in [(tb, new_then), (eb, new_else)] {
            let dest = rw.create_block(region, &[], loc);
            rw.merge_blocks(src, dest, &[]);
            if let Some(y) = yield_of(rw, dest) {
                let vals = operands(rw, y);
                let kept: Vec<ValueId> = used.iter().map(|&i| vals[i]).collect();
                rw.modify(y, |b| b.set_operands(y, &kept));
            }
        }
        let mut repl = res.clone();
        for (k, &i) in used.iter().enumerate() {
            repl[i] = rw.body().result(new_if, k);
        }
        rw.replace_op(op, &repl);
        true
    }
}

/// Results both branches yield the same value for take that value; `i1` results
/// yielding `true`/`false` (or `false`/`true`) are the condition (or its negation)
/// (MLIR's `ReplaceIfYieldWithConditionOrValue`).
///
/// ```mlir
/// %r:2 = scf.if %c -> (i1, i32) {
///   scf.yield %true, %x : i1, i32
/// } else {
///   scf.yield %false, %x : i1, i32
/// }
/// // uses of %r#0 become uses of %c, uses of %r#1 uses of %x
/// ```
struct ReplaceIfYieldWithConditionOrValue;

impl RewritePattern for ReplaceIfYieldWithConditionOrValue {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn name(&self) -> &'static str {
        "ReplaceIfYieldWithConditionOrValue"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if rw.body().num_results(op) == 0 {
            return false;
        }
        let (Some(tb), Some(eb)) = (then_block(rw, op), else_block(rw, op)) else {
            return false;
        };
        let (Some(ty), Some(ey)) = (yield_of(rw, tb), yield_of(rw, eb)) else {
            return false;
        };
        let (tv, fv) = (operands(rw, ty), operands(rw, ey));
        let c = cond(rw, op);
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let mut changed = false;
        for (i, res) in results(rw, op).into_iter().enumerate() {
            let (t, f) = (tv[i], fv[i]);
            if t == f {
                if !rw.body().use_empty(res) {
                    rw.replace_all_uses(res, t);
                    changed = true;
                }
                continue;
            }
            let (Some(tc), Some(fc)) = (constant_bool(rw, t), constant_bool(rw, f)) else {
                continue;
            };
            if rw.body().use_empty(res) {
                continue;
            }
            if !tc && fc {
                let i1 = rw.body().value_type(c);
                let one = create_constant(rw, i1, 1, loc);
                let x = rw.create(OpState::new(
                    rw.ctx,
                    "arith.xori",
                    vec![c, one],
                    vec![i1],
                    loc,
                ));
                let not = rw.body().result(x, 0);
                rw.replace_all_uses(res, not);
                changed = true;
            } else if tc && !fc {
                rw.replace_all_uses(res, c);
                changed = true;
            }
        }
        changed
    }
}

/// Adds the `scf.if` patterns in upstream's order.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(CombineIfs);
    set.add(CombineNestedIfs);
    set.add(ConditionPropagation);
    set.add(ConvertTrivialIfToSelect);
    set.add(RemoveEmptyElseBranch);
    set.add(RemoveStaticCondition);
    set.add(RemoveUnusedResults);
    set.add(ReplaceIfYieldWithConditionOrValue);
}
