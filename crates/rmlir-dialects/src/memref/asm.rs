//! Assembly helpers shared by the `memref` and `bufferization` custom forms: what ODS
//! generates for `attr-dict`, operand lists, `custom<DynamicIndexList>`, segment sizes,
//! and the "sub-parse" of attributes whose type comes from the op (MLIR's
//! `parseAttribute(attr, type)` and `parseAffineMap`).

use rmlir_ir::attrs::NamedAttr;
use rmlir_ir::diag::DiagEngine;
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::{OpParser, Parser};
use rmlir_ir::printer::Printer;
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpRef, PResult, Type, TypeKind, ValueId};

pub(crate) use crate::asm_util::{SQUARE, parse_dynamic_index_list, parse_i64};
pub(crate) use rmlir_ir::ir::op_attr as prop;

/// Prints `[%a, 4, %b]` from the dynamic values and the static list.
pub(crate) fn print_dynamic_index_list(
    p: &mut Printer<'_>,
    op: OpRef,
    vals: &[ValueId],
    statics: &[i64],
) {
    crate::asm_util::print_dynamic_index_list(p, op.0, vals, statics, ('[', ']'));
}

/// Whether a unit (or `true`) flag attribute is set.
pub(crate) fn flag(ctx: &Context, ir: &Ir, op: OpRef, name: &str) -> bool {
    match prop(ctx, ir, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Unit) => true,
        Some(AttrKind::Integer { value, .. }) => *value != 0,
        _ => false,
    }
}

/// The integer value of an integer attribute.
pub(crate) fn int_of(ctx: &Context, a: Attr) -> Option<i128> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// `array<i64: ...>`.
pub(crate) fn dense_i64(ctx: &Context, vals: &[i64]) -> Attr {
    let elem = ctx.int_type(64);
    ctx.attr(AttrKind::DenseArray {
        elem,
        values: vals.iter().map(|&v| v as i128 as u128).collect(),
    })
}

/// The values of an `array<i64: ...>` (or `array<i32: ...>`) attribute.
pub(crate) fn dense_ints(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|&v| v as i128 as i64).collect())
        }
        _ => None,
    }
}

/// `operandSegmentSizes = array<i32: ...>` of an `AttrSizedOperandSegments` op.
pub(crate) fn set_segments(p: &mut OpParser<'_, '_, '_>, sizes: &[usize]) {
    let elem = p.p.ctx.int_type(32);
    let a = p.p.ctx.attr(AttrKind::DenseArray {
        elem,
        values: sizes.iter().map(|&v| v as u128).collect(),
    });
    p.set_prop("operandSegmentSizes", a);
}

/// The operand groups of an `AttrSizedOperandSegments` op; `None` when the segment
/// attribute is missing or does not add up.
pub(crate) fn segments(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<Vec<ValueId>>> {
    let sizes = dense_ints(ctx, prop(ctx, ir, op, "operandSegmentSizes")?)?;
    let vals: Vec<ValueId> = ir.body(op.0).operands(op.1).collect();
    let mut out = Vec::with_capacity(sizes.len());
    let mut at = 0usize;
    for s in sizes {
        let s = usize::try_from(s).ok()?;
        out.push(vals.get(at..at + s)?.to_vec());
        at += s;
    }
    (at == vals.len()).then_some(out)
}

/// The operands of an op.
pub(crate) fn operands(p: &Printer<'_>, op: OpRef) -> smallvec::SmallVec<[ValueId; 4]> {
    p.ir.body(op.0).operands(op.1).collect()
}

/// The type of a value of the op's body.
pub(crate) fn vty(p: &Printer<'_>, op: OpRef, v: ValueId) -> Type {
    p.ir.body(op.0).value_type(v)
}

/// The type of result `i`.
pub(crate) fn result_ty(p: &Printer<'_>, op: OpRef, i: usize) -> Option<Type> {
    let body = p.ir.body(op.0);
    (i < body.num_results(op.1)).then(|| body.value_type(body.result(op.1, i)))
}

/// `%a, %b`.
pub(crate) fn print_values(p: &mut Printer<'_>, op: OpRef, vals: &[ValueId]) {
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(op.0, v);
    }
}

/// ODS `attr-dict`: inherent and discardable attributes merged in name order, without
/// the ones the format prints elsewhere, the segment sizes, and `elide_false` flags
/// that hold their default `false`.
///
/// `{alignment = 64 : i64, foo}` or nothing.
pub(crate) fn print_attr_dict(p: &mut Printer<'_>, op: OpRef, elided: &[&str]) {
    print_attr_dict_impl(p, op, elided, &[]);
}

/// [`print_attr_dict`] that also drops boolean attributes equal to their default `false`
/// (ODS `DefaultValuedAttr<BoolAttr, "false">`).
pub(crate) fn print_attr_dict_defaults(
    p: &mut Printer<'_>,
    op: OpRef,
    elided: &[&str],
    false_by_default: &[&str],
) {
    print_attr_dict_impl(p, op, elided, false_by_default);
}

fn print_attr_dict_impl(p: &mut Printer<'_>, op: OpRef, elided: &[&str], defaults: &[&str]) {
    let all = crate::func::merged_attrs(p, op);
    let rest: Vec<NamedAttr> = all
        .into_iter()
        .filter(|(n, a)| {
            let name = p.ctx.str(*n);
            if name == "operandSegmentSizes" || elided.contains(&name) {
                return false;
            }
            let is_false = matches!(p.ctx.attr_kind(*a),
                AttrKind::Integer { ty, value: 0 }
                    if matches!(p.ctx.type_kind(*ty), TypeKind::Integer { width: 1, .. }));
            !(defaults.contains(&name) && is_false)
        })
        .collect();
    if !rest.is_empty() {
        p.out.push_str(" {");
        p.ap.named_attrs(&mut p.out, &rest);
        p.out.push('}');
    }
}

/// A type that must be a (ranked or unranked) memref, as ODS parses a typed
/// `type($operand)` of a `BaseMemRefType` operand.
pub(crate) fn parse_memref_type(p: &mut OpParser<'_, '_, '_>) -> PResult<Type> {
    let at = p.p.pos();
    let t = p.p.parse_type()?;
    match p.p.ctx.type_kind(t) {
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => Ok(t),
        _ => Err(p.emit_error(at, "invalid kind of type specified")),
    }
}

/// A ranked memref type, as ODS parses `type($x)` constrained to `MemRefType`.
pub(crate) fn parse_ranked_memref_type(p: &mut OpParser<'_, '_, '_>) -> PResult<Type> {
    let at = p.p.pos();
    let t = p.p.parse_type()?;
    match p.p.ctx.type_kind(t) {
        TypeKind::MemRef { .. } => Ok(t),
        _ => {
            let msg = format!(
                "invalid kind of type specified: expected builtin.memref, but found '{}'",
                p.p.type_str(t)
            );
            Err(p.emit_error(at, &msg))
        }
    }
}

/// Shape, element type, layout and memory space of a ranked memref.
pub(crate) struct MemRefParts<'a> {
    pub shape: &'a [i64],
    pub elem: Type,
    pub layout: Option<Attr>,
    pub space: Option<Attr>,
}

/// The parts of a ranked memref type.
pub(crate) fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts<'_>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape,
            elem: *elem,
            layout: *layout,
            space: *memory_space,
        }),
        _ => None,
    }
}

/// Element type of a ranked or unranked memref, or of a tensor.
pub(crate) fn element_type(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. }
        | TypeKind::UnrankedMemRef { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::Vector { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// Memory space of a ranked or unranked memref.
pub(crate) fn memory_space(ctx: &Context, t: Type) -> Option<Attr> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// Collects the tokens of a balanced group starting at an opening `open` token
/// (`(...)`, `[...]`, `<...>`), appending their text to `out` separated by spaces.
fn collect_group(p: &mut Parser<'_, '_>, open: Tok, close: Tok, out: &mut String) -> bool {
    if p.kind() != open {
        return false;
    }
    let mut depth = 0usize;
    loop {
        let k = p.kind();
        if k == Tok::Eof || k == Tok::Error {
            return false;
        }
        if k == open {
            depth += 1;
        } else if k == close {
            depth -= 1;
        }
        out.push_str(p.text());
        out.push(' ');
        p.bump();
        if depth == 0 {
            return true;
        }
    }
}

/// Parses `text` as one attribute with a scratch parser; an error is reported at
/// `at` of the real input with the scratch parser's message.
fn sub_parse_attr(p: &mut Parser<'_, '_>, text: &str, at: u32) -> PResult<Attr> {
    let mut diags = DiagEngine::default();
    let res = {
        let mut sub = Parser::new(p.ctx, &mut diags, text, "<inline>", 0);
        match sub.parse_attribute(None) {
            Ok(a) if sub.kind() == Tok::Eof => Ok(a),
            Ok(_) => Err(()),
            Err(_) => Err(()),
        }
    };
    match res {
        Ok(a) => Ok(a),
        Err(()) => {
            let msg = diags
                .diags
                .first()
                .map(|d| d.message.clone())
                .unwrap_or_else(|| "invalid attribute".to_string());
            Err(p.error_at(at, &msg))
        }
    }
}

/// MLIR's `parseAffineMap` in custom syntax: an alias `#map` or an unwrapped map
/// `(d0, d1) -> (d1, d0)`.
pub(crate) fn parse_affine_map_attr(p: &mut OpParser<'_, '_, '_>) -> PResult<Attr> {
    let at = p.p.pos();
    if p.p.kind() == Tok::HashIdent {
        let a = p.p.parse_attribute(None)?;
        if !matches!(p.p.ctx.attr_kind(a), AttrKind::AffineMap(_)) {
            return Err(p.p.error_at(at, "expected affine map"));
        }
        return Ok(a);
    }
    let mut text = String::from("affine_map<");
    if !collect_group(p.p, Tok::LParen, Tok::RParen, &mut text) {
        return Err(p
            .p
            .error_here("expected '(' at start of dimensional identifiers list"));
    }
    if p.p.kind() == Tok::LSquare {
        collect_group(p.p, Tok::LSquare, Tok::RSquare, &mut text);
    }
    if p.p.kind() == Tok::Arrow {
        text.push_str("-> ");
        p.p.bump();
        collect_group(p.p, Tok::LParen, Tok::RParen, &mut text);
    } else if p.p.kind() == Tok::Colon {
        return Err(p.p.error_at(at, "expected AffineMap, but got IntegerSet"));
    }
    text.push('>');
    let a = sub_parse_attr(p.p, &text, at)?;
    if !matches!(p.p.ctx.attr_kind(a), AttrKind::AffineMap(_)) {
        return Err(p.p.error_at(at, "expected affine map"));
    }
    Ok(a)
}

/// The text of an affine map attribute without `affine_map<` and `>` (how custom
/// forms print a bare `AffineMap`).
pub(crate) fn affine_map_inline(ctx: &Context, a: Attr) -> String {
    let s = rmlir_ir::printer::attr_to_string(ctx, a);
    s.strip_prefix("affine_map<")
        .and_then(|r| r.strip_suffix('>'))
        .map(str::to_string)
        .unwrap_or(s)
}

/// MLIR's `parseAttribute(attr, type)`: elements literals (`dense<...>`,
/// `dense_resource<...>`, `sparse<...>`) take `ty` when they have no `: type` of their
/// own; other attributes parse as usual.
pub(crate) fn parse_attr_with_type(p: &mut OpParser<'_, '_, '_>, ty: Type) -> PResult<Attr> {
    let at = p.p.pos();
    let is_elements =
        p.p.kind() == Tok::BareIdent && matches!(p.p.text(), "dense" | "dense_resource" | "sparse");
    if !is_elements {
        return p.p.parse_attribute(Some(ty));
    }
    let mut text = p.p.text().to_string();
    text.push(' ');
    p.p.bump();
    if !collect_group(p.p, Tok::Less, Tok::Greater, &mut text) {
        return Err(p.p.error_here("expected '<'"));
    }
    text.push_str(": ");
    text.push_str(&rmlir_ir::printer::type_to_string(p.p.ctx, ty));
    sub_parse_attr(p.p, &text, at)
}

/// Prints an attribute without its type (MLIR's `printAttributeWithoutType`): elements
/// literals drop their ` : type`, integers and floats their type.
pub(crate) fn print_attr_without_type(p: &mut Printer<'_>, a: Attr) {
    let mut s = String::new();
    p.ap.attr(&mut s, a, false);
    let ty = match p.ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. }
        | AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. } => Some(*ty),
        _ => None,
    };
    if let Some(t) = ty {
        let mut ts = String::from(" : ");
        p.ap.ty(&mut ts, t);
        if let Some(stripped) = s.strip_suffix(ts.as_str()) {
            p.out.push_str(stripped);
            return;
        }
    }
    p.out.push_str(&s);
}

/// `attr-dict` of an op with an `alignment` property, checked as ODS's generated parsers
/// check inherent attributes (`verifyInherentAttrs`): a bad alignment is reported at
/// the dictionary, and the op is not built.
///
/// ```mlir
/// %0 = memref.alloc() {alignment = 3} : memref<4xf32>
/// // error: custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed
/// //        to satisfy constraint: 64-bit signless integer attribute whose value is
/// //        positive and whose value is a power of two > 0
/// ```
pub(crate) fn parse_attr_dict_aligned(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let at = p.p.pos();
    p.parse_optional_attr_dict()?;
    let name = p.p.ctx.static_sym("alignment");
    let ctx = p.p.ctx;
    let bad = p
        .build
        .props
        .iter()
        .any(|&(n, a)| n == name && !super::verify::alignment_ok(ctx, a));
    if bad {
        let msg = format!(
            "'{}' op attribute 'alignment' failed to satisfy constraint: {}",
            p.def.name,
            super::verify::ALIGNMENT_CONSTRAINT
        );
        return Err(p.emit_error(at, &msg));
    }
    Ok(())
}
