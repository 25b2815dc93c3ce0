//! Core IR of rmlir, an MLIR-compatible compiler toolkit: the [`Context`] with interned
//! types and attributes, [`Body`] arenas of operations, blocks, regions and values, the
//! MLIR textual format (lexer, parser, printer), diagnostics and the verifier.
//!
//! See `DESIGN.md` for the architecture: dense `u32` ids, one body per
//! isolated-from-above op, intrusive use lists, a lazily maintained op order index.
#![forbid(unsafe_code)]

pub mod attrs;
pub mod context;
pub mod diag;
pub mod enum_attr;
pub mod float;
pub mod fold;
pub mod inliner;
pub mod interfaces;
pub mod ir;
pub mod lexer;
pub mod ods_types;
pub mod op_counts;
pub mod opdef;
pub mod parser;
pub mod printer;
pub mod resources;
pub mod types;
pub mod verifier;

pub use attrs::{Attr, AttrKind, Sym};
pub use context::Context;
pub use diag::{DiagEngine, Diagnostic, PResult, Reported, Severity};
pub use ir::{BlockId, Body, BodyId, Ir, OpId, OpRef, OpState, RegionId, ValueId};
pub use types::{Type, TypeKind};
