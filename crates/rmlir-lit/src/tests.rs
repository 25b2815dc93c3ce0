//! End-to-end tests: temporary test files run with a small set of tools.

use super::*;

/// Test tools: `upper` uppercases stdin, `args` prints its arguments one per
/// line, `diag` prints `diag: <args>` on stderr and `out` on stdout,
/// `exit N` exits with N, `boom` panics.
struct TestTools;

impl Tools for TestTools {
    fn run(&self, tool: &str, args: &[String], stdin: &[u8]) -> Option<ToolOutput> {
        let ok = |stdout: Vec<u8>| ToolOutput {
            stdout,
            stderr: Vec::new(),
            code: 0,
        };
        Some(match tool {
            "upper" => ok(stdin.to_ascii_uppercase()),
            "args" => ok(args
                .iter()
                .map(|a| format!("{a}\n"))
                .collect::<String>()
                .into_bytes()),
            "diag" => ToolOutput {
                stdout: b"out\n".to_vec(),
                stderr: format!("diag: {}\n", args.join(" ")).into_bytes(),
                code: 0,
            },
            "exit" => ToolOutput {
                code: args.first()?.parse().ok()?,
                ..ToolOutput::default()
            },
            "boom" => panic!("boom was asked to panic"),
            _ => return None,
        })
    }
}

/// A test file in its own directory, removed on drop.
struct TestFile {
    dir: PathBuf,
    path: PathBuf,
}

impl TestFile {
    fn new(name: &str, text: &str) -> TestFile {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "rmlir-lit-unit-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        TestFile { dir, path }
    }
}

impl Drop for TestFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn run(text: &str) -> Result<Outcome, String> {
    let f = TestFile::new("t.mlir", text);
    run_test(&f.path, &TestTools, &Config::default())
}

#[track_caller]
fn pass(text: &str) {
    match run(text) {
        Ok(Outcome::Passed) => {}
        other => panic!("expected a pass, got {other:?}"),
    }
}

#[track_caller]
fn fail(text: &str) -> String {
    match run(text) {
        Err(e) => e,
        other => panic!("expected a failure, got {other:?}"),
    }
}

#[test]
fn pipeline_through_tool_and_filecheck() {
    pass(
        "// RUN: cat %s | upper | FileCheck %s\n// CHECK: CAT %S | UPPER\n// CHECK-NEXT: // CHECK: CAT\n",
    );
}

#[test]
fn failing_check_fails_with_report() {
    let e = fail("// RUN: cat %s | upper | FileCheck %s\n// CHECK: lowercase\n");
    assert!(e.contains("1 of 1 RUN lines failed"), "{e}");
    assert!(e.contains("# RUN: at line 1"), "{e}");
    assert!(
        e.contains("error: CHECK: expected string not found in input"),
        "{e}"
    );
    assert!(
        e.contains("error: command failed with exit status: 1"),
        "{e}"
    );
}

#[test]
fn not_inverts() {
    pass("// RUN: not exit 3\n// RUN: not false\n// RUN: not not true\n");
    fail("// RUN: not true\n");
    // `not` of a FileCheck failure passes.
    pass("// RUN: echo abc | not FileCheck %s\n// CHECK: xyz\n");
}

#[test]
fn not_crash() {
    pass("// RUN: not --crash boom\n");
    pass("// RUN: not --crash exit 101\n");
    fail("// RUN: not --crash exit 1\n");
    // Without --crash a crash is a failure even under `not`.
    let e = fail("// RUN: not boom\n");
    assert!(e.contains("boom panicked: boom was asked to panic"), "{e}");
}

#[test]
fn every_run_line_must_pass() {
    let e = fail("// RUN: true\n// RUN: false\n// RUN: true\n// RUN: exit 2\n");
    assert!(e.contains("2 of 4 RUN lines failed"), "{e}");
    assert!(
        e.contains("# RUN: at line 2") && e.contains("# RUN: at line 4"),
        "{e}"
    );
}

#[test]
fn continuation_lines() {
    pass(
        "// RUN: args a \\\n// RUN:   b | \\\n// RUN: FileCheck %s\n// CHECK: a\n// CHECK-NEXT: b\n",
    );
}

#[test]
fn pipefail() {
    // The last command succeeds but an earlier one failed.
    let e = fail("// RUN: exit 4 | true\n");
    assert!(e.contains("exit status: 4"), "{e}");
}

#[test]
fn and_or_lists() {
    pass("// RUN: false || true\n// RUN: true && true ; true\n");
    fail("// RUN: true && false\n");
    pass("// RUN: ! false\n");
}

#[test]
fn stderr_redirection() {
    // Without 2>&1 only stdout reaches FileCheck.
    pass("// RUN: diag x | FileCheck %s --check-prefix=OUT\n// OUT: out\n// OUT-NOT: diag\n");
    // With 2>&1 stderr comes first, then stdout.
    pass("// RUN: diag x 2>&1 | FileCheck %s\n// CHECK: diag: x\n// CHECK-NEXT: out\n");
    pass("// RUN: diag x 2> /dev/null | count 1\n");
}

#[test]
fn temp_files_and_redirections() {
    pass(
        "// RUN: args one two > %t\n// RUN: cat %t | count 2\n// RUN: upper < %t | FileCheck %s\n\
         // RUN: diag y > %t.both 2>&1\n// RUN: FileCheck %s --check-prefix=BOTH --input-file %t.both\n\
         // RUN: echo more >> %t && cat %t | count 3\n\
         // RUN: rm -f %t && not cat %t\n// RUN: mkdir -p %T/sub && echo x > %T/sub/f && cat %T/sub/f\n\
         // CHECK: ONE\n// CHECK-NEXT: TWO\n// BOTH: diag: y\n// BOTH-NEXT: out\n",
    );
}

#[test]
fn writes_outside_temp_dir_are_refused() {
    let e = fail("// RUN: echo x > /etc/rmlir-lit-should-not-exist\n");
    assert!(e.contains("outside the test's temporary directory"), "{e}");
    let e = fail("// RUN: rm -rf %S\n");
    assert!(e.contains("outside the test's temporary directory"), "{e}");
}

#[test]
fn substitutions() {
    let f = TestFile::new(
        "sub.mlir",
        "// RUN: args %s %S %p 100%% | FileCheck %s\n// CHECK: sub.mlir\n// CHECK-NEXT: {{.+}}\n// CHECK-NEXT: {{.+}}\n// CHECK-NEXT: {{^100%$}}\n",
    );
    assert_eq!(
        run_test(&f.path, &TestTools, &Config::default()),
        Ok(Outcome::Passed)
    );
}

#[test]
fn quoting() {
    pass(
        "// RUN: args 'a b' \"c|d\" e\\ f | FileCheck %s\n// CHECK: {{^a b$}}\n// CHECK-NEXT: {{^c\\|d$}}\n// CHECK-NEXT: {{^e f$}}\n",
    );
}

#[test]
fn count_echo_cat() {
    pass(
        "// RUN: echo a b | count 1\n// RUN: echo -n x | count 1\n// RUN: cat %s | count 5\n// RUN: echo -e 'a\\nb' | count 2\n// third line\n",
    );
    let e = fail("// RUN: echo a | count 2\n");
    assert!(e.contains("Expected 2 lines, got 1."), "{e}");
}

#[test]
fn unknown_tool_fails_even_under_not() {
    let e = fail("// RUN: not frobnicate --x\n");
    assert!(e.contains("unknown tool 'frobnicate'"), "{e}");
}

#[test]
fn xfail_unsupported_requires() {
    assert_eq!(
        run("// XFAIL: *\n// RUN: false\n"),
        Ok(Outcome::ExpectedFailure)
    );
    let e = fail("// XFAIL: *\n// RUN: true\n");
    assert!(e.contains("XPASS"), "{e}");
    assert!(matches!(
        run("// UNSUPPORTED: shell\n// RUN: false\n"),
        Ok(Outcome::Unsupported(_))
    ));
    assert!(matches!(
        run("// REQUIRES: asserts\n// RUN: false\n"),
        Ok(Outcome::Unsupported(_))
    ));
    pass("// UNSUPPORTED: system-windows && !shell\n// REQUIRES: shell\n// RUN: true\n");
    let c = Config::default();
    assert!(
        unsupported_reason("// REQUIRES: asserts\n", &c)
            .unwrap()
            .is_some()
    );
    assert_eq!(unsupported_reason("// RUN: true\n", &c), Ok(None));
}

#[test]
fn malformed_files() {
    let e = fail("// no run lines\n");
    assert!(e.contains("has no 'RUN:' line"), "{e}");
    let e = fail("// RUN: a \\\n");
    assert!(e.contains("unterminated RUN lines"), "{e}");
    let e = fail("// RUN: true |\n");
    assert!(e.contains("syntax error"), "{e}");
    let e = fail("// RUN: FileCheck\n");
    assert!(e.contains("check-file"), "{e}");
    let e = run_test(
        Path::new("/nonexistent/x.mlir"),
        &TestTools,
        &Config::default(),
    )
    .unwrap_err();
    assert!(e.contains("cannot read"), "{e}");
}
