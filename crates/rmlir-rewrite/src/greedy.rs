//! The greedy pattern rewrite driver (MLIR's `applyPatternsGreedily` on a region,
//! as the canonicalizer runs it), reproducing mlir-opt's visiting order because that
//! order decides the printed output.
//!
//! Each iteration:
//! 0. erases the blocks of the region that cannot be reached from its entry;
//! 1. seeds the worklist with every op of the region (pre-order and then reversed
//!    when top-down, post-order otherwise); existing constants are uniqued and hoisted
//!    to the start of their insertion region on the way, and duplicates erased;
//! 2. pops ops: a trivially dead op is erased; a non-constant op is folded (constants
//!    materialised right before it through its dialect); otherwise the patterns rooted
//!    at it are tried by benefit. Every change re-queues the affected ops through the
//!    rewriter's listener: inserted and modified ops, users of replaced values, and the
//!    defining ops of an erased op's operands that are left with at most one user;
//! 3. simplifies the region's CFG (unreachable blocks, dead code).
//!
//! Iterations repeat until nothing changes or `max_iterations` is reached.
//!
//! Most ops a later iteration pops are ones nothing can be done to, and nothing near
//! them changed since the driver last found so. When an op's fold is `LOCAL_FOLD` and
//! every pattern for it reads locally (both read only the op and the ops defining its
//! operands, up to `LOCAL_READ_DEPTH` definitions away), an op on which they all failed
//! is remembered as *settled*; popping a settled op does nothing (unless its results
//! lost their last use, when it may be dead), exactly what trying it again would do.
//! Any change to an op unsettles it and the ops reading it: its users, their users,
//! up to that depth. The worklist keeps its order, so the output is the same.
//! Region simplification is skipped likewise where `nothing_to_simplify` proves it
//! would find nothing. [`GreedyConfig::check_skips`] does the skipped work anyway, to
//! check both.
//!
//! ```mlir
//! %c0 = arith.constant 0 : i32
//! %0 = arith.addi %x, %c0 : i32      // folds to %x
//! return %0 : i32                    // becomes: return %x : i32
//! ```

use crate::fold::{ConstantFolder, fold_op, materialize_constant};
use crate::pattern::FrozenPatternSet;
use crate::region_simplify::{erase_unreachable_blocks, nothing_to_simplify, simplify_regions};
use crate::rewriter::{Listener, Rewriter};
use crate::worklist::Worklist;
use rmlir_ir::fold::{FoldResult, Folded, constant_value};
use rmlir_ir::interfaces::is_op_trivially_dead;
use rmlir_ir::opdef::traits::{self, LOCAL_READ_DEPTH};
use rmlir_ir::{BlockId, Body, BodyId, Context, Ir, OpId, RegionId, ValueId};
use rustc_hash::FxHashSet;
use smallvec::SmallVec;

/// How much CFG simplification runs between iterations (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    Disabled,
    Normal,
    Aggressive,
}

/// Which ops the driver may rewrite (MLIR's `GreedyRewriteStrictness`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Strictness {
    AnyOp,
    ExistingAndNewOps,
    ExistingOps,
}

/// Configuration (MLIR's `GreedyRewriteConfig`); `-1` means no limit.
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    pub top_down: bool,
    pub max_iterations: i64,
    pub max_num_rewrites: i64,
    pub region_simplify: RegionSimplify,
    pub fold: bool,
    pub cse_constants: bool,
    pub strictness: Strictness,
    /// Does the work the driver skips as known to change nothing, and panics if it
    /// changes something: settled ops are tried (a fold or pattern declared local
    /// that reads further would change one), region simplification runs where
    /// [`nothing_to_simplify`] holds. A check for tests, on by default in debug builds
    /// and when `RMLIR_CHECK_SKIPS` is set in the environment (as CI sets it).
    pub check_skips: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: 10,
            max_num_rewrites: -1,
            region_simplify: RegionSimplify::Normal,
            fold: true,
            cse_constants: true,
            strictness: Strictness::AnyOp,
            check_skips: check_skips_by_default(),
        }
    }
}

/// Whether [`GreedyConfig::check_skips`] is on by default (read once).
fn check_skips_by_default() -> bool {
    static CHECK: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *CHECK.get_or_init(|| cfg!(debug_assertions) || std::env::var_os("RMLIR_CHECK_SKIPS").is_some())
}

/// The driver's bookkeeping, which is also the rewriter's listener.
struct Tracker {
    worklist: Worklist,
    scope: RegionId,
    strictness: Strictness,
    allowed: FxHashSet<OpId>,
    /// Ops known to be left as they are by another try (see the module docs).
    settled: Settled,
    /// How many changes were reported so far.
    changes: u64,
}

/// A dense set of op ids: the settled ops.
#[derive(Default)]
struct Settled {
    words: Vec<u64>,
}

impl Settled {
    fn contains(&self, op: OpId) -> bool {
        let i = op.index();
        self.words
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    fn insert(&mut self, op: OpId) {
        let i = op.index();
        if self.words.len() <= i / 64 {
            self.words.resize(i / 64 + 1, 0);
        }
        self.words[i / 64] |= 1 << (i % 64);
    }

    fn remove(&mut self, op: OpId) {
        let i = op.index();
        if let Some(w) = self.words.get_mut(i / 64) {
            *w &= !(1 << (i % 64));
        }
    }

    fn clear(&mut self) {
        self.words.clear();
    }
}

impl Tracker {
    /// Records a change to `op`: neither it nor an op reading it (its users, their
    /// users, ... up to `LOCAL_READ_DEPTH`) is settled any more.
    fn changed(&mut self, body: &Body, op: OpId) {
        self.changes += 1;
        if self.settled.words.is_empty() {
            return;
        }
        self.settled.remove(op);
        let mut level: SmallVec<[OpId; 8]> = SmallVec::new();
        let mut next: SmallVec<[OpId; 8]> = SmallVec::new();
        level.push(op);
        for depth in 1..=LOCAL_READ_DEPTH {
            for &o in &level {
                for r in body.results(o) {
                    for u in body.uses(r) {
                        let user = body.operand_owner(u);
                        self.settled.remove(user);
                        if depth < LOCAL_READ_DEPTH {
                            next.push(user);
                        }
                    }
                }
            }
            std::mem::swap(&mut level, &mut next);
            next.clear();
        }
    }

    /// Queues `op` and its ancestors up to the scope region (nothing outside it).
    fn add(&mut self, body: &Body, op: OpId) {
        let mut chain: SmallVec<[OpId; 8]> = SmallVec::new();
        let mut cur = op;
        loop {
            chain.push(cur);
            let Some(region) = body.op_region(cur) else {
                return;
            };
            if region == self.scope {
                for &o in &chain {
                    self.add_single(o);
                }
                return;
            }
            match body.region_parent(region) {
                Some(p) => cur = p,
                None => return,
            }
        }
    }

    fn add_single(&mut self, op: OpId) {
        if self.strictness == Strictness::AnyOp || self.allowed.contains(&op) {
            self.worklist.push(op);
        }
    }

    /// Queues the defining ops of `op`'s operands that have at most one user besides
    /// `op`.
    fn add_operands(&mut self, body: &Body, op: OpId) {
        let operands: SmallVec<[ValueId; 4]> = body.operands(op).collect();
        for v in operands {
            if v.index() >= body.values.len() {
                continue;
            }
            let Some(def) = body.defining_op(v) else {
                continue;
            };
            let mut other: Option<OpId> = None;
            let mut more = false;
            for u in body.uses(v) {
                let user = body.operand_owner(u);
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(body, def);
            }
        }
    }
}

impl Listener for Tracker {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        self.changed(body, op);
        if self.strictness == Strictness::ExistingAndNewOps {
            self.allowed.insert(op);
        }
        self.add(body, op);
    }

    /// Queued as an insertion would be, but nothing changed. Seeded in pre-order,
    /// every op enclosing `op` inside the scope has just been queued, so queueing its
    /// ancestors adds nothing: only `op` itself is queued.
    fn op_seeded(&mut self, body: &Body, op: OpId, in_pre_order: bool) {
        if self.strictness == Strictness::ExistingAndNewOps {
            self.allowed.insert(op);
        }
        if in_pre_order {
            self.add_single(op);
        } else {
            self.add(body, op);
        }
    }

    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.changed(body, op);
        self.add(body, op);
    }

    fn op_replaced(&mut self, _body: &Body, _op: OpId, _with: &[ValueId]) {
        // Its users are reported one by one as their operands change.
        self.changes += 1;
    }

    fn block_erased(&mut self, _body: &Body, _block: BlockId) {
        self.changes += 1;
    }

    fn block_inserted(&mut self, _body: &Body, _block: BlockId) {
        self.changes += 1;
    }

    fn op_erased(&mut self, body: &Body, op: OpId) {
        // Unused, it has no readers; the ops defining its operands lose a use, which
        // only matters to whether they are dead (checked even when settled).
        self.changes += 1;
        self.settled.remove(op);
        self.add_operands(body, op);
        self.worklist.remove(op);
        if self.strictness != Strictness::AnyOp {
            self.allowed.remove(&op);
        }
    }
}

/// Applies `patterns` and folding to the top-level regions of `body` (the regions of
/// the isolated-from-above op owning it) until a fixed point. Returns whether every
/// region converged.
pub fn apply_patterns_greedily(
    ctx: &Context,
    ir: &mut Ir,
    body: BodyId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> bool {
    let regions: Vec<RegionId> = (0..ir.body(body).regions.len() as u32)
        .map(RegionId)
        .filter(|&r| ir.body(body).region_parent(r).is_none())
        .collect();
    let mut converged = true;
    for region in regions {
        converged &= simplify_region(ctx, ir, body, region, patterns, config);
    }
    // A parsed body's lists are exactly full, so the first op a pattern makes doubles
    // them: give the room back while the next body is rewritten, or every function of
    // a module would keep twice its size.
    ir.body_mut(body).shrink_to_fit();
    converged
}

fn simplify_region(
    ctx: &Context,
    ir: &mut Ir,
    body: BodyId,
    region: RegionId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> bool {
    let mut tracker = Tracker {
        worklist: Worklist::default(),
        scope: region,
        strictness: config.strictness,
        allowed: FxHashSet::default(),
        settled: Settled::default(),
        changes: 0,
    };
    if config.strictness != Strictness::AnyOp {
        let b = ir.body(body);
        for blk in b.region_blocks(region) {
            for op in b.block_ops(blk) {
                b.walk_pre(op, &mut |o| {
                    tracker.allowed.insert(o);
                });
            }
        }
    }
    let mut iteration = 0i64;
    let mut again = false;
    // Whether region simplification ran last iteration and found nothing to do.
    let mut simplified_clean = false;
    loop {
        iteration += 1;
        if config.max_iterations != -1 && iteration > config.max_iterations {
            break;
        }
        tracker.worklist.clear();
        // Blocks that cannot be reached go first, whatever the region-simplify level
        // (as in MLIR 22): they may hold IR valid only there, such as an op using its
        // own result (`%0 = arith.addi %0, %c1`), on which patterns loop forever.
        // After the first iteration, region simplification has just done this.
        let simplified = iteration > 1 && config.region_simplify != RegionSimplify::Disabled;
        let erased = !simplified
            && erase_unreachable_blocks(&mut Rewriter::new(ctx, ir, body, &mut tracker), &[region]);
        if erased {
            tracker.settled.clear();
        }
        seed(
            &mut Rewriter::new(ctx, ir, body, &mut tracker),
            region,
            config,
        );
        // `seed` queued through the listener; reverse for top-down processing.
        if config.top_down {
            tracker.worklist.reverse();
        }
        again = process_worklist(ctx, ir, body, patterns, config, &mut tracker) | erased;
        // An iteration that changed nothing leaves the IR region simplification last
        // found nothing to do in, but for the constants seeding may have hoisted or
        // uniqued: neither makes a block unreachable or an op dead, so the answer would
        // be the same. (Merging identical blocks, at the aggressive level, looks at
        // the order of ops, and runs again.)
        let idle = !again && simplified_clean && config.region_simplify == RegionSimplify::Normal;
        if config.region_simplify != RegionSimplify::Disabled && !idle {
            let aggressive = config.region_simplify == RegionSimplify::Aggressive;
            let quiet = !aggressive && nothing_to_simplify(ctx, ir, body);
            let changed = (!quiet || config.check_skips) && {
                let mut rw = Rewriter::new(ctx, ir, body, &mut tracker);
                simplify_regions(&mut rw, &[region], aggressive)
            };
            assert!(
                !(quiet && changed),
                "greedy driver: region simplification changed a body it was known not to"
            );
            simplified_clean = !changed;
            if changed {
                // Its changes are not all reported (uses dropped with dead ops, successor
                // operands erased): settle nothing.
                tracker.settled.clear();
            }
            again |= changed;
        }
        if !again {
            break;
        }
    }
    !again
}

/// Fills the worklist with the ops of `region`, uniquing and hoisting constants.
fn seed(rw: &mut Rewriter<'_>, region: RegionId, config: &GreedyConfig) {
    let mut folder = ConstantFolder::default();
    let blocks: Vec<_> = rw.body().region_blocks(region).collect();
    for blk in blocks {
        seed_block(rw, blk, config, &mut folder);
    }
}

fn seed_block(
    rw: &mut Rewriter<'_>,
    blk: rmlir_ir::BlockId,
    config: &GreedyConfig,
    folder: &mut ConstantFolder,
) {
    let mut cur = rw.body().first_op(blk);
    while let Some(op) = cur {
        cur = rw.body().next_op(op);
        if config.cse_constants {
            let body = rw.body_id();
            let ctx = rw.ctx;
            if let Some(value) = constant_value(ctx, rw.ir_mut_unreported(), body, op)
                && !folder.insert_known(rw, op, value)
            {
                continue;
            }
        }
        // MLIR's pre-order walk visits nested ops after the op; the post-order walk
        // before it.
        if config.top_down {
            rw.notify_seeded(op, true);
        }
        if rw.body().op(op).nested().is_none() {
            let regions = rw.body().op(op).regions().to_vec();
            for r in regions {
                let blocks: Vec<_> = rw.body().region_blocks(r).collect();
                for b in blocks {
                    seed_block(rw, b, config, folder);
                }
            }
        }
        if !config.top_down {
            rw.notify_seeded(op, false);
        }
    }
}

fn process_worklist(
    ctx: &Context,
    ir: &mut Ir,
    body: BodyId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    tracker: &mut Tracker,
) -> bool {
    let mut changed = false;
    let mut rewrites = 0i64;
    while config.max_num_rewrites == -1 || rewrites < config.max_num_rewrites {
        let Some(op) = tracker.worklist.pop() else {
            break;
        };
        // A settled op with a used result cannot be dead either: nothing to try.
        let settled = tracker.settled.contains(op) && !all_results_unused(ir.body(body), op);
        if settled && !config.check_skips {
            continue;
        }
        let changes = tracker.changes;
        if is_op_trivially_dead(ctx, ir, (body, op)) {
            assert_unsettled(ctx, ir.body(body), op, settled, "trivially dead");
            Rewriter::new(ctx, ir, body, tracker).erase_op(op);
            changed = true;
            continue;
        }
        let constant = ir
            .body(body)
            .op(op)
            .def
            .is_some_and(|d| d.has(traits::CONSTANT_LIKE));
        if config.fold && !constant {
            match fold_op(ctx, ir, body, op) {
                Folded::No => {}
                Folded::InPlace => {
                    assert_unsettled(ctx, ir.body(body), op, settled, "folded in place");
                    tracker.op_modified(ir.body(body), op);
                    changed = true;
                    continue;
                }
                Folded::Results(results) => {
                    let mut rw = Rewriter::new(ctx, ir, body, tracker);
                    if replace_with_fold_results(&mut rw, op, &results) {
                        assert_unsettled(ctx, rw.body(), op, settled, "folded");
                        changed = true;
                        continue;
                    }
                }
            }
        }
        let mut rw = Rewriter::new(ctx, ir, body, tracker);
        if patterns.apply(&mut rw, op) {
            assert_unsettled(ctx, rw.body(), op, settled, "rewritten by a pattern");
            changed = true;
            rewrites += 1;
        } else if tracker.changes == changes && settles(ir.body(body), op, patterns, config) {
            tracker.settled.insert(op);
        }
    }
    changed
}

/// Whether every result of `op` is unused (and it has one): it may have become dead.
fn all_results_unused(body: &Body, op: OpId) -> bool {
    body.num_results(op) != 0 && body.results(op).all(|r| body.use_empty(r))
}

/// Whether `op`, left as it is by its fold and patterns, stays so until an op it reads
/// changes: its fold and patterns read locally, and it has no regions (whose ops a
/// fold or pattern, or whether it is dead, could depend on).
fn settles(body: &Body, op: OpId, patterns: &FrozenPatternSet, config: &GreedyConfig) -> bool {
    let d = body.op(op);
    let Some(def) = d.def else {
        return false;
    };
    d.regions().is_empty()
        && (!config.fold || def.interfaces.fold.is_none() || def.has(traits::LOCAL_FOLD))
        && patterns.reads_locally(d.name)
}

/// Under [`GreedyConfig::check_skips`], a settled op must not change.
fn assert_unsettled(ctx: &Context, body: &Body, op: OpId, settled: bool, what: &str) {
    assert!(
        !settled,
        "greedy driver: settled op '{}' was {what}: a fold or pattern declared local reads \
         more than the ops defining its operands",
        ctx.str(body.op(op).name)
    );
}

/// Replaces `op` with its fold results, materialising constants right before it.
/// On a failed materialisation, the constants made so far are erased and `false`
/// returned.
fn replace_with_fold_results(rw: &mut Rewriter<'_>, op: OpId, results: &[FoldResult]) -> bool {
    rw.set_insertion_point_before(op);
    let loc = rw.body().op(op).loc;
    let mut values: SmallVec<[ValueId; 2]> = SmallVec::new();
    let mut made: SmallVec<[OpId; 2]> = SmallVec::new();
    for (i, r) in results.iter().enumerate() {
        match *r {
            FoldResult::Value(v) => values.push(v),
            FoldResult::Attr(a) => {
                let ty = rw.body().value_type(rw.body().result(op, i));
                match materialize_constant(rw, op, a, ty, loc) {
                    Some(c) => {
                        made.push(c);
                        values.push(rw.body().result(c, 0));
                    }
                    None => {
                        for c in made {
                            rw.erase_op(c);
                        }
                        return false;
                    }
                }
            }
        }
    }
    rw.replace_op(op, &values);
    true
}
