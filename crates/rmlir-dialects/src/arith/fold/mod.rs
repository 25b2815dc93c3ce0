//! Folders of the arith dialect (the `fold` methods of MLIR's `ArithOps.cpp`) and its
//! constant materializer (`ArithDialect::materializeConstant`).
//!
//! A folder sees its op and the constant value of each operand, and answers with an
//! existing value, a constant attribute, an in-place update or nothing. The pieces:
//! [`consts`] reads constant operands (scalars and `dense` splats or elements) and
//! evaluates element-wise; [`int`] and [`float`] fold the arithmetic ops, [`cast`] the
//! conversions, [`cmp`] the comparisons and `select`; [`ieee`] is the bit-exact float
//! arithmetic underneath.
//!
//! ```mlir
//! %0 = arith.addi %x, %c0 : index      // folds to %x
//! %1 = arith.andi %b, %true : i1       // folds to %b
//! %2 = arith.mulf %c2, %c3 : f32       // folds to 6.000000e+00
//! %3 = arith.cmpi eq, %x, %x : index   // folds to true
//! ```

pub(crate) mod cast;
pub(crate) mod cmp;
pub(crate) mod consts;
pub(crate) mod float;
pub(crate) mod ieee;
pub(crate) mod int;

pub use cast::{
    bitcast, extf, extsi, extui, fptosi, fptoui, index_cast, index_castui, sitofp, truncf, trunci,
    uitofp,
};
pub use cmp::{cmpf, cmpi, select};
pub use float::{addf, divf, maximumf, maxnumf, minimumf, minnumf, mulf, negf, remf, subf};
pub use int::{
    addi, addui_extended, andi, ceildivsi, ceildivui, divsi, divui, floordivsi, maxsi, maxui,
    minsi, minui, muli, mulsi_extended, mului_extended, ori, remsi, remui, shli, shrsi, shrui,
    subi, xori,
};

use super::flags::{FASTMATH, OVERFLOW};
use rmlir_ir::fold::{FoldCx, Folded, constant_of};
use rmlir_ir::ir::op_attr;
use rmlir_ir::{Attr, AttrKind, Context, OpId, OpState, Type, ValueId};

/// Operand `i` of `op`.
fn operand(cx: &FoldCx<'_>, op: OpId, i: usize) -> ValueId {
    cx.ir.body(cx.body).operand(op, i)
}

/// The type of result `i` of `op`.
fn result_type(cx: &FoldCx<'_>, op: OpId, i: usize) -> Type {
    let b = cx.ir.body(cx.body);
    b.value_type(b.result(op, i))
}

/// The type of a value.
fn value_type(cx: &FoldCx<'_>, v: ValueId) -> Type {
    cx.ir.body(cx.body).value_type(v)
}

/// The op defining `v` when it is named `name` (`getDefiningOp<OpTy>()`).
fn def_named(cx: &FoldCx<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let b = cx.ir.body(cx.body);
    let d = b.defining_op(v)?;
    (cx.ctx.str(b.op(d).name) == name).then_some(d)
}

/// The constant value of operand `i` of another op (`m_Constant`).
fn constant_operand(cx: &mut FoldCx<'_>, op: OpId, i: usize) -> Option<consts::Const> {
    let v = operand(cx, op, i);
    let a = constant_of(cx.ctx, cx.ir, cx.body, v)?;
    consts::read(cx.ctx, Some(a))
}

/// The first of the first `n` operands whose constant value is poison (`#ub.poison`):
/// the common constant folders MLIR's arith ops use answer it for the op (poison in,
/// poison out), materialized as `ub.poison` of the result type.
///
/// ```mlir
/// %p = ub.poison : i32
/// %0 = arith.addi %x, %p : i32            // folds to ub.poison : i32
/// %1 = arith.extsi %p : i32 to i64        // folds to ub.poison : i64
/// ```
pub(crate) fn poison_operand(cx: &FoldCx<'_>, n: usize) -> Option<Attr> {
    cx.operands
        .iter()
        .take(n)
        .flatten()
        .copied()
        .find(|&a| crate::ub::is_poison(cx.ctx, a))
}

/// The `#arith.overflow` bits of an op (none when absent).
fn overflow_flags(cx: &FoldCx<'_>, op: OpId) -> u32 {
    op_attr(cx.ctx, cx.ir, (cx.body, op), "overflowFlags")
        .and_then(|a| OVERFLOW.bits(cx.ctx, a))
        .unwrap_or(0)
}

/// The `#arith.fastmath` bits of an op (none when absent).
fn fastmath(cx: &FoldCx<'_>, op: OpId) -> u32 {
    op_attr(cx.ctx, cx.ir, (cx.body, op), "fastmath")
        .and_then(|a| FASTMATH.bits(cx.ctx, a))
        .unwrap_or(0)
}

/// Replaces operand `i` of `op` (an in-place fold).
fn set_operand(cx: &mut FoldCx<'_>, op: OpId, i: usize, v: ValueId) {
    let body = cx.ir.body_mut(cx.body);
    let slot = body.operand_id(op, i);
    body.set_operand_value(slot, v);
}

/// Sets property `name` of `op` (an in-place fold).
fn set_prop(cx: &mut FoldCx<'_>, op: OpId, name: &str, value: Attr) {
    crate::build::set_prop(cx.ctx, cx.ir, (cx.body, op), name, value);
}

/// The zero of a scalar type or a statically shaped vector/tensor type
/// (`Builder::getZeroAttr`).
pub(crate) fn zero_of(ctx: &Context, ty: Type) -> Option<Attr> {
    consts::splat_of(ctx, ty, 0)
}

/// `arith.constant`: its value.
pub fn constant(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    match op_attr(cx.ctx, cx.ir, (cx.body, op), "value") {
        Some(v) => Folded::attr(v),
        None => Folded::No,
    }
}

/// An integer attribute of `ty` holding `v` (wrapped to the type's width).
pub(crate) fn int_attr(ctx: &Context, ty: Type, v: i128) -> Option<Attr> {
    matches!(consts::elem_of(ctx, ty), Some(consts::Elem::Int(_))).then(|| ctx.int_attr(ty, v))
}

/// `ArithDialect::materializeConstant`: an `arith.constant` when the attribute is a
/// typed integer, float or dense elements value of type `ty` (integers signless).
pub fn materialize(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpState> {
    if crate::ub::is_poison(ctx, value) {
        return crate::ub::materialize_poison(ctx, value, ty, loc);
    }
    let buildable = match ctx.attr_kind(value) {
        AttrKind::Integer { ty: t, .. }
        | AttrKind::Float { ty: t, .. }
        | AttrKind::DenseElements { ty: t, .. } => *t == ty,
        _ => false,
    };
    let signless = !matches!(
        ctx.type_kind(consts::element_type(ctx, ty)),
        rmlir_ir::TypeKind::Integer { signedness, .. }
            if *signedness != rmlir_ir::types::Signedness::Signless
    );
    if !buildable || !signless {
        return None;
    }
    Some(OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("value"), value)])),
        ..OpState::new(ctx, "arith.constant", Vec::new(), vec![ty], loc)
    })
}
