//! Canonicalization patterns of the tensor dialect (what MLIR's
//! `getCanonicalizationPatterns` registers for tensor ops), applied by the
//! `canonicalize` pass: chains of casts collapse, `tensor.dim` looks through casts,
//! reshapes and `tensor.empty`, `tensor.extract` reads through casts, and constant sizes of `tensor.empty` become static.
//!
//! ```mlir
//! %c4 = arith.constant 4 : index
//! %e = tensor.empty(%c4) : tensor<?xf32>
//! // becomes
//! %0 = tensor.empty() : tensor<4xf32>
//! %e = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
//! ```

use crate::memref::build::{const_int, create1, fold_constant_sizes};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, OpId, Type, TypeKind, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// The op defining `v` when it is named `name`.
fn def_named(rw: &Rewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let d = rw.body().defining_op(v)?;
    (rw.ctx.str(rw.body().op(d).name) == name).then_some(d)
}

/// The most static shape compatible with both types (MLIR's `joinShapes` of
/// `ChainedTensorCast`): `None` when they conflict; an unranked side takes the
/// other; the result drops the encoding, as upstream's does.
fn join_shapes(ctx: &Context, one: Type, two: Type) -> Option<Type> {
    if one == two {
        return Some(one);
    }
    let (a, elem) = match ctx.type_kind(one) {
        TypeKind::RankedTensor { shape, elem, .. } => (shape.clone(), *elem),
        TypeKind::UnrankedTensor { .. } => return Some(two),
        _ => return None,
    };
    let b = match ctx.type_kind(two) {
        TypeKind::RankedTensor { shape, .. } => shape.clone(),
        TypeKind::UnrankedTensor { .. } => return Some(one),
        _ => return None,
    };
    if a.len() != b.len() {
        return None;
    }
    let mut join = Vec::with_capacity(a.len());
    for (&x, &y) in a.iter().zip(&b) {
        join.push(if x == DYNAMIC {
            y
        } else if y == DYNAMIC || x == y {
            x
        } else {
            return None;
        });
    }
    Some(ctx.ty(TypeKind::RankedTensor {
        shape: join,
        elem,
        encoding: None,
    }))
}

/// `cast(cast(%x))` casts `%x` directly when dropping the middle type loses no
/// runtime check (MLIR's `ChainedTensorCast`).
///
/// ```mlir
/// %1 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
/// %2 = tensor.cast %1 : tensor<?xf32> to tensor<*xf32>
/// // becomes
/// %2 = tensor.cast %0 : tensor<4xf32> to tensor<*xf32>
/// ```
struct ChainedTensorCast;

impl RewritePattern for ChainedTensorCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.cast")
    }
    fn name(&self) -> &'static str {
        "ChainedTensorCast"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let mid = rw.body().operand(op, 0);
        let Some(inner) = def_named(rw, mid, "tensor.cast") else {
            return false;
        };
        let source = rw.body().operand(inner, 0);
        let ctx = rw.ctx;
        let (st, it, rt) = (
            rw.body().value_type(source),
            rw.body().value_type(mid),
            rw.body().value_type(rw.body().result(op, 0)),
        );
        let Some(first) = join_shapes(ctx, st, it).and_then(|j| join_shapes(ctx, j, rt)) else {
            return false;
        };
        if join_shapes(ctx, st, rt) != Some(first) {
            return false;
        }
        let loc = rw.body().op(op).loc;
        let v = create1(rw, "tensor.cast", vec![source], rt, loc, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `tensor.dim` of a `tensor.cast` asks the cast's source (MLIR's `DimOfCastOp`).
///
/// ```mlir
/// %c = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
/// %d = tensor.dim %c, %i : tensor<*xf32>
/// // becomes
/// %d = tensor.dim %t, %i : tensor<?xf32>
/// ```
struct DimOfCastOp;

impl RewritePattern for DimOfCastOp {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn name(&self) -> &'static str {
        "DimOfCastOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let (source, index) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        let Some(cast) = def_named(rw, source, "tensor.cast") else {
            return false;
        };
        let inner = rw.body().operand(cast, 0);
        let idx = rw.ctx.index_type();
        let loc = rw.body().op(op).loc;
        let v = create1(rw, "tensor.dim", vec![inner, index], idx, loc, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `tensor.dim` of a `tensor.reshape` reads the shape operand with
/// `tensor.extract` (MLIR's `DimOfReshapeOp`).
///
/// ```mlir
/// %r = tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
/// %d = tensor.dim %r, %c1 : tensor<?x?xf32>
/// // becomes
/// %d = tensor.extract %shape[%c1] : tensor<2xindex>
/// ```
struct DimOfReshapeOp;

impl RewritePattern for DimOfReshapeOp {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn name(&self) -> &'static str {
        "DimOfReshapeOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let (source, index) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        let Some(reshape) = def_named(rw, source, "tensor.reshape") else {
            return false;
        };
        let shape = rw.body().operand(reshape, 1);
        let elem = match rw.ctx.type_kind(rw.body().value_type(shape)) {
            TypeKind::RankedTensor { elem, .. } => *elem,
            _ => return false,
        };
        let dim_ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_after(op);
        let mut v = create1(rw, "tensor.extract", vec![shape, index], elem, loc, None);
        if elem != dim_ty {
            v = create1(rw, "arith.index_cast", vec![v], dim_ty, loc, None);
        }
        rw.replace_op(op, &[v]);
        true
    }
}

/// Constant, non-negative sizes of a `tensor.empty` become static; a `tensor.cast`
/// restores the old type (MLIR's `ReplaceEmptyTensorStaticShapeDims`).
///
/// ```mlir
/// %e = tensor.empty(%c4, %n) : tensor<?x?xf32>
/// // becomes
/// %0 = tensor.empty(%n) : tensor<4x?xf32>
/// %e = tensor.cast %0 : tensor<4x?xf32> to tensor<?x?xf32>
/// ```
struct ReplaceEmptyTensorStaticShapeDims;

impl RewritePattern for ReplaceEmptyTensorStaticShapeDims {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.empty")
    }
    fn name(&self) -> &'static str {
        "ReplaceEmptyTensorStaticShapeDims"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } = rw.ctx.type_kind(ty).clone()
        else {
            return false;
        };
        let dyns: Vec<ValueId> = rw.body().operands(op).collect();
        let Some((new_shape, kept)) = fold_constant_sizes(rw, &shape, &dyns) else {
            return false;
        };
        let new_ty = rw.ctx.ty(TypeKind::RankedTensor {
            shape: new_shape,
            elem,
            encoding,
        });
        let loc = rw.body().op(op).loc;
        let empty = create1(rw, "tensor.empty", kept, new_ty, loc, None);
        let cast = create1(rw, "tensor.cast", vec![empty], ty, loc, None);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// `tensor.dim` of a dynamic dimension of a `tensor.empty` is its size operand
/// (MLIR's `FoldEmptyTensorWithDimOp`).
///
/// ```mlir
/// %e = tensor.empty(%n) : tensor<4x?xf32>
/// %d = tensor.dim %e, %c1 : tensor<4x?xf32>   // becomes %n
/// ```
struct FoldEmptyTensorWithDimOp;

impl RewritePattern for FoldEmptyTensorWithDimOp {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn name(&self) -> &'static str {
        "FoldEmptyTensorWithDimOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let (source, index) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        let Some(empty) = def_named(rw, source, "tensor.empty") else {
            return false;
        };
        let Some(index) = const_int(rw, index) else {
            return false;
        };
        let TypeKind::RankedTensor { shape, .. } = rw.ctx.type_kind(rw.body().value_type(source))
        else {
            return false;
        };
        if index < 0 || index >= shape.len() as i128 || shape[index as usize] != DYNAMIC {
            return false;
        }
        let k = shape[..index as usize]
            .iter()
            .filter(|&&d| d == DYNAMIC)
            .count();
        let Some(size) = rw.body().operands(empty).nth(k) else {
            return false;
        };
        rw.replace_op(op, &[size]);
        true
    }
}

/// `tensor.extract` of a `tensor.cast` of a ranked tensor reads the cast's source
/// (MLIR's `ExtractFromTensorCast`).
///
/// ```mlir
/// %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
/// %e = tensor.extract %c[%i] : tensor<4xf32>
/// // becomes
/// %e = tensor.extract %t[%i] : tensor<?xf32>
/// ```
struct ExtractFromTensorCast;

impl RewritePattern for ExtractFromTensorCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract")
    }
    fn name(&self) -> &'static str {
        "ExtractFromTensorCast"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let tensor = rw.body().operand(op, 0);
        let Some(cast) = def_named(rw, tensor, "tensor.cast") else {
            return false;
        };
        let source = rw.body().operand(cast, 0);
        if !matches!(
            rw.ctx.type_kind(rw.body().value_type(source)),
            TypeKind::RankedTensor { .. }
        ) {
            return false;
        }
        let mut operands: Vec<ValueId> = rw.body().operands(op).collect();
        operands[0] = source;
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op(op).loc;
        let v = create1(rw, "tensor.extract", operands, ty, loc, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// Adds the tensor canonicalization patterns to `set`, in MLIR's order (by op name).
pub fn patterns(set: &mut PatternSet) {
    set.add(ChainedTensorCast);
    set.add(DimOfCastOp);
    set.add(DimOfReshapeOp);
    set.add(ReplaceEmptyTensorStaticShapeDims);
    set.add(FoldEmptyTensorWithDimOp);
    set.add(ExtractFromTensorCast);
}
