//! mlir-opt's diagnostic output, `-verify-diagnostics` and `-split-input-file`.
//!
//! This crate implements, without depending on the rest of rmlir, the three
//! pieces of `mlir-opt` that deal with diagnostics as text:
//!
//! 1. [`render`]: MLIR's `SourceMgrDiagnosticHandler` (LLVM `SourceMgr`
//!    message format);
//! 2. [`Expectations`]: MLIR's `SourceMgrDiagnosticVerifierHandler`
//!    (`-verify-diagnostics[=all|only-expected]`), including LLVM's POSIX
//!    regex dialect for `expected-*-re`;
//! 3. [`split_input`] / [`output_separator`]: MLIR's `splitAndProcessBuffer`
//!    (`-split-input-file[=marker]`, `--output-split-marker`).
//!
//! # Behaviour of mlir-opt 22 (observed with `mlir-opt-22`)
//!
//! ## Rendering
//!
//! * `file:line:col: error: message`, then the source line and a caret line.
//!   Tabs in the source line are expanded to 8-column tab stops; in the caret
//!   line a position under a tab is repeated up to the next tab stop (a caret
//!   on a tab prints as `^^^^^^^^`).  Trailing spaces of the caret line are
//!   removed.  Lines containing non-ASCII bytes are printed without a caret
//!   line.  Lines end at `\n` or `\r`.
//! * If the file is not available, or the line/column does not exist in it
//!   (column more than one past the end of the line, line 0, column 0), only
//!   `file:line:col: severity: message` is printed.  mlir-opt reads files
//!   other than the input from disk (relative to the working directory) to show
//!   their lines: pass them in `sources` (see [`referenced_files`]).
//! * Unknown locations print `<unknown>:0: error: message`.
//! * Notes follow as `file:line:col: note: ...`; the source line of a note is
//!   shown only when its location differs from the previous one printed (the
//!   diagnostic's, then the previous note's).  So the usual
//!   `see current operation: ...` note, which has the operation's location,
//!   has no source line.  Messages spanning several lines are printed as is.
//! * Warnings and remarks use the same format (`warning:`, `remark:`).
//!
//! ## `-verify-diagnostics`
//!
//! * Annotation syntax (regular expression applied to each `\n`-separated line
//!   with trailing whitespace removed, leftmost match):
//!   `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`.
//!   The `{{...}}` must end the line; only spaces may separate the parts.
//!   There is no `@#label` designator and no repetition count in mlir-opt 22:
//!   such lines are not annotations and are silently ignored.
//! * `@+N`/`@-N`: relative line (digits with a leading `0` are octal).
//!   `@above`: the closest preceding line that is not an annotation (line 1 if
//!   none).  `@below`: the next line that is not an annotation (if none, the
//!   last line of the file, i.e. the empty line after a final newline).
//!   `@unknown`: matches diagnostics without a location.
//! * Matching: a diagnostic matches an annotation of the file named by its
//!   location, on its line (the column is ignored), whose text occurs in the
//!   message (substring).  `-re` bodies are literal text with `{{regex}}`
//!   blocks (POSIX ERE as `llvm::Regex`: `.` matches newlines, `^`/`$` anchor
//!   at the message ends, the search is unanchored).  Annotations are tried in
//!   file order and the first one with the right severity wins; one annotation
//!   may match any number of diagnostics.  A diagnostic whose only matches have
//!   another severity gives `'<got>' diagnostic emitted when expecting a
//!   '<expected>'` at the (last such) annotation, without a range.  Otherwise
//!   `unexpected <severity>: <message>` is reported at the diagnostic's
//!   location.  Notes are checked one by one like separate diagnostics (and so
//!   produce `unexpected note: ...`).  In `only-expected` mode neither error
//!   is produced.
//! * Diagnostics located in another file are checked against that file's
//!   annotations, which mlir-opt scans when it first needs them (reading the
//!   file from disk); if the file cannot be read nothing matches.
//! * Unmatched annotations give `expected <severity> "<body>" was not
//!   produced` at the position of `expected-`, underlined with as many `~`
//!   (caret included) as the body has bytes.  For `@unknown` annotations the
//!   error has no location, and it is printed twice (mlir-opt verifies twice).
//! * Broken `-re` bodies: `invalid regex: <llvm regerror text>` or `found start
//!   of regex with no end '}}'`, with the same location and range, printed
//!   when the file is scanned (before anything else); the annotation is
//!   dropped and verification fails.
//! * mlir-opt turns off the `see current operation` notes while verifying
//!   (that is the driver's job), and prints nothing for matched diagnostics.
//!
//! ## `-split-input-file`
//!
//! * The input is cut at every occurrence of the marker (default `// -----`),
//!   even in the middle of a line; the text after the marker on its line
//!   belongs to the next chunk, the text before it to the previous one.  See
//!   [`split_input`] for the near-miss rule, which yields
//!   `file:line:col: warning: near miss with file split marker` (for example
//!   for `// ----` or `// -----0`, or a final marker without newline).  Near
//!   misses are printed before any chunk is processed.
//! * Diagnostics of every chunk use the original file name and the original
//!   file's line and column numbers (e.g. `s.mlir:13:3` for an error on line 13
//!   in the third chunk), and quote the original file's lines.
//! * With `-verify-diagnostics`, one verifier covers the whole file: the
//!   annotations of all chunks are scanned once up front (so malformed ones are
//!   reported first, before near misses), a diagnostic of any chunk can match
//!   an annotation of any chunk on its line, and the `was not produced` errors
//!   come after all chunks were processed.  Hence: scan the whole file with
//!   `line_offset` 0 and keep one [`Expectations`] for all chunks.
//! * Between the outputs of consecutive chunks mlir-opt writes the output
//!   marker (`--output-split-marker`, default `// -----`, not affected by the
//!   input marker) and a newline, even when a chunk failed and printed nothing.
//!
//! # Driver sketch
//!
//! ```
//! use rmlir_verify_diagnostics::*;
//!
//! let name = "t.mlir";
//! let text = "func.func @f() {\n  return // expected-error {{oops}}\n}\n// -----\nfunc.func @g() {\n}\n";
//! let sources = [SourceFile { name, text }];
//! let mut stderr = String::new();
//!
//! // -verify-diagnostics: scan the whole file first.
//! let (mut ex, errors) = Expectations::parse(name, text, 0);
//! let mut failed = !errors.is_empty();
//! for e in &errors {
//!     stderr += &render(e, &sources);
//! }
//! // -split-input-file: near misses are printed next.
//! let (chunks, warnings) = split_input_file(name, text, DEFAULT_SPLIT_MARKER);
//! for w in &warnings {
//!     stderr += &render(w, &sources);
//! }
//! let mut stdout = String::new();
//! for (i, chunk) in chunks.iter().enumerate() {
//!     if i > 0 {
//!         stdout += &output_separator(DEFAULT_SPLIT_MARKER);
//!     }
//!     // ... parse `chunk.text` (its first line is `chunk.first_line` of the
//!     // file), run passes; every emitted diagnostic goes through `handle`:
//!     let emitted = Diag::error(Some(Loc::new(name, 2, 3)), "oops, an error");
//!     for d in ex.handle(&emitted) {
//!         failed = true;
//!         stderr += &render(&d, &sources);
//!     }
//!     # break;
//! }
//! for d in ex.finish() {
//!     failed = true;
//!     stderr += &render(&d, &sources);
//! }
//! assert!(!failed && stderr.is_empty());
//! ```
//!
//! Without `-verify-diagnostics`, every emitted diagnostic is printed with
//! [`render`] instead.  mlir-opt prints a diagnostic whose location has no
//! file/line/column part but is not unknown (e.g. `loc("name")`) as
//! `<unknown>:0: error: loc("name"): message`: pass `loc: None` and prefix the
//! message.  Call-site locations add `called from` notes.
//!
//! # Not supported
//!
//! * Locations other than file/line/column (call-site stacks, fused and name
//!   locations) must be reduced to one [`Loc`] (plus notes) by the caller.
//! * Colors, and reading files from disk (callers supply file contents).
//! * When several files have annotations, the `was not produced` errors come
//!   file by file in scan order; mlir-opt's order there depends on a hash map.
//! * `-re` patterns with back-references, or too large for the `regex` crate,
//!   use a backtracking matcher with step and depth limits; beyond them the
//!   pattern is treated as not matching.
//! * Split markers of one or two bytes (mlir-opt-22 hangs on them) split at
//!   every occurrence without near-miss detection.

#![forbid(unsafe_code)]

mod ere;
mod render;
mod split;
mod verify;

pub use render::{Diag, Loc, Severity, SourceFile, referenced_files, render, render_into};
pub use split::{Chunk, DEFAULT_SPLIT_MARKER, output_separator, split_input, split_input_file};
pub use verify::{Expectations, VerifyMode, parse_expectations};
