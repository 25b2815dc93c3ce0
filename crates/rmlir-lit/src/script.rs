//! Reading a lit test file: its `RUN:` commands and its `XFAIL:`,
//! `UNSUPPORTED:` and `REQUIRES:` directives (lit's
//! `parseIntegratedTestScript`), and lit's `%` substitutions.
//!
//! A keyword counts wherever it appears on a line (`// RUN:`, `# RUN:`,
//! `; RUN:` all work); the rest of the line is its value.  A `RUN:` value
//! ending in `\` continues on the next `RUN:` line:
//!
//! ```text
//! // RUN: mlir-opt %s \
//! // RUN:   -canonicalize | FileCheck %s
//! =>  line 1: "mlir-opt %s   -canonicalize | FileCheck %s"
//! ```

/// One command line assembled from `RUN:` lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RunLine {
    /// 1-based line number of its first `RUN:` line.
    pub line: usize,
    /// The command text, before substitution.
    pub command: String,
}

/// The lit directives of a test file.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Script {
    pub runs: Vec<RunLine>,
    /// `XFAIL:` expressions (comma-separated lists, flattened).
    pub xfail: Vec<String>,
    /// `UNSUPPORTED:` expressions.
    pub unsupported: Vec<String>,
    /// `REQUIRES:` expressions.
    pub requires: Vec<String>,
}

const KEYWORDS: [&str; 4] = ["RUN:", "XFAIL:", "UNSUPPORTED:", "REQUIRES:"];

/// Extracts the directives of `text`.  Errors on a `RUN:` continuation that
/// never ends.
pub(crate) fn parse_script(text: &str) -> Result<Script, String> {
    let mut script = Script::default();
    let mut pending: Option<RunLine> = None;
    for (idx, line) in text.lines().enumerate() {
        let found = KEYWORDS
            .iter()
            .filter_map(|k| line.find(k).map(|p| (p, *k)))
            .min_by_key(|(p, _)| *p);
        let Some((pos, keyword)) = found else {
            continue;
        };
        let value = &line[pos + keyword.len()..];
        match keyword {
            "RUN:" => {
                let value = value.trim_end();
                let (body, continues) = match value.strip_suffix('\\') {
                    Some(b) => (b, true),
                    None => (value, false),
                };
                let run = pending.get_or_insert_with(|| RunLine {
                    line: idx + 1,
                    command: String::new(),
                });
                run.command.push_str(body);
                if !continues && let Some(mut run) = pending.take() {
                    run.command = run.command.trim().to_string();
                    script.runs.push(run);
                }
            }
            _ => {
                let list = value
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty());
                match keyword {
                    "XFAIL:" => script.xfail.extend(list),
                    "UNSUPPORTED:" => script.unsupported.extend(list),
                    _ => script.requires.extend(list),
                }
            }
        }
    }
    if let Some(run) = pending {
        return Err(format!(
            "test has unterminated RUN lines (with '\\') starting at line {}",
            run.line
        ));
    }
    Ok(script)
}

/// Values for lit's per-test substitutions.
#[derive(Debug, Clone)]
pub(crate) struct Substitutions {
    /// `%s`: the test file.
    pub source: String,
    /// `%S`, `%p`: its directory.
    pub source_dir: String,
    /// `%t`: a per-test temporary path.
    pub tmp: String,
    /// `%T`: the directory holding `%t`.
    pub tmp_dir: String,
}

impl Substitutions {
    /// Applies the substitutions to `cmd`, left to right; `%%` is a `%`, and
    /// an unknown `%x` is kept as written.
    ///
    /// ```text
    /// "mlir-opt %s > %t && echo 100%%"  =>  "mlir-opt /a/b.mlir > /tmp/x/b.mlir.tmp && echo 100%"
    /// ```
    pub fn apply(&self, cmd: &str) -> String {
        let basename_t = std::path::Path::new(&self.tmp)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        // Longest keys first so that `%basename_t` wins over `%b...`.
        let table: [(&str, &str); 13] = [
            ("%basename_t", &basename_t),
            ("%/s", &self.source),
            ("%/S", &self.source_dir),
            ("%/p", &self.source_dir),
            ("%/t", &self.tmp),
            ("%/T", &self.tmp_dir),
            ("%%", "%"),
            ("%s", &self.source),
            ("%S", &self.source_dir),
            ("%p", &self.source_dir),
            ("%t", &self.tmp),
            ("%T", &self.tmp_dir),
            ("%{pathsep}", ":"),
        ];
        let mut out = String::with_capacity(cmd.len());
        let mut rest = cmd;
        while let Some(i) = rest.find('%') {
            out.push_str(&rest[..i]);
            rest = &rest[i..];
            match table.iter().find(|(k, _)| rest.starts_with(k)) {
                Some((k, v)) => {
                    out.push_str(v);
                    rest = &rest[k.len()..];
                }
                None => {
                    out.push('%');
                    rest = &rest[1..];
                }
            }
        }
        out.push_str(rest);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collects_runs_with_continuations() {
        let s = parse_script(
            "// RUN: a %s \\\n// RUN:   | b\n// CHECK: x\n# RUN: c\n// XFAIL: *\n\
             // UNSUPPORTED: system-windows, arm\n// REQUIRES: asserts\n",
        )
        .unwrap();
        assert_eq!(
            s.runs,
            vec![
                RunLine {
                    line: 1,
                    command: "a %s    | b".into()
                },
                RunLine {
                    line: 4,
                    command: "c".into()
                }
            ]
        );
        assert_eq!(s.xfail, ["*"]);
        assert_eq!(s.unsupported, ["system-windows", "arm"]);
        assert_eq!(s.requires, ["asserts"]);
    }

    #[test]
    fn unterminated_continuation_is_an_error() {
        assert!(parse_script("// RUN: a \\\n").is_err());
    }

    #[test]
    fn substitutes() {
        let subs = Substitutions {
            source: "/d/f.mlir".into(),
            source_dir: "/d".into(),
            tmp: "/tmp/x/f.mlir.tmp".into(),
            tmp_dir: "/tmp/x".into(),
        };
        assert_eq!(
            subs.apply("%s %S %p %t %T %% %%s %basename_t %q"),
            "/d/f.mlir /d /d /tmp/x/f.mlir.tmp /tmp/x % %s f.mlir.tmp %q"
        );
    }
}
