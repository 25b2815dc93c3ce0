//! `cse` (MLIR's `CSE` pass, `mlir/lib/Transforms/CSE.cpp` as of LLVM 22): common
//! sub-expression elimination over the dominator tree, with the same decisions, in the
//! same order, as `mlir-opt` 22.
//!
//! Each region is walked with a scoped table of the ops seen so far: a single-block
//! region opens one scope; a multi-block region is walked depth-first over its
//! dominator tree, a scope per tree node, so an op only meets the ops of the blocks that
//! dominate it. Regions without SSA dominance are only walked when they have one block.
//! The regions of an op are simplified before the op itself; an op that may be
//! isolated from above (a registered isolated op, or any unregistered op) gets a fresh
//! table. Isolated ops with a body of their own are reported to the caller, which
//! simplifies that body with its own table.
//!
//! For each op, in order:
//!
//! - terminators are kept;
//! - trivially dead ops (no used results, no effects but reads and allocations of their
//!   own results, recursively through `RecursiveMemoryEffects`) are erased;
//! - ops with a multi-block region are kept;
//! - ops without memory effects (recursively) are replaced by an equivalent op in the
//!   table, or enter it;
//! - ops whose only effects are reads are replaced by an equivalent op of the same
//!   block when no op in between may write (an op with unknown effects may), and
//!   otherwise enter the table, shadowing the earlier one;
//! - every other op is kept.
//!
//! Two ops are equivalent (MLIR's `OperationEquivalence::isEquivalentTo`, ignoring
//! locations) when they have the same name, properties, discardable attributes, result
//! types, operands (as a multiset for commutative ops) and structurally equal regions.
//! The earlier op survives; it takes the later op's location when its own is unknown.
//! In graph regions only the uses in ops that are not (equivalent to an op) in the
//! table are replaced, and the later op is erased only once it has no uses left.
//! Erasure happens after the whole walk.
//!
//! ```mlir
//! // before
//! %0 = arith.addi %a, %b : i32
//! %1 = arith.addi %b, %a : i32
//! %2 = "test.op_with_memread"() : () -> i32
//! %3 = "test.op_with_memread"() : () -> i32
//! %4 = arith.muli %0, %1 : i32         // unused
//! return %0, %1, %2, %3 : i32, i32, i32, i32
//! // after
//! %0 = arith.addi %a, %b : i32
//! %2 = "test.op_with_memread"() : () -> i32
//! return %0, %0, %2, %2 : i32, i32, i32, i32
//! ```

use rayon::prelude::*;
use rmlir_analysis::DominanceInfo;
use rmlir_analysis::dominance::top_level_has_ssa_dominance;
use rmlir_ir::interfaces::{
    EffectInstance, EffectKind, EffectOn, has_effect_interface, op_effects,
};
use rmlir_ir::opdef::traits;
use rmlir_ir::{BlockId, Body, BodyId, Context, Ir, OpId, OpRef, RegionId, Reported, ValueId};
use rmlir_pass::options::OptionValues;
use rmlir_pass::registry::PassInfo;
use rmlir_pass::{Pass, PassContext, PreservedAnalyses, Statistic};
use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "cse",
    name: "CSE",
    description: "Eliminate common sub-expressions",
    anchor: None,
    options: &[],
    make: |_: &OptionValues| {
        Box::new(Cse {
            stats: [
                Statistic::new("num-cse'd", "Number of operations CSE'd"),
                Statistic::new("num-dce'd", "Number of operations DCE'd"),
            ],
        })
    },
};

/// The pass; its only state is its statistics.
pub struct Cse {
    /// `num-cse'd` and `num-dce'd`, summed over the ops the pass ran on.
    stats: [Statistic; 2],
}

impl Pass for Cse {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    /// The op's own body first, then each isolated op in it on its own.
    fn splits_per_function(&self) -> bool {
        true
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        // The op's own body first, then the bodies of the isolated ops it holds, level
        // by level; the bodies of one level are independent and, with threading, are
        // simplified on all threads.
        let root = cx.ir.regions_body(op);
        let regions = cx.ir.body(op.0).op(op.1).regions().to_vec();
        let mut level = vec![(root, regions)];
        let mut changed = false;
        let mut dominance = std::time::Duration::ZERO;
        let ctx = cx.ctx;
        let parallel = ctx.threading && rayon::current_num_threads() > 1;
        while !level.is_empty() {
            let jobs: Vec<_> = level
                .drain(..)
                .map(|(b, regions)| {
                    let top_ssa = top_level_has_ssa_dominance(cx.ir, b);
                    (b, regions, top_ssa, std::mem::take(cx.ir.body_mut(b)))
                })
                .collect();
            let simplify =
                |(b, regions, top_ssa, mut body): (BodyId, Vec<RegionId>, bool, Body)| {
                    let outcome =
                        eliminate_common_subexpressions(ctx, &mut body, &regions, top_ssa);
                    (b, body, outcome)
                };
            let done: Vec<_> = if parallel && jobs.len() > 1 {
                jobs.into_par_iter().map(simplify).collect()
            } else {
                jobs.into_iter().map(simplify).collect()
            };
            for (b, body, outcome) in done {
                dominance += outcome.dominance;
                changed |= outcome.changed;
                self.stats[0].add(outcome.num_cse);
                self.stats[1].add(outcome.num_dce);
                for &iso in &outcome.isolated {
                    let d = body.op(iso);
                    if let (false, Some(nb)) = (d.erased(), d.nested()) {
                        level.push((nb, d.regions().to_vec()));
                    }
                }
                *cx.ir.body_mut(b) = body;
            }
        }
        cx.analyses.record_computed::<DominanceInfo>(dominance);
        // Like MLIR: nothing erased, nothing invalidated (even when uses in a graph
        // region were redirected). Dominance would survive erasures too, but it is not
        // cached by the analysis manager.
        if !changed {
            cx.preserved = PreservedAnalyses::all();
        }
        Ok(())
    }

    fn statistics(&mut self) -> &mut [Statistic] {
        &mut self.stats
    }
}

/// What one run of [`eliminate_common_subexpressions`] did.
#[derive(Clone, Debug, Default)]
pub struct CseOutcome {
    /// MLIR's `num-cse'd`: ops replaced by an equivalent earlier op, counted as
    /// upstream's driver counts them (twice for ops without memory effects).
    pub num_cse: u64,
    /// Trivially dead ops erased (MLIR's `num-dce'd`).
    pub num_dce: u64,
    /// Whether any op was erased.
    pub changed: bool,
    /// How long building the dominance info took.
    pub dominance: std::time::Duration,
    /// The isolated-from-above ops met on the way whose regions live in a body of their
    /// own, in walk order: the caller simplifies each such body with a fresh table
    /// (skipping the ones this run erased).
    pub isolated: Vec<OpId>,
}

/// Eliminates common sub-expressions and trivially dead ops in `regions` of `body` and
/// in every region nested in them within the body. `top_level_ssa` says whether the
/// body's top-level regions have SSA dominance (false when the op owning the body has
/// graph regions or is unregistered). Bodies of nested isolated ops are not entered:
/// they are listed in [`CseOutcome::isolated`].
pub fn eliminate_common_subexpressions(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    top_level_ssa: bool,
) -> CseOutcome {
    let dom_start = std::time::Instant::now();
    let dom = DominanceInfo::new(body, top_level_ssa);
    let dominance = dom_start.elapsed();
    // The interface queries take an `Ir`: lend them one holding this body alone. No
    // query here looks into another body.
    let mut ir = Ir {
        bodies: vec![std::mem::take(body)],
        ..Ir::default()
    };
    let mut driver = Driver {
        ctx,
        ir: &mut ir,
        dom,
        known: KnownOps::default(),
        to_erase: Vec::new(),
        scans: FxHashMap::default(),
        out: CseOutcome {
            dominance,
            ..CseOutcome::default()
        },
    };
    for &r in regions {
        driver.simplify_region(r);
    }
    let to_erase = std::mem::take(&mut driver.to_erase);
    let mut out = std::mem::take(&mut driver.out);
    out.changed = !to_erase.is_empty();
    let b = &mut ir.bodies[0];
    for op in to_erase {
        b.erase_op(op);
    }
    *body = std::mem::take(&mut ir.bodies[0]);
    out
}

/// The only body of the driver's [`Ir`].
const B: BodyId = BodyId(0);

struct Driver<'a> {
    ctx: &'a Context,
    ir: &'a mut Ir,
    dom: DominanceInfo,
    known: KnownOps,
    /// Ops marked for erasure, erased after the walk (MLIR's `opsToErase`).
    to_erase: Vec<OpId>,
    /// For a read-only op `from` of the current block: how far the ops after it were
    /// scanned for writes, and whether one was found (MLIR's `memEffectsCache`).
    scans: FxHashMap<OpId, (Option<OpId>, bool)>,
    out: CseOutcome,
}

impl Driver<'_> {
    fn body(&self) -> &Body {
        &self.ir.bodies[0]
    }

    fn body_mut(&mut self) -> &mut Body {
        &mut self.ir.bodies[0]
    }

    fn simplify_region(&mut self, r: RegionId) {
        let Some(entry) = self.body().entry_block(r) else {
            return;
        };
        let ssa = self.dom.has_ssa_dominance(self.body(), r);
        if self.body().next_block(entry).is_none() {
            self.known.push_scope();
            self.simplify_block(entry, ssa);
            self.known.pop_scope();
            return;
        }
        // Multi-block regions without SSA dominance have no order to walk in.
        if !ssa {
            return;
        }
        // Depth-first over the dominator tree, one scope per node.
        self.known.push_scope();
        self.simplify_block(entry, ssa);
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        while let Some(&mut (blk, ref mut next)) = stack.last_mut() {
            let child = self
                .dom
                .children(&self.ir.bodies[0], blk)
                .get(*next)
                .copied();
            match child {
                Some(c) => {
                    *next += 1;
                    self.known.push_scope();
                    self.simplify_block(c, ssa);
                    stack.push((c, 0));
                }
                None => {
                    self.known.pop_scope();
                    stack.pop();
                }
            }
        }
    }

    fn simplify_block(&mut self, blk: BlockId, ssa: bool) {
        let mut cur = self.body().first_op(blk);
        while let Some(op) = cur {
            let d = self.body().op(op);
            let regions: SmallVec<[RegionId; 2]> = d.regions().iter().copied().collect();
            let own_body = d.nested().is_some();
            let maybe_isolated = d.def.is_none_or(|def| def.has(traits::ISOLATED_FROM_ABOVE));
            if !regions.is_empty() {
                if own_body {
                    self.out.isolated.push(op);
                } else if maybe_isolated {
                    // Might be isolated from above: nothing outside may be reused.
                    let outer = std::mem::take(&mut self.known);
                    for r in regions {
                        self.simplify_region(r);
                    }
                    self.known = outer;
                } else {
                    for r in regions {
                        self.simplify_region(r);
                    }
                }
            }
            self.simplify_operation(op, ssa);
            cur = self.body().next_op(op);
        }
        self.scans.clear();
    }

    /// Simplifies one op; true when it was marked for erasure.
    fn simplify_operation(&mut self, op: OpId, ssa: bool) -> bool {
        let body = self.body();
        let d = body.op(op);
        if d.def.is_some_and(|def| def.has(traits::TERMINATOR)) {
            return false;
        }
        if body.results(op).all(|r| body.use_empty(r)) && self.would_be_trivially_dead(op) {
            self.to_erase.push(op);
            self.out.num_dce += 1;
            return true;
        }
        if d.regions().iter().any(|&r| {
            body.entry_block(r)
                .is_some_and(|e| body.next_block(e).is_some())
        }) {
            return false;
        }
        if !self.is_memory_effect_free(op) {
            if !self.only_reads(op) {
                return false;
            }
            let h = op_hash(self.body(), op);
            if let Some(existing) = self.lookup(op, h) {
                let same_block = self.body().op_block(existing) == self.body().op_block(op);
                if same_block && !self.write_in_between(existing, op) {
                    self.replace(op, existing, ssa);
                    return true;
                }
            }
            self.known.insert(h, op);
            return false;
        }
        let h = op_hash(self.body(), op);
        if let Some(existing) = self.lookup(op, h) {
            self.replace(op, existing, ssa);
            // Upstream bumps the counter here as well as in `replace`.
            self.out.num_cse += 1;
            return true;
        }
        self.known.insert(h, op);
        false
    }

    /// Replaces `op`'s results by `existing`'s and marks `op` for erasure (MLIR's
    /// `replaceUsesAndDelete`).
    fn replace(&mut self, op: OpId, existing: OpId, ssa: bool) {
        let pairs: SmallVec<[(ValueId, ValueId); 2]> = {
            let body = self.body();
            body.results(op).zip(body.results(existing)).collect()
        };
        if ssa {
            // No use of `op` has been visited yet.
            for &(from, to) in &pairs {
                self.body_mut().replace_all_uses(from, to);
            }
            self.to_erase.push(op);
        } else {
            // Uses in ops already seen stay: only uses whose owner has no equivalent
            // in the table are replaced, each checked as it comes.
            for &(from, to) in &pairs {
                let uses: SmallVec<[rmlir_ir::ir::OperandId; 4]> = self.body().uses(from).collect();
                for u in uses {
                    let owner = self.body().operands[u.index()].owner;
                    if self.lookup(owner, op_hash(self.body(), owner)).is_none() {
                        self.body_mut().set_operand_value(u, to);
                    }
                }
            }
            let body = self.body();
            if body.results(op).all(|r| body.use_empty(r)) {
                self.to_erase.push(op);
            }
        }
        let unknown = self.ctx.unknown_loc();
        let op_loc = self.body().op(op).loc;
        if self.body().op(existing).loc == unknown && op_loc != unknown {
            self.body_mut().op_mut(existing).loc = op_loc;
        }
        self.out.num_cse += 1;
    }

    /// Whether an op between `from` and `to` (same block, `from` first) may write
    /// (MLIR's `hasOtherSideEffectingOpInBetween`): its effects, recursively, include a
    /// write, or are unknown.
    fn write_in_between(&mut self, from: OpId, to: OpId) -> bool {
        // Upstream (LLVM 22) starts its first scan from `from` at `from` itself, which
        // matters when ops nested in it write, and later scans after it. Later `to`s
        // come later in the block, so a scan resumes where the previous one stopped.
        let mut cur = match self.scans.get(&from) {
            None => {
                let next = self.body().next_op(from);
                if self.may_write(from) {
                    self.scans.insert(from, (next, false));
                    return true;
                }
                next
            }
            Some(&(_, true)) => return true,
            Some(&(resume, false)) => resume,
        };
        while let Some(c) = cur {
            if c == to {
                break;
            }
            if self.may_write(c) {
                self.scans.insert(from, (Some(c), true));
                return true;
            }
            cur = self.body().next_op(c);
        }
        self.scans.insert(from, (Some(to), false));
        false
    }

    /// Whether `op` or an op nested in it under `RecursiveMemoryEffects` writes, or has
    /// unknown effects.
    fn may_write(&self, op: OpId) -> bool {
        match self.effects_recursively(op) {
            None => true,
            Some(effects) => effects.iter().any(|e| e.kind == EffectKind::Write),
        }
    }

    // ---------------- memory effects ----------------

    fn effects(&self, op: OpId) -> Option<rmlir_ir::interfaces::Effects> {
        op_effects(self.ctx, self.ir, (B, op))
    }

    fn has_interface(&self, op: OpId) -> bool {
        has_effect_interface(self.ir, (B, op))
    }

    fn recursive(&self, op: OpId) -> bool {
        self.body()
            .op(op)
            .def
            .is_some_and(|d| d.has(traits::RECURSIVE_EFFECTS))
    }

    /// The ops directly in the regions of `op`, or `None` when they live in another
    /// body (not visible here).
    fn nested_ops(&self, op: OpId) -> Option<Vec<OpId>> {
        let body = self.body();
        let d = body.op(op);
        if d.nested().is_some() && !d.regions().is_empty() {
            return None;
        }
        let mut out = Vec::new();
        for &r in d.regions() {
            for b in body.region_blocks(r) {
                out.extend(body.block_ops(b));
            }
        }
        Some(out)
    }

    /// MLIR's `isMemoryEffectFree`: no effects of its own and, under
    /// `RecursiveMemoryEffects`, none in any nested op.
    fn is_memory_effect_free(&self, op: OpId) -> bool {
        let recursive = self.recursive(op);
        if self.has_interface(op) {
            if !self.effects(op).is_some_and(|e| e.is_empty()) {
                return false;
            }
            if !recursive {
                return true;
            }
        } else if !recursive {
            return false;
        }
        match self.nested_ops(op) {
            Some(ops) => ops.into_iter().all(|o| self.is_memory_effect_free(o)),
            None => false,
        }
    }

    /// MLIR's `hasSingleEffect<MemoryEffects::Read>`: the op declares effects and all of
    /// them are reads.
    fn only_reads(&self, op: OpId) -> bool {
        self.has_interface(op)
            && self
                .effects(op)
                .is_some_and(|e| !e.is_empty() && e.iter().all(|x| x.kind == EffectKind::Read))
    }

    /// MLIR's `getEffectsRecursively`: the op's effects and, under
    /// `RecursiveMemoryEffects`, those of every nested op; `None` when any is unknown.
    fn effects_recursively(&self, op: OpId) -> Option<Vec<EffectInstance>> {
        let mut all = Vec::new();
        let mut stack = vec![op];
        while let Some(cur) = stack.pop() {
            let recursive = self.recursive(cur);
            if recursive {
                stack.extend(self.nested_ops(cur)?);
            }
            if self.has_interface(cur) {
                all.extend(self.effects(cur)?);
            } else if !recursive {
                return None;
            }
        }
        Some(all)
    }

    /// MLIR's `wouldOpBeTriviallyDead`: not a terminator (which an unregistered op
    /// might be) or a symbol, and it and, under `RecursiveMemoryEffects`, every nested
    /// op only read or allocate (and touch) their own results.
    fn would_be_trivially_dead(&self, op: OpId) -> bool {
        let Some(def) = self.body().op(op).def else {
            return false;
        };
        if def.has(traits::TERMINATOR) || def.has(traits::SYMBOL) || def.interfaces.symbol.is_some()
        {
            return false;
        }
        let mut stack = vec![op];
        while let Some(cur) = stack.pop() {
            let recursive = self.recursive(cur);
            if recursive {
                match self.nested_ops(cur) {
                    Some(ops) => stack.extend(ops),
                    None => return false,
                }
            }
            if self.has_interface(cur) {
                let Some(effects) = self.effects(cur) else {
                    return false;
                };
                let allocated = |i: u32| {
                    effects
                        .iter()
                        .any(|e| e.kind == EffectKind::Allocate && e.on == EffectOn::Result(i))
                };
                let harmless = effects.iter().all(|e| match e.on {
                    EffectOn::Result(i) if allocated(i) => true,
                    _ => e.kind == EffectKind::Read,
                });
                if !harmless {
                    return false;
                }
            } else if !recursive {
                return false;
            }
        }
        true
    }

    // ---------------- the table ----------------

    /// The op in the table equivalent to `op`, whose hash is `h`.
    fn lookup(&self, op: OpId, h: u64) -> Option<OpId> {
        self.known
            .candidates(h)
            .iter()
            .rev()
            .copied()
            .find(|&e| equivalent(self.body(), e, op))
    }
}

/// A scoped table of ops by hash (LLVM's `ScopedHashTable` keyed by op equivalence):
/// an insertion shadows equivalent entries until its scope is popped.
#[derive(Default)]
struct KnownOps {
    map: FxHashMap<u64, SmallVec<[OpId; 1]>>,
    /// Hashes in insertion order, to undo a scope.
    log: Vec<u64>,
    /// `log` length at the start of each open scope.
    scopes: Vec<usize>,
}

impl KnownOps {
    fn push_scope(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn pop_scope(&mut self) {
        let mark = self.scopes.pop().unwrap_or(0);
        while self.log.len() > mark {
            let Some(h) = self.log.pop() else { break };
            if let Some(v) = self.map.get_mut(&h) {
                v.pop();
                if v.is_empty() {
                    self.map.remove(&h);
                }
            }
        }
    }

    fn insert(&mut self, h: u64, op: OpId) {
        self.map.entry(h).or_default().push(op);
        self.log.push(h);
    }

    fn candidates(&self, h: u64) -> &[OpId] {
        self.map.get(&h).map_or(&[], |v| v.as_slice())
    }
}

fn is_commutative(body: &Body, op: OpId) -> bool {
    body.op(op).def.is_some_and(|d| d.has(traits::COMMUTATIVE))
}

/// Hash of an op for the table (MLIR's `OperationEquivalence::computeHash` with direct
/// operand hashes): name, attributes, properties, result types and operands, the
/// operands order-independently for commutative ops. Regions are not hashed.
fn op_hash(body: &Body, op: OpId) -> u64 {
    let d = body.op(op);
    let mut h = FxHasher::default();
    d.name.hash(&mut h);
    d.attrs.hash(&mut h);
    d.props().hash(&mut h);
    for r in body.results(op) {
        body.value_type(r).hash(&mut h);
    }
    if is_commutative(body, op) {
        let mut sum = 0u64;
        for v in body.operands(op) {
            let mut vh = FxHasher::default();
            v.hash(&mut vh);
            sum = sum.wrapping_add(vh.finish());
        }
        sum.hash(&mut h);
    } else {
        for v in body.operands(op) {
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// Whether `a` and `b` are equivalent ops (MLIR's `OperationEquivalence::isEquivalentTo`
/// with `IgnoreLocations`).
fn equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    let mut eq = Equivalence::default();
    eq.ops(body, a, b, true)
}

/// The state of one structural comparison: values of the left side known equivalent
/// to values of the right side, and blocks matched so far.
#[derive(Default)]
struct Equivalence {
    values: FxHashMap<ValueId, ValueId>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl Equivalence {
    fn same(&self, l: ValueId, r: ValueId) -> bool {
        l == r || self.values.get(&l) == Some(&r)
    }

    fn mark(&mut self, l: ValueId, r: ValueId) {
        self.values.entry(l).or_insert(r);
    }

    /// Compares two ops; `commutative` allows commutative operands in any order (only
    /// for the ops compared directly, not for the ops inside their regions, as in
    /// MLIR).
    fn ops(&mut self, body: &Body, l: OpId, r: OpId, commutative: bool) -> bool {
        if l == r {
            return true;
        }
        let (dl, dr) = (body.op(l), body.op(r));
        if dl.name != dr.name
            || dl.attrs != dr.attrs
            || dl.regions().len() != dr.regions().len()
            || dl.successors().len() != dr.successors().len()
            || body.num_operands(l) != body.num_operands(r)
            || body.num_results(l) != body.num_results(r)
            || dl.props() != dr.props()
        {
            return false;
        }
        if commutative && is_commutative(body, l) {
            let lo: SmallVec<[ValueId; 4]> = body.operands(l).collect();
            let ro: SmallVec<[ValueId; 4]> = body.operands(r).collect();
            let first_diff = lo
                .iter()
                .zip(&ro)
                .position(|(&x, &y)| !self.same(x, y))
                .unwrap_or(lo.len());
            if first_diff < lo.len() {
                // The rest must be a permutation of the same values.
                let mut lr: SmallVec<[ValueId; 4]> = lo[first_diff..].iter().copied().collect();
                let mut rr: SmallVec<[ValueId; 4]> = ro[first_diff..].iter().copied().collect();
                lr.sort_unstable();
                rr.sort_unstable();
                if lr != rr {
                    return false;
                }
            }
        } else {
            for (x, y) in body.operands(l).zip(body.operands(r)) {
                if x == y {
                    continue;
                }
                if body.value_type(x) != body.value_type(y) || !self.same(x, y) {
                    return false;
                }
            }
        }
        for (x, y) in body.results(l).zip(body.results(r)) {
            if body.value_type(x) != body.value_type(y) {
                return false;
            }
            self.mark(x, y);
        }
        if !dl.regions().is_empty() && (dl.nested().is_some() || dr.nested().is_some()) {
            // Regions in other bodies cannot be compared here.
            return false;
        }
        let pairs: SmallVec<[(RegionId, RegionId); 2]> = dl
            .regions()
            .iter()
            .copied()
            .zip(dr.regions().iter().copied())
            .collect();
        pairs.into_iter().all(|(x, y)| self.regions(body, x, y))
    }

    /// MLIR's `OperationEquivalence::isRegionEquivalentTo`: blocks pairwise with the
    /// same argument types, ops pairwise, successors mapped consistently.
    fn regions(&mut self, body: &Body, l: RegionId, r: RegionId) -> bool {
        let lb: SmallVec<[BlockId; 2]> = body.region_blocks(l).collect();
        let rb: SmallVec<[BlockId; 2]> = body.region_blocks(r).collect();
        if lb.len() != rb.len() {
            return false;
        }
        for (&x, &y) in lb.iter().zip(&rb) {
            if !self.blocks(body, x, y) {
                return false;
            }
        }
        true
    }

    fn blocks(&mut self, body: &Body, l: BlockId, r: BlockId) -> bool {
        let (la, ra) = (body.block_args(l), body.block_args(r));
        if la.len() != ra.len() {
            return false;
        }
        if *self.blocks.entry(l).or_insert(r) != r {
            return false;
        }
        for (&x, &y) in la.iter().zip(ra) {
            if body.value_type(x) != body.value_type(y) {
                return false;
            }
            self.mark(x, y);
        }
        let lo: SmallVec<[OpId; 8]> = body.block_ops(l).collect();
        let ro: SmallVec<[OpId; 8]> = body.block_ops(r).collect();
        if lo.len() != ro.len() {
            return false;
        }
        for (&x, &y) in lo.iter().zip(&ro) {
            if !self.ops(body, x, y, false) {
                return false;
            }
            let (sx, sy) = (body.op(x).successors(), body.op(y).successors());
            for (&a, &b) in sx.iter().zip(sy) {
                if *self.blocks.entry(a).or_insert(b) != b {
                    return false;
                }
            }
        }
        true
    }
}
