//! Functions parsed, verified and printed one at a time: when a run only parses,
//! verifies and prints (no passes, no instrumentation), each function of a large input
//! is verified and printed on the thread that parsed it as soon as its body is parsed,
//! and its IR freed, instead of the IR of the whole input being built first
//! ([`parser::parse_source_streamed`], [`ModulePrint`]). The output is the same; the
//! memory a run needs is the text of the output rather than the IR of the input.
//!
//! ```text
//! scan:   top level, function bodies skipped ...............|
//! pool:     parse @f0 -> verify -> print -> free | parse @f1 -> ...
//! end:                                                        verify the module without
//!                                                             its functions, print it
//!                                                             around their texts
//! ```
//!
//! Anything unusual (a diagnostic, a function not directly in the top module, a symbol
//! use this cannot resolve) gives up, and the input is processed the usual way, which
//! reports what there is to report.

use crate::options::Options;
use rmlir_ir::Context;
use rmlir_ir::diag::DiagEngine;
use rmlir_ir::ir::{Ir, OpRef};
use rmlir_ir::parser::{self, Release, StreamSink};
use rmlir_ir::printer::{ModulePrint, Piece, PrintOptions};
use rmlir_ir::verifier::{self, OuterSymbols, SymbolNames};
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::{Mutex, OnceLock};

/// A chunk's output made ahead: the top level and the texts of its functions.
pub(crate) struct Ahead {
    print: ModulePrint,
    pieces: FxHashMap<OpRef, Piece>,
}

impl Ahead {
    /// Prints the module `ir` around the functions' texts (which are freed as they go
    /// out).
    pub(crate) fn print(&mut self, ctx: &Context, ir: &Ir, emit: &mut dyn FnMut(&str)) {
        let pieces = std::mem::take(&mut self.pieces);
        self.print.finish(ctx, ir, pieces, emit);
    }
}

/// Whether a run may print ahead: nothing but parsing, verifying and printing in a
/// form whose functions print alone, on several threads, with diagnostics reported
/// plainly.
pub(crate) fn applies(opts: &Options) -> bool {
    !opts.disable_threading
        && opts.verify_diagnostics.is_none()
        && opts.pass_pipeline.is_none()
        && opts.pass_flags.is_empty()
        && !opts.dump_pass_pipeline
        && !opts.print_generic
        && !opts.print_debuginfo
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

/// Parses, verifies and prints ahead: the top level and what was printed; `None`
/// (nothing reported) where that gave up.
pub(crate) fn process(
    ctx: &Context,
    text: &str,
    name: &str,
    line_offset: u32,
    release: Option<Release<'_>>,
    options: PrintOptions,
) -> Option<(Ir, Ahead)> {
    let sink = Sink {
        ctx,
        options,
        module: OnceLock::new(),
        pieces: Mutex::new(Vec::new()),
    };
    let mut diags = DiagEngine::default();
    let ir =
        parser::parse_source_streamed(ctx, &mut diags, text, name, line_offset, release, &sink)?;
    let Sink { module, pieces, .. } = sink;
    let (print, _) = module.into_inner()?;
    let pieces: FxHashMap<OpRef, Piece> = pieces
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .collect();
    // The module without its functions (which were verified whole).
    let top = ir.top?;
    let elsewhere: FxHashSet<OpRef> = pieces.keys().copied().collect();
    let ok = verifier::verify_except(ctx, &ir, top, &mut diags, elsewhere).is_ok()
        // Printed verbatim, such a byte would be taken for a marker.
        && !ctx.has_marker_bytes();
    (ok && diags.diags.is_empty()).then_some((ir, Ahead { print, pieces }))
}

/// What the parser hands each function to.
struct Sink<'a> {
    ctx: &'a Context,
    options: PrintOptions,
    /// Set when the top level is parsed: the module's print, and its symbols.
    module: OnceLock<(ModulePrint, SymbolNames)>,
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
        self.module.set((print, names)).is_ok()
    }

    fn function(&self, top: &Ir, func: OpRef, ir: Ir, text_len: usize) -> bool {
        let (Some((print, names)), Some(t), Some(shell)) = (self.module.get(), top.top, ir.top)
        else {
            return false;
        };
        if top.parent_op(func) != Some(t) {
            return false;
        }
        let mut diags = DiagEngine::default();
        let outer = OuterSymbols::new(top, t, names);
        let verified = verifier::verify_detached(self.ctx, &ir, shell, &mut diags, &outer);
        if verified.is_err() || !diags.diags.is_empty() {
            return false;
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
