//! Canonicalization patterns of the scf dialect (what MLIR 22's
//! `getCanonicalizationPatterns` registers for the scf ops in `SCF.cpp`), applied by
//! the `canonicalize` pass.
//!
//! One submodule per op family; this file registers them in upstream's order (the
//! order decides which of two equally beneficial patterns runs first) and holds the
//! helpers they share: constant matching, building ops with regions, and moving blocks
//! between regions. Moving blocks is not reported to the greedy driver, as in MLIR,
//! whose driver ignores block insertions; moved ops are reported when a pattern moves
//! them one by one (`inline_block_before`, `merge_blocks`).
//!
//! ```mlir
//! %r = scf.if %c -> (i32) { scf.yield %a : i32 } else { scf.yield %b : i32 }
//! // becomes
//! %r = arith.select %c, %a, %b : i32
//! ```

mod execute_region;
mod for_op;
mod forall;
mod if_op;
mod index_switch;
mod parallel;
mod while_op;

use rmlir_ir::fold::constant_of;
use rmlir_ir::ir::ValueDef;
use rmlir_ir::{Attr, AttrKind, BlockId, Body, OpId, OpState, RegionId, Type, ValueId};
use rmlir_rewrite::{PatternSet, Rewriter};

/// Adds the scf canonicalization patterns to `set`.
pub fn patterns(set: &mut PatternSet) {
    execute_region::patterns(set);
    for_op::patterns(set);
    forall::patterns(set);
    if_op::patterns(set);
    parallel::patterns(set);
    while_op::patterns(set);
    index_switch::patterns(set);
}

/// Whether `op` is named `name`.
fn is(rw: &Rewriter<'_>, op: OpId, name: &str) -> bool {
    rw.ctx.str(rw.body().op(op).name) == name
}

/// The op defining `v` when it is named `name`.
fn defined_by(rw: &Rewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let op = rw.body().defining_op(v)?;
    is(rw, op, name).then_some(op)
}

/// The constant attribute of `v` (MLIR's `m_Constant`).
fn constant(rw: &mut Rewriter<'_>, v: ValueId) -> Option<Attr> {
    let (ctx, body) = (rw.ctx, rw.body_id());
    constant_of(ctx, rw.ir_mut_unreported(), body, v)
}

/// The integer value of constant `v`, with the bit width of its type (index: 64).
fn constant_int(rw: &mut Rewriter<'_>, v: ValueId) -> Option<(i128, u32)> {
    let a = constant(rw, v)?;
    match rw.ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } => {
            let width = match rw.ctx.type_kind(*ty) {
                rmlir_ir::TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            Some((*value, width))
        }
        _ => None,
    }
}

/// The value of constant `v` when it is an `i1` (MLIR's `m_Constant(&BoolAttr)`).
fn constant_bool(rw: &mut Rewriter<'_>, v: ValueId) -> Option<bool> {
    match constant_int(rw, v)? {
        (value, 1) => Some(value & 1 != 0),
        _ => None,
    }
}

/// Whether `v` is the integer constant one (MLIR's `m_One` on scalars).
fn is_constant_one(rw: &mut Rewriter<'_>, v: ValueId) -> bool {
    match constant_int(rw, v) {
        Some((value, 1)) => value & 1 == 1,
        Some((value, _)) => value == 1,
        None => false,
    }
}

/// The body being rewritten, for block moves the greedy driver does not track.
fn body_mut<'r>(rw: &'r mut Rewriter<'_>) -> &'r mut Body {
    let b = rw.body_id();
    rw.ir_mut_unreported().body_mut(b)
}

/// The `i`-th region of `op`.
fn region(rw: &Rewriter<'_>, op: OpId, i: usize) -> RegionId {
    rw.body().op(op).regions()[i]
}

/// The first block of region `i` of `op`, if it has one.
fn region_block(rw: &Rewriter<'_>, op: OpId, i: usize) -> Option<BlockId> {
    let r = *rw.body().op(op).regions().get(i)?;
    rw.body().entry_block(r)
}

/// The terminator of `block`.
fn terminator(rw: &Rewriter<'_>, block: BlockId) -> Option<OpId> {
    rw.body().last_op(block)
}

/// A few values, inline (patterns that do not apply allocate nothing).
type Vals = smallvec::SmallVec<[ValueId; 4]>;

/// The operands of `op`.
fn operands(rw: &Rewriter<'_>, op: OpId) -> Vals {
    rw.body().operands(op).collect()
}

/// The results of `op`.
fn results(rw: &Rewriter<'_>, op: OpId) -> Vals {
    rw.body().results(op).collect()
}

/// The types of `vals`.
fn types(rw: &Rewriter<'_>, vals: &[ValueId]) -> Vec<Type> {
    vals.iter().map(|&v| rw.body().value_type(v)).collect()
}

/// The region holding the definition of `v` (MLIR's `Value::getParentRegion`).
fn value_region(rw: &Rewriter<'_>, v: ValueId) -> Option<RegionId> {
    let b = rw.body();
    let block = b.value_block(v)?;
    b.block_region(block)
}

/// Whether `op` is nested (at any depth) inside `region`.
fn region_contains(body: &Body, region: RegionId, op: OpId) -> bool {
    let mut cur = op;
    loop {
        let Some(r) = body.op_region(cur) else {
            return false;
        };
        if r == region {
            return true;
        }
        match body.region_parent(r) {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

/// Whether `v` is defined outside of `op` (MLIR's `isDefinedOutsideOfLoop`).
fn defined_outside(rw: &Rewriter<'_>, v: ValueId, op: OpId) -> bool {
    let b = rw.body();
    let def_op = match b.value(v).def() {
        ValueDef::Result { op: d, .. } => Some(d),
        ValueDef::BlockArg { block, .. } => b.block_parent_op(block),
        ValueDef::Placeholder => return true,
    };
    match def_op {
        Some(d) if d == op => false,
        Some(d) => !region_contains_op(b, op, d),
        None => true,
    }
}

/// Whether `inner` is nested inside one of `outer`'s regions.
fn region_contains_op(body: &Body, outer: OpId, inner: OpId) -> bool {
    body.op(outer)
        .regions()
        .iter()
        .any(|&r| region_contains(body, r, inner))
}

/// Creates a detached op named `name` with `regions` empty regions (MLIR's
/// `OperationState::addRegion`); [`Rewriter::insert`] puts it in place.
fn create_with_regions(
    rw: &mut Rewriter<'_>,
    st: OpState,
    regions: usize,
) -> (OpId, Vec<RegionId>) {
    let op = rw.create_detached(st);
    let rs = (0..regions).map(|_| rw.add_region(op)).collect();
    (op, rs)
}

/// Creates an op from `st` with `regions` empty regions at the insertion point.
fn create_op_with_regions(
    rw: &mut Rewriter<'_>,
    st: OpState,
    regions: usize,
) -> (OpId, Vec<RegionId>) {
    let (op, rs) = create_with_regions(rw, st, regions);
    rw.insert(op);
    (op, rs)
}

/// Moves every block of `from` into `to` before `before` (at its end when `None`),
/// MLIR's `inlineRegionBefore`/`takeBody`.
fn move_blocks(rw: &mut Rewriter<'_>, from: RegionId, to: RegionId, before: Option<BlockId>) {
    let blocks: Vec<BlockId> = rw.body().region_blocks(from).collect();
    let b = body_mut(rw);
    for blk in blocks {
        b.remove_block(blk);
        b.insert_block(to, blk, before);
    }
}

/// Creates `name(operands)` with no results at the insertion point, at `loc`.
fn create_terminator(rw: &mut Rewriter<'_>, name: &str, operands: Vec<ValueId>, loc: Attr) -> OpId {
    let st = OpState::new(rw.ctx, name, operands, Vec::new(), loc);
    rw.create(st)
}

/// Replaces terminator `old` with `name(operands)` at the same place and location
/// (MLIR's `replaceOpWithNewOp<YieldOp>` with the insertion point at the block's end).
fn replace_terminator(rw: &mut Rewriter<'_>, old: OpId, name: &str, operands: Vec<ValueId>) {
    let loc = rw.body().op(old).loc;
    let attrs = rw.body().op(old).attrs;
    let block = rw.body().op_block(old).expect("terminator in a block");
    rw.set_insertion_point_to_end(block);
    let st = OpState {
        attrs,
        ..OpState::new(rw.ctx, name, operands, Vec::new(), loc)
    };
    rw.create(st);
    rw.replace_op(old, &[]);
}

/// Replaces `op` with the contents of the single block of `region`, whose arguments
/// take `args`; the block's terminator operands replace `op`'s results (MLIR's
/// `replaceOpWithRegion`).
///
/// ```mlir
/// %r = scf.if %true -> (i32) { %x = "a"() : () -> i32  scf.yield %x : i32 } else {...}
/// // becomes
/// %x = "a"() : () -> i32     // %r replaced by %x
/// ```
fn replace_op_with_region(rw: &mut Rewriter<'_>, op: OpId, region: RegionId, args: &[ValueId]) {
    let Some(block) = rw.body().entry_block(region) else {
        return;
    };
    let Some(term) = terminator(rw, block) else {
        return;
    };
    let dest = rw.body().op_block(op).expect("op in a block");
    rw.inline_block_before(block, dest, Some(op), args);
    // Read after inlining: a yielded block argument is now the value it was given.
    let values = operands(rw, term);
    rw.replace_op(op, &values);
    rw.erase_op(term);
}

/// An `arith.constant` of integer type `ty` holding `value` at the insertion point
/// (`i1` values are stored as 0 or 1, as the parser stores `false`/`true`).
fn create_constant(rw: &mut Rewriter<'_>, ty: Type, value: i128, loc: Attr) -> ValueId {
    let ctx = rw.ctx;
    let value = match ctx.type_kind(ty) {
        rmlir_ir::TypeKind::Integer { width: 1, .. } => value & 1,
        _ => value,
    };
    let attr = ctx.int_attr(ty, value);
    let st = OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("value"), attr)])),
        ..OpState::new(ctx, "arith.constant", Vec::new(), vec![ty], loc)
    };
    let c = rw.create(st);
    rw.body().result(c, 0)
}

/// The attributes of `op` (properties and discardable) to copy onto a replacement
/// (MLIR's `setAttrs(op->getAttrs())`).
fn copy_attrs(rw: &Rewriter<'_>, from: OpId, st: &mut OpState) {
    let d = rw.body().op(from);
    st.props = d.props();
    st.attrs = d.attrs;
}

/// Adds a block with arguments of `types` at `loc` to `region` (at its end).
fn add_block(rw: &mut Rewriter<'_>, region: RegionId, types: &[Type], loc: Attr) -> BlockId {
    rw.create_block(region, types, loc)
}

/// A block with arguments of `types` inserted at the start of `region`.
fn add_block_at_start(
    rw: &mut Rewriter<'_>,
    region: RegionId,
    types: &[Type],
    locs: &[Attr],
) -> BlockId {
    let first = rw.body().entry_block(region);
    let b = body_mut(rw);
    let blk = b.create_block();
    for (&t, &l) in types.iter().zip(locs) {
        b.add_block_arg(blk, t, Some(l));
    }
    b.insert_block(region, blk, first);
    blk
}

/// The location of a value: a block argument's own, an op result's op location.
fn value_loc(rw: &Rewriter<'_>, v: ValueId, fallback: Attr) -> Attr {
    let b = rw.body();
    match b.value(v).def() {
        ValueDef::Result { op, .. } => b.op(op).loc,
        _ => b.value(v).loc().unwrap_or(fallback),
    }
}
