//! Structural simplification of regions (MLIR's `simplifyRegions` in
//! `RegionUtils`): erasing blocks unreachable from the entry block, and an optimistic
//! dead-code elimination that deletes ops and block arguments no live op needs —
//! including dead cycles through branch operands.
//!
//! ```mlir
//! ^bb1(%dead: i32):                  // %dead only flows back into itself:
//!   cf.br ^bb1(%dead : i32)          // the argument and the operand go away
//! ```
//!
//! Everything works inside one body: regions of isolated-from-above ops are simplified
//! when their own body is.

use crate::rewriter::Rewriter;
use rmlir_ir::interfaces::{
    BranchOpInterface, branch_op, erase_successor_operand, is_op_trivially_dead,
    would_op_be_trivially_dead,
};
use rmlir_ir::ir::ValueDef;
use rmlir_ir::opdef::traits;
use rmlir_ir::{BlockId, Body, BodyId, Context, Ir, OpId, RegionId, ValueId};
use rustc_hash::FxHashSet;

/// Blocks in some order (one, inline, for the common single-block region).
pub type BlockOrder = smallvec::SmallVec<[BlockId; 1]>;

/// Blocks of `region` reachable from its entry, in DFS post-order over successors
/// (LLVM's `post_order` on the region's CFG).
pub fn post_order(body: &Body, region: RegionId) -> BlockOrder {
    let Some(entry) = body.entry_block(region) else {
        return BlockOrder::new();
    };
    // The common case: one block.
    if body.next_block(entry).is_none() {
        return smallvec::smallvec![entry];
    }
    let succs = |b: BlockId| -> Vec<BlockId> {
        body.last_op(b)
            .map(|t| body.op(t).successors().to_vec())
            .unwrap_or_default()
    };
    let mut seen = FxHashSet::default();
    let mut out = BlockOrder::new();
    let mut stack: Vec<(BlockId, Vec<BlockId>, usize)> = Vec::new();
    seen.insert(entry);
    stack.push((entry, succs(entry), 0));
    while let Some((b, ss, i)) = stack.last_mut() {
        if *i < ss.len() {
            let s = ss[*i];
            *i += 1;
            if seen.insert(s) {
                let next = succs(s);
                stack.push((s, next, 0));
            }
        } else {
            out.push(*b);
            stack.pop();
        }
    }
    out
}

/// Erases the blocks of `regions` (and of regions nested in them, within this body)
/// that cannot be reached from their region's entry block. Returns whether any was.
///
/// Only a region with several blocks can hold an unreachable one, and the body's region
/// arena lists those without walking every op. The arena is not in outside-in order: a
/// region in a block erased meanwhile is found detached and skipped, and one simplified
/// before its enclosing block is erased goes with that block; either way the blocks
/// left are those reachable from the entry of every enclosing region.
pub fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    for r in (0..rw.body().regions.len() as u32).map(RegionId) {
        let body = rw.body();
        let Some(entry) = body.entry_block(r) else {
            continue;
        };
        if body.next_block(entry).is_none() || !nested_in(body, r, regions) {
            continue;
        }
        let reachable: FxHashSet<BlockId> = post_order(body, r).into_iter().collect();
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        for b in blocks {
            if !reachable.contains(&b) {
                rw.erase_block(b);
                erased = true;
            }
        }
    }
    erased
}

/// Whether `region` is one of `roots` or nested in one through attached ops (not in a
/// region of a detached or erased op).
fn nested_in(body: &Body, mut region: RegionId, roots: &[RegionId]) -> bool {
    loop {
        if roots.contains(&region) {
            return true;
        }
        let Some(op) = body.region_parent(region) else {
            return false;
        };
        if body.op(op).erased() || !body.op(op).regions().contains(&region) {
            return false;
        }
        let Some(parent) = body.op_block(op).and_then(|b| body.block_region(b)) else {
            return false;
        };
        region = parent;
    }
}

/// Ops and block arguments proven live (MLIR's `LiveMap`); the rest is dead. Dense
/// flags by id: a large function's DCE touches every op several times per run.
///
/// A flag is [`UNKNOWN`] until first read as dead, then [`READ_DEAD`], and [`LIVE`]
/// once proven live. A propagation round changes nothing the next round would decide
/// differently unless a flag read as dead became live after it was read: only that
/// sets `changed`, so a region without such back-flow (no CFG loop carrying it) needs
/// one round, not two (MLIR repeats until no flag changes at all; the fixpoint reached
/// is the same).
struct LiveMap {
    ops: Vec<u8>,
    args: Vec<u8>,
    changed: bool,
    /// How many ops are live.
    live_ops: usize,
}

const UNKNOWN: u8 = 0;
const READ_DEAD: u8 = 1;
const LIVE: u8 = 2;

impl LiveMap {
    fn new(body: &Body) -> LiveMap {
        LiveMap {
            ops: vec![UNKNOWN; body.ops.len()],
            args: vec![UNKNOWN; body.values.len()],
            changed: false,
            live_ops: 0,
        }
    }

    /// Whether `op` is live, for deciding what to keep.
    fn op_live(&self, op: OpId) -> bool {
        self.ops[op.index()] == LIVE
    }

    /// Whether `v` is live, for deciding what to keep.
    fn arg_live(&self, v: ValueId) -> bool {
        self.args[v.index()] == LIVE
    }

    /// [`Self::op_live`] read by a liveness proof, which a later change must revisit.
    fn read_op(&mut self, op: OpId) -> bool {
        read(&mut self.ops[op.index()])
    }

    /// [`Self::arg_live`] read by a liveness proof.
    fn read_arg(&mut self, v: ValueId) -> bool {
        read(&mut self.args[v.index()])
    }

    fn set_value_live(&mut self, body: &Body, v: ValueId) {
        match body.value(v).def() {
            ValueDef::Result { op, .. } => self.set_op_live(op),
            _ => self.set_arg_live(v),
        }
    }

    fn set_arg_live(&mut self, v: ValueId) {
        self.changed |= set_live(&mut self.args[v.index()]);
    }

    fn set_op_live(&mut self, op: OpId) {
        let slot = &mut self.ops[op.index()];
        self.live_ops += usize::from(*slot != LIVE);
        self.changed |= set_live(slot);
    }
}

fn read(slot: &mut u8) -> bool {
    if *slot == UNKNOWN {
        *slot = READ_DEAD;
    }
    *slot == LIVE
}

/// Marks a flag live; returns whether a proof had read it as dead.
fn set_live(slot: &mut u8) -> bool {
    let was_read = *slot == READ_DEAD;
    *slot = LIVE;
    was_read
}

/// Whether each op would be trivially dead without its uses, computed once per DCE run
/// (liveness changes between the propagation rounds; this does not).
#[derive(Default)]
struct DeadCandidates(Vec<u8>);

impl DeadCandidates {
    fn get(&mut self, ctx: &Context, ir: &Ir, body: BodyId, op: OpId) -> bool {
        if self.0.len() <= op.index() {
            self.0
                .resize(ir.body(body).ops.len().max(op.index() + 1), 0);
        }
        if self.0[op.index()] == 0 {
            let dead = would_op_be_trivially_dead(ctx, ir, (body, op));
            self.0[op.index()] = if dead { 2 } else { 1 };
        }
        self.0[op.index()] == 2
    }
}

struct Dce<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    body: BodyId,
    live: LiveMap,
    candidates: DeadCandidates,
    /// Ops visited by the current propagation round.
    visited_ops: usize,
    /// Non-entry blocks visited by the current round (whose arguments may be dead).
    visited_blocks: Vec<BlockId>,
}

impl<'a> Dce<'a> {
    fn b(&self) -> &'a Body {
        self.ir.body(self.body)
    }

    fn branch(&self, op: OpId) -> Option<&'static dyn BranchOpInterface> {
        branch_op(self.ir, (self.body, op)).ok().flatten()
    }

    /// The successor block argument operand `index` of terminator `op` feeds.
    fn successor_arg(&self, op: OpId, index: usize) -> Option<ValueId> {
        let br = self.branch(op)?;
        let d = self.b().op(op);
        for (i, &succ) in d.successors().iter().enumerate() {
            let so = br.successor_operands(self.ctx, self.ir, (self.body, op), i);
            if so.forwarded.contains(&index) {
                let arg = so.produced + index - so.forwarded.start;
                return self.b().block_args(succ).get(arg).copied();
            }
        }
        None
    }

    fn process_value(&mut self, v: ValueId) {
        let body = self.ir.body(self.body);
        let proved = body.uses(v).any(|u| {
            let owner = body.operand_owner(u);
            let is_term = body
                .op(owner)
                .def
                .is_some_and(|d| d.has(traits::TERMINATOR));
            if is_term {
                let index = body.operand_number(u);
                if let Some(arg) = self.successor_arg(owner, index) {
                    return self.live.read_arg(arg);
                }
            }
            self.live.read_op(owner)
        });
        if proved {
            self.live.set_value_live(body, v);
        }
    }

    fn propagate_region(&mut self, region: RegionId) {
        let order = post_order(self.b(), region);
        let entry = self.b().entry_block(region);
        for block in order {
            // Last to first (propagation only reads the IR).
            let mut cur = self.b().last_op(block);
            while let Some(op) = cur {
                cur = self.b().prev_op(op);
                self.propagate_op(op);
            }
            if Some(block) == entry {
                continue;
            }
            self.visited_blocks.push(block);
            let args = self.b().block_args(block).to_vec();
            for a in args {
                if !self.live.arg_live(a) {
                    self.process_value(a);
                }
            }
        }
    }

    fn propagate_op(&mut self, op: OpId) {
        self.visited_ops += 1;
        // `b()` borrows the IR, not `self`: no copies of the lists needed.
        let d = self.b().op(op);
        if d.nested().is_none() {
            for &r in d.regions().iter() {
                self.propagate_region(r);
            }
        }
        let is_term = d.def.is_some_and(|d| d.has(traits::TERMINATOR));
        if is_term {
            self.live.set_op_live(op);
            let succs = &d.successors();
            match self.branch(op) {
                None => {
                    for &s in succs.iter() {
                        for &a in self.ir.body(self.body).block_args(s) {
                            self.live.set_arg_live(a);
                        }
                    }
                }
                Some(br) => {
                    for (i, &s) in succs.iter().enumerate() {
                        let so = br.successor_operands(self.ctx, self.ir, (self.body, op), i);
                        for &a in &self.ir.body(self.body).block_args(s)[..so.produced] {
                            self.live.set_arg_live(a);
                        }
                    }
                }
            }
            return;
        }
        if self.live.op_live(op) {
            return;
        }
        if !self.candidates.get(self.ctx, self.ir, self.body, op) {
            self.live.set_op_live(op);
            return;
        }
        for r in self.b().results(op) {
            self.process_value(r);
        }
    }
}

/// Optimistic dead-code elimination over `regions` (MLIR's `runRegionDCE`): ops whose
/// results no live op needs and that would be trivially dead, and non-entry block
/// arguments only feeding dead values, are erased. Returns whether anything was.
pub fn run_region_dce(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let live = {
        let mut dce = Dce {
            ctx: rw.ctx,
            ir: rw.ir(),
            body: rw.body_id(),
            live: LiveMap::new(rw.body()),
            candidates: DeadCandidates::default(),
            visited_ops: 0,
            visited_blocks: Vec::new(),
        };
        loop {
            dce.live.changed = false;
            dce.visited_ops = 0;
            dce.visited_blocks.clear();
            for &r in regions {
                dce.propagate_region(r);
            }
            if !dce.live.changed {
                break;
            }
        }
        // Every live op was visited by the last round; when they are as many, and every
        // argument that could be dead is live, there is nothing to delete.
        let body = dce.b();
        let all_live = dce.live.live_ops == dce.visited_ops
            && dce
                .visited_blocks
                .iter()
                .all(|&b| body.block_args(b).iter().all(|&a| dce.live.arg_live(a)));
        if all_live {
            return false;
        }
        dce.live
    };
    delete_dead(rw, regions, &live)
}

fn delete_dead(rw: &mut Rewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    for &region in regions {
        let blocks: Vec<BlockId> = rw.body().region_blocks(region).collect();
        if blocks.is_empty() {
            continue;
        }
        let single = blocks.len() == 1;
        let order = post_order(rw.body(), region);
        for block in order {
            if !single && let Some(term) = rw.body().last_op(block) {
                erase_dead_successor_operands(rw, term, live);
            }
            // Last to first; the previous op is taken before `op` may be erased.
            let mut cur = rw.body().last_op(block);
            while let Some(op) = cur {
                cur = rw.body().prev_op(op);
                if !live.op_live(op) {
                    erased = true;
                    let results: Vec<ValueId> = rw.body().results(op).collect();
                    let body = rw.body_id();
                    for r in results {
                        rw.ir_mut_unreported().body_mut(body).drop_all_uses(r);
                    }
                    rw.erase_op(op);
                } else if rw.body().op(op).nested().is_none() {
                    let nested = rw.body().op(op).regions().to_vec();
                    erased |= delete_dead(rw, &nested, live);
                }
            }
        }
        for block in blocks.into_iter().skip(1) {
            let args = rw.body().block_args(block).to_vec();
            for (i, a) in args.iter().enumerate().rev() {
                if !live.arg_live(*a) {
                    let body = rw.body_id();
                    rw.ir_mut_unreported().body_mut(body).drop_all_uses(*a);
                    rw.erase_block_arg(block, i);
                }
            }
        }
    }
    erased
}

fn erase_dead_successor_operands(rw: &mut Rewriter<'_>, term: OpId, live: &LiveMap) {
    let (ctx, body) = (rw.ctx, rw.body_id());
    let ir = rw.ir_mut_unreported();
    let Some(br) = branch_op(ir, (body, term)).ok().flatten() else {
        return;
    };
    let succs = ir.body(body).op(term).successors().to_vec();
    let mut to_erase = Vec::new();
    for i in (0..succs.len()).rev() {
        let so = br.successor_operands(ctx, ir, (body, term), i);
        let args = ir.body(body).block_args(succs[i]);
        let size = so.produced + so.forwarded.len();
        for arg in (so.produced..size).rev() {
            if !live.arg_live(args[arg]) {
                to_erase.push((i, so.forwarded.start + arg - so.produced));
            }
        }
    }
    // Erasing from the last successor's last operand backwards leaves the indices
    // still to erase valid.
    for (succ, index) in to_erase {
        erase_successor_operand(ctx, ir, (body, term), succ, index);
    }
}

/// Whether [`simplify_regions`] without block merging would change nothing in `body`,
/// known without its liveness propagation: every region of the body has at most one
/// block (so nothing is unreachable, no op has successors, no block argument but an
/// entry block's exists), none is a graph region, and no op but a terminator is
/// trivially dead.
///
/// The dead-code elimination could then find nothing: among the ops it would erase
/// (each unused or used only by others it erases), the last in pre-order has no user,
/// since in these regions a use comes after its definition in pre-order (nested in a
/// later op, or later in the block) — so it would be trivially dead.
///
/// ```mlir
/// %0 = arith.addi %x, %y : i32      // used by the store: not dead
/// memref.store %0, %m[%i] : memref<4xi32>
/// ```
pub fn nothing_to_simplify(ctx: &Context, ir: &Ir, body: BodyId) -> bool {
    let b = ir.body(body);
    let owner_is_ssa = b.owner.is_none_or(|(ob, o)| {
        ir.body(ob)
            .op(o)
            .def
            .is_some_and(|d| !d.has(traits::GRAPH_REGIONS))
    });
    if !owner_is_ssa {
        return false;
    }
    let single_blocks = (0..b.regions.len() as u32)
        .map(RegionId)
        .all(|r| b.entry_block(r).is_none_or(|e| b.next_block(e).is_none()));
    if !single_blocks {
        return false;
    }
    (0..b.ops.len() as u32).map(OpId).all(|op| {
        let d = b.op(op);
        if d.erased() || b.op_block(op).is_none() {
            return true;
        }
        // Regions held here whose kind is unknown, or graph regions, may use a value
        // before its definition.
        let ssa = d.regions().is_empty()
            || d.nested().is_some()
            || d.def.is_some_and(|def| !def.has(traits::GRAPH_REGIONS));
        let terminator = d.def.is_some_and(|def| def.has(traits::TERMINATOR));
        ssa && (terminator || !is_op_trivially_dead(ctx, ir, (body, op)))
    })
}

/// Runs the region simplifications of the greedy driver on `regions` (MLIR's
/// `simplifyRegions`): unreachable blocks, then dead code, then — with
/// `merge_blocks` (the aggressive level) — identical-block merging and redundant
/// block arguments ([`crate::block_merge`]). Returns whether anything changed.
pub fn simplify_regions(rw: &mut Rewriter<'_>, regions: &[RegionId], merge_blocks: bool) -> bool {
    let a = erase_unreachable_blocks(rw, regions);
    let b = run_region_dce(rw, regions);
    let (c, d) = if merge_blocks {
        let c = crate::block_merge::merge_identical_blocks(rw, regions);
        (c, crate::block_merge::drop_redundant_arguments(rw, regions))
    } else {
        (false, false)
    };
    a || b || c || d
}
