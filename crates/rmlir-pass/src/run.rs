//! Running a pass manager (MLIR's `PassManager::run` and `OpToOpPassAdaptor`) with the
//! instrumentation `rmlir-opt` exposes: verification after each pass (`--verify-each`),
//! IR dumps ([`crate::ir_printing`]), timers (`--mlir-timing`), statistics
//! ([`crate::statistics`]) and crash reproducers ([`crate::reproducer`]).
//!
//! Around each pass the hooks run in MLIR's instrumentation order: before the pass the
//! reproducer saves the IR (local mode), then the IR is dumped; after it the analyses
//! the pass did not preserve are dropped, the op is verified (skipped when the pass
//! preserved everything, as MLIR does), then the dump after, and on failure the
//! reproducer is written.
//!
//! A nested manager runs on every matching op directly inside the current op's regions;
//! a failure on one op does not stop its siblings (mlir-opt reports every failure), but
//! stops the pipeline afterwards. A panic (with a reproducer requested) stops everything.
//!
//! Text for stderr is collected with the number of diagnostics emitted before it, so the
//! driver prints dumps and diagnostics interleaved as mlir-opt does. When mlir-opt would
//! run a nested pipeline on several ops in parallel, it holds the diagnostics of that
//! section back until the section ends while dumps print at once; the text of such a
//! section is therefore placed before its diagnostics. A parallel executor only has to
//! run the ops of a section independently and hand their text back in op order.

use crate::PassContext;
use crate::analysis::PreservedAnalyses;
use crate::ir_printing::{IrPrinting, TreeCounters, dump_text, fingerprint, top_level};
use crate::parallel;
use crate::pipeline::{Anchor, Entry, OpPassManager, PassEntry};
use crate::reproducer::{self, ReproducerConfig, Snapshot};
use crate::statistics::{self, DisplayMode};
use crate::timing::TimerNode;
use rmlir_ir::diag::{Severity, resolve_loc};
use rmlir_ir::verifier::SymbolTables;
use rmlir_ir::{Diagnostic, OpRef, Reported, verifier};
use std::time::Instant;

/// What to do around each pass, and the text produced for stderr.
#[derive(Default)]
pub struct Instrumentation {
    /// Verify the op after each pass (`--verify-each`, on by default in mlir-opt).
    pub verify_each: bool,
    /// IR dumps.
    pub printing: IrPrinting,
    /// Timers, when `--mlir-timing` is on: passes go under this node.
    pub timing: Option<TimerNode>,
    /// `--mlir-pass-pipeline-crash-reproducer`.
    pub reproducer: Option<ReproducerConfig>,
    /// `--mlir-pass-statistics` and its layout.
    pub statistics: Option<DisplayMode>,
    /// Text for stderr, each piece with the number of diagnostics emitted before it.
    pub stderr: Vec<(usize, String)>,
    tree: TreeCounters,
    /// While a nested manager runs on the ops of a symbol table, that table (built at
    /// the first verification) and the op that owns it: function passes cannot change
    /// it, so verifying each function does not build it again.
    symbols: Option<(OpRef, SymbolTables)>,
    /// Where text goes while inside a section whose diagnostics mlir-opt delays.
    held_at: Option<usize>,
    repro: ReproState,
    /// User time spent on pool threads under the timers so far: each timer running
    /// while it grew adds the growth to its user time (see [`crate::timing`]).
    threads_user: std::time::Duration,
}

/// The reproducer's state during one run (MLIR's `PassCrashReproducerGenerator`): the
/// saved IR of the whole pipeline (full mode) or of each running pass (local mode) and
/// the passes running. A pass that succeeds drops its entries; the first failure writes
/// the reproducer and clears everything; a later failure leaves its entries behind, and
/// whatever is left when a failed run ends is written then, located at the root op.
#[derive(Default)]
struct ReproState {
    /// The IR before the whole pipeline (full mode).
    full: Option<Snapshot>,
    /// The IR before each running pass (local mode), innermost last.
    local: Vec<Snapshot>,
    /// Descriptions of the passes running, innermost last.
    running: Vec<String>,
    /// A failure has been reported for this run (MLIR writes one reproducer per
    /// failing run, not per failing pass).
    failed: bool,
}

/// Why a run stopped.
enum Stop {
    Failed,
    /// A pass panicked: everything stops, and the reproducer is written at the end.
    Crashed,
}

impl Instrumentation {
    /// Whether nothing but verification and timers instruments the run (no dumps,
    /// statistics or reproducers), so ops may run on several threads.
    fn is_plain(&self) -> bool {
        let p = &self.printing;
        !(p.before_all || p.after_all || p.after_failure)
            && p.before.is_empty()
            && p.after.is_empty()
            && self.reproducer.is_none()
            && self.statistics.is_none()
    }

    /// Queues `text` for stderr at the current diagnostic position.
    fn emit(&mut self, cx: &PassContext<'_>, text: String) {
        let at = self.held_at.unwrap_or(cx.diags.diags.len());
        self.stderr.push((at, text));
    }

    /// Dumps `op` around the pass `name` (`arg`), to stderr or to the tree directory.
    fn dump(&mut self, cx: &PassContext<'_>, when: &str, name: &str, arg: &str, op: OpRef) {
        let text = dump_text(cx.ctx, cx.ir, &self.printing, when, name, arg, op);
        let Some(root) = self.printing.tree_dir.clone() else {
            self.emit(cx, text);
            return;
        };
        let path = self.tree.next_path(cx.ctx, cx.ir, op, arg, &root);
        if let Err(e) = crate::ir_printing::write_tree_file(&root, &path, &text) {
            self.emit(cx, e);
        }
    }

    /// Writes the reproducer of what is saved and reports the failure at `loc` (MLIR's
    /// `PassCrashReproducerGenerator::finalize`); nothing when nothing is saved.
    fn finalize(&mut self, cx: &mut PassContext<'_>, loc: Option<rmlir_ir::diag::FileLoc>) {
        let Some(config) = self.reproducer.clone() else {
            return;
        };
        let repro = std::mem::take(&mut self.repro);
        self.repro.failed = repro.failed;
        let (snap, running) = if config.local {
            let Some(snap) = repro.local.last() else {
                return;
            };
            (snap, repro.running.last().cloned().unwrap_or_default())
        } else {
            let Some(snap) = repro.full.as_ref() else {
                return;
            };
            (snap, format!("[{}]", repro.running.join(", ")))
        };
        let description = reproducer::write(
            cx.ctx,
            snap,
            &config.file,
            !cx.ctx.threading,
            self.verify_each,
            self.printing.options,
        );
        let mut d = Diagnostic::error(
            loc.clone(),
            "Failures have been detected while processing an MLIR pass pipeline",
        );
        d.notes.push(Diagnostic {
            loc,
            severity: Severity::Note,
            message: format!("Pipeline failed while executing {running}: {description}"),
            notes: Vec::new(),
        });
        cx.diags.emit(d);
    }
}

fn op_name(cx: &PassContext<'_>, op: OpRef) -> String {
    cx.ctx.str(cx.ir.body(op.0).op(op.1).name).to_string()
}

fn op_loc(cx: &PassContext<'_>, op: OpRef) -> Option<rmlir_ir::diag::FileLoc> {
    resolve_loc(cx.ctx, cx.ir.body(op.0).op(op.1).loc)
}

/// Runs `pm` on `op` (usually the top-level module). Errors were reported in
/// `cx.diags`; stderr text is in `inst.stderr`.
pub fn run_pipeline(
    pm: &mut OpPassManager,
    cx: &mut PassContext<'_>,
    op: OpRef,
    inst: &mut Instrumentation,
) -> Result<(), Reported> {
    if let Anchor::Op(name) = &pm.anchor {
        let actual = op_name(cx, op);
        if *name != actual {
            let loc = op_loc(cx, op);
            return Err(cx.diags.emit(Diagnostic::error(
                loc,
                format!("can't run '{name}' pass manager on '{actual}' op"),
            )));
        }
    }
    // The top op must be one a pass can run on (only not a `builtin.module` under
    // `--no-implicit-module`), checked as MLIR's pass adaptor checks it.
    if !pm.entries.is_empty() {
        let def = cx.ir.body(op.0).op(op.1).def;
        let refusal = match def {
            None => Some("trying to schedule a pass on an unregistered operation"),
            Some(d) if !d.has(rmlir_ir::opdef::traits::ISOLATED_FROM_ABOVE) => {
                Some("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
            }
            Some(_) => None,
        };
        if let Some(msg) = refusal {
            return Err(verifier::op_error(cx.ctx, cx.ir, cx.diags, op, msg));
        }
    }
    inst.repro = ReproState::default();
    if inst.reproducer.as_ref().is_some_and(|r| !r.local) {
        inst.repro.full = Some(Snapshot {
            ir: cx.ir.clone(),
            op,
            pipeline: format!(
                "{}({})",
                op_name(cx, op),
                reproducer::pipeline_elements(pm, ", ")
            ),
        });
    }
    let mut timing = inst.timing.take();
    let threads_before = inst.threads_user;
    let r = run_on(pm, cx, op, inst, timing.as_mut());
    if let Some(root) = &mut timing {
        root.user += inst.threads_user - threads_before;
    }
    inst.timing = timing;
    if r.is_err() {
        let root_loc = op_loc(cx, op);
        inst.finalize(cx, root_loc);
    }
    inst.repro = ReproState::default();
    if let Some(mode) = inst.statistics {
        let text = statistics::report(pm, mode);
        inst.emit(cx, text);
    }
    r.map_err(|_| Reported)
}

/// Whether `pm` holds only passes that split per function
/// ([`crate::Pass::splits_per_function`]), so that running it on a module is running it
/// on the module without its functions' bodies and on each function alone.
pub fn splits_per_function(pm: &OpPassManager) -> bool {
    pm.entries.iter().all(|e| match e {
        Entry::Pass(p) => p.pass.splits_per_function(),
        Entry::Nested(_) => false,
    })
}

/// Runs the passes of `pm` (one [`splits_per_function`]) on `op` whatever its anchor,
/// without instrumentation: each pass that changed anything is followed by `verify`
/// (MLIR's verification after each pass), which reports in `cx.diags` and says whether
/// the IR is valid. Used to run a module's pipeline on each of its functions apart.
///
/// With `defer_last`, the verification due after the last pass is left to the caller
/// (to run beside other work): the result says whether one is due.
pub fn run_passes_on(
    pm: &mut OpPassManager,
    cx: &mut PassContext<'_>,
    op: OpRef,
    verify: &mut dyn FnMut(&rmlir_ir::Ir, &mut rmlir_ir::DiagEngine) -> bool,
    defer_last: bool,
) -> Result<bool, Reported> {
    let last = pm.entries.len().saturating_sub(1);
    for (i, entry) in pm.entries.iter_mut().enumerate() {
        let Entry::Pass(p) = entry else {
            return Err(Reported);
        };
        cx.preserved = PreservedAnalyses::none();
        p.pass.run(cx, op)?;
        let preserved = std::mem::take(&mut cx.preserved);
        cx.analyses.invalidate(cx.ir, op, &preserved);
        if preserved.is_all() {
            continue;
        }
        if defer_last && i == last {
            return Ok(true);
        }
        if !verify(cx.ir, cx.diags) {
            return Err(Reported);
        }
    }
    Ok(false)
}

fn run_on(
    pm: &mut OpPassManager,
    cx: &mut PassContext<'_>,
    op: OpRef,
    inst: &mut Instrumentation,
    mut timer: Option<&mut TimerNode>,
) -> Result<(), Stop> {
    for entry in &mut pm.entries {
        match entry {
            Entry::Pass(p) => run_pass(p, cx, op, inst, timer.as_deref_mut())?,
            Entry::Nested(nested) => {
                let start = Instant::now();
                let targets = nested_targets(cx, op, &nested.anchor);
                let label = format!("'{}' Pipeline", nested.anchor.name());
                // As in MLIR, the pipeline's timer sits under the (hidden) timer of the
                // adaptor running it.
                let collection = format!("Pipeline Collection : ['{}']", nested.anchor.name());
                // The pipeline's timer is taken out while its passes add to it, and
                // put back under the same name.
                let mut child = timer.as_deref_mut().map(|t| {
                    let adaptor = t.child(&collection);
                    adaptor.hidden = true;
                    let node = adaptor.child(&label);
                    let taken = std::mem::take(node);
                    node.name = label.clone();
                    taken
                });
                let threads_before = inst.threads_user;
                if inst.is_plain() && parallel::worth_parallel(cx, &targets) {
                    let (r, runs) =
                        run_nested_parallel(nested, cx, &targets, inst, child.is_some());
                    if let (Some(t), Some(mut c)) = (timer.as_deref_mut(), child) {
                        let spent = start.elapsed();
                        let (on_threads, added) = TimerNode::from_threads(&label, runs);
                        c.accumulate(on_threads);
                        inst.threads_user += added;
                        let adaptor = t.child(&collection);
                        adaptor.add(spent);
                        adaptor.user += added;
                        *adaptor.child(&label) = c;
                    }
                    r?;
                    continue;
                }
                let outer_hold = inst.held_at;
                if cx.ctx.threading && targets.len() > 1 && outer_hold.is_none() {
                    inst.held_at = Some(cx.diags.diags.len());
                }
                let outer_symbols = inst.symbols.replace((op, SymbolTables::default()));
                let mut failed = false;
                let mut crashed = false;
                for t in targets {
                    match run_on(nested, cx, t, inst, child.as_mut()) {
                        Ok(()) => {}
                        Err(Stop::Failed) => failed = true,
                        Err(Stop::Crashed) => {
                            crashed = true;
                            break;
                        }
                    }
                }
                inst.held_at = outer_hold;
                inst.symbols = outer_symbols;
                if let (Some(t), Some(mut c)) = (timer.as_deref_mut(), child) {
                    let spent = start.elapsed();
                    let on_threads = inst.threads_user - threads_before;
                    c.add(spent);
                    c.user += on_threads;
                    let adaptor = t.child(&collection);
                    adaptor.add(spent);
                    adaptor.user += on_threads;
                    *adaptor.child(&label) = c;
                }
                if crashed {
                    return Err(Stop::Crashed);
                }
                if failed {
                    return Err(Stop::Failed);
                }
            }
        }
    }
    Ok(())
}

/// Runs the nested manager `pm` on `targets` on all threads ([`parallel`]), each
/// worker with its own copy of the passes; failures are gathered as the sequential
/// loop gathers them. Only used when nothing but verification and timers instruments
/// the run. With `timed`, also returns each target's pipeline timer with the index of
/// the thread it ran on.
fn run_nested_parallel(
    pm: &OpPassManager,
    cx: &mut PassContext<'_>,
    targets: &[OpRef],
    inst: &mut Instrumentation,
    timed: bool,
) -> (Result<(), Stop>, Vec<(usize, TimerNode)>) {
    let blueprint = pm.blueprint();
    let verify_each = inst.verify_each;
    let mark = inst.held_at.unwrap_or(cx.diags.diags.len());
    let results = parallel::for_each_isolated(
        cx,
        targets,
        || {
            let sub = Instrumentation {
                verify_each,
                ..Instrumentation::default()
            };
            (blueprint.build(), sub)
        },
        |(pm, sub), scx, t| {
            let start = Instant::now();
            let mut timer = timed.then(TimerNode::default);
            let threads_before = sub.threads_user;
            let r = run_on(pm, scx, t, sub, timer.as_mut());
            let timer = timer.map(|mut node| {
                node.add(start.elapsed());
                // Work this target handed to yet other threads.
                node.user += sub.threads_user - threads_before;
                (rayon::current_thread_index().unwrap_or(usize::MAX), node)
            });
            (r, std::mem::take(&mut sub.stderr), timer)
        },
    );
    let (mut failed, mut crashed) = (false, false);
    let mut timers = Vec::new();
    for (r, text, timer) in results {
        inst.stderr.extend(text.into_iter().map(|(_, t)| (mark, t)));
        timers.extend(timer);
        match r {
            Ok(()) => {}
            Err(Stop::Failed) => failed = true,
            Err(Stop::Crashed) => crashed = true,
        }
    }
    let r = if crashed {
        Err(Stop::Crashed)
    } else if failed {
        Err(Stop::Failed)
    } else {
        Ok(())
    };
    (r, timers)
}

/// Runs one pass on `op` with its hooks.
fn run_pass(
    p: &mut PassEntry,
    cx: &mut PassContext<'_>,
    op: OpRef,
    inst: &mut Instrumentation,
    timer: Option<&mut TimerNode>,
) -> Result<(), Stop> {
    let start = Instant::now();
    let (name, arg) = (p.info.name, p.info.argument);
    if let Some(config) = &inst.reproducer {
        if config.local {
            let pipeline = reproducer::local_pipeline(cx.ctx, cx.ir, op, &reproducer::pass_text(p));
            inst.repro.local.push(Snapshot {
                ir: cx.ir.clone(),
                op: top_level(cx.ir, op),
                pipeline,
            });
        }
        let running = reproducer::describe_pass_on(cx.ctx, cx.ir, name, op);
        inst.repro.running.push(running);
    }
    if inst.printing.before(arg) {
        inst.dump(cx, "Before", name, arg, op);
    }
    let prints_after = inst.printing.after(arg);
    let before = (prints_after && inst.printing.after_change).then(|| fingerprint(cx.ir, op));

    cx.preserved = PreservedAnalyses::none();
    if timer.is_some() {
        cx.analyses.start_timing();
    }
    let result = if inst.reproducer.is_some() {
        match reproducer::run_recovering(|| p.pass.run(cx, op)) {
            Ok(r) => r,
            Err(_) => {
                if let Some(t) = timer {
                    add_pass_time(t.child(name), cx, start.elapsed());
                }
                return Err(Stop::Crashed);
            }
        }
    } else {
        p.pass.run(cx, op)
    };
    let preserved = std::mem::take(&mut cx.preserved);
    cx.analyses.invalidate(cx.ir, op, &preserved);
    let mut ok = result.is_ok();
    if ok && inst.verify_each && !preserved.is_all() {
        ok = match &mut inst.symbols {
            Some((table, symbols)) => {
                let r = verifier::verify_with_symbols(cx.ctx, cx.ir, op, cx.diags, symbols);
                symbols.keep_only(*table);
                r.is_ok()
            }
            None => verifier::verify(cx.ctx, cx.ir, op, cx.diags).is_ok(),
        };
    }
    if let Some(t) = timer {
        add_pass_time(t.child(name), cx, start.elapsed());
    }

    let outcome = if ok {
        let changed = match before {
            Some(fp) => fp != fingerprint(cx.ir, op),
            None => true,
        };
        if prints_after && !inst.printing.after_failure && changed {
            inst.dump(cx, "After", name, arg, op);
        }
        Ok(())
    } else {
        if prints_after {
            inst.dump(cx, "After", &format!("{name} Failed"), arg, op);
        }
        if inst.reproducer.is_some() && !inst.repro.failed {
            inst.repro.failed = true;
            let loc = op_loc(cx, op);
            inst.finalize(cx, loc);
        }
        Err(Stop::Failed)
    };
    if outcome.is_ok() && inst.reproducer.is_some() {
        inst.repro.running.pop();
        inst.repro.local.pop();
    }
    outcome
}

/// Adds a run of a pass to its timer, with the analyses computed for it as `(A) Name`
/// timers under it (MLIR's `PassTiming` nests analysis timers in the pass's).
fn add_pass_time(t: &mut TimerNode, cx: &mut PassContext<'_>, spent: std::time::Duration) {
    t.add(spent);
    for (analysis, took) in cx.analyses.stop_timing() {
        t.child(&format!("(A) {analysis}")).add(took);
    }
}

/// The ops directly inside `op`'s regions a nested manager on `anchor` runs on.
fn nested_targets(cx: &PassContext<'_>, op: OpRef, anchor: &Anchor) -> Vec<OpRef> {
    let ir = &*cx.ir;
    let rb = ir.regions_body(op);
    let body = ir.body(rb);
    let mut out = Vec::new();
    let regions = ir.body(op.0).op(op.1).regions().to_vec();
    for r in regions {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                let d = body.op(o);
                let matches = match anchor {
                    Anchor::Any => d.nested().is_some(),
                    Anchor::Op(n) => cx.ctx.str(d.name) == n,
                };
                if matches {
                    out.push((rb, o));
                }
            }
        }
    }
    out
}
