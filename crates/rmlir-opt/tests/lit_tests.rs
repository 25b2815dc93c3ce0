//! The lit test harness: every `tests/lit/**/*.mlir` file is one trial whose `RUN:`
//! lines are executed like LLVM lit would (pipelines, `not`, `%s`, redirections), with
//! `rmlir-opt` run in-process and FileCheck provided by `rmlir-filecheck`.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// `RUN:` commands of a file, with `\` continuations joined.
fn run_lines(text: &str) -> Vec<String> {
    let mut cmds = Vec::new();
    let mut cur: Option<String> = None;
    for line in text.lines() {
        let Some(i) = line.find("RUN:") else { continue };
        if !line[..i].trim_start().starts_with("//") {
            continue;
        }
        let body = line[i + 4..].trim_end();
        let (piece, cont) = match body.strip_suffix('\\') {
            Some(p) => (p, true),
            None => (body, false),
        };
        let c = cur.get_or_insert_with(String::new);
        c.push(' ');
        c.push_str(piece.trim());
        if !cont {
            cmds.push(cur.take().unwrap_or_default().trim().to_string());
        }
    }
    cmds
}

/// Splits a command into words, honouring single and double quotes; `|` is its own word.
fn words(cmd: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut has = false;
    let mut chars = cmd.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' => {
                has = true;
                loop {
                    match chars.next() {
                        Some(x) if x == c => break,
                        Some('\\') if c == '"' => {
                            if let Some(n) = chars.next() {
                                cur.push(n);
                            }
                        }
                        Some(x) => cur.push(x),
                        None => return Err(format!("unterminated quote in: {cmd}")),
                    }
                }
            }
            '|' => {
                if has {
                    out.push(std::mem::take(&mut cur));
                    has = false;
                }
                out.push("|".into());
            }
            c if c.is_whitespace() => {
                if has {
                    out.push(std::mem::take(&mut cur));
                    has = false;
                }
            }
            c => {
                cur.push(c);
                has = true;
            }
        }
    }
    if has {
        out.push(cur);
    }
    Ok(out)
}

struct Out {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    code: i32,
}

/// Runs one stage (`[not] tool args [redirections]`).
fn run_stage(mut argv: Vec<String>, stdin: Vec<u8>, dir: &Path) -> Result<Out, String> {
    let mut negate = false;
    while argv.first().is_some_and(|a| a == "not") {
        negate = !negate;
        argv.remove(0);
    }
    let mut merge_stderr = false;
    let mut input = stdin;
    let mut out_file = None;
    let mut args = Vec::new();
    let mut it = argv.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "2>&1" => merge_stderr = true,
            "<" => {
                let f = it.next().ok_or("missing file after <")?;
                input = std::fs::read(dir.join(&f)).map_err(|e| format!("{f}: {e}"))?;
            }
            ">" => out_file = Some(it.next().ok_or("missing file after >")?),
            _ => args.push(a),
        }
    }
    let Some(tool) = args.first().cloned() else {
        return Err("empty command".into());
    };
    let rest = args[1..].to_vec();
    let mut o = match tool.as_str() {
        "rmlir-opt" | "mlir-opt" => {
            let r = rmlir_opt::run(&rest, &input);
            Out {
                stdout: r.stdout,
                stderr: r.stderr,
                code: r.code,
            }
        }
        "FileCheck" | "FileCheck-22" => {
            let (opts, file) = rmlir_filecheck::Options::from_args(&rest)?;
            let file = file.ok_or("FileCheck: no check file")?;
            let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
            let input = String::from_utf8_lossy(&input);
            match rmlir_filecheck::check(&file, &text, &input, &opts) {
                Ok(()) => Out {
                    stdout: Vec::new(),
                    stderr: Vec::new(),
                    code: 0,
                },
                Err(msg) => Out {
                    stdout: Vec::new(),
                    stderr: msg.into_bytes(),
                    code: 1,
                },
            }
        }
        other => return Err(format!("unknown tool '{other}'")),
    };
    if merge_stderr {
        let mut s = std::mem::take(&mut o.stderr);
        s.extend_from_slice(&o.stdout);
        o.stdout = s;
    }
    if let Some(f) = out_file {
        std::fs::write(dir.join(&f), &o.stdout).map_err(|e| format!("{f}: {e}"))?;
        o.stdout.clear();
    }
    if negate {
        o.code = if o.code == 0 { 1 } else { 0 };
    }
    Ok(o)
}

fn run_file(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let cmds = run_lines(&text);
    if cmds.is_empty() {
        return Err("no RUN line".into());
    }
    let dir = std::env::temp_dir();
    let tmp = dir.join(format!(
        "rmlir-lit-{}-{}",
        std::process::id(),
        path.file_name().and_then(|n| n.to_str()).unwrap_or("t")
    ));
    for cmd in cmds {
        let cmd = cmd
            .replace("%s", &path.display().to_string())
            .replace(
                "%S",
                &path
                    .parent()
                    .unwrap_or(Path::new("."))
                    .display()
                    .to_string(),
            )
            .replace("%t", &tmp.display().to_string());
        let ws = words(&cmd)?;
        let mut stdin = Vec::new();
        for stage in ws.split(|w| w == "|") {
            let o = run_stage(stage.to_vec(), stdin, &dir)?;
            if o.code != 0 {
                return Err(format!(
                    "RUN: {cmd}\nstage `{}` exited with {}\n{}",
                    stage.join(" "),
                    o.code,
                    String::from_utf8_lossy(&o.stderr)
                )
                .into());
            }
            stdin = o.stdout;
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/lit");
    let mut files = Vec::new();
    collect(&root, &mut files);
    let trials = files
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix(&root).unwrap_or(&p).display().to_string();
            Trial::test(name, move || run_file(&p))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
