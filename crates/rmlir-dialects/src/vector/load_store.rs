//! `vector.load` and `vector.store` (MLIR's `vector::LoadOp` and `vector::StoreOp`):
//! a whole vector read from or written to a memref at one index per dimension. Their
//! custom assembly (`nontemporal = false` is the default and elided), memory effects
//! (read of the base by `load`, write of it by `store`) and verifiers, with mlir-opt
//! 22's messages.
//!
//! ```mlir
//! %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
//! vector.store %v, %m[%i, %j] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
//! ```

use super::{vector_parts, vector_type};
use crate::memref::asm::{
    memref_parts, parse_attr_dict_aligned, parse_ranked_memref_type, print_attr_dict_defaults,
};
use crate::test::ods::{self, print_values};
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::{OpParser, UnresolvedValue};
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{AttrKind, Context, OpRef, PResult, Type};

/// The boolean property elided when false.
const NONTEMPORAL: &[&str] = &["nontemporal"];

/// The base, its indices (unresolved), the memref type and the vector type.
type Access<'s> = (UnresolvedValue<'s>, Indices<'s>, Type, Type);

/// Index operands as parsed.
type Indices<'s> = smallvec::SmallVec<[UnresolvedValue<'s>; 4]>;

/// `%m[%i, %j] attr-dict : memref<?x?xf32>, vector<8xf32>`, the part both ops share.
fn parse_access<'s>(p: &mut OpParser<'_, 's, '_>) -> PResult<Access<'s>> {
    let base = p.p.parse_value_use()?;
    let indices = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    parse_attr_dict_aligned(p)?;
    p.p.expect(Tok::Colon, "':'")?;
    let base_ty = parse_ranked_memref_type(p)?;
    p.p.expect(Tok::Comma, "','")?;
    let vector = vector_type(p)?;
    Ok((base, indices, base_ty, vector))
}

/// `%m[%i, %j] attr-dict : memref<?x?xf32>, vector<8xf32>`.
pub(super) fn parse_load(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let (base, indices, base_ty, result) = parse_access(p)?;
    resolve_access(p, base, &indices, base_ty)?;
    p.build.result_types.push(result);
    Ok(())
}

/// Resolves the base and its indices.
fn resolve_access<'s>(
    p: &mut OpParser<'_, 's, '_>,
    base: UnresolvedValue<'s>,
    indices: &[UnresolvedValue<'s>],
    base_ty: Type,
) -> PResult<()> {
    p.resolve_one(base, base_ty)?;
    let index = p.p.ctx.index_type();
    p.resolve_all(indices, index)
}

/// Prints the form [`parse_load`] reads.
pub(super) fn print_load(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    let operands = ods::operands(p.ir, op);
    let (Some((&base, indices)), Some(result)) =
        (operands.split_first(), body.results(op.1).next())
    else {
        return;
    };
    p.out.push(' ');
    print_access(p, op, base, indices);
    p.out.push_str(" : ");
    p.ty(body.value_type(base));
    p.out.push_str(", ");
    p.ty(body.value_type(result));
}

/// `%v, %m[%i, %j] attr-dict : memref<?x?xf32>, vector<8xf32>`.
pub(super) fn parse_store(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let value = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let (base, indices, base_ty, value_ty) = parse_access(p)?;
    p.resolve_one(value, value_ty)?;
    resolve_access(p, base, &indices, base_ty)
}

/// Prints the form [`parse_store`] reads.
pub(super) fn print_store(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    let operands = ods::operands(p.ir, op);
    let [value, base, indices @ ..] = operands.as_slice() else {
        return;
    };
    p.out.push(' ');
    p.value(op.0, *value);
    p.out.push_str(", ");
    print_access(p, op, *base, indices);
    p.out.push_str(" : ");
    p.ty(body.value_type(*base));
    p.out.push_str(", ");
    p.ty(body.value_type(*value));
}

/// `%m[%i, %j] {attrs}`.
fn print_access(
    p: &mut Printer<'_>,
    op: OpRef,
    base: rmlir_ir::ValueId,
    indices: &[rmlir_ir::ValueId],
) {
    p.value(op.0, base);
    p.out.push('[');
    print_values(p, op, indices);
    p.out.push(']');
    print_attr_dict_defaults(p, op, &[], NONTEMPORAL);
}

/// Whether the innermost dimension of a memref is contiguous (MLIR's
/// `MemRefType::isLastDimUnitStride`): its stride is 1, or the memref has no
/// dimensions. A layout map must be one affine sum of dimensions without `mod` or
/// divisions, as for `getStridesAndOffset`.
fn last_dim_unit_stride(ctx: &Context, memref: Type) -> bool {
    let Some(m) = memref_parts(ctx, memref) else {
        return true;
    };
    if m.shape.is_empty() {
        return true;
    }
    match m.layout.map(|l| ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::Strided { strides, .. }) => strides.last() == Some(&1),
        Some(AttrKind::AffineMap(map)) => {
            if map.is_identity() {
                return true;
            }
            let [result] = map.results.as_slice() else {
                return false;
            };
            match rmlir_affine::flatten(result, map.num_dims, map.num_symbols) {
                Some(flat) if flat.locals.is_empty() => {
                    flat.coeffs.get(map.num_dims as usize - 1) == Some(&1)
                }
                _ => false,
            }
        }
        Some(_) => false,
    }
}

/// The checks `vector.load` and `vector.store` share (MLIR's `LoadOp::verify` and
/// `StoreOp::verify`): a vector of more than one element needs a contiguous innermost
/// dimension; the memref has at least the vector's rank; a memref of vectors holds
/// exactly the vector's type, otherwise its element type is the vector's; and there is
/// one index per memref dimension (the operands after the first `fixed`). `names` are
/// the messages naming the vector.
fn verify_access(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    (memref, vector, fixed): (Type, Type, usize),
    names: [&str; 3],
) -> PResult<()> {
    let [lower_rank, types, elements] = names;
    let (Some(m), Some((shape, scalable, elem))) =
        (memref_parts(cx.ctx, memref), vector_parts(cx.ctx, vector))
    else {
        return Ok(());
    };
    let rank = m.shape.len();
    let scalar_like = !scalable.contains(&true) && shape.iter().product::<i64>() == 1;
    if !scalar_like && !last_dim_unit_stride(cx.ctx, memref) {
        return Err(cx.op_error(op, "most minor memref dim must have unit stride"));
    }
    if rank < shape.len() {
        return Err(cx.op_error(op, lower_rank));
    }
    // A memref of vectors holds the vector itself.
    let mem_elem = match vector_parts(cx.ctx, m.elem) {
        Some(_) if m.elem != vector => return Err(cx.op_error(op, types)),
        Some((_, _, inner)) => inner,
        None => m.elem,
    };
    if elem != mem_elem {
        return Err(cx.op_error(op, elements));
    }
    if cx.ir.body(op.0).num_operands(op.1) - fixed != rank {
        return Err(cx.op_error(op, &format!("requires {rank} indices")));
    }
    Ok(())
}

/// `vector.load`: see [`verify_access`].
///
/// ```mlir
/// %v = vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
/// // error: 'vector.load' op requires 2 indices
/// ```
pub(super) fn verify_load(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    crate::memref::check_alignment(cx, op)?;
    let body = cx.ir.body(op.0);
    let (Some(base), Some(result)) = (body.operands(op.1).next(), body.results(op.1).next()) else {
        return Ok(());
    };
    let (memref, vector) = (body.value_type(base), body.value_type(result));
    verify_access(
        cx,
        op,
        (memref, vector, 1),
        [
            "destination memref has lower rank than the result vector",
            "base memref and result vector types should match",
            "base and result element types should match",
        ],
    )
}

/// `vector.store`: see [`verify_access`].
///
/// ```mlir
/// vector.store %v, %m[%i, %i] : memref<?x?xf32>, vector<8xi32>
/// // error: 'vector.store' op base and valueToStore element type should match
/// ```
pub(super) fn verify_store(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    crate::memref::check_alignment(cx, op)?;
    let body = cx.ir.body(op.0);
    let operands = ods::operands(cx.ir, op);
    let [value, base, ..] = operands.as_slice() else {
        return Ok(());
    };
    let (memref, vector) = (body.value_type(*base), body.value_type(*value));
    verify_access(
        cx,
        op,
        (memref, vector, 2),
        [
            "source memref has lower rank than the vector to store",
            "base memref and valueToStore vector types should match",
            "base and valueToStore element type should match",
        ],
    )
}
