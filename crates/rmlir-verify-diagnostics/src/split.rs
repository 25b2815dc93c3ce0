//! `-split-input-file[=marker]`: MLIR's `splitAndProcessBuffer`.
//!
//! The input is cut at every occurrence of the marker (default `// -----`),
//! anywhere in a line.  To catch typos, the text is really cut at the marker
//! minus its last two bytes; a cut is only accepted when those two bytes follow
//! and at least one more byte follows them that is not `0` (upstream's test,
//! which reads like a typo for `-`, is reproduced).  Other cuts produce the
//! warning `near miss with file split marker` pointing just after the shortened
//! marker, and the text is kept in the current chunk.  A chunk starts right
//! after its marker, so its first line is the marker's line.

use crate::render::{Diag, Loc, Severity, line_col};

/// The default input and output split marker.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// One chunk of a split input.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's text, a slice of the original text.
    pub text: &'a str,
    /// 1-based line, in the original text, of the chunk's first byte.
    pub first_line: u32,
    /// 1-based byte column, in the original text, of the chunk's first byte
    /// (columns of the first line are reported relative to the original line).
    pub first_column: u32,
    /// Byte offset of the chunk in the original text.
    pub offset: usize,
}

/// Splits `text` like mlir-opt's `-split-input-file=<marker>`.
///
/// Returns the chunks and the near-miss warnings (printed by mlir-opt before
/// any chunk is processed).  The warnings' locations have an empty file name:
/// use [`split_input_file`] to get them with the input's name.
///
/// An empty marker disables splitting (one chunk with the whole text).  An
/// empty text gives no chunk at all (mlir-opt then prints nothing).  Markers of
/// one or two bytes make mlir-opt-22 loop forever; here they simply split at
/// every occurrence, without near-miss detection.
pub fn split_input<'a>(text: &'a str, marker: &str) -> (Vec<Chunk<'a>>, Vec<Diag>) {
    split_input_file("", text, marker)
}

/// [`split_input`] with the input's name (as printed in diagnostics, e.g.
/// `<stdin>`) used for the near-miss warnings.
pub fn split_input_file<'a>(
    file_name: &str,
    text: &'a str,
    marker: &str,
) -> (Vec<Chunk<'a>>, Vec<Diag>) {
    if marker.is_empty() {
        return (vec![make_chunk(text, 0, text.len())], Vec::new());
    }
    const CHECK_LEN: usize = 2;
    let bytes = text.as_bytes();
    let m = marker.as_bytes();
    let short_marker = m.len() <= CHECK_LEN;
    let cut = if short_marker {
        m
    } else {
        &m[..m.len() - CHECK_LEN]
    };
    let tail = if short_marker {
        &[][..]
    } else {
        &m[m.len() - CHECK_LEN..]
    };

    // Pieces between occurrences of `cut`, as byte ranges.
    let mut pieces: Vec<(usize, usize)> = Vec::new();
    let mut start = 0usize;
    while let Some(rel) = find(&bytes[start..], cut) {
        pieces.push((start, start + rel));
        start += rel + cut.len();
    }
    pieces.push((start, bytes.len()));

    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let mut warnings = Vec::new();
    let mut prev: (usize, usize) = (0, 0);
    for (s, e) in pieces {
        if prev.0 == prev.1 {
            prev = (s, e);
            continue;
        }
        if short_marker {
            ranges.push(prev);
            prev = (s, e);
            continue;
        }
        let piece = &bytes[s..e];
        if piece.starts_with(tail) && piece.len() > CHECK_LEN && piece[CHECK_LEN] != b'0' {
            ranges.push(prev);
            prev = (s + CHECK_LEN, e);
        } else {
            let (line, col) = line_col(text, s);
            warnings.push(Diag::new(
                Some(Loc::new(file_name, line, col)),
                Severity::Warning,
                "near miss with file split marker",
            ));
            prev = (prev.0, e);
        }
    }
    if prev.0 != prev.1 {
        ranges.push(prev);
    }
    let chunks = ranges
        .into_iter()
        .map(|(s, e)| make_chunk(text, s, e))
        .collect();
    (chunks, warnings)
}

fn make_chunk(text: &str, mut s: usize, e: usize) -> Chunk<'_> {
    // Chunk bounds are next to complete marker occurrences or the ends of the
    // text, which are character boundaries, except for a chunk starting right
    // after a shortened marker at the very start of the text when the marker
    // was cut inside a character: its partial character is skipped.
    while s < e && !text.is_char_boundary(s) {
        s += 1;
    }
    let (first_line, first_column) = line_col(text, s);
    Chunk {
        text: text.get(s..e).unwrap_or(""),
        first_line,
        first_column,
        offset: s,
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() || needle.len() > haystack.len() {
        return None;
    }
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// What mlir-opt writes between the outputs of consecutive chunks:
/// `--output-split-marker` (default `// -----`, independent of the input
/// marker) followed by a newline.  It is written even when a chunk failed and
/// printed nothing.
pub fn output_separator(marker: &str) -> String {
    format!("{marker}\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{SourceFile, render};

    fn texts<'a>(chunks: &[Chunk<'a>]) -> Vec<&'a str> {
        chunks.iter().map(|c| c.text).collect()
    }

    #[test]
    fn basic_split_keeps_original_lines() {
        let text = "func.func @a() -> i32 {\n  func.return\n}\n\n// -----\n\nfunc.func @b() {\n  return\n}\n// -----\nfunc.func @c() -> i32 {\n  // expected-error@+1 {{nope}}\n  func.return\n}\n";
        let (chunks, warnings) = split_input_file("s.mlir", text, DEFAULT_SPLIT_MARKER);
        assert!(warnings.is_empty());
        assert_eq!(
            texts(&chunks),
            [
                "func.func @a() -> i32 {\n  func.return\n}\n\n",
                "\n\nfunc.func @b() {\n  return\n}\n",
                "\nfunc.func @c() -> i32 {\n  // expected-error@+1 {{nope}}\n  func.return\n}\n"
            ]
        );
        assert_eq!(
            chunks
                .iter()
                .map(|c| (c.first_line, c.first_column))
                .collect::<Vec<_>>(),
            [(1, 1), (5, 9), (10, 9)]
        );
        // mlir-opt-22 reports the error of the third chunk as s.mlir:13:3.
        let c = &chunks[2];
        let line_in_chunk = 4;
        assert_eq!(c.first_line + line_in_chunk - 1, 13);
    }

    #[test]
    fn near_misses() {
        // mlir-opt-22 -split-input-file s2.mlir
        let text = "func.func @a() {\n  return\n}\n// ----- func.func @b() -> i32 { func.return }\n// -----\n// ----\n//-----\n// ------\n// -----0\n// ----- x\nfunc.func @c() -> i32 {\n  func.return }\n";
        let (chunks, warnings) = split_input_file("s2.mlir", text, DEFAULT_SPLIT_MARKER);
        assert_eq!(
            texts(&chunks),
            [
                "func.func @a() {\n  return\n}\n",
                " func.func @b() -> i32 { func.return }\n",
                "\n// ----\n//-----\n",
                "-\n// -----0\n",
                " x\nfunc.func @c() -> i32 {\n  func.return }\n",
            ]
        );
        assert_eq!(chunks[1].first_line, 4);
        assert_eq!(chunks[1].first_column, 9);
        let src = [SourceFile {
            name: "s2.mlir",
            text,
        }];
        let rendered: String = warnings.iter().map(|w| render(w, &src)).collect();
        assert_eq!(
            rendered,
            "s2.mlir:6:7: warning: near miss with file split marker\n// ----\n      ^\ns2.mlir:9:7: warning: near miss with file split marker\n// -----0\n      ^\n"
        );
    }

    #[test]
    fn edge_cases() {
        // Marker at the very start: the first chunk keeps the marker's last
        // two bytes (mlir-opt-22 then fails with 1:7 "expected operation name
        // in quotes").
        let (chunks, w) = split_input("// -----\nfunc.func @a() {\n}\n", DEFAULT_SPLIT_MARKER);
        assert!(w.is_empty());
        assert_eq!(texts(&chunks), ["--\nfunc.func @a() {\n}\n"]);
        assert_eq!((chunks[0].first_line, chunks[0].first_column), (1, 7));

        // Empty input: no chunk.
        let (chunks, w) = split_input("", DEFAULT_SPLIT_MARKER);
        assert!(chunks.is_empty() && w.is_empty());

        // Marker at the very end without a newline is a near miss.
        let text = "func.func @a() {\n  return\n}\n// -----";
        let (chunks, w) = split_input_file("en.mlir", text, DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&chunks), [text]);
        let src = [SourceFile {
            name: "en.mlir",
            text,
        }];
        assert_eq!(
            render(&w[0], &src),
            "en.mlir:4:7: warning: near miss with file split marker\n// -----\n      ^\n"
        );

        // A trailing marker line yields a final chunk holding the newline.
        let (chunks, _) = split_input("a\n// -----\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&chunks), ["a\n", "\n"]);

        // Splitting disabled.
        let (chunks, _) = split_input("a\n// -----\nb", "");
        assert_eq!(texts(&chunks), ["a\n// -----\nb"]);

        // Short markers split at every occurrence.
        let (chunks, w) = split_input("a;b;;c", ";");
        assert_eq!(texts(&chunks), ["a", "b", "c"]);
        assert!(w.is_empty());
    }

    #[test]
    fn custom_marker() {
        // mlir-opt-22 -split-input-file=//XXyy cm.mlir
        let text = "func.func @a() {\n  return\n}\n//XXyy\nfunc.func @b() {\n  return\n}\n//XXy\n";
        let (chunks, w) = split_input_file("cm.mlir", text, "//XXyy");
        assert_eq!(chunks.len(), 2);
        let src = [SourceFile {
            name: "cm.mlir",
            text,
        }];
        assert_eq!(
            render(&w[0], &src),
            "cm.mlir:8:5: warning: near miss with file split marker\n//XXy\n    ^\n"
        );
        // Three-byte marker: the cut is one byte long.
        let (chunks, w) = split_input_file("cm.mlir", text, "abc");
        assert_eq!(chunks.len(), 1);
        assert_eq!(
            render(&w[0], &src),
            "cm.mlir:1:13: warning: near miss with file split marker\nfunc.func @a() {\n            ^\n"
        );
    }

    #[test]
    fn separators() {
        assert_eq!(output_separator(DEFAULT_SPLIT_MARKER), "// -----\n");
        assert_eq!(output_separator("XX"), "XX\n");
        assert_eq!(output_separator(""), "\n");
    }

    #[test]
    fn non_ascii_markers_do_not_panic() {
        // A two-byte marker is a short marker.
        let (chunks, _) = split_input("a\u{e9}b\u{e9}c", "\u{e9}");
        assert_eq!(texts(&chunks), ["a", "b", "c"]);
        // "\u{e9}\u{e9}" is cut to its first character; the empty pieces
        // after each cut are near misses.
        let (chunks, w) = split_input("a\u{e9}\u{e9}b", "\u{e9}\u{e9}");
        assert_eq!(texts(&chunks), ["a\u{e9}\u{e9}b"]);
        assert_eq!(w.len(), 2);
        let (chunks, w) = split_input("x\u{e9}y\u{20ac}z", "y\u{20ac}");
        assert_eq!(texts(&chunks), ["x\u{e9}", "z"]);
        assert!(w.is_empty());
        // The marker is cut inside the euro sign; at the start of the text the
        // chunk begins after the partial character.
        let (chunks, w) = split_input("y\u{20ac}z", "y\u{20ac}");
        assert_eq!(texts(&chunks), ["z"]);
        assert!(w.is_empty());
    }
}
