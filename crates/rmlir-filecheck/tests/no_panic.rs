//! Property test: `check` returns `Ok` or `Err` on any check file, input
//! and common options, and never panics.

use proptest::prelude::*;

/// Text made of the pieces FileCheck gives meaning to.
fn fragments() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("CHECK:".to_string()),
        Just("CHECK-NEXT:".to_string()),
        Just("CHECK-SAME:".to_string()),
        Just("CHECK-NOT:".to_string()),
        Just("CHECK-DAG:".to_string()),
        Just("CHECK-LABEL:".to_string()),
        Just("CHECK-EMPTY:".to_string()),
        Just("CHECK-COUNT-2:".to_string()),
        Just("CHECK_NEXT:".to_string()),
        Just("{{".to_string()),
        Just("}}".to_string()),
        Just("[[".to_string()),
        Just("]]".to_string()),
        Just("[[#".to_string()),
        Just("@LINE".to_string()),
        Just("%[[V:.*]]".to_string()),
        Just("[[V]]".to_string()),
        Just("\n".to_string()),
        Just(" ".to_string()),
        Just("\t".to_string()),
        "[a-c%:,()|*+?^$.\\\\\\[\\]{}#é-]{1,3}",
    ];
    prop::collection::vec(piece, 0..24).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn never_panics(
        checks in prop_oneof![
            fragments(),
            // Valid first directive, so matching (not just parsing) runs.
            fragments().prop_map(|f| format!("CHECK: {{{{.*}}}}\nCHECK: {f}")),
        ],
        input in fragments(),
        flags in prop::collection::vec(
            prop_oneof![
                Just("--strict-whitespace"),
                Just("--match-full-lines"),
                Just("--allow-empty"),
                Just("--implicit-check-not=a"),
                Just("--enable-var-scope"),
                Just("--ignore-case"),
            ],
            0..3,
        ),
    ) {
        let args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
        let (opts, _) = rmlir_filecheck::Options::from_args(&args).unwrap();
        let _ = rmlir_filecheck::check("c", &checks, &input, &opts);
    }
}
