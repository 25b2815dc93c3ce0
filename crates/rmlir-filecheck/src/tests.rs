//! Unit tests of FileCheck semantics: each directive passing and failing.

use super::*;

fn opts(args: &[&str]) -> Options {
    let v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    Options::from_args(&v).expect("valid options").0
}

fn run(checks: &str, input: &str, args: &[&str]) -> Result<(), String> {
    check("c.txt", checks, input, &opts(args))
}

#[track_caller]
fn pass(checks: &str, input: &str) {
    pass_with(checks, input, &[]);
}

#[track_caller]
fn pass_with(checks: &str, input: &str, args: &[&str]) {
    if let Err(e) = run(checks, input, args) {
        panic!("expected success, got:\n{e}");
    }
}

#[track_caller]
fn fail(checks: &str, input: &str) -> String {
    fail_with(checks, input, &[])
}

#[track_caller]
fn fail_with(checks: &str, input: &str, args: &[&str]) -> String {
    match run(checks, input, args) {
        Ok(()) => panic!("expected failure for checks:\n{checks}\ninput:\n{input}"),
        Err(e) => e,
    }
}

#[test]
fn plain_check_in_order() {
    pass("CHECK: a\nCHECK: c\n", "a\nb\nc\n");
    pass("CHECK: b c\n", "a b c\n");
    let e = fail("CHECK: c\nCHECK: a\n", "a\nb\nc\n");
    assert_eq!(
        e,
        "c.txt:2:8: error: CHECK: expected string not found in input\n\
         CHECK: a\n       ^\n\
         <stdin>:3:2: note: scanning from here\nc\n ^\n"
    );
}

#[test]
fn whitespace_is_canonicalized() {
    pass("CHECK: a  b\n", "a \t b\n");
    pass("CHECK:    a b   \n", "xa b\n");
    fail("CHECK: a b\n", "ab\n");
    let e = fail_with("CHECK: a  b\n", "a b\n", &["--strict-whitespace"]);
    assert!(e.contains("expected string not found"));
    pass_with("CHECK: a \tb\n", "a \tb\n", &["--strict-whitespace"]);
}

#[test]
fn check_next() {
    pass("CHECK: a\nCHECK-NEXT: b\n", "a\nb\n");
    let e = fail("CHECK: a\nCHECK-NEXT: b\n", "a\nc\nb\n");
    assert!(e.contains("CHECK-NEXT: is not on the line after the previous match"));
    assert!(e.contains("<stdin>:2:1: note: non-matching line after previous match is here"));
    let e = fail("CHECK: a\nCHECK-NEXT: b\n", "ab\n");
    assert!(e.contains("CHECK-NEXT: is on the same line as previous match"));
}

#[test]
fn check_same() {
    pass("CHECK: a\nCHECK-SAME: c\n", "a b c\n");
    let e = fail("CHECK: a\nCHECK-SAME: c\n", "a b\nc\n");
    assert!(e.contains("CHECK-SAME: is not on the same line as the previous match"));
    // `^` matches at the start of the search range, as in LLVM.
    pass("CHECK: a\nCHECK-SAME: {{^}}b\n", "ab\n");
}

#[test]
fn check_empty() {
    pass("CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n");
    let e = fail("CHECK: a\nCHECK-EMPTY:\n", "a\nb\n");
    assert!(e.contains("CHECK-EMPTY: is not on the line after the previous match"));
}

#[test]
fn check_not() {
    pass("CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\ny\nb\nx\n");
    let e = fail("CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\nx\nb\n");
    assert!(e.starts_with("c.txt:2:12: error: CHECK-NOT: excluded string found in input"));
    assert!(e.contains("<stdin>:2:1: note: found here\nx\n^\n"));
    // A trailing NOT covers the rest of the input.
    fail("CHECK: a\nCHECK-NOT: b\n", "a\nb\n");
    // A leading NOT covers everything before the first match.
    fail("CHECK-NOT: b\nCHECK: a\n", "b\na\n");
}

#[test]
fn check_dag() {
    pass("CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", "a\nb\nc\n");
    // Matches of one group may not overlap: two DAGs need two `a`s.
    fail("CHECK-DAG: a\nCHECK-DAG: a\n", "a\n");
    pass("CHECK-DAG: a\nCHECK-DAG: a\n", "a a\n");
    pass_with(
        "CHECK-DAG: a\nCHECK-DAG: a\n",
        "a\n",
        &["--allow-deprecated-dag-overlap"],
    );
    // The positive check after a group searches after the group's end.
    fail("CHECK-DAG: b\nCHECK: a\n", "a\nb\n");
    // A NOT splits DAG groups and must not occur between them.
    pass("CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "a\nb\nx\n");
    let e = fail("CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "a\nx\nb\n");
    assert!(e.contains("CHECK-NOT: excluded string found in input"));
    let e = fail("CHECK-DAG: a\nCHECK-DAG: q\n", "a\nb\n");
    assert!(e.contains("CHECK-DAG: expected string not found in input"));
    // Variables defined by one DAG are visible to later ones.
    pass(
        "CHECK-DAG: %[[A:.*]] = alloc\nCHECK-DAG: use %[[A]]\n",
        "use %x\n%x = alloc\n",
    );
}

#[test]
fn check_label_blocks() {
    let checks = "CHECK-LABEL: func @f\nCHECK: x\nCHECK-LABEL: func @g\nCHECK: y\n";
    pass(checks, "func @f\nx\nfunc @g\ny\n");
    // `x` only appears in @g's block: the @f block fails, @g is still checked.
    let e = fail(checks, "func @f\nfunc @g\nx\ny\n");
    assert_eq!(e.matches("error:").count(), 1);
    assert!(e.starts_with("c.txt:2:8: error: CHECK: expected string not found"));
    // Two failing blocks give two errors.
    let e = fail(checks, "func @f\nfunc @g\n");
    assert_eq!(e.matches("error:").count(), 2);
    // A missing label stops at once.
    let e = fail(checks, "func @f\nx\ny\n");
    assert!(e.contains("CHECK-LABEL: expected string not found in input"));
}

#[test]
fn check_count() {
    pass("CHECK-COUNT-3: a\nCHECK-NOT: a\n", "a\na a\nb\n");
    let e = fail("CHECK-COUNT-3: a\n", "a\na\n");
    assert!(e.contains("CHECK-COUNT: expected string not found in input (3 out of 3)"));
    pass("CHECK: x\nCHECK-COUNT-2: a\n", "x\na\na\n");
}

#[test]
fn custom_prefixes() {
    let checks = "A: one\nB: two\nCHECK: nope\nA-NEXT: three\n";
    pass_with(checks, "one\ntwo\nthree\n", &["--check-prefixes=A,B"]);
    pass_with(
        checks,
        "one\nthree\n",
        &["--check-prefix=A", "--allow-unused-prefixes"],
    );
    let e = fail_with(checks, "one\n", &["--check-prefix", "C"]);
    assert_eq!(e, "error: no check strings found with prefix 'C:'\n");
}

#[test]
fn implicit_check_not() {
    pass_with("CHECK: a\n", "a\nb\n", &["--implicit-check-not=dealloc"]);
    let e = fail_with(
        "CHECK: x\n",
        "dealloc\nx\n",
        &["--implicit-check-not=dealloc"],
    );
    assert!(
        e.starts_with(
            "command line:1:22: error: IMPLICIT-CHECK-NOT: excluded string found in input\n\
             -implicit-check-not='dealloc'\n                     ^\n"
        ),
        "{e}"
    );
    fail_with(
        "CHECK: a\n",
        "a\ndealloc\n",
        &["--implicit-check-not=dealloc"],
    );
    // An explicit positive match of the same text is fine.
    pass_with(
        "CHECK: a\nCHECK: dealloc\n",
        "a\ndealloc\n",
        &["--implicit-check-not=dealloc"],
    );
}

#[test]
fn empty_input() {
    let e = fail("CHECK-NOT: a\n", "");
    assert_eq!(e, "FileCheck error: '<stdin>' is empty.\n");
    pass_with("CHECK-NOT: a\n", "", &["--allow-empty"]);
}

#[test]
fn match_full_lines() {
    pass_with("CHECK: a b\n", "  a b \n", &["--match-full-lines"]);
    fail_with("CHECK: a b\n", "a b c\n", &["--match-full-lines"]);
    // With both flags the blank after `CHECK:` is part of the pattern (LLVM keeps
    // leading whitespace then), so the line must start with it.
    pass_with(
        "CHECK: a b\n",
        " a b\n",
        &["--match-full-lines", "--strict-whitespace"],
    );
    fail_with(
        "CHECK: a b\n",
        "a b\n",
        &["--match-full-lines", "--strict-whitespace"],
    );
    // NOT patterns are unaffected.
    fail_with(
        "CHECK: x\nCHECK-NOT: b\n",
        "x\na b c\n",
        &["--match-full-lines"],
    );
}

#[test]
fn regexes() {
    pass("CHECK: a{{[0-9]+}}b\n", "a123b\n");
    fail("CHECK: a{{[0-9]+}}b\n", "ab\n");
    pass("CHECK: x{{\\d}}y\n", "xdy\n");
    pass("CHECK: {{^}}foo{{$}}\n", "foo\n");
    fail("CHECK: {{^}}foo{{$}}\n", "foox\n");
    pass("CHECK: {{[[:alpha:]_]+}}1\n", "ab_1\n");
    // `.` and negated classes stay on one line.
    fail("CHECK: a{{.*}}b\n", "a\nb\n");
    fail("CHECK: a{{[^x]*}}b\n", "a\nb\n");
    let e = fail("CHECK: a{{+}}\n", "a\n");
    assert!(e.contains("c.txt:1:11: error: invalid regex: repetition-operator operand invalid"));
}

#[test]
fn string_variables() {
    pass(
        "CHECK: %[[A:.*]] = alloc\nCHECK: dealloc %[[A]]\n",
        "%0 = alloc\ndealloc %0\n",
    );
    let e = fail(
        "CHECK: %[[A:.*]] = alloc\nCHECK: dealloc %[[A]]\n",
        "%0 = alloc\ndealloc %1\n",
    );
    assert!(e.contains("note: with \"A\" equal to \"0\""), "{e}");
    // Defined and used on the same line: a back-reference.
    pass("CHECK: [[A:[a-z]+]] [[A]]\n", "foo bar bar\n");
    fail("CHECK: [[A:[a-z]+]] [[A]]\n", "foo bar baz\n");
    // Redefinition replaces the value.
    pass(
        "CHECK: [[A:a]]\nCHECK: [[A:b]]\nCHECK: [[A]]\n",
        "a\nb\nb\n",
    );
    let e = fail("CHECK: [[X]]\n", "a\n");
    assert_eq!(
        e,
        "c.txt:1:10: error: undefined variable: X\nCHECK: [[X]]\n         ^\n"
    );
    let e = fail("CHECK: [[0, 1]]\n", "a\n");
    assert!(e.starts_with("c.txt:1:12: error: unexpected whitespace"));
    // `-D` definitions.
    pass_with("CHECK: [[V]]\n", "xyz\n", &["-DV=xyz"]);
}

#[test]
fn variable_scope() {
    let checks = "CHECK-LABEL: f\nCHECK: [[A:[0-9]]]\nCHECK-LABEL: g\nCHECK: [[A]]\n";
    pass(checks, "f\n1\ng\n1\n");
    let e = fail_with(checks, "f\n1\ng\n1\n", &["--enable-var-scope"]);
    assert!(e.contains("undefined variable: A"));
}

#[test]
fn alternation_is_leftmost_longest() {
    // POSIX picks "ab", so the CHECK-SAME finds "abc" afterwards.
    pass("CHECK: [[V:a|ab]]\nCHECK-SAME: [[V]]c\n", "abc abc\n");
}

#[test]
fn numeric_variables() {
    pass("CHECK: a[[#N:]]\nCHECK: b[[#N+1]]\n", "a5\nb6\n");
    fail("CHECK: a[[#N:]]\nCHECK: b[[#N+1]]\n", "a5\nb7\n");
    pass("CHECK: a[[#%x,N:]]\nCHECK: b[[#N+1]]\n", "aff\nb100\n");
    pass(
        "CHECK: a[[@LINE]]\nCHECK: b[[@LINE-1]] [[#@LINE+1]]\n",
        "a1\nb1 3\n",
    );
    pass_with("CHECK: [[#N+2]]\n", "x5\n", &["-D#N=3"]);
}

#[test]
fn literal_modifier() {
    pass("CHECK{LITERAL}: [[x]] {{y}}\n", "[[x]] {{y}}\n");
    pass("CHECK: a\nCHECK-NEXT{LITERAL}: [[b]]\n", "a\n[[b]]\n");
}

#[test]
fn comments_and_run_lines_are_ignored() {
    pass(
        "// RUN: mlir-opt %s | FileCheck %s --check-prefix=CHECK\n// COM: CHECK: gone\n// CHECK: a\n",
        "a\n",
    );
}

#[test]
fn directive_errors() {
    let e = fail("CHECK-NEXT: a\n", "a\n");
    assert!(e.contains("found 'CHECK-NEXT' without previous 'CHECK: line"));
    let e = fail("CHECK_DAG: a\nCHECK: a\n", "a\n");
    assert!(e.contains("misspelled directive 'CHECK_DAG:'"));
    let e = fail("no directives\n", "a\n");
    assert!(e.contains("no check strings found with prefix 'CHECK:'"));
    let e = fail("CHECK-LABEL: [[X:a]]\n", "a\n");
    assert!(e.contains("found 'CHECK-LABEL:' with variable definition or use"));
}

#[test]
fn crlf_input() {
    pass("CHECK: a\r\nCHECK-NEXT: b\r\n", "a\r\nb\r\n");
}

#[test]
fn non_ascii_text() {
    pass(
        "CHECK: é{{.}}ü [[V:ß+]]\nCHECK: «[[V]]»\n",
        "xéaü ßß\n«ßß»\n",
    );
    let e = fail("CHECK: ñ\n", "é\n");
    assert!(e.contains("expected string not found"));
}
