//! The call graph (MLIR's `CallGraph`, `mlir/Analysis/CallGraph.h`) and its strongly
//! connected components in post order (LLVM's `scc_iterator`, which the inliner walks).
//!
//! A node is the callable region of an op implementing `CallableOpInterface`
//! (`func.func`'s body); two more nodes stand for "called from outside" (the external
//! caller, with an abstract edge to every top-level callable) and "some callee we
//! cannot resolve" (the unknown callee). Edges are kept in insertion order without
//! duplicates:
//!
//! - *call* edges from the callable containing a call to the callee's node (symbol
//!   callees are looked up in the nearest symbol table of the call, value callees are
//!   resolved to the callable defining the value);
//! - *child* edges from a callable to the callables nested in its body.
//!
//! The graph is built in two walks, callables first and calls second, so calls to
//! callables defined later resolve. Walks do not enter call ops nor external callables.
//!
//! ```mlir
//! func.func @a() { call @b() : () -> () ... }   // a --call--> b
//! func.func @b() { call @c() : () -> () ... }   // b --call--> unknown (c is external)
//! func.func private @c()
//! // SCCs, callees first: {unknown}, {b}, {a}, {external}
//! ```
//!
//! The SCC walk is lazy like LLVM's: the next component is only computed when asked
//! for, so a client may change the IR (not the graph) between components, and may
//! remove a node from the walk ([`SccWalk::forget`]) after it was reported.

use rmlir_ir::attrs::AttrKind;
use rmlir_ir::inliner::RegionRef;
use rmlir_ir::interfaces::{Callee, call_op, callable_op};
use rmlir_ir::opdef::traits;
use rmlir_ir::verifier::SymbolTables;
use rmlir_ir::{Attr, Context, Ir, OpRef, Sym};
use rustc_hash::{FxHashMap, FxHashSet};

/// A node of the call graph.
pub type NodeId = usize;

/// The node standing for callers outside the IR.
pub const EXTERNAL_CALLER: NodeId = 0;
/// The node standing for callees that could not be resolved.
pub const UNKNOWN_CALLEE: NodeId = 1;

/// What an edge means (MLIR's `CallGraphNode::Edge::Kind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// From the external caller to a top-level callable.
    Abstract,
    /// A call.
    Call,
    /// To a callable nested in this one.
    Child,
}

/// An outgoing edge.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    pub target: NodeId,
    pub kind: EdgeKind,
}

/// A callable region (`None` for the external caller and unknown callee nodes) and its
/// outgoing edges in insertion order.
#[derive(Clone, Debug, Default)]
pub struct Node {
    pub region: Option<RegionRef>,
    pub edges: Vec<Edge>,
}

/// The call graph of the callables nested in one op.
#[derive(Clone, Debug)]
pub struct CallGraph {
    pub nodes: Vec<Node>,
    by_region: FxHashMap<RegionRef, NodeId>,
    edge_set: FxHashSet<(NodeId, NodeId, EdgeKind)>,
}

impl CallGraph {
    /// The call graph of `root` (MLIR's `CallGraph(Operation *)`).
    pub fn build(ctx: &Context, ir: &Ir, root: OpRef) -> CallGraph {
        let mut cg = CallGraph {
            nodes: vec![Node::default(), Node::default()],
            by_region: FxHashMap::default(),
            edge_set: FxHashSet::default(),
        };
        let mut tables = SymbolTables::default();
        cg.walk(ctx, ir, &mut tables, root, None, false);
        cg.walk(ctx, ir, &mut tables, root, None, true);
        cg
    }

    fn walk(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        tables: &mut SymbolTables,
        op: OpRef,
        mut parent: Option<NodeId>,
        resolve_calls: bool,
    ) {
        if call_op(ir, op).ok().flatten().is_some() {
            if resolve_calls && let Some(p) = parent {
                let target = self.resolve_call(ctx, ir, tables, op);
                self.add_edge(p, target, EdgeKind::Call);
            }
            return;
        }
        if let Some(callable) = callable_op(ir, op).ok().flatten() {
            let Some(index) = callable.callable_region(ctx, ir, op) else {
                return;
            };
            let Some(&region) = ir.body(op.0).op(op.1).regions().get(index) else {
                return;
            };
            parent = Some(self.get_or_add((ir.regions_body(op), region), parent));
        }
        let d = ir.body(op.0).op(op.1);
        let rb = d.nested().unwrap_or(op.0);
        let body = ir.body(rb);
        for &r in d.regions() {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    self.walk(ctx, ir, tables, (rb, o), parent, resolve_calls);
                }
            }
        }
    }

    fn get_or_add(&mut self, region: RegionRef, parent: Option<NodeId>) -> NodeId {
        if let Some(&n) = self.by_region.get(&region) {
            return n;
        }
        let n = self.nodes.len();
        self.nodes.push(Node {
            region: Some(region),
            edges: Vec::new(),
        });
        self.by_region.insert(region, n);
        match parent {
            Some(p) => self.add_edge(p, n, EdgeKind::Child),
            None => self.add_edge(EXTERNAL_CALLER, n, EdgeKind::Abstract),
        }
        n
    }

    fn add_edge(&mut self, from: NodeId, to: NodeId, kind: EdgeKind) {
        if self.edge_set.insert((from, to, kind)) {
            self.nodes[from].edges.push(Edge { target: to, kind });
        }
    }

    /// The node of a callable region, if it has one.
    pub fn lookup(&self, region: RegionRef) -> Option<NodeId> {
        self.by_region.get(&region).copied()
    }

    /// Whether a node has child edges.
    pub fn has_children(&self, n: NodeId) -> bool {
        self.nodes[n]
            .edges
            .iter()
            .any(|e| e.kind == EdgeKind::Child)
    }

    /// The node a call resolves to (MLIR's `CallGraph::resolveCallable`): the callee's
    /// node, or the unknown callee.
    pub fn resolve_call(
        &self,
        ctx: &Context,
        ir: &Ir,
        tables: &mut SymbolTables,
        call: OpRef,
    ) -> NodeId {
        resolve_callee_op(ctx, ir, tables, call)
            .and_then(|callee| callable_region(ctx, ir, callee))
            .and_then(|r| self.lookup(r))
            .unwrap_or(UNKNOWN_CALLEE)
    }

    /// The SCCs reachable from the external caller, callees before callers.
    pub fn sccs(&self) -> SccWalk<'_> {
        SccWalk::new(self)
    }
}

/// The callable region of a callable op.
pub fn callable_region(ctx: &Context, ir: &Ir, op: OpRef) -> Option<RegionRef> {
    let callable = callable_op(ir, op).ok().flatten()?;
    let index = callable.callable_region(ctx, ir, op)?;
    let region = *ir.body(op.0).op(op.1).regions().get(index)?;
    Some((ir.regions_body(op), region))
}

/// The op a call calls (MLIR's `CallOpInterface::resolveCallableInTable`): the symbol
/// its callee names in the call's nearest symbol table, or the op defining its callee
/// value.
pub fn resolve_callee_op(
    ctx: &Context,
    ir: &Ir,
    tables: &mut SymbolTables,
    call: OpRef,
) -> Option<OpRef> {
    let iface = call_op(ir, call).ok().flatten()?;
    match iface.callee(ctx, ir, call)? {
        Callee::Symbol(attr) => lookup_nearest_symbol(ctx, ir, tables, call, attr),
        Callee::Value(v) => ir.body(call.0).defining_op(v).map(|o| (call.0, o)),
    }
}

fn has_trait(ir: &Ir, op: OpRef, t: u32) -> bool {
    ir.body(op.0).op(op.1).def.is_some_and(|d| d.has(t))
}

/// An op with one region and no registered dialect might be a symbol table nobody can
/// read (MLIR's `isPotentiallyUnknownSymbolTable`). Unregistered ops of a registered
/// dialect (the `test` dialect's unknown ops) are known not to be.
pub fn is_potentially_unknown_symbol_table(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    let d = ir.body(op.0).op(op.1);
    if d.def.is_some() || d.regions().len() != 1 {
        return false;
    }
    let name = ctx.str(d.name);
    ctx.dialect(name.split_once('.').map_or(name, |(p, _)| p))
        .is_none()
}

/// The closest symbol table at or above `from` (MLIR's `getNearestSymbolTable`).
pub fn nearest_symbol_table(ctx: &Context, ir: &Ir, from: OpRef) -> Option<OpRef> {
    let mut cur = from;
    loop {
        if is_potentially_unknown_symbol_table(ctx, ir, cur) {
            return None;
        }
        if has_trait(ir, cur, traits::SYMBOL_TABLE) {
            return Some(cur);
        }
        cur = ir.parent_op(cur)?;
    }
}

/// Resolves a symbol reference from the nearest symbol table of `from` (MLIR's
/// `lookupNearestSymbolFrom`): the root name in that table, each nested name in the
/// symbol table found before it.
pub fn lookup_nearest_symbol(
    ctx: &Context,
    ir: &Ir,
    tables: &mut SymbolTables,
    from: OpRef,
    symbol: Attr,
) -> Option<OpRef> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(symbol) else {
        return None;
    };
    let mut found = lookup_in(ctx, ir, tables, nearest_symbol_table(ctx, ir, from)?, *root)?;
    for &name in nested {
        if !has_trait(ir, found, traits::SYMBOL_TABLE) {
            return None;
        }
        found = lookup_in(ctx, ir, tables, found, name)?;
    }
    Some(found)
}

fn lookup_in(
    ctx: &Context,
    ir: &Ir,
    tables: &mut SymbolTables,
    table: OpRef,
    name: Sym,
) -> Option<OpRef> {
    let op = tables.lookup(ctx, ir, table, ctx.str(name).as_bytes())?;
    (!ir.body(op.0).op(op.1).erased()).then_some(op)
}

/// One DFS frame of the SCC walk.
struct Frame {
    node: NodeId,
    next_edge: usize,
    min_visited: u32,
}

/// A lazy Tarjan walk over the SCCs reachable from the external caller (LLVM's
/// `scc_iterator`): each call to [`SccWalk::next_scc`] continues the DFS until the
/// next component is complete. Nodes of a component come out in the order LLVM's
/// iterator lists them (last visited first).
pub struct SccWalk<'g> {
    cg: &'g CallGraph,
    visit_num: u32,
    /// DFS number of visited nodes; `u32::MAX` once their SCC was reported.
    numbers: FxHashMap<NodeId, u32>,
    scc_stack: Vec<NodeId>,
    visit_stack: Vec<Frame>,
}

impl<'g> SccWalk<'g> {
    fn new(cg: &'g CallGraph) -> SccWalk<'g> {
        let mut w = SccWalk {
            cg,
            visit_num: 0,
            numbers: FxHashMap::default(),
            scc_stack: Vec::new(),
            visit_stack: Vec::new(),
        };
        w.visit(EXTERNAL_CALLER);
        w
    }

    fn visit(&mut self, n: NodeId) {
        self.visit_num += 1;
        self.numbers.insert(n, self.visit_num);
        self.scc_stack.push(n);
        self.visit_stack.push(Frame {
            node: n,
            next_edge: 0,
            min_visited: self.visit_num,
        });
    }

    /// Descends along the unvisited edges of the top frame.
    fn visit_children(&mut self) {
        loop {
            let Some(top) = self.visit_stack.last_mut() else {
                return;
            };
            let edges = &self.cg.nodes[top.node].edges;
            if top.next_edge >= edges.len() {
                return;
            }
            let child = edges[top.next_edge].target;
            top.next_edge += 1;
            match self.numbers.get(&child) {
                None => self.visit(child),
                Some(&num) => {
                    if top.min_visited > num {
                        top.min_visited = num;
                    }
                }
            }
        }
    }

    /// The next SCC, or `None` when the walk is over.
    pub fn next_scc(&mut self) -> Option<Vec<NodeId>> {
        while !self.visit_stack.is_empty() {
            self.visit_children();
            let frame = self.visit_stack.pop()?;
            if let Some(parent) = self.visit_stack.last_mut()
                && parent.min_visited > frame.min_visited
            {
                parent.min_visited = frame.min_visited;
            }
            if self.numbers.get(&frame.node) != Some(&frame.min_visited) {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(n) = self.scc_stack.pop() {
                self.numbers.insert(n, u32::MAX);
                scc.push(n);
                if n == frame.node {
                    break;
                }
            }
            return Some(scc);
        }
        None
    }

    /// Forgets a node that was reported (LLVM's `ReplaceNode(node, nullptr)`): should
    /// the DFS reach it again, it is visited as a new node.
    pub fn forget(&mut self, n: NodeId) {
        self.numbers.remove(&n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[(NodeId, NodeId)], n: usize) -> CallGraph {
        let mut cg = CallGraph {
            nodes: vec![Node::default(); n],
            by_region: FxHashMap::default(),
            edge_set: FxHashSet::default(),
        };
        for &(a, b) in edges {
            cg.add_edge(a, b, EdgeKind::Call);
        }
        cg
    }

    fn all(cg: &CallGraph) -> Vec<Vec<NodeId>> {
        let mut w = cg.sccs();
        std::iter::from_fn(|| w.next_scc()).collect()
    }

    #[test]
    fn sccs_come_callees_first() {
        // 0 -> 2 -> 3 -> 2, 3 -> 4, 0 -> 5 -> 4
        let cg = graph(&[(0, 2), (2, 3), (3, 2), (3, 4), (0, 5), (5, 4)], 6);
        assert_eq!(all(&cg), vec![vec![4], vec![3, 2], vec![5], vec![0]]);
    }

    #[test]
    fn duplicate_edges_are_dropped() {
        let cg = graph(&[(0, 2), (0, 2), (2, 2)], 3);
        assert_eq!(cg.nodes[0].edges.len(), 1);
        assert_eq!(all(&cg), vec![vec![2], vec![0]]);
    }

    #[test]
    fn forgotten_nodes_are_visited_again() {
        // 0 -> 2, 0 -> 3 -> 2: node 2 is reported first; forgotten, 3 reaches it anew.
        let cg = graph(&[(0, 2), (0, 3), (3, 2)], 4);
        let mut w = cg.sccs();
        assert_eq!(w.next_scc(), Some(vec![2]));
        w.forget(2);
        assert_eq!(w.next_scc(), Some(vec![2]));
        assert_eq!(w.next_scc(), Some(vec![3]));
        assert_eq!(w.next_scc(), Some(vec![0]));
        assert_eq!(w.next_scc(), None);
    }
}
