//! Small builders the memref, tensor and bufferization patterns share (MLIR's
//! `arith::ConstantIndexOp::create`, `memref::DimOp::create(b, loc, v, i)`,
//! `memref::CastOp::create`): each makes one op at the rewriter's insertion point
//! and returns its result.
//!
//! ```mlir
//! %c0 = arith.constant 0 : index
//! %dim = memref.dim %m, %c0 : memref<?xf32>
//! %cast = memref.cast %m : memref<?xf32> to memref<4xf32>
//! ```

use rmlir_ir::fold::constant_of;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Attr, AttrKind, OpState, Type, ValueId};
use rmlir_rewrite::Rewriter;

/// The integer value of `v` when a constant-like op defines it (MLIR's
/// `m_ConstantInt`).
pub(crate) fn const_int(rw: &mut Rewriter<'_>, v: ValueId) -> Option<i128> {
    let (ctx, body) = (rw.ctx, rw.body_id());
    let a = constant_of(ctx, rw.ir_mut_unreported(), body, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// Folds constant dynamic sizes into a shape (the dynamic-to-static size folding of
/// `memref.alloc`, `tensor.empty` and `bufferization.alloc_tensor`): each `?` of
/// `shape` takes the value of its size operand in `dyns` when that is a constant
/// ≥ 0. Returns the new shape and the size operands that stay dynamic, or `None`
/// when nothing folds or there are fewer operands than `?`s.
///
/// ```mlir
/// %0 = memref.alloc(%c4, %n) : memref<?x?xf32>   // shape [4, ?], keeps [%n]
/// ```
pub(crate) fn fold_constant_sizes(
    rw: &mut Rewriter<'_>,
    shape: &[i64],
    dyns: &[ValueId],
) -> Option<(Vec<i64>, Vec<ValueId>)> {
    let mut new_shape = shape.to_vec();
    let mut kept = Vec::new();
    let mut next = dyns.iter();
    for extent in new_shape.iter_mut().filter(|e| **e == DYNAMIC) {
        let &v = next.next()?;
        match const_int(rw, v) {
            Some(c) if c >= 0 => *extent = c as i64,
            _ => kept.push(v),
        }
    }
    (new_shape != shape).then_some((new_shape, kept))
}

/// Creates an op with one result of type `ty` and returns that result.
pub(crate) fn create1(
    rw: &mut Rewriter<'_>,
    name: &str,
    operands: Vec<ValueId>,
    ty: Type,
    loc: Attr,
    props: Option<Attr>,
) -> ValueId {
    let st = OpState {
        props,
        ..OpState::new(rw.ctx, name, operands, vec![ty], loc)
    };
    let op = rw.create(st);
    rw.body().result(op, 0)
}

/// `arith.constant <v> : index`.
pub(crate) fn index_constant(rw: &mut Rewriter<'_>, v: i64, loc: Attr) -> ValueId {
    let ctx = rw.ctx;
    let idx = ctx.index_type();
    let value = ctx.int_attr(idx, v as i128);
    let props = ctx.dict_attr(vec![(ctx.sym("value"), value)]);
    create1(rw, "arith.constant", Vec::new(), idx, loc, Some(props))
}

/// `<dialect>.dim %source, %c<dim>` with a fresh index constant (`memref.dim` or
/// `tensor.dim`).
pub(crate) fn dim_of(
    rw: &mut Rewriter<'_>,
    name: &str,
    source: ValueId,
    dim: i64,
    loc: Attr,
) -> ValueId {
    let c = index_constant(rw, dim, loc);
    let idx = rw.ctx.index_type();
    create1(rw, name, vec![source, c], idx, loc, None)
}

/// `memref.cast %v : ... to <ty>`.
pub(crate) fn memref_cast(rw: &mut Rewriter<'_>, v: ValueId, ty: Type, loc: Attr) -> ValueId {
    create1(rw, "memref.cast", vec![v], ty, loc, None)
}

/// The `operandSegmentSizes` property entry for `sizes`, with `extra` properties.
pub(crate) fn segment_props(
    rw: &Rewriter<'_>,
    sizes: &[usize],
    extra: Vec<(rmlir_ir::Sym, Attr)>,
) -> Attr {
    let ctx = rw.ctx;
    let seg = ctx.attr(AttrKind::DenseArray {
        elem: ctx.int_type(32),
        values: sizes.iter().map(|&s| s as u128).collect(),
    });
    let mut entries = extra;
    entries.push((ctx.sym("operandSegmentSizes"), seg));
    ctx.dict_attr(entries)
}
