//! Canonicalization patterns of the arith dialect: the DRR patterns of MLIR's
//! `ArithCanonicalization.td` and the C++ ones of `ArithOps.cpp` (`SelectToExtUI`,
//! `CmpFIntToFPConst`), registered op by op in upstream order.
//!
//! Like DRR-generated patterns, each one matches a small tree of ops rooted at the op
//! it is registered for, its benefit is the number of ops in that tree, and the
//! replacement ops are created innermost first with the default properties of their
//! op (no overflow or fast-math flags unless the pattern carries them over):
//!
//! ```mlir
//! %0 = arith.extui %a : i1 to i32
//! %1 = arith.extui %b : i1 to i32
//! %2 = arith.andi %0, %1 : i32
//! // becomes
//! %0 = arith.andi %a, %b : i1
//! %2 = arith.extui %0 : i1 to i32
//! ```
//!
//! [`int`] holds the integer patterns (reassociation, extensions, extended
//! multiplications, casts), [`select`] those of `arith.select`, [`float`] the float
//! ones.

mod float;
mod int;
mod select;

use super::flags::OVERFLOW;
use super::fold::consts::{self, Const};
use rmlir_ir::fold::constant_of;
use rmlir_ir::ir::op_attr;
use rmlir_ir::{Attr, OpId, Type, ValueId};
use rmlir_rewrite::{PatternSet, Rewriter};

/// The op defining `v` when it is named `name`.
fn def(rw: &Rewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let b = rw.body();
    let d = b.defining_op(v)?;
    (rw.ctx.str(b.op(d).name) == name).then_some(d)
}

/// Operand `i` of `op`.
fn operand(rw: &Rewriter<'_>, op: OpId, i: usize) -> ValueId {
    rw.body().operand(op, i)
}

/// The type of a value.
fn ty(rw: &Rewriter<'_>, v: ValueId) -> Type {
    rw.body().value_type(v)
}

/// Result `i` of `op`.
fn result(rw: &Rewriter<'_>, op: OpId, i: usize) -> ValueId {
    rw.body().result(op, i)
}

/// The constant attribute of `v`, if a constant-like op defines it (`m_Constant`).
fn constant_attr(rw: &mut Rewriter<'_>, v: ValueId) -> Option<Attr> {
    let (ctx, body) = (rw.ctx, rw.body_id());
    constant_of(ctx, rw.ir_mut_unreported(), body, v)
}

/// The constant value of `v`.
fn constant(rw: &mut Rewriter<'_>, v: ValueId) -> Option<Const> {
    let a = constant_attr(rw, v)?;
    consts::read(rw.ctx, Some(a))
}

/// The scalar (not splat) integer value of constant `v` (DRR's `APIntAttr`).
fn scalar_int(rw: &mut Rewriter<'_>, v: ValueId) -> Option<(u128, u32)> {
    let c = constant(rw, v)?;
    match (c.elem, c.vals) {
        (consts::Elem::Int(w), consts::Vals::Scalar(x)) => Some((x, w)),
        _ => None,
    }
}

/// An attribute of `op` by name.
fn attr(rw: &Rewriter<'_>, op: OpId, name: &str) -> Option<Attr> {
    op_attr(rw.ctx, rw.ir(), (rw.body_id(), op), name)
}

/// The `#arith.overflow` bits of `op`.
fn overflow(rw: &Rewriter<'_>, op: OpId) -> u32 {
    attr(rw, op, "overflowFlags")
        .and_then(|a| OVERFLOW.bits(rw.ctx, a))
        .unwrap_or(0)
}

/// The `#arith.overflow` attribute with `bits`.
fn overflow_attr(rw: &Rewriter<'_>, bits: u32) -> Attr {
    OVERFLOW.attr(rw.ctx, bits)
}

/// Creates `name` before the root with the op's default properties overridden by
/// `props`, and returns its first result.
fn create(
    rw: &mut Rewriter<'_>,
    name: &str,
    operands: Vec<ValueId>,
    result_ty: Type,
    loc: Attr,
    props: &[(&str, Attr)],
) -> ValueId {
    let op = crate::build::create_op(rw, name, operands, vec![result_ty], loc, props);
    rw.body().result(op, 0)
}

/// Creates an `arith.constant` of `value` (typed `ty`) before the root.
fn create_constant(rw: &mut Rewriter<'_>, value: Attr, ty: Type, loc: Attr) -> Option<ValueId> {
    let st = super::fold::materialize(rw.ctx, value, ty, loc)?;
    let op = rw.create(st);
    Some(rw.body().result(op, 0))
}

/// Creates `arith.cmpi <predicate>, %lhs, %rhs` (predicate by keyword, e.g. `"slt"`)
/// with result type `result_ty` at the insertion point.
fn create_cmpi(
    rw: &mut Rewriter<'_>,
    predicate: &str,
    lhs: ValueId,
    rhs: ValueId,
    result_ty: Type,
    loc: Attr,
) -> ValueId {
    let index = crate::arith::flags::CMPI_PREDICATES
        .iter()
        .position(|p| *p == predicate)
        .unwrap_or(0);
    let i64t = rw.ctx.int_type(64);
    let p = rw.ctx.int_attr(i64t, index as i128);
    create(
        rw,
        "arith.cmpi",
        vec![lhs, rhs],
        result_ty,
        loc,
        &[("predicate", p)],
    )
}

/// Starts a rewrite of `root`: new ops go right before it, at its location.
fn begin(rw: &mut Rewriter<'_>, root: OpId) -> Attr {
    rw.set_insertion_point_before(root);
    rw.body().op(root).loc
}

/// Adds the arith patterns, op by op as upstream registers them (each op's
/// `getCanonicalizationPatterns`, ops in name order).
pub fn patterns(set: &mut PatternSet) {
    int::patterns(set);
    select::patterns(set);
    float::patterns(set);
}
