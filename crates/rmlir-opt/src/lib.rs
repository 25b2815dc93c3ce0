//! The `rmlir-opt` driver (MLIR's `MlirOptMain`): command-line options as `mlir-opt` 22
//! spells them, input splitting, parsing, verification, diagnostics (plain or checked
//! against `expected-*` annotations) and printing.
//!
//! [`run`] is the whole tool as a function, so tests run it in-process.
#![forbid(unsafe_code)]

mod options;

pub use options::{Options, parse_args};

use rmlir_ir::diag::{DiagEngine, Diagnostic, FileLoc, Severity};
use rmlir_ir::printer::{PrintOptions, print_ir};
use rmlir_ir::{parser, verifier};
use rmlir_verify_diagnostics::{self as vd, Expectations, SourceFile};
use std::io::Read;

/// What a run of the tool produced.
#[derive(Debug, Default, Clone)]
pub struct Output {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub code: i32,
}

/// Runs `rmlir-opt` with `args` (without the program name) and `stdin` as standard
/// input. Never panics on user input; errors give exit code 1.
pub fn run(args: &[String], stdin: &[u8]) -> Output {
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
    let (name, text) = if opts.input == "-" {
        (
            "<stdin>".to_string(),
            String::from_utf8_lossy(stdin).into_owned(),
        )
    } else {
        match std::fs::read(&opts.input) {
            Ok(bytes) => (
                opts.input.clone(),
                String::from_utf8_lossy(&bytes).into_owned(),
            ),
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
    let ok = process(&opts, &name, &text, &mut out);
    if !ok {
        out.code = 1;
    }
    if out.code == 0
        && let Some(path) = &opts.output
        && path != "-"
    {
        if let Err(e) = std::fs::write(path, &out.stdout) {
            out.stderr.extend_from_slice(
                format!("cannot open output file '{path}': {}\n", io_error_text(&e)).as_bytes(),
            );
            out.code = 1;
        }
        out.stdout.clear();
    }
    out
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
fn process(opts: &Options, name: &str, text: &str, out: &mut Output) -> bool {
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
    for (i, (chunk, line_offset)) in chunks.iter().enumerate() {
        if i > 0 {
            out.stdout
                .extend_from_slice(vd::output_separator(&opts.output_split_marker).as_bytes());
        }
        let mut diags = DiagEngine::default();
        let printed = process_chunk(opts, name, chunk, *line_offset, &mut diags);
        for d in &diags.diags {
            let mut d = to_vd(d);
            if expectations.is_some() {
                // Like mlir-opt, ops are not printed on diagnostics under
                // -verify-diagnostics.
                d.notes
                    .retain(|n| !n.message.starts_with("see current operation: "));
            }
            report(&d, &sources, &mut expectations, out);
        }
        match printed {
            Some(s) if out.stdout.is_empty() => out.stdout = s.into_bytes(),
            Some(s) => out.stdout.extend_from_slice(s.as_bytes()),
            None => ok = false,
        }
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

/// Parses, verifies and prints one buffer; `None` when an error was reported.
fn process_chunk(
    opts: &Options,
    name: &str,
    text: &str,
    line_offset: u32,
    diags: &mut DiagEngine,
) -> Option<String> {
    let mut ctx = rmlir_dialects::context();
    ctx.allow_unregistered = opts.allow_unregistered;
    let ir = parser::parse_source(&mut ctx, diags, text, name, line_offset).ok()?;
    let top = ir.top?;
    verifier::verify(&ctx, &ir, top, diags).ok()?;
    if !opts.passes.is_empty() {
        diags.emit(Diagnostic::error(
            None,
            format!("pass '{}' is not available in rmlir yet", opts.passes[0]),
        ));
        return None;
    }
    let mut s = print_ir(
        &ctx,
        &ir,
        PrintOptions {
            generic: opts.print_generic,
            debuginfo: opts.print_debuginfo,
            local_scope: opts.print_local_scope,
        },
    );
    s.push('\n');
    Some(s)
}

/// Reads all of standard input (for the binary).
pub fn read_stdin() -> Vec<u8> {
    let mut v = Vec::new();
    let _ = std::io::stdin().read_to_end(&mut v);
    v
}
