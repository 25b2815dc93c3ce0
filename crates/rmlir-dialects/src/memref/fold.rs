//! Folders of the memref ops (the `fold` methods of MLIR's `MemRefOps.cpp`).
//!
//! Most of them are one rule, MLIR's `foldMemRefCast`: an op that only reads or
//! writes through a memref does not care that the memref was `memref.cast` from a
//! ranked one, so it uses the cast's source directly (in place):
//!
//! ```mlir
//! %c = memref.cast %m : memref<4xf32> to memref<?xf32>
//! %v = memref.load %c[%i] : memref<?xf32>
//! // folds to
//! %v = memref.load %m[%i] : memref<4xf32>
//! ```
//!
//! `memref.dim` folds to a constant for static sizes and to the size operand of the
//! op that made a dynamic one; `memref.cast` also folds casts of casts and identity
//! casts (the `CastOpInterface` trait fold).

use super::asm::{prop, segments};
use super::types::{can_fold_into_consumer, dynamic_dim_index, ranked_shape};
use crate::slicing::{self, Ofr};
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, OpId, TypeKind, ValueId};

/// The name of the op defining `v`, with the op.
fn def_named<'a>(cx: &'a FoldCx<'_>, v: ValueId) -> Option<(OpId, &'a str)> {
    let b = cx.ir.body(cx.body);
    let d = b.defining_op(v)?;
    Some((d, cx.ctx.str(b.op(d).name)))
}

/// MLIR's `foldMemRefCast`: every operand (other than `inner`) defined by a
/// `memref.cast` of a ranked memref reads the cast's source instead. Returns
/// whether an operand changed.
pub(crate) fn fold_memref_cast(cx: &mut FoldCx<'_>, op: OpId, inner: Option<ValueId>) -> bool {
    // Slot ids stay put when an operand's value is replaced.
    let slots = cx.ir.body(cx.body).operand_ids(op);
    let mut folded = false;
    for slot in slots {
        let v = cx.ir.body(cx.body).operand_value(slot);
        if Some(v) == inner {
            continue;
        }
        let Some((cast, "memref.cast")) = def_named(cx, v) else {
            continue;
        };
        let b = cx.ir.body(cx.body);
        let source = b.operand(cast, 0);
        if matches!(
            cx.ctx.type_kind(b.value_type(source)),
            TypeKind::UnrankedMemRef { .. }
        ) {
            continue;
        }
        cx.ir.body_mut(cx.body).set_operand_value(slot, source);
        folded = true;
    }
    folded
}

/// In-place `foldMemRefCast` as a whole fold.
fn in_place(changed: bool) -> Folded {
    if changed { Folded::InPlace } else { Folded::No }
}

/// `memref.load`, `memref.dealloc`, `memref.prefetch`, `memref.dma_start`,
/// `memref.dma_wait`: see [`fold_memref_cast`].
pub fn fold_cast_operands(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    in_place(fold_memref_cast(cx, op, None))
}

/// `memref.store` and `memref.atomic_rmw`: [`fold_memref_cast`] on every operand but
/// the stored value (operand 0).
pub fn fold_cast_operands_but_value(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let value = cx.ir.body(cx.body).operand(op, 0);
    in_place(fold_memref_cast(cx, op, Some(value)))
}

/// `memref.cast`: a cast of a cast casts the first source, and a cast to the
/// source's own type is that source.
///
/// ```mlir
/// %1 = memref.cast %0 : memref<4xf32> to memref<?xf32>
/// %2 = memref.cast %1 : memref<?xf32> to memref<4xf32>   // folds to %0
/// ```
pub fn cast(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let changed = fold_memref_cast(cx, op, None);
    let b = cx.ir.body(cx.body);
    let source = b.operand(op, 0);
    if b.value_type(source) == b.value_type(b.result(op, 0)) {
        return Folded::value(source);
    }
    in_place(changed)
}

/// `memref.copy`: the first operand that is a cast only forgetting static
/// information reads the cast's source (MLIR's `foldCopyOfCast`).
///
/// ```mlir
/// %c = memref.cast %a : memref<4xf32> to memref<?xf32>
/// memref.copy %c, %b : memref<?xf32> to memref<?xf32>
/// // folds to
/// memref.copy %a, %b : memref<4xf32> to memref<?xf32>
/// ```
pub fn copy(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let slots: Vec<_> = cx.ir.body(cx.body).operand_ids(op).collect();
    for slot in slots {
        let v = cx.ir.body(cx.body).operand_value(slot);
        let Some((cast, "memref.cast")) = def_named(cx, v) else {
            continue;
        };
        let b = cx.ir.body(cx.body);
        let source = b.operand(cast, 0);
        if can_fold_into_consumer(cx.ctx, b.value_type(source), b.value_type(v)) {
            cx.ir.body_mut(cx.body).set_operand_value(slot, source);
            return Folded::InPlace;
        }
    }
    Folded::No
}

/// The dynamic size operands of the op defining `v` when it is an `alloc`,
/// `alloca` or `view` (in dimension order).
fn dynamic_sizes_of_def(cx: &FoldCx<'_>, v: ValueId) -> Option<Vec<ValueId>> {
    let (def, name) = def_named(cx, v)?;
    let body = cx.ir.body(cx.body);
    match name {
        "memref.alloc" | "memref.alloca" => {
            segments(cx.ctx, cx.ir, (cx.body, def))?.into_iter().next()
        }
        "memref.view" => Some(body.operands(def).skip(2).collect()),
        _ => None,
    }
}

/// The dynamic sizes of a `memref.subview` (its sizes operand group).
fn subview_dynamic_sizes(cx: &FoldCx<'_>, v: ValueId) -> Option<Vec<ValueId>> {
    let (def, "memref.subview") = def_named(cx, v)? else {
        return None;
    };
    segments(cx.ctx, cx.ir, (cx.body, def))?.get(2).cloned()
}

/// `memref.dim` with a constant index: a static size is a constant, a dynamic size
/// of an `alloc`/`alloca`/`view`/`subview` result is the matching size operand;
/// otherwise a cast source is read directly.
///
/// ```mlir
/// %m = memref.alloc(%n) : memref<4x?xf32>
/// %0 = memref.dim %m, %c0 : memref<4x?xf32>   // folds to 4
/// %1 = memref.dim %m, %c1 : memref<4x?xf32>   // folds to %n
/// ```
pub fn dim(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some(AttrKind::Integer { value: index, .. }) = cx
        .operands
        .get(1)
        .copied()
        .flatten()
        .map(|a| cx.ctx.attr_kind(a))
    else {
        return Folded::No;
    };
    let index = *index;
    let b = cx.ir.body(cx.body);
    let source = b.operand(op, 0);
    let st = b.value_type(source);
    let Some(TypeKind::MemRef { shape, .. }) = Some(cx.ctx.type_kind(st)) else {
        return Folded::No;
    };
    if index < 0 || index >= shape.len() as i128 {
        return Folded::No;
    }
    let dim = index as usize;
    if shape[dim] != DYNAMIC {
        let idx = cx.ctx.index_type();
        return Folded::attr(cx.ctx.int_attr(idx, shape[dim] as i128));
    }
    let k = dynamic_dim_index(shape, dim);
    if let Some(sizes) = dynamic_sizes_of_def(cx, source)
        && let Some(&v) = sizes.get(k)
    {
        return Folded::value(v);
    }
    if let Some(sizes) = subview_dynamic_sizes(cx, source) {
        return match sizes.get(k) {
            Some(&v) => Folded::value(v),
            None => Folded::No,
        };
    }
    in_place(fold_memref_cast(cx, op, None))
}

/// `memref.rank` of a ranked memref is its rank.
///
/// ```mlir
/// %r = memref.rank %m : memref<?x4xf32>   // folds to 2
/// ```
pub fn rank(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let t = b.value_type(b.operand(op, 0));
    match ranked_shape(cx.ctx, t) {
        Some(shape) => {
            let idx = cx.ctx.index_type();
            Folded::attr(cx.ctx.int_attr(idx, shape.len() as i128))
        }
        None => Folded::No,
    }
}

/// `memref.assume_alignment` of an `assume_alignment` with the same alignment is
/// that op's result.
///
/// ```mlir
/// %a = memref.assume_alignment %m, 16 : memref<4xf32>
/// %b = memref.assume_alignment %a, 16 : memref<4xf32>   // folds to %a
/// ```
pub fn assume_alignment(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let source = cx.ir.body(cx.body).operand(op, 0);
    let Some((def, "memref.assume_alignment")) = def_named(cx, source) else {
        return Folded::No;
    };
    let align = |o| prop(cx.ctx, cx.ir, (cx.body, o), "alignment");
    if align(def).is_some() && align(def) == align(op) {
        Folded::value(source)
    } else {
        Folded::No
    }
}

/// `memref.subview` (MLIR's `SubViewOp::fold`): a subview whose type is its
/// source's, with a static shape and a layout that is static (or not strided), is
/// the source; so is a subview of a subview to the same type that takes all of it
/// (zero offsets, unit strides, the inner subview's sizes).
///
/// ```mlir
/// %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32>
/// // folds to %m
/// ```
pub fn subview(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let source = b.operand(op, 0);
    let (st, rt) = (b.value_type(source), b.value_type(b.result(op, 0)));
    if st != rt {
        return Folded::No;
    }
    if let TypeKind::MemRef { shape, layout, .. } = cx.ctx.type_kind(rt) {
        let static_layout = match layout.map(|l| cx.ctx.attr_kind(l)) {
            Some(AttrKind::Strided { offset, strides }) => {
                *offset != DYNAMIC && !strides.contains(&DYNAMIC)
            }
            _ => true,
        };
        if !shape.contains(&DYNAMIC) && static_layout {
            return Folded::value(source);
        }
    }
    let Some((inner, "memref.subview")) = def_named(cx, source) else {
        return Folded::No;
    };
    let (Some(outer), Some(inner)) = (
        slicing::read_at(cx.ctx, cx.ir, (cx.body, op)),
        slicing::read_at(cx.ctx, cx.ir, (cx.body, inner)),
    ) else {
        return Folded::No;
    };
    let mut takes_all = outer.lists[1] == inner.lists[1];
    for (list, want) in [(&outer.lists[0], 0), (&outer.lists[2], 1)] {
        for o in list {
            takes_all &= match *o {
                Ofr::Static(s) => s == want,
                Ofr::Value(v) => int_constant(cx, v) == Some(want),
            };
        }
    }
    if takes_all {
        return Folded::value(source);
    }
    Folded::No
}

/// The integer value of a constant-defined `v` (MLIR's `getConstantIntValue` on a
/// value).
pub(crate) fn int_constant(cx: &mut FoldCx<'_>, v: ValueId) -> Option<i64> {
    let a = rmlir_ir::fold::constant_of(cx.ctx, cx.ir, cx.body, v)?;
    match cx.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// `memref.transpose` (MLIR's `TransposeOp::fold`): an identity permutation to the
/// input's own type is the input; a transpose of a transpose transposes the first
/// input by the composed permutation (in place).
///
/// ```mlir
/// %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
/// %1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32>
/// // %1 folds to memref.transpose %m (d0, d1) -> (d0, d1), then to %m
/// ```
pub fn transpose(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some(perm) = prop(cx.ctx, cx.ir, (cx.body, op), "permutation") else {
        return Folded::No;
    };
    let AttrKind::AffineMap(outer) = cx.ctx.attr_kind(perm) else {
        return Folded::No;
    };
    let b = cx.ir.body(cx.body);
    let input = b.operand(op, 0);
    if outer.is_identity() && b.value_type(input) == b.value_type(b.result(op, 0)) {
        return Folded::value(input);
    }
    let Some((inner, "memref.transpose")) = def_named(cx, input) else {
        return Folded::No;
    };
    let Some(inner_perm) = prop(cx.ctx, cx.ir, (cx.body, inner), "permutation") else {
        return Folded::No;
    };
    let AttrKind::AffineMap(first) = cx.ctx.attr_kind(inner_perm) else {
        return Folded::No;
    };
    // outer ∘ first: each result of `outer` names a dim, replaced by `first`'s result
    // at that position.
    let results: Option<Vec<_>> = outer
        .results
        .iter()
        .map(|e| first.results.get(e.as_dim()? as usize).cloned())
        .collect();
    let Some(results) = results else {
        return Folded::No;
    };
    let composed = rmlir_affine::AffineMap::new(first.num_dims, first.num_symbols, results);
    let composed = cx.ctx.attr(AttrKind::AffineMap(composed));
    let first_input = cx.ir.body(cx.body).operand(inner, 0);
    let props = cx
        .ctx
        .dict_attr(vec![(cx.ctx.sym("permutation"), composed)]);
    let body = cx.ir.body_mut(cx.body);
    body.set_operand(op, 0, first_input);
    body.op_mut(op).set_props(Some(props));
    Folded::InPlace
}

/// `memref.memory_space_cast` (MLIR's `MemorySpaceCastOp::fold` and the cast
/// interface fold): a cast to the source's own type is the source; a cast of a cast
/// casts the first source (in place).
///
/// ```mlir
/// %0 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
/// %1 = memref.memory_space_cast %0 : memref<?xf32, 1> to memref<?xf32, 2>
/// // %1 folds to memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 2>
/// ```
pub fn memory_space_cast(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let source = b.operand(op, 0);
    if let Some((inner, "memref.memory_space_cast")) = def_named(cx, source) {
        let first = cx.ir.body(cx.body).operand(inner, 0);
        let body = cx.ir.body_mut(cx.body);
        body.set_operand(op, 0, first);
        return Folded::InPlace;
    }
    if b.value_type(source) == b.value_type(b.result(op, 0)) {
        return Folded::value(source);
    }
    Folded::No
}

/// `memref.reinterpret_cast` (MLIR's `ReinterpretCastOp::fold`): a cast of a
/// `reinterpret_cast`, a `memref.cast` or a subview at offset zero reads their
/// source (in place: only the base pointer matters); a cast of a static shape to
/// its source's own type at offset 0 is the source.
///
/// ```mlir
/// %0 = memref.cast %m : memref<?xi8> to memref<5xi8>
/// %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%n], strides: [1] : memref<5xi8> to memref<?xi8>
/// // %1 folds to memref.reinterpret_cast %m ... : memref<?xi8> to memref<?xi8>
/// ```
pub fn reinterpret_cast(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let source = b.operand(op, 0);
    let previous = match def_named(cx, source) {
        Some((p, "memref.reinterpret_cast" | "memref.cast")) => Some(b.operand(p, 0)),
        Some((p, "memref.subview")) => {
            let offsets = slicing::read_at(cx.ctx, cx.ir, (cx.body, p)).map(|s| s.lists[0].clone());
            let inner = b.operand(p, 0);
            let mut zero = offsets.is_some();
            for o in offsets.unwrap_or_default() {
                zero &= match o {
                    Ofr::Static(v) => v == 0,
                    Ofr::Value(v) => int_constant(cx, v) == Some(0),
                };
            }
            zero.then_some(inner)
        }
        _ => None,
    };
    if let Some(previous) = previous {
        let body = cx.ir.body_mut(cx.body);
        body.set_operand(op, 0, previous);
        return Folded::InPlace;
    }
    let b = cx.ir.body(cx.body);
    let (st, rt) = (b.value_type(source), b.value_type(b.result(op, 0)));
    let static_shape = ranked_shape(cx.ctx, rt).is_some_and(|s| !s.contains(&DYNAMIC));
    let offset = prop(cx.ctx, cx.ir, (cx.body, op), "static_offsets")
        .and_then(|a| super::asm::dense_ints(cx.ctx, a))
        .and_then(|o| o.first().copied());
    if static_shape && st == rt && offset == Some(0) {
        return Folded::value(source);
    }
    Folded::No
}

/// `memref.extract_strided_metadata` (MLIR's `ExtractStridedMetadataOp::fold`): the
/// offset, sizes and strides its source type states statically are made constants
/// (`arith.constant`, before the op) for their users, and a source made by
/// `memref.cast` of a ranked memref is replaced by the cast's source; in place.
///
/// ```mlir
/// %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> ...
/// // uses of %sizes#0 read `arith.constant 8 : index`, of %strides#1 `arith.constant 1 : index`
/// %c = memref.cast %a : memref<128xf32> to memref<?xf32>
/// %b, %o, %s, %t = memref.extract_strided_metadata %c : memref<?xf32> -> ...
/// // reads %a instead (and, folded again, %s becomes `arith.constant 128 : index`)
/// ```
pub fn extract_strided_metadata(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let source = b.operand(op, 0);
    let st = b.value_type(source);
    let (Some(shape), Some((strides, offset))) = (
        ranked_shape(cx.ctx, st).map(<[i64]>::to_vec),
        super::types::strides_and_offset(cx.ctx, st),
    ) else {
        return Folded::No;
    };
    let results: Vec<ValueId> = b.results(op).collect();
    if results.len() != 2 + 2 * shape.len() {
        return Folded::No;
    }
    let statics = std::iter::once(offset).chain(shape).chain(strides);
    let (Some(block), loc) = (b.op_block(op), b.op(op).loc) else {
        return Folded::No;
    };
    let mut replaced = false;
    for (&r, v) in results[1..].iter().zip(statics) {
        if v == DYNAMIC || cx.ir.body(cx.body).use_empty(r) {
            continue;
        }
        let idx = cx.ctx.index_type();
        let value = cx.ctx.int_attr(idx, i128::from(v));
        let props = cx.ctx.dict_attr(vec![(cx.ctx.sym("value"), value)]);
        let st = rmlir_ir::OpState {
            props: Some(props),
            ..rmlir_ir::OpState::new(cx.ctx, "arith.constant", Vec::new(), vec![idx], loc)
        };
        let body = cx.ir.body_mut(cx.body);
        let c = body.create_op(st);
        body.insert_op(c, block, Some(op));
        let cv = body.result(c, 0);
        body.replace_all_uses(r, cv);
        replaced = true;
    }
    // Of a `memref.cast` of a ranked memref (its only operand): of the cast's source.
    replaced |= fold_memref_cast(cx, op, None);
    in_place(replaced)
}
