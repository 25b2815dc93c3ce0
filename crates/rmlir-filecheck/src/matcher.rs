//! Matching check strings against the input (LLVM's `FileCheck::checkInput`,
//! `FileCheckString::Check`, `CheckDag`, `CheckNot`, `CheckNext`,
//! `CheckSame`).
//!
//! The algorithm, with positions as byte offsets into the canonical input:
//!
//! 1. **Labels first.**  The input is cut into blocks: each `CHECK-LABEL` is
//!    searched (pattern only) from the end of the previous label's match; the
//!    block for the checks up to and including that label ends where the
//!    label's match ends.  A missing label stops everything; a failure inside
//!    a block moves on to the next block, so one run can report several.
//! 2. **Within a block**, every check string starts searching where the
//!    previous one's match ended:
//!    * its `CHECK-DAG` groups are matched first: each DAG of a group
//!      searches from the group start for the earliest match that does not
//!      overlap another match of the group; a group ends at a `CHECK-NOT`
//!      or at the positive pattern, and the next group starts after the
//!      furthest match of this one;
//!    * the `CHECK-NOT`s before a DAG group must not match between the
//!      previous group end and the group's first match;
//!    * the positive pattern (N times for `CHECK-COUNT-N`) is matched at
//!      the earliest position; the `CHECK-NOT`s after the last DAG group
//!      must not match in the text it skipped;
//!    * `CHECK-NEXT`/`CHECK-EMPTY` require exactly one newline in the
//!      skipped text, `CHECK-SAME` none.
//!
//! A regex is searched in the slice `[start, end)` of the input, so `^` also
//! matches at the search start and `$` at the block end — the same quirk
//! LLVM has (e.g. `CHECK-SAME: {{^}}x` matches right after the previous
//! match).

use std::collections::HashMap;
use std::rc::Rc;

use fancy_regex::{Regex, RegexBuilder};

use crate::parse::CheckString;
use crate::pattern::{
    BuildError, GroupDef, Kind, NumFormat, Pattern, RegexFlags, VarLookup, eval, parse_expr,
    parse_format,
};
use crate::source::{Severity, SourceText};

/// Values of FileCheck variables.
#[derive(Default, Debug)]
pub(crate) struct Vars {
    strings: HashMap<String, String>,
    numbers: HashMap<String, (i128, NumFormat)>,
}

impl VarLookup for Vars {
    fn str_var(&self, name: &str) -> Option<&str> {
        self.strings.get(name).map(String::as_str)
    }
    fn num_var(&self, name: &str) -> Option<(i128, NumFormat)> {
        self.numbers.get(name).copied()
    }
}

impl Vars {
    /// Drops local variables (those not starting with `$`), as
    /// `--enable-var-scope` does at each label block.
    fn clear_locals(&mut self) {
        self.strings.retain(|k, _| k.starts_with('$'));
        self.numbers.retain(|k, _| k.starts_with('$'));
    }

    /// Applies one `-D` definition (`NAME=VALUE` or `#[%fmt,]NAME=EXPR`).
    pub fn define(&mut self, def: &str) -> Result<(), String> {
        let bad = |why: &str| format!("error: invalid -D definition '{def}': {why}\n");
        let Some((lhs, value)) = def.split_once('=') else {
            return Err(bad("missing '='"));
        };
        if let Some(num) = lhs.strip_prefix('#') {
            let (format, name) = match num.split_once(',') {
                Some((f, n)) => {
                    let Some(spec) = f.trim().strip_prefix('%') else {
                        return Err(bad("invalid format"));
                    };
                    match parse_format(spec.trim(), 0) {
                        Ok(f) => (f, n.trim()),
                        Err(e) => return Err(bad(&e.msg)),
                    }
                }
                None => (NumFormat::UNSIGNED, num.trim()),
            };
            let expr = parse_expr(value, 0, 0).map_err(|e| bad(&e.msg))?;
            let v = eval(&expr, self)
                .map_err(|u| bad(&format!("undefined variable {}", u.join(", "))))?;
            self.numbers.insert(name.to_string(), (v.0, format));
        } else {
            if lhs.is_empty() || lhs.contains([' ', '\t']) {
                return Err(bad("invalid variable name"));
            }
            self.strings.insert(lhs.to_string(), value.to_string());
        }
        Ok(())
    }
}

/// A match: `[start, end)` in the input.
#[derive(Clone, Copy, Debug)]
struct Found {
    start: usize,
    end: usize,
}

/// Marker: a diagnostic has been written already.
struct Reported;

/// Runs check strings over an input, collecting FileCheck-style messages.
pub(crate) struct Matcher<'a> {
    input: &'a SourceText,
    /// 0: the check file; `1 + i`: the i-th implicit-check-not buffer.
    sources: &'a [SourceText],
    flags: RegexFlags,
    enable_var_scope: bool,
    allow_dag_overlap: bool,
    vars: Vars,
    cache: HashMap<(String, bool), Rc<Regex>>,
    out: String,
}

impl<'a> Matcher<'a> {
    pub fn new(
        input: &'a SourceText,
        sources: &'a [SourceText],
        flags: RegexFlags,
        enable_var_scope: bool,
        allow_dag_overlap: bool,
        vars: Vars,
    ) -> Self {
        Matcher {
            input,
            sources,
            flags,
            enable_var_scope,
            allow_dag_overlap,
            vars,
            cache: HashMap::new(),
            out: String::new(),
        }
    }

    /// The collected diagnostics.
    pub fn into_diagnostics(self) -> String {
        self.out
    }

    /// Matches all check strings; returns whether everything passed.
    pub fn run(&mut self, checks: &[CheckString]) -> bool {
        let len = self.input.text.len();
        let mut ok = true;
        let mut i = 0;
        let mut block_start = 0;
        loop {
            let label = (i..checks.len()).find(|&j| checks[j].pat.kind == Kind::Label);
            let (block_end, j) = match label {
                None => (len, checks.len()),
                Some(j) => match self.find(&checks[j].pat, block_start, len) {
                    Ok(Some(m)) => (m.end, j + 1),
                    Ok(None) => {
                        self.not_found(&checks[j].pat, block_start, None);
                        return false;
                    }
                    Err(Reported) => return false,
                },
            };
            if self.enable_var_scope && i != 0 {
                self.vars.clear_locals();
            }
            let mut pos = block_start;
            for check in &checks[i..j] {
                match self.check_string(check, pos, block_end) {
                    Some(end) => pos = end,
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if label.is_none() {
                return ok;
            }
            i = j;
            block_start = block_end;
        }
    }

    /// Matches one check string in `[start, end)`; returns where its match
    /// ends, or `None` after reporting a failure.
    fn check_string(&mut self, cs: &CheckString, start: usize, end: usize) -> Option<usize> {
        let mut nots: Vec<&Pattern> = Vec::new();
        let last_pos = if cs.dag_not.is_empty() {
            start
        } else {
            self.check_dag(cs, start, end, &mut nots)?
        };
        let count = match cs.pat.kind {
            Kind::Count(n) => n,
            _ => 1,
        };
        let mut first = None;
        let mut match_end = last_pos;
        for i in 1..=count {
            match self.find(&cs.pat, match_end, end) {
                Ok(Some(m)) => {
                    first.get_or_insert(m.start);
                    match_end = m.end;
                }
                Ok(None) => {
                    self.not_found(&cs.pat, match_end, (count > 1).then_some((i, count)));
                    return None;
                }
                Err(Reported) => return None,
            }
        }
        let first = first.unwrap_or(last_pos);
        if !self.check_line_position(&cs.pat, last_pos, first) {
            return None;
        }
        if !self.check_nots(&nots, last_pos, first) {
            return None;
        }
        Some(match_end)
    }

    /// Matches the DAG groups of `cs`; returns the end of the last group and
    /// leaves the trailing NOTs in `nots`.
    fn check_dag<'c>(
        &mut self,
        cs: &'c CheckString,
        start: usize,
        end: usize,
        nots: &mut Vec<&'c Pattern>,
    ) -> Option<usize> {
        let mut group_start = start;
        // Sorted, non-overlapping match ranges of the current group.
        let mut ranges: Vec<Found> = Vec::new();
        for (idx, pat) in cs.dag_not.iter().enumerate() {
            if pat.kind == Kind::Not {
                nots.push(pat);
                continue;
            }
            let mut from = group_start;
            let mut ri = 0;
            loop {
                let m = match self.find(pat, from, end) {
                    Ok(Some(m)) => m,
                    Ok(None) => {
                        self.not_found(pat, from, None);
                        return None;
                    }
                    Err(Reported) => return None,
                };
                if self.allow_dag_overlap {
                    match ranges.first_mut() {
                        None => ranges.push(m),
                        Some(r) => {
                            r.start = r.start.min(m.start);
                            r.end = r.end.max(m.end);
                        }
                    }
                    break;
                }
                let mut overlap = false;
                while ri < ranges.len() {
                    if m.start < ranges[ri].end {
                        overlap = ranges[ri].start < m.end;
                        break;
                    }
                    ri += 1;
                }
                if !overlap {
                    ranges.insert(ri, m);
                    break;
                }
                from = ranges[ri].end;
            }
            let group_done = cs
                .dag_not
                .get(idx + 1)
                .is_none_or(|next| next.kind == Kind::Not);
            if group_done {
                let first = ranges.first().map_or(group_start, |r| r.start);
                if !nots.is_empty() {
                    if !self.check_nots(nots, group_start, first) {
                        return None;
                    }
                    nots.clear();
                }
                group_start = ranges.iter().map(|r| r.end).max().unwrap_or(group_start);
                ranges.clear();
            }
        }
        Some(group_start)
    }

    /// Reports every NOT pattern that matches in `[start, end)`.
    fn check_nots(&mut self, nots: &[&Pattern], start: usize, end: usize) -> bool {
        let mut ok = true;
        for pat in nots {
            match self.find(pat, start, end) {
                Ok(None) => {}
                Ok(Some(m)) => {
                    self.error_at_pattern(pat, "excluded string found in input");
                    self.note(m.start, m.end - m.start, "found here");
                    ok = false;
                }
                Err(Reported) => ok = false,
            }
        }
        ok
    }

    /// `CHECK-NEXT`/`CHECK-EMPTY`/`CHECK-SAME` line constraints on the text
    /// skipped between the previous match (`prev_end`) and this one.
    fn check_line_position(&mut self, pat: &Pattern, prev_end: usize, start: usize) -> bool {
        let skipped = &self.input.text[prev_end..start];
        let newlines = skipped.bytes().filter(|&b| b == b'\n').count();
        match pat.kind {
            Kind::Next | Kind::Empty if newlines == 0 => {
                self.error_at_pattern(pat, "is on the same line as previous match");
                self.note(start, 0, "'next' match was here");
                self.note(prev_end, 0, "previous match ended here");
                false
            }
            Kind::Next | Kind::Empty if newlines != 1 => {
                self.error_at_pattern(pat, "is not on the line after the previous match");
                self.note(start, 0, "'next' match was here");
                self.note(prev_end, 0, "previous match ended here");
                let next_line = prev_end + skipped.find('\n').map_or(0, |n| n + 1);
                self.note(
                    next_line,
                    0,
                    "non-matching line after previous match is here",
                );
                false
            }
            Kind::Same if newlines != 0 => {
                self.error_at_pattern(pat, "is not on the same line as the previous match");
                self.note(start, 0, "'next' match was here");
                self.note(prev_end, 0, "previous match ended here");
                false
            }
            _ => true,
        }
    }

    /// Reports "expected string not found" for `pat` searched from `from`.
    fn not_found(&mut self, pat: &Pattern, from: usize, count: Option<(usize, usize)>) {
        let mut msg = String::from("expected string not found in input");
        if let Some((i, n)) = count {
            msg.push_str(&format!(" ({i} out of {n})"));
        }
        self.error_at_pattern(pat, &msg);
        self.note(from, 0, "scanning from here");
        for (name, value) in pat.uses(&self.vars) {
            self.note(from, 0, &format!("with \"{name}\" equal to \"{value}\""));
        }
    }

    fn error_at_pattern(&mut self, pat: &Pattern, msg: &str) {
        let src = &self.sources[pat.source];
        self.out.push_str(&src.render(
            pat.loc,
            0,
            Severity::Error,
            &format!("{}: {msg}", pat.directive),
        ));
    }

    fn note(&mut self, off: usize, len: usize, msg: &str) {
        self.out
            .push_str(&self.input.render(off, len, Severity::Note, msg));
    }

    /// Compiles (or reuses) the regex `text`; leftmost-longest semantics
    /// (POSIX, as `llvm::Regex`) are requested when the pattern has an
    /// alternation, the only case where they differ from leftmost-first in
    /// practice.
    fn compile(&mut self, text: &str, longest: bool) -> Result<Rc<Regex>, String> {
        let key = (text.to_string(), longest);
        if let Some(re) = self.cache.get(&key) {
            return Ok(Rc::clone(re));
        }
        let build = |longest: bool| {
            let mut b = RegexBuilder::new(text);
            b.leftmost_longest(longest);
            b.build()
        };
        let re = match build(longest) {
            Ok(re) => re,
            // Leftmost-longest rejects some constructs; fall back.
            Err(_) if longest => build(false).map_err(|e| e.to_string())?,
            Err(e) => return Err(e.to_string()),
        };
        let re = Rc::new(re);
        self.cache.insert(key, Rc::clone(&re));
        Ok(re)
    }

    /// Finds the earliest match of `pat` in `[start, end)` and records the
    /// variables it defines.  `Err` means a diagnostic was emitted.
    fn find(&mut self, pat: &Pattern, start: usize, end: usize) -> Result<Option<Found>, Reported> {
        if pat.kind == Kind::Eof {
            return Ok(Some(Found { start: end, end }));
        }
        let built = match pat.to_regex(&self.vars, self.flags) {
            Ok(b) => b,
            Err(BuildError::Undefined(names)) => {
                let src = &self.sources[pat.source];
                for (name, loc) in names {
                    self.out.push_str(&src.render(
                        loc,
                        0,
                        Severity::Error,
                        &format!("undefined variable: {name}"),
                    ));
                }
                return Err(Reported);
            }
            Err(BuildError::Numeric { loc, msg }) => {
                let src = &self.sources[pat.source];
                self.out
                    .push_str(&src.render(loc, 0, Severity::Error, &msg));
                return Err(Reported);
            }
        };
        let re = match self.compile(&built.text, pat.has_alternation) {
            Ok(re) => re,
            Err(e) => {
                self.error_at_pattern(pat, &format!("invalid regex: {e}"));
                return Err(Reported);
            }
        };
        let input: &'a str = &self.input.text;
        let hay = &input[start..end];
        let caps = match re.captures(hay) {
            Ok(Some(c)) => c,
            Ok(None) => return Ok(None),
            Err(e) => {
                self.error_at_pattern(pat, &format!("regex match failed: {e}"));
                return Err(Reported);
            }
        };
        let whole = caps.get(0).ok_or(Reported)?;
        let mut found = Found {
            start: start + whole.start(),
            end: start + whole.end(),
        };
        if pat.kind == Kind::Empty {
            // The pattern consumed the newline that precedes the empty line.
            found.start += 1;
        }
        for def in built.defs {
            match def {
                GroupDef::Str { name, group } => {
                    let value = caps.name(&group).map_or("", |m| m.as_str());
                    self.vars.strings.insert(name, value.to_string());
                }
                GroupDef::Num {
                    name,
                    group,
                    format,
                    constraint,
                } => {
                    let text = caps.name(&group).map_or("", |m| m.as_str());
                    let Some(value) = format.parse(text) else {
                        self.error_at_pattern(
                            pat,
                            &format!("unable to represent numeric value '{text}'"),
                        );
                        return Err(Reported);
                    };
                    if let Some(c) = constraint {
                        match eval(&c, &self.vars) {
                            Ok((want, _)) if want == value => {}
                            Ok((want, _)) => {
                                self.error_at_pattern(
                                    pat,
                                    &format!(
                                        "numeric variable '{name}' matched {value}, expected {want}"
                                    ),
                                );
                                return Err(Reported);
                            }
                            Err(undef) => {
                                self.error_at_pattern(
                                    pat,
                                    &format!("undefined variable: {}", undef.join(", ")),
                                );
                                return Err(Reported);
                            }
                        }
                    }
                    self.vars.numbers.insert(name, (value, format));
                }
            }
        }
        Ok(Some(found))
    }
}
