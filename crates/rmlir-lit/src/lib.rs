//! A lit RUN-line executor: runs the `RUN:` lines of one lit-style test
//! file the way LLVM's `lit` does for MLIR tests (`lit.formats.ShTest` with
//! the internal shell and `pipefail`), with the tools run in-process.
//!
//! ```no_run
//! use rmlir_lit::{Tools, ToolOutput, run_file};
//!
//! struct MyTools;
//! impl Tools for MyTools {
//!     fn run(&self, tool: &str, args: &[String], stdin: &[u8]) -> Option<ToolOutput> {
//!         match tool {
//!             // A real harness calls the driver here, e.g. `rmlir_opt::run(args, stdin)`.
//!             "mlir-opt" => Some(ToolOutput { stdout: stdin.to_vec(), stderr: vec![], code: 0 }),
//!             _ => None,
//!         }
//!     }
//! }
//! run_file(std::path::Path::new("tests/lit/foo.mlir"), &MyTools).unwrap();
//! ```
//!
//! What a test file may use:
//! * `RUN:` after any comment leader, `\` continuing onto the next `RUN:`
//!   line; every RUN line runs (all must pass), and a failure report names
//!   each failing line with its commands, their stderr and FileCheck's
//!   messages.
//! * Substitutions `%s`, `%S`, `%p`, `%t`, `%T`, `%basename_t`, `%/s`...,
//!   `%%`; `%t`/`%T` live in a fresh temporary directory per test that is
//!   removed afterwards.
//! * The shell subset of the `shell` module (pipes, `&&`, `||`, `;`, `!`,
//!   quotes, `<`, `>`, `>>`, `2>`, `2>&1`, `&>`), with pipefail.
//! * Built-ins `FileCheck` (via `rmlir-filecheck`), `not [--crash]`,
//!   `count`, `echo`, `cat`, `true`, `false`, `rm`, `mkdir`; any other
//!   command is passed to [`Tools::run`], and a tool it does not know fails
//!   the test ("unknown tool").
//! * `XFAIL:`, `UNSUPPORTED:`, `REQUIRES:` with lit's boolean feature
//!   expressions, evaluated against [`Config::features`].
//!
//! Not supported: lit configuration files and custom substitutions,
//! environment variables, globbing, subshells, background jobs, timeouts,
//! and the real interleaving of a tool's stdout and stderr (a merged stream
//! is stderr followed by stdout).

#![forbid(unsafe_code)]

mod exec;
mod features;
mod script;
mod shell;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// What an in-process tool produced.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ToolOutput {
    /// Bytes written to standard output.
    pub stdout: Vec<u8>,
    /// Bytes written to standard error.
    pub stderr: Vec<u8>,
    /// Exit status (0 is success; 101 or a negative value is a crash).
    pub code: i32,
}

/// The tools a test may call besides the built-ins.
pub trait Tools {
    /// Runs `tool` with `args` (without the tool name) on `stdin`; `None`
    /// when the tool is unknown.
    fn run(&self, tool: &str, args: &[String], stdin: &[u8]) -> Option<ToolOutput>;
}

/// Test-independent settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// Available features for `REQUIRES:`/`UNSUPPORTED:`/`XFAIL:`.
    pub features: Vec<String>,
    /// Target triple; a feature expression word that is a substring of it
    /// is true, as in lit.
    pub target_triple: String,
}

impl Default for Config {
    /// The host: features `shell` and `system-<os>`, triple
    /// `<arch>-unknown-<os>`.
    fn default() -> Self {
        let os = std::env::consts::OS;
        let arch = std::env::consts::ARCH;
        Config {
            features: vec!["shell".into(), format!("system-{os}"), arch.into()],
            target_triple: format!(
                "{arch}-unknown-{}",
                if os == "linux" { "linux-gnu" } else { os }
            ),
        }
    }
}

/// How a test ended when it did not fail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Every RUN line passed.
    Passed,
    /// The test did not run; the reason says which directive excluded it.
    Unsupported(String),
    /// The test is `XFAIL` and failed, as expected.
    ExpectedFailure,
}

/// Runs the test file at `path` with the default [`Config`].
///
/// `Ok(())` when it passed, failed as expected (`XFAIL`) or is unsupported;
/// otherwise `Err` holds a readable report: each failing RUN line, the
/// command after substitution, what every command printed on stderr, and
/// FileCheck's messages.
pub fn run_file(path: &Path, tools: &dyn Tools) -> Result<(), String> {
    run_test(path, tools, &Config::default()).map(|_| ())
}

/// Why the test text `text` would not run under `config`, if it would not
/// (`UNSUPPORTED:` true or `REQUIRES:` false).
pub fn unsupported_reason(text: &str, config: &Config) -> Result<Option<String>, String> {
    let script = script::parse_script(text)?;
    unsupported(&script, config)
}

fn unsupported(script: &script::Script, config: &Config) -> Result<Option<String>, String> {
    let eval = |e: &str| features::eval(e, &config.features, &config.target_triple);
    let mut missing = Vec::new();
    for e in &script.requires {
        if !eval(e)? {
            missing.push(e.as_str());
        }
    }
    if !missing.is_empty() {
        return Ok(Some(format!(
            "Test requires the following unavailable features: {}",
            missing.join(", ")
        )));
    }
    let mut hits = Vec::new();
    for e in &script.unsupported {
        if eval(e)? {
            hits.push(e.as_str());
        }
    }
    if !hits.is_empty() {
        return Ok(Some(format!(
            "Test does not support the following features and/or targets: {}",
            hits.join(", ")
        )));
    }
    Ok(None)
}

/// A per-test temporary directory, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(test: &Path) -> Result<TempDir, String> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let stem: String = test
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let dir = std::env::temp_dir().join(format!(
            "rmlir-lit-{}-{}-{stem}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create temporary directory {}: {e}", dir.display()))?;
        Ok(TempDir(dir))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        // Best effort: a leftover temporary directory is not a test failure.
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs the test file at `path`: see [`run_file`]; this variant takes a
/// [`Config`] and says how the test ended.
pub fn run_test(path: &Path, tools: &dyn Tools, config: &Config) -> Result<Outcome, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let text = String::from_utf8_lossy(&bytes);
    let script = script::parse_script(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    if let Some(reason) =
        unsupported(&script, config).map_err(|e| format!("{}: {e}", path.display()))?
    {
        return Ok(Outcome::Unsupported(reason));
    }
    if script.runs.is_empty() {
        return Err(format!("{}: test has no 'RUN:' line", path.display()));
    }
    let mut xfail = false;
    for e in &script.xfail {
        xfail |= features::eval(e, &config.features, &config.target_triple)
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let tmp = TempDir::new(path)?;
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "test".into());
    let subs = script::Substitutions {
        source: path.display().to_string(),
        source_dir: path
            .parent()
            .map(|p| p.display().to_string())
            .filter(|p| !p.is_empty())
            .unwrap_or_else(|| ".".into()),
        tmp: tmp.0.join(format!("{file_name}.tmp")).display().to_string(),
        tmp_dir: tmp.0.display().to_string(),
    };
    let mut shell = exec::Shell::new(tools, tmp.0.clone());
    let mut failures = Vec::new();
    for run in &script.runs {
        let cmd = subs.apply(&run.command);
        shell.log.clear();
        let verdict = match shell::parse(&cmd) {
            Err(e) => Some(format!("error: {e}")),
            Ok(list) => match shell.run_list(&list) {
                Ok(0) => None,
                Ok(code) => Some(format!("error: command failed with exit status: {code}")),
                Err(e) => Some(format!("error: {e}")),
            },
        };
        if let Some(verdict) = verdict {
            failures.push(format!(
                "# RUN: at line {}\n{cmd}\n{}{verdict}\n",
                run.line, shell.log
            ));
        }
    }
    match (xfail, failures.is_empty()) {
        (false, true) => Ok(Outcome::Passed),
        (true, false) => Ok(Outcome::ExpectedFailure),
        (true, true) => Err(format!(
            "{}: XPASS: the test is marked XFAIL but all {} RUN lines passed",
            path.display(),
            script.runs.len()
        )),
        (false, false) => Err(format!(
            "{}: {} of {} RUN lines failed\n\n{}",
            path.display(),
            failures.len(),
            script.runs.len(),
            failures.join("\n")
        )),
    }
}

#[cfg(test)]
mod tests;
