//! The shell subset that lit RUN lines use (what lit's internal shell,
//! `lit.ShUtil`, parses): words with `'...'`/`"..."` quoting and `\`
//! escapes, pipelines `a | b`, `!`, the lists `&&`, `||`, `;`, and the
//! redirections `< f`, `> f`, `>> f`, `2> f`, `2>> f`, `&> f`, `2>&1`,
//! `>&2`.  There is no variable expansion, globbing or subshell.
//!
//! ```text
//! mlir-opt %s 2>&1 | FileCheck "%s" --check-prefix=A && true
//! => List { [Pipeline [mlir-opt %s (2>&1)] | [FileCheck %s --check-prefix=A]], && [true] }
//! ```

/// Where one redirection sends or takes data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Redirect {
    /// `< path`
    StdinFrom(String),
    /// `> path`, `>> path` (`1>` too)
    StdoutTo { path: String, append: bool },
    /// `2> path`, `2>> path`
    StderrTo { path: String, append: bool },
    /// `&> path`
    BothTo { path: String, append: bool },
    /// `2>&1`
    StderrToStdout,
    /// `>&2`, `1>&2`
    StdoutToStderr,
}

/// A simple command: words and redirections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Command {
    pub args: Vec<String>,
    pub redirects: Vec<Redirect>,
}

/// Commands joined by `|`, optionally negated by a leading `!`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Pipeline {
    pub negate: bool,
    pub commands: Vec<Command>,
}

/// How a pipeline is joined to the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Join {
    /// `&&`: run if the previous status is 0.
    And,
    /// `||`: run if the previous status is non-zero.
    Or,
    /// `;`: always run.
    Seq,
}

/// A command list: `p1 && p2 || p3 ; p4`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct List {
    pub first: Pipeline,
    pub rest: Vec<(Join, Pipeline)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Word(String),
    Op(&'static str),
}

/// Operators, longest first; the fd-prefixed ones only count at the start
/// of a word.
const OPERATORS: [&str; 15] = [
    "2>&1", "1>&2", "2>>", "1>>", "&>>", ">&2", "2>", "1>", "&>", ">>", "||", "&&", "|", ";", "<",
];

fn tokenize(cmd: &str) -> Result<Vec<Tok>, String> {
    let mut toks = Vec::new();
    let chars: Vec<char> = cmd.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let rest: String = chars[i..chars.len().min(i + 4)].iter().collect();
        if let Some(op) = OPERATORS
            .iter()
            .chain([">"].iter())
            .find(|op| rest.starts_with(**op))
        {
            toks.push(Tok::Op(op));
            i += op.chars().count();
            continue;
        }
        if matches!(c, '&' | '(' | ')' | '`') {
            return Err(format!("unsupported shell syntax '{c}' in: {cmd}"));
        }
        let mut word = String::new();
        while i < chars.len() {
            let c = chars[i];
            if c.is_whitespace() || matches!(c, '|' | '&' | ';' | '<' | '>' | '(' | ')') {
                break;
            }
            i += 1;
            match c {
                '\'' => loop {
                    match chars.get(i) {
                        Some('\'') => {
                            i += 1;
                            break;
                        }
                        Some(&x) => {
                            word.push(x);
                            i += 1;
                        }
                        None => return Err(format!("unterminated quote in: {cmd}")),
                    }
                },
                '"' => loop {
                    match chars.get(i) {
                        Some('"') => {
                            i += 1;
                            break;
                        }
                        Some('\\') if matches!(chars.get(i + 1), Some('"' | '\\' | '$' | '`')) => {
                            word.push(chars[i + 1]);
                            i += 2;
                        }
                        Some(&x) => {
                            word.push(x);
                            i += 1;
                        }
                        None => return Err(format!("unterminated quote in: {cmd}")),
                    }
                },
                '\\' => {
                    if let Some(&x) = chars.get(i) {
                        word.push(x);
                        i += 1;
                    }
                }
                _ => word.push(c),
            }
        }
        toks.push(Tok::Word(word));
    }
    Ok(toks)
}

/// Parses one RUN command into a [`List`].
pub(crate) fn parse(cmd: &str) -> Result<List, String> {
    let toks = tokenize(cmd)?;
    let mut it = toks.into_iter().peekable();
    let mut pipelines: Vec<(Join, Pipeline)> = Vec::new();
    let mut join = Join::Seq;
    loop {
        let mut pipeline = Pipeline {
            negate: false,
            commands: Vec::new(),
        };
        if it.peek() == Some(&Tok::Word("!".into())) {
            it.next();
            pipeline.negate = true;
        }
        loop {
            let mut command = Command {
                args: Vec::new(),
                redirects: Vec::new(),
            };
            while let Some(tok) = it.peek() {
                match tok {
                    Tok::Word(_) => {
                        if let Some(Tok::Word(w)) = it.next() {
                            command.args.push(w);
                        }
                    }
                    Tok::Op("|" | "||" | "&&" | ";") => break,
                    Tok::Op(op) => {
                        let op = *op;
                        it.next();
                        let mut target = || match it.next() {
                            Some(Tok::Word(w)) => Ok(w),
                            _ => Err(format!("missing file name after '{op}' in: {cmd}")),
                        };
                        command.redirects.push(match op {
                            "<" => Redirect::StdinFrom(target()?),
                            ">" | "1>" => Redirect::StdoutTo {
                                path: target()?,
                                append: false,
                            },
                            ">>" | "1>>" => Redirect::StdoutTo {
                                path: target()?,
                                append: true,
                            },
                            "2>" => Redirect::StderrTo {
                                path: target()?,
                                append: false,
                            },
                            "2>>" => Redirect::StderrTo {
                                path: target()?,
                                append: true,
                            },
                            "&>" => Redirect::BothTo {
                                path: target()?,
                                append: false,
                            },
                            "&>>" => Redirect::BothTo {
                                path: target()?,
                                append: true,
                            },
                            "2>&1" => Redirect::StderrToStdout,
                            _ => Redirect::StdoutToStderr,
                        });
                    }
                }
            }
            if command.args.is_empty() {
                return Err(format!("syntax error: empty command in: {cmd}"));
            }
            pipeline.commands.push(command);
            if it.peek() == Some(&Tok::Op("|")) {
                it.next();
                continue;
            }
            break;
        }
        pipelines.push((join, pipeline));
        match it.next() {
            None => break,
            Some(Tok::Op("&&")) => join = Join::And,
            Some(Tok::Op("||")) => join = Join::Or,
            Some(Tok::Op(";")) => {
                if it.peek().is_none() {
                    break;
                }
                join = Join::Seq;
            }
            Some(t) => return Err(format!("unexpected {t:?} in: {cmd}")),
        }
        if it.peek().is_none() {
            return Err(format!(
                "syntax error: command expected at the end of: {cmd}"
            ));
        }
    }
    let mut pipelines = pipelines.into_iter();
    let (_, first) = pipelines
        .next()
        .ok_or_else(|| format!("empty command: {cmd}"))?;
    Ok(List {
        first,
        rest: pipelines.collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(p: &Pipeline) -> Vec<Vec<&str>> {
        p.commands
            .iter()
            .map(|c| c.args.iter().map(String::as_str).collect())
            .collect()
    }

    #[test]
    fn pipelines_quotes_and_lists() {
        let l = parse(
            r#"mlir-opt -p 'builtin.module(a{b c})' "x\"y" a\ b 2>&1 | FileCheck f --check-prefix="A" && ! false || true; echo"#,
        )
        .unwrap();
        assert_eq!(
            words(&l.first),
            vec![
                vec!["mlir-opt", "-p", "builtin.module(a{b c})", "x\"y", "a b"],
                vec!["FileCheck", "f", "--check-prefix=A"],
            ]
        );
        assert_eq!(l.first.commands[0].redirects, [Redirect::StderrToStdout]);
        let joins: Vec<Join> = l.rest.iter().map(|(j, _)| *j).collect();
        assert_eq!(joins, [Join::And, Join::Or, Join::Seq]);
        assert!(l.rest[0].1.negate);
    }

    #[test]
    fn redirections() {
        let l = parse("a < in > out 2> err >> app 2>>e2 &> both >&2").unwrap();
        assert_eq!(
            l.first.commands[0].redirects,
            vec![
                Redirect::StdinFrom("in".into()),
                Redirect::StdoutTo {
                    path: "out".into(),
                    append: false
                },
                Redirect::StderrTo {
                    path: "err".into(),
                    append: false
                },
                Redirect::StdoutTo {
                    path: "app".into(),
                    append: true
                },
                Redirect::StderrTo {
                    path: "e2".into(),
                    append: true
                },
                Redirect::BothTo {
                    path: "both".into(),
                    append: false
                },
                Redirect::StdoutToStderr,
            ]
        );
        // `2` not at the start of a word is an argument.
        let l = parse("count 2 > f").unwrap();
        assert_eq!(words(&l.first), vec![vec!["count", "2"]]);
    }

    #[test]
    fn syntax_errors() {
        assert!(parse("a |").is_err());
        assert!(parse("| a").is_err());
        assert!(parse("a >").is_err());
        assert!(parse("a 'b").is_err());
        assert!(parse("a &").is_err());
        assert!(parse("(a)").is_err());
        assert!(parse("a &&").is_err());
        assert!(parse("").is_err());
    }
}
