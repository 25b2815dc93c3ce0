//! `shape.const_witness` (MLIR's `Shape_ConstWitnessOp`): a witness known when the IR
//! is written, `true` when the constraint it stands for holds. It is constant-like —
//! folded to its `passing` attribute, uniqued and hoisted by the canonicalizer — and
//! the shape dialect materializes witness constants as this op (the witness branch of
//! `ShapeDialect::materializeConstant`).
//!
//! ```mlir
//! %w = shape.const_witness true
//! ```

use super::WITNESS;
use crate::test::ods::{self, attr_of, print_attr_dict};
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::op_counts::Count::Exactly;
use rmlir_ir::opdef::{OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{Attr, AttrKind, Context, OpId, OpRef, OpState, PResult, Type, TypeKind};

/// The op's definition: pure, constant-like, no operands, one `!shape.witness`.
pub(super) const CONST_WITNESS: OpDef = OpDef {
    parse: Some(parse),
    print: Some(print),
    ..OpDef::new("shape.const_witness", PURE | CONSTANT_LIKE)
        .with_results(Exactly(1))
        .with_operands(Exactly(0))
        .with_inherent(&["passing"])
        .with_verify(verify)
        .with_fold(fold)
};

/// The `!shape.witness` type.
fn witness_type(ctx: &Context) -> Type {
    ctx.ty(TypeKind::Opaque("shape.witness".into()))
}

/// Whether `a` is a `BoolAttr` (an `i1` integer attribute).
fn is_bool(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. }
        if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 1, .. }))
}

/// `$passing attr-dict`: the value is any attribute parsed as `i1` (`true`, `false`,
/// `0`, `1`), then checked to be a bool.
///
/// ```mlir
/// %w = shape.const_witness true {note = "x"}
/// ```
fn parse(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let at = p.p.pos();
    let i1 = p.p.ctx.int_type(1);
    let a = p.p.parse_attribute(Some(i1))?;
    if !is_bool(p.p.ctx, a) {
        return Err(crate::asm_util::custom_error(
            p,
            at,
            "invalid kind of attribute specified",
        ));
    }
    p.set_prop("passing", a);
    p.parse_optional_attr_dict()?;
    p.build.result_types = smallvec::smallvec![witness_type(p.p.ctx)];
    Ok(())
}

/// Prints ` true {attrs}`.
fn print(p: &mut Printer<'_>, op: OpRef) {
    if let Some(a) = attr_of(p.ctx, p.ir, op, "passing") {
        p.out.push(' ');
        p.attr(a);
    }
    print_attr_dict(p, op, &["passing"]);
}

/// ODS's checks: `passing` present and a bool, the result a witness.
///
/// ```mlir
/// %0 = "shape.const_witness"() : () -> !shape.witness
/// // error: 'shape.const_witness' op requires attribute 'passing'
/// ```
fn verify(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let passing = attr_of(cx.ctx, cx.ir, op, "passing");
    if !passing.is_some_and(|a| is_bool(cx.ctx, a)) {
        let desc = "bool attribute";
        return Err(rmlir_ir::verifier::attr_constraint(
            cx,
            op,
            "passing",
            passing.is_some(),
            desc,
        ));
    }
    ods::result_type(cx, op, 0, WITNESS)
}

/// Folds to the `passing` attribute (what makes the op a constant).
fn fold(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    match attr_of(cx.ctx, cx.ir, (cx.body, op), "passing") {
        Some(a) => Folded::attr(a),
        None => Folded::No,
    }
}

/// The shape dialect's constant materializer: a bool for a witness becomes
/// `shape.const_witness`, poison `ub.poison`; everything else is left to `arith` (as
/// upstream, which also builds `shape.const_shape`/`const_size` for its shape and
/// size types, ops rmlir does not define).
pub(super) fn materialize(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpState> {
    if crate::ub::is_poison(ctx, value) {
        return crate::ub::materialize_poison(ctx, value, ty, loc);
    }
    if (WITNESS.0)(ctx, ty) {
        if !is_bool(ctx, value) {
            return None;
        }
        let props = ctx.dict_attr(vec![(ctx.sym("passing"), value)]);
        return Some(OpState {
            props: Some(props),
            ..OpState::new(ctx, "shape.const_witness", Vec::new(), vec![ty], loc)
        });
    }
    crate::arith::fold::materialize(ctx, value, ty, loc)
}
