//! POSIX extended regular expressions with the dialect and error messages of
//! LLVM's `llvm::Regex` (Henry Spencer's `regcomp`/`regexec`).
//!
//! `-verify-diagnostics` validates the `{{...}}` blocks of `expected-*-re`
//! annotations with `llvm::Regex` and reports its `regerror` text
//! ("parentheses not balanced", ...), so this module re-implements that
//! parser: it accepts exactly the same patterns, reports the same first error,
//! and builds a matcher with the same "is there a match anywhere" answer.
//!
//! Matching is byte based (`.` and bracket expressions match single bytes,
//! `.` also matches newlines, `^`/`$` only match at the ends of the text).
//! Patterns are translated to the `regex` crate (bytes API, Unicode off);
//! patterns with back-references (`\1`..`\9`), or that the `regex` crate
//! refuses (e.g. too large), run on a small backtracking matcher with a step
//! budget instead.

use std::fmt;

/// A `regcomp` error; [`fmt::Display`] gives LLVM's `regerror` message.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum EreError {
    /// `REG_ECOLLATE`
    Collate,
    /// `REG_ECTYPE`
    CharClass,
    /// `REG_EESCAPE`
    TrailingEscape,
    /// `REG_ESUBREG`
    SubReg,
    /// `REG_EBRACK`
    Brackets,
    /// `REG_EPAREN`
    Parens,
    /// `REG_EBRACE`
    Braces,
    /// `REG_BADBR`
    BadCount,
    /// `REG_ERANGE`
    Range,
    /// `REG_BADRPT`
    BadRepeat,
    /// `REG_EMPTY`
    Empty,
}

impl fmt::Display for EreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EreError::Collate => "invalid collating element",
            EreError::CharClass => "invalid character class",
            EreError::TrailingEscape => "trailing backslash (\\)",
            EreError::SubReg => "invalid backreference number",
            EreError::Brackets => "brackets ([ ]) not balanced",
            EreError::Parens => "parentheses not balanced",
            EreError::Braces => "braces not balanced",
            EreError::BadCount => "invalid repetition count(s)",
            EreError::Range => "invalid character range",
            EreError::BadRepeat => "repetition-operator operand invalid",
            EreError::Empty => "empty (sub)expression",
        })
    }
}

/// Largest repetition count accepted in `{m,n}` (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;
/// Groups `1..NPAREN` can be referenced by back-references.
const NPAREN: usize = 10;

/// A set of bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
struct ByteSet([bool; 256]);

impl ByteSet {
    fn new() -> ByteSet {
        ByteSet([false; 256])
    }
    fn add(&mut self, b: u8) {
        self.0[usize::from(b)] = true;
    }
    fn contains(&self, b: u8) -> bool {
        self.0[usize::from(b)]
    }
}

/// Parsed expression.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Node {
    /// Matches the empty string (content of `()`).
    Empty,
    Byte(u8),
    Any,
    Set(Box<ByteSet>),
    /// `^`
    Bol,
    /// `$`
    Eol,
    /// `[[:<:]]`
    WordStart,
    /// `[[:>:]]`
    WordEnd,
    Group(usize, Box<Node>),
    BackRef(usize),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat(Box<Node>, u32, Option<u32>),
}

/// Named characters usable in `[[.name.]]` and `[[=name=]]`.
const CHAR_NAMES: &[(&str, u8)] = &[
    ("NUL", 0),
    ("SOH", 1),
    ("STX", 2),
    ("ETX", 3),
    ("EOT", 4),
    ("ENQ", 5),
    ("ACK", 6),
    ("BEL", 7),
    ("alert", 7),
    ("BS", 8),
    ("backspace", 8),
    ("HT", 9),
    ("tab", 9),
    ("LF", 10),
    ("newline", 10),
    ("VT", 11),
    ("vertical-tab", 11),
    ("FF", 12),
    ("form-feed", 12),
    ("CR", 13),
    ("carriage-return", 13),
    ("SO", 14),
    ("SI", 15),
    ("DLE", 16),
    ("DC1", 17),
    ("DC2", 18),
    ("DC3", 19),
    ("DC4", 20),
    ("NAK", 21),
    ("SYN", 22),
    ("ETB", 23),
    ("CAN", 24),
    ("EM", 25),
    ("SUB", 26),
    ("ESC", 27),
    ("IS4", 28),
    ("FS", 28),
    ("IS3", 29),
    ("GS", 29),
    ("IS2", 30),
    ("RS", 30),
    ("IS1", 31),
    ("US", 31),
    ("space", b' '),
    ("exclamation-mark", b'!'),
    ("quotation-mark", b'"'),
    ("number-sign", b'#'),
    ("dollar-sign", b'$'),
    ("percent-sign", b'%'),
    ("ampersand", b'&'),
    ("apostrophe", b'\''),
    ("left-parenthesis", b'('),
    ("right-parenthesis", b')'),
    ("asterisk", b'*'),
    ("plus-sign", b'+'),
    ("comma", b','),
    ("hyphen", b'-'),
    ("hyphen-minus", b'-'),
    ("period", b'.'),
    ("full-stop", b'.'),
    ("slash", b'/'),
    ("solidus", b'/'),
    ("zero", b'0'),
    ("one", b'1'),
    ("two", b'2'),
    ("three", b'3'),
    ("four", b'4'),
    ("five", b'5'),
    ("six", b'6'),
    ("seven", b'7'),
    ("eight", b'8'),
    ("nine", b'9'),
    ("colon", b':'),
    ("semicolon", b';'),
    ("less-than-sign", b'<'),
    ("equals-sign", b'='),
    ("greater-than-sign", b'>'),
    ("question-mark", b'?'),
    ("commercial-at", b'@'),
    ("left-square-bracket", b'['),
    ("backslash", b'\\'),
    ("reverse-solidus", b'\\'),
    ("right-square-bracket", b']'),
    ("circumflex", b'^'),
    ("circumflex-accent", b'^'),
    ("underscore", b'_'),
    ("low-line", b'_'),
    ("grave-accent", b'`'),
    ("left-brace", b'{'),
    ("left-curly-bracket", b'{'),
    ("vertical-line", b'|'),
    ("right-brace", b'}'),
    ("right-curly-bracket", b'}'),
    ("tilde", b'~'),
    ("DEL", 127),
];

/// Members of the `[[:name:]]` classes (ASCII, C locale).
fn class_members(name: &[u8]) -> Option<Vec<u8>> {
    let all = 0u8..=255;
    let v: Vec<u8> = match name {
        b"alnum" => all.filter(u8::is_ascii_alphanumeric).collect(),
        b"alpha" => all.filter(u8::is_ascii_alphabetic).collect(),
        b"blank" => vec![b' ', b'\t'],
        // NUL is not a member: the C table is a NUL-terminated string.
        b"cntrl" => all.filter(|&b| (1..=31).contains(&b) || b == 127).collect(),
        b"digit" => all.filter(u8::is_ascii_digit).collect(),
        b"graph" => all.filter(u8::is_ascii_graphic).collect(),
        b"lower" => all.filter(u8::is_ascii_lowercase).collect(),
        b"print" => all.filter(|b| b.is_ascii_graphic() || *b == b' ').collect(),
        b"punct" => all.filter(u8::is_ascii_punctuation).collect(),
        b"space" => vec![b'\t', b'\n', 0x0b, 0x0c, b'\r', b' '],
        b"upper" => all.filter(u8::is_ascii_uppercase).collect(),
        b"xdigit" => all.filter(u8::is_ascii_hexdigit).collect(),
        _ => return None,
    };
    Some(v)
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    ngroups: usize,
    /// `closed[n]`: group `n` (< NPAREN) has been closed.
    closed: [bool; NPAREN],
    has_backref: bool,
}

type PResult<T> = Result<T, EreError>;

impl Parser<'_> {
    fn more(&self) -> bool {
        self.pos < self.s.len()
    }
    fn more2(&self) -> bool {
        self.pos + 1 < self.s.len()
    }
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.s.get(self.pos + 1).copied()
    }
    fn see(&self, c: u8) -> bool {
        self.peek() == Some(c)
    }
    fn see_two(&self, a: u8, b: u8) -> bool {
        self.more2() && self.peek() == Some(a) && self.peek2() == Some(b)
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.see(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn eat_two(&mut self, a: u8, b: u8) -> bool {
        if self.see_two(a, b) {
            self.pos += 2;
            true
        } else {
            false
        }
    }
    fn next(&mut self) -> u8 {
        let c = self.s.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        c
    }
    fn peek_is_digit(&self) -> bool {
        self.peek().is_some_and(|c| c.is_ascii_digit())
    }
    fn starts_repetition(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    /// Alternation of concatenations, up to `stop` (not consumed) or the end.
    fn parse_ere(&mut self, stop: Option<u8>) -> PResult<Node> {
        let mut alts = Vec::new();
        loop {
            let mut items = Vec::new();
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                items.push(self.parse_exp()?);
            }
            if items.is_empty() {
                return Err(EreError::Empty);
            }
            alts.push(if items.len() == 1 {
                items.pop().unwrap_or(Node::Empty)
            } else {
                Node::Concat(items)
            });
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if alts.len() == 1 {
            alts.pop().unwrap_or(Node::Empty)
        } else {
            Node::Alt(alts)
        })
    }

    /// One atom with an optional repetition.
    fn parse_exp(&mut self) -> PResult<Node> {
        let c = self.next();
        let mut was_caret = false;
        let atom = match c {
            b'(' => {
                if !self.more() {
                    return Err(EreError::Parens);
                }
                self.ngroups += 1;
                let index = self.ngroups;
                let inner = if self.see(b')') {
                    Node::Empty
                } else {
                    self.parse_ere(Some(b')'))?
                };
                if index < NPAREN {
                    self.closed[index] = true;
                }
                if !self.eat(b')') {
                    return Err(EreError::Parens);
                }
                Node::Group(index, Box::new(inner))
            }
            b')' => return Err(EreError::Parens),
            b'^' => {
                was_caret = true;
                Node::Bol
            }
            b'$' => Node::Eol,
            b'|' => return Err(EreError::Empty),
            b'*' | b'+' | b'?' => return Err(EreError::BadRepeat),
            b'.' => Node::Any,
            b'[' => self.parse_bracket()?,
            b'\\' => {
                if !self.more() {
                    return Err(EreError::TrailingEscape);
                }
                let e = self.next();
                if (b'1'..=b'9').contains(&e) {
                    let n = usize::from(e - b'0');
                    if !self.closed[n] {
                        return Err(EreError::SubReg);
                    }
                    self.has_backref = true;
                    Node::BackRef(n)
                } else {
                    Node::Byte(e)
                }
            }
            b'{' => {
                if self.peek_is_digit() {
                    return Err(EreError::BadRepeat);
                }
                Node::Byte(c)
            }
            _ => Node::Byte(c),
        };

        if !self.starts_repetition() {
            return Ok(atom);
        }
        let op = self.next();
        if was_caret {
            return Err(EreError::BadRepeat);
        }
        let (min, max) = match op {
            b'*' => (0, None),
            b'+' => (1, None),
            b'?' => (0, Some(1)),
            _ => {
                let min = self.parse_count()?;
                let max = if self.eat(b',') {
                    if self.peek_is_digit() {
                        let max = self.parse_count()?;
                        if min > max {
                            return Err(EreError::BadCount);
                        }
                        Some(max)
                    } else {
                        None
                    }
                } else {
                    Some(min)
                };
                if !self.eat(b'}') {
                    while self.more() && !self.see(b'}') {
                        self.pos += 1;
                    }
                    if !self.more() {
                        return Err(EreError::Braces);
                    }
                    return Err(EreError::BadCount);
                }
                (min, max)
            }
        };
        if self.starts_repetition() {
            return Err(EreError::BadRepeat);
        }
        Ok(Node::Repeat(Box::new(atom), min, max))
    }

    fn parse_count(&mut self) -> PResult<u32> {
        let mut count: u32 = 0;
        let mut digits = 0;
        while count <= DUP_MAX
            && let Some(d) = self.peek().filter(u8::is_ascii_digit)
        {
            count = count * 10 + u32::from(d - b'0');
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 || count > DUP_MAX {
            return Err(EreError::BadCount);
        }
        Ok(count)
    }

    /// After `[`.
    fn parse_bracket(&mut self) -> PResult<Node> {
        let rest = &self.s[self.pos..];
        if rest.len() > 5 {
            if rest.starts_with(b"[:<:]]") {
                self.pos += 6;
                return Ok(Node::WordStart);
            }
            if rest.starts_with(b"[:>:]]") {
                self.pos += 6;
                return Ok(Node::WordEnd);
            }
        }
        let mut set = ByteSet::new();
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set.add(b']');
        } else if self.eat(b'-') {
            set.add(b'-');
        }
        while self.more() && !self.see(b']') && !self.see_two(b'-', b']') {
            self.parse_bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set.add(b'-');
        }
        if !self.eat(b']') {
            return Err(EreError::Brackets);
        }
        if invert {
            for v in set.0.iter_mut() {
                *v = !*v;
            }
        }
        Ok(Node::Set(Box::new(set)))
    }

    fn parse_bracket_term(&mut self, set: &mut ByteSet) -> PResult<()> {
        let kind = match self.peek() {
            Some(b'[') => self.peek2(),
            Some(b'-') => return Err(EreError::Range),
            _ => None,
        };
        match kind {
            Some(b':') => {
                self.pos += 2;
                match self.peek() {
                    None => return Err(EreError::Brackets),
                    Some(b'-' | b']') => return Err(EreError::CharClass),
                    Some(_) => {}
                }
                let start = self.pos;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.pos += 1;
                }
                let members = class_members(&self.s[start..self.pos]).ok_or(EreError::CharClass)?;
                for b in members {
                    set.add(b);
                }
                if !self.more() {
                    return Err(EreError::Brackets);
                }
                if !self.eat_two(b':', b']') {
                    return Err(EreError::CharClass);
                }
            }
            Some(b'=') => {
                self.pos += 2;
                match self.peek() {
                    None => return Err(EreError::Brackets),
                    Some(b'-' | b']') => return Err(EreError::Collate),
                    Some(_) => {}
                }
                let c = self.parse_collating_element(b'=')?;
                set.add(c);
                if !self.more() {
                    return Err(EreError::Brackets);
                }
                if !self.eat_two(b'=', b']') {
                    return Err(EreError::Collate);
                }
            }
            _ => {
                let start = self.parse_bracket_symbol()?;
                let finish = if self.see(b'-') && self.more2() && self.peek2() != Some(b']') {
                    self.pos += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.parse_bracket_symbol()?
                    }
                } else {
                    start
                };
                // The C code compares plain (signed) chars.
                let (lo, hi) = (i32::from(start as i8), i32::from(finish as i8));
                if lo > hi {
                    return Err(EreError::Range);
                }
                for v in lo..=hi {
                    set.add(v as u8);
                }
            }
        }
        Ok(())
    }

    fn parse_bracket_symbol(&mut self) -> PResult<u8> {
        if !self.more() {
            return Err(EreError::Brackets);
        }
        if !self.eat_two(b'[', b'.') {
            return Ok(self.next());
        }
        let value = self.parse_collating_element(b'.')?;
        if !self.eat_two(b'.', b']') {
            return Err(EreError::Collate);
        }
        Ok(value)
    }

    fn parse_collating_element(&mut self, end: u8) -> PResult<u8> {
        let start = self.pos;
        while self.more() && !self.see_two(end, b']') {
            self.pos += 1;
        }
        if !self.more() {
            return Err(EreError::Brackets);
        }
        let name = &self.s[start..self.pos];
        if let Some(&(_, code)) = CHAR_NAMES.iter().find(|(n, _)| n.as_bytes() == name) {
            return Ok(code);
        }
        if name.len() == 1 {
            return Ok(name[0]);
        }
        Err(EreError::Collate)
    }
}

/// Parses a pattern; returns the tree and whether it uses back-references.
fn parse(pattern: &[u8]) -> PResult<(Node, bool)> {
    let mut p = Parser {
        s: pattern,
        pos: 0,
        ngroups: 0,
        closed: [false; NPAREN],
        has_backref: false,
    };
    let node = p.parse_ere(None)?;
    Ok((node, p.has_backref))
}

/// Checks a pattern like `llvm::Regex::isValid`.
pub(crate) fn validate(pattern: &[u8]) -> Result<(), EreError> {
    parse(pattern).map(|_| ())
}

/// Escapes a literal like `llvm::Regex::escape` (NUL bytes are escaped too).
pub(crate) fn escape(literal: &[u8], out: &mut Vec<u8>) {
    for &b in literal {
        if b"()^$|*+?.[]\\{}\0".contains(&b) {
            out.push(b'\\');
        }
        out.push(b);
    }
}

/// A compiled pattern.
#[derive(Clone, Debug)]
pub(crate) struct Ere {
    engine: Engine,
}

#[derive(Clone, Debug)]
enum Engine {
    /// The pattern did not compile: like an invalid `llvm::Regex`, it never
    /// matches.
    Never,
    Fast(regex::bytes::Regex),
    Backtrack(Node, usize),
}

impl Ere {
    /// Compiles `pattern`; an invalid pattern yields a matcher that never
    /// matches (`llvm::Regex::match` on an invalid regex returns false).
    pub(crate) fn new(pattern: &[u8]) -> Ere {
        let engine = match parse(pattern) {
            Err(_) => Engine::Never,
            Ok((node, has_backref)) => {
                let fast = if has_backref {
                    None
                } else {
                    let mut s = String::from("(?s-u)");
                    translate(&node, &mut s);
                    regex::bytes::RegexBuilder::new(&s)
                        .unicode(false)
                        .build()
                        .ok()
                };
                match fast {
                    Some(re) => Engine::Fast(re),
                    None => {
                        let groups = max_group(&node);
                        Engine::Backtrack(node, groups)
                    }
                }
            }
        };
        Ere { engine }
    }

    /// Whether the pattern matches anywhere in `text`.
    pub(crate) fn is_match(&self, text: &[u8]) -> bool {
        match &self.engine {
            Engine::Never => false,
            Engine::Fast(re) => re.is_match(text),
            Engine::Backtrack(node, groups) => backtrack_search(node, *groups, text),
        }
    }
}

fn push_byte(b: u8, out: &mut String) {
    out.push_str(&format!("\\x{b:02X}"));
}

/// Writes `node` in `regex` crate syntax (inside `(?s-u)`).
fn translate(node: &Node, out: &mut String) {
    match node {
        Node::Empty => out.push_str("(?:)"),
        Node::Byte(b) => push_byte(*b, out),
        Node::Any => out.push('.'),
        Node::Set(set) => {
            out.push('[');
            let mut any = false;
            let mut i = 0usize;
            while i < 256 {
                if set.0[i] {
                    let start = i;
                    while i + 1 < 256 && set.0[i + 1] {
                        i += 1;
                    }
                    any = true;
                    push_byte(start as u8, out);
                    if i > start {
                        out.push('-');
                        push_byte(i as u8, out);
                    }
                }
                i += 1;
            }
            if !any {
                // An empty set never matches; the regex crate has no empty
                // class literal, so intersect two disjoint ones.
                out.push_str("\\x00&&\\x01");
            }
            out.push(']');
        }
        Node::Bol => out.push_str("(?:\\A)"),
        Node::Eol => out.push_str("(?:\\z)"),
        Node::WordStart => out.push_str("(?:\\b{start})"),
        Node::WordEnd => out.push_str("(?:\\b{end})"),
        Node::Group(_, inner) => {
            out.push_str("(?:");
            translate(inner, out);
            out.push(')');
        }
        // Never translated: patterns with back-references use the backtracker.
        Node::BackRef(_) => out.push_str("[\\x00&&\\x01]"),
        Node::Concat(items) => {
            for item in items {
                translate(item, out);
            }
        }
        Node::Alt(alts) => {
            out.push_str("(?:");
            for (i, a) in alts.iter().enumerate() {
                if i > 0 {
                    out.push('|');
                }
                translate(a, out);
            }
            out.push(')');
        }
        Node::Repeat(inner, min, max) => {
            out.push_str("(?:");
            translate(inner, out);
            out.push(')');
            match max {
                Some(max) => out.push_str(&format!("{{{min},{max}}}")),
                None => out.push_str(&format!("{{{min},}}")),
            }
        }
    }
}

fn max_group(node: &Node) -> usize {
    match node {
        Node::Group(i, inner) => (*i).max(max_group(inner)),
        Node::Concat(v) | Node::Alt(v) => v.iter().map(max_group).max().unwrap_or(0),
        Node::Repeat(inner, _, _) => max_group(inner),
        _ => 0,
    }
}

/// Upper bound on matcher steps for one search; beyond it the search gives up
/// and reports "no match" (only reachable with pathological patterns).
const STEP_BUDGET: u64 = 5_000_000;
/// Upper bound on matcher recursion depth.
const DEPTH_LIMIT: usize = 1_500;

struct Backtracker<'t> {
    text: &'t [u8],
    caps: Vec<Option<(usize, usize)>>,
    steps: u64,
    depth: usize,
    exhausted: bool,
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

type Cont<'k> = &'k mut dyn FnMut(&mut Backtracker<'_>, usize) -> bool;

impl Backtracker<'_> {
    fn tick(&mut self) -> bool {
        self.steps += 1;
        if self.steps > STEP_BUDGET || self.depth > DEPTH_LIMIT {
            self.exhausted = true;
        }
        !self.exhausted
    }

    /// Matches `node` at `pos`, then calls `k` with the end position; returns
    /// true as soon as some continuation succeeds.
    fn m(&mut self, node: &Node, pos: usize, k: Cont<'_>) -> bool {
        if !self.tick() {
            return false;
        }
        self.depth += 1;
        let r = self.m_inner(node, pos, k);
        self.depth -= 1;
        r
    }

    fn m_inner(&mut self, node: &Node, pos: usize, k: Cont<'_>) -> bool {
        let text = self.text;
        match node {
            Node::Empty => k(self, pos),
            Node::Byte(b) => text.get(pos) == Some(b) && k(self, pos + 1),
            Node::Any => pos < text.len() && k(self, pos + 1),
            Node::Set(set) => text.get(pos).is_some_and(|&b| set.contains(b)) && k(self, pos + 1),
            Node::Bol => pos == 0 && k(self, pos),
            Node::Eol => pos == text.len() && k(self, pos),
            Node::WordStart => {
                let before = pos > 0 && is_word(text[pos - 1]);
                let after = text.get(pos).is_some_and(|&b| is_word(b));
                !before && after && k(self, pos)
            }
            Node::WordEnd => {
                let before = pos > 0 && is_word(text[pos - 1]);
                let after = text.get(pos).is_some_and(|&b| is_word(b));
                before && !after && k(self, pos)
            }
            Node::Group(i, inner) => {
                let i = *i;
                let start = pos;
                self.m(inner, pos, &mut |bt: &mut Backtracker<'_>, end| {
                    let saved = bt.caps.get(i).copied().flatten();
                    if let Some(slot) = bt.caps.get_mut(i) {
                        *slot = Some((start, end));
                    }
                    if k(bt, end) {
                        return true;
                    }
                    if let Some(slot) = bt.caps.get_mut(i) {
                        *slot = saved;
                    }
                    false
                })
            }
            Node::BackRef(i) => match self.caps.get(*i).copied().flatten() {
                Some((s, e)) => {
                    let len = e - s;
                    pos + len <= text.len()
                        && text[s..e] == text[pos..pos + len]
                        && k(self, pos + len)
                }
                None => false,
            },
            Node::Concat(items) => self.concat(items, pos, k),
            Node::Alt(alts) => {
                for a in alts {
                    if self.m(a, pos, &mut *k) {
                        return true;
                    }
                    if self.exhausted {
                        return false;
                    }
                }
                false
            }
            Node::Repeat(inner, min, max) => self.repeat(inner, *min, *max, 0, pos, k),
        }
    }

    fn concat(&mut self, items: &[Node], pos: usize, k: Cont<'_>) -> bool {
        match items.split_first() {
            None => k(self, pos),
            Some((first, rest)) => self.m(first, pos, &mut |bt: &mut Backtracker<'_>, p| {
                bt.concat(rest, p, &mut *k)
            }),
        }
    }

    /// Greedy repetition; an iteration that consumes nothing ends the loop
    /// once the minimum is reached.
    fn repeat(
        &mut self,
        inner: &Node,
        min: u32,
        max: Option<u32>,
        count: u32,
        pos: usize,
        k: Cont<'_>,
    ) -> bool {
        if !self.tick() {
            return false;
        }
        let can_more = max.is_none_or(|m| count < m);
        if can_more {
            self.depth += 1;
            let matched = self.m(inner, pos, &mut |bt: &mut Backtracker<'_>, p| {
                if p == pos && count >= min {
                    return false;
                }
                bt.repeat(inner, min, max, count.saturating_add(1), p, &mut *k)
            });
            self.depth -= 1;
            if matched {
                return true;
            }
            if self.exhausted {
                return false;
            }
        }
        count >= min && k(self, pos)
    }
}

fn backtrack_search(node: &Node, groups: usize, text: &[u8]) -> bool {
    let mut bt = Backtracker {
        text,
        caps: vec![None; groups + 1],
        steps: 0,
        depth: 0,
        exhausted: false,
    };
    for start in 0..=text.len() {
        for c in bt.caps.iter_mut() {
            *c = None;
        }
        if bt.m(node, start, &mut |_, _| true) {
            return true;
        }
        if bt.exhausted {
            return false;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(p: &str) -> Option<String> {
        validate(p.as_bytes()).err().map(|e| e.to_string())
    }

    fn is_match(p: &str, t: &str) -> bool {
        Ere::new(p.as_bytes()).is_match(t.as_bytes())
    }

    #[test]
    fn errors_match_llvm_regerror() {
        // Messages observed from mlir-opt-22 ("invalid regex: <message>").
        let cases = [
            ("", "empty (sub)expression"),
            ("a)", "parentheses not balanced"),
            ("(", "parentheses not balanced"),
            ("a\\", "trailing backslash (\\)"),
            ("*a", "repetition-operator operand invalid"),
            ("a**", "repetition-operator operand invalid"),
            ("a{1", "braces not balanced"),
            ("a{1x", "braces not balanced"),
            ("a{2,1}", "invalid repetition count(s)"),
            ("a{256}", "invalid repetition count(s)"),
            ("[[:foo:]]", "invalid character class"),
            ("[[.foo.]]", "invalid collating element"),
            ("[z-a]", "invalid character range"),
            ("\\2(a)", "invalid backreference number"),
            ("a||b", "empty (sub)expression"),
            ("^*", "repetition-operator operand invalid"),
            ("{1", "repetition-operator operand invalid"),
            ("[a-c-e]", "invalid character range"),
            ("[[:alpha]]", "invalid character class"),
            ("a{1,2}{3", "repetition-operator operand invalid"),
            ("[", "brackets ([ ]) not balanced"),
            ("a{1x}", "invalid repetition count(s)"),
        ];
        for (p, m) in cases {
            assert_eq!(err(p).as_deref(), Some(m), "pattern {p:?}");
        }
        for ok in [
            "()",
            "a{,2}",
            "$*",
            "(a)\\1",
            "[[.space.]]",
            "[[=a=]]",
            "[]a]",
            "[^]a]",
            "[a-]",
            "a{1,}",
            "[[:<:]]x",
            "x{",
            "\\{",
        ] {
            assert_eq!(err(ok), None, "pattern {ok:?}");
        }
    }

    #[test]
    fn matching() {
        assert!(is_match("[0-9]+", "abc 12"));
        assert!(!is_match("^[0-9]+$", "abc 12"));
        assert!(is_match("a.c", "a\nc"));
        assert!(is_match("a{,2}", "a{,2}"));
        assert!(!is_match("a{,2}", "aa"));
        assert!(is_match("[]a]+$", "x]a]"));
        assert!(is_match("[[:space:]]x", "\tx"));
        assert!(is_match("[[.space.]]x", " x"));
        assert!(is_match("[[:<:]]foo[[:>:]]", "a foo b"));
        assert!(!is_match("[[:<:]]foo[[:>:]]", "afoo b"));
        assert!(is_match("\\d", "d"));
        assert!(!is_match("\\d", "1"));
        assert!(is_match("x|y", "y"));
        assert!(is_match("()a", "a"));
        // A set covering every byte, inverted, is empty and never matches.
        assert!(!Ere::new(b"[^\x80-\x7f]").is_match(b"abc"));
        assert!(Ere::new(b"[\x80-\x7f]").is_match(b"\xff"));
        assert!(is_match("$*a", "a"));
    }

    #[test]
    fn engines() {
        let fast = |p: &[u8]| matches!(Ere::new(p).engine, Engine::Fast(_));
        for p in [
            &b"a{{[0-9]+}}"[..],
            b"^x$",
            b"$*a",
            b"[[:<:]]w[[:>:]]",
            b"[^\x80-\x7f]",
            b"()",
            b"(a|b)*c",
        ] {
            assert!(fast(p), "{:?}", String::from_utf8_lossy(p));
        }
        assert!(matches!(Ere::new(b"(a)\\1").engine, Engine::Backtrack(..)));
        assert!(matches!(Ere::new(b"(a").engine, Engine::Never));
    }

    #[test]
    fn backtracker_limits_do_not_overflow() {
        // Deep recursion is cut off instead of exhausting the stack.
        let text = vec![b'a'; 100_000];
        assert!(!Ere::new(b"(a)\\1*b").is_match(&text));
        assert!(Ere::new(b"(a)\\1").is_match(&text));
    }

    #[test]
    fn backreferences() {
        assert!(is_match("(a+)b\\1", "xaabaa"));
        assert!(!is_match("^(a+)b\\1$", "aaba"));
        assert!(is_match("^(a+)b\\1$", "aabaa"));
        assert!(is_match("(a|(b))\\2", "bb"));
        assert!(!is_match("^(a|(b))\\2$", "aa"));
        assert!(is_match("((x)*y)\\2", "xxyx"));
    }

    #[test]
    fn invalid_patterns_never_match() {
        assert!(!Ere::new(b"(a").is_match(b"(a"));
        // Group 1 is still open at \1 when a part is wrapped in parentheses.
        assert!(!Ere::new(b"((a)\\1)").is_match(b"aa"));
    }

    #[test]
    fn escape_like_llvm() {
        let mut v = Vec::new();
        escape(b"a(b)^$|*+?.[]\\{}c", &mut v);
        assert_eq!(
            v,
            b"a\\(b\\)\\^\\$\\|\\*\\+\\?\\.\\[\\]\\\\\\{\\}c".to_vec()
        );
        assert!(Ere::new(&v).is_match(b"xa(b)^$|*+?.[]\\{}c"));
    }
}
