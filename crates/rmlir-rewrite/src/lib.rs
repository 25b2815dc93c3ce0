//! Rewriting infrastructure of rmlir (MLIR's `PatternMatch`, `PatternApplicator`,
//! `GreedyPatternRewriteDriver`, `OperationFolder` and `DialectConversion`).
#![forbid(unsafe_code)]
