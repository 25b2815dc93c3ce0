//! `vector.type_cast` (MLIR's `TypeCastOp`): views a statically shaped memref of
//! vectors as a memref with the vector's dimensions moved into the shape (or back),
//! e.g. for `convert-vector-to-scf`. Pure; `$memref attr-dict : type to type`.
//!
//! ```mlir
//! %0 = vector.type_cast %m : memref<vector<5x6xf32>> to memref<5xvector<6xf32>>
//! ```

use crate::arith::ops::print_cast;
use crate::memref::types::{canonical_strided_type, has_identity_layout, strides_and_offset};
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::Count::Exactly;
use rmlir_ir::opdef::{OpDef, traits::PURE};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::type_to_string;
use rmlir_ir::verifier::{VerifyCx, type_constraint};
use rmlir_ir::{Context, OpRef, PResult, Type, TypeKind};

/// The op's definition.
pub(super) const DEF: OpDef =
    OpDef::custom("vector.type_cast", PURE, &[], verify, parse, print_cast).with_counts(
        Exactly(0),
        Exactly(1),
        Exactly(1),
    );

/// A memref type where ODS's `type($x)` of a memref operand or result expects one.
fn memref_type(p: &mut OpParser<'_, '_, '_>) -> PResult<Type> {
    super::type_of_kind(p, "builtin.memref", |k| {
        matches!(k, TypeKind::MemRef { .. })
    })
}

/// `%m attr-dict : memref-type to memref-type`.
///
/// ```mlir
/// %0 = vector.type_cast %m : memref<30xf32> to tensor<30xf32>
/// // error: custom op 'vector.type_cast' invalid kind of type specified: expected
/// //        builtin.memref, but found 'tensor<30xf32>'
/// ```
fn parse(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let source = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let from = memref_type(p)?;
    p.expect_keyword("to")?;
    let to = memref_type(p)?;
    let v = p.p.resolve(source, from)?;
    p.build.operands.push(v);
    p.build.result_types = smallvec::smallvec![to];
    Ok(())
}

/// Shape, scalar element and memory space of a memref, its element's vector shape
/// appended (MLIR's `extractShape` and `getElementTypeOrSelf` twice).
fn flattened(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, Option<rmlir_ir::Attr>)> {
    let TypeKind::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_kind(t)
    else {
        return None;
    };
    let mut all = shape.clone();
    let scalar = match ctx.type_kind(*elem) {
        TypeKind::Vector { shape, elem, .. } => {
            all.extend_from_slice(shape);
            *elem
        }
        _ => *elem,
    };
    Some((all, scalar, *memory_space))
}

/// Whether a memref's layout is the identity once a strided layout is written in its
/// canonical form (MLIR's `canonicalizeStridedLayout().getLayout().isIdentity()`).
fn canonical_identity(ctx: &Context, t: Type) -> bool {
    if has_identity_layout(ctx, t) {
        return true;
    }
    strides_and_offset(ctx, t)
        .and_then(|(strides, offset)| canonical_strided_type(ctx, t, &strides, offset))
        .is_some_and(|c| has_identity_layout(ctx, c))
}

/// ODS's constraints (a statically shaped memref in, a memref out), then upstream's
/// checks: identity layouts, one memory space, the same scalar type and the same
/// shape once vector dimensions are counted.
///
/// ```mlir
/// %0 = vector.type_cast %m : memref<vector<5x6xf32>> to memref<6xvector<5xf32>>
/// // error: 'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<6xvector<5xf32>>'
/// ```
fn verify(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let b = cx.ir.body(op.0);
    let (source, result) = (
        b.value_type(b.operand(op.1, 0)),
        b.value_type(b.result(op.1, 0)),
    );
    let ctx = cx.ctx;
    let static_memref = matches!(ctx.type_kind(source),
        TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d >= 0));
    type_constraint(
        cx,
        op,
        ("operand", 0),
        source,
        static_memref,
        "statically shaped memref of any type values",
    )?;
    let memref = matches!(ctx.type_kind(result), TypeKind::MemRef { .. });
    type_constraint(
        cx,
        op,
        ("result", 0),
        result,
        memref,
        "memref of any type values",
    )?;
    if !canonical_identity(ctx, source) {
        return Err(cx.op_error(op, "expects operand to be a memref with identity layout"));
    }
    if !has_identity_layout(ctx, result) {
        return Err(cx.op_error(op, "expects result to be a memref with identity layout"));
    }
    let (Some((src_shape, src_scalar, src_space)), Some((res_shape, res_scalar, res_space))) =
        (flattened(ctx, source), flattened(ctx, result))
    else {
        return Ok(());
    };
    if src_space != res_space {
        return Err(cx.op_error(op, "expects result in same memory space"));
    }
    let shown = type_to_string(ctx, result);
    if src_scalar != res_scalar {
        let msg = format!("expects result and operand with same underlying scalar type: '{shown}'");
        return Err(cx.op_error(op, &msg));
    }
    if src_shape != res_shape {
        let msg = format!("expects concatenated result and operand shapes to be equal: '{shown}'");
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}
