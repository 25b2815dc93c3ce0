//! The `ub` dialect (MLIR's `UBOps.td`): `ub.poison`, a constant whose value is
//! `#ub.poison` (an attribute kept as dialect text), and the `ub.unreachable`
//! terminator. Folds that meet a poison operand may answer poison; the dialect's
//! materializer (and arith's, see [`materialize_poison`]) turns it back into
//! `ub.poison`.
//!
//! ```mlir
//! %p = ub.poison : i32
//! %f = arith.bitcast %p : i32 to f32     // folds to ub.poison : f32
//! ub.unreachable
//! ```

use crate::test::ods::print_attr_dict;
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::ir::OpId;
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::Count::Exactly;
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{Attr, AttrKind, Context, OpRef, OpState, PResult, Type};

/// The text of the default poison attribute (`#ub.poison`).
const POISON: &str = "ub.poison";

/// `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> Attr {
    ctx.attr(AttrKind::Opaque(POISON.to_string()))
}

/// Whether `a` is a poison attribute (`#ub.poison`).
pub fn is_poison(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque(t) if t == POISON)
}

/// `ub.poison` of type `ty` for a folded poison value (MLIR's
/// `UBDialect::materializeConstant`, also used by arith's).
pub fn materialize_poison(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpState> {
    if !is_poison(ctx, value) {
        return None;
    }
    Some(OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("value"), value)])),
        ..OpState::new(ctx, "ub.poison", Vec::new(), vec![ty], loc)
    })
}

/// `attr-dict (`<` value `>`)? : type`.
fn parse_poison(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let value = if p.p.eat(Tok::Less) {
        let a = p.p.parse_attribute(None)?;
        p.p.expect(Tok::Greater, "'>'")?;
        a
    } else {
        poison_attr(p.p.ctx)
    };
    p.set_prop("value", value);
    p.p.expect(Tok::Colon, "':'")?;
    let ty = p.p.parse_type()?;
    p.build.result_types = smallvec::smallvec![ty];
    Ok(())
}

fn print_poison(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &["value"]);
    let value = crate::scf::attr_of(p.ctx, p.ir, op, "value");
    if let Some(v) = value.filter(|&v| !is_poison(p.ctx, v)) {
        p.out.push_str(" <");
        p.attr(v);
        p.out.push('>');
    }
    p.out.push_str(" : ");
    let body = p.ir.body(op.0);
    if let Some(r) = body.results(op.1).next() {
        let t = body.value_type(r);
        p.ty(t);
    }
}

fn verify_poison(_cx: &mut VerifyCx<'_>, _op: OpRef) -> PResult<()> {
    Ok(())
}

/// `ub.poison` folds to its value (it is constant-like).
fn fold_poison(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    match crate::scf::attr_of(cx.ctx, cx.ir, (cx.body, op), "value") {
        Some(v) => Folded::attr(v),
        None => Folded::attr(poison_attr(cx.ctx)),
    }
}

/// `ub.unreachable` has nothing but an attribute dictionary.
fn parse_unreachable(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()
}

fn print_unreachable(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &[]);
}

static OPS: &[OpDef] = &[
    OpDef::custom(
        "ub.poison",
        PURE | CONSTANT_LIKE,
        &["value"],
        verify_poison,
        parse_poison,
        print_poison,
    )
    .with_counts(Exactly(0), Exactly(1), Exactly(0))
    .with_default_props(&[("value", POISON)])
    .with_fold(fold_poison),
    OpDef::custom(
        "ub.unreachable",
        TERMINATOR,
        &[],
        verify_poison,
        parse_unreachable,
        print_unreachable,
    )
    .with_counts(Exactly(0), Exactly(0), Exactly(0)),
];

/// The dialect's attribute hook, called once the mnemonic is known to be `poison`.
/// `#ub.poison` has no parameters, and mlir-opt 22 reads whatever `<...>` follows the
/// mnemonic without looking at it: `#ub.poison<1>` is `#ub.poison`.
///
/// ```mlir
/// %0 = "ub.poison"() <{value = #ub.poison<1>}> : () -> i32
/// // prints as
/// %0 = ub.poison : i32
/// ```
fn read_attr_text(full: &str) -> Result<Option<String>, rmlir_ir::enum_attr::TextErrors> {
    Ok((full != POISON).then(|| POISON.to_string()))
}

/// The `ub` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "ub",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::Read(&["poison"], read_attr_text),
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: Some(materialize_poison),
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[("ub.poison", "value", P::Dialect(&["ub.poison"]))]
};
