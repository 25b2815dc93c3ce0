//! Functions parsed, verified, transformed and printed one at a time: when a run's
//! passes all split per function ([`rmlir_pass::splits_per_function`]: none, or
//! `canonicalize` and `cse` on the module) and nothing instruments it, each function
//! of a large input is verified, run through the passes, verified again and printed on
//! the thread that parsed it as soon as its body is parsed, and its IR freed, instead
//! of the IR of the whole input being built first ([`parser::parse_source_streamed`],
//! [`ModulePrint`]). The output is the same; the memory a run needs is the text of the
//! output rather than the IR of the input, and each function's work is done while it
//! is in the caches.
//!
//! ```text
//! scan:   top level, function bodies skipped ...............|
//! pool:     parse @f0 -> verify -> passes -> verify -> print -> free | parse @f1 -> ...
//! end:                                                        the module without its
//!                                                             functions: verify, passes,
//!                                                             print around their texts
//! ```
//!
//! A module whose only function is large is kept whole (its body parsed on all threads)
//! and printed the usual way at the end; what that print settles before writing (names,
//! aliases) is settled while the module is verified for the last time (after parsing,
//! or after the last pass that changed it).
//!
//! Anything unusual (a diagnostic, a function not directly in the top module, a symbol
//! use this cannot resolve) gives up, and the input is processed the usual way, which
//! reports what there is to report.

use crate::options::Options;
use rmlir_ir::Context;
use rmlir_ir::diag::DiagEngine;
use rmlir_ir::ir::{EnclosingSymbols, Ir, OpRef};
use rmlir_ir::parser::{self, Release, StreamSink};
use rmlir_ir::printer::{ModulePrint, Piece, PreparedPrint, PrintOptions, prepare_top_op};
use rmlir_ir::verifier::{self, OuterSymbols, SymbolNames};
use rmlir_pass::pipeline::Blueprint;
use rmlir_pass::{AnalysisManager, OpPassManager, PassContext, run_passes_on};
use rustc_hash::{FxHashMap, FxHashSet};
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// A chunk's output made ahead: the top level and the texts of its functions.
pub(crate) struct Ahead {
    print: ModulePrint,
    pieces: FxHashMap<OpRef, Piece>,
    /// The module's print, settled while it was last verified, when no function was
    /// printed ahead (a module of one large function, kept whole) and the IR to print
    /// was verified (after parsing, or after the last pass that changed it).
    prepared: Option<PreparedPrint>,
}

impl Ahead {
    /// Prints the module `ir` around the functions' texts (which are freed as they go
    /// out).
    pub(crate) fn print(&mut self, ctx: &Context, ir: &Ir, emit: &mut dyn FnMut(&str)) {
        let pieces = std::mem::take(&mut self.pieces);
        self.print
            .finish(ctx, ir, pieces, self.prepared.take(), emit);
    }
}

/// Whether a run may print ahead (if its passes split per function): a form whose
/// functions print alone, on several threads, nothing instrumented, diagnostics
/// reported plainly.
pub(crate) fn applies(opts: &Options) -> bool {
    !opts.disable_threading
        && opts.verify_diagnostics.is_none()
        && !opts.dump_pass_pipeline
        && crate::print_options(opts).prints_ahead()
        && !opts.verify_roundtrip
        && opts.verify_on_parse
        && !opts.no_implicit_module
        && opts.print_op_on_diagnostic
        && opts.diagnostic_verbosity == crate::Verbosity::Remarks
        && !opts.timing
        && !opts.pass_statistics
        && !opts.print_ir_before_all
        && !opts.print_ir_after_all
        && opts.print_ir_before.is_empty()
        && opts.print_ir_after.is_empty()
        && !opts.print_ir_after_change
        && !opts.print_ir_after_failure
        && !opts.print_ir_module_scope
        && opts.print_ir_tree_dir.is_none()
        && opts.crash_reproducer.is_none()
        && !opts.run_reproducer
}

/// The passes to run on each function and on the module without them.
pub(crate) struct Passes {
    pub(crate) blueprint: Blueprint,
    pub(crate) verify_each: bool,
}

/// Parses, verifies, runs `passes` and prints ahead: the top level and what was
/// printed; `None` (nothing reported) where that gave up.
pub(crate) fn process(
    ctx: &Context,
    text: &str,
    name: &str,
    line_offset: u32,
    release: Option<Release<'_>>,
    options: PrintOptions,
    passes: Option<Passes>,
) -> Option<(Ir, Ahead)> {
    static NEXT_RUN: AtomicU64 = AtomicU64::new(1);
    let sink = Sink {
        ctx,
        options,
        passes: passes.as_ref(),
        run: NEXT_RUN.fetch_add(1, Ordering::Relaxed),
        module: OnceLock::new(),
        pieces: Mutex::new(Vec::new()),
    };
    let mut diags = DiagEngine::default();
    let mut ir =
        parser::parse_source_streamed(ctx, &mut diags, text, name, line_offset, release, &sink)?;
    let Sink { module, pieces, .. } = sink;
    let (mut print, _, _) = module.into_inner()?;
    let pieces: FxHashMap<OpRef, Piece> = pieces
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .collect();
    // Printed verbatim, such a byte would be taken for a marker.
    if ctx.has_marker_bytes() {
        return None;
    }
    // The module without its functions (which were verified whole).
    let top = ir.top?;
    let elsewhere: FxHashSet<OpRef> = pieces.keys().copied().collect();
    let verify = |ir: &Ir, diags: &mut DiagEngine| {
        verifier::verify_except(ctx, ir, top, diags, elsewhere.clone()).is_ok()
            && diags.diags.is_empty()
    };
    // A module whose one function was kept whole is printed after its last
    // verification: what that print settles first (names, aliases: one thread's walks
    // over the whole function) is settled meanwhile, when `prepare`.
    let verify_and_prepare = |ir: &Ir, diags: &mut DiagEngine, prepare: bool| {
        rayon::join(
            || verify(ir, diags),
            || prepare.then(|| prepare_top_op(ctx, ir, top, options)),
        )
    };
    let whole = pieces.is_empty();
    let (verified, mut prepared) = verify_and_prepare(&ir, &mut diags, whole && passes.is_none());
    if !verified {
        return None;
    }
    if let Some(passes) = &passes {
        let mut pm = passes.blueprint.build();
        let mut analyses = AnalysisManager::new();
        let mut cx = PassContext::new(&mut ir, ctx, &mut diags, &mut analyses);
        let verify_each = passes.verify_each;
        let mut check = |ir: &Ir, diags: &mut DiagEngine| !verify_each || verify(ir, diags);
        let defer = whole && verify_each;
        let due = run_passes_on(&mut pm, &mut cx, top, &mut check, defer).ok()?;
        if due {
            let verified;
            (verified, prepared) = verify_and_prepare(&ir, &mut diags, true);
            if !verified {
                return None;
            }
        }
        if !diags.diags.is_empty() {
            return None;
        }
        // A module kept whole is printed from its prepared print (or one made then),
        // not from the module print's names.
        if !whole {
            print.refresh(ctx, &ir);
        }
    }
    Some((
        ir,
        Ahead {
            print,
            pieces,
            prepared,
        },
    ))
}

thread_local! {
    /// A pass manager of this thread's for the functions of a run (its passes keep
    /// state, such as canonicalize's patterns, from one function to the next), with
    /// the run it belongs to.
    static FUNCTION_PASSES: RefCell<Option<(u64, OpPassManager)>> = const { RefCell::new(None) };
}

/// Runs `f` with this thread's pass manager for run `run`, built from `blueprint`.
fn with_passes<R>(run: u64, blueprint: &Blueprint, f: impl FnOnce(&mut OpPassManager) -> R) -> R {
    FUNCTION_PASSES.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.as_ref().is_none_or(|(r, _)| *r != run) {
            *slot = Some((run, blueprint.build()));
        }
        let (_, pm) = slot.as_mut().expect("just built");
        f(pm)
    })
}

/// What the parser hands each function to.
struct Sink<'a> {
    ctx: &'a Context,
    options: PrintOptions,
    passes: Option<&'a Passes>,
    /// This run, among those of the process (for [`with_passes`]).
    run: u64,
    /// Set when the top level is parsed: the module's print, its symbol names, and
    /// its symbols as the functions' passes may read them.
    module: OnceLock<(ModulePrint, SymbolNames, Option<Arc<EnclosingSymbols>>)>,
    pieces: Mutex<Vec<(OpRef, Piece)>>,
}

impl StreamSink for Sink<'_> {
    fn begin(&self, top: &Ir) -> bool {
        let Some(t) = top.top else {
            return false;
        };
        let Some(print) = ModulePrint::new(self.ctx, top, t, self.options) else {
            return false;
        };
        let names = SymbolNames::of(self.ctx, top, t);
        // Only passes look symbols up.
        let symbols = self.passes.and_then(|_| EnclosingSymbols::of(top, t));
        self.module.set((print, names, symbols)).is_ok()
    }

    fn function(&self, top: &Ir, func: OpRef, ir: Ir, text_len: usize) -> bool {
        let (Some((print, names, symbols)), Some(t), Some(shell)) =
            (self.module.get(), top.top, ir.top)
        else {
            return false;
        };
        if top.parent_op(func) != Some(t) {
            return false;
        }
        let mut ir = ir;
        ir.enclosing = symbols.clone();
        let mut diags = DiagEngine::default();
        let outer = OuterSymbols::new(top, t, names);
        let ctx = self.ctx;
        let verify = |ir: &Ir, diags: &mut DiagEngine| {
            verifier::verify_detached(ctx, ir, shell, diags, &outer).is_ok()
                && diags.diags.is_empty()
        };
        if !verify(&ir, &mut diags) {
            return false;
        }
        if let Some(passes) = self.passes {
            let ran = with_passes(self.run, &passes.blueprint, |pm| {
                let mut analyses = AnalysisManager::new();
                let mut cx = PassContext::new(&mut ir, ctx, &mut diags, &mut analyses);
                let mut check =
                    |ir: &Ir, diags: &mut DiagEngine| !passes.verify_each || verify(ir, diags);
                run_passes_on(pm, &mut cx, shell, &mut check, false).is_ok()
            });
            if !ran || !diags.diags.is_empty() {
                return false;
            }
        }
        let Some(piece) = print.print_ahead(self.ctx, func, &ir, shell, text_len) else {
            return false;
        };
        drop(ir);
        self.pieces
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((func, piece));
        true
    }
}
