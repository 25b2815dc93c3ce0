//! Facts about memref types that verifiers, folders and patterns share (MLIR's
//! `MemRefType::getStridesAndOffset`, `memref::CastOp::areCastCompatible` and
//! `CastOp::canFoldIntoConsumerOp`).
//!
//! Strides follow `getStridesAndOffset`: the identity layout has row-major strides
//! and offset 0, `strided<...>` layouts state theirs, and other affine maps are
//! treated as unknown, so every question about them answers conservatively.
//!
//! ```mlir
//! memref<4x?xf32>                       // strides [?, 1], offset 0
//! memref<4x8xf32, strided<[16, 1], offset: ?>>
//! ```

use super::asm::{element_type, memory_space, memref_parts};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Context, Type, TypeKind};

/// What is known about a memref's strided layout.
pub(crate) enum Strided {
    /// Strides and offset (entries may be [`DYNAMIC`]).
    Known(Vec<i64>, i64),
    /// An affine layout rmlir does not decompose.
    Unknown,
}

/// Row-major strides of a shape (dynamic once a dynamic size is crossed).
pub(crate) fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut out = vec![0i64; shape.len()];
    let mut running: i64 = 1;
    for i in (0..shape.len()).rev() {
        out[i] = running;
        if running != DYNAMIC {
            running = if shape[i] == DYNAMIC {
                DYNAMIC
            } else {
                running.saturating_mul(shape[i])
            };
        }
    }
    out
}

/// The strided layout of a ranked memref type; `None` for other types.
pub(crate) fn strided_layout(ctx: &Context, t: Type) -> Option<Strided> {
    let m = memref_parts(ctx, t)?;
    Some(match m.layout.map(|l| ctx.attr_kind(l)) {
        None => Strided::Known(canonical_strides(m.shape), 0),
        Some(AttrKind::Strided { offset, strides }) => Strided::Known(strides.clone(), *offset),
        Some(AttrKind::AffineMap(map)) if map.is_identity() => {
            Strided::Known(canonical_strides(m.shape), 0)
        }
        _ => Strided::Unknown,
    })
}

/// Strides and offset of a ranked memref with a known strided layout.
pub(crate) fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    match strided_layout(ctx, t)? {
        Strided::Known(s, o) => Some((s, o)),
        Strided::Unknown => None,
    }
}

/// Whether `a` may be `memref.cast` to `b` (MLIR's `CastOp::areCastCompatible`):
/// static sizes, strides and offset may only meet their dynamic counterparts; a
/// stride of a size-1 dimension may differ; ranked/unranked casts need the same
/// element type and memory space, and unranked-to-unranked casts are rejected.
pub(crate) fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    if a == b && matches!(ctx.type_kind(a), TypeKind::MemRef { .. }) {
        return true;
    }
    match (memref_parts(ctx, a), memref_parts(ctx, b)) {
        (Some(x), Some(y)) => {
            if x.elem != y.elem || x.shape.len() != y.shape.len() {
                return false;
            }
            if x.layout != y.layout {
                let (Some((sa, oa)), Some((sb, ob))) =
                    (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
                else {
                    return false;
                };
                let compat = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
                if !compat(oa, ob) || sa.len() != sb.len() {
                    return false;
                }
                for (i, (&p, &q)) in sa.iter().zip(&sb).enumerate() {
                    if x.shape[i] == 1 || y.shape[i] == 1 {
                        continue;
                    }
                    if !compat(p, q) {
                        return false;
                    }
                }
            }
            if x.space != y.space {
                return false;
            }
            x.shape
                .iter()
                .zip(y.shape)
                .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        (None, None) => false,
        _ => {
            let is_memref = |t| {
                matches!(
                    ctx.type_kind(t),
                    TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
                )
            };
            is_memref(a)
                && is_memref(b)
                && element_type(ctx, a) == element_type(ctx, b)
                && memory_space(ctx, a) == memory_space(ctx, b)
        }
    }
}

/// Whether `memref.cast` from `source` to `result` only forgets static information,
/// so that a consumer may read the source directly (MLIR's
/// `CastOp::canFoldIntoConsumerOp`): both ranked and strided, same element type and
/// rank, and no size, stride or offset goes from dynamic to static.
pub(crate) fn can_fold_into_consumer(ctx: &Context, source: Type, result: Type) -> bool {
    let (Some(s), Some(r)) = (memref_parts(ctx, source), memref_parts(ctx, result)) else {
        return false;
    };
    if s.elem != r.elem || s.shape.len() != r.shape.len() {
        return false;
    }
    let (Some((ss, so)), Some((rs, ro))) = (
        strides_and_offset(ctx, source),
        strides_and_offset(ctx, result),
    ) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    if s.shape
        .iter()
        .zip(r.shape)
        .any(|(&a, &b)| more_static(a, b))
    {
        return false;
    }
    if more_static(so, ro) {
        return false;
    }
    !ss.iter().zip(&rs).any(|(&a, &b)| more_static(a, b))
}

/// The affine form of a strided layout (MLIR's `makeStridedLinearLayoutMap`, then
/// simplified): `offset + d0 * s0 + d1 * s1 + ...`, each dynamic offset or stride a
/// new symbol in that order.
///
/// ```mlir
/// strided<[1, 3]>                 // affine_map<(d0, d1) -> (d0 + d1 * 3)>
/// strided<[?, 1], offset: ?>      // affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
/// ```
pub(crate) fn strided_linear_map(strides: &[i64], offset: i64) -> rmlir_affine::AffineMap {
    use rmlir_affine::AffineExpr;
    let mut symbols = 0;
    let mut next = |v: i64| {
        if v == DYNAMIC {
            symbols += 1;
            AffineExpr::symbol(symbols - 1)
        } else {
            AffineExpr::from(v)
        }
    };
    let mut expr = next(offset);
    for (i, &stride) in strides.iter().enumerate() {
        expr = expr + AffineExpr::dim(i as u32) * next(stride);
    }
    rmlir_affine::AffineMap::new(strides.len() as u32, symbols, vec![expr]).simplify()
}

/// A ranked memref type with a strided layout in canonical form (MLIR's
/// `MemRefType::canonicalizeStridedLayout`): no layout when the strides and offset
/// are the contiguous row-major ones, else the layout as its affine map. `None` for
/// a layout that is not strided.
///
/// ```mlir
/// memref<3x2xf32, strided<[2, 1]>>    // memref<3x2xf32>
/// memref<3x2xf32, strided<[1, 3]>>    // memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>
/// ```
pub(crate) fn canonical_strided_type(
    ctx: &Context,
    t: Type,
    strides: &[i64],
    offset: i64,
) -> Option<Type> {
    let m = memref_parts(ctx, t)?;
    let contiguous = offset == 0 && strides == canonical_strides(m.shape).as_slice();
    let layout =
        (!contiguous).then(|| ctx.attr(AttrKind::AffineMap(strided_linear_map(strides, offset))));
    Some(ctx.ty(TypeKind::MemRef {
        shape: m.shape.to_vec(),
        elem: m.elem,
        layout,
        memory_space: m.space,
    }))
}

/// A ranked memref type like `t` with `shape` (layout and memory space kept).
pub(crate) fn with_shape(ctx: &Context, t: Type, shape: Vec<i64>) -> Option<Type> {
    let m = memref_parts(ctx, t)?;
    Some(ctx.ty(TypeKind::MemRef {
        shape,
        elem: m.elem,
        layout: m.layout,
        memory_space: m.space,
    }))
}

/// The shape of a ranked memref or tensor type.
pub(crate) fn ranked_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } | TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The position of dynamic dimension `dim` among the dynamic dimensions of `shape`
/// (MLIR's `getDynamicDimIndex`).
pub(crate) fn dynamic_dim_index(shape: &[i64], dim: usize) -> usize {
    shape[..dim].iter().filter(|&&d| d == DYNAMIC).count()
}

/// The product of two possibly dynamic extents as MLIR's `SaturatedInteger` makes it:
/// a static zero wins over a dynamic factor, otherwise dynamic wins.
fn saturated_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.saturating_mul(b)
    }
}

/// Strides and offset of a subview (the layout of MLIR's
/// `SubViewOp::inferResultType`): each source stride times the subview's stride, and
/// the source offset plus each subview offset times its source stride.
///
/// ```mlir
/// // source strided<[16, 1], offset: 0>, offsets [0, 4], strides [1, 2]
/// // subview strided<[16, 2], offset: 4>
/// ```
pub(crate) fn subview_layout(
    src_strides: &[i64],
    src_offset: i64,
    offsets: &[i64],
    strides: &[i64],
) -> (Vec<i64>, i64) {
    let mut offset = src_offset;
    let mut out = Vec::with_capacity(src_strides.len());
    for (d, &s) in src_strides.iter().enumerate() {
        let term = saturated_mul(offsets[d], s);
        offset = if offset == DYNAMIC || term == DYNAMIC {
            DYNAMIC
        } else {
            offset.saturating_add(term)
        };
        out.push(saturated_mul(s, strides[d]));
    }
    (out, offset)
}

/// The result type of a subview of `source` (MLIR's `SubViewOp::inferResultType`,
/// then with the dims marked in `dropped` left out): the sizes as shape and the
/// subview layout as an explicit `strided<...>`. `None` when the source is not a
/// strided memref.
///
/// ```mlir
/// // memref<16x16xf32>, offsets [0, 4], sizes [4, 4], strides [1, 1]
/// memref<4x4xf32, strided<[16, 1], offset: 4>>
/// ```
pub(crate) fn subview_type(
    ctx: &Context,
    source: Type,
    [offsets, sizes, strides]: [&[i64]; 3],
    dropped: &[bool],
) -> Option<Type> {
    let m = memref_parts(ctx, source)?;
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    if src_strides.len() != offsets.len() || sizes.len() != offsets.len() {
        return None;
    }
    let (all_strides, offset) = subview_layout(&src_strides, src_offset, offsets, strides);
    let kept = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let shape = (0..sizes.len()).filter(kept).map(|i| sizes[i]).collect();
    let strides = (0..sizes.len())
        .filter(kept)
        .map(|i| all_strides[i])
        .collect();
    let layout = ctx.attr(AttrKind::Strided { offset, strides });
    Some(ctx.ty(TypeKind::MemRef {
        shape,
        elem: m.elem,
        layout: Some(layout),
        memory_space: m.space,
    }))
}

/// MLIR's `computeRankReductionMask`: the dims of `original` a `reduced` shape drops
/// (only static unit dims may be dropped), or `None` when the sizes do not match.
pub(crate) fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    rank_reduction_mask_with(original, reduced, false)
}

/// [`rank_reduction_mask`], with `match_dynamic` (MLIR's flag of that name): a
/// dynamic size on either side also matches any size but an original static 1.
pub(crate) fn rank_reduction_mask_with(
    original: &[i64],
    reduced: &[i64],
    match_dynamic: bool,
) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut j = 0;
    for (i, &o) in original.iter().enumerate() {
        if match_dynamic && j < reduced.len() && o != 1 && (reduced[j] == DYNAMIC || o == DYNAMIC) {
            j += 1;
            continue;
        }
        if j < reduced.len() && o == reduced[j] {
            j += 1;
            continue;
        }
        dropped[i] = true;
        if o != 1 {
            return None;
        }
    }
    (j == reduced.len()).then_some(dropped)
}

/// The dims of `original` that the rank-reduced memref type `reduced` drops (MLIR's
/// `computeMemRefRankReductionMask`): candidates are the static unit sizes of
/// `sizes`; when there are more candidates than dropped dims, a candidate counts as
/// dropped only while its stride occurs more often in `original` than in `reduced`.
/// `None` when that does not account for the rank difference or a layout is not
/// strided.
///
/// ```mlir
/// // original memref<1x1x?xf32, strided<[147456, 384, 1]>>, sizes [1, 1, ?]
/// // reduced  memref<1x?xf32, strided<[384, 1]>>: drops dim 0, not dim 1
/// ```
pub(crate) fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let (o, r) = (memref_parts(ctx, original)?, memref_parts(ctx, reduced)?);
    let (rank, reduced_rank) = (o.shape.len(), r.shape.len());
    let mut unused = vec![false; rank];
    if rank == reduced_rank {
        return Some(unused);
    }
    for (d, &s) in sizes.iter().enumerate().take(rank) {
        unused[d] = s == 1;
    }
    let count = |u: &[bool]| u.iter().filter(|&&x| x).count();
    if count(&unused) + reduced_rank == rank {
        return Some(unused);
    }
    let (os, _) = strides_and_offset(ctx, original)?;
    let (rs, _) = strides_and_offset(ctx, reduced)?;
    let occurrences = |strides: &[i64]| {
        let mut m: std::collections::BTreeMap<i64, usize> = Default::default();
        for &s in strides {
            *m.entry(s).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&os);
    let in_reduced = occurrences(&rs);
    for d in 0..rank {
        if !unused[d] {
            continue;
        }
        let stride = os[d];
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = in_reduced.get(&stride).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => {
                *unaccounted.entry(stride).or_default() -= 1;
            }
            std::cmp::Ordering::Equal => unused[d] = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + reduced_rank == rank).then_some(unused)
}

/// Whether a memref type's layout is the identity (MLIR's
/// `MemRefLayoutAttrInterface::isIdentity`): none, an identity map, or a strided
/// layout whose linear map is one, which only `strided<[1]>` is.
pub(crate) fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    memref_parts(ctx, t).is_some_and(|m| match m.layout.map(|l| ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::AffineMap(map)) => map.is_identity(),
        Some(AttrKind::Strided { offset, strides }) => *offset == 0 && strides.as_slice() == [1],
        _ => false,
    })
}

/// The strides and offset of collapsing `source` by `groups` (MLIR's
/// `computeCollapsedLayoutMap`, not strict): each group takes the stride of its last
/// dim of size other than 1 (dynamic if that size is dynamic); `None` when a group's
/// dims are statically not contiguous or the layout is not strided.
///
/// ```mlir
/// // memref<2x3x4xf32, strided<[12, 4, 1]>> by [[0, 1], [2]]: strides [4, 1]
/// // memref<2x3x4xf32, strided<[24, 4, 1]>> by [[0, 1], [2]]: not contiguous
/// ```
pub(crate) fn collapsed_layout(
    ctx: &Context,
    source: Type,
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, i64)> {
    let shape = memref_parts(ctx, source)?.shape;
    let (strides, offset) = strides_and_offset(ctx, source)?;
    let at = |i: i64| usize::try_from(i).ok().filter(|&i| i < shape.len());
    let mut result = Vec::with_capacity(groups.len());
    for g in groups {
        let mut last = g.len();
        while last > 1 && shape[at(g[last - 1])?] == 1 {
            last -= 1;
        }
        let d = at(*g.get(last.checked_sub(1)?)?)?;
        result.push(if shape[d] != DYNAMIC || last == 1 {
            strides[d]
        } else {
            DYNAMIC
        });
    }
    for (g, &group_stride) in groups.iter().zip(&result) {
        let mut stride = group_stride;
        for w in g.windows(2).rev() {
            let (outer, inner) = (at(w[0])?, at(w[1])?);
            stride = saturated_mul(stride, shape[inner]);
            if shape[outer] == 1 {
                continue;
            }
            let src = strides[outer];
            if stride != DYNAMIC && src != DYNAMIC && stride != src {
                return None;
            }
        }
    }
    Some((result, offset))
}

/// The strides and offset of expanding `source` to `shape` by `groups` (MLIR's
/// `computeExpandedLayoutMap`): within each group the strides grow from the source
/// stride by the sizes of the dims after them.
///
/// ```mlir
/// // memref<12xf32, strided<[2], offset: 3>> into 3x4 by [[0, 1]]: strides [8, 2]
/// ```
pub(crate) fn expanded_layout(
    ctx: &Context,
    source: Type,
    shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, i64)> {
    let (strides, offset) = strides_and_offset(ctx, source)?;
    if strides.len() != groups.len() {
        return None;
    }
    let mut reversed = Vec::with_capacity(shape.len());
    let mut index = shape.len();
    for (g, &stride) in groups.iter().zip(&strides).rev() {
        let mut current = stride;
        for _ in 0..g.len() {
            reversed.push(current);
            index = index.checked_sub(1)?;
            current = saturated_mul(current, shape[index]);
        }
    }
    let mut result: Vec<i64> = reversed.into_iter().rev().collect();
    result.resize(shape.len(), 1);
    Some((result, offset))
}
