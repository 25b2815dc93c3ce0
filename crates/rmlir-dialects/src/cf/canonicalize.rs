//! Canonicalization patterns of the cf dialect (MLIR's `ControlFlowOps.cpp`):
//! branching straight to a lone successor's contents, skipping blocks that only
//! branch on, deciding constant conditions, and merging identical successors.
//!
//! ```mlir
//!   cf.cond_br %true, ^bb1, ^bb2       // becomes: cf.br ^bb1
//! ^bb1:
//!   cf.br ^bb3(%x : i32)               // ^bb0 jumps to ^bb3 directly
//! ```

use rmlir_ir::fold::constant_of;
use rmlir_ir::ir::ValueDef;
use rmlir_ir::{AttrKind, BlockId, OpId, OpState, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// The predecessor blocks of `block`, one per branch edge.
fn predecessor_edges(rw: &Rewriter<'_>, block: BlockId) -> Vec<BlockId> {
    rw.body()
        .predecessor_edges(block)
        .into_iter()
        .map(|(b, _, _)| b)
        .collect()
}

fn is_op(rw: &Rewriter<'_>, op: OpId, name: &str) -> bool {
    rw.ctx.str(rw.body().op(op).name) == name
}

/// `cf.cond_br`'s (condition, true operands, false operands).
fn cond_br_parts(rw: &Rewriter<'_>, op: OpId) -> (ValueId, Vec<ValueId>, Vec<ValueId>) {
    let ops: Vec<ValueId> = rw.body().operands(op).collect();
    let nt = super::cond_br_segments(rw.ctx, rw.ir(), (rw.body_id(), op))
        .map_or(ops.len() - 1, |seg| seg[1]);
    (ops[0], ops[1..1 + nt].to_vec(), ops[1 + nt..].to_vec())
}

/// Creates `cf.br ^dest(operands)` at the insertion point.
fn create_br(
    rw: &mut Rewriter<'_>,
    dest: BlockId,
    operands: Vec<ValueId>,
    loc: rmlir_ir::Attr,
) -> OpId {
    rw.create(OpState {
        successors: vec![dest],
        ..OpState::new(rw.ctx, "cf.br", operands, Vec::new(), loc)
    })
}

/// Replaces `op` with `cf.br ^dest(operands)`, keeping its discardable attributes.
pub(super) fn replace_with_br(
    rw: &mut Rewriter<'_>,
    op: OpId,
    dest: BlockId,
    operands: Vec<ValueId>,
) {
    let loc = rw.body().op(op).loc;
    rw.set_insertion_point_before(op);
    create_br(rw, dest, operands, loc);
    rw.replace_op(op, &[]);
}

/// If `dest` only holds a `cf.br` that just forwards `dest`'s arguments (or other
/// values) elsewhere, the edge can go there directly: returns the new target and
/// operands (MLIR's `collapseBranch`). Not when the branches from there lead around
/// a cycle of unconditional branches.
pub(super) fn collapse_branch(
    rw: &Rewriter<'_>,
    dest: BlockId,
    operands: &[ValueId],
) -> Option<(BlockId, Vec<ValueId>)> {
    let b = rw.body();
    let term = b.first_op(dest)?;
    if b.next_op(term).is_some() || !is_op(rw, term, "cf.br") {
        return None;
    }
    for &arg in b.block_args(dest) {
        if b.uses(arg).any(|u| b.operand_owner(u) != term) {
            return None;
        }
    }
    let next = *b.op(term).successors().first()?;
    if next == dest {
        return None;
    }
    // Nor when the chain of unconditional branches from there runs into a cycle
    // (LLVM 22's check, without which a pass-through cycle is collapsed forever).
    let mut seen: rustc_hash::FxHashSet<BlockId> = [dest, next].into_iter().collect();
    let mut cur = next;
    while let Some(t) = b.last_op(cur).filter(|&t| is_op(rw, t, "cf.br")) {
        let to = *b.op(t).successors().first()?;
        if !seen.insert(to) {
            return None;
        }
        cur = to;
    }
    let forwarded = b
        .operands(term)
        .map(|v| match b.value(v).def() {
            ValueDef::BlockArg { block, index } if block == dest => operands[index as usize],
            _ => v,
        })
        .collect();
    Some((next, forwarded))
}

/// `cf.br` to a block whose only predecessor is this branch: the block is merged
/// into the current one (MLIR's `simplifyBrToBlockWithSinglePred`); otherwise, a
/// branch to a block that only branches on goes to the final target
/// (`simplifyPassThroughBr`).
///
/// ```mlir
///   cf.br ^bb1(%x : i32)
/// ^bb1(%a: i32):  // pred: ^bb0
///   return %a : i32
/// // becomes
///   return %x : i32
/// ```
struct SimplifyBr;

impl RewritePattern for SimplifyBr {
    fn root(&self) -> Option<&'static str> {
        Some("cf.br")
    }
    fn name(&self) -> &'static str {
        "cf.br"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(&dest) = rw.body().op(op).successors().first() else {
            return false;
        };
        let Some(here) = rw.body().op_block(op) else {
            return false;
        };
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        if dest != here && predecessor_edges(rw, dest).len() == 1 {
            rw.erase_op(op);
            rw.merge_blocks(dest, here, &operands);
            return true;
        }
        if dest == here {
            return false;
        }
        let Some((target, forwarded)) = collapse_branch(rw, dest, &operands) else {
            return false;
        };
        replace_with_br(rw, op, target, forwarded);
        true
    }
}

/// `cf.cond_br` on a constant condition becomes a `cf.br` to the taken successor.
struct SimplifyConstCondBranchPred;

impl RewritePattern for SimplifyConstCondBranchPred {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &'static str {
        "SimplifyConstCondBranchPred"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (cond, t_ops, f_ops) = cond_br_parts(rw, op);
        let (ctx, body) = (rw.ctx, rw.body_id());
        let Some(c) = constant_of(ctx, rw.ir_mut_unreported(), body, cond) else {
            return false;
        };
        let AttrKind::Integer { value, .. } = ctx.attr_kind(c) else {
            return false;
        };
        let succ = rw.body().op(op).successors().to_vec();
        if *value != 0 {
            replace_with_br(rw, op, succ[0], t_ops);
        } else {
            replace_with_br(rw, op, succ[1], f_ops);
        }
        true
    }
}

/// Creates `cf.cond_br` replacing `op`.
fn replace_with_cond_br(
    rw: &mut Rewriter<'_>,
    op: OpId,
    cond: ValueId,
    (t, t_ops): (BlockId, Vec<ValueId>),
    (f, f_ops): (BlockId, Vec<ValueId>),
) {
    let ctx = rw.ctx;
    let loc = rw.body().op(op).loc;
    let old_props = rw.body().op(op).props();
    let mut entries = match old_props.map(|p| ctx.attr_kind(p)) {
        Some(AttrKind::Dict(e)) => e.clone(),
        _ => Vec::new(),
    };
    let seg_name = ctx.sym("operandSegmentSizes");
    entries.retain(|(n, _)| *n != seg_name);
    let i32 = ctx.int_type(32);
    let seg = ctx.attr(AttrKind::DenseArray {
        elem: i32,
        values: vec![1, t_ops.len() as u128, f_ops.len() as u128],
    });
    entries.push((seg_name, seg));
    let mut operands = vec![cond];
    operands.extend(t_ops);
    operands.extend(f_ops);
    let attrs = rw.body().op(op).attrs;
    rw.set_insertion_point_before(op);
    rw.create(OpState {
        successors: vec![t, f],
        props: Some(ctx.dict_attr(entries)),
        attrs,
        ..OpState::new(ctx, "cf.cond_br", operands, Vec::new(), loc)
    });
    rw.replace_op(op, &[]);
}

/// `cf.cond_br` whose successors only branch on goes to the final targets.
struct SimplifyPassThroughCondBranch;

impl RewritePattern for SimplifyPassThroughCondBranch {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &'static str {
        "SimplifyPassThroughCondBranch"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (cond, t_ops, f_ops) = cond_br_parts(rw, op);
        let succ = rw.body().op(op).successors().to_vec();
        let t = collapse_branch(rw, succ[0], &t_ops);
        let f = collapse_branch(rw, succ[1], &f_ops);
        if t.is_none() && f.is_none() {
            return false;
        }
        let t = t.unwrap_or((succ[0], t_ops));
        let f = f.unwrap_or((succ[1], f_ops));
        replace_with_cond_br(rw, op, cond, t, f);
        true
    }
}

/// `cf.cond_br` to the same block twice: with equal operands a `cf.br`; otherwise, if
/// this block is the target's only predecessor, a `cf.br` passing `arith.select`s of
/// the differing operands.
struct SimplifyCondBranchIdenticalSuccessors;

impl RewritePattern for SimplifyCondBranchIdenticalSuccessors {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &'static str {
        "SimplifyCondBranchIdenticalSuccessors"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let succ = rw.body().op(op).successors().to_vec();
        if succ[0] != succ[1] {
            return false;
        }
        let (cond, t_ops, f_ops) = cond_br_parts(rw, op);
        if t_ops == f_ops {
            replace_with_br(rw, op, succ[0], t_ops);
            return true;
        }
        let here = rw.body().op_block(op);
        let preds = predecessor_edges(rw, succ[0]);
        if !preds.iter().all(|&p| Some(p) == here) {
            return false;
        }
        let ctx = rw.ctx;
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let mut merged = Vec::new();
        for (a, b) in t_ops.into_iter().zip(f_ops) {
            if a == b {
                merged.push(a);
                continue;
            }
            let ty = rw.body().value_type(a);
            let s = rw.create(OpState::new(
                ctx,
                "arith.select",
                vec![cond, a, b],
                vec![ty],
                loc,
            ));
            merged.push(rw.body().result(s, 0));
        }
        replace_with_br(rw, op, succ[0], merged);
        true
    }
}

/// The lone predecessor edge of `block` (MLIR's `Block::getSinglePredecessor`: exactly
/// one terminator successor slot targets it).
fn single_predecessor(rw: &Rewriter<'_>, block: BlockId) -> Option<BlockId> {
    match predecessor_edges(rw, block)[..] {
        [p] => Some(p),
        _ => None,
    }
}

/// A `cf.cond_br` in a block whose only predecessor is a `cf.cond_br` on the same
/// condition: the outcome is already known on this path, so it becomes a `cf.br`
/// (MLIR's `SimplifyCondBranchFromCondBranchOnSameCondition`).
///
/// ```mlir
///   cf.cond_br %c, ^bb1, ^bb2
/// ^bb1:  // pred: ^bb0
///   cf.cond_br %c, ^bb3(%x : i32), ^bb4
/// // becomes, in ^bb1
///   cf.br ^bb3(%x : i32)
/// ```
struct SimplifyCondBranchFromCondBranchOnSameCondition;

impl RewritePattern for SimplifyCondBranchFromCondBranchOnSameCondition {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &'static str {
        "SimplifyCondBranchFromCondBranchOnSameCondition"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(here) = rw.body().op_block(op) else {
            return false;
        };
        let Some(pred) = single_predecessor(rw, here) else {
            return false;
        };
        let Some(pred_term) = rw.body().last_op(pred) else {
            return false;
        };
        if !is_op(rw, pred_term, "cf.cond_br") {
            return false;
        }
        let (cond, t_ops, f_ops) = cond_br_parts(rw, op);
        if rw.body().operand(pred_term, 0) != cond {
            return false;
        }
        let pred_true = rw.body().op(pred_term).successors()[0];
        let succ = rw.body().op(op).successors().to_vec();
        if here == pred_true {
            replace_with_br(rw, op, succ[0], t_ops);
        } else {
            replace_with_br(rw, op, succ[1], f_ops);
        }
        true
    }
}

/// Inside a successor of a `cf.cond_br` reached only through that edge, the condition
/// is known: its uses by ops of that block become `true` (true successor) or `false`
/// (false successor) constants (MLIR's `CondBranchTruthPropagation`; uses nested in
/// regions of those ops are left alone, as upstream does).
///
/// ```mlir
///   cf.cond_br %c, ^bb1, ^bb2
/// ^bb1:  // pred: ^bb0
///   "test.use"(%c) : (i1) -> ()
/// // becomes
///   %true = arith.constant true
///   ...
///   "test.use"(%true) : (i1) -> ()
/// ```
struct CondBranchTruthPropagation;

impl RewritePattern for CondBranchTruthPropagation {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &'static str {
        "CondBranchTruthPropagation"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let i1 = ctx.int_type(1);
        let cond = rw.body().operand(op, 0);
        let succ = rw.body().op(op).successors().to_vec();
        let loc = rw.body().op(op).loc;
        let mut replaced = false;
        for (dest, value) in [(succ[0], 1), (succ[1], 0)] {
            if single_predecessor(rw, dest).is_none() {
                continue;
            }
            let b = rw.body();
            let uses: Vec<_> = b
                .uses(cond)
                .filter(|&u| b.op_block(b.operand_owner(u)) == Some(dest))
                .collect();
            if uses.is_empty() {
                continue;
            }
            rw.set_insertion_point_before(op);
            let Some(st) = crate::arith::fold::materialize(ctx, ctx.int_attr(i1, value), i1, loc)
            else {
                return replaced;
            };
            let c = rw.create(st);
            let c = rw.body().result(c, 0);
            for u in uses {
                let owner = rw.body().operand_owner(u);
                rw.modify(owner, |body| body.set_operand_value(u, c));
            }
            replaced = true;
        }
        replaced
    }
}

/// Adds the cf patterns.
/// Whether `block` holds nothing but `ub.unreachable`.
fn only_unreachable(rw: &Rewriter<'_>, block: BlockId) -> bool {
    let b = rw.body();
    b.first_op(block)
        .is_some_and(|o| b.next_op(o).is_none() && is_op(rw, o, "ub.unreachable"))
}

/// `cf.cond_br` with a successor that holds nothing but `ub.unreachable` can only go
/// to the other one: it becomes a `cf.br` there, as mlir-opt 22 canonicalizes it.
///
/// ```mlir
///   cf.cond_br %c, ^bb1(%x : i32), ^bb2
/// ^bb2:
///   ub.unreachable
/// // becomes
///   cf.br ^bb1(%x : i32)
/// ```
struct DropUnreachableSuccessor;

impl RewritePattern for DropUnreachableSuccessor {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &'static str {
        "DropUnreachableSuccessor"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let succ = rw.body().op(op).successors().to_vec();
        let [t, f] = succ[..] else {
            return false;
        };
        let (_, t_ops, f_ops) = cond_br_parts(rw, op);
        if only_unreachable(rw, t) {
            replace_with_br(rw, op, f, f_ops);
        } else if only_unreachable(rw, f) {
            replace_with_br(rw, op, t, t_ops);
        } else {
            return false;
        }
        true
    }
}

pub fn patterns(set: &mut PatternSet) {
    set.add(EraseTrueAssert);
    set.add(SimplifyBr);
    set.add(SimplifyConstCondBranchPred);
    set.add(SimplifyPassThroughCondBranch);
    set.add(SimplifyCondBranchIdenticalSuccessors);
    set.add(SimplifyCondBranchFromCondBranchOnSameCondition);
    set.add(CondBranchTruthPropagation);
    set.add(DropUnreachableSuccessor);
    super::switch_canonicalize::patterns(set);
}

/// An assertion of a constant true holds: it is erased (MLIR's `AssertOp::canonicalize`).
///
/// ```mlir
/// %true = arith.constant true
/// cf.assert %true, "never fails"   // erased
/// ```
struct EraseTrueAssert;

impl RewritePattern for EraseTrueAssert {
    fn root(&self) -> Option<&'static str> {
        Some("cf.assert")
    }
    fn name(&self) -> &'static str {
        "cf.assert"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(arg) = rw.body().operands(op).next() else {
            return false;
        };
        if crate::memref::build::const_int(rw, arg) != Some(1) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}
