//! Conversion passes (MLIR's `mlir/Conversion`): lowerings between dialects built on
//! the dialect conversion framework of `rmlir_rewrite::conversion`.

pub mod bufferization_to_memref;
pub mod lower_deallocations;
pub mod scf_to_cf;
pub mod test_type_conversion;
