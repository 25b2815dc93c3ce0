//! The analysis manager (MLIR's `AnalysisManager` and `PreservedAnalyses`): analyses are
//! computed on demand for one op, cached under (op, analysis type), and dropped after a
//! pass unless the pass said it keeps them valid.
//!
//! A pass asks for an analysis with [`AnalysisManager::get`]; a second request for the
//! same op returns the cached result. After the pass ran on an op, the pass manager
//! invalidates the analyses of that op and of every op nested in it, except those the
//! pass listed in [`PassContext::preserved`](crate::PassContext::preserved). A pass that
//! changes nothing says [`PreservedAnalyses::all`], which also lets the pass manager skip
//! `--verify-each` for it, as MLIR does.
//!
//! ```ignore
//! struct OpCount(usize);
//! impl Analysis for OpCount {
//!     fn compute(_: &Context, ir: &Ir, op: OpRef) -> OpCount {
//!         let mut n = 0;
//!         ir.walk(op, &mut |_| n += 1);
//!         OpCount(n)
//!     }
//! }
//! // In a pass:
//! let n = cx.analyses.get::<OpCount>(cx.ctx, cx.ir, op).0;
//! cx.preserved.preserve::<OpCount>();
//! ```
//!
//! The cache is one map for the whole run (keyed by op, not nested per op as in MLIR);
//! [`AnalysisManager::split_off`] and [`AnalysisManager::absorb`] move the entries of a
//! subtree out and back, for running nested pipelines on threads.

use rmlir_ir::{Context, Ir, OpRef};
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// An analysis of one op, computed from the IR on first request.
pub trait Analysis: Any + Send + Sync + Sized {
    /// Computes the analysis of `op` (and what is nested in it).
    fn compute(ctx: &Context, ir: &Ir, op: OpRef) -> Self;
}

/// The analyses a pass kept valid (MLIR's `detail::PreservedAnalyses`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PreservedAnalyses {
    all: bool,
    kept: Vec<TypeId>,
}

impl PreservedAnalyses {
    /// Nothing preserved: the default after a pass.
    pub fn none() -> PreservedAnalyses {
        PreservedAnalyses::default()
    }

    /// Every analysis preserved (MLIR's `markAllAnalysesPreserved`): the pass did not
    /// change the IR.
    pub fn all() -> PreservedAnalyses {
        PreservedAnalyses {
            all: true,
            kept: Vec::new(),
        }
    }

    /// Marks `A` preserved (MLIR's `markAnalysesPreserved<A>`).
    pub fn preserve<A: Analysis>(&mut self) -> &mut Self {
        let id = TypeId::of::<A>();
        if !self.kept.contains(&id) {
            self.kept.push(id);
        }
        self
    }

    /// Whether every analysis is preserved.
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// Whether nothing is preserved.
    pub fn is_none(&self) -> bool {
        !self.all && self.kept.is_empty()
    }

    /// Whether `A` is preserved.
    pub fn is_preserved<A: Analysis>(&self) -> bool {
        self.keeps(TypeId::of::<A>())
    }

    fn keeps(&self, id: TypeId) -> bool {
        self.all || self.kept.contains(&id)
    }
}

/// Cached analyses of the ops of one IR.
#[derive(Default)]
pub struct AnalysisManager {
    cache: HashMap<(OpRef, TypeId), Box<dyn Any + Send + Sync>>,
    /// While a timed pass runs (`--mlir-timing`): the analyses computed for it and how
    /// long each took, reported under the pass as `(A) Name` rows.
    computed: Option<Vec<(&'static str, Duration)>>,
}

/// The name MLIR's timing report gives an analysis: its type's name without the path
/// (`DominanceInfo`).
fn analysis_name<A>() -> &'static str {
    let full = std::any::type_name::<A>();
    full.rsplit("::").next().unwrap_or(full)
}

impl AnalysisManager {
    /// An empty cache.
    pub fn new() -> AnalysisManager {
        AnalysisManager::default()
    }

    /// The analysis `A` of `op`, computed now unless cached.
    pub fn get<A: Analysis>(&mut self, ctx: &Context, ir: &Ir, op: OpRef) -> &A {
        let computed = &mut self.computed;
        let entry = self
            .cache
            .entry((op, TypeId::of::<A>()))
            .or_insert_with(|| {
                let start = Instant::now();
                let a = A::compute(ctx, ir, op);
                if let Some(list) = computed {
                    list.push((analysis_name::<A>(), start.elapsed()));
                }
                Box::new(a)
            });
        match entry.downcast_ref::<A>() {
            Some(a) => a,
            None => unreachable!("analysis cache entry keyed by another type"),
        }
    }

    /// Starts listing the analyses computed (for the timers of a pass).
    pub fn start_timing(&mut self) {
        self.computed = Some(Vec::new());
    }

    /// Stops listing computed analyses and returns them with their times, in order.
    pub fn stop_timing(&mut self) -> Vec<(&'static str, Duration)> {
        self.computed.take().unwrap_or_default()
    }

    /// Notes that `A` took `spent` to compute outside the cache (a pass that builds an
    /// analysis of bodies it rewrites on threads, as `cse` builds dominance), so that
    /// the timers show it as if [`AnalysisManager::get`] had.
    pub fn record_computed<A>(&mut self, spent: Duration) {
        if let Some(list) = &mut self.computed {
            list.push((analysis_name::<A>(), spent));
        }
    }

    /// The analysis `A` of `op` if it is cached (MLIR's `getCachedAnalysis`).
    pub fn cached<A: Analysis>(&self, op: OpRef) -> Option<&A> {
        self.cache
            .get(&(op, TypeId::of::<A>()))
            .and_then(|b| b.downcast_ref::<A>())
    }

    /// The analysis `A` cached for the closest proper ancestor of `op` that has one
    /// (MLIR's `getCachedParentAnalysis`).
    pub fn cached_ancestor<A: Analysis>(&self, ir: &Ir, op: OpRef) -> Option<(OpRef, &A)> {
        let mut cur = live(ir, op).then(|| ir.parent_op(op)).flatten();
        while let Some(p) = cur {
            if let Some(a) = self.cached::<A>(p) {
                return Some((p, a));
            }
            cur = ir.parent_op(p);
        }
        None
    }

    /// Number of cached analyses.
    pub fn len(&self) -> usize {
        self.cache.len()
    }

    /// Whether nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.cache.is_empty()
    }

    /// Drops every cached analysis of `op` and of the ops nested in it that `preserved`
    /// does not keep, and the analyses of erased ops.
    pub fn invalidate(&mut self, ir: &Ir, op: OpRef, preserved: &PreservedAnalyses) {
        if preserved.is_all() || self.cache.is_empty() {
            return;
        }
        self.cache.retain(|&(at, id), _| {
            if !live(ir, at) {
                return false;
            }
            preserved.keeps(id) || !is_within(ir, at, op)
        });
    }

    /// Drops the analyses of the ops in `roots` and of the ops nested in them: their
    /// subtrees are about to be renumbered ([`rmlir_ir::Ir::detach`]) and worked on
    /// elsewhere. One sweep over the cache, whatever the number of roots.
    pub fn forget_within(&mut self, ir: &Ir, roots: &[OpRef]) {
        if self.cache.is_empty() {
            return;
        }
        let roots: std::collections::HashSet<OpRef> = roots.iter().copied().collect();
        self.cache.retain(|&(at, _), _| {
            let mut cur = live(ir, at).then_some(at);
            while let Some(c) = cur {
                if roots.contains(&c) {
                    return false;
                }
                cur = ir.parent_op(c);
            }
            true
        });
    }

    /// Takes out the analyses of `op` and the ops nested in it, to hand a subtree to
    /// another thread; [`AnalysisManager::absorb`] puts them back.
    pub fn split_off(&mut self, ir: &Ir, op: OpRef) -> AnalysisManager {
        let keys: Vec<_> = self
            .cache
            .keys()
            .copied()
            .filter(|&(at, _)| live(ir, at) && is_within(ir, at, op))
            .collect();
        let mut out = AnalysisManager::new();
        for k in keys {
            if let Some(v) = self.cache.remove(&k) {
                out.cache.insert(k, v);
            }
        }
        out
    }

    /// Moves every analysis of `other` into this cache.
    pub fn absorb(&mut self, other: AnalysisManager) {
        self.cache.extend(other.cache);
    }

    /// Drops everything.
    pub fn clear(&mut self) {
        self.cache.clear();
    }
}

/// Whether `op` still names an op of `ir` that was not erased.
fn live(ir: &Ir, (b, o): OpRef) -> bool {
    ir.bodies
        .get(b.index())
        .and_then(|body| body.ops.get(o.index()))
        .is_some_and(|d| !d.erased())
}

/// Whether `at` is `root` or nested in it.
fn is_within(ir: &Ir, at: OpRef, root: OpRef) -> bool {
    let mut cur = Some(at);
    while let Some(c) = cur {
        if c == root {
            return true;
        }
        cur = ir.parent_op(c);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_ir::{DiagEngine, parser};

    struct OpCount(usize);
    impl Analysis for OpCount {
        fn compute(_: &Context, ir: &Ir, op: OpRef) -> OpCount {
            let mut n = 0;
            ir.walk(op, &mut |_| n += 1);
            OpCount(n)
        }
    }

    struct Depth(usize);
    impl Analysis for Depth {
        fn compute(_: &Context, ir: &Ir, op: OpRef) -> Depth {
            let mut d = 0;
            let mut cur = ir.parent_op(op);
            while let Some(p) = cur {
                d += 1;
                cur = ir.parent_op(p);
            }
            Depth(d)
        }
    }

    fn parse(ctx: &Context, src: &str) -> Ir {
        let mut diags = DiagEngine::default();
        match parser::parse_source(ctx, &mut diags, src, "t.mlir", 0) {
            Ok(ir) => ir,
            Err(_) => panic!("test input does not parse: {:?}", diags.diags),
        }
    }

    const SRC: &str = "func.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}\n";

    fn funcs(ir: &Ir) -> Vec<OpRef> {
        ir.isolated_children(ir.top.expect("top"))
    }

    #[test]
    fn computed_once_then_cached() {
        let ctx = rmlir_dialects::context();
        let ir = parse(&ctx, SRC);
        let top = ir.top.expect("top");
        let mut am = AnalysisManager::new();
        assert!(am.cached::<OpCount>(top).is_none());
        assert_eq!(am.get::<OpCount>(&ctx, &ir, top).0, 5);
        assert_eq!(am.cached::<OpCount>(top).map(|a| a.0), Some(5));
        assert_eq!(am.get::<Depth>(&ctx, &ir, top).0, 0);
        assert_eq!(am.len(), 2);
    }

    #[test]
    fn invalidation_keeps_preserved_and_unrelated_ops() {
        let ctx = rmlir_dialects::context();
        let ir = parse(&ctx, SRC);
        let top = ir.top.expect("top");
        let fs = funcs(&ir);
        let mut am = AnalysisManager::new();
        am.get::<OpCount>(&ctx, &ir, top);
        for &f in &fs {
            am.get::<OpCount>(&ctx, &ir, f);
            am.get::<Depth>(&ctx, &ir, f);
        }
        // A pass on @f keeping Depth: @f loses OpCount only; @g and the module keep all.
        let mut pa = PreservedAnalyses::none();
        pa.preserve::<Depth>();
        am.invalidate(&ir, fs[0], &pa);
        assert!(am.cached::<OpCount>(fs[0]).is_none());
        assert_eq!(am.cached::<Depth>(fs[0]).map(|d| d.0), Some(1));
        assert!(am.cached::<OpCount>(fs[1]).is_some());
        assert!(am.cached::<OpCount>(top).is_some());
        // Everything preserved: nothing dropped.
        am.invalidate(&ir, top, &PreservedAnalyses::all());
        assert_eq!(am.len(), 4);
        // A pass on the module preserving nothing drops the whole subtree.
        am.invalidate(&ir, top, &PreservedAnalyses::none());
        assert!(am.is_empty());
    }

    #[test]
    fn erased_ops_lose_their_analyses() {
        let ctx = rmlir_dialects::context();
        let mut ir = parse(&ctx, SRC);
        let fs = funcs(&ir);
        let mut am = AnalysisManager::new();
        am.get::<OpCount>(&ctx, &ir, fs[1]);
        ir.body_mut(fs[1].0).erase_op(fs[1].1);
        let mut pa = PreservedAnalyses::none();
        pa.preserve::<OpCount>();
        am.invalidate(&ir, fs[0], &pa);
        assert!(am.is_empty());
    }

    #[test]
    fn ancestors_and_split() {
        let ctx = rmlir_dialects::context();
        let ir = parse(&ctx, SRC);
        let top = ir.top.expect("top");
        let fs = funcs(&ir);
        let mut am = AnalysisManager::new();
        am.get::<OpCount>(&ctx, &ir, top);
        am.get::<OpCount>(&ctx, &ir, fs[0]);
        am.get::<OpCount>(&ctx, &ir, fs[1]);
        let (at, a) = am.cached_ancestor::<OpCount>(&ir, fs[0]).expect("module's");
        assert_eq!((at, a.0), (top, 5));
        let part = am.split_off(&ir, fs[0]);
        assert_eq!((part.len(), am.len()), (1, 2));
        am.absorb(part);
        assert_eq!(am.len(), 3);
        assert!(PreservedAnalyses::none().is_none());
        assert!(PreservedAnalyses::all().is_preserved::<Depth>());
    }
}
