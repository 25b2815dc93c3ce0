//! One FileCheck pattern: its parsed pieces and how it becomes a regex.
//!
//! This is LLVM's `Pattern::parsePattern` / `Pattern::match` split in two:
//! parsing turns the text after `CHECK:` into [`Piece`]s once, and
//! [`Pattern::to_regex`] builds the regex each time the pattern is matched,
//! substituting the current values of variables.
//!
//! ```text
//! %[[ALLOC:.*]] = memref.alloc({{.*}}) : [[T]]   (T defined on an earlier line)
//! => Literal("%") StrDef(ALLOC, ".*") Literal(" = memref.alloc(")
//!    Regex(".*") Literal(") : ") StrUse(T)
//! => (?m)\x{25}(?P<v0>(?:.*)) \x{3D} memref\x{2E}alloc\x{28}(?:.*)... i32
//! ```
//!
//! Pattern syntax:
//! * `{{re}}` — a POSIX ERE (see [`crate::posix`]); ends at the first `}}`.
//! * `[[NAME:re]]` — defines string variable `NAME` as what `re` matched.
//! * `[[NAME]]` — the value of `NAME`; if `NAME` was defined earlier in the
//!   same pattern this is a back-reference.
//! * `[[#NAME:]]`, `[[#%x,NAME:]]` — defines a numeric variable;
//!   `[[#NAME]]`, `[[#NAME+1]]`, `[[#%X,A-B]]` — numeric substitutions;
//!   `[[@LINE]]`, `[[@LINE+N]]`, `[[#@LINE-N]]` — the check line number.
//! * Everything else is literal.  `CHECK{LITERAL}:` makes the whole pattern
//!   literal.

use crate::posix;

/// The directive a pattern belongs to (LLVM's `Check::FileCheckType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `CHECK:`
    Plain,
    /// `CHECK-NEXT:`
    Next,
    /// `CHECK-SAME:`
    Same,
    /// `CHECK-NOT:` and `--implicit-check-not`
    Not,
    /// `CHECK-DAG:`
    Dag,
    /// `CHECK-LABEL:`
    Label,
    /// `CHECK-EMPTY:`
    Empty,
    /// `CHECK-COUNT-n:`
    Count(usize),
    /// The implicit end-of-input check that carries trailing NOT/DAGs.
    Eof,
}

/// How a numeric variable is printed and matched (`%u`, `%d`, `%x`, `%X`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NumFormat {
    pub kind: NumKind,
    /// Minimum number of digits (`%.8x`).
    pub precision: usize,
    /// `%#x`: a `0x` prefix.
    pub alt: bool,
}

/// The radix/sign part of a [`NumFormat`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NumKind {
    Unsigned,
    Signed,
    HexLower,
    HexUpper,
}

impl NumFormat {
    /// `%u`, FileCheck's default.
    pub const UNSIGNED: NumFormat = NumFormat {
        kind: NumKind::Unsigned,
        precision: 0,
        alt: false,
    };

    /// Regex matching one number in this format.
    pub fn regex(self) -> String {
        let digits = match self.kind {
            NumKind::Unsigned | NumKind::Signed => "[0-9]",
            NumKind::HexLower => "[0-9a-f]",
            NumKind::HexUpper => "[0-9A-F]",
        };
        let count = if self.precision > 0 {
            format!("{{{},}}", self.precision)
        } else {
            "+".to_string()
        };
        let sign = if self.kind == NumKind::Signed {
            "-?"
        } else {
            ""
        };
        let prefix = if self.alt { "0x" } else { "" };
        format!("{sign}{prefix}{digits}{count}")
    }

    /// Prints `v` in this format.
    pub fn print(self, v: i128) -> Result<String, String> {
        let neg = v < 0;
        if neg && self.kind != NumKind::Signed {
            return Err(format!("value {v} is negative but the format is unsigned"));
        }
        let mag = v.unsigned_abs();
        let digits = match self.kind {
            NumKind::Unsigned | NumKind::Signed => mag.to_string(),
            NumKind::HexLower => format!("{mag:x}"),
            NumKind::HexUpper => format!("{mag:X}"),
        };
        let pad = self.precision.saturating_sub(digits.len());
        Ok(format!(
            "{}{}{}{}",
            if neg { "-" } else { "" },
            if self.alt { "0x" } else { "" },
            "0".repeat(pad),
            digits
        ))
    }

    /// Parses text matched by [`NumFormat::regex`].
    pub fn parse(self, s: &str) -> Option<i128> {
        let (neg, s) = match s.strip_prefix('-') {
            Some(r) => (true, r),
            None => (false, s),
        };
        let s = if self.alt { s.strip_prefix("0x")? } else { s };
        let radix = match self.kind {
            NumKind::Unsigned | NumKind::Signed => 10,
            NumKind::HexLower | NumKind::HexUpper => 16,
        };
        let v = i128::from_str_radix(s, radix).ok()?;
        Some(if neg { -v } else { v })
    }
}

/// An operand of a numeric expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Operand {
    Literal(i128),
    Var(String),
}

/// A numeric expression: a sum of signed operands (`A+1`, `@LINE-2`, `A-B`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct NumExpr {
    /// `(negate, operand)` terms; empty means "any number".
    pub terms: Vec<(bool, Operand)>,
    /// The expression as written, for notes.
    pub text: String,
}

/// One part of a parsed pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    /// Literal text.
    Literal(String),
    /// A translated `{{...}}` regex.
    Regex(String),
    /// `[[NAME:re]]` (translated `re`).
    StrDef { name: String, regex: String },
    /// `[[NAME]]`; `backref` when `NAME` is defined earlier in this pattern.
    StrUse {
        name: String,
        backref: bool,
        /// Offset of the name in the check buffer (for diagnostics).
        loc: usize,
    },
    /// `[[#%fmt,NAME:expr]]`; `expr`, if any, constrains the matched value.
    NumDef {
        name: String,
        format: NumFormat,
        constraint: Option<NumExpr>,
    },
    /// `[[#%fmt,expr]]`: the printed value of `expr`, or any number if empty.
    NumUse {
        expr: NumExpr,
        format: Option<NumFormat>,
        loc: usize,
    },
}

/// A parsed pattern with its directive and location.
#[derive(Clone, Debug)]
pub(crate) struct Pattern {
    pub kind: Kind,
    /// Directive name for messages: `CHECK-NEXT`, `IMPLICIT-CHECK-NOT`, ...
    pub directive: String,
    pub pieces: Vec<Piece>,
    /// Index of the buffer holding the pattern: 0 is the check file,
    /// `1 + i` is the i-th `--implicit-check-not`.
    pub source: usize,
    /// Offset of the pattern text in that buffer.
    pub loc: usize,
    /// Whether any regex in the pattern uses `|`.
    pub has_alternation: bool,
}

/// A parse error at a byte offset of the pattern's buffer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ParseError {
    pub loc: usize,
    pub msg: String,
}

fn err<T>(loc: usize, msg: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError {
        loc,
        msg: msg.into(),
    })
}

/// Context needed to parse one pattern.
pub(crate) struct PatternSite {
    /// Offset of the pattern text in its buffer.
    pub base: usize,
    /// 1-based line of the directive, for `@LINE`.
    pub line: usize,
    /// `{LITERAL}` modifier.
    pub literal: bool,
}

/// A name of a FileCheck variable: `[A-Za-z_][A-Za-z0-9_]*`, optionally
/// after `$` (global variables).
fn is_var_name(s: &str) -> bool {
    let s = s.strip_prefix('$').unwrap_or(s);
    let mut it = s.chars();
    it.next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && it.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Finds the `]]` closing a substitution whose body starts at `s`, skipping
/// `]]` inside bracket expressions (`[[V:[[:alpha:]]+]]`) and after `\`.
fn find_subst_end(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < b.len() {
        if depth == 0 && b[i..].starts_with(b"]]") {
            return Some(i);
        }
        match b[i] {
            b'\\' => i += 1,
            b'[' => depth += 1,
            b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

/// Parses the pattern text `text` of a directive.
pub(crate) fn parse_pieces(
    text: &str,
    site: &PatternSite,
) -> Result<(Vec<Piece>, bool), ParseError> {
    if site.literal {
        return Ok((vec![Piece::Literal(text.to_string())], false));
    }
    let mut pieces = Vec::new();
    let mut has_alternation = false;
    let mut str_defs: Vec<String> = Vec::new();
    let mut num_defs: Vec<String> = Vec::new();
    let mut pos = 0;
    while pos < text.len() {
        let rest = &text[pos..];
        let here = site.base + pos;
        if let Some(inner) = rest.strip_prefix("{{") {
            let Some(end) = inner.find("}}") else {
                return err(here, "found start of regex string with no end '}}'");
            };
            let tr = posix::translate(&inner[..end])
                .or_else(|m| err(here + 2, format!("invalid regex: {m}")))?;
            has_alternation |= tr.has_alternation;
            pieces.push(Piece::Regex(tr.text));
            pos += end + 4;
        } else if let Some(inner) = rest.strip_prefix("[[")
            && !inner.starts_with('[')
        {
            // Extra `[`s before `[[` are literal: `[[[V]]]` is `[` `[[V]]` `]`.
            let Some(end) = find_subst_end(inner) else {
                return err(here, "Invalid substitution block, no ]] found");
            };
            let body = &inner[..end];
            let piece = parse_substitution(
                body,
                here + 2,
                site.line,
                &mut str_defs,
                &mut num_defs,
                &mut has_alternation,
            )?;
            pieces.push(piece);
            pos += end + 4;
        } else {
            // The literal runs up to the next `{{` or `[[` after its first
            // character (which may be multi-byte).
            let first = rest.chars().next().map_or(1, char::len_utf8);
            let tail = &rest[first..];
            let next = [tail.find("{{"), tail.find("[[")]
                .into_iter()
                .flatten()
                .min()
                .map_or(rest.len(), |n| n + first);
            pieces.push(Piece::Literal(rest[..next].to_string()));
            pos += next;
        }
    }
    Ok((pieces, has_alternation))
}

/// Parses the body of a `[[...]]` block that starts at `loc`.
fn parse_substitution(
    body: &str,
    loc: usize,
    line: usize,
    str_defs: &mut Vec<String>,
    num_defs: &mut Vec<String>,
    has_alternation: &mut bool,
) -> Result<Piece, ParseError> {
    if let Some(num) = body.strip_prefix('#') {
        return parse_numeric(num, loc + 1, line, num_defs);
    }
    if body.starts_with("@LINE") {
        let expr = parse_expr(body, loc, line)?;
        return Ok(Piece::NumUse {
            expr,
            format: Some(NumFormat::UNSIGNED),
            loc,
        });
    }
    let (name, def) = match body.find(':') {
        Some(c) => (&body[..c], Some(&body[c + 1..])),
        None => (body, None),
    };
    if let Some(ws) = name.find([' ', '\t']) {
        return err(loc + ws, "unexpected whitespace");
    }
    if !is_var_name(name) {
        return err(
            loc,
            if def.is_some() {
                "invalid name in string variable definition"
            } else {
                "invalid variable name"
            },
        );
    }
    match def {
        Some(re) => {
            let regex = if re.is_empty() {
                String::new()
            } else {
                let tr = posix::translate(re)
                    .or_else(|m| err(loc + name.len() + 1, format!("invalid regex: {m}")))?;
                *has_alternation |= tr.has_alternation;
                tr.text
            };
            str_defs.push(name.to_string());
            Ok(Piece::StrDef {
                name: name.to_string(),
                regex,
            })
        }
        None => Ok(Piece::StrUse {
            name: name.to_string(),
            backref: str_defs.iter().any(|d| d == name),
            loc,
        }),
    }
}

/// Parses the body of `[[#...]]` (after the `#`) starting at `loc`.
fn parse_numeric(
    body: &str,
    loc: usize,
    line: usize,
    num_defs: &mut Vec<String>,
) -> Result<Piece, ParseError> {
    let trimmed = body.trim_start_matches([' ', '\t']);
    let mut loc = loc + (body.len() - trimmed.len());
    let mut body = trimmed;
    let mut format = None;
    if let Some(spec) = body.strip_prefix('%') {
        let Some(comma) = spec.find(',') else {
            return err(loc, "invalid matching format specification in expression");
        };
        format = Some(parse_format(spec[..comma].trim(), loc)?);
        loc += comma + 2;
        body = &spec[comma + 1..];
    }
    if let Some(colon) = body.find(':') {
        let name = body[..colon].trim_matches([' ', '\t']);
        if !is_var_name(name) || name.starts_with('$') && name.len() == 1 {
            return err(loc, "invalid variable name");
        }
        let rest = body[colon + 1..].trim_matches([' ', '\t']);
        let rest = rest.strip_prefix("==").unwrap_or(rest);
        let constraint = if rest.trim().is_empty() {
            None
        } else {
            Some(parse_expr(rest, loc + colon + 1, line)?)
        };
        if let Some(c) = &constraint {
            check_not_same_line(c, num_defs, loc)?;
        }
        num_defs.push(name.to_string());
        return Ok(Piece::NumDef {
            name: name.to_string(),
            format: format.unwrap_or(NumFormat::UNSIGNED),
            constraint,
        });
    }
    let text = body.trim_matches([' ', '\t']);
    let text = text.strip_prefix("==").unwrap_or(text);
    let expr = parse_expr(text, loc, line)?;
    check_not_same_line(&expr, num_defs, loc)?;
    Ok(Piece::NumUse { expr, format, loc })
}

fn check_not_same_line(expr: &NumExpr, num_defs: &[String], loc: usize) -> Result<(), ParseError> {
    for (_, op) in &expr.terms {
        if let Operand::Var(v) = op
            && num_defs.iter().any(|d| d == v)
        {
            return err(
                loc,
                format!("numeric variable '{v}' defined earlier in the same CHECK directive"),
            );
        }
    }
    Ok(())
}

/// Parses a format specifier such as `x`, `.8X`, `#x`, `d`, `u`.
pub(crate) fn parse_format(spec: &str, loc: usize) -> Result<NumFormat, ParseError> {
    let mut s = spec;
    let alt = if let Some(r) = s.strip_prefix('#') {
        s = r;
        true
    } else {
        false
    };
    let mut precision = 0;
    if let Some(r) = s.strip_prefix('.') {
        let digits = r.chars().take_while(|c| c.is_ascii_digit()).count();
        precision = r[..digits]
            .parse()
            .or_else(|_| err(loc, "invalid precision in format specifier"))?;
        s = &r[digits..];
    }
    let kind = match s {
        "u" => NumKind::Unsigned,
        "d" => NumKind::Signed,
        "x" => NumKind::HexLower,
        "X" => NumKind::HexUpper,
        _ => return err(loc, "invalid format specifier in expression"),
    };
    if alt && matches!(kind, NumKind::Unsigned | NumKind::Signed) {
        return err(loc, "alternate form only supported for hex values");
    }
    Ok(NumFormat {
        kind,
        precision,
        alt,
    })
}

/// Parses `operand ((+|-) operand)*`; operands are decimal or `0x` literals,
/// variable names and `@LINE`, which is replaced by `line`.
pub(crate) fn parse_expr(text: &str, loc: usize, line: usize) -> Result<NumExpr, ParseError> {
    let compact: String = text.chars().filter(|c| *c != ' ' && *c != '\t').collect();
    let mut terms = Vec::new();
    let mut s = compact.as_str();
    let mut negate = false;
    if s.is_empty() {
        return Ok(NumExpr {
            terms,
            text: String::new(),
        });
    }
    loop {
        let len = s
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '@'))
            .unwrap_or(s.len());
        let tok = &s[..len];
        let operand = if tok == "@LINE" {
            Operand::Literal(line as i128)
        } else if let Some(hex) = tok.strip_prefix("0x") {
            Operand::Literal(
                i128::from_str_radix(hex, 16).or_else(|_| err(loc, "invalid operand format"))?,
            )
        } else if tok.starts_with(|c: char| c.is_ascii_digit()) {
            Operand::Literal(
                tok.parse()
                    .or_else(|_| err(loc, "invalid operand format"))?,
            )
        } else if is_var_name(tok) {
            if s[len..].starts_with('(') {
                return err(loc, format!("call to function '{tok}' is not supported"));
            }
            Operand::Var(tok.to_string())
        } else {
            return err(loc, format!("invalid operand format '{s}'"));
        };
        terms.push((negate, operand));
        s = &s[len..];
        match s.chars().next() {
            None => break,
            Some('+') => negate = false,
            Some('-') => negate = true,
            Some(c) => return err(loc, format!("unsupported operation '{c}'")),
        }
        s = &s[1..];
    }
    Ok(NumExpr {
        terms,
        text: compact,
    })
}

/// Current variable values, as seen when a pattern is matched.
pub(crate) trait VarLookup {
    fn str_var(&self, name: &str) -> Option<&str>;
    fn num_var(&self, name: &str) -> Option<(i128, NumFormat)>;
}

/// A definition inside a built regex: which capture group holds it.
#[derive(Debug, Clone)]
pub(crate) enum GroupDef {
    Str {
        name: String,
        group: String,
    },
    Num {
        name: String,
        group: String,
        format: NumFormat,
        constraint: Option<NumExpr>,
    },
}

/// A regex built for one match attempt.
#[derive(Debug)]
pub(crate) struct BuiltRegex {
    pub text: String,
    pub defs: Vec<GroupDef>,
}

/// Why a regex could not be built.
#[derive(Debug)]
pub(crate) enum BuildError {
    /// Variables used before any definition: `(name, offset)`.
    Undefined(Vec<(String, usize)>),
    /// A numeric substitution could not be evaluated or printed.
    Numeric { loc: usize, msg: String },
}

/// Evaluates `expr`; returns the value and the implicit format (that of
/// the first variable), or the undefined names.
pub(crate) fn eval(
    expr: &NumExpr,
    vars: &dyn VarLookup,
) -> Result<(i128, Option<NumFormat>), Vec<String>> {
    let mut value: i128 = 0;
    let mut format = None;
    let mut undefined = Vec::new();
    for (neg, op) in &expr.terms {
        let v = match op {
            Operand::Literal(v) => *v,
            Operand::Var(name) => match vars.num_var(name) {
                Some((v, f)) => {
                    format.get_or_insert(f);
                    v
                }
                None => {
                    undefined.push(name.clone());
                    0
                }
            },
        };
        value = if *neg {
            value.saturating_sub(v)
        } else {
            value.saturating_add(v)
        };
    }
    if undefined.is_empty() {
        Ok((value, format))
    } else {
        Err(undefined)
    }
}

/// Options that shape every regex.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RegexFlags {
    pub match_full_lines: bool,
    pub strict_whitespace: bool,
    pub ignore_case: bool,
}

impl Pattern {
    /// Builds the regex for this pattern with the current variable values.
    pub fn to_regex(
        &self,
        vars: &dyn VarLookup,
        flags: RegexFlags,
    ) -> Result<BuiltRegex, BuildError> {
        let mut text = String::from("(?m)");
        if flags.ignore_case {
            text.push_str("(?i)");
        }
        let mut defs = Vec::new();
        if self.kind == Kind::Empty {
            // Matches the newline ending the previous match's line, then an
            // empty line; the match itself starts after that newline.
            text.push_str("\\n$");
            return Ok(BuiltRegex { text, defs });
        }
        let full = flags.match_full_lines && self.kind != Kind::Not;
        if full {
            text.push('^');
            if !flags.strict_whitespace {
                text.push_str(" *");
            }
        }
        let mut undefined = Vec::new();
        // Group name of the latest definition of each string variable.
        let mut local: Vec<(String, String)> = Vec::new();
        for piece in &self.pieces {
            match piece {
                Piece::Literal(s) => text.push_str(&posix::escape(s)),
                Piece::Regex(r) => text.push_str(r),
                Piece::StrDef { name, regex } => {
                    let group = format!("v{}", defs.len());
                    text.push_str(&format!("(?P<{group}>{regex})"));
                    local.push((name.clone(), group.clone()));
                    defs.push(GroupDef::Str {
                        name: name.clone(),
                        group,
                    });
                }
                Piece::StrUse { name, backref, loc } => {
                    if *backref && let Some((_, g)) = local.iter().rev().find(|(n, _)| n == name) {
                        text.push_str(&format!("\\k<{g}>"));
                    } else {
                        match vars.str_var(name) {
                            Some(v) => text.push_str(&posix::escape(v)),
                            None => undefined.push((name.clone(), *loc)),
                        }
                    }
                }
                Piece::NumDef {
                    name,
                    format,
                    constraint,
                } => {
                    let group = format!("v{}", defs.len());
                    text.push_str(&format!("(?P<{group}>{})", format.regex()));
                    defs.push(GroupDef::Num {
                        name: name.clone(),
                        group,
                        format: *format,
                        constraint: constraint.clone(),
                    });
                }
                Piece::NumUse { expr, format, loc } => {
                    if expr.terms.is_empty() {
                        text.push_str(&format.unwrap_or(NumFormat::UNSIGNED).regex());
                        continue;
                    }
                    match eval(expr, vars) {
                        Ok((v, implicit)) => {
                            let f = format.or(implicit).unwrap_or(NumFormat::UNSIGNED);
                            let printed = f
                                .print(v)
                                .map_err(|msg| BuildError::Numeric { loc: *loc, msg })?;
                            text.push_str(&posix::escape(&printed));
                        }
                        Err(names) => undefined.extend(names.into_iter().map(|n| (n, *loc))),
                    }
                }
            }
        }
        if !undefined.is_empty() {
            return Err(BuildError::Undefined(undefined));
        }
        if full {
            if !flags.strict_whitespace {
                text.push_str(" *");
            }
            text.push('$');
        }
        Ok(BuiltRegex { text, defs })
    }

    /// Whether the pattern defines or uses any variable.
    pub fn has_variables(&self) -> bool {
        self.pieces.iter().any(|p| {
            matches!(
                p,
                Piece::StrDef { .. } | Piece::StrUse { .. } | Piece::NumDef { .. }
            ) || matches!(p, Piece::NumUse { expr, .. } if expr.terms.iter().any(|(_, o)| matches!(o, Operand::Var(_))))
        })
    }

    /// Variable uses as `(display name, value)` for "with X equal to" notes.
    pub fn uses(&self, vars: &dyn VarLookup) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for p in &self.pieces {
            match p {
                Piece::StrUse {
                    name,
                    backref: false,
                    ..
                } => {
                    if let Some(v) = vars.str_var(name) {
                        out.push((name.clone(), v.to_string()));
                    }
                }
                Piece::NumUse { expr, format, .. }
                    if expr.terms.iter().any(|(_, o)| matches!(o, Operand::Var(_))) =>
                {
                    if let Ok((v, implicit)) = eval(expr, vars)
                        && let Ok(s) = format.or(implicit).unwrap_or(NumFormat::UNSIGNED).print(v)
                    {
                        out.push((expr.text.clone(), s));
                    }
                }
                _ => {}
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> PatternSite {
        PatternSite {
            base: 0,
            line: 7,
            literal: false,
        }
    }

    #[test]
    fn splits_pieces() {
        let (p, alt) = parse_pieces("a{{b|c}}[[X:d]][[X]][[Y]]e", &site()).unwrap();
        assert!(alt);
        assert_eq!(p[0], Piece::Literal("a".into()));
        assert_eq!(p[1], Piece::Regex("(?:b|c)".into()));
        assert!(matches!(&p[2], Piece::StrDef { name, .. } if name == "X"));
        assert!(matches!(&p[3], Piece::StrUse { backref: true, .. }));
        assert!(matches!(&p[4], Piece::StrUse { backref: false, .. }));
        assert_eq!(p[5], Piece::Literal("e".into()));
    }

    #[test]
    fn extra_open_brackets_are_literal() {
        let (p, _) = parse_pieces("x[[[T]]]", &site()).unwrap();
        assert_eq!(p[0], Piece::Literal("x".into()));
        assert_eq!(p[1], Piece::Literal("[".into()));
        assert!(matches!(&p[2], Piece::StrUse { name, .. } if name == "T"));
        assert_eq!(p[3], Piece::Literal("]".into()));
    }

    #[test]
    fn nested_brackets_in_definition() {
        let (p, _) = parse_pieces("[[V:[[:alpha:]]+]]x", &site()).unwrap();
        assert!(matches!(&p[0], Piece::StrDef { name, .. } if name == "V"));
        assert_eq!(p[1], Piece::Literal("x".into()));
    }

    #[test]
    fn errors_are_located() {
        let e = parse_pieces("ab [[0, 1]]", &site()).unwrap_err();
        assert_eq!((e.loc, e.msg.as_str()), (7, "unexpected whitespace"));
        let e = parse_pieces("[[0A:x]]", &site()).unwrap_err();
        assert_eq!(e.loc, 2);
        let e = parse_pieces("x{{a", &site()).unwrap_err();
        assert_eq!(e.loc, 1);
        let e = parse_pieces("x[[a", &site()).unwrap_err();
        assert_eq!(e.msg, "Invalid substitution block, no ]] found");
        let e = parse_pieces("x{{*}}", &site()).unwrap_err();
        assert_eq!(
            (e.loc, e.msg.as_str()),
            (3, "invalid regex: repetition-operator operand invalid")
        );
    }

    #[test]
    fn numeric_blocks() {
        let (p, _) = parse_pieces("[[#%x,N:]] [[#M+1]] [[@LINE-2]] [[#@LINE]]", &site()).unwrap();
        assert!(matches!(&p[0], Piece::NumDef { format, .. } if format.kind == NumKind::HexLower));
        assert!(matches!(&p[2], Piece::NumUse { expr, .. } if expr.terms.len() == 2));
        assert!(
            matches!(&p[4], Piece::NumUse { expr, .. } if expr.terms == vec![(false, Operand::Literal(7)), (true, Operand::Literal(2))])
        );
        let e = parse_pieces("[[#N:]] [[#N]]", &site()).unwrap_err();
        assert!(
            e.msg
                .contains("defined earlier in the same CHECK directive")
        );
    }

    #[test]
    fn formats_print_and_parse() {
        let f = NumFormat {
            kind: NumKind::HexUpper,
            precision: 4,
            alt: true,
        };
        assert_eq!(f.print(255).unwrap(), "0x00FF");
        assert_eq!(f.parse("0x00FF"), Some(255));
        assert!(NumFormat::UNSIGNED.print(-1).is_err());
    }

    #[test]
    fn literal_modifier_keeps_brackets() {
        let s = PatternSite {
            literal: true,
            ..site()
        };
        let (p, _) = parse_pieces("[[x]] {{y}}", &s).unwrap();
        assert_eq!(p, vec![Piece::Literal("[[x]] {{y}}".into())]);
    }
}
