//! Development tool: reads `M <map>` / `S <set>` lines (the text between
//! `affine_map<`/`affine_set<` and `>`) on stdin and prints, per line, the
//! expression trees and the printed form, tab-separated, or `ERR` and the
//! error (`TRAILING` when the text has a `>` before its end). Input lines
//! may encode newlines as `\\n`. `tests/tools/fuzz.py` compares this against MLIR 22 (MLIR concept:
//! the `AffineExpr` trees built by `AffineParser`).

use std::io::{BufRead, Write};

use rmlir_affine::{AffineExpr, parse_affine_map, parse_integer_set};

fn tree(e: &AffineExpr, out: &mut String) {
    match e {
        AffineExpr::Dim(p) => out.push_str(&format!("d{p}")),
        AffineExpr::Symbol(p) => out.push_str(&format!("s{p}")),
        AffineExpr::Constant(c) => out.push_str(&c.to_string()),
        AffineExpr::Binary(b) => {
            out.push_str(&format!("({} ", b.kind().spelling()));
            tree(b.lhs(), out);
            out.push(' ');
            tree(b.rhs(), out);
            out.push(')');
        }
    }
}

fn main() {
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let (is_set, body) = match line.split_at_checked(2) {
            Some(("S ", body)) => (true, body),
            Some((_, body)) => (false, body),
            None => (false, ""),
        };
        let src = format!("{}>", body.replace("\\n", "\n"));
        let mut out = String::new();
        let printed;
        if is_set {
            match parse_integer_set(&src) {
                Ok((_, used)) if used != src.len() => {
                    out.push_str("TRAILING");
                    printed = String::new();
                }
                Ok((set, _)) => {
                    out.push_str(&format!("{};", set.num_dims));
                    for (i, (e, eq)) in set.constraints.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        tree(e, &mut out);
                        out.push_str(if *eq { " == 0" } else { " >= 0" });
                    }
                    printed = set.to_string();
                }
                Err(e) => {
                    out.push_str("ERR");
                    printed = format!("{}@{}", e.message, e.offset);
                }
            }
        } else {
            match parse_affine_map(&src) {
                Ok((_, used)) if used != src.len() => {
                    out.push_str("TRAILING");
                    printed = String::new();
                }
                Ok((map, _)) => {
                    out.push_str(&format!("{},{};", map.num_dims, map.num_symbols));
                    for (i, e) in map.results.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        tree(e, &mut out);
                    }
                    printed = map.to_string();
                }
                Err(e) => {
                    out.push_str("ERR");
                    printed = format!("{}@{}", e.message, e.offset);
                }
            }
        }
        let _ = writeln!(stdout, "{out}\t{printed}");
    }
}
