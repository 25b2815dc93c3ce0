//! Lowering of structured control flow to the `cf` dialect (MLIR's
//! `populateSCFToControlFlowConversionPatterns`, used by `convert-scf-to-cf`).
//!
//! Each pattern splits the block holding its op at the op, moves the op's regions
//! between the two halves and wires them with `cf.br`/`cf.cond_br`/`cf.switch`; the
//! op's results become arguments of a join block (or, for loops, of the condition
//! block). The invariant MLIR keeps: a lowered construct has one entry (the block it
//! started in) and one exit (the continuation block), so nested constructs lowered
//! earlier (the driver goes outside-in, pre-order) stay single-entry single-exit.
//! `scf.parallel` becomes a nest of `scf.for` and `scf.forall` (without shared
//! outputs) an `scf.parallel`, both lowered further right away by the driver.
//!
//! ```mlir
//! scf.for %i = %lb to %ub step %s { "use"(%i) : (index) -> () }
//! // becomes
//!   cf.br ^bb1(%lb : index)
//! ^bb1(%i: index):
//!   %c = arith.cmpi slt, %i, %ub : index
//!   cf.cond_br %c, ^bb2, ^bb3
//! ^bb2:
//!   "use"(%i) : (index) -> ()
//!   %n = arith.addi %i, %s : index
//!   cf.br ^bb1(%n : index)
//! ^bb3:
//! ```

use crate::build::{cmpi, create_op};
use crate::scf::{dense_array, dense_i64s};
use rmlir_ir::attrs::DenseData;
use rmlir_ir::ir::op_attr;
use rmlir_ir::{Attr, AttrKind, BlockId, OpId, OpState, RegionId, Type, TypeKind, ValueId};
use rmlir_rewrite::conversion::ConversionPatternSet;
use rmlir_rewrite::{RewritePattern, Rewriter};

/// Adds the scf-to-cf lowering patterns, in upstream's order and benefits.
pub fn patterns(set: &mut ConversionPatternSet) {
    set.add(ForallLowering)
        .add(ForLowering)
        .add(IfLowering)
        .add(ParallelLowering)
        .add(WhileLowering)
        .add(ExecuteRegionLowering)
        .add(IndexSwitchLowering)
        .add(DoWhileLowering);
}

// ---------------------------------------------------------------- helpers

fn operands(rw: &Rewriter<'_>, op: OpId) -> Vec<ValueId> {
    rw.body().operands(op).collect()
}

fn results(rw: &Rewriter<'_>, op: OpId) -> Vec<ValueId> {
    rw.body().results(op).collect()
}

fn region(rw: &Rewriter<'_>, op: OpId, i: usize) -> Option<RegionId> {
    rw.body().op(op).regions().get(i).copied()
}

fn name_is(rw: &Rewriter<'_>, op: OpId, name: &str) -> bool {
    rw.ctx.str(rw.body().op(op).name) == name
}

/// The location of a value: its op's, or a block argument's own.
fn value_loc(rw: &Rewriter<'_>, v: ValueId, fallback: Attr) -> Attr {
    let b = rw.body();
    match b.value(v).def() {
        rmlir_ir::ir::ValueDef::Result { op, .. } => b.op(op).loc,
        _ => b.value(v).loc().unwrap_or(fallback),
    }
}

fn last_block(rw: &Rewriter<'_>, r: RegionId) -> Option<BlockId> {
    rw.body().region_blocks(r).last()
}

/// The region holding `block`.
fn parent_region(rw: &Rewriter<'_>, block: BlockId) -> RegionId {
    rw.body()
        .block_region(block)
        .expect("lowered op must be in a region")
}

fn br(rw: &mut Rewriter<'_>, dest: BlockId, args: Vec<ValueId>, loc: Attr) -> OpId {
    let ctx = rw.ctx;
    let st = OpState {
        successors: vec![dest],
        ..OpState::new(ctx, "cf.br", args, Vec::new(), loc)
    };
    rw.create(st)
}

fn cond_br(
    rw: &mut Rewriter<'_>,
    cond: ValueId,
    (t, t_args): (BlockId, Vec<ValueId>),
    (f, f_args): (BlockId, Vec<ValueId>),
    loc: Attr,
) -> OpId {
    let ctx = rw.ctx;
    let seg = dense_array(ctx, 32, &[1, t_args.len() as i64, f_args.len() as i64]);
    let mut ops = vec![cond];
    ops.extend(t_args);
    ops.extend(f_args);
    let st = OpState {
        successors: vec![t, f],
        props: Some(ctx.dict_attr(vec![(ctx.sym("operandSegmentSizes"), seg)])),
        ..OpState::new(ctx, "cf.cond_br", ops, Vec::new(), loc)
    };
    rw.create(st)
}

fn binary(rw: &mut Rewriter<'_>, name: &str, a: ValueId, b: ValueId, loc: Attr) -> ValueId {
    let ty = rw.body().value_type(a);
    let op = create_op(rw, name, vec![a, b], vec![ty], loc, &[]);
    rw.body().result(op, 0)
}

fn index_constant(rw: &mut Rewriter<'_>, value: i64, loc: Attr) -> ValueId {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let attr = ctx.int_attr(index, value as i128);
    let op = create_op(
        rw,
        "arith.constant",
        Vec::new(),
        vec![index],
        loc,
        &[("value", attr)],
    );
    rw.body().result(op, 0)
}

/// Creates a detached op with one region holding one block with arguments of
/// `arg_types` at `arg_locs`, and when given a terminator `term` in it; then inserts
/// it.
fn create_with_body(
    rw: &mut Rewriter<'_>,
    st: OpState,
    arg_types: &[Type],
    arg_locs: &[Attr],
    term: Option<&str>,
) -> (OpId, BlockId) {
    let loc = st.loc;
    let op = rw.create_detached(st);
    let r = rw.add_region(op);
    let block = rw.create_block(r, &[], loc);
    for (&t, &l) in arg_types.iter().zip(arg_locs) {
        rw.add_block_arg(block, t, l);
    }
    if let Some(t) = term {
        let ip = rw.insertion_point();
        rw.set_insertion_point_to_end(block);
        let ctx = rw.ctx;
        rw.create(OpState::new(ctx, t, Vec::new(), Vec::new(), loc));
        rw.restore_insertion_point(ip);
    }
    rw.insert(op);
    (op, block)
}

/// Splits the block of `op` before it; returns (the block before, the continuation
/// holding `op` and everything after it).
fn split_at(rw: &mut Rewriter<'_>, op: OpId) -> (BlockId, BlockId) {
    let block = rw
        .body()
        .op_block(op)
        .expect("lowered op must be in a block");
    let cont = rw.split_block(block, op);
    (block, cont)
}

// ---------------------------------------------------------------- scf.for

/// Lowers `scf.for` to a condition block (the old entry block, which carries the
/// induction variable and iteration arguments), the body blocks and the exit.
///
/// ```mlir
/// %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
///   scf.yield %a : f32
/// }
/// // becomes
///   cf.br ^bb1(%lb, %x : index, f32)
/// ^bb1(%i: index, %a: f32):   // %r is %a here
///   %c = arith.cmpi slt, %i, %ub : index
///   cf.cond_br %c, ^bb2, ^bb3
/// ^bb2:
///   %n = arith.addi %i, %s : index
///   cf.br ^bb1(%n, %a : index, f32)
/// ^bb3:
/// ```
struct ForLowering;

impl RewritePattern for ForLowering {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }
    fn name(&self) -> &'static str {
        "ForLowering"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let loc = rw.body().op(op).loc;
        let ops = operands(rw, op);
        let Some(body_region) = region(rw, op, 0) else {
            return false;
        };
        let Some(cond_block) = rw.body().entry_block(body_region) else {
            return false;
        };
        let Some(first_op) = rw.body().first_op(cond_block) else {
            return false;
        };
        if ops.len() < 3 {
            return false;
        }
        let unsigned = op_attr(ctx, rw.ir(), (rw.body_id(), op), "unsignedCmp").is_some();
        let annotation = op_attr(ctx, rw.ir(), (rw.body_id(), op), "llvm.loop_annotation");
        let (init_block, end_block) = split_at(rw, op);
        let first_body = rw.split_block(cond_block, first_op);
        let last_body = last_block(rw, body_region).expect("loop body has blocks");
        let dest = parent_region(rw, end_block);
        rw.inline_region_before(body_region, dest, Some(end_block));
        let iv = rw.body().block_args(cond_block)[0];
        let Some(term) = rw.body().last_op(last_body) else {
            return false;
        };
        rw.set_insertion_point_to_end(last_body);
        let stepped = binary(rw, "arith.addi", iv, ops[2], loc);
        let mut carried = vec![stepped];
        carried.extend(operands(rw, term));
        let back = br(rw, cond_block, carried, loc);
        if let Some(a) = annotation {
            let attrs = ctx.dict_attr(vec![(ctx.sym("llvm.loop_annotation"), a)]);
            rw.modify(back, |b| b.op_mut(back).attrs = attrs);
        }
        rw.erase_op(term);
        rw.set_insertion_point_to_end(init_block);
        let mut entry_args = vec![ops[0]];
        entry_args.extend_from_slice(&ops[3..]);
        br(rw, cond_block, entry_args, loc);
        rw.set_insertion_point_to_end(cond_block);
        // arith.cmpi predicates: slt = 2, ult = 6.
        let cmp = cmpi(rw, if unsigned { 6 } else { 2 }, iv, ops[1], loc);
        cond_br(
            rw,
            cmp,
            (first_body, Vec::new()),
            (end_block, Vec::new()),
            loc,
        );
        let carried_out = rw.body().block_args(cond_block)[1..].to_vec();
        rw.replace_op(op, &carried_out);
        true
    }
}

// ---------------------------------------------------------------- scf.if

/// Lowers `scf.if` to a `cf.cond_br` into its inlined regions, which branch to the
/// continuation; with results, through a join block carrying them.
///
/// ```mlir
/// %r = scf.if %c -> (i32) { scf.yield %a : i32 } else { scf.yield %b : i32 }
/// // becomes
///   cf.cond_br %c, ^bb1, ^bb2
/// ^bb1: cf.br ^bb3(%a : i32)
/// ^bb2: cf.br ^bb3(%b : i32)
/// ^bb3(%r: i32): cf.br ^bb4
/// ^bb4:
/// ```
struct IfLowering;

/// Turns the terminator of `region`'s last block into a branch to `dest` and moves the
/// region's blocks before `dest`; returns the region's entry block.
fn inline_branching_to(
    rw: &mut Rewriter<'_>,
    region: RegionId,
    dest: BlockId,
    loc: Attr,
) -> Option<BlockId> {
    let entry = rw.body().entry_block(region)?;
    let last = last_block(rw, region)?;
    let term = rw.body().last_op(last)?;
    let args = operands(rw, term);
    rw.set_insertion_point_to_end(last);
    br(rw, dest, args, loc);
    rw.erase_op(term);
    let to = parent_region(rw, dest);
    rw.inline_region_before(region, to, Some(dest));
    Some(entry)
}

impl RewritePattern for IfLowering {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn name(&self) -> &'static str {
        "IfLowering"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let loc = rw.body().op(op).loc;
        let (Some(then_r), Some(else_r)) = (region(rw, op, 0), region(rw, op, 1)) else {
            return false;
        };
        if rw.body().entry_block(then_r).is_none() {
            return false;
        }
        let cond = rw.body().operand(op, 0);
        let result_types: Vec<Type> = results(rw, op)
            .iter()
            .map(|&v| rw.body().value_type(v))
            .collect();
        let (cond_block, remaining) = split_at(rw, op);
        let continue_block = if result_types.is_empty() {
            remaining
        } else {
            let r = parent_region(rw, remaining);
            let b = rw.create_block_before(r, Some(remaining), &result_types, loc);
            rw.set_insertion_point_to_end(b);
            br(rw, remaining, Vec::new(), loc);
            b
        };
        let then_block =
            inline_branching_to(rw, then_r, continue_block, loc).expect("then region has a block");
        let else_block = if rw.body().entry_block(else_r).is_some() {
            inline_branching_to(rw, else_r, continue_block, loc).expect("else block")
        } else {
            continue_block
        };
        rw.set_insertion_point_to_end(cond_block);
        cond_br(
            rw,
            cond,
            (then_block, Vec::new()),
            (else_block, Vec::new()),
            loc,
        );
        let vals = rw.body().block_args(continue_block).to_vec();
        rw.replace_op(op, &vals);
        true
    }
}

// ---------------------------------------------------------------- scf.execute_region

/// Lowers `scf.execute_region` by branching into its inlined blocks; each
/// `scf.yield` branches to the continuation, whose arguments replace the results.
///
/// ```mlir
/// %r = scf.execute_region -> i32 { scf.yield %a : i32 }
/// // becomes
///   cf.br ^bb1
/// ^bb1: cf.br ^bb2(%a : i32)
/// ^bb2(%r: i32):
/// ```
struct ExecuteRegionLowering;

impl RewritePattern for ExecuteRegionLowering {
    fn root(&self) -> Option<&'static str> {
        Some("scf.execute_region")
    }
    fn name(&self) -> &'static str {
        "ExecuteRegionLowering"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let loc = rw.body().op(op).loc;
        let Some(r) = region(rw, op, 0) else {
            return false;
        };
        let Some(entry) = rw.body().entry_block(r) else {
            return false;
        };
        let (cond_block, remaining) = split_at(rw, op);
        rw.set_insertion_point_to_end(cond_block);
        br(rw, entry, Vec::new(), loc);
        let blocks: Vec<BlockId> = rw.body().region_blocks(r).collect();
        for b in blocks {
            let Some(t) = rw.body().last_op(b) else {
                continue;
            };
            if name_is(rw, t, "scf.yield") {
                let args = operands(rw, t);
                rw.set_insertion_point_to_end(b);
                br(rw, remaining, args, loc);
                rw.erase_op(t);
            }
        }
        let to = parent_region(rw, remaining);
        rw.inline_region_before(r, to, Some(remaining));
        let vals: Vec<ValueId> = results(rw, op)
            .into_iter()
            .map(|v| {
                let ty = rw.body().value_type(v);
                rw.add_block_arg(remaining, ty, loc)
            })
            .collect();
        rw.replace_op(op, &vals);
        true
    }
}

// ---------------------------------------------------------------- scf.parallel

/// Lowers `scf.parallel` to a nest of `scf.for` (outermost dimension first), the
/// reductions merged into the innermost body and carried through `iter_args`.
///
/// ```mlir
/// scf.parallel (%i, %j) = (%a, %b) to (%c, %d) step (%s, %t) { ... }
/// // becomes
/// scf.for %i = %a to %c step %s {
///   scf.for %j = %b to %d step %t { ... }
/// }
/// ```
struct ParallelLowering;

impl RewritePattern for ParallelLowering {
    fn root(&self) -> Option<&'static str> {
        Some("scf.parallel")
    }
    fn name(&self) -> &'static str {
        "ParallelLowering"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let loc = rw.body().op(op).loc;
        let Some(seg) = crate::scf::segments(ctx, rw.ir(), (rw.body_id(), op), 4) else {
            return false;
        };
        let Some(body) = region(rw, op, 0).and_then(|r| rw.body().entry_block(r)) else {
            return false;
        };
        let Some(reduce) = rw.body().last_op(body) else {
            return false;
        };
        if !name_is(rw, reduce, "scf.reduce") {
            return false;
        }
        let ops = operands(rw, op);
        let n = seg[0];
        let (lbs, rest) = ops.split_at(n);
        let (ubs, rest) = rest.split_at(seg[1]);
        let (steps, inits) = rest.split_at(seg[2]);
        let ivs_old = rw.body().block_args(body).to_vec();
        let mut iter_args: Vec<ValueId> = inits.to_vec();
        let mut ivs = Vec::with_capacity(n);
        let mut loop_results: Vec<ValueId> = iter_args.clone();
        for d in 0..n {
            let mut all = vec![lbs[d], ubs[d], steps[d]];
            all.extend_from_slice(&iter_args);
            let tys: Vec<Type> = iter_args.iter().map(|&v| rw.body().value_type(v)).collect();
            let mut arg_types = vec![rw.body().value_type(lbs[d])];
            arg_types.extend_from_slice(&tys);
            // As MLIR's `ForOp::build`: the induction variable at the loop's location,
            // each iteration argument at its init value's.
            let mut arg_locs = vec![loc];
            arg_locs.extend(iter_args.iter().map(|&v| value_loc(rw, v, loc)));
            let st = OpState::new(ctx, "scf.for", all, tys.clone(), loc);
            let term = iter_args.is_empty().then_some("scf.yield");
            let (for_op, block) = create_with_body(rw, st, &arg_types, &arg_locs, term);
            let args = rw.body().block_args(block).to_vec();
            ivs.push(args[0]);
            iter_args = args[1..].to_vec();
            let for_results = results(rw, for_op);
            if d == 0 {
                loop_results = for_results;
            } else if !for_results.is_empty() {
                let ip = rw.insertion_point().expect("insertion point");
                rw.set_insertion_point_to_end(ip.block);
                create_op(rw, "scf.yield", for_results, Vec::new(), loc, &[]);
            }
            rw.set_insertion_point_to_start(block);
        }
        let mut yields = Vec::new();
        let reductions: Vec<RegionId> = rw.body().op(reduce).regions().to_vec();
        let reduce_operands = operands(rw, reduce);
        for (i, r) in reductions.into_iter().enumerate() {
            let Some(rb) = rw.body().entry_block(r) else {
                continue;
            };
            let Some(ret) = rw.body().last_op(rb) else {
                continue;
            };
            let arg = iter_args[yields.len()];
            let dest = rw.body().op_block(reduce).expect("reduce in a block");
            rw.inline_block_before(rb, dest, Some(reduce), &[arg, reduce_operands[i]]);
            // Read after inlining: a returned block argument is now the value it was
            // given (upstream keeps the argument itself, which dangles).
            yields.push(rw.body().operand(ret, 0));
            rw.erase_op(ret);
        }
        rw.erase_op(reduce);
        let new_body = rw.insertion_point().expect("insertion point").block;
        match rw.body().last_op(new_body) {
            None => rw.merge_blocks(body, new_body, &ivs),
            Some(t) => rw.inline_block_before(body, new_body, Some(t), &ivs),
        }
        let _ = ivs_old;
        if !yields.is_empty() {
            rw.set_insertion_point_to_end(new_body);
            create_op(rw, "scf.yield", yields, Vec::new(), loc, &[]);
        }
        rw.replace_op(op, &loop_results);
        true
    }
}

// ---------------------------------------------------------------- scf.forall

/// Lowers an `scf.forall` without shared outputs to an `scf.parallel` over the same
/// space (static bounds become `arith.constant`s), lowered further by
/// [`ParallelLowering`].
///
/// ```mlir
/// scf.forall (%i) in (8) { ... }
/// // becomes
/// %c0 = arith.constant 0 : index
/// %c8 = arith.constant 8 : index
/// %c1 = arith.constant 1 : index
/// scf.parallel (%i) = (%c0) to (%c8) step (%c1) { ... }
/// ```
struct ForallLowering;

impl RewritePattern for ForallLowering {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn name(&self) -> &'static str {
        "ForallLowering"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let loc = rw.body().op(op).loc;
        let Some(seg) = crate::scf::segments(ctx, rw.ir(), (rw.body_id(), op), 4) else {
            return false;
        };
        if seg[3] != 0 {
            // Only bufferized loops (no shared outputs) lower to scf.parallel.
            return false;
        }
        let Some(forall_region) = region(rw, op, 0) else {
            return false;
        };
        let ops = operands(rw, op);
        let mut at = 0;
        let mut groups: Vec<Vec<ValueId>> = Vec::new();
        for (g, name) in ["staticLowerBound", "staticUpperBound", "staticStep"]
            .into_iter()
            .enumerate()
        {
            let statics = dense_i64s(ctx, op_attr(ctx, rw.ir(), (rw.body_id(), op), name))
                .unwrap_or_default();
            let dynamic = &ops[at..at + seg[g]];
            at += seg[g];
            let mut next = dynamic.iter();
            let mut vals = Vec::with_capacity(statics.len());
            for s in statics {
                if s == i64::MIN {
                    match next.next() {
                        Some(&v) => vals.push(v),
                        None => return false,
                    }
                } else {
                    vals.push(index_constant(rw, s, loc));
                }
            }
            groups.push(vals);
        }
        let n = groups[0].len();
        let mut all = Vec::new();
        for g in &groups {
            all.extend_from_slice(g);
        }
        let seg_attr = dense_array(ctx, 32, &[n as i64, n as i64, n as i64, 0]);
        let st = OpState {
            props: Some(ctx.dict_attr(vec![(ctx.sym("operandSegmentSizes"), seg_attr)])),
            ..OpState::new(ctx, "scf.parallel", all, Vec::new(), loc)
        };
        let index = ctx.index_type();
        let (par, block) =
            create_with_body(rw, st, &vec![index; n], &vec![loc; n], Some("scf.reduce"));
        rw.erase_block(block);
        let par_region = region(rw, par, 0).expect("parallel region");
        rw.inline_region_before(forall_region, par_region, None);
        let Some(first) = rw.body().entry_block(par_region) else {
            return false;
        };
        if let Some(t) = rw.body().last_op(first) {
            rw.set_insertion_point_to_end(first);
            create_op(rw, "scf.reduce", Vec::new(), Vec::new(), loc, &[]);
            rw.erase_op(t);
        }
        let rs = results(rw, par);
        rw.replace_op(op, &rs);
        true
    }
}

// ---------------------------------------------------------------- scf.while

/// Lowers `scf.while`: both regions are inlined, `scf.condition` becomes a
/// `cf.cond_br` to the "after" region or the continuation, and the "after" region's
/// `scf.yield` branches back to the "before" region.
///
/// ```mlir
/// %r = scf.while (%a = %x) : (i32) -> i32 {
///   scf.condition(%c) %a : i32
/// } do {
/// ^bb0(%b: i32):
///   %n = "step"(%b) : (i32) -> i32
///   scf.yield %n : i32
/// }
/// // becomes
///   cf.br ^bb1(%x : i32)
/// ^bb1(%a: i32):
///   cf.cond_br %c, ^bb2(%a : i32), ^bb3
/// ^bb2(%b: i32):
///   %n = "step"(%b) : (i32) -> i32
///   cf.br ^bb1(%n : i32)
/// ^bb3:              // %r is %a
/// ```
struct WhileLowering;

impl RewritePattern for WhileLowering {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn name(&self) -> &'static str {
        "WhileLowering"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let loc = rw.body().op(op).loc;
        let (Some(before_r), Some(after_r)) = (region(rw, op, 0), region(rw, op, 1)) else {
            return false;
        };
        let (Some(before), Some(after)) = (
            rw.body().entry_block(before_r),
            rw.body().entry_block(after_r),
        ) else {
            return false;
        };
        let inits = operands(rw, op);
        let (current, continuation) = split_at(rw, op);
        let dest = parent_region(rw, continuation);
        rw.inline_region_before(after_r, dest, Some(continuation));
        rw.inline_region_before(before_r, dest, Some(after));
        rw.set_insertion_point_to_end(current);
        br(rw, before, inits, loc);
        let Some(cond_op) = rw.body().last_op(before) else {
            return false;
        };
        let cond_ops = operands(rw, cond_op);
        let cond_loc = rw.body().op(cond_op).loc;
        rw.set_insertion_point_to_end(before);
        cond_br(
            rw,
            cond_ops[0],
            (after, cond_ops[1..].to_vec()),
            (continuation, Vec::new()),
            cond_loc,
        );
        rw.replace_op(cond_op, &[]);
        let Some(yield_op) = rw.body().last_op(after) else {
            return false;
        };
        let yields = operands(rw, yield_op);
        let yield_loc = rw.body().op(yield_op).loc;
        rw.set_insertion_point_to_end(after);
        br(rw, before, yields, yield_loc);
        rw.replace_op(yield_op, &[]);
        rw.replace_op(op, &cond_ops[1..]);
        true
    }
}

/// Lowers an `scf.while` whose "after" region only forwards its arguments back (a
/// do-while loop): only the "before" region is inlined and loops on itself.
///
/// ```mlir
/// scf.while (%a = %x) : (i32) -> i32 {
///   scf.condition(%c) %a : i32
/// } do {
/// ^bb0(%b: i32): scf.yield %b : i32
/// }
/// // becomes
///   cf.br ^bb1(%x : i32)
/// ^bb1(%a: i32):
///   cf.cond_br %c, ^bb1(%a : i32), ^bb2
/// ^bb2:
/// ```
struct DoWhileLowering;

impl RewritePattern for DoWhileLowering {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        "DoWhileLowering"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let loc = rw.body().op(op).loc;
        let (Some(before_r), Some(after_r)) = (region(rw, op, 0), region(rw, op, 1)) else {
            return false;
        };
        let (Some(before), Some(after)) = (
            rw.body().entry_block(before_r),
            rw.body().entry_block(after_r),
        ) else {
            return false;
        };
        let Some(only) = rw.body().first_op(after) else {
            return false;
        };
        if rw.body().next_op(only).is_some() || !name_is(rw, only, "scf.yield") {
            return false;
        }
        if operands(rw, only) != rw.body().block_args(after) {
            return false;
        }
        let inits = operands(rw, op);
        let (current, continuation) = split_at(rw, op);
        let dest = parent_region(rw, continuation);
        rw.inline_region_before(before_r, dest, Some(continuation));
        rw.set_insertion_point_to_end(current);
        br(rw, before, inits, loc);
        let Some(cond_op) = rw.body().last_op(before) else {
            return false;
        };
        let cond_ops = operands(rw, cond_op);
        let cond_loc = rw.body().op(cond_op).loc;
        rw.set_insertion_point_to_end(before);
        cond_br(
            rw,
            cond_ops[0],
            (before, cond_ops[1..].to_vec()),
            (continuation, Vec::new()),
            cond_loc,
        );
        rw.replace_op(cond_op, &[]);
        rw.replace_op(op, &cond_ops[1..]);
        true
    }
}

// ---------------------------------------------------------------- scf.index_switch

/// Lowers `scf.index_switch` to an `arith.index_cast` to `i32` and a `cf.switch`
/// into the inlined case regions, which branch to the continuation carrying the
/// results.
///
/// ```mlir
/// %r = scf.index_switch %i -> i32 case 2 { scf.yield %a : i32 } default { ... }
/// // becomes
///   %0 = arith.index_cast %i : index to i32
///   cf.switch %0 : i32, [ default: ^bb2, 2: ^bb1 ]
/// ^bb1: cf.br ^bb3(%a : i32)
/// ...
/// ^bb3(%r: i32):
/// ```
struct IndexSwitchLowering;

impl RewritePattern for IndexSwitchLowering {
    fn root(&self) -> Option<&'static str> {
        Some("scf.index_switch")
    }
    fn name(&self) -> &'static str {
        "IndexSwitchLowering"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let loc = rw.body().op(op).loc;
        let regions: Vec<RegionId> = rw.body().op(op).regions().to_vec();
        let Some((&default_r, case_rs)) = regions.split_first() else {
            return false;
        };
        let cases =
            dense_i64s(ctx, op_attr(ctx, rw.ir(), (rw.body_id(), op), "cases")).unwrap_or_default();
        if cases.len() != case_rs.len()
            || regions.iter().any(|&r| {
                rw.body()
                    .entry_block(r)
                    .and_then(|b| rw.body().last_op(b))
                    .is_none_or(|t| !name_is(rw, t, "scf.yield"))
            })
        {
            return false;
        }
        let arg = rw.body().operand(op, 0);
        let (cond_block, continue_block) = split_at(rw, op);
        let vals: Vec<ValueId> = results(rw, op)
            .into_iter()
            .map(|v| {
                let ty = rw.body().value_type(v);
                rw.add_block_arg(continue_block, ty, loc)
            })
            .collect();
        let convert = |rw: &mut Rewriter<'_>, r: RegionId| -> BlockId {
            let block = rw.body().entry_block(r).expect("case block");
            let y = rw.body().last_op(block).expect("case terminator");
            let args = operands(rw, y);
            let yloc = rw.body().op(y).loc;
            rw.set_insertion_point_before(y);
            br(rw, continue_block, args, yloc);
            rw.replace_op(y, &[]);
            let to = parent_region(rw, continue_block);
            rw.inline_region_before(r, to, Some(continue_block));
            block
        };
        let case_blocks: Vec<BlockId> = case_rs.iter().map(|&r| convert(rw, r)).collect();
        let default_block = convert(rw, default_r);
        rw.set_insertion_point_to_end(cond_block);
        let i32t = ctx.int_type(32);
        let cast = create_op(rw, "arith.index_cast", vec![arg], vec![i32t], loc, &[]);
        let flag = rw.body().result(cast, 0);
        let mut props = Vec::new();
        if !cases.is_empty() {
            let vt = ctx.ty(TypeKind::Vector {
                shape: vec![cases.len() as i64],
                scalable: vec![false],
                elem: i32t,
            });
            let values: Vec<u128> = cases.iter().map(|&c| (c as i32 as u32) as u128).collect();
            let data = if values.iter().all(|&x| x == values[0]) {
                DenseData::Splat(vec![values[0]])
            } else {
                DenseData::Elements(values)
            };
            props.push((
                ctx.sym("case_values"),
                ctx.attr(AttrKind::DenseElements { ty: vt, data }),
            ));
        }
        props.push((
            ctx.sym("case_operand_segments"),
            dense_array(ctx, 32, &vec![0; cases.len()]),
        ));
        props.push((
            ctx.sym("operandSegmentSizes"),
            dense_array(ctx, 32, &[1, 0, 0]),
        ));
        let mut succs = vec![default_block];
        succs.extend(case_blocks);
        let st = OpState {
            successors: succs,
            props: Some(ctx.dict_attr(props)),
            ..OpState::new(ctx, "cf.switch", vec![flag], Vec::new(), loc)
        };
        rw.create(st);
        rw.replace_op(op, &vals);
        true
    }
}
