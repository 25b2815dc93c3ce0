//! Analyses over rmlir IR (MLIR's `mlir/Analysis` and `DominanceInfo`): dominance and
//! post-dominance per region, liveness with MLIR's semantics, the call graph, and a
//! dataflow framework over dense ids.
#![forbid(unsafe_code)]

pub mod call_graph;
pub mod dataflow;
pub mod dominance;
pub mod liveness;

pub use dominance::{DominanceInfo, PostDominanceInfo};
pub use liveness::Liveness;
