//! ODS operand and result type constraints: which type each operand and result of an
//! op may have, checked with the messages of MLIR's generated `verifyInvariants`
//! (`operand #2 must be variadic of index, but got 'i32'`).
//!
//! An op definition lists its operand groups and result groups in ODS order
//! ([`crate::opdef::OpDef::with_value_types`]); a group is one value, an optional
//! value or a variadic run of values, constrained by one [`TypeConstraint`]. Values
//! are matched to groups as ODS does: by `operandSegmentSizes` for an
//! `AttrSizedOperandSegments` op, otherwise the variadic groups share what the single
//! groups leave (`SameVariadicOperandSize` when there are several). Positions in the
//! messages count across groups:
//!
//! ```mlir
//! %0 = "memref.alloc"(%n, %b) <{operandSegmentSizes = array<i32: 1, 1>}>
//!        : (index, i1) -> memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
//! // error: 'memref.alloc' op operand #1 must be variadic of index, but got 'i1'
//! ```
//!
//! The verifier checks these after the op's counts and before its own verifier, where
//! ODS's invariants come among an op's traits.

use crate::context::Context;
use crate::diag::PResult;
use crate::ir::OpRef;
use crate::types::{Signedness, Type, TypeKind};
use crate::verifier::VerifyCx;

/// A type constraint: its ODS summary and its predicate.
#[derive(Debug)]
pub struct TypeConstraint {
    pub summary: &'static str,
    pub holds: fn(&Context, Type) -> bool,
}

/// How many values a group takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    One,
    Optional,
    Variadic,
}

/// An ODS operand or result group.
#[derive(Clone, Copy, Debug)]
pub struct Group {
    pub arity: Arity,
    pub constraint: &'static TypeConstraint,
}

impl Group {
    /// One value of `c`.
    pub const fn one(c: &'static TypeConstraint) -> Group {
        Group {
            arity: Arity::One,
            constraint: c,
        }
    }

    /// An optional value of `c`.
    pub const fn optional(c: &'static TypeConstraint) -> Group {
        Group {
            arity: Arity::Optional,
            constraint: c,
        }
    }

    /// Any number of values of `c` (ODS `Variadic<c>`, summary `variadic of ...`).
    pub const fn variadic(c: &'static TypeConstraint) -> Group {
        Group {
            arity: Arity::Variadic,
            constraint: c,
        }
    }
}

/// The operand and result groups of an op.
#[derive(Debug)]
pub struct ValueTypes {
    pub operands: &'static [Group],
    pub results: &'static [Group],
}

/// The sizes of `groups` for `n` values: `segments` when given (one per group),
/// otherwise one value per single group and an equal share of the rest per
/// optional or variadic group. `None` when the values cannot be split so (the count
/// checks report that).
fn group_sizes(groups: &[Group], n: usize, segments: Option<Sizes>) -> Option<Sizes> {
    if let Some(s) = segments {
        return (s.len() == groups.len() && s.iter().sum::<usize>() == n).then_some(s);
    }
    let singles = groups.iter().filter(|g| g.arity == Arity::One).count();
    let flexible = groups.len() - singles;
    let rest = n.checked_sub(singles)?;
    let share = match flexible {
        0 if rest == 0 => 0,
        0 => return None,
        f if rest % f == 0 => rest / f,
        _ => return None,
    };
    Some(
        groups
            .iter()
            .map(|g| if g.arity == Arity::One { 1 } else { share })
            .collect(),
    )
}

/// Group sizes (ops have a handful of groups).
type Sizes = smallvec::SmallVec<[usize; 6]>;

/// The first of `values` that breaks its group's constraint, with its position.
fn first_violation(
    ctx: &Context,
    groups: &[Group],
    values: impl Iterator<Item = Type>,
    sizes: &[usize],
) -> Option<(usize, Type, &'static TypeConstraint, Arity)> {
    let mut slots = groups
        .iter()
        .zip(sizes)
        .flat_map(|(g, &size)| std::iter::repeat_n(g, size));
    for (i, t) in values.enumerate() {
        let g = slots.next()?;
        if !(g.constraint.holds)(ctx, t) {
            return Some((i, t, g.constraint, g.arity));
        }
    }
    None
}

/// The `operandSegmentSizes` of `op`, when it has them.
fn operand_segments(cx: &VerifyCx<'_>, op: OpRef) -> Option<Sizes> {
    let a = crate::ir::op_attr(cx.ctx, cx.ir, op, "operandSegmentSizes")?;
    match cx.ctx.attr_kind(a) {
        crate::attrs::AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|&v| v as u32 as usize).collect())
        }
        _ => None,
    }
}

/// Checks the operands, then the results, of `op` against `types`.
pub fn check_value_types(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    types: &ValueTypes,
    segmented: bool,
) -> PResult<()> {
    let body = cx.ir.body(op.0);
    let mut violation = None;
    if !types.operands.is_empty() {
        let segments = if segmented {
            operand_segments(cx, op)
        } else {
            None
        };
        if let Some(sizes) = group_sizes(types.operands, body.num_operands(op.1), segments) {
            let values = body.operands(op.1).map(|v| body.value_type(v));
            violation =
                first_violation(cx.ctx, types.operands, values, &sizes).map(|v| ("operand", v));
        }
    }
    if violation.is_none()
        && !types.results.is_empty()
        && let Some(sizes) = group_sizes(types.results, body.num_results(op.1), None)
    {
        let values = body.results(op.1).map(|v| body.value_type(v));
        violation = first_violation(cx.ctx, types.results, values, &sizes).map(|v| ("result", v));
    }
    let Some((kind, (i, t, c, arity))) = violation else {
        return Ok(());
    };
    let summary = if arity == Arity::Variadic {
        format!("variadic of {}", c.summary)
    } else {
        c.summary.to_string()
    };
    crate::verifier::type_constraint(cx, op, (kind, i), t, false, &summary)
}

// ------------------------------------------------------------------ constraints

fn kind(ctx: &Context, t: Type) -> &TypeKind {
    ctx.type_kind(t)
}

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        kind(ctx, t),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::Float(_))
}

fn ranked_memref_elem(ctx: &Context, t: Type) -> Option<(usize, Type, bool)> {
    match kind(ctx, t) {
        TypeKind::MemRef { shape, elem, .. } => Some((
            shape.len(),
            *elem,
            shape.iter().all(|&d| d != crate::types::DYNAMIC),
        )),
        _ => None,
    }
}

fn ranked_tensor_elem(ctx: &Context, t: Type) -> Option<(usize, Type, bool)> {
    match kind(ctx, t) {
        TypeKind::RankedTensor { shape, elem, .. } => Some((
            shape.len(),
            *elem,
            shape.iter().all(|&d| d != crate::types::DYNAMIC),
        )),
        _ => None,
    }
}

/// The element type of any tensor.
fn tensor_elem(ctx: &Context, t: Type) -> Option<Type> {
    match kind(ctx, t) {
        TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}

/// Whether a dialect type spelled `text` is one of `names` (`test.test_tensor`).
fn dialect_type_is(ctx: &Context, t: Type, names: &[&str]) -> bool {
    match kind(ctx, t) {
        TypeKind::Opaque(text) => names.iter().any(|n| {
            text.strip_prefix(n)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('<'))
        }),
        _ => false,
    }
}

/// `Index`.
pub static INDEX: TypeConstraint = TypeConstraint {
    summary: "index",
    holds: |ctx, t| matches!(kind(ctx, t), TypeKind::Index),
};

/// `I1`.
pub static I1: TypeConstraint = TypeConstraint {
    summary: "1-bit signless integer",
    holds: |ctx, t| {
        matches!(
            kind(ctx, t),
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    },
};

/// `AnyMemRef` (ranked).
pub static MEMREF: TypeConstraint = TypeConstraint {
    summary: "memref of any type values",
    holds: |ctx, t| ranked_memref_elem(ctx, t).is_some(),
};

/// `AnyRankedOrUnrankedMemRef`.
pub static RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "ranked or unranked memref of any type values",
    holds: |ctx, t| {
        matches!(
            kind(ctx, t),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    },
};

/// `AnyNon0RankedOrUnrankedMemRef` (`memref.dim`'s source).
pub static NON_0_RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "unranked.memref of any type values or non-0-ranked.memref of any type values",
    holds: |ctx, t| match kind(ctx, t) {
        TypeKind::MemRef { shape, .. } => !shape.is_empty(),
        TypeKind::UnrankedMemRef { .. } => true,
        _ => false,
    },
};

/// `AnyStridedMemRef`: a ranked memref with an identity, strided or affine layout.
pub static STRIDED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "strided memref of any type values",
    holds: |ctx, t| ranked_memref_elem(ctx, t).is_some(),
};

/// `AnyStridedMemRefOfRank<0>`.
pub static STRIDED_MEMREF_RANK_0: TypeConstraint = TypeConstraint {
    summary: "strided memref of any type values of rank 0",
    holds: |ctx, t| ranked_memref_elem(ctx, t).is_some_and(|(r, _, _)| r == 0),
};

/// `1DMemRefOf<[AnyType]>`.
pub static MEMREF_1D: TypeConstraint = TypeConstraint {
    summary: "1D memref of any type values",
    holds: |ctx, t| ranked_memref_elem(ctx, t).is_some_and(|(r, _, _)| r == 1),
};

/// `AnyStaticShapeMemRef`.
pub static STATIC_MEMREF: TypeConstraint = TypeConstraint {
    summary: "statically shaped memref of any type values",
    holds: |ctx, t| ranked_memref_elem(ctx, t).is_some_and(|(_, _, s)| s),
};

/// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
pub static MEMREF_INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    summary: "memref of signless integer or floating-point values",
    holds: |ctx, t| {
        ranked_memref_elem(ctx, t)
            .is_some_and(|(_, e, _)| is_signless_int(ctx, e) || is_float(ctx, e))
    },
};

/// `MemRefRankOf<[I8], [1]>`.
pub static MEMREF_1D_I8: TypeConstraint = TypeConstraint {
    summary: "1D memref of 8-bit signless integer values",
    holds: |ctx, t| {
        ranked_memref_elem(ctx, t).is_some_and(|(r, e, _)| {
            r == 1
                && matches!(
                    kind(ctx, e),
                    TypeKind::Integer {
                        width: 8,
                        signedness: Signedness::Signless
                    }
                )
        })
    },
};

/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`.
pub static MEMREF_1D_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "1D memref of signless integer or index values",
    holds: |ctx, t| {
        ranked_memref_elem(ctx, t).is_some_and(|(r, e, _)| {
            r == 1 && (is_signless_int(ctx, e) || matches!(kind(ctx, e), TypeKind::Index))
        })
    },
};

/// `AnySignlessInteger or AnyFloat`.
pub static INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    summary: "signless integer or floating-point",
    holds: |ctx, t| is_signless_int(ctx, t) || is_float(ctx, t),
};

/// `AnyTensor` (ranked or unranked).
pub static TENSOR: TypeConstraint = TypeConstraint {
    summary: "tensor of any type values",
    holds: |ctx, t| tensor_elem(ctx, t).is_some(),
};

/// `AnyRankedTensor`.
pub static RANKED_TENSOR: TypeConstraint = TypeConstraint {
    summary: "ranked tensor of any type values",
    holds: |ctx, t| ranked_tensor_elem(ctx, t).is_some(),
};

/// `AnyStaticShapeTensor`.
pub static STATIC_TENSOR: TypeConstraint = TypeConstraint {
    summary: "statically shaped tensor of any type values",
    holds: |ctx, t| ranked_tensor_elem(ctx, t).is_some_and(|(_, _, s)| s),
};

/// `AnyNon0RankedOrUnrankedTensor`.
pub static NON_0_RANKED_OR_UNRANKED_TENSOR: TypeConstraint = TypeConstraint {
    summary: "non-0-ranked or unranked tensor",
    holds: |ctx, t| match kind(ctx, t) {
        TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
        TypeKind::UnrankedTensor { .. } => true,
        _ => false,
    },
};

/// `1DTensorOf<[AnySignlessInteger, Index]>`.
pub static TENSOR_1D_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "1D tensor of signless integer or index values",
    holds: |ctx, t| {
        ranked_tensor_elem(ctx, t).is_some_and(|(r, e, _)| {
            r == 1 && (is_signless_int(ctx, e) || matches!(kind(ctx, e), TypeKind::Index))
        })
    },
};

/// `RankedTensorOf<[AnySignlessIntegerOrIndex]>`.
pub static RANKED_TENSOR_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "ranked tensor of signless integer or index values",
    holds: |ctx, t| {
        ranked_tensor_elem(ctx, t).is_some_and(|(_, e, _)| {
            is_signless_int(ctx, e) || matches!(kind(ctx, e), TypeKind::Index)
        })
    },
};

/// `TensorOrMemref`: a ranked memref or a ranked tensor.
pub static MEMREF_OR_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    summary: "memref of any type values or ranked tensor of any type values",
    holds: |ctx, t| ranked_memref_elem(ctx, t).is_some() || ranked_tensor_elem(ctx, t).is_some(),
};

/// `AnyShaped`: tensors, memrefs and vectors.
pub static SHAPED: TypeConstraint = TypeConstraint {
    summary: "shaped of any type values",
    holds: |ctx, t| {
        matches!(
            kind(ctx, t),
            TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Vector { .. }
        )
    },
};

/// `Bufferization_TensorLikeTypeInterface`: tensors and the test dialect's tensor.
pub static TENSOR_LIKE: TypeConstraint = TypeConstraint {
    summary: "TensorLikeType instance",
    holds: |ctx, t| tensor_elem(ctx, t).is_some() || dialect_type_is(ctx, t, &["test.test_tensor"]),
};

/// `Bufferization_BufferLikeTypeInterface`: memrefs and the test dialect's memref.
pub static BUFFER_LIKE: TypeConstraint = TypeConstraint {
    summary: "BufferLikeType instance",
    holds: |ctx, t| {
        matches!(
            kind(ctx, t),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        ) || dialect_type_is(ctx, t, &["test.test_memref"])
    },
};

/// `FunctionType`.
pub static FUNCTION: TypeConstraint = TypeConstraint {
    summary: "function type",
    holds: |ctx, t| matches!(kind(ctx, t), TypeKind::Function { .. }),
};

/// `AnyVectorOfAnyRank` (fixed or scalable, any rank including 0).
pub static VECTOR: TypeConstraint = TypeConstraint {
    summary: "vector of any type values",
    holds: |ctx, t| matches!(kind(ctx, t), TypeKind::Vector { .. }),
};

/// `AnyType`: no constraint (for groups whose constraint is checked elsewhere).
pub static ANY: TypeConstraint = TypeConstraint {
    summary: "any type",
    holds: |_, _| true,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variadic_groups_share_the_rest() {
        let g = [Group::one(&ANY), Group::variadic(&ANY), Group::one(&ANY)];
        let v = |s: &[usize]| Sizes::from_slice(s);
        assert_eq!(group_sizes(&g, 5, None), Some(v(&[1, 3, 1])));
        assert_eq!(group_sizes(&g, 1, None), None);
        let two = [Group::variadic(&ANY), Group::variadic(&ANY)];
        assert_eq!(group_sizes(&two, 4, None), Some(v(&[2, 2])));
        assert_eq!(group_sizes(&two, 3, None), None);
        assert_eq!(group_sizes(&two, 3, Some(v(&[1, 2]))), Some(v(&[1, 2])));
        assert_eq!(group_sizes(&two, 3, Some(v(&[1, 1]))), None);
    }
}
