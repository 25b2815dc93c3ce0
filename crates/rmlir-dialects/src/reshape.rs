//! Folds and canonicalization patterns shared by the reassociative reshapes of the
//! tensor and memref dialects (`expand_shape`, `collapse_shape`; MLIR's
//! `ReshapeOpsUtils`): identity reshapes, reshapes undoing their producer, reshapes
//! of constants, and chains of two expands or two collapses composed into one.
//!
//! ```mlir
//! %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 6] : tensor<12xf32> into tensor<2x6xf32>
//! %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [2, 3, 2] : tensor<2x6xf32> into tensor<2x3x2xf32>
//! // becomes
//! %1 = tensor.expand_shape %t [[0, 1, 2]] output_shape [2, 3, 2] : tensor<12xf32> into tensor<2x3x2xf32>
//! ```

use crate::memref::build::create1;
use crate::tensor::util::{dense_array, prop, prop_ints};
use rmlir_ir::attrs::DenseData;
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpId, OpRef, OpState, Type, TypeKind, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// Reassociation groups: for each dim of the collapsed type, the dims of the
/// expanded type it stands for.
pub(crate) type Groups = Vec<Vec<i64>>;

/// The `reassociation` property of a reshape: arrays of `i64` integers (`None` when
/// missing or of another kind).
pub(crate) fn groups(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Groups> {
    let AttrKind::Array(gs) = ctx.attr_kind(prop(ctx, ir, op, "reassociation")?) else {
        return None;
    };
    let i64t = ctx.int_type(64);
    gs.iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(es) => es
                .iter()
                .map(|&e| match ctx.attr_kind(e) {
                    AttrKind::Integer { value, ty } if *ty == i64t => i64::try_from(*value).ok(),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}

/// ODS's constraint on the `reassociation` property of the expand/collapse ops, checked
/// before the ops' own verifiers.
///
/// ```mlir
/// %0 = tensor.collapse_shape %t [[0.5]] : tensor<4xf32> into tensor<4xf32>
/// // error: 'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy
/// //        constraint: Array of 64-bit integer array attributes
/// ```
pub(crate) fn check_groups(
    cx: &mut rmlir_ir::verifier::VerifyCx<'_>,
    op: OpRef,
) -> rmlir_ir::PResult<()> {
    if prop(cx.ctx, cx.ir, op, "reassociation").is_some() && groups(cx.ctx, cx.ir, op).is_none() {
        return Err(cx.op_error(
            op,
            "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes",
        ));
    }
    Ok(())
}

/// The `reassociation` property value for `groups` (arrays of `i64` integers).
fn groups_attr(ctx: &Context, groups: &Groups) -> Attr {
    let i64t = ctx.int_type(64);
    let gs = groups
        .iter()
        .map(|g| {
            let es = g
                .iter()
                .map(|&i| ctx.int_attr(i64t, i128::from(i)))
                .collect();
            ctx.attr(AttrKind::Array(es))
        })
        .collect();
    ctx.attr(AttrKind::Array(gs))
}

/// MLIR's `composeReassociationIndices`: the groups of a reshape doing `producer`
/// then `consumer` (both expands or both collapses); `None` when they do not
/// compose.
fn compose(producer: &Groups, consumer: &Groups) -> Option<Groups> {
    let (mut big, mut small) = (producer, consumer);
    if big.len() == small.len() {
        return None;
    }
    if big.len() < small.len() {
        std::mem::swap(&mut big, &mut small);
    }
    if small.is_empty() {
        return Some(Vec::new());
    }
    if small.iter().map(Vec::len).sum::<usize>() != big.len() {
        return None;
    }
    small
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend(big.get(usize::try_from(i).ok()?)?.iter().copied());
            }
            Some(out)
        })
        .collect()
}

/// The shape of a ranked tensor or memref.
fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

/// Whether `t` is a memref with a non-identity layout (reshapes of those are not
/// composed; MLIR's `hasNonIdentityLayout`).
fn has_layout(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
        && !crate::memref::types::has_identity_layout(ctx, t)
}

/// The op defining `v` when it is named `name`.
fn producer_named(rw: &Rewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let d = rw.body().defining_op(v)?;
    (rw.ctx.str(rw.body().op(d).name) == name).then_some(d)
}

/// MLIR's `foldReshapeOp`: a reshape to its source's own type is the source; a
/// reshape of a dense constant is that constant reshaped; a reshape undoing the
/// reshape that made its source (`inverse`) with the same groups is that reshape's
/// source when at most one dimension is dynamic, when it expanded and this one
/// collapses, or when each group has at most one dynamic size.
///
/// ```mlir
/// %e = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
/// %c = tensor.collapse_shape %e [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>   // folds to %t
/// ```
pub(crate) fn fold(cx: &mut FoldCx<'_>, op: OpId, inverse: &str) -> Folded {
    let b = cx.ir.body(cx.body);
    let source = b.operand(op, 0);
    let (st, rt) = (b.value_type(source), b.value_type(b.result(op, 0)));
    if st == rt {
        return Folded::value(source);
    }
    if let Some(Some(c)) = cx.operands.first()
        && let AttrKind::DenseElements { data, .. } = cx.ctx.attr_kind(*c)
        && !matches!(data, DenseData::Strings(_))
        && shape_of(cx.ctx, rt).is_some_and(|s| !s.contains(&DYNAMIC))
    {
        let data = data.clone();
        return Folded::attr(cx.ctx.attr(AttrKind::DenseElements { ty: rt, data }));
    }
    let Some(producer) = b.defining_op(source) else {
        return Folded::No;
    };
    if cx.ctx.str(b.op(producer).name) != inverse {
        return Folded::No;
    }
    let inner = b.operand(producer, 0);
    let it = b.value_type(inner);
    if it != rt {
        return Folded::No;
    }
    let Some(shape) = shape_of(cx.ctx, it) else {
        return Folded::No;
    };
    if shape.iter().filter(|&&d| d == DYNAMIC).count() < 2 {
        return Folded::value(inner);
    }
    let (Some(mine), Some(theirs)) = (
        groups(cx.ctx, cx.ir, (cx.body, op)),
        groups(cx.ctx, cx.ir, (cx.body, producer)),
    ) else {
        return Folded::No;
    };
    if mine != theirs {
        return Folded::No;
    }
    // Expanding then collapsing folds whatever the dynamic sizes; collapsing then
    // expanding needs at most one dynamic size per group of the first source.
    let Some(middle) = shape_of(cx.ctx, st) else {
        return Folded::No;
    };
    if shape.len() < middle.len() {
        return Folded::value(inner);
    }
    let ok = mine.iter().all(|g| {
        g.iter()
            .filter(|&&i| shape.get(i as usize) == Some(&DYNAMIC))
            .count()
            <= 1
    });
    if ok { Folded::value(inner) } else { Folded::No }
}

/// `memref.expand_shape`/`tensor.expand_shape` fold ([`fold`] against collapses).
pub(crate) fn fold_expand(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let dialect = if cx
        .ctx
        .str(cx.ir.body(cx.body).op(op).name)
        .starts_with("memref.")
    {
        "memref.collapse_shape"
    } else {
        "tensor.collapse_shape"
    };
    fold(cx, op, dialect)
}

/// `memref.collapse_shape`/`tensor.collapse_shape` fold ([`fold`] against expands).
pub(crate) fn fold_collapse(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let dialect = if cx
        .ctx
        .str(cx.ir.body(cx.body).op(op).name)
        .starts_with("memref.")
    {
        "memref.expand_shape"
    } else {
        "tensor.expand_shape"
    };
    fold(cx, op, dialect)
}

/// A reshape of a reshape of the same kind (two expands, two collapses) is one
/// reshape of the first source with the composed groups (MLIR's
/// `ComposeReassociativeReshapeOps`; not for memrefs with layouts).
///
/// ```mlir
/// %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
/// %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
/// // becomes
/// %1 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
/// ```
struct ComposeReassociativeReshapeOps {
    root: &'static str,
}

impl RewritePattern for ComposeReassociativeReshapeOps {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "ComposeReassociativeReshapeOps"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let source = body.operand(op, 0);
        let Some(producer) = producer_named(rw, source, self.root) else {
            return false;
        };
        let first = body.operand(producer, 0);
        let rt = body.value_type(body.result(op, 0));
        if [body.value_type(first), body.value_type(source), rt]
            .iter()
            .any(|&t| has_layout(ctx, t))
        {
            return false;
        }
        let (Some(theirs), Some(mine)) = (
            groups(ctx, rw.ir(), (rw.body_id(), producer)),
            groups(ctx, rw.ir(), (rw.body_id(), op)),
        ) else {
            return false;
        };
        let Some(composed) = compose(&theirs, &mine) else {
            return false;
        };
        rw.set_insertion_point_before(op);
        let d = rw.body().op(op);
        let loc = d.loc;
        let mut entries = vec![(ctx.sym("reassociation"), groups_attr(ctx, &composed))];
        let mut operands = vec![first];
        if self.root.ends_with("expand_shape") {
            let Some(statics) = prop_ints(ctx, rw.ir(), (rw.body_id(), op), "static_output_shape")
            else {
                return false;
            };
            entries.push((
                ctx.sym("static_output_shape"),
                dense_array(ctx, 64, &statics),
            ));
            operands.extend(rw.body().operands(op).skip(1));
        }
        let props = ctx.dict_attr(entries);
        let v = create1(rw, self.root, operands, rt, loc, Some(props));
        rw.replace_op(op, &[v]);
        true
    }
}

/// A reshape of a `tensor.splat` or `tensor.from_elements` into a static type makes
/// that op of the new type directly (MLIR's `FoldReshapeWithSplat` and
/// `FoldReshapeWithFromElements`).
///
/// ```mlir
/// %s = tensor.splat %v : tensor<2x4xf32>
/// %r = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
/// // becomes
/// %r = tensor.splat %v : tensor<8xf32>
/// ```
struct FoldReshapeWithProducer {
    root: &'static str,
    producer: &'static str,
}

impl RewritePattern for FoldReshapeWithProducer {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        if self.producer == "tensor.splat" {
            "FoldReshapeWithSplat"
        } else {
            "FoldReshapeWithFromElements"
        }
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let source = body.operand(op, 0);
        let Some(producer) = producer_named(rw, source, self.producer) else {
            return false;
        };
        let rt = body.value_type(body.result(op, 0));
        let static_type = |t: Type| shape_of(ctx, t).is_some_and(|s| !s.contains(&DYNAMIC));
        let checked = if self.producer == "tensor.splat" {
            static_type(body.value_type(source))
        } else {
            static_type(rt)
        };
        if !checked {
            return false;
        }
        let operands: Vec<ValueId> = body.operands(producer).collect();
        let loc = body.op(op).loc;
        rw.set_insertion_point_before(op);
        let st = OpState::new(ctx, self.producer, operands, vec![rt], loc);
        let new_op = rw.create(st);
        let v = rw.body().result(new_op, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

/// The type of collapsing `source` by `groups` (MLIR's
/// `CollapseShapeOp::computeCollapsedType` for memrefs, with the layout computed for
/// non-identity ones, and `inferCollapsedType` for tensors, which drops the
/// encoding): each group's size is the product of its sizes.
fn collapsed_type(ctx: &Context, source: Type, groups: &Groups) -> Option<Type> {
    let shape = shape_of(ctx, source)?;
    let dim = |i: i64| usize::try_from(i).ok().and_then(|i| shape.get(i).copied());
    let mut sizes = Vec::with_capacity(groups.len());
    for g in groups {
        let dims: Option<Vec<i64>> = g.iter().map(|&i| dim(i)).collect();
        let dims = dims?;
        let size = match ctx.type_kind(source) {
            // Saturated: a static zero wins over a dynamic size.
            TypeKind::MemRef { .. } => dims.iter().fold(1i64, |acc, &d| {
                if acc == 0 || d == 0 {
                    0
                } else if acc == DYNAMIC || d == DYNAMIC {
                    DYNAMIC
                } else {
                    acc.saturating_mul(d)
                }
            }),
            _ if dims.contains(&DYNAMIC) => DYNAMIC,
            _ => dims.iter().product(),
        };
        sizes.push(size);
    }
    Some(match ctx.type_kind(source) {
        TypeKind::MemRef {
            elem, memory_space, ..
        } => {
            let layout = if crate::memref::types::has_identity_layout(ctx, source) {
                None
            } else {
                let (strides, offset) =
                    crate::memref::types::collapsed_layout(ctx, source, groups)?;
                Some(ctx.attr(AttrKind::Strided { offset, strides }))
            };
            ctx.ty(TypeKind::MemRef {
                shape: sizes,
                elem: *elem,
                layout,
                memory_space: *memory_space,
            })
        }
        TypeKind::RankedTensor { elem, .. } => ctx.ty(TypeKind::RankedTensor {
            shape: sizes,
            elem: *elem,
            encoding: None,
        }),
        _ => return None,
    })
}

/// A collapse of an expand, of memrefs without layouts, becomes one reshape of the
/// expand's source: a collapse or an expand with the composed groups, or a cast
/// when the ranks agree (MLIR's `ComposeCollapseOfExpandOp`; a new expand is only
/// made for a static result type, whose output shape needs no computation).
///
/// ```mlir
/// %e = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
/// %r = tensor.collapse_shape %e [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
/// // becomes
/// %r = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x?xi64> into tensor<?x?xi64>
/// ```
struct ComposeCollapseOfExpandOp {
    root: &'static str,
    expand: &'static str,
    cast: &'static str,
}

impl RewritePattern for ComposeCollapseOfExpandOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "ComposeCollapseOfExpandOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let mid = body.operand(op, 0);
        let Some(expand) = producer_named(rw, mid, self.expand) else {
            return false;
        };
        let source = body.operand(expand, 0);
        let (st, rt) = (body.value_type(source), body.value_type(body.result(op, 0)));
        if [body.value_type(mid), st]
            .iter()
            .any(|&t| has_layout(ctx, t))
            || st == rt
        {
            return false;
        }
        let (Some(src_shape), Some(res_shape)) = (shape_of(ctx, st), shape_of(ctx, rt)) else {
            return false;
        };
        let (src_rank, res_rank) = (src_shape.len(), res_shape.len());
        let res_static = !res_shape.contains(&DYNAMIC);
        let res_shape = res_shape.to_vec();
        let (Some(expand_groups), Some(collapse_groups)) = (
            groups(ctx, rw.ir(), (rw.body_id(), expand)),
            groups(ctx, rw.ir(), (rw.body_id(), op)),
        ) else {
            return false;
        };
        let (higher, lower) = if src_rank > res_rank {
            (&expand_groups, &collapse_groups)
        } else {
            (&collapse_groups, &expand_groups)
        };
        let mut next = 0usize;
        let mut composed: Groups = Vec::with_capacity(lower.len());
        for lg in lower {
            let Some(&last) = lg.last() else {
                return false;
            };
            let mut indices = Vec::new();
            while next < higher.len() {
                let Some(&rightmost) = higher[next].last() else {
                    return false;
                };
                if rightmost > last {
                    return false;
                }
                indices.push(next as i64);
                next += 1;
                if rightmost == last {
                    break;
                }
            }
            composed.push(indices);
        }
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let v = match src_rank.cmp(&res_rank) {
            std::cmp::Ordering::Greater => {
                let props = ctx.dict_attr(vec![(
                    ctx.sym("reassociation"),
                    groups_attr(ctx, &composed),
                )]);
                create1(rw, self.root, vec![source], rt, loc, Some(props))
            }
            std::cmp::Ordering::Less => {
                if !res_static {
                    return false;
                }
                let props = ctx.dict_attr(vec![
                    (ctx.sym("reassociation"), groups_attr(ctx, &composed)),
                    (
                        ctx.sym("static_output_shape"),
                        dense_array(ctx, 64, &res_shape),
                    ),
                ]);
                create1(rw, self.expand, vec![source], rt, loc, Some(props))
            }
            std::cmp::Ordering::Equal => create1(rw, self.cast, vec![source], rt, loc, None),
        };
        rw.replace_op(op, &[v]);
        true
    }
}

/// MLIR's `getReassociationIndicesForCollapse` for static shapes: groups of
/// consecutive `source` dims whose sizes multiply to each `target` size, trailing
/// unit dims joining the last group; `None` when there are none.
fn collapse_groups(source: &[i64], target: &[i64]) -> Option<Groups> {
    if source.len() <= target.len() {
        return None;
    }
    let mut groups: Groups = Vec::with_capacity(target.len());
    let mut current = Vec::new();
    let mut product = 1i64;
    let mut s = 0usize;
    while s < source.len() && groups.len() < target.len() {
        let want = target[groups.len()];
        while s < source.len() - 1 && product.checked_mul(source[s])? < want {
            product *= source[s];
            current.push(s as i64);
            s += 1;
        }
        if product.checked_mul(source[s])? != want {
            return None;
        }
        current.push(s as i64);
        s += 1;
        groups.push(std::mem::take(&mut current));
        product = 1;
    }
    if groups.len() != target.len() {
        return None;
    }
    for (i, &d) in source.iter().enumerate().skip(s) {
        if d != 1 {
            return None;
        }
        if let Some(last) = groups.last_mut() {
            last.push(i as i64);
        }
    }
    Some(groups)
}

/// MLIR's `findCollapsingReassociation` (static shapes): groups collapsing
/// `source` to `result` group by group of the two reshapes being composed.
fn collapsing_groups(
    source_groups: &Groups,
    result_groups: &Groups,
    source: &[i64],
    result: &[i64],
) -> Option<Groups> {
    if source_groups.is_empty() {
        return collapse_groups(source, result);
    }
    let mut composed = Vec::new();
    for (sg, rg) in source_groups.iter().zip(result_groups) {
        let (s0, r0) = (
            usize::try_from(*sg.first()?).ok()?,
            usize::try_from(*rg.first()?).ok()?,
        );
        let sub_source = source.get(s0..s0 + sg.len())?;
        let sub_result = result.get(r0..r0 + rg.len())?;
        if sub_source.len() == sub_result.len() {
            if sub_source != sub_result {
                return None;
            }
            composed.extend((0..sub_source.len()).map(|i| vec![(s0 + i) as i64]));
            continue;
        }
        for g in collapse_groups(sub_source, sub_result)? {
            composed.push(g.into_iter().map(|i| i + s0 as i64).collect());
        }
    }
    Some(composed)
}

/// An expand of a collapse, of static shapes and memrefs without layouts, becomes
/// one collapse or one expand of the collapse's source, with groups found by
/// matching sizes (MLIR's `ComposeExpandOfCollapseOp`; shapes with dynamic sizes
/// are left alone).
///
/// ```mlir
/// %c = tensor.collapse_shape %t [[0, 1, 2, 3, 4, 5, 6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<40320xf32>
/// %e = tensor.expand_shape %c [[0, 1, 2, 3]] output_shape [24, 5, 42, 8] : tensor<40320xf32> into tensor<24x5x42x8xf32>
/// // becomes
/// %e = tensor.collapse_shape %t [[0, 1, 2], [3], [4, 5], [6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<24x5x42x8xf32>
/// ```
struct ComposeExpandOfCollapseOp {
    root: &'static str,
    collapse: &'static str,
}

impl RewritePattern for ComposeExpandOfCollapseOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "ComposeExpandOfCollapseOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let mid = body.operand(op, 0);
        let Some(collapse) = producer_named(rw, mid, self.collapse) else {
            return false;
        };
        let source = body.operand(collapse, 0);
        let (st, rt) = (body.value_type(source), body.value_type(body.result(op, 0)));
        if [body.value_type(mid), st]
            .iter()
            .any(|&t| has_layout(ctx, t))
        {
            return false;
        }
        let (Some(src_shape), Some(res_shape)) = (shape_of(ctx, st), shape_of(ctx, rt)) else {
            return false;
        };
        if src_shape.len() == res_shape.len()
            || src_shape.contains(&DYNAMIC)
            || res_shape.contains(&DYNAMIC)
        {
            return false;
        }
        let (src_shape, res_shape) = (src_shape.to_vec(), res_shape.to_vec());
        let (Some(collapse_groups), Some(expand_groups)) = (
            groups(ctx, rw.ir(), (rw.body_id(), collapse)),
            groups(ctx, rw.ir(), (rw.body_id(), op)),
        ) else {
            return false;
        };
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let v = if src_shape.len() > res_shape.len() {
            let Some(composed) =
                collapsing_groups(&collapse_groups, &expand_groups, &src_shape, &res_shape)
            else {
                return false;
            };
            let props = ctx.dict_attr(vec![(
                ctx.sym("reassociation"),
                groups_attr(ctx, &composed),
            )]);
            create1(rw, self.collapse, vec![source], rt, loc, Some(props))
        } else {
            let Some(composed) =
                collapsing_groups(&expand_groups, &collapse_groups, &res_shape, &src_shape)
            else {
                return false;
            };
            let props = ctx.dict_attr(vec![
                (ctx.sym("reassociation"), groups_attr(ctx, &composed)),
                (
                    ctx.sym("static_output_shape"),
                    dense_array(ctx, 64, &res_shape),
                ),
            ]);
            create1(rw, self.root, vec![source], rt, loc, Some(props))
        };
        rw.replace_op(op, &[v]);
        true
    }
}

/// A collapse of a cast that only forgets static information collapses the cast's
/// source instead: in place when that gives the same type, else with the more
/// static type and a cast back (MLIR's `CollapseShapeOpMemRefCastFolder` and
/// `FoldCollapseOfCastOp`).
///
/// ```mlir
/// %c = memref.cast %m : memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
/// %r = memref.collapse_shape %c [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
/// // becomes
/// %collapse_shape = memref.collapse_shape %m [[0], [1, 2, 3]] : memref<?x512x1x1xf32> into memref<?x512xf32>
/// %r = memref.cast %collapse_shape : memref<?x512xf32> to memref<?x?xf32>
/// ```
struct CollapseOfCast {
    root: &'static str,
    cast: &'static str,
}

impl RewritePattern for CollapseOfCast {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        if self.cast == "memref.cast" {
            "CollapseShapeOpMemRefCastFolder"
        } else {
            "FoldCollapseOfCastOp"
        }
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let source = body.operand(op, 0);
        let Some(cast) = producer_named(rw, source, self.cast) else {
            return false;
        };
        let original = body.operand(cast, 0);
        let (ot, ct) = (body.value_type(original), body.value_type(source));
        let foldable = if self.cast == "memref.cast" {
            crate::memref::types::can_fold_into_consumer(ctx, ot, ct)
        } else {
            crate::tensor::canonicalize::preserves_static_information(ctx, ct, ot)
        };
        if !foldable {
            return false;
        }
        let Some(gs) = groups(ctx, rw.ir(), (rw.body_id(), op)) else {
            return false;
        };
        let Some(new_ty) = collapsed_type(ctx, ot, &gs) else {
            return false;
        };
        let rt = rw.body().value_type(rw.body().result(op, 0));
        if new_ty == rt {
            rw.modify(op, |b| {
                b.set_operand(op, 0, original);
            });
            return true;
        }
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let props = rw.body().op(op).props();
        let collapsed = create1(rw, self.root, vec![original], new_ty, loc, props);
        let v = create1(rw, self.cast, vec![collapsed], rt, loc, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// Adds the reshape patterns of `dialect` (`"memref"` or `"tensor"`) to `set`.
pub(crate) fn patterns(set: &mut PatternSet, dialect: &str) {
    let (expand, collapse) = if dialect == "memref" {
        ("memref.expand_shape", "memref.collapse_shape")
    } else {
        ("tensor.expand_shape", "tensor.collapse_shape")
    };
    for root in [collapse, expand] {
        set.add(ComposeReassociativeReshapeOps { root });
        if root == collapse {
            let cast = if dialect == "memref" {
                "memref.cast"
            } else {
                "tensor.cast"
            };
            set.add(ComposeCollapseOfExpandOp { root, expand, cast });
            set.add(CollapseOfCast { root, cast });
        } else {
            set.add(ComposeExpandOfCollapseOp { root, collapse });
        }
        if dialect == "tensor" {
            set.add(FoldReshapeWithProducer {
                root,
                producer: "tensor.splat",
            });
            set.add(FoldReshapeWithProducer {
                root,
                producer: "tensor.from_elements",
            });
        }
    }
}
