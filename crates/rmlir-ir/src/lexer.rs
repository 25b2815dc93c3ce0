//! Byte-level lexer of the MLIR textual format (MLIR's `AsmParser/Lexer.cpp`).
//!
//! Tokens carry byte offsets only; line and column are computed when a diagnostic needs
//! them.

/// Token kinds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    Eof,
    /// A character the lexer does not accept; the message is in `Lexer::error`.
    Error,
    BareIdent,
    /// `%name`, `%0`.
    PercentIdent,
    /// `^bb0`.
    CaretIdent,
    /// `#map`, `#1`.
    HashIdent,
    /// `!foo.bar`.
    ExclaimIdent,
    /// `@name` or `@"quoted"`.
    AtIdent,
    Integer,
    Float,
    String,
    LParen,
    RParen,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    Less,
    Greater,
    Comma,
    Colon,
    Equal,
    Arrow,
    Question,
    /// `/` not starting a comment: a token of its own (no construct takes it, so the
    /// parser reports it as the token it did not expect, as MLIR does).
    Slash,
    Star,
    Plus,
    Minus,
    Ellipsis,
    Vertical,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: kind and byte range.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Tok,
    pub start: u32,
    pub end: u32,
}

/// The lexer over one buffer.
pub struct Lexer<'s> {
    pub src: &'s [u8],
    pub pos: usize,
    pub error: Option<(u32, &'static str)>,
}

/// Byte classes, one bit each, looked up in [`CLASSES`].
const IDENT_START: u8 = 1;
const IDENT_CHAR: u8 = 2;
const SUFFIX_CHAR: u8 = 4;
const DIGIT: u8 = 8;
const SPACE: u8 = 16;

const CLASSES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alpha = b.is_ascii_alphabetic();
        let digit = b.is_ascii_digit();
        let mut k = 0;
        if alpha || b == b'_' {
            k |= IDENT_START;
        }
        if alpha || digit || matches!(b, b'_' | b'$' | b'.') {
            k |= IDENT_CHAR;
        }
        if alpha || digit || matches!(b, b'$' | b'.' | b'_' | b'-') {
            k |= SUFFIX_CHAR;
        }
        if digit {
            k |= DIGIT;
        }
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
            k |= SPACE;
        }
        t[c] = k;
        c += 1;
    }
    t
};

#[inline]
fn is(c: u8, class: u8) -> bool {
    CLASSES[c as usize] & class != 0
}

fn is_ident_start(c: u8) -> bool {
    is(c, IDENT_START)
}

fn is_ident_char(c: u8) -> bool {
    is(c, IDENT_CHAR)
}

/// The offset of the first byte at or after `i` that is not of `class`.
#[inline]
fn class_end(src: &[u8], mut i: usize, class: u8) -> usize {
    while i < src.len() && is(src[i], class) {
        i += 1;
    }
    i
}

/// The offset of the first byte at or after `i` past whitespace and `//` comments.
#[inline]
fn trivia_end(src: &[u8], mut i: usize) -> usize {
    loop {
        i = class_end(src, i, SPACE);
        if src.get(i) == Some(&b'/') && src.get(i + 1) == Some(&b'/') {
            i += match memchr::memchr(b'\n', &src[i..]) {
                Some(n) => n,
                None => src.len() - i,
            };
            continue;
        }
        return i;
    }
}

impl<'s> Lexer<'s> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'s str) -> Lexer<'s> {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            error: None,
        }
    }

    #[inline]
    fn peek(&self, off: usize) -> u8 {
        *self.src.get(self.pos + off).unwrap_or(&0)
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn err(&mut self, start: usize, msg: &'static str) -> Token {
        self.error = Some((start as u32, msg));
        Token {
            kind: Tok::Error,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    /// Skips whitespace and `//` comments.
    pub fn skip_trivia(&mut self) {
        self.pos = trivia_end(self.src, self.pos);
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        let src = self.src;
        let start = trivia_end(src, self.pos);
        let Some(&c) = src.get(start) else {
            self.pos = start;
            return self.tok(Tok::Eof, start);
        };
        self.pos = start + 1;
        // The tokens of nearly every line first: names, keywords and punctuation.
        let kind = match c {
            b'%' => return self.lex_prefixed(start, Tok::PercentIdent),
            b'^' => return self.lex_prefixed(start, Tok::CaretIdent),
            b'!' => return self.lex_prefixed(start, Tok::ExclaimIdent),
            b'#' if src.get(start + 1) != Some(&b'-') => {
                return self.lex_prefixed(start, Tok::HashIdent);
            }
            c if is(c, IDENT_START) => {
                self.pos = class_end(src, start + 1, IDENT_CHAR);
                Tok::BareIdent
            }
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'}' => Tok::RBrace,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b',' => Tok::Comma,
            b':' => Tok::Colon,
            b'=' => Tok::Equal,
            b'?' => Tok::Question,
            b'*' => Tok::Star,
            b'+' => Tok::Plus,
            b'|' => Tok::Vertical,
            b'0'..=b'9' => return self.lex_number(start),
            _ => return self.next_token_rare(c, start),
        };
        self.tok(kind, start)
    }

    /// [`Lexer::next_token`] for the tokens that need a closer look: strings,
    /// `@` names, `{`, `-`, `...`, file metadata braces and errors (`c` at `start` is
    /// consumed).
    #[cold]
    fn next_token_rare(&mut self, c: u8, start: usize) -> Token {
        match c {
            b'{' => {
                if self.peek(0) == b'-' && self.peek(1) == b'#' {
                    self.pos += 2;
                    return self.tok(Tok::FileMetadataBegin, start);
                }
                self.tok(Tok::LBrace, start)
            }
            b'-' => {
                if self.peek(0) == b'>' {
                    self.pos += 1;
                    return self.tok(Tok::Arrow, start);
                }
                self.tok(Tok::Minus, start)
            }
            b'.' => {
                if self.peek(0) == b'.' && self.peek(1) == b'.' {
                    self.pos += 2;
                    return self.tok(Tok::Ellipsis, start);
                }
                // Reported after the dot, as MLIR's `lexEllipsis` does.
                self.err(self.pos, "expected three consecutive dots for an ellipsis")
            }
            b'"' => self.lex_string(start),
            b'#' => {
                if self.peek(0) == b'-' && self.peek(1) == b'}' {
                    self.pos += 2;
                    return self.tok(Tok::FileMetadataEnd, start);
                }
                self.lex_prefixed(start, Tok::HashIdent)
            }
            b'@' => {
                if self.peek(0) == b'"' {
                    self.pos += 1;
                    let t = self.lex_string(start + 1);
                    if t.kind == Tok::Error {
                        return t;
                    }
                    return self.tok(Tok::AtIdent, start);
                }
                if !(is_ident_start(self.peek(0))) {
                    // At the character after `@`, as MLIR's lexer reports it.
                    return self.err(
                        start + 1,
                        "@ identifier expected to start with letter or '_'",
                    );
                }
                while is_ident_char(self.peek(0)) || self.peek(0) == b'-' {
                    self.pos += 1;
                }
                self.tok(Tok::AtIdent, start)
            }
            b'/' => self.tok(Tok::Slash, start),
            _ => self.err(start, "unexpected character"),
        }
    }

    /// `%name`, `^bb0`, `!type`, `#attr` (`c` at `start` consumed): digits after the
    /// sigil, or a letter or `$._-` followed by suffix characters.
    #[inline]
    fn lex_prefixed(&mut self, start: usize, kind: Tok) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            self.pos = class_end(self.src, self.pos, DIGIT);
        } else if is(c, SUFFIX_CHAR) {
            self.pos = class_end(self.src, self.pos, SUFFIX_CHAR);
        } else {
            let msg = match kind {
                Tok::PercentIdent => "invalid SSA name",
                Tok::CaretIdent => "invalid block name",
                Tok::ExclaimIdent => "invalid type identifier",
                _ => "invalid attribute name",
            };
            return self.err(start, msg);
        }
        self.tok(kind, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(Tok::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(Tok::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let d1 = self.peek(1);
            if d1.is_ascii_digit() || ((d1 == b'-' || d1 == b'+') && self.peek(2).is_ascii_digit())
            {
                self.pos += 2;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(Tok::Float, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.src.len() {
                return self.err(self.pos, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.tok(Tok::String, start),
                b'\n' | b'\r' => {
                    self.pos -= 1;
                    return self.err(self.pos, "expected '\"' in string literal");
                }
                b'\\' => {
                    let e = self.peek(0);
                    if matches!(e, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if e.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.err(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    /// Scans a balanced `<...>` body starting at the current position (which must be at
    /// `<`), returning the byte range including both brackets. Used for dialect types and
    /// attributes kept as text.
    ///
    /// As MLIR's `parseDialectSymbolBody`: `->` is one token whatever encloses it, and a
    /// closing character that does not match (or the end of the buffer) is reported at
    /// the body's `<`, naming the innermost open character — or at the last string
    /// literal scanned, which MLIR's lexer has made its current token by then.
    ///
    /// ```mlir
    /// #foo.bar<(a)->b>   // the body is `<(a)->b>`
    /// #foo.bar<a]>       // error: unbalanced '<' character in pretty dialect name
    /// ```
    pub fn scan_pretty_body(&mut self) -> Result<(usize, usize), (u32, String)> {
        let start = self.pos;
        let mut stack: Vec<u8> = Vec::new();
        let mut current = start as u32;
        let unbalanced = |stack: &[u8], at: u32| {
            let open = char::from(stack.last().copied().unwrap_or(b'<'));
            (
                at,
                format!("unbalanced '{open}' character in pretty dialect name"),
            )
        };
        loop {
            if self.pos >= self.src.len() {
                return Err(unbalanced(&stack, current));
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'-' if self.src.get(self.pos) == Some(&b'>') => self.pos += 1,
                b'>' | b')' | b']' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        return Err(unbalanced(&stack, current));
                    }
                    stack.pop();
                    if stack.is_empty() {
                        return Ok((start, self.pos));
                    }
                }
                b'"' => {
                    let t = self.lex_string(self.pos - 1);
                    if t.kind == Tok::Error {
                        return Err((t.start, "expected '\"' in string literal".to_string()));
                    }
                    current = t.start;
                }
                _ => {}
            }
        }
    }
}

/// Decodes the body of a string token (without quotes) into bytes.
pub fn unescape(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let c = raw[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let e = raw.get(i + 1).copied().unwrap_or(0);
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'"' => out.push(b'"'),
            b'\\' => out.push(b'\\'),
            _ => {
                let h = |x: u8| (x as char).to_digit(16).unwrap_or(0) as u8;
                out.push(h(e) * 16 + h(raw.get(i + 2).copied().unwrap_or(0)));
                i += 3;
                continue;
            }
        }
        i += 2;
    }
    out
}

/// Maps byte offsets to 1-based line and column.
#[derive(Clone)]
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    /// Indexes the line starts of `src`.
    pub fn new(src: &str) -> LineIndex {
        let mut starts = vec![0u32];
        starts.extend(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i as u32 + 1));
        LineIndex { starts }
    }

    /// [`LineIndex::new`] on all threads when `src` is large.
    ///
    /// The index is built before the parse starts, on the one thread that parses the
    /// top level: at about 0.4 ms per MB of text (4.3 MB on the parse-print benchmark
    /// input at N=1000), the other threads halve it from 1 MB on.
    pub fn new_parallel(src: &str) -> LineIndex {
        use rayon::prelude::*;
        /// Pieces are at least this long: a piece costs a task, and its lines a copy.
        const MIN_PIECE: usize = 1 << 18;
        let threads = rayon::current_num_threads();
        if src.len() < 4 * MIN_PIECE || threads < 2 {
            return LineIndex::new(src);
        }
        let piece = (src.len() / (threads * 4)).max(MIN_PIECE);
        let pieces: Vec<Vec<u32>> = src
            .as_bytes()
            .par_chunks(piece)
            .enumerate()
            .map(|(i, part)| {
                let base = (i * piece) as u32 + 1;
                memchr::memchr_iter(b'\n', part)
                    .map(|p| p as u32 + base)
                    .collect()
            })
            .collect();
        let mut starts = Vec::with_capacity(1 + pieces.iter().map(Vec::len).sum::<usize>());
        starts.push(0);
        for p in pieces {
            starts.extend_from_slice(&p);
        }
        LineIndex { starts }
    }

    /// 1-based (line, column) of a byte offset.
    pub fn line_col(&self, off: u32) -> (u32, u32) {
        let line = match self.starts.binary_search(&off) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (line as u32 + 1, off - self.starts[line] + 1)
    }
}

/// The offset of the `}` closing the `{` at `open`, skipping string literals and `//`
/// comments; `None` if it is unbalanced. Used to find where an isolated region ends
/// without parsing it, so that it can be parsed on another thread.
pub fn matching_brace(src: &[u8], open: usize) -> Option<usize> {
    use memchr::{memchr, memchr2, memchr3};
    let find = |f: Option<usize>, from: usize| f.map(|p| p + from);
    let mut depth = 0usize;
    let mut i = open;
    loop {
        let next = find(memchr3(b'{', b'}', b'"', &src[i..]), i);
        // A `/` before the next brace or quote may start a comment. Only that stretch is
        // searched, so the whole scan stays linear.
        let end = next.unwrap_or(src.len());
        if let Some(s) = find(memchr(b'/', &src[i..end]), i) {
            i = if src.get(s + 1) == Some(&b'/') {
                find(memchr(b'\n', &src[s..]), s)?
            } else {
                s + 1
            };
            continue;
        }
        let n = next?;
        match src[n] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(n);
                }
            }
            _ => {
                // A string literal: up to the unescaped closing quote.
                let mut k = n + 1;
                loop {
                    let q = find(memchr2(b'"', b'\\', &src[k..]), k)?;
                    if src[q] == b'"' {
                        k = q;
                        break;
                    }
                    k = q + 2;
                    if k > src.len() {
                        return None;
                    }
                }
                i = k + 1;
                continue;
            }
        }
        i = n + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The closing brace is found past braces in strings (with escaped quotes) and
    /// `//` comments; a lone `/` is no comment; unbalanced text gives `None`.
    #[test]
    fn matching_brace_skips_strings_and_comments() {
        let src = br#"x { a = "}\"}" // } "
  b = 1 / 2 { "//" } } tail }"#;
        let close = matching_brace(src, 2).unwrap();
        assert_eq!(&src[close..], b"} tail }");
        assert_eq!(matching_brace(b"{ \"unterminated }", 0), None);
        assert_eq!(matching_brace(b"{ // }", 0), None);
        assert_eq!(matching_brace(b"{ { } ", 0), None);
        assert_eq!(matching_brace(b"{}", 0), Some(1));
    }

    #[test]
    fn line_index_maps_offsets() {
        let l = LineIndex::new("ab\ncd\n\ne");
        // Long enough to be split, with lines and pieces that do not line up.
        for long in ["x\n".repeat(5 << 20), "xyz\n".repeat(300_001) + "tail"] {
            assert_eq!(
                LineIndex::new_parallel(&long).starts,
                LineIndex::new(&long).starts
            );
        }
        assert_eq!(l.line_col(0), (1, 1));
        assert_eq!(l.line_col(4), (2, 2));
        assert_eq!(l.line_col(7), (4, 1));
    }
}
