//! Liveness (MLIR's `Liveness`, `mlir/Analysis/Liveness.h`): the values live on entry
//! to and on exit from every block of a set of regions, nested regions included.
//!
//! MLIR's rules, which the bufferization passes depend on:
//!
//! - A block *uses* every operand of the ops it holds, at any depth, that is not defined
//!   inside it (at any depth): a use inside a nested region counts at the op in the
//!   block that holds the region. A block *defines* its arguments and every value
//!   defined inside it, including the results and block arguments of nested ops.
//! - A value defined in a block is live-out of it when an op of another block of the
//!   same region (or nested in one) uses it.
//! - `live_in = use ∪ (live_out \ def)` and `live_out ⊇ live_in(successor)` for every
//!   successor, solved to the least fixpoint.
//! - Blocks of nested regions get their own sets; the values of the enclosing blocks
//!   they use are live-in to them.
//!
//! Only values that cross a block boundary can be in any set, so the sets are dense
//! bitsets over those values alone, numbered in `ValueId` order. Regions of nested
//! isolated-from-above ops live in their own bodies and need their own analysis.
//!
//! ```mlir
//! ^bb0(%a: i32):            // live-out: %a, %c
//!   %c = arith.constant 1 : i32
//!   cf.br ^bb1
//! ^bb1:                     // live-in: %a, %c
//!   %s = arith.addi %a, %c : i32
//!   return %s : i32
//! ```

use crate::dataflow::{BitMatrix, Direction, GenKill, Graph, Meet, solve};
use rmlir_ir::ir::ValueDef;
use rmlir_ir::{BlockId, Body, OpId, RegionId, ValueId};

const NONE: u32 = u32::MAX;

/// MLIR's `Liveness` over some regions of one body.
///
/// ```ignore
/// let lv = Liveness::new(&body, &regions);
/// for v in lv.live_in(&body, block) { /* ascending ValueIds */ }
/// if lv.is_dead_after(&mut body, v, op) { /* last use */ }
/// ```
#[derive(Clone, Debug)]
pub struct Liveness {
    /// Analysed blocks in pre-order (a block before the blocks nested in it).
    blocks: Vec<BlockId>,
    /// Position of each block in `blocks` (`NONE`: not analysed), by `BlockId`.
    slot: Vec<u32>,
    /// Values that cross a block boundary, ascending: bit `i` of a set is
    /// `universe[i]`.
    universe: Vec<ValueId>,
    /// Bit number of each value in `universe` (`NONE`: never live across blocks).
    bit: Vec<u32>,
    /// One row per analysed block.
    live_in: BitMatrix,
    live_out: BitMatrix,
}

/// Where an analysed block sits.
struct BlockInfo {
    block: BlockId,
    region: RegionId,
    /// Slot of the block holding this block's region (`NONE` at the top).
    parent: u32,
    depth: u32,
}

impl Liveness {
    /// Computes liveness for the blocks of `regions` and of every region nested in
    /// them within `body`.
    pub fn new(body: &Body, regions: &[RegionId]) -> Liveness {
        let mut infos: Vec<BlockInfo> = Vec::new();
        let mut slot = vec![NONE; body.blocks.len()];
        for &r in regions {
            collect_blocks(body, r, NONE, 0, &mut infos, &mut slot);
        }
        let n = infos.len();

        // Which blocks use which values, and which values escape their block.
        let mut uses: Vec<(u32, ValueId)> = Vec::new();
        let mut outs: Vec<(u32, ValueId)> = Vec::new();
        for s in 0..n {
            for op in body.block_ops(infos[s].block) {
                for v in body.operands(op) {
                    record_use(body, &infos, &slot, s as u32, v, &mut uses, &mut outs);
                }
            }
        }
        let mut universe: Vec<ValueId> = uses.iter().chain(&outs).map(|&(_, v)| v).collect();
        universe.sort_unstable();
        universe.dedup();
        let mut bit = vec![NONE; body.values.len()];
        for (i, v) in universe.iter().enumerate() {
            bit[v.index()] = i as u32;
        }
        // Backward and may: live_in = use ∪ (live_out \ def), live_out = the live-ins
        // of the successors plus the values used in other blocks (the seeds).
        let mut problem = GenKill::new(Direction::Backward, Meet::Union, n, universe.len());
        for &(s, v) in &uses {
            problem.gen_sets.insert(s as usize, bit[v.index()] as usize);
        }
        for &(s, v) in &outs {
            problem.seeds.insert(s as usize, bit[v.index()] as usize);
        }
        // A value is defined by its block and every block enclosing it.
        for &v in &universe {
            let mut s = def_block(body, v).map_or(NONE, |b| slot[b.index()]);
            while s != NONE {
                problem
                    .kill_sets
                    .insert(s as usize, bit[v.index()] as usize);
                s = infos[s as usize].parent;
            }
        }

        // Edges between the analysed blocks of one region.
        let succs: Vec<Vec<u32>> = (0..n)
            .map(|s| {
                body.last_op(infos[s].block)
                    .map(|t| {
                        body.op(t)
                            .successors()
                            .iter()
                            .map(|b| slot[b.index()])
                            .filter(|&d| d != NONE)
                            .collect()
                    })
                    .unwrap_or_default()
            })
            .collect();
        let (live_in, live_out) = solve(&problem, &Graph::from_successors(succs)).into_parts();

        Liveness {
            blocks: infos.iter().map(|i| i.block).collect(),
            slot,
            universe,
            bit,
            live_in,
            live_out,
        }
    }

    /// The analysed blocks, each before the blocks nested in it.
    pub fn blocks(&self) -> &[BlockId] {
        &self.blocks
    }

    /// Whether `b` is covered by the analysis.
    pub fn covers(&self, b: BlockId) -> bool {
        self.slot.get(b.index()).is_some_and(|&s| s != NONE)
    }

    fn test(&self, sets: &BitMatrix, b: BlockId, v: ValueId) -> bool {
        let Some(&s) = self.slot.get(b.index()) else {
            return false;
        };
        let Some(&i) = self.bit.get(v.index()) else {
            return false;
        };
        s != NONE && i != NONE && sets.contains(s as usize, i as usize)
    }

    fn iter<'a>(&'a self, sets: &'a BitMatrix, b: BlockId) -> impl Iterator<Item = ValueId> + 'a {
        let s = self.slot.get(b.index()).copied().unwrap_or(NONE);
        (s != NONE)
            .then(|| sets.iter(s as usize).map(|i| self.universe[i]))
            .into_iter()
            .flatten()
    }

    /// Whether `v` is live on entry to `b`.
    pub fn is_live_in(&self, b: BlockId, v: ValueId) -> bool {
        self.test(&self.live_in, b, v)
    }

    /// Whether `v` is live on exit from `b`.
    pub fn is_live_out(&self, b: BlockId, v: ValueId) -> bool {
        self.test(&self.live_out, b, v)
    }

    /// The values live on entry to `b`, in ascending id order (empty for blocks the
    /// analysis does not cover).
    pub fn live_in(&self, b: BlockId) -> impl Iterator<Item = ValueId> + '_ {
        self.iter(&self.live_in, b)
    }

    /// The values live on exit from `b`, in ascending id order.
    pub fn live_out(&self, b: BlockId) -> impl Iterator<Item = ValueId> + '_ {
        self.iter(&self.live_out, b)
    }

    /// Whether `v` is not live after `op` (MLIR's `Liveness::isDeadAfter`): it is not
    /// live-out of `op`'s block and no op after `op` in the block uses it, directly or
    /// inside its regions.
    pub fn is_dead_after(&self, body: &mut Body, v: ValueId, op: OpId) -> bool {
        let Some(block) = body.op_block(op) else {
            return true;
        };
        if self.is_live_out(block, v) {
            return false;
        }
        let users: Vec<OpId> = body
            .uses(v)
            .map(|o| body.operands[o.index()].owner)
            .collect();
        for user in users {
            if let Some(anc) = ancestor_in_block(body, block, user)
                && anc != op
                && body.is_before_in_block(op, anc)
            {
                return false;
            }
        }
        true
    }
}

/// Appends the blocks of `r` and of the regions nested in them, pre-order.
fn collect_blocks(
    body: &Body,
    r: RegionId,
    parent: u32,
    depth: u32,
    infos: &mut Vec<BlockInfo>,
    slot: &mut [u32],
) {
    for b in body.region_blocks(r) {
        let s = infos.len() as u32;
        slot[b.index()] = s;
        infos.push(BlockInfo {
            block: b,
            region: r,
            parent,
            depth,
        });
        for op in body.block_ops(b) {
            let d = body.op(op);
            if d.nested().is_some() {
                continue;
            }
            for &nr in d.regions() {
                collect_blocks(body, nr, s, depth + 1, infos, slot);
            }
        }
    }
}

/// The block defining a value.
fn def_block(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value(v).def() {
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Result { op, .. } => body.op_block(op),
        ValueDef::Placeholder => None,
    }
}

/// Records that the op in block slot `user` uses `v`: every block from `user` outwards
/// that does not hold `v`'s definition uses it, and when a block of the defining
/// block's region is reached, `v` escapes its defining block.
fn record_use(
    body: &Body,
    infos: &[BlockInfo],
    slot: &[u32],
    user: u32,
    v: ValueId,
    uses: &mut Vec<(u32, ValueId)>,
    outs: &mut Vec<(u32, ValueId)>,
) {
    let def = def_block(body, v);
    let dslot = def.map_or(NONE, |b| slot[b.index()]);
    let dregion = def.and_then(|b| body.block_region(b));
    let mut cur = user;
    while cur != NONE {
        let info = &infos[cur as usize];
        if Some(info.block) == def {
            return;
        }
        if dregion == Some(info.region) {
            uses.push((cur, v));
            if dslot != NONE {
                outs.push((dslot, v));
            }
            return;
        }
        if dslot != NONE && holds(infos, cur, dslot) {
            return;
        }
        uses.push((cur, v));
        cur = info.parent;
    }
}

/// Whether block slot `outer` is `inner` or holds it.
fn holds(infos: &[BlockInfo], outer: u32, mut inner: u32) -> bool {
    let depth = infos[outer as usize].depth;
    while inner != NONE && infos[inner as usize].depth > depth {
        inner = infos[inner as usize].parent;
    }
    inner == outer
}

/// The op of `block` that is `op` or holds it.
fn ancestor_in_block(body: &Body, block: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        let b = body.op_block(op)?;
        if b == block {
            return Some(op);
        }
        op = body.region_parent(body.block_region(b)?)?;
    }
}
