//! Custom assembly of the `test` dialect's ops, printed byte for byte as mlir-opt 22
//! prints them (including the spacing ODS's declarative formats produce around empty
//! operand and type lists).

use super::ods::{
    operand_types, operands, print_attr_dict, print_attr_dict_kw, print_region, print_values,
    result_types,
};
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::{OpRef, PResult};

/// `%a : t`: one operand with its type after a colon. A macro because the parser's
/// unresolved-operand type is not nameable outside `rmlir-ir`.
macro_rules! parse_typed_operand {
    ($p:expr) => {{
        let u = $p.p.parse_value_use()?;
        $p.p.expect(Tok::Colon, "':'")?;
        let t = $p.p.parse_type()?;
        (u, t)
    }};
}

/// `test.copy(%src, %dst) : (memref<2xf32>, memref<2xf32>) {attrs}`.
pub(super) fn parse_copy(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.p.expect(Tok::LParen, "'('")?;
    let src = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let dst = p.p.parse_value_use()?;
    p.p.expect(Tok::RParen, "')'")?;
    p.p.expect(Tok::Colon, "':'")?;
    p.p.expect(Tok::LParen, "'('")?;
    let ts = p.p.parse_type()?;
    p.p.expect(Tok::Comma, "','")?;
    let td = p.p.parse_type()?;
    p.p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    p.resolve_operands(&[src, dst], &[ts, td], at)
}

/// Prints `(%src, %dst) : (t1, t2) {attrs}`.
pub(super) fn print_copy(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    let tys = operand_types(p.ir, op);
    p.out.push('(');
    print_values(p, op, &vals);
    p.out.push_str(") : (");
    p.ap.type_list(&mut p.out, &tys);
    p.out.push(')');
    print_attr_dict(p, op, &[]);
}

/// `in(%a : t) out(%b : t)`, shared by the buffer-based ops.
fn parse_in_out(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.expect_keyword("in")?;
    p.p.expect(Tok::LParen, "'('")?;
    let (a, ta) = parse_typed_operand!(p);
    p.p.expect(Tok::RParen, "')'")?;
    p.expect_keyword("out")?;
    p.p.expect(Tok::LParen, "'('")?;
    let (b, tb) = parse_typed_operand!(p);
    p.p.expect(Tok::RParen, "')'")?;
    let at = p.p.pos();
    p.resolve_operands(&[a, b], &[ta, tb], at)
}

/// Prints ` in(%a : t) out(%b : t)`.
fn print_in_out(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    let tys = operand_types(p.ir, op);
    for (i, kw) in ["in", "out"].into_iter().enumerate() {
        p.out.push(' ');
        p.out.push_str(kw);
        p.out.push('(');
        if let (Some(&v), Some(&t)) = (vals.get(i), tys.get(i)) {
            p.value(op.0, v);
            p.out.push_str(" : ");
            p.ty(t);
        }
        p.out.push(')');
    }
}

/// `test.buffer_based in(%a: memref<2xf32>) out(%b: memref<2xf32>) {attrs}`; printed
/// with a space before each colon.
pub(super) fn parse_buffer_based(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_in_out(p)?;
    p.parse_optional_attr_dict()
}

/// Prints ` in(%a : t) out(%b : t) {attrs}`.
pub(super) fn print_buffer_based(p: &mut Printer<'_>, op: OpRef) {
    print_in_out(p, op);
    print_attr_dict(p, op, &[]);
}

/// `test.region_buffer_based in(%a: t) out(%b: t) { ^bb0(%x: f32, %y: f32): ... }
/// {attrs}`. Unlike upstream (whose parser crashes building an operand-less
/// `test.region_yield` for a region without terminator) no terminator is added; the
/// verifier reports the missing one.
pub(super) fn parse_region_buffer_based(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_in_out(p)?;
    p.parse_region(&[])?;
    p.parse_optional_attr_dict()
}

/// Prints ` in(%a : t) out(%b : t) {region} {attrs}`.
pub(super) fn print_region_buffer_based(p: &mut Printer<'_>, op: OpRef) {
    print_in_out(p, op);
    p.out.push(' ');
    print_region(p, op, 0, true);
    print_attr_dict(p, op, &[]);
}

/// `test.region_yield %v : f32 {attrs}`.
pub(super) fn parse_region_yield(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let (u, t) = parse_typed_operand!(p);
    p.parse_optional_attr_dict()?;
    let at = p.p.pos();
    p.resolve_operands(&[u], &[t], at)
}

/// Prints ` %v : f32 {attrs}`.
pub(super) fn print_region_yield(p: &mut Printer<'_>, op: OpRef) {
    print_yield_like(p, op);
}

/// Prints ` %a, %b : t1, t2 {attrs}` (`  : ` when there are no operands, as ODS does).
fn print_yield_like(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    let tys = operand_types(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    p.out.push_str(" : ");
    p.ap.type_list(&mut p.out, &tys);
    print_attr_dict(p, op, &[]);
}

/// `test.region_if_yield %a, %b : t1, t2 {attrs}`; the type list must not be empty.
pub(super) fn parse_region_if_yield(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uses = p.parse_operand_list()?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let tys = p.parse_type_list()?;
    p.parse_optional_attr_dict()?;
    p.resolve_operands(&uses, &tys, at)
}

/// Prints ` %a, %b : t1, t2 {attrs}`.
pub(super) fn print_region_if_yield(p: &mut Printer<'_>, op: OpRef) {
    print_yield_like(p, op);
}

/// `test.region_if %a, %b : t1, t2 -> (r1, r2) then {...} else {...} join {...}`: the
/// then/else/join regions take their arguments from their block labels; no terminator is
/// added.
///
/// ```mlir
/// %1 = test.region_if %0 : memref<2xf32> -> (memref<2xf32>) then {
/// ^bb0(%a: memref<2xf32>):
///   test.region_if_yield %a : memref<2xf32>
/// } else { ... } join { ... }
/// ```
pub(super) fn parse_region_if(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uses = p.parse_operand_list()?;
    p.p.expect(Tok::Colon, "':'")?;
    let tys = p.parse_type_list()?;
    p.p.expect(Tok::Arrow, "'->'")?;
    p.build.result_types = p.p.parse_function_result_types()?.into();
    for kw in ["then", "else", "join"] {
        p.expect_keyword(kw)?;
        p.parse_region(&[])?;
    }
    let at = p.p.pos();
    p.resolve_operands(&uses, &tys, at)
}

/// Prints ` %a: t -> r then {...} else {...} join {...}` (no space before the colon,
/// entry block arguments and terminators shown).
pub(super) fn print_region_if(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    let tys = operand_types(p.ir, op);
    let res = result_types(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    p.out.push_str(": ");
    p.ap.type_list(&mut p.out, &tys);
    p.out.push_str(" -> ");
    p.ap.result_types(&mut p.out, &res);
    for (i, kw) in [" then ", " else ", " join "].into_iter().enumerate() {
        p.out.push_str(kw);
        print_region(p, op, i, false);
    }
}

/// `test.graph_region attributes {attrs} { ... }`.
pub(super) fn parse_graph_region(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_attr_dict_kw(p)?;
    p.parse_region(&[])?;
    Ok(())
}

/// `attributes {..}` if present (ODS's `attr-dict-with-keyword`).
fn parse_attr_dict_kw(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    if p.p.eat_keyword("attributes") {
        if p.p.kind() != Tok::LBrace {
            return Err(p.p.error_here("expected '{' in attribute dictionary"));
        }
        p.parse_optional_attr_dict()?;
    }
    Ok(())
}

/// Prints ` attributes {attrs} {region}`.
pub(super) fn print_graph_region(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict_kw(p, op, &[]);
    p.out.push(' ');
    print_region(p, op, 0, false);
}

/// `test.isolated_one_region_op attributes {attrs} %a, %b { ... } : t1, t2 -> r1, r2`.
pub(super) fn parse_isolated_one_region_op(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_attr_dict_kw(p)?;
    let uses = p.parse_operand_list()?;
    p.parse_region(&[])?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let tys = p.parse_type_list()?;
    p.p.expect(Tok::Arrow, "'->'")?;
    p.build.result_types = p.parse_type_list()?.into_iter().collect();
    p.resolve_operands(&uses, &tys, at)
}

/// Prints ` attributes {attrs} %a, %b {region} : t1, t2 -> r1, r2`.
pub(super) fn print_isolated_one_region_op(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict_kw(p, op, &[]);
    let vals = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    p.out.push(' ');
    print_region(p, op, 0, false);
    print_types_arrow(p, op);
}

/// ` : t1, t2 -> r1, r2` (ODS's `type($operands) -> type($results)`).
fn print_types_arrow(p: &mut Printer<'_>, op: OpRef) {
    let tys = operand_types(p.ir, op);
    let res = result_types(p.ir, op);
    p.out.push_str(" : ");
    p.ap.type_list(&mut p.out, &tys);
    p.out.push_str(" -> ");
    p.ap.type_list(&mut p.out, &res);
}

/// `test.cse_of_single_block_op {attrs} inputs(%a, %b) { ... } : t1, t2 -> r`.
pub(super) fn parse_cse_of_single_block_op(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    p.expect_keyword("inputs")?;
    p.p.expect(Tok::LParen, "'('")?;
    let uses = p.parse_operand_list()?;
    p.p.expect(Tok::RParen, "')'")?;
    p.parse_region(&[])?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let tys = p.parse_type_list()?;
    p.p.expect(Tok::Arrow, "'->'")?;
    p.build.result_types = p.parse_type_list()?.into_iter().collect();
    p.resolve_operands(&uses, &tys, at)
}

/// Prints ` {attrs} inputs(%a, %b) {region} : t1, t2 -> r`.
pub(super) fn print_cse_of_single_block_op(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &[]);
    let vals = operands(p.ir, op);
    p.out.push_str(" inputs(");
    print_values(p, op, &vals);
    p.out.push_str(") ");
    print_region(p, op, 0, true);
    print_types_arrow(p, op);
}
