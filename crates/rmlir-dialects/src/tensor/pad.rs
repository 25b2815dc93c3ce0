//! Folds and canonicalization patterns of `tensor.pad` (MLIR's `PadOp::fold` and
//! `PadOp::getCanonicalizationPatterns`, all but the two that merge pad chains):
//! pads that change nothing, casts on either side of a pad, and constant padding
//! widths made static.
//!
//! ```mlir
//! %p = tensor.pad %t low[0, %c4] high[0, %c4] { ... } : tensor<?x64xf32> to tensor<?x?xf32>
//! // becomes
//! %padded = tensor.pad %t low[0, 4] high[0, 4] { ... } : tensor<?x64xf32> to tensor<?x72xf32>
//! %p = tensor.cast %padded : tensor<?x72xf32> to tensor<?x?xf32>
//! ```

use super::canonicalize::preserves_static_information;
use super::util::{dense_array, prop, prop_ints, segments};
use crate::memref::build::{const_int, create1, segment_props};
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Attr, Context, OpId, OpState, Type, TypeKind, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// A pad's operands and widths: source, low and high as static lists with the
/// values standing for their `?` entries.
struct Pad {
    source: ValueId,
    low: (Vec<i64>, Vec<ValueId>),
    high: (Vec<i64>, Vec<ValueId>),
    nofold: bool,
}

fn read(rw: &Rewriter<'_>, op: OpId) -> Option<Pad> {
    let at = (rw.body_id(), op);
    let segs = segments(rw.ctx, rw.ir(), at)?;
    let [src, low, high] = segs.as_slice() else {
        return None;
    };
    Some(Pad {
        source: *src.first()?,
        low: (prop_ints(rw.ctx, rw.ir(), at, "static_low")?, low.clone()),
        high: (prop_ints(rw.ctx, rw.ir(), at, "static_high")?, high.clone()),
        nofold: prop(rw.ctx, rw.ir(), at, "nofold").is_some(),
    })
}

/// The shape of a ranked tensor type.
fn shape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

/// MLIR's `PadOp::inferResultType`: each size is the source size plus both widths
/// when all three are static, else `result[i]` (dynamic when `result` is empty).
fn infer_type(
    ctx: &Context,
    source: Type,
    low: &[i64],
    high: &[i64],
    result: &[i64],
) -> Option<Type> {
    let (src, elem) = shape(ctx, source)?;
    let mut out = Vec::with_capacity(src.len());
    for (i, &s) in src.iter().enumerate() {
        let (l, h) = (*low.get(i)?, *high.get(i)?);
        out.push(if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
            result.get(i).copied().unwrap_or(DYNAMIC)
        } else {
            s + l + h
        });
    }
    Some(ctx.ty(TypeKind::RankedTensor {
        shape: out,
        elem,
        encoding: None,
    }))
}

/// The constant value of each padding width: static, or a constant operand.
fn widths(rw: &mut Rewriter<'_>, (statics, values): &(Vec<i64>, Vec<ValueId>)) -> Vec<Option<i64>> {
    let mut next = values.iter();
    statics
        .iter()
        .map(|&s| {
            if s != DYNAMIC {
                return Some(s);
            }
            let v = *next.next()?;
            const_int(rw, v).and_then(|c| i64::try_from(c).ok())
        })
        .collect()
}

/// Creates a pad like `op` of `source` with the given widths and result type,
/// taking over `op`'s region; its result.
fn recreate(
    rw: &mut Rewriter<'_>,
    op: OpId,
    source: ValueId,
    low: &(Vec<i64>, Vec<ValueId>),
    high: &(Vec<i64>, Vec<ValueId>),
    ty: Type,
) -> ValueId {
    let ctx = rw.ctx;
    let d = rw.body().op(op);
    let (loc, regions) = (d.loc, d.regions().to_vec());
    let nofold = prop(ctx, rw.ir(), (rw.body_id(), op), "nofold");
    let mut extra: Vec<(rmlir_ir::Sym, Attr)> = vec![
        (ctx.sym("static_low"), dense_array(ctx, 64, &low.0)),
        (ctx.sym("static_high"), dense_array(ctx, 64, &high.0)),
    ];
    if let Some(n) = nofold {
        extra.push((ctx.sym("nofold"), n));
    }
    let props = segment_props(rw, &[1, low.1.len(), high.1.len()], extra);
    let mut operands = vec![source];
    operands.extend(&low.1);
    operands.extend(&high.1);
    let st = OpState {
        props: Some(props),
        ..OpState::new(ctx, "tensor.pad", operands, vec![ty], loc)
    };
    let new_op = rw.create_detached(st);
    for r in regions {
        let nr = rw.add_region(new_op);
        rw.inline_region_before(r, nr, None);
    }
    rw.insert(new_op);
    rw.body().result(new_op, 0)
}

/// `tensor.pad` (MLIR's `PadOp::fold`): a pad to its source's own static type, not
/// `nofold`, is the source.
///
/// ```mlir
/// %p = tensor.pad %t low[%a, 0] high[0, %a] { ... } : tensor<5x6xf32> to tensor<5x6xf32>
/// // folds to %t
/// ```
pub(crate) fn fold(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let source = b.operand(op, 0);
    let (st, rt) = (b.value_type(source), b.value_type(b.result(op, 0)));
    let nofold = prop(cx.ctx, cx.ir, (cx.body, op), "nofold").is_some();
    let static_type = shape(cx.ctx, rt).is_some_and(|(s, _)| !s.contains(&DYNAMIC));
    if static_type && st == rt && !nofold {
        Folded::value(source)
    } else {
        Folded::No
    }
}

/// A pad with all widths zero, not `nofold`, is a cast of its source (MLIR's
/// `FoldStaticZeroPadding`).
///
/// ```mlir
/// %p = tensor.pad %t low[0, %c0] high[0, 0] { ... } : tensor<?x?xf32> to tensor<2x3xf32>
/// // becomes
/// %p = tensor.cast %t : tensor<?x?xf32> to tensor<2x3xf32>
/// ```
struct FoldStaticZeroPadding;

impl RewritePattern for FoldStaticZeroPadding {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.pad")
    }
    fn name(&self) -> &'static str {
        "FoldStaticZeroPadding"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(pad) = read(rw, op) else {
            return false;
        };
        if pad.nofold {
            return false;
        }
        let zero = |ws: Vec<Option<i64>>| ws.iter().all(|w| *w == Some(0));
        if !zero(widths(rw, &pad.low)) || !zero(widths(rw, &pad.high)) {
            return false;
        }
        let rt = rw.body().value_type(rw.body().result(op, 0));
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let v = create1(rw, "tensor.cast", vec![pad.source], rt, loc, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// A pad of a cast that only forgets static information pads the cast's source:
/// in place when the inferred type is the pad's, else with that type and a cast
/// back (MLIR's `FoldSourceTensorCast`).
///
/// ```mlir
/// %c = tensor.cast %t : tensor<8x?xf32> to tensor<?x?xf32>
/// %p = tensor.pad %c low[0, 0] high[0, %s] { ... } : tensor<?x?xf32> to tensor<8x32xf32>
/// // becomes
/// %p = tensor.pad %t low[0, 0] high[0, %s] { ... } : tensor<8x?xf32> to tensor<8x32xf32>
/// ```
struct FoldSourceTensorCast;

impl RewritePattern for FoldSourceTensorCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.pad")
    }
    fn name(&self) -> &'static str {
        "FoldSourceTensorCast"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let Some(pad) = read(rw, op) else {
            return false;
        };
        let Some(cast) = rw.body().defining_op(pad.source) else {
            return false;
        };
        if ctx.str(rw.body().op(cast).name) != "tensor.cast" {
            return false;
        }
        let original = rw.body().operand(cast, 0);
        let ot = rw.body().value_type(original);
        if !preserves_static_information(ctx, rw.body().value_type(pad.source), ot) {
            return false;
        }
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let Some((rshape, _)) = shape(ctx, rt) else {
            return false;
        };
        let Some(new_ty) = infer_type(ctx, ot, &pad.low.0, &pad.high.0, &rshape) else {
            return false;
        };
        if new_ty == rt {
            rw.modify(op, |b| {
                b.set_operand(op, 0, original);
            });
            return true;
        }
        // As upstream: the new pad keeps the cast as its source.
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let v = recreate(rw, op, pad.source, &pad.low, &pad.high, new_ty);
        let c = create1(rw, "tensor.cast", vec![v], rt, loc, None);
        rw.replace_op(op, &[c]);
        true
    }
}

/// A pad whose only user is a cast to a more static type makes that type itself
/// (MLIR's `FoldTargetTensorCast`).
///
/// ```mlir
/// %p = tensor.pad %t low[%a, %a] high[0, 0] { ... } : tensor<?x?xf32> to tensor<?x?xf32>
/// %c = tensor.cast %p : tensor<?x?xf32> to tensor<32x32xf32>
/// // becomes
/// %c = tensor.pad %t low[%a, %a] high[0, 0] { ... } : tensor<?x?xf32> to tensor<32x32xf32>
/// ```
struct FoldTargetTensorCast;

impl RewritePattern for FoldTargetTensorCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.pad")
    }
    fn name(&self) -> &'static str {
        "FoldTargetTensorCast"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let Some(pad) = read(rw, op) else {
            return false;
        };
        let result = rw.body().result(op, 0);
        let mut uses = rw.body().uses(result);
        let (Some(u), None) = (uses.next(), uses.next()) else {
            return false;
        };
        let cast = rw.body().operand_owner(u);
        if ctx.str(rw.body().op(cast).name) != "tensor.cast" {
            return false;
        }
        let ct = rw.body().value_type(rw.body().result(cast, 0));
        if !preserves_static_information(ctx, rw.body().value_type(result), ct) {
            return false;
        }
        rw.set_insertion_point_before(op);
        let v = recreate(rw, op, pad.source, &pad.low, &pad.high, ct);
        rw.replace_op(op, &[v]);
        rw.replace_op(cast, &[v]);
        true
    }
}

/// Constant padding widths become static when that makes result sizes static, with
/// the inferred result type and a cast back (MLIR's `FoldStaticPadding`).
///
/// ```mlir
/// %p = tensor.pad %t low[0, %c4] high[0, %c4] { ... } : tensor<?x64xf32> to tensor<?x?xf32>
/// // becomes
/// %padded = tensor.pad %t low[0, 4] high[0, 4] { ... } : tensor<?x64xf32> to tensor<?x72xf32>
/// %p = tensor.cast %padded : tensor<?x72xf32> to tensor<?x?xf32>
/// ```
struct FoldStaticPadding;

impl RewritePattern for FoldStaticPadding {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.pad")
    }
    fn name(&self) -> &'static str {
        "FoldStaticPadding"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let Some(pad) = read(rw, op) else {
            return false;
        };
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let Some((rshape, elem)) = shape(ctx, rt) else {
            return false;
        };
        let Some((sshape, _)) = shape(ctx, rw.body().value_type(pad.source)) else {
            return false;
        };
        // Fold the constant dynamic widths.
        let fold = |rw: &mut Rewriter<'_>, (statics, values): &(Vec<i64>, Vec<ValueId>)| {
            let mut new = (Vec::with_capacity(statics.len()), Vec::new());
            let mut next = values.iter();
            for &s in statics {
                if s != DYNAMIC {
                    new.0.push(s);
                    continue;
                }
                let &v = next.next()?;
                match const_int(rw, v).and_then(|c| i64::try_from(c).ok()) {
                    Some(c) => new.0.push(c),
                    None => {
                        new.0.push(DYNAMIC);
                        new.1.push(v);
                    }
                }
            }
            Some(new)
        };
        let (Some(low), Some(high)) = (fold(rw, &pad.low), fold(rw, &pad.high)) else {
            return false;
        };
        if sshape.len() != rshape.len()
            || low.0.len() != rshape.len()
            || high.0.len() != rshape.len()
        {
            return false;
        }
        // Only dynamic result sizes are computed; the rewrite happens when the type
        // gains static sizes.
        let new_shape: Vec<i64> = (0..rshape.len())
            .map(|i| {
                let (s, l, h) = (sshape[i], low.0[i], high.0[i]);
                if rshape[i] != DYNAMIC {
                    rshape[i]
                } else if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                    DYNAMIC
                } else {
                    s + l + h
                }
            })
            .collect();
        if new_shape == rshape || new_shape.iter().all(|&d| d == DYNAMIC) {
            return false;
        }
        let new_ty = ctx.ty(TypeKind::RankedTensor {
            shape: new_shape,
            elem,
            encoding: None,
        });
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let v = recreate(rw, op, pad.source, &low, &high, new_ty);
        let v = if new_ty == rt {
            v
        } else {
            create1(rw, "tensor.cast", vec![v], rt, loc, None)
        };
        rw.replace_op(op, &[v]);
        true
    }
}

/// Adds the `tensor.pad` patterns to `set`, in MLIR's order.
pub(crate) fn patterns(set: &mut PatternSet) {
    set.add(FoldStaticZeroPadding);
    set.add(FoldSourceTensorCast);
    set.add(FoldTargetTensorCast);
    set.add(FoldStaticPadding);
}
