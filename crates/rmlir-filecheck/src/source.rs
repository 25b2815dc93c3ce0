//! Text buffers as FileCheck sees them, and located diagnostics.
//!
//! FileCheck never matches the raw bytes of its inputs: LLVM's
//! `FileCheck::CanonicalizeFile` first drops the `\r` of every `\r\n` and,
//! unless `--strict-whitespace` is given, folds every run of spaces and tabs
//! into one space.  Both the check file and the input are canonicalised, so a
//! single space in a pattern matches any run of horizontal whitespace in the
//! input.  Line/column numbers in diagnostics refer to the canonical text, as
//! in LLVM.
//!
//! [`SourceText::render`] prints a message the way LLVM's
//! `SourceMgr::PrintMessage` does:
//!
//! ```text
//! check.mlir:12:11: error: CHECK: expected string not found in input
//! // CHECK: foo
//!           ^
//! ```

/// Severity of one rendered diagnostic line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Severity {
    Error,
    Note,
}

impl Severity {
    fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Note => "note",
        }
    }
}

/// A named, canonicalised buffer with a line index.
#[derive(Debug)]
pub(crate) struct SourceText {
    /// Name printed in diagnostics (`<stdin>`, a path, `command line`).
    pub name: String,
    /// The canonical text.
    pub text: String,
    /// Byte offset of the start of every line.
    line_starts: Vec<usize>,
}

impl SourceText {
    /// Wraps `text` (already canonical) under `name`.
    pub fn new(name: impl Into<String>, text: String) -> Self {
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i + 1);
            }
        }
        SourceText {
            name: name.into(),
            text,
            line_starts,
        }
    }

    /// 1-based line and column (in bytes, like LLVM) of byte offset `off`.
    pub fn line_col(&self, off: usize) -> (usize, usize) {
        let line = self.line_of(off);
        (line + 1, off - self.line_starts[line] + 1)
    }

    /// 0-based index of the line containing `off`.
    fn line_of(&self, off: usize) -> usize {
        match self.line_starts.binary_search(&off) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// The text of the 0-based line `line`, without its newline.
    fn line_text(&self, line: usize) -> &str {
        let start = self.line_starts[line];
        let end = self.text[start..]
            .find('\n')
            .map_or(self.text.len(), |e| start + e);
        &self.text[start..end]
    }

    /// Renders `file:line:col: severity: msg`, the source line, and a caret
    /// under `off` followed by `~` for the rest of a `len`-byte range on the
    /// same line.
    pub fn render(&self, off: usize, len: usize, severity: Severity, msg: &str) -> String {
        let off = off.min(self.text.len());
        let (line, col) = self.line_col(off);
        let text = self.line_text(line - 1);
        let mut caret = String::new();
        let before = &text[..floor_char_boundary(text, col - 1)];
        for c in before.chars() {
            caret.push(if c == '\t' { '\t' } else { ' ' });
        }
        caret.push('^');
        let rest = &text[before.len()..];
        let tildes = rest.chars().count().min(len).saturating_sub(1);
        caret.extend(std::iter::repeat_n('~', tildes));
        format!(
            "{}:{}:{}: {}: {}\n{}\n{}\n",
            self.name,
            line,
            col,
            severity.as_str(),
            msg,
            text,
            caret
        )
    }
}

/// The largest char boundary of `s` not after `i`.
fn floor_char_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// FileCheck's buffer canonicalisation: `\r\n` becomes `\n`, and (unless
/// `strict_whitespace`) each run of spaces and tabs becomes a single space.
///
/// ```text
/// "a \t  b\r\n"  =>  "a b\n"
/// ```
pub(crate) fn canonicalize(text: &str, strict_whitespace: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' && chars.peek() == Some(&'\n') {
            continue;
        }
        if !strict_whitespace && (c == ' ' || c == '\t') {
            out.push(' ');
            while matches!(chars.peek(), Some(' ' | '\t')) {
                chars.next();
            }
            continue;
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonicalizes_whitespace_and_crlf() {
        assert_eq!(canonicalize("a \t  b\r\nc", false), "a b\nc");
        assert_eq!(canonicalize("a \t  b\r\nc", true), "a \t  b\nc");
    }

    #[test]
    fn renders_caret_and_range() {
        let s = SourceText::new("f", "first\n\tab cd\n".to_string());
        assert_eq!(s.line_col(0), (1, 1));
        assert_eq!(s.line_col(9), (2, 4));
        let r = s.render(10, 2, Severity::Note, "here");
        assert_eq!(r, "f:2:5: note: here\n\tab cd\n\t   ^~\n");
        // End of buffer renders on the (empty) last line.
        let r = s.render(13, 0, Severity::Error, "eof");
        assert_eq!(r, "f:3:1: error: eof\n\n^\n");
    }
}
