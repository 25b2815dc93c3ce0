//! Custom assembly of the `arith` ops (what `ArithOps.td`'s assembly formats and
//! `ArithOps.cpp`'s hand-written parsers and printers produce), and their result name
//! hints (`OpAsmOpInterface::getAsmResultNames`: `%c0`, `%c42_i32`, `%cst`, `%true`,
//! `%sum`/`%overflow`, `%low`/`%high`).
//!
//! Most ops share one shape, `operands [flags] attr-dict : types`; the optional pieces
//! between the operands and the attribute dictionary are described by [`Flag`] lists
//! chosen per op name.

use super::asm::{
    attr_of, i1_same_shape, operand_types, operands, parse_colon_type, parse_operands,
    print_attr_dict, print_types, print_values, quoted, result_types,
};
use super::flags::{
    CMPF_PREDICATES, CMPI_PREDICATES, FASTMATH, OVERFLOW, ROUNDING_MODES, enum_keyword, enum_value,
    parse_enum_keyword,
};
use super::verify::Constraint;
use rmlir_ir::attrs::normalize_int;
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::printer::push_int;
use rmlir_ir::types::Signedness;
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpRef, PResult, Type, TypeKind};
use smallvec::SmallVec;

/// An optional piece of a custom form between the operands and `attr-dict`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Flag {
    /// `overflow<nsw, nuw>`; property `overflowFlags`, default `none` (always set).
    Overflow,
    /// `exact`; unit property `isExact`.
    Exact,
    /// `fastmath<...>`; property `fastmath`, default `none` (always set).
    FastMath,
    /// `fastmath<...>`; optional property `fastmath` (printed whenever present).
    OptFastMath,
    /// A rounding-mode keyword; optional `i32` property `roundingmode`.
    Rounding,
}

impl Flag {
    /// The property the flag sets.
    pub(crate) fn prop(self) -> &'static str {
        match self {
            Flag::Overflow => "overflowFlags",
            Flag::Exact => "isExact",
            Flag::FastMath | Flag::OptFastMath => "fastmath",
            Flag::Rounding => "roundingmode",
        }
    }
}

/// The flags of an op's custom form, by op name.
pub(crate) fn flags_of(name: &str) -> &'static [Flag] {
    match name {
        "arith.addi" | "arith.subi" | "arith.muli" | "arith.shli" | "arith.trunci" => {
            &[Flag::Overflow]
        }
        "arith.divsi" | "arith.divui" | "arith.shrsi" | "arith.shrui" => &[Flag::Exact],
        "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.remf"
        | "arith.maximumf" | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf"
        | "arith.negf" | "arith.cmpf" => &[Flag::FastMath],
        "arith.extf" | "arith.scaling_extf" => &[Flag::OptFastMath],
        "arith.truncf" | "arith.scaling_truncf" => &[Flag::Rounding, Flag::OptFastMath],
        n if n.starts_with("math.") => super::super::math::flags_of(n),
        _ => &[],
    }
}

/// Parses the flags of `flags` in order, setting their properties.
fn parse_flags(p: &mut OpParser<'_, '_, '_>, flags: &[Flag]) -> PResult<()> {
    for &f in flags {
        match f {
            Flag::Overflow => {
                if p.p.eat_keyword("overflow") {
                    let bits = OVERFLOW.parse_body(p)?;
                    let a = OVERFLOW.attr(p.p.ctx, bits);
                    p.set_prop(f.prop(), a);
                }
            }
            Flag::Exact => {
                if p.p.eat_keyword("exact") {
                    let a = p.p.ctx.unit_attr();
                    p.set_prop(f.prop(), a);
                }
            }
            Flag::FastMath | Flag::OptFastMath => {
                if p.p.eat_keyword("fastmath") {
                    let bits = FASTMATH.parse_body(p)?;
                    let a = FASTMATH.attr(p.p.ctx, bits);
                    p.set_prop(f.prop(), a);
                }
            }
            Flag::Rounding => {
                if p.p.kind() == Tok::BareIdent
                    && let Some(i) = ROUNDING_MODES.iter().position(|m| *m == p.p.text())
                {
                    p.p.bump();
                    let i32t = p.p.ctx.int_type(32);
                    let a = p.p.ctx.int_attr(i32t, i as i128);
                    p.set_prop(f.prop(), a);
                }
            }
        }
    }
    Ok(())
}

/// Sets the default-valued properties the custom form left out (`overflowFlags =
/// #arith.overflow<none>`, `fastmath = #arith.fastmath<none>`), as MLIR's property
/// storage always holds them.
pub(crate) fn set_defaults(p: &mut OpParser<'_, '_, '_>, flags: &[Flag]) {
    for &f in flags {
        let present = p
            .build
            .props
            .iter()
            .any(|(n, _)| p.p.ctx.str(*n) == f.prop());
        if present {
            continue;
        }
        let a = match f {
            Flag::Overflow => OVERFLOW.attr(p.p.ctx, 0),
            Flag::FastMath => FASTMATH.attr(p.p.ctx, 0),
            _ => continue,
        };
        p.set_prop(f.prop(), a);
    }
}

/// Prints the flags that are set and returns the properties the printed form covers
/// (to leave them out of `attr-dict`).
pub(crate) fn print_flags(
    p: &mut Printer<'_>,
    op: OpRef,
    flags: &[Flag],
) -> SmallVec<[&'static str; 2]> {
    let mut covered = SmallVec::new();
    for &f in flags {
        let Some(a) = attr_of(p.ctx, p.ir, op, f.prop()) else {
            continue;
        };
        match f {
            Flag::Overflow => {
                if let Some(bits) = OVERFLOW.bits(p.ctx, a) {
                    covered.push(f.prop());
                    if bits != 0 {
                        p.out.push_str(" overflow<");
                        OVERFLOW.write_keywords(&mut p.out, bits);
                        p.out.push('>');
                    }
                }
            }
            Flag::Exact => {
                if matches!(p.ctx.attr_kind(a), AttrKind::Unit) {
                    covered.push(f.prop());
                    p.out.push_str(" exact");
                }
            }
            Flag::FastMath | Flag::OptFastMath => {
                if let Some(bits) = FASTMATH.bits(p.ctx, a) {
                    covered.push(f.prop());
                    if bits != 0 || f == Flag::OptFastMath {
                        p.out.push_str(" fastmath<");
                        FASTMATH.write_keywords(&mut p.out, bits);
                        p.out.push('>');
                    }
                }
            }
            Flag::Rounding => {
                if let Some(kw) = enum_value(p.ctx, a).and_then(|v| enum_keyword(ROUNDING_MODES, v))
                {
                    covered.push(f.prop());
                    p.out.push(' ');
                    p.out.push_str(kw);
                }
            }
        }
    }
    covered
}

/// `$a, $b [flags] attr-dict : type($result)`: operands and result of one type.
///
/// ```mlir
/// %0 = arith.addi %a, %b overflow<nsw> : i32
/// %1 = arith.negf %x fastmath<fast> : f32
/// ```
pub(crate) fn parse_same_type(p: &mut OpParser<'_, '_, '_>, n: usize) -> PResult<()> {
    let uses = parse_operands!(p, n)?;
    let flags = flags_of(p.def.name);
    parse_flags(p, flags)?;
    p.parse_optional_attr_dict()?;
    let t = parse_colon_type(p)?;
    set_defaults(p, flags);
    // `uses` holds exactly `n` operands, all of type `t`.
    p.resolve_all(&uses, t)?;
    p.build.result_types = smallvec::smallvec![t];
    Ok(())
}

/// Prints the form [`parse_same_type`] reads.
pub(crate) fn print_same_type(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    p.out.push(' ');
    for i in 0..body.num_operands(op.1) {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(op.0, body.operand(op.1, i));
    }
    let name = body.op(op.1).def.map_or("", |d| d.name);
    let covered = print_flags(p, op, flags_of(name));
    print_attr_dict(p, op, &covered);
    p.out.push_str(" : ");
    if let Some(r) = body.results(op.1).next() {
        p.ty(body.value_type(r));
    }
}

/// `arith.*` with one operand, e.g. `arith.negf %x : f32`.
pub(crate) fn parse_unary(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_same_type(p, 1)
}

/// `arith.*` with two operands, e.g. `arith.addi %a, %b : i32`.
pub(crate) fn parse_binary(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_same_type(p, 2)
}

/// `$in [flags] attr-dict : type($in) to type($out)` (one or two inputs).
///
/// ```mlir
/// %0 = arith.index_cast %a : i32 to index
/// %1 = arith.truncf %x to_nearest_even fastmath<fast> : f32 to f16
/// %2 = arith.scaling_extf %v, %s : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
/// ```
fn parse_cast_n(p: &mut OpParser<'_, '_, '_>, n: usize) -> PResult<()> {
    let uses = parse_operands!(p, n)?;
    let flags = flags_of(p.def.name);
    parse_flags(p, flags)?;
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    p.p.expect(Tok::Colon, "':'")?;
    let mut ins = Vec::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.p.expect(Tok::Comma, "','")?;
        }
        ins.push(p.p.parse_type()?);
    }
    p.expect_keyword("to")?;
    let out = p.p.parse_type()?;
    set_defaults(p, flags);
    p.resolve_operands(&uses, &ins, at)?;
    p.build.result_types = smallvec::smallvec![out];
    Ok(())
}

/// A cast with one input.
pub(crate) fn parse_cast(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_cast_n(p, 1)
}

/// `arith.scaling_extf` / `arith.scaling_truncf`: value and scale.
fn parse_scaling(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_cast_n(p, 2)
}

/// Prints the form [`parse_cast_n`] reads.
pub(crate) fn print_cast(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    let name = p.ir.body(op.0).op(op.1).def.map_or("", |d| d.name);
    let covered = print_flags(p, op, flags_of(name));
    print_attr_dict(p, op, &covered);
    p.out.push_str(" : ");
    let ins = operand_types(p.ir, op);
    print_types(p, &ins);
    p.out.push_str(" to ");
    print_types(p, &result_types(p.ir, op));
}

/// `$lhs, $rhs attr-dict : type($sum), type($overflow)`.
///
/// ```mlir
/// %sum, %overflow = arith.addui_extended %a, %b : i32, i1
/// ```
fn parse_addui_extended(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uses = parse_operands!(p, 2)?;
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    let t = parse_colon_type(p)?;
    p.p.expect(Tok::Comma, "','")?;
    let o = p.p.parse_type()?;
    p.resolve_operands(&uses, &[t, t], at)?;
    p.build.result_types = smallvec::smallvec![t, o];
    Ok(())
}

/// Prints what [`parse_addui_extended`] reads.
fn print_addui_extended(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    print_types(p, &result_types(p.ir, op));
}

/// `$lhs, $rhs attr-dict : type($lhs)` with two results of the operand type.
///
/// ```mlir
/// %low, %high = arith.mulsi_extended %a, %b : i32
/// ```
fn parse_mul_extended(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uses = parse_operands!(p, 2)?;
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    let t = parse_colon_type(p)?;
    p.resolve_operands(&uses, &[t, t], at)?;
    p.build.result_types = smallvec::smallvec![t, t];
    Ok(())
}

/// Prints what [`parse_mul_extended`] reads.
fn print_mul_extended(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let t = operand_types(p.ir, op);
    print_types(p, &t[..t.len().min(1)]);
}

/// `$predicate, $lhs, $rhs [fastmath] attr-dict : type($lhs)`; the result is `i1` of the
/// operands' shape.
///
/// ```mlir
/// %0 = arith.cmpi slt, %a, %b : i32
/// %1 = arith.cmpf olt, %x, %y fastmath<nnan> : vector<4xf32>
/// ```
fn parse_cmp(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let names = if p.def.name == "arith.cmpf" {
        CMPF_PREDICATES
    } else {
        CMPI_PREDICATES
    };
    let v = parse_enum_keyword(p, names, "predicate")?;
    let i64t = p.p.ctx.int_type(64);
    let a = p.p.ctx.int_attr(i64t, v);
    p.set_prop("predicate", a);
    p.p.expect(Tok::Comma, "','")?;
    let uses = parse_operands!(p, 2)?;
    let flags = flags_of(p.def.name);
    parse_flags(p, flags)?;
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    let t = parse_colon_type(p)?;
    set_defaults(p, flags);
    p.resolve_operands(&uses, &[t, t], at)?;
    // The result type is inferred from `lhs`, whose constraint is checked first.
    let c = if p.def.name == "arith.cmpf" {
        Constraint::FloatLike
    } else {
        Constraint::IntOrIndexLike
    };
    if !c.holds(p.p.ctx, t) {
        let msg = format!(
            "custom op '{}' 'lhs' must be {}, but got {}",
            p.def.name,
            c.description(),
            quoted(p.p.ctx, t)
        );
        return Err(p.p.error_at(at, &msg));
    }
    let r = i1_same_shape(p.p.ctx, t);
    p.build.result_types = smallvec::smallvec![r];
    Ok(())
}

/// Prints what [`parse_cmp`] reads.
fn print_cmp(p: &mut Printer<'_>, op: OpRef) {
    let d = p.ir.body(op.0).op(op.1);
    let name = d.def.map_or("", |d| d.name);
    let names = if name == "arith.cmpf" {
        CMPF_PREDICATES
    } else {
        CMPI_PREDICATES
    };
    let mut covered = Vec::new();
    p.out.push(' ');
    let pred = attr_of(p.ctx, p.ir, op, "predicate");
    match pred.and_then(|a| enum_value(p.ctx, a).and_then(|v| enum_keyword(names, v))) {
        Some(kw) => {
            p.out.push_str(kw);
            covered.push("predicate");
        }
        // Not a valid predicate: keep it visible in the attribute dictionary.
        None => p.out.push_str("<<invalid predicate>>"),
    }
    p.out.push_str(", ");
    let vals = operands(p.ir, op);
    print_values(p, op, &vals);
    covered.extend(print_flags(p, op, flags_of(name)));
    print_attr_dict(p, op, &covered);
    p.out.push_str(" : ");
    let t = operand_types(p.ir, op);
    print_types(p, &t[..t.len().min(1)]);
}

/// `%cond, %a, %b attr-dict : type` or, with a vector or tensor condition,
/// `: cond_type, type`.
///
/// ```mlir
/// %0 = arith.select %c, %a, %b : i32
/// %1 = arith.select %m, %v, %w : vector<4xi1>, vector<4xf32>
/// ```
fn parse_select(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uses = parse_operands!(p, 3)?;
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    let mut t = parse_colon_type(p)?;
    let cond = if p.p.eat(Tok::Comma) {
        let c = t;
        t = p.p.parse_type()?;
        c
    } else {
        p.p.ctx.int_type(1)
    };
    p.resolve_operands(&uses, &[cond, t, t], at)?;
    p.build.result_types = smallvec::smallvec![t];
    Ok(())
}

/// Prints what [`parse_select`] reads.
fn print_select(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let ts = operand_types(p.ir, op);
    if let Some(&c) = ts.first()
        && matches!(
            p.ctx.type_kind(c),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    {
        p.ty(c);
        p.out.push_str(", ");
    }
    print_types(p, &result_types(p.ir, op));
}

/// The type of a typed attribute (MLIR's `TypedAttr::getType`); `none` for untyped
/// strings.
pub(crate) fn typed_attr_type(ctx: &Context, a: Attr) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. }
        | AttrKind::String { ty: Some(ty), .. } => Some(*ty),
        AttrKind::String { ty: None, .. } => Some(ctx.none_type()),
        _ => None,
    }
}

/// `attr-dict $value`; the result type is the value's type.
///
/// ```mlir
/// %c0 = arith.constant 0 : index
/// %true = arith.constant true
/// %cst = arith.constant dense<1.0> : tensor<4xf32>
/// ```
fn parse_constant(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    let v = p.p.parse_attribute(None)?;
    let Some(t) = typed_attr_type(p.p.ctx, v) else {
        let msg = format!(
            "custom op '{}' invalid kind of attribute specified",
            p.def.name
        );
        return Err(p.p.error_at(at, &msg));
    };
    p.set_prop("value", v);
    p.build.result_types = smallvec::smallvec![t];
    Ok(())
}

/// Prints `attr-dict $value` (the value with its type, `true`/`false` for `i1`).
pub(crate) fn print_constant(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &["value"]);
    if let Some(v) = attr_of(p.ctx, p.ir, op, "value") {
        p.out.push(' ');
        p.attr(v);
    }
}

/// Names constants after their value: `%true`/`%false` for `i1`, `%c42_i32` for other
/// integers, `%c0` for `index`, `%cst` otherwise.
fn constant_names(ctx: &Context, ir: &Ir, op: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
    match attr_of(ctx, ir, op, "value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { ty, value }) => int_constant_name(ctx, *ty, *value, out),
        _ => out.push((0, "cst")),
    }
}

/// Suggests `c<value>[_<type>]` (or `true`/`false` for 1-bit integers) for result 0,
/// the value printed signed.
pub(crate) fn int_constant_name(
    ctx: &Context,
    ty: Type,
    value: i128,
    out: &mut rmlir_ir::opdef::NameHints,
) {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width: 1, .. } => {
            out.push((0, if value != 0 { "true" } else { "false" }))
        }
        TypeKind::Integer { width, signedness } => {
            let v = normalize_int(value, *width, Signedness::Signless);
            let sign = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            out.push_with(0, |s| {
                s.push('c');
                push_int(s, v);
                s.push('_');
                s.push_str(sign);
                push_int(s, (*width).into());
            });
        }
        _ => out.push_with(0, |s| {
            s.push('c');
            push_int(s, value);
        }),
    }
}

/// Names the results `%sum, %overflow`.
fn addui_extended_names(_: &Context, _: &Ir, _: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
    out.push((0, "sum"));
    out.push((1, "overflow"));
}

/// Names the results `%low, %high`.
fn mul_extended_names(_: &Context, _: &Ir, _: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
    out.push((0, "low"));
    out.push((1, "high"));
}

/// `%c4_vscale` for an `index` product of a constant and `vector.vscale`.
fn muli_names(ctx: &Context, ir: &Ir, op: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
    let body = ir.body(op.0);
    let rt = body.value_type(body.result(op.1, 0));
    if !matches!(ctx.type_kind(rt), TypeKind::Index) {
        return;
    }
    let vals = operands(ir, op);
    let [a, b] = vals[..] else { return };
    let def_of = |v| match body.value(v).def() {
        rmlir_ir::ir::ValueDef::Result { op, .. } => Some(op),
        _ => None,
    };
    let const_int = |v| {
        let o = def_of(v)?;
        let d = body.op(o);
        if !d
            .def
            .is_some_and(|x| x.has(rmlir_ir::opdef::traits::CONSTANT_LIKE))
        {
            return None;
        }
        match attr_of(ctx, ir, (op.0, o), "value").map(|x| ctx.attr_kind(x)) {
            Some(AttrKind::Integer { value, ty }) => Some((*value, *ty)),
            _ => None,
        }
    };
    let is_vscale = |v| def_of(v).is_some_and(|o| ctx.str(body.op(o).name) == "vector.vscale");
    let base = match (const_int(a), const_int(b)) {
        (Some(c), _) if is_vscale(b) => c,
        (_, Some(c)) if is_vscale(a) => c,
        _ => return,
    };
    let (value, ty) = base;
    let v = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => normalize_int(value, *width, Signedness::Signless),
        _ => value,
    };
    out.push_fmt(0, format_args!("c{v}_vscale"));
}

/// Parse, print and name hooks of one `arith` op, by name.
pub(crate) struct Asm {
    pub parse: rmlir_ir::opdef::ParseFn,
    pub print: rmlir_ir::opdef::PrintFn,
    pub names: Option<rmlir_ir::opdef::ResultNamesFn>,
}

/// The hooks of the ops of each shape.
pub(crate) const BINARY: Asm = Asm {
    parse: parse_binary,
    print: print_same_type,
    names: None,
};
pub(crate) const MULI: Asm = Asm {
    parse: parse_binary,
    print: print_same_type,
    names: Some(muli_names),
};
pub(crate) const UNARY: Asm = Asm {
    parse: parse_unary,
    print: print_same_type,
    names: None,
};
pub(crate) const CAST: Asm = Asm {
    parse: parse_cast,
    print: print_cast,
    names: None,
};
pub(crate) const SCALING: Asm = Asm {
    parse: parse_scaling,
    print: print_cast,
    names: None,
};
pub(crate) const CMP: Asm = Asm {
    parse: parse_cmp,
    print: print_cmp,
    names: None,
};
pub(crate) const SELECT: Asm = Asm {
    parse: parse_select,
    print: print_select,
    names: None,
};
pub(crate) const CONSTANT: Asm = Asm {
    parse: parse_constant,
    print: print_constant,
    names: Some(constant_names),
};
pub(crate) const ADDUI_EXTENDED: Asm = Asm {
    parse: parse_addui_extended,
    print: print_addui_extended,
    names: Some(addui_extended_names),
};
pub(crate) const MUL_EXTENDED: Asm = Asm {
    parse: parse_mul_extended,
    print: print_mul_extended,
    names: Some(mul_extended_names),
};
