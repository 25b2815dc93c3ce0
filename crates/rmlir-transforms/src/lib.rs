//! Transformation passes of rmlir (MLIR's `mlir/Transforms`): `canonicalize`, `cse` and
//! `inline`. [`registry`] is the pass registry of `rmlir-opt`: the infrastructure passes
//! of `rmlir-pass` plus these.
#![forbid(unsafe_code)]

pub mod canonicalize;
pub mod conversion;
pub mod cse;
pub mod inline;

use rmlir_pass::{PassInfo, Registry};

/// The passes this crate implements, in argument order.
pub static ALL: &[&PassInfo] = &[
    &canonicalize::INFO,
    &conversion::bufferization_to_memref::INFO,
    &conversion::lower_deallocations::INFO,
    &conversion::scf_to_cf::INFO,
    &conversion::test_type_conversion::INFO,
    &cse::INFO,
    &inline::INFO,
];

/// Every pass and pipeline `rmlir-opt` knows.
pub fn registry() -> Registry {
    let mut r = Registry::default();
    r.passes.extend_from_slice(ALL);
    r.passes.sort_by_key(|p| p.argument);
    r
}
