//! `vector.extract` and `vector.insert` (MLIR's `vector::ExtractOp` and
//! `vector::InsertOp`): their custom assembly with a mixed static/dynamic position list
//! (`static_position` holds `kDynamic` where an index operand stands, `-1` for a poison
//! position), the position and rank checks of their verifiers, and extract's check of
//! the result type against the one it infers, with mlir-opt 22's messages.
//!
//! ```mlir
//! %0 = vector.extract %v[2, %i] : vector<16xf32> from vector<4x8x16xf32>
//! %1 = vector.insert %s, %v [0, 1] : f32 into vector<4x8xf32>
//! ```

use super::{vector_parts, vector_type};
use crate::asm_util::{SQUARE, parse_dynamic_index_list, print_dynamic_index_list};
use crate::memref::asm::dense_i64;
use crate::scf::dense_i64s;
use crate::test::ods::{self, print_attr_dict};
use rmlir_ir::diag::Diagnostic;
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::{OpParser, Parser, UnresolvedValue};
use rmlir_ir::printer::{Printer, type_to_string};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::verifier::{VerifyCx, plain_error};
use rmlir_ir::{Context, OpRef, PResult, Type, TypeKind};

/// The position list's property.
const POSITION: &str = "static_position";

/// A position that reads poison.
const POISON: i64 = -1;

/// `[2, %i] attr-dict : T <keyword> vector<...>`, the part after the vector operand
/// both ops share: the position list, and the type before and after `keyword`.
fn parse_tail<'s>(
    p: &mut OpParser<'_, 's, '_>,
    keyword: &str,
) -> PResult<(Vec<UnresolvedValue<'s>>, Vec<i64>, Type, Type)> {
    let (dynamic, statics) = parse_dynamic_index_list(p, Parser::parse_value_use, SQUARE)?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let first = p.p.parse_type()?;
    p.expect_keyword(keyword)?;
    let vector = vector_type(p)?;
    Ok((dynamic, statics, first, vector))
}

/// Resolves the dynamic positions (after the other operands), records the position
/// list and the result type.
fn finish<'s>(
    p: &mut OpParser<'_, 's, '_>,
    dynamic: &[UnresolvedValue<'s>],
    statics: &[i64],
    result: Type,
) -> PResult<()> {
    let index = p.p.ctx.index_type();
    p.resolve_all(dynamic, index)?;
    let position = dense_i64(p.p.ctx, statics);
    p.set_prop(POSITION, position);
    p.build.result_types.push(result);
    Ok(())
}

/// `%v[2, %i] attr-dict : vector<16xf32> from vector<4x8x16xf32>`.
pub(super) fn parse_extract(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let source = p.p.parse_value_use()?;
    let (dynamic, statics, result, source_ty) = parse_tail(p, "from")?;
    p.resolve_one(source, source_ty)?;
    finish(p, &dynamic, &statics, result)
}

/// Prints the form [`parse_extract`] reads (no space before the position list).
pub(super) fn print_extract(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    let operands = ods::operands(p.ir, op);
    let (Some((&source, dynamic)), Some(result)) =
        (operands.split_first(), body.results(op.1).next())
    else {
        return;
    };
    let statics = positions(p.ctx, p.ir, op).unwrap_or_default();
    p.out.push(' ');
    p.value(op.0, source);
    print_dynamic_index_list(p, op.0, dynamic, &statics, ('[', ']'));
    print_attr_dict(p, op, &[POSITION]);
    p.out.push_str(" : ");
    p.ty(body.value_type(result));
    p.out.push_str(" from ");
    p.ty(body.value_type(source));
}

/// `%s, %v [0, %i] attr-dict : f32 into vector<4x8xf32>`: the result has the
/// destination's type.
pub(super) fn parse_insert(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let value = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let dest = p.p.parse_value_use()?;
    let (dynamic, statics, value_ty, dest_ty) = parse_tail(p, "into")?;
    p.resolve_one(value, value_ty)?;
    p.resolve_one(dest, dest_ty)?;
    finish(p, &dynamic, &statics, dest_ty)
}

/// Prints the form [`parse_insert`] reads (a space before the position list).
pub(super) fn print_insert(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    let operands = ods::operands(p.ir, op);
    let [value, dest, dynamic @ ..] = operands.as_slice() else {
        return;
    };
    let statics = positions(p.ctx, p.ir, op).unwrap_or_default();
    p.out.push(' ');
    p.value(op.0, *value);
    p.out.push_str(", ");
    p.value(op.0, *dest);
    p.out.push(' ');
    print_dynamic_index_list(p, op.0, dynamic, &statics, ('[', ']'));
    print_attr_dict(p, op, &[POSITION]);
    p.out.push_str(" : ");
    p.ty(body.value_type(*value));
    p.out.push_str(" into ");
    p.ty(body.value_type(*dest));
}

/// The op's `static_position`.
fn positions(ctx: &Context, ir: &rmlir_ir::Ir, op: OpRef) -> Option<Vec<i64>> {
    dense_i64s(ctx, ods::attr_of(ctx, ir, op, POSITION))
}

/// The element type of a vector, or the type itself (ODS's `getElementTypeOrSelf`).
fn element_or_self(ctx: &Context, t: Type) -> Type {
    vector_parts(ctx, t).map_or(t, |(_, _, e)| e)
}

/// The scalar both ops take where a 0-D vector would do (`what` names it), reported
/// without the op prefix as MLIR's `emitError` does.
fn no_0d_vector(cx: &mut VerifyCx<'_>, op: OpRef, t: Type, what: &str) -> PResult<()> {
    if !matches!(cx.ctx.type_kind(t), TypeKind::Vector { shape, .. } if shape.is_empty()) {
        return Ok(());
    }
    let msg = format!("expected a scalar instead of a 0-d vector as the {what}");
    let (ctx, ir) = (cx.ctx, cx.ir);
    Err(plain_error(ctx, ir, cx.diags, op, &msg))
}

/// No more positions than the vector (named `what`) has dimensions.
fn check_rank(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    positions: usize,
    rank: usize,
    what: &str,
) -> PResult<()> {
    if positions > rank {
        let msg = format!("expected position attribute of rank no greater than {what} rank");
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// Each static position is in range of its dimension (`dims`) or poison; `what` names
/// the vector in the message, `poison` ends it.
fn check_positions(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    statics: &[i64],
    dims: &[i64],
    (what, poison): (&str, &str),
) -> PResult<()> {
    for (i, (&pos, &dim)) in statics.iter().zip(dims).enumerate() {
        if pos != DYNAMIC && pos != POISON && !(0..dim).contains(&pos) {
            let msg = format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding {what} dimension{poison}",
                i + 1
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    Ok(())
}

/// `vector.extract`: the result's element type is the source's; the result is no 0-D
/// vector; one index operand per dynamic position; no more positions than the source
/// has dimensions, each in range or poison; and the result type is the one the
/// position gives (a `vector<1xT>` and a `T` stand for each other).
///
/// ```mlir
/// %0 = vector.extract %v[0] : f32 from vector<4x8xf32>
/// // error: 'vector.extract' op inferred type(s) 'vector<8xf32>' are incompatible
/// //        with return type(s) of operation 'f32'
/// ```
pub(super) fn verify_extract(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    rmlir_ir::verifier::required_attrs(cx, op, &[POSITION])?;
    let body = cx.ir.body(op.0);
    let (Some(source), Some(result)) = (body.operands(op.1).next(), body.results(op.1).next())
    else {
        return Ok(());
    };
    let num_dynamic = body.num_operands(op.1) - 1;
    let (source_ty, result_ty) = (body.value_type(source), body.value_type(result));
    let Some((shape, scalable, elem)) = vector_parts(cx.ctx, source_ty) else {
        return Ok(());
    };
    if element_or_self(cx.ctx, result_ty) != elem {
        return Err(cx.op_error(
            op,
            "failed to verify that operand and result have same element type",
        ));
    }
    no_0d_vector(cx, op, result_ty, "result type")?;
    let statics = positions(cx.ctx, cx.ir, op).unwrap_or_default();
    if statics.iter().filter(|&&s| s == DYNAMIC).count() != num_dynamic {
        return Err(cx.op_error(
            op,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    check_rank(cx, op, statics.len(), shape.len(), "vector")?;
    check_positions(cx, op, &statics, shape, ("vector", " or poison (-1)"))?;
    // InferTypeOpInterface: the element type when every dimension is indexed, else the
    // vector of the dimensions left.
    let n = statics.len().min(shape.len());
    let inferred = if statics.len() == shape.len() {
        elem
    } else {
        cx.ctx.ty(TypeKind::Vector {
            shape: shape[n..].to_vec(),
            scalable: scalable[n..].to_vec(),
            elem,
        })
    };
    let unit_of = |v: Type, s: Type| matches!(cx.ctx.type_kind(v), TypeKind::Vector { shape, elem, .. } if shape == &[1] && *elem == s);
    if inferred != result_ty && !unit_of(inferred, result_ty) && !unit_of(result_ty, inferred) {
        let msg = format!(
            "'vector.extract' op inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
            type_to_string(cx.ctx, inferred),
            type_to_string(cx.ctx, result_ty)
        );
        let loc = rmlir_ir::diag::resolve_loc(cx.ctx, body.op(op.1).loc);
        cx.diags.emit(Diagnostic::error(loc, msg));
        return Err(cx.op_error(op, "failed to infer returned types"));
    }
    Ok(())
}

/// `vector.insert`: the result's element type is the inserted value's, the result has
/// the destination's type, the value is no 0-D vector, and the position plus the
/// value's rank make the destination's rank, each position in range or poison.
///
/// ```mlir
/// %0 = vector.insert %s, %v [0] : f32 into vector<4x8xf32>
/// // error: 'vector.insert' op expected position attribute rank to match the dest
/// //        vector rank
/// ```
pub(super) fn verify_insert(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    rmlir_ir::verifier::required_attrs(cx, op, &[POSITION])?;
    let body = cx.ir.body(op.0);
    let operands = ods::operands(cx.ir, op);
    let ([value, dest, ..], Some(result)) = (operands.as_slice(), body.results(op.1).next()) else {
        return Ok(());
    };
    let (value_ty, dest_ty) = (body.value_type(*value), body.value_type(*dest));
    let result_ty = body.value_type(result);
    if element_or_self(cx.ctx, result_ty) != element_or_self(cx.ctx, value_ty) {
        return Err(cx.op_error(
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    if dest_ty != result_ty {
        return Err(cx.op_error(
            op,
            "failed to verify that all of {dest, result} have same type",
        ));
    }
    no_0d_vector(cx, op, value_ty, "source operand")?;
    let Some((shape, _, _)) = vector_parts(cx.ctx, dest_ty) else {
        return Ok(());
    };
    let statics = positions(cx.ctx, cx.ir, op).unwrap_or_default();
    check_rank(cx, op, statics.len(), shape.len(), "dest vector")?;
    match vector_parts(cx.ctx, value_ty) {
        Some((value_shape, _, _)) if value_shape.len() + statics.len() != shape.len() => {
            return Err(cx.op_error(
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            ));
        }
        None if statics.len() != shape.len() => {
            return Err(cx.op_error(
                op,
                "expected position attribute rank to match the dest vector rank",
            ));
        }
        _ => {}
    }
    check_positions(cx, op, &statics, shape, ("dest vector", ""))
}
