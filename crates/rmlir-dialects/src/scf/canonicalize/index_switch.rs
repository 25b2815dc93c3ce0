//! Canonicalization of `scf.index_switch` (MLIR's `IndexSwitchOp` constant-case
//! folding): a switch on a constant is replaced by the region it selects — the
//! matching case, or the default region when no case matches.
//!
//! ```mlir
//! %c1 = arith.constant 1 : index
//! %r = scf.index_switch %c1 -> i32
//! case 1 { %x = "a"() : () -> i32  scf.yield %x : i32 }
//! default { %y = "b"() : () -> i32  scf.yield %y : i32 }
//! // becomes
//! %x = "a"() : () -> i32          // uses of %r use %x
//! ```

use super::{constant_int, replace_op_with_region};
use crate::scf::dense_i64s;
use rmlir_ir::OpId;
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// A switch on a constant index becomes the selected region's contents (MLIR's
/// `FoldConstantCase`).
///
/// ```mlir
/// scf.index_switch %c7 case 7 { "a"() : () -> () scf.yield } default { scf.yield }
/// // becomes
/// "a"() : () -> ()
/// ```
struct FoldConstantCase;

impl RewritePattern for FoldConstantCase {
    fn root(&self) -> Option<&'static str> {
        Some("scf.index_switch")
    }
    fn name(&self) -> &'static str {
        "FoldConstantCase"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let arg = rw.body().operand(op, 0);
        let Some((value, _)) = constant_int(rw, arg) else {
            return false;
        };
        let cases_attr = rmlir_ir::ir::op_attr(rw.ctx, rw.ir(), (rw.body_id(), op), "cases");
        let cases = dense_i64s(rw.ctx, cases_attr).unwrap_or_default();
        let regions = rw.body().op(op).regions().to_vec();
        if regions.len() != cases.len() + 1 {
            return false;
        }
        // Region 0 is the default region; case `i` is region `i + 1`.
        let chosen = cases
            .iter()
            .position(|&c| c as i128 == value)
            .map_or(regions[0], |i| regions[i + 1]);
        rw.set_insertion_point_before(op);
        replace_op_with_region(rw, op, chosen, &[]);
        true
    }
}

/// Adds the `scf.index_switch` patterns.
/// Results of a switch that are unused, or that every region yields as the same
/// value defined outside (which then replaces them), are dropped with the matching
/// operand of every region's yield (MLIR's index_switch result folding).
///
/// ```mlir
/// %a, %b = scf.index_switch %i -> i32, index case 1 { scf.yield %x, %j : i32, index } default { ... }
/// // with %a unused becomes
/// %b = scf.index_switch %i -> index case 1 { scf.yield %j : index } default { ... }
/// ```
struct FoldUnusedIndexSwitchResults;

impl RewritePattern for FoldUnusedIndexSwitchResults {
    fn root(&self) -> Option<&'static str> {
        Some("scf.index_switch")
    }
    fn name(&self) -> &'static str {
        "FoldUnusedIndexSwitchResults"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let body = rw.body();
        let results: Vec<rmlir_ir::ValueId> = body.results(op).collect();
        // A result every region yields as the same value from outside the switch is
        // that value.
        let yields: Vec<Vec<rmlir_ir::ValueId>> = body
            .op(op)
            .regions()
            .iter()
            .filter_map(|&r| {
                let b = body.region_blocks(r).next()?;
                let t = body.block_ops(b).last()?;
                (rw.ctx.str(body.op(t).name) == "scf.yield").then(|| body.operands(t).collect())
            })
            .collect();
        let forwarded: Vec<Option<rmlir_ir::ValueId>> = (0..results.len())
            .map(|i| {
                let first = *yields.first()?.get(i)?;
                let same = yields.iter().all(|y| y.get(i) == Some(&first));
                (same && !super::execute_region::defined_inside(body, first, op)).then_some(first)
            })
            .collect();
        let used: Vec<bool> = results
            .iter()
            .zip(&forwarded)
            .map(|(&r, f)| !body.use_empty(r) && f.is_none())
            .collect();
        if used.iter().all(|&u| u) {
            return false;
        }
        let ctx = rw.ctx;
        let kept_types: Vec<rmlir_ir::Type> = results
            .iter()
            .zip(&used)
            .filter(|(_, u)| **u)
            .map(|(&r, _)| body.value_type(r))
            .collect();
        let d = body.op(op);
        let regions = d.regions().to_vec();
        let st = rmlir_ir::OpState {
            props: d.props(),
            attrs: d.attrs,
            ..rmlir_ir::OpState::new(
                ctx,
                "scf.index_switch",
                body.operands(op).collect(),
                kept_types,
                d.loc,
            )
        };
        rw.set_insertion_point_before(op);
        let new_op = rw.create_detached(st);
        for r in regions {
            let nr = rw.add_region(new_op);
            rw.inline_region_before(r, nr, None);
            let blocks: Vec<rmlir_ir::BlockId> = rw.body().region_blocks(nr).collect();
            for b in blocks {
                let Some(t) = rw.body().block_ops(b).last() else {
                    continue;
                };
                if ctx.str(rw.body().op(t).name) != "scf.yield" {
                    continue;
                }
                let vals: Vec<rmlir_ir::ValueId> = rw
                    .body()
                    .operands(t)
                    .zip(&used)
                    .filter(|(_, u)| **u)
                    .map(|(v, _)| v)
                    .collect();
                let loc = rw.body().op(t).loc;
                rw.set_insertion_point_before(t);
                rw.create(rmlir_ir::OpState::new(
                    ctx,
                    "scf.yield",
                    vals,
                    Vec::new(),
                    loc,
                ));
                rw.erase_op(t);
            }
        }
        rw.set_insertion_point_before(op);
        rw.insert(new_op);
        let mut new_results = rw.body().results(new_op);
        let replacements: Vec<rmlir_ir::ValueId> = results
            .iter()
            .zip(&used)
            .map(|(&r, &u)| {
                if u {
                    new_results.next().unwrap_or(r)
                } else {
                    r
                }
            })
            .collect();
        drop(new_results);
        for (i, (&old, &new)) in results.iter().zip(&replacements).enumerate() {
            if used[i] {
                rw.replace_all_uses(old, new);
            } else if let Some(outside) = forwarded[i] {
                rw.replace_all_uses(old, outside);
            }
        }
        rw.erase_op(op);
        true
    }
}

pub(super) fn patterns(set: &mut PatternSet) {
    set.add(FoldConstantCase);
    set.add(FoldUnusedIndexSwitchResults);
}
