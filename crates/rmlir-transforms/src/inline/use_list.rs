//! Symbol uses of call graph nodes during inlining (MLIR's `CGUseList` in
//! `Inliner.cpp`): callables are mostly referenced by symbol (`@f`), which has no SSA
//! use list, so the inliner counts, for every *discardable* callable (a private
//! symbol), how many references the other callables hold, and keeps the counts up to
//! date as calls are inlined (the call's references go, the callee's references are
//! copied into the caller) and bodies are simplified (recounted).
//!
//! A discardable callable whose count drops to zero is dead and erased at the end of
//! the pass; one with a single use is inlined by moving its body instead of cloning it.
//! References from ops that are not callables (a symbol table's other ops) keep their
//! targets alive for good.
//!
//! ```mlir
//! func.func private @f() { ... }        // discardable, uses: 1
//! func.func @g() {
//!   call @f() : () -> ()                // inlined: @f's uses drop to 0, @f is erased
//!   return
//! }
//! ```
//!
//! The arithmetic mirrors upstream's, including counters created on first decrement.

use rmlir_analysis::call_graph::{
    CallGraph, EdgeKind, NodeId, callable_region, is_potentially_unknown_symbol_table,
    lookup_nearest_symbol,
};
use rmlir_ir::attrs::AttrKind;
use rmlir_ir::inliner::region_owner;
use rmlir_ir::interfaces::{Visibility, has_effect_interface, op_effects, symbol_op};
use rmlir_ir::opdef::traits;
use rmlir_ir::verifier::SymbolTables;
use rmlir_ir::{Attr, Context, Ir, OpRef};
use rustc_hash::{FxHashMap, FxHashSet};

/// The nodes one callable references.
#[derive(Default, Clone)]
struct User {
    /// Referenced from the callable op's own attributes (counted once each).
    top_level: FxHashSet<NodeId>,
    /// Referenced from ops nested in the callable, with multiplicity.
    inner: FxHashMap<NodeId, i64>,
}

/// The use counts.
pub struct UseList {
    discardable: FxHashMap<NodeId, i64>,
    users: FxHashMap<NodeId, User>,
}

/// A symbol reference held by an op's attributes (props and discardable attributes),
/// nested array and dictionary elements included.
fn attr_refs(ctx: &Context, a: Attr, user: OpRef, out: &mut Vec<(OpRef, Attr)>) {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { .. } => out.push((user, a)),
        AttrKind::Array(items) => items.iter().for_each(|&i| attr_refs(ctx, i, user, out)),
        AttrKind::Dict(entries) => entries
            .iter()
            .for_each(|&(_, v)| attr_refs(ctx, v, user, out)),
        _ => {}
    }
}

/// The symbol uses in `op` and the ops nested in it, not looking into nested symbol
/// tables (MLIR's `SymbolTable::getSymbolUses(Operation *)`); `None` when an op that
/// might be an unknown symbol table is in the way.
fn symbol_uses(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<(OpRef, Attr)>> {
    fn own(ctx: &Context, ir: &Ir, op: OpRef, out: &mut Vec<(OpRef, Attr)>) {
        let d = ir.body(op.0).op(op.1);
        for a in [d.props(), Some(d.attrs)].into_iter().flatten() {
            attr_refs(ctx, a, op, out);
        }
    }
    fn nested(ctx: &Context, ir: &Ir, op: OpRef, out: &mut Vec<(OpRef, Attr)>) -> bool {
        let d = ir.body(op.0).op(op.1);
        let rb = d.nested().unwrap_or(op.0);
        let body = ir.body(rb);
        for &r in d.regions() {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    let c = (rb, o);
                    if is_potentially_unknown_symbol_table(ctx, ir, c) {
                        return false;
                    }
                    own(ctx, ir, c, out);
                    if !has_trait(ir, c, traits::SYMBOL_TABLE) && !nested(ctx, ir, c, out) {
                        return false;
                    }
                }
            }
        }
        true
    }
    if is_potentially_unknown_symbol_table(ctx, ir, op) {
        return None;
    }
    let mut out = Vec::new();
    own(ctx, ir, op, &mut out);
    nested(ctx, ir, op, &mut out).then_some(out)
}

fn has_trait(ir: &Ir, op: OpRef, t: u32) -> bool {
    ir.body(op.0).op(op.1).def.is_some_and(|d| d.has(t))
}

/// What the references of one walk resolve to, by reference attribute.
pub type Resolved = FxHashMap<Attr, Option<NodeId>>;

/// Calls `f(node, user)` for every reference in `op` (and nested ops) to a callable with
/// a call graph node, resolving each distinct reference once from `op`'s parent (MLIR's
/// `walkReferencedSymbolNodes`).
pub fn walk_referenced_nodes(
    ctx: &Context,
    ir: &Ir,
    cg: &CallGraph,
    tables: &mut SymbolTables,
    op: OpRef,
    resolved: &mut Resolved,
    mut f: impl FnMut(NodeId, OpRef),
) {
    let Some(uses) = symbol_uses(ctx, ir, op) else {
        return;
    };
    let Some(table_op) = ir.parent_op(op) else {
        return;
    };
    for (user, sym) in uses {
        let node = *resolved.entry(sym).or_insert_with(|| {
            lookup_nearest_symbol(ctx, ir, tables, table_op, sym)
                .and_then(|callee| callable_region(ctx, ir, callee))
                .and_then(|r| cg.lookup(r))
        });
        if let Some(n) = node {
            f(n, user);
        }
    }
}

fn callable_of(ir: &Ir, cg: &CallGraph, n: NodeId) -> Option<OpRef> {
    cg.nodes[n].region.and_then(|r| region_owner(ir, r))
}

/// Whether an op is a symbol, and its visibility.
fn symbol_visibility(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Visibility> {
    let s = symbol_op(ir, op).ok().flatten()?;
    Some(s.visibility(ctx, ir, op))
}

/// MLIR's `isMemoryEffectFree` for a callable that is no symbol.
fn memory_effect_free(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    has_effect_interface(ir, op) && op_effects(ctx, ir, op).is_some_and(|e| e.is_empty())
}

impl UseList {
    /// The counts for the callables under `root` (MLIR's `CGUseList` constructor).
    pub fn new(
        ctx: &Context,
        ir: &Ir,
        cg: &CallGraph,
        tables: &mut SymbolTables,
        root: OpRef,
    ) -> UseList {
        let mut ul = UseList {
            discardable: FxHashMap::default(),
            users: FxHashMap::default(),
        };
        let mut always_live = Resolved::default();
        let mut symbol_tables = Vec::new();
        collect_symbol_tables(ir, root, &mut symbol_tables);
        for table in symbol_tables {
            let d = ir.body(table.0).op(table.1);
            let Some(&r) = d.regions().first() else {
                continue;
            };
            let rb = d.nested().unwrap_or(table.0);
            let body = ir.body(rb);
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    let op = (rb, o);
                    if let Some(n) = callable_region(ctx, ir, op).and_then(|r| cg.lookup(r)) {
                        // Upstream's condition, `(all uses visible || private) && the
                        // symbol agrees to go once unused`, is "private": only private
                        // symbols agree (the default `canDiscardOnUseEmpty`).
                        if symbol_visibility(ctx, ir, op) == Some(Visibility::Private) {
                            ul.discardable.entry(n).or_insert(0);
                        }
                        continue;
                    }
                    walk_referenced_nodes(ctx, ir, cg, tables, op, &mut always_live, |_, _| {});
                }
            }
        }
        for n in always_live.values().flatten() {
            ul.discardable.remove(n);
        }
        for n in 2..cg.nodes.len() {
            ul.recompute(ctx, ir, cg, tables, n);
        }
        ul
    }

    /// Drops the references `call` (inside `user`'s callable) held.
    pub fn drop_call_uses(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        cg: &CallGraph,
        tables: &mut SymbolTables,
        user: NodeId,
        call: OpRef,
    ) {
        let mut resolved = Resolved::default();
        let mut dropped = Vec::new();
        walk_referenced_nodes(ctx, ir, cg, tables, call, &mut resolved, |n, _| {
            dropped.push(n)
        });
        let refs = &mut self.users.entry(user).or_default().inner;
        for n in dropped {
            if let Some(c) = refs.get_mut(&n) {
                *c -= 1;
                *self.discardable.entry(n).or_insert(0) -= 1;
            }
        }
    }

    /// Forgets a node (and its children) that is going away.
    pub fn erase_node(&mut self, cg: &CallGraph, n: NodeId) {
        for e in &cg.nodes[n].edges {
            if e.kind == EdgeKind::Child {
                self.erase_node(cg, e.target);
            }
        }
        if let Some(u) = self.users.remove(&n) {
            self.decrement(&u);
        }
        self.discardable.remove(&n);
    }

    /// Whether the callable of `n` is unused and may go.
    pub fn is_dead(&self, ctx: &Context, ir: &Ir, cg: &CallGraph, n: NodeId) -> bool {
        self.count_is(ctx, ir, cg, n, 0)
    }

    /// Whether the callable of `n` has one use and may go once it is inlined.
    pub fn has_one_use_and_discardable(
        &self,
        ctx: &Context,
        ir: &Ir,
        cg: &CallGraph,
        n: NodeId,
    ) -> bool {
        self.count_is(ctx, ir, cg, n, 1)
    }

    fn count_is(&self, ctx: &Context, ir: &Ir, cg: &CallGraph, n: NodeId, k: i64) -> bool {
        let Some(op) = callable_of(ir, cg, n) else {
            return false;
        };
        if symbol_op(ir, op).ok().flatten().is_none() {
            let body = ir.body(op.0);
            let uses = body
                .results(op.1)
                .map(|r| body.uses(r).count())
                .sum::<usize>();
            return memory_effect_free(ctx, ir, op) && uses as i64 == k;
        }
        self.discardable.get(&n) == Some(&k)
    }

    /// Recounts the references held by `n`'s callable.
    pub fn recompute(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        cg: &CallGraph,
        tables: &mut SymbolTables,
        n: NodeId,
    ) {
        let Some(op) = callable_of(ir, cg, n) else {
            return;
        };
        let old = self.users.remove(&n).unwrap_or_default();
        self.decrement(&old);
        let mut user = User::default();
        let mut resolved = Resolved::default();
        let discardable = &mut self.discardable;
        walk_referenced_nodes(ctx, ir, cg, tables, op, &mut resolved, |r, at| {
            let Some(count) = discardable.get_mut(&r) else {
                return;
            };
            if at != op {
                *user.inner.entry(r).or_insert(0) += 1;
            } else if !user.top_level.insert(r) {
                return;
            }
            *count += 1;
        });
        self.users.insert(n, user);
    }

    /// Moves the references of `callee` into `caller` after a copy of the callee's body
    /// was inlined into it.
    pub fn merge_after_inlining(&mut self, callee: NodeId, caller: NodeId) {
        let inner: Vec<(NodeId, i64)> = self
            .users
            .get(&callee)
            .map(|u| u.inner.iter().map(|(&k, &v)| (k, v)).collect())
            .unwrap_or_default();
        let refs = &mut self.users.entry(caller).or_default().inner;
        for (n, c) in inner {
            *refs.entry(n).or_insert(0) += c;
            *self.discardable.entry(n).or_insert(0) += c;
        }
    }

    fn decrement(&mut self, u: &User) {
        for &n in &u.top_level {
            *self.discardable.entry(n).or_insert(0) -= 1;
        }
        for (&n, &c) in &u.inner {
            *self.discardable.entry(n).or_insert(0) -= c;
        }
    }
}

/// The symbol tables under `op` (itself included), nested ones first (the order of
/// MLIR's `walkSymbolTables`).
fn collect_symbol_tables(ir: &Ir, op: OpRef, out: &mut Vec<OpRef>) {
    let d = ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let body = ir.body(rb);
    for &r in d.regions() {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                collect_symbol_tables(ir, (rb, o), out);
            }
        }
    }
    if has_trait(ir, op, traits::SYMBOL_TABLE) {
        out.push(op);
    }
}
