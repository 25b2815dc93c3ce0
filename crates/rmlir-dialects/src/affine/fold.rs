//! Fold hooks of the affine ops (MLIR's `fold` methods in `AffineOps.cpp`) and the
//! dialect's constant materializer.
//!
//! Most of them rewrite the op in place: `affine.for` folds constant bounds and
//! canonicalizes its bound maps, `affine.if` composes and canonicalizes its condition,
//! `affine.load`/`affine.store` read through `memref.cast`. `affine.apply`,
//! `affine.min` and `affine.max` fold to an operand or a constant, and an `affine.for`
//! that runs zero times folds to its initial values.
//!
//! ```mlir
//! %c4 = arith.constant 4 : index
//! %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%c4)   // folds to 8
//! affine.for %i = 0 to %c4 { }                           // becomes affine.for %i = 0 to 4
//! ```

use super::operands::{MapCx, for_bounds};
use super::{map_attr, map_of};
use crate::build::set_prop;
use crate::scf::{attr_of, dense_array, entry_terminator, op_name, operands, segments};
use rmlir_affine::{AffineExpr, AffineMap, IntegerSet};
use rmlir_ir::fold::{FoldCx, FoldResult, Folded};
use rmlir_ir::ir::{OpId, ValueId, lookup_symbol_from};
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpRef, OpState, Type, TypeKind};

/// The affine dialect's constant materializer: `arith.constant` for integer, float and
/// dense elements attributes of the requested type (MLIR's
/// `AffineDialect::materializeConstant`, which defers to arith's).
///
/// ```mlir
/// // 8 : index becomes
/// %c8 = arith.constant 8 : index
/// ```
pub(super) fn materialize(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpState> {
    if crate::ub::is_poison(ctx, value) {
        return crate::ub::materialize_poison(ctx, value, ty, loc);
    }
    let buildable = match ctx.attr_kind(value) {
        AttrKind::Integer { ty: t, .. }
        | AttrKind::Float { ty: t, .. }
        | AttrKind::DenseElements { ty: t, .. } => *t == ty,
        _ => false,
    };
    if !buildable {
        return None;
    }
    Some(OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("value"), value)])),
        ..OpState::new(ctx, "arith.constant", Vec::new(), vec![ty], loc)
    })
}

/// The integer value of each constant operand.
fn const_ints(ctx: &Context, operands: &[Option<Attr>]) -> Vec<Option<i64>> {
    operands
        .iter()
        .map(|a| match a.map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => i64::try_from(*value).ok(),
            _ => None,
        })
        .collect()
}

/// `affine.apply` folds to its operand when the map is a single dim or symbol, and to
/// a constant when every input it uses is constant (MLIR's `AffineApplyOp::fold`);
/// a division or `mod` by zero or by a negative constant folds to poison.
///
/// ```mlir
/// %0 = affine.apply affine_map<(d0)[s0] -> (s0)>(%i)[%n]   // folds to %n
/// %1 = affine.apply affine_map<(d0) -> (d0 mod -1)>(%c7)  // folds to ub.poison
/// ```
pub(super) fn apply(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some((_, map)) = map_of(cx.ctx, cx.ir, (cx.body, op), "map") else {
        return Folded::No;
    };
    let ops = operands(cx.ir, (cx.body, op));
    if map.num_results() != 1 || ops.len() != map.num_inputs() as usize {
        return Folded::No;
    }
    match map.results[0] {
        AffineExpr::Dim(p) => return Folded::value(ops[p as usize]),
        AffineExpr::Symbol(p) => return Folded::value(ops[(map.num_dims + p) as usize]),
        _ => {}
    }
    match map.constant_fold(&const_ints(cx.ctx, cx.operands)) {
        Ok(Some(v)) => Folded::attr(cx.ctx.int_attr(cx.ctx.index_type(), i128::from(v[0]))),
        Ok(None) => Folded::No,
        Err(_) => Folded::attr(crate::ub::poison_attr(cx.ctx)),
    }
}

/// `affine.min`/`affine.max`: constant results are folded into the map; when all are
/// constant the op folds to the smallest (largest), and a one-symbol map that is just
/// `d0` folds to the first operand (MLIR's `foldMinMaxOp`).
///
/// ```mlir
/// %0 = affine.min affine_map<(d0) -> (d0, 8)>(%c4)   // folds to 4
/// ```
fn min_max(cx: &mut FoldCx<'_>, op: OpId, is_min: bool) -> Folded {
    let Some((_, map)) = map_of(cx.ctx, cx.ir, (cx.body, op), "map") else {
        return Folded::No;
    };
    let ops = operands(cx.ir, (cx.body, op));
    if ops.len() != map.num_inputs() as usize {
        return Folded::No;
    }
    let folded = map.partial_constant_fold(&const_ints(cx.ctx, cx.operands));
    let fm = &folded.map;
    // MLIR asks `isSymbolIdentity`, which (as of 22) checks for `d0`, not `s0`: a map
    // `(d0)[s0] -> (d0)` folds to its first operand, `()[s0] -> (s0)` does not.
    if fm.num_symbols == 1 && fm.results.len() == 1 && fm.results[0] == AffineExpr::Dim(0) {
        return Folded::value(ops[0]);
    }
    match folded.values {
        None => {
            if folded.map == map {
                return Folded::No;
            }
            let a = map_attr(cx.ctx, folded.map);
            set_prop(cx.ctx, cx.ir, (cx.body, op), "map", a);
            Folded::InPlace
        }
        Some(values) => {
            let v = if is_min {
                values.iter().min()
            } else {
                values.iter().max()
            };
            match v {
                Some(&v) => Folded::attr(cx.ctx.int_attr(cx.ctx.index_type(), i128::from(v))),
                None => Folded::No,
            }
        }
    }
}

/// See [`min_max`].
pub(super) fn min(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    min_max(cx, op, true)
}

/// See [`min_max`].
pub(super) fn max(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    min_max(cx, op, false)
}

/// Reads through `memref.cast`s of ranked memrefs in the operand slots `from..`
/// (MLIR's `memref::foldMemRefCast`). Returns whether an operand changed.
fn fold_memref_casts(ctx: &Context, ir: &mut Ir, op: OpRef, from: usize) -> bool {
    let body = ir.body(op.0);
    let slots: Vec<_> = body.operand_ids(op.1).skip(from).collect();
    let mut changes = Vec::new();
    for slot in slots {
        let v = body.operand_value(slot);
        let Some(def) = body.defining_op(v) else {
            continue;
        };
        if op_name(ir, (op.0, def)) != Some("memref.cast") {
            continue;
        }
        let src = body.operand(def, 0);
        if matches!(
            ctx.type_kind(body.value_type(src)),
            TypeKind::UnrankedMemRef { .. }
        ) {
            continue;
        }
        changes.push((slot, src));
    }
    let changed = !changes.is_empty();
    let b = ir.body_mut(op.0);
    for (slot, src) in changes {
        b.set_operand_value(slot, src);
    }
    changed
}

/// `affine.load` (and `affine.store`, skipping the stored value) of a `memref.cast`
/// reads the cast's source instead.
///
/// ```mlir
/// %m = memref.cast %a : memref<4xf32> to memref<?xf32>
/// %v = affine.load %m[%i] : memref<?xf32>   // becomes affine.load %a[%i] : memref<4xf32>
/// ```
pub(super) fn load(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if fold_memref_casts(cx.ctx, cx.ir, (cx.body, op), 0) {
        return Folded::InPlace;
    }
    match global_load_value(cx.ctx, cx.ir, (cx.body, op)) {
        Some(a) => Folded::attr(a),
        None => Folded::No,
    }
}

/// The element an `affine.load` reads from a constant `memref.global`: any element of
/// a splat, or the element at constant indices (the rest of MLIR's
/// `AffineLoadOp::fold`).
///
/// ```mlir
/// memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
/// %m = memref.get_global @g : memref<2xf32>
/// %v = affine.load %m[1] : memref<2xf32>   // folds to 2.0 : f32
/// ```
fn global_load_value(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Attr> {
    let mem = ir.body(op.0).operand(op.1, 0);
    let get = ir.body(op.0).defining_op(mem)?;
    if op_name(ir, (op.0, get)) != Some("memref.get_global") {
        return None;
    }
    let AttrKind::SymbolRef { root, nested } =
        ctx.attr_kind(attr_of(ctx, ir, (op.0, get), "name")?)
    else {
        return None;
    };
    if !nested.is_empty() {
        return None;
    }
    let global = lookup_symbol_from(ctx, ir, (op.0, get), ctx.str(*root).as_bytes())?;
    if ctx.str(global.name) != "memref.global" || global.attr(ctx, "constant").is_none() {
        return None;
    }
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(global.attr(ctx, "initial_value")?)
    else {
        return None;
    };
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(*ty) else {
        return None;
    };
    let bits = match data {
        rmlir_ir::attrs::DenseData::Splat(v) => *v.first()?,
        rmlir_ir::attrs::DenseData::Elements(v) => {
            let (_, map) = map_of(ctx, ir, op, "map")?;
            let idx = map.constant_results()?;
            if idx.len() != shape.len() {
                return None;
            }
            let mut linear = 0usize;
            for (&i, &d) in idx.iter().zip(shape) {
                let (i, d) = (usize::try_from(i).ok()?, usize::try_from(d).ok()?);
                if i >= d {
                    return None;
                }
                linear = linear.checked_mul(d)?.checked_add(i)?;
            }
            *v.get(linear)?
        }
        rmlir_ir::attrs::DenseData::Strings(_) => return None,
    };
    match ctx.type_kind(*elem) {
        TypeKind::Integer { width, signedness } => Some(ctx.int_attr(
            *elem,
            rmlir_ir::attrs::normalize_int(bits as i128, *width, *signedness),
        )),
        TypeKind::Index => Some(ctx.int_attr(*elem, bits as u64 as i64 as i128)),
        TypeKind::Float(_) => Some(ctx.attr(AttrKind::Float { ty: *elem, bits })),
        _ => None,
    }
}

/// See [`load`].
pub(super) fn store(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if fold_memref_casts(cx.ctx, cx.ir, (cx.body, op), 1) {
        return Folded::InPlace;
    }
    Folded::No
}

/// The operand groups of an `affine.for`: lower bound, upper bound, inits.
fn for_groups(ctx: &Context, ir: &Ir, op: OpRef) -> Option<[Vec<ValueId>; 3]> {
    let seg = segments(ctx, ir, op, 3)?;
    let ops = operands(ir, op);
    if seg.iter().sum::<usize>() != ops.len() {
        return None;
    }
    let (lb, rest) = ops.split_at(seg[0]);
    let (ub, inits) = rest.split_at(seg[1]);
    Some([lb.to_vec(), ub.to_vec(), inits.to_vec()])
}

/// Sets the bounds of an `affine.for` (maps, operands and segment sizes).
fn set_for_bounds(
    ctx: &Context,
    ir: &mut Ir,
    op: OpRef,
    (lb_ops, lb): (&[ValueId], AffineMap),
    (ub_ops, ub): (&[ValueId], AffineMap),
    inits: &[ValueId],
) {
    let mut all = lb_ops.to_vec();
    all.extend_from_slice(ub_ops);
    all.extend_from_slice(inits);
    ir.body_mut(op.0).set_operands(op.1, &all);
    let a = map_attr(ctx, lb);
    set_prop(ctx, ir, op, "lowerBoundMap", a);
    let a = map_attr(ctx, ub);
    set_prop(ctx, ir, op, "upperBoundMap", a);
    let sizes = [lb_ops.len(), ub_ops.len(), inits.len()].map(|x| x as i64);
    let a = dense_array(ctx, 32, &sizes);
    set_prop(ctx, ir, op, "operandSegmentSizes", a);
}

/// The trip count of an `affine.for` with constant bounds and a positive step (MLIR's
/// `getTrivialConstantTripCount`).
pub(super) fn trip_count(ctx: &Context, ir: &Ir, op: OpRef) -> Option<u64> {
    let (lb, ub, step) = for_bounds(ctx, ir, op)?;
    let (lb, ub) = (lb.single_constant_result()?, ub.single_constant_result()?);
    if step <= 0 {
        return None;
    }
    let span = ub.checked_sub(lb)?;
    Some(if span <= 0 {
        0
    } else {
        (span as u64).div_ceil(step as u64)
    })
}

/// `affine.for`: bounds whose operands are all constant become constant bounds (the
/// largest lower, smallest upper result), the bound maps are composed and
/// canonicalized with their operands, and a loop with results that runs zero times
/// folds to its initial values (MLIR's `AffineForOp::fold` with `foldLoopBounds` and
/// `canonicalizeLoopBounds`).
///
/// ```mlir
/// affine.for %i = affine_map<(d0) -> (d0)>(%c2) to %n { }
/// // becomes
/// affine.for %i = 2 to %n { }
/// ```
pub(super) fn for_op(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let (ctx, me) = (cx.ctx, (cx.body, op));
    let Some([mut lb_ops, mut ub_ops, inits]) = for_groups(ctx, cx.ir, me) else {
        return Folded::No;
    };
    let Some((mut lb, mut ub, _)) = for_bounds(ctx, cx.ir, me) else {
        return Folded::No;
    };
    if lb.num_inputs() as usize != lb_ops.len()
        || ub.num_inputs() as usize != ub_ops.len()
        || lb.results.is_empty()
        || ub.results.is_empty()
    {
        return Folded::No;
    }
    // Constant bounds (`affine.for %i = 0 to 16`), the usual case, are already in
    // canonical form: nothing below can change them.
    let constant_bounds = lb_ops.is_empty()
        && ub_ops.is_empty()
        && lb.is_single_constant()
        && ub.is_single_constant();
    if constant_bounds {
        return fold_empty_trip(cx, op, &inits, false);
    }
    let consts = const_ints(ctx, cx.operands);
    let ub_offset = lb_ops.len();
    let mut changed = false;
    // Constant bounds.
    for lower in [true, false] {
        let (map, ops, offset) = if lower {
            (&mut lb, &mut lb_ops, 0)
        } else {
            (&mut ub, &mut ub_ops, ub_offset)
        };
        if map.is_single_constant() {
            continue;
        }
        let operand_consts = &consts[offset..offset + ops.len()];
        let Ok(Some(values)) = map.constant_fold(operand_consts) else {
            continue;
        };
        let v = if lower {
            values.iter().max()
        } else {
            values.iter().min()
        };
        if let Some(&v) = v {
            *map = AffineMap::constant(v);
            ops.clear();
            changed = true;
        }
    }
    // Canonical bound maps.
    let mcx = MapCx {
        ctx,
        ir: cx.ir,
        body: cx.body,
    };
    let (prev_lb, prev_ub) = (lb.clone(), ub.clone());
    let (mut new_lb, mut new_lb_ops) = (lb.clone(), lb_ops.clone());
    let (mut new_ub, mut new_ub_ops) = (ub.clone(), ub_ops.clone());
    mcx.compose(&mut new_lb, &mut new_lb_ops);
    mcx.canonicalize(&mut new_lb, &mut new_lb_ops);
    mcx.simplify_min_max(&mut new_lb, &new_lb_ops, true);
    mcx.simplify_min_max(&mut new_ub, &new_ub_ops, false);
    new_lb = new_lb.remove_adjacent_duplicates();
    mcx.compose(&mut new_ub, &mut new_ub_ops);
    mcx.canonicalize(&mut new_ub, &mut new_ub_ops);
    new_ub = new_ub.remove_adjacent_duplicates();
    if new_lb != prev_lb && !new_lb.results.is_empty() {
        (lb, lb_ops) = (new_lb, new_lb_ops);
        changed = true;
    }
    if new_ub != prev_ub && !new_ub.results.is_empty() {
        (ub, ub_ops) = (new_ub, new_ub_ops);
        changed = true;
    }
    if changed {
        set_for_bounds(ctx, cx.ir, me, (&lb_ops, lb), (&ub_ops, ub), &inits);
    }
    fold_empty_trip(cx, op, &inits, changed)
}

/// The end of `affine.for`'s folder: a loop with results that runs zero times folds to
/// its initial values; otherwise it folded in place when its bounds `changed`.
fn fold_empty_trip(cx: &mut FoldCx<'_>, op: OpId, inits: &[ValueId], changed: bool) -> Folded {
    if trip_count(cx.ctx, cx.ir, (cx.body, op)) == Some(0)
        && cx.ir.body(cx.body).num_results(op) != 0
    {
        return Folded::Results(inits.iter().map(|&v| FoldResult::Value(v)).collect());
    }
    if changed { Folded::InPlace } else { Folded::No }
}

/// `affine.if`: the condition is composed with the `affine.apply`s producing its
/// operands and canonicalized with them (MLIR's `AffineIfOp::fold`).
///
/// ```mlir
/// affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %i) { }
/// // becomes
/// affine.if affine_set<(d0) : (0 >= 0)>(%i) { }
/// ```
pub(super) fn if_op(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let me = (cx.body, op);
    let Some(a) = attr_of(cx.ctx, cx.ir, me, "condition") else {
        return Folded::No;
    };
    let AttrKind::IntegerSet(old) = cx.ctx.attr_kind(a) else {
        return Folded::No;
    };
    let old: IntegerSet = old.clone();
    let old_ops = operands(cx.ir, me);
    if old_ops.len() != old.num_inputs() as usize {
        return Folded::No;
    }
    let mcx = MapCx {
        ctx: cx.ctx,
        ir: cx.ir,
        body: cx.body,
    };
    let (mut set, mut ops) = (old.clone(), old_ops.to_vec());
    mcx.compose_set(&mut set, &mut ops);
    mcx.canonicalize_set(&mut set, &mut ops);
    if set == old && ops[..] == old_ops[..] {
        return Folded::No;
    }
    let a = cx.ctx.attr(AttrKind::IntegerSet(set));
    set_prop(cx.ctx, cx.ir, me, "condition", a);
    cx.ir.body_mut(cx.body).set_operands(op, &ops);
    Folded::InPlace
}

/// The values an `affine.for`'s body yields, when it only yields (for the empty-loop
/// pattern).
pub(super) fn yield_only_body(ir: &Ir, op: OpRef) -> Option<Vec<ValueId>> {
    let term = entry_terminator(ir, op, 0)?;
    let rb = crate::scf::region_body(ir, op);
    let b = ir.body(rb);
    let block = b.op_block(term)?;
    if b.first_op(block) != Some(term) || op_name(ir, (rb, term)) != Some("affine.yield") {
        return None;
    }
    Some(b.operands(term).collect())
}

/// `affine.parallel`: the lower and upper bound maps are composed with the
/// `affine.apply`s producing their operands and canonicalized (MLIR's
/// `AffineParallelOp::fold`).
///
/// ```mlir
/// %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
/// affine.parallel (%i) = (0) to (%0) { }
/// // becomes
/// affine.parallel (%i) = (0) to (symbol(%n) * 2) { }
/// ```
pub(super) fn parallel(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let me = (cx.body, op);
    let (Some((_, lb)), Some((_, ub))) = (
        map_of(cx.ctx, cx.ir, me, "lowerBoundsMap"),
        map_of(cx.ctx, cx.ir, me, "upperBoundsMap"),
    ) else {
        return Folded::No;
    };
    let ops = operands(cx.ir, me);
    if ops.len() != (lb.num_inputs() + ub.num_inputs()) as usize {
        return Folded::No;
    }
    let (lb_ops, ub_ops) = ops.split_at(lb.num_inputs() as usize);
    let mcx = MapCx {
        ctx: cx.ctx,
        ir: cx.ir,
        body: cx.body,
    };
    let canonical = |map: &AffineMap, ops: &[ValueId]| {
        let (mut m, mut o) = (map.clone(), ops.to_vec());
        mcx.compose(&mut m, &mut o);
        (m != *map || o != ops).then_some((m, o))
    };
    let new_lb = canonical(&lb, lb_ops);
    let new_ub = canonical(&ub, ub_ops);
    if new_lb.is_none() && new_ub.is_none() {
        return Folded::No;
    }
    let (lb, lb_ops) = new_lb.unwrap_or((lb, lb_ops.to_vec()));
    let (ub, ub_ops) = new_ub.unwrap_or((ub, ub_ops.to_vec()));
    let mut all = lb_ops;
    all.extend(ub_ops);
    cx.ir.body_mut(cx.body).set_operands(op, &all);
    let a = map_attr(cx.ctx, lb);
    set_prop(cx.ctx, cx.ir, me, "lowerBoundsMap", a);
    let a = map_attr(cx.ctx, ub);
    set_prop(cx.ctx, cx.ir, me, "upperBoundsMap", a);
    Folded::InPlace
}
