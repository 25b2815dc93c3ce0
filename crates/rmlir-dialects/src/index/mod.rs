//! The `index` dialect (MLIR's `IndexOps.td`): arithmetic on `index` values with custom
//! forms `%0 = index.add %a, %b`, `index.cmp slt(%a, %b)`, `index.constant 5` (named
//! `%idx5`), `index.bool.constant true`, `index.casts %x : i32 to index` and
//! `index.sizeof`, and their verifiers. Folders and the constant materializer are in
//! [`fold`], canonicalization patterns in [`canonicalize`].

pub mod canonicalize;
pub mod fold;

use crate::arith::asm::{
    attr_of, error_at_token, operand_types, operands, parse_operands, print_attr_dict, print_types,
    print_values, quoted, result_types,
};
use rmlir_ir::enum_attr::{EnumAttr, TextErrors, read_enum_attrs};
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts;
use rmlir_ir::op_counts::Count::Exactly;
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::{VerifyCx, attr_constraint};
use rmlir_ir::{AttrKind, Context, Ir, OpRef, PResult, TypeKind};

/// `index.cmp` predicates, in `IndexCmpPredicate` order.
const PREDICATES: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// `$lhs, $rhs attr-dict`; operands and result are `index`.
///
/// ```mlir
/// %0 = index.add %a, %b
/// ```
fn parse_binary(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uses = parse_operands!(p, 2)?;
    p.parse_optional_attr_dict()?;
    let idx = p.p.ctx.index_type();
    let at = p.p.pos();
    p.resolve_operands(&uses, &[idx, idx], at)?;
    p.build.result_types = smallvec::smallvec![idx];
    Ok(())
}

/// Prints what [`parse_binary`] reads.
fn print_binary(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    print_attr_dict(p, op, &[]);
}

/// `$pred($lhs, $rhs) attr-dict`; the predicate property is `#index<cmp_predicate ..>`.
///
/// ```mlir
/// %0 = index.cmp slt(%a, %b)
/// ```
fn parse_cmp(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let at = p.p.pos();
    let kw = (p.p.kind() == Tok::BareIdent).then(|| p.p.text().to_string());
    let Some(kw) = kw.filter(|k| PREDICATES.contains(&k.as_str())) else {
        let msg = format!(
            "custom op '{}' expected ::mlir::index::IndexCmpPredicate to be one of: {}",
            p.def.name,
            PREDICATES.join(", ")
        );
        p.p.error_at(at, &msg);
        p.p.bump();
        let msg = format!(
            "custom op '{}' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`",
            p.def.name
        );
        return Err(p.p.error_here(&msg));
    };
    p.p.bump();
    let a =
        p.p.ctx
            .attr(AttrKind::Opaque(format!("index<cmp_predicate {kw}>")));
    p.set_prop("pred", a);
    p.p.expect(Tok::LParen, "'('")?;
    let uses = parse_operands!(p, 2)?;
    p.p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict()?;
    let idx = p.p.ctx.index_type();
    let at = p.p.pos();
    p.resolve_operands(&uses, &[idx, idx], at)?;
    p.build.result_types = smallvec::smallvec![p.p.ctx.int_type(1)];
    Ok(())
}

/// The predicate keyword of `#index<cmp_predicate slt>`.
fn predicate_keyword(ctx: &Context, a: rmlir_ir::Attr) -> Option<&str> {
    let AttrKind::Opaque(text) = ctx.attr_kind(a) else {
        return None;
    };
    let kw = text
        .strip_prefix("index<cmp_predicate")?
        .strip_suffix('>')?
        .trim();
    PREDICATES.contains(&kw).then_some(kw)
}

/// Prints what [`parse_cmp`] reads.
fn print_cmp(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    let pred = attr_of(p.ctx, p.ir, op, "pred");
    let mut elided = Vec::new();
    if let Some(kw) = pred.and_then(|a| predicate_keyword(p.ctx, a)) {
        p.out.push_str(kw);
        elided.push("pred");
    }
    p.out.push('(');
    let vals = operands(p.ir, op);
    print_values(p, op, &vals);
    p.out.push(')');
    print_attr_dict(p, op, &elided);
}

/// `attr-dict $value` with an `index` literal.
///
/// ```mlir
/// %idx5 = index.constant 5
/// ```
fn parse_constant(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let neg = p.p.eat(Tok::Minus);
    let at = p.p.pos();
    if p.p.kind() != Tok::Integer {
        return Err(error_at_token(p, "expected integer value"));
    }
    let text = p.p.text();
    let mag = match text.strip_prefix("0x") {
        Some(h) => u128::from_str_radix(h, 16).ok(),
        None => text.parse::<u128>().ok(),
    };
    let value = match mag {
        Some(m) if !neg && m <= i64::MAX as u128 => m as i128,
        Some(m) if neg && m <= 1u128 << 63 => -(m as i128),
        _ => {
            return Err(p
                .p
                .error_at(at, "integer constant out of range for attribute"));
        }
    };
    p.p.bump();
    let idx = p.p.ctx.index_type();
    let a = p.p.ctx.int_attr(idx, value);
    p.set_prop("value", a);
    p.build.result_types = smallvec::smallvec![idx];
    Ok(())
}

/// Prints what [`parse_constant`] reads.
fn print_constant(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &["value"]);
    p.out.push(' ');
    match attr_of(p.ctx, p.ir, op, "value").map(|a| (a, p.ctx.attr_kind(a))) {
        Some((_, AttrKind::Integer { value, .. })) => p.out.push_str(&value.to_string()),
        Some((a, _)) => p.attr(a),
        None => {}
    }
}

/// Names `index.constant 5` `%idx5` (`%idx-3` for negative values).
fn constant_names(ctx: &Context, ir: &Ir, op: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
    if let Some(AttrKind::Integer { value, .. }) =
        attr_of(ctx, ir, op, "value").map(|a| ctx.attr_kind(a))
    {
        out.push_fmt(0, format_args!("idx{value}"));
    }
}

/// `attr-dict $value` with `true` or `false`.
///
/// ```mlir
/// %true = index.bool.constant true
/// ```
fn parse_bool_constant(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let v = match p.p.kind() {
        Tok::BareIdent if p.p.text() == "true" => 1,
        Tok::BareIdent if p.p.text() == "false" => 0,
        _ => return Err(error_at_token(p, "expected attribute value")),
    };
    p.p.bump();
    let i1 = p.p.ctx.int_type(1);
    let a = p.p.ctx.int_attr(i1, v);
    p.set_prop("value", a);
    p.build.result_types = smallvec::smallvec![i1];
    Ok(())
}

/// Prints what [`parse_bool_constant`] reads.
fn print_bool_constant(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &["value"]);
    if let Some(a) = attr_of(p.ctx, p.ir, op, "value") {
        p.out.push(' ');
        p.attr(a);
    }
}

/// Names `index.bool.constant` `%true` or `%false`.
fn bool_constant_names(ctx: &Context, ir: &Ir, op: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
    if let Some(AttrKind::Integer { value, .. }) =
        attr_of(ctx, ir, op, "value").map(|a| ctx.attr_kind(a))
    {
        out.push((0, if *value != 0 { "true" } else { "false" }));
    }
}

/// `$input attr-dict : type($input) to type($output)`.
///
/// ```mlir
/// %0 = index.casts %x : i32 to index
/// ```
fn parse_cast(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let u = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    p.p.expect(Tok::Colon, "':'")?;
    let from = p.p.parse_type()?;
    p.expect_keyword("to")?;
    let to = p.p.parse_type()?;
    p.resolve_operands(&[u], &[from], at)?;
    p.build.result_types = smallvec::smallvec![to];
    Ok(())
}

/// Prints what [`parse_cast`] reads.
fn print_cast(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    print_types(p, &operand_types(p.ir, op));
    p.out.push_str(" to ");
    print_types(p, &result_types(p.ir, op));
}

/// `attr-dict`; the result is `index`.
///
/// ```mlir
/// %0 = index.sizeof
/// ```
fn parse_sizeof(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    p.build.result_types = smallvec::smallvec![p.p.ctx.index_type()];
    Ok(())
}

/// Prints what [`parse_sizeof`] reads.
fn print_sizeof(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &[]);
}

/// What an `index` op's operands and results must be.
#[derive(Copy, Clone)]
enum Ty {
    Index,
    I1,
    /// Any signless integer (a cast's non-index side).
    Int,
}

fn check(cx: &mut VerifyCx<'_>, op: OpRef, ins: &[Ty], outs: &[Ty]) -> PResult<()> {
    let holds = |ctx: &Context, t, ty: Ty| match (ty, ctx.type_kind(t)) {
        (Ty::Index, TypeKind::Index) => true,
        (Ty::I1, k) => matches!(
            k,
            TypeKind::Integer {
                width: 1,
                signedness: rmlir_ir::types::Signedness::Signless
            }
        ),
        (Ty::Int, k) => matches!(
            k,
            TypeKind::Integer {
                signedness: rmlir_ir::types::Signedness::Signless,
                ..
            } | TypeKind::Index
        ),
        _ => false,
    };
    let desc = |ty: Ty| match ty {
        Ty::Index => "index",
        Ty::I1 => "1-bit signless integer",
        Ty::Int => "integer or index",
    };
    let it = operand_types(cx.ir, op);
    let rt = result_types(cx.ir, op);
    // ODS order: result count, then operand count.
    op_counts::check_results(cx, op, op_counts::Count::Exactly(outs.len() as u32))?;
    op_counts::check_operands(cx, op, op_counts::Count::Exactly(ins.len() as u32))?;
    for (i, (&t, &c)) in it.iter().zip(ins).enumerate() {
        if !holds(cx.ctx, t, c) {
            let msg = format!(
                "operand #{i} must be {}, but got {}",
                desc(c),
                quoted(cx.ctx, t)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    for (i, (&t, &c)) in rt.iter().zip(outs).enumerate() {
        if !holds(cx.ctx, t, c) {
            let msg = format!(
                "result #{i} must be {}, but got {}",
                desc(c),
                quoted(cx.ctx, t)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    Ok(())
}

/// Verifies any `index` op: `index` operands and results, an `i1` comparison result,
/// and casts between `index` and a fixed-width integer.
///
/// ```mlir
/// // error: 'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible
/// %0 = index.casts %i : i32 to i64
/// ```
fn verify(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let name = cx.ir.body(op.0).op(op.1).def.map_or("", |d| d.name);
    match name {
        "index.cmp" => {
            let pred = attr_of(cx.ctx, cx.ir, op, "pred");
            if pred.and_then(|a| predicate_keyword(cx.ctx, a)).is_none() {
                let desc = "index comparison predicate kind";
                return Err(attr_constraint(cx, op, "pred", pred.is_some(), desc));
            }
            check(cx, op, &[Ty::Index, Ty::Index], &[Ty::I1])
        }
        "index.constant" => {
            let value = attr_of(cx.ctx, cx.ir, op, "value");
            let ok = matches!(
                value.map(|a| cx.ctx.attr_kind(a)),
                Some(AttrKind::Integer { ty, .. }) if matches!(cx.ctx.type_kind(*ty), TypeKind::Index)
            );
            if !ok {
                let desc = "index attribute";
                return Err(attr_constraint(cx, op, "value", value.is_some(), desc));
            }
            check(cx, op, &[], &[Ty::Index])
        }
        "index.bool.constant" => {
            let value = attr_of(cx.ctx, cx.ir, op, "value");
            let ok = matches!(
                value.map(|a| cx.ctx.attr_kind(a)),
                Some(AttrKind::Integer { ty, .. }) if matches!(cx.ctx.type_kind(*ty), TypeKind::Integer { width: 1, .. })
            );
            if !ok {
                let desc = "bool attribute";
                return Err(attr_constraint(cx, op, "value", value.is_some(), desc));
            }
            check(cx, op, &[], &[Ty::I1])
        }
        "index.sizeof" => check(cx, op, &[], &[Ty::Index]),
        "index.casts" | "index.castu" => {
            check(cx, op, &[Ty::Int], &[Ty::Int])?;
            let a = operand_types(cx.ir, op)[0];
            let b = result_types(cx.ir, op)[0];
            let is_index = |t| matches!(cx.ctx.type_kind(t), TypeKind::Index);
            if is_index(a) == is_index(b) {
                let msg = format!(
                    "operand type {} and result type {} are cast incompatible",
                    quoted(cx.ctx, a),
                    quoted(cx.ctx, b)
                );
                return Err(cx.op_error(op, &msg));
            }
            Ok(())
        }
        _ => check(cx, op, &[Ty::Index, Ty::Index], &[Ty::Index]),
    }
}

/// An `index` op.
const fn op(
    name: &'static str,
    traits: u32,
    parse: rmlir_ir::opdef::ParseFn,
    print: rmlir_ir::opdef::PrintFn,
    inherent: &'static [&'static str],
    result_names: Option<rmlir_ir::opdef::ResultNamesFn>,
) -> OpDef {
    OpDef {
        name,
        traits,
        inherent,
        verify: Some(verify),
        parse: Some(parse),
        print: Some(print),
        result_names,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
}

/// A binary `index` op with folder `f`.
const fn binary(name: &'static str, traits: u32, f: rmlir_ir::fold::FoldFn) -> OpDef {
    op(name, traits, parse_binary, print_binary, &[], None).with_fold(f)
}

/// A binary `index` division with folder `f`: free of memory effects (so erased when
/// unused) but not `Pure`, as division by zero is undefined behaviour and the op may not
/// be speculated (upstream's `[NoMemoryEffect]`).
const fn division(name: &'static str, f: rmlir_ir::fold::FoldFn) -> OpDef {
    binary(name, 0, f).with_effects(crate::arith::NO_MEMORY_EFFECT)
}

static OPS: &[OpDef] = &[
    binary("index.add", PURE | COMMUTATIVE, fold::add),
    binary("index.sub", PURE, fold::sub),
    binary("index.mul", PURE | COMMUTATIVE, fold::mul),
    division("index.divs", fold::divs),
    division("index.divu", fold::divu),
    division("index.ceildivs", fold::ceildivs),
    division("index.ceildivu", fold::ceildivu),
    division("index.floordivs", fold::floordivs),
    binary("index.rems", PURE, fold::rems),
    binary("index.remu", PURE, fold::remu),
    binary("index.maxs", PURE | COMMUTATIVE, fold::maxs),
    binary("index.maxu", PURE | COMMUTATIVE, fold::maxu),
    binary("index.mins", PURE | COMMUTATIVE, fold::mins),
    binary("index.minu", PURE | COMMUTATIVE, fold::minu),
    binary("index.shl", PURE, fold::shl),
    binary("index.shrs", PURE, fold::shrs),
    binary("index.shru", PURE, fold::shru),
    binary("index.and", PURE | COMMUTATIVE, fold::and),
    binary("index.or", PURE | COMMUTATIVE, fold::or),
    binary("index.xor", PURE | COMMUTATIVE, fold::xor),
    op("index.cmp", PURE, parse_cmp, print_cmp, &["pred"], None)
        .with_fold(fold::cmp)
        .with_results(Exactly(1))
        .with_operands(Exactly(2)),
    op(
        "index.constant",
        PURE | CONSTANT_LIKE,
        parse_constant,
        print_constant,
        &["value"],
        Some(constant_names),
    )
    .with_fold(fold::constant)
    .with_results(Exactly(1))
    .with_operands(Exactly(0)),
    op(
        "index.bool.constant",
        PURE | CONSTANT_LIKE,
        parse_bool_constant,
        print_bool_constant,
        &["value"],
        Some(bool_constant_names),
    )
    .with_fold(fold::constant)
    .with_results(Exactly(1))
    .with_operands(Exactly(0)),
    op("index.casts", PURE, parse_cast, print_cast, &[], None).with_fold(fold::casts),
    op("index.castu", PURE, parse_cast, print_cast, &[], None).with_fold(fold::castu),
    op("index.sizeof", PURE, parse_sizeof, print_sizeof, &[], None),
];

/// `#index<cmp_predicate slt>`, read when parsed.
static PREDICATE_ATTR: EnumAttr = EnumAttr::new(
    "index<cmp_predicate",
    "::mlir::index::IndexCmpPredicate",
    "IndexCmpPredicateAttr",
    "value",
    PREDICATES,
);

/// The index dialect's attribute hook: `#index<cmp_predicate  slt >` is kept as
/// `#index<cmp_predicate slt>`, `#index<cmp_predicate bogus>` is rejected.
fn read_attr_text(full: &str) -> Result<Option<String>, TextErrors> {
    read_enum_attrs(std::slice::from_ref(&PREDICATE_ATTR), full)
}

/// The `index` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "index",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::Read(&["cmp_predicate"], read_attr_text),
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: Some(fold::materialize),
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        ("index.bool.constant", "value", P::Bool),
        (
            "index.cmp",
            "pred",
            P::Dialect(&["index<cmp_predicate", "index.cmp_predicate"]),
        ),
        ("index.constant", "value", P::Integer),
    ]
};
