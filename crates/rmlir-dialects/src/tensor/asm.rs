//! Custom assembly of the `tensor` ops, as the ODS assembly formats and the hand-written
//! parsers of `TensorOps.td`/`TensorOps.cpp` define it, printed byte-for-byte like
//! `mlir-opt` 22.

use super::util::*;
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::{AttrKind, OpRef, PResult, Type, TypeKind, ValueId};

/// Parses `: type` and returns it with the offset where it starts.
fn colon_type(p: &mut OpParser<'_, '_, '_>) -> PResult<(Type, u32)> {
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    Ok((p.p.parse_type()?, at))
}

/// Requires a ranked tensor type (ODS `AnyRankedTensor` in a type directive).
fn expect_ranked(p: &mut OpParser<'_, '_, '_>, t: Type, at: u32) -> PResult<()> {
    if matches!(p.p.ctx.type_kind(t), TypeKind::RankedTensor { .. }) {
        return Ok(());
    }
    let msg = format!(
        "invalid kind of type specified: expected builtin.tensor, but found '{}'",
        tstr(p.p.ctx, t)
    );
    Err(custom_error(p, at, &msg))
}

/// Requires a ranked or unranked tensor type (ODS `AnyTensor`).
fn expect_tensor(p: &mut OpParser<'_, '_, '_>, t: Type, at: u32) -> PResult<()> {
    if matches!(
        p.p.ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Ok(());
    }
    let msg = format!(
        "invalid kind of type specified: expected builtin.tensor, but found '{}'",
        tstr(p.p.ctx, t)
    );
    Err(custom_error(p, at, &msg))
}

fn operands(p: &Printer<'_>, op: OpRef) -> Vec<ValueId> {
    p.ir.body(op.0).operands(op.1).collect()
}

fn operand_type(p: &Printer<'_>, op: OpRef, i: usize) -> Option<Type> {
    let body = p.ir.body(op.0);
    (i < body.num_operands(op.1)).then(|| body.value_type(body.operand(op.1, i)))
}

fn result_type(p: &Printer<'_>, op: OpRef) -> Option<Type> {
    let body = p.ir.body(op.0);
    (body.num_results(op.1) > 0).then(|| body.value_type(body.result(op.1, 0)))
}

fn print_ty(p: &mut Printer<'_>, t: Option<Type>) {
    match t {
        Some(t) => p.ty(t),
        None => p.out.push_str("<<NULL TYPE>>"),
    }
}

fn set_i64_array(p: &mut OpParser<'_, '_, '_>, name: &'static str, vals: &[i64]) {
    let a = dense_array(p.p.ctx, 64, vals);
    p.set_prop(name, a);
}

fn set_segments(p: &mut OpParser<'_, '_, '_>, sizes: &[usize]) {
    let v: Vec<i64> = sizes.iter().map(|&s| s as i64).collect();
    let a = dense_array(p.p.ctx, 32, &v);
    p.set_prop("operandSegmentSizes", a);
}

/// Operand groups of an attr-sized op, or all operands as one group when the sizes are
/// missing or inconsistent (printing must not fail).
fn groups(p: &Printer<'_>, op: OpRef, n: usize) -> Vec<Vec<ValueId>> {
    match segments(p.ctx, p.ir, op) {
        Some(g) if g.len() == n => g,
        _ => {
            let mut g = vec![Vec::new(); n];
            g[0] = operands(p, op);
            g
        }
    }
}

fn statics(p: &Printer<'_>, op: OpRef, name: &str) -> Vec<i64> {
    prop_ints(p.ctx, p.ir, op, name).unwrap_or_default()
}

// ---------------------------------------------------------------------------- empty

/// `tensor.empty(%d0) : tensor<?x4xf32>`.
pub(super) fn parse_empty(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.p.expect(Tok::LParen, "'('")?;
    let at = p.p.pos();
    let uses = p.parse_operand_list()?;
    p.p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict()?;
    let (t, tat) = colon_type(p)?;
    expect_ranked(p, t, tat)?;
    let index = p.p.ctx.index_type();
    p.resolve_operands(&uses, &vec![index; uses.len()], at)?;
    p.build.result_types.push(t);
    Ok(())
}

pub(super) fn print_empty(p: &mut Printer<'_>, op: OpRef) {
    p.out.push('(');
    let vals = operands(p, op);
    print_values(p, op, &vals);
    p.out.push(')');
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let t = result_type(p, op);
    print_ty(p, t);
}

// ---------------------------------------------------------------------------- extract / insert

/// `tensor.extract %t[%i, %j] : tensor<?x?xf32>`; the result is the element type.
pub(super) fn parse_extract(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    p.p.expect(Tok::LSquare, "'['")?;
    let iat = p.p.pos();
    let idx = p.parse_operand_list()?;
    p.p.expect(Tok::RSquare, "']'")?;
    p.parse_optional_attr_dict()?;
    let (t, at) = colon_type(p)?;
    expect_ranked(p, t, at)?;
    p.resolve_operands(&[src], &[t], at)?;
    let index = p.p.ctx.index_type();
    p.resolve_operands(&idx, &vec![index; idx.len()], iat)?;
    let e = elem_or_self(p.p.ctx, t);
    p.build.result_types.push(e);
    Ok(())
}

pub(super) fn print_extract(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if let Some((&src, idx)) = vals.split_first() {
        p.value(op.0, src);
        p.out.push('[');
        print_values(p, op, idx);
        p.out.push(']');
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let t = operand_type(p, op, 0);
    print_ty(p, t);
}

/// `tensor.insert %f into %t[%i] : tensor<?xf32>`; the result is the tensor type.
pub(super) fn parse_insert(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let scalar = p.p.parse_value_use()?;
    keyword(p, "into")?;
    let dest = p.p.parse_value_use()?;
    p.p.expect(Tok::LSquare, "'['")?;
    let iat = p.p.pos();
    let idx = p.parse_operand_list()?;
    p.p.expect(Tok::RSquare, "']'")?;
    p.parse_optional_attr_dict()?;
    let (t, at) = colon_type(p)?;
    expect_ranked(p, t, at)?;
    let e = elem_or_self(p.p.ctx, t);
    p.resolve_operands(&[scalar, dest], &[e, t], at)?;
    let index = p.p.ctx.index_type();
    p.resolve_operands(&idx, &vec![index; idx.len()], iat)?;
    p.build.result_types.push(t);
    Ok(())
}

pub(super) fn print_insert(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if vals.len() >= 2 {
        p.value(op.0, vals[0]);
        p.out.push_str(" into ");
        p.value(op.0, vals[1]);
        p.out.push('[');
        print_values(p, op, &vals[2..]);
        p.out.push(']');
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let t = operand_type(p, op, 1);
    print_ty(p, t);
}

// ---------------------------------------------------------------------------- slices

const SLICE_ELIDED: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

/// The three `[offsets] [sizes] [strides]` lists of a slice op; sets the static
/// properties and returns the dynamic values in operand order.
fn parse_slice_lists(p: &mut OpParser<'_, '_, '_>) -> PResult<[Vec<ValueId>; 3]> {
    let mut vals: [Vec<ValueId>; 3] = Default::default();
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        let l = parse_index_list(p)?;
        set_i64_array(p, name, &l.statics);
        vals[i] = l.vals;
    }
    Ok(vals)
}

fn print_slice_lists(p: &mut Printer<'_>, op: OpRef, dynamic: &[Vec<ValueId>]) {
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            p.out.push(' ');
        }
        let s = statics(p, op, name);
        let d = dynamic.get(i).cloned().unwrap_or_default();
        print_index_list(p, op, &s, &d);
    }
}

/// `tensor.extract_slice %t[0, %i] [4, %n] [1, 1] : tensor<8x?xf32> to tensor<4x?xf32>`.
pub(super) fn parse_extract_slice(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    let [offs, sizes, strides] = parse_slice_lists(p)?;
    p.parse_optional_attr_dict()?;
    let (st, at) = colon_type(p)?;
    expect_ranked(p, st, at)?;
    keyword(p, "to")?;
    let rat = p.p.pos();
    let rt = p.p.parse_type()?;
    expect_ranked(p, rt, rat)?;
    p.resolve_operands(&[src], &[st], at)?;
    set_segments(p, &[1, offs.len(), sizes.len(), strides.len()]);
    p.build
        .operands
        .extend(offs.into_iter().chain(sizes).chain(strides));
    p.build.result_types.push(rt);
    Ok(())
}

pub(super) fn print_extract_slice(p: &mut Printer<'_>, op: OpRef) {
    let g = groups(p, op, 4);
    p.out.push(' ');
    print_values(p, op, &g[0]);
    print_slice_lists(p, op, &g[1..]);
    print_attr_dict(p, op, SLICE_ELIDED);
    p.out.push_str(" : ");
    let t = operand_type(p, op, 0);
    print_ty(p, t);
    p.out.push_str(" to ");
    let t = result_type(p, op);
    print_ty(p, t);
}

/// `tensor.insert_slice %s into %d[0] [4] [1] : tensor<4xf32> into tensor<8xf32>`, and
/// `tensor.parallel_insert_slice` (same form, no result).
pub(super) fn parse_insert_slice(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    keyword(p, "into")?;
    let dest = p.p.parse_value_use()?;
    let [offs, sizes, strides] = parse_slice_lists(p)?;
    p.parse_optional_attr_dict()?;
    let (st, at) = colon_type(p)?;
    expect_ranked(p, st, at)?;
    keyword(p, "into")?;
    let dat = p.p.pos();
    let dt = p.p.parse_type()?;
    expect_ranked(p, dt, dat)?;
    p.resolve_operands(&[src, dest], &[st, dt], at)?;
    set_segments(p, &[1, 1, offs.len(), sizes.len(), strides.len()]);
    p.build
        .operands
        .extend(offs.into_iter().chain(sizes).chain(strides));
    if p.def.name == "tensor.insert_slice" {
        p.build.result_types.push(dt);
    }
    Ok(())
}

pub(super) fn print_insert_slice(p: &mut Printer<'_>, op: OpRef) {
    let g = groups(p, op, 5);
    p.out.push(' ');
    print_values(p, op, &g[0]);
    p.out.push_str(" into ");
    print_values(p, op, &g[1]);
    print_slice_lists(p, op, &g[2..]);
    print_attr_dict(p, op, SLICE_ELIDED);
    p.out.push_str(" : ");
    let t = operand_type(p, op, 0);
    print_ty(p, t);
    p.out.push_str(" into ");
    let t = operand_type(p, op, 1);
    print_ty(p, t);
}

// ---------------------------------------------------------------------------- casts

/// `tensor.cast %t : tensor<?xf32> to tensor<4xf32>` and `tensor.bitcast` (same form).
pub(super) fn parse_cast(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    let (st, at) = colon_type(p)?;
    expect_tensor(p, st, at)?;
    keyword(p, "to")?;
    let rat = p.p.pos();
    let rt = p.p.parse_type()?;
    expect_tensor(p, rt, rat)?;
    p.resolve_operands(&[src], &[st], at)?;
    p.build.result_types.push(rt);
    Ok(())
}

pub(super) fn print_cast(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    let vals = operands(p, op);
    print_values(p, op, &vals);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let t = operand_type(p, op, 0);
    print_ty(p, t);
    p.out.push_str(" to ");
    let t = result_type(p, op);
    print_ty(p, t);
}

// ---------------------------------------------------------------------------- dim / rank

/// `tensor.dim %t, %i : tensor<?xf32>` (the attribute dictionary comes first).
pub(super) fn parse_dim(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let src = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let idx = p.p.parse_value_use()?;
    let (t, at) = colon_type(p)?;
    expect_tensor(p, t, at)?;
    let index = p.p.ctx.index_type();
    p.resolve_operands(&[src, idx], &[t, index], at)?;
    p.build.result_types.push(index);
    Ok(())
}

pub(super) fn print_dim(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &[]);
    p.out.push(' ');
    let vals = operands(p, op);
    print_values(p, op, &vals);
    p.out.push_str(" : ");
    let t = operand_type(p, op, 0);
    print_ty(p, t);
}

/// `tensor.rank %t : tensor<*xf32>`.
pub(super) fn parse_rank(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    let (t, at) = colon_type(p)?;
    expect_tensor(p, t, at)?;
    p.resolve_operands(&[src], &[t], at)?;
    let index = p.p.ctx.index_type();
    p.build.result_types.push(index);
    Ok(())
}

/// `tensor.rank %t : T`, `tensor.yield %v : T`: operands then one type list.
pub(super) fn print_operands_colon_types(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    if !vals.is_empty() {
        p.out.push(' ');
        print_values(p, op, &vals);
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    print_value_types(p, op, &vals);
}

/// `tensor.yield %v : f32`.
pub(super) fn parse_yield(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let v = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    let (t, at) = colon_type(p)?;
    p.resolve_operands(&[v], &[t], at)
}

// ---------------------------------------------------------------------------- pad / generate

/// `tensor.pad %t nofold low[1, %l] high[2, 0] { ^bb0(...): tensor.yield %v : f32 }
/// : tensor<?x4xf32> to tensor<?x6xf32>`.
pub(super) fn parse_pad(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    if p.p.eat_keyword("nofold") {
        let u = p.p.ctx.unit_attr();
        p.set_prop("nofold", u);
    }
    keyword(p, "low")?;
    let low = parse_index_list(p)?;
    set_i64_array(p, "static_low", &low.statics);
    keyword(p, "high")?;
    let high = parse_index_list(p)?;
    set_i64_array(p, "static_high", &high.statics);
    p.parse_region(&[])?;
    p.parse_optional_attr_dict()?;
    let (st, at) = colon_type(p)?;
    expect_ranked(p, st, at)?;
    keyword(p, "to")?;
    let rat = p.p.pos();
    let rt = p.p.parse_type()?;
    expect_ranked(p, rt, rat)?;
    p.resolve_operands(&[src], &[st], at)?;
    set_segments(p, &[1, low.vals.len(), high.vals.len()]);
    p.build
        .operands
        .extend(low.vals.into_iter().chain(high.vals));
    p.build.result_types.push(rt);
    Ok(())
}

fn print_region_of(p: &mut Printer<'_>, op: OpRef) {
    let d = p.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    if let Some(&r) = d.regions().first() {
        p.out.push(' ');
        p.region(rb, r, true, true, false);
    }
}

pub(super) fn print_pad(p: &mut Printer<'_>, op: OpRef) {
    let g = groups(p, op, 3);
    p.out.push(' ');
    print_values(p, op, &g[0]);
    if prop(p.ctx, p.ir, op, "nofold").is_some() {
        p.out.push_str(" nofold");
    }
    p.out.push_str(" low");
    let s = statics(p, op, "static_low");
    print_index_list(p, op, &s, &g[1]);
    p.out.push_str(" high");
    let s = statics(p, op, "static_high");
    print_index_list(p, op, &s, &g[2]);
    print_region_of(p, op);
    print_attr_dict(
        p,
        op,
        &["nofold", "operandSegmentSizes", "static_low", "static_high"],
    );
    p.out.push_str(" : ");
    let t = operand_type(p, op, 0);
    print_ty(p, t);
    p.out.push_str(" to ");
    let t = result_type(p, op);
    print_ty(p, t);
}

/// `tensor.generate %d { ^bb0(%i: index, %j: index): tensor.yield %v : f32 }
/// : tensor<?x3xf32>`.
pub(super) fn parse_generate(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let at = p.p.pos();
    let uses = p.parse_operand_list()?;
    let index = p.p.ctx.index_type();
    p.resolve_operands(&uses, &vec![index; uses.len()], at)?;
    p.parse_region(&[])?;
    p.parse_optional_attr_dict()?;
    let (t, tat) = colon_type(p)?;
    expect_ranked(p, t, tat)?;
    p.build.result_types.push(t);
    Ok(())
}

pub(super) fn print_generate(p: &mut Printer<'_>, op: OpRef) {
    // The assembly format prints a space before the (possibly empty) extents list and
    // another before the region: `tensor.generate  {` without extents.
    let vals = operands(p, op);
    p.out.push(' ');
    if !vals.is_empty() {
        print_values(p, op, &vals);
    }
    print_region_of(p, op);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let t = result_type(p, op);
    print_ty(p, t);
}

// ---------------------------------------------------------------------------- from_elements / splat

/// `tensor.from_elements %a, %b : tensor<2xf32>`; operands have the element type.
pub(super) fn parse_from_elements(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uat = p.p.pos();
    let uses = p.parse_operand_list()?;
    p.parse_optional_attr_dict()?;
    let (t, at) = colon_type(p)?;
    expect_ranked(p, t, at)?;
    let e = elem_or_self(p.p.ctx, t);
    // ODS's `AnyStaticShapeTensor` on the result, checked as the type is parsed.
    let Some(n) = shaped(p.p.ctx, t)
        .filter(|(s, _)| !s.contains(&rmlir_ir::types::DYNAMIC))
        .and_then(|(s, _)| num_elements(s))
    else {
        let msg = format!(
            "'result' must be statically shaped tensor of any type values, but got '{}'",
            tstr(p.p.ctx, t)
        );
        let name_at = p.name_at;
        return Err(custom_error(p, name_at, &msg));
    };
    // One operand per element of the result shape.
    if n != uses.len() as i64 {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {n} types",
            uses.len()
        );
        return Err(custom_error(p, uat, &msg));
    }
    p.resolve_operands(&uses, &vec![e; uses.len()], at)?;
    p.build.result_types.push(t);
    Ok(())
}

/// `tensor.from_elements %a, %b : tensor<2xf32>`, `tensor.generate`-style: operands,
/// attributes, result type.
pub(super) fn print_operands_colon_result(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    if !vals.is_empty() {
        p.out.push(' ');
        print_values(p, op, &vals);
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let t = result_type(p, op);
    print_ty(p, t);
}

/// `tensor.splat %v : tensor<4xf32>`, `tensor.splat %v[%d] : tensor<?x4xf32>`.
pub(super) fn parse_splat(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let v = p.p.parse_value_use()?;
    let mut dyn_uses = Default::default();
    let mut dat = p.p.pos();
    if p.p.eat(Tok::LSquare) {
        dat = p.p.pos();
        dyn_uses = p.parse_operand_list()?;
        if dyn_uses.is_empty() {
            return Err(p.p.error_here("expected SSA operand"));
        }
        p.p.expect(Tok::RSquare, "']'")?;
    }
    p.parse_optional_attr_dict()?;
    let (t, at) = colon_type(p)?;
    expect_ranked(p, t, at)?;
    let e = elem_or_self(p.p.ctx, t);
    p.resolve_operands(&[v], &[e], at)?;
    let index = p.p.ctx.index_type();
    p.resolve_operands(&dyn_uses, &vec![index; dyn_uses.len()], dat)?;
    p.build.result_types.push(t);
    Ok(())
}

pub(super) fn print_splat(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if let Some((&v, dynamic)) = vals.split_first() {
        p.value(op.0, v);
        if !dynamic.is_empty() {
            p.out.push('[');
            print_values(p, op, dynamic);
            p.out.push(']');
        }
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let t = result_type(p, op);
    print_ty(p, t);
}

// ---------------------------------------------------------------------------- reshapes

/// `tensor.expand_shape %t [[0, 1]] output_shape [%d, 4] : tensor<?xf32> into
/// tensor<?x4xf32>` and `tensor.collapse_shape %t [[0, 1]] : ... into ...`.
pub(super) fn parse_reassociative(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    let rat = p.p.pos();
    let reassoc = p.p.parse_attribute(None)?;
    if !matches!(p.p.ctx.attr_kind(reassoc), AttrKind::Array(_)) {
        return Err(p.p.error_at(rat, "invalid kind of attribute specified"));
    }
    p.set_prop("reassociation", reassoc);
    let expand = p.def.name == "tensor.expand_shape";
    let mut shape_vals = Vec::new();
    if expand {
        keyword(p, "output_shape")?;
        let l = parse_index_list(p)?;
        set_i64_array(p, "static_output_shape", &l.statics);
        shape_vals = l.vals;
    }
    p.parse_optional_attr_dict()?;
    let (st, at) = colon_type(p)?;
    expect_ranked(p, st, at)?;
    keyword(p, "into")?;
    let tat = p.p.pos();
    let rt = p.p.parse_type()?;
    expect_ranked(p, rt, tat)?;
    p.resolve_operands(&[src], &[st], at)?;
    p.build.operands.extend(shape_vals);
    p.build.result_types.push(rt);
    Ok(())
}

pub(super) fn print_reassociative(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if let Some((&src, rest)) = vals.split_first() {
        p.value(op.0, src);
        p.out.push(' ');
        match prop(p.ctx, p.ir, op, "reassociation") {
            Some(a) => p.attr(a),
            None => p.out.push_str("<<NULL ATTRIBUTE>>"),
        }
        if p.ctx.str(p.ir.body(op.0).op(op.1).name) == "tensor.expand_shape" {
            p.out.push_str(" output_shape ");
            let s = statics(p, op, "static_output_shape");
            print_index_list(p, op, &s, rest);
        }
    }
    print_attr_dict(p, op, &["reassociation", "static_output_shape"]);
    p.out.push_str(" : ");
    let t = operand_type(p, op, 0);
    print_ty(p, t);
    p.out.push_str(" into ");
    let t = result_type(p, op);
    print_ty(p, t);
}

/// Parses `: (A, B) -> R` and resolves `uses` against the inputs.
fn functional_tail(
    p: &mut OpParser<'_, '_, '_>,
    n_uses: usize,
) -> PResult<(Vec<Type>, Vec<Type>, u32)> {
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let ft = p.p.parse_function_type()?;
    let Some((ins, outs)) =
        p.p.ctx
            .function_signature(ft)
            .map(|(a, b)| (a.to_vec(), b.to_vec()))
    else {
        return Err(p.p.error_at(at, "expected function type"));
    };
    if ins.len() != n_uses {
        let msg = format!("{n_uses} operands present, but expected {}", ins.len());
        return Err(custom_error(p, at, &msg));
    }
    Ok((ins, outs, at))
}

/// `tensor.reshape %t(%shape) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>`.
pub(super) fn parse_reshape(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    p.p.expect(Tok::LParen, "'('")?;
    let shape = p.p.parse_value_use()?;
    p.p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict()?;
    let (ins, outs, at) = functional_tail(p, 2)?;
    p.resolve_operands(&[src, shape], &ins, at)?;
    p.build.result_types = outs.into();
    Ok(())
}

pub(super) fn print_reshape(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if vals.len() == 2 {
        p.value(op.0, vals[0]);
        p.out.push('(');
        p.value(op.0, vals[1]);
        p.out.push(')');
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    print_functional_type(p, op);
}

/// `tensor.concat dim(0) %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>`.
pub(super) fn parse_concat(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    keyword(p, "dim")?;
    p.p.expect(Tok::LParen, "'('")?;
    let d = parse_int(p)?;
    p.p.expect(Tok::RParen, "')'")?;
    let i64t = p.p.ctx.int_type(64);
    let a = p.p.ctx.int_attr(i64t, d as i128);
    p.set_prop("dim", a);
    let uses = p.parse_operand_list()?;
    p.parse_optional_attr_dict()?;
    let (ins, outs, at) = functional_tail(p, uses.len())?;
    p.resolve_operands(&uses, &ins, at)?;
    p.build.result_types = outs.into();
    Ok(())
}

pub(super) fn print_concat(p: &mut Printer<'_>, op: OpRef) {
    p.out.push_str(" dim(");
    if let Some(AttrKind::Integer { value, .. }) =
        prop(p.ctx, p.ir, op, "dim").map(|a| p.ctx.attr_kind(a))
    {
        p.out.push_str(&value.to_string());
    }
    p.out.push(')');
    let vals = operands(p, op);
    if !vals.is_empty() {
        p.out.push(' ');
        print_values(p, op, &vals);
    }
    print_attr_dict(p, op, &["dim"]);
    p.out.push_str(" : ");
    print_functional_type(p, op);
}

// ---------------------------------------------------------------------------- gather / scatter

/// `tensor.gather %src[%idx] gather_dims([0]) unique : (S, I) -> R` and
/// `tensor.scatter %v into %dst[%idx] scatter_dims([0]) unique : (V, D, I) -> R`.
pub(super) fn parse_gather_scatter(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let scatter = p.def.name == "tensor.scatter";
    let mut uses = vec![p.p.parse_value_use()?];
    if scatter {
        keyword(p, "into")?;
        uses.push(p.p.parse_value_use()?);
    }
    p.p.expect(Tok::LSquare, "'['")?;
    uses.push(p.p.parse_value_use()?);
    p.p.expect(Tok::RSquare, "']'")?;
    let kw = if scatter {
        "scatter_dims"
    } else {
        "gather_dims"
    };
    keyword(p, kw)?;
    p.p.expect(Tok::LParen, "'('")?;
    let dims = parse_i64_list(p)?;
    p.p.expect(Tok::RParen, "')'")?;
    set_i64_array(p, kw, &dims);
    if p.p.eat_keyword("unique") {
        let u = p.p.ctx.unit_attr();
        p.set_prop("unique", u);
    }
    p.parse_optional_attr_dict()?;
    let (ins, outs, at) = functional_tail(p, uses.len())?;
    p.resolve_operands(&uses, &ins, at)?;
    p.build.result_types = outs.into();
    Ok(())
}

pub(super) fn print_gather_scatter(p: &mut Printer<'_>, op: OpRef) {
    let name = p.ctx.str(p.ir.body(op.0).op(op.1).name);
    let scatter = name == "tensor.scatter";
    let vals = operands(p, op);
    let n = if scatter { 3 } else { 2 };
    p.out.push(' ');
    if vals.len() == n {
        p.value(op.0, vals[0]);
        if scatter {
            p.out.push_str(" into ");
            p.value(op.0, vals[1]);
        }
        p.out.push('[');
        p.value(op.0, vals[n - 1]);
        p.out.push(']');
    }
    let kw = if scatter {
        "scatter_dims"
    } else {
        "gather_dims"
    };
    p.out.push(' ');
    p.out.push_str(kw);
    p.out.push('(');
    let dims = statics(p, op, kw);
    print_i64_list(&mut p.out, &dims);
    p.out.push(')');
    if prop(p.ctx, p.ir, op, "unique").is_some() {
        p.out.push_str(" unique");
    }
    print_attr_dict(p, op, &[kw, "unique"]);
    p.out.push_str(" : ");
    print_functional_type(p, op);
}
