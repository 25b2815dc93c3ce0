//! MLIR affine expressions, affine maps and integer sets.
//!
//! This crate implements the affine structures of MLIR's builtin IR
//! (`mlir/IR/AffineExpr.h`, `AffineMap.h`, `IntegerSet.h`) together with
//! their textual syntax, byte-compatible with `mlir-opt` 22:
//!
//! - [`AffineExpr`]: dims `d0..`, symbols `s0..`, constants and the binary
//!   operators `+`, `*`, `mod`, `floordiv`, `ceildiv`. Construction applies
//!   MLIR's on-the-fly simplifications, so `(d0) -> (d0 + 0)` parses to the
//!   same map as `(d0) -> (d0)`.
//! - [`AffineMap`]: `(d0, d1)[s0] -> (d0 + s0, d1)`.
//! - [`IntegerSet`]: `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
//! - [`parse_affine_map`], [`parse_integer_set`], [`parse_affine_map_or_set`]
//!   parse the text between `affine_map<` / `affine_set<` and the closing
//!   `>`; `Display` prints it back exactly as mlir-opt does.
//!   [`parse_affine_map_or_set_inline`] parses a map or set written without
//!   the wrapper, as some custom op syntaxes do.
//!
//! ```
//! use rmlir_affine::parse_affine_map;
//! let (map, _) = parse_affine_map("(d0)[s0] -> (s0 + d0, d0 + 0, d0 * -1, (d0 + 1) floordiv 2)>").unwrap();
//! assert_eq!(map.to_string(), "(d0)[s0] -> (d0 + s0, d0, -d0, (d0 + 1) floordiv 2)");
//! ```
#![forbid(unsafe_code)]

mod expr;
mod flatten;
mod lexer;
mod map;
mod parser;
mod print;
mod set;
mod simplify;

pub use expr::{AffineBinaryExpr, AffineBinaryKind, AffineExpr};
pub use flatten::{
    FlatForm, bound_for_expr, expr_from_flat_form, flatten, semi_affine_from_flat_form,
    simplify_affine_expr,
};
pub use map::{AffineMap, PartialFold, Poison};
pub use parser::{
    MapOrSet, ParseError, parse_affine_map, parse_affine_map_or_set,
    parse_affine_map_or_set_inline, parse_integer_set,
};
pub use set::IntegerSet;
