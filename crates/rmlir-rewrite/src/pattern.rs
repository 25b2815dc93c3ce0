//! Rewrite patterns and their application order (MLIR's `RewritePattern`,
//! `RewritePatternSet`, `FrozenRewritePatternSet` and `PatternApplicator` with the
//! default cost model).
//!
//! A pattern has a root op name (or matches any op), a benefit, a debug name and
//! labels. For an op, the applicator tries the patterns rooted at its name and the
//! any-op patterns in decreasing benefit — on equal benefit, op-specific ones first and
//! otherwise in the order they were added — until one succeeds.

use crate::rewriter::Rewriter;
use rmlir_ir::{Context, OpId, attrs::Sym};
use rustc_hash::{FxHashMap, FxHashSet};

/// A rewrite pattern. It must only change IR through the rewriter, and return `true`
/// exactly when it changed something.
pub trait RewritePattern: Send + Sync {
    /// The op name the pattern is rooted at; `None` matches every op.
    fn root(&self) -> Option<&'static str>;
    /// Higher benefit patterns are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// The pattern's debug name (what `enable-patterns`/`disable-patterns` match).
    fn name(&self) -> &'static str;
    /// Extra debug labels `enable-patterns`/`disable-patterns` also match.
    fn labels(&self) -> &'static [&'static str] {
        &[]
    }
    /// The ops the pattern may create (MLIR's `getGeneratedOps`); the dialect
    /// conversion's cost model uses them to order and prune patterns.
    fn generated_ops(&self) -> &'static [&'static str] {
        &[]
    }
    /// Whether the pattern may be applied to an op it created itself (MLIR's
    /// `hasBoundedRewriteRecursion`); the conversion driver refuses it otherwise.
    fn has_bounded_rewrite_recursion(&self) -> bool {
        false
    }
    /// Whether matching reads nothing but the root op and the ops defining its
    /// operands, transitively up to `LOCAL_READ_DEPTH` definitions away (their names,
    /// attributes, properties, operands and types): no uses, blocks, regions or
    /// enclosing ops. The greedy driver then skips a root the pattern failed on while
    /// none of those ops changed. `false` unless a pattern declares it.
    fn reads_locally(&self) -> bool {
        false
    }
    /// Matches `op` and rewrites it.
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool;
}

/// A list of patterns being assembled.
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl PatternSet {
    /// An empty set.
    pub fn new() -> PatternSet {
        PatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, p: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(p));
        self
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, p: Box<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(p);
        self
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Freezes the set for application, keeping only patterns whose name or a label is
    /// in `enable` (when `enable` is non-empty) and none of which is in `disable`.
    pub fn freeze(self, ctx: &Context, enable: &[String], disable: &[String]) -> FrozenPatternSet {
        let keep = |p: &dyn RewritePattern| {
            let names = || std::iter::once(p.name()).chain(p.labels().iter().copied());
            (enable.is_empty() || names().any(|n| enable.iter().any(|e| e == n)))
                && !names().any(|n| disable.iter().any(|d| d == n))
        };
        let patterns: Vec<Box<dyn RewritePattern>> = self
            .patterns
            .into_iter()
            .filter(|p| keep(p.as_ref()))
            .collect();
        let mut by_op: FxHashMap<Sym, Vec<u32>> = FxHashMap::default();
        let mut any = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                Some(name) => by_op.entry(ctx.sym(name)).or_default().push(i as u32),
                None => any.push(i as u32),
            }
        }
        let by_benefit = |list: &mut Vec<u32>| {
            list.sort_by_key(|&i| std::cmp::Reverse(patterns[i as usize].benefit()));
        };
        by_op.values_mut().for_each(by_benefit);
        by_benefit(&mut any);
        let reads_locally =
            |list: &[u32]| list.iter().all(|&i| patterns[i as usize].reads_locally());
        let nonlocal_roots = by_op
            .iter()
            .filter(|(_, list)| !reads_locally(list))
            .map(|(&name, _)| name)
            .collect();
        let any_nonlocal = !reads_locally(&any);
        FrozenPatternSet {
            patterns,
            by_op,
            any,
            nonlocal_roots,
            any_nonlocal,
        }
    }
}

/// Patterns ready to apply, indexed by root op.
pub struct FrozenPatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    by_op: FxHashMap<Sym, Vec<u32>>,
    any: Vec<u32>,
    /// Root names with a pattern that does not read locally.
    nonlocal_roots: FxHashSet<Sym>,
    /// Whether an any-op pattern does not read locally.
    any_nonlocal: bool,
}

impl FrozenPatternSet {
    /// Tries the patterns for `op` in order until one succeeds; returns whether one
    /// did.
    pub fn apply(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let name = rw.body().op(op).name;
        let specific: &[u32] = self.by_op.get(&name).map_or(&[], |v| v.as_slice());
        let (mut i, mut j) = (0, 0);
        while i < specific.len() || j < self.any.len() {
            let pick_specific = match (specific.get(i), self.any.get(j)) {
                (Some(&a), Some(&b)) => {
                    self.patterns[a as usize].benefit() >= self.patterns[b as usize].benefit()
                }
                (Some(_), None) => true,
                _ => false,
            };
            let idx = if pick_specific {
                i += 1;
                specific[i - 1]
            } else {
                j += 1;
                self.any[j - 1]
            };
            // Like MLIR's applicator: each pattern starts inserting right before the op.
            rw.set_insertion_point_before(op);
            if self.patterns[idx as usize].match_and_rewrite(rw, op) {
                return true;
            }
        }
        false
    }

    /// Whether every pattern that may apply to an op named `name` reads locally
    /// ([`RewritePattern::reads_locally`]).
    pub fn reads_locally(&self, name: Sym) -> bool {
        !self.any_nonlocal && !self.nonlocal_roots.contains(&name)
    }

    /// Whether any pattern is rooted at `name` or at any op.
    pub fn has_patterns_for(&self, name: Sym) -> bool {
        !self.any.is_empty() || self.by_op.contains_key(&name)
    }
}
