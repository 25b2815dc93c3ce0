//! Parser for the body of `affine_map<...>` and `affine_set<...>`
//! (MLIR `AffineParser`, `mlir/lib/AsmParser/AffineParser.cpp`).
//!
//! Grammar:
//!
//! ```text
//! map-or-set ::= dim-list symbol-list? ( `->` `(` (expr (`,` expr)*)? `)`
//!                                      | `:` `(` (constraint (`,` constraint)*)? `)` )
//! dim-list    ::= `(` (bare-id (`,` bare-id)*)? `)`
//! symbol-list ::= `[` (bare-id (`,` bare-id)*)? `]`
//! constraint  ::= expr (`>=` | `<=` | `==`) expr
//! expr        ::= expr (`+` | `-`) expr | expr (`*` | `floordiv` | `ceildiv` | `mod`) expr
//!               | `-` operand | `(` expr `)` | bare-id | integer
//! ```
//!
//! Binary operators associate to the left; `*`, `floordiv`, `ceildiv` and
//! `mod` bind tighter than `+` and `-`, and unary minus applies to a single
//! operand. Every node is built with the simplifying constructors, in the
//! same order as MLIR builds them, so the resulting trees are MLIR's. Dim
//! and symbol names are arbitrary identifiers (`(i, j)[N] -> (i + N)`); they
//! become positions and print back as `d0`, `s0`.
//!
//! Errors carry MLIR's messages and locations. "Wrong token" errors are
//! placed like MLIR places them: just after the previous token when only
//! whitespace separates them.

use std::fmt;

use crate::expr::AffineExpr;
use crate::lexer::{Lexer, Tok, Token};
use crate::map::AffineMap;
use crate::set::IntegerSet;

/// Deepest nesting of parentheses / unary minus the parser accepts.
const MAX_NESTING: u32 = 256;
/// Tallest expression tree the parser builds; keeps the recursive printer and
/// simplifier well within a thread's stack.
const MAX_TREE_DEPTH: u32 = 1000;

/// A parse failure: `message` at byte `offset` of the parsed text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    /// Byte offset into the string given to the parser.
    pub offset: usize,
    /// The diagnostic, worded as mlir-opt words it.
    pub message: String,
    /// Further errors mlir-opt reports right after this one, as
    /// `(offset, message)` (e.g. "missing operand of negation").
    pub additional: Vec<(usize, String)>,
}

impl ParseError {
    fn new(offset: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            offset,
            message: message.into(),
            additional: Vec::new(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at byte {}", self.message, self.offset)
    }
}

impl std::error::Error for ParseError {}

/// The result of parsing text that may be either an affine map or an
/// integer set.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MapOrSet {
    /// `(dims)[syms] -> (results)`.
    Map(AffineMap),
    /// `(dims)[syms] : (constraints)`.
    Set(IntegerSet),
}

impl fmt::Display for MapOrSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MapOrSet::Map(m) => m.fmt(f),
            MapOrSet::Set(s) => s.fmt(f),
        }
    }
}

/// Parses the body of `affine_map<...>` through the closing `>`.
///
/// `src` starts right after `affine_map<` (leading whitespace is fine).
/// Returns the map and the number of bytes consumed, including the `>`.
///
/// ```
/// use rmlir_affine::parse_affine_map;
/// let src = "(i, j)[N] -> (j + N, i floordiv 2)> rest";
/// let (map, used) = parse_affine_map(src).unwrap();
/// assert_eq!(map.to_string(), "(d0, d1)[s0] -> (d1 + s0, d0 floordiv 2)");
/// assert_eq!(&src[used..], " rest");
/// ```
pub fn parse_affine_map(src: &str) -> Result<(AffineMap, usize), ParseError> {
    let mut p = Parser::new(src);
    let start = p.tok.start;
    let parsed = p.parse_map_or_set()?;
    let MapOrSet::Map(map) = parsed else {
        return Err(p.error_at(start, "expected AffineMap, but got IntegerSet"));
    };
    let used = p.expect_closing("expected '>' in affine map")?;
    Ok((map, used))
}

/// Parses the body of `affine_set<...>` through the closing `>`.
///
/// `src` starts right after `affine_set<`. Returns the set and the number of
/// bytes consumed, including the `>`.
///
/// ```
/// use rmlir_affine::parse_integer_set;
/// let (set, _) = parse_integer_set("(d0)[s0] : (d0 - s0 >= 0, d0 <= 10)>").unwrap();
/// assert_eq!(set.to_string(), "(d0)[s0] : (d0 - s0 >= 0, -d0 + 10 >= 0)");
/// ```
pub fn parse_integer_set(src: &str) -> Result<(IntegerSet, usize), ParseError> {
    let mut p = Parser::new(src);
    let start = p.tok.start;
    let parsed = p.parse_map_or_set()?;
    let MapOrSet::Set(set) = parsed else {
        return Err(p.error_at(start, "expected IntegerSet, but got AffineMap"));
    };
    let used = p.expect_closing("expected '>' in integer set")?;
    Ok((set, used))
}

/// Parses either an affine map or an integer set through the closing `>`,
/// deciding by the `->` or `:` after the identifier lists.
pub fn parse_affine_map_or_set(src: &str) -> Result<(MapOrSet, usize), ParseError> {
    let mut p = Parser::new(src);
    let parsed = p.parse_map_or_set()?;
    let message = match parsed {
        MapOrSet::Map(_) => "expected '>' in affine map",
        MapOrSet::Set(_) => "expected '>' in integer set",
    };
    let used = p.expect_closing(message)?;
    Ok((parsed, used))
}

/// Parses an affine map or integer set that is not wrapped in
/// `affine_map<...>`, as custom op syntax writes it
/// (`memref.transpose %m (i, j) -> (j, i) : ...`).
///
/// Returns the parsed value and the number of bytes consumed, up to and
/// including its closing `)`; the text after it is not looked at.
///
/// ```
/// use rmlir_affine::{MapOrSet, parse_affine_map_or_set_inline};
/// let src = "(i, j) -> (j, i) : memref<?x?xf32>";
/// let (parsed, used) = parse_affine_map_or_set_inline(src).unwrap();
/// assert!(matches!(parsed, MapOrSet::Map(ref m) if m.is_permutation()));
/// assert_eq!(&src[used..], " : memref<?x?xf32>");
/// ```
pub fn parse_affine_map_or_set_inline(src: &str) -> Result<(MapOrSet, usize), ParseError> {
    let mut p = Parser::new(src);
    let parsed = p.parse_map_or_set()?;
    Ok((parsed, p.prev_end))
}

/// `+` or `-`.
#[derive(Clone, Copy)]
enum LowOp {
    Add,
    Sub,
}

/// `*`, `floordiv`, `ceildiv` or `mod`.
#[derive(Clone, Copy)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

struct Parser<'a> {
    src: &'a str,
    lexer: Lexer<'a>,
    tok: Token,
    /// Declared dim and symbol names with the expression each stands for.
    ids: Vec<(&'a str, AffineExpr)>,
    nesting: u32,
    /// End offset of the last consumed token.
    prev_end: usize,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Parser<'a> {
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token();
        Parser {
            src,
            lexer,
            tok,
            ids: Vec::new(),
            nesting: 0,
            prev_end: 0,
        }
    }

    fn spelling(&self) -> &'a str {
        &self.src[self.tok.start..self.tok.end]
    }

    fn advance(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lexer.next_token();
    }

    fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.advance();
            true
        } else {
            false
        }
    }

    /// An error at `offset`, unless the current token is a lexer error: that
    /// one was reported first and MLIR drops everything after it.
    fn error_at(&self, offset: usize, message: impl Into<String>) -> ParseError {
        if let Tok::Error(lex_message) = self.tok.kind {
            return ParseError::new(self.tok.start, lex_message);
        }
        ParseError::new(offset, message)
    }

    /// An error at the current token.
    fn error_here(&self, message: impl Into<String>) -> ParseError {
        self.error_at(self.tok.start, message)
    }

    /// An error about the current token being the wrong one. When only
    /// blanks (and blank or comment-only lines) separate it from the previous
    /// token, MLIR reports it at the end of the previous token instead.
    fn wrong_token_error(&self, message: impl Into<String>) -> ParseError {
        let bytes = self.src.as_bytes();
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let mut end = loc;
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            // Nothing but blanks back to the `<` that precedes `src`.
            if end == 0 {
                return self.error_at(0, message);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.error_at(end, message);
            }
            end -= 1;
            // Back up over a `//` comment on the line above.
            let line_start = bytes[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .unwrap_or(0);
            if let Some(comment) = self.src[line_start..end].find("//") {
                end = line_start + comment;
            }
        }
    }

    fn expect(&mut self, kind: Tok, message: &str) -> Result<(), ParseError> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// Consumes the closing `>` without lexing past it; returns the offset
    /// just after it.
    fn expect_closing(&mut self, message: &str) -> Result<usize, ParseError> {
        if self.tok.kind == Tok::Greater {
            Ok(self.tok.end)
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// Parses `open elt (, elt)* close` or `open close`
    /// (MLIR `parseCommaSeparatedList`).
    fn comma_list(
        &mut self,
        open: (Tok, &str),
        close: (Tok, &str),
        context: &str,
        mut elt: impl FnMut(&mut Self) -> Result<(), ParseError>,
    ) -> Result<(), ParseError> {
        self.expect(open.0, &format!("expected '{}'{context}", open.1))?;
        if self.consume_if(close.0) {
            return Ok(());
        }
        elt(self)?;
        while self.consume_if(Tok::Comma) {
            elt(self)?;
        }
        self.expect(close.0, &format!("expected '{}'{context}", close.1))
    }

    fn is_identifier(kind: Tok) -> bool {
        matches!(
            kind,
            Tok::Ident | Tok::KwFloorDiv | Tok::KwCeilDiv | Tok::KwMod | Tok::KwSymbol
        )
    }

    /// Declares the current identifier as standing for `expr`.
    fn define_identifier(&mut self, expr: AffineExpr) -> Result<(), ParseError> {
        if !Self::is_identifier(self.tok.kind) {
            return Err(self.wrong_token_error("expected bare identifier"));
        }
        let name = self.spelling();
        if self.ids.iter().any(|(n, _)| *n == name) {
            return Err(self.error_here(format!("redefinition of identifier '{name}'")));
        }
        self.advance();
        self.ids.push((name, expr));
        Ok(())
    }

    fn parse_map_or_set(&mut self) -> Result<MapOrSet, ParseError> {
        let mut num_dims = 0u32;
        self.comma_list(
            (Tok::LParen, "("),
            (Tok::RParen, ")"),
            " in dimensional identifier list",
            |p| {
                let d = AffineExpr::Dim(num_dims);
                num_dims += 1;
                p.define_identifier(d)
            },
        )?;
        let mut num_symbols = 0u32;
        if self.tok.kind == Tok::LSquare {
            self.comma_list(
                (Tok::LSquare, "["),
                (Tok::RSquare, "]"),
                " in symbol list",
                |p| {
                    let s = AffineExpr::Symbol(num_symbols);
                    num_symbols += 1;
                    p.define_identifier(s)
                },
            )?;
        }
        if self.consume_if(Tok::Arrow) {
            let mut results = Vec::new();
            self.comma_list(
                (Tok::LParen, "("),
                (Tok::RParen, ")"),
                " in affine map range",
                |p| {
                    results.push(p.parse_expr()?);
                    Ok(())
                },
            )?;
            return Ok(MapOrSet::Map(AffineMap::new(
                num_dims,
                num_symbols,
                results,
            )));
        }
        self.expect(Tok::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        self.comma_list(
            (Tok::LParen, "("),
            (Tok::RParen, ")"),
            " in integer set constraint list",
            |p| {
                constraints.push(p.parse_constraint()?);
                Ok(())
            },
        )?;
        if constraints.is_empty() {
            // An empty conjunction is the universe: `0 == 0`.
            constraints.push((AffineExpr::Constant(0), true));
        }
        Ok(MapOrSet::Set(IntegerSet::new(
            num_dims,
            num_symbols,
            constraints,
        )))
    }

    /// Parses `a >= b`, `a <= b` or `a == b`, normalised to `e >= 0` /
    /// `e == 0`.
    fn parse_constraint(&mut self) -> Result<(AffineExpr, bool), ParseError> {
        let lhs = self.parse_expr()?;
        if self.consume_if(Tok::Greater) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return self.checked(lhs - rhs).map(|e| (e, false));
        }
        if self.consume_if(Tok::Less) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return self.checked(rhs - lhs).map(|e| (e, false));
        }
        if self.consume_if(Tok::Equal) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return self.checked(lhs - rhs).map(|e| (e, true));
        }
        Err(self.error_here(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ))
    }

    /// Rejects trees too tall to process recursively.
    fn checked(&self, e: AffineExpr) -> Result<AffineExpr, ParseError> {
        if e.depth() > MAX_TREE_DEPTH {
            return Err(self.error_here("affine expression is too deeply nested"));
        }
        Ok(e)
    }

    fn consume_low_op(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            Tok::Plus => LowOp::Add,
            Tok::Minus => LowOp::Sub,
            _ => return None,
        };
        self.advance();
        Some(op)
    }

    /// Consumes a high-precedence operator; returns it with its offset.
    fn consume_high_op(&mut self) -> Option<(HighOp, usize)> {
        let op = match self.tok.kind {
            Tok::Star => HighOp::Mul,
            Tok::KwFloorDiv => HighOp::FloorDiv,
            Tok::KwCeilDiv => HighOp::CeilDiv,
            Tok::KwMod => HighOp::Mod,
            _ => return None,
        };
        let at = self.tok.start;
        self.advance();
        Some((op, at))
    }

    fn apply_low(
        &self,
        op: LowOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> Result<AffineExpr, ParseError> {
        self.checked(match op {
            LowOp::Add => lhs + rhs,
            LowOp::Sub => lhs - rhs,
        })
    }

    /// Builds a high-precedence node, enforcing MLIR's affine restrictions;
    /// errors are reported at `op_at`.
    fn apply_high(
        &self,
        op: HighOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        op_at: usize,
    ) -> Result<AffineExpr, ParseError> {
        let divisor_error = |name: &str| {
            self.error_at(
                op_at,
                format!(
                    "non-affine expression: right operand of {name} has to be either a constant or symbolic"
                ),
            )
        };
        let e = match op {
            HighOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return Err(self.error_at(
                        op_at,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    ));
                }
                lhs * rhs
            }
            HighOp::FloorDiv if !rhs.is_symbolic_or_constant() => {
                return Err(divisor_error("floordiv"));
            }
            HighOp::CeilDiv if !rhs.is_symbolic_or_constant() => {
                return Err(divisor_error("ceildiv"));
            }
            HighOp::Mod if !rhs.is_symbolic_or_constant() => return Err(divisor_error("mod")),
            HighOp::FloorDiv => lhs.floor_div(rhs),
            HighOp::CeilDiv => lhs.ceil_div(rhs),
            HighOp::Mod => lhs.modulo(rhs),
        };
        self.checked(e)
    }

    /// Parses a full expression: a left-associative chain of `+`/`-` over
    /// chains of high-precedence operators
    /// (MLIR `parseAffineLowPrecOpExpr`, written as a loop).
    fn parse_expr(&mut self) -> Result<AffineExpr, ParseError> {
        let mut pending: Option<(AffineExpr, LowOp)> = None;
        loop {
            let operand = self.parse_operand(pending.is_some())?;
            if let Some(op) = self.consume_low_op() {
                let sum = match pending.take() {
                    Some((acc, acc_op)) => self.apply_low(acc_op, acc, operand)?,
                    None => operand,
                };
                pending = Some((sum, op));
                continue;
            }
            if let Some((op, op_at)) = self.consume_high_op() {
                let product = self.parse_high_chain(operand, op, op_at)?;
                let sum = match pending.take() {
                    Some((acc, acc_op)) => self.apply_low(acc_op, acc, product)?,
                    None => product,
                };
                if let Some(next) = self.consume_low_op() {
                    pending = Some((sum, next));
                    continue;
                }
                return Ok(sum);
            }
            return match pending {
                Some((acc, acc_op)) => self.apply_low(acc_op, acc, operand),
                None => Ok(operand),
            };
        }
    }

    /// Parses the rest of `first op x op y ...` for high-precedence ops
    /// (MLIR `parseAffineHighPrecOpExpr`). As in MLIR, a non-affine product
    /// in the middle of a chain is reported at the operator that follows it.
    fn parse_high_chain(
        &mut self,
        first: AffineExpr,
        op: HighOp,
        op_at: usize,
    ) -> Result<AffineExpr, ParseError> {
        let (mut acc, mut acc_op, mut acc_at) = (first, op, op_at);
        loop {
            let operand = self.parse_operand(true)?;
            let next_at = self.tok.start;
            if let Some((next, _)) = self.consume_high_op() {
                acc = self.apply_high(acc_op, acc, operand, next_at)?;
                acc_op = next;
                acc_at = next_at;
                continue;
            }
            return self.apply_high(acc_op, acc, operand, acc_at);
        }
    }

    /// Parses an operand: identifier, integer, parenthesised expression or
    /// negation (MLIR `parseAffineOperandExpr`). `has_lhs` says whether this
    /// is the right operand of a binary operator, which picks the error
    /// message when no operand is there.
    fn parse_operand(&mut self, has_lhs: bool) -> Result<AffineExpr, ParseError> {
        if self.nesting >= MAX_NESTING {
            return Err(self.error_here("affine expression is too deeply nested"));
        }
        self.nesting += 1;
        let result = self.parse_operand_inner(has_lhs);
        self.nesting -= 1;
        result
    }

    fn parse_operand_inner(&mut self, has_lhs: bool) -> Result<AffineExpr, ParseError> {
        match self.tok.kind {
            Tok::KwSymbol => {
                self.advance();
                self.expect(Tok::LParen, "expected '(' at start of SSA symbol")?;
                Err(self.wrong_token_error("unexpected ssa identifier"))
            }
            Tok::Percent => Err(self.wrong_token_error("unexpected ssa identifier")),
            Tok::Integer => self.parse_integer(),
            Tok::LParen => {
                self.advance();
                if self.tok.kind == Tok::RParen {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                let e = self.parse_expr()?;
                self.expect(Tok::RParen, "expected ')'")?;
                Ok(e)
            }
            Tok::Minus => {
                self.advance();
                match self.parse_operand(has_lhs) {
                    Ok(operand) => self.checked(-operand),
                    Err(mut err) => {
                        // MLIR follows up with a second diagnostic.
                        if !matches!(self.tok.kind, Tok::Error(_)) {
                            err.additional
                                .push((self.tok.start, "missing operand of negation".to_string()));
                        }
                        Err(err)
                    }
                }
            }
            Tok::Plus | Tok::Star => Err(self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            })),
            kind if Self::is_identifier(kind) => self.parse_identifier_use(),
            _ => Err(self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }

    fn parse_identifier_use(&mut self) -> Result<AffineExpr, ParseError> {
        let name = self.spelling();
        match self.ids.iter().find(|(n, _)| *n == name) {
            Some((_, e)) => {
                let e = e.clone();
                self.advance();
                Ok(e)
            }
            None => Err(self.wrong_token_error("use of undeclared identifier")),
        }
    }

    /// Parses a non-negative integer literal that fits in `i64`.
    fn parse_integer(&mut self) -> Result<AffineExpr, ParseError> {
        let text = self.spelling();
        let value = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => text.parse::<u64>().ok(),
        };
        match value.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.advance();
                Ok(AffineExpr::Constant(v))
            }
            None => Err(self.error_here("constant too large for index")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(src: &str) -> (usize, String) {
        let e = parse_affine_map_or_set(src).expect_err(src);
        (e.offset, e.message)
    }

    #[test]
    fn error_locations() {
        assert_eq!(
            err("(d0) -> (d1)>"),
            (9, "use of undeclared identifier".into())
        );
        assert_eq!(
            err("(d0) -> (d0) x>"),
            (12, "expected '>' in affine map".into())
        );
        assert_eq!(
            err("(d0) -> d0>"),
            (7, "expected '(' in affine map range".into())
        );
        assert_eq!(err("(d0) -> (d0 * d0)>"), (12, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic".into()));
        assert_eq!(err("(d0) -> (d0 * d0 * 2)>"), (17, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic".into()));
        assert_eq!(
            err("(d0, d0) -> (d0)>"),
            (5, "redefinition of identifier 'd0'".into())
        );
        assert_eq!(
            err("(d0) -> (d0 $ 1)>"),
            (12, "unexpected character".into())
        );
        assert_eq!(
            err("(d0) -> (d0\n  +\n )>"),
            (17, "missing right operand of binary operator".into())
        );
    }

    #[test]
    fn negation_reports_twice() {
        let e = parse_affine_map("(d0) -> (-)>").unwrap_err();
        assert_eq!(e.message, "expected affine expression");
        assert_eq!(
            e.additional,
            vec![(10, "missing operand of negation".to_string())]
        );
    }

    #[test]
    fn map_set_mismatch() {
        let e = parse_affine_map(" (d0) : (d0 >= 0)>").unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (1, "expected AffineMap, but got IntegerSet")
        );
        let e = parse_integer_set("(d0) -> (d0)>").unwrap_err();
        assert_eq!(e.message, "expected IntegerSet, but got AffineMap");
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let deep = format!("(d0) -> ({}d0{})>", "(".repeat(5000), ")".repeat(5000));
        assert!(parse_affine_map(&deep).is_err());
        let dims: Vec<String> = (0..5000).map(|i| format!("d{i}")).collect();
        let long = format!("({}) -> ({})>", dims.join(", "), dims.join(" + "));
        let e = parse_affine_map(&long).unwrap_err();
        assert_eq!(e.message, "affine expression is too deeply nested");
        let negs = format!("(d0) -> ({}d0)>", "-".repeat(5000));
        assert!(parse_affine_map(&negs).is_err());
    }
}
