//! Folding hooks (MLIR's `OpFoldResult`, an op's `fold` method and
//! `Dialect::materializeConstant`).
//!
//! A fold looks at one op and the constant values of its operands and answers with one
//! of three things: nothing, "I changed the op in place", or one replacement per
//! result — an existing value or a constant attribute. Constant attributes become ops
//! through the dialect's materializer (`arith.constant` for arith):
//!
//! ```mlir
//! %c1 = arith.constant 1 : i32
//! %c2 = arith.constant 2 : i32
//! %0 = arith.addi %c1, %c2 : i32     // folds to the attribute 3 : i32
//! ```
//!
//! Constant-like ops fold to their value with no operands: that is how a constant's
//! value is read ([`constant_value`], MLIR's `m_Constant`).

use crate::attrs::Attr;
use crate::context::Context;
use crate::ir::{BodyId, Ir, OpId, OpState, ValueId};
use crate::opdef::traits;
use crate::types::Type;
use smallvec::SmallVec;

/// One folded result: an existing value or a constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    Value(ValueId),
    Attr(Attr),
}

/// What a fold did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// Nothing to fold.
    No,
    /// The op was updated in place (its operands or attributes changed).
    InPlace,
    /// One replacement per result.
    Results(SmallVec<[FoldResult; 2]>),
}

impl Folded {
    /// A single-result fold to an existing value.
    pub fn value(v: ValueId) -> Folded {
        Folded::Results(smallvec::smallvec![FoldResult::Value(v)])
    }

    /// A single-result fold to a constant.
    pub fn attr(a: Attr) -> Folded {
        Folded::Results(smallvec::smallvec![FoldResult::Attr(a)])
    }
}

/// What a fold hook sees: the op's body (mutable, for in-place folds) and the constant
/// value of each operand (`None` when not a constant).
pub struct FoldCx<'a> {
    pub ctx: &'a Context,
    pub ir: &'a mut Ir,
    pub body: BodyId,
    pub operands: &'a [Option<Attr>],
}

/// An op's fold hook (ODS `hasFolder`).
pub type FoldFn = fn(&mut FoldCx<'_>, OpId) -> Folded;

/// A dialect's constant materializer: the op that produces `value` of `ty` at `loc`,
/// or `None` when the dialect cannot make one.
pub type MaterializeFn = fn(&Context, Attr, Type, Attr) -> Option<OpState>;

/// The fold hook of an op, if it has one.
pub fn fold_hook(ir: &Ir, body: BodyId, op: OpId) -> Option<FoldFn> {
    ir.body(body).op(op).def?.interfaces.fold
}

/// The value of a constant-like op (MLIR's `matchPattern(op, m_Constant(&attr))`).
pub fn constant_value(ctx: &Context, ir: &mut Ir, body: BodyId, op: OpId) -> Option<Attr> {
    let d = ir.body(body).op(op).def?;
    if !d.has(traits::CONSTANT_LIKE) {
        return None;
    }
    let fold = d.interfaces.fold?;
    let mut cx = FoldCx {
        ctx,
        ir,
        body,
        operands: &[],
    };
    match fold(&mut cx, op) {
        Folded::Results(r) => match r.first() {
            Some(FoldResult::Attr(a)) => Some(*a),
            _ => None,
        },
        _ => None,
    }
}

/// The constant value of `v` if a constant-like op defines it.
pub fn constant_of(ctx: &Context, ir: &mut Ir, body: BodyId, v: ValueId) -> Option<Attr> {
    let op = ir.body(body).defining_op(v)?;
    constant_value(ctx, ir, body, op)
}
