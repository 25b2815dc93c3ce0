//! Diagnostic data model and mlir-opt style text rendering.
//!
//! Implements what MLIR's `SourceMgrDiagnosticHandler` prints to stderr, which in
//! turn is LLVM's `SourceMgr::PrintMessage` / `SMDiagnostic::print` format:
//!
//! ```text
//! file:line:col: error: message
//! <source line, tabs expanded to 8-column stops>
//! <caret line: '^' under the column, '~' under a range>
//! ```
//!
//! Notes follow their diagnostic; a note's source line is only shown when its
//! location differs from the location printed just before it.  Diagnostics
//! without a location print as `<unknown>:0: error: message`.  All positions are
//! byte based, like LLVM's `SourceMgr`.

use std::fmt;

/// Severity of a diagnostic (MLIR's `DiagnosticSeverity`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Severity {
    /// `error`
    #[default]
    Error,
    /// `warning`
    Warning,
    /// `note` (attached to another diagnostic).
    Note,
    /// `remark`
    Remark,
}

impl Severity {
    /// The lower-case name mlir-opt prints (`error`, `warning`, `note`, `remark`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A file position as printed by mlir-opt (MLIR's `FileLineColLoc`): 1-based
/// line and byte column; 0 means "unknown" (such positions never show source).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Loc {
    /// File name exactly as it appears in the location (and as printed).
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based byte column.
    pub col: u32,
}

impl Loc {
    /// Builds a location.
    pub fn new(file: impl Into<String>, line: u32, col: u32) -> Loc {
        Loc {
            file: file.into(),
            line,
            col,
        }
    }
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// One diagnostic with its attached notes (MLIR's `Diagnostic`).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Diag {
    /// Location; `None` is MLIR's `UnknownLoc` (or any location without a
    /// file/line/col part).
    pub loc: Option<Loc>,
    /// Severity.
    pub severity: Severity,
    /// Full message text (may span several lines).
    pub message: String,
    /// Attached notes, printed after the diagnostic.
    pub notes: Vec<Diag>,
    /// Number of bytes, starting at `loc`, underlined with `~` in the caret
    /// line (LLVM's `SMRange`); 0 for none.  Only the diagnostics produced by
    /// `-verify-diagnostics` about `expected-*` annotations carry a range.
    pub range_len: u32,
}

impl Diag {
    /// A diagnostic without notes or range.
    pub fn new(loc: Option<Loc>, severity: Severity, message: impl Into<String>) -> Diag {
        Diag {
            loc,
            severity,
            message: message.into(),
            notes: Vec::new(),
            range_len: 0,
        }
    }

    /// An error without notes.
    pub fn error(loc: Option<Loc>, message: impl Into<String>) -> Diag {
        Diag::new(loc, Severity::Error, message)
    }

    /// Attaches a note (builder style).
    pub fn with_note(mut self, loc: Option<Loc>, message: impl Into<String>) -> Diag {
        self.notes.push(Diag::new(loc, Severity::Note, message));
        self
    }
}

/// The text of a file the renderer may quote source lines from (one buffer of
/// LLVM's `SourceMgr`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SourceFile<'a> {
    /// Buffer name; a location's `file` must equal it for the line to be shown.
    pub name: &'a str,
    /// Full contents.
    pub text: &'a str,
}

/// Renders `d` and its notes exactly as mlir-opt prints them to stderr
/// (every line, including the last, ends in `\n`).
///
/// A source line is shown only when the location's file is among `sources`
/// (mlir-opt also tries to read the file from disk: callers wanting that should
/// load the files named by [`referenced_files`] and pass them here) and the
/// line/column exist in it; otherwise only the `file:line:col: ...` header is
/// printed.
pub fn render(d: &Diag, sources: &[SourceFile<'_>]) -> String {
    let mut out = String::new();
    render_into(&mut out, d, sources);
    out
}

/// Appends the rendering of `d` (see [`render`]) to `out`.
pub fn render_into(out: &mut String, d: &Diag, sources: &[SourceFile<'_>]) {
    render_one(
        out,
        d.loc.as_ref(),
        d.severity,
        &d.message,
        d.range_len,
        true,
        sources,
    );
    let mut prev = d.loc.as_ref();
    render_notes(out, &d.notes, &mut prev, sources);
}

fn render_notes<'d>(
    out: &mut String,
    notes: &'d [Diag],
    prev: &mut Option<&'d Loc>,
    sources: &[SourceFile<'_>],
) {
    for note in notes {
        let show = note.loc.as_ref() != *prev;
        render_one(
            out,
            note.loc.as_ref(),
            note.severity,
            &note.message,
            note.range_len,
            show,
            sources,
        );
        *prev = note.loc.as_ref();
        // MLIR forbids notes on notes; should any exist they are printed in order.
        render_notes(out, &note.notes, prev, sources);
    }
}

/// Names of all files referenced by `d` and its notes, in first-use order and
/// without duplicates.
pub fn referenced_files(d: &Diag) -> Vec<&str> {
    fn walk<'a>(d: &'a Diag, acc: &mut Vec<&'a str>) {
        if let Some(l) = &d.loc
            && !acc.contains(&l.file.as_str())
        {
            acc.push(&l.file);
        }
        for n in &d.notes {
            walk(n, acc);
        }
    }
    let mut acc = Vec::new();
    walk(d, &mut acc);
    acc
}

/// Prints a single message (no notes).
fn render_one(
    out: &mut String,
    loc: Option<&Loc>,
    severity: Severity,
    message: &str,
    range_len: u32,
    show_source: bool,
    sources: &[SourceFile<'_>],
) {
    let Some(loc) = loc else {
        // SourceMgr::PrintMessage with an invalid SMLoc names the buffer
        // "<unknown>" at line 0 without a column.
        out.push_str("<unknown>:0: ");
        push_kind_and_message(out, severity, message);
        return;
    };
    if show_source
        && let Some(src) = sources.iter().find(|s| s.name == loc.file)
        && let Some(offset) = find_offset(src.text, loc.line, loc.col)
    {
        render_with_source(out, src, offset, severity, message, range_len);
        return;
    }
    out.push_str(&loc.to_string());
    out.push_str(": ");
    push_kind_and_message(out, severity, message);
}

fn push_kind_and_message(out: &mut String, severity: Severity, message: &str) {
    out.push_str(severity.as_str());
    out.push_str(": ");
    out.push_str(message);
    out.push('\n');
}

/// Byte offset of (line, col) in `text`, following `SourceMgr::FindLocForLineAndColumn`:
/// the column may point at most one past the end of the line and the line may
/// be the (possibly empty) text after the final newline.
pub(crate) fn find_offset(text: &str, line: u32, col: u32) -> Option<usize> {
    if line == 0 || col == 0 {
        return None;
    }
    let bytes = text.as_bytes();
    let mut start = 0usize;
    if line > 1 {
        let mut remaining = line - 1;
        let mut found = None;
        for (i, &b) in bytes.iter().enumerate() {
            if b == b'\n' {
                remaining -= 1;
                if remaining == 0 {
                    found = Some(i + 1);
                    break;
                }
            }
        }
        start = found?;
    }
    let col0 = (col - 1) as usize;
    if col0 == 0 {
        return Some(start);
    }
    let end = start.checked_add(col0)?;
    if end > bytes.len() {
        return None;
    }
    if bytes[start..end].iter().any(|&b| b == b'\n' || b == b'\r') {
        return None;
    }
    Some(end)
}

/// 1-based (line, column) of a byte offset, as `SourceMgr::getLineAndColumn`
/// computes them: lines count `\n`, columns restart after `\n` or `\r`.
pub(crate) fn line_col(text: &str, offset: usize) -> (u32, u32) {
    let bytes = text.as_bytes();
    let offset = offset.min(bytes.len());
    let before = &bytes[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = match before.iter().rposition(|&b| b == b'\n' || b == b'\r') {
        Some(p) => offset - p,
        None => offset + 1,
    };
    (to_u32(line), to_u32(col))
}

fn to_u32(v: usize) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX)
}

const TAB_STOP: usize = 8;

/// `SMDiagnostic::print` for a diagnostic whose position is in `src`.
fn render_with_source(
    out: &mut String,
    src: &SourceFile<'_>,
    offset: usize,
    severity: Severity,
    message: &str,
    range_len: u32,
) {
    let bytes = src.text.as_bytes();
    let is_eol = |b: u8| b == b'\n' || b == b'\r';
    let line_start = bytes[..offset]
        .iter()
        .rposition(|&b| is_eol(b))
        .map_or(0, |p| p + 1);
    let line_end = bytes[offset..]
        .iter()
        .position(|&b| is_eol(b))
        .map_or(bytes.len(), |p| offset + p);
    let line_text = &src.text[line_start..line_end];
    let (line_no, col_no) = line_col(src.text, offset);

    if !src.name.is_empty() {
        out.push_str(if src.name == "-" { "<stdin>" } else { src.name });
        out.push_str(&format!(":{line_no}:{col_no}: "));
    }
    push_kind_and_message(out, severity, message);

    // Lines with non-ASCII bytes are shown without a caret line: columns would
    // not line up.
    if !line_text.is_ascii() {
        push_source_line(out, line_text);
        return;
    }

    let num_columns = line_text.len();
    let mut caret: Vec<u8> = vec![b' '; num_columns + 1];
    if range_len > 0 {
        let range_start = offset;
        let range_end = offset.saturating_add(range_len as usize);
        // Clip the range to the displayed line.
        if range_start <= line_end && range_end >= line_start {
            let a = range_start.max(line_start) - line_start;
            let b = range_end.min(line_end) - line_start;
            let b = b.min(caret.len());
            for c in caret.iter_mut().take(b).skip(a) {
                *c = b'~';
            }
        }
    }
    let col0 = offset - line_start;
    caret[col0.min(num_columns)] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }

    push_source_line(out, line_text);

    // Caret line, expanding the positions of tabs in the source like the
    // source line itself.
    let line_bytes = line_text.as_bytes();
    let mut out_col = 0usize;
    for (i, &c) in caret.iter().enumerate() {
        if line_bytes.get(i) != Some(&b'\t') {
            out.push(char::from(c));
            out_col += 1;
            continue;
        }
        loop {
            out.push(char::from(c));
            out_col += 1;
            if out_col.is_multiple_of(TAB_STOP) {
                break;
            }
        }
    }
    out.push('\n');
}

/// Prints a source line with tabs expanded to 8-column tab stops.
fn push_source_line(out: &mut String, line: &str) {
    let mut out_col = 0usize;
    for ch in line.chars() {
        if ch == '\t' {
            loop {
                out.push(' ');
                out_col += 1;
                if out_col.is_multiple_of(TAB_STOP) {
                    break;
                }
            }
        } else {
            out.push(ch);
            out_col += ch.len_utf8();
        }
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn src<'a>(name: &'a str, text: &'a str) -> SourceFile<'a> {
        SourceFile { name, text }
    }

    // Expected strings below were produced by mlir-opt-22 on the same inputs.

    #[test]
    fn unregistered_dialect_error() {
        let text = "func.func @f() { %0 = \"foo.op\"() : () -> i32 }\n";
        let d = Diag::error(
            Some(Loc::new("a.mlir", 1, 31)),
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        );
        assert_eq!(
            render(&d, &[src("a.mlir", text)]),
            "a.mlir:1:31: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used\n\
             func.func @f() { %0 = \"foo.op\"() : () -> i32 }\n\
             \x20                             ^\n"
        );
    }

    #[test]
    fn verifier_error_with_tab_and_same_location_note() {
        let text = "func.func @f() -> i32 {\n\tfunc.return\n}\n";
        let loc = Some(Loc::new("b.mlir", 2, 2));
        let d = Diag::error(
            loc.clone(),
            "'func.return' op has 0 operands, but enclosing function (@f) returns 1",
        )
        .with_note(loc, "see current operation: \"func.return\"() : () -> ()");
        assert_eq!(
            render(&d, &[src("b.mlir", text)]),
            "b.mlir:2:2: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1\n        func.return\n        ^\nb.mlir:2:2: note: see current operation: \"func.return\"() : () -> ()\n"
        );
    }

    #[test]
    fn two_tabs() {
        let text = "func.func @f() -> i32 {\n\t\tfunc.return\n}\n";
        let d = Diag::error(Some(Loc::new("c.mlir", 2, 3)), "m");
        assert_eq!(
            render(&d, &[src("c.mlir", text)]),
            "c.mlir:2:3: error: m\n                func.return\n                ^\n"
        );
    }

    #[test]
    fn caret_on_a_tab_is_repeated() {
        let text = "func.func @f() -> i32 {\n\tfunc.return loc(\"t.mlir\":2:1)\n}\n";
        let d = Diag::error(Some(Loc::new("t.mlir", 2, 1)), "m");
        assert_eq!(
            render(&d, &[src("t.mlir", text)]),
            "t.mlir:2:1: error: m\n        func.return loc(\"t.mlir\":2:1)\n^^^^^^^^\n"
        );
    }

    #[test]
    fn column_past_end_of_line_has_no_source() {
        let text = "func.func @f() -> i32 {\n\tfunc.return loc(\"t2.mlir\":2:40)\n}\n";
        let d = Diag::error(Some(Loc::new("t2.mlir", 2, 40)), "m")
            .with_note(Some(Loc::new("t2.mlir", 2, 40)), "n");
        assert_eq!(
            render(&d, &[src("t2.mlir", text)]),
            "t2.mlir:2:40: error: m\nt2.mlir:2:40: note: n\n"
        );
    }

    #[test]
    fn column_at_end_of_line() {
        let text = "func.func @f() -> i32 {\n\tfunc.return loc(\"t4.mlir\":2:32)\n}\n";
        let d = Diag::error(Some(Loc::new("t4.mlir", 2, 32)), "m");
        assert_eq!(
            render(&d, &[src("t4.mlir", text)]),
            "t4.mlir:2:32: error: m\n        func.return loc(\"t4.mlir\":2:32)\n                                      ^\n"
        );
    }

    #[test]
    fn unknown_location() {
        let d = Diag::error(None, "'func.return' op has 0 operands").with_note(None, "see");
        assert_eq!(
            render(&d, &[]),
            "<unknown>:0: error: 'func.return' op has 0 operands\n<unknown>:0: note: see\n"
        );
    }

    #[test]
    fn location_in_file_without_source() {
        let d = Diag::error(Some(Loc::new("other.mlir", 3, 4)), "m")
            .with_note(Some(Loc::new("other.mlir", 3, 4)), "n");
        assert_eq!(
            render(&d, &[src("d.mlir", "x\n")]),
            "other.mlir:3:4: error: m\nother.mlir:3:4: note: n\n"
        );
        // With the other file available its line is quoted (mlir-opt reads it
        // from disk).
        assert_eq!(
            render(
                &d,
                &[src("other.mlir", "line one\nline two\n  line three here\n")]
            ),
            "other.mlir:3:4: error: m\n  line three here\n   ^\nother.mlir:3:4: note: n\n"
        );
    }

    #[test]
    fn note_at_other_location_shows_source() {
        let text = "func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}\n";
        let d = Diag::error(
            Some(Loc::new("n.mlir", 4, 1)),
            "redefinition of symbol named 'f'",
        )
        .with_note(
            Some(Loc::new("n.mlir", 4, 1)),
            "see current operation: \n\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.return\"() : () -> ()\n}) : () -> ()",
        )
        .with_note(
            Some(Loc::new("n.mlir", 1, 1)),
            "see existing symbol definition here",
        );
        assert_eq!(
            render(&d, &[src("n.mlir", text)]),
            "n.mlir:4:1: error: redefinition of symbol named 'f'\nfunc.func @f() {\n^\nn.mlir:4:1: note: see current operation: \n\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.return\"() : () -> ()\n}) : () -> ()\nn.mlir:1:1: note: see existing symbol definition here\nfunc.func @f() {\n^\n"
        );
    }

    #[test]
    fn non_ascii_line_has_no_caret() {
        let text = "func.func @f() -> i32 {\n  func.return loc(\"na.mlir\":3:3) // h\u{e9}llo\n  %0 = \"x\"() : () -> () // \u{e9}\n}\n";
        let d = Diag::error(Some(Loc::new("na.mlir", 3, 11)), "m");
        assert_eq!(
            render(&d, &[src("na.mlir", text)]),
            "na.mlir:3:11: error: m\n  %0 = \"x\"() : () -> () // \u{e9}\n"
        );
    }

    #[test]
    fn carriage_returns_end_the_shown_line() {
        let text = "func.func @f() -> i32 {\r\n  func.return loc(\"cr.mlir\":2:3)\r\n}\r\n";
        let d = Diag::error(Some(Loc::new("cr.mlir", 2, 3)), "m");
        assert_eq!(
            render(&d, &[src("cr.mlir", text)]),
            "cr.mlir:2:3: error: m\n  func.return loc(\"cr.mlir\":2:3)\n  ^\n"
        );
        // A column beyond a lone '\r' is not displayable.
        let text = "func.func @f() -> i32 {\n  func.return loc(\"cr5.mlir\":2:40)\r// x\n}\n";
        let d = Diag::error(Some(Loc::new("cr5.mlir", 2, 40)), "m");
        assert_eq!(
            render(&d, &[src("cr5.mlir", text)]),
            "cr5.mlir:2:40: error: m\n"
        );
    }

    #[test]
    fn range_is_underlined() {
        let text = "func.func @g() -> i32 {\n  func.return // expected-error {{wrong text}}\n}\n";
        let mut d = Diag::error(
            Some(Loc::new("v1.mlir", 2, 18)),
            "expected error \"wrong text\" was not produced",
        );
        d.range_len = 10;
        assert_eq!(
            render(&d, &[src("v1.mlir", text)]),
            "v1.mlir:2:18: error: expected error \"wrong text\" was not produced\n  func.return // expected-error {{wrong text}}\n                 ^~~~~~~~~~\n"
        );
    }

    #[test]
    fn zero_line_or_column_never_shows_source() {
        let d = Diag::error(Some(Loc::new("a.mlir", 0, 0)), "m");
        assert_eq!(
            render(&d, &[src("a.mlir", "x\n")]),
            "a.mlir:0:0: error: m\n"
        );
        let d = Diag::error(Some(Loc::new("a.mlir", 9, 1)), "m");
        assert_eq!(
            render(&d, &[src("a.mlir", "x\n")]),
            "a.mlir:9:1: error: m\n"
        );
    }

    #[test]
    fn last_empty_line_is_addressable() {
        let d = Diag::error(Some(Loc::new("a.mlir", 2, 1)), "m");
        assert_eq!(
            render(&d, &[src("a.mlir", "x\n")]),
            "a.mlir:2:1: error: m\n\n^\n"
        );
    }

    #[test]
    fn line_col_helpers() {
        let t = "ab\ncd\r\nef";
        assert_eq!(line_col(t, 0), (1, 1));
        assert_eq!(line_col(t, 4), (2, 2));
        assert_eq!(line_col(t, 7), (3, 1));
        assert_eq!(find_offset(t, 2, 2), Some(4));
        assert_eq!(find_offset(t, 2, 3), Some(5));
        assert_eq!(find_offset(t, 2, 4), None);
        assert_eq!(find_offset(t, 3, 3), Some(9));
        assert_eq!(find_offset(t, 3, 4), None);
        assert_eq!(find_offset(t, 4, 1), None);
    }

    #[test]
    fn referenced_files_are_unique() {
        let d = Diag::error(Some(Loc::new("a", 1, 1)), "m")
            .with_note(Some(Loc::new("b", 1, 1)), "n")
            .with_note(Some(Loc::new("a", 2, 1)), "n")
            .with_note(None, "n");
        assert_eq!(referenced_files(&d), vec!["a", "b"]);
    }
}
