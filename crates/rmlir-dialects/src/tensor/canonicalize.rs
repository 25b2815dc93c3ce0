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
use crate::memref::types::rank_reduction_mask;
use crate::slicing::{self, Ofr};
use rmlir_ir::interfaces::would_op_be_trivially_dead;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, OpId, OpState, Type, TypeKind, ValueId};
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

/// Whether `target` keeps all the static information of `source` (MLIR's
/// `tensor::preservesStaticInformation`): both ranked with the same element type,
/// rank and encoding, and no static size of `source` is dynamic in `target`.
pub(crate) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    match (ctx.type_kind(source), ctx.type_kind(target)) {
        (
            TypeKind::RankedTensor {
                shape: s,
                elem: se,
                encoding: sn,
            },
            TypeKind::RankedTensor {
                shape: t,
                elem: te,
                encoding: tn,
            },
        ) => {
            se == te
                && sn == tn
                && s.len() == t.len()
                && !s.iter().zip(t).any(|(&a, &b)| a != DYNAMIC && b == DYNAMIC)
        }
        _ => false,
    }
}

/// A `tensor.cast` of a `tensor.extract_slice` to a more static type slices with
/// those static sizes directly (MLIR's `TensorCastExtractSlice`).
///
/// ```mlir
/// %s = tensor.extract_slice %t[%o, 0] [%n, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
/// %c = tensor.cast %s : tensor<?x512xf32> to tensor<16x512xf32>
/// // becomes
/// %c = tensor.extract_slice %t[%o, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
/// ```
struct TensorCastExtractSlice;

impl RewritePattern for TensorCastExtractSlice {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.cast")
    }
    fn name(&self) -> &'static str {
        "TensorCastExtractSlice"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let ctx = rw.ctx;
        let source = rw.body().operand(op, 0);
        let (st, rt) = (
            rw.body().value_type(source),
            rw.body().value_type(rw.body().result(op, 0)),
        );
        let Some(slice_op) = def_named(rw, source, "tensor.extract_slice") else {
            return false;
        };
        let (
            TypeKind::RankedTensor { shape: rshape, .. },
            TypeKind::RankedTensor { shape: sshape, .. },
        ) = (ctx.type_kind(rt), ctx.type_kind(st))
        else {
            return false;
        };
        if !preserves_static_information(ctx, st, rt) || rshape == sshape {
            return false;
        }
        let Some(mut slice) = slicing::read(rw, slice_op) else {
            return false;
        };
        let sizes = slicing::statics(&slice.lists[1]);
        let dropped = rank_reduction_mask(&sizes, sshape).unwrap_or_default();
        let mut kept = rshape.iter();
        for (i, size) in slice.lists[1].iter_mut().enumerate() {
            if dropped.get(i).copied().unwrap_or(false) {
                continue;
            }
            let Some(&dim) = kept.next() else {
                return false;
            };
            if dim != DYNAMIC {
                *size = Ofr::Static(dim);
            }
        }
        let loc = rw.body().op(op).loc;
        let v = slicing::create(
            rw,
            "tensor.extract_slice",
            slice.source,
            &slice.lists,
            rt,
            loc,
        );
        rw.replace_op(op, &[v]);
        true
    }
}

/// The result type of an extract_slice of `source` with static `sizes`, reduced to
/// `rank` by dropping its leading unit dimensions (MLIR's
/// `ExtractSliceOp::inferCanonicalRankReducedResultType`).
fn canonical_slice_type(ctx: &Context, source: Type, sizes: &[i64], rank: usize) -> Option<Type> {
    let TypeKind::RankedTensor { elem, encoding, .. } = ctx.type_kind(source) else {
        return None;
    };
    let mut to_drop = sizes.len().checked_sub(rank)?;
    let shape = sizes
        .iter()
        .copied()
        .filter(|&s| {
            let drop = to_drop > 0 && s == 1;
            to_drop -= usize::from(drop);
            !drop
        })
        .collect();
    Some(ctx.ty(TypeKind::RankedTensor {
        shape,
        elem: *elem,
        encoding: *encoding,
    }))
}

/// Makes the constant offsets, sizes and strides of a `tensor.extract_slice`
/// static, with the canonical result type, and casts back when the type changed
/// (MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` with
/// `SliceReturnTypeCanonicalizer`). Not when the folded slice would run out of
/// bounds.
///
/// ```mlir
/// %s = tensor.extract_slice %t[%c0, %c0] [%c2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
/// // becomes
/// %extracted_slice = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
/// %s = tensor.cast %extracted_slice : tensor<2x2xf32> to tensor<?x?xf32>
/// ```
struct ExtractSliceConstantArgumentFolder;

impl RewritePattern for ExtractSliceConstantArgumentFolder {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract_slice")
    }
    fn name(&self) -> &'static str {
        "OpWithOffsetSizesAndStridesConstantArgumentFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let Some(mut slice) = slicing::read(rw, op) else {
            return false;
        };
        if !slicing::fold_first_constant_list(rw, &mut slice.lists) {
            return false;
        }
        let ctx = rw.ctx;
        let st = rw.body().value_type(slice.source);
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let (TypeKind::RankedTensor { shape, .. }, TypeKind::RankedTensor { shape: rshape, .. }) =
            (ctx.type_kind(st), ctx.type_kind(rt))
        else {
            return false;
        };
        let [offsets, sizes, strides] = slice.lists.each_ref().map(|l| slicing::statics(l));
        if !slicing::in_bounds(shape, &offsets, &sizes, &strides) {
            return false;
        }
        let Some(ty) = canonical_slice_type(ctx, st, &sizes, rshape.len()) else {
            return false;
        };
        let loc = rw.body().op(op).loc;
        let mut v = slicing::create(
            rw,
            "tensor.extract_slice",
            slice.source,
            &slice.lists,
            ty,
            loc,
        );
        if ty != rt {
            v = create1(rw, "tensor.cast", vec![v], rt, loc, None);
        }
        rw.replace_op(op, &[v]);
        true
    }
}

/// A `tensor.extract_slice` of a `tensor.cast` that only forgets static
/// information slices the cast's source (MLIR's `ExtractSliceOpCastFolder`). Left
/// to the constant folder while any operand is a constant index, and not when the
/// slice would run out of the source's bounds.
///
/// ```mlir
/// %c = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
/// %s = tensor.extract_slice %c[0, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
/// // becomes
/// %s = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
/// ```
struct ExtractSliceOpCastFolder;

impl RewritePattern for ExtractSliceOpCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract_slice")
    }
    fn name(&self) -> &'static str {
        "ExtractSliceOpCastFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        for v in operands {
            if rw.ctx.type_kind(rw.body().value_type(v)) == &TypeKind::Index
                && const_int(rw, v).is_some()
            {
                return false;
            }
        }
        let Some(slice) = slicing::read(rw, op) else {
            return false;
        };
        let Some(cast) = def_named(rw, slice.source, "tensor.cast") else {
            return false;
        };
        let ctx = rw.ctx;
        let cast_source = rw.body().operand(cast, 0);
        let cst = rw.body().value_type(cast_source);
        if !preserves_static_information(ctx, rw.body().value_type(slice.source), cst) {
            return false;
        }
        let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(cst) else {
            return false;
        };
        let [offsets, sizes, strides] = slice.lists.each_ref().map(|l| slicing::statics(l));
        if !slicing::in_bounds(shape, &offsets, &sizes, &strides) {
            return false;
        }
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op(op).loc;
        let v = slicing::create(
            rw,
            "tensor.extract_slice",
            cast_source,
            &slice.lists,
            rt,
            loc,
        );
        rw.replace_op(op, &[v]);
        true
    }
}

/// Constant extents of a `tensor.generate` become static: a new generate of the
/// more static type takes the body, cast back to the old type (MLIR's
/// `StaticTensorGenerate`).
///
/// ```mlir
/// %t = tensor.generate %c5 { ... } : tensor<?xindex>
/// // becomes
/// %generated = tensor.generate { ... } : tensor<5xindex>
/// %t = tensor.cast %generated : tensor<5xindex> to tensor<?xindex>
/// ```
struct StaticTensorGenerate;

impl RewritePattern for StaticTensorGenerate {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.generate")
    }
    fn name(&self) -> &'static str {
        "StaticTensorGenerate"
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
        let &[_] = rw.body().op(op).regions() else {
            return false;
        };
        let new_ty = rw.ctx.ty(TypeKind::RankedTensor {
            shape: new_shape,
            elem,
            encoding,
        });
        let loc = rw.body().op(op).loc;
        let new_op = crate::build::remake(rw, op, kept, vec![new_ty]);
        let v = rw.body().result(new_op, 0);
        let cast = create1(rw, "tensor.cast", vec![v], ty, loc, None);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// `tensor.extract` from a `tensor.generate` that would be trivially dead computes
/// the element in place: the body is copied with the indices for its arguments and
/// the yielded value replaces the extract (MLIR's `ExtractFromTensorGenerate`).
/// Bodies holding ops with regions or successors are left alone.
///
/// ```mlir
/// %t = tensor.generate %n { ^bb0(%i: index): %x = arith.addi %i, %i : index
///                           tensor.yield %x : index } : tensor<?xindex>
/// %e = tensor.extract %t[%c3] : tensor<?xindex>
/// // becomes
/// %e = arith.addi %c3, %c3 : index
/// ```
struct ExtractFromTensorGenerate;

impl RewritePattern for ExtractFromTensorGenerate {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract")
    }
    fn name(&self) -> &'static str {
        "ExtractFromTensorGenerate"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let tensor = rw.body().operand(op, 0);
        let Some(generate) = def_named(rw, tensor, "tensor.generate") else {
            return false;
        };
        if !would_op_be_trivially_dead(rw.ctx, rw.ir(), (rw.body_id(), generate)) {
            return false;
        }
        let body = rw.body();
        let &[region] = body.op(generate).regions() else {
            return false;
        };
        let Some(block) = body.entry_block(region) else {
            return false;
        };
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let Some((&terminator, inner)) = ops.split_last() else {
            return false;
        };
        if inner.iter().any(|&o| {
            let d = body.op(o);
            !d.regions().is_empty() || !d.successors().is_empty() || d.nested().is_some()
        }) {
            return false;
        }
        let indices: Vec<ValueId> = body.operands(op).skip(1).collect();
        let args: Vec<ValueId> = body.block_args(block).to_vec();
        if args.len() != indices.len() {
            return false;
        }
        let mut map: rustc_hash::FxHashMap<ValueId, ValueId> =
            args.into_iter().zip(indices).collect();
        for &o in inner {
            let body = rw.body();
            let d = body.op(o);
            let st = OpState {
                name: d.name,
                def: d.def,
                operands: body
                    .operands(o)
                    .map(|v| map.get(&v).copied().unwrap_or(v))
                    .collect(),
                result_types: body.results(o).map(|r| body.value_type(r)).collect(),
                successors: Vec::new(),
                props: d.props(),
                attrs: d.attrs,
                loc: d.loc,
            };
            let old: Vec<ValueId> = body.results(o).collect();
            let new_op = rw.create(st);
            let new: Vec<ValueId> = rw.body().results(new_op).collect();
            map.extend(old.into_iter().zip(new));
        }
        let Some(yielded) = rw.body().operands(terminator).next() else {
            return false;
        };
        let v = map.get(&yielded).copied().unwrap_or(yielded);
        rw.replace_op(op, &[v]);
        true
    }
}

/// The init operands of a destination-style op (MLIR's
/// `DestinationStyleOpInterface::getDpsInits`): the operands after the inputs of a
/// linalg structured op, the destination of `tensor.insert`, of
/// `bufferization.materialize_in_destination` and of `vector.transfer_write`.
fn dps_inits(rw: &Rewriter<'_>, op: OpId) -> Option<std::ops::Range<usize>> {
    let n = rw.body().num_operands(op);
    match rw.ctx.str(rw.body().op(op).name) {
        "tensor.insert" | "bufferization.materialize_in_destination" | "vector.transfer_write" => {
            Some(1..2.min(n))
        }
        name if name.starts_with("linalg.") => {
            let inputs = crate::linalg::effects::num_inputs(rw.ctx, rw.ir(), (rw.body_id(), op));
            Some(inputs.min(n)..n)
        }
        _ => None,
    }
}

/// Operands of a destination-style op defined by a `tensor.cast` that only forgets
/// static information read the cast's source; inits that change type change the
/// matching result types, and changed results are cast back (MLIR's
/// `FoldTensorCastProducerOp`, a tensor dialect pattern for every
/// `DestinationStyleOpInterface` op but `tensor.insert_slice` and loops).
///
/// ```mlir
/// %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>
/// %r = linalg.fill ins(%f : f32) outs(%c : tensor<?x8xf32>) -> tensor<?x8xf32>
/// // becomes
/// %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
/// %r = tensor.cast %0 : tensor<4x8xf32> to tensor<?x8xf32>
/// ```
struct FoldTensorCastProducerOp {
    root: &'static str,
}

impl RewritePattern for FoldTensorCastProducerOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "FoldTensorCastProducerOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let ctx = rw.ctx;
        let mut operands: Vec<ValueId> = rw.body().operands(op).collect();
        let mut folded = false;
        for v in operands.iter_mut() {
            if let Some(cast) = def_named(rw, *v, "tensor.cast") {
                let source = rw.body().operand(cast, 0);
                if preserves_static_information(
                    ctx,
                    rw.body().value_type(*v),
                    rw.body().value_type(source),
                ) {
                    *v = source;
                    folded = true;
                }
            }
        }
        let Some(inits) = dps_inits(rw, op).filter(|_| folded) else {
            return false;
        };
        let body = rw.body();
        let mut result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        let mut next = 0;
        for &v in &operands[inits] {
            let t = body.value_type(v);
            if !matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) {
                if let Some(slot) = result_types.get_mut(next) {
                    *slot = t;
                }
                next += 1;
            }
        }
        let new_op = crate::build::remake(rw, op, operands, result_types);
        crate::build::replace_with_cast_back(rw, op, new_op);
        true
    }
}

/// Where a cast of an insert's source goes: before the op, or before its parent for
/// a `tensor.parallel_insert_slice` (which must stay in its `scf.forall.in_parallel`).
fn set_insertion_for_source_cast(rw: &mut Rewriter<'_>, op: OpId, parallel: bool) {
    match rw.body().parent_op_in_body(op).filter(|_| parallel) {
        Some(parent) => rw.set_insertion_point_before(parent),
        None => rw.set_insertion_point_before(op),
    }
}

/// Re-creates an insert op (`tensor.insert_slice` or `tensor.parallel_insert_slice`)
/// inserting `source` into `dest` with the mixed `lists`; its result, if any.
fn create_insert(
    rw: &mut Rewriter<'_>,
    op: OpId,
    source: ValueId,
    dest: ValueId,
    lists: &[Vec<Ofr>; 3],
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let d = rw.body().op(op);
    let (name, loc) = (ctx.str(d.name), d.loc);
    let result_types: Vec<Type> = rw
        .body()
        .results(op)
        .map(|_| rw.body().value_type(dest))
        .collect();
    let mut operands = vec![source, dest];
    let mut counts = vec![1, 1];
    let mut extra = Vec::new();
    for (list, prop) in lists
        .iter()
        .zip(["static_offsets", "static_sizes", "static_strides"])
    {
        let before = operands.len();
        operands.extend(list.iter().filter_map(|o| match o {
            Ofr::Value(v) => Some(*v),
            Ofr::Static(_) => None,
        }));
        counts.push(operands.len() - before);
        extra.push((
            ctx.sym(prop),
            crate::tensor::util::dense_array(ctx, 64, &slicing::statics(list)),
        ));
    }
    let props = crate::memref::build::segment_props(rw, &counts, extra);
    let st = OpState {
        props: Some(props),
        ..OpState::new(ctx, name, operands, result_types, loc)
    };
    let new_op = rw.create(st);
    rw.body().results(new_op).next()
}

/// Whether `source` is a valid (possibly rank-reduced) slice of `dest` with static
/// `sizes` (MLIR's `verifyInsertSliceOp`).
fn valid_insert_source(ctx: &Context, source: Type, dest: Type, sizes: &[i64]) -> bool {
    let (TypeKind::RankedTensor { shape, elem, .. }, TypeKind::RankedTensor { elem: de, .. }) =
        (ctx.type_kind(source), ctx.type_kind(dest))
    else {
        return false;
    };
    elem == de && shape.len() <= sizes.len() && rank_reduction_mask(sizes, shape).is_some()
}

/// Casts that only forget static information, on an insert's source or
/// destination, are folded: the insert takes the casts' sources (sizes made static
/// from the source's type) and its result is cast back to the old destination type
/// (MLIR's `InsertSliceOpCastFolder`). Left to the constant folder while an operand
/// is a constant index.
///
/// ```mlir
/// %c = tensor.cast %a : tensor<1x?xf32> to tensor<?x?xf32>
/// %r = tensor.insert_slice %c into %d[%i, %j] [%m, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
/// // becomes
/// %r = tensor.insert_slice %a into %d[%i, %j] [1, %n] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
/// ```
struct InsertSliceOpCastFolder {
    root: &'static str,
}

impl RewritePattern for InsertSliceOpCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "InsertSliceOpCastFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let ctx = rw.ctx;
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        for &v in &operands {
            if ctx.type_kind(rw.body().value_type(v)) == &TypeKind::Index
                && const_int(rw, v).is_some()
            {
                return false;
            }
        }
        let Some(mut slice) = slicing::read(rw, op) else {
            return false;
        };
        let dest = operands[1];
        let cast_source = |rw: &Rewriter<'_>, v: ValueId| {
            let cast = def_named(rw, v, "tensor.cast")?;
            let source = rw.body().operand(cast, 0);
            preserves_static_information(ctx, rw.body().value_type(v), rw.body().value_type(source))
                .then_some(source)
        };
        let (new_src, new_dst) = (cast_source(rw, slice.source), cast_source(rw, dest));
        if new_src.is_none() && new_dst.is_none() {
            return false;
        }
        let src = new_src.unwrap_or(slice.source);
        let dst = new_dst.unwrap_or(dest);
        let (st, dt) = (rw.body().value_type(src), rw.body().value_type(dst));
        let (
            TypeKind::RankedTensor { shape: sshape, .. },
            TypeKind::RankedTensor { shape: dshape, .. },
        ) = (ctx.type_kind(st), ctx.type_kind(dt))
        else {
            return false;
        };
        let mut sizes = slicing::statics(&slice.lists[1]);
        let Some(dropped) = crate::memref::types::rank_reduction_mask_with(&sizes, sshape, true)
        else {
            return false;
        };
        let mut kept = sshape.iter();
        for (i, size) in sizes.iter_mut().enumerate() {
            if dropped[i] {
                continue;
            }
            let Some(&dim) = kept.next() else {
                return false;
            };
            if dim != DYNAMIC {
                *size = dim;
                slice.lists[1][i] = Ofr::Static(dim);
            }
        }
        let offsets = slicing::statics(&slice.lists[0]);
        let strides = slicing::statics(&slice.lists[2]);
        if !valid_insert_source(ctx, st, dt, &sizes)
            || !slicing::in_bounds(dshape, &offsets, &sizes, &strides)
        {
            return false;
        }
        let old_dest_ty = rw.body().value_type(dest);
        let Some(result) = create_insert(rw, op, src, dst, &slice.lists) else {
            rw.erase_op(op);
            return true;
        };
        let result = if rw.body().value_type(result) == old_dest_ty {
            result
        } else {
            let loc = rw.body().op(op).loc;
            create1(rw, "tensor.cast", vec![result], old_dest_ty, loc, None)
        };
        rw.replace_op(op, &[result]);
        true
    }
}

/// Makes the constant offsets, sizes and strides of an insert static, casting the
/// source to the canonical slice type when that changes it (MLIR's
/// `InsertSliceOpConstantArgumentFolder`). Not when the folded slice would run out
/// of the destination's bounds.
///
/// ```mlir
/// %r = tensor.insert_slice %a into %d[%c0, %i] [%c4, 1] [1, 1] : tensor<?x1xf32> into tensor<8x8xf32>
/// // becomes
/// %cast = tensor.cast %a : tensor<?x1xf32> to tensor<4x1xf32>
/// %r = tensor.insert_slice %cast into %d[0, %i] [4, 1] [1, 1] : tensor<4x1xf32> into tensor<8x8xf32>
/// ```
struct InsertSliceOpConstantArgumentFolder {
    root: &'static str,
}

impl RewritePattern for InsertSliceOpConstantArgumentFolder {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "InsertSliceOpConstantArgumentFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let Some(mut slice) = slicing::read(rw, op) else {
            return false;
        };
        if !slicing::fold_first_constant_list(rw, &mut slice.lists) {
            return false;
        }
        let ctx = rw.ctx;
        let dest = rw.body().operand(op, 1);
        let (st, dt) = (
            rw.body().value_type(slice.source),
            rw.body().value_type(dest),
        );
        let (
            TypeKind::RankedTensor { shape: sshape, .. },
            TypeKind::RankedTensor { shape: dshape, .. },
        ) = (ctx.type_kind(st), ctx.type_kind(dt))
        else {
            return false;
        };
        let [offsets, sizes, strides] = slice.lists.each_ref().map(|l| slicing::statics(l));
        if !slicing::in_bounds(dshape, &offsets, &sizes, &strides) {
            return false;
        }
        let Some(canonical) = canonical_slice_type(ctx, dt, &sizes, sshape.len()) else {
            return false;
        };
        let mut source = slice.source;
        if canonical != st {
            set_insertion_for_source_cast(rw, op, self.root == "tensor.parallel_insert_slice");
            let loc = rw.body().op(op).loc;
            source = create1(rw, "tensor.cast", vec![source], canonical, loc, None);
            rw.set_insertion_point_before(op);
        }
        let result = create_insert(rw, op, source, dest, &slice.lists);
        rw.replace_op(op, &result.into_iter().collect::<Vec<_>>());
        true
    }
}

/// When the constant sizes of an insert say more about its source than the
/// source's type does, the source is cast to that more static type (MLIR's
/// `InsertSliceOpSourceCastInserter`; non-rank-reducing inserts).
///
/// ```mlir
/// %r = tensor.insert_slice %a into %d[0, 0] [4, 4] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
/// // becomes
/// %cast = tensor.cast %a : tensor<?x?xf32> to tensor<4x4xf32>
/// %r = tensor.insert_slice %cast into %d[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
/// ```
struct InsertSliceOpSourceCastInserter {
    root: &'static str,
}

impl RewritePattern for InsertSliceOpSourceCastInserter {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "InsertSliceOpSourceCastInserter"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(slice) = slicing::read(rw, op) else {
            return false;
        };
        let ctx = rw.ctx;
        let dest = rw.body().operand(op, 1);
        let st = rw.body().value_type(slice.source);
        let (
            TypeKind::RankedTensor { shape, elem, .. },
            TypeKind::RankedTensor { shape: dshape, .. },
        ) = (ctx.type_kind(st), ctx.type_kind(rw.body().value_type(dest)))
        else {
            return false;
        };
        if shape.len() != dshape.len() || slice.lists[1].len() != shape.len() {
            return false;
        }
        let (shape, elem) = (shape.clone(), *elem);
        let mut new_shape = shape.clone();
        for (i, &size) in slice.lists[1].iter().enumerate() {
            if let Some(c) = slicing::constant(rw, size) {
                if c < 0 {
                    return false;
                }
                new_shape[i] = c;
            }
        }
        let new_ty = ctx.ty(TypeKind::RankedTensor {
            shape: new_shape.clone(),
            elem,
            encoding: None,
        });
        let compatible = shape
            .iter()
            .zip(&new_shape)
            .all(|(&a, &b)| a == b || a == DYNAMIC || b == DYNAMIC);
        if new_ty == st || !preserves_static_information(ctx, st, new_ty) || !compatible {
            return false;
        }
        set_insertion_for_source_cast(rw, op, self.root == "tensor.parallel_insert_slice");
        let loc = rw.body().op(op).loc;
        let cast = create1(rw, "tensor.cast", vec![slice.source], new_ty, loc, None);
        rw.set_insertion_point_before(op);
        let result = create_insert(rw, op, cast, dest, &slice.lists);
        rw.replace_op(op, &result.into_iter().collect::<Vec<_>>());
        true
    }
}

/// A `tensor.cast` of a `tensor.empty` to a more static type is an empty tensor of
/// that type: the cast's static sizes replace size operands (MLIR's
/// `FoldEmptyTensorWithCastOp`; the encoding is dropped, as upstream does).
///
/// ```mlir
/// %e = tensor.empty(%n) : tensor<?x12xf32>
/// %c = tensor.cast %e : tensor<?x12xf32> to tensor<1x12xf32>
/// // becomes
/// %c = tensor.empty() : tensor<1x12xf32>
/// ```
struct FoldEmptyTensorWithCastOp;

impl RewritePattern for FoldEmptyTensorWithCastOp {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.cast")
    }
    fn name(&self) -> &'static str {
        "FoldEmptyTensorWithCastOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let source = rw.body().operand(op, 0);
        let rt = rw.body().value_type(rw.body().result(op, 0));
        if !preserves_static_information(ctx, rw.body().value_type(source), rt) {
            return false;
        }
        let Some(empty) = def_named(rw, source, "tensor.empty") else {
            return false;
        };
        let (
            TypeKind::RankedTensor { shape: old, .. },
            TypeKind::RankedTensor {
                shape: new, elem, ..
            },
        ) = (
            ctx.type_kind(rw.body().value_type(source)),
            ctx.type_kind(rt),
        )
        else {
            return false;
        };
        if old.len() != new.len() {
            return false;
        }
        let operands: Vec<ValueId> = rw.body().operands(empty).collect();
        let mut sizes = operands.into_iter();
        let mut kept = Vec::new();
        for (&o, &n) in old.iter().zip(new) {
            if o != DYNAMIC {
                if n != o {
                    return false;
                }
                continue;
            }
            let Some(v) = sizes.next() else {
                return false;
            };
            if n == DYNAMIC {
                kept.push(v);
            }
        }
        let ty = ctx.ty(TypeKind::RankedTensor {
            shape: new.clone(),
            elem: *elem,
            encoding: None,
        });
        drop(sizes);
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let v = create1(rw, "tensor.empty", kept, ty, loc, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// A `tensor.bitcast` of a `tensor.bitcast` casts the first source (MLIR's
/// `ChainedTensorBitcast`).
///
/// ```mlir
/// %0 = tensor.bitcast %t : tensor<2xi32> to tensor<2xui32>
/// %1 = tensor.bitcast %0 : tensor<2xui32> to tensor<2xf32>
/// // becomes
/// %1 = tensor.bitcast %t : tensor<2xi32> to tensor<2xf32>
/// ```
struct ChainedTensorBitcast;

impl RewritePattern for ChainedTensorBitcast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.bitcast")
    }
    fn name(&self) -> &'static str {
        "ChainedTensorBitcast"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let source = rw.body().operand(op, 0);
        let Some(inner) = def_named(rw, source, "tensor.bitcast") else {
            return false;
        };
        let first = rw.body().operand(inner, 0);
        let rt = rw.body().value_type(rw.body().result(op, 0));
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let v = create1(rw, "tensor.bitcast", vec![first], rt, loc, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// A `tensor.concat` of one tensor is that tensor, cast to the result type (MLIR's
/// `SingleInputConcatOp`).
///
/// ```mlir
/// %c = tensor.concat dim(2) %t : (tensor<1x2x?xi32>) -> tensor<1x2x3xi32>
/// // becomes
/// %c = tensor.cast %t : tensor<1x2x?xi32> to tensor<1x2x3xi32>
/// ```
struct SingleInputConcatOp;

impl RewritePattern for SingleInputConcatOp {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.concat")
    }
    fn name(&self) -> &'static str {
        "SingleInputConcatOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if rw.body().num_operands(op) != 1 {
            return false;
        }
        let input = rw.body().operand(op, 0);
        let rt = rw.body().value_type(rw.body().result(op, 0));
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let v = create1(rw, "tensor.cast", vec![input], rt, loc, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// The init operand a result of a destination-style op ties to (MLIR's
/// `DestinationStyleOpInterface::getDpsInitOperand`): the `result`-th init of a
/// linalg structured op or of `scf.forall` (its shared outputs), the destination of
/// `tensor.insert`, `tensor.insert_slice`, `bufferization.materialize_in_destination`
/// and `vector.transfer_write`.
fn tied_init(rw: &Rewriter<'_>, op: OpId, result: usize) -> Option<ValueId> {
    let body = rw.body();
    match rw.ctx.str(body.op(op).name) {
        "tensor.insert"
        | "tensor.insert_slice"
        | "bufferization.materialize_in_destination"
        | "vector.transfer_write" => (result == 0).then(|| body.operand(op, 1)),
        "scf.forall" => {
            let segs = crate::scf::segments(rw.ctx, rw.ir(), (rw.body_id(), op), 4)?;
            let start = segs[0] + segs[1] + segs[2];
            (result < segs[3]).then(|| body.operand(op, start + result))
        }
        name if name.starts_with("linalg.") => {
            let inits = dps_inits(rw, op)?;
            inits.clone().nth(result).map(|i| body.operand(op, i))
        }
        _ => None,
    }
}

/// `tensor.dim` of a destination-style op's result asks its tied init (MLIR's
/// `DimOfDestStyleOp`; in place).
///
/// ```mlir
/// %r = linalg.copy ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) -> tensor<?xf32>
/// %d = tensor.dim %r, %c0 : tensor<?xf32>
/// // becomes
/// %d = tensor.dim %b, %c0 : tensor<?xf32>
/// ```
struct DimOfDestStyleOp;

impl RewritePattern for DimOfDestStyleOp {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn name(&self) -> &'static str {
        "DimOfDestStyleOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let source = rw.body().operand(op, 0);
        let Some(producer) = rw.body().defining_op(source) else {
            return false;
        };
        let Some(index) = rw.body().results(producer).position(|r| r == source) else {
            return false;
        };
        let Some(init) = tied_init(rw, producer, index) else {
            return false;
        };
        rw.modify(op, |b| {
            b.set_operand(op, 0, init);
        });
        true
    }
}

/// `tensor.extract` of an `arith.index_cast` of a tensor extracts first and casts
/// the element (MLIR's `ExtractElementFromIndexCast`).
///
/// ```mlir
/// %c = arith.index_cast %t : tensor<1xi32> to tensor<1xindex>
/// %e = tensor.extract %c[%i] : tensor<1xindex>
/// // becomes
/// %extracted = tensor.extract %t[%i] : tensor<1xi32>
/// %e = arith.index_cast %extracted : i32 to index
/// ```
struct ExtractElementFromIndexCast;

impl RewritePattern for ExtractElementFromIndexCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract")
    }
    fn name(&self) -> &'static str {
        "ExtractElementFromIndexCast"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let tensor = rw.body().operand(op, 0);
        let Some(cast) = def_named(rw, tensor, "arith.index_cast") else {
            return false;
        };
        let input = rw.body().operand(cast, 0);
        let elem = match ctx.type_kind(rw.body().value_type(input)) {
            TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => *elem,
            _ => return false,
        };
        let mut operands: Vec<ValueId> = rw.body().operands(op).collect();
        operands[0] = input;
        let rt = rw.body().value_type(rw.body().result(op, 0));
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let e = create1(rw, "tensor.extract", operands, elem, loc, None);
        let v = create1(rw, "arith.index_cast", vec![e], rt, loc, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// Adds the tensor canonicalization patterns to `set`, in MLIR's order (by op name).
pub fn patterns(set: &mut PatternSet) {
    set.add(ChainedTensorBitcast);
    set.add(ChainedTensorCast);
    set.add(TensorCastExtractSlice);
    crate::reshape::patterns(set, "tensor");
    set.add(SingleInputConcatOp);
    set.add(DimOfCastOp);
    set.add(DimOfDestStyleOp);
    set.add(DimOfReshapeOp);
    set.add(FoldEmptyTensorWithCastOp);
    set.add(ReplaceEmptyTensorStaticShapeDims);
    set.add(FoldEmptyTensorWithDimOp);
    set.add(ExtractFromTensorCast);
    set.add(ExtractElementFromIndexCast);
    set.add(ExtractSliceConstantArgumentFolder);
    set.add(ExtractSliceOpCastFolder);
    set.add(ExtractFromTensorGenerate);
    set.add(StaticTensorGenerate);
    super::pad::patterns(set);
    for root in ["tensor.insert_slice", "tensor.parallel_insert_slice"] {
        set.add(InsertSliceOpConstantArgumentFolder { root });
        set.add(InsertSliceOpCastFolder { root });
        set.add(InsertSliceOpSourceCastInserter { root });
    }
    // The tensor dialect's own pattern, for every destination-style op.
    let dps = [
        "tensor.insert",
        "bufferization.materialize_in_destination",
        "vector.transfer_write",
    ];
    for root in dps.into_iter().chain(crate::linalg::structured_op_names()) {
        set.add(FoldTensorCastProducerOp { root });
    }
}
