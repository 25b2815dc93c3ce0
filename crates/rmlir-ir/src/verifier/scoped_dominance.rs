//! A one-pass proof of SSA dominance for structured IR (the fast path of MLIR's
//! `DominanceInfo::properlyDominates` checks in `Verifier.cpp`).
//!
//! Walking the ops of a body in order, a value is *in scope* from its definition to the
//! end of its block, including the regions nested in the ops after it; a graph region
//! puts every value of its blocks in scope at once. A use of a value in scope is
//! dominated by its definition. Regions of several blocks (whose dominance needs the
//! dominator tree) and uses of values out of scope are not decided here: the caller
//! then checks that body use by use, which also finds the exact diagnostic.
//!
//! ```mlir
//! %a = arith.constant 1 : i32       // %a in scope from here on
//! scf.if %c {
//!   %b = arith.addi %a, %a : i32    // proven: %a in scope
//! }
//! %d = arith.addi %b, %a : i32      // %b went out of scope with its block: not proven
//! ```

use crate::ir::{Body, OpId, RegionId, ValueId};
use crate::opdef::traits;

/// Checks every use in the regions `regions` of one body (regions whose values all come
/// into scope at once when `graph`). Returns the isolated-from-above ops met on the way
/// (their insides live in other bodies, checked separately), in IR order, or `None` if
/// some use could not be proven dominated.
///
/// `in_scope` is scratch space indexed by value id, all `false` between calls: callers
/// keep one for all their walks, so that checking many small regions of a large body
/// costs no more than checking it once.
pub(super) fn uses_in_scope(
    body: &Body,
    regions: &[RegionId],
    graph: bool,
    in_scope: &mut Vec<bool>,
) -> Option<Vec<OpId>> {
    if in_scope.len() < body.values.len() {
        in_scope.resize(body.values.len(), false);
    }
    let mut walk = Walk {
        body,
        in_scope,
        isolated: Vec::new(),
    };
    if walk.regions(regions, graph) {
        return Some(walk.isolated);
    }
    // A failed walk leaves values in scope.
    in_scope.fill(false);
    None
}

struct Walk<'a, 'b> {
    body: &'a Body,
    in_scope: &'b mut Vec<bool>,
    isolated: Vec<OpId>,
}

impl Walk<'_, '_> {
    fn set(&mut self, v: ValueId, on: bool) {
        self.in_scope[v.index()] = on;
    }

    /// Brings the arguments and results of the blocks of `r` into scope (`on`) or takes
    /// them out.
    fn scope_region(&mut self, r: RegionId, on: bool) {
        let body = self.body;
        for blk in body.region_blocks(r) {
            for &a in body.block_args(blk) {
                self.set(a, on);
            }
            for o in body.block_ops(blk) {
                for v in body.results(o) {
                    self.set(v, on);
                }
            }
        }
    }

    fn regions(&mut self, regions: &[RegionId], graph: bool) -> bool {
        let body = self.body;
        for &r in regions {
            let mut blocks = body.region_blocks(r);
            let Some(blk) = blocks.next() else {
                continue;
            };
            if graph {
                self.scope_region(r, true);
                let ok = body
                    .region_blocks(r)
                    .all(|b| body.block_ops(b).all(|o| self.op(o)));
                self.scope_region(r, false);
                if !ok {
                    return false;
                }
                continue;
            }
            if blocks.next().is_some() {
                return false;
            }
            for &a in body.block_args(blk) {
                self.set(a, true);
            }
            for o in body.block_ops(blk) {
                if !self.op(o) {
                    return false;
                }
                for v in body.results(o) {
                    self.set(v, true);
                }
            }
            self.scope_region(r, false);
        }
        true
    }

    /// Checks `o`'s operands and the ops nested in it (not its results).
    fn op(&mut self, o: OpId) -> bool {
        let body = self.body;
        if !body.operands(o).all(|v| self.in_scope[v.index()]) {
            return false;
        }
        let d = body.op(o);
        if d.nested().is_some() {
            self.isolated.push(o);
            return true;
        }
        if d.regions().is_empty() {
            return true;
        }
        let graph = d.def.is_none_or(|df| df.has(traits::GRAPH_REGIONS));
        self.regions(d.regions(), graph)
    }
}
