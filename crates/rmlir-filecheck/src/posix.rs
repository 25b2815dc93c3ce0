//! Translation of LLVM regular expressions into `fancy-regex` syntax.
//!
//! FileCheck's `{{...}}` and `[[VAR:...]]` regexes are compiled by
//! `llvm::Regex`, Henry Spencer's POSIX *extended* regular expression engine,
//! with `REG_NEWLINE`.  Its dialect differs from Perl-style engines in ways
//! that change what a test accepts, so every regex is re-parsed here and
//! re-emitted with the same meaning:
//!
//! * `\c` is always the literal `c` — `\d` matches a `d`, `\n` an `n`; only
//!   `\1`..`\9` are special (back-references, rejected here).
//! * Inside brackets a backslash is literal, `]` is literal when it comes
//!   first, and `[:alpha:]`-style classes, `[=c=]` and `[.c.]` are expanded.
//! * With `REG_NEWLINE`, `.` and negated brackets never match a newline; `^`
//!   and `$` match at line boundaries.
//! * `{` starts a bound only when a digit follows; otherwise it is literal.
//! * Errors that `llvm::Regex` reports (`+?`, `*` with no operand, `()`,
//!   unbalanced parentheses, ...) are reported with the same wording.
//!
//! Groups become non-capturing, so the only captures of a compiled pattern
//! are the variable definitions that FileCheck itself adds.

/// A translated regex fragment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Translated {
    /// Regex text in `fancy-regex` syntax, safe to concatenate.
    pub text: String,
    /// Whether the regex contains `|`; leftmost-first and POSIX
    /// leftmost-longest semantics can only disagree when it does.
    pub has_alternation: bool,
}

/// State of one parenthesised level while translating.
#[derive(Default)]
struct Level {
    /// The current alternative has no item yet.
    branch_empty: bool,
    /// The last item can take a repetition operator.
    quantifiable: bool,
}

/// Translates one POSIX ERE (LLVM dialect) into `fancy-regex` syntax.
///
/// ```text
/// [^,]*\.x{1,2}   =>   (?:[^\x{2c}\n]*\.x{1,2})
/// ```
pub(crate) fn translate(src: &str) -> Result<Translated, String> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = String::from("(?:");
    let mut has_alternation = false;
    let mut levels = vec![Level {
        branch_empty: true,
        quantifiable: false,
    }];
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        let depth = levels.len();
        let level = levels
            .last_mut()
            .expect("the outermost level is never popped");
        match c {
            '|' => {
                if level.branch_empty {
                    return Err("empty (sub)expression".into());
                }
                has_alternation = true;
                out.push('|');
                level.branch_empty = true;
                level.quantifiable = false;
            }
            '(' => {
                out.push_str("(?:");
                levels.push(Level {
                    branch_empty: true,
                    quantifiable: false,
                });
            }
            ')' => {
                if depth == 1 {
                    return Err("parentheses not balanced".into());
                }
                if level.branch_empty {
                    return Err("empty (sub)expression".into());
                }
                levels.pop();
                out.push(')');
                let parent = levels.last_mut().expect("the outermost level remains");
                parent.branch_empty = false;
                parent.quantifiable = true;
            }
            '*' | '+' | '?' => {
                if !level.quantifiable {
                    return Err("repetition-operator operand invalid".into());
                }
                out.push(c);
                level.quantifiable = false;
            }
            '{' if chars.get(i).is_some_and(|d| d.is_ascii_digit()) => {
                if !level.quantifiable {
                    return Err("repetition-operator operand invalid".into());
                }
                let (bound, next) = parse_bound(&chars, i)?;
                out.push_str(&bound);
                i = next;
                level.quantifiable = false;
            }
            '^' => {
                out.push('^');
                level.branch_empty = false;
                level.quantifiable = false;
            }
            '$' => {
                out.push('$');
                level.branch_empty = false;
                level.quantifiable = false;
            }
            '.' => {
                out.push('.');
                level.branch_empty = false;
                level.quantifiable = true;
            }
            '\\' => {
                let Some(&e) = chars.get(i) else {
                    return Err("trailing backslash (\\)".into());
                };
                i += 1;
                if ('1'..='9').contains(&e) {
                    return Err("back-references in regular expressions are not supported".into());
                }
                push_literal(&mut out, e);
                level.branch_empty = false;
                level.quantifiable = true;
            }
            '[' => {
                let (class, next) = parse_bracket(&chars, i)?;
                out.push_str(&class);
                i = next;
                level.branch_empty = false;
                level.quantifiable = true;
            }
            _ => {
                push_literal(&mut out, c);
                level.branch_empty = false;
                level.quantifiable = true;
            }
        }
    }
    if levels.len() != 1 {
        return Err("parentheses not balanced".into());
    }
    if levels[0].branch_empty {
        return Err("empty (sub)expression".into());
    }
    out.push(')');
    Ok(Translated {
        text: out,
        has_alternation,
    })
}

/// Parses `m}`, `m,}` or `m,n}` starting at `i` (just after `{`).
fn parse_bound(chars: &[char], mut i: usize) -> Result<(String, usize), String> {
    const DUP_MAX: u32 = 255;
    let number = |i: &mut usize| -> Option<u32> {
        let start = *i;
        let mut v: u32 = 0;
        while let Some(d) = chars.get(*i).and_then(|c| c.to_digit(10)) {
            v = v.saturating_mul(10).saturating_add(d);
            *i += 1;
        }
        (*i > start).then_some(v)
    };
    let min = number(&mut i).ok_or("invalid repetition count(s)")?;
    let mut max = Some(min);
    if chars.get(i) == Some(&',') {
        i += 1;
        max = number(&mut i);
    }
    if chars.get(i) != Some(&'}') {
        return Err("braces not balanced".into());
    }
    i += 1;
    if min > DUP_MAX || max.is_some_and(|m| m > DUP_MAX || m < min) {
        return Err("invalid repetition count(s)".into());
    }
    let text = match max {
        Some(m) if m == min => format!("{{{min}}}"),
        Some(m) => format!("{{{min},{m}}}"),
        None => format!("{{{min},}}"),
    };
    Ok((text, i))
}

/// Parses a POSIX bracket expression whose `[` precedes `i`; returns the
/// equivalent `fancy-regex` class and the index after the closing `]`.
fn parse_bracket(chars: &[char], mut i: usize) -> Result<(String, usize), String> {
    const UNBALANCED: &str = "brackets ([ ]) not balanced";
    let mut out = String::from("[");
    let negated = chars.get(i) == Some(&'^');
    if negated {
        out.push('^');
        i += 1;
    }
    let mut first = true;
    loop {
        let Some(&c) = chars.get(i) else {
            return Err(UNBALANCED.into());
        };
        if c == ']' && !first {
            i += 1;
            break;
        }
        first = false;
        if c == '[' && chars.get(i + 1) == Some(&':') {
            let (name, next) = bracket_term(chars, i + 2, ':')?;
            out.push_str(named_class(&name)?);
            i = next;
            continue;
        }
        let (lo, next) = bracket_element(chars, i)?;
        i = next;
        // A `-` makes a range unless it is the last character of the list.
        if chars.get(i) == Some(&'-') && chars.get(i + 1).is_some_and(|&n| n != ']') {
            let (hi, next) = bracket_element(chars, i + 1)?;
            i = next;
            if hi < lo {
                return Err("invalid character range".into());
            }
            push_class_char(&mut out, lo);
            out.push('-');
            push_class_char(&mut out, hi);
        } else {
            push_class_char(&mut out, lo);
        }
    }
    if negated {
        // REG_NEWLINE: a non-matching list never matches a newline.
        out.push_str("\\n");
    }
    out.push(']');
    Ok((out, i))
}

/// One bracket element at `i`: a character, `[=c=]` or `[.c.]`.
fn bracket_element(chars: &[char], i: usize) -> Result<(char, usize), String> {
    let c = *chars.get(i).ok_or("brackets ([ ]) not balanced")?;
    if c == '[' && matches!(chars.get(i + 1), Some('=' | '.')) {
        let delim = chars[i + 1];
        let (name, next) = bracket_term(chars, i + 2, delim)?;
        let mut it = name.chars();
        return match (it.next(), it.next()) {
            (Some(single), None) => Ok((single, next)),
            _ => Err("invalid collating element".into()),
        };
    }
    Ok((c, i + 1))
}

/// Reads the text of `[:name:]` / `[=c=]` / `[.c.]` from `i` up to the
/// closing `delim]`; returns it and the index after the `]`.
fn bracket_term(chars: &[char], i: usize, delim: char) -> Result<(String, usize), String> {
    let mut j = i;
    while j + 1 < chars.len() {
        if chars[j] == delim && chars[j + 1] == ']' {
            return Ok((chars[i..j].iter().collect(), j + 2));
        }
        j += 1;
    }
    Err("brackets ([ ]) not balanced".into())
}

/// The class-body text of a POSIX character class (ASCII, as in LLVM).
fn named_class(name: &str) -> Result<&'static str, String> {
    Ok(match name {
        "alnum" => "0-9A-Za-z",
        "alpha" => "A-Za-z",
        "blank" => " \\t",
        "cntrl" => "\\x00-\\x1F\\x7F",
        "digit" => "0-9",
        "graph" => "\\x21-\\x7E",
        "lower" => "a-z",
        "print" => "\\x20-\\x7E",
        "punct" => "\\x21-\\x2F\\x3A-\\x40\\x5B-\\x60\\x7B-\\x7E",
        "space" => " \\t\\n\\x0B\\x0C\\r",
        "upper" => "A-Z",
        "xdigit" => "0-9A-Fa-f",
        _ => return Err("invalid character class".into()),
    })
}

/// Appends `c` as a literal outside a class.
pub(crate) fn push_literal(out: &mut String, c: char) {
    if c.is_ascii_alphanumeric() || c == '_' || c == ' ' {
        out.push(c);
    } else if c.is_ascii() {
        out.push_str(&format!("\\x{{{:02X}}}", c as u32));
    } else {
        out.push(c);
    }
}

/// Appends `c` as a literal inside a class.
fn push_class_char(out: &mut String, c: char) {
    if c.is_ascii_alphanumeric() {
        out.push(c);
    } else {
        out.push_str(&format!("\\x{{{:X}}}", c as u32));
    }
}

/// Escapes a whole string as a literal regex.
pub(crate) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        push_literal(&mut out, c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> String {
        translate(s).unwrap().text
    }

    fn matches(re: &str, hay: &str) -> bool {
        let r = fancy_regex::Regex::new(&format!("(?m){}", t(re))).unwrap();
        r.is_match(hay).unwrap()
    }

    #[test]
    fn backslash_is_literal() {
        assert!(matches(r"x\dy", "xdy"));
        assert!(!matches(r"x\dy", "x1y"));
        assert!(matches(r"a\.b", "a.b"));
        assert!(!matches(r"a\.b", "axb"));
    }

    #[test]
    fn brackets_follow_posix() {
        // `[\]` is a class holding a backslash, then a literal `]`.
        assert!(matches(r"x[\]]y", "x\\]y"));
        assert!(!matches(r"x[\]]y", "x]y"));
        assert!(matches(r"[]a]+", "]a]"));
        assert!(matches(r"[[:alpha:]_]+1", "ab_1"));
        assert!(matches(r"^[a-]$", "-"));
        assert!(!matches(r"a[^x]b", "a\nb"));
        assert!(matches(r"a[^x]b", "a%b"));
        assert!(matches(r"[[.-.]]", "-"));
    }

    #[test]
    fn bounds_and_braces() {
        assert!(matches("^a{2}$", "aa"));
        assert!(!matches("^a{2}$", "aaa"));
        assert!(matches("^a{1,}$", "aaa"));
        assert!(matches("a{b", "a{b"));
        assert_eq!(
            translate("a{3,1}").unwrap_err(),
            "invalid repetition count(s)"
        );
        assert_eq!(translate("a{1").unwrap_err(), "braces not balanced");
    }

    #[test]
    fn dot_excludes_newline() {
        assert!(!matches("a.b", "a\nb"));
    }

    #[test]
    fn reports_llvm_errors() {
        for (re, msg) in [
            ("a+?", "repetition-operator operand invalid"),
            ("*a", "repetition-operator operand invalid"),
            ("(*a)", "repetition-operator operand invalid"),
            ("", "empty (sub)expression"),
            ("a|", "empty (sub)expression"),
            ("()", "empty (sub)expression"),
            ("a)", "parentheses not balanced"),
            ("(a", "parentheses not balanced"),
            ("[a", "brackets ([ ]) not balanced"),
            ("[[:nope:]]", "invalid character class"),
            ("[z-a]", "invalid character range"),
            ("a\\", "trailing backslash (\\)"),
        ] {
            assert_eq!(translate(re).unwrap_err(), msg, "{re}");
        }
    }

    #[test]
    fn alternation_is_flagged_and_grouped() {
        let tr = translate("x|yz").unwrap();
        assert!(tr.has_alternation);
        assert_eq!(tr.text, "(?:x|yz)");
        assert!(!translate("(ab)*").unwrap().has_alternation);
    }

    #[test]
    fn escape_round_trips() {
        let s = "a.b*c[d]{e}(f)|g^$\\ é";
        let r = fancy_regex::Regex::new(&format!("^{}$", escape(s))).unwrap();
        assert!(r.is_match(s).unwrap());
    }
}
