//! The `math` dialect (MLIR's `MathOps.td`): elementwise transcendental and bit-counting
//! ops. Custom forms follow the `arith` shapes (`%0 = math.exp %x fastmath<fast> : f32`),
//! plus `math.fpowi` (`: f32, i32`), the `math.isnan` family (i1-shaped results,
//! fast-math flags in the attribute dictionary), `math.sincos` (results `%sin`, `%cos`)
//! and `math.clampf %x to [%lo, %hi]`. Constant folders live in [`fold`].

pub mod fold;
mod host_libm;

use crate::arith::asm::{
    attr_of, i1_same_shape, operand_types, operands, parse_colon_type, parse_operands,
    print_attr_dict, print_types, print_values, result_types,
};
use crate::arith::flags::FASTMATH;
use crate::arith::ops::{Flag, parse_same_type, print_flags, print_same_type, set_defaults};
use crate::arith::verify::{
    Constraint, check_signature, elementwise, same_operands_and_result_type,
};
use rmlir_ir::lexer::Tok;
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{Context, Ir, OpRef, PResult, TypeKind};

/// The flags of a `math` op's custom form: every float op but the classification ops
/// takes `fastmath<...>`.
pub(crate) fn flags_of(name: &str) -> &'static [Flag] {
    match name {
        "math.absi" | "math.ctlz" | "math.cttz" | "math.ctpop" | "math.ipowi" | "math.isfinite"
        | "math.isinf" | "math.isnan" | "math.isnormal" => &[],
        _ => &[Flag::FastMath],
    }
}

/// `$operand [fastmath] attr-dict : type($result)`.
///
/// ```mlir
/// %0 = math.exp %x fastmath<fast> : f32
/// ```
fn parse_unary(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_same_type(p, 1)
}

/// `$lhs, $rhs [fastmath] attr-dict : type($result)`.
///
/// ```mlir
/// %0 = math.powf %x, %y : f32
/// ```
fn parse_binary(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_same_type(p, 2)
}

/// `$a, $b, $c [fastmath] attr-dict : type($result)`.
///
/// ```mlir
/// %0 = math.fma %a, %b, %c : f32
/// ```
fn parse_ternary(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_same_type(p, 3)
}

/// `$lhs, $rhs [fastmath] attr-dict : type($lhs), type($rhs)`; the result has the base's
/// type.
///
/// ```mlir
/// %0 = math.fpowi %x, %n : f32, i32
/// ```
fn parse_fpowi(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uses = parse_operands!(p, 2)?;
    if p.p.eat_keyword("fastmath") {
        let bits = FASTMATH.parse_body(p)?;
        let a = FASTMATH.attr(p.p.ctx, bits);
        p.set_prop("fastmath", a);
    }
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    let base = parse_colon_type(p)?;
    p.p.expect(Tok::Comma, "','")?;
    let power = p.p.parse_type()?;
    set_defaults(p, &[Flag::FastMath]);
    p.resolve_operands(&uses, &[base, power], at)?;
    p.build.result_types = smallvec::smallvec![base];
    Ok(())
}

/// Prints what [`parse_fpowi`] reads.
fn print_fpowi(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    let covered = print_flags(p, op, &[Flag::FastMath]);
    print_attr_dict(p, op, &covered);
    p.out.push_str(" : ");
    print_types(p, &operand_types(p.ir, op));
}

/// `$operand attr-dict : type($operand)` with an `i1`-shaped result; the fast-math
/// flags, when not `none`, are printed in the attribute dictionary.
///
/// ```mlir
/// %0 = math.isnan %x : f32
/// %1 = math.isinf %v {fastmath = #arith.fastmath<fast>} : vector<4xf32>
/// ```
fn parse_classify(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let u = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    let t = parse_colon_type(p)?;
    set_defaults(p, &[Flag::FastMath]);
    p.resolve_operands(&[u], &[t], at)?;
    let r = i1_same_shape(p.p.ctx, t);
    p.build.result_types = smallvec::smallvec![r];
    Ok(())
}

/// Leaves `fastmath` out of the attribute dictionary when it is the default.
fn elided_fastmath(p: &Printer<'_>, op: OpRef) -> Vec<&'static str> {
    match attr_of(p.ctx, p.ir, op, "fastmath").and_then(|a| FASTMATH.bits(p.ctx, a)) {
        Some(0) => vec!["fastmath"],
        _ => Vec::new(),
    }
}

/// Prints what [`parse_classify`] reads.
fn print_classify(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    let elided = elided_fastmath(p, op);
    print_attr_dict(p, op, &elided);
    p.out.push_str(" : ");
    print_types(p, &operand_types(p.ir, op));
}

/// `$operand [fastmath] attr-dict : type($operand)` with two results of that type.
///
/// ```mlir
/// %sin, %cos = math.sincos %x : f32
/// ```
fn parse_sincos(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let u = p.p.parse_value_use()?;
    if p.p.eat_keyword("fastmath") {
        let bits = FASTMATH.parse_body(p)?;
        let a = FASTMATH.attr(p.p.ctx, bits);
        p.set_prop("fastmath", a);
    }
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    let t = parse_colon_type(p)?;
    set_defaults(p, &[Flag::FastMath]);
    p.resolve_operands(&[u], &[t], at)?;
    p.build.result_types = smallvec::smallvec![t, t];
    Ok(())
}

/// Prints what [`parse_sincos`] reads.
fn print_sincos(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    let covered = print_flags(p, op, &[Flag::FastMath]);
    print_attr_dict(p, op, &covered);
    p.out.push_str(" : ");
    let t = operand_types(p.ir, op);
    print_types(p, &t[..t.len().min(1)]);
}

/// Names the results `%sin, %cos`.
fn sincos_names(_: &Context, _: &Ir, _: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
    out.push((0, "sin"));
    out.push((1, "cos"));
}

/// `$value to [$min, $max] [fastmath] attr-dict : type($result)`.
///
/// ```mlir
/// %0 = math.clampf %x to [%lo, %hi] fastmath<fast> : f32
/// ```
fn parse_clampf(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let v = p.p.parse_value_use()?;
    p.expect_keyword("to")?;
    p.p.expect(Tok::LSquare, "'['")?;
    let lo = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let hi = p.p.parse_value_use()?;
    p.p.expect(Tok::RSquare, "']'")?;
    if p.p.eat_keyword("fastmath") {
        let bits = FASTMATH.parse_body(p)?;
        let a = FASTMATH.attr(p.p.ctx, bits);
        p.set_prop("fastmath", a);
    }
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    let t = parse_colon_type(p)?;
    set_defaults(p, &[Flag::FastMath]);
    p.resolve_operands(&[v, lo, hi], &[t, t, t], at)?;
    p.build.result_types = smallvec::smallvec![t];
    Ok(())
}

/// Prints what [`parse_clampf`] reads.
fn print_clampf(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    if let [v, lo, hi] = vals[..] {
        p.out.push(' ');
        p.value(op.0, v);
        p.out.push_str(" to [");
        p.value(op.0, lo);
        p.out.push_str(", ");
        p.value(op.0, hi);
        p.out.push(']');
    } else {
        p.out.push(' ');
        print_values(p, op, &vals);
    }
    let covered = print_flags(p, op, &[Flag::FastMath]);
    print_attr_dict(p, op, &covered);
    p.out.push_str(" : ");
    print_types(p, &result_types(p.ir, op));
}

/// Verifies any `math` op: operand/result counts, float or integer element types, and
/// one type for operands and results (shape only for `fpowi`, an `i1` shape for the
/// classification ops).
///
/// ```mlir
/// // error: 'math.exp' op operand #0 must be floating-point-like, but got 'i32'
/// %0 = math.exp %a : i32
/// ```
fn verify(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    verify_types(cx, op)?;
    elementwise(cx, op)
}

/// The type rules of a `math` op (counts, element kinds, same types or shapes).
fn verify_types(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    use Constraint::{BoolLike, FloatLike, IntLike};
    let name = cx.ir.body(op.0).op(op.1).def.map_or("", |d| d.name);
    match name {
        "math.absi" | "math.ctlz" | "math.cttz" | "math.ctpop" => {
            check_signature(cx, op, &[IntLike], &[IntLike])?;
            same_operands_and_result_type(cx, op)
        }
        "math.ipowi" => {
            check_signature(cx, op, &[IntLike, IntLike], &[IntLike])?;
            same_operands_and_result_type(cx, op)
        }
        "math.fpowi" => {
            check_signature(cx, op, &[FloatLike, IntLike], &[FloatLike])?;
            let it = operand_types(cx.ir, op);
            let rt = result_types(cx.ir, op);
            let shape = |t| match cx.ctx.type_kind(t) {
                TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => {
                    Some(shape.clone())
                }
                _ => None,
            };
            if shape(it[0]) != shape(it[1]) || shape(it[0]) != shape(rt[0]) {
                return Err(cx.op_error(op, "requires the same shape for all operands and results"));
            }
            if it[0] != rt[0] {
                return Err(cx.op_error(
                    op,
                    "failed to verify that all of {lhs, result} have same type",
                ));
            }
            Ok(())
        }
        "math.isfinite" | "math.isinf" | "math.isnan" | "math.isnormal" => {
            check_signature(cx, op, &[FloatLike], &[BoolLike])
        }
        "math.sincos" => {
            check_signature(cx, op, &[FloatLike], &[FloatLike, FloatLike])?;
            same_operands_and_result_type(cx, op)
        }
        "math.atan2" | "math.copysign" | "math.powf" => {
            check_signature(cx, op, &[FloatLike, FloatLike], &[FloatLike])?;
            same_operands_and_result_type(cx, op)
        }
        "math.fma" | "math.clampf" => {
            check_signature(cx, op, &[FloatLike, FloatLike, FloatLike], &[FloatLike])?;
            same_operands_and_result_type(cx, op)
        }
        _ => {
            check_signature(cx, op, &[FloatLike], &[FloatLike])?;
            same_operands_and_result_type(cx, op)
        }
    }
}

/// A `math` op with its parser, printer and properties. Every math fold folds constant
/// operands, reading nothing else (`LOCAL_FOLD`).
const fn op(
    name: &'static str,
    parse: rmlir_ir::opdef::ParseFn,
    print: rmlir_ir::opdef::PrintFn,
    inherent: &'static [&'static str],
) -> OpDef {
    OpDef {
        name,
        traits: PURE | rmlir_ir::opdef::traits::LOCAL_FOLD,
        inherent,
        verify: Some(verify),
        parse: Some(parse),
        print: Some(print),
        result_names: None,
        block_arg_names: None,
        default_props: defaults_for(inherent),
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
}

const FM: &[&str] = &["fastmath"];

/// A float op with one operand.
const fn unary(name: &'static str) -> OpDef {
    op(name, parse_unary, print_same_type, FM)
}

/// An integer op with one operand.
const fn int_unary(name: &'static str) -> OpDef {
    op(name, parse_unary, print_same_type, &[])
}

/// A float op with two operands.
const fn binary(name: &'static str) -> OpDef {
    op(name, parse_binary, print_same_type, FM)
}

/// A classification op (`i1` result).
const fn classify(name: &'static str) -> OpDef {
    op(name, parse_classify, print_classify, FM)
}

/// Default-valued properties of these ops: no overflow flags, no fast-math flags.
const fn defaults_for(
    inherent: &'static [&'static str],
) -> &'static [(&'static str, &'static str)] {
    const OVERFLOW: &[(&str, &str)] = &[("overflowFlags", "arith.overflow<none>")];
    const FASTMATH: &[(&str, &str)] = &[("fastmath", "arith.fastmath<none>")];
    let mut i = 0;
    while i < inherent.len() {
        if rmlir_ir::opdef::const_str_eq(inherent[i], "overflowFlags") {
            return OVERFLOW;
        }
        if rmlir_ir::opdef::const_str_eq(inherent[i], "fastmath") {
            return FASTMATH;
        }
        i += 1;
    }
    &[]
}

static OPS: &[OpDef] = &[
    unary("math.absf").with_fold(fold::absf),
    int_unary("math.absi").with_fold(fold::absi),
    unary("math.acos").with_fold(fold::acos),
    unary("math.acosh").with_fold(fold::acosh),
    unary("math.asin").with_fold(fold::asin),
    unary("math.asinh").with_fold(fold::asinh),
    unary("math.atan").with_fold(fold::atan),
    binary("math.atan2").with_fold(fold::atan2),
    unary("math.atanh").with_fold(fold::atanh),
    unary("math.cbrt"),
    unary("math.ceil").with_fold(fold::ceil),
    op("math.clampf", parse_clampf, print_clampf, FM),
    binary("math.copysign").with_fold(fold::copysign),
    unary("math.cos").with_fold(fold::cos),
    unary("math.cosh").with_fold(fold::cosh),
    int_unary("math.ctlz").with_fold(fold::ctlz),
    int_unary("math.ctpop").with_fold(fold::ctpop),
    int_unary("math.cttz").with_fold(fold::cttz),
    unary("math.erf").with_fold(fold::erf),
    unary("math.erfc").with_fold(fold::erfc),
    unary("math.exp").with_fold(fold::exp),
    unary("math.exp2").with_fold(fold::exp2),
    unary("math.expm1").with_fold(fold::expm1),
    unary("math.floor").with_fold(fold::floor),
    op("math.fma", parse_ternary, print_same_type, FM),
    op("math.fpowi", parse_fpowi, print_fpowi, FM),
    op("math.ipowi", parse_binary, print_same_type, &[]).with_fold(fold::ipowi),
    classify("math.isfinite").with_fold(fold::isfinite),
    classify("math.isinf").with_fold(fold::isinf),
    classify("math.isnan").with_fold(fold::isnan),
    classify("math.isnormal").with_fold(fold::isnormal),
    unary("math.log").with_fold(fold::log),
    unary("math.log10").with_fold(fold::log10),
    unary("math.log1p").with_fold(fold::log1p),
    unary("math.log2").with_fold(fold::log2),
    binary("math.powf").with_fold(fold::powf),
    unary("math.round").with_fold(fold::round),
    unary("math.roundeven").with_fold(fold::roundeven),
    unary("math.rsqrt"),
    unary("math.sin").with_fold(fold::sin),
    OpDef {
        result_names: Some(sincos_names),
        ..op("math.sincos", parse_sincos, print_sincos, FM)
    },
    unary("math.sinh").with_fold(fold::sinh),
    unary("math.sqrt").with_fold(fold::sqrt),
    unary("math.tan").with_fold(fold::tan),
    unary("math.tanh").with_fold(fold::tanh),
    unary("math.trunc").with_fold(fold::trunc),
];

/// The `math` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "math",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::None,
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: Some(crate::arith::fold::materialize),
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = &[("*", "fastmath", crate::arith::FASTMATH_PROP)];
