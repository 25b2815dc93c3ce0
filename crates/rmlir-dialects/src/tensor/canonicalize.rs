//! Canonicalization patterns of the tensor dialect (what MLIR's `getCanonicalizationPatterns`
//! registers for tensor ops), applied by the `canonicalize` pass.

use rmlir_rewrite::PatternSet;

/// Adds the tensor canonicalization patterns to `set`.
pub fn patterns(set: &mut PatternSet) {
    let _ = set;
}
