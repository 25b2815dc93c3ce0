//! Canonicalization patterns of `shape.assuming` (MLIR's
//! `AssumingOp::getCanonicalizationPatterns`): results nobody uses are dropped, and an
//! op under a constant witness is inlined into its parent block.

use rmlir_ir::OpState;

/// Results of a `shape.assuming` nobody uses are dropped, with what the region
/// yields for them (MLIR's `AssumingOpRemoveUnusedResults`; the new op is built
/// from the witness alone, so discardable attributes do not carry over).
///
/// ```mlir
/// %0 = shape.assuming %w -> (memref<2xf32>) {
///   "test.foo"() : () -> ()
///   shape.assuming_yield %m : memref<2xf32>
/// }
/// // with %0 unused, becomes
/// shape.assuming %w {
///   "test.foo"() : () -> ()
/// }
/// ```
struct AssumingOpRemoveUnusedResults;

impl rmlir_rewrite::RewritePattern for AssumingOpRemoveUnusedResults {
    fn root(&self) -> Option<&'static str> {
        Some("shape.assuming")
    }
    fn name(&self) -> &'static str {
        "AssumingOpRemoveUnusedResults"
    }
    fn match_and_rewrite(&self, rw: &mut rmlir_rewrite::Rewriter<'_>, op: rmlir_ir::OpId) -> bool {
        let b = rw.body();
        let Some((region, _, yield_op)) = body_and_yield(b, op) else {
            return false;
        };
        if rw.ctx.str(b.op(yield_op).name) != "shape.assuming_yield" {
            return false;
        }
        let results: Vec<rmlir_ir::ValueId> = b.results(op).collect();
        let yielded: Vec<rmlir_ir::ValueId> = b.operands(yield_op).collect();
        let kept: Vec<rmlir_ir::ValueId> = results
            .iter()
            .zip(&yielded)
            .filter(|(r, _)| !b.use_empty(**r))
            .map(|(_, &y)| y)
            .collect();
        if kept.len() == yielded.len() {
            return false;
        }
        let ctx = rw.ctx;
        // The terminator first, then the op, as upstream rewrites them.
        let yield_loc = b.op(yield_op).loc;
        let block = b.op_block(yield_op).expect("a terminator is in a block");
        rw.set_insertion_point_to_end(block);
        let types: Vec<rmlir_ir::Type> = kept.iter().map(|&v| rw.body().value_type(v)).collect();
        rw.create(OpState::new(
            ctx,
            "shape.assuming_yield",
            kept,
            Vec::new(),
            yield_loc,
        ));
        rw.replace_op(yield_op, &[]);
        let b = rw.body();
        let (loc, witness) = (b.op(op).loc, b.operand(op, 0));
        rw.set_insertion_point_before(op);
        let new_op = rw.create_detached(OpState::new(
            ctx,
            "shape.assuming",
            vec![witness],
            types,
            loc,
        ));
        let new_region = rw.add_region(new_op);
        rw.inline_region_before(region, new_region, None);
        rw.insert(new_op);
        let mut fresh = rw.body().results(new_op).collect::<Vec<_>>().into_iter();
        let replacements: Vec<rmlir_ir::ValueId> = results
            .iter()
            .map(|&r| {
                if rw.body().use_empty(r) {
                    r
                } else {
                    fresh.next().expect("one new result per used one")
                }
            })
            .collect();
        rw.replace_op(op, &replacements);
        true
    }
}

/// A `shape.assuming` whose witness is a `shape.const_witness` is inlined into its
/// parent block, its results replaced by what the region yields (MLIR's
/// `AssumingWithTrue` with `AssumingOp::inlineRegionIntoParent`: split the block at
/// the op, move the region in between, replace the op, drop the yield, merge the three
/// blocks back into one).
///
/// mlir-opt 22 checks that the witness has a `passing` attribute, not that it is
/// `true`, so a `false` witness is inlined too; rmlir does the same, since the output
/// must match.
///
/// ```mlir
/// %w = shape.const_witness true
/// %0 = shape.assuming %w -> (memref<2xf32>) {
///   "test.foo"() : () -> ()
///   shape.assuming_yield %m : memref<2xf32>
/// }
/// // becomes
/// "test.foo"() : () -> ()          // and %0 is %m
/// ```
struct AssumingWithTrue;

impl rmlir_rewrite::RewritePattern for AssumingWithTrue {
    fn root(&self) -> Option<&'static str> {
        Some("shape.assuming")
    }
    fn name(&self) -> &'static str {
        "AssumingWithTrue"
    }
    fn match_and_rewrite(&self, rw: &mut rmlir_rewrite::Rewriter<'_>, op: rmlir_ir::OpId) -> bool {
        let ctx = rw.ctx;
        let b = rw.body();
        let Some(witness) = b.operands(op).next().and_then(|w| b.defining_op(w)) else {
            return false;
        };
        if ctx.str(b.op(witness).name) != "shape.const_witness"
            || rmlir_ir::ir::op_attr(ctx, rw.ir(), (rw.body_id(), witness), "passing").is_none()
        {
            return false;
        }
        let Some((region, inner, yield_op)) = body_and_yield(b, op) else {
            return false;
        };
        let Some(before) = b.op_block(op) else {
            return false;
        };
        let Some(parent_region) = b.block_region(before) else {
            return false;
        };
        let yielded: Vec<rmlir_ir::ValueId> = b.operands(yield_op).collect();
        if yielded.len() != b.num_results(op) {
            return false;
        }
        let after = rw.split_block(before, op);
        rw.inline_region_before(region, parent_region, Some(after));
        rw.replace_op(op, &yielded);
        rw.erase_op(yield_op);
        rw.merge_blocks(inner, before, &[]);
        rw.merge_blocks(after, before, &[]);
        true
    }
}

/// The region of a `shape.assuming`, its block and the op ending it (the yield, once
/// verified).
fn body_and_yield(
    b: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
) -> Option<(rmlir_ir::RegionId, rmlir_ir::BlockId, rmlir_ir::OpId)> {
    let region = *b.op(op).regions().first()?;
    let block = b.entry_block(region)?;
    Some((region, block, b.last_op(block)?))
}

/// The `shape` dialect's canonicalization patterns, in upstream's order.
pub fn canonicalization_patterns(set: &mut rmlir_rewrite::PatternSet) {
    set.add(AssumingOpRemoveUnusedResults);
    set.add(AssumingWithTrue);
}
