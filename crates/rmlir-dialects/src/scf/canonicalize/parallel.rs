//! Canonicalization patterns of `scf.parallel` (MLIR's
//! `ParallelOp::getCanonicalizationPatterns`): dimensions with a constant trip count of
//! one disappear (their induction variable is the lower bound), a zero-trip dimension
//! removes the loop, and a loop whose body is just another reduction-free parallel
//! loop absorbs its dimensions.
//!
//! The upstream patterns clone the body; here the body is moved, which leaves the same
//! IR since the original loop is erased right after.
//!
//! ```mlir
//! scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
//!   "use"(%i, %j) : (index, index) -> ()
//! }
//! // becomes
//! scf.parallel (%j) = (%c0) to (%n) step (%c1) {
//!   "use"(%c0, %j) : (index, index) -> ()
//! }
//! ```

use super::{
    add_block, body_mut, create_terminator, create_with_regions, is, operands, region,
    region_block, terminator, types,
};
use crate::scf::dense_array;
use rmlir_ir::{Attr, BlockId, OpId, OpState, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// The operand groups of an `scf.parallel`: lower bounds, upper bounds, steps, inits.
fn groups(rw: &Rewriter<'_>, op: OpId) -> Option<[Vec<ValueId>; 4]> {
    let seg = crate::scf::segments(rw.ctx, rw.ir(), (rw.body_id(), op), 4)?;
    let ops = operands(rw, op);
    let mut at = 0;
    let mut out: [Vec<ValueId>; 4] = Default::default();
    for (g, &n) in out.iter_mut().zip(&seg) {
        *g = ops[at..at + n].to_vec();
        at += n;
    }
    Some(out)
}

/// Creates a detached `scf.parallel` over the given bounds with `inits`, with a body
/// block of one index argument per dimension (and an `scf.reduce` when there are no
/// inits, as MLIR's builder does). Returns the op and its block.
fn create_parallel(
    rw: &mut Rewriter<'_>,
    bounds: [&[ValueId]; 3],
    inits: &[ValueId],
    loc: Attr,
) -> (OpId, BlockId) {
    let ctx = rw.ctx;
    let mut all = Vec::new();
    for g in bounds {
        all.extend_from_slice(g);
    }
    all.extend_from_slice(inits);
    let n = bounds[0].len() as i64;
    let seg = dense_array(ctx, 32, &[n, n, n, inits.len() as i64]);
    let st = OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("operandSegmentSizes"), seg)])),
        ..OpState::new(ctx, "scf.parallel", all, types(rw, inits), loc)
    };
    let (op, rs) = create_with_regions(rw, st, 1);
    let index = ctx.index_type();
    let block = add_block(rw, rs[0], &vec![index; bounds[0].len()], loc);
    if inits.is_empty() {
        let ip = rw.insertion_point();
        rw.set_insertion_point_to_end(block);
        create_terminator(rw, "scf.reduce", Vec::new(), loc);
        rw.restore_insertion_point(ip);
    }
    (op, block)
}

/// Dimensions running exactly once are dropped, their induction variable replaced by
/// the lower bound; a dimension running zero times replaces the loop by its inits; with
/// every dimension gone, the body and the reductions run in place (MLIR's
/// `ParallelOpSingleOrZeroIterationDimsFolder`).
///
/// ```mlir
/// %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%x) -> f32 {
///   %v = "f"(%i) : (index) -> f32
///   scf.reduce(%v : f32) {
///   ^bb0(%a: f32, %b: f32):
///     %s = arith.addf %a, %b : f32
///     scf.reduce.return %s : f32
///   }
/// }
/// // becomes
/// %v = "f"(%c0) : (index) -> f32
/// %r = arith.addf %x, %v : f32
/// ```
struct ParallelOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ParallelOpSingleOrZeroIterationDimsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.parallel")
    }
    fn name(&self) -> &'static str {
        "ParallelOpSingleOrZeroIterationDimsFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some([lbs, ubs, steps, inits]) = groups(rw, op) else {
            return false;
        };
        let Some(block) = region_block(rw, op, 0) else {
            return false;
        };
        let ivs = rw.body().block_args(block).to_vec();
        if ivs.len() != lbs.len() || ubs.len() != lbs.len() || steps.len() != lbs.len() {
            return false;
        }
        rw.set_insertion_point_before(op);
        let mut single = vec![false; lbs.len()];
        for d in 0..lbs.len() {
            match super::for_op::constant_trip_count(rw, lbs[d], ubs[d], steps[d], true) {
                Some(0) => {
                    rw.replace_op(op, &inits);
                    return true;
                }
                Some(1) => single[d] = true,
                _ => {}
            }
        }
        if !single.iter().any(|&s| s) {
            return false;
        }
        let loc = rw.body().op(op).loc;
        if single.iter().all(|&s| s) {
            return inline_all(rw, op, block, &lbs, &inits);
        }
        let keep = |v: &[ValueId]| -> Vec<ValueId> {
            v.iter()
                .zip(&single)
                .filter(|(_, s)| !**s)
                .map(|(&x, _)| x)
                .collect()
        };
        let (nl, nu, ns) = (keep(&lbs), keep(&ubs), keep(&steps));
        let (new_op, new_block) = create_parallel(rw, [&nl, &nu, &ns], &inits, loc);
        rw.insert(new_op);
        // The old block moves over: the dropped induction variables become their lower
        // bounds and their arguments go.
        let new_region = region(rw, new_op, 0);
        rw.erase_block(new_block);
        for d in 0..ivs.len() {
            if single[d] {
                rw.replace_all_uses(ivs[d], lbs[d]);
            }
        }
        for d in (0..ivs.len()).rev() {
            if single[d] {
                rw.erase_block_arg(block, d);
            }
        }
        super::move_blocks(rw, region(rw, op, 0), new_region, None);
        let moved: Vec<OpId> = rw.body().block_ops(block).collect();
        for o in moved {
            rw.notify_queued(o);
        }
        let repl: Vec<ValueId> = rw.body().results(new_op).collect();
        rw.replace_op(op, &repl);
        true
    }
}

/// Runs the body of a parallel loop with only single-iteration dimensions in place of
/// the loop, then each reduction on the init and the reduced value.
fn inline_all(
    rw: &mut Rewriter<'_>,
    op: OpId,
    block: BlockId,
    lbs: &[ValueId],
    inits: &[ValueId],
) -> bool {
    let Some(reduce) = terminator(rw, block).filter(|&t| is(rw, t, "scf.reduce")) else {
        return false;
    };
    let dest = rw.body().op_block(op).expect("op in a block");
    rw.inline_block_before(block, dest, Some(op), lbs);
    let reduced = operands(rw, reduce);
    let mut results = Vec::with_capacity(inits.len());
    for (i, &v) in reduced.iter().enumerate() {
        let Some(rblock) = region_block(rw, reduce, i) else {
            return false;
        };
        let Some(ret) = terminator(rw, rblock) else {
            return false;
        };
        let Some(&init) = inits.get(results.len()) else {
            return false;
        };
        rw.inline_block_before(rblock, dest, Some(op), &[init, v]);
        results.push(rw.body().operand(ret, 0));
        rw.erase_op(ret);
    }
    rw.erase_op(reduce);
    rw.replace_op(op, &results);
    true
}

/// A parallel loop whose body is only another parallel loop (neither with
/// reductions, the inner bounds independent of the outer induction variables)
/// becomes one loop over both sets of dimensions (MLIR's `MergeNestedParallelLoops`).
///
/// ```mlir
/// scf.parallel (%i) = (%a) to (%b) step (%s) {
///   scf.parallel (%j) = (%c) to (%d) step (%t) { "use"(%i, %j) : (index, index) -> () }
/// }
/// // becomes
/// scf.parallel (%i, %j) = (%a, %c) to (%b, %d) step (%s, %t) {
///   "use"(%i, %j) : (index, index) -> ()
/// }
/// ```
struct MergeNestedParallelLoops;

impl RewritePattern for MergeNestedParallelLoops {
    fn root(&self) -> Option<&'static str> {
        Some("scf.parallel")
    }
    fn name(&self) -> &'static str {
        "MergeNestedParallelLoops"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(outer_block) = region_block(rw, op, 0) else {
            return false;
        };
        let Some(inner) = rw.body().first_op(outer_block) else {
            return false;
        };
        let Some(outer_term) = terminator(rw, outer_block) else {
            return false;
        };
        if rw.body().next_op(inner) != Some(outer_term) || !is(rw, inner, "scf.parallel") {
            return false;
        }
        let (Some(og), Some(ig)) = (groups(rw, op), groups(rw, inner)) else {
            return false;
        };
        let outer_args = rw.body().block_args(outer_block).to_vec();
        let inner_bounds: Vec<ValueId> = ig[..3].iter().flatten().copied().collect();
        if outer_args.iter().any(|a| inner_bounds.contains(a)) {
            return false;
        }
        if !og[3].is_empty() || !ig[3].is_empty() {
            return false;
        }
        let Some(inner_block) = region_block(rw, inner, 0) else {
            return false;
        };
        let inner_args = rw.body().block_args(inner_block).to_vec();
        let cat = |a: &[ValueId], b: &[ValueId]| [a, b].concat();
        let (lbs, ubs, steps) = (
            cat(&og[0], &ig[0]),
            cat(&og[1], &ig[1]),
            cat(&og[2], &ig[2]),
        );
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let (new_op, new_block) = create_parallel(rw, [&lbs, &ubs, &steps], &[], loc);
        let new_args = rw.body().block_args(new_block).to_vec();
        for (a, &n) in outer_args.iter().zip(&new_args) {
            rw.replace_all_uses(*a, n);
        }
        let inner_term = terminator(rw, inner_block);
        let reduce = terminator(rw, new_block);
        let body_ops: Vec<OpId> = rw
            .body()
            .block_ops(inner_block)
            .filter(|&o| Some(o) != inner_term)
            .collect();
        for (a, &n) in inner_args.iter().zip(&new_args[outer_args.len()..]) {
            let b = body_mut(rw);
            b.replace_all_uses(*a, n);
        }
        for o in body_ops {
            let b = body_mut(rw);
            b.remove_op(o);
            b.insert_op(o, new_block, reduce);
        }
        rw.insert(new_op);
        let moved: Vec<OpId> = rw.body().block_ops(new_block).collect();
        for o in moved {
            rw.notify_queued(o);
        }
        rw.replace_op(op, &[]);
        true
    }
}

/// Adds the `scf.parallel` patterns in upstream's order.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(ParallelOpSingleOrZeroIterationDimsFolder);
    set.add(MergeNestedParallelLoops);
}
