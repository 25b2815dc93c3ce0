//! Diagnostics (MLIR's `Diagnostic`, `InFlightDiagnostic`, `DiagnosticEngine`).
//!
//! Library code returns `Result<T, Reported>`: the error has already been recorded in a
//! [`DiagEngine`] with its location, so callers only propagate it.

use crate::attrs::{Attr, AttrKind};
use crate::context::Context;

/// Marker for "an error was emitted already".
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reported;

/// Result alias for fallible IR operations.
pub type PResult<T> = Result<T, Reported>;

/// Diagnostic severity.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

/// A source position as printed (`file:line:col`, 1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileLoc {
    pub file: String,
    pub line: u32,
    pub col: u32,
}

/// One diagnostic with its notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub loc: Option<FileLoc>,
    pub severity: Severity,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at a location.
    pub fn error(loc: Option<FileLoc>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            loc,
            severity: Severity::Error,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Attaches a note.
    pub fn with_note(mut self, loc: Option<FileLoc>, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            loc,
            severity: Severity::Note,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

/// Collects emitted diagnostics in order, and plain text for stderr (what LLVM code
/// prints to `errs()` directly) with its place among them.
#[derive(Default, Debug)]
pub struct DiagEngine {
    pub diags: Vec<Diagnostic>,
    /// Text for stderr, each with the number of diagnostics emitted before it.
    pub text: Vec<(usize, String)>,
}

impl DiagEngine {
    /// Records a diagnostic; returns [`Reported`] for `Err(...)` convenience.
    pub fn emit(&mut self, d: Diagnostic) -> Reported {
        self.diags.push(d);
        Reported
    }

    /// Records text for stderr, after the diagnostics emitted so far.
    pub fn emit_text(&mut self, text: String) {
        self.text.push((self.diags.len(), text));
    }

    /// Appends what another engine collected, after what this one has.
    pub fn append(&mut self, other: DiagEngine) {
        let base = self.diags.len();
        self.diags.extend(other.diags);
        self.text
            .extend(other.text.into_iter().map(|(at, t)| (base + at, t)));
    }

    /// Whether an error was emitted.
    pub fn has_errors(&self) -> bool {
        self.diags.iter().any(|d| d.severity == Severity::Error)
    }
}

/// Resolves a location attribute to the file position MLIR reports it at: file locations
/// directly, name locations through their child, call sites through the callee, fused
/// locations through their first resolvable member.
pub fn resolve_loc(ctx: &Context, loc: Attr) -> Option<FileLoc> {
    match ctx.attr_kind(loc) {
        AttrKind::FileLineCol { file, line, col }
        | AttrKind::FileLineColRange {
            file, line, col, ..
        } => Some(FileLoc {
            file: ctx.str(*file).to_string(),
            line: *line,
            col: *col,
        }),
        AttrKind::NameLoc { child, .. } => child.and_then(|c| resolve_loc(ctx, c)),
        AttrKind::CallSiteLoc { callee, .. } => resolve_loc(ctx, *callee),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|&l| resolve_loc(ctx, l)),
        _ => None,
    }
}
