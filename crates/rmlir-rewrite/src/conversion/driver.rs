//! The conversion driver (MLIR's `OperationConverter` and `OperationLegalizer`):
//! `apply_partial_conversion`, `apply_full_conversion`, `apply_analysis_conversion`.
//!
//! The ops to convert are collected up front, pre-order, blocks in depth-first
//! successor order from the entry (MLIR's forward-dominance walk: unreachable blocks
//! are skipped), not entering recursively legal ops. Each op is legalized in turn:
//! legal and ignored ops pass; an illegal op is folded if it folds, otherwise the
//! patterns for it are tried in cost-model order ([`super::legalizer`]). After a
//! pattern succeeds, the blocks it moved (their parent op), the ops it modified and
//! the ops it created are legalized recursively; if that fails, the pattern's changes
//! are undone and the next pattern is tried. A pattern is not re-applied to the ops
//! it produces unless it declares bounded recursion.
//!
//! **Rollback.** Changes are made to the IR directly (erasures and type-changing
//! replacements are deferred to the commit, as in MLIR). Before it first changes a
//! body, the driver keeps a copy of it, restored when the conversion as a whole
//! fails. Before a pattern attempt whose failure would be followed by something else
//! (another pattern for the op, or a conversion that tolerates the op staying
//! illegal), it saves a copy of the body and of the conversion state and puts them
//! back if the attempt must be undone; when a failure can only end in an enclosing
//! restore, no copy is needed. Copying a body is a few flat vector copies: simpler
//! than an undo log and obviously correct, at O(body) per copied attempt.
//!
//! On success, deferred replacements are committed, the unresolved
//! materializations reconciled (casts that cancel out or are unused disappear) and
//! the remaining ones materialized through their type converter.
//!
//! ```mlir
//! // partial conversion, scf.if illegal, no pattern for it:
//! scf.if %c { }   // error: failed to legalize operation 'scf.if' that was
//!                 // explicitly marked illegal  (and the IR is left as it was)
//! ```

use super::legalizer::Legalizer;
use super::pattern::{AnyPattern, ConversionPatternSet};
use super::rewriter::{BodyState, ConversionRewriter, MatKind, commit};
use super::target::ConversionTarget;
use crate::fold::{fold_op, materialize_constant};
use crate::rewriter::{Listener, NoListener, Rewriter};
use rmlir_ir::diag::resolve_loc;
use rmlir_ir::fold::{FoldResult, Folded};
use rmlir_ir::printer::print_op_generic_local;
use rmlir_ir::printer::type_to_string;
use rmlir_ir::verifier::{current_op_note, plain_error};
use rmlir_ir::{
    BlockId, Body, BodyId, Context, DiagEngine, Diagnostic, Ir, OpId, OpRef, Reported, ValueId,
};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// Options of a conversion (MLIR's `ConversionConfig`).
#[derive(Clone, Debug)]
pub struct ConversionConfig {
    /// Undo a failed conversion (and failed pattern applications). When off, a
    /// failed conversion leaves the changes made so far.
    pub allow_pattern_rollback: bool,
    /// Turn unresolved materializations left at the end into IR through the type
    /// converters (an error when none can); when off they stay as
    /// `builtin.unrealized_conversion_cast`.
    pub build_materializations: bool,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig {
            allow_pattern_rollback: true,
            build_materializations: true,
        }
    }
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Mode {
    Partial,
    Full,
    Analysis,
}

/// Records what a pattern did, for the recursive legalization of its results.
#[derive(Default)]
struct Track {
    watermark: usize,
    new_ops: Vec<OpId>,
    new_set: FxHashSet<OpId>,
    modified: Vec<OpId>,
    modified_set: FxHashSet<OpId>,
    blocks: Vec<BlockId>,
    deferred: Vec<Deferred>,
    diags: Vec<Diagnostic>,
}

/// An erasure a pattern asked for, completed when the conversion commits.
#[derive(Copy, Clone)]
enum Deferred {
    Op(OpId),
    Block(BlockId),
}

impl Listener for Track {
    fn defers_erasure(&self) -> bool {
        true
    }
    fn op_erase_deferred(&mut self, _: &Body, op: OpId) {
        self.deferred.push(Deferred::Op(op));
    }
    fn block_erase_deferred(&mut self, _: &Body, block: BlockId) {
        self.deferred.push(Deferred::Block(block));
    }
    fn diagnostic(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }
    fn op_inserted(&mut self, _: &Body, op: OpId) {
        if op.index() >= self.watermark && self.new_set.insert(op) {
            self.new_ops.push(op);
        }
    }
    fn op_modified(&mut self, _: &Body, op: OpId) {
        if self.modified_set.insert(op) {
            self.modified.push(op);
        }
    }
    fn uses_replaced(&mut self, _: &Body, _: OpId) {}
    fn block_inserted(&mut self, _: &Body, block: BlockId) {
        if !self.blocks.contains(&block) {
            self.blocks.push(block);
        }
    }
}

struct Driver<'c, 'p> {
    ctx: &'c Context,
    target: &'p ConversionTarget,
    patterns: &'p [AnyPattern],
    legalizer: Legalizer,
    config: &'c ConversionConfig,
    mode: Mode,
    states: FxHashMap<BodyId, BodyState<'p>>,
    originals: Vec<(BodyId, Body)>,
    saved: FxHashSet<BodyId>,
    applied: Vec<usize>,
    /// Whether a failure of the legalization under way is recovered from (the
    /// conversion goes on) rather than undone by an enclosing restore: only then do
    /// the last pattern tried on an op need a copy of the body to go back to.
    recoverable: bool,
    /// Diagnostics patterns reported, emitted in order after each top-level op.
    reported: Vec<Diagnostic>,
}

/// Converts the ops in `root` (and `root`) that are not legal for `target`; ops that
/// are not explicitly illegal may stay unconverted. On failure the IR is unchanged
/// (with rollback allowed) and the error has been emitted.
pub fn apply_partial_conversion(
    ctx: &Context,
    ir: &mut Ir,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
    diags: &mut DiagEngine,
) -> Result<(), Reported> {
    run(
        ctx,
        ir,
        root,
        target,
        patterns,
        config,
        diags,
        Mode::Partial,
    )
    .map(|_| ())
}

/// Like [`apply_partial_conversion`], but every op must end up legal.
pub fn apply_full_conversion(
    ctx: &Context,
    ir: &mut Ir,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
    diags: &mut DiagEngine,
) -> Result<(), Reported> {
    run(ctx, ir, root, target, patterns, config, diags, Mode::Full).map(|_| ())
}

/// Finds which ops could be legalized, leaving the IR unchanged.
pub fn apply_analysis_conversion(
    ctx: &Context,
    ir: &mut Ir,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
    diags: &mut DiagEngine,
) -> Result<Vec<OpRef>, Reported> {
    run(
        ctx,
        ir,
        root,
        target,
        patterns,
        config,
        diags,
        Mode::Analysis,
    )
}

#[allow(clippy::too_many_arguments)]
fn run(
    ctx: &Context,
    ir: &mut Ir,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
    diags: &mut DiagEngine,
    mode: Mode,
) -> Result<Vec<OpRef>, Reported> {
    let mut to_convert = Vec::new();
    collect(ctx, ir, root, target, &mut to_convert);
    let mut d = Driver {
        ctx,
        target,
        patterns: &patterns.patterns,
        legalizer: Legalizer::new(target, &patterns.patterns),
        config,
        mode,
        states: FxHashMap::default(),
        originals: Vec::new(),
        saved: FxHashSet::default(),
        applied: Vec::new(),
        recoverable: false,
        reported: Vec::new(),
    };
    let mut legalizable = Vec::new();
    for (b, op) in to_convert {
        if !is_live(ir, b, op) {
            continue;
        }
        // A failure the conversion survives must leave the op as it was.
        d.recoverable = match mode {
            Mode::Full => false,
            Mode::Partial => !target.is_illegal(ctx, ir.body(b), op),
            Mode::Analysis => true,
        };
        let legal = d.legalize(ir, b, op);
        for r in d.reported.drain(..) {
            diags.emit(r);
        }
        if legal {
            if mode == Mode::Analysis {
                legalizable.push((b, op));
            }
            continue;
        }
        let name = ctx.str(ir.body(b).op(op).name).to_string();
        let message = match mode {
            Mode::Full => Some(format!("failed to legalize operation '{name}'")),
            Mode::Partial if target.is_illegal(ctx, ir.body(b), op) => Some(format!(
                "failed to legalize operation '{name}' that was explicitly marked illegal"
            )),
            _ => None,
        };
        if let Some(message) = message {
            let err = plain_error(ctx, ir, diags, (b, op), &message);
            if config.allow_pattern_rollback {
                d.restore_all(ir);
            } else {
                d.commit_all(ir);
            }
            return Err(err);
        }
    }
    if mode == Mode::Analysis {
        d.restore_all(ir);
        return Ok(legalizable);
    }
    d.commit_all(ir);
    d.finish_materializations(ir, diags)?;
    Ok(Vec::new())
}

/// Whether `op` is still in the IR (not erased, nor inside an erased op).
fn is_live(ir: &Ir, b: BodyId, op: OpId) -> bool {
    let mut cur = (b, op);
    loop {
        let body = ir.body(cur.0);
        if body.op(cur.1).erased() {
            return false;
        }
        match ir.parent_op(cur) {
            Some(p) => cur = p,
            None => return true,
        }
    }
}

/// The ops to convert, pre-order, blocks in depth-first successor order.
fn collect(ctx: &Context, ir: &Ir, op: OpRef, target: &ConversionTarget, out: &mut Vec<OpRef>) {
    out.push(op);
    let (b, o) = op;
    if target
        .is_legal(ctx, ir.body(b), o)
        .is_some_and(|l| l.recursive)
    {
        return;
    }
    let d = ir.body(b).op(o);
    let rb = d.nested().unwrap_or(b);
    let body = ir.body(rb);
    for &r in d.regions() {
        let Some(entry) = body.entry_block(r) else {
            continue;
        };
        let mut seen: FxHashSet<BlockId> = FxHashSet::default();
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        seen.insert(entry);
        let mut order = vec![entry];
        while let Some((blk, i)) = stack.last_mut() {
            let succs: SmallVec<[BlockId; 2]> = body
                .last_op(*blk)
                .map(|t| body.op(t).successors().iter().copied().collect())
                .unwrap_or_default();
            if *i < succs.len() {
                let s = succs[*i];
                *i += 1;
                if seen.insert(s) {
                    order.push(s);
                    stack.push((s, 0));
                }
            } else {
                stack.pop();
            }
        }
        for blk in order {
            for child in body.block_ops(blk) {
                collect(ctx, ir, (rb, child), target, out);
            }
        }
    }
}

impl<'p> Driver<'_, 'p> {
    fn state(&mut self, b: BodyId) -> &mut BodyState<'p> {
        self.states.entry(b).or_default()
    }

    /// Keeps the body as it was before the conversion first changes it.
    fn save_original(&mut self, ir: &Ir, b: BodyId) {
        if (self.config.allow_pattern_rollback || self.mode == Mode::Analysis)
            && self.saved.insert(b)
        {
            self.originals.push((b, ir.body(b).clone()));
        }
    }

    fn restore_all(&mut self, ir: &mut Ir) {
        for (b, body) in self.originals.drain(..) {
            *ir.body_mut(b) = body;
        }
        self.states.clear();
    }

    fn commit_all(&mut self, ir: &mut Ir) {
        let mut bodies: Vec<BodyId> = self.states.keys().copied().collect();
        bodies.sort_unstable();
        for b in bodies {
            let st = self.states.get_mut(&b).expect("state");
            let mut l = Track::default();
            let mut rw = Rewriter::new(self.ctx, ir, b, &mut l);
            commit(&mut rw, st);
        }
    }

    fn legalize(&mut self, ir: &mut Ir, b: BodyId, op: OpId) -> bool {
        let ctx = self.ctx;
        if self.state(b).is_ignored(op) {
            return true;
        }
        if let Some(l) = self.target.is_legal(ctx, ir.body(b), op) {
            if l.recursive {
                let mut nested = Vec::new();
                ir.body(b).walk_pre(op, &mut |o| nested.push(o));
                let st = self.state(b);
                st.ignored.extend(nested.into_iter().filter(|&o| o != op));
            }
            return true;
        }
        self.save_original(ir, b);
        if self.legalize_with_fold(ir, b, op) {
            return true;
        }
        self.legalize_with_pattern(ir, b, op)
    }

    fn snapshot(&mut self, ir: &Ir, b: BodyId) -> (Body, BodyState<'p>) {
        let st = self.state(b).clone();
        (ir.body(b).clone(), st)
    }

    fn restore(&mut self, ir: &mut Ir, b: BodyId, snap: (Body, BodyState<'p>)) {
        *ir.body_mut(b) = snap.0;
        self.states.insert(b, snap.1);
    }

    fn legalize_with_fold(&mut self, ir: &mut Ir, b: BodyId, op: OpId) -> bool {
        let ctx = self.ctx;
        // A constant folds to its own value: there is nothing to fold (MLIR's
        // `OpBuilder::tryFold`), and materializing it again would fold forever.
        let constant = ir
            .body(b)
            .op(op)
            .def
            .is_some_and(|d| d.has(rmlir_ir::opdef::traits::CONSTANT_LIKE));
        if constant {
            return false;
        }
        match fold_op(ctx, ir, b, op) {
            Folded::No => false,
            Folded::InPlace => self.legalize(ir, b, op),
            Folded::Results(results) => {
                let snap = self
                    .config
                    .allow_pattern_rollback
                    .then(|| self.snapshot(ir, b));
                let mut track = Track {
                    watermark: ir.body(b).ops.len(),
                    ..Track::default()
                };
                let mut ok = true;
                {
                    let mut rw = Rewriter::new(ctx, ir, b, &mut track);
                    rw.set_insertion_point_before(op);
                    let loc = rw.body().op(op).loc;
                    let mut values: Vec<ValueId> = Vec::new();
                    for (i, r) in results.iter().enumerate() {
                        match *r {
                            FoldResult::Value(v) => values.push(v),
                            FoldResult::Attr(a) => {
                                let ty = rw.body().value_type(rw.body().result(op, i));
                                match materialize_constant(&mut rw, op, a, ty, loc) {
                                    Some(c) => values.push(rw.body().result(c, 0)),
                                    None => {
                                        ok = false;
                                        break;
                                    }
                                }
                            }
                        }
                    }
                    if ok {
                        rw.replace_op(op, &values);
                    }
                }
                self.absorb(ir, b, &track);
                if ok {
                    let outer = std::mem::replace(&mut self.recoverable, false);
                    for n in track.new_ops.clone() {
                        if !ir.body(b).op(n).erased() && !self.legalize(ir, b, n) {
                            ok = false;
                            break;
                        }
                    }
                    self.recoverable = outer;
                }
                if !ok && let Some(s) = snap {
                    self.restore(ir, b, s);
                }
                ok
            }
        }
    }

    fn legalize_with_pattern(&mut self, ir: &mut Ir, b: BodyId, op: OpId) -> bool {
        let ctx = self.ctx;
        let name = ctx.str(ir.body(b).op(op).name);
        let order = self.legalizer.ordered(name);
        let patterns = self.patterns;
        let order: Vec<usize> = order
            .into_iter()
            .filter(|&i| patterns[i].has_bounded_rewrite_recursion() || !self.applied.contains(&i))
            .collect();
        for (k, &i) in order.iter().enumerate() {
            let p = &patterns[i];
            // Copying the body is only needed when something else will be tried
            // after a failure here: another pattern, or the rest of the conversion.
            let last = k + 1 == order.len();
            let snap = (self.config.allow_pattern_rollback && (self.recoverable || !last))
                .then(|| self.snapshot(ir, b));
            let mats_before = self.states.get(&b).map_or(0, |s| s.mat_order.len());
            let before = (ir.body(b).ops.len(), ir.body(b).blocks.len());
            let mut track = Track {
                watermark: before.0,
                ..Track::default()
            };
            let matched = {
                let st = self.states.entry(b).or_default();
                let mut rw = Rewriter::new(ctx, ir, b, &mut track);
                rw.set_insertion_point_before(op);
                match p {
                    AnyPattern::Rewrite(rp) => rp.match_and_rewrite(&mut rw, op),
                    AnyPattern::Conversion(cp) => {
                        let conv = cp.type_converter();
                        let mut crw = ConversionRewriter::new(rw, st, conv);
                        match crw.remapped_operands(op) {
                            Some(operands) => cp.match_and_rewrite(&mut crw, op, &operands),
                            None => false,
                        }
                    }
                }
            };
            self.absorb(ir, b, &track);
            self.reported.append(&mut track.diags);
            if !matched {
                let after = (ir.body(b).ops.len(), ir.body(b).blocks.len());
                if after != before {
                    match snap {
                        Some(s) => self.restore(ir, b, s),
                        // Only the adaptor's materializations can be left behind.
                        None => self.drop_materializations_since(ir, b, mats_before),
                    }
                }
                continue;
            }
            self.applied.push(i);
            let outer = std::mem::replace(&mut self.recoverable, false);
            let ok = self.legalize_results(ir, b, op, &track);
            self.recoverable = outer;
            self.applied.pop();
            if ok {
                return true;
            }
            if !self.config.allow_pattern_rollback {
                return false;
            }
            if let Some(s) = snap {
                self.restore(ir, b, s);
            }
        }
        false
    }

    /// Removes the materializations created since the state had `since` of them
    /// (those an adaptor built for a pattern that then did not match).
    fn drop_materializations_since(&mut self, ir: &mut Ir, b: BodyId, since: usize) {
        let Some(st) = self.states.get_mut(&b) else {
            return;
        };
        let body = ir.body_mut(b);
        while st.mat_order.len() > since {
            let c = st.mat_order.pop().expect("materialization");
            st.forget_materialization(body, c);
            if !body.op(c).erased() && body.results(c).all(|r| body.use_empty(r)) {
                body.erase_op(c);
            }
        }
    }

    /// Moves the erasures a pattern deferred into the body's state.
    fn absorb(&mut self, ir: &mut Ir, b: BodyId, track: &Track) {
        if track.deferred.is_empty() {
            return;
        }
        let ctx = self.ctx;
        let st = self.states.entry(b).or_default();
        let mut l = NoListener;
        for &d in &track.deferred {
            let mut rw = Rewriter::new(ctx, ir, b, &mut l);
            match d {
                Deferred::Op(o) => st.defer_op_erasure(&mut rw, o),
                Deferred::Block(blk) => st.defer_block_erasure(rw.body(), blk),
            }
        }
    }

    fn legalize_results(&mut self, ir: &mut Ir, b: BodyId, op: OpId, track: &Track) -> bool {
        let ctx = self.ctx;
        let mut done: FxHashSet<OpId> = FxHashSet::default();
        for &blk in &track.blocks {
            let body = ir.body(b);
            let Some(region) = body.block_region(blk) else {
                continue;
            };
            let Some(parent) = body.region_parent(region) else {
                continue;
            };
            if parent == op
                || body.block_args(blk).is_empty()
                || body.op(parent).erased()
                || self.states.get(&b).is_some_and(|s| s.is_ignored(parent))
            {
                continue;
            }
            if let Some(&conv) = self.state(b).region_converters.get(&region) {
                let types: Vec<_> = body
                    .block_args(blk)
                    .iter()
                    .map(|&v| body.value_type(v))
                    .collect();
                let Some(sig) = conv.convert_block_signature(ctx, &types) else {
                    return false;
                };
                let st = self.states.entry(b).or_default();
                let mut l = Track::default();
                let rw = Rewriter::new(ctx, ir, b, &mut l);
                let mut crw = ConversionRewriter::new(rw, st, Some(conv));
                crw.apply_signature_conversion(blk, Some(conv), &sig);
                self.absorb(ir, b, &l);
                continue;
            }
            if !track.new_set.contains(&parent)
                && done.insert(parent)
                && !self.legalize(ir, b, parent)
            {
                return false;
            }
        }
        for &m in &track.modified {
            if !ir.body(b).op(m).erased() && !self.legalize(ir, b, m) {
                return false;
            }
        }
        for &n in &track.new_ops {
            if !ir.body(b).op(n).erased() && !self.legalize(ir, b, n) {
                return false;
            }
        }
        true
    }

    /// Reconciles the casts the conversion created and materializes the rest.
    fn finish_materializations(
        &mut self,
        ir: &mut Ir,
        diags: &mut DiagEngine,
    ) -> Result<(), Reported> {
        let ctx = self.ctx;
        let mut bodies: Vec<BodyId> = self.states.keys().copied().collect();
        bodies.sort_unstable();
        for b in bodies {
            let st = self.states.remove(&b).expect("state");
            let casts: Vec<OpId> = st.mat_order.clone();
            let remaining = reconcile_casts(ctx, ir.body_mut(b), &casts);
            if !self.config.build_materializations {
                continue;
            }
            for c in remaining {
                let info = &st.mats[&c];
                let body = ir.body(b);
                let inputs: Vec<ValueId> = body.operands(c).collect();
                let outs: Vec<_> = body.results(c).map(|v| body.value_type(v)).collect();
                let loc = body.op(c).loc;
                let mut l = Track::default();
                let built = info.converter.and_then(|conv| {
                    let mut rw = Rewriter::new(ctx, ir, b, &mut l);
                    rw.set_insertion_point_before(c);
                    match info.kind {
                        MatKind::Source => conv
                            .materialize_source(&mut rw, loc, outs[0], &inputs)
                            .map(|v| vec![v]),
                        MatKind::Target => {
                            conv.materialize_target(&mut rw, loc, &outs, &inputs, info.original)
                        }
                    }
                });
                if let Some(vals) = built {
                    Rewriter::new(ctx, ir, b, &mut NoListener).replace_op(c, &vals);
                    continue;
                }
                let body = ir.body(b);
                let list = |tys: Vec<String>| tys.join(", ");
                let from = list(
                    inputs
                        .iter()
                        .map(|&v| format!("'{}'", type_to_string(ctx, body.value_type(v))))
                        .collect(),
                );
                let to = list(
                    outs.iter()
                        .map(|&t| format!("'{}'", type_to_string(ctx, t)))
                        .collect(),
                );
                let user = body
                    .results(c)
                    .find_map(|r| body.uses(r).next())
                    .map(|u| body.operand_owner(u));
                let at = resolve_loc(ctx, loc);
                let mut diag = Diagnostic::error(
                    at.clone(),
                    format!(
                        "failed to legalize unresolved materialization from ({from}) to ({to}) that remained live after conversion"
                    ),
                )
                .with_note(at, current_op_note(ctx, ir, (b, c)));
                if let Some(u) = user {
                    diag = diag.with_note(
                        resolve_loc(ctx, body.op(u).loc),
                        format!(
                            "see existing live user here: {}",
                            print_op_generic_local(ctx, ir, (b, u))
                        ),
                    );
                }
                return Err(diags.emit(diag));
            }
        }
        Ok(())
    }
}

/// Removes casts that are unused or undo an earlier cast (MLIR's
/// `reconcileUnrealizedCasts`), starting from `casts`; returns those of `casts` that
/// remain.
pub fn reconcile_casts(ctx: &Context, body: &mut Body, casts: &[OpId]) -> Vec<OpId> {
    let cast_name = ctx.sym("builtin.unrealized_conversion_cast");
    let is_cast = |body: &Body, op: OpId| !body.op(op).erased() && body.op(op).name == cast_name;
    let mut worklist: Vec<OpId> = Vec::new();
    let mut queued: FxHashSet<OpId> = FxHashSet::default();
    for &c in casts {
        if queued.insert(c) {
            worklist.push(c);
        }
    }
    let enqueue = |body: &Body, c: OpId, wl: &mut Vec<OpId>, q: &mut FxHashSet<OpId>| {
        for v in body.operands(c) {
            if let Some(d) = body.defining_op(v)
                && is_cast(body, d)
                && q.insert(d)
            {
                wl.push(d);
            }
        }
    };
    let input_cast = |body: &Body, c: OpId| -> Option<OpId> {
        let ins: Vec<ValueId> = body.operands(c).collect();
        let first = *ins.first()?;
        let d = body.defining_op(first)?;
        if !is_cast(body, d) {
            return None;
        }
        let outs: Vec<ValueId> = body.results(d).collect();
        (outs == ins).then_some(d)
    };
    while let Some(c) = worklist.pop() {
        queued.remove(&c);
        if body.op(c).erased() {
            continue;
        }
        if body.results(c).all(|r| body.use_empty(r)) {
            enqueue(body, c, &mut worklist, &mut queued);
            body.erase_op(c);
            continue;
        }
        let outs: Vec<_> = body.results(c).map(|v| body.value_type(v)).collect();
        let mut next = Some(c);
        while let Some(n) = next {
            let in_types: Vec<_> = body.operands(n).map(|v| body.value_type(v)).collect();
            if in_types == outs {
                enqueue(body, c, &mut worklist, &mut queued);
                let ins: Vec<ValueId> = body.operands(n).collect();
                let rs: Vec<ValueId> = body.results(c).collect();
                for (r, v) in rs.into_iter().zip(ins) {
                    body.replace_all_uses(r, v);
                }
                body.erase_op(c);
                break;
            }
            next = input_cast(body, n);
        }
    }
    casts
        .iter()
        .copied()
        .filter(|&c| !body.op(c).erased())
        .collect()
}
