//! Canonicalization of `scf.forall` (MLIR's `ForallOp::getCanonicalizationPatterns`),
//! the part that only touches the loop bounds: dynamic bounds and steps that are
//! constants become static entries of the op.
//!
//! ```mlir
//! %c320 = arith.constant 320 : index
//! scf.forall (%i) in (%c320) { ... }
//! // becomes
//! scf.forall (%i) in (320) { ... }
//! ```

use super::{constant_int, operands};
use crate::scf::{dense_array, dense_i64s};
use rmlir_ir::ir::op_attr;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, OpId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// Constant dynamic lower bounds, upper bounds and steps move into the static lists
/// (MLIR's `ForallOpControlOperandsFolder`).
///
/// ```mlir
/// scf.forall (%i) = (%c0) to (%n) step (%c2) { ... }
/// // becomes
/// scf.forall (%i) = (0) to (%n) step (2) { ... }
/// ```
struct ForallOpControlOperandsFolder;

impl RewritePattern for ForallOpControlOperandsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn name(&self) -> &'static str {
        "ForallOpControlOperandsFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let at = (rw.body_id(), op);
        let Some(seg) = crate::scf::segments(ctx, rw.ir(), at, 4) else {
            return false;
        };
        let names = ["staticLowerBound", "staticUpperBound", "staticStep"];
        let mut statics = Vec::new();
        for n in names {
            match dense_i64s(ctx, op_attr(ctx, rw.ir(), at, n)) {
                Some(s) => statics.push(s),
                None => return false,
            }
        }
        let ops = operands(rw, op);
        let mut start = 0;
        let mut dynamic: Vec<Vec<_>> = Vec::new();
        let mut changed = false;
        for (list, &count) in statics.iter_mut().zip(&seg[..3]) {
            let vals = &ops[start..start + count];
            start += count;
            let mut next = vals.iter();
            let mut kept = Vec::new();
            for entry in list.iter_mut() {
                if *entry != DYNAMIC {
                    continue;
                }
                let Some(&v) = next.next() else {
                    return false;
                };
                match constant_int(rw, v) {
                    Some((c, _)) if c != DYNAMIC as i128 => {
                        *entry = c as i64;
                        changed = true;
                    }
                    _ => kept.push(v),
                }
            }
            dynamic.push(kept);
        }
        if !changed {
            return false;
        }
        let outs = ops[start..].to_vec();
        let mut new_ops: Vec<_> = dynamic.iter().flatten().copied().collect();
        new_ops.extend(&outs);
        let mut entries = match rw.body().op(op).props().map(|p| ctx.attr_kind(p)) {
            Some(AttrKind::Dict(e)) => e.clone(),
            _ => Vec::new(),
        };
        let mut set = |name: &str, value| {
            let sym = ctx.sym(name);
            entries.retain(|(n, _)| *n != sym);
            entries.push((sym, value));
        };
        for (n, s) in names.iter().zip(&statics) {
            set(n, dense_array(ctx, 64, s));
        }
        let counts = [
            dynamic[0].len(),
            dynamic[1].len(),
            dynamic[2].len(),
            outs.len(),
        ];
        let counts: Vec<i64> = counts.iter().map(|&c| c as i64).collect();
        set("operandSegmentSizes", dense_array(ctx, 32, &counts));
        let props = ctx.dict_attr(entries);
        rw.modify(op, |b| {
            b.set_operands(op, &new_ops);
            b.op_mut(op).set_props(Some(props));
        });
        true
    }
}

/// The constant bounds of each dimension of a `scf.forall`: (lower, upper, step),
/// `None` entries where a bound is dynamic and not a constant.
fn constant_bounds(rw: &mut Rewriter<'_>, op: OpId) -> Option<Vec<[Option<i64>; 3]>> {
    let ctx = rw.ctx;
    let at = (rw.body_id(), op);
    let seg = crate::scf::segments(ctx, rw.ir(), at, 4)?;
    let names = ["staticLowerBound", "staticUpperBound", "staticStep"];
    let ops = operands(rw, op);
    let mut start = 0;
    let mut lists: Vec<Vec<Option<i64>>> = Vec::new();
    for (n, &count) in names.iter().zip(&seg[..3]) {
        let statics = dense_i64s(ctx, op_attr(ctx, rw.ir(), at, n))?;
        let vals = ops[start..start + count].to_vec();
        start += count;
        let mut next = vals.into_iter();
        let mut list = Vec::with_capacity(statics.len());
        for s in statics {
            list.push(if s != DYNAMIC {
                Some(s)
            } else {
                let v = next.next()?;
                constant_int(rw, v).and_then(|(c, _)| i64::try_from(c).ok())
            });
        }
        lists.push(list);
    }
    let n = lists[0].len();
    if lists[1].len() != n || lists[2].len() != n {
        return None;
    }
    Some(
        (0..n)
            .map(|i| [lists[0][i], lists[1][i], lists[2][i]])
            .collect(),
    )
}

/// The number of iterations of a dimension with constant (lower, upper, step)
/// (MLIR's `constantTripCount`): none when the bounds are empty or the step is
/// zero, unknown for a negative step or a dynamic bound.
fn trip_count(bounds: &[Option<i64>; 3]) -> Option<i64> {
    let [Some(lb), Some(ub), Some(step)] = *bounds else {
        return None;
    };
    if ub <= lb || step == 0 {
        Some(0)
    } else if step < 0 {
        None
    } else {
        Some((ub - lb + step - 1) / step)
    }
}

/// A `scf.forall` (without a mapping) that runs zero times is its shared outputs;
/// one whose every dimension runs once is inlined, each `parallel_insert_slice`
/// becoming a `tensor.insert_slice` into the output (MLIR's
/// `ForallOpSingleOrZeroIterationDimsFolder` and `scf::promote`; loops where only
/// some dimensions run once are left alone).
///
/// ```mlir
/// %r = scf.forall (%i) = (0) to (1) step (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
///   scf.forall.in_parallel { tensor.parallel_insert_slice %v into %o[%i] [2] [1] : ... }
/// }
/// // becomes
/// %c0 = arith.constant 0 : index
/// %r = tensor.insert_slice %v into %t[%c0] [2] [1] : ...   // then folded to [0]
/// ```
struct ForallOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ForallOpSingleOrZeroIterationDimsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn name(&self) -> &'static str {
        "ForallOpSingleOrZeroIterationDimsFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let at = (rw.body_id(), op);
        let mapped = match op_attr(ctx, rw.ir(), at, "mapping").map(|m| ctx.attr_kind(m)) {
            Some(AttrKind::Array(es)) => !es.is_empty(),
            Some(_) => true,
            None => false,
        };
        if mapped {
            return false;
        }
        let Some(bounds) = constant_bounds(rw, op) else {
            return false;
        };
        let trips: Vec<Option<i64>> = bounds.iter().map(trip_count).collect();
        let Some(seg) = crate::scf::segments(ctx, rw.ir(), at, 4) else {
            return false;
        };
        let ops = operands(rw, op);
        let outputs: Vec<rmlir_ir::ValueId> = ops[seg[0] + seg[1] + seg[2]..].to_vec();
        if trips.contains(&Some(0)) {
            rw.replace_op(op, &outputs);
            return true;
        }
        if !trips.iter().all(|t| *t == Some(1)) {
            return false;
        }
        // Inline the body: ivs become the lower bounds, shared outputs the outputs.
        let Some(&region) = rw.body().op(op).regions().first() else {
            return false;
        };
        let Some(block) = rw.body().entry_block(region) else {
            return false;
        };
        let Some(terminator) = rw.body().block_ops(block).last() else {
            return false;
        };
        if ctx.str(rw.body().op(terminator).name) != "scf.forall.in_parallel" {
            return false;
        }
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let mut replacements: Vec<rmlir_ir::ValueId> = bounds
            .iter()
            .map(|b| crate::memref::build::index_constant(rw, b[0].unwrap_or(0), loc))
            .collect();
        replacements.extend(&outputs);
        let args: Vec<rmlir_ir::ValueId> = rw.body().block_args(block).to_vec();
        if args.len() != replacements.len() {
            return false;
        }
        for (&a, &r) in args.iter().zip(&replacements) {
            rw.replace_all_uses(a, r);
        }
        let body_ops: Vec<OpId> = rw.body().block_ops(block).collect();
        for &o in &body_ops[..body_ops.len() - 1] {
            rw.move_op_before(o, op);
        }
        // The terminator's parallel inserts become inserts after the loop.
        let inserts: Vec<OpId> = rw
            .body()
            .op(terminator)
            .regions()
            .first()
            .and_then(|&r| rw.body().entry_block(r))
            .map(|b| rw.body().block_ops(b).collect())
            .unwrap_or_default();
        let mut results = Vec::new();
        rw.set_insertion_point_after(op);
        for ins in inserts {
            if ctx.str(rw.body().op(ins).name) != "tensor.parallel_insert_slice" {
                continue;
            }
            let d = rw.body().op(ins);
            let (props, iloc) = (d.props(), d.loc);
            let operands: Vec<rmlir_ir::ValueId> = rw.body().operands(ins).collect();
            let Some(&dest) = operands.get(1) else {
                return false;
            };
            let ty = rw.body().value_type(dest);
            let st = rmlir_ir::OpState {
                props,
                ..rmlir_ir::OpState::new(ctx, "tensor.insert_slice", operands, vec![ty], iloc)
            };
            let new_op = rw.create(st);
            results.push(rw.body().result(new_op, 0));
            rw.set_insertion_point_after(new_op);
        }
        let old: Vec<rmlir_ir::ValueId> = rw.body().results(op).collect();
        if old.len() != results.len() {
            return false;
        }
        rw.replace_op(op, &results);
        true
    }
}

/// Used induction variables of dimensions that run once are replaced by their
/// lower bound (MLIR's `ForallOpReplaceConstantInductionVar`; also for mapped
/// loops).
///
/// ```mlir
/// scf.forall (%i, %j) = (0, 4) to (1, 5) step (8, 8) ... { ... %o[%i, %j] ... }
/// // becomes
/// scf.forall (%i, %j) = (0, 4) to (1, 5) step (8, 8) ... { ... %o[%c0, %c4] ... }
/// ```
struct ForallOpReplaceConstantInductionVar;

impl RewritePattern for ForallOpReplaceConstantInductionVar {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn name(&self) -> &'static str {
        "ForallOpReplaceConstantInductionVar"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(bounds) = constant_bounds(rw, op) else {
            return false;
        };
        let Some(&region) = rw.body().op(op).regions().first() else {
            return false;
        };
        let Some(block) = rw.body().entry_block(region) else {
            return false;
        };
        let ivs: Vec<rmlir_ir::ValueId> = rw
            .body()
            .block_args(block)
            .iter()
            .take(bounds.len())
            .copied()
            .collect();
        let loc = rw.body().op(op).loc;
        let mut changed = false;
        for (b, iv) in bounds.iter().zip(ivs) {
            if rw.body().use_empty(iv) {
                continue;
            }
            let (Some(1), Some(lb)) = (trip_count(b), b[0]) else {
                continue;
            };
            rw.set_insertion_point_before(op);
            let c = crate::memref::build::index_constant(rw, lb, loc);
            rw.replace_all_uses(iv, c);
            changed = true;
        }
        changed
    }
}

/// Shared outputs whose result is unused, or that no `parallel_insert_slice` of the
/// terminator writes, are dropped: their writes are erased, the loop body reads the
/// initial value instead of the block argument, and the results are that value
/// (MLIR's `ForallOpIterArgsFolder`).
///
/// ```mlir
/// %r:2 = scf.forall (%i) in (%n) shared_outs(%a = %x, %b = %y) -> (...) {
///   ... tensor.extract_slice %a ...   // %a is never written
///   scf.forall.in_parallel { tensor.parallel_insert_slice %v into %b[...] ... }
/// }
/// // becomes a loop with shared_outs(%b = %y), reading %x directly; %r#0 is %x
/// ```
struct ForallOpIterArgsFolder;

impl RewritePattern for ForallOpIterArgsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn name(&self) -> &'static str {
        "ForallOpIterArgsFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let at = (rw.body_id(), op);
        let Some(seg) = crate::scf::segments(ctx, rw.ir(), at, 4) else {
            return false;
        };
        let ops = operands(rw, op);
        let n_control = seg[0] + seg[1] + seg[2];
        let outputs: Vec<rmlir_ir::ValueId> = ops[n_control..].to_vec();
        let results: Vec<rmlir_ir::ValueId> = rw.body().results(op).collect();
        let Some(&region) = rw.body().op(op).regions().first() else {
            return false;
        };
        let Some(block) = rw.body().entry_block(region) else {
            return false;
        };
        let args: Vec<rmlir_ir::ValueId> = rw.body().block_args(block).to_vec();
        let Some(terminator) = rw.body().block_ops(block).last() else {
            return false;
        };
        if ctx.str(rw.body().op(terminator).name) != "scf.forall.in_parallel"
            || results.len() != outputs.len()
            || args.len() < outputs.len()
        {
            return false;
        }
        let rank = args.len() - outputs.len();
        let inserts: Vec<OpId> = rw
            .body()
            .op(terminator)
            .regions()
            .first()
            .and_then(|&r| rw.body().entry_block(r))
            .map(|b| rw.body().block_ops(b).collect())
            .unwrap_or_default();
        // The writes into each shared output (MLIR's `getCombiningOps`).
        let writes = |rw: &Rewriter<'_>, arg: rmlir_ir::ValueId| -> Vec<OpId> {
            inserts
                .iter()
                .copied()
                .filter(|&i| {
                    ctx.str(rw.body().op(i).name) == "tensor.parallel_insert_slice"
                        && rw.body().operand(i, 1) == arg
                })
                .collect()
        };
        let dropped: Vec<bool> = (0..outputs.len())
            .map(|i| rw.body().use_empty(results[i]) || writes(rw, args[rank + i]).is_empty())
            .collect();
        if !dropped.contains(&true) {
            return false;
        }
        for i in (0..outputs.len()).filter(|&i| dropped[i]) {
            for w in writes(rw, args[rank + i]) {
                rw.erase_op(w);
            }
        }
        // The new loop: same bounds and attributes, the kept outputs.
        let kept: Vec<rmlir_ir::ValueId> = (0..outputs.len())
            .filter(|&i| !dropped[i])
            .map(|i| outputs[i])
            .collect();
        let kept_types: Vec<rmlir_ir::Type> =
            kept.iter().map(|&v| rw.body().value_type(v)).collect();
        let mut entries = match rw.body().op(op).props().map(|p| ctx.attr_kind(p)) {
            Some(AttrKind::Dict(e)) => e.clone(),
            _ => Vec::new(),
        };
        let seg_sym = ctx.sym("operandSegmentSizes");
        entries.retain(|(n, _)| *n != seg_sym);
        let counts = [
            seg[0] as i64,
            seg[1] as i64,
            seg[2] as i64,
            kept.len() as i64,
        ];
        entries.push((seg_sym, dense_array(ctx, 32, &counts)));
        let mut new_operands = ops[..n_control].to_vec();
        new_operands.extend(&kept);
        let d = rw.body().op(op);
        let st = rmlir_ir::OpState {
            props: Some(ctx.dict_attr(entries)),
            attrs: d.attrs,
            ..rmlir_ir::OpState::new(ctx, "scf.forall", new_operands, kept_types, d.loc)
        };
        rw.set_insertion_point_before(op);
        let new_op = rw.create_detached(st);
        let new_region = rw.add_region(new_op);
        rw.inline_region_before(region, new_region, None);
        rw.insert(new_op);
        // Dropped block arguments read the initial values (from the back, so the
        // indices stay valid).
        for i in (0..outputs.len()).rev().filter(|&i| dropped[i]) {
            rw.replace_all_uses(args[rank + i], outputs[i]);
            rw.erase_block_arg(block, rank + i);
        }
        let mut new_results = rw.body().results(new_op).collect::<Vec<_>>().into_iter();
        let replacements: Vec<rmlir_ir::ValueId> = (0..outputs.len())
            .map(|i| {
                if dropped[i] {
                    outputs[i]
                } else {
                    new_results.next().unwrap_or(outputs[i])
                }
            })
            .collect();
        rw.replace_op(op, &replacements);
        true
    }
}

/// Adds the `scf.forall` patterns.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(ForallOpControlOperandsFolder);
    set.add(ForallOpIterArgsFolder);
    set.add(ForallOpSingleOrZeroIterationDimsFolder);
    set.add(ForallOpReplaceConstantInductionVar);
}
