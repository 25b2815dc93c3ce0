//! MLIR's `DialectInlinerInterface` (`mlir/Transforms/InliningUtils.h`): what a dialect
//! tells the inliner about its ops. It is a *dialect* interface, not an op interface:
//! the inliner asks the dialect of the op in question, found from the op name's prefix
//! (so unregistered ops of a registered dialect are answered for too, as MLIR answers
//! for the ops of a loaded dialect).
//!
//! Which dialect is asked:
//!
//! - *call legality*: the dialect of the call op (`func` for `func.call`);
//! - *region legality*: the dialect of the op owning the region the call sits in
//!   (`func.func`, `scf.for`, `affine.for`, ...);
//! - *op legality*: the dialect of each op of the callee body, recursively into nested
//!   regions while [`DialectInlinerInterface::should_analyze_recursively`] says so;
//! - *terminators*: the dialect of each terminator of the inlined blocks;
//! - *type conversions*: the dialect of the call.
//!
//! A dialect without an implementation answers "illegal" to every question, so ops of
//! dialects that never registered one (unregistered dialects, `builtin`) block inlining.
//!
//! ```mlir
//! func.func private @f(%x: i32) -> i32 {   // func: region legal
//!   %0 = arith.addi %x, %x : i32           // arith: op legal
//!   return %0 : i32                        // func: handle_terminator_values
//! }
//! %r = func.call @f(%a) : (i32) -> i32     // func: call legal
//! // after: %r' = arith.addi %a, %a : i32, uses of %r use %r'
//! ```

use crate::attrs::Attr;
use crate::context::Context;
use crate::ir::{BlockId, Body, BodyId, Ir, OpId, OpRef, OpState, RegionId, ValueId};
use crate::types::Type;
use rustc_hash::FxHashMap;

/// A region anywhere in the IR.
pub type RegionRef = (BodyId, RegionId);

/// What the legality hooks may look at: the IR before inlining, and how the callee's
/// entry arguments (values of the callee body) map to values of the caller's body.
pub struct InlineQuery<'a> {
    pub ctx: &'a Context,
    pub ir: &'a Ir,
    /// Whether the callee body is cloned (other calls keep it) rather than moved.
    pub would_be_cloned: bool,
    /// Callee value -> caller value, for the entry block arguments.
    pub mapping: &'a FxHashMap<ValueId, ValueId>,
}

/// The inliner hooks of one dialect (MLIR's `DialectInlinerInterface`). Every legality
/// hook defaults to "illegal", as upstream's do; the terminator hooks default to an
/// error naming the op, where upstream stops with `llvm_unreachable`.
pub trait DialectInlinerInterface: Sync {
    /// Whether `call` (an op of this dialect) may be inlined with `callable`'s body.
    fn is_legal_to_inline_call(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _call: OpRef,
        _callable: OpRef,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// Whether region `src` may be inlined into `dest`, a region of an op of this
    /// dialect.
    fn is_legal_to_inline_region(
        &self,
        _q: &InlineQuery<'_>,
        _dest: RegionRef,
        _src: RegionRef,
    ) -> bool {
        false
    }

    /// Whether `op` (an op of this dialect in the callee) may be inlined into `dest`.
    fn is_legal_to_inline_op(&self, _q: &InlineQuery<'_>, _op: OpRef, _dest: RegionRef) -> bool {
        false
    }

    /// Whether the ops in `op`'s regions are checked one by one too.
    fn should_analyze_recursively(&self, _ctx: &Context, _ir: &Ir, _op: OpRef) -> bool {
        true
    }

    /// Rewrites terminator `op` of an inlined block when the callee had several blocks:
    /// a returning terminator becomes a branch to `dest`, whose arguments stand for the
    /// call's results. Other terminators are left alone.
    fn handle_terminator_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _dest: BlockId,
    ) -> Result<(), String> {
        Err(format!(
            "inliner: '{}' does not handle terminators of multi-block callees",
            ctx.str(body.op(op).name)
        ))
    }

    /// Replaces the uses of `results` (the call's results) with what terminator `op`
    /// returns, when the callee had a single block. The terminator is erased by the
    /// caller afterwards.
    fn handle_terminator_values(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _results: &[ValueId],
    ) -> Result<(), String> {
        Err(format!(
            "inliner: '{}' does not handle terminators of single-block callees",
            ctx.str(body.op(op).name)
        ))
    }

    /// An op converting `input` to `ty` where a call's operand or result type differs
    /// from the callee's (MLIR's `materializeCallConversion`): one operand, `input`,
    /// and one result of type `ty`. `None`: no conversion, the call is not inlined.
    fn materialize_call_conversion(
        &self,
        _ctx: &Context,
        _body: &Body,
        _input: ValueId,
        _ty: Type,
        _loc: Attr,
    ) -> Option<OpState> {
        None
    }
}

/// The dialect name of an op name (`func` for `func.call`).
fn dialect_of(name: &str) -> &str {
    name.split_once('.').map_or(name, |(d, _)| d)
}

/// The inliner interface of the dialect of `op`, if that dialect registered one.
pub fn interface_for(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
) -> Option<&'static dyn DialectInlinerInterface> {
    let name = ctx.str(ir.body(op.0).op(op.1).name);
    ctx.inliner(dialect_of(name))
}

/// The op owning region `r` (crossing into the parent body for a body's top-level
/// region).
pub fn region_owner(ir: &Ir, r: RegionRef) -> Option<OpRef> {
    match ir.body(r.0).region_parent(r.1) {
        Some(p) => Some((r.0, p)),
        None => ir.body(r.0).owner,
    }
}

/// MLIR's `InlinerInterface::isLegalToInline(call, callable)`.
pub fn is_legal_call(ctx: &Context, ir: &Ir, call: OpRef, callable: OpRef, cloned: bool) -> bool {
    interface_for(ctx, ir, call)
        .is_some_and(|i| i.is_legal_to_inline_call(ctx, ir, call, callable, cloned))
}

/// MLIR's `InlinerInterface::isLegalToInline(dest, src)` followed by the op-by-op walk
/// of `src`: the owner of `dest` accepts `src`, and every op of `src` (and of nested
/// regions, where the op's dialect asks for it) accepts `dest`.
pub fn is_legal_region(q: &InlineQuery<'_>, dest: RegionRef, src: RegionRef) -> bool {
    let Some(owner) = region_owner(q.ir, dest) else {
        return false;
    };
    let region_ok = interface_for(q.ctx, q.ir, owner)
        .is_some_and(|i| i.is_legal_to_inline_region(q, dest, src));
    region_ok && ops_legal(q, src, dest)
}

/// Whether every op of region `src` may be inlined into `dest`.
fn ops_legal(q: &InlineQuery<'_>, src: RegionRef, dest: RegionRef) -> bool {
    let body = q.ir.body(src.0);
    for b in body.region_blocks(src.1) {
        for o in body.block_ops(b) {
            let op = (src.0, o);
            let Some(iface) = interface_for(q.ctx, q.ir, op) else {
                return false;
            };
            if !iface.is_legal_to_inline_op(q, op, dest) {
                return false;
            }
            if !iface.should_analyze_recursively(q.ctx, q.ir, op) {
                continue;
            }
            let d = body.op(o);
            let rb = d.nested().unwrap_or(src.0);
            if d.regions().iter().any(|&r| !ops_legal(q, (rb, r), dest)) {
                return false;
            }
        }
    }
    true
}
