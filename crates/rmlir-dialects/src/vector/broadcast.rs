//! `vector.broadcast` (MLIR's `vector::BroadcastOp`): its custom assembly, the
//! element-type and broadcast-compatibility verifier, the fold (identity, constants to
//! splats) and the `BroadcastFolder` canonicalization.
//!
//! ```mlir
//! %v = vector.broadcast %x : f32 to vector<4xf32>
//! %w = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
//! ```

use crate::arith::fold::consts::{Vals, build, read};
use crate::test::ods::print_attr_dict;
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::ir::OpId;
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::{Printer, type_to_string};
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{Context, OpRef, OpState, PResult, Type, TypeKind};
use rmlir_rewrite::{RewritePattern, Rewriter};

/// The shape and element type of a vector type.
fn vector_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

/// `%x attr-dict : f32 to vector<4xf32>`.
pub(super) fn parse(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let source = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let src_ty = p.p.parse_type()?;
    p.expect_keyword("to")?;
    let at = p.p.pos();
    let ty = p.p.parse_type()?;
    if vector_parts(p.p.ctx, ty).is_none() {
        let found = type_to_string(p.p.ctx, ty);
        return Err(p.emit_error(
            at,
            &format!(
                "invalid kind of type specified: expected builtin.vector, but found '{found}'"
            ),
        ));
    }
    p.resolve_one(source, src_ty)?;
    p.build.result_types = smallvec::smallvec![ty];
    Ok(())
}

pub(super) fn print(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    let (Some(src), Some(res)) = (body.operands(op.1).next(), body.results(op.1).next()) else {
        return;
    };
    let (src_ty, res_ty) = (body.value_type(src), body.value_type(res));
    p.out.push(' ');
    p.value(op.0, src);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    p.ty(src_ty);
    p.out.push_str(" to ");
    p.ty(res_ty);
}

/// The source's element type matches the result's, and the source broadcasts to the
/// result: no higher rank, and each trailing dimension 1 or equal (MLIR's
/// `isBroadcastableTo`).
pub(super) fn verify(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let body = cx.ir.body(op.0);
    let (Some(src), Some(res)) = (body.operands(op.1).next(), body.results(op.1).next()) else {
        return Ok(());
    };
    let (src_ty, res_ty) = (body.value_type(src), body.value_type(res));
    let Some((dst_shape, dst_elem)) = vector_parts(cx.ctx, res_ty) else {
        return Err(cx.op_error(op, "result #0 must be vector of any type values"));
    };
    let (src_shape, src_elem) = vector_parts(cx.ctx, src_ty).unwrap_or((Vec::new(), src_ty));
    if src_elem != dst_elem {
        return Err(cx.op_error(
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    if src_shape.len() > dst_shape.len() {
        return Err(cx.op_error(op, "source rank higher than destination rank"));
    }
    let lead = dst_shape.len() - src_shape.len();
    for (&s, &d) in src_shape.iter().zip(&dst_shape[lead..]) {
        if s != 1 && s != d {
            return Err(cx.op_error(op, &format!("dimension mismatch ({s} vs. {d})")));
        }
    }
    Ok(())
}

/// `vector.broadcast` folds to its source when the types agree, and a constant
/// scalar or splat source to a splat of the result type (MLIR's `BroadcastOp::fold`).
///
/// ```mlir
/// %c = arith.constant 2.0 : f32
/// %v = vector.broadcast %c : f32 to vector<4xf32>   // folds to dense<2.0>
/// ```
pub(super) fn fold(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let body = cx.ir.body(cx.body);
    let (Some(src), Some(res)) = (body.operands(op).next(), body.results(op).next()) else {
        return Folded::No;
    };
    let (src_ty, res_ty) = (body.value_type(src), body.value_type(res));
    if src_ty == res_ty {
        return Folded::value(src);
    }
    // A broadcast of poison is poison.
    if let Some(p) = crate::arith::fold::poison_operand(cx, 1) {
        return Folded::attr(p);
    }
    let Some(c) = read(cx.ctx, cx.operands.first().copied().flatten()) else {
        return Folded::No;
    };
    let v = match c.vals {
        Vals::Scalar(v) | Vals::Splat(v) => v,
        Vals::Dense(_) => return Folded::No,
    };
    match build(cx.ctx, res_ty, Vals::Splat(v)) {
        Some(a) => Folded::attr(a),
        None => Folded::No,
    }
}

/// A broadcast of a broadcast broadcasts the inner source directly (MLIR's
/// `BroadcastFolder`).
///
/// ```mlir
/// %v = vector.broadcast %x : f32 to vector<2xf32>
/// %w = vector.broadcast %v : vector<2xf32> to vector<3x2xf32>
/// // becomes
/// %w = vector.broadcast %x : f32 to vector<3x2xf32>
/// ```
pub(super) struct BroadcastFolder;

impl RewritePattern for BroadcastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("vector.broadcast")
    }
    fn name(&self) -> &'static str {
        "BroadcastFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let body = rw.body();
        let Some(src) = body.operands(op).next() else {
            return false;
        };
        let Some(inner) = body.defining_op(src) else {
            return false;
        };
        if rw.ctx.str(body.op(inner).name) != "vector.broadcast" {
            return false;
        }
        let (Some(inner_src), Some(res)) = (body.operands(inner).next(), body.results(op).next())
        else {
            return false;
        };
        let (ty, loc) = (body.value_type(res), body.op(op).loc);
        let ctx = rw.ctx;
        rw.set_insertion_point_before(op);
        let new = rw.create(OpState::new(
            ctx,
            "vector.broadcast",
            vec![inner_src],
            vec![ty],
            loc,
        ));
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }
}
