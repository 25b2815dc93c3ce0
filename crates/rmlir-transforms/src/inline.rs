//! `inline` (MLIR's `InlinerPass` and `Inliner`, `mlir/lib/Transforms/InlinerPass.cpp`
//! and `Utils/Inliner.cpp`): inlines calls bottom-up over the call graph.
//!
//! The pass runs on a symbol table (a module). It builds the call graph of the
//! callables in it and walks its strongly connected components callees first. For
//! each component it alternates, at most `max-iterations` times:
//!
//! 1. *simplify*: every callable of the component that is isolated from above and has
//!    no nested callables is run through its pipeline (`op-pipelines` by op name, else
//!    `default-pipeline`, `canonicalize` by default), then its symbol uses recounted;
//! 2. *inline*: the calls in the component's callables are inlined where the dialects
//!    allow it (`rmlir_ir::inliner`), calls that appear in inlined code too, unless the
//!    callee is recursive with the caller (it has an edge to itself or to the caller),
//!    encloses the call, brings several blocks into a single-block region, was already
//!    inlined on the way to this call (inline history), or is too large for
//!    `inlining-threshold`. Stops when nothing was inlined.
//!
//! A private callable whose last use was inlined is inlined by moving its body and is
//! erased at the end, as is every private callable without uses (`use_list`).
//!
//! ```mlir
//! func.func private @double(%x: i32) -> i32 {
//!   %0 = arith.addi %x, %x : i32
//!   return %0 : i32
//! }
//! func.func @main(%a: i32) -> i32 {
//!   %r = call @double(%a) : (i32) -> i32
//!   return %r : i32
//! }
//! // after: @double is gone and @main is
//! //   %0 = arith.addi %arg0, %arg0 : i32
//! //   return %0 : i32
//! ```

mod clone;
mod inline_call;
mod use_list;

use rmlir_analysis::call_graph::{CallGraph, NodeId, SccWalk};
use rmlir_ir::attrs::AttrKind;
use rmlir_ir::inliner::{RegionRef, region_owner};
use rmlir_ir::interfaces::{Callee, call_op};
use rmlir_ir::opdef::traits;
use rmlir_ir::verifier::{SymbolTables, op_error};
use rmlir_ir::{BlockId, BodyId, Context, Diagnostic, Ir, OpRef, Reported};
use rmlir_pass::options::{OptKind, OptValue, OptionDecl, OptionValues};
use rmlir_pass::pipeline::{OpPassManager, parse_pipeline};
use rmlir_pass::{Instrumentation, Pass, PassContext, PassInfo, run_pipeline};
use rustc_hash::FxHashMap;
use use_list::UseList;

/// The options, as mlir-opt 22 declares them.
static OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "default-pipeline",
        kind: OptKind::Str,
        default: "canonicalize",
        description: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
    },
    OptionDecl {
        name: "op-pipelines",
        kind: OptKind::StrList,
        default: "",
        description: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
    },
    OptionDecl {
        name: "max-iterations",
        kind: OptKind::UInt,
        default: "4",
        description: "Maximum number of iterations when inlining within an SCC",
    },
    OptionDecl {
        name: "inlining-threshold",
        kind: OptKind::UInt,
        default: "4294967295",
        description: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
    },
];

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "inline",
    name: "Inliner",
    description: "Inline function calls",
    anchor: None,
    options: OPTIONS,
    make: |o: &OptionValues| Box::new(Inline::new(o)),
};

/// The pass: its configuration.
pub struct Inline {
    /// `None`: callables without a pipeline of their own are not simplified.
    default_pipeline: Option<String>,
    /// `op-pipelines` entries: anchor name and the whole textual pipeline.
    op_pipelines: Vec<String>,
    max_iterations: u32,
    threshold: u32,
}

fn uint(o: &OptionValues, name: &str, default: u32) -> u32 {
    match o.get(name) {
        Some(OptValue::UInt(v)) => u32::try_from(*v).unwrap_or(u32::MAX),
        _ => default,
    }
}

impl Inline {
    /// The pass with option values `o`.
    pub fn new(o: &OptionValues) -> Inline {
        let default_pipeline = match o.get("default-pipeline") {
            Some(OptValue::Str(s)) if s.is_empty() => None,
            Some(OptValue::Str(s)) => Some(s.clone()),
            _ => Some("canonicalize".into()),
        };
        let op_pipelines = match o.get("op-pipelines") {
            Some(OptValue::List(l)) => l.clone(),
            _ => Vec::new(),
        };
        Inline {
            default_pipeline,
            op_pipelines,
            max_iterations: uint(o, "max-iterations", 4),
            threshold: uint(o, "inlining-threshold", u32::MAX),
        }
    }
}

impl Pass for Inline {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        let has_table = cx
            .ir
            .body(op.0)
            .op(op.1)
            .def
            .is_some_and(|d| d.has(traits::SYMBOL_TABLE));
        if !has_table {
            return Err(op_error(
                cx.ctx,
                cx.ir,
                cx.diags,
                op,
                " was scheduled to run under the inliner, but does not define a symbol table",
            ));
        }
        let registry = crate::registry();
        let mut op_pipelines: FxHashMap<String, OpPassManager> = FxHashMap::default();
        for text in &self.op_pipelines {
            let pm = parse_pipeline(&registry, text).map_err(|e| {
                let loc = rmlir_ir::diag::resolve_loc(cx.ctx, cx.ir.body(op.0).op(op.1).loc);
                cx.diags.emit(Diagnostic::error(
                    loc,
                    format!(
                        "inline: invalid op-pipelines entry `{text}`: {}",
                        e.message.trim_end()
                    ),
                ))
            })?;
            if !pm.entries.is_empty() {
                op_pipelines
                    .entry(pm.anchor.name().to_string())
                    .or_insert(pm);
            }
        }
        let cg = CallGraph::build(cx.ctx, cx.ir, op);
        let mut tables = SymbolTables::default();
        let uses = UseList::new(cx.ctx, cx.ir, &cg, &mut tables, op);
        let mut inliner = Inliner {
            cg: &cg,
            tables,
            uses,
            dead: Vec::new(),
            registry,
            op_pipelines,
            default_pipeline: self.default_pipeline.as_deref(),
            default_pms: FxHashMap::default(),
            max_iterations: self.max_iterations,
            threshold: self.threshold,
        };
        let mut walk = cg.sccs();
        while let Some(mut scc) = walk.next_scc() {
            inliner.inline_scc(cx, &mut scc, &mut walk)?;
        }
        // Erase the callables proven dead.
        for n in std::mem::take(&mut inliner.dead) {
            if let Some((b, o)) = callable_of(cx.ir, &cg, n) {
                cx.ir.body_mut(b).erase_op(o);
            }
        }
        Ok(())
    }
}

/// A call with the node of the callable it is in and the node of its callee (MLIR's
/// `Inliner::ResolvedCall`).
#[derive(Copy, Clone, Debug)]
struct ResolvedCall {
    call: OpRef,
    source: NodeId,
    target: NodeId,
}

/// The state of one run of the pass.
struct Inliner<'a> {
    cg: &'a CallGraph,
    tables: SymbolTables,
    uses: UseList,
    /// Callables to erase at the end.
    dead: Vec<NodeId>,
    registry: rmlir_pass::Registry,
    op_pipelines: FxHashMap<String, OpPassManager>,
    default_pipeline: Option<&'a str>,
    /// The default pipeline anchored on each callable op name, built on first use.
    default_pms: FxHashMap<String, OpPassManager>,
    max_iterations: u32,
    threshold: u32,
}

fn callable_of(ir: &Ir, cg: &CallGraph, n: NodeId) -> Option<OpRef> {
    cg.nodes[n].region.and_then(|r| region_owner(ir, r))
}

fn error(cx: &mut PassContext<'_>, at: OpRef, msg: String) -> Reported {
    let loc = rmlir_ir::diag::resolve_loc(cx.ctx, cx.ir.body(at.0).op(at.1).loc);
    cx.diags.emit(Diagnostic::error(loc, msg))
}

impl Inliner<'_> {
    /// Simplifies and inlines within one SCC until nothing changes or the iteration
    /// limit is reached.
    fn inline_scc(
        &mut self,
        cx: &mut PassContext<'_>,
        scc: &mut Vec<NodeId>,
        walk: &mut SccWalk<'_>,
    ) -> Result<(), Reported> {
        let mut iterations = 0u32;
        loop {
            self.optimize_scc(cx, scc)?;
            if !self.inline_calls_in_scc(cx, scc, walk)? {
                break;
            }
            iterations += 1;
            if iterations >= self.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs the simplification pipelines on the SCC's callables.
    fn optimize_scc(&mut self, cx: &mut PassContext<'_>, scc: &[NodeId]) -> Result<(), Reported> {
        let cg = self.cg;
        let visit: Vec<(NodeId, OpRef)> = scc
            .iter()
            .filter(|&&n| cg.nodes[n].region.is_some() && !cg.has_children(n))
            .filter_map(|&n| callable_of(cx.ir, cg, n).map(|op| (n, op)))
            .filter(|&(_, op)| cx.ir.body(op.0).op(op.1).nested().is_some())
            .collect();
        if visit.is_empty() {
            return Ok(());
        }
        for &(_, op) in &visit {
            self.optimize_callable(cx, op)?;
        }
        for &(n, _) in &visit {
            self.uses.recompute(cx.ctx, cx.ir, cg, &mut self.tables, n);
        }
        Ok(())
    }

    /// Runs the pipeline for `op`'s name on it.
    fn optimize_callable(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        let name = cx.ctx.str(cx.ir.body(op.0).op(op.1).name).to_string();
        let pm = match self.op_pipelines.get_mut(&name) {
            Some(pm) => pm,
            None => {
                let Some(text) = self.default_pipeline else {
                    return Ok(());
                };
                let registry = &self.registry;
                let diags = &mut *cx.diags;
                self.default_pms.entry(name.clone()).or_insert_with(|| {
                    parse_pipeline(registry, &format!("{name}({text})")).unwrap_or_else(|e| {
                        // Upstream prints the parse error to stderr and runs an empty
                        // pipeline.
                        diags.emit_text(e.stderr.unwrap_or_default() + &e.message);
                        OpPassManager::new(rmlir_pass::Anchor::Op(name.clone()))
                    })
                })
            }
        };
        let mut inst = Instrumentation::default();
        inst.verify_each = true;
        let mut nested = PassContext::new(cx.ir, cx.ctx, cx.diags, cx.analyses);
        run_pipeline(pm, &mut nested, op, &mut inst)
    }

    /// Inlines the calls of the SCC's callables; whether anything was inlined.
    fn inline_calls_in_scc(
        &mut self,
        cx: &mut PassContext<'_>,
        scc: &mut Vec<NodeId>,
        walk: &mut SccWalk<'_>,
    ) -> Result<bool, Reported> {
        let (ctx, cg) = (cx.ctx, self.cg);
        let mut dead: Vec<NodeId> = Vec::new();
        let mut calls: Vec<ResolvedCall> = Vec::new();
        for &n in scc.iter() {
            let Some(region) = cg.nodes[n].region else {
                continue;
            };
            if self.uses.is_dead(ctx, cx.ir, cg, n) {
                if !dead.contains(&n) {
                    dead.push(n);
                }
                continue;
            }
            let blocks: Vec<(BodyId, BlockId)> = cx
                .ir
                .body(region.0)
                .region_blocks(region.1)
                .map(|b| (region.0, b))
                .collect();
            collect_calls(
                ctx,
                cx.ir,
                cg,
                &mut self.tables,
                blocks,
                n,
                false,
                &mut calls,
            );
        }

        // Inline history: which callee each inlining was of, and the inlining that
        // brought the call being inlined (so a callee is not inlined into its own copy).
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let it = calls[i];
            let from = call_history[i];
            i += 1;
            if dead.contains(&it.source) {
                continue;
            }
            let mut h = from;
            let mut in_history = false;
            while let Some(id) = h {
                if history[id].0 == it.target {
                    in_history = true;
                    break;
                }
                h = history[id].1;
            }
            if in_history || !self.should_inline(cx.ir, it) {
                continue;
            }
            let Some(target_region) = cg.nodes[it.target].region else {
                continue;
            };
            let Some(callable) = region_owner(cx.ir, target_region) else {
                continue;
            };
            let in_place = self
                .uses
                .has_one_use_and_discardable(ctx, cx.ir, cg, it.target);
            let prev = calls.len();
            let tables = &mut self.tables;
            let mut collect = |ir: &Ir, b: BodyId, blocks: &[BlockId]| {
                let Some(first) = blocks.first() else {
                    return;
                };
                let Some(node) = closest_node(ir, cg, (b, *first)) else {
                    return;
                };
                let blocks = blocks.iter().map(|&blk| (b, blk)).collect();
                collect_calls(ctx, ir, cg, tables, blocks, node, true, &mut calls);
            };
            let inlined = inline_call::inline_call(
                ctx,
                cx.ir,
                it.call,
                callable,
                target_region,
                !in_place,
                &mut collect,
            )
            .map_err(|m| error(cx, it.call, m))?;
            if !inlined {
                continue;
            }
            inlined_any = true;
            let id = history.len();
            history.push((it.target, from));
            call_history.resize(calls.len(), Some(id));
            debug_assert!(call_history.len() >= prev);

            self.uses
                .drop_call_uses(ctx, cx.ir, cg, &mut self.tables, it.source, it.call);
            self.uses.merge_after_inlining(it.target, it.source);
            cx.ir.body_mut(it.call.0).erase_op(it.call.1);
            if in_place {
                // The body was "moved": clear the callee, which goes at the end.
                let body = cx.ir.body_mut(target_region.0);
                let blocks: Vec<BlockId> = body.region_blocks(target_region.1).collect();
                for b in blocks.into_iter().rev() {
                    body.erase_block(b);
                }
                self.uses.erase_node(cg, it.target);
                if !dead.contains(&it.target) {
                    dead.push(it.target);
                }
            }
        }
        for n in dead {
            if let Some(p) = scc.iter().position(|&m| m == n) {
                scc.remove(p);
                walk.forget(n);
            }
            if !self.dead.contains(&n) {
                self.dead.push(n);
            }
        }
        Ok(inlined_any)
    }

    /// Whether a resolved call should be inlined (MLIR's `Inliner::Impl::shouldInline`).
    fn should_inline(&self, ir: &Ir, it: ResolvedCall) -> bool {
        let cg = self.cg;
        let (cb, co) = it.call;
        if ir
            .body(cb)
            .op(co)
            .def
            .is_some_and(|d| d.has(traits::TERMINATOR))
        {
            return false;
        }
        // Recursive: the callee calls itself or its caller.
        if cg.nodes[it.target]
            .edges
            .iter()
            .any(|e| e.target == it.target || e.target == it.source)
        {
            return false;
        }
        let Some(callee_region) = cg.nodes[it.target].region else {
            return false;
        };
        // The callee encloses the call.
        let mut cur = region_of(ir, it.call);
        while let Some(r) = cur {
            if r == callee_region {
                return false;
            }
            cur = region_owner(ir, r).and_then(|o| region_of(ir, o));
        }
        // Several blocks into a region that may only have one.
        let multi_block = ir
            .body(callee_region.0)
            .region_blocks(callee_region.1)
            .nth(1)
            .is_some();
        if multi_block {
            let callee_name = region_owner(ir, callee_region).map(|o| ir.body(o.0).op(o.1).name);
            let parent = ir.parent_op(it.call);
            let same_name = parent.map(|p| ir.body(p.0).op(p.1).name) == callee_name;
            let may_be_single = parent.is_none_or(|p| {
                ir.body(p.0)
                    .op(p.1)
                    .def
                    .is_none_or(|d| d.has(traits::SINGLE_BLOCK))
            });
            if !same_name && may_be_single {
                return false;
            }
        }
        self.profitable(ir, it)
    }

    /// `inlining-threshold`: the callee's op count in percent of the caller's.
    fn profitable(&self, ir: &Ir, it: ResolvedCall) -> bool {
        match self.threshold {
            0 => return false,
            u32::MAX => return true,
            _ => {}
        }
        let (Some(caller), Some(callee)) = (
            self.cg.nodes[it.source].region,
            self.cg.nodes[it.target].region,
        ) else {
            return false;
        };
        let caller_ops = count_ops(ir, caller);
        if caller_ops == 0 {
            return true;
        }
        let ratio = count_ops(ir, callee).wrapping_mul(100) / caller_ops;
        ratio <= self.threshold
    }
}

/// The region holding `op`.
fn region_of(ir: &Ir, op: OpRef) -> Option<RegionRef> {
    let b = ir.body(op.0);
    b.op_region(op.1).map(|r| (op.0, r))
}

/// The number of ops in a region, nested ones included (in `u32` like upstream).
fn count_ops(ir: &Ir, r: RegionRef) -> u32 {
    let body = ir.body(r.0);
    let mut n = 0u32;
    for b in body.region_blocks(r.1) {
        for o in body.block_ops(b) {
            ir.walk((r.0, o), &mut |_| n = n.wrapping_add(1));
        }
    }
    n
}

/// The call graph node of the closest callable region enclosing `block`.
fn closest_node(ir: &Ir, cg: &CallGraph, (b, blk): (BodyId, BlockId)) -> Option<NodeId> {
    let mut region = ir.body(b).block_region(blk).map(|r| (b, r));
    while let Some(r) = region {
        if let Some(n) = cg.lookup(r) {
            return Some(n);
        }
        region = region_owner(ir, r).and_then(|o| region_of(ir, o));
    }
    None
}

/// Collects the calls with a known callee body in `blocks` and the regions nested in
/// them (MLIR's `collectCallOps`): blocks are taken last first, regions of nested
/// callables only with `traverse_nested` (their calls then belong to them).
#[allow(clippy::too_many_arguments)]
fn collect_calls(
    ctx: &Context,
    ir: &Ir,
    cg: &CallGraph,
    tables: &mut SymbolTables,
    blocks: Vec<(BodyId, BlockId)>,
    source: NodeId,
    traverse_nested: bool,
    out: &mut Vec<ResolvedCall>,
) {
    let mut worklist: Vec<((BodyId, BlockId), NodeId)> =
        blocks.into_iter().map(|b| (b, source)).collect();
    while let Some(((b, blk), node)) = worklist.pop() {
        let body = ir.body(b);
        for o in body.block_ops(blk) {
            let op = (b, o);
            if let Some(iface) = call_op(ir, op).ok().flatten() {
                // Nested symbol references are not inlined.
                if let Some(Callee::Symbol(a)) = iface.callee(ctx, ir, op)
                    && matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if !nested.is_empty())
                {
                    continue;
                }
                let target = cg.resolve_call(ctx, ir, tables, op);
                if cg.nodes[target].region.is_some() {
                    out.push(ResolvedCall {
                        call: op,
                        source: node,
                        target,
                    });
                }
                continue;
            }
            let d = body.op(o);
            let rb = d.nested().unwrap_or(b);
            for &r in d.regions() {
                let nested = cg.lookup((rb, r));
                if traverse_nested || nested.is_none() {
                    let n = nested.unwrap_or(node);
                    for blk in ir.body(rb).region_blocks(r) {
                        worklist.push(((rb, blk), n));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_print_like_mlir_opt() {
        let mut s = String::new();
        OptionValues::defaults(OPTIONS).print(&mut s);
        assert_eq!(
            s,
            "{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }"
        );
    }
}
