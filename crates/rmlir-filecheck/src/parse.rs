//! Reading directives out of a check file (LLVM's `FileCheck::readCheckFile`).
//!
//! A directive is a check prefix that is not glued to a preceding word
//! character (`[A-Za-z0-9_-]`), then an optional suffix (`-NEXT`, `-SAME`,
//! `-NOT`, `-DAG`, `-LABEL`, `-EMPTY`, `-COUNT-n`), optional `{LITERAL}`,
//! and a colon.  The rest of the line is the pattern, minus surrounding
//! spaces and tabs.  A prefix followed by anything else (`CHECK-NEXT foo`,
//! `CHECK-FOO:`) is not a directive and is ignored, as in FileCheck; one
//! spelled with `_` instead of `-` (`CHECK_NEXT:`) is rejected as misspelled.
//! A comment directive (`COM:`, `RUN:`) hides the rest of its line.
//!
//! Positive directives become [`CheckString`]s; `CHECK-NOT`/`CHECK-DAG`
//! lines (and the `--implicit-check-not` patterns) attach to the next
//! positive one, or to a final end-of-input check:
//!
//! ```text
//! CHECK: a          =>  [a]
//! CHECK-NOT: b          [c, not b, dag d]
//! CHECK-DAG: d          [EOF, not e]
//! CHECK: c
//! CHECK-NOT: e
//! ```

use crate::pattern::{Kind, ParseError, Pattern, PatternSite, parse_pieces};
use crate::source::{Severity, SourceText};

/// A positive pattern with the NOT/DAG patterns that precede it (LLVM's
/// `FileCheckString`).
#[derive(Debug)]
pub(crate) struct CheckString {
    pub pat: Pattern,
    pub dag_not: Vec<Pattern>,
}

/// Word characters: a prefix preceded by one of these is not a directive.
fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

/// What follows a prefix.
enum Suffix {
    /// Not a directive.
    None,
    /// A directive of `kind`; the pattern starts at byte `pattern_at` of
    /// the text after the prefix.
    Directive {
        kind: Kind,
        literal: bool,
        misspelled: bool,
        pattern_at: usize,
        /// Display name of the suffix (`-NEXT`, `-COUNT`).
        name: &'static str,
    },
    /// `-COUNT-` with a bad number at byte `at` after the prefix.
    BadCount { at: usize },
}

/// Classifies the text `rest` that follows a check prefix.
fn classify(rest: &str) -> Suffix {
    let b = rest.as_bytes();
    let modifiers = |mut i: usize| -> Option<(bool, usize)> {
        let mut literal = false;
        if rest[i..].starts_with("{LITERAL}") {
            literal = true;
            i += "{LITERAL}".len();
        }
        (b.get(i) == Some(&b':')).then_some((literal, i + 1))
    };
    let done = |kind, name, misspelled, i| match modifiers(i) {
        Some((literal, pattern_at)) => Suffix::Directive {
            kind,
            literal,
            misspelled,
            pattern_at,
            name,
        },
        None => Suffix::None,
    };
    match b.first() {
        Some(b':') | Some(b'{') => return done(Kind::Plain, "", false, 0),
        Some(b'-') | Some(b'_') => {}
        _ => return Suffix::None,
    }
    let misspelled = b[0] == b'_';
    let after = &rest[1..];
    let upper = after.get(..6).map(|s| s.to_ascii_uppercase());
    if upper.as_deref() == Some("COUNT-") {
        if &after[..6] != "COUNT-" {
            return Suffix::None;
        }
        let digits = after[6..].bytes().take_while(u8::is_ascii_digit).count();
        let count: usize = match after[6..6 + digits].parse() {
            Ok(n) if n > 0 => n,
            _ => return Suffix::BadCount { at: 7 + digits },
        };
        return done(Kind::Count(count), "-COUNT", misspelled, 7 + digits);
    }
    for (word, kind) in [
        ("NEXT", Kind::Next),
        ("SAME", Kind::Same),
        ("NOT", Kind::Not),
        ("DAG", Kind::Dag),
        ("LABEL", Kind::Label),
        ("EMPTY", Kind::Empty),
    ] {
        let Some(head) = after.get(..word.len()) else {
            continue;
        };
        if head.eq_ignore_ascii_case(word) {
            let name = match kind {
                Kind::Next => "-NEXT",
                Kind::Same => "-SAME",
                Kind::Not => "-NOT",
                Kind::Dag => "-DAG",
                Kind::Label => "-LABEL",
                _ => "-EMPTY",
            };
            // Only `_` makes a misspelling; `CHECK-next:` is simply not a
            // directive, as in FileCheck.
            if head != word {
                return Suffix::None;
            }
            return done(kind, name, misspelled, 1 + word.len());
        }
    }
    Suffix::None
}

/// A parsed check file.
#[derive(Debug)]
pub(crate) struct CheckFile {
    pub checks: Vec<CheckString>,
}

/// Renders a parse error located in `src`.
fn located(src: &SourceText, e: ParseError) -> String {
    src.render(e.loc, 0, Severity::Error, &e.msg)
}

/// Parses the directives of `src` for the given prefixes; `implicit` are
/// the already-parsed `--implicit-check-not` patterns.
pub(crate) fn parse_check_file(
    src: &SourceText,
    check_prefixes: &[String],
    comment_prefixes: &[String],
    implicit: &[Pattern],
    allow_unused_prefixes: bool,
    keep_leading_blanks: bool,
) -> Result<CheckFile, String> {
    let text = src.text.as_str();
    let bytes = text.as_bytes();
    let mut used = vec![false; check_prefixes.len()];
    let mut checks: Vec<CheckString> = Vec::new();
    let mut dag_not: Vec<Pattern> = implicit.to_vec();
    let mut line_start = 0;
    let mut line_no = 0;
    while line_start < text.len() {
        line_no += 1;
        let line_end = text[line_start..]
            .find('\n')
            .map_or(text.len(), |e| line_start + e);
        let mut col = line_start;
        'search: while col < line_end {
            // Earliest prefix occurrence; the longest one wins a tie.
            let mut best: Option<(usize, usize, bool)> = None; // (pos, index, comment)
            let candidates = check_prefixes
                .iter()
                .enumerate()
                .map(|(i, p)| (i, p, false))
                .chain(
                    comment_prefixes
                        .iter()
                        .enumerate()
                        .map(|(i, p)| (i, p, true)),
                );
            for (i, p, comment) in candidates {
                let Some(off) = text[col..line_end].find(p.as_str()) else {
                    continue;
                };
                let pos = col + off;
                let better = match best {
                    None => true,
                    Some((bp, bi, bc)) => {
                        let blen = if bc {
                            comment_prefixes[bi].len()
                        } else {
                            check_prefixes[bi].len()
                        };
                        pos < bp || pos == bp && p.len() > blen
                    }
                };
                if better {
                    best = Some((pos, i, comment));
                }
            }
            let Some((pos, idx, comment)) = best else {
                break;
            };
            let prefix = if comment {
                &comment_prefixes[idx]
            } else {
                &check_prefixes[idx]
            };
            if pos > line_start && is_word(bytes[pos - 1]) {
                col = pos + 1;
                continue;
            }
            let after = pos + prefix.len();
            let rest = &text[after..line_end];
            if comment {
                if rest.starts_with(':') {
                    break 'search;
                }
                col = after;
                continue;
            }
            let (kind, literal, misspelled, pattern_at, name) = match classify(rest) {
                Suffix::None => {
                    col = after;
                    continue;
                }
                Suffix::BadCount { at } => {
                    return Err(src.render(
                        after + at,
                        0,
                        Severity::Error,
                        &format!("invalid count in -COUNT specification on prefix '{prefix}'"),
                    ));
                }
                Suffix::Directive {
                    kind,
                    literal,
                    misspelled,
                    pattern_at,
                    name,
                } => (kind, literal, misspelled, pattern_at, name),
            };
            if misspelled {
                return Err(src.render(
                    pos,
                    0,
                    Severity::Error,
                    &format!("misspelled directive '{}'", &text[pos..after + pattern_at]),
                ));
            }
            used[idx] = true;
            let directive = format!("{prefix}{name}");
            // Pattern text: skip leading blanks (kept only with both
            // --strict-whitespace and --match-full-lines, as LLVM does), drop trailing ones.
            let mut pstart = after + pattern_at;
            while !keep_leading_blanks && pstart < line_end && matches!(bytes[pstart], b' ' | b'\t')
            {
                pstart += 1;
            }
            let pattern_text = text[pstart..line_end].trim_end_matches([' ', '\t']);
            if matches!(kind, Kind::Next | Kind::Same | Kind::Empty) && checks.is_empty() {
                return Err(src.render(
                    pos,
                    0,
                    Severity::Error,
                    &format!("found '{directive}' without previous '{prefix}: line"),
                ));
            }
            if kind == Kind::Empty && !pattern_text.is_empty() {
                return Err(src.render(
                    pstart,
                    0,
                    Severity::Error,
                    &format!(
                        "found non-empty check string for empty check with prefix '{prefix}:'"
                    ),
                ));
            }
            if kind != Kind::Empty && pattern_text.is_empty() {
                return Err(src.render(
                    pstart,
                    0,
                    Severity::Error,
                    &format!("found empty check string with prefix '{prefix}:'"),
                ));
            }
            let site = PatternSite {
                base: pstart,
                line: line_no,
                literal,
            };
            let (pieces, has_alternation) =
                parse_pieces(pattern_text, &site).map_err(|e| located(src, e))?;
            let pat = Pattern {
                kind,
                directive,
                pieces,
                source: 0,
                loc: pstart,
                has_alternation,
            };
            if kind == Kind::Label && pat.has_variables() {
                return Err(src.render(
                    pos,
                    0,
                    Severity::Error,
                    &format!("found '{}:' with variable definition or use", pat.directive),
                ));
            }
            match kind {
                Kind::Not | Kind::Dag => dag_not.push(pat),
                _ => checks.push(CheckString {
                    pat,
                    dag_not: std::mem::replace(&mut dag_not, implicit.to_vec()),
                }),
            }
            break 'search;
        }
        line_start = line_end + 1;
    }
    let unused: Vec<&String> = check_prefixes
        .iter()
        .zip(&used)
        .filter(|(_, u)| !**u)
        .map(|(p, _)| p)
        .collect();
    if unused.len() == check_prefixes.len() || (!unused.is_empty() && !allow_unused_prefixes) {
        let list = unused
            .iter()
            .map(|p| format!("'{p}:'"))
            .collect::<Vec<_>>()
            .join(", ");
        let plural = if unused.len() == 1 {
            "prefix"
        } else {
            "prefixes"
        };
        return Err(format!(
            "error: no check strings found with {plural} {list}\n"
        ));
    }
    if !dag_not.is_empty() {
        let eof = Pattern {
            kind: Kind::Eof,
            directive: "EOF".into(),
            pieces: Vec::new(),
            source: 0,
            loc: text.len(),
            has_alternation: false,
        };
        checks.push(CheckString { pat: eof, dag_not });
    }
    Ok(CheckFile { checks })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str, prefixes: &[&str]) -> Result<CheckFile, String> {
        let src = SourceText::new("c", text.to_string());
        let p: Vec<String> = prefixes.iter().map(|s| s.to_string()).collect();
        parse_check_file(&src, &p, &["COM".into(), "RUN".into()], &[], false, false)
    }

    fn kinds(f: &CheckFile) -> Vec<(Kind, Vec<Kind>)> {
        f.checks
            .iter()
            .map(|c| (c.pat.kind, c.dag_not.iter().map(|p| p.kind).collect()))
            .collect()
    }

    #[test]
    fn groups_not_and_dag() {
        let f = parse(
            "// CHECK: a\n// CHECK-NOT: b\n// CHECK-DAG: d\n// CHECK-NEXT: c\n// CHECK-NOT: e\n",
            &["CHECK"],
        )
        .unwrap();
        assert_eq!(
            kinds(&f),
            vec![
                (Kind::Plain, vec![]),
                (Kind::Next, vec![Kind::Not, Kind::Dag]),
                (Kind::Eof, vec![Kind::Not]),
            ]
        );
    }

    #[test]
    fn recognises_suffixes_and_ignores_non_directives() {
        let f = parse(
            "CHECK-LABEL: l\nCHECK-COUNT-3: x\nCHECK-SAME: s\nCHECK-EMPTY:\nCHECK-next: n\n\
             CHECK-NEXT n\nXCHECK: no\nCHECK-FOO: no\n// RUN: x | FileCheck %s -check-prefix=CHECK\n\
             // COM: CHECK: commented\nCHECK{LITERAL}: [[x]]\n",
            &["CHECK"],
        )
        .unwrap();
        let k: Vec<Kind> = f.checks.iter().map(|c| c.pat.kind).collect();
        assert_eq!(
            k,
            [
                Kind::Label,
                Kind::Count(3),
                Kind::Same,
                Kind::Empty,
                Kind::Plain
            ]
        );
    }

    #[test]
    fn longer_prefix_wins_and_word_boundary() {
        let f = parse("A-B: x\nA: y\nBA: z\n", &["A", "A-B"]).unwrap();
        assert_eq!(f.checks.len(), 2);
        assert_eq!(f.checks[0].pat.directive, "A-B");
    }

    #[test]
    fn rejects_bad_directives() {
        let e = parse("CHECK-NEXT: a\n", &["CHECK"]).unwrap_err();
        assert!(
            e.contains("found 'CHECK-NEXT' without previous 'CHECK: line"),
            "{e}"
        );
        let e = parse("CHECK_NEXT: a\nCHECK: a\n", &["CHECK"]).unwrap_err();
        assert!(e.contains("misspelled directive 'CHECK_NEXT:'"), "{e}");
        let e = parse("CHECK:\n", &["CHECK"]).unwrap_err();
        assert!(e.starts_with("c:1:7: error: found empty check string with prefix 'CHECK:'"));
        let e = parse("CHECK: a\nCHECK-EMPTY: x\n", &["CHECK"]).unwrap_err();
        assert!(e.contains("non-empty check string"));
        let e = parse("CHECK-COUNT-0: a\n", &["CHECK"]).unwrap_err();
        assert!(e.starts_with("c:1:14: error: invalid count"), "{e}");
        let e = parse("CHECK-LABEL: f[[X:.*]]\n", &["CHECK"]).unwrap_err();
        assert!(e.contains("with variable definition or use"));
        let e = parse("nothing\n", &["CHECK"]).unwrap_err();
        assert_eq!(e, "error: no check strings found with prefix 'CHECK:'\n");
        let e = parse("A: a\n", &["A", "B"]).unwrap_err();
        assert_eq!(e, "error: no check strings found with prefix 'B:'\n");
        let e = parse("x\n", &["A", "B"]).unwrap_err();
        assert_eq!(
            e,
            "error: no check strings found with prefixes 'A:', 'B:'\n"
        );
    }
}
