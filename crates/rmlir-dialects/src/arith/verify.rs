//! Verifiers of the `arith` ops, in the order MLIR runs them: operand and result counts,
//! the ODS type constraints (`signless-integer-like`, `floating-point-like`,
//! `bool-like`, ...), the shape traits (`SameOperandsAndResultType`,
//! `SameOperandsAndResultShape`, ...), then the op's own rules (cast compatibility,
//! `select` conditions, `constant` values) with upstream's messages.

use super::asm::{
    attr_of, element_type, is_float, is_i1_same_shape, is_like, is_signless_int, operand_types,
    quoted, result_types,
};
use super::flags::{CMPF_PREDICATES, CMPI_PREDICATES, enum_keyword, enum_value};
use rmlir_ir::op_counts::{self, Count};
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{AttrKind, Context, OpRef, PResult, Type, TypeKind};

/// A few types, inline.
type TypeList = smallvec::SmallVec<[Type; 4]>;

/// An ODS type constraint.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Constraint {
    /// `SignlessIntegerOrIndexLike`.
    IntOrIndexLike,
    /// `SignlessIntegerLike` (`math`'s integer ops; also admits `index`).
    IntLike,
    /// `SignlessFixedWidthIntegerLike` (no `index`, used by casts).
    FixedIntLike,
    /// `FloatLike`.
    FloatLike,
    /// `BoolLike`.
    BoolLike,
    /// `index_cast`'s operand and result constraint.
    IndexCastLike,
    /// `bitcast`'s operand and result constraint.
    BitcastLike,
    /// `AnyType`.
    Any,
}

impl Constraint {
    /// Whether `t` satisfies the constraint.
    pub(crate) fn holds(self, ctx: &Context, t: Type) -> bool {
        let int_or_index = |c: &Context, e: Type| {
            is_signless_int(c, e, None) || matches!(c.type_kind(e), TypeKind::Index)
        };
        let int = |c: &Context, e: Type| is_signless_int(c, e, None);
        match self {
            Constraint::IntOrIndexLike | Constraint::IntLike => is_like(ctx, t, int_or_index),
            Constraint::FixedIntLike => {
                matches!(
                    ctx.type_kind(t),
                    TypeKind::Integer { .. }
                        | TypeKind::Vector { .. }
                        | TypeKind::RankedTensor { .. }
                        | TypeKind::UnrankedTensor { .. }
                ) && is_like(ctx, t, int)
            }
            Constraint::FloatLike => is_like(ctx, t, is_float),
            Constraint::BoolLike => is_like(ctx, t, |c, e| is_signless_int(c, e, Some(1))),
            Constraint::IndexCastLike => {
                is_like(ctx, t, int_or_index) || is_memref_of(ctx, t, int_or_index)
            }
            Constraint::BitcastLike => {
                let scalar = |c: &Context, e: Type| int(c, e) || is_float(c, e);
                is_like(ctx, t, scalar) || is_memref_of(ctx, t, scalar)
            }
            Constraint::Any => true,
        }
    }

    /// The constraint's name in diagnostics.
    pub(crate) fn description(self) -> &'static str {
        match self {
            Constraint::IntOrIndexLike => "signless-integer-like",
            Constraint::IntLike => "signless-integer-like",
            Constraint::FixedIntLike => "signless-fixed-width-integer-like",
            Constraint::FloatLike => "floating-point-like",
            Constraint::BoolLike => "bool-like",
            Constraint::IndexCastLike => "signless-integer-like or memref of signless-integer",
            Constraint::BitcastLike => {
                "signless-integer-or-float-like or memref of signless-integer or float"
            }
            Constraint::Any => "any type",
        }
    }
}

fn is_memref_of(ctx: &Context, t: Type, pred: impl Fn(&Context, Type) -> bool) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => pred(ctx, *elem),
        _ => false,
    }
}

/// Checks the operand and result counts and type constraints (ODS's
/// `verifyInvariantsImpl`).
///
/// `"arith.addi"(%x, %x) : (f32, f32) -> f32` fails with `operand #0 must be
/// signless-integer-like, but got 'f32'`.
pub(crate) fn check_signature(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    ins: &[Constraint],
    outs: &[Constraint],
) -> PResult<()> {
    // ODS order: result count, then operand count.
    op_counts::check_results(cx, op, Count::Exactly(outs.len() as u32))?;
    op_counts::check_operands(cx, op, Count::Exactly(ins.len() as u32))?;
    let body = cx.ir.body(op.0);
    let it = body.operands(op.1).map(|v| body.value_type(v));
    let rt = body.results(op.1).map(|v| body.value_type(v));
    for (i, (t, c)) in it.zip(ins).enumerate() {
        if !c.holds(cx.ctx, t) {
            let msg = format!(
                "operand #{i} must be {}, but got {}",
                c.description(),
                quoted(cx.ctx, t)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    for (i, (t, c)) in rt.zip(outs).enumerate() {
        if !c.holds(cx.ctx, t) {
            let msg = format!(
                "result #{i} must be {}, but got {}",
                c.description(),
                quoted(cx.ctx, t)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    Ok(())
}

/// `SameOperandsAndResultType`.
pub(crate) fn same_operands_and_result_type(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let mut all = operand_types(cx.ir, op);
    all.extend(result_types(cx.ir, op));
    if all.windows(2).any(|w| w[0] != w[1]) {
        return Err(cx.op_error(op, "requires the same type for all operands and results"));
    }
    Ok(())
}

/// The shape class of a type for `SameOperandsAndResultShape`: scalars, unranked, or a
/// ranked shape.
fn shape_key(ctx: &Context, t: Type) -> Option<Option<&[i64]>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Some(Some(shape.as_slice())),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// `SameOperandsAndResultShape` (compatible shapes: `?` matches anything, unranked
/// matches any rank).
fn same_shape(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let mut all = operand_types(cx.ir, op);
    all.extend(result_types(cx.ir, op));
    let keys: smallvec::SmallVec<[_; 4]> = all.iter().map(|&t| shape_key(cx.ctx, t)).collect();
    let compatible = |a: &Option<Option<&[i64]>>, b: &Option<Option<&[i64]>>| match (a, b) {
        (None, None) => true,
        (Some(None), Some(_)) | (Some(_), Some(None)) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len() && x.iter().zip(*y).all(|(p, q)| p == q || *p < 0 || *q < 0)
        }
        _ => false,
    };
    if keys.windows(2).any(|w| !compatible(&w[0], &w[1])) {
        return Err(cx.op_error(op, "requires the same shape for all operands and results"));
    }
    Ok(())
}

/// MLIR's `Elementwise` trait: vectors and tensors are mapped element by element, so
/// if any operand is a vector or tensor every result must be one, all of the same kind
/// and compatible shapes.
///
/// ```mlir
/// // error: 'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar
/// %r:2 = arith.addui_extended %a, %a : vector<8xi32>, i1
/// ```
pub(crate) fn elementwise(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    // Vector, ranked tensor and unranked tensor are distinct kinds (type ids).
    let kind = |t: Type| match cx.ctx.type_kind(t) {
        TypeKind::Vector { .. } => Some(0),
        TypeKind::RankedTensor { .. } => Some(1),
        TypeKind::UnrankedTensor { .. } => Some(2),
        _ => None,
    };
    // All scalars, the common case: nothing to compare (and nothing to collect).
    let body = cx.ir.body(op.0);
    if body
        .operands(op.1)
        .chain(body.results(op.1))
        .all(|v| kind(body.value_type(v)).is_none())
    {
        return Ok(());
    }
    let ins: TypeList = operand_types(cx.ir, op)
        .into_iter()
        .filter(|&t| kind(t).is_some())
        .collect();
    let all_outs = result_types(cx.ir, op);
    let outs: TypeList = all_outs
        .iter()
        .copied()
        .filter(|&t| kind(t).is_some())
        .collect();
    if ins.is_empty() && outs.is_empty() {
        return Ok(());
    }
    if ins.is_empty() {
        return Err(cx.op_error(
            op,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ));
    }
    if outs.is_empty() {
        return Err(cx.op_error(
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if outs.len() != all_outs.len() {
        return Err(cx.op_error(
            op,
            "if an operand is non-scalar, then all results must be non-scalar",
        ));
    }
    let types: TypeList = ins.into_iter().chain(outs).collect();
    let same_kind = types.iter().all(|&t| kind(t) == kind(types[0]));
    let shapes: smallvec::SmallVec<[Option<&[i64]>; 4]> = types
        .iter()
        .map(|&t| match cx.ctx.type_kind(t) {
            TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => {
                Some(shape.as_slice())
            }
            _ => None,
        })
        .collect();
    let compatible = shapes.windows(2).all(|w| match (w[0], w[1]) {
        (Some(a), Some(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y || *x < 0 || *y < 0)
        }
        _ => true,
    });
    if !same_kind || !compatible {
        return Err(cx.op_error(
            op,
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
}

/// How a cast's operand and result element types must relate.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum CastRule {
    IntWiden,
    IntNarrow,
    FloatWiden,
    FloatNarrow,
    IntToFloat,
    FloatToInt,
    IndexCast,
    Bitcast,
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn float_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// The element type of a scalar, vector or tensor (`None` for other shaped types, as
/// MLIR's `getUnderlyingType`).
fn underlying(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => None,
        _ => Some(element_type(ctx, t)),
    }
}

fn cast_compatible(ctx: &Context, rule: CastRule, a: Type, b: Type) -> bool {
    // Containers must agree: a tensor casts to a tensor with the same encoding, a
    // vector to a vector.
    let container = |t: Type| match ctx.type_kind(t) {
        TypeKind::Vector { .. } => (1, None),
        TypeKind::RankedTensor { encoding, .. } => (2, *encoding),
        TypeKind::UnrankedTensor { .. } => (2, None),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => (3, None),
        _ => (0, None),
    };
    if container(a) != container(b) {
        return false;
    }
    let (Some(ea), Some(eb)) = (underlying(ctx, a), underlying(ctx, b)) else {
        return rule == CastRule::IndexCast
            || rule == CastRule::Bitcast && {
                // memref bitcasts and index casts compare element types.
                let (x, y) = (element_type(ctx, a), element_type(ctx, b));
                bit_width(ctx, x).is_some() && bit_width(ctx, x) == bit_width(ctx, y)
            };
    };
    match rule {
        CastRule::IntWiden => {
            matches!((int_width(ctx, ea), int_width(ctx, eb)), (Some(x), Some(y)) if y > x)
        }
        CastRule::IntNarrow => {
            matches!((int_width(ctx, ea), int_width(ctx, eb)), (Some(x), Some(y)) if y < x)
        }
        CastRule::FloatWiden => {
            matches!((float_width(ctx, ea), float_width(ctx, eb)), (Some(x), Some(y)) if y > x)
        }
        CastRule::FloatNarrow => {
            matches!((float_width(ctx, ea), float_width(ctx, eb)), (Some(x), Some(y)) if y < x)
        }
        CastRule::IntToFloat => int_width(ctx, ea).is_some() && is_float(ctx, eb),
        CastRule::FloatToInt => is_float(ctx, ea) && int_width(ctx, eb).is_some(),
        CastRule::IndexCast => {
            let idx = |t| matches!(ctx.type_kind(t), TypeKind::Index);
            (idx(ea) && int_width(ctx, eb).is_some()) || (int_width(ctx, ea).is_some() && idx(eb))
        }
        CastRule::Bitcast => {
            bit_width(ctx, ea).is_some() && bit_width(ctx, ea) == bit_width(ctx, eb)
        }
    }
}

fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    int_width(ctx, t).or_else(|| float_width(ctx, t))
}

/// What a verifier checks, by op name.
enum Sig {
    /// Operands and result of one type.
    SameType(&'static [Constraint], Constraint),
    Cast(Constraint, Constraint, CastRule),
    Cmp(Constraint),
    Select,
    Constant,
    AddUIExtended,
    MulExtended,
    Scaling,
}

fn sig_of(name: &str) -> Option<Sig> {
    use Constraint::*;
    const I2: &[Constraint] = &[IntOrIndexLike, IntOrIndexLike];
    const F2: &[Constraint] = &[FloatLike, FloatLike];
    const F1: &[Constraint] = &[FloatLike];
    Some(match name {
        "arith.addi" | "arith.subi" | "arith.muli" | "arith.divsi" | "arith.divui"
        | "arith.remsi" | "arith.remui" | "arith.ceildivsi" | "arith.ceildivui"
        | "arith.floordivsi" | "arith.andi" | "arith.ori" | "arith.xori" | "arith.shli"
        | "arith.shrsi" | "arith.shrui" | "arith.maxsi" | "arith.maxui" | "arith.minsi"
        | "arith.minui" => Sig::SameType(I2, IntOrIndexLike),
        "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.remf"
        | "arith.maximumf" | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf" => {
            Sig::SameType(F2, FloatLike)
        }
        "arith.negf" => Sig::SameType(F1, FloatLike),
        "arith.extui" | "arith.extsi" => Sig::Cast(FixedIntLike, FixedIntLike, CastRule::IntWiden),
        "arith.trunci" => Sig::Cast(FixedIntLike, FixedIntLike, CastRule::IntNarrow),
        "arith.extf" => Sig::Cast(FloatLike, FloatLike, CastRule::FloatWiden),
        "arith.truncf" => Sig::Cast(FloatLike, FloatLike, CastRule::FloatNarrow),
        "arith.sitofp" | "arith.uitofp" => Sig::Cast(FixedIntLike, FloatLike, CastRule::IntToFloat),
        "arith.fptosi" | "arith.fptoui" => Sig::Cast(FloatLike, FixedIntLike, CastRule::FloatToInt),
        "arith.index_cast" | "arith.index_castui" => {
            Sig::Cast(IndexCastLike, IndexCastLike, CastRule::IndexCast)
        }
        "arith.bitcast" => Sig::Cast(BitcastLike, BitcastLike, CastRule::Bitcast),
        "arith.cmpi" => Sig::Cmp(IntOrIndexLike),
        "arith.cmpf" => Sig::Cmp(FloatLike),
        "arith.select" => Sig::Select,
        "arith.constant" => Sig::Constant,
        "arith.addui_extended" => Sig::AddUIExtended,
        "arith.mulsi_extended" | "arith.mului_extended" => Sig::MulExtended,
        "arith.scaling_extf" | "arith.scaling_truncf" => Sig::Scaling,
        _ => return None,
    })
}

/// Verifies any `arith` op (dispatching on its name).
///
/// ```mlir
/// // error: 'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible
/// %0 = arith.extsi %a : i32 to i16
/// ```
pub(crate) fn verify_op(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let name = cx.ir.body(op.0).op(op.1).def.map_or("", |d| d.name);
    let Some(sig) = sig_of(name) else {
        return Ok(());
    };
    match sig {
        Sig::SameType(ins, out) => {
            // The common case, checked directly: one type everywhere that meets every
            // constraint passes all three checks below (with at least one operand, a
            // vector or tensor result has an operand of the very same shape and kind).
            let body = cx.ir.body(op.0);
            if !ins.is_empty()
                && body.num_operands(op.1) == ins.len()
                && body.num_results(op.1) == 1
            {
                let t = body.value_type(body.result(op.1, 0));
                // (Each distinct constraint once: they are usually all the same.)
                let mut last = None;
                if body.operands(op.1).all(|v| body.value_type(v) == t)
                    && ins.iter().chain([&out]).all(|&c| {
                        let seen = last == Some(c);
                        last = Some(c);
                        seen || c.holds(cx.ctx, t)
                    })
                {
                    return Ok(());
                }
            }
            check_signature(cx, op, ins, &[out])?;
            same_operands_and_result_type(cx, op)?;
            elementwise(cx, op)
        }
        Sig::Cast(a, b, rule) => {
            check_signature(cx, op, &[a], &[b])?;
            let it = operand_types(cx.ir, op)[0];
            let rt = result_types(cx.ir, op)[0];
            // A predicate (checked with the type constraints), before the shape trait.
            let tensor_dims = |t: Type| match cx.ctx.type_kind(t) {
                TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
                _ => None,
            };
            if tensor_dims(it).unwrap_or_default() != tensor_dims(rt).unwrap_or_default() {
                return Err(cx.op_error(
                    op,
                    "failed to verify that input and output have the same tensor dimensions",
                ));
            }
            same_shape(cx, op)?;
            if !cast_compatible(cx.ctx, rule, it, rt) {
                let msg = format!(
                    "operand type {} and result type {} are cast incompatible",
                    quoted(cx.ctx, it),
                    quoted(cx.ctx, rt)
                );
                return Err(cx.op_error(op, &msg));
            }
            elementwise(cx, op)
        }
        Sig::Cmp(c) => verify_cmp(cx, op, c),
        Sig::Select => verify_select(cx, op),
        Sig::Constant => verify_constant(cx, op),
        Sig::AddUIExtended => {
            use Constraint::*;
            check_signature(
                cx,
                op,
                &[IntOrIndexLike, IntOrIndexLike],
                &[IntOrIndexLike, BoolLike],
            )?;
            let it = operand_types(cx.ir, op);
            let rt = result_types(cx.ir, op);
            if it[0] != it[1] || it[0] != rt[0] {
                return Err(cx.op_error(
                    op,
                    "failed to verify that all of {lhs, rhs, sum} have same type",
                ));
            }
            elementwise(cx, op)
        }
        Sig::MulExtended => {
            use Constraint::*;
            check_signature(
                cx,
                op,
                &[IntOrIndexLike, IntOrIndexLike],
                &[IntOrIndexLike, IntOrIndexLike],
            )?;
            let mut all = operand_types(cx.ir, op);
            all.extend(result_types(cx.ir, op));
            if all.windows(2).any(|w| w[0] != w[1]) {
                return Err(cx.op_error(
                    op,
                    "failed to verify that all of {lhs, rhs, low, high} have same type",
                ));
            }
            elementwise(cx, op)
        }
        Sig::Scaling => {
            use Constraint::*;
            check_signature(cx, op, &[FloatLike, FloatLike], &[FloatLike])?;
            same_shape(cx, op)?;
            // `CastOpInterface`: the value operand widens (`scaling_extf`) or narrows
            // (`scaling_truncf`) to the result; the scale does not take part.
            let rule = if name == "arith.scaling_extf" {
                CastRule::FloatWiden
            } else {
                CastRule::FloatNarrow
            };
            let its = operand_types(cx.ir, op);
            let rt = result_types(cx.ir, op)[0];
            if !cast_compatible(cx.ctx, rule, its[0], rt) {
                let ins: Vec<String> = its.iter().map(|&t| quoted(cx.ctx, t)).collect();
                let msg = format!(
                    "operand types {} and result type {} are cast incompatible",
                    ins.join(", "),
                    quoted(cx.ctx, rt)
                );
                return Err(cx.op_error(op, &msg));
            }
            elementwise(cx, op)
        }
    }
}

/// `cmpi`/`cmpf`: a known predicate, operands of one type, an `i1`-shaped result.
///
/// ```mlir
/// // error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands
/// %0 = "arith.cmpi"(%v, %v) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
/// ```
fn verify_cmp(cx: &mut VerifyCx<'_>, op: OpRef, c: Constraint) -> PResult<()> {
    let name = cx.ir.body(op.0).op(op.1).def.map_or("", |d| d.name);
    let names = if name == "arith.cmpf" {
        CMPF_PREDICATES
    } else {
        CMPI_PREDICATES
    };
    let Some(pred) = attr_of(cx.ctx, cx.ir, op, "predicate") else {
        return Err(cx.op_error(op, "requires attribute 'predicate'"));
    };
    // ODS's `I64EnumAttr`: a signless 64-bit integer holding one of the cases.
    let i64_typed = matches!(
        cx.ctx.attr_kind(pred),
        AttrKind::Integer { ty, .. } if *ty == cx.ctx.int_type(64)
    );
    if !i64_typed
        || enum_value(cx.ctx, pred)
            .and_then(|v| enum_keyword(names, v))
            .is_none()
    {
        let msg = format!(
            "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: {}",
            (0..names.len())
                .map(|i| i.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        return Err(cx.op_error(op, &msg));
    }
    check_signature(cx, op, &[c, c], &[Constraint::BoolLike])?;
    let it = operand_types(cx.ir, op);
    // `TypesMatchWith` is a predicate, checked before the `SameTypeOperands` trait.
    let rt = result_types(cx.ir, op)[0];
    if !is_i1_same_shape(cx.ctx, it[0], rt) {
        return Err(cx.op_error(
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    if it[0] != it[1] {
        return Err(cx.op_error(op, "requires all operands to have the same type"));
    }
    elementwise(cx, op)
}

/// `select`: a bool-like condition that is `i1` or shaped like the result, and true,
/// false and result values of one type.
///
/// ```mlir
/// // error: 'arith.select' op failed to verify that condition is signless i1 or has matching shape
/// %0 = arith.select %c, %v, %v : vector<4xi1>, vector<2xi32>
/// ```
fn verify_select(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    use Constraint::*;
    check_signature(cx, op, &[BoolLike, Any, Any], &[Any])?;
    let it = operand_types(cx.ir, op);
    let rt = result_types(cx.ir, op)[0];
    if !(it[1] == it[2] && it[1] == rt) {
        return Err(cx.op_error(
            op,
            "failed to verify that all of {true_value, false_value, result} have same type",
        ));
    }
    let cond = it[0];
    if !is_signless_int(cx.ctx, cond, Some(1)) && !is_i1_same_shape(cx.ctx, rt, cond) {
        return Err(cx.op_error(
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    elementwise(cx, op)
}

/// `constant`: the value's type is the result type; integers are signless; the value is
/// an integer, float or elements attribute; scalable vectors only from splats.
///
/// ```mlir
/// // error: 'arith.constant' op integer return type must be signless
/// %0 = arith.constant 3 : ui8
/// ```
fn verify_constant(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(v) = attr_of(cx.ctx, cx.ir, op, "value") else {
        return Err(cx.op_error(op, "requires attribute 'value'"));
    };
    check_signature(cx, op, &[], &[Constraint::Any])?;
    let rt = result_types(cx.ir, op)[0];
    let vt = match cx.ctx.attr_kind(v) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. }
        | AttrKind::String { ty: Some(ty), .. } => Some(*ty),
        AttrKind::String { ty: None, .. } => {
            matches!(cx.ctx.type_kind(rt), TypeKind::None).then_some(rt)
        }
        _ => None,
    };
    if vt != Some(rt) {
        return Err(cx.op_error(
            op,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    if matches!(cx.ctx.type_kind(rt), TypeKind::Integer { .. })
        && !is_signless_int(cx.ctx, rt, None)
    {
        return Err(cx.op_error(op, "integer return type must be signless"));
    }
    let kind = cx.ctx.attr_kind(v);
    if !matches!(
        kind,
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    ) {
        return Err(cx.op_error(op, "value must be an integer, float, or elements attribute"));
    }
    let scalable = matches!(cx.ctx.type_kind(rt), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let splat = matches!(
        kind,
        AttrKind::DenseElements {
            data: rmlir_ir::attrs::DenseData::Splat(_),
            ..
        }
    );
    if scalable && !splat {
        return Err(cx.op_error(
            op,
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}
