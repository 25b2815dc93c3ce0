//! Canonicalization patterns of the memref dialect (what MLIR's
//! `getCanonicalizationPatterns` registers for memref ops), applied by the
//! `canonicalize` pass: constant sizes of allocations become static, allocations
//! nobody reads are erased, no-op copies go away and `memref.dim` of a
//! `memref.reshape` reads the shape operand.
//!
//! ```mlir
//! %c4 = arith.constant 4 : index
//! %a = memref.alloc(%c4) : memref<?xf32>
//! // becomes
//! %alloc = memref.alloc() : memref<4xf32>
//! %a = memref.cast %alloc : memref<4xf32> to memref<?xf32>
//! ```

use super::asm::{memref_parts, prop, segments};
use super::build::{create1, fold_constant_sizes, segment_props};
use super::types::{can_fold_into_consumer, memref_rank_reduction_mask, subview_type, with_shape};
use crate::slicing::{self, Ofr};
use rmlir_ir::{OpId, TypeKind, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

fn op_name<'a>(rw: &'a Rewriter<'_>, op: OpId) -> &'a str {
    rw.ctx.str(rw.body().op(op).name)
}

/// The defining op of `v` when it is named `name`.
fn def_of(rw: &Rewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let d = rw.body().defining_op(v)?;
    (op_name(rw, d) == name).then_some(d)
}

/// Folds constant, non-negative dynamic sizes of an `alloc`/`alloca` into its type
/// and casts the new allocation back to the old type (MLIR's `SimplifyAllocConst`).
///
/// ```mlir
/// %c4 = arith.constant 4 : index
/// %a = memref.alloc(%c4, %n) : memref<?x?xf32>
/// // becomes
/// %alloc = memref.alloc(%n) : memref<4x?xf32>
/// %a = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
/// ```
struct SimplifyAllocConst {
    root: &'static str,
}

impl RewritePattern for SimplifyAllocConst {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "SimplifyAllocConst"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let Some(segs) = segments(rw.ctx, rw.ir(), (rw.body_id(), op)) else {
            return false;
        };
        let [dyns, syms] = segs.as_slice() else {
            return false;
        };
        let (dyns, syms) = (dyns.clone(), syms.clone());
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let Some(m) = memref_parts(rw.ctx, ty) else {
            return false;
        };
        let Some((shape, kept)) = fold_constant_sizes(rw, m.shape, &dyns) else {
            return false;
        };
        let Some(new_ty) = with_shape(rw.ctx, ty, shape) else {
            return false;
        };
        let ctx = rw.ctx;
        let mut extra = Vec::new();
        if let Some(a) = prop(ctx, rw.ir(), (rw.body_id(), op), "alignment") {
            extra.push((ctx.sym("alignment"), a));
        }
        let props = segment_props(rw, &[kept.len(), syms.len()], extra);
        let loc = rw.body().op(op).loc;
        let mut operands = kept;
        operands.extend(syms);
        let alloc = create1(rw, self.root, operands, new_ty, loc, Some(props));
        let cast = create1(rw, "memref.cast", vec![alloc], ty, loc, None);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// Erases an allocation whose only users are deallocations and stores into it,
/// with those users (MLIR's `SimplifyDeadAlloc`; also for `realloc`).
///
/// ```mlir
/// %a = memref.alloc() : memref<4xf32>
/// memref.store %v, %a[%i] : memref<4xf32>
/// memref.dealloc %a : memref<4xf32>
/// // all three are erased
/// ```
struct SimplifyDeadAlloc {
    root: &'static str,
}

impl RewritePattern for SimplifyDeadAlloc {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "SimplifyDeadAlloc"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let alloc = rw.body().result(op, 0);
        let mut users = Vec::new();
        for u in rw.body().uses(alloc) {
            let user = rw.body().operand_owner(u);
            let ok = match op_name(rw, user) {
                "memref.store" => rw.body().operand(user, 0) != alloc,
                "memref.dealloc" => true,
                _ => false,
            };
            if !ok {
                return false;
            }
            if !users.contains(&user) {
                users.push(user);
            }
        }
        for user in users {
            rw.erase_op(user);
        }
        rw.erase_op(op);
        true
    }
}

/// A `memref.copy` from a memref to itself does nothing (MLIR's `FoldSelfCopy`).
///
/// ```mlir
/// memref.copy %a, %a : memref<4xf32> to memref<4xf32>   // erased
/// ```
struct FoldSelfCopy;

impl RewritePattern for FoldSelfCopy {
    fn root(&self) -> Option<&'static str> {
        Some("memref.copy")
    }
    fn name(&self) -> &'static str {
        "FoldSelfCopy"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let b = rw.body();
        if b.num_operands(op) != 2 || b.operand(op, 0) != b.operand(op, 1) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

/// A `memref.copy` from or to a memref with a zero-sized dimension copies nothing
/// (MLIR's `FoldEmptyCopy`).
///
/// ```mlir
/// memref.copy %a, %b : memref<0x4xf32> to memref<0x4xf32>   // erased
/// ```
struct FoldEmptyCopy;

impl RewritePattern for FoldEmptyCopy {
    fn root(&self) -> Option<&'static str> {
        Some("memref.copy")
    }
    fn name(&self) -> &'static str {
        "FoldEmptyCopy"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let empty = rw.body().operands(op).any(|v| {
            matches!(rw.ctx.type_kind(rw.body().value_type(v)),
                TypeKind::MemRef { shape, .. } if shape.contains(&0))
        });
        if !empty {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

/// `memref.dim` of a `memref.reshape` loads the size from the shape operand, right
/// after the reshape, when the index is available there (MLIR's
/// `DimOfMemRefReshape`).
///
/// ```mlir
/// %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
/// %d = memref.dim %r, %c1 : memref<?x?xf32>
/// // becomes
/// %d = memref.load %shape[%c1] : memref<2xindex>
/// ```
struct DimOfMemRefReshape;

impl RewritePattern for DimOfMemRefReshape {
    fn root(&self) -> Option<&'static str> {
        Some("memref.dim")
    }
    fn name(&self) -> &'static str {
        "DimOfMemRefReshape"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let (source, index) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        let Some(reshape) = def_of(rw, source, "memref.reshape") else {
            return false;
        };
        if !index_available_at(rw, index, op, reshape) {
            return false;
        }
        let shape = rw.body().operand(reshape, 1);
        let loc = rw.body().op(op).loc;
        let elem = match rw.ctx.type_kind(rw.body().value_type(shape)) {
            TypeKind::MemRef { elem, .. } => *elem,
            _ => return false,
        };
        let dim_ty = rw.body().value_type(rw.body().result(op, 0));
        rw.set_insertion_point_after(reshape);
        let mut v = create1(rw, "memref.load", vec![shape, index], elem, loc, None);
        if elem != dim_ty {
            v = create1(rw, "arith.index_cast", vec![v], dim_ty, loc, None);
        }
        rw.replace_op(op, &[v]);
        true
    }
}

/// MLIR's cheap dominance check of `DimOfMemRefReshape`: the index is defined
/// before the reshape in its block, or (when dim and reshape are in different
/// blocks) in a region that properly contains the reshape's region.
fn index_available_at(rw: &Rewriter<'_>, index: ValueId, dim: OpId, reshape: OpId) -> bool {
    let b = rw.body();
    let reshape_block = b.op_block(reshape);
    if b.value_block(index) == reshape_block {
        return match b.defining_op(index) {
            Some(d) => !op_is_before(rw, reshape, d),
            None => true,
        };
    }
    if b.op_block(dim) == reshape_block {
        return true;
    }
    let Some(index_region) = b.value_block(index).and_then(|bl| b.block_region(bl)) else {
        return false;
    };
    // Walk up from the reshape's region to see whether the index's region contains
    // it (properly: the regions differ here since the blocks differ or not).
    let mut region = b.op_region(reshape);
    while let Some(r) = region {
        let Some(parent) = b.region_parent(r) else {
            return false;
        };
        region = b.op_region(parent);
        if region == Some(index_region) {
            return true;
        }
    }
    false
}

/// Whether `a` is before `b` in their common block (read-only order walk).
fn op_is_before(rw: &Rewriter<'_>, a: OpId, b: OpId) -> bool {
    let body = rw.body();
    let mut cur = body.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.next_op(o);
    }
    false
}

/// The dims a subview of a `source`-typed memref with static `sizes` drops in its
/// result type (MLIR's `SubViewOp::getDroppedDims`, strides deciding between unit
/// dims).
fn dropped_dims(
    rw: &Rewriter<'_>,
    op: OpId,
    source: rmlir_ir::Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let rt = rw.body().value_type(rw.body().result(op, 0));
    memref_rank_reduction_mask(rw.ctx, source, rt, sizes)
}

/// Makes the constant offsets, sizes and strides of a `memref.subview` static, with
/// the result type inferred for them, and casts back to the old type (MLIR's
/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` with
/// `SubViewReturnTypeCanonicalizer`). Not when the folded slice would run out of
/// bounds.
///
/// ```mlir
/// %s = memref.subview %m[%c0, %c4] [%c4, %c4] [1, 1]
///     : memref<16x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
/// // becomes
/// %subview = memref.subview %m[0, 4] [4, 4] [1, 1]
///     : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 4>>
/// %s = memref.cast %subview : memref<4x4xf32, strided<[16, 1], offset: 4>>
///     to memref<?x?xf32, strided<[16, 1], offset: ?>>
/// ```
struct SubViewConstantArgumentFolder;

impl RewritePattern for SubViewConstantArgumentFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.subview")
    }
    fn name(&self) -> &'static str {
        "OpWithOffsetSizesAndStridesConstantArgumentFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let Some(mut slice) = slicing::read(rw, op) else {
            return false;
        };
        let old_sizes = slicing::statics(&slice.lists[1]);
        if !slicing::fold_first_constant_list(rw, &mut slice.lists) {
            return false;
        }
        let ctx = rw.ctx;
        let st = rw.body().value_type(slice.source);
        let Some(m) = memref_parts(ctx, st) else {
            return false;
        };
        let [offsets, sizes, strides] = slice.lists.each_ref().map(|l| slicing::statics(l));
        if !slicing::in_bounds(m.shape, &offsets, &sizes, &strides) {
            return false;
        }
        let source_ty = rw.body().value_type(slice.source);
        let Some(dropped) = dropped_dims(rw, op, source_ty, &old_sizes) else {
            return false;
        };
        let Some(ty) = subview_type(ctx, st, [&offsets, &sizes, &strides], &dropped) else {
            return false;
        };
        let old = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op(op).loc;
        let sub = slicing::create(rw, "memref.subview", slice.source, &slice.lists, ty, loc);
        let cast = create1(rw, "memref.cast", vec![sub], old, loc, None);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// A `memref.subview` of a `memref.cast` that only forgets static information
/// takes the cast's source, and the new subview is cast back to the old type
/// (MLIR's `SubViewOpMemRefCastFolder`). Left to the constant folder while any
/// operand is a constant.
///
/// ```mlir
/// %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
/// %s = memref.subview %c[0, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1]>>
/// // becomes
/// %subview = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1]>>
/// %s = memref.cast %subview : memref<4x4xf32, strided<[16, 1]>> to memref<4x4xf32, strided<[?, 1]>>
/// ```
struct SubViewOpMemRefCastFolder;

impl RewritePattern for SubViewOpMemRefCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.subview")
    }
    fn name(&self) -> &'static str {
        "SubViewOpMemRefCastFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        for v in operands {
            if rw.ctx.type_kind(rw.body().value_type(v)) == &TypeKind::Index
                && crate::memref::build::const_int(rw, v).is_some()
            {
                return false;
            }
        }
        let Some(slice) = slicing::read(rw, op) else {
            return false;
        };
        let Some(cast) = def_of(rw, slice.source, "memref.cast") else {
            return false;
        };
        let ctx = rw.ctx;
        let cast_source = rw.body().operand(cast, 0);
        let cast_source_ty = rw.body().value_type(cast_source);
        if !can_fold_into_consumer(ctx, cast_source_ty, rw.body().value_type(slice.source)) {
            return false;
        }
        let [offsets, sizes, strides] = slice.lists.each_ref().map(|l| slicing::statics(l));
        let Some(dropped) = dropped_dims(rw, op, rw.body().value_type(slice.source), &sizes) else {
            return false;
        };
        let Some(ty) = subview_type(ctx, cast_source_ty, [&offsets, &sizes, &strides], &dropped)
        else {
            return false;
        };
        let old = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op(op).loc;
        let sub = slicing::create(rw, "memref.subview", cast_source, &slice.lists, ty, loc);
        let cast = create1(rw, "memref.cast", vec![sub], old, loc, None);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// A `memref.subview` that takes all of its source (zero offsets, unit strides,
/// sizes equal to the static source shape, no rank reduction) is its source, cast
/// when the types differ (MLIR's `TrivialSubViewOpFolder`).
///
/// ```mlir
/// %s = memref.subview %m[0, 0] [16, 16] [1, 1] : memref<16x16xf32> to memref<16x16xf32, strided<[16, 1]>>
/// // becomes
/// %s = memref.cast %m : memref<16x16xf32> to memref<16x16xf32, strided<[16, 1]>>
/// ```
struct TrivialSubViewOpFolder;

impl RewritePattern for TrivialSubViewOpFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.subview")
    }
    fn name(&self) -> &'static str {
        "TrivialSubViewOpFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let Some(slice) = slicing::read(rw, op) else {
            return false;
        };
        let ctx = rw.ctx;
        let st = rw.body().value_type(slice.source);
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let (Some(s), Some(r)) = (memref_parts(ctx, st), memref_parts(ctx, rt)) else {
            return false;
        };
        if s.shape.len() != r.shape.len() {
            return false;
        }
        let shape = s.shape.to_vec();
        let all = |rw: &mut Rewriter<'_>, list: &[Ofr], want: &dyn Fn(usize) -> i64| {
            list.iter()
                .enumerate()
                .all(|(i, &o)| slicing::constant(rw, o) == Some(want(i)))
        };
        if !all(rw, &slice.lists[0], &|_| 0)
            || !all(rw, &slice.lists[2], &|_| 1)
            || !all(rw, &slice.lists[1], &|i| shape[i])
        {
            return false;
        }
        if st == rt {
            rw.replace_op(op, &[slice.source]);
        } else {
            let loc = rw.body().op(op).loc;
            let cast = create1(rw, "memref.cast", vec![slice.source], rt, loc, None);
            rw.replace_op(op, &[cast]);
        }
        true
    }
}

/// MLIR's `constifyIndexValues`: each entry that `statics` knows statically, or
/// that a constant defines, becomes static.
fn constify(rw: &mut Rewriter<'_>, list: &mut [Ofr], statics: &[i64]) {
    for (o, &s) in list.iter_mut().zip(statics) {
        if s != rmlir_ir::types::DYNAMIC {
            *o = Ofr::Static(s);
        } else if let Some(c) = slicing::constant(rw, *o) {
            *o = Ofr::Static(c);
        }
    }
}

/// The offset, sizes and strides of a `memref.reinterpret_cast` with what its
/// result type states statically (MLIR's `getConstifiedMixed*`).
fn constified_reinterpret(rw: &mut Rewriter<'_>, op: OpId) -> Option<slicing::Slice> {
    let mut slice = slicing::read(rw, op)?;
    let rt = rw.body().value_type(rw.body().result(op, 0));
    let shape = memref_parts(rw.ctx, rt)?.shape.to_vec();
    let (strides, offset) = super::types::strides_and_offset(rw.ctx, rt)?;
    let [o, sz, st] = &mut slice.lists;
    constify(rw, o, &[offset]);
    constify(rw, sz, &shape);
    constify(rw, st, &strides);
    Some(slice)
}

/// A `memref.reinterpret_cast` of the base of a `memref.extract_strided_metadata`
/// that rebuilds the same offset, sizes and strides is the metadata's source (cast
/// when the types differ); otherwise it reinterprets that source directly (MLIR's
/// `ReinterpretCastOpExtractStridedMetadataFolder`).
///
/// ```mlir
/// %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> ...
/// %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : ...
/// // %r becomes %m
/// ```
struct ReinterpretCastOpExtractStridedMetadataFolder;

impl RewritePattern for ReinterpretCastOpExtractStridedMetadataFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.reinterpret_cast")
    }
    fn name(&self) -> &'static str {
        "ReinterpretCastOpExtractStridedMetadataFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let source = rw.body().operand(op, 0);
        let Some(meta) = def_of(rw, source, "memref.extract_strided_metadata") else {
            return false;
        };
        let ctx = rw.ctx;
        let original = rw.body().operand(meta, 0);
        let ot = rw.body().value_type(original);
        let results: Vec<ValueId> = rw.body().results(meta).collect();
        let (Some(m), Some((strides, offset))) = (
            memref_parts(ctx, ot).map(|m| m.shape.to_vec()),
            super::types::strides_and_offset(ctx, ot),
        ) else {
            return false;
        };
        let rank = m.len();
        if results.len() != 2 + 2 * rank {
            return false;
        }
        let values = |range: std::ops::Range<usize>| -> Vec<Ofr> {
            results[range].iter().map(|&v| Ofr::Value(v)).collect()
        };
        let (mut mo, mut ms, mut mst) = (
            values(1..2),
            values(2..2 + rank),
            values(2 + rank..2 + 2 * rank),
        );
        constify(rw, &mut mo, &[offset]);
        constify(rw, &mut ms, &m);
        constify(rw, &mut mst, &strides);
        let Some(mine) = constified_reinterpret(rw, op) else {
            return false;
        };
        let noop = mine.lists[2] == mst && mine.lists[1] == ms && mine.lists[0] == mo;
        if !noop {
            rw.modify(op, |b| {
                b.set_operand(op, 0, original);
            });
            return true;
        }
        let rt = rw.body().value_type(rw.body().result(op, 0));
        if ot == rt {
            rw.replace_op(op, &[original]);
        } else {
            rw.set_insertion_point_before(op);
            let loc = rw.body().op(op).loc;
            let cast = create1(rw, "memref.cast", vec![original], rt, loc, None);
            rw.replace_op(op, &[cast]);
        }
        true
    }
}

/// The offset, sizes and strides of a `memref.reinterpret_cast` that constants or
/// its result type fix become static, with the inferred result type and a cast back
/// (MLIR's `ReinterpretCastOpConstantFolder`).
///
/// ```mlir
/// %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
/// // becomes
/// %reinterpret_cast = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1]>>
/// %r = memref.cast %reinterpret_cast : memref<4xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
/// ```
struct ReinterpretCastOpConstantFolder;

impl RewritePattern for ReinterpretCastOpConstantFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.reinterpret_cast")
    }
    fn name(&self) -> &'static str {
        "ReinterpretCastOpConstantFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(before) = slicing::read(rw, op) else {
            return false;
        };
        let Some(after) = constified_reinterpret(rw, op) else {
            return false;
        };
        let statics = |s: &slicing::Slice| {
            s.lists
                .iter()
                .flatten()
                .filter(|o| matches!(o, Ofr::Static(_)))
                .count()
        };
        if statics(&before) == statics(&after) {
            return false;
        }
        let ctx = rw.ctx;
        let source = before.source;
        let Some(src) = memref_parts(ctx, rw.body().value_type(source)).map(|m| (m.elem, m.space))
        else {
            return false;
        };
        let [offsets, sizes, strides] = after.lists.each_ref().map(|l| slicing::statics(l));
        let layout = ctx.attr(rmlir_ir::AttrKind::Strided {
            offset: offsets.first().copied().unwrap_or(0),
            strides,
        });
        let ty = ctx.ty(TypeKind::MemRef {
            shape: sizes,
            elem: src.0,
            layout: Some(layout),
            memory_space: src.1,
        });
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let old = rw.body().value_type(rw.body().result(op, 0));
        let v = slicing::create(rw, "memref.reinterpret_cast", source, &after.lists, ty, loc);
        let cast = create1(rw, "memref.cast", vec![v], old, loc, None);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// Adds the memref canonicalization patterns to `set`, in MLIR's order (by op name).
pub fn patterns(set: &mut PatternSet) {
    set.add(SimplifyAllocConst {
        root: "memref.alloc",
    });
    set.add(SimplifyDeadAlloc {
        root: "memref.alloc",
    });
    set.add(SimplifyAllocConst {
        root: "memref.alloca",
    });
    set.add(SimplifyDeadAlloc {
        root: "memref.alloca",
    });
    set.add(FoldEmptyCopy);
    set.add(FoldSelfCopy);
    set.add(DimOfMemRefReshape);
    set.add(SimplifyDeadAlloc {
        root: "memref.realloc",
    });
    set.add(ReinterpretCastOpExtractStridedMetadataFolder);
    set.add(ReinterpretCastOpConstantFolder);
    crate::reshape::patterns(set, "memref");
    set.add(SubViewConstantArgumentFolder);
    set.add(SubViewOpMemRefCastFolder);
    set.add(TrivialSubViewOpFolder);
}
