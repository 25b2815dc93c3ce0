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

#[test]
fn a_large_input_file_is_read_whole_on_all_threads() {
    // Past 8 MB the file is read in pieces side by side; the last function must be there.
    let mut text = String::from("module {\n");
    let mut i = 0;
    while text.len() < 9 << 20 {
        text.push_str(&format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n  %c = arith.constant {i} : i32\n  \
             %0 = arith.addi %a, %c : i32\n  return %0 : i32\n}}\n"
        ));
        i += 1;
    }
    text.push_str("}\n");
    let path = std::env::temp_dir().join(format!("rmlir-large-{}.mlir", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let p = path.to_str().unwrap();
    let (threaded, err, code) = opt(&[p], "");
    let (sequential, _, _) = opt(&[p, "--mlir-disable-threading"], "");
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, 0, "{err}");
    assert!(threaded.contains(&format!("func.func @f{}(%arg0: i32)", i - 1)));
    assert!(
        threaded == sequential,
        "threaded and sequential reads differ"
    );
}
