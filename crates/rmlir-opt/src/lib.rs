//! The `rmlir-opt` driver (MLIR's `MlirOptMain`): command-line options as `mlir-opt` 22
//! spells them, input splitting, parsing, verification, the pass pipeline (from
//! `--pass-pipeline`/`-p`, pass flags or a reproducer's resources, with IR dumps, timing,
//! statistics and crash reproducers), diagnostics (plain or checked against `expected-*`
//! annotations, with the instrumentation's stderr text in between) and printing.
//!
//! [`run`] is the whole tool as a function, so tests run it in-process.
#![deny(unsafe_code)]

mod ahead;
mod input;
mod malloc;
mod options;
mod pass_list;
mod roundtrip;
mod stack;

pub use malloc::{Allocator, tune_purging};

pub use options::{Options, Parsed, Verbosity, parse_args};
pub use stack::{
    POOL_STACK, WORK_STACK, configure_thread_pool, die_on_broken_pipe, exit_now, on_large_stack,
};

use input::{Input, read_input, release_pages};
use rmlir_ir::diag::{DiagEngine, Diagnostic, FileLoc, Severity};
use rmlir_ir::printer::{PrintOptions, print_ir_with};
use rmlir_ir::{parser, verifier};
use rmlir_pass::ir_printing::IrPrinting;
use rmlir_pass::pipeline::{self, PipelineError};
use rmlir_pass::reproducer::{self, ReproducerConfig};
use rmlir_pass::timing::{self, TimerNode};
use rmlir_pass::{
    AnalysisManager, Anchor, Instrumentation, OpPassManager, PassContext, run_pipeline,
};
use rmlir_verify_diagnostics::{self as vd, Expectations, SourceFile};
use std::io::{Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// What a run of the tool produced.
#[derive(Debug, Default, Clone)]
pub struct Output {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub code: i32,
    /// Whether the functions were printed one by one as they were parsed; the
    /// output is the same either way.
    pub printed_ahead: bool,
}

/// Runs `rmlir-opt` with `args` (without the program name) and `stdin` as standard
/// input. Never panics on user input; errors give exit code 1.
pub fn run(args: &[String], stdin: &[u8]) -> Output {
    run_inner(args, stdin, None)
}

/// Where a streaming run writes as it goes.
pub struct Streams<'a> {
    pub stdout: &'a mut dyn Write,
    pub stderr: &'a mut dyn Write,
}

/// [`run`] writing to `streams`: the printed IR of an unsplit input, checked by no
/// `-verify-diagnostics` and bound for standard output, is written piece by piece as
/// it is printed (after the diagnostics before it) rather than held whole. Returns the
/// exit code.
pub fn run_streaming(args: &[String], stdin: &[u8], streams: &mut Streams<'_>) -> i32 {
    let out = run_inner(args, stdin, Some(streams));
    let _ = streams.stderr.write_all(&out.stderr);
    let _ = streams.stdout.write_all(&out.stdout);
    out.code
}

fn run_inner(args: &[String], stdin: &[u8], streams: Option<&mut Streams<'_>>) -> Output {
    let mut out = Output::default();
    let opts = match parse_args(args) {
        Ok(options::Parsed::Run(o)) => o,
        Ok(options::Parsed::Exit(text)) => {
            out.stdout = text.into_bytes();
            return out;
        }
        Err(msg) => {
            out.stderr = msg.into_bytes();
            out.code = 1;
            return out;
        }
    };
    let input = if opts.input == "-" {
        None
    } else {
        match read_input(&opts.input) {
            Ok(input) => Some(input),
            Err(e) => {
                out.stderr = format!(
                    "Could not open input file '{}': {}\n",
                    opts.input,
                    io_error_text(&e)
                )
                .into_bytes();
                out.code = 1;
                return out;
            }
        }
    };
    let bytes = input.as_ref().map_or(stdin, Input::bytes);
    let lossy;
    let text = match input::utf8(bytes, !opts.disable_threading) {
        Some(text) => text,
        None => {
            lossy = String::from_utf8_lossy(bytes).into_owned();
            &lossy
        }
    };
    let name = if opts.input == "-" {
        "<stdin>"
    } else {
        &opts.input
    };
    // The pages of a mapped file are given back as the parser is done with them (not
    // when the text is a lossy copy: nothing then reads the mapping again).
    let release_mapped;
    let release: Option<parser::Release<'_>> = match &input {
        Some(Input::Mapped(map)) if std::ptr::eq(text.as_ptr(), bytes.as_ptr()) => {
            release_mapped = move |range: std::ops::Range<usize>| release_pages(map, range);
            Some(&release_mapped)
        }
        _ => None,
    };
    let mut written = false;
    let ok = process(&opts, name, text, release, &mut out, streams, &mut written);
    if !ok {
        out.code = 1;
    }
    if out.code == 0
        && !written
        && let Some(path) = &opts.output
        && path != "-"
    {
        if let Err(e) = std::fs::write(path, &out.stdout) {
            out.stderr
                .extend_from_slice(output_file_error(path, &e).as_bytes());
            out.code = 1;
        }
        out.stdout.clear();
    }
    if out.code != 0
        && !written
        && let Some(path) = &opts.output
        && path != "-"
    {
        // mlir-opt keeps its output file only on success (`ToolOutputFile::keep`):
        // nothing of a failed run is printed, and a file already there is removed.
        out.stdout.clear();
        if std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
            let _ = std::fs::remove_file(path);
        }
    }
    out
}

/// A printer handing its text to the sink it is given, piece by piece.
type PrintTo<'a> = &'a mut dyn FnMut(&mut dyn FnMut(&str));

/// Writes `before`, then what `print` emits, then a newline to the file at `path`.
fn write_output_file(path: &str, before: &[u8], print: PrintTo<'_>) -> std::io::Result<()> {
    let mut w = std::io::BufWriter::with_capacity(1 << 16, std::fs::File::create(path)?);
    w.write_all(before)?;
    let mut failed = None;
    print(&mut |piece| {
        if failed.is_none()
            && let Err(e) = w.write_all(piece.as_bytes())
        {
            failed = Some(e);
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    w.write_all(b"\n")?;
    w.flush()
}

/// mlir-opt's message for an output file it cannot write.
fn output_file_error(path: &str, e: &std::io::Error) -> String {
    format!("cannot open output file '{path}': {}\n", io_error_text(e))
}

fn io_error_text(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => e.to_string(),
    }
}

/// Converts our diagnostic into the renderer's.
fn to_vd(d: &Diagnostic) -> vd::Diag {
    let sev = match d.severity {
        Severity::Error => vd::Severity::Error,
        Severity::Warning => vd::Severity::Warning,
        Severity::Note => vd::Severity::Note,
        Severity::Remark => vd::Severity::Remark,
    };
    let loc = d
        .loc
        .as_ref()
        .map(|FileLoc { file, line, col }| vd::Loc::new(file.clone(), *line, *col));
    let mut out = vd::Diag::new(loc, sev, d.message.clone());
    for n in &d.notes {
        out.notes.push(to_vd(n));
    }
    out
}

/// Processes the whole input (split or not); returns whether everything succeeded.
fn process(
    opts: &Options,
    name: &str,
    text: &str,
    release: Option<parser::Release<'_>>,
    out: &mut Output,
    mut streams: Option<&mut Streams<'_>>,
    written: &mut bool,
) -> bool {
    let started = Instant::now();
    let sources = [SourceFile { name, text }];
    let mut expectations = opts.verify_diagnostics.map(|mode| {
        let (ex, errors) = Expectations::parse(name, text, 0);
        for e in &errors {
            out.stderr
                .extend_from_slice(vd::render(e, &sources).as_bytes());
        }
        ex.with_mode(mode)
    });
    let chunks: Vec<(&str, u32)> = match &opts.split_marker {
        Some(marker) => {
            let (chunks, warnings) = vd::split_input_file(name, text, marker);
            for w in &warnings {
                report(w, &sources, &mut expectations, out);
            }
            chunks
                .iter()
                .map(|c| (c.text, c.first_line.saturating_sub(1)))
                .collect()
        }
        None => vec![(text, 0)],
    };
    let mut ok = true;
    let mut session = Session {
        timers: opts.timing.then(TimerNode::default),
    };
    for (i, (chunk, line_offset)) in chunks.iter().enumerate() {
        if i > 0 {
            out.stdout
                .extend_from_slice(vd::output_separator(&opts.output_split_marker).as_bytes());
        }
        let mut diags = DiagEngine::default();
        let mut stderr_text = Vec::new();
        let printed = process_chunk(
            opts,
            Chunk {
                name,
                text: chunk,
                line_offset: *line_offset,
                release: release.filter(|_| chunks.len() == 1),
            },
            &mut diags,
            &mut session,
            &mut stderr_text,
        );
        // Text for stderr goes between the diagnostics emitted before and after it.
        stderr_text.append(&mut diags.text);
        stderr_text.sort_by_key(|(at, _)| *at);
        let mut pending = stderr_text.into_iter().peekable();
        for (i, d) in diags.diags.iter().enumerate() {
            while let Some((_, text)) = pending.next_if(|(at, _)| *at <= i) {
                out.stderr.extend_from_slice(text.as_bytes());
            }
            let shown = match d.severity {
                Severity::Warning => opts.diagnostic_verbosity >= Verbosity::Warnings,
                Severity::Remark => opts.diagnostic_verbosity >= Verbosity::Remarks,
                Severity::Error => true,
                // Notes emitted on their own; those attached to a diagnostic stay.
                Severity::Note => !opts.disable_diagnostic_notes,
            };
            if !shown && expectations.is_none() {
                continue;
            }
            let mut d = to_vd(d);
            if expectations.is_some() || !opts.print_op_on_diagnostic {
                // Like mlir-opt, ops are not printed on diagnostics under
                // -verify-diagnostics or with `--mlir-print-op-on-diagnostic=false`.
                d.notes
                    .retain(|n| !n.message.starts_with("see current operation: "));
            }
            report(&d, &sources, &mut expectations, out);
        }
        for (_, text) in pending {
            out.stderr.extend_from_slice(text.as_bytes());
        }
        let Some(mut chunk_ir) = printed else {
            ok = false;
            continue;
        };
        out.printed_ahead |= chunk_ir.ahead.is_some();
        let whole = chunks.len() == 1 && expectations.is_none();
        let to_file = opts.output.as_deref().filter(|o| whole && ok && *o != "-");
        let stream_to = streams
            .as_deref_mut()
            .filter(|_| whole && opts.output.as_deref().is_none_or(|o| o == "-"));
        if let Some(path) = to_file {
            // Written as it is printed, not held whole first.
            *written = true;
            let pending = std::mem::take(&mut out.stdout);
            let wrote = session.time("Output", || {
                write_output_file(path, &pending, &mut |emit| chunk_ir.print_with(emit))
            });
            if let Err(e) = wrote {
                out.stderr
                    .extend_from_slice(output_file_error(path, &e).as_bytes());
                ok = false;
            }
        } else {
            match stream_to {
                Some(st) => {
                    // What came before goes out first, as if it had been written as it
                    // happened.
                    let _ = st.stderr.write_all(&std::mem::take(&mut out.stderr));
                    let _ = st.stdout.write_all(&std::mem::take(&mut out.stdout));
                    let mut failed = false;
                    session.time("Output", || {
                        chunk_ir.print_with(&mut |piece| {
                            failed |= !failed && st.stdout.write_all(piece.as_bytes()).is_err();
                        })
                    });
                    let _ = st.stdout.write_all(b"\n");
                }
                None => {
                    let mut s = session.time("Output", || {
                        let mut s = String::new();
                        chunk_ir.print_with(&mut |piece| s.push_str(piece));
                        s
                    });
                    s.push('\n');
                    if out.stdout.is_empty() {
                        out.stdout = s.into_bytes();
                    } else {
                        out.stdout.extend_from_slice(s.as_bytes());
                    }
                }
            }
        }
        if SKIP_TEARDOWN.load(Ordering::Relaxed) && chunks.len() == 1 {
            // The process exits next: freeing a large IR piece by piece would only cost
            // time (clang's `-disable-free`).
            std::mem::forget(chunk_ir);
        }
    }
    if let Some(t) = &session.timers {
        out.stderr.extend_from_slice(
            timing::report(
                t,
                started.elapsed(),
                opts.timing_display,
                opts.timing_format,
            )
            .as_bytes(),
        );
    }
    match expectations {
        Some(ex) => {
            let failed_before = ex.has_failed();
            let rest = ex.finish();
            for d in &rest {
                out.stderr
                    .extend_from_slice(vd::render(d, &sources).as_bytes());
            }
            !failed_before && rest.is_empty()
        }
        None => ok,
    }
}

fn report(
    d: &vd::Diag,
    sources: &[SourceFile<'_>],
    expectations: &mut Option<Expectations>,
    out: &mut Output,
) {
    match expectations {
        Some(ex) => {
            for f in ex.handle(d) {
                out.stderr
                    .extend_from_slice(vd::render(&f, sources).as_bytes());
            }
        }
        None => out
            .stderr
            .extend_from_slice(vd::render(d, sources).as_bytes()),
    }
}

/// State shared by the chunks of one run: the timers of `--mlir-timing`.
struct Session {
    timers: Option<TimerNode>,
}

impl Session {
    fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let r = f();
        if let Some(t) = &mut self.timers {
            t.child(name).add(start.elapsed());
        }
        r
    }
}

/// Builds the pass manager for the top-level op named `top`: the pipeline of a
/// reproducer (`--run-reproducer`), replaced by `--pass-pipeline` or extended by the pass
/// flags in order (mlir-opt's flag mode).
fn build_pipeline(
    opts: &Options,
    top: &str,
    base: Option<OpPassManager>,
) -> Result<OpPassManager, PipelineError> {
    let registry = rmlir_transforms::registry();
    if opts.pass_pipeline.is_some() && !opts.pass_flags.is_empty() {
        return Err(PipelineError {
            stderr: None,
            message: "'-pass-pipeline' option can't be used with individual pass options".into(),
        });
    }
    if let Some(p) = &opts.pass_pipeline {
        return pipeline::parse_pipeline(&registry, p);
    }
    let mut pm = base.unwrap_or_else(|| OpPassManager::new(Anchor::Op(top.to_string())));
    for (name, options) in &opts.pass_flags {
        pm.add_named(&registry, name, options.as_deref(), true)?;
    }
    Ok(pm)
}

/// The instrumentation the flags ask for.
fn instrumentation(opts: &Options, print_options: PrintOptions) -> Instrumentation {
    let mut inst = Instrumentation::default();
    inst.verify_each = opts.verify_each;
    inst.printing = IrPrinting {
        before_all: opts.print_ir_before_all,
        after_all: opts.print_ir_after_all,
        before: opts.print_ir_before.clone(),
        after: opts.print_ir_after.clone(),
        after_change: opts.print_ir_after_change,
        after_failure: opts.print_ir_after_failure,
        module_scope: opts.print_ir_module_scope,
        tree_dir: opts.print_ir_tree_dir.clone(),
        options: print_options,
    };
    inst.reproducer = opts.crash_reproducer.as_ref().map(|file| ReproducerConfig {
        file: file.clone(),
        local: opts.local_reproducer,
    });
    inst.statistics = opts.pass_statistics.then_some(opts.pass_statistics_display);
    inst
}

/// A byte offset of `text` as a location of `name` (lines shifted by `line_offset`).
fn offset_loc(name: &str, text: &str, offset: usize, line_offset: u32) -> FileLoc {
    let before = &text.as_bytes()[..offset.min(text.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    FileLoc {
        file: name.to_string(),
        line: line + line_offset,
        col: (offset - line_start) as u32 + 1,
    }
}

/// A buffer to process: the input's name, the text, the line it starts at, and who to
/// tell about text the parser is done with.
struct Chunk<'a> {
    name: &'a str,
    text: &'a str,
    line_offset: u32,
    release: Option<parser::Release<'a>>,
}

/// The printer's options the command line asks for.
pub(crate) fn print_options(opts: &Options) -> PrintOptions {
    PrintOptions {
        generic: opts.print_generic,
        debuginfo: opts.print_debuginfo,
        local_scope: opts.print_local_scope,
        elide_elements_above: opts.elide_elements_above,
        skip_regions: opts.print_skip_regions,
        unique_ssa_ids: opts.print_unique_ssa_ids,
        hex_elements_above: opts.hex_elements_above,
        value_users: opts.print_value_users,
        nameloc_prefix: opts.use_nameloc_as_prefix,
        pretty_debuginfo: opts.pretty_debuginfo,
        elide_resource_strings_above: opts.elide_resource_strings_above,
    }
}

/// Parses, verifies and runs the passes on one buffer, returning the IR to print;
/// `None` when an error was reported. Text for stderr (IR dumps, the pipeline,
/// statistics) goes to `stderr_text` with the number of diagnostics emitted before it.
fn process_chunk(
    opts: &Options,
    chunk: Chunk<'_>,
    diags: &mut DiagEngine,
    session: &mut Session,
    stderr_text: &mut Vec<(usize, String)>,
) -> Option<ChunkIr> {
    let Chunk {
        name,
        text,
        line_offset,
        release,
    } = chunk;
    let print_options = print_options(opts);
    let new_context = || {
        let mut ctx = rmlir_dialects::context();
        ctx.allow_unregistered = opts.allow_unregistered;
        ctx.no_implicit_module = opts.no_implicit_module;
        ctx.threading = !opts.disable_threading;
        ctx.diagnostic_print = print_options;
        ctx
    };
    if let Some(passes) = ahead_passes(opts) {
        let ctx = new_context();
        if let Some((ir, ahead)) = ahead::process(
            &ctx,
            text,
            name,
            line_offset,
            release,
            print_options,
            passes,
        ) {
            return Some(ChunkIr {
                ctx,
                ir,
                options: print_options,
                ahead: Some(ahead),
            });
        }
    }
    let mut ctx = new_context();
    let mut ir = session.time("Parser", || {
        parser::parse_source_releasing(&ctx, diags, text, name, line_offset, release).ok()
    })?;
    // The recorded pipeline and flags of a reproducer (`--run-reproducer`), which
    // consumes its `mlir_reproducer` resource (not printed back).
    if opts.run_reproducer {
        ctx.resources().take_external("mlir_reproducer");
    }
    let repro = if opts.run_reproducer {
        match reproducer::parse_resources(text) {
            Ok(r) => r,
            Err(e) => {
                let loc = offset_loc(name, text, e.offset, line_offset);
                diags.emit(Diagnostic::error(Some(loc), e.message));
                return None;
            }
        }
    } else {
        None
    };
    let top = ir.top?;
    if opts.verify_on_parse {
        verifier::verify(&ctx, &ir, top, diags).ok()?;
    }
    if opts.verify_roundtrip {
        let rt = roundtrip::RoundTrip {
            ctx: &ctx,
            ir: &ir,
            top,
            fresh: &new_context,
            verify_on_parse: opts.verify_on_parse,
        };
        rt.verify(diags).ok()?;
    }
    if opts.crash_reproducer.is_some() && opts.local_reproducer && ctx.threading {
        diags.emit(Diagnostic::error(
            None,
            "Local crash reproduction may not be used without disabling mutli-threading first.",
        ));
        return None;
    }
    if opts.print_ir_module_scope && ctx.threading {
        diags.emit(Diagnostic::error(
            None,
            "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n",
        ));
        return None;
    }
    let mut inst = instrumentation(opts, print_options);
    let top_name = ctx.str(ir.body(top.0).op(top.1).name).to_string();
    let mut base = None;
    if let Some(r) = &repro {
        if let Some(p) = &r.pipeline {
            match pipeline::parse_pipeline(&rmlir_transforms::registry(), p) {
                Ok(pm) => base = Some(pm),
                Err(e) => {
                    // Parsed without an error handler: LLVM prints the error as is.
                    let mut t = e
                        .stderr
                        .map(|s| format!("rmlir-opt: {s}\n"))
                        .unwrap_or_default();
                    t.push_str(&e.message);
                    stderr_text.push((diags.diags.len(), t));
                    return None;
                }
            }
        }
        if let Some(dt) = r.disable_threading {
            ctx.threading = !dt;
        }
        if let Some(v) = r.verify_each {
            inst.verify_each = v;
        }
    }
    let mut pm = match build_pipeline(opts, &top_name, base) {
        Ok(pm) => pm,
        Err(e) => {
            if let Some(s) = e.stderr {
                stderr_text.push((diags.diags.len(), format!("rmlir-opt: {s}\n")));
            }
            diags.emit(Diagnostic::error(None, e.message));
            return None;
        }
    };
    if opts.dump_pass_pipeline {
        stderr_text.push((diags.diags.len(), pm.dump()));
    }
    inst.timing = session.timers.take();
    // Whether the IR to print is known to verify: checked after parsing, and after
    // every pass that ran (if any did).
    let verified = opts.verify_on_parse && (pm.entries.is_empty() || inst.verify_each);
    let mut analyses = AnalysisManager::new();
    let mut cx = PassContext::new(&mut ir, &ctx, diags, &mut analyses);
    let r = run_pipeline(&mut pm, &mut cx, top, &mut inst);
    session.timers = inst.timing.take();
    stderr_text.append(&mut inst.stderr);
    r.ok()?;
    let mut options = print_options;
    // Like MLIR's printer (`verifyOpAndAdjustFlags`), IR that does not verify is
    // printed in the generic form, unless `--mlir-print-assume-verified`; what the
    // verifier says is not reported.
    if !verified
        && !options.generic
        && !opts.print_assume_verified
        && verifier::verify(&ctx, &ir, top, &mut DiagEngine::default()).is_err()
    {
        options.generic = true;
    }
    Some(ChunkIr {
        ctx,
        ir,
        options,
        ahead: None,
    })
}

/// Whether a chunk may be printed ahead ([`ahead`]), and the passes to run on each
/// function then (`Some(None)`: none).
fn ahead_passes(opts: &Options) -> Option<Option<ahead::Passes>> {
    if !ahead::applies(opts) {
        return None;
    }
    if opts.pass_pipeline.is_none() && opts.pass_flags.is_empty() {
        return Some(None);
    }
    // The parsed top-level op is always a `builtin.module`. A pipeline that does not
    // build is reported by the usual path.
    let pm = build_pipeline(opts, "builtin.module", None).ok()?;
    rmlir_pass::splits_per_function(&pm).then(|| {
        Some(ahead::Passes {
            blueprint: pm.blueprint(),
            verify_each: opts.verify_each,
        })
    })
}

/// A chunk's IR after its passes, to print.
struct ChunkIr {
    ctx: rmlir_ir::Context,
    ir: rmlir_ir::Ir,
    options: PrintOptions,
    /// Where the functions were printed ahead ([`ahead`]): their texts (`ir` is then
    /// the module without their bodies).
    ahead: Option<ahead::Ahead>,
}

impl ChunkIr {
    /// Prints the IR as `mlir-opt` prints its top-level op, handing the text to `emit`
    /// piece by piece.
    fn print_with(&mut self, emit: &mut dyn FnMut(&str)) {
        match &mut self.ahead {
            Some(ahead) => ahead.print(&self.ctx, &self.ir, emit),
            None => print_ir_with(&self.ctx, &self.ir, self.options, emit),
        }
    }
}

/// Set by the binary: the IR of an unsplit input is not freed after printing.
static SKIP_TEARDOWN: AtomicBool = AtomicBool::new(false);

/// For the binary, which exits right after [`run`]: skips freeing the IR of an unsplit
/// input, as clang's `-disable-free` does. Tests running [`run`] in-process leave it
/// off.
pub fn skip_teardown() {
    SKIP_TEARDOWN.store(true, Ordering::Relaxed);
}

/// Keeps panics caught for a crash reproducer quiet, as mlir-opt's crash recovery is
/// (for the binary; call once at start).
pub fn install_panic_hook() {
    reproducer::install_quiet_panic_hook();
}

/// Reads all of standard input (for the binary).
pub fn read_stdin() -> Vec<u8> {
    let mut v = Vec::new();
    let _ = std::io::stdin().read_to_end(&mut v);
    v
}
