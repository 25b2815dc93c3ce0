//! Folding and canonicalization of the tensor/buffer boundary ops
//! `bufferization.to_buffer` and `bufferization.to_tensor` (MLIR's `ToBufferOp` and
//! `ToTensorOp` folders and patterns, and `foldToBufferToTensorPair`).
//!
//! A round trip through the boundary cancels; when the buffer types on both ends
//! differ, a `memref.cast` bridges them if that cast cannot fail at runtime, and a
//! fresh allocation plus `memref.copy` otherwise. Queries through the boundary
//! (`dim`, `load`) move to the other side:
//!
//! ```mlir
//! %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
//! %d = tensor.dim %t, %c0 : tensor<?xf32>
//! // becomes
//! %d = memref.dim %m, %c0 : memref<?xf32>
//! ```

use crate::memref::asm::flag;
use crate::memref::asm::memref_parts;
use crate::memref::build::{const_int, create1, dim_of, memref_cast};
use crate::memref::types::{cast_compatible, strides_and_offset};
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{OpId, OpState, Type, TypeKind, ValueId};
use rmlir_rewrite::{RewritePattern, Rewriter};

/// The op defining `v` when it is named `name` (in the rewriter's body).
fn def_named(rw: &Rewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let d = rw.body().defining_op(v)?;
    (rw.ctx.str(rw.body().op(d).name) == name).then_some(d)
}

/// `to_buffer(to_tensor(%m))` is `%m` when the types match:
///
/// ```mlir
/// %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
/// %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>   // folds to %m
/// ```
pub fn fold_to_buffer(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let Some(def) = b.defining_op(b.operand(op, 0)) else {
        return Folded::No;
    };
    if cx.ctx.str(b.op(def).name) != "bufferization.to_tensor" {
        return Folded::No;
    }
    let source = b.operand(def, 0);
    if b.value_type(source) == b.value_type(b.result(op, 0)) {
        Folded::value(source)
    } else {
        Folded::No
    }
}

/// `to_tensor(to_buffer(%t))` is `%t` when the `to_buffer` is the op right before it
/// (nothing in between may have written the buffer):
///
/// ```mlir
/// %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
/// %u = bufferization.to_tensor %b : memref<?xf32> to tensor<?xf32>   // folds to %t
/// ```
pub fn fold_to_tensor(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let Some(def) = b.defining_op(b.operand(op, 0)) else {
        return Folded::No;
    };
    if cx.ctx.str(b.op(def).name) != "bufferization.to_buffer" || b.next_op(def) != Some(op) {
        return Folded::No;
    }
    let tensor = b.operand(def, 0);
    if b.value_type(tensor) == b.value_type(b.result(op, 0)) {
        Folded::value(tensor)
    } else {
        Folded::No
    }
}

/// Whether a cast from `source` to `target` is sure to succeed at runtime: both
/// strided and no offset or stride goes from dynamic to static (the
/// `isGuaranteedCastCompatible` check of MLIR's `castOrReallocMemRefValue`).
fn guaranteed_cast_compatible(rw: &Rewriter<'_>, source: Type, target: Type) -> bool {
    let (Some((ss, so)), Some((ts, to))) = (
        strides_and_offset(rw.ctx, source),
        strides_and_offset(rw.ctx, target),
    ) else {
        return false;
    };
    let dynamic_to_static = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
    !dynamic_to_static(so, to) && !ss.iter().zip(&ts).any(|(&a, &b)| dynamic_to_static(a, b))
}

/// `value` as a memref of `dest` (MLIR's `castOrReallocMemRefValue`): a
/// `memref.cast` when that cannot fail, otherwise a new `memref.alloc` of `dest`
/// (dynamic sizes read with `memref.dim`) filled by `memref.copy`. `None` when the
/// element types or ranks differ.
fn cast_or_realloc(
    rw: &mut Rewriter<'_>,
    value: ValueId,
    dest: Type,
    loc: rmlir_ir::Attr,
) -> Option<ValueId> {
    let st = rw.body().value_type(value);
    let (s, d) = (memref_parts(rw.ctx, st)?, memref_parts(rw.ctx, dest)?);
    if s.elem != d.elem || s.shape.len() != d.shape.len() {
        return None;
    }
    if cast_compatible(rw.ctx, st, dest) && guaranteed_cast_compatible(rw, st, dest) {
        return Some(memref_cast(rw, value, dest, loc));
    }
    let mut sizes = Vec::new();
    for (i, &extent) in d.shape.iter().enumerate() {
        if extent == DYNAMIC {
            sizes.push(dim_of(rw, "memref.dim", value, i as i64, loc));
        }
    }
    let props = crate::memref::build::segment_props(rw, &[sizes.len(), 0], Vec::new());
    let alloc = create1(rw, "memref.alloc", sizes, dest, loc, Some(props));
    rw.create(OpState::new(
        rw.ctx,
        "memref.copy",
        vec![value, alloc],
        Vec::new(),
        loc,
    ));
    Some(alloc)
}

/// `to_buffer(to_tensor(%m))` with different buffer types becomes a cast (or a copy
/// into a new allocation) of `%m` (MLIR's `ToBufferToTensorFolding`).
///
/// ```mlir
/// %t = bufferization.to_tensor %m : memref<?xf32, 2> to tensor<?xf32>
/// %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32, 7>
/// // becomes
/// %dim = memref.dim %m, %c0 : memref<?xf32, 2>
/// %alloc = memref.alloc(%dim) : memref<?xf32, 7>
/// memref.copy %m, %alloc : memref<?xf32, 2> to memref<?xf32, 7>
/// ```
pub(crate) struct ToBufferToTensorFolding;

impl RewritePattern for ToBufferToTensorFolding {
    fn root(&self) -> Option<&'static str> {
        Some("bufferization.to_buffer")
    }
    fn name(&self) -> &'static str {
        "ToBufferToTensorFolding"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let tensor = rw.body().operand(op, 0);
        let Some(to_tensor) = def_named(rw, tensor, "bufferization.to_tensor") else {
            return false;
        };
        let source = rw.body().operand(to_tensor, 0);
        let (st, dt) = (
            rw.body().value_type(source),
            rw.body().value_type(rw.body().result(op, 0)),
        );
        let loc = rw.body().op(op).loc;
        if st == dt {
            rw.replace_op(op, &[source]);
            return true;
        }
        let ranked = |t: Type| matches!(rw.ctx.type_kind(t), TypeKind::MemRef { .. });
        let replacement = match (ranked(st), ranked(dt)) {
            (true, true) => match cast_or_realloc(rw, source, dt, loc) {
                Some(v) => v,
                None => return false,
            },
            (false, true) => return false,
            _ => {
                if !cast_compatible(rw.ctx, st, dt) {
                    return false;
                }
                memref_cast(rw, source, dt, loc)
            }
        };
        rw.replace_op(op, &[replacement]);
        true
    }
}

/// `to_buffer(tensor.cast(%t))` becomes `memref.cast(to_buffer(%t))`, keeping the
/// buffer's layout and memory space (MLIR's `ToBufferOfCast`).
///
/// ```mlir
/// %c = tensor.cast %t : tensor<4x6xi8> to tensor<?x?xi8>
/// %b = bufferization.to_buffer %c read_only : tensor<?x?xi8> to memref<?x?xi8>
/// // becomes
/// %0 = bufferization.to_buffer %t read_only : tensor<4x6xi8> to memref<4x6xi8>
/// %b = memref.cast %0 : memref<4x6xi8> to memref<?x?xi8>
/// ```
pub(crate) struct ToBufferOfCast;

impl RewritePattern for ToBufferOfCast {
    fn root(&self) -> Option<&'static str> {
        Some("bufferization.to_buffer")
    }
    fn name(&self) -> &'static str {
        "ToBufferOfCast"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let operand = rw.body().operand(op, 0);
        let Some(cast) = def_named(rw, operand, "tensor.cast") else {
            return false;
        };
        let source = rw.body().operand(cast, 0);
        let (shape, elem) = match rw.ctx.type_kind(rw.body().value_type(source)) {
            TypeKind::RankedTensor { shape, elem, .. } => (shape.clone(), *elem),
            _ => return false,
        };
        let old = rw.body().value_type(rw.body().result(op, 0));
        let new_ty = match rw.ctx.type_kind(old) {
            TypeKind::MemRef {
                layout,
                memory_space,
                ..
            } => TypeKind::MemRef {
                shape,
                elem,
                layout: *layout,
                memory_space: *memory_space,
            },
            TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::MemRef {
                shape,
                elem,
                layout: None,
                memory_space: *memory_space,
            },
            _ => return false,
        };
        let new_ty = rw.ctx.ty(new_ty);
        let loc = rw.body().op(op).loc;
        let props = flag(rw.ctx, rw.ir(), (rw.body_id(), op), "read_only").then(|| {
            let ctx = rw.ctx;
            ctx.dict_attr(vec![(ctx.sym("read_only"), ctx.unit_attr())])
        });
        let name = rw.ctx.str(rw.body().op(op).name).to_string();
        let buffer = create1(rw, &name, vec![source], new_ty, loc, props);
        let cast = memref_cast(rw, buffer, old, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// `memref.load` from a `to_buffer` reads the tensor with `tensor.extract` (MLIR's
/// `LoadOfToBuffer`; MLIR 22 does not require the buffer to be read-only).
///
/// ```mlir
/// %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
/// %v = memref.load %b[%i] : memref<?xf32>
/// // becomes
/// %v = tensor.extract %t[%i] : tensor<?xf32>
/// ```
pub(crate) struct LoadOfToBuffer;

impl RewritePattern for LoadOfToBuffer {
    fn root(&self) -> Option<&'static str> {
        Some("memref.load")
    }
    fn name(&self) -> &'static str {
        "LoadOfToBuffer"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let memref = rw.body().operand(op, 0);
        let Some(to_buffer) = def_named(rw, memref, "bufferization.to_buffer") else {
            return false;
        };
        let mut operands: Vec<ValueId> = rw.body().operands(op).collect();
        operands[0] = rw.body().operand(to_buffer, 0);
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op(op).loc;
        let v = create1(rw, "tensor.extract", operands, ty, loc, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `memref.dim` of a `to_buffer` is the `tensor.dim` of its tensor (MLIR's
/// `DimOfCastOp` of `ToBufferOp`).
///
/// ```mlir
/// %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
/// %d = memref.dim %b, %c0 : memref<?xf32>
/// // becomes
/// %d = tensor.dim %t, %c0 : tensor<?xf32>
/// ```
pub(crate) struct DimOfToBuffer;

impl RewritePattern for DimOfToBuffer {
    fn root(&self) -> Option<&'static str> {
        Some("memref.dim")
    }
    fn name(&self) -> &'static str {
        "DimOfCastOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        swap_dim(rw, op, "bufferization.to_buffer", "tensor.dim")
    }
}

/// `tensor.dim` of a `to_tensor` is the `memref.dim` of its buffer (MLIR's
/// `DimOfToTensorFolder`).
///
/// ```mlir
/// %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
/// %d = tensor.dim %t, %c0 : tensor<?xf32>
/// // becomes
/// %d = memref.dim %m, %c0 : memref<?xf32>
/// ```
pub(crate) struct DimOfToTensorFolder;

impl RewritePattern for DimOfToTensorFolder {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn name(&self) -> &'static str {
        "DimOfToTensorFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        swap_dim(rw, op, "bufferization.to_tensor", "memref.dim")
    }
}

/// Replaces `dim(conversion(%x), %i)` by `<dim>(%x, %i)`.
fn swap_dim(rw: &mut Rewriter<'_>, op: OpId, conversion: &str, dim: &str) -> bool {
    let (source, index) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let Some(conv) = def_named(rw, source, conversion) else {
        return false;
    };
    let inner = rw.body().operand(conv, 0);
    let idx = rw.ctx.index_type();
    let loc = rw.body().op(op).loc;
    let v = create1(rw, dim, vec![inner, index], idx, loc, None);
    rw.replace_op(op, &[v]);
    true
}

/// The constant index of a `tensor.dim`/`memref.dim`, if any.
pub(crate) fn constant_dim_index(rw: &mut Rewriter<'_>, op: OpId) -> Option<i128> {
    let index = rw.body().operand(op, 1);
    const_int(rw, index)
}
