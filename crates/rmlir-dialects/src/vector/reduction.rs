//! `vector.reduction` (MLIR's `vector::ReductionOp`): a 0-D or 1-D vector reduced to a
//! scalar with a combining kind (`#vector.kind<...>`), an optional accumulator of the
//! result's type and fast-math flags (`none` by default, elided). Its custom assembly
//! and verifier, with mlir-opt 22's messages.
//!
//! ```mlir
//! %0 = vector.reduction <add>, %v : vector<16xf32> into f32
//! %1 = vector.reduction <maxsi>, %w, %acc : vector<4xi32> into i32
//! %2 = vector.reduction <mul>, %v fastmath<fast> : vector<16xf32> into f32
//! ```

use super::{vector_parts, vector_type};
use crate::arith::flags::FASTMATH;
use crate::test::ods::{self, print_attr_dict};
use rmlir_ir::enum_attr::EnumSpec;
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::{Printer, type_to_string};
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{AttrKind, Context, OpRef, PResult, Type, TypeKind};

/// The combining kinds, in the order mlir-opt 22 lists them.
const KINDS: &[&str] = &[
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
    "maximumf", "minimumf",
];

/// `#vector.kind<...>` (`CombiningKind`), as diagnostics name it.
pub(super) const KIND_SPEC: EnumSpec = EnumSpec {
    cpp_name: "::mlir::vector::CombiningKind",
    attr_def: "Vector_CombiningKindAttr",
    param: "value",
    cases: KINDS,
};

/// The kind a `#vector.kind<...>` attribute holds.
fn kind_of(ctx: &Context, op: OpRef, ir: &rmlir_ir::Ir) -> Option<&'static str> {
    let a = ods::attr_of(ctx, ir, op, "kind")?;
    let AttrKind::Opaque(text) = ctx.attr_kind(a) else {
        return None;
    };
    let kw = text.strip_prefix("vector.kind<")?.strip_suffix('>')?.trim();
    KINDS.iter().copied().find(|k| *k == kw)
}

/// A `kind` naming no combining kind is an error. The parser rejects such a
/// `#vector.kind<...>` where it is written (as mlir-opt 22 does); this catches one
/// built in code, or a `kind` of another attribute kind, with the same text.
///
/// ```mlir
/// %0 = "vector.reduction"(%v) <{kind = #vector.kind<bogus>}> : (vector<8xf32>) -> f32
/// // error: expected ::mlir::vector::CombiningKind to be one of: add, mul, ...
/// ```
pub(super) fn check_kind(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    if ods::attr_of(cx.ctx, cx.ir, op, "kind").is_none() || kind_of(cx.ctx, op, cx.ir).is_some() {
        return Ok(());
    }
    let msg = KIND_SPEC.one_of_message();
    let (ctx, ir) = (cx.ctx, cx.ir);
    Err(rmlir_ir::verifier::plain_error(ctx, ir, cx.diags, op, &msg))
}

/// `<add>`: a combining kind in the short form of its attribute, as `$kind` is written
/// in the ops' custom forms.
pub(super) fn parse_kind(p: &mut OpParser<'_, '_, '_>) -> PResult<&'static str> {
    p.p.expect(Tok::Less, "'<'")?;
    let name = p.def.name;
    let failed = format!(
        "custom op '{name}' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`"
    );
    // A keyword or a string (MLIR's `parseKeywordOrString`).
    let word = match p.p.kind() {
        Tok::BareIdent => p.p.text(),
        Tok::String => {
            let t = p.p.text();
            &t[1..t.len() - 1]
        }
        _ => {
            p.p.error_here(&format!(
                "custom op '{name}' expected valid keyword or string"
            ));
            return Err(p.p.error_here(&failed));
        }
    };
    let Some(kind) = KINDS.iter().copied().find(|k| *k == word) else {
        let msg = format!(
            "custom op '{name}' expected ::mlir::vector::CombiningKind to be one of: {}",
            KINDS.join(", ")
        );
        p.p.error_here(&msg);
        p.p.bump();
        return Err(p.p.error_here(&failed));
    };
    p.p.bump();
    p.p.expect(Tok::Greater, "'>'")?;
    Ok(kind)
}

/// `<kind>, %v [, %acc] [fastmath<flags>] attr-dict : vector<16xf32> into f32`; the
/// accumulator has the result's type.
pub(super) fn parse(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let kind = parse_kind(p)?;
    p.p.expect(Tok::Comma, "','")?;
    let vector = p.p.parse_value_use()?;
    let acc = if p.p.eat(Tok::Comma) {
        Some(p.p.parse_value_use()?)
    } else {
        None
    };
    if p.p.eat_keyword("fastmath") {
        let bits = FASTMATH.parse_body(p)?;
        let a = FASTMATH.attr(p.p.ctx, bits);
        p.set_prop("fastmath", a);
    }
    p.parse_optional_attr_dict()?;
    // The default (no flags) is stored too, as ODS's `DefaultValuedAttr` is.
    let name = p.p.ctx.static_sym("fastmath");
    if !p.build.props.iter().any(|&(n, _)| n == name) {
        let none = FASTMATH.attr(p.p.ctx, 0);
        p.set_prop("fastmath", none);
    }
    p.p.expect(Tok::Colon, "':'")?;
    let vector_ty = vector_type(p)?;
    p.expect_keyword("into")?;
    let dest = p.p.parse_type()?;
    p.resolve_one(vector, vector_ty)?;
    if let Some(acc) = acc {
        p.resolve_one(acc, dest)?;
    }
    let kind =
        p.p.ctx
            .attr(AttrKind::Opaque(format!("vector.kind<{kind}>")));
    p.set_prop("kind", kind);
    p.build.result_types.push(dest);
    Ok(())
}

/// Prints the form [`parse`] reads.
pub(super) fn print(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    let operands = ods::operands(p.ir, op);
    let (Some((&vector, acc)), Some(result)) = (operands.split_first(), body.results(op.1).next())
    else {
        return;
    };
    p.out.push_str(" <");
    p.out.push_str(kind_of(p.ctx, op, p.ir).unwrap_or("add"));
    p.out.push_str(">, ");
    p.value(op.0, vector);
    for &a in acc {
        p.out.push_str(", ");
        p.value(op.0, a);
    }
    let bits = ods::attr_of(p.ctx, p.ir, op, "fastmath").and_then(|a| FASTMATH.bits(p.ctx, a));
    if let Some(bits) = bits.filter(|&b| b != 0) {
        p.out.push_str(" fastmath<");
        FASTMATH.write_keywords(&mut p.out, bits);
        p.out.push('>');
    }
    print_attr_dict(p, op, &["kind", "fastmath"]);
    p.out.push_str(" : ");
    p.ty(body.value_type(vector));
    p.out.push_str(" into ");
    p.ty(body.value_type(result));
}

/// Whether `kind` combines values of type `t` (MLIR's `isSupportedCombiningKind`).
fn supports(ctx: &Context, kind: &str, t: Type) -> bool {
    let int_or_index = matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index);
    let float = matches!(ctx.type_kind(t), TypeKind::Float(_));
    match kind {
        "add" | "mul" => int_or_index || float,
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => float,
        _ => int_or_index,
    }
}

/// `vector.reduction`: the result has the vector's element type, an accumulator the
/// result's type, the vector at most one dimension, and the kind must combine the
/// element type.
///
/// ```mlir
/// %0 = vector.reduction <xor>, %v : vector<8xf32> into f32
/// // error: 'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'
/// ```
pub(super) fn verify(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    rmlir_ir::verifier::required_attrs(cx, op, &["kind"])?;
    check_kind(cx, op)?;
    let body = cx.ir.body(op.0);
    let operands = ods::operands(cx.ir, op);
    let (Some((&vector, acc)), Some(result)) = (operands.split_first(), body.results(op.1).next())
    else {
        return Ok(());
    };
    let dest = body.value_type(result);
    let Some((shape, _, elem)) = vector_parts(cx.ctx, body.value_type(vector)) else {
        return Ok(());
    };
    let dest_elem = vector_parts(cx.ctx, dest).map_or(dest, |(_, _, e)| e);
    if dest_elem != elem {
        return Err(cx.op_error(
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    if acc.iter().any(|&a| body.value_type(a) != dest) {
        return Err(cx.op_error(op, "failed to verify that dest and acc have the same type"));
    }
    if shape.len() > 1 {
        let msg = format!("unsupported reduction rank: {}", shape.len());
        return Err(cx.op_error(op, &msg));
    }
    let Some(kind) = kind_of(cx.ctx, op, cx.ir) else {
        return Ok(()); // (checked above)
    };
    if !supports(cx.ctx, kind, dest) {
        let msg = format!(
            "unsupported reduction type ''{}'' for kind '{kind}'",
            type_to_string(cx.ctx, dest)
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}
