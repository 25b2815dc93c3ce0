//! Dialect conversion (MLIR's `DialectConversion`): rewrite IR until every op is
//! legal for a [`ConversionTarget`], with patterns that may change types through a
//! [`TypeConverter`].
//!
//! - [`type_converter`]: type conversions, signature conversions, materializations;
//! - [`target`]: legal, illegal and dynamically legal ops and dialects;
//! - [`pattern`]: conversion patterns (converted operands) next to rewrite patterns;
//! - [`rewriter`]: the conversion rewriter and its value mapping;
//! - [`legalizer`]: the cost model ordering patterns;
//! - [`driver`]: partial, full and analysis conversion, rollback, reconciliation of
//!   unresolved materializations.
//!
//! Rollback works on copies of the bodies being changed (see [`driver`]), so a failed
//! conversion leaves the IR exactly as it was.
//!
//! ```mlir
//! // convert-scf-to-cf: scf illegal, everything else legal
//! scf.if %c { "x.a"() : () -> () }
//! // becomes
//! cf.cond_br %c, ^bb1, ^bb2
//! ^bb1: "x.a"() : () -> ()
//!   cf.br ^bb2
//! ^bb2: ...
//! ```

pub mod driver;
pub mod legalizer;
pub mod pattern;
pub mod rewriter;
pub mod target;
pub mod type_converter;

#[cfg(test)]
mod tests;

pub use driver::{
    ConversionConfig, apply_analysis_conversion, apply_full_conversion, apply_partial_conversion,
    reconcile_casts,
};
pub use pattern::{AnyPattern, ConversionPattern, ConversionPatternSet};
pub use rewriter::{ConversionRewriter, MatKind, ValueVec};
pub use target::{Action, ConversionTarget, LegalOp};
pub use type_converter::{
    InputMapping, SignatureConversion, TypeConversion, TypeConverter, Types, cast_materialization,
};
