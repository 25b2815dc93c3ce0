//! Property tests of the text format: for generated IR, print∘parse∘print is a fixpoint
//! (custom and generic forms), and no mutation of valid input makes the tool panic.

use proptest::prelude::*;

/// Types the generator draws from.
fn ty() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("i1".to_string()),
        Just("i32".to_string()),
        Just("index".to_string()),
        Just("f32".to_string()),
        Just("bf16".to_string()),
        Just("memref<4x?xf32>".to_string()),
        Just("memref<8xi8, strided<[2], offset: ?>, 1>".to_string()),
        Just("memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0 * 2)>>".to_string()),
        Just("tensor<*xf16>".to_string()),
        Just("vector<[4]x2xi1>".to_string()),
        Just("tuple<i32, complex<f64>>".to_string()),
        Just("!foo.bar<\"x\">".to_string()),
    ]
}

/// Attribute values the generator draws from.
fn attr() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<i32>().prop_map(|v| format!("{v} : i32")),
        any::<i64>().prop_map(|v| format!("{v}")),
        (-1.0e6f64..1.0e6).prop_map(|v| format!("{v:.6e} : f32")),
        any::<f64>()
            .prop_filter("finite", |v| v.is_finite())
            .prop_map(|v| format!("{v:.17e}")),
        "[a-z ]{0,8}".prop_map(|s| format!("\"{s}\"")),
        Just("unit".to_string()),
        Just("[1, 2 : i8, \"x\"]".to_string()),
        Just("dense<[1.5, 2.0]> : tensor<2xf32>".to_string()),
        Just("array<i64: 1, -2>".to_string()),
        Just("@sym::@nested".to_string()),
        Just("affine_map<(d0, d1) -> (d1 floordiv 2, d0 mod 3)>".to_string()),
        Just("{b = true, a = i32}".to_string()),
    ]
}

/// A function body of straight-line ops over a pool of values, plus a nested region.
fn module() -> impl Strategy<Value = String> {
    (
        prop::collection::vec((ty(), prop::collection::vec(attr(), 0..3)), 1..8),
        prop::collection::vec(ty(), 0..3),
        any::<bool>(),
    )
        .prop_map(|(ops, args, blocks)| {
            let mut s = String::new();
            let arglist: Vec<String> = args
                .iter()
                .enumerate()
                .map(|(i, t)| format!("%a{i}: {t}"))
                .collect();
            s.push_str(&format!("func.func @f({}) {{\n", arglist.join(", ")));
            let mut defined: Vec<(String, String)> = args
                .iter()
                .enumerate()
                .map(|(i, t)| (format!("%a{i}"), t.clone()))
                .collect();
            for (i, (t, attrs)) in ops.iter().enumerate() {
                let operands: Vec<&(String, String)> = defined.iter().rev().take(2).collect();
                let names: Vec<&str> = operands.iter().map(|o| o.0.as_str()).collect();
                let tys: Vec<&str> = operands.iter().map(|o| o.1.as_str()).collect();
                let dict: Vec<String> = attrs
                    .iter()
                    .enumerate()
                    .map(|(k, a)| format!("k{k} = {a}"))
                    .collect();
                let dict = if dict.is_empty() {
                    String::new()
                } else {
                    format!(" {{{}}}", dict.join(", "))
                };
                if i % 3 == 2 {
                    s.push_str(&format!(
                        "  %v{i} = \"test.region\"({}) ({{\n  ^bb0(%x: {t}):\n    \"test.yield\"(%x) : ({t}) -> ()\n  }}){dict} : ({}) -> {t}\n",
                        names.join(", "),
                        tys.join(", ")
                    ));
                } else {
                    s.push_str(&format!(
                        "  %v{i} = \"test.op\"({}){dict} : ({}) -> {t}\n",
                        names.join(", "),
                        tys.join(", ")
                    ));
                }
                defined.push((format!("%v{i}"), t.clone()));
            }
            if blocks {
                s.push_str("  \"test.br\"()[^bb1] : () -> ()\n^bb1:\n");
            }
            s.push_str("  return\n}\n");
            s
        })
}

fn run(args: &[&str], input: &str) -> rmlir_opt::Output {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    rmlir_opt::run(&args, input.as_bytes())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn print_parse_print_is_a_fixpoint(src in module()) {
        for generic in [false, true] {
            let mut args = vec!["--allow-unregistered-dialect"];
            if generic {
                args.push("--mlir-print-op-generic");
            }
            let first = run(&args, &src);
            prop_assert_eq!(first.code, 0, "input rejected: {}\n{}", String::from_utf8_lossy(&first.stderr), src);
            let text = String::from_utf8_lossy(&first.stdout).into_owned();
            let second = run(&args, &text);
            prop_assert_eq!(second.code, 0, "output rejected: {}\n{}", String::from_utf8_lossy(&second.stderr), text);
            prop_assert_eq!(String::from_utf8_lossy(&second.stdout), text);
        }
    }

    #[test]
    fn mutated_input_never_panics(src in module(), cut in any::<prop::sample::Index>(), junk in "[%^#!@(){}<>\\[\\]:=,\"a-z0-9 -]{0,6}") {
        let at = cut.index(src.len() + 1);
        let at = (0..=at).rev().find(|&i| src.is_char_boundary(i)).unwrap_or(0);
        let mutated = format!("{}{}{}", &src[..at], junk, &src[at..]);
        let out = run(&["--allow-unregistered-dialect"], &mutated);
        prop_assert!(out.code == 0 || out.code == 1);
        if out.code == 1 {
            // Every error is located: `<stdin>:line:col: error: ...`.
            let err = String::from_utf8_lossy(&out.stderr);
            prop_assert!(err.starts_with("<stdin>:"), "unlocated error: {}", err);
        }
    }
}
