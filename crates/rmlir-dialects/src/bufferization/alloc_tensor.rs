//! Canonicalization of `bufferization.alloc_tensor` (MLIR's `ReplaceStaticShapeDims`
//! and `FoldDimOfAllocTensorOp`): constant sizes move into the type, and
//! `tensor.dim` of a dynamic dimension reads the size operand.
//!
//! ```mlir
//! %c6 = arith.constant 6 : index
//! %0 = bufferization.alloc_tensor(%c6) : tensor<4x?xf32>
//! // becomes
//! %1 = bufferization.alloc_tensor() : tensor<4x6xf32>
//! %0 = tensor.cast %1 : tensor<4x6xf32> to tensor<4x?xf32>
//! ```

use super::conversions::constant_dim_index;
use crate::memref::asm::segments;
use crate::memref::build::{create1, dim_of, fold_constant_sizes, segment_props};
use crate::memref::types::dynamic_dim_index;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{OpId, TypeKind, ValueId};
use rmlir_rewrite::{RewritePattern, Rewriter};

/// (dynamic sizes, copy) of an `alloc_tensor`.
fn parts(rw: &Rewriter<'_>, op: OpId) -> Option<(Vec<ValueId>, Option<ValueId>)> {
    let segs = segments(rw.ctx, rw.ir(), (rw.body_id(), op))?;
    let dyns = segs.first()?.clone();
    let copy = segs.get(1).and_then(|c| c.first().copied());
    Some((dyns, copy))
}

/// Constant, non-negative dynamic sizes of an `alloc_tensor` without `copy` become
/// static; a `tensor.cast` restores the old type. The new op has no `size_hint` or
/// `memory_space` (as MLIR rebuilds it).
///
/// ```mlir
/// %0 = bufferization.alloc_tensor(%c10, %n) : tensor<?x?xf16>
/// // becomes
/// %1 = bufferization.alloc_tensor(%n) : tensor<10x?xf16>
/// %0 = tensor.cast %1 : tensor<10x?xf16> to tensor<?x?xf16>
/// ```
pub(crate) struct ReplaceStaticShapeDims;

impl RewritePattern for ReplaceStaticShapeDims {
    fn root(&self) -> Option<&'static str> {
        Some("bufferization.alloc_tensor")
    }
    fn name(&self) -> &'static str {
        "ReplaceStaticShapeDims"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let Some((dyns, None)) = parts(rw, op) else {
            return false;
        };
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } = rw.ctx.type_kind(ty).clone()
        else {
            return false;
        };
        let Some((new_shape, kept)) = fold_constant_sizes(rw, &shape, &dyns) else {
            return false;
        };
        let new_ty = rw.ctx.ty(TypeKind::RankedTensor {
            shape: new_shape,
            elem,
            encoding,
        });
        let loc = rw.body().op(op).loc;
        let props = segment_props(rw, &[kept.len(), 0, 0], Vec::new());
        let alloc = create1(
            rw,
            "bufferization.alloc_tensor",
            kept,
            new_ty,
            loc,
            Some(props),
        );
        let cast = create1(rw, "tensor.cast", vec![alloc], ty, loc, None);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// `tensor.dim` of a dynamic dimension of an `alloc_tensor` is its size operand, or
/// the same `tensor.dim` of the copied tensor.
///
/// ```mlir
/// %0 = bufferization.alloc_tensor(%n) : tensor<4x?xf32>
/// %d = tensor.dim %0, %c1 : tensor<4x?xf32>   // becomes %n
/// ```
pub(crate) struct FoldDimOfAllocTensorOp;

impl RewritePattern for FoldDimOfAllocTensorOp {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn name(&self) -> &'static str {
        "FoldDimOfAllocTensorOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let source = rw.body().operand(op, 0);
        let Some(alloc) = rw.body().defining_op(source) else {
            return false;
        };
        if rw.ctx.str(rw.body().op(alloc).name) != "bufferization.alloc_tensor" {
            return false;
        }
        let Some(index) = constant_dim_index(rw, op) else {
            return false;
        };
        let ty = rw.body().value_type(source);
        let TypeKind::RankedTensor { shape, .. } = rw.ctx.type_kind(ty) else {
            return false;
        };
        if index < 0 || index >= shape.len() as i128 || shape[index as usize] != DYNAMIC {
            return false;
        }
        let dim = index as usize;
        let k = dynamic_dim_index(shape, dim);
        let Some((dyns, copy)) = parts(rw, alloc) else {
            return false;
        };
        let size = match copy {
            Some(c) => {
                let loc = rw.body().op(alloc).loc;
                dim_of(rw, "tensor.dim", c, dim as i64, loc)
            }
            None => match dyns.get(k) {
                Some(&v) => v,
                None => return false,
            },
        };
        rw.replace_op(op, &[size]);
        true
    }
}
