//! An LLVM-compatible FileCheck library (the `FileCheck` tool of LLVM 22, as
//! used by MLIR's lit tests).
//!
//! [`check`] verifies an input (usually the output of `mlir-opt`) against
//! the directives of a check file:
//!
//! ```
//! use rmlir_filecheck::{check, Options};
//! let checks = "// CHECK-LABEL: func @f\n\
//!               // CHECK: %[[A:.*]] = memref.alloc\n\
//!               // CHECK-NOT: memref.copy\n\
//!               // CHECK: memref.dealloc %[[A]]\n";
//! let input = "func @f() {\n  %0 = memref.alloc() : memref<2xf32>\n  memref.dealloc %0\n}\n";
//! assert!(check("t.mlir", checks, input, &Options::default()).is_ok());
//! let err = check("t.mlir", checks, "func @f\n", &Options::default()).unwrap_err();
//! assert!(err.starts_with("t.mlir:2:11: error: CHECK: expected string not found in input"));
//! ```
//!
//! Supported: `CHECK`, `-NEXT`, `-SAME`, `-LABEL`, `-NOT`, `-DAG`,
//! `-COUNT-n`, `-EMPTY`, the `{LITERAL}` modifier, custom check and comment
//! prefixes, `--implicit-check-not`, `--allow-empty`,
//! `--strict-whitespace`, `--match-full-lines`, `--ignore-case`,
//! `--enable-var-scope`, `--allow-unused-prefixes`,
//! `--allow-deprecated-dag-overlap`, `-D` definitions; `{{regex}}`,
//! `[[VAR:regex]]`, `[[VAR]]` (a back-reference when defined earlier on the
//! same line), numeric variables `[[#VAR:]]`, `[[#%x,VAR:]]`, `[[#VAR+1]]`,
//! `[[#A-B]]`, and `[[@LINE±N]]`.  `--dump-input`, `-v`, `-vv` are accepted
//! and change nothing.  Not supported: numeric functions (`add(a,b)`),
//! back-references inside `{{...}}` (`\1`), the "possible intended match"
//! fuzzy note and the annotated input dump.  Errors are printed like
//! FileCheck's (`file:line:col: error: ...`, the line, a caret, then
//! `<stdin>:line:col: note: scanning from here`), not byte-identical.
//!
//! Regexes follow `llvm::Regex` (POSIX ERE, see the `posix` module) and are
//! run by `fancy-regex`, which provides back-references for same-line
//! variable uses and leftmost-longest matching for alternations.
//!
//! # Why not `litcheck-filecheck`
//!
//! We evaluated the crates.io crate `litcheck-filecheck` 0.5.0 first.  It
//! builds here, but pulls in 131 crates (clap, lalrpop, logos, miette,
//! im-rc, ...; 2.5 min release build on 2 cores), panics when the check file
//! cannot be loaded, and disagrees with `FileCheck-22` on the upstream
//! conformance corpus: run as `FILECHECK` with the real `mlir-opt-22`, only
//! 33 of 42 files passed (63 of 72 RUN lines) where `FileCheck-22` passes
//! all.  Causes seen: no folding of whitespace runs inside patterns
//! (`%[[ARG]]  :` vs `%arg0 :`), and failures matching lines that define and
//! use several variables (`%[[select:.*]] = arith.select %{{.*}}, %[[t1]],
//! %[[t2]]`).  So this crate is our own implementation.

#![forbid(unsafe_code)]

mod matcher;
mod options;
mod parse;
mod pattern;
mod posix;
mod source;

pub use options::Options;

use matcher::{Matcher, Vars};
use pattern::{Kind, Pattern, PatternSite, RegexFlags, parse_pieces};
use source::{Severity, SourceText, canonicalize};

/// Checks `input` against the directives in `check_text`.
///
/// `check_file_name` is used in diagnostics, as is `opts.input_file` (or
/// `<stdin>`) for the input.  On failure the `Err` holds every diagnostic,
/// formatted like LLVM FileCheck's; errors in the check file itself
/// (unknown regex syntax, no directives, ...) are reported the same way.
pub fn check(
    check_file_name: &str,
    check_text: &str,
    input: &str,
    opts: &Options,
) -> Result<(), String> {
    opts.validate()?;
    let strict = opts.strict_whitespace;
    let mut sources = vec![SourceText::new(
        check_file_name,
        canonicalize(check_text, strict),
    )];
    let mut implicit = Vec::new();
    for not in &opts.implicit_check_not {
        const HEAD: &str = "-implicit-check-not='";
        let src = SourceText::new(
            "command line",
            format!("{HEAD}{}'", canonicalize(not, strict)),
        );
        let body = &src.text[HEAD.len()..src.text.len() - 1];
        if body.is_empty() {
            return Err(src.render(
                HEAD.len(),
                0,
                Severity::Error,
                "found empty check string with prefix 'IMPLICIT-CHECK-NOT:'",
            ));
        }
        let site = PatternSite {
            base: HEAD.len(),
            line: 1,
            literal: false,
        };
        let (pieces, has_alternation) =
            parse_pieces(body, &site).map_err(|e| src.render(e.loc, 0, Severity::Error, &e.msg))?;
        implicit.push(Pattern {
            kind: Kind::Not,
            directive: "IMPLICIT-CHECK-NOT".into(),
            pieces,
            source: sources.len(),
            loc: HEAD.len(),
            has_alternation,
        });
        sources.push(src);
    }
    let file = parse::parse_check_file(
        &sources[0],
        &opts.check_prefixes,
        &opts.comment_prefixes,
        &implicit,
        opts.allow_unused_prefixes,
        opts.strict_whitespace && opts.match_full_lines,
    )?;
    let input_name = opts.input_file.as_deref().unwrap_or("<stdin>");
    if input.is_empty() && !opts.allow_empty {
        return Err(format!("FileCheck error: '{input_name}' is empty.\n"));
    }
    let input_src = SourceText::new(input_name, canonicalize(input, strict));
    let mut vars = Vars::default();
    for def in &opts.defines {
        vars.define(def)?;
    }
    let flags = RegexFlags {
        match_full_lines: opts.match_full_lines,
        strict_whitespace: strict,
        ignore_case: opts.ignore_case,
    };
    let mut matcher = Matcher::new(
        &input_src,
        &sources,
        flags,
        opts.enable_var_scope,
        opts.allow_deprecated_dag_overlap,
        vars,
    );
    if matcher.run(&file.checks) {
        Ok(())
    } else {
        Err(matcher.into_diagnostics())
    }
}

#[cfg(test)]
mod tests;
