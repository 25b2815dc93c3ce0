//! The `rmlir-opt` executable itself: reading standard input, `-o`, and output streamed
//! while it is printed, compared with the in-process [`rmlir_opt::run`].

use std::io::Write;
use std::process::{Command, Stdio};

fn opt(args: &[&str], stdin: &str) -> (String, String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rmlir-opt runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

/// Many functions (so the printer splits them over threads), with a remark emitted
/// before printing.
fn input() -> String {
    let mut s = String::from("module {\n");
    for i in 0..300 {
        s.push_str(&format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n  %c = arith.constant {i} : i32\n  \
             %0 = arith.addi %a, %c : i32\n  return %0 : i32\n}}\n"
        ));
    }
    s.push_str("}\n");
    s
}

#[test]
fn standard_input_with_output_file() {
    let dir = std::env::temp_dir().join(format!("rmlir-binary-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out_file = dir.join("out.mlir");
    let (stdout, stderr, code) = opt(
        &["-o", out_file.to_str().unwrap()],
        "func.func @f() {\n  return\n}\n",
    );
    assert_eq!((stdout.as_str(), stderr.as_str(), code), ("", "", 0));
    let written = std::fs::read_to_string(&out_file).unwrap();
    assert_eq!(
        written,
        "module {\n  func.func @f() {\n    return\n  }\n}\n\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn streamed_output_matches_in_process_run() {
    let text = input();
    for args in [
        vec![],
        vec!["--mlir-disable-threading"],
        vec!["-canonicalize"],
    ] {
        let (stdout, stderr, code) = opt(&args, &text);
        let owned: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let reference = rmlir_opt::run(&owned, text.as_bytes());
        assert_eq!(code, reference.code);
        assert_eq!(stderr.as_bytes(), reference.stderr.as_slice());
        assert_eq!(stdout.as_bytes(), reference.stdout.as_slice(), "{args:?}");
        assert!(stdout.contains("func.func @f299"));
    }
}

#[test]
fn diagnostics_come_before_streamed_output() {
    // stderr and stdout into one pipe: the pipeline dump (stderr, written before the
    // passes run) must precede the streamed IR.
    let dir = std::env::temp_dir().join(format!("rmlir-binary-order-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("in.mlir");
    std::fs::write(&path, input()).unwrap();
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "'{}' --dump-pass-pipeline -canonicalize '{}' 2>&1",
            env!("CARGO_BIN_EXE_rmlir-opt"),
            path.display()
        ))
        .output()
        .unwrap();
    let merged = String::from_utf8(out.stdout).unwrap();
    let pipeline = merged
        .find("Pass Manager with 1 passes")
        .expect("pipeline dump");
    let module = merged.find("module {").expect("printed IR");
    assert!(pipeline < module, "{merged}");
    assert!(merged.trim_end().ends_with('}'));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A module of small functions of at least `bytes` bytes (past 8 MB an input file is
/// mapped and its pages given back as the functions are parsed), then `tail`; and the
/// number of functions.
fn large_module(bytes: usize, tail: &str) -> (String, usize) {
    let mut text = String::from("module {\n");
    let mut i = 0;
    while text.len() < bytes {
        text.push_str(&format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n  %c = arith.constant {i} : i32\n  \
             %0 = arith.addi %a, %c : i32\n  return %0 : i32\n}}\n"
        ));
        i += 1;
    }
    text.push_str(tail);
    text.push_str("}\n");
    (text, i)
}

/// Writes `bytes` to a fresh file, runs `rmlir-opt` on it with and without threads, and
/// removes it.
fn run_on_file(name: &str, bytes: &[u8], args: &[&str]) -> [(String, String, i32); 2] {
    let path = std::env::temp_dir().join(format!("rmlir-{name}-{}.mlir", std::process::id()));
    std::fs::write(&path, bytes).unwrap();
    let p = path.to_str().unwrap();
    let threaded = opt(&[&[p], args].concat(), "");
    let sequential = opt(&[&[p, "--mlir-disable-threading"], args].concat(), "");
    let _ = std::fs::remove_file(&path);
    [threaded, sequential]
}

#[test]
fn a_large_input_file_is_mapped_and_prints_as_read() {
    let (text, n) = large_module(9 << 20, "");
    let [(threaded, err, code), (sequential, _, _)] = run_on_file("large", text.as_bytes(), &[]);
    assert_eq!(code, 0, "{err}");
    assert!(threaded.contains(&format!("func.func @f{}(%arg0: i32)", n - 1)));
    assert!(
        threaded == sequential,
        "threaded and sequential runs differ"
    );
}

#[test]
fn a_late_error_in_a_mapped_file_quotes_text_given_back_meanwhile() {
    // The bodies before the error have been parsed and their pages given back when the
    // file is parsed again sequentially to report it.
    let (text, _) = large_module(
        9 << 20,
        "func.func @bad(%a: i32) -> i64 {\n  return %a : i32\n}\n",
    );
    let line = text.lines().count() - 2;
    let [(out, err, code), (_, sequential_err, _)] =
        run_on_file("late-error", text.as_bytes(), &[]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(
        err.contains(&format!(
            ":{line}:3: error: type of return operand 0 ('i32')"
        )),
        "{err}"
    );
    assert!(err.contains("\n  return %a : i32\n  ^\n"), "{err}");
    assert_eq!(err, sequential_err);
}

#[test]
fn a_large_input_file_with_invalid_utf8_is_read_lossily() {
    let (text, _) = large_module(9 << 20, "");
    let mut bytes = text.into_bytes();
    // A stray byte in a comment near the end.
    let at = bytes.len() - 2;
    bytes.splice(at..at, b"// \xff\n".iter().copied());
    let [(out, err, code), (sequential, _, _)] = run_on_file("lossy", &bytes, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("func.func @f0(%arg0: i32)"));
    assert!(out == sequential);
}

/// A reader that stops early ends the tool with `SIGPIPE`, as it ends mlir-opt (a
/// shell reports status 141), rather than with status 0 and the rest of the output
/// thrown away.
#[cfg(unix)]
#[test]
fn closed_output_pipe_ends_with_sigpipe() {
    use std::os::unix::process::ExitStatusExt;
    let dir = std::env::temp_dir().join(format!("rmlir-pipe-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("in.mlir");
    // Far more output than a pipe holds.
    let mut text = String::from("module {\n");
    for i in 0..20000 {
        text.push_str(&format!("func.func @f{i}() {{\n  return\n}}\n"));
    }
    text.push_str("}\n");
    std::fs::write(&file, text).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .arg(&file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rmlir-opt runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.signal(), Some(libc::SIGPIPE), "{:?}", out.status);
    std::fs::remove_dir_all(&dir).unwrap();
}
