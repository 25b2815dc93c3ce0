//! Folders of the tensor ops (the `fold` methods of MLIR's `TensorOps.cpp`):
//! shape queries answered from types and producers, element reads of known
//! tensors, and constant tensors built from constant scalars.
//!
//! ```mlir
//! %t = tensor.from_elements %a, %b : tensor<2xf32>
//! %e = tensor.extract %t[%c1] : tensor<2xf32>       // folds to %b
//! %d = tensor.dim %u, %c0 : tensor<4x?xf32>         // folds to 4
//! %s = tensor.splat %c1 : tensor<4xi32>             // folds to dense<1> : tensor<4xi32>
//! ```
//!
//! Tensors of known elements are `dense<...>` attributes; their integers are stored
//! truncated to the element width, so reading one back sign-extends it (MLIR's
//! `DenseElementsAttr::getValues<Attribute>`).

use crate::memref::fold::int_constant;
use crate::slicing::{self, Ofr};
use rmlir_ir::attrs::{DenseData, normalize_int};
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::types::{DYNAMIC, Signedness};
use rmlir_ir::{Attr, AttrKind, Context, OpId, Type, TypeKind, ValueId};

/// The name of the op defining `v`, with the op.
fn def_named<'a>(cx: &'a FoldCx<'_>, v: ValueId) -> Option<(OpId, &'a str)> {
    let b = cx.ir.body(cx.body);
    let d = b.defining_op(v)?;
    Some((d, cx.ctx.str(b.op(d).name)))
}

/// The integer of a constant operand.
fn int_operand(cx: &FoldCx<'_>, i: usize) -> Option<i128> {
    match cx.ctx.attr_kind(cx.operands.get(i).copied().flatten()?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The storage bits of a scalar integer or float attribute of element type `elem`.
pub(crate) fn scalar_bits(ctx: &Context, a: Attr, elem: Type) -> Option<u128> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } if *ty == elem => {
            let width = match ctx.type_kind(elem) {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Index => 64,
                _ => return None,
            };
            let mask = if width >= 128 {
                u128::MAX
            } else {
                (1u128 << width) - 1
            };
            Some((*value as u128) & mask)
        }
        AttrKind::Float { ty, bits } if *ty == elem => Some(*bits),
        _ => None,
    }
}

/// The scalar attribute of element type `elem` stored as `bits`.
pub(crate) fn bits_scalar(ctx: &Context, elem: Type, bits: u128) -> Option<Attr> {
    match ctx.type_kind(elem) {
        TypeKind::Integer { width: 1, .. } => Some(ctx.int_attr(elem, (bits & 1) as i128)),
        TypeKind::Integer { width, signedness } => {
            Some(ctx.int_attr(elem, normalize_int(bits as i128, *width, *signedness)))
        }
        TypeKind::Index => {
            Some(ctx.int_attr(elem, normalize_int(bits as i128, 64, Signedness::Signless)))
        }
        TypeKind::Float(_) => Some(ctx.attr(AttrKind::Float { ty: elem, bits })),
        _ => None,
    }
}

/// A `dense<...>` attribute of `ty` with `elements` (a splat when all are equal, as
/// `DenseElementsAttr::get` stores it).
fn dense(ctx: &Context, ty: Type, elements: Vec<u128>) -> Attr {
    let data = if elements.windows(2).all(|w| w[0] == w[1]) && !elements.is_empty() {
        DenseData::Splat(vec![elements[0]])
    } else {
        DenseData::Elements(elements)
    };
    ctx.attr(AttrKind::DenseElements { ty, data })
}

/// Shape and element type of a ranked tensor type.
fn ranked(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

/// `tensor.cast` to the source's own type is the source (the `CastOpInterface`
/// trait fold).
///
/// ```mlir
/// %0 = tensor.cast %t : tensor<4xf32> to tensor<4xf32>   // folds to %t
/// ```
pub fn cast(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let source = b.operand(op, 0);
    if b.value_type(source) == b.value_type(b.result(op, 0)) {
        Folded::value(source)
    } else {
        Folded::No
    }
}

/// Whether a `tensor.cast` from `source` to `result` only forgets static sizes, so a
/// consumer may read the source (MLIR's `tensor::canFoldIntoConsumerOp`, i.e.
/// `preservesStaticInformation(result, source)`).
pub(crate) fn cast_folds_into_consumer(ctx: &Context, source: Type, result: Type) -> bool {
    let (
        TypeKind::RankedTensor {
            shape: ss,
            elem: se,
            encoding: sn,
        },
        TypeKind::RankedTensor {
            shape: rs,
            elem: re,
            encoding: rn,
        },
    ) = (ctx.type_kind(source), ctx.type_kind(result))
    else {
        return false;
    };
    se == re
        && sn == rn
        && ss.len() == rs.len()
        && !rs
            .iter()
            .zip(ss)
            .any(|(&r, &s)| r != DYNAMIC && s == DYNAMIC)
}

/// MLIR's `foldTensorCast`: operands defined by a `tensor.cast` that only forgets
/// static sizes read the cast's source. Returns whether one changed.
pub(crate) fn fold_tensor_cast(cx: &mut FoldCx<'_>, op: OpId) -> bool {
    let slots: Vec<_> = cx.ir.body(cx.body).operand_ids(op).collect();
    let mut folded = false;
    for slot in slots {
        let v = cx.ir.body(cx.body).operand_value(slot);
        let Some((cast, "tensor.cast")) = def_named(cx, v) else {
            continue;
        };
        let b = cx.ir.body(cx.body);
        let source = b.operand(cast, 0);
        if cast_folds_into_consumer(cx.ctx, b.value_type(source), b.value_type(v)) {
            cx.ir.body_mut(cx.body).set_operand_value(slot, source);
            folded = true;
        }
    }
    folded
}

/// `tensor.dim` with a constant index: a static size is a constant; a dynamic size
/// of `tensor.generate` is its extent operand, of a non-rank-reducing
/// `tensor.extract_slice` its size operand; otherwise a cast source is read.
///
/// ```mlir
/// %g = tensor.generate %n { ... } : tensor<4x?xf32>
/// %d = tensor.dim %g, %c1 : tensor<4x?xf32>   // folds to %n
/// ```
pub fn dim(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some(index) = int_operand(cx, 1) else {
        return Folded::No;
    };
    let b = cx.ir.body(cx.body);
    let source = b.operand(op, 0);
    let Some((shape, _)) = ranked(cx.ctx, b.value_type(source)) else {
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
    let k = shape[..dim].iter().filter(|&&d| d == DYNAMIC).count();
    match def_named(cx, source) {
        Some((g, "tensor.generate")) => {
            if let Some(v) = b.operands(g).nth(k) {
                return Folded::value(v);
            }
        }
        Some((s, "tensor.extract_slice")) => {
            if let Some(v) = slice_dynamic_size(cx, s, dim) {
                return Folded::value(v);
            }
        }
        _ => {}
    }
    if fold_tensor_cast(cx, op) {
        Folded::InPlace
    } else {
        Folded::No
    }
}

/// The size operand of dimension `dim` of a non-rank-reducing `extract_slice` whose
/// size there is dynamic.
fn slice_dynamic_size(cx: &FoldCx<'_>, slice: OpId, dim: usize) -> Option<ValueId> {
    let b = cx.ir.body(cx.body);
    let rank = |v: ValueId| ranked(cx.ctx, b.value_type(v)).map(|(s, _)| s.len());
    if rank(b.operand(slice, 0))? != rank(b.result(slice, 0))? {
        return None;
    }
    let static_sizes = crate::memref::asm::dense_ints(
        cx.ctx,
        crate::memref::asm::prop(cx.ctx, cx.ir, (cx.body, slice), "static_sizes")?,
    )?;
    if *static_sizes.get(dim)? != DYNAMIC {
        return None;
    }
    let k = static_sizes[..dim]
        .iter()
        .filter(|&&d| d == DYNAMIC)
        .count();
    let segs = crate::memref::asm::segments(cx.ctx, cx.ir, (cx.body, slice))?;
    segs.get(2)?.get(k).copied()
}

/// The value of element `indices` of a constant tensor attribute.
fn element_of(ctx: &Context, a: Attr, indices: &[i128]) -> Option<Attr> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return None;
    };
    let (shape, elem) = ranked(ctx, *ty)?;
    if indices.len() != shape.len() {
        return None;
    }
    match data {
        DenseData::Splat(v) if v.len() == 1 => bits_scalar(ctx, elem, v[0]),
        DenseData::Elements(vs) => {
            let mut flat: i128 = 0;
            for (&i, &s) in indices.iter().zip(shape) {
                if i < 0 || i >= s as i128 {
                    return None;
                }
                flat = flat * s as i128 + i;
            }
            bits_scalar(ctx, elem, *vs.get(usize::try_from(flat).ok()?)?)
        }
        _ => None,
    }
}

/// `tensor.extract`: of a splat constant, and at constant indices of
/// `tensor.from_elements`, of a constant tensor, or of a `tensor.insert` at the same
/// constant indices (MLIR 22 does not look through `tensor.splat`, nor through an
/// insert at other or non-constant indices).
///
/// ```mlir
/// %t = tensor.from_elements %a, %b : tensor<2xf32>
/// %e = tensor.extract %t[%c1] : tensor<2xf32>   // folds to %b
/// %i = tensor.insert %f into %d[%c0] : tensor<?xf32>
/// %g = tensor.extract %i[%c0] : tensor<?xf32>   // folds to %f
/// ```
pub fn extract(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if let Some(Some(t)) = cx.operands.first()
        && let AttrKind::DenseElements {
            data: DenseData::Splat(v),
            ty,
        } = cx.ctx.attr_kind(*t)
        && v.len() == 1
        && let Some((_, elem)) = ranked(cx.ctx, *ty)
        && let Some(a) = bits_scalar(cx.ctx, elem, v[0])
    {
        return Folded::attr(a);
    }
    let indices: Option<Vec<i128>> = (1..cx.operands.len()).map(|i| int_operand(cx, i)).collect();
    let Some(indices) = indices else {
        return Folded::No;
    };
    let b = cx.ir.body(cx.body);
    let tensor = b.operand(op, 0);
    if let Some((from, "tensor.from_elements")) = def_named(cx, tensor) {
        let Some((shape, _)) = ranked(cx.ctx, b.value_type(tensor)) else {
            return Folded::No;
        };
        let mut flat: i128 = 0;
        let mut stride: i128 = 1;
        for (&i, &s) in indices.iter().zip(shape).rev() {
            flat += i * stride;
            stride *= s as i128;
        }
        return match usize::try_from(flat)
            .ok()
            .and_then(|f| b.operands(from).nth(f))
        {
            Some(v) => Folded::value(v),
            None => Folded::No,
        };
    }
    if let Some(Some(t)) = cx.operands.first()
        && let Some(a) = element_of(cx.ctx, *t, &indices)
    {
        return Folded::attr(a);
    }
    if let Some((insert, "tensor.insert")) = def_named(cx, tensor) {
        let b = cx.ir.body(cx.body);
        let scalar = b.operand(insert, 0);
        let at: Vec<ValueId> = b.operands(insert).skip(2).collect();
        // The extract's indices are constants: the insert's must be the same ones.
        let same = at.len() == indices.len()
            && at
                .iter()
                .zip(&cx.operands[1..])
                .all(|(&v, &c)| rmlir_ir::fold::constant_of(cx.ctx, cx.ir, cx.body, v) == c);
        if same {
            return Folded::value(scalar);
        }
    }
    Folded::No
}

/// `tensor.from_elements` of constants is a constant tensor.
///
/// ```mlir
/// %t = tensor.from_elements %c1, %c2 : tensor<2xi32>   // folds to dense<[1, 2]>
/// ```
pub fn from_elements(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let ty = b.value_type(b.result(op, 0));
    let Some((_, elem)) = ranked(cx.ctx, ty) else {
        return Folded::No;
    };
    let bits: Option<Vec<u128>> = cx
        .operands
        .iter()
        .map(|a| scalar_bits(cx.ctx, (*a)?, elem))
        .collect();
    match bits {
        Some(bits) if !bits.is_empty() => Folded::attr(dense(cx.ctx, ty, bits)),
        _ => Folded::No,
    }
}

/// `tensor.splat` of a constant into a static shape is a splat constant.
///
/// ```mlir
/// %t = tensor.splat %c1 : tensor<4xi32>   // folds to dense<1> : tensor<4xi32>
/// ```
pub fn splat(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let ty = b.value_type(b.result(op, 0));
    let Some((shape, elem)) = ranked(cx.ctx, ty) else {
        return Folded::No;
    };
    if shape.contains(&DYNAMIC) {
        return Folded::No;
    }
    match cx
        .operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| scalar_bits(cx.ctx, a, elem))
    {
        Some(bits) => Folded::attr(dense(cx.ctx, ty, vec![bits])),
        None => Folded::No,
    }
}

/// `tensor.insert` of a splat constant's own value into it is the constant.
///
/// ```mlir
/// %t = tensor.insert %c0 into %zeros[%i] : tensor<4xi32>   // folds to %zeros
/// ```
pub fn insert(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let (Some(Some(scalar)), Some(Some(dest))) = (cx.operands.first(), cx.operands.get(1)) else {
        return Folded::No;
    };
    let AttrKind::DenseElements {
        ty,
        data: DenseData::Splat(v),
    } = cx.ctx.attr_kind(*dest)
    else {
        return Folded::No;
    };
    let Some((_, elem)) = ranked(cx.ctx, *ty) else {
        return Folded::No;
    };
    if v.len() == 1 && scalar_bits(cx.ctx, *scalar, elem) == Some(v[0]) {
        Folded::value(cx.ir.body(cx.body).operand(op, 1))
    } else {
        Folded::No
    }
}

/// `tensor.rank` of a ranked tensor is its rank.
///
/// ```mlir
/// %r = tensor.rank %t : tensor<?x4xf32>   // folds to 2
/// ```
pub fn rank(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    match ranked(cx.ctx, b.value_type(b.operand(op, 0))) {
        Some((shape, _)) => {
            let idx = cx.ctx.index_type();
            Folded::attr(cx.ctx.int_attr(idx, shape.len() as i128))
        }
        None => Folded::No,
    }
}

/// The constant first operand of a reshaping op, when it is a splat, as a splat of
/// the static type `ty` (MLIR's `reshapeConstantSource`).
fn resized_splat_source(cx: &FoldCx<'_>, ty: Type) -> Option<Attr> {
    let AttrKind::DenseElements {
        data: DenseData::Splat(v),
        ..
    } = cx.ctx.attr_kind(cx.operands.first().copied().flatten()?)
    else {
        return None;
    };
    let (shape, _) = ranked(cx.ctx, ty)?;
    (!shape.contains(&DYNAMIC)).then(|| dense(cx.ctx, ty, v.clone()))
}

/// `tensor.extract_slice` (MLIR's `ExtractSliceOp::fold`): of a splat constant into
/// a static type it is the splat of that type; to its source's own type, taking all
/// of it (zero offsets, unit strides, sizes equal to the static shape), it is the
/// source; of a `tensor.insert_slice` at the same offsets, sizes and strides, of the
/// inserted type, it is the inserted tensor.
///
/// ```mlir
/// %s = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
/// // folds to %t
/// %i = tensor.insert_slice %u into %t[%o] [4] [1] : tensor<4xf32> into tensor<?xf32>
/// %e = tensor.extract_slice %i[%o] [4] [1] : tensor<?xf32> to tensor<4xf32>
/// // %e folds to %u
/// ```
pub fn extract_slice(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let (source, rt) = (b.operand(op, 0), b.value_type(b.result(op, 0)));
    let st = b.value_type(source);
    if let Some(splat) = resized_splat_source(cx, rt) {
        return Folded::attr(splat);
    }
    let Some(slice) = slicing::read_at(cx.ctx, cx.ir, (cx.body, op)) else {
        return Folded::No;
    };
    if st == rt
        && let Some((shape, _)) = ranked(cx.ctx, rt)
    {
        let shape = shape.to_vec();
        let mut identity = true;
        for (i, list) in slice.lists.iter().enumerate() {
            for (d, o) in list.iter().enumerate() {
                let want = match i {
                    0 => Some(0),
                    1 => shape.get(d).copied(),
                    _ => Some(1),
                };
                let have = match *o {
                    Ofr::Static(s) => Some(s),
                    Ofr::Value(v) => int_constant(cx, v),
                };
                identity &= have.is_some() && have == want;
            }
        }
        if identity {
            return Folded::value(source);
        }
    }
    if let Some((insert, "tensor.insert_slice")) = def_named(cx, source)
        && let Some(inserted) = slicing::read_at(cx.ctx, cx.ir, (cx.body, insert))
        && cx.ir.body(cx.body).value_type(inserted.source) == rt
        && inserted.lists == slice.lists
    {
        return Folded::value(inserted.source);
    }
    Folded::No
}

/// `tensor.insert_slice` (MLIR's `InsertSliceOp::fold`): a static insert of its
/// destination's whole type is its source; an insert over an earlier insert of the
/// same type at the same place inserts into the earlier destination (in place); an
/// insert of what an `extract_slice` took from the destination at the same place is
/// the destination; so is an insert of zero size.
///
/// ```mlir
/// %e = tensor.extract_slice %d[%o] [4] [1] : tensor<?xf32> to tensor<4xf32>
/// %r = tensor.insert_slice %e into %d[%o] [4] [1] : tensor<4xf32> into tensor<?xf32>
/// // %r folds to %d
/// ```
pub fn insert_slice(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some(slice) = slicing::read_at(cx.ctx, cx.ir, (cx.body, op)) else {
        return Folded::No;
    };
    let b = cx.ir.body(cx.body);
    let dest = b.operand(op, 1);
    let (st, rt) = (b.value_type(slice.source), b.value_type(b.result(op, 0)));
    let is = |cx: &mut FoldCx<'_>, o: Ofr, want: i64| match o {
        Ofr::Static(s) => s == want,
        Ofr::Value(v) => int_constant(cx, v) == Some(want),
    };
    if st == rt
        && let Some((shape, _)) = ranked(cx.ctx, rt)
        && !shape.contains(&DYNAMIC)
    {
        let shape = shape.to_vec();
        let mut identity = slice.lists[1].len() == shape.len();
        for (i, list) in slice.lists.iter().enumerate() {
            for (d, &o) in list.iter().enumerate() {
                let want = match i {
                    0 => 0,
                    1 => shape.get(d).copied().unwrap_or(DYNAMIC),
                    _ => 1,
                };
                identity &= is(cx, o, want);
            }
        }
        if identity {
            return Folded::value(slice.source);
        }
    }
    if let Some((prev, "tensor.insert_slice")) = def_named(cx, dest)
        && let Some(earlier) = slicing::read_at(cx.ctx, cx.ir, (cx.body, prev))
        && cx.ir.body(cx.body).value_type(earlier.source) == st
        && earlier.lists == slice.lists
    {
        let b = cx.ir.body(cx.body);
        let prev_dest = b.operand(prev, 1);
        if cx.ir.body_mut(cx.body).set_operand(op, 1, prev_dest) {
            return Folded::InPlace;
        }
    }
    if let Some((extract, "tensor.extract_slice")) = def_named(cx, slice.source)
        && let Some(taken) = slicing::read_at(cx.ctx, cx.ir, (cx.body, extract))
        && taken.source == dest
        && taken.lists == slice.lists
    {
        return Folded::value(dest);
    }
    let sizes = slice.lists[1].clone();
    for o in sizes {
        if is(cx, o, 0) {
            return Folded::value(dest);
        }
    }
    Folded::No
}

/// `tensor.reshape` (MLIR's `ReshapeOp::fold`): of a splat constant into a static
/// type it is that splat; of a reshape it reshapes that one's source (in place); to
/// its source's own ranked type it is the source when of rank 0 or 1, or when the
/// shape operand is a `tensor.from_elements` of the source's own sizes (constants
/// equal to static sizes, `tensor.dim`s of the source at their own index).
///
/// ```mlir
/// %ds = tensor.from_elements %d0, %d1 : tensor<2xindex>   // tensor.dim %t, %c0 / %c1
/// %r = tensor.reshape %t(%ds) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
/// // folds to %t
/// ```
pub fn reshape(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let (source, shape_v) = (b.operand(op, 0), b.operand(op, 1));
    let rt = b.value_type(b.result(op, 0));
    if let Some(splat) = resized_splat_source(cx, rt) {
        return Folded::attr(splat);
    }
    if let Some((producer, "tensor.reshape")) = def_named(cx, source) {
        let inner = cx.ir.body(cx.body).operand(producer, 0);
        let body = cx.ir.body_mut(cx.body);
        body.set_operand(op, 0, inner);
        return Folded::InPlace;
    }
    let st = b.value_type(source);
    let Some((shape, _)) = ranked(cx.ctx, st) else {
        return Folded::No;
    };
    if st != rt {
        return Folded::No;
    }
    if shape.len() <= 1 {
        return Folded::value(source);
    }
    let shape = shape.to_vec();
    let Some((from, "tensor.from_elements")) = def_named(cx, shape_v) else {
        return Folded::No;
    };
    let elements: Vec<ValueId> = cx.ir.body(cx.body).operands(from).collect();
    if elements.len() != shape.len() {
        return Folded::No;
    }
    for (i, &e) in elements.iter().enumerate() {
        if let Some(c) = int_constant(cx, e) {
            if c != shape[i] {
                return Folded::No;
            }
            continue;
        }
        let Some((dim, "tensor.dim")) = def_named(cx, e) else {
            return Folded::No;
        };
        let b = cx.ir.body(cx.body);
        let (of, index) = (b.operand(dim, 0), b.operand(dim, 1));
        if of != source || int_constant(cx, index) != Some(i as i64) {
            return Folded::No;
        }
    }
    Folded::value(source)
}
