//! Tokenizer for the body of `affine_map<...>` and `affine_set<...>`.
//!
//! It splits text the way MLIR's `Lexer` does, so that token boundaries,
//! and therefore error locations, match mlir-opt: bare identifiers are
//! `[a-zA-Z_][a-zA-Z0-9_$.]*`, `->` is one token while `>=`, `<=` and `==`
//! are two, numbers are decimal or `0x` hexadecimal integers (a `.` makes a
//! float literal), and `//` starts a comment that runs to the end of the
//! line. Tokens that cannot occur in affine syntax are still recognised
//! (e.g. `%x`, `#alias`, strings) so the parser can report them in place.

/// What a token is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Tok {
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Colon,
    Arrow,
    Plus,
    Minus,
    Star,
    Greater,
    Less,
    Equal,
    Integer,
    Float,
    /// Bare identifier, integer type name or any keyword not listed below.
    Ident,
    KwFloorDiv,
    KwCeilDiv,
    KwMod,
    KwSymbol,
    /// `%name`: an SSA value use.
    Percent,
    /// Any other well-formed MLIR token.
    Other,
    /// A character sequence MLIR's lexer rejects; the message says why.
    Error(&'static str),
    Eof,
}

/// A token and its byte range in the source.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Token {
    pub kind: Tok,
    pub start: usize,
    pub end: usize,
}

/// Produces tokens one at a time from `src`.
pub(crate) struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

/// Characters allowed after the sigil of `%x`, `#x`, `@x`, `^x`, `!x`.
fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
        }
    }

    fn peek(&self, ahead: usize) -> u8 {
        self.src.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn token(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    /// Lexes the next token, skipping whitespace and comments. For an
    /// [`Tok::Error`] token, `start` is where MLIR reports the error.
    pub fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            let Some(&c) = self.src.get(self.pos) else {
                return self.token(Tok::Eof, start);
            };
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                b'/' if self.peek(0) == b'/' => {
                    while self.pos < self.src.len() && !matches!(self.src[self.pos], b'\n' | b'\r')
                    {
                        self.pos += 1;
                    }
                    continue;
                }
                b'(' => Tok::LParen,
                b')' => Tok::RParen,
                b'[' => Tok::LSquare,
                b']' => Tok::RSquare,
                b',' => Tok::Comma,
                b':' => Tok::Colon,
                b'+' => Tok::Plus,
                b'*' => Tok::Star,
                b'>' => Tok::Greater,
                b'<' => Tok::Less,
                b'=' => Tok::Equal,
                b'-' if self.peek(0) == b'>' => {
                    self.pos += 1;
                    Tok::Arrow
                }
                b'-' => Tok::Minus,
                b'{' | b'}' | b'?' | b'|' | b'/' => Tok::Other,
                b'.' if self.peek(0) == b'.' && self.peek(1) == b'.' => {
                    self.pos += 2;
                    Tok::Other
                }
                b'.' => {
                    return self
                        .error(start + 1, "expected three consecutive dots for an ellipsis");
                }
                b'0'..=b'9' => self.lex_number(c),
                b'"' => match self.lex_string() {
                    Ok(()) => Tok::Other,
                    Err(err) => return err,
                },
                b'@' => match self.lex_at_identifier() {
                    Ok(()) => Tok::Other,
                    Err(err) => return err,
                },
                b'%' | b'#' | b'^' | b'!' => {
                    if !self.skip_suffix_id() {
                        let message = match c {
                            b'%' => "invalid SSA name",
                            b'#' => "invalid attribute name",
                            b'^' => "invalid block name",
                            _ => "invalid type identifier",
                        };
                        return self.error(start, message);
                    }
                    if c == b'%' { Tok::Percent } else { Tok::Other }
                }
                c if is_ident_start(c) => self.lex_identifier(start),
                _ => return self.error(start, "unexpected character"),
            };
            return self.token(kind, start);
        }
    }

    /// An error token reported at `at`.
    fn error(&self, at: usize, message: &'static str) -> Token {
        Token {
            kind: Tok::Error(message),
            start: at,
            end: self.pos,
        }
    }

    fn lex_number(&mut self, first: u8) -> Tok {
        if first == b'0' && self.peek(0) == b'x' {
            // `0xi32` is the integer 0 followed by the identifier `xi32`.
            if !self.peek(1).is_ascii_hexdigit() {
                return Tok::Integer;
            }
            self.pos += 2;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return Tok::Integer;
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return Tok::Integer;
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let exp_digits = self.peek(1).is_ascii_digit()
                || (matches!(self.peek(1), b'+' | b'-') && self.peek(2).is_ascii_digit());
            if exp_digits {
                self.pos += 2;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        Tok::Float
    }

    /// Skips the rest of a string literal after its opening quote.
    fn lex_string(&mut self) -> Result<(), Token> {
        loop {
            let at = self.pos;
            let Some(&c) = self.src.get(at) else {
                return Err(self.error(at, "expected '\"' in string literal"));
            };
            self.pos += 1;
            match c {
                b'"' => return Ok(()),
                b'\n' | 0x0b | 0x0c => {
                    return Err(self.error(at, "expected '\"' in string literal"));
                }
                b'\\' => {
                    if matches!(self.peek(0), b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if self.peek(0).is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return Err(self.error(at, "unknown escape in string literal"));
                    }
                }
                _ => {}
            }
        }
    }

    /// Skips `@name` or `@"name"` after the `@`.
    fn lex_at_identifier(&mut self) -> Result<(), Token> {
        let at = self.pos;
        match self.src.get(at) {
            Some(b'"') => {
                self.pos += 1;
                self.lex_string()
            }
            Some(&c) if is_ident_start(c) => {
                self.pos += 1;
                while is_ident_continue(self.peek(0)) {
                    self.pos += 1;
                }
                Ok(())
            }
            _ => {
                self.pos = (at + 1).min(self.src.len());
                Err(self.error(at, "@ identifier expected to start with letter or '_'"))
            }
        }
    }

    /// Skips the suffix of `%x`, `#x`, `^x` or `!x`: digits only, or a
    /// letter or `$._-` followed by letters, digits and `$._-`. Returns false
    /// when there is no suffix.
    fn skip_suffix_id(&mut self) -> bool {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
            true
        } else if is_suffix_char(c) {
            while is_suffix_char(self.peek(0)) {
                self.pos += 1;
            }
            true
        } else {
            false
        }
    }

    fn lex_identifier(&mut self, start: usize) -> Tok {
        while is_ident_continue(self.peek(0)) {
            self.pos += 1;
        }
        match &self.src[start..self.pos] {
            b"floordiv" => Tok::KwFloorDiv,
            b"ceildiv" => Tok::KwCeilDiv,
            b"mod" => Tok::KwMod,
            b"symbol" => Tok::KwSymbol,
            _ => Tok::Ident,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok> {
        let mut lx = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = lx.next_token();
            out.push(t.kind);
            if matches!(t.kind, Tok::Eof | Tok::Error(_)) {
                return out;
            }
        }
    }

    #[test]
    fn splits_like_mlir() {
        use Tok::*;
        assert_eq!(
            kinds("(d0)[s0] -> (d0 >= 0x1F, 1.5e3) // c\n mod"),
            vec![
                LParen, Ident, RParen, LSquare, Ident, RSquare, Arrow, LParen, Ident, Greater,
                Equal, Integer, Comma, Float, RParen, KwMod, Eof
            ]
        );
        assert_eq!(kinds("0xg"), vec![Integer, Ident, Eof]);
        assert_eq!(kinds("%a $"), vec![Percent, Error("unexpected character")]);
    }
}
