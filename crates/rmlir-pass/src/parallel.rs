//! Running work on the isolated-from-above ops directly inside an op on all threads
//! (what MLIR's `OpToOpPassAdaptor::runOnOperationAsyncImpl` does with the functions of
//! a module), for nested pass managers and for passes that never look across an
//! isolated-from-above boundary (`canonicalize`, `cse`).
//!
//! Each op's subtree is detached from the IR ([`rmlir_ir::Ir::detach`]), worked on with
//! a diagnostics engine and an analysis cache of its own, and put back; diagnostics are
//! then appended in IR order, so the result never depends on the number of threads.
//! Ops that cannot be detached (with operands or results) and runs without threading
//! go one after the other on the shared IR, in order.

use crate::{AnalysisManager, PassContext};
use rayon::prelude::*;
use rmlir_ir::ir::EnclosingSymbols;
use rmlir_ir::{DiagEngine, OpRef};

/// Whether running on `targets` in parallel is possible and worth it.
pub fn worth_parallel(cx: &PassContext<'_>, targets: &[OpRef]) -> bool {
    cx.ctx.threading
        && targets.len() > 1
        && rayon::current_num_threads() > 1
        && targets.iter().all(|&t| cx.ir.can_detach(t))
}

/// Runs `f` on each of `targets` (ops directly inside the same op, in IR order) and
/// returns its results in that order. With [`worth_parallel`], each target runs on its
/// own detached subtree on the thread pool, with per-worker state made by `init`;
/// otherwise they run in order on `cx` with one state.
///
/// ```text
/// module { func @f {...}  func @g {...} }
/// for_each_isolated(cx, [@f, @g], ..)  // @f and @g canonicalized on two threads
/// ```
pub fn for_each_isolated<S, R, I, F>(
    cx: &mut PassContext<'_>,
    targets: &[OpRef],
    init: I,
    f: F,
) -> Vec<R>
where
    R: Send,
    I: Fn() -> S + Sync + Send,
    F: Fn(&mut S, &mut PassContext<'_>, OpRef) -> R + Sync + Send,
{
    if !worth_parallel(cx, targets) {
        let mut state = init();
        return targets.iter().map(|&t| f(&mut state, cx, t)).collect();
    }
    cx.analyses.forget_within(cx.ir, targets);
    // What lookups from inside the targets may read of the symbol table around them
    // (they all sit in the same op): taken before any of them is moved out.
    let enclosing = EnclosingSymbols::around(cx.ir, targets[0]).or_else(|| cx.ir.enclosing.clone());
    let detached: Vec<_> = targets
        .iter()
        .map(|&t| {
            let mut d = cx.ir.detach(t);
            d.ir.enclosing = enclosing.clone();
            d
        })
        .collect();
    let ctx = cx.ctx;
    // A few jobs per thread: each job makes its state (fresh pass instances, which
    // build their pattern sets on first use) once.
    let per_job = (targets.len() / (8 * rayon::current_num_threads())).max(1);
    let done: Vec<_> = detached
        .into_par_iter()
        .with_min_len(per_job)
        .map_init(&init, |state, mut d| {
            for body in &mut d.ir.bodies {
                body.rehome();
            }
            let mut diags = DiagEngine::default();
            let mut analyses = AnalysisManager::new();
            let op = d.op();
            let r = {
                let mut sub = PassContext::new(&mut d.ir, ctx, &mut diags, &mut analyses);
                f(state, &mut sub, op)
            };
            (d, diags, r)
        })
        .collect();
    let mut out = Vec::with_capacity(done.len());
    for (d, diags, r) in done {
        cx.ir.reattach(d);
        cx.diags.append(diags);
        out.push(r);
    }
    out
}
