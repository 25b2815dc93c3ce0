//! Folding and canonicalization of the func dialect (MLIR's `FuncOps.cpp`):
//! `func.constant` folds to its symbol reference (so the greedy driver uniques and
//! hoists it like any constant), the dialect materializes symbol-reference constants
//! of function type as `func.constant`, and a `func.call_indirect` through a constant
//! callee becomes a direct `func.call`.
//!
//! ```mlir
//! %f = func.constant @callee : (i32) -> i32
//! %r = func.call_indirect %f(%a) : (i32) -> i32
//! // becomes
//! %r = func.call @callee(%a) : (i32) -> i32
//! ```

use rmlir_ir::fold::{FoldCx, Folded, constant_of};
use rmlir_ir::ir::op_attr;
use rmlir_ir::{Attr, AttrKind, Context, OpId, OpState, Type, TypeKind};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// `func.constant @f` folds to `@f` (MLIR's `ConstantOp::fold`).
///
/// ```mlir
/// %f = func.constant @callee : (i32) -> i32   // folds to the attribute @callee
/// ```
pub(super) fn fold_constant(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    match op_attr(cx.ctx, cx.ir, (cx.body, op), "value") {
        Some(v) => Folded::attr(v),
        None => Folded::No,
    }
}

/// `FuncDialect::materializeConstant`: a `func.constant` for a flat symbol reference
/// of function type.
pub(super) fn materialize(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpState> {
    let flat =
        matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
    if !flat || !matches!(ctx.type_kind(ty), TypeKind::Function { .. }) {
        return None;
    }
    Some(OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("value"), value)])),
        ..OpState::new(ctx, "func.constant", Vec::new(), vec![ty], loc)
    })
}

/// An indirect call through a constant callee calls it directly (MLIR's
/// `SimplifyIndirectCallWithKnownCallee`).
///
/// ```mlir
/// %f = func.constant @callee : (i32) -> i32
/// %r = func.call_indirect %f(%a) : (i32) -> i32
/// // becomes
/// %r = func.call @callee(%a) : (i32) -> i32
/// ```
struct SimplifyIndirectCallWithKnownCallee;

impl RewritePattern for SimplifyIndirectCallWithKnownCallee {
    fn root(&self) -> Option<&'static str> {
        Some("func.call_indirect")
    }
    fn name(&self) -> &'static str {
        "SimplifyIndirectCallWithKnownCallee"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let operands: Vec<_> = rw.body().operands(op).collect();
        let Some((&callee, args)) = operands.split_first() else {
            return false;
        };
        let body = rw.body_id();
        let Some(sym) = constant_of(ctx, rw.ir_mut_unreported(), body, callee) else {
            return false;
        };
        if !matches!(ctx.attr_kind(sym), AttrKind::SymbolRef { .. }) {
            return false;
        }
        let loc = rw.body().op(op).loc;
        let result_types: Vec<Type> = rw
            .body()
            .results(op)
            .map(|r| rw.body().value_type(r))
            .collect();
        let st = OpState {
            props: Some(ctx.dict_attr(vec![(ctx.sym("callee"), sym)])),
            ..OpState::new(ctx, "func.call", args.to_vec(), result_types, loc)
        };
        rw.set_insertion_point_before(op);
        let call = rw.create(st);
        let results: Vec<_> = rw.body().results(call).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// Adds the func canonicalization patterns.
pub fn patterns(set: &mut PatternSet) {
    set.add(SimplifyIndirectCallWithKnownCallee);
}
