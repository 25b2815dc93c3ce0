//! `-verify-diagnostics`: MLIR's `SourceMgrDiagnosticVerifierHandler`.
//!
//! Source files are scanned for `expected-<kind>[-re][@designator] {{text}}`
//! annotations; every diagnostic the tool emits is then checked against them
//! instead of being printed, and the verifier reports (as mlir-opt-22 does):
//!
//! * `invalid regex: <llvm regerror text>` / `found start of regex with no end '}}'`
//!   for broken `-re` annotations (when the file is scanned),
//! * `unexpected <kind>: <message>` at the diagnostic's location, or
//!   `'<kind>' diagnostic emitted when expecting a '<kind>'` at the annotation
//!   when only the severity differs (not in `only-expected` mode),
//! * `expected <kind> "<text>" was not produced` at the end.

use crate::ere::{self, Ere};
use crate::render::{Diag, Loc, Severity};

/// Which diagnostics `-verify-diagnostics` checks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum VerifyMode {
    /// `-verify-diagnostics` / `=all`: expected diagnostics must appear and
    /// anything else is an error.
    #[default]
    All,
    /// `-verify-diagnostics=only-expected`: expected diagnostics must appear;
    /// other diagnostics are silently dropped.
    OnlyExpected,
}

impl VerifyMode {
    /// Parses the option value: `None` (plain flag), `""` and `"all"` give
    /// [`VerifyMode::All`], `"only-expected"` gives [`VerifyMode::OnlyExpected`].
    pub fn from_flag_value(value: Option<&str>) -> Option<VerifyMode> {
        match value {
            None | Some("") | Some("all") => Some(VerifyMode::All),
            Some("only-expected") => Some(VerifyMode::OnlyExpected),
            Some(_) => None,
        }
    }
}

#[derive(Clone, Debug)]
enum Matcher {
    /// Plain annotation: the text must occur in the message.
    Substring,
    /// `-re` annotation: literal text with `{{regex}}` blocks, searched in the message.
    Regex(Ere),
}

/// One `expected-*` annotation.
#[derive(Clone, Debug)]
struct Expected {
    kind: Severity,
    /// Line a diagnostic must be reported on (unused for `@unknown`).
    line: u32,
    /// Position of `expected-` in the file; `None` for `@unknown` annotations,
    /// whose failures are reported without a location.
    loc: Option<Loc>,
    /// The text between the outer `{{` and `}}`.
    body: String,
    matcher: Matcher,
    matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.matcher {
            Matcher::Substring => message.contains(self.body.as_str()),
            Matcher::Regex(re) => re.is_match(message.as_bytes()),
        }
    }
}

/// The expected diagnostics of the scanned files and the verification state.
#[derive(Clone, Debug, Default)]
pub struct Expectations {
    mode: VerifyMode,
    /// Per file, in the order files were scanned.
    files: Vec<(String, Vec<Expected>)>,
    /// `@unknown` annotations of all scanned files.
    unknown: Vec<Expected>,
    failed: bool,
}

/// Scans `text` for annotations (see [`Expectations::parse`]); `Err` carries
/// the diagnostics for malformed `-re` annotations (the valid annotations are
/// lost in that case: use [`Expectations::parse`] to keep them, as mlir-opt does).
pub fn parse_expectations(
    file_name: &str,
    text: &str,
    line_offset: u32,
) -> Result<Expectations, Vec<Diag>> {
    let (ex, errors) = Expectations::parse(file_name, text, line_offset);
    if errors.is_empty() {
        Ok(ex)
    } else {
        Err(errors)
    }
}

impl Expectations {
    /// Scans `text` (the contents of `file_name`) for `expected-*` annotations.
    ///
    /// Line `n` of `text` is treated as line `line_offset + n` of the file.
    /// mlir-opt-22 scans the whole input file once even with
    /// `-split-input-file` (annotations of every chunk are known to every
    /// chunk), so a driver that mirrors it passes the whole file and 0.
    ///
    /// Returns the expectations (in [`VerifyMode::All`]) and the errors for
    /// malformed `-re` annotations, which mlir-opt prints immediately; those
    /// annotations are dropped and the verification counts as failed.
    pub fn parse(file_name: &str, text: &str, line_offset: u32) -> (Expectations, Vec<Diag>) {
        let mut ex = Expectations::default();
        let errors = ex.add_file_with_offset(file_name, text, line_offset);
        (ex, errors)
    }

    /// Sets the verification mode (builder style).
    pub fn with_mode(mut self, mode: VerifyMode) -> Expectations {
        self.mode = mode;
        self
    }

    /// Sets the verification mode.
    pub fn set_mode(&mut self, mode: VerifyMode) {
        self.mode = mode;
    }

    /// The verification mode.
    pub fn mode(&self) -> VerifyMode {
        self.mode
    }

    /// Scans another file (as mlir-opt does for every buffer it knows about,
    /// or lazily for a file a diagnostic points into).  A file that was already
    /// scanned is ignored.  Returns the errors for malformed annotations.
    pub fn add_file(&mut self, file_name: &str, text: &str) -> Vec<Diag> {
        self.add_file_with_offset(file_name, text, 0)
    }

    /// Whether `file_name` has been scanned.
    pub fn has_file(&self, file_name: &str) -> bool {
        self.files.iter().any(|(n, _)| n == file_name)
    }

    fn add_file_with_offset(&mut self, file_name: &str, text: &str, line_offset: u32) -> Vec<Diag> {
        if self.has_file(file_name) {
            return Vec::new();
        }
        let mut errors = Vec::new();
        let mut list = Vec::new();
        scan(
            file_name,
            text,
            line_offset,
            &mut list,
            &mut self.unknown,
            &mut errors,
        );
        if !errors.is_empty() {
            self.failed = true;
        }
        self.files.push((file_name.to_string(), list));
        errors
    }

    /// Whether verification has failed so far: a malformed annotation was
    /// found or a diagnostic was reported by [`Expectations::handle`].
    pub fn has_failed(&self) -> bool {
        self.failed
    }

    /// Checks one emitted diagnostic and its notes (each note is verified like
    /// a separate diagnostic).  Returns what mlir-opt prints right away: an
    /// `unexpected <kind>: <message>` error or a severity near-miss error per
    /// unmatched diagnostic (nothing in [`VerifyMode::OnlyExpected`]).
    ///
    /// Diagnostics located in files that were never scanned are checked
    /// against no annotations; use [`Expectations::handle_with_loader`] to scan
    /// such files on demand like mlir-opt (which reads them from disk).
    pub fn handle(&mut self, d: &Diag) -> Vec<Diag> {
        self.handle_with_loader(d, &mut |_| None)
    }

    /// Like [`Expectations::handle`], but when a diagnostic points into a file
    /// that was not scanned yet, `load(file)` is asked for its contents; if it
    /// returns them the file's annotations are scanned first (errors for
    /// malformed annotations come first in the result).
    pub fn handle_with_loader(
        &mut self,
        d: &Diag,
        load: &mut dyn FnMut(&str) -> Option<String>,
    ) -> Vec<Diag> {
        let mut out = Vec::new();
        self.process(d, load, &mut out);
        self.process_notes(&d.notes, load, &mut out);
        out
    }

    fn process_notes(
        &mut self,
        notes: &[Diag],
        load: &mut dyn FnMut(&str) -> Option<String>,
        out: &mut Vec<Diag>,
    ) {
        for n in notes {
            self.process(n, load, out);
            self.process_notes(&n.notes, load, out);
        }
    }

    fn process(
        &mut self,
        d: &Diag,
        load: &mut dyn FnMut(&str) -> Option<String>,
        out: &mut Vec<Diag>,
    ) {
        let kind = d.severity;
        let list: &mut Vec<Expected> = match &d.loc {
            None => &mut self.unknown,
            Some(loc) => {
                if !self.has_file(&loc.file)
                    && let Some(text) = load(&loc.file)
                {
                    out.extend(self.add_file(&loc.file, &text));
                }
                match self.files.iter_mut().find(|(n, _)| *n == loc.file) {
                    Some((_, list)) => list,
                    None => &mut Vec::new(),
                }
            }
        };

        let mut near_miss: Option<(Option<Loc>, Severity)> = None;
        for e in list.iter_mut() {
            if let Some(loc) = &d.loc
                && loc.line != e.line
            {
                continue;
            }
            if e.matches(&d.message) {
                if e.kind == kind {
                    e.matched = true;
                    return;
                }
                near_miss = Some((e.loc.clone(), e.kind));
            }
        }

        if self.mode == VerifyMode::OnlyExpected {
            return;
        }
        self.failed = true;
        out.push(match near_miss {
            Some((loc, expected)) => Diag::error(
                loc,
                format!("'{kind}' diagnostic emitted when expecting a '{expected}'"),
            ),
            None => Diag::error(d.loc.clone(), format!("unexpected {kind}: {}", d.message)),
        });
    }

    /// Ends verification and returns the `expected <kind> "<text>" was not
    /// produced` errors, file by file in annotation order, then those of
    /// `@unknown` annotations.  mlir-opt-22 verifies twice (explicitly and when
    /// the handler is destroyed) and only forgets the per-file annotations after
    /// the first pass, so unmatched `@unknown` annotations are reported twice;
    /// this is reproduced.
    pub fn finish(self) -> Vec<Diag> {
        let mut out = Vec::new();
        for (_, list) in &self.files {
            out.extend(list.iter().filter(|e| !e.matched).map(not_produced));
        }
        for _ in 0..2 {
            out.extend(self.unknown.iter().filter(|e| !e.matched).map(not_produced));
        }
        out
    }
}

fn not_produced(e: &Expected) -> Diag {
    let mut d = Diag::error(
        e.loc.clone(),
        format!("expected {} \"{}\" was not produced", e.kind, e.body),
    );
    d.range_len = len_u32(e.body.len());
    d
}

fn len_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Where a parsed annotation applies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Designator {
    /// No `@`: the annotation's own line.
    Here,
    Plus(u32),
    Minus(u32),
    Above,
    Below,
    Unknown,
}

/// A recognized annotation within one line.
#[derive(Debug, PartialEq, Eq)]
struct Annotation<'a> {
    /// Byte offset of `expected-` in the line.
    start: usize,
    kind: Severity,
    is_regex: bool,
    designator: Designator,
    body: &'a str,
}

/// Recognizes the leftmost annotation of a line (already stripped of trailing
/// whitespace), i.e. the leftmost match of
/// `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`.
fn match_annotation(line: &str) -> Option<Annotation<'_>> {
    const PREFIX: &str = "expected-";
    let mut search_from = 0;
    while let Some(rel) = line[search_from..].find(PREFIX) {
        let start = search_from + rel;
        if let Some(a) = match_annotation_at(line, start) {
            return Some(a);
        }
        search_from = start + 1;
    }
    None
}

fn match_annotation_at(line: &str, start: usize) -> Option<Annotation<'_>> {
    let mut rest = &line[start + "expected-".len()..];
    let kind = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ]
    .into_iter()
    .find_map(|(word, kind)| {
        rest.strip_prefix(word).map(|r| {
            rest = r;
            kind
        })
    })?;
    let is_regex = match rest.strip_prefix("-re") {
        Some(r) => {
            rest = r;
            true
        }
        None => false,
    };
    rest = rest.trim_start_matches(' ');
    let mut designator = Designator::Here;
    if let Some(r) = rest.strip_prefix('@') {
        let (d, after) = parse_designator(r)?;
        designator = d;
        rest = after;
    }
    rest = rest.trim_start_matches(' ');
    let body = rest.strip_prefix("{{")?.strip_suffix("}}")?;
    Some(Annotation {
        start,
        kind,
        is_regex,
        designator,
        body,
    })
}

fn parse_designator(s: &str) -> Option<(Designator, &str)> {
    for (word, d) in [
        ("above", Designator::Above),
        ("below", Designator::Below),
        ("unknown", Designator::Unknown),
    ] {
        if let Some(r) = s.strip_prefix(word) {
            return Some((d, r));
        }
    }
    let sign = s.as_bytes().first().copied()?;
    if sign != b'+' && sign != b'-' {
        return None;
    }
    let digits_len = s[1..].bytes().take_while(u8::is_ascii_digit).count();
    if digits_len == 0 {
        return None;
    }
    let digits = &s[1..1 + digits_len];
    let n = parse_offset(digits);
    let d = if sign == b'+' {
        Designator::Plus(n)
    } else {
        Designator::Minus(n)
    };
    Some((d, &s[1 + digits_len..]))
}

/// Parses the digits of `@+N`/`@-N` like `StringRef::getAsInteger(0, int)`:
/// a leading `0` selects octal.  Values that do not parse (e.g. `09`) or do not
/// fit in an `int` leave the offset undefined in MLIR; they count as 0 here.
fn parse_offset(digits: &str) -> u32 {
    let (radix, body) = match digits.strip_prefix('0') {
        Some(r) if !r.is_empty() => (8, r),
        _ => (10, digits),
    };
    match i32::from_str_radix(body, radix) {
        Ok(v) if v >= 0 => v as u32,
        _ => 0,
    }
}

/// Splits the body of a `-re` annotation into literal text and `{{regex}}`
/// blocks and compiles it like MLIR: every block is validated on its own, then
/// the escaped literals and the parenthesized blocks are joined into one
/// pattern.
fn compile_regex_body(body: &str) -> Result<Ere, String> {
    let mut pattern = Vec::new();
    let mut rest = body.as_bytes();
    while !rest.is_empty() {
        let Some(open) = find(rest, b"{{") else {
            ere::escape(rest, &mut pattern);
            break;
        };
        ere::escape(&rest[..open], &mut pattern);
        rest = &rest[open + 2..];
        let Some(close) = find(rest, b"}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let block = &rest[..close];
        if let Err(e) = ere::validate(block) {
            return Err(format!("invalid regex: {e}"));
        }
        pattern.push(b'(');
        pattern.extend_from_slice(block);
        pattern.push(b')');
        rest = &rest[close + 2..];
    }
    Ok(Ere::new(&pattern))
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Scans one file's annotations into `list` (file-located) and `unknown`.
fn scan(
    file_name: &str,
    text: &str,
    line_offset: u32,
    list: &mut Vec<Expected>,
    unknown: &mut Vec<Expected>,
    errors: &mut Vec<Diag>,
) {
    let lines: Vec<&str> = text.split('\n').collect();
    let line_count = len_u32(lines.len());
    let line_no = |index: usize| line_offset.wrapping_add(len_u32(index)).wrapping_add(1);
    // 0-based index of the last line without an annotation.
    let mut last_plain_line = 0usize;
    // Indices (into `list`) of `@below` annotations waiting for a plain line.
    let mut waiting_below: Vec<usize> = Vec::new();

    for (index, raw) in lines.iter().enumerate() {
        let line = raw.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
        let Some(a) = match_annotation(line) else {
            for i in waiting_below.drain(..) {
                if let Some(e) = list.get_mut(i) {
                    e.line = line_no(index);
                }
            }
            last_plain_line = index;
            continue;
        };
        let loc = Loc::new(
            file_name,
            line_no(index),
            len_u32(a.start).saturating_add(1),
        );
        let matcher = if a.is_regex {
            match compile_regex_body(a.body) {
                Ok(re) => Matcher::Regex(re),
                Err(message) => {
                    let mut d = Diag::error(Some(loc), message);
                    d.range_len = len_u32(a.body.len());
                    errors.push(d);
                    continue;
                }
            }
        } else {
            Matcher::Substring
        };
        let mut e = Expected {
            kind: a.kind,
            line: line_no(index),
            loc: Some(loc),
            body: a.body.to_string(),
            matcher,
            matched: false,
        };
        match a.designator {
            Designator::Here => {}
            Designator::Plus(n) => e.line = e.line.wrapping_add(n),
            Designator::Minus(n) => e.line = e.line.wrapping_sub(n),
            Designator::Above => e.line = line_no(last_plain_line),
            Designator::Below => {
                waiting_below.push(list.len());
                // Used if no plain line follows.
                e.line = line_offset.wrapping_add(line_count);
            }
            Designator::Unknown => {
                e.loc = None;
                unknown.push(e);
                continue;
            }
        }
        list.push(e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{SourceFile, render};

    fn err_at(file: &str, line: u32, col: u32, msg: &str) -> Diag {
        Diag::error(Some(Loc::new(file, line, col)), msg)
    }

    fn render_all(diags: &[Diag], name: &str, text: &str) -> String {
        let src = [SourceFile { name, text }];
        diags.iter().map(|d| render(d, &src)).collect()
    }

    const RET: &str = "'func.return' op has 0 operands, but enclosing function (@g) returns 1";

    #[test]
    fn annotation_syntax() {
        let a = match_annotation("  // expected-error@+1 {{foo}}").unwrap();
        assert_eq!(
            a,
            Annotation {
                start: 5,
                kind: Severity::Error,
                is_regex: false,
                designator: Designator::Plus(1),
                body: "foo"
            }
        );
        let a = match_annotation("// expected-remark-re   @below   {{a {{b}} c}}").unwrap();
        assert_eq!(a.designator, Designator::Below);
        assert!(a.is_regex);
        assert_eq!(a.body, "a {{b}} c");
        assert_eq!(match_annotation("//expected-note{{}}").unwrap().body, "");
        assert_eq!(
            match_annotation("x // unexpected-warning @-10 {{q}}")
                .unwrap()
                .designator,
            Designator::Minus(10)
        );
        assert_eq!(
            match_annotation("// expected-error-foo expected-error {{x}}")
                .unwrap()
                .start,
            22
        );
        assert_eq!(
            match_annotation("// expected-error @unknown{{x}}")
                .unwrap()
                .designator,
            Designator::Unknown
        );
        // Not annotations (mlir-opt-22 silently ignores these lines).
        for l in [
            "// expected-error@#label {{x}}",
            "// expected-error 2 {{x}}",
            "// expected-error {{x}} trailing",
            "// expected-error {x}",
            "// expected-error {{x}",
            "// expected-error@+ {{x}}",
            "// expected-error@+1x {{x}}",
            "// expected-fatal {{x}}",
            "// expected-error\t{{x}}",
        ] {
            assert_eq!(match_annotation(l), None, "{l}");
        }
    }

    #[test]
    fn offsets_parse_like_get_as_integer() {
        assert_eq!(parse_offset("12"), 12);
        assert_eq!(parse_offset("010"), 8);
        assert_eq!(parse_offset("0"), 0);
        assert_eq!(parse_offset("09"), 0);
        assert_eq!(parse_offset("99999999999"), 0);
    }

    #[test]
    fn observed_wrong_expectations() {
        // mlir-opt-22 --verify-diagnostics v1.mlir
        let text = "func.func @f() -> i32 {\n  // expected-error@+1 {{has 0 operands}}\n  func.return\n}\nfunc.func @g() -> i32 {\n  func.return // expected-error {{wrong text}}\n}\n// expected-warning@+1 {{operands}}\nfunc.func @h() -> i32 { func.return }\n";
        let (mut ex, errs) = Expectations::parse("v1.mlir", text, 0);
        assert!(errs.is_empty());
        let mut out = Vec::new();
        out.extend(ex.handle(&err_at("v1.mlir", 3, 3, RET)));
        out.extend(ex.handle(&err_at("v1.mlir", 6, 3, RET)));
        out.extend(ex.handle(&err_at("v1.mlir", 9, 25, RET)));
        assert!(ex.has_failed());
        out.extend(ex.finish());
        assert_eq!(
            render_all(&out, "v1.mlir", text),
            "v1.mlir:6:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@g) returns 1
  func.return // expected-error {{wrong text}}
  ^
v1.mlir:8:4: error: 'error' diagnostic emitted when expecting a 'warning'
// expected-warning@+1 {{operands}}
   ^
v1.mlir:6:18: error: expected error \"wrong text\" was not produced
  func.return // expected-error {{wrong text}}
                 ^~~~~~~~~~
v1.mlir:8:4: error: expected warning \"operands\" was not produced
// expected-warning@+1 {{operands}}
   ^~~~~~~~
"
        );
    }

    #[test]
    fn only_expected_mode_drops_unexpected() {
        let text = "func.func @f() -> i32 {\n  // expected-error@+1 {{has 0 operands}}\n  func.return\n}\nfunc.func @g() -> i32 {\n  func.return // expected-error {{wrong text}}\n}\n// expected-warning@+1 {{operands}}\nfunc.func @h() -> i32 { func.return }\n";
        let mut ex = parse_expectations("v1.mlir", text, 0)
            .unwrap()
            .with_mode(VerifyMode::OnlyExpected);
        assert!(ex.handle(&err_at("v1.mlir", 3, 3, RET)).is_empty());
        assert!(ex.handle(&err_at("v1.mlir", 6, 3, RET)).is_empty());
        assert!(ex.handle(&err_at("v1.mlir", 9, 25, RET)).is_empty());
        assert!(!ex.has_failed());
        let out = ex.finish();
        assert_eq!(
            render_all(&out, "v1.mlir", text),
            "v1.mlir:6:18: error: expected error \"wrong text\" was not produced
  func.return // expected-error {{wrong text}}
                 ^~~~~~~~~~
v1.mlir:8:4: error: expected warning \"operands\" was not produced
// expected-warning@+1 {{operands}}
   ^~~~~~~~
"
        );
    }

    #[test]
    fn malformed_annotations() {
        // mlir-opt-22 --verify-diagnostics L.mlir
        let text = "// expected-error@#lbl {{has 0 operands}}
func.func @f() -> i32 {
  func.return // #lbl
}
// expected-error 2 {{foo}}
// expected-remark-re@+1 {{bad {{[}}}}
// expected-error-re {{a {{(}} b}}
// expected-error-re {{a {{x}
// expected-error {{never}} trailing
//expected-error{{nospace}}
   // expected-note@below {{dangling}}
";
        let (mut ex, errs) = Expectations::parse("L.mlir", text, 0);
        assert!(ex.has_failed());
        let mut out = errs;
        out.extend(ex.handle(&Diag::error(
            Some(Loc::new("L.mlir", 3, 3)),
            "'func.return' op has 0 operands, but enclosing function (@f) returns 1",
        )));
        out.extend(ex.finish());
        assert_eq!(
            render_all(&out, "L.mlir", text),
            "L.mlir:6:4: error: invalid regex: brackets ([ ]) not balanced
// expected-remark-re@+1 {{bad {{[}}}}
   ^~~~~~~~~
L.mlir:7:4: error: invalid regex: parentheses not balanced
// expected-error-re {{a {{(}} b}}
   ^~~~~~~~~
L.mlir:3:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
  func.return // #lbl
  ^
L.mlir:10:3: error: expected error \"nospace\" was not produced
//expected-error{{nospace}}
  ^~~~~~~
L.mlir:11:7: error: expected note \"dangling\" was not produced
   // expected-note@below {{dangling}}
      ^~~~~~~~
"
        );
        assert!(parse_expectations("L.mlir", text, 0).is_err());
    }

    #[test]
    fn regex_block_errors() {
        let text = "// expected-error-re {{ab {{x}}\n// expected-error-re {{{{a{1,2}{3}}}}}\n";
        let (_, errs) = Expectations::parse("re.mlir", text, 0);
        let msgs: Vec<_> = errs.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            msgs,
            [
                "found start of regex with no end '}}'",
                "invalid regex: repetition-operator operand invalid"
            ]
        );
    }

    #[test]
    fn unknown_locations() {
        // mlir-opt-22 --verify-diagnostics u.mlir: one annotation matches both
        // diagnostics; the unmatched one is reported twice.
        let text = "// expected-error@unknown {{has 0 operands}}\n// expected-error@unknown {{never produced}}\nfunc.func @g() -> i32 {\n  func.return loc(unknown)\n}\nfunc.func @h() -> i32 {\n  func.return loc(unknown)\n}\n";
        let mut ex = parse_expectations("u.mlir", text, 0).unwrap();
        assert!(ex.handle(&Diag::error(None, RET)).is_empty());
        assert!(ex.handle(&Diag::error(None, RET)).is_empty());
        assert_eq!(
            render_all(&ex.finish(), "u.mlir", text),
            "<unknown>:0: error: expected error \"never produced\" was not produced\n<unknown>:0: error: expected error \"never produced\" was not produced\n"
        );

        // mlir-opt-22 --verify-diagnostics u2.mlir
        let mut ex = parse_expectations("u2.mlir", "func.func @h() -> i32 {\n", 0).unwrap();
        let out = ex.handle(&Diag::error(None, RET));
        assert_eq!(
            render_all(&out, "u2.mlir", ""),
            "<unknown>:0: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@g) returns 1\n"
        );
    }

    #[test]
    fn notes_are_verified_separately() {
        // mlir-opt-22 --verify-diagnostics n3.mlir
        let text = "func.func @f() {\n  return\n}\nfunc.func @f() { // expected-error {{redefinition}}\n  return\n}\n";
        let mut ex = parse_expectations("n3.mlir", text, 0).unwrap();
        let d = err_at("n3.mlir", 4, 1, "redefinition of symbol named 'f'").with_note(
            Some(Loc::new("n3.mlir", 1, 1)),
            "see existing symbol definition here",
        );
        let out = ex.handle(&d);
        assert!(ex.finish().is_empty());
        assert_eq!(
            render_all(&out, "n3.mlir", text),
            "n3.mlir:1:1: error: unexpected note: see existing symbol definition here\nfunc.func @f() {\n^\n"
        );
    }

    #[test]
    fn other_files() {
        // mlir-opt-22 --verify-diagnostics of.mlir, with o2.mlir on disk.
        let text = "func.func @g() -> i32 {\n  func.return loc(\"o2.mlir\":2:3)\n}\nfunc.func @h() -> i32 {\n  func.return loc(\"nonexist.mlir\":2:3)\n}\nfunc.func @i() -> i32 {\n  func.return loc(fused[\"of.mlir\":9:1, \"x\":1:1])\n}\n";
        let o2 = "x\n  y // expected-error {{has 0}}\n// expected-error {{in other never}}\n";
        let mut ex = parse_expectations("of.mlir", text, 0).unwrap();
        let mut load = |f: &str| (f == "o2.mlir").then(|| o2.to_string());
        let mut out = Vec::new();
        out.extend(ex.handle_with_loader(&err_at("o2.mlir", 2, 3, RET), &mut load));
        out.extend(ex.handle_with_loader(&err_at("nonexist.mlir", 2, 3, RET), &mut load));
        out.extend(ex.handle_with_loader(&err_at("of.mlir", 9, 1, RET), &mut load));
        out.extend(ex.finish());
        let sources = [
            SourceFile {
                name: "of.mlir",
                text,
            },
            SourceFile {
                name: "o2.mlir",
                text: o2,
            },
        ];
        let rendered: String = out.iter().map(|d| render(d, &sources)).collect();
        assert_eq!(
            rendered,
            "nonexist.mlir:2:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@g) returns 1
of.mlir:9:1: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@g) returns 1
}
^
o2.mlir:3:4: error: expected error \"in other never\" was not produced
// expected-error {{in other never}}
   ^~~~~~~~~~~~~~
"
        );
    }

    #[test]
    fn matching_rules() {
        // Observed with mlir-opt-22 -transform-interpreter and
        // transform.debug.emit_remark_at (tr.mlir).
        let text = "module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-remark @below {{hello}}
    // expected-warning @below {{abc}}
    // expected-error @below {{abc}}
    \"test.a\"() : () -> ()
    // expected-remark-re @below {{^x{{[0-9]+}}.y$}}
    \"test.b\"() : () -> ()
    \"test.c\"() : () -> () // expected-remark-re {{a{{.}}c}}
    return
  }
}
";
        let mut ex = parse_expectations("tr.mlir", text, 0).unwrap();
        let remark = |line, col, msg: &str| {
            Diag::new(Some(Loc::new("tr.mlir", line, col)), Severity::Remark, msg)
        };
        let mut out = Vec::new();
        for (line, msg) in [
            (6, "hello world"),
            (6, "x hello"),
            (6, "abc"),
            (8, "x12.y"),
            (8, "x12zy"),
            (8, "zx12.y"),
            (9, "a.c"),
            (9, "abc"),
            (9, "a\nc"),
        ] {
            out.extend(ex.handle(&remark(line, 5, msg)));
        }
        out.extend(ex.finish());
        assert_eq!(
            render_all(&out, "tr.mlir", text),
            "tr.mlir:5:8: error: 'remark' diagnostic emitted when expecting a 'error'
    // expected-error @below {{abc}}
       ^
tr.mlir:8:5: error: unexpected remark: x12.y
    \"test.b\"() : () -> ()
    ^
tr.mlir:8:5: error: unexpected remark: x12zy
    \"test.b\"() : () -> ()
    ^
tr.mlir:8:5: error: unexpected remark: zx12.y
    \"test.b\"() : () -> ()
    ^
tr.mlir:4:8: error: expected warning \"abc\" was not produced
    // expected-warning @below {{abc}}
       ^~~
tr.mlir:5:8: error: expected error \"abc\" was not produced
    // expected-error @below {{abc}}
       ^~~
tr.mlir:7:8: error: expected remark \"^x{{[0-9]+}}.y$\" was not produced
    // expected-remark-re @below {{^x{{[0-9]+}}.y$}}
       ^~~~~~~~~~~~~~~
"
        );
    }

    #[test]
    fn whole_file_annotations_with_split_input() {
        // mlir-opt-22 --verify-diagnostics -split-input-file sp3.mlir: the
        // whole file is scanned once; @above right after a marker designates
        // the marker line.
        let text = "// expected-error@unknown {{unk never}}
func.func @g() -> i32 {
  // expected-error@+1 {{chunk1 never}}
  func.return
}
// -----
// expected-error@above {{above marker}}
func.func @h() -> i32 {
  func.return
}
// -----
func.func @i() -> i32 {
  func.return // -----
}
";
        let mut ex = parse_expectations("sp3.mlir", text, 0).unwrap();
        let mut out = Vec::new();
        for d in [
            err_at("sp3.mlir", 4, 3, RET),
            err_at("sp3.mlir", 9, 3, RET),
            err_at("sp3.mlir", 13, 14, "expected operation name in quotes"),
            err_at("sp3.mlir", 14, 1, "expected operation name in quotes"),
        ] {
            out.extend(ex.handle(&d));
        }
        out.extend(ex.finish());
        assert_eq!(
            render_all(&out, "sp3.mlir", text),
            "sp3.mlir:4:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@g) returns 1
  func.return
  ^
sp3.mlir:9:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@g) returns 1
  func.return
  ^
sp3.mlir:13:14: error: unexpected error: expected operation name in quotes
  func.return // -----
             ^
sp3.mlir:14:1: error: unexpected error: expected operation name in quotes
}
^
sp3.mlir:3:6: error: expected error \"chunk1 never\" was not produced
  // expected-error@+1 {{chunk1 never}}
     ^~~~~~~~~~~~
sp3.mlir:7:4: error: expected error \"above marker\" was not produced
// expected-error@above {{above marker}}
   ^~~~~~~~~~~~
<unknown>:0: error: expected error \"unk never\" was not produced
<unknown>:0: error: expected error \"unk never\" was not produced
"
        );
        // The @above annotation designates line 6 (the marker line).
        let mut ex = parse_expectations("sp3.mlir", text, 0).unwrap();
        assert!(
            ex.handle(&err_at("sp3.mlir", 6, 1, "above marker"))
                .is_empty()
        );
    }

    #[test]
    fn designators() {
        let text = "a\n// expected-error@above {{A}}\n// expected-error@below {{B}}\n// expected-error@-2 {{C}}\n\nz // expected-error@+0 {{D}}\n// expected-error@below {{E}}";
        let mut ex = parse_expectations("d.mlir", text, 10).unwrap();
        for (line, m) in [(11, "A"), (15, "B"), (12, "C"), (16, "D"), (17, "E")] {
            assert!(ex.handle(&err_at("d.mlir", line, 1, m)).is_empty(), "{m}");
        }
        assert!(ex.finish().is_empty());
    }

    #[test]
    fn empty_bodies() {
        // A plain empty body matches any message on its line; an empty -re
        // body is an invalid (empty) regex that never matches.
        let text = "x // expected-error {{}}\ny // expected-error-re {{}}\n";
        let mut ex = parse_expectations("e.mlir", text, 0).unwrap();
        assert!(ex.handle(&err_at("e.mlir", 1, 1, "anything")).is_empty());
        assert_eq!(ex.handle(&err_at("e.mlir", 2, 1, "anything")).len(), 1);
    }

    #[test]
    fn leftmost_annotation_takes_the_rest_of_the_line() {
        // mlir-opt-22 --verify-diagnostics two.mlir / two2.mlir
        let text = "// expected-error {{a}} // expected-note {{b}}\n";
        let ex = parse_expectations("two.mlir", text, 0).unwrap();
        assert_eq!(
            render_all(&ex.finish(), "two.mlir", text),
            "two.mlir:1:4: error: expected error \"a}} // expected-note {{b\" was not produced\n// expected-error {{a}} // expected-note {{b}}\n   ^~~~~~~~~~~~~~~~~~~~~~~~\n"
        );
        let text = "// unexpected-error {{a}}\n// expected-error @ +1 {{b}}\n";
        let ex = parse_expectations("two2.mlir", text, 0).unwrap();
        assert_eq!(
            render_all(&ex.finish(), "two2.mlir", text),
            "two2.mlir:1:6: error: expected error \"a\" was not produced\n// unexpected-error {{a}}\n     ^\n"
        );
    }

    #[test]
    fn tabs_in_annotations() {
        // mlir-opt-22 --verify-diagnostics tb2.mlir / tb3.mlir
        let text = "\t// expected-error {{a\tb}}\n";
        let ex = parse_expectations("tb2.mlir", text, 0).unwrap();
        assert_eq!(
            render_all(&ex.finish(), "tb2.mlir", text),
            "tb2.mlir:1:5: error: expected error \"a\tb\" was not produced\n        // expected-error {{a   b}}\n           ^~~\n"
        );
        let text = "// expected-error {{\tbbbbbbbbbbbbbbbbbbbbbbbbbbbb}}\n";
        let ex = parse_expectations("tb3.mlir", text, 0).unwrap();
        assert_eq!(
            render_all(&ex.finish(), "tb3.mlir", text),
            format!(
                "tb3.mlir:1:4: error: expected error \"\tbbbbbbbbbbbbbbbbbbbbbbbbbbbb\" was not produced\n// expected-error {{{{    bbbbbbbbbbbbbbbbbbbbbbbbbbbb}}}}\n   ^{}\n",
                "~".repeat(31)
            )
        );
    }

    #[test]
    fn flag_values() {
        assert_eq!(VerifyMode::from_flag_value(None), Some(VerifyMode::All));
        assert_eq!(VerifyMode::from_flag_value(Some("")), Some(VerifyMode::All));
        assert_eq!(
            VerifyMode::from_flag_value(Some("all")),
            Some(VerifyMode::All)
        );
        assert_eq!(
            VerifyMode::from_flag_value(Some("only-expected")),
            Some(VerifyMode::OnlyExpected)
        );
        assert_eq!(VerifyMode::from_flag_value(Some("x")), None);
    }
}
