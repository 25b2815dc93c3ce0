//! Output never depends on threads: inputs large enough to be parsed with function
//! bodies in parallel give byte-identical output and diagnostics with and without
//! `--mlir-disable-threading`, including when the parallel attempt has to fall back.

use rmlir_opt::{Output, run};

/// `n` functions using attribute and type aliases and branches between blocks.
fn functions(n: usize, body_extra: impl Fn(usize) -> String) -> String {
    let mut s =
        String::from("#map = affine_map<(d0) -> (d0 + 1)>\n!vec = vector<4xf32>\nmodule {\n");
    for i in 0..n {
        s.push_str(&format!(
            "  func.func @f{i}(%a: index, %v: !vec, %c: i1) -> index {{\n\
             \x20   %0 = affine.apply #map(%a)\n\
             \x20   %k = arith.constant {i} : index\n\
             \x20   cf.cond_br %c, ^bb1(%0 : index), ^bb2\n\
             \x20 ^bb1(%x: index):\n\
             \x20   %s = arith.addi %x, %k : index\n\
             \x20   return %s : index\n\
             \x20 ^bb2:\n{}\
             \x20   return %k : index\n\
             \x20 }}\n",
            body_extra(i)
        ));
    }
    s.push_str("}\n");
    s
}

fn both(args: &[&str], input: &str) -> (Output, Output) {
    let mut a: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let threaded = run(&a, input.as_bytes());
    a.push("--mlir-disable-threading".into());
    let sequential = run(&a, input.as_bytes());
    (threaded, sequential)
}

fn assert_same(args: &[&str], input: &str) -> Output {
    assert!(
        input.len() > 1 << 16,
        "input too small to take the parallel path"
    );
    let (t, s) = both(args, input);
    assert_eq!(
        String::from_utf8_lossy(&t.stdout),
        String::from_utf8_lossy(&s.stdout)
    );
    assert_eq!(
        String::from_utf8_lossy(&t.stderr),
        String::from_utf8_lossy(&s.stderr)
    );
    assert_eq!(t.code, s.code);
    t
}

/// [`assert_same`] for a run that succeeds with its functions printed ahead; the
/// printed text.
fn assert_same_printed_ahead(args: &[&str], input: &str) -> String {
    let out = assert_same(args, input);
    assert_eq!(
        out.code,
        0,
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.printed_ahead, "{args:?}: not printed ahead");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn same_output_custom_generic_and_debuginfo() {
    let input = functions(400, |_| String::new());
    let out = assert_same(&["-"], &input);
    assert_eq!(out.code, 0);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("func.func @f399(%arg0: index, %arg1: vector<4xf32>"));
    assert!(text.contains("#map = affine_map<(d0) -> (d0 + 1)>"));
    assert_same(&["-", "--mlir-print-op-generic"], &input);
    let dbg = assert_same(&["-", "--mlir-print-debuginfo"], &input);
    // Round trip of the debuginfo form: location aliases defined after their uses.
    let again = assert_same(
        &["-", "--mlir-print-debuginfo"],
        &String::from_utf8_lossy(&dbg.stdout),
    );
    assert_eq!(again.stdout, dbg.stdout);
}

#[test]
fn error_in_a_late_function_is_reported_once_and_first() {
    let input = functions(400, |i| match i {
        300 => "    %bad = arith.addi %k, %nope : index\n".into(),
        350 => "    %also = arith.constant 1 : i32 loc(#undefined_loc)\n".into(),
        _ => String::new(),
    });
    let out = assert_same(&["-"], &input);
    assert_eq!(out.code, 1);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("use of undeclared SSA value name"), "{err}");
    assert_eq!(err.matches("error:").count(), 1, "{err}");
}

#[test]
fn alias_defined_after_its_use_in_a_function_is_an_error() {
    let mut input = functions(400, |i| {
        if i == 10 {
            "    %late = affine.apply #late(%k)\n".into()
        } else {
            String::new()
        }
    });
    input.push_str("#late = affine_map<(d0) -> (d0)>\n");
    let out = assert_same(&["-"], &input);
    assert_eq!(out.code, 1);
    assert!(String::from_utf8_lossy(&out.stderr).contains("undefined symbol alias id 'late'"));
}

#[test]
fn verifier_errors_match() {
    let input = functions(400, |i| {
        if i == 123 {
            "    %r = \"test.unknown_result\"() : () -> i32\n    return %r : i32\n".into()
        } else {
            String::new()
        }
    });
    let out = assert_same(&["-", "--allow-unregistered-dialect"], &input);
    assert_eq!(out.code, 1);
}

#[test]
fn nested_pipeline_runs_functions_in_parallel_with_the_sequential_result() {
    // Foldable arithmetic, duplicates for cse, and a dead block argument in each body.
    let input = functions(400, |i| {
        format!(
            "    %c2 = arith.constant 2 : index\n\
             \x20   %m = arith.muli %k, %c2 : index\n\
             \x20   %d1 = arith.addi %m, %a : index\n\
             \x20   %d2 = arith.addi %m, %a : index\n\
             \x20   %u = arith.addi %d1, %d2 : index\n\
             \x20   %t{i} = arith.subi %u, %u : index\n"
        )
    });
    for pipeline in [
        "--pass-pipeline=builtin.module(func.func(canonicalize,cse))",
        "--pass-pipeline=builtin.module(func.func(cse),func.func(canonicalize))",
        "--pass-pipeline=builtin.module(any(canonicalize))",
        // Module-anchored: the passes split the functions over threads themselves.
        "--canonicalize",
        "--cse",
    ] {
        let out = assert_same(&["-", pipeline], &input);
        assert_eq!(out.code, 0, "{pipeline}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("func.func @f399("), "{pipeline}");
        assert!(
            !text.contains("arith.subi"),
            "{pipeline}: not canonicalized"
        );
    }
}

#[test]
fn failures_in_parallel_functions_are_reported_in_ir_order() {
    let input = functions(400, |_| String::new());
    let pipeline =
        "--pass-pipeline=builtin.module(func.func(test-pass-failure{gen-diagnostics=true}))";
    let out = assert_same(&["-", pipeline], &input);
    assert_eq!(out.code, 1);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.matches("illegal operation").count(), 400, "{err}");
    let first = err.find("<stdin>:4:3").or_else(|| err.find(":4:3"));
    assert!(first.is_some() && first < err.find(":14:3"), "{err}");
}

/// One function whose entry block holds `n` groups of ops: constants, arithmetic,
/// a loop with a nested region, multi-result ops, and aliases first used late.
fn one_long_function(n: usize) -> String {
    let mut s = String::from(
        "#early = affine_map<(d0) -> (d0 * 2)>\n#late = affine_map<(d0) -> (d0 + 7)>\n\
         func.func @long(%a: index, %m: memref<?xf32>) -> index {\n  %c0 = arith.constant 0 : index\n",
    );
    for i in 0..n {
        s.push_str(&format!(
            "  %k{i} = arith.constant {i} : index\n\
             \x20 %s{i} = arith.addi %k{i}, %a : index\n\
             \x20 %e{i} = affine.apply #early(%s{i})\n\
             \x20 %r{i}:2 = scf.for %iv = %c0 to %e{i} step %k{i} iter_args(%x = %s{i}, %y = %a) -> (index, index) {{\n\
             \x20   %t = arith.muli %x, %iv : index\n\
             \x20   scf.yield %t, %y : index, index\n\
             \x20 }}\n\
             \x20 %f{i} = memref.load %m[%r{i}#1] : memref<?xf32>\n"
        ));
        if i == n - 3 {
            s.push_str(&format!("  %l{i} = affine.apply #late(%r{i}#0)\n"));
        }
    }
    s.push_str("  return %a : index\n}\n");
    s
}

#[test]
fn a_long_block_prints_the_same_on_all_threads() {
    let input = one_long_function(1500);
    let out = assert_same(&["-"], &input);
    assert_eq!(out.code, 0);
    let text = String::from_utf8_lossy(&out.stdout);
    // Aliases in first-use order even though the late one is first used in the last
    // piece of the block.
    assert!(
        text.starts_with(
            "#map = affine_map<(d0) -> (d0 * 2)>\n#map1 = affine_map<(d0) -> (d0 + 7)>\n"
        ),
        "{}",
        &text[..200]
    );
    assert!(text.contains("%c1499 = arith.constant 1499 : index"));
    assert!(text.contains("affine.apply #map1(%"));
    assert_same(&["-", "--mlir-print-op-generic"], &input);
    assert_same(&["-", "--mlir-print-debuginfo"], &input);
    assert_same(&["-", "--mlir-print-local-scope"], &input);
}

#[test]
fn a_split_body_links_uses_in_text_order() {
    // `--mlir-print-value-users` lists each value's users in use-list order, which a
    // sequential parse makes latest first: values of the first stretch used in every
    // stretch, a middle stretch's values used in the last one (through the body
    // parser's forward references), and uses in a later block.
    let text = long_function_with(
        2000,
        1999,
        "  %late = arith.addi %k1000, %s3 : index
  %late2 = arith.addi %k1001, %a : index
",
    )
    .replace(
        "  return %a : index\n",
        "  cf.br ^bb1(%a : index)\n^bb1(%z: index):\n  %w = arith.addi %z, %k1002 : index\n  return %w : index\n",
    );
    let out = assert_same(&["-", "--mlir-print-value-users"], &text);
    assert_eq!(out.code, 0, "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("// %arg0 is used by "));
    assert_same(
        &["-", "--mlir-print-value-users", "--mlir-print-op-generic"],
        &text,
    );
}

/// [`one_long_function`] with `extra` spliced in as ops of the entry block before
/// group `at` (the body is large enough to be cut into stretches parsed on all threads).
fn long_function_with(n: usize, at: usize, extra: &str) -> String {
    let text = one_long_function(n);
    let marker = if at == n {
        "  return".to_string()
    } else {
        format!("  %k{at} = arith.constant")
    };
    let pos = text.find(&marker).expect("group exists");
    format!("{}{extra}{}", &text[..pos], &text[pos..])
}

#[test]
fn a_long_function_body_parses_the_same_on_all_threads() {
    // Names used far from their definitions, a use before its definition, nested
    // names reused after their region ends, multi-line ops and block labels.
    let n = 2000;
    for (at, extra) in [
        // Valid: a late use of an early value, a nested name reused at the top.
        (1900, "  %late = arith.addi %k3, %s10 : index\n".to_string()),
        (n, "  %t = arith.constant 1 : index\n".to_string()),
        // Invalid: used before its definition (dominance), redefined, wrong type,
        // never defined, defined again inside a later region.
        (
            100,
            "  %early = arith.addi %k1900, %a : index\n".to_string(),
        ),
        (1800, "  %k5 = arith.constant 5 : index\n".to_string()),
        (1700, "  %bad = arith.addi %k5, %c0 : i32\n".to_string()),
        (
            1600,
            "  %none = arith.addi %missing, %a : index\n".to_string(),
        ),
        (
            1700,
            "  scf.for %i = %c0 to %a step %a {\n    %k3 = arith.constant 3 : index\n  }\n"
                .to_string(),
        ),
        // In the body parser's last stretch: a middle stretch's name defined again at
        // the block's level, and inside a region.
        (1999, "  %k1000 = arith.constant 7 : index\n".to_string()),
        (
            1990,
            "  scf.for %i = %c0 to %a step %a {\n    %k1001 = arith.constant 3 : index\n  }\n"
                .to_string(),
        ),
        // Verifier errors late in the block (which is verified in pieces on all
        // threads): an op's own verifier, and a use its definition does not dominate.
        (
            1950,
            "  %mixed = \"arith.addi\"(%a, %a) : (index, index) -> i32\n".to_string(),
        ),
        (
            1960,
            "  scf.for %i = %c0 to %a step %a {\n    %u = arith.addi %k1999, %i : index\n  }\n"
                .to_string(),
        ),
        // An op spread over lines that begin like ops.
        (
            1000,
            "  %sum = arith.addi\n  %k1, %k2\n  : index\n".to_string(),
        ),
    ] {
        let input = long_function_with(n, at, &extra);
        let out = assert_same(&["-"], &input);
        let err = String::from_utf8_lossy(&out.stderr);
        match at {
            1900 | 2000 | 1000 => {
                assert_eq!(out.code, 0, "{extra}: {err}");
                let text = String::from_utf8_lossy(&out.stdout);
                assert!(text.contains("%c1999 = arith.constant 1999 : index"));
            }
            1950 => assert!(
                err.contains("'arith.addi' op requires the same type"),
                "{err}"
            ),
            1960 => assert!(
                err.contains("operand #0 does not dominate this use"),
                "{err}"
            ),
            _ => assert_eq!(out.code, 1, "{extra}: accepted"),
        }
    }
    // An op failing its verifier and, later, a use its definition does not dominate:
    // as in a sequential run, the ops are checked first and the dominance walk (made
    // meanwhile on another thread) reports nothing.
    let both_errors = long_function_with(
        n,
        1960,
        "  scf.for %i = %c0 to %a step %a {\n    %u = arith.addi %k1999, %i : index\n  }\n",
    )
    .replacen(
        "  %k1950 = arith.constant",
        "  %mixed = \"arith.addi\"(%a, %a) : (index, index) -> i32\n  %k1950 = arith.constant",
        1,
    );
    let out = assert_same(&["-"], &both_errors);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("'arith.addi' op requires the same type"),
        "{err}"
    );
    assert!(!err.contains("does not dominate"), "{err}");
    // Later blocks: stretches stop before the first label.
    let text = one_long_function(n).replace(
        "  return %a : index\n",
        "  cf.br ^bb1(%a : index)\n^bb1(%z: index):\n  %w = arith.addi %z, %k7 : index\n  return %w : index\n",
    );
    let out = assert_same(&["-"], &text);
    assert_eq!(out.code, 0, "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("^bb1(%"));
}

#[test]
fn small_and_long_functions_with_late_location_aliases() {
    // Small bodies are parsed while the file is still being read, before the location
    // aliases at its end are known; the long body is split over threads once they are.
    let small = functions(300, |_| String::new());
    let long = one_long_function(1500);
    let (aliases, long_fn) = long.split_at(long.find("func.func").expect("a function"));
    let input = format!(
        "{aliases}{}  {}}}\n",
        small.trim_end().strip_suffix('}').expect("a module"),
        long_fn.replace('\n', "\n  ").trim_end()
    );
    let out = assert_same(&["-", "--mlir-print-debuginfo"], &input);
    assert_eq!(out.code, 0, "{}", String::from_utf8_lossy(&out.stderr));
    let printed = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(printed.contains("loc(#loc"), "location aliases are printed");
    let again = assert_same(&["-", "--mlir-print-debuginfo"], &printed);
    assert_eq!(again.stdout, out.stdout);
    let text = String::from_utf8_lossy(&assert_same(&["-"], &printed).stdout).into_owned();
    assert!(text.contains("func.func @f299(") && text.contains("func.func @long("));
}

/// `n` functions that call each other forwards and backwards, read a global defined
/// last, use aliases in arguments' attributes (one also used in a body, one nowhere
/// else), a type alias, a location alias defined at the end, and a resource blob.
fn linked_functions(n: usize, body_extra: impl Fn(usize) -> String) -> String {
    let mut s = String::from(
        "#used = affine_map<(d0) -> (d0 + 1)>\n#arg_only = affine_map<(d0) -> (d0 * 3)>\n\
         !big = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>\n\
         module {\n",
    );
    for i in 0..n {
        let next = (i + 1) % n;
        let prev = (i + n - 1) % n;
        s.push_str(&format!(
            "  func.func @f{i}(%a: index {{test.map = #used}}, %b: index {{test.map = #arg_only}}, %t: !big) -> index {{\n\
             \x20   %0 = affine.apply #used(%a)\n\
             \x20   %1 = func.call @f{next}(%0, %b, %t) : (index, index, !big) -> index\n\
             \x20   %2 = func.call @f{prev}(%1, %b, %t) : (index, index, !big) -> index loc(#site)\n\
             \x20   %g = memref.get_global @g : memref<2xf32>\n\
             \x20   %r = arith.constant dense_resource<blob> : tensor<2xi32>\n{}\
             \x20   return %2 : index\n\
             \x20 }}\n",
            body_extra(i)
        ));
    }
    s.push_str(
        "  memref.global \"private\" @g : memref<2xf32> = dense<1.0>\n}\n\
         #site = loc(\"site.mlir\":3:4)\n\
         {-#\n  dialect_resources: {\n    builtin: {\n      blob: \"0x040000000100000002000000\"\n    }\n  }\n#-}\n",
    );
    s
}

#[test]
fn functions_printed_as_they_are_parsed_match_the_sequential_print() {
    let input = linked_functions(300, |_| String::new());
    for args in [&["-"][..], &["-", "--mlir-print-local-scope"]] {
        let out = assert_same(args, &input);
        assert_eq!(out.code, 0, "{args:?}");
        assert!(out.printed_ahead, "{args:?}: not printed ahead");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("func.func @f299("), "{args:?}");
        assert!(text.contains("dense_resource<blob>"), "{args:?}");
    }
    let text = String::from_utf8_lossy(&assert_same(&["-"], &input).stdout).into_owned();
    // Aliases named from the whole module (as mlir-opt-22 names them): the type alias,
    // the map used in bodies; the map only in arguments' attributes is printed in
    // place (MLIR's alias pass does not visit them).
    assert!(
        text.starts_with("!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>\n#map = affine_map<(d0) -> (d0 + 1)>\n"),
        "{}",
        &text[..300]
    );
    assert!(text.contains("%arg1: index {test.map = affine_map<(d0) -> (d0 * 3)>}"));
    assert!(text.contains("{-#\n  dialect_resources: {"));
    // The generic form and debug locations are printed the usual way, to the same text.
    for args in [
        &["-", "--mlir-print-op-generic"][..],
        &["-", "--mlir-print-debuginfo"],
    ] {
        let out = assert_same(args, &input);
        assert_eq!(out.code, 0, "{args:?}");
        assert!(!out.printed_ahead, "{args:?}");
    }
}

#[test]
fn what_cannot_be_printed_ahead_is_printed_the_usual_way() {
    // An error in a late function (a call with the wrong type): reported as usual.
    let input = linked_functions(300, |i| {
        if i == 250 {
            "    %w = func.call @f1(%a) : (index) -> index\n".into()
        } else {
            String::new()
        }
    });
    let out = assert_same(&["-"], &input);
    assert_eq!(out.code, 1);
    assert!(!out.printed_ahead);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("incorrect number of operands for callee"),
        "{err}"
    );
    // A call to a function that does not exist.
    let input = linked_functions(300, |i| {
        if i == 7 {
            "    func.call @nowhere() : () -> ()\n".into()
        } else {
            String::new()
        }
    });
    let out = assert_same(&["-"], &input);
    assert_eq!(out.code, 1);
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("'nowhere' does not reference a valid function")
    );
    // Functions in a nested module: printed the usual way.
    let nested =
        functions(400, |_| String::new()).replacen("module {\n", "module {\nmodule @inner {\n", 1)
            + "}\n";
    let out = assert_same(&["-"], &nested);
    assert_eq!(out.code, 0);
    assert!(!out.printed_ahead);
    // A dialect attribute holding a control byte (which printing ahead would take for
    // its own marker): printed the usual way.
    let input = linked_functions(300, |i| {
        if i == 100 {
            "    %o = \"test.op\"() {v = #test.opaque<\"\u{1}a5\u{2}\">} : () -> i32\n".into()
        } else {
            String::new()
        }
    });
    let out = assert_same(&["-", "--allow-unregistered-dialect"], &input);
    assert_eq!(out.code, 0, "{}", String::from_utf8_lossy(&out.stderr));
    assert!(!out.printed_ahead);
    assert!(String::from_utf8_lossy(&out.stdout).contains("#test.opaque<\"\u{1}a5\u{2}\">"));
}

#[test]
fn a_long_function_among_others_is_printed_in_place() {
    // The long function is parsed on all threads and kept whole; the others are
    // printed ahead around it.
    let mut input = one_long_function(1500);
    input.push_str(
        &functions(300, |_| String::new())
            .replace(
                "#map = affine_map<(d0) -> (d0 + 1)>\n!vec = vector<4xf32>\nmodule {\n",
                "",
            )
            .replace("!vec", "vector<4xf32>")
            .replace("#map", "#early"),
    );
    input.truncate(input.trim_end().len() - 1);
    let out = assert_same(&["-"], &input);
    assert_eq!(out.code, 0, "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.printed_ahead);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("func.func @long(") && text.contains("func.func @f299("));
}

#[test]
fn passes_that_split_per_function_run_as_functions_are_parsed() {
    // Foldable arithmetic and duplicates for cse in each body.
    let input = linked_functions(300, |i| {
        format!(
            "    %c2 = arith.constant 2 : index\n\
             \x20   %m = arith.muli %b, %c2 : index\n\
             \x20   %d1 = arith.addi %m, %a : index\n\
             \x20   %d2 = arith.addi %m, %a : index\n\
             \x20   %t{i} = arith.subi %d1, %d2 : index\n"
        )
    });
    for args in [
        &["-", "--canonicalize"][..],
        &["-", "--cse"],
        &["-", "--cse", "--canonicalize=max-iterations=2"],
        &["-", "--pass-pipeline=builtin.module(canonicalize,cse)"],
        &["-", "--canonicalize", "--verify-each=false"],
    ] {
        let text = assert_same_printed_ahead(args, &input);
        assert!(text.contains("func.func @f299("), "{args:?}");
    }
    let text =
        String::from_utf8_lossy(&assert_same(&["-", "--canonicalize"], &input).stdout).into_owned();
    assert!(!text.contains("arith.subi"), "not canonicalized");
    // A nested pipeline, a pass that does not split per function, and a pass failure:
    // the usual way, with the same result.
    for args in [
        &[
            "-",
            "--pass-pipeline=builtin.module(func.func(canonicalize))",
        ][..],
        &["-", "--symbol-dce"],
        &[
            "-",
            "--pass-pipeline=builtin.module(func.func(test-pass-failure))",
        ],
    ] {
        let out = assert_same(args, &input);
        assert!(!out.printed_ahead, "{args:?}");
    }
}

#[test]
fn a_long_function_kept_whole_is_transformed_the_same_on_all_threads() {
    // The module's only function is parsed whole on all threads; after the last pass
    // that changes it, it is verified while its print is prepared.
    let input = long_function_with(
        2000,
        1000,
        "  %dup1 = arith.addi %k3, %a : index\n  %dup2 = arith.addi %k3, %a : index\n\
         \x20 %diff = arith.subi %dup1, %dup2 : index\n  memref.store %f3, %m[%diff] : memref<?xf32>\n",
    );
    for args in [
        &["-", "--canonicalize"][..],
        &["-", "--cse"],
        &["-", "--cse", "--canonicalize"],
        &["-", "--canonicalize", "--verify-each=false"],
        &[
            "-",
            "--pass-pipeline=builtin.module(cse,canonicalize{max-iterations=1})",
        ],
    ] {
        let text = assert_same_printed_ahead(args, &input);
        assert!(text.contains("func.func @long("), "{args:?}");
        // Only cse, then canonicalize, folds the difference of the duplicates away.
        assert_eq!(
            text.contains("arith.subi"),
            !(args.iter().any(|a| a.contains("cse"))
                && args.iter().any(|a| a.contains("canonicalize"))),
            "{args:?}"
        );
    }
}

#[test]
fn canonicalizing_loads_of_constant_globals_sees_the_module() {
    // affine.load from a constant memref.global folds to the element it reads, which
    // the module around the function holds: functions canonicalized apart from it
    // (ahead, or on all threads) read the module's symbols kept with them.
    let mut input =
        String::from("memref.global \"private\" constant @g : memref<2xf32> = dense<[1.0, 2.0]>\n");
    for i in 0..600 {
        input.push_str(&format!(
            "func.func @f{i}() -> f32 {{\n\
             \x20 %m = memref.get_global @g : memref<2xf32>\n\
             \x20 %v = affine.load %m[1] : memref<2xf32>\n\
             \x20 return %v : f32\n\
             }}\n"
        ));
    }
    for args in [
        &["-", "--canonicalize"][..],
        &["-", "--canonicalize", "--mlir-print-op-generic"],
        &[
            "-",
            "--pass-pipeline=builtin.module(func.func(canonicalize))",
        ],
    ] {
        let out = assert_same(args, &input);
        assert_eq!(out.code, 0, "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(!text.contains("affine.load"), "{args:?}: loads not folded");
        assert!(text.contains("f599"), "{args:?}");
    }
    assert!(assert_same(&["-", "--canonicalize"], &input).printed_ahead);
}
