//! Custom assembly of the `memref` ops (MLIR's `MemRefOps.td` assembly formats and the
//! hand-written parsers/printers of `MemRefOps.cpp`), and their result-name hints
//! (`OpAsmOpInterface::getAsmResultNames`: `%alloc`, `%subview`, `%base_buffer`, ...).
//!
//! Each `parse_*` reads what follows the op name; each `print_*` writes it, starting
//! with a space where mlir-opt puts one.

use super::asm::*;
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::{OpParser, Parser};
use rmlir_ir::printer::{Printer, write_escaped};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Context, Ir, OpRef, PResult, Type, TypeKind};

/// `arith::AtomicRMWKind` in enum order (the stored `kind` is the index).
pub(crate) const ATOMIC_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

fn index_ty(p: &mut OpParser<'_, '_, '_>) -> Type {
    p.p.ctx.index_type()
}

fn result_types(p: &Printer<'_>, op: OpRef) -> Vec<Type> {
    let body = p.ir.body(op.0);
    body.results(op.1).map(|v| body.value_type(v)).collect()
}

/// Writes the type of result 0.
fn print_result_type(p: &mut Printer<'_>, op: OpRef) {
    if let Some(t) = result_ty(p, op, 0) {
        p.ty(t);
    }
}

/// Writes the type of operand `i`.
fn print_operand_type(p: &mut Printer<'_>, op: OpRef, i: usize) {
    if let Some(&v) = operands(p, op).get(i) {
        let t = vty(p, op, v);
        p.ty(t);
    }
}

fn static_list(p: &Printer<'_>, op: OpRef, name: &str) -> Vec<i64> {
    prop(p.ctx, p.ir, op, name)
        .and_then(|a| dense_ints(p.ctx, a))
        .unwrap_or_default()
}

// ---------------------------------------------------------------- alloc, alloca

/// `memref.alloc(%d)[%s] {alignment = 64 : i64} : memref<?xf32, #map>` (also `alloca`).
pub(super) fn parse_alloc_like(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.p.expect(Tok::LParen, "'('")?;
    let dyn_uses = p.parse_operand_list()?;
    p.p.expect(Tok::RParen, "')'")?;
    let sym_uses = if p.p.kind() == Tok::LSquare {
        p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?
    } else {
        Default::default()
    };
    parse_attr_dict_aligned(p)?;
    let t = {
        p.p.expect(Tok::Colon, "':'")?;
        parse_ranked_memref_type(p)?
    };
    let idx = index_ty(p);
    p.resolve_all(&dyn_uses, idx)?;
    p.resolve_all(&sym_uses, idx)?;
    set_segments(p, &[dyn_uses.len(), sym_uses.len()]);
    p.build.result_types.push(t);
    Ok(())
}

/// Prints the form [`parse_alloc_like`] reads.
pub(super) fn print_alloc_like(p: &mut Printer<'_>, op: OpRef) {
    let segs = segments(p.ctx, p.ir, op).unwrap_or_default();
    let (dyns, syms) = match segs.as_slice() {
        [a, b] => (a.clone(), b.clone()),
        _ => (operands(p, op).into_vec(), Vec::new()),
    };
    p.out.push('(');
    print_values(p, op, &dyns);
    p.out.push(')');
    if !syms.is_empty() {
        p.out.push('[');
        print_values(p, op, &syms);
        p.out.push(']');
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    print_result_type(p, op);
}

// ---------------------------------------------------------------- realloc

/// `memref.realloc %src(%d) {alignment = 8 : i64} : memref<?xf32> to memref<?xf32>`.
pub(super) fn parse_realloc(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    let mut size = None;
    if p.p.eat(Tok::LParen) {
        size = Some(p.p.parse_value_use()?);
        p.p.expect(Tok::RParen, "')'")?;
    }
    parse_attr_dict_aligned(p)?;
    p.p.expect(Tok::Colon, "':'")?;
    let st = parse_ranked_memref_type(p)?;
    p.expect_keyword("to")?;
    let rt = parse_ranked_memref_type(p)?;
    p.resolve_one(src, st)?;
    if let Some(u) = size {
        let idx = index_ty(p);
        p.resolve_one(u, idx)?;
    }
    p.build.result_types.push(rt);
    Ok(())
}

/// Prints the form [`parse_realloc`] reads.
pub(super) fn print_realloc(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if let Some(&s) = vals.first() {
        p.value(op.0, s);
    }
    if let Some(&d) = vals.get(1) {
        p.out.push('(');
        p.value(op.0, d);
        p.out.push(')');
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
    p.out.push_str(" to ");
    print_result_type(p, op);
}

// ---------------------------------------------------------------- unary forms

/// `$x attr-dict : type($x)` with no result (`memref.dealloc %m : memref<4xf32>`).
pub(super) fn parse_operand_colon_type(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let u = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = parse_memref_type(p)?;
    p.resolve_one(u, t)?;
    Ok(())
}

/// `memref.rank %m : memref<*xf32>` (an `index` result).
pub(super) fn parse_rank(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_operand_colon_type(p)?;
    let idx = index_ty(p);
    p.build.result_types.push(idx);
    Ok(())
}

/// `memref.atomic_yield %v : f32` (any type).
pub(super) fn parse_atomic_yield(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let u = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = p.p.parse_type()?;
    p.resolve_one(u, t)?;
    Ok(())
}

/// Prints ` %x {attrs} : type($x)`.
pub(super) fn print_operand_colon_type(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    let vals = operands(p, op);
    print_values(p, op, &vals);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
}

// ---------------------------------------------------------------- casts

/// `$source attr-dict : type($source) to type($dest)` (`memref.cast`,
/// `memref.memory_space_cast`).
pub(super) fn parse_cast(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let u = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let st = parse_memref_type(p)?;
    p.expect_keyword("to")?;
    let rt = parse_memref_type(p)?;
    p.resolve_one(u, st)?;
    p.build.result_types.push(rt);
    Ok(())
}

/// Prints the form [`parse_cast`] reads.
pub(super) fn print_cast(p: &mut Printer<'_>, op: OpRef) {
    print_operand_colon_type(p, op);
    p.out.push_str(" to ");
    print_result_type(p, op);
}

/// `memref.copy %a, %b : memref<4xf32> to memref<4xf32>`.
pub(super) fn parse_copy(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let a = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let b = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = parse_memref_type(p)?;
    p.expect_keyword("to")?;
    let bt = parse_memref_type(p)?;
    p.resolve_one(a, at)?;
    p.resolve_one(b, bt)?;
    Ok(())
}

/// Prints the form [`parse_copy`] reads.
pub(super) fn print_copy(p: &mut Printer<'_>, op: OpRef) {
    print_operand_colon_type(p, op);
    p.out.push_str(" to ");
    print_operand_type(p, op, 1);
}

// ---------------------------------------------------------------- load, store

/// `memref.load %m[%i, %j] {nontemporal = true} : memref<4x4xf32>`; the result is the
/// element type.
pub(super) fn parse_load(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let m = p.p.parse_value_use()?;
    let idx_uses = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    parse_attr_dict_aligned(p)?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = parse_ranked_memref_type(p)?;
    p.resolve_one(m, t)?;
    let idx = index_ty(p);
    p.resolve_all(&idx_uses, idx)?;
    let elem = element_type(p.p.ctx, t).unwrap_or(t);
    p.build.result_types.push(elem);
    Ok(())
}

/// Prints the form [`parse_load`] reads.
pub(super) fn print_load(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if let Some((&m, idx)) = vals.split_first() {
        p.value(op.0, m);
        p.out.push('[');
        print_values(p, op, idx);
        p.out.push(']');
    }
    print_attr_dict_defaults(p, op, &[], &["nontemporal"]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
}

/// `memref.store %v, %m[%i] : memref<4xf32>`; the value has the element type.
pub(super) fn parse_store(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let val = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let m = p.p.parse_value_use()?;
    let idx_uses = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    parse_attr_dict_aligned(p)?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = parse_ranked_memref_type(p)?;
    let elem = element_type(p.p.ctx, t).unwrap_or(t);
    p.resolve_one(val, elem)?;
    p.resolve_one(m, t)?;
    let idx = index_ty(p);
    p.resolve_all(&idx_uses, idx)?;
    Ok(())
}

/// Prints the form [`parse_store`] reads.
pub(super) fn print_store(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if vals.len() >= 2 {
        p.value(op.0, vals[0]);
        p.out.push_str(", ");
        p.value(op.0, vals[1]);
        p.out.push('[');
        print_values(p, op, &vals[2..]);
        p.out.push(']');
    }
    print_attr_dict_defaults(p, op, &[], &["nontemporal"]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 1);
}

// ---------------------------------------------------------------- views

const OFFSET_SIZE_STRIDE: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

/// `memref.subview %m[%o, 0] [4, %s] [1, 1] : memref<8x?xf32> to memref<4x?xf32, ...>`.
pub(super) fn parse_subview(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    let (offs, s_offs) = parse_dynamic_index_list(p, Parser::parse_value_use, SQUARE)?;
    let (sizes, s_sizes) = parse_dynamic_index_list(p, Parser::parse_value_use, SQUARE)?;
    let (strides, s_strides) = parse_dynamic_index_list(p, Parser::parse_value_use, SQUARE)?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let st = parse_ranked_memref_type(p)?;
    p.expect_keyword("to")?;
    let rt = parse_ranked_memref_type(p)?;
    p.resolve_one(src, st)?;
    let idx = index_ty(p);
    p.resolve_all(&offs, idx)?;
    p.resolve_all(&sizes, idx)?;
    p.resolve_all(&strides, idx)?;
    set_offset_size_stride(
        p,
        [s_offs, s_sizes, s_strides],
        [offs.len(), sizes.len(), strides.len()],
    );
    p.build.result_types.push(rt);
    Ok(())
}

/// Records the segment sizes (source, then the three dynamic lists) and the
/// `static_offsets`/`static_sizes`/`static_strides` properties of a view-like op.
fn set_offset_size_stride(
    p: &mut OpParser<'_, '_, '_>,
    statics: [Vec<i64>; 3],
    dynamic: [usize; 3],
) {
    set_segments(p, &[1, dynamic[0], dynamic[1], dynamic[2]]);
    for (name, vals) in OFFSET_SIZE_STRIDE.iter().zip(statics) {
        let a = dense_i64(p.p.ctx, &vals);
        p.set_prop(name, a);
    }
}

/// The three mixed lists of an offsets/sizes/strides op (values per segment 1..=3).
fn print_mixed_lists(p: &mut Printer<'_>, op: OpRef, sep: [&str; 3]) {
    let segs = segments(p.ctx, p.ir, op).unwrap_or_default();
    for (i, name) in OFFSET_SIZE_STRIDE.iter().enumerate() {
        p.out.push_str(sep[i]);
        let statics = static_list(p, op, name);
        let vals = segs.get(i + 1).cloned().unwrap_or_default();
        print_dynamic_index_list(p, op, &vals, &statics);
    }
}

/// Prints the form [`parse_subview`] reads.
pub(super) fn print_subview(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(&s) = operands(p, op).first() {
        p.value(op.0, s);
    }
    print_mixed_lists(p, op, ["", " ", " "]);
    print_attr_dict(p, op, &OFFSET_SIZE_STRIDE);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
    p.out.push_str(" to ");
    print_result_type(p, op);
}

/// `memref.reinterpret_cast %m to offset: [0], sizes: [%s, 4], strides: [4, 1]
/// : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>`.
pub(super) fn parse_reinterpret_cast(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    p.expect_keyword("to")?;
    p.expect_keyword("offset")?;
    p.p.expect(Tok::Colon, "':'")?;
    let (offs, s_offs) = parse_dynamic_index_list(p, Parser::parse_value_use, SQUARE)?;
    p.p.expect(Tok::Comma, "','")?;
    p.expect_keyword("sizes")?;
    p.p.expect(Tok::Colon, "':'")?;
    let (sizes, s_sizes) = parse_dynamic_index_list(p, Parser::parse_value_use, SQUARE)?;
    p.p.expect(Tok::Comma, "','")?;
    p.expect_keyword("strides")?;
    p.p.expect(Tok::Colon, "':'")?;
    let (strides, s_strides) = parse_dynamic_index_list(p, Parser::parse_value_use, SQUARE)?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let st = parse_memref_type(p)?;
    p.expect_keyword("to")?;
    let rt = parse_ranked_memref_type(p)?;
    p.resolve_one(src, st)?;
    let idx = index_ty(p);
    p.resolve_all(&offs, idx)?;
    p.resolve_all(&sizes, idx)?;
    p.resolve_all(&strides, idx)?;
    set_offset_size_stride(
        p,
        [s_offs, s_sizes, s_strides],
        [offs.len(), sizes.len(), strides.len()],
    );
    p.build.result_types.push(rt);
    Ok(())
}

/// Prints the form [`parse_reinterpret_cast`] reads.
pub(super) fn print_reinterpret_cast(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(&s) = operands(p, op).first() {
        p.value(op.0, s);
    }
    print_mixed_lists(p, op, [" to offset: ", ", sizes: ", ", strides: "]);
    print_attr_dict(p, op, &OFFSET_SIZE_STRIDE);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
    p.out.push_str(" to ");
    print_result_type(p, op);
}

/// `memref.view %buf[%shift][%d0, %d1] : memref<2048xi8> to memref<?x4x?xf32>`.
pub(super) fn parse_view(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    p.p.expect(Tok::LSquare, "'['")?;
    let shift = p.p.parse_value_use()?;
    p.p.expect(Tok::RSquare, "']'")?;
    let sizes = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let st = parse_ranked_memref_type(p)?;
    p.expect_keyword("to")?;
    let rt = parse_ranked_memref_type(p)?;
    p.resolve_one(src, st)?;
    let idx = index_ty(p);
    p.resolve_one(shift, idx)?;
    p.resolve_all(&sizes, idx)?;
    p.build.result_types.push(rt);
    Ok(())
}

/// Prints the form [`parse_view`] reads.
pub(super) fn print_view(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if vals.len() >= 2 {
        p.value(op.0, vals[0]);
        p.out.push('[');
        p.value(op.0, vals[1]);
        p.out.push_str("][");
        print_values(p, op, &vals[2..]);
        p.out.push(']');
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
    p.out.push_str(" to ");
    print_result_type(p, op);
}

/// `memref.reshape %src(%shape) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>`.
pub(super) fn parse_reshape(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    p.p.expect(Tok::LParen, "'('")?;
    let shape = p.p.parse_value_use()?;
    p.p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let ft = p.p.parse_function_type()?;
    let (ins, outs) =
        p.p.ctx
            .function_signature(ft)
            .map(|(a, b)| (a.to_vec(), b.to_vec()))
            .unwrap_or_default();
    p.resolve_operands(&[src, shape], &ins, at)?;
    p.build.result_types = outs.into();
    Ok(())
}

/// Prints the form [`parse_reshape`] reads.
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
    p.out.push_str(" : (");
    let tys: Vec<Type> = vals.iter().map(|&v| vty(p, op, v)).collect();
    p.ap.type_list(&mut p.out, &tys);
    p.out.push_str(") -> ");
    let rs = result_types(p, op);
    p.ap.result_types(&mut p.out, &rs);
}

/// The reassociation attribute `[[0, 1], [2]]`: any array here, its elements are
/// checked by the verifier ([`crate::reshape::check_groups`]).
fn parse_reassociation(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let at = p.p.pos();
    let a = p.p.parse_attribute(None)?;
    if !matches!(p.p.ctx.attr_kind(a), AttrKind::Array(_)) {
        return Err(p.p.error_at(at, "invalid kind of attribute specified"));
    }
    p.set_prop("reassociation", a);
    Ok(())
}

/// Prints the form [`parse_reassociation`] reads.
fn print_reassociation(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(a) = prop(p.ctx, p.ir, op, "reassociation") {
        p.ap.attr(&mut p.out, a, false);
    }
}

/// `memref.expand_shape %m [[0, 1], [2]] output_shape [%d, 4, 5] : memref<?x5xf32> into
/// memref<?x4x5xf32>`.
pub(super) fn parse_expand_shape(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    parse_reassociation(p)?;
    p.expect_keyword("output_shape")?;
    let (dyns, statics) = parse_dynamic_index_list(p, Parser::parse_value_use, SQUARE)?;
    let a = dense_i64(p.p.ctx, &statics);
    p.set_prop("static_output_shape", a);
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let st = parse_ranked_memref_type(p)?;
    p.expect_keyword("into")?;
    let rt = parse_ranked_memref_type(p)?;
    p.resolve_one(src, st)?;
    let idx = index_ty(p);
    p.resolve_all(&dyns, idx)?;
    p.build.result_types.push(rt);
    Ok(())
}

/// Prints the form [`parse_expand_shape`] reads.
pub(super) fn print_expand_shape(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if let Some(&s) = vals.first() {
        p.value(op.0, s);
    }
    print_reassociation(p, op);
    p.out.push_str(" output_shape ");
    let statics = static_list(p, op, "static_output_shape");
    print_dynamic_index_list(p, op, vals.get(1..).unwrap_or(&[]), &statics);
    print_attr_dict(p, op, &["reassociation", "static_output_shape"]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
    p.out.push_str(" into ");
    print_result_type(p, op);
}

/// `memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>`.
pub(super) fn parse_collapse_shape(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    parse_reassociation(p)?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let st = parse_ranked_memref_type(p)?;
    p.expect_keyword("into")?;
    let rt = parse_ranked_memref_type(p)?;
    p.resolve_one(src, st)?;
    p.build.result_types.push(rt);
    Ok(())
}

/// Prints the form [`parse_collapse_shape`] reads.
pub(super) fn print_collapse_shape(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(&s) = operands(p, op).first() {
        p.value(op.0, s);
    }
    print_reassociation(p, op);
    print_attr_dict(p, op, &["reassociation"]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
    p.out.push_str(" into ");
    print_result_type(p, op);
}

/// `$source : type($source) -> type(results) attr-dict`
/// (`memref.extract_strided_metadata`, `memref.extract_aligned_pointer_as_index`).
///
/// ```mlir
/// %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
///   : memref<10x?xf32> -> memref<f32>, index, index, index, index, index
/// ```
pub(super) fn parse_extract(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    p.p.expect(Tok::Colon, "':'")?;
    let st = parse_memref_type(p)?;
    p.p.expect(Tok::Arrow, "'->'")?;
    let rts = p.parse_type_list()?;
    p.parse_optional_attr_dict()?;
    p.resolve_one(src, st)?;
    p.build.result_types = rts.into_iter().collect();
    Ok(())
}

/// Prints the form [`parse_extract`] reads.
pub(super) fn print_extract(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(&s) = operands(p, op).first() {
        p.value(op.0, s);
    }
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
    p.out.push_str(" -> ");
    let rs = result_types(p, op);
    p.ap.type_list(&mut p.out, &rs);
    print_attr_dict(p, op, &[]);
}

// ---------------------------------------------------------------- globals

/// `memref.get_global @x : memref<2xf32>`.
pub(super) fn parse_get_global(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    if p.p.kind() != Tok::AtIdent {
        return Err(p.p.error_here("expected attribute value"));
    }
    let name = p.p.parse_attribute(None)?;
    p.set_prop("name", name);
    p.p.expect(Tok::Colon, "':'")?;
    let t = parse_ranked_memref_type(p)?;
    p.parse_optional_attr_dict()?;
    p.build.result_types.push(t);
    Ok(())
}

/// Prints the form [`parse_get_global`] reads.
pub(super) fn print_get_global(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(n) = prop(p.ctx, p.ir, op, "name") {
        p.ap.attr(&mut p.out, n, false);
    }
    p.out.push_str(" : ");
    print_result_type(p, op);
    print_attr_dict(p, op, &["name"]);
}

/// `memref.global "private" constant @x : memref<2xf32> = dense<[1.0, 2.0]> {alignment =
/// 64 : i64}`; `= uninitialized` for a definition without value, nothing for an
/// external declaration.
pub(super) fn parse_global(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    if p.p.kind() == Tok::String {
        let vis = p.p.parse_attribute(None)?;
        p.set_prop("sym_visibility", vis);
    }
    if p.p.eat_keyword("constant") {
        let u = p.p.ctx.unit_attr();
        p.set_prop("constant", u);
    }
    if p.p.kind() != Tok::AtIdent {
        let at = p.p.pos();
        return Err(p.emit_error(at, "expected valid '@'-identifier for symbol name"));
    }
    let name = p.p.symbol_name();
    p.p.bump();
    let a = p.p.ctx.string_attr(&name);
    p.set_prop("sym_name", a);
    p.p.expect(Tok::Colon, "':'")?;
    let t = p.p.parse_type()?;
    let shape = match p.p.ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } if !shape.contains(&DYNAMIC) => Some(shape.clone()),
        _ => None,
    };
    let Some(shape) = shape else {
        let msg = format!(
            "type should be static shaped memref, but got '{}'",
            p.p.type_str(t)
        );
        return Err(p.emit_error(p.name_at, &msg));
    };
    let ta = p.p.ctx.type_attr(t);
    p.set_prop("type", ta);
    if p.p.eat(Tok::Equal) {
        if p.p.eat_keyword("uninitialized") {
            let u = p.p.ctx.unit_attr();
            p.set_prop("initial_value", u);
        } else {
            let elem = element_type(p.p.ctx, t).unwrap_or(t);
            let tensor = p.p.ctx.ty(TypeKind::RankedTensor {
                shape,
                elem,
                encoding: None,
            });
            let v = parse_attr_with_type(p, tensor)?;
            let is_elements = matches!(
                p.p.ctx.attr_kind(v),
                AttrKind::DenseElements { .. }
                    | AttrKind::DenseResource { .. }
                    | AttrKind::Sparse { .. }
            );
            if !is_elements {
                return Err(p.emit_error(
                    p.name_at,
                    "initial value should be a unit or elements attribute",
                ));
            }
            p.set_prop("initial_value", v);
        }
    }
    p.parse_optional_attr_dict()
}

/// Prints the form [`parse_global`] reads.
pub(super) fn print_global(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(v) = prop(p.ctx, p.ir, op, "sym_visibility").and_then(|a| p.ctx.attr_str(a)) {
        write_escaped(&mut p.out, v);
        p.out.push(' ');
    }
    if flag(p.ctx, p.ir, op, "constant") {
        p.out.push_str("constant ");
    }
    if let Some(n) = prop(p.ctx, p.ir, op, "sym_name").and_then(|a| p.ctx.attr_str(a)) {
        rmlir_ir::printer::write_symbol(&mut p.out, &String::from_utf8_lossy(n));
    }
    p.out.push_str(" : ");
    if let Some(t) = prop(p.ctx, p.ir, op, "type") {
        match p.ctx.attr_type(t) {
            Some(t) => p.ty(t),
            None => p.attr(t),
        }
    }
    if let Some(v) = prop(p.ctx, p.ir, op, "initial_value") {
        p.out.push_str(" = ");
        if matches!(p.ctx.attr_kind(v), AttrKind::Unit) {
            p.out.push_str("uninitialized");
        } else {
            print_attr_without_type(p, v);
        }
    }
    print_attr_dict(
        p,
        op,
        &[
            "sym_visibility",
            "constant",
            "sym_name",
            "type",
            "initial_value",
        ],
    );
}

// ---------------------------------------------------------------- dim, transpose

/// `memref.dim %m, %i : memref<4x?xf32>` (the attribute dictionary comes first).
pub(super) fn parse_dim(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let m = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let i = p.p.parse_value_use()?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = parse_memref_type(p)?;
    p.resolve_one(m, t)?;
    let idx = index_ty(p);
    p.resolve_one(i, idx)?;
    p.build.result_types.push(idx);
    Ok(())
}

/// Prints the form [`parse_dim`] reads.
pub(super) fn print_dim(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &[]);
    p.out.push(' ');
    let vals = operands(p, op);
    print_values(p, op, &vals);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
}

/// `memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, #layout>`.
pub(super) fn parse_transpose(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    let map = parse_affine_map_attr(p)?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let st = parse_ranked_memref_type(p)?;
    p.resolve_one(src, st)?;
    p.expect_keyword("to")?;
    let rt = parse_ranked_memref_type(p)?;
    p.build.result_types.push(rt);
    p.set_prop("permutation", map);
    Ok(())
}

/// Prints the form [`parse_transpose`] reads.
pub(super) fn print_transpose(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(&s) = operands(p, op).first() {
        p.value(op.0, s);
    }
    if let Some(m) = prop(p.ctx, p.ir, op, "permutation") {
        p.out.push(' ');
        let s = affine_map_inline(p.ctx, m);
        p.out.push_str(&s);
    }
    print_attr_dict(p, op, &["permutation"]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
    p.out.push_str(" to ");
    print_result_type(p, op);
}

// ---------------------------------------------------------------- atomics

/// `memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32`.
pub(super) fn parse_atomic_rmw(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let kind = match p.p.kind() {
        Tok::BareIdent => ATOMIC_KINDS.iter().position(|k| *k == p.p.text()),
        Tok::String => {
            let t = p.p.text();
            ATOMIC_KINDS
                .iter()
                .position(|k| t.len() >= 2 && *k == &t[1..t.len() - 1])
        }
        _ => None,
    };
    let Some(kind) = kind else {
        let at = p.p.pos();
        return Err(p.emit_error(
            at,
            "expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]",
        ));
    };
    p.p.bump();
    let i64t = p.p.ctx.int_type(64);
    let ka = p.p.ctx.int_attr(i64t, kind as i128);
    p.set_prop("kind", ka);
    let val = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let m = p.p.parse_value_use()?;
    let idx_uses = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    p.p.expect(Tok::LParen, "'('")?;
    let vt = p.p.parse_type()?;
    p.p.expect(Tok::Comma, "','")?;
    let mt = parse_ranked_memref_type(p)?;
    p.p.expect(Tok::RParen, "')'")?;
    p.p.expect(Tok::Arrow, "'->'")?;
    let rt = p.p.parse_type()?;
    p.resolve_one(val, vt)?;
    p.resolve_one(m, mt)?;
    let idx = index_ty(p);
    p.resolve_all(&idx_uses, idx)?;
    p.build.result_types.push(rt);
    Ok(())
}

/// Prints the form [`parse_atomic_rmw`] reads.
pub(super) fn print_atomic_rmw(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    let kind = prop(p.ctx, p.ir, op, "kind")
        .and_then(|a| int_of(p.ctx, a))
        .and_then(|k| usize::try_from(k).ok())
        .and_then(|k| ATOMIC_KINDS.get(k));
    p.out.push_str(kind.copied().unwrap_or("<<invalid>>"));
    p.out.push(' ');
    let vals = operands(p, op);
    if vals.len() >= 2 {
        p.value(op.0, vals[0]);
        p.out.push_str(", ");
        p.value(op.0, vals[1]);
        p.out.push('[');
        print_values(p, op, &vals[2..]);
        p.out.push(']');
    }
    print_attr_dict(p, op, &["kind"]);
    p.out.push_str(" : (");
    print_operand_type(p, op, 0);
    p.out.push_str(", ");
    print_operand_type(p, op, 1);
    p.out.push_str(") -> ");
    print_result_type(p, op);
}

/// `memref.generic_atomic_rmw %m[%i] : memref<10xf32> { ^bb0(%cur: f32): ... }`; the
/// result is the element type.
pub(super) fn parse_generic_atomic_rmw(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let m = p.p.parse_value_use()?;
    let idx_uses = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = parse_ranked_memref_type(p)?;
    p.resolve_one(m, t)?;
    let idx = index_ty(p);
    p.resolve_all(&idx_uses, idx)?;
    p.parse_region(&[])?;
    p.parse_optional_attr_dict()?;
    let elem = element_type(p.p.ctx, t).unwrap_or(t);
    p.build.result_types.push(elem);
    Ok(())
}

/// Prints the form [`parse_generic_atomic_rmw`] reads.
pub(super) fn print_generic_atomic_rmw(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if let Some((&m, idx)) = vals.split_first() {
        p.value(op.0, m);
        p.out.push('[');
        print_values(p, op, idx);
        p.out.push(']');
    }
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
    p.out.push(' ');
    let d = p.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    if let Some(&r) = d.regions().first() {
        p.region(rb, r, true, true, false);
    }
    print_attr_dict(p, op, &[]);
}

// ---------------------------------------------------------------- misc

/// `memref.assume_alignment %m, 16 : memref<4x4xf16>` (the result has the operand type).
pub(super) fn parse_assume_alignment(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let m = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let align = parse_i64(p)?;
    let i32t = p.p.ctx.int_type(32);
    let a = p.p.ctx.int_attr(i32t, align as i128);
    p.set_prop("alignment", a);
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = parse_memref_type(p)?;
    p.resolve_one(m, t)?;
    p.build.result_types.push(t);
    Ok(())
}

/// Prints the form [`parse_assume_alignment`] reads.
pub(super) fn print_assume_alignment(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(&m) = operands(p, op).first() {
        p.value(op.0, m);
    }
    p.out.push_str(", ");
    if let Some(v) = prop(p.ctx, p.ir, op, "alignment").and_then(|a| int_of(p.ctx, a)) {
        p.out.push_str(&v.to_string());
    }
    print_attr_dict(p, op, &["alignment"]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
}

/// `memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xi32>`.
pub(super) fn parse_prefetch(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name_at = p.name_at;
    let m = p.p.parse_value_use()?;
    let idx_uses = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    p.p.expect(Tok::Comma, "','")?;
    if p.p.kind() != Tok::BareIdent {
        return Err(p.p.error_here("expected valid keyword"));
    }
    let rw = p.p.text();
    p.p.bump();
    p.p.expect(Tok::Comma, "','")?;
    p.expect_keyword("locality")?;
    p.p.expect(Tok::Less, "'<'")?;
    let hint = parse_i64(p)?;
    p.p.expect(Tok::Greater, "'>'")?;
    p.p.expect(Tok::Comma, "','")?;
    if p.p.kind() != Tok::BareIdent {
        return Err(p.p.error_here("expected valid keyword"));
    }
    let cache = p.p.text();
    p.p.bump();
    p.p.expect(Tok::Colon, "':'")?;
    let t = parse_ranked_memref_type(p)?;
    p.resolve_one(m, t)?;
    let idx = index_ty(p);
    p.resolve_all(&idx_uses, idx)?;
    let i32t = p.p.ctx.int_type(32);
    let h = p.p.ctx.int_attr(i32t, hint as i128);
    p.set_prop("localityHint", h);
    if rw != "read" && rw != "write" {
        return Err(p.emit_error(name_at, "rw specifier has to be 'read' or 'write'"));
    }
    let i1 = p.p.ctx.int_type(1);
    let w = p.p.ctx.int_attr(i1, (rw == "write") as i128);
    p.set_prop("isWrite", w);
    if cache != "data" && cache != "instr" {
        return Err(p.emit_error(name_at, "cache type has to be 'data' or 'instr'"));
    }
    let c = p.p.ctx.int_attr(i1, (cache == "data") as i128);
    p.set_prop("isDataCache", c);
    Ok(())
}

/// Prints the form [`parse_prefetch`] reads.
pub(super) fn print_prefetch(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if let Some((&m, idx)) = vals.split_first() {
        p.value(op.0, m);
        p.out.push('[');
        print_values(p, op, idx);
        p.out.push(']');
    }
    let write = flag(p.ctx, p.ir, op, "isWrite");
    p.out.push_str(if write { ", write" } else { ", read" });
    let hint = prop(p.ctx, p.ir, op, "localityHint")
        .and_then(|a| int_of(p.ctx, a))
        .unwrap_or(0);
    p.out.push_str(&format!(", locality<{hint}>"));
    let data = flag(p.ctx, p.ir, op, "isDataCache");
    p.out.push_str(if data { ", data" } else { ", instr" });
    print_attr_dict(p, op, &["localityHint", "isWrite", "isDataCache"]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
}

/// `memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] (, %stride, %per_stride)? :
/// memref<..>, memref<..>, memref<..>`.
pub(super) fn parse_dma_start(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name_at = p.name_at;
    let src = p.p.parse_value_use()?;
    let src_idx = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    p.p.expect(Tok::Comma, "','")?;
    let dst = p.p.parse_value_use()?;
    let dst_idx = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    p.p.expect(Tok::Comma, "','")?;
    let num = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let tag = p.p.parse_value_use()?;
    let tag_idx = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    let mut strides = Vec::new();
    while p.p.eat(Tok::Comma) {
        strides.push(p.p.parse_value_use()?);
    }
    if !strides.is_empty() && strides.len() != 2 {
        return Err(p.emit_error(name_at, "expected two stride related operands"));
    }
    p.p.expect(Tok::Colon, "':'")?;
    let types = p.parse_type_list()?;
    let [st, dt, tt] = types.as_slice() else {
        return Err(p.emit_error(name_at, "fewer/more types expected"));
    };
    let (st, dt, tt) = (*st, *dt, *tt);
    let idx = index_ty(p);
    p.resolve_one(src, st)?;
    p.resolve_all(&src_idx, idx)?;
    p.resolve_one(dst, dt)?;
    p.resolve_all(&dst_idx, idx)?;
    p.resolve_one(num, idx)?;
    p.resolve_one(tag, tt)?;
    p.resolve_all(&tag_idx, idx)?;
    p.resolve_all(&strides, idx)?;
    Ok(())
}

/// The rank of a memref type (0 for anything else).
fn rank_of(ctx: &Context, t: Type) -> usize {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// ` %a, %b : ta, tb` for ops too malformed for their custom form (never reached for
/// verified IR).
fn print_operands_fallback(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    p.out.push_str(" : ");
    let tys: Vec<Type> = vals.iter().map(|&v| vty(p, op, v)).collect();
    p.ap.type_list(&mut p.out, &tys);
}

/// Prints the form [`parse_dma_start`] reads.
pub(super) fn print_dma_start(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    let ty = |i: usize| vals.get(i).map(|&v| p.ir.body(op.0).value_type(v));
    let (Some(st), Some(_)) = (ty(0), ty(1)) else {
        return print_operands_fallback(p, op);
    };
    let sr = rank_of(p.ctx, st);
    let dst_at = 1 + sr;
    let dr = ty(dst_at).map_or(0, |t| rank_of(p.ctx, t));
    let num_at = dst_at + 1 + dr;
    let tag_at = num_at + 1;
    let tr = ty(tag_at).map_or(0, |t| rank_of(p.ctx, t));
    let end = tag_at + 1 + tr;
    if vals.len() < end {
        return print_operands_fallback(p, op);
    }
    p.out.push(' ');
    p.value(op.0, vals[0]);
    p.out.push('[');
    print_values(p, op, &vals[1..dst_at]);
    p.out.push_str("], ");
    p.value(op.0, vals[dst_at]);
    p.out.push('[');
    print_values(p, op, &vals[dst_at + 1..num_at]);
    p.out.push_str("], ");
    p.value(op.0, vals[num_at]);
    p.out.push_str(", ");
    p.value(op.0, vals[tag_at]);
    p.out.push('[');
    print_values(p, op, &vals[tag_at + 1..end]);
    p.out.push(']');
    if vals.len() > end {
        p.out.push_str(", ");
        print_values(p, op, &vals[end..]);
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let tys: Vec<Type> = [0, dst_at, tag_at]
        .iter()
        .map(|&i| p.ir.body(op.0).value_type(vals[i]))
        .collect();
    p.ap.type_list(&mut p.out, &tys);
}

/// `memref.dma_wait %tag[%i], %n : memref<1xi32>`.
pub(super) fn parse_dma_wait(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let tag = p.p.parse_value_use()?;
    let idx_uses = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    p.p.expect(Tok::Comma, "','")?;
    let n = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = parse_ranked_memref_type(p)?;
    p.resolve_one(tag, t)?;
    let idx = index_ty(p);
    p.resolve_all(&idx_uses, idx)?;
    p.resolve_one(n, idx)?;
    Ok(())
}

/// Prints the form [`parse_dma_wait`] reads.
pub(super) fn print_dma_wait(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if let Some((&tag, rest)) = vals.split_first()
        && let Some((&n, idx)) = rest.split_last()
    {
        p.value(op.0, tag);
        p.out.push('[');
        print_values(p, op, idx);
        p.out.push_str("], ");
        p.value(op.0, n);
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    print_operand_type(p, op, 0);
}

// ---------------------------------------------------------------- alloca_scope

/// `memref.alloca_scope -> (f32) { ... }`; a region without terminator gets an implicit
/// `memref.alloca_scope.return` (MLIR's `SingleBlockImplicitTerminator`).
pub(super) fn parse_alloca_scope(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let at = p.p.pos();
    if p.p.eat(Tok::Arrow) {
        p.build.result_types = p.p.parse_function_result_types()?.into();
    }
    let r = p.parse_region(&[])?;
    crate::asm_util::ensure_terminator(p, r, "memref.alloca_scope.return", at);
    p.parse_optional_attr_dict()
}

/// Prints the form [`parse_alloca_scope`] reads.
pub(super) fn print_alloca_scope(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    let rs = result_types(p, op);
    if !rs.is_empty() {
        p.out.push_str(" -> (");
        p.ap.type_list(&mut p.out, &rs);
        p.out.push(')');
    }
    p.out.push(' ');
    let d = p.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    if let Some(&r) = d.regions().first() {
        p.region(rb, r, false, !rs.is_empty(), false);
    }
    print_attr_dict(p, op, &[]);
}

/// `memref.alloca_scope.return %a, %b : f32, i32` (operands optional).
pub(super) fn parse_alloca_scope_return(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let uses = p.parse_operand_list()?;
    if !uses.is_empty() {
        p.p.expect(Tok::Colon, "':'")?;
        let at = p.p.pos();
        let types = p.parse_type_list()?;
        p.resolve_operands(&uses, &types, at)?;
    }
    Ok(())
}

/// Prints the form [`parse_alloca_scope_return`] reads.
pub(super) fn print_alloca_scope_return(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &[]);
    let vals = operands(p, op);
    if !vals.is_empty() {
        p.out.push(' ');
        print_values(p, op, &vals);
        p.out.push_str(" : ");
        let tys: Vec<Type> = vals.iter().map(|&v| vty(p, op, v)).collect();
        p.ap.type_list(&mut p.out, &tys);
    }
}

/// `memref.distinct_objects %a, %b : memref<?xf32>, memref<?xi32>` (results repeat the
/// operand types).
pub(super) fn parse_distinct_objects(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uses = p.parse_operand_list()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let types = p.parse_type_list()?;
    p.resolve_operands(&uses, &types, at)?;
    p.build.result_types = types.into_iter().collect();
    Ok(())
}

/// Prints the form [`parse_distinct_objects`] reads.
pub(super) fn print_distinct_objects(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let tys: Vec<Type> = vals.iter().map(|&v| vty(p, op, v)).collect();
    p.ap.type_list(&mut p.out, &tys);
}

// ---------------------------------------------------------------- result names

macro_rules! single_name {
    ($f:ident, $name:literal) => {
        pub(super) fn $f(_: &Context, _: &Ir, _: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
            out.push((0, $name));
        }
    };
}

single_name!(name_alloc, "alloc");
single_name!(name_alloca, "alloca");
single_name!(name_cast, "cast");
single_name!(name_subview, "subview");
single_name!(name_view, "view");
single_name!(name_reinterpret_cast, "reinterpret_cast");
single_name!(name_reshape, "reshape");
single_name!(name_expand_shape, "expand_shape");
single_name!(name_collapse_shape, "collapse_shape");
single_name!(name_intptr, "intptr");
single_name!(name_dim, "dim");
single_name!(name_transpose, "transpose");
single_name!(name_memspacecast, "memspacecast");
single_name!(name_assume_align, "assume_align");

/// `%base_buffer, %offset, %sizes:N, %strides:N`.
pub(super) fn name_strided_metadata(
    _: &Context,
    ir: &Ir,
    op: OpRef,
    out: &mut rmlir_ir::opdef::NameHints,
) {
    let n = ir.body(op.0).num_results(op.1);
    out.push((0, "base_buffer"));
    out.push((1, "offset"));
    let rank = n.saturating_sub(2) / 2;
    if rank > 0 {
        out.push((2, "sizes"));
        out.push((2 + rank, "strides"));
    }
}
