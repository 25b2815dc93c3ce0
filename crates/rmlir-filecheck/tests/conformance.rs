//! Runs `rmlir_filecheck::check` on the upstream MLIR conformance corpus
//! (`shared/conformance/upstream` next to the repository): for every
//! `mlir-opt ... | FileCheck ...` RUN line, the real `mlir-opt-22` output
//! must pass our checker (fail, for `XFAIL: *` files).  When `FileCheck-22` is installed too, our verdict
//! on damaged outputs (one line removed, two lines swapped) must agree with
//! it.  Skips, with a note, when the corpus or `mlir-opt-22` is missing.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance/upstream")
}

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// RUN commands with `\` continuations joined.
fn run_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for line in text.lines() {
        let Some(i) = line.find("RUN:") else { continue };
        let body = line[i + 4..].trim_end();
        match body.strip_suffix('\\') {
            Some(b) => cur.push_str(b),
            None => {
                cur.push_str(body);
                out.push(std::mem::take(&mut cur).trim().to_string());
            }
        }
    }
    out
}

/// Splits FileCheck's arguments (no quoting needed in this corpus).
fn split_args(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

/// Real FileCheck-22's verdict on `input`.
fn reference(args: &[String], input: &[u8]) -> bool {
    let mut child = Command::new("FileCheck-22")
        .args(args)
        .arg("--dump-input=never")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("FileCheck-22 starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    // FileCheck may exit before reading everything; ignore EPIPE.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait().expect("FileCheck-22 exits").success()
}

#[test]
fn upstream_corpus_agrees_with_filecheck() {
    let dir = corpus();
    if !dir.is_dir() {
        println!("note: skipped, no conformance corpus at {}", dir.display());
        return;
    }
    if !have("mlir-opt-22") {
        println!("note: skipped, mlir-opt-22 is not on PATH");
        return;
    }
    let differential = have("FileCheck-22");
    if !differential {
        println!("note: FileCheck-22 is not on PATH; only positive checks run");
    }
    let mut files = Vec::new();
    mlir_files(&dir, &mut files);
    let (mut checked, mut compared, mut skipped) = (0, 0, 0);
    let mut problems = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable corpus file");
        let path = file.display().to_string();
        for run in run_lines(&text) {
            let Some((producer, checker)) = run.rsplit_once('|') else {
                continue;
            };
            let checker = checker.trim();
            if !checker.starts_with("FileCheck ")
                || producer.contains("FileCheck")
                || producer.contains("runner")
            {
                continue;
            }
            let producer = producer
                .replace("%s", &path)
                .replace("mlir-opt", "mlir-opt-22");
            let out = Command::new("sh")
                .arg("-c")
                .arg(&producer)
                .stderr(Stdio::null())
                .output()
                .expect("sh runs");
            // mlir-opt-22 itself crashes on some inputs, and not always
            // (one-shot-module-bufferize-non-func-return.mlir with copy-before-write
            // segfaults in most runs): its output is then no reference.
            if !out.status.success() {
                skipped += 1;
                continue;
            }
            let args = split_args(&checker["FileCheck ".len()..].replace("%s", &path));
            let (opts, check_file) =
                rmlir_filecheck::Options::from_args(&args).expect("corpus FileCheck args parse");
            let check_file = check_file.expect("a check file");
            let check_text = std::fs::read_to_string(&check_file).expect("check file");
            let input = String::from_utf8_lossy(&out.stdout).into_owned();
            checked += 1;
            // An XFAIL file is expected to fail its checks.
            let xfail = text.contains("XFAIL: *");
            match rmlir_filecheck::check(&check_file, &check_text, &input, &opts) {
                Ok(()) if xfail => {
                    problems.push(format!("{run}\npassed, but the file is XFAIL"));
                    continue;
                }
                Err(e) if !xfail => {
                    problems.push(format!("{run}\n{e}"));
                    continue;
                }
                _ => {}
            }
            if !differential {
                continue;
            }
            let lines: Vec<&str> = input.lines().collect();
            if lines.len() < 4 {
                continue;
            }
            let mid = lines.len() / 2;
            let mut removed = lines.clone();
            removed.remove(mid);
            let mut swapped = lines.clone();
            swapped.swap(mid, mid + 1);
            for damaged in [removed, swapped] {
                let damaged = damaged.join("\n") + "\n";
                let ours =
                    rmlir_filecheck::check(&check_file, &check_text, &damaged, &opts).is_ok();
                let theirs = reference(&args, damaged.as_bytes());
                compared += 1;
                if ours != theirs {
                    problems.push(format!(
                        "{run}\non a damaged output we say {ours}, FileCheck-22 says {theirs}"
                    ));
                }
            }
        }
    }
    println!(
        "checked {checked} RUN lines ({skipped} skipped: mlir-opt-22 failed), compared \
         {compared} damaged outputs with FileCheck-22"
    );
    assert!(checked > 0, "no RUN line was checked");
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}
