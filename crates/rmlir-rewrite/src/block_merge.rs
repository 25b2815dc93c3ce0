//! The aggressive region simplifications of the greedy driver (MLIR's
//! `mergeIdenticalBlocks` and `dropRedundantArguments` in `RegionUtils`, run by
//! `simplifyRegions` when `region-simplify=aggressive`).
//!
//! **Identical blocks** with the same successors merge into the first of them: blocks
//! are equivalent when their ops match one for one (names, properties, attributes,
//! result types, ignoring locations), operands defined inside each block sit at the
//! same position, and operands defined outside may differ — those become new
//! arguments of the merged block, passed by every predecessor. Blocks holding ops with
//! regions, or whose values are used outside them, are left alone.
//!
//! ```mlir
//!   cf.cond_br %c, ^bb1, ^bb2
//! ^bb1:
//!   return %x : i32
//! ^bb2:
//!   return %y : i32
//! // becomes
//!   cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
//! ^bb1(%0: i32):
//!   return %0 : i32
//! ```
//!
//! **Redundant arguments**: a block argument that receives the same value from every
//! predecessor is replaced by that value and dropped.
//!
//! ```mlir
//!   cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb1(%x, %z : i32, i32)
//! ^bb1(%a: i32, %b: i32):       // %a is always %x
//! // becomes
//!   cf.cond_br %c, ^bb1(%y : i32), ^bb1(%z : i32)
//! ^bb1(%b: i32):                // uses of %a use %x
//! ```

use crate::rewriter::Rewriter;
use rmlir_ir::interfaces::{append_successor_operands, branch_op, erase_successor_operand};
use rmlir_ir::ir::ValueDef;
use rmlir_ir::{BlockId, Body, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;
use std::collections::BTreeSet;

/// Whether a value is used by an op outside `block` (MLIR's `isUsedOutsideOfBlock`:
/// uses in regions of the block's ops count as outside).
fn used_outside(body: &Body, v: ValueId, block: BlockId) -> bool {
    body.uses(v)
        .any(|u| body.op_block(body.operand_owner(u)) != Some(block))
}

/// A block's ops and the position of each value it defines (MLIR's
/// `BlockEquivalenceData`): arguments by number, results after them in op order.
struct BlockData {
    block: BlockId,
    ops: Vec<OpId>,
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(body: &Body, block: BlockId) -> BlockData {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let mut order = FxHashMap::default();
        let mut next = body.block_args(block).len();
        for &o in &ops {
            let n = body.num_results(o);
            if n > 0 {
                order.insert(o, next);
                next += n;
            }
        }
        BlockData { block, ops, order }
    }

    fn order_of(&self, body: &Body, v: ValueId) -> Option<usize> {
        match body.value(v).def() {
            ValueDef::BlockArg { index, .. } => Some(index as usize),
            ValueDef::Result { op, index } => self.order.get(&op).map(|&o| o + index as usize),
            ValueDef::Placeholder => None,
        }
    }
}

/// Whether two ops are equivalent ignoring their operands' identity and locations
/// (MLIR's `OperationEquivalence::isEquivalentTo` with `ignoreValueEquivalence`):
/// same name, properties, attributes, operand/result/region/successor counts, and
/// result types.
fn same_op_shape(body: &Body, a: OpId, b: OpId) -> bool {
    let (da, db) = (body.op(a), body.op(b));
    da.name == db.name
        && da.props() == db.props()
        && da.attrs == db.attrs
        && da.regions().len() == db.regions().len()
        && da.successors().len() == db.successors().len()
        && body.num_operands(a) == body.num_operands(b)
        && body.num_results(a) == body.num_results(b)
        && body
            .results(a)
            .zip(body.results(b))
            .all(|(x, y)| body.value_type(x) == body.value_type(y))
}

/// A value that may not become a successor operand of a branch into `block`: a result
/// of the terminator of one of `block`'s predecessors (it does not dominate the
/// branch that would pass it).
fn produced_by_predecessor(body: &Body, v: ValueId, block: BlockId) -> bool {
    let Some(def) = body.defining_op(v) else {
        return false;
    };
    let Some(def_block) = body.op_block(def) else {
        return false;
    };
    body.last_op(def_block) == Some(def)
        && body
            .predecessor_edges(block)
            .iter()
            .any(|&(p, _, _)| p == def_block)
}

/// Blocks to merge into a leader, and the (op index, operand index) pairs whose
/// values differ between them (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockData,
    members: Vec<BlockId>,
    operands: BTreeSet<(usize, usize)>,
}

impl Cluster {
    /// Adds `data`'s block if it is equivalent to the leader.
    fn try_add(&mut self, body: &Body, data: &BlockData) -> bool {
        let (lb, mb) = (self.leader.block, data.block);
        let types = |b: BlockId| -> Vec<_> {
            body.block_args(b)
                .iter()
                .map(|&a| body.value_type(a))
                .collect()
        };
        if self.leader.ops.len() != data.ops.len() || types(lb) != types(mb) {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in self.leader.ops.iter().zip(&data.ops).enumerate() {
            if !same_op_shape(body, l, r) {
                return false;
            }
            for (k, (lv, rv)) in body.operands(l).zip(body.operands(r)).enumerate() {
                if lv == rv {
                    continue;
                }
                if body.value_type(lv) != body.value_type(rv) {
                    return false;
                }
                let l_in = body.value_block(lv) == Some(lb);
                let r_in = body.value_block(rv) == Some(mb);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    if produced_by_predecessor(body, lv, lb)
                        || produced_by_predecessor(body, rv, mb)
                    {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(body, lv) != data.order_of(body, rv) {
                    return false;
                }
            }
            let outside = |o: OpId, b: BlockId| body.results(o).any(|v| used_outside(body, v, b));
            if outside(r, mb) || outside(l, lb) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        self.members.push(mb);
        true
    }

    /// Merges the members into the leader; whether anything was merged.
    fn merge(self, rw: &mut Rewriter<'_>) -> bool {
        if self.members.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        let all: Vec<BlockId> = std::iter::once(leader)
            .chain(self.members.iter().copied())
            .collect();
        if !self.operands.is_empty() {
            // Every predecessor must be a branch whose successor operands can grow.
            let ir = rw.ir();
            let body_id = rw.body_id();
            let branches = all.iter().all(|&b| {
                rw.body()
                    .predecessor_edges(b)
                    .iter()
                    .all(|&(_, t, _)| matches!(branch_op(ir, (body_id, t)), Ok(Some(_))))
            });
            if !branches {
                return false;
            }
            let ops: Vec<Vec<OpId>> = all
                .iter()
                .map(|&b| rw.body().block_ops(b).collect())
                .collect();
            let num_old_args = rw.body().block_args(leader).len();
            let mut lists: Vec<Vec<ValueId>> = vec![Vec::new(); all.len()];
            for &(op_index, operand) in &self.operands {
                for (i, block_ops) in ops.iter().enumerate() {
                    let op = block_ops[op_index];
                    let v = rw.body().operand(op, operand);
                    lists[i].push(v);
                    if i == 0 {
                        let ty = rw.body().value_type(v);
                        let loc = value_loc(rw.body(), v);
                        let body = rw.ir_mut_unreported().body_mut(body_id);
                        let arg = body.add_block_arg(leader, ty, Some(loc));
                        let slot = body.operand_id(op, operand);
                        body.set_operand_value(slot, arg);
                    }
                }
            }
            let lists = prune_redundant_arguments(rw, lists, num_old_args, leader);
            let ctx = rw.ctx;
            for (i, &b) in all.iter().enumerate() {
                for (_, term, succ) in rw.body().predecessor_edges(b) {
                    append_successor_operands(
                        ctx,
                        rw.ir_mut_unreported(),
                        (body_id, term),
                        succ,
                        &lists[i],
                    );
                }
            }
        }
        for &m in &self.members {
            for (_, term, succ) in rw.body().predecessor_edges(m) {
                let body_id = rw.body_id();
                rw.ir_mut_unreported()
                    .body_mut(body_id)
                    .op_mut(term)
                    .successors_mut()[succ] = leader;
            }
            rw.erase_block(m);
        }
        true
    }
}

/// Where a value is defined, for the location of a new block argument.
fn value_loc(body: &Body, v: ValueId) -> rmlir_ir::Attr {
    match body.value(v).def() {
        ValueDef::Result { op, .. } => body.op(op).loc,
        _ => body.value(v).loc().unwrap_or_else(|| {
            let owner = body.value_block(v).and_then(|b| body.first_op(b));
            owner
                .map(|o| body.op(o).loc)
                .expect("block argument without a location")
        }),
    }
}

/// Drops new arguments that are redundant in every list (MLIR's
/// `pruneRedundantArguments`): argument `j` goes when, in every list, it carries the
/// same value as the first argument carrying list 0's value. Uses of a dropped
/// argument of `block` (numbered after `num_old`) use the kept one.
fn prune_redundant_arguments(
    rw: &mut Rewriter<'_>,
    lists: Vec<Vec<ValueId>>,
    num_old: usize,
    block: BlockId,
) -> Vec<Vec<ValueId>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let n = first.len();
    let mut first_index: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..n {
        let k = first_index[&first[j]];
        if k != j && lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement.insert(j, k);
        }
    }
    if replacement.is_empty() {
        return lists;
    }
    let pruned = lists
        .iter()
        .map(|l| {
            (0..n)
                .filter(|j| !replacement.contains_key(j))
                .map(|j| l[j])
                .collect()
        })
        .collect();
    let mut erase: Vec<usize> = replacement.keys().map(|&j| num_old + j).collect();
    erase.sort_unstable();
    for (&j, &k) in &replacement {
        let args = rw.body().block_args(block);
        let (old, new) = (args[num_old + j], args[num_old + k]);
        rw.replace_all_uses(old, new);
    }
    for i in erase.into_iter().rev() {
        rw.erase_block_arg(block, i);
    }
    pruned
}

/// Merges identical blocks of one region; whether any were.
fn merge_in_region(rw: &mut Rewriter<'_>, region: RegionId) -> bool {
    let blocks: Vec<BlockId> = rw.body().region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    // Group the non-entry blocks by their successor lists, in order of appearance.
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    let mut group_of: FxHashMap<Vec<BlockId>, usize> = FxHashMap::default();
    for &b in &blocks[1..] {
        let body = rw.body();
        let succs: Vec<BlockId> = body
            .last_op(b)
            .map(|t| body.op(t).successors().to_vec())
            .unwrap_or_default();
        let g = *group_of.entry(succs).or_insert_with(|| {
            groups.push((Vec::new(), Vec::new()));
            groups.len() - 1
        });
        groups[g].1.push(b);
    }
    let mut merged = false;
    for (_, members) in groups {
        if members.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in members {
            let (ir, body_id) = (rw.ir(), rw.body_id());
            let body = rw.body();
            let has_region = body.block_ops(b).any(|o| {
                // An isolated op's regions live in its own body.
                let rb = ir.body(ir.regions_body((body_id, o)));
                body.op(o)
                    .regions()
                    .iter()
                    .any(|&r| rb.entry_block(r).is_some())
            });
            if has_region || body.block_args(b).iter().any(|&a| used_outside(body, a, b)) {
                continue;
            }
            let data = BlockData::new(body, b);
            if !clusters.iter_mut().any(|c| c.try_add(body, &data)) {
                clusters.push(Cluster {
                    leader: data,
                    members: Vec::new(),
                    operands: BTreeSet::new(),
                });
            }
        }
        for c in clusters {
            merged |= c.merge(rw);
        }
    }
    merged
}

/// The regions of the ops in `region`'s blocks that live in this body (regions of
/// isolated-from-above ops are in their own bodies and simplified with them).
fn nested_regions(body: &Body, region: RegionId) -> Vec<RegionId> {
    body.region_blocks(region)
        .flat_map(|b| body.block_ops(b))
        .filter(|&o| body.op(o).nested().is_none())
        .flat_map(|o| body.op(o).regions().to_vec())
        .collect()
}

/// Merges identical blocks in `regions` and the regions nested in them (MLIR's
/// `mergeIdenticalBlocks`); whether any were.
pub fn merge_identical_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        if merge_in_region(rw, region) {
            if !worklist.contains(&region) {
                worklist.push(region);
            }
            changed = true;
        }
        for r in nested_regions(rw.body(), region) {
            if !worklist.contains(&r) {
                worklist.push(r);
            }
        }
    }
    changed
}

/// Drops the arguments of `block` that receive the same value from every
/// predecessor; whether any were.
fn drop_in_block(rw: &mut Rewriter<'_>, block: BlockId) -> bool {
    let ctx = rw.ctx;
    let body_id = rw.body_id();
    let edges = rw.body().predecessor_edges(block);
    let nargs = rw.body().block_args(block).len();
    let mut dropped = Vec::new();
    for arg in 0..nargs {
        let mut common = None;
        let mut same = true;
        for &(_, term, succ) in &edges {
            let ir = rw.ir();
            let Ok(Some(br)) = branch_op(ir, (body_id, term)) else {
                same = false;
                break;
            };
            let so = br.successor_operands(ctx, ir, (body_id, term), succ);
            let Some(operand) = so.operand_for_arg(arg) else {
                same = false;
                break;
            };
            let v = rw.body().operand(term, operand);
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let (true, Some(v)) = (same, common) {
            let a = rw.body().block_args(block)[arg];
            rw.replace_all_uses(a, v);
            dropped.push(arg);
        }
    }
    for &arg in dropped.iter().rev() {
        rw.erase_block_arg(block, arg);
        for &(_, term, succ) in &edges {
            let ir = rw.ir();
            let Ok(Some(br)) = branch_op(ir, (body_id, term)) else {
                continue;
            };
            let so = br.successor_operands(ctx, ir, (body_id, term), succ);
            if let Some(operand) = so.operand_for_arg(arg) {
                erase_successor_operand(
                    ctx,
                    rw.ir_mut_unreported(),
                    (body_id, term),
                    succ,
                    operand,
                );
            }
        }
    }
    !dropped.is_empty()
}

/// Drops redundant block arguments in `regions` and the regions nested in them
/// (MLIR's `dropRedundantArguments`); whether any were.
pub fn drop_redundant_arguments(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        let blocks: Vec<BlockId> = rw.body().region_blocks(region).collect();
        for b in blocks {
            changed |= drop_in_block(rw, b);
        }
        for r in nested_regions(rw.body(), region) {
            if !worklist.contains(&r) {
                worklist.push(r);
            }
        }
    }
    changed
}
