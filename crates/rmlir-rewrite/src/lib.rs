//! Rewriting infrastructure of rmlir (MLIR's `PatternMatch`, `PatternApplicator`,
//! `GreedyPatternRewriteDriver`, `OperationFolder` and `DialectConversion`).
#![forbid(unsafe_code)]

pub mod block_merge;
pub mod conversion;
pub mod fold;
pub mod greedy;
pub mod pattern;
pub mod region_simplify;
pub mod rewriter;
pub mod walk;
pub mod worklist;

pub use greedy::{GreedyConfig, RegionSimplify, Strictness, apply_patterns_greedily};
pub use pattern::{FrozenPatternSet, PatternSet, RewritePattern};
pub use rewriter::{InsertPoint, Listener, NoListener, Rewriter};
pub use walk::walk_and_apply_patterns;
