//! Constant operands as the folders see them, and element-wise evaluation over them
//! (MLIR's `CommonFolders.h`: `constFoldBinaryOp`, `constFoldUnaryOp`,
//! `constFoldCastOp`, and the `m_Zero`/`m_One`/`m_ConstantInt` matchers).
//!
//! A constant is a scalar (`IntegerAttr`, `FloatAttr`) or the elements of a `dense`
//! vector/tensor, every element held as its bit pattern truncated to the element
//! width. Two scalars fold to a scalar, two splats to a splat, and any other pair of
//! elements attributes element by element; results whose elements are all equal are
//! stored as a splat, as `DenseElementsAttr::get` does:
//!
//! ```mlir
//! %a = arith.constant dense<[1, 2]> : vector<2xi32>
//! %b = arith.constant dense<3> : vector<2xi32>
//! %0 = arith.addi %a, %b : vector<2xi32>   // folds to dense<[4, 5]>
//! ```

use rmlir_ir::attrs::DenseData;
use rmlir_ir::types::FloatKind;
use rmlir_ir::{Attr, AttrKind, Context, Type, TypeKind};

/// What one element is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Elem {
    /// A signless (or index, 64-bit) integer of this width.
    Int(u32),
    Float(FloatKind),
}

/// The element kind of a scalar type.
pub(crate) fn elem_of(ctx: &Context, ty: Type) -> Option<Elem> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if (1..=128).contains(width) => Some(Elem::Int(*width)),
        TypeKind::Index => Some(Elem::Int(64)),
        TypeKind::Float(k) => Some(Elem::Float(*k)),
        _ => None,
    }
}

/// The element type of a shaped type, or the type itself.
pub(crate) fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::MemRef { elem, .. }
        | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => ty,
    }
}

/// The width in bits of an integer-like or float element type.
pub(crate) fn width_of(ctx: &Context, ty: Type) -> Option<u32> {
    match elem_of(ctx, element_type(ctx, ty))? {
        Elem::Int(w) => Some(w),
        Elem::Float(k) => Some(k.width()),
    }
}

/// Whether `ty` is a vector or tensor type with a static shape (what a dense
/// constant of it needs).
pub(crate) fn is_static_shaped(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } => true,
        TypeKind::RankedTensor { shape, .. } => shape.iter().all(|&d| d >= 0),
        _ => false,
    }
}

/// The values of a constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Vals {
    Scalar(u128),
    Splat(u128),
    Dense(Vec<u128>),
}

/// A constant operand: its attribute's type, element kind and values.
#[derive(Clone, Debug)]
pub(crate) struct Const {
    pub ty: Type,
    pub elem: Elem,
    pub vals: Vals,
}

impl Const {
    /// The single value of a scalar or splat (what `m_ConstantInt`/`m_ConstantFloat`
    /// match).
    pub(crate) fn splat(&self) -> Option<u128> {
        match self.vals {
            Vals::Scalar(v) | Vals::Splat(v) => Some(v),
            Vals::Dense(_) => None,
        }
    }

    /// The value of the last element (the only one of a scalar or splat), where
    /// upstream folders whose verdict is a flag set per element decide.
    pub(crate) fn last(&self) -> Option<u128> {
        match &self.vals {
            Vals::Scalar(v) | Vals::Splat(v) => Some(*v),
            Vals::Dense(vs) => vs.last().copied(),
        }
    }

    /// The scalar or splat integer value.
    pub(crate) fn int(&self) -> Option<(u128, u32)> {
        match self.elem {
            Elem::Int(w) => self.splat().map(|v| (v, w)),
            Elem::Float(_) => None,
        }
    }

    /// The scalar or splat float value.
    pub(crate) fn float(&self) -> Option<(u128, FloatKind)> {
        match self.elem {
            Elem::Float(k) => self.splat().map(|v| (v, k)),
            Elem::Int(_) => None,
        }
    }

    fn len(&self) -> usize {
        match &self.vals {
            Vals::Dense(v) => v.len(),
            _ => 1,
        }
    }

    fn get(&self, i: usize) -> u128 {
        match &self.vals {
            Vals::Scalar(v) | Vals::Splat(v) => *v,
            Vals::Dense(v) => v[i],
        }
    }
}

/// `u128` with the low `w` bits set.
pub(crate) fn mask(w: u32) -> u128 {
    if w >= 128 { !0 } else { (1u128 << w) - 1 }
}

/// Reads a constant operand (`None` for anything else, such as complex or string
/// elements).
pub(crate) fn read(ctx: &Context, a: Option<Attr>) -> Option<Const> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { ty, value } => {
            let elem = elem_of(ctx, *ty)?;
            let Elem::Int(w) = elem else { return None };
            Some(Const {
                ty: *ty,
                elem,
                vals: Vals::Scalar(*value as u128 & mask(w)),
            })
        }
        AttrKind::Float { ty, bits } => Some(Const {
            ty: *ty,
            elem: elem_of(ctx, *ty)?,
            vals: Vals::Scalar(*bits),
        }),
        AttrKind::DenseElements { ty, data } => {
            let elem = elem_of(ctx, element_type(ctx, *ty))?;
            // Integer elements are kept to their width, whatever the storage holds
            // above it.
            let m = match elem {
                Elem::Int(w) => mask(w),
                Elem::Float(k) => mask(k.width()),
            };
            let vals = match data {
                DenseData::Splat(v) if v.len() == 1 => Vals::Splat(v[0] & m),
                DenseData::Elements(v) => Vals::Dense(v.iter().map(|x| x & m).collect()),
                _ => return None,
            };
            Some(Const {
                ty: *ty,
                elem,
                vals,
            })
        }
        _ => None,
    }
}

/// Builds a constant of type `ty` (a scalar type, or a statically shaped vector or
/// tensor) from values of its element type.
pub(crate) fn build(ctx: &Context, ty: Type, vals: Vals) -> Option<Attr> {
    let elem = elem_of(ctx, element_type(ctx, ty))?;
    let scalar = |v: u128| -> Attr {
        match elem {
            Elem::Int(w) => ctx.int_attr(ty, super::int::sext(v, w)),
            Elem::Float(_) => ctx.attr(AttrKind::Float { ty, bits: v }),
        }
    };
    let dense = |data| ctx.attr(AttrKind::DenseElements { ty, data });
    // Dense integer elements are stored the way the parser stores them: sign-extended,
    // with `i1` as 0 or 1 (`true`), so equal constants share one attribute.
    let stored = |v: u128| match elem {
        Elem::Int(1) => v & 1,
        Elem::Int(w) => super::int::sext(v, w) as u128,
        Elem::Float(_) => v,
    };
    let vals = match vals {
        Vals::Splat(v) => Vals::Splat(stored(v)),
        Vals::Dense(v) => Vals::Dense(v.into_iter().map(stored).collect()),
        scalar => scalar,
    };
    match vals {
        Vals::Scalar(v) => (element_type(ctx, ty) == ty).then(|| scalar(v)),
        Vals::Splat(v) => is_static_shaped(ctx, ty).then(|| dense(DenseData::Splat(vec![v]))),
        Vals::Dense(v) => {
            if !is_static_shaped(ctx, ty) {
                return None;
            }
            if v.windows(2).all(|p| p[0] == p[1]) && !v.is_empty() {
                Some(dense(DenseData::Splat(vec![v[0]])))
            } else {
                Some(dense(DenseData::Elements(v)))
            }
        }
    }
}

/// A constant of type `ty` with every element `v` (a scalar or a splat).
pub(crate) fn splat_of(ctx: &Context, ty: Type, v: u128) -> Option<Attr> {
    if element_type(ctx, ty) == ty {
        build(ctx, ty, Vals::Scalar(v))
    } else {
        build(ctx, ty, Vals::Splat(v))
    }
}

/// Folds two constants of one type element-wise into a constant of `result_ty`
/// (`constFoldBinaryOpConditional`); any element answering `None` stops the fold.
pub(crate) fn binary(
    ctx: &Context,
    a: &Const,
    b: &Const,
    result_ty: Type,
    f: impl Fn(u128, u128) -> Option<u128>,
) -> Option<Attr> {
    if a.ty != b.ty {
        return None;
    }
    let vals = match (&a.vals, &b.vals) {
        (Vals::Scalar(x), Vals::Scalar(y)) => Vals::Scalar(f(*x, *y)?),
        (Vals::Splat(x), Vals::Splat(y)) => Vals::Splat(f(*x, *y)?),
        (Vals::Scalar(_), _) | (_, Vals::Scalar(_)) => return None,
        _ => Vals::Dense(
            (0..a.len().max(b.len()))
                .map(|i| f(a.get(i), b.get(i)))
                .collect::<Option<Vec<_>>>()?,
        ),
    };
    build(ctx, result_ty, vals)
}

/// Folds one constant element-wise into a constant of `result_ty`
/// (`constFoldUnaryOpConditional`, `constFoldCastOp`).
pub(crate) fn unary(
    ctx: &Context,
    a: &Const,
    result_ty: Type,
    f: impl Fn(u128) -> Option<u128>,
) -> Option<Attr> {
    let vals = match &a.vals {
        Vals::Scalar(x) => Vals::Scalar(f(*x)?),
        Vals::Splat(x) => Vals::Splat(f(*x)?),
        Vals::Dense(v) => Vals::Dense(v.iter().map(|x| f(*x)).collect::<Option<Vec<_>>>()?),
    };
    build(ctx, result_ty, vals)
}

/// `m_Zero`: an integer scalar or splat equal to zero.
pub(crate) fn is_zero_int(c: Option<&Const>) -> bool {
    c.and_then(Const::int).is_some_and(|(v, _)| v == 0)
}

/// `m_One`: an integer scalar or splat equal to one.
pub(crate) fn is_one_int(c: Option<&Const>) -> bool {
    c.and_then(Const::int).is_some_and(|(v, _)| v == 1)
}

/// An integer scalar or splat with all bits set.
pub(crate) fn is_all_ones(c: Option<&Const>) -> bool {
    c.and_then(Const::int).is_some_and(|(v, w)| v == mask(w))
}
