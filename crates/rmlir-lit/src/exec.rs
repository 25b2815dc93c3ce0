//! Executing parsed RUN commands in-process, like lit's internal shell
//! (`lit.TestRunner.executeShCmd`) with `set -o pipefail`.
//!
//! * A pipeline runs its commands one after the other, each reading the
//!   previous one's stdout; its status is that of the rightmost command that
//!   failed (pipefail), inverted by a leading `!`.
//! * `&&`, `||` and `;` join pipelines as in sh.
//! * Redirections are applied left to right on two descriptors, so
//!   `> f 2>&1` sends both streams to `f` and `2>&1 > f` only stdout; a tool
//!   returns its streams separately, so merged output is its stderr followed
//!   by its stdout.
//! * Built-ins: `FileCheck` (also `FileCheck-22`, `filecheck`) through
//!   `rmlir-filecheck`, `not [--crash]`, `count N`, `echo [-n] [-e]`,
//!   `cat`, `true`, `false`, `:`, and `rm`/`mkdir` (only inside the test's
//!   temporary directory).  Everything else goes to [`Tools::run`].
//! * A tool that panics is reported as a crash (exit code 101), so
//!   `not --crash` works for in-process tools.
//!
//! Files written by redirections must lie in the test's temporary directory
//! (`%t`, `%T`) or be `/dev/null`; relative paths are resolved there.

use std::path::{Path, PathBuf};

use crate::shell::{Command, Join, List, Pipeline, Redirect};
use crate::{ToolOutput, Tools};

/// Whether an exit code means the process crashed: a Rust panic (101), a
/// signal (negative), or a shell-style `128 + signal` (129..=159).
pub(crate) fn is_crash(code: i32) -> bool {
    code < 0 || code == 101 || (129..=159).contains(&code)
}

/// Where one output descriptor goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sink {
    /// Standard output of the command (the pipe to the next one).
    Stdout,
    /// Standard error (shown in reports).
    Stderr,
    /// `/dev/null`.
    Null,
    /// The n-th file opened by this command's redirections.
    File(usize),
}

/// Executes RUN commands for one test file.
pub(crate) struct Shell<'a> {
    tools: &'a dyn Tools,
    /// The test's temporary directory: working directory and sandbox.
    tmp_dir: PathBuf,
    /// Transcript of the current RUN line, for failure reports.
    pub log: String,
}

impl<'a> Shell<'a> {
    pub fn new(tools: &'a dyn Tools, tmp_dir: PathBuf) -> Self {
        Shell {
            tools,
            tmp_dir,
            log: String::new(),
        }
    }

    /// Runs a command list; returns its exit status.  `Err` is a failure
    /// that is not an exit status (unknown tool, unreadable file, ...).
    pub fn run_list(&mut self, list: &List) -> Result<i32, String> {
        let mut status = self.run_pipeline(&list.first)?;
        for (join, pipeline) in &list.rest {
            let run = match join {
                Join::And => status == 0,
                Join::Or => status != 0,
                Join::Seq => true,
            };
            if run {
                status = self.run_pipeline(pipeline)?;
            }
        }
        Ok(status)
    }

    fn run_pipeline(&mut self, pipeline: &Pipeline) -> Result<i32, String> {
        let mut stdin = Vec::new();
        let mut status = 0;
        for command in &pipeline.commands {
            let out = self.run_command(command, stdin)?;
            if out.code != 0 {
                status = out.code;
            }
            stdin = out.stdout;
        }
        if !stdin.is_empty() {
            self.log_block("command stdout", &stdin);
        }
        if pipeline.negate {
            status = i32::from(status == 0);
        }
        Ok(status)
    }

    /// Resolves a path relative to the temporary directory.
    fn resolve(&self, path: &str) -> PathBuf {
        let p = Path::new(path);
        if p.is_absolute() {
            p.to_path_buf()
        } else {
            self.tmp_dir.join(p)
        }
    }

    /// Resolves a path that will be written or removed; it must be inside
    /// the temporary directory.
    fn resolve_writable(&self, path: &str) -> Result<PathBuf, String> {
        let p = self.resolve(path);
        let inside = p
            .components()
            .all(|c| !matches!(c, std::path::Component::ParentDir))
            && p.starts_with(&self.tmp_dir);
        if inside {
            Ok(p)
        } else {
            Err(format!(
                "refusing to write '{path}' outside the test's temporary directory {}",
                self.tmp_dir.display()
            ))
        }
    }

    fn read_input(&self, path: &str) -> Result<Vec<u8>, String> {
        if path == "/dev/null" {
            return Ok(Vec::new());
        }
        std::fs::read(self.resolve(path)).map_err(|e| format!("cannot read '{path}': {e}"))
    }

    fn run_command(&mut self, command: &Command, stdin: Vec<u8>) -> Result<ToolOutput, String> {
        let mut input = stdin;
        let mut files: Vec<(PathBuf, bool)> = Vec::new();
        let (mut out_sink, mut err_sink) = (Sink::Stdout, Sink::Stderr);
        let mut open = |path: &str, append: bool| -> Result<Sink, String> {
            if path == "/dev/null" {
                return Ok(Sink::Null);
            }
            let p = self.resolve_writable(path)?;
            Ok(Sink::File(match files.iter().position(|(f, _)| *f == p) {
                Some(i) => i,
                None => {
                    files.push((p, append));
                    files.len() - 1
                }
            }))
        };
        for r in &command.redirects {
            match r {
                Redirect::StdinFrom(path) => input = self.read_input(path)?,
                Redirect::StdoutTo { path, append } => out_sink = open(path, *append)?,
                Redirect::StderrTo { path, append } => err_sink = open(path, *append)?,
                Redirect::BothTo { path, append } => {
                    out_sink = open(path, *append)?;
                    err_sink = out_sink;
                }
                Redirect::StderrToStdout => err_sink = out_sink,
                Redirect::StdoutToStderr => out_sink = err_sink,
            }
        }
        self.log.push_str(&format!(
            "# executed command: {}\n",
            quote_args(&command.args)
        ));
        let out = self.invoke(&command.args, &input)?;
        if !out.stderr.is_empty() {
            self.log_block("command stderr", &out.stderr);
        }
        if out.code != 0 {
            self.log
                .push_str(&format!("# note: command had exit status {}\n", out.code));
        }
        // Route the streams: stderr first, then stdout.
        let mut result = ToolOutput {
            stdout: Vec::new(),
            stderr: Vec::new(),
            code: out.code,
        };
        let mut contents: Vec<Vec<u8>> = vec![Vec::new(); files.len()];
        for (sink, bytes) in [(err_sink, out.stderr), (out_sink, out.stdout)] {
            match sink {
                Sink::Stdout => result.stdout.extend_from_slice(&bytes),
                Sink::Stderr => result.stderr.extend_from_slice(&bytes),
                Sink::Null => {}
                Sink::File(i) => contents[i].extend_from_slice(&bytes),
            }
        }
        for ((path, append), bytes) in files.iter().zip(contents) {
            let written = if *append {
                use std::io::Write;
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(path)
                    .and_then(|mut f| f.write_all(&bytes))
            } else {
                std::fs::write(path, &bytes)
            };
            written.map_err(|e| format!("cannot write '{}': {e}", path.display()))?;
        }
        Ok(result)
    }

    fn log_block(&mut self, title: &str, bytes: &[u8]) {
        const LIMIT: usize = 16 * 1024;
        let text = String::from_utf8_lossy(&bytes[..bytes.len().min(LIMIT)]);
        self.log.push_str(&format!("# .---{title}---\n"));
        for line in text.lines() {
            self.log.push_str("# | ");
            self.log.push_str(line);
            self.log.push('\n');
        }
        if bytes.len() > LIMIT {
            self.log
                .push_str(&format!("# | ... ({} more bytes)\n", bytes.len() - LIMIT));
        }
        self.log.push_str("# `---\n");
    }

    /// Runs one command (built-in or tool) on `stdin`.
    fn invoke(&mut self, args: &[String], stdin: &[u8]) -> Result<ToolOutput, String> {
        let Some((name, rest)) = args.split_first() else {
            return Err("empty command".into());
        };
        let ok = |stdout: Vec<u8>| ToolOutput {
            stdout,
            stderr: Vec::new(),
            code: 0,
        };
        let fail = |code: i32, msg: String| ToolOutput {
            stdout: Vec::new(),
            stderr: msg.into_bytes(),
            code,
        };
        Ok(match name.as_str() {
            "not" => {
                let (crash, inner) = match rest.first().map(String::as_str) {
                    Some("--crash") => (true, &rest[1..]),
                    _ => (false, rest),
                };
                if inner.is_empty() {
                    return Err("not: missing command".into());
                }
                let mut out = self.invoke(inner, stdin)?;
                let crashed = is_crash(out.code);
                out.code = i32::from(if crash {
                    !crashed
                } else {
                    out.code == 0 || crashed
                });
                out
            }
            "FileCheck" | "FileCheck-22" | "filecheck" => self.file_check(rest, stdin),
            "count" => {
                let Some(Ok(want)) = rest.first().map(|n| n.parse::<usize>()) else {
                    return Ok(fail(2, "usage: count <expected line count>\n".into()));
                };
                let mut got = stdin.iter().filter(|&&b| b == b'\n').count();
                if stdin.last().is_some_and(|&b| b != b'\n') {
                    got += 1;
                }
                if got == want {
                    ok(Vec::new())
                } else {
                    fail(1, format!("Expected {want} lines, got {got}.\n"))
                }
            }
            "echo" => {
                let mut newline = true;
                let mut escapes = false;
                let mut words = rest;
                while let Some(flag) = words
                    .first()
                    .filter(|w| matches!(w.as_str(), "-n" | "-e" | "-en" | "-ne"))
                {
                    newline &= !flag.contains('n');
                    escapes |= flag.contains('e');
                    words = &words[1..];
                }
                let mut text = words.join(" ");
                if escapes {
                    text = text
                        .replace("\\n", "\n")
                        .replace("\\t", "\t")
                        .replace("\\\\", "\\");
                }
                if newline {
                    text.push('\n');
                }
                ok(text.into_bytes())
            }
            "cat" => {
                let mut out = Vec::new();
                if rest.is_empty() {
                    out.extend_from_slice(stdin);
                }
                for f in rest {
                    if f == "-" {
                        out.extend_from_slice(stdin);
                        continue;
                    }
                    match self.read_input(f) {
                        Ok(bytes) => out.extend_from_slice(&bytes),
                        Err(e) => return Ok(fail(1, format!("cat: {e}\n"))),
                    }
                }
                ok(out)
            }
            "true" | ":" => ok(Vec::new()),
            "false" => fail(1, String::new()),
            "rm" => {
                let (flags, paths): (Vec<&String>, Vec<&String>) =
                    rest.iter().partition(|a| a.starts_with('-'));
                let force = flags.iter().any(|f| f.contains('f'));
                let recursive = flags.iter().any(|f| f.contains('r') || f.contains('R'));
                for p in paths {
                    let path = self.resolve_writable(p)?;
                    let res = if path.is_dir() && recursive {
                        std::fs::remove_dir_all(&path)
                    } else {
                        std::fs::remove_file(&path)
                    };
                    if let Err(e) = res
                        && !(force && e.kind() == std::io::ErrorKind::NotFound)
                    {
                        return Ok(fail(1, format!("rm: cannot remove '{p}': {e}\n")));
                    }
                }
                ok(Vec::new())
            }
            "mkdir" => {
                let (flags, paths): (Vec<&String>, Vec<&String>) =
                    rest.iter().partition(|a| a.starts_with('-'));
                let parents = flags.iter().any(|f| f.contains('p'));
                for p in paths {
                    let path = self.resolve_writable(p)?;
                    let res = if parents {
                        std::fs::create_dir_all(&path)
                    } else {
                        std::fs::create_dir(&path)
                    };
                    if let Err(e) = res {
                        return Ok(fail(1, format!("mkdir: cannot create '{p}': {e}\n")));
                    }
                }
                ok(Vec::new())
            }
            tool => {
                let tools = self.tools;
                let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    tools.run(tool, rest, stdin)
                }));
                match run {
                    Ok(Some(out)) => out,
                    Ok(None) => return Err(format!("unknown tool '{tool}'")),
                    Err(panic) => {
                        let msg = panic
                            .downcast_ref::<&str>()
                            .map(|s| s.to_string())
                            .or_else(|| panic.downcast_ref::<String>().cloned())
                            .unwrap_or_else(|| "unknown panic".into());
                        fail(101, format!("{tool} panicked: {msg}\n"))
                    }
                }
            }
        })
    }

    /// The `FileCheck` built-in.
    fn file_check(&self, args: &[String], stdin: &[u8]) -> ToolOutput {
        let fail = |code: i32, msg: String| ToolOutput {
            stdout: Vec::new(),
            stderr: msg.into_bytes(),
            code,
        };
        let (opts, check_file) = match rmlir_filecheck::Options::from_args(args) {
            Ok(v) => v,
            Err(e) => return fail(2, format!("{e}\n")),
        };
        let Some(check_file) = check_file else {
            return fail(
                2,
                "FileCheck: for the check-file option: must be specified at least once!\n".into(),
            );
        };
        let check_text = match self.read_input(&check_file) {
            Ok(b) => String::from_utf8_lossy(&b).into_owned(),
            Err(e) => return fail(2, format!("FileCheck: {e}\n")),
        };
        let input = match opts.input_file.as_deref() {
            Some(path) if path != "-" => match self.read_input(path) {
                Ok(b) => b,
                Err(e) => return fail(2, format!("FileCheck: {e}\n")),
            },
            _ => stdin.to_vec(),
        };
        let input = String::from_utf8_lossy(&input);
        match rmlir_filecheck::check(&check_file, &check_text, &input, &opts) {
            Ok(()) => ToolOutput {
                stdout: Vec::new(),
                stderr: Vec::new(),
                code: 0,
            },
            Err(msg) => fail(1, msg),
        }
    }
}

/// Renders a command for the transcript, quoting words that need it.
fn quote_args(args: &[String]) -> String {
    args.iter()
        .map(|a| {
            if !a.is_empty()
                && a.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./=,:%+@".contains(c))
            {
                a.clone()
            } else {
                format!("'{}'", a.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
