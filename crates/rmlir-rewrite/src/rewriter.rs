//! The rewriter (MLIR's `RewriterBase`/`PatternRewriter` and its `Listener`): every
//! change a pattern or driver makes to the IR goes through it, so listeners — the
//! greedy driver's worklist, IR-change tracking — see each insertion, modification,
//! replacement and erasure.
//!
//! A rewriter works on one [`Body`] of an [`Ir`]: values never cross bodies, and a
//! pattern never looks across an isolated-from-above boundary.
//!
//! ```mlir
//! %0 = arith.addi %x, %c0 : i32    // replace_op(%0's op, [%x]):
//! "use"(%0) : (i32) -> ()          // the user is notified as modified,
//! "use"(%x) : (i32) -> ()          // the addi as replaced, then erased
//! ```

use rmlir_ir::{
    Attr, BlockId, Body, BodyId, Context, Diagnostic, Ir, OpId, OpState, RegionId, Type, ValueId,
};

/// Observes changes made through a [`Rewriter`] (MLIR's `RewriterBase::Listener`).
/// Every hook is called with the IR in its state around the change: `op_inserted`
/// after insertion, `op_erased` before the op goes away (still linked).
pub trait Listener {
    /// `op` was inserted (created or moved) into a block.
    fn op_inserted(&mut self, _body: &Body, _op: OpId) {}
    /// `op` is queued by a driver starting an iteration, its enclosing ops (when
    /// `in_pre_order`) queued just before it; nothing changed. By default, an insertion.
    fn op_seeded(&mut self, body: &Body, op: OpId, in_pre_order: bool) {
        let _ = in_pre_order;
        self.op_inserted(body, op);
    }
    /// `op` was changed in place (operands, attributes, successors).
    fn op_modified(&mut self, _body: &Body, _op: OpId) {}
    /// `op`'s results are about to be replaced by `with`.
    fn op_replaced(&mut self, _body: &Body, _op: OpId, _with: &[ValueId]) {}
    /// `op` is about to be erased.
    fn op_erased(&mut self, _body: &Body, _op: OpId) {}
    /// `block` is about to be erased.
    fn block_erased(&mut self, _body: &Body, _block: BlockId) {}
    /// `op` now uses another value in place of a replaced one (through
    /// [`Rewriter::replace_all_uses`]). By default this is an in-place modification;
    /// the dialect conversion driver tells it apart from modifications a pattern asks
    /// for, as MLIR's conversion rewriter does.
    fn uses_replaced(&mut self, body: &Body, op: OpId) {
        self.op_modified(body, op);
    }
    /// `block` was created or moved into a region.
    fn block_inserted(&mut self, _body: &Body, _block: BlockId) {}
    /// Whether erasures are deferred (the dialect conversion's rule): the rewriter
    /// then leaves an erased op in place and a erased block unlinked but intact, and
    /// reports them through `op_erase_deferred` / `block_erase_deferred`; the
    /// listener's owner erases them later.
    fn defers_erasure(&self) -> bool {
        false
    }
    /// `op` is erased, with the erasure deferred.
    fn op_erase_deferred(&mut self, _body: &Body, _op: OpId) {}
    /// `block` (now unlinked) is erased, with the erasure deferred.
    fn block_erase_deferred(&mut self, _body: &Body, _block: BlockId) {}
    /// A pattern reports a diagnostic (MLIR's `op->emitError()` from inside a
    /// pattern); drivers that can report diagnostics pass it on, others drop it.
    fn diagnostic(&mut self, _d: Diagnostic) {}
}

/// A listener that ignores everything.
pub struct NoListener;
impl Listener for NoListener {}

/// Where new ops go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InsertPoint {
    pub block: BlockId,
    /// Insert before this op; `None`: at the end of the block.
    pub before: Option<OpId>,
}

/// Changes one body of an IR and reports every change to its listener.
pub struct Rewriter<'a> {
    pub ctx: &'a Context,
    ir: &'a mut Ir,
    body: BodyId,
    listener: &'a mut dyn Listener,
    ip: Option<InsertPoint>,
}

impl<'a> Rewriter<'a> {
    /// A rewriter on `body` reporting to `listener`.
    pub fn new(
        ctx: &'a Context,
        ir: &'a mut Ir,
        body: BodyId,
        listener: &'a mut dyn Listener,
    ) -> Self {
        Rewriter {
            ctx,
            ir,
            body,
            listener,
            ip: None,
        }
    }

    /// The body being rewritten.
    #[inline]
    pub fn body(&self) -> &Body {
        self.ir.body(self.body)
    }

    /// The id of the body being rewritten.
    pub fn body_id(&self) -> BodyId {
        self.body
    }

    /// The whole IR (read-only).
    pub fn ir(&self) -> &Ir {
        self.ir
    }

    /// The IR, mutably, for queries that need it (constant folding hooks). Changes
    /// made through it are not reported: use the rewriter's methods to change IR.
    pub fn ir_mut_unreported(&mut self) -> &mut Ir {
        self.ir
    }

    fn b(&mut self) -> &mut Body {
        self.ir.body_mut(self.body)
    }

    // ---------------- insertion point ----------------

    /// New ops go before `op`.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        let block = self
            .body()
            .op_block(op)
            .expect("insertion point op must be in a block");
        self.ip = Some(InsertPoint {
            block,
            before: Some(op),
        });
    }

    /// New ops go right after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        let block = self
            .body()
            .op_block(op)
            .expect("insertion point op must be in a block");
        let before = self.body().next_op(op);
        self.ip = Some(InsertPoint { block, before });
    }

    /// New ops go at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        let before = self.body().first_op(block);
        self.ip = Some(InsertPoint { block, before });
    }

    /// New ops go at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = Some(InsertPoint {
            block,
            before: None,
        });
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }

    /// Restores a saved insertion point.
    pub fn restore_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
    }

    /// Reports a diagnostic through the listener (see [`Listener::diagnostic`]).
    pub fn emit_diagnostic(&mut self, d: Diagnostic) {
        self.listener.diagnostic(d);
    }

    /// Reports `op` as inserted without changing anything (how a driver seeds its
    /// worklist through its listener).
    pub fn notify_queued(&mut self, op: OpId) {
        let body = self.ir.body(self.body);
        self.listener.op_inserted(body, op);
    }

    /// Reports `op` as seeded by a driver starting an iteration (see
    /// [`Listener::op_seeded`]).
    pub fn notify_seeded(&mut self, op: OpId, in_pre_order: bool) {
        let body = self.ir.body(self.body);
        self.listener.op_seeded(body, op, in_pre_order);
    }

    // ---------------- creating ----------------

    /// Creates an op at the insertion point and reports it.
    pub fn create(&mut self, st: OpState) -> OpId {
        let op = self.b().create_op(st);
        self.insert(op);
        op
    }

    /// Creates an op without inserting it (fill its regions, then [`Rewriter::insert`]).
    pub fn create_detached(&mut self, st: OpState) -> OpId {
        self.b().create_op(st)
    }

    /// Inserts a detached op at the insertion point and reports it.
    pub fn insert(&mut self, op: OpId) {
        let ip = self.ip.expect("rewriter has no insertion point");
        self.b().insert_op(op, ip.block, ip.before);
        let body = self.ir.body(self.body);
        self.listener.op_inserted(body, op);
    }

    /// Adds an empty region to a detached or existing op (non-isolated ops only).
    pub fn add_region(&mut self, op: OpId) -> RegionId {
        let r = self.b().create_region(Some(op));
        self.b().op_mut(op).push_region(r);
        r
    }

    /// Creates a block at the end of `region` with arguments of `types`.
    pub fn create_block(&mut self, region: RegionId, types: &[Type], loc: Attr) -> BlockId {
        self.create_block_before(region, None, types, loc)
    }

    /// Creates a block in `region` before `before` (at its end when `None`) with
    /// arguments of `types`, and reports it.
    pub fn create_block_before(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        types: &[Type],
        loc: Attr,
    ) -> BlockId {
        let b = self.b().create_block();
        for &t in types {
            self.b().add_block_arg(b, t, Some(loc));
        }
        self.b().insert_block(region, b, before);
        let body = self.ir.body(self.body);
        self.listener.block_inserted(body, b);
        b
    }

    /// Appends an argument of type `ty` to `block` (not reported, as in MLIR).
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Attr) -> ValueId {
        self.b().add_block_arg(block, ty, Some(loc))
    }

    /// Moves every block of `source` into `dest` before `before` (at its end when
    /// `None`), in order, reporting each (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(
        &mut self,
        source: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) {
        while let Some(blk) = self.body().entry_block(source) {
            self.b().remove_block(blk);
            self.b().insert_block(dest, blk, before);
            let body = self.ir.body(self.body);
            self.listener.block_inserted(body, blk);
        }
    }

    // ---------------- modifying ----------------

    /// Changes `op` in place through `f` and reports it as modified.
    pub fn modify<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        let r = f(self.b());
        let body = self.ir.body(self.body);
        self.listener.op_modified(body, op);
        r
    }

    /// Replaces every use of `from` with `to`; each user is reported as modified.
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        while let Some(u) = self.body().uses(from).next() {
            let user = self.body().operand_owner(u);
            self.b().set_operand_value(u, to);
            let body = self.ir.body(self.body);
            self.listener.uses_replaced(body, user);
        }
    }

    /// Replaces the uses of `from` accepted by `pred` (given the using op) with `to`.
    pub fn replace_uses_where(
        &mut self,
        from: ValueId,
        to: ValueId,
        mut pred: impl FnMut(&Body, OpId) -> bool,
    ) {
        let uses: Vec<_> = self.body().uses(from).collect();
        for u in uses {
            let user = self.body().operand_owner(u);
            if pred(self.body(), user) {
                self.modify(user, |b| b.set_operand_value(u, to));
            }
        }
    }

    /// Replaces `op`'s results with `with` (one per result) and erases it.
    pub fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        assert_eq!(
            self.body().num_results(op),
            with.len(),
            "replacement count mismatch"
        );
        {
            let body = self.ir.body(self.body);
            self.listener.op_replaced(body, op, with);
        }
        for (i, &v) in with.iter().enumerate() {
            let r = self.body().result(op, i);
            self.replace_all_uses(r, v);
        }
        self.erase_op(op);
    }

    /// Erases `op` and everything nested in it (in this body), reporting nested ops
    /// first. Its results must be unused.
    pub fn erase_op(&mut self, op: OpId) {
        if self.listener.defers_erasure() {
            let body = self.ir.body(self.body);
            self.listener.op_erase_deferred(body, op);
            return;
        }
        self.report_erase_tree(op);
        self.b().erase_op(op);
    }

    fn report_erase_tree(&mut self, op: OpId) {
        if self.body().op(op).nested().is_none() {
            let regions = self.body().op(op).regions().to_vec();
            for r in regions {
                let blocks: Vec<BlockId> = self.body().region_blocks(r).collect();
                for blk in blocks.into_iter().rev() {
                    let ops: Vec<OpId> = self.body().block_ops(blk).collect();
                    for o in ops.into_iter().rev() {
                        self.report_erase_tree(o);
                    }
                    let body = self.ir.body(self.body);
                    self.listener.block_erased(body, blk);
                }
            }
        }
        let body = self.ir.body(self.body);
        self.listener.op_erased(body, op);
    }

    /// Erases a block and its ops. Values it defines must only be used inside it or
    /// in blocks erased with it.
    pub fn erase_block(&mut self, block: BlockId) {
        if self.listener.defers_erasure() {
            self.b().remove_block(block);
            let body = self.ir.body(self.body);
            self.listener.block_erase_deferred(body, block);
            return;
        }
        let ops: Vec<OpId> = self.body().block_ops(block).collect();
        for o in ops.into_iter().rev() {
            self.report_erase_tree(o);
        }
        {
            let body = self.ir.body(self.body);
            self.listener.block_erased(body, block);
        }
        self.b().erase_block(block);
    }

    /// Moves `op` before `before` (in any block) and reports it as inserted.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        let block = self
            .body()
            .op_block(before)
            .expect("target op must be in a block");
        self.b().remove_op(op);
        self.b().insert_op(op, block, Some(before));
        let body = self.ir.body(self.body);
        self.listener.op_inserted(body, op);
    }

    /// Moves `op` to the end of `block` and reports it as inserted.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        self.b().remove_op(op);
        self.b().insert_op(op, block, None);
        let body = self.ir.body(self.body);
        self.listener.op_inserted(body, op);
    }

    /// Moves the ops of `source` before `before` in `dest` (at its end when `None`),
    /// replacing `source`'s arguments with `args`, then erases `source` (MLIR's
    /// `inlineBlockBefore`). Each moved op is reported as inserted.
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[ValueId],
    ) {
        let params: Vec<ValueId> = self.body().block_args(source).to_vec();
        assert_eq!(params.len(), args.len(), "block argument count mismatch");
        for (p, &a) in params.iter().zip(args) {
            self.replace_all_uses(*p, a);
        }
        while let Some(op) = self.body().first_op(source) {
            self.b().remove_op(op);
            self.b().insert_op(op, dest, before);
            let body = self.ir.body(self.body);
            self.listener.op_inserted(body, op);
        }
        self.erase_block(source);
    }

    /// Appends the ops of `source` to `dest` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block_before(source, dest, None, args);
    }

    /// Splits `block` before `op`: `op` and the ops after it move to a new block
    /// inserted right after `block`, which is returned. The moved ops are reported as
    /// inserted, last first (the order MLIR's rewriter moves them in).
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let region = self
            .body()
            .block_region(block)
            .expect("block must be in a region");
        let next = self.body().next_block(block);
        let nb = self.b().create_block();
        self.b().insert_block(region, nb, next);
        {
            let body = self.ir.body(self.body);
            self.listener.block_inserted(body, nb);
        }
        loop {
            let last = self
                .body()
                .last_op(block)
                .expect("split op must be in the block");
            let first_of_new = self.body().first_op(nb);
            self.b().remove_op(last);
            self.b().insert_op(last, nb, first_of_new);
            let body = self.ir.body(self.body);
            self.listener.op_inserted(body, last);
            if last == op {
                break;
            }
        }
        nb
    }

    /// Erases argument `index` of `block` (it must be unused).
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        self.b().erase_block_arg(block, index);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_ir::diag::DiagEngine;
    use rmlir_ir::{parser, verifier};

    /// A rewrite that keeps a block argument after inlining its block (the mistake a
    /// pattern reading a terminator's operands too early makes) leaves IR the verifier
    /// rejects, instead of a value that prints as `<<UNKNOWN SSA VALUE>>`.
    #[test]
    fn verifier_rejects_a_use_of_an_inlined_block_argument() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        ctx.threading = false;
        let text = r#""x.top"() ({
  %x = "x.src"() : () -> i32
  "x.wrap"() ({
  ^bb0(%a: i32):
    "x.yield"(%a) : (i32) -> ()
  }) : () -> ()
  "x.sink"(%x) : (i32) -> ()
}) : () -> ()
"#;
        let mut diags = DiagEngine::default();
        let mut ir = parser::parse_source(&ctx, &mut diags, text, "t.mlir", 0).expect("parses");
        let top = ir.top.expect("a top op");
        let body = ir.regions_body(top);
        let b = ir.body(body);
        let named = |name: &str| {
            let sym = ctx.sym(name);
            (0..b.ops.len() as u32)
                .map(OpId)
                .find(|&o| b.op(o).name == sym)
                .expect("op in the body")
        };
        let (src, wrap, sink) = (named("x.src"), named("x.wrap"), named("x.sink"));
        let outer = b.op_block(wrap).expect("in a block");
        let x = b.result(src, 0);
        let inner = b.entry_block(b.op(wrap).regions()[0]).expect("a block");
        let stale = b.block_args(inner)[0];
        let mut listener = crate::NoListener;
        let mut rw = Rewriter::new(&ctx, &mut ir, body, &mut listener);
        rw.inline_block_before(inner, outer, Some(wrap), &[x]);
        rw.modify(sink, |b| b.set_operands(sink, &[stale]));
        assert!(verifier::verify(&ctx, &ir, top, &mut diags).is_err());
        assert_eq!(
            diags.diags.last().map(|d| d.message.as_str()),
            Some("'x.sink' op operand #0 is a value whose defining op or block was erased")
        );
    }
}
