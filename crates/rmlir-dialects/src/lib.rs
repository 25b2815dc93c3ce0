//! The dialects rmlir knows (MLIR's dialect registry): `builtin` and `func` with their
//! custom assembly and verifiers, and the op definitions (names and traits) of the other
//! dialects the bufferization pipelines use. Ops without custom assembly yet are read and
//! written in the generic form; their custom form is rejected with a clear diagnostic.
// `unsafe` is denied rather than forbidden: the math folders declare the C library's
// functions they call (`math/host_libm.rs`), and nothing else may use it.
#![deny(unsafe_code)]

pub mod affine;
pub mod arith;
mod asm_util;
pub mod bufferization;
mod build;
pub mod builtin;
pub mod cf;
pub mod dlti;
pub mod func;
pub mod gpu;
pub mod index;
pub mod inliner;
pub mod linalg;
pub mod math;
pub mod memref;
mod reshape;
pub mod scf;
pub mod shape;
mod slicing;
pub mod spirv;
pub mod tensor;
pub mod test;
pub mod ub;
mod value_types;
pub mod vector;

use rmlir_ir::Context;
use rmlir_rewrite::PatternSet;

/// Every dialect's canonicalization patterns, dialect by dialect in registration
/// order (what the `canonicalize` pass applies).
pub fn canonicalization_patterns(set: &mut PatternSet) {
    arith::canonicalize::patterns(set);
    cf::canonicalize::patterns(set);
    bufferization::canonicalize::patterns(set);
    index::canonicalize::patterns(set);
    affine::canonicalize::patterns(set);
    scf::canonicalize::patterns(set);
    func::canonicalize::patterns(set);
    memref::canonicalize::patterns(set);
    // The linalg dialect's patterns come before the tensor dialect's, as MLIR adds
    // dialect patterns by namespace (linalg's InferStaticShapeOfOperands is tried
    // before tensor's FoldTensorCastProducerOp on the same op).
    linalg::canonicalize::patterns(set);
    shape::canonicalization_patterns(set);
    tensor::canonicalize::patterns(set);
    test::canonicalization_patterns(set);
    vector::canonicalization_patterns(set);
}

/// A context with every dialect registered (what `rmlir-opt` uses).
pub fn context() -> Context {
    let mut ctx = Context::new();
    register_all(&mut ctx);
    ctx
}

/// Registers every dialect.
pub fn register_all(ctx: &mut Context) {
    ctx.register_dialect(&builtin::DIALECT);
    ctx.register_dialect(&func::DIALECT);
    ctx.register_dialect(&arith::DIALECT);
    ctx.register_dialect(&math::DIALECT);
    ctx.register_dialect(&index::DIALECT);
    ctx.register_dialect(&cf::DIALECT);
    ctx.register_dialect(&scf::DIALECT);
    ctx.register_dialect(&memref::DIALECT);
    ctx.register_dialect(&tensor::DIALECT);
    ctx.register_dialect(&bufferization::DIALECT);
    ctx.register_dialect(&linalg::DIALECT);
    ctx.register_dialect(&affine::DIALECT);
    ctx.register_dialect(&vector::DIALECT);
    ctx.register_dialect(&shape::DIALECT);
    ctx.register_dialect(&spirv::DIALECT);
    ctx.register_dialect(&dlti::DIALECT);
    ctx.register_dialect(&gpu::DIALECT);
    ctx.register_dialect(&test::DIALECT);
    ctx.register_dialect(&ub::DIALECT);
    inliner::register(ctx);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An op whose properties hold `operandSegmentSizes` states how many operand groups
    /// it has (the generic form's property conversion checks the length against it),
    /// and no other op does.
    #[test]
    fn segment_sized_ops_state_their_operand_groups() {
        let ctx = context();
        let names = [
            "builtin",
            "func",
            "arith",
            "math",
            "index",
            "cf",
            "scf",
            "memref",
            "tensor",
            "bufferization",
            "linalg",
            "affine",
            "vector",
            "shape",
            "spirv",
            "dlti",
            "gpu",
            "test",
        ];
        for name in names {
            let dialect = ctx.dialect(name).expect("registered dialect");
            for op in dialect.ops {
                let listed = op.inherent.contains(&"operandSegmentSizes");
                let groups = op.counts.operand_segments;
                assert_eq!(listed, groups > 0, "{}: {groups} operand groups", op.name);
            }
        }
    }
}
