//! Custom-assembly helpers shared by the `tensor` and `linalg` dialects: property
//! lookup, `operandSegmentSizes`, dense `i64` arrays, value lists, attribute
//! dictionaries with elided names, and MLIR's `DynamicIndexList` directive
//! (`[0, %i, 4]`: static integers mixed with SSA values, as in
//! `ViewLikeInterface.cpp`).

use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpRef, PResult, Type, TypeKind, ValueId};

pub(crate) use rmlir_ir::ir::op_attr as prop;

/// The values of a dense integer array attribute (`array<i64: 1, 2>`).
pub(crate) fn dense_ints(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|&v| v as i128 as i64).collect())
        }
        _ => None,
    }
}

/// A dense array property as integers.
pub(crate) fn prop_ints(ctx: &Context, ir: &Ir, op: OpRef, name: &str) -> Option<Vec<i64>> {
    prop(ctx, ir, op, name).and_then(|a| dense_ints(ctx, a))
}

/// Builds `array<iN: ...>`.
pub(crate) fn dense_array(ctx: &Context, width: u32, vals: &[i64]) -> Attr {
    let elem = ctx.int_type(width);
    let values = vals.iter().map(|&v| v as i128 as u128).collect();
    ctx.attr(AttrKind::DenseArray { elem, values })
}

/// The operands of an op split by its `operandSegmentSizes` property; `None` when the
/// property is missing or does not add up to the operand count.
pub(crate) fn segments(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<Vec<ValueId>>> {
    let sizes = prop_ints(ctx, ir, op, "operandSegmentSizes")?;
    let body = ir.body(op.0);
    let all: Vec<ValueId> = body.operands(op.1).collect();
    let total: i64 = sizes.iter().sum();
    if sizes.iter().any(|&s| s < 0) || total != all.len() as i64 {
        return None;
    }
    let mut out = Vec::with_capacity(sizes.len());
    let mut at = 0usize;
    for s in sizes {
        out.push(all[at..at + s as usize].to_vec());
        at += s as usize;
    }
    Some(out)
}

/// Shape and element type of a ranked tensor or memref.
pub(crate) fn shaped(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } | TypeKind::MemRef { shape, elem, .. } => {
            Some((shape, *elem))
        }
        _ => None,
    }
}

/// The element type of a shaped type (tensor, memref, vector), or the type itself
/// (MLIR's `getElementTypeOrSelf`).
pub(crate) fn elem_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::MemRef { elem, .. }
        | TypeKind::UnrankedMemRef { elem, .. }
        | TypeKind::Vector { elem, .. } => *elem,
        _ => t,
    }
}

/// Writes a type as MLIR prints it (for diagnostics).
pub(crate) fn tstr(ctx: &Context, t: Type) -> String {
    rmlir_ir::printer::type_to_string(ctx, t)
}

/// Writes `%a, %b`.
pub(crate) fn print_values(p: &mut Printer<'_>, op: OpRef, vals: &[ValueId]) {
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(op.0, v);
    }
}

/// Writes the types of values, comma separated.
pub(crate) fn print_value_types(p: &mut Printer<'_>, op: OpRef, vals: &[ValueId]) {
    let tys: Vec<Type> = vals
        .iter()
        .map(|&v| p.ir.body(op.0).value_type(v))
        .collect();
    p.ap.type_list(&mut p.out, &tys);
}

/// Writes ` {a = 1, ...}` with the op's inherent and discardable attributes merged in
/// name order, minus `elided` (ODS's `attr-dict`).
pub(crate) fn print_attr_dict(p: &mut Printer<'_>, op: OpRef, elided: &[&str]) {
    p.op_attr_dict(op, elided, false);
}

/// Writes `(%a, %b) -> r` style functional types of an op's operands and results
/// (ODS's `functional-type(operands, results)`).
pub(crate) fn print_functional_type(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    let ins: Vec<Type> = body.operands(op.1).map(|v| body.value_type(v)).collect();
    let outs: Vec<Type> = body.results(op.1).map(|v| body.value_type(v)).collect();
    p.out.push('(');
    p.ap.type_list(&mut p.out, &ins);
    p.out.push_str(") -> ");
    p.ap.result_types(&mut p.out, &outs);
}

pub(crate) use crate::asm_util::parse_i64 as parse_int;

/// Parses `[1, 2]` (MLIR's `DenseI64ArrayAttr` body in custom assembly).
pub(crate) fn parse_i64_list(p: &mut OpParser<'_, '_, '_>) -> PResult<Vec<i64>> {
    p.p.expect(Tok::LSquare, "'['")?;
    let mut out = Vec::new();
    if p.p.eat(Tok::RSquare) {
        return Ok(out);
    }
    loop {
        out.push(parse_int(p)?);
        if !p.p.eat(Tok::Comma) {
            break;
        }
    }
    p.p.expect(Tok::RSquare, "']'")?;
    Ok(out)
}

/// Writes `[1, 2]`.
pub(crate) fn print_i64_list(out: &mut String, vals: &[i64]) {
    out.push('[');
    for (i, v) in vals.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&v.to_string());
    }
    out.push(']');
}

/// A parsed `DynamicIndexList`: the static entries (`DYNAMIC` where an SSA value
/// stands) and the SSA values (of type `index`, resolved at once) in order.
pub(crate) struct IndexList {
    pub statics: Vec<i64>,
    pub vals: Vec<ValueId>,
}

/// Parses `[0, %i, 4]` (MLIR's `parseDynamicIndexList` with square delimiters).
///
/// ```mlir
/// tensor.extract_slice %t[0, %i] [4, %n] [1, 1] : ...
/// //                     ^^^^^^^ one list
/// ```
pub(crate) fn parse_index_list(p: &mut OpParser<'_, '_, '_>) -> PResult<IndexList> {
    let index = p.p.ctx.index_type();
    let (uses, statics) = crate::asm_util::parse_dynamic_index_list(
        p,
        rmlir_ir::parser::Parser::parse_value_use,
        crate::asm_util::SQUARE,
    )?;
    let mut vals = Vec::with_capacity(uses.len());
    for u in uses {
        vals.push(p.p.resolve(u, index)?);
    }
    Ok(IndexList { statics, vals })
}

/// Writes `[0, %i, 4]` from static entries and the dynamic values standing for
/// `DYNAMIC` (MLIR's `printDynamicIndexList`).
pub(crate) fn print_index_list(p: &mut Printer<'_>, op: OpRef, statics: &[i64], vals: &[ValueId]) {
    crate::asm_util::print_dynamic_index_list(p, op.0, vals, statics, ('[', ']'));
}

pub(crate) use crate::asm_util::custom_error;

/// Consumes the keyword `kw` or reports `custom op '...' expected 'kw'`.
pub(crate) fn keyword(p: &mut OpParser<'_, '_, '_>, kw: &str) -> PResult<()> {
    if p.p.eat_keyword(kw) {
        return Ok(());
    }
    let at = p.p.pos();
    Err(custom_error(p, at, &format!("expected '{kw}'")))
}

/// `tensor<4x?xf32>` from a shape and element type (for diagnostics naming types that
/// are computed, not interned).
pub(crate) fn tensor_str(ctx: &Context, shape: &[i64], elem: Type) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        if *d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&tstr(ctx, elem));
    s.push('>');
    s
}

/// The number of elements of a static shape, `None` on overflow.
pub(crate) fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d))
}

/// The ODS check of attr-sized operand groups: the `operandSegmentSizes` entries add
/// up to the operand count (a missing property counts as empty).
pub(crate) fn check_segment_total(
    cx: &mut rmlir_ir::verifier::VerifyCx<'_>,
    op: OpRef,
) -> PResult<()> {
    let total: i64 = prop_ints(cx.ctx, cx.ir, op, "operandSegmentSizes")
        .unwrap_or_default()
        .iter()
        .sum();
    let n = cx.ir.body(op.0).num_operands(op.1);
    if total != n as i64 {
        let msg = format!(
            "operand count ({n}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// The ODS check that a dynamic-index list has one value per `DYNAMIC` entry of its
/// static counterpart.
pub(crate) fn check_dynamic_count(
    cx: &mut rmlir_ir::verifier::VerifyCx<'_>,
    op: OpRef,
    name: &str,
    statics: &[i64],
    n_values: usize,
) -> PResult<()> {
    let want = statics.iter().filter(|&&v| v == DYNAMIC).count();
    if want != n_values {
        let msg = format!(
            "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({n_values} vs {want})"
        );
        return Err(rmlir_ir::verifier::plain_error(
            cx.ctx, cx.ir, cx.diags, op, &msg,
        ));
    }
    Ok(())
}
