//! The affine parser must never panic or overflow the stack, whatever text it
//! is given (MLIR concept: `AffineParser` on malformed `affine_map<...>` /
//! `affine_set<...>` bodies). Feeds it random token soup and random bytes
//! and checks that every result is either a value that prints or an error
//! located inside the input.

use rmlir_affine::{MapOrSet, parse_affine_map, parse_affine_map_or_set, parse_integer_set};

/// Small deterministic xorshift generator, so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ",",
    "->",
    ":",
    "+",
    "-",
    "*",
    "mod",
    "floordiv",
    "ceildiv",
    ">=",
    "<=",
    "==",
    ">",
    "<",
    "=",
    "d0",
    "d1",
    "s0",
    "s1",
    "i",
    "N",
    "0",
    "1",
    "2",
    "-1",
    "4",
    "0x10",
    "9223372036854775807",
    "9223372036854775808",
    "symbol",
    "%x",
    "#a",
    "@f",
    "\"s",
    "\"t\"",
    "1.5",
    "//c\n",
    "\n",
    " ",
    "\t",
    "é",
    "$",
    ".",
    "...",
    "\\",
    "\u{0}",
];

fn check(src: &str) {
    match parse_affine_map_or_set(src) {
        Ok((parsed, used)) => {
            assert!(used <= src.len());
            assert_eq!(&src[used - 1..used], ">");
            let printed = parsed.to_string();
            match parsed {
                MapOrSet::Map(m) => assert!(m.uses_only_declared_inputs(), "{printed}"),
                MapOrSet::Set(s) => assert!(s.uses_only_declared_inputs(), "{printed}"),
            }
        }
        Err(e) => assert!(e.offset <= src.len(), "{e:?} for {src:?}"),
    }
    let _ = parse_affine_map(src);
    let _ = parse_integer_set(src);
}

#[test]
fn random_token_soup_never_panics() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..20_000 {
        let len = rng.below(40);
        let mut src = String::new();
        if rng.below(2) == 0 {
            src.push_str("(d0, d1)[s0] -> (");
        }
        for _ in 0..len {
            src.push_str(TOKENS[rng.below(TOKENS.len())]);
            if rng.below(3) == 0 {
                src.push(' ');
            }
        }
        check(&src);
        src.push_str(")>");
        check(&src);
    }
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng(12345);
    for _ in 0..5_000 {
        let bytes: Vec<u8> = (0..rng.below(30))
            .map(|_| (rng.next() & 0x7f) as u8)
            .collect();
        let src = String::from_utf8_lossy(&bytes).into_owned();
        check(&src);
    }
}

#[test]
fn huge_inputs_are_rejected_cleanly() {
    let parens = format!(
        "(d0) -> ({}d0{})>",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    assert!(parse_affine_map(&parens).is_err());
    let negs = format!("(d0) -> ({}d0)>", "- ".repeat(100_000));
    assert!(parse_affine_map(&negs).is_err());
    // A long but flat sum of one dim folds to a product and is fine.
    let sum = format!("(d0) -> ({}d0)>", "d0 + ".repeat(100_000));
    let (map, _) = parse_affine_map(&sum).unwrap();
    assert_eq!(map.to_string(), "(d0) -> (d0 * 100001)");
    let many_results = format!("(d0) -> ({}d0)>", "d0, ".repeat(100_000));
    assert_eq!(
        parse_affine_map(&many_results).unwrap().0.results.len(),
        100_001
    );
}
