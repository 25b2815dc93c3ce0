//! Inlining one call (MLIR's `inlineCall` and `inlineRegion` in `InliningUtils.cpp`).
//!
//! 1. Operand and result types that differ from the callee's are bridged by ops the
//!    call's dialect materializes (`materialize_call_conversion`), or the call stays.
//! 2. The call's dialect must accept the call, the dialect owning the call's region
//!    must accept the callee's region, and every op of the callee must accept the
//!    call's region (see `rmlir_ir::inliner`).
//! 3. The call's block is split after the call; the callee's blocks are cloned between
//!    the two halves, the callee's entry arguments replaced by the call operands; the
//!    new ops' locations become call-site locations (`callsite(callee at caller)`).
//! 4. A single inlined block: its terminator's dialect forwards the returned values to
//!    the call's users, the terminator goes and the three blocks become one. Several
//!    blocks: the continuation block gets one argument per call result and every
//!    returning terminator branches to it.
//!
//! ```mlir
//! // @f: ^bb0(%x: i32): %0 = arith.addi %x, %x : i32; return %0 : i32
//! %a = "test.a"() : () -> i32
//! %r = call @f(%a) : (i32) -> i32
//! "test.use"(%r) : (i32) -> ()
//! // after (the call is erased by the inliner):
//! %a = "test.a"() : () -> i32
//! %0 = arith.addi %a, %a : i32
//! "test.use"(%0) : (i32) -> ()
//! ```

use super::clone::{Mapping, clone_region_into};
use rmlir_ir::attrs::AttrKind;
use rmlir_ir::inliner::{InlineQuery, RegionRef, interface_for, is_legal_call, is_legal_region};
use rmlir_ir::interfaces::{call_op, callable_op};
use rmlir_ir::{Attr, BlockId, Body, BodyId, Context, Ir, OpId, OpRef, ValueId};
use rustc_hash::FxHashMap;

/// Inlines `call` with a copy of region `src` of `callable` (`clone`: others keep using
/// the callee; otherwise it is about to go). `on_blocks` sees the inlined blocks
/// before their terminators are rewritten. `Ok(false)`: nothing was changed. The call
/// itself is left in place, without uses, for the caller to erase.
pub fn inline_call(
    ctx: &Context,
    ir: &mut Ir,
    call: OpRef,
    callable: OpRef,
    src: RegionRef,
    clone: bool,
    on_blocks: &mut dyn FnMut(&Ir, BodyId, &[BlockId]),
) -> Result<bool, String> {
    let Some(entry) = ir.body(src.0).entry_block(src.1) else {
        return Ok(false);
    };
    // Every block of the callee must end in a known terminator for the inliner
    // interface to rewrite: a body ending in an unregistered op (which the verifier
    // lets through, as it may be a terminator) is left alone.
    if !ends_in_terminators(ir.body(src.0), src.1) {
        return Ok(false);
    }
    let (Some(call_iface), Some(callable_iface)) = (
        call_op(ir, call).ok().flatten(),
        callable_op(ir, callable).ok().flatten(),
    ) else {
        return Ok(false);
    };
    let result_types = callable_iface.result_types(ctx, ir, callable);
    let args = call_iface.arg_operands(ctx, ir, call);
    let (cb, cop) = call;
    let body = ir.body(cb);
    let operands: Vec<ValueId> = body.operands(cop).collect();
    let Some(arg_values) = operands.get(args) else {
        return Ok(false);
    };
    let arg_values = arg_values.to_vec();
    let results: Vec<ValueId> = body.results(cop).collect();
    let entry_args = ir.body(src.0).block_args(entry).to_vec();
    if arg_values.len() != entry_args.len() || results.len() != result_types.len() {
        return Ok(false);
    }

    // Conversions where the call's types differ from the callee's.
    let conversion = interface_for(ctx, ir, call);
    let loc = ir.body(cb).op(cop).loc;
    let mut casts: Vec<OpId> = Vec::new();
    let mut map = Mapping::default();
    for (&arg, &operand) in entry_args.iter().zip(&arg_values) {
        let want = ir.body(src.0).value_type(arg);
        let mut value = operand;
        if ir.body(cb).value_type(operand) != want {
            let body = ir.body_mut(cb);
            match materialize(ctx, conversion, body, operand, want, loc, cop, true) {
                Some(cast) => {
                    casts.push(cast);
                    value = body.result(cast, 0);
                }
                None => return Ok(undo_casts(ir.body_mut(cb), &casts)),
            }
        }
        map.values.insert(arg, value);
    }
    let mut after = cop;
    for (&result, &ty) in results.iter().zip(&result_types) {
        let body = ir.body_mut(cb);
        let have = body.value_type(result);
        if have == ty {
            continue;
        }
        let Some(cast) = materialize(ctx, conversion, body, result, have, loc, after, false) else {
            return Ok(undo_casts(body, &casts));
        };
        after = cast;
        casts.push(cast);
        let converted = body.result(cast, 0);
        body.replace_all_uses(result, converted);
        let slot = body.operand_id(cast, 0);
        body.set_operand_value(slot, result);
    }

    // Legality.
    let Some(block) = ir.body(cb).op_block(cop) else {
        return Ok(undo_casts(ir.body_mut(cb), &casts));
    };
    let Some(region) = ir.body(cb).block_region(block) else {
        return Ok(undo_casts(ir.body_mut(cb), &casts));
    };
    let dest = (cb, region);
    let legal = is_legal_call(ctx, ir, call, callable, clone) && {
        let q = InlineQuery {
            ctx,
            ir,
            would_be_cloned: clone,
            mapping: &map.values,
        };
        is_legal_region(&q, dest, src)
    };
    if !legal {
        return Ok(undo_casts(ir.body_mut(cb), &casts));
    }

    // Split the block after the call and clone the callee in between.
    let post = split_after(ir.body_mut(cb), region, block, cop);
    let new_blocks = clone_region_into(ir, src, dest, Some(post), &mut map);
    if !matches!(ctx.attr_kind(loc), AttrKind::UnknownLoc) {
        remap_locations(ctx, ir, cb, &new_blocks, loc);
    }
    on_blocks(ir, cb, &new_blocks);

    let (first, rest) = (new_blocks[0], &new_blocks[1..]);
    if rest.is_empty() {
        let body = ir.body(cb);
        let Some(term) = body.last_op(first) else {
            return Err("inliner: inlined block has no terminator".into());
        };
        let iface =
            interface_for(ctx, ir, (cb, term)).ok_or_else(|| no_handler(ctx, ir, cb, term))?;
        let body = ir.body_mut(cb);
        iface.handle_terminator_values(ctx, body, term, &results)?;
        body.erase_op(term);
        body.splice_ops(post, first, None);
        body.remove_block(post);
    } else {
        let body = ir.body_mut(cb);
        for (&r, &ty) in results.iter().zip(&result_types) {
            let arg = body.add_block_arg(post, ty, Some(loc));
            body.replace_all_uses(r, arg);
        }
        for &b in &new_blocks {
            let Some(term) = ir.body(cb).last_op(b) else {
                return Err("inliner: inlined block has no terminator".into());
            };
            let iface =
                interface_for(ctx, ir, (cb, term)).ok_or_else(|| no_handler(ctx, ir, cb, term))?;
            iface.handle_terminator_branch(ctx, ir.body_mut(cb), term, post)?;
        }
    }
    let body = ir.body_mut(cb);
    body.splice_ops(first, block, None);
    body.remove_block(first);
    Ok(true)
}

/// Whether every block of `region` ends with an op that has the terminator trait.
fn ends_in_terminators(body: &Body, region: rmlir_ir::RegionId) -> bool {
    body.region_blocks(region).all(|b| {
        body.last_op(b)
            .and_then(|t| body.op(t).def)
            .is_some_and(|d| d.has(rmlir_ir::opdef::traits::TERMINATOR))
    })
}

fn no_handler(ctx: &Context, ir: &Ir, b: BodyId, op: OpId) -> String {
    format!(
        "inliner: no inliner interface handles terminator '{}'",
        ctx.str(ir.body(b).op(op).name)
    )
}

/// Asks `iface` for a conversion of `input` to `ty`, placed before (`before`) or
/// after `at`; checks it has the promised shape.
#[allow(clippy::too_many_arguments)]
fn materialize(
    ctx: &Context,
    iface: Option<&'static dyn rmlir_ir::inliner::DialectInlinerInterface>,
    body: &mut Body,
    input: ValueId,
    ty: rmlir_ir::Type,
    loc: Attr,
    at: OpId,
    before: bool,
) -> Option<OpId> {
    let st = iface?.materialize_call_conversion(ctx, body, input, ty, loc)?;
    if st.operands != [input] || st.result_types != [ty] {
        return None;
    }
    let op = body.create_op(st);
    let block = body.op_block(at)?;
    let next = if before { Some(at) } else { body.next_op(at) };
    body.insert_op(op, block, next);
    Some(op)
}

/// Erases the conversions made so far (their uses go back to their inputs); `false`.
fn undo_casts(body: &mut Body, casts: &[OpId]) -> bool {
    for &c in casts {
        let input = body.operand(c, 0);
        let out = body.result(c, 0);
        body.replace_all_uses(out, input);
        body.erase_op(c);
    }
    false
}

/// Moves the ops after `op` into a new block right after `block`; the new block.
fn split_after(body: &mut Body, region: rmlir_ir::RegionId, block: BlockId, op: OpId) -> BlockId {
    let post = body.create_block();
    body.insert_block(region, post, body.next_block(block));
    while let Some(next) = body.next_op(op) {
        body.remove_op(next);
        body.insert_op(next, post, None);
    }
    post
}

/// `callsite(loc at caller)`, appending `caller` at the end of an existing call-site
/// chain (MLIR's `stackLocations`).
fn stack_location(ctx: &Context, loc: Attr, caller: Attr) -> Attr {
    let mut chain = Vec::new();
    let mut last = ctx.canonical(loc);
    while let AttrKind::CallSiteLoc { callee, caller } = ctx.attr_kind(last) {
        chain.push(*callee);
        last = ctx.canonical(*caller);
    }
    let mut out = ctx.attr(AttrKind::CallSiteLoc {
        callee: last,
        caller,
    });
    for &callee in chain.iter().rev() {
        out = ctx.attr(AttrKind::CallSiteLoc {
            callee,
            caller: out,
        });
    }
    out
}

/// Gives every op and block argument of the inlined blocks (nested ones included) the
/// call-site location of its location at `caller`.
fn remap_locations(ctx: &Context, ir: &mut Ir, b: BodyId, blocks: &[BlockId], caller: Attr) {
    let mut cache: FxHashMap<Attr, Attr> = FxHashMap::default();
    let unknown = ctx.unknown_loc();
    let mut remap = |loc: Attr| {
        let key = ctx.canonical(loc);
        *cache
            .entry(key)
            .or_insert_with(|| stack_location(ctx, key, caller))
    };
    for &blk in blocks {
        let args = ir.body(b).block_args(blk).to_vec();
        for a in args {
            let old = ir.body(b).value(a).loc().unwrap_or(unknown);
            ir.body_mut(b).values[a.index()].set_loc(Some(remap(old)));
        }
        let ops: Vec<OpId> = ir.body(b).block_ops(blk).collect();
        for o in ops {
            remap_op_tree(ir, (b, o), &mut remap, unknown);
        }
    }
}

/// Remaps the location of `op`, of the ops nested in it and of their block arguments.
fn remap_op_tree(ir: &mut Ir, op: OpRef, remap: &mut impl FnMut(Attr) -> Attr, unknown: Attr) {
    let loc = ir.body(op.0).op(op.1).loc;
    ir.body_mut(op.0).op_mut(op.1).loc = remap(loc);
    let d = ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let regions = d.regions().to_vec();
    for r in regions {
        let blocks: Vec<BlockId> = ir.body(rb).region_blocks(r).collect();
        for blk in blocks {
            let args = ir.body(rb).block_args(blk).to_vec();
            for a in args {
                let old = ir.body(rb).value(a).loc().unwrap_or(unknown);
                ir.body_mut(rb).values[a.index()].set_loc(Some(remap(old)));
            }
            let ops: Vec<OpId> = ir.body(rb).block_ops(blk).collect();
            for o in ops {
                remap_op_tree(ir, (rb, o), remap, unknown);
            }
        }
    }
}
