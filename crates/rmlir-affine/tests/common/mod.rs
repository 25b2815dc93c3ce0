//! Shared checker for the mlir-opt comparison tables: parses an
//! `affine_map<...>` / `affine_set<...>` attribute with rmlir-affine and
//! renders it the way the tables record mlir-opt's answer (MLIR concept: the
//! builtin affine map / integer set attribute syntax).

use rmlir_affine::{ParseError, parse_affine_map, parse_integer_set};

/// Parses `attr` and returns the printed attribute, or `error@N: message`.
pub fn render(attr: &str) -> String {
    let err = |e: ParseError| format!("error@{}: {}", e.offset, e.message);
    if let Some(body) = attr.strip_prefix("affine_map<") {
        match parse_affine_map(body) {
            Ok((map, used)) => {
                assert_eq!(used, body.len(), "trailing text after {attr:?}");
                format!("affine_map<{map}>")
            }
            Err(e) => err(e),
        }
    } else if let Some(body) = attr.strip_prefix("affine_set<") {
        match parse_integer_set(body) {
            Ok((set, used)) => {
                assert_eq!(used, body.len(), "trailing text after {attr:?}");
                format!("affine_set<{set}>")
            }
            Err(e) => err(e),
        }
    } else {
        panic!("not an affine attribute: {attr:?}");
    }
}

/// Checks every `(input, expected)` pair, reporting all mismatches at once.
pub fn check_pairs(pairs: &[(&str, &str)]) {
    let failures: Vec<String> = pairs
        .iter()
        .filter_map(|(input, expected)| {
            let got = render(input);
            (got != *expected)
                .then(|| format!("{input:?}\n  expected {expected:?}\n  got      {got:?}"))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
