//! Folds and memory effects of `vector.transfer_read` / `vector.transfer_write`
//! (MLIR's `TransferReadOp::fold`, `TransferWriteOp::fold` and their `getEffects`):
//! dimensions statically known to stay inside the source are marked `in_bounds`,
//! `memref.cast`/`tensor.cast` operands are looked through, and a write of what was
//! just read from the same tensor (or of a whole tensor read at zero into another of
//! its shape) folds to the tensor read. On memrefs a read reads and a write writes its
//! buffer; on tensors they are pure values.
//!
//! ```mlir
//! %v = vector.transfer_read %m[%c4], %pad : memref<8xf32>, vector<4xf32>
//! // folds (in place) to
//! %v = vector.transfer_read %m[%c4], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
//! ```
//!
//! A mask that is an all-true `arith.constant` is dropped (`foldTransferFullMask`).

use super::{groups, map_shape, shaped_parts, vector_parts};
use crate::memref::fold::int_constant;
use crate::test::ods;
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::interfaces::{EffectInstance, EffectKind, EffectOn, Effects, Resource};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpId, OpRef, TypeKind, ValueId};

/// What a transfer op's fold looks at: its buffer or tensor, indices, mask (if any),
/// permutation map and vector type.
struct Transfer {
    base: ValueId,
    indices: Vec<ValueId>,
    mask: Option<ValueId>,
    perm: Attr,
    vector: rmlir_ir::Type,
}

/// The parts of a transfer op (`read` says which kind), `None` on malformed IR.
fn transfer(ctx: &Context, ir: &Ir, op: OpRef, read: bool) -> Option<Transfer> {
    let g = groups(ctx, ir, op, 4)?;
    let b = ir.body(op.0);
    let (base, indices, vector) = if read {
        (
            *g[0].first()?,
            g[1].clone(),
            b.value_type(b.result(op.1, 0)),
        )
    } else {
        (*g[1].first()?, g[2].clone(), b.value_type(*g[0].first()?))
    };
    Some(Transfer {
        base,
        indices,
        mask: g[3].first().copied(),
        perm: ods::attr_of(ctx, ir, op, "permutation_map")?,
        vector,
    })
}

/// The `in_bounds` flags of a transfer op.
fn in_bounds(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<bool>> {
    match ctx.attr_kind(ods::attr_of(ctx, ir, op, "in_bounds")?) {
        AttrKind::Array(es) => es
            .iter()
            .map(|&e| match ctx.attr_kind(e) {
                AttrKind::Integer { value, .. } => Some(*value != 0),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// Marks in bounds every dimension that provably is (MLIR's
/// `foldTransferInBoundsAttribute`): a vector dimension read along source dimension
/// `d` at a constant index `i` stays inside when `i + vector size <= size of d` (`d`
/// static); broadcast dimensions are in bounds once all the others are. Returns
/// whether a flag changed.
fn fold_in_bounds(cx: &mut FoldCx<'_>, op: OpId, t: &Transfer) -> bool {
    let at = (cx.body, op);
    let Some((_, _, dims, consts)) = map_shape(cx.ctx, t.perm) else {
        return false;
    };
    let rank = dims.len();
    let Some(mut flags) = in_bounds(cx.ctx, cx.ir, at).filter(|f| f.len() == rank) else {
        return false;
    };
    if rank == 0 {
        return false;
    }
    let base_type = cx.ir.body(cx.body).value_type(t.base);
    let source_shape: Vec<i64> = match cx.ctx.type_kind(base_type) {
        TypeKind::MemRef { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape.clone(),
        _ => return false,
    };
    let Some((vector_shape, _, _)) = vector_parts(cx.ctx, t.vector) else {
        return false;
    };
    let vector_shape = vector_shape.to_vec();
    let mut changed = false;
    let mut non_broadcast = Vec::new();
    for (i, dim) in dims.iter().enumerate() {
        if flags[i] {
            continue;
        }
        let Some(d) = dim.map(|d| d as usize) else {
            continue;
        };
        non_broadcast.push(i);
        let size = source_shape.get(d).copied().unwrap_or(DYNAMIC);
        let fits = size != DYNAMIC
            && t.indices
                .get(d)
                .copied()
                .and_then(|v| int_constant(cx, v))
                .is_some_and(|index| {
                    i128::from(index) + i128::from(vector_shape.get(i).copied().unwrap_or(i64::MAX))
                        <= i128::from(size)
                });
        flags[i] = fits;
        changed |= fits;
    }
    if non_broadcast.iter().all(|&i| flags[i]) {
        for (i, c) in consts.iter().enumerate() {
            if *c == Some(0) && !flags[i] {
                flags[i] = true;
                changed = true;
            }
        }
    }
    if changed {
        let i1 = cx.ctx.int_type(1);
        let array = flags
            .iter()
            .map(|&f| cx.ctx.int_attr(i1, i128::from(f)))
            .collect();
        let a = cx.ctx.attr(AttrKind::Array(array));
        crate::build::set_prop(cx.ctx, cx.ir, at, "in_bounds", a);
    }
    changed
}

/// Drops the mask of a transfer op when an `arith.constant` of only `true` makes it
/// (MLIR's `foldTransferFullMask`, with `getMaskFormat`'s `AllTrue`). The mask is the
/// op's last operand group in both transfer ops. Returns whether it was dropped.
///
/// ```mlir
/// %m = arith.constant dense<true> : vector<4xi1>
/// %v = vector.transfer_read %a[%i], %pad, %m : memref<?xf32>, vector<4xf32>
/// // becomes
/// %v = vector.transfer_read %a[%i], %pad : memref<?xf32>, vector<4xf32>
/// ```
fn fold_full_mask(cx: &mut FoldCx<'_>, op: OpId, t: &Transfer) -> bool {
    let Some(mask) = t.mask else {
        return false;
    };
    let b = cx.ir.body(cx.body);
    let Some(def) = b.defining_op(mask) else {
        return false;
    };
    if cx.ctx.str(b.op(def).name) != "arith.constant" {
        return false;
    }
    let value = rmlir_ir::ir::op_attr(cx.ctx, cx.ir, (cx.body, def), "value");
    if !value.is_some_and(|a| all_true(cx.ctx, a)) {
        return false;
    }
    let at = (cx.body, op);
    let mut segments = super::segments(cx.ctx, cx.ir, at);
    let n = cx.ir.body(cx.body).num_operands(op);
    if segments.last() != Some(&1) || n == 0 {
        return false;
    }
    *segments.last_mut().expect("checked above") = 0;
    cx.ir.body_mut(cx.body).erase_operand(op, n - 1);
    let sizes: Vec<i64> = segments.iter().map(|&s| s as i64).collect();
    let a = crate::scf::dense_array(cx.ctx, 32, &sizes);
    crate::build::set_prop(cx.ctx, cx.ir, at, super::SEGMENTS, a);
    true
}

/// Whether `a` is a dense integer constant whose elements are all set (a mask of
/// `true`s; `getMaskFormat`'s `AllTrue`).
fn all_true(ctx: &Context, a: Attr) -> bool {
    use crate::arith::fold::consts::{Elem, Vals, read};
    if !matches!(ctx.attr_kind(a), AttrKind::DenseElements { .. }) {
        return false;
    }
    read(ctx, Some(a)).is_some_and(|c| {
        matches!(c.elem, Elem::Int(_))
            && match &c.vals {
                Vals::Scalar(v) | Vals::Splat(v) => *v != 0,
                Vals::Dense(vs) => !vs.is_empty() && vs.iter().all(|&v| v != 0),
            }
    })
}

/// `vector.transfer_read`: [`fold_in_bounds`], then `memref.cast` and `tensor.cast`
/// operands read their sources; all in place.
///
/// ```mlir
/// %v = vector.transfer_read %t[%c0], %pad : tensor<5xf32>, vector<5xf32>
/// // becomes
/// %v = vector.transfer_read %t[%c0], %pad {in_bounds = [true]} : tensor<5xf32>, vector<5xf32>
/// ```
pub(super) fn fold_read(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some(t) = transfer(cx.ctx, cx.ir, (cx.body, op), true) else {
        return Folded::No;
    };
    if fold_in_bounds(cx, op, &t)
        || fold_full_mask(cx, op, &t)
        || crate::memref::fold::fold_memref_cast(cx, op, None)
        || crate::tensor::fold::fold_tensor_cast(cx, op)
    {
        return Folded::InPlace;
    }
    Folded::No
}

/// `vector.transfer_write`: a write into a tensor of what a read just took
/// from it at the same place (`foldWAR`), or of a whole tensor read in bounds at zero
/// into a tensor of the same shape (`foldReadInitWrite`), is the tensor read;
/// otherwise [`fold_in_bounds`] and `memref.cast` operands, in place.
///
/// ```mlir
/// %v = vector.transfer_read %t[%c0], %pad : tensor<?xf32>, vector<4xf32>
/// %w = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<?xf32>
/// // %w folds to %t
/// ```
pub(super) fn fold_write(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some(w) = transfer(cx.ctx, cx.ir, (cx.body, op), false) else {
        return Folded::No;
    };
    let written_read = defining_read(cx, op);
    if let Some(read) = &written_read
        && let Some(source) =
            read_init_write(cx, op, &w, read).or_else(|| write_after_read(cx, &w, &read.1))
    {
        return Folded::value(source);
    }
    if fold_in_bounds(cx, op, &w)
        || fold_full_mask(cx, op, &w)
        || crate::memref::fold::fold_memref_cast(cx, op, None)
    {
        return Folded::InPlace;
    }
    Folded::No
}

/// The transfer read defining the vector the write `op` stores, with its parts.
fn defining_read(cx: &FoldCx<'_>, op: OpId) -> Option<(OpId, Transfer)> {
    let b = cx.ir.body(cx.body);
    let read = b.defining_op(b.operand(op, 0))?;
    if cx.ctx.str(b.op(read).name) != "vector.transfer_read" {
        return None;
    }
    Some((read, transfer(cx.ctx, cx.ir, (cx.body, read), true)?))
}

/// MLIR's `foldReadInitWrite` (`read` defines what `op` writes): `%t` when the write
/// stores, in bounds and at zero indices with minor-identity maps (not 0-d), a vector
/// read the same way from a tensor `%t` of the written tensor's type whose shape is
/// the vector's.
fn read_init_write(
    cx: &mut FoldCx<'_>,
    op: OpId,
    w: &Transfer,
    (read, r): &(OpId, Transfer),
) -> Option<ValueId> {
    let dest_type = cx.ir.body(cx.body).value_type(w.base);
    let TypeKind::RankedTensor { shape, .. } = cx.ctx.type_kind(dest_type) else {
        return None;
    };
    let dest_shape = shape.clone();
    let ranks = |t: &Transfer| map_shape(cx.ctx, t.perm).map_or(0, |m| m.2.len());
    if ranks(r) == 0
        || !super::is_minor_identity(cx.ctx, r.perm)
        || !super::is_minor_identity(cx.ctx, w.perm)
        || ranks(r) != ranks(w)
    {
        return None;
    }
    let all_in = |f: Option<Vec<bool>>| f.is_some_and(|f| f.iter().all(|&x| x));
    if !all_in(in_bounds(cx.ctx, cx.ir, (cx.body, *read)))
        || !all_in(in_bounds(cx.ctx, cx.ir, (cx.body, op)))
    {
        return None;
    }
    let b = cx.ir.body(cx.body);
    if b.value_type(r.base) != dest_type || r.vector != w.vector {
        return None;
    }
    let (vector_shape, _, _) = vector_parts(cx.ctx, r.vector)?;
    if vector_shape != dest_shape.as_slice() {
        return None;
    }
    let zero = |cx: &mut FoldCx<'_>, v: ValueId| int_constant(cx, v) == Some(0);
    let indices: Vec<ValueId> = r.indices.iter().chain(&w.indices).copied().collect();
    if !indices.into_iter().all(|v| zero(cx, v)) {
        return None;
    }
    Some(r.base)
}

/// MLIR's `foldWAR`: `%t` when the write `w` stores into the tensor `%t`, unmasked, the
/// vector the unmasked read `r` took from `%t` at the same indices with the same map.
fn write_after_read(cx: &FoldCx<'_>, w: &Transfer, r: &Transfer) -> Option<ValueId> {
    let b = cx.ir.body(cx.body);
    if !matches!(
        cx.ctx.type_kind(b.value_type(w.base)),
        TypeKind::RankedTensor { .. }
    ) {
        return None;
    }
    (r.base == w.base
        && r.indices == w.indices
        && r.perm == w.perm
        && r.vector == w.vector
        && r.mask.is_none()
        && w.mask.is_none())
    .then_some(r.base)
}

/// Memory effects of the transfer ops: on a memref, a read reads operand 0 and a write
/// writes operand 1; on a tensor they have none.
pub(super) fn effects(ctx: &Context, ir: &Ir, op: OpRef, out: &mut Effects) {
    let b = ir.body(op.0);
    let read = ctx.str(b.op(op.1).name) == "vector.transfer_read";
    let (index, kind) = if read {
        (0, EffectKind::Read)
    } else {
        (1, EffectKind::Write)
    };
    if b.num_operands(op.1) > index
        && shaped_parts(ctx, b.value_type(b.operand(op.1, index))).is_some_and(|s| s.2)
    {
        out.push(EffectInstance {
            kind,
            on: EffectOn::Operand(index as u32),
            resource: Resource::Default,
        });
    }
}
