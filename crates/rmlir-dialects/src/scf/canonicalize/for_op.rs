//! Canonicalization patterns of `scf.for` (MLIR's `ForOp::getCanonicalizationPatterns`):
//! dropping loop-carried values that do not change or are not needed, removing loops
//! with a constant trip count of zero or one, and moving `tensor.cast`s of loop-carried
//! tensors into the loop.
//!
//! The trip count is MLIR's `constantTripCount`: both bounds and the step constant, the
//! difference taken in the bounds' width, signed unless the loop is `unsigned`; a zero
//! or negative step counts as zero iterations.
//!
//! ```mlir
//! %r = scf.for %i = %c0 to %c4 step %c4 iter_args(%a = %x) -> (i32) {
//!   %y = "op"(%a, %i) : (i32, index) -> i32
//!   scf.yield %y : i32
//! }
//! // one iteration: becomes
//! %y = "op"(%x, %c0) : (i32, index) -> i32
//! ```

use super::{
    Vals, add_block, constant_int, copy_attrs, create_terminator, defined_by, defined_outside,
    operands, region_block, replace_op_with_region, results, terminator, types,
};
use rmlir_ir::{Attr, BlockId, OpId, OpState, Type, TypeKind, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};
use smallvec::SmallVec;

/// The parts of an `scf.for`.
struct ForParts {
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    inits: Vals,
    block: BlockId,
    iter_args: Vals,
    yield_op: OpId,
    yielded: Vals,
}

fn for_parts(rw: &Rewriter<'_>, op: OpId) -> Option<ForParts> {
    let ops = operands(rw, op);
    if ops.len() < 3 {
        return None;
    }
    let block = region_block(rw, op, 0)?;
    let args: Vals = rw.body().block_args(block).iter().copied().collect();
    let yield_op = terminator(rw, block)?;
    let yielded = operands(rw, yield_op);
    if args.len() != ops.len() - 2 || yielded.len() != ops.len() - 3 {
        return None;
    }
    Some(ForParts {
        lb: ops[0],
        ub: ops[1],
        step: ops[2],
        inits: ops[3..].iter().copied().collect(),
        block,
        iter_args: args[1..].iter().copied().collect(),
        yield_op,
        yielded,
    })
}

/// Creates an `scf.for` like `like` (same bounds, step and attributes) carrying
/// `inits`, at the insertion point; its block has the induction variable and one
/// argument per init, and a terminator only when there are no inits (MLIR's
/// `ForOp::build` without a body builder).
fn create_for_like(rw: &mut Rewriter<'_>, like: OpId, inits: &[ValueId]) -> (OpId, BlockId) {
    let ops = operands(rw, like);
    let loc = rw.body().op(like).loc;
    let mut all = ops[..3].to_vec();
    all.extend_from_slice(inits);
    let init_types = types(rw, inits);
    let mut st = OpState::new(rw.ctx, "scf.for", all, init_types.clone(), loc);
    copy_attrs(rw, like, &mut st);
    let (op, rs) = super::create_with_regions(rw, st, 1);
    let mut arg_types = vec![rw.body().value_type(ops[0])];
    arg_types.extend(init_types);
    let block = add_block(rw, rs[0], &arg_types, loc);
    if inits.is_empty() {
        let ip = rw.insertion_point();
        rw.set_insertion_point_to_end(block);
        create_terminator(rw, "scf.yield", Vec::new(), loc);
        rw.restore_insertion_point(ip);
    }
    rw.insert(op);
    (op, block)
}

/// Loop-carried values that never change or are not needed are dropped (MLIR's
/// `ForOpIterArgsFolder`): an iter_arg yielded unchanged, one whose init is yielded
/// back, iter_args that only pass each other's values around in a cycle starting from
/// one init, one unused both inside and after the loop, and one carrying the same init
/// and yielded value as an earlier one.
///
/// ```mlir
/// %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, f32) {
///   %z = "op"(%a) : (i32) -> i32
///   scf.yield %z, %b : i32, f32
/// }
/// // becomes (uses of %r#1 use %y)
/// %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
///   %z = "op"(%a) : (i32) -> i32
///   scf.yield %z : i32
/// }
/// ```
struct ForOpIterArgsFolder;

/// Which iter_args lie on a cycle of the yield (iter_arg `i` yields iter_arg `j`, which
/// yields ... back to `i`) whose members all start from the same init: they hold that
/// init on every iteration.
///
/// ```mlir
/// %r:2 = scf.for ... iter_args(%a = %x, %b = %x) -> (i32, i32) {
///   scf.yield %b, %a : i32, i32        // %a and %b are always %x
/// }
/// ```
fn same_init_cycles(inits: &[ValueId], args: &[ValueId], yielded: &[ValueId]) -> Vec<bool> {
    let n = args.len().min(inits.len()).min(yielded.len());
    let next = |i: usize| args[..n].iter().position(|&a| a == yielded[i]);
    let mut cyclic = vec![false; n];
    for start in 0..n {
        if cyclic[start] {
            continue;
        }
        let mut members = vec![start];
        let mut cur = start;
        let closes = loop {
            match next(cur) {
                Some(j) if j == start => break true,
                Some(j) if !members.contains(&j) && members.len() < n => {
                    members.push(j);
                    cur = j;
                }
                _ => break false,
            }
        };
        if closes && members.iter().all(|&m| inits[m] == inits[start]) {
            for m in members {
                cyclic[m] = true;
            }
        }
    }
    cyclic
}

/// An (init, yielded) pair met by [`ForOpIterArgsFolder`], with its argument and result.
type SeenPair = ((ValueId, ValueId), (ValueId, ValueId));

impl RewritePattern for ForOpIterArgsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }
    fn name(&self) -> &'static str {
        "ForOpIterArgsFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = for_parts(rw, op) else {
            return false;
        };
        let res = results(rw, op);
        let n = res.len();
        if p.inits.len() != n {
            return false;
        }
        if n == 0 {
            return false;
        }
        let mut keep: SmallVec<[bool; 4]> = SmallVec::with_capacity(n);
        let mut transfer: SmallVec<[Option<ValueId>; 5]> = smallvec::smallvec![None];
        let mut new_results: SmallVec<[Option<ValueId>; 4]> = SmallVec::with_capacity(n);
        let mut new_inits: Vals = Vals::new();
        // (init, yielded) pairs met so far, with their argument and result (few: a scan).
        let mut seen: SmallVec<[SeenPair; 4]> = SmallVec::new();
        let mut changed = false;
        let cyclic = same_init_cycles(&p.inits, &p.iter_args, &p.yielded);
        let quads = p.inits.iter().zip(&p.iter_args).zip(&res).zip(&p.yielded);
        for (i, (((&init, &arg), &result), &yielded)) in quads.enumerate() {
            let forwarded = cyclic[i]
                || arg == yielded
                || init == yielded
                || (rw.body().use_empty(arg) && rw.body().use_empty(result));
            if forwarded {
                changed = true;
                keep.push(false);
                transfer.push(Some(init));
                new_results.push(Some(init));
                continue;
            }
            if let Some(&(_, (same_arg, same_result))) =
                seen.iter().find(|(k, _)| *k == (init, yielded))
            {
                changed = true;
                keep.push(false);
                rw.replace_all_uses(arg, same_arg);
                rw.replace_all_uses(result, same_result);
                transfer.push(Some(init));
                new_results.push(Some(init));
                continue;
            }
            seen.push(((init, yielded), (arg, result)));
            keep.push(true);
            new_inits.push(init);
            transfer.push(None);
            new_results.push(None);
        }
        if !changed {
            return false;
        }
        rw.set_insertion_point_before(op);
        let (new_for, new_block) = create_for_like(rw, op, &new_inits);
        let new_args = rw.body().block_args(new_block).to_vec();
        transfer[0] = Some(new_args[0]);
        let mut k = 0;
        for i in 0..n {
            if transfer[i + 1].is_none() {
                transfer[i + 1] = Some(new_args[1 + k]);
                new_results[i] = Some(rw.body().result(new_for, k));
                k += 1;
            }
        }
        let transfer: Vec<ValueId> = transfer.into_iter().flatten().collect();
        let new_results: Vec<ValueId> = new_results.into_iter().flatten().collect();
        if new_inits.is_empty() {
            let new_yield = terminator(rw, new_block).expect("built with a terminator");
            rw.inline_block_before(p.block, new_block, Some(new_yield), &transfer);
            if let Some(old_yield) = rw.body().prev_op(new_yield) {
                rw.erase_op(old_yield);
            }
        } else {
            rw.merge_blocks(p.block, new_block, &transfer);
            let merged = p.yield_op;
            let vals = operands(rw, merged);
            let kept: Vec<ValueId> = (0..n).filter(|&i| keep[i]).map(|i| vals[i]).collect();
            let loc = rw.body().op(merged).loc;
            rw.set_insertion_point_before(merged);
            create_terminator(rw, "scf.yield", kept, loc);
            rw.erase_op(merged);
        }
        rw.replace_op(op, &new_results);
        true
    }
}

/// The constant trip count of a loop from `lb` to `ub` by `step` (MLIR's
/// `constantTripCount` without a bound-difference oracle).
pub(super) fn constant_trip_count(
    rw: &mut Rewriter<'_>,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    signed: bool,
) -> Option<u128> {
    if lb == ub {
        return Some(0);
    }
    let step_c = constant_int(rw, step);
    if let Some((s, _)) = step_c
        && s <= 0
    {
        return Some(0);
    }
    let (l, width) = constant_int(rw, lb)?;
    let (u, _) = constant_int(rw, ub)?;
    let width = width.clamp(1, 64);
    let mask: i128 = if width == 64 {
        u64::MAX as i128
    } else {
        (1i128 << width) - 1
    };
    let (l, u) = if signed { (l, u) } else { (l & mask, u & mask) };
    if u <= l {
        return Some(0);
    }
    let diff = (u - l) & mask;
    if signed && (diff >> (width - 1)) & 1 == 1 {
        return Some(0);
    }
    let (s, _) = step_c?;
    let s = (s & mask) as u128;
    let diff = diff as u128;
    Some(diff.div_ceil(s))
}

/// Loops with a constant trip count of zero are replaced by their inits, of one by
/// their body, and empty loops running at least twice by the values they yield from
/// outside (MLIR's `SimplifyTrivialLoops`).
///
/// ```mlir
/// %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (i32) {
///   scf.yield %y : i32
/// }
/// // becomes: uses of %r use %y
/// ```
struct SimplifyTrivialLoops;

impl RewritePattern for SimplifyTrivialLoops {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }
    fn name(&self) -> &'static str {
        "SimplifyTrivialLoops"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = for_parts(rw, op) else {
            return false;
        };
        if rw.body().num_results(op) != p.inits.len() {
            return false;
        }
        rw.set_insertion_point_before(op);
        if p.lb == p.ub {
            rw.replace_op(op, &p.inits);
            return true;
        }
        let signed =
            rmlir_ir::ir::op_attr(rw.ctx, rw.ir(), (rw.body_id(), op), "unsignedCmp").is_none();
        let Some(trips) = constant_trip_count(rw, p.lb, p.ub, p.step, signed) else {
            return false;
        };
        if trips == 0 {
            rw.replace_op(op, &p.inits);
            return true;
        }
        if trips == 1 {
            let mut args = vec![p.lb];
            args.extend(&p.inits);
            let region = rw.body().op(op).regions()[0];
            replace_op_with_region(rw, op, region, &args);
            return true;
        }
        if rw.body().first_op(p.block) != Some(p.yield_op) {
            return false;
        }
        if p.yielded.iter().any(|&v| !defined_outside(rw, v, op)) {
            return false;
        }
        rw.replace_op(op, &p.yielded);
        true
    }
}

/// The shape, element type and encoding of a ranked tensor type.
fn ranked_tensor(rw: &Rewriter<'_>, t: Type) -> Option<(Vec<i64>, Type, Option<Attr>)> {
    match rw.ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => Some((shape.clone(), *elem, *encoding)),
        _ => None,
    }
}

/// Whether casting `source` to `target` loses no static size (MLIR's
/// `tensor::preservesStaticInformation`).
fn preserves_static_information(rw: &Rewriter<'_>, source: Type, target: Type) -> bool {
    let (Some(s), Some(t)) = (ranked_tensor(rw, source), ranked_tensor(rw, target)) else {
        return false;
    };
    if s.1 != t.1 || s.0.len() != t.0.len() || s.2 != t.2 {
        return false;
    }
    let dynamic = rmlir_ir::types::DYNAMIC;
    s.0.iter()
        .zip(&t.0)
        .all(|(&a, &b)| a == dynamic || b != dynamic)
}

/// Creates `tensor.cast %v : ... to ty` at the insertion point.
fn create_cast(rw: &mut Rewriter<'_>, v: ValueId, ty: Type, loc: Attr) -> ValueId {
    let c = rw.create(OpState::new(rw.ctx, "tensor.cast", vec![v], vec![ty], loc));
    rw.body().result(c, 0)
}

/// A loop-carried tensor that enters through a `tensor.cast` to a less static type
/// is carried with the static type instead, cast inside the loop (MLIR's
/// `ForOpTensorCastFolder`).
///
/// ```mlir
/// %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
/// %r = scf.for ... iter_args(%a = %0) -> (tensor<?xf32>) { ... scf.yield %n : tensor<?xf32> }
/// // becomes
/// %l = scf.for ... iter_args(%b = %t) -> (tensor<4xf32>) {
///   %a = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
///   ...
///   %m = tensor.cast %n : tensor<?xf32> to tensor<4xf32>
///   scf.yield %m : tensor<4xf32>
/// }
/// %r = tensor.cast %l : tensor<4xf32> to tensor<?xf32>
/// ```
struct ForOpTensorCastFolder;

impl RewritePattern for ForOpTensorCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }
    fn name(&self) -> &'static str {
        "ForOpTensorCastFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(p) = for_parts(rw, op) else {
            return false;
        };
        let res = results(rw, op);
        for (i, &init) in p.inits.iter().enumerate() {
            let Some(cast) = defined_by(rw, init, "tensor.cast") else {
                continue;
            };
            let source = rw.body().operand(cast, 0);
            let (src_ty, dst_ty) = (rw.body().value_type(source), rw.body().value_type(init));
            if src_ty == dst_ty || !preserves_static_information(rw, dst_ty, src_ty) {
                continue;
            }
            let Some(&result) = res.get(i) else {
                continue;
            };
            if rw.body().uses(result).count() != 1 {
                continue;
            }
            let loc = rw.body().op(op).loc;
            let mut inits = p.inits.clone();
            inits[i] = source;
            rw.set_insertion_point_before(op);
            let (new_for, new_block) = create_for_like(rw, op, &inits);
            let mut transfer = rw.body().block_args(new_block).to_vec();
            rw.set_insertion_point_to_start(new_block);
            transfer[1 + i] = create_cast(rw, transfer[1 + i], dst_ty, loc);
            rw.merge_blocks(p.block, new_block, &transfer);
            let old_yield = p.yield_op;
            let mut vals = operands(rw, old_yield);
            rw.set_insertion_point_before(old_yield);
            vals[i] = create_cast(rw, vals[i], src_ty, loc);
            create_terminator(rw, "scf.yield", vals.into_vec(), loc);
            rw.erase_op(old_yield);
            rw.set_insertion_point_after(new_for);
            let mut repl = results(rw, new_for);
            repl[i] = create_cast(rw, repl[i], dst_ty, loc);
            rw.replace_op(op, &repl);
            return true;
        }
        false
    }
}

/// Adds the `scf.for` patterns in upstream's order.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(ForOpIterArgsFolder);
    set.add(SimplifyTrivialLoops);
    set.add(ForOpTensorCastFolder);
}
