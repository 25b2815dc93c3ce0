//! FileCheck's command line (LLVM `FileCheck` tool options) as [`Options`].
//!
//! Options are spelled as LLVM's `cl` library accepts them: one or two
//! leading dashes, values after `=` or (for options that take a value) in
//! the next argument, booleans optionally as `=true`/`=false`.  The single
//! positional argument is the check file.
//!
//! ```text
//! FileCheck %s --check-prefixes=CHECK,DAG -implicit-check-not=memref.dealloc
//! ```

/// What FileCheck should check, mirroring the options of LLVM's `FileCheck`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Directive prefixes (`--check-prefix`, `--check-prefixes`); defaults
    /// to `["CHECK"]` when none is given.
    pub check_prefixes: Vec<String>,
    /// Prefixes whose directives are comments (`--comment-prefixes`);
    /// defaults to `["COM", "RUN"]`.
    pub comment_prefixes: Vec<String>,
    /// `--implicit-check-not`: patterns that must not occur between (or
    /// before, or after) any of the positive matches.
    pub implicit_check_not: Vec<String>,
    /// `--allow-empty`: accept an empty input.
    pub allow_empty: bool,
    /// `--allow-unused-prefixes`: do not fail when a prefix has no directive.
    pub allow_unused_prefixes: bool,
    /// `--strict-whitespace`: do not fold runs of spaces and tabs.
    pub strict_whitespace: bool,
    /// `--match-full-lines`: positive patterns must match whole lines.
    pub match_full_lines: bool,
    /// `--ignore-case`.
    pub ignore_case: bool,
    /// `--enable-var-scope`: variables not starting with `$` are forgotten
    /// at every `CHECK-LABEL` block.
    pub enable_var_scope: bool,
    /// `--allow-deprecated-dag-overlap`: `CHECK-DAG` matches may overlap.
    pub allow_deprecated_dag_overlap: bool,
    /// `-D NAME=VALUE` string variables and `-D#NAME=VALUE` numeric ones
    /// (kept as written, after `-D`).
    pub defines: Vec<String>,
    /// `--input-file`: where the input comes from (stdin when `None`).  The
    /// library does not read it; it only names it in diagnostics.
    pub input_file: Option<String>,
    /// `-v` (1) / `-vv` (2).  Accepted; diagnostics are the same.
    pub verbose: u8,
    /// `--dump-input=...`.  Accepted and ignored: no input dump is printed.
    pub dump_input: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            check_prefixes: vec!["CHECK".to_string()],
            comment_prefixes: vec!["COM".to_string(), "RUN".to_string()],
            implicit_check_not: Vec::new(),
            allow_empty: false,
            allow_unused_prefixes: false,
            strict_whitespace: false,
            match_full_lines: false,
            ignore_case: false,
            enable_var_scope: false,
            allow_deprecated_dag_overlap: false,
            defines: Vec::new(),
            input_file: None,
            verbose: 0,
            dump_input: None,
        }
    }
}

/// Options that take a value (as `-opt=value` or `-opt value`).
const VALUED: &[&str] = &[
    "check-prefix",
    "check-prefixes",
    "comment-prefixes",
    "implicit-check-not",
    "input-file",
    "dump-input",
    "dump-input-context",
    "dump-input-filter",
];

impl Options {
    /// Parses a FileCheck command line (without the program name).
    ///
    /// Returns the options and the check file path, if one was given.
    ///
    /// ```
    /// let args: Vec<String> = ["t.mlir", "--check-prefix", "A", "-check-prefixes=B,C"]
    ///     .iter().map(|s| s.to_string()).collect();
    /// let (opts, file) = rmlir_filecheck::Options::from_args(&args).unwrap();
    /// assert_eq!(opts.check_prefixes, ["A", "B", "C"]);
    /// assert_eq!(file.as_deref(), Some("t.mlir"));
    /// ```
    pub fn from_args(args: &[String]) -> Result<(Options, Option<String>), String> {
        let mut opts = Options::default();
        let mut prefixes: Vec<String> = Vec::new();
        let mut comment_prefixes: Option<Vec<String>> = None;
        let mut check_file = None;
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let Some(body) = arg
                .strip_prefix("--")
                .or_else(|| arg.strip_prefix('-'))
                .filter(|b| !b.is_empty())
            else {
                if check_file.is_some() {
                    return Err(format!(
                        "FileCheck: Too many positional arguments specified! (extra: '{arg}')"
                    ));
                }
                check_file = Some(arg.clone());
                continue;
            };
            // `-DNAME=VALUE` / `-D NAME=VALUE`.
            if let Some(def) = body.strip_prefix('D') {
                let def = if def.is_empty() {
                    it.next()
                        .ok_or("FileCheck: option '-D' requires a value")?
                        .clone()
                } else {
                    def.to_string()
                };
                if !def.contains('=') {
                    return Err(format!(
                        "FileCheck: missing equal sign in global definition '{def}'"
                    ));
                }
                opts.defines.push(def);
                continue;
            }
            let (name, inline) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (body, None),
            };
            let value = if VALUED.contains(&name) {
                match inline {
                    Some(v) => Some(v),
                    None => Some(
                        it.next()
                            .ok_or_else(|| format!("FileCheck: option '{arg}' requires a value"))?
                            .clone(),
                    ),
                }
            } else {
                inline
            };
            let flag = |v: &Option<String>| -> Result<bool, String> {
                match v.as_deref() {
                    None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
                    Some("false" | "FALSE" | "False" | "0") => Ok(false),
                    Some(other) => Err(format!(
                        "FileCheck: '{other}' is invalid value for boolean argument '{name}'"
                    )),
                }
            };
            let value_str = || value.clone().unwrap_or_default();
            match name {
                "check-prefix" | "check-prefixes" => prefixes.extend(split_list(&value_str())),
                "comment-prefixes" => comment_prefixes
                    .get_or_insert_with(Vec::new)
                    .extend(split_list(&value_str())),
                "implicit-check-not" => opts.implicit_check_not.push(value_str()),
                "input-file" => opts.input_file = Some(value_str()),
                "dump-input" => {
                    let v = value_str();
                    if !matches!(v.as_str(), "help" | "always" | "fail" | "never") {
                        return Err(format!(
                            "FileCheck: Cannot find option named '{v}' for --dump-input"
                        ));
                    }
                    opts.dump_input = Some(v);
                }
                "dump-input-context" | "dump-input-filter" => {}
                "allow-empty" => opts.allow_empty = flag(&value)?,
                "allow-unused-prefixes" => opts.allow_unused_prefixes = flag(&value)?,
                "strict-whitespace" => opts.strict_whitespace = flag(&value)?,
                "match-full-lines" => opts.match_full_lines = flag(&value)?,
                "ignore-case" => opts.ignore_case = flag(&value)?,
                "enable-var-scope" => opts.enable_var_scope = flag(&value)?,
                "allow-deprecated-dag-overlap" => opts.allow_deprecated_dag_overlap = flag(&value)?,
                "color" | "color-diagnostics" | "verify-dag-overlap" => {}
                "v" => opts.verbose = opts.verbose.max(1),
                "vv" => opts.verbose = 2,
                _ => return Err(format!("FileCheck: Unknown command line argument '{arg}'.")),
            }
        }
        if !prefixes.is_empty() {
            opts.check_prefixes = prefixes;
        }
        if let Some(c) = comment_prefixes {
            opts.comment_prefixes = c;
        }
        Ok((opts, check_file))
    }

    /// Checks the prefixes as FileCheck does before reading any file.
    pub(crate) fn validate(&self) -> Result<(), String> {
        let valid = |p: &str| {
            p.starts_with(|c: char| c.is_ascii_alphabetic())
                && p.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        };
        let mut seen: Vec<&str> = Vec::new();
        let all = self
            .check_prefixes
            .iter()
            .map(|p| ("check", p))
            .chain(self.comment_prefixes.iter().map(|p| ("comment", p)));
        for (kind, p) in all {
            if p.is_empty() {
                return Err(format!(
                    "error: supplied {kind} prefix must not be the empty string"
                ));
            }
            if !valid(p) {
                return Err(format!(
                    "error: supplied {kind} prefix must start with a letter and contain only \
                     alphanumeric characters, hyphens, and underscores: '{p}'"
                ));
            }
            if seen.contains(&p.as_str()) {
                return Err(format!(
                    "error: supplied {kind} prefix must be unique among check and comment \
                     prefixes: '{p}'"
                ));
            }
            seen.push(p);
        }
        if self.check_prefixes.is_empty() {
            return Err("error: no check prefix given".into());
        }
        Ok(())
    }
}

fn split_list(v: &str) -> Vec<String> {
    v.split(',').map(str::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<(Options, Option<String>), String> {
        let v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        Options::from_args(&v)
    }

    #[test]
    fn parses_common_flags() {
        let (o, f) = parse(&[
            "f.mlir",
            "--check-prefix=CHECK",
            "--check-prefix",
            "DEFINDEX",
            "-implicit-check-not",
            "dealloc",
            "--implicit-check-not=copy",
            "--allow-empty",
            "-strict-whitespace",
            "--match-full-lines=true",
            "--dump-input=fail",
            "-vv",
            "--input-file=in.txt",
            "-DFOO=bar",
            "-D",
            "#N=3",
            "--enable-var-scope",
        ])
        .unwrap();
        assert_eq!(f.as_deref(), Some("f.mlir"));
        assert_eq!(o.check_prefixes, ["CHECK", "DEFINDEX"]);
        assert_eq!(o.implicit_check_not, ["dealloc", "copy"]);
        assert!(o.allow_empty && o.strict_whitespace && o.match_full_lines && o.enable_var_scope);
        assert_eq!(o.verbose, 2);
        assert_eq!(o.input_file.as_deref(), Some("in.txt"));
        assert_eq!(o.defines, ["FOO=bar", "#N=3"]);
    }

    #[test]
    fn defaults() {
        let (o, f) = parse(&[]).unwrap();
        assert_eq!(f, None);
        assert_eq!(o, Options::default());
        assert_eq!(o.check_prefixes, ["CHECK"]);
    }

    #[test]
    fn rejects_bad_input() {
        assert!(
            parse(&["--bogus"])
                .unwrap_err()
                .contains("Unknown command line argument")
        );
        assert!(
            parse(&["a", "b"])
                .unwrap_err()
                .contains("Too many positional")
        );
        assert!(
            parse(&["--check-prefix"])
                .unwrap_err()
                .contains("requires a value")
        );
        assert!(parse(&["--allow-empty=maybe"]).is_err());
        assert!(parse(&["--dump-input=sometimes"]).is_err());
    }

    #[test]
    fn validates_prefixes() {
        let mut o = Options::default();
        assert!(o.validate().is_ok());
        o.check_prefixes = vec!["1X".into()];
        assert!(o.validate().unwrap_err().contains("start with a letter"));
        o.check_prefixes = vec!["A".into(), "A".into()];
        assert!(o.validate().unwrap_err().contains("unique"));
        o.check_prefixes = vec!["RUN".into()];
        assert!(o.validate().unwrap_err().contains("unique"));
    }
}
