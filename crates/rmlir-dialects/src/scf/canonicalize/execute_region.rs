//! Canonicalization patterns of `scf.execute_region` (MLIR's
//! `ExecuteRegionOp::getCanonicalizationPatterns`): the region is inlined where the op
//! stands, unless the op carries `no_inline`. A single block is spliced in directly;
//! several blocks become part of the enclosing CFG when the parent is a function or
//! another `scf.execute_region`.
//!
//! ```mlir
//! %v = scf.execute_region -> i64 {
//!   %x = "test.val"() : () -> i64
//!   scf.yield %x : i64
//! }
//! "test.use"(%v) : (i64) -> ()
//! // becomes
//! %x = "test.val"() : () -> i64
//! "test.use"(%x) : (i64) -> ()
//! ```

use super::{body_mut, is, operands, region, replace_op_with_region, results, terminator, types};
use rmlir_ir::{BlockId, OpId, OpState};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// Whether the op carries the `no_inline` unit attribute.
fn no_inline(rw: &Rewriter<'_>, op: OpId) -> bool {
    rmlir_ir::ir::op_attr(rw.ctx, rw.ir(), (rw.body_id(), op), "no_inline").is_some()
}

/// An `scf.execute_region` with one block is replaced by that block's ops; its yield's
/// operands replace the results (MLIR's `SingleBlockExecuteInliner`).
///
/// ```mlir
/// %v = scf.execute_region -> i32 { %x = "a"() : () -> i32  scf.yield %x : i32 }
/// // becomes
/// %x = "a"() : () -> i32        // uses of %v use %x
/// ```
struct SingleBlockExecuteInliner;

impl RewritePattern for SingleBlockExecuteInliner {
    fn root(&self) -> Option<&'static str> {
        Some("scf.execute_region")
    }
    fn name(&self) -> &'static str {
        "SingleBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if no_inline(rw, op) {
            return false;
        }
        let r = region(rw, op, 0);
        if rw.body().region_blocks(r).count() != 1 {
            return false;
        }
        rw.set_insertion_point_before(op);
        replace_op_with_region(rw, op, r, &[]);
        true
    }
}

/// An `scf.execute_region` directly in a function (or in another execute_region)
/// has its blocks inlined into the enclosing region: the block holding the op is split
/// at it, control branches into the region's entry, and every `scf.yield` branches to
/// the continuation, whose arguments replace the results (MLIR's
/// `MultiBlockExecuteInliner`).
///
/// ```mlir
/// %v = scf.execute_region -> i64 {
///   cf.cond_br %c, ^a, ^b
/// ^a: ... scf.yield %x : i64
/// ^b: ... scf.yield %y : i64
/// }
/// "use"(%v) : (i64) -> ()
/// // becomes
///   cf.br ^bb1
/// ^bb1: cf.cond_br %c, ^a, ^b
/// ^a: ... cf.br ^cont(%x : i64)
/// ^b: ... cf.br ^cont(%y : i64)
/// ^cont(%v: i64):
///   "use"(%v) : (i64) -> ()
/// ```
struct MultiBlockExecuteInliner;

impl RewritePattern for MultiBlockExecuteInliner {
    fn root(&self) -> Option<&'static str> {
        Some("scf.execute_region")
    }
    fn name(&self) -> &'static str {
        "MultiBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if no_inline(rw, op) {
            return false;
        }
        let parent_ok = match rw.body().parent_op_in_body(op) {
            Some(p) => is(rw, p, "scf.execute_region"),
            None => rw.body().owner.is_some_and(|(b, o)| {
                rw.ir()
                    .body(b)
                    .op(o)
                    .def
                    .is_some_and(|d| d.interfaces.function.is_some())
            }),
        };
        if !parent_ok {
            return false;
        }
        let r = region(rw, op, 0);
        let Some(entry) = rw.body().entry_block(r) else {
            return false;
        };
        let Some(prev) = rw.body().op_block(op) else {
            return false;
        };
        let loc = rw.body().op(op).loc;
        let post = rw.split_block(prev, op);
        rw.set_insertion_point_to_end(prev);
        rw.create(OpState {
            successors: vec![entry],
            ..OpState::new(rw.ctx, "cf.br", Vec::new(), Vec::new(), loc)
        });
        let blocks: Vec<BlockId> = rw.body().region_blocks(r).collect();
        for blk in &blocks {
            let Some(t) = terminator(rw, *blk) else {
                continue;
            };
            if !is(rw, t, "scf.yield") {
                continue;
            }
            let vals = operands(rw, t);
            let yloc = rw.body().op(t).loc;
            rw.set_insertion_point_before(t);
            rw.create(OpState {
                successors: vec![post],
                ..OpState::new(rw.ctx, "cf.br", vals.into_vec(), Vec::new(), yloc)
            });
            rw.erase_op(t);
        }
        let b = body_mut(rw);
        for blk in blocks {
            let outer = b.block_region(post).expect("split block in a region");
            b.remove_block(blk);
            b.insert_block(outer, blk, Some(post));
        }
        let res = results(rw, op);
        let tys = types(rw, &res);
        let args: Vec<_> = tys
            .iter()
            .map(|&t| body_mut(rw).add_block_arg(post, t, Some(loc)))
            .collect();
        rw.replace_op(op, &args);
        true
    }
}

/// Whether `v` is defined inside `region` of `op` (an argument of one of its blocks
/// or a result of an op nested in it).
pub(super) fn defined_inside(body: &rmlir_ir::Body, v: rmlir_ir::ValueId, op: OpId) -> bool {
    let mut block = match body.value(v).def() {
        rmlir_ir::ir::ValueDef::BlockArg { block, .. } => Some(block),
        rmlir_ir::ir::ValueDef::Result { op: def, .. } => body.op_block(def),
        rmlir_ir::ir::ValueDef::Placeholder => None,
    };
    while let Some(b) = block {
        let Some(owner) = body.block_region(b).and_then(|r| body.region_parent(r)) else {
            return false;
        };
        if owner == op {
            return true;
        }
        block = body.op_block(owner);
    }
    false
}

/// Results of an `scf.execute_region` that every yield gives the same value defined
/// outside the region are that value, and the op drops them; each yield keeps its
/// other operands (MLIR's `ExecuteRegionForwardingEliminator`).
///
/// ```mlir
/// %r = scf.execute_region -> memref<4xf32> no_inline {
///   func.call @f() : () -> ()
///   scf.yield %alloc : memref<4xf32>
/// }
/// // becomes
/// scf.execute_region no_inline {
///   func.call @f() : () -> ()
///   scf.yield
/// }
/// // and %r is %alloc
/// ```
struct ExecuteRegionForwardingEliminator;

impl RewritePattern for ExecuteRegionForwardingEliminator {
    fn root(&self) -> Option<&'static str> {
        Some("scf.execute_region")
    }
    fn name(&self) -> &'static str {
        "ExecuteRegionForwardingEliminator"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let res = results(rw, op);
        if res.is_empty() {
            return false;
        }
        let r = region(rw, op, 0);
        let blocks: Vec<BlockId> = rw.body().region_blocks(r).collect();
        let yields: Vec<OpId> = blocks
            .iter()
            .filter_map(|&b| terminator(rw, b))
            .filter(|&t| is(rw, t, "scf.yield"))
            .collect();
        let Some(&first) = yields.first() else {
            return false;
        };
        let first_vals = operands(rw, first);
        if first_vals.len() != res.len() {
            return false;
        }
        let all_yields: Vec<_> = yields.iter().map(|&y| operands(rw, y)).collect();
        if all_yields.iter().any(|vals| vals.len() != first_vals.len()) {
            return false;
        }
        // Forwarded: the same value, defined outside, from every yield.
        let external: Vec<bool> = (0..first_vals.len())
            .map(|i| {
                !defined_inside(rw.body(), first_vals[i], op)
                    && all_yields.iter().all(|vals| vals[i] == first_vals[i])
            })
            .collect();
        if !external.contains(&true) {
            return false;
        }
        let ctx = rw.ctx;
        let kept_types: Vec<rmlir_ir::Type> = res
            .iter()
            .zip(&external)
            .filter(|(_, e)| !**e)
            .map(|(&v, _)| rw.body().value_type(v))
            .collect();
        rw.set_insertion_point_before(op);
        let new_op = crate::build::remake(rw, op, Vec::new(), kept_types);
        for &y in &yields {
            let vals = operands(rw, y);
            let kept: Vec<rmlir_ir::ValueId> = vals
                .iter()
                .zip(&external)
                .filter(|(_, e)| !**e)
                .map(|(&v, _)| v)
                .collect();
            let loc = rw.body().op(y).loc;
            rw.set_insertion_point_before(y);
            rw.create(OpState::new(ctx, "scf.yield", kept, Vec::new(), loc));
            rw.erase_op(y);
        }
        let new_results: Vec<rmlir_ir::ValueId> = rw.body().results(new_op).collect();
        let mut next = new_results.into_iter();
        let replacements: Vec<rmlir_ir::ValueId> = external
            .iter()
            .enumerate()
            .map(|(i, &e)| {
                if e {
                    first_vals[i]
                } else {
                    next.next().expect("one result per kept value")
                }
            })
            .collect();
        rw.replace_op(op, &replacements);
        true
    }
}

/// Adds the `scf.execute_region` patterns in upstream's order.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(SingleBlockExecuteInliner);
    set.add(MultiBlockExecuteInliner);
    set.add(ExecuteRegionForwardingEliminator);
}
