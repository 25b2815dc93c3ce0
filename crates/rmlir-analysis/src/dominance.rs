//! Dominance and post-dominance (MLIR's `DominanceInfo` and `PostDominanceInfo`,
//! `mlir/IR/Dominance.h`) for the regions of one [`Body`].
//!
//! Every region with more than one block gets a dominator tree computed with the
//! Cooper–Harvey–Kennedy iterative algorithm ("A Simple, Fast Dominance Algorithm") over
//! the CFG formed by the successors of each block's last op. The tree's children are kept
//! in the order LLVM's `DominatorTree` gives them (the preorder of a depth-first walk
//! that follows successors in order), because passes that walk the tree, such as CSE,
//! produce output in that order. A depth-first walk over the tree numbers each node with
//! an in/out interval, so `a dominates b` is two comparisons.
//!
//! Single-block regions get no tree: their only block is the entry. Blocks that cannot be
//! reached from the entry are not in the tree; as in LLVM they are dominated by every
//! block but properly dominated by none.
//!
//! Op- and value-level queries follow MLIR's semantics across nested regions: the later
//! position is first moved up to its ancestor in the earlier one's region (an op in a
//! nested region is dominated by whatever dominates the op that holds the region), then
//! positions in one block compare by op order, and blocks compare by the tree. Regions
//! without SSA dominance (graph regions: single-block regions of ops with
//! `RegionKindInterface` saying "graph", and of unregistered ops) let everything in a
//! block dominate everything else in it.
//!
//! Post-dominance works on the reversed CFG. As in LLVM, the tree has a virtual root
//! whose children are the exits (blocks without successors); for blocks that reach no
//! exit (infinite loops), the block furthest along a forward walk from the first such
//! block becomes an extra root.
//!
//! The analysis is a snapshot of the CFG: it stays valid while ops are added, moved or
//! erased inside blocks (op order is read from the [`Body`] at query time), but not when
//! blocks or successors change.

use rmlir_ir::ir::ValueDef;
use rmlir_ir::opdef::traits;
use rmlir_ir::{BlockId, Body, BodyId, Ir, OpId, RegionId, ValueId};

const NONE: u32 = u32::MAX;

/// A dominator (or post-dominator) tree of one region.
///
/// Nodes are numbered in the preorder of a depth-first walk of the (reversed, for
/// post-dominance) CFG from the root, which is node 0. Every node but the root has an
/// immediate dominator with a smaller number.
#[derive(Clone, Debug)]
struct Tree {
    /// The block of each node; `None` for the virtual root of a post-dominator tree.
    blocks: Vec<Option<BlockId>>,
    /// Immediate dominator of each node (`NONE` for the root).
    idom: Vec<u32>,
    /// Children of node `n` are `children[child_start[n]..child_start[n + 1]]`.
    child_start: Vec<u32>,
    children: Vec<BlockId>,
    /// Depth-first interval of each node in the tree: `a` dominates `b` iff
    /// `dfs_in[a] <= dfs_in[b] && dfs_out[b] <= dfs_out[a]`.
    dfs_in: Vec<u32>,
    dfs_out: Vec<u32>,
}

impl Tree {
    /// Builds the tree of a graph of `n` nodes whose node 0 is the root; `succ(i)` lists
    /// the successors of node `i` in the direction the tree follows. Nodes not reachable
    /// from the root are left out; `map` receives each reachable input node's number in
    /// the tree.
    fn build(
        n: usize,
        succ: &dyn Fn(usize) -> Vec<usize>,
        block_of: &dyn Fn(usize) -> Option<BlockId>,
        map: &mut Vec<u32>,
    ) -> Tree {
        // Preorder numbering by an explicit-stack DFS that visits successors in order
        // (LLVM pushes them reversed and numbers a node when it is popped).
        map.clear();
        map.resize(n, NONE);
        let mut order: Vec<usize> = Vec::new();
        let mut stack = vec![0usize];
        while let Some(v) = stack.pop() {
            if map[v] != NONE {
                continue;
            }
            map[v] = order.len() as u32;
            order.push(v);
            let s = succ(v);
            for &w in s.iter().rev() {
                if map[w] == NONE {
                    stack.push(w);
                }
            }
        }
        let m = order.len();
        let succs: Vec<Vec<u32>> = order
            .iter()
            .map(|&v| succ(v).into_iter().map(|w| map[w]).collect())
            .collect();
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); m];
        for (v, s) in succs.iter().enumerate() {
            for &w in s {
                preds[w as usize].push(v as u32);
            }
        }
        // Reverse postorder for the iteration; postorder numbers for `intersect`.
        let mut post = vec![NONE; m];
        let mut rpo = Vec::with_capacity(m);
        {
            let mut seen = vec![false; m];
            let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
            seen[0] = m > 0;
            let mut counter = 0u32;
            while let Some(&mut (v, ref mut i)) = stack.last_mut() {
                let s = &succs[v as usize];
                if *i < s.len() {
                    let w = s[*i];
                    *i += 1;
                    if !seen[w as usize] {
                        seen[w as usize] = true;
                        stack.push((w, 0));
                    }
                } else {
                    post[v as usize] = counter;
                    counter += 1;
                    rpo.push(v);
                    stack.pop();
                }
            }
            rpo.reverse();
        }
        let mut idom = vec![NONE; m];
        if m > 0 {
            idom[0] = 0;
        }
        let intersect = |idom: &[u32], mut a: u32, mut b: u32| {
            while a != b {
                while post[a as usize] < post[b as usize] {
                    a = idom[a as usize];
                }
                while post[b as usize] < post[a as usize] {
                    b = idom[b as usize];
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &v in rpo.iter().skip(1) {
                let mut new = NONE;
                for &p in &preds[v as usize] {
                    if idom[p as usize] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        p
                    } else {
                        intersect(&idom, p, new)
                    };
                }
                if new != NONE && idom[v as usize] != new {
                    idom[v as usize] = new;
                    changed = true;
                }
            }
        }
        if m > 0 {
            idom[0] = NONE;
        }
        // Children in preorder number order, as LLVM attaches them.
        let mut count = vec![0u32; m + 1];
        for &d in idom.iter().skip(1) {
            count[d as usize + 1] += 1;
        }
        for i in 0..m {
            count[i + 1] += count[i];
        }
        let child_start = count.clone();
        let mut fill = count;
        let mut child_nodes = vec![0u32; m.saturating_sub(1)];
        for (v, &d) in idom.iter().enumerate().skip(1) {
            child_nodes[fill[d as usize] as usize] = v as u32;
            fill[d as usize] += 1;
        }
        // Depth-first intervals over the tree.
        let mut dfs_in = vec![0u32; m];
        let mut dfs_out = vec![0u32; m];
        if m > 0 {
            let mut clock = 0u32;
            let mut stack: Vec<(u32, u32)> = vec![(0, child_start[0])];
            dfs_in[0] = clock;
            clock += 1;
            while let Some(&mut (v, ref mut next)) = stack.last_mut() {
                if *next < child_start[v as usize + 1] {
                    let c = child_nodes[*next as usize];
                    *next += 1;
                    dfs_in[c as usize] = clock;
                    clock += 1;
                    stack.push((c, child_start[c as usize]));
                } else {
                    dfs_out[v as usize] = clock;
                    clock += 1;
                    stack.pop();
                }
            }
        }
        let blocks: Vec<Option<BlockId>> = order.iter().map(|&v| block_of(v)).collect();
        let children = child_nodes
            .iter()
            .filter_map(|&c| blocks[c as usize])
            .collect();
        Tree {
            blocks,
            idom,
            child_start,
            children,
            dfs_in,
            dfs_out,
        }
    }

    fn dominates(&self, a: u32, b: u32) -> bool {
        let (a, b) = (a as usize, b as usize);
        self.dfs_in[a] <= self.dfs_in[b] && self.dfs_out[b] <= self.dfs_out[a]
    }

    fn children_of(&self, n: u32) -> &[BlockId] {
        // The children slice skips the virtual root, which is never a child.
        let (s, e) = (
            self.child_start[n as usize] as usize,
            self.child_start[n as usize + 1] as usize,
        );
        &self.children[s..e]
    }
}

/// Successor blocks of a block: those of its last op.
fn successors(body: &Body, b: BlockId) -> &[BlockId] {
    match body.last_op(b) {
        Some(t) => body.op(t).successors(),
        None => &[],
    }
}

/// Whether region `r` has SSA dominance (MLIR's `DominanceInfo::hasSSADominance`):
/// multi-block regions always do; a single-block region does unless its op is
/// unregistered or declares graph regions. `top_ssa` answers for the body's top-level
/// regions, whose op lives in another body.
fn region_has_ssa(body: &Body, r: RegionId, top_ssa: bool) -> bool {
    if is_multi_block(body, r) {
        return true;
    }
    match body.region_parent(r) {
        Some(p) => match body.op(p).def {
            None => false,
            Some(d) => !d.has(traits::GRAPH_REGIONS),
        },
        None => top_ssa,
    }
}

/// Whether the op owning body `b` gives its top-level regions SSA dominance (false when
/// it declares graph regions or is unregistered; true for a body without owner).
pub fn top_level_has_ssa_dominance(ir: &Ir, b: BodyId) -> bool {
    match ir.body(b).owner {
        Some((ob, o)) => match ir.body(ob).op(o).def {
            None => false,
            Some(d) => !d.has(traits::GRAPH_REGIONS),
        },
        None => true,
    }
}

/// The op in region `r` that is `op` or holds it, if any.
fn ancestor_in_region(body: &Body, r: RegionId, mut op: OpId) -> Option<OpId> {
    loop {
        let blk = body.op_block(op)?;
        let reg = body.block_region(blk)?;
        if reg == r {
            return Some(op);
        }
        op = body.region_parent(reg)?;
    }
}

/// The block of region `r` that is `b` or holds it, if any.
fn ancestor_block_in_region(body: &Body, r: RegionId, b: BlockId) -> Option<BlockId> {
    let reg = body.block_region(b)?;
    if reg == r {
        return Some(b);
    }
    let op = ancestor_in_region(body, r, body.region_parent(reg)?)?;
    body.op_block(op)
}

/// Trees of every multi-block region of a body, and each block's node number.
#[derive(Clone, Debug, Default)]
struct Forest {
    /// Indexed by `RegionId`; `None` for regions with at most one block.
    trees: Vec<Option<Box<Tree>>>,
    /// Node number of each block in its region's tree (`NONE`: not in a tree).
    node: Vec<u32>,
}

/// MLIR's `DominanceInfo` for the regions of one body.
///
/// ```ignore
/// let dom = DominanceInfo::new(&body, true);
/// assert!(dom.dominates_block(&body, entry, exit));
/// for &child in dom.children(&body, entry) { /* walk the dominator tree */ }
/// ```
#[derive(Clone, Debug)]
pub struct DominanceInfo {
    forest: Forest,
    top_ssa: bool,
}

impl DominanceInfo {
    /// Computes dominator trees for every multi-block region of `body`. `top_level_ssa`
    /// says whether the body's top-level regions have SSA dominance (false when the op
    /// owning the body has graph regions or is unregistered).
    pub fn new(body: &Body, top_level_ssa: bool) -> DominanceInfo {
        let mut forest = Forest {
            trees: vec![None; body.regions.len()],
            node: vec![NONE; body.blocks.len()],
        };
        let mut map = Vec::new();
        let mut local = LocalIndex(vec![NONE; body.blocks.len()]);
        for r in 0..body.regions.len() {
            let r = RegionId(r as u32);
            if !is_multi_block(body, r) || is_dead_region(body, r) {
                continue;
            }
            let blocks: Vec<BlockId> = body.region_blocks(r).collect();
            local.set(&blocks);
            let succ: Vec<Vec<usize>> = blocks.iter().map(|&b| local.successors(body, b)).collect();
            local.clear(&blocks);
            let tree = Tree::build(
                blocks.len(),
                &|i| succ[i].clone(),
                &|i| Some(blocks[i]),
                &mut map,
            );
            for (i, &b) in blocks.iter().enumerate() {
                forest.node[b.index()] = map[i];
            }
            forest.trees[r.index()] = Some(Box::new(tree));
        }
        DominanceInfo {
            forest,
            top_ssa: top_level_ssa,
        }
    }

    /// [`DominanceInfo::new`] for body `b` of `ir`, asking the body's owner whether its
    /// top-level regions have SSA dominance.
    pub fn for_body(ir: &Ir, b: BodyId) -> DominanceInfo {
        DominanceInfo::new(ir.body(b), top_level_has_ssa_dominance(ir, b))
    }

    /// Whether region `r` has SSA dominance (uses must be dominated by definitions).
    pub fn has_ssa_dominance(&self, body: &Body, r: RegionId) -> bool {
        region_has_ssa(body, r, self.top_ssa)
    }

    /// Whether block `b` can be reached from the entry of its region.
    pub fn is_reachable_from_entry(&self, body: &Body, b: BlockId) -> bool {
        let Some(r) = body.block_region(b) else {
            return false;
        };
        if body.entry_block(r) == Some(b) {
            return true;
        }
        self.forest.trees[r.index()].is_some() && self.forest.node[b.index()] != NONE
    }

    /// The root of region `r`'s dominator tree: its entry block.
    pub fn root(&self, body: &Body, r: RegionId) -> Option<BlockId> {
        body.entry_block(r)
    }

    /// Children of `b` in its region's dominator tree, in LLVM's order (the preorder of
    /// a depth-first walk of the CFG following successors in order). Empty for blocks
    /// of single-block regions and unreachable blocks.
    pub fn children(&self, body: &Body, b: BlockId) -> &[BlockId] {
        match self.tree_node(body, b) {
            Some((t, n)) => t.children_of(n),
            None => &[],
        }
    }

    /// The immediate dominator of `b` (`None` for entry and unreachable blocks).
    pub fn idom(&self, body: &Body, b: BlockId) -> Option<BlockId> {
        let (t, n) = self.tree_node(body, b)?;
        let d = t.idom[n as usize];
        if d == NONE {
            return None;
        }
        t.blocks[d as usize]
    }

    fn tree_node(&self, body: &Body, b: BlockId) -> Option<(&Tree, u32)> {
        let r = body.block_region(b)?;
        let t = self.forest.trees[r.index()].as_deref()?;
        let n = self.forest.node[b.index()];
        (n != NONE).then_some((t, n))
    }

    /// Whether `a` properly dominates `b`, two blocks of one region (LLVM's
    /// `DominatorTree::properlyDominates`: false when either is unreachable).
    fn tree_properly_dominates(&self, body: &Body, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        match (self.tree_node(body, a), self.tree_node(body, b)) {
            (Some((t, x)), Some((_, y))) => t.dominates(x, y),
            _ => false,
        }
    }

    /// Whether block `a` dominates block `b` (every block dominates itself and the
    /// blocks nested in it).
    pub fn dominates_block(&self, body: &Body, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_dominates_block(body, a, b)
    }

    /// Whether block `a` properly dominates block `b` (MLIR's
    /// `DominanceInfo::properlyDominates(Block *, Block *)`): `b`, or the block of its
    /// region holding it, is dominated by `a` and differs from it, or `b` is nested in
    /// `a`.
    pub fn properly_dominates_block(&self, body: &Body, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return body
                .block_region(a)
                .is_some_and(|r| !self.has_ssa_dominance(body, r));
        }
        let Some(ar) = body.block_region(a) else {
            return false;
        };
        let Some(bb) = ancestor_block_in_region(body, ar, b) else {
            return false;
        };
        if bb == a {
            // `b` is nested in `a`.
            return true;
        }
        self.tree_properly_dominates(body, a, bb)
    }

    /// Whether op `a` properly dominates op `b` (MLIR's
    /// `DominanceInfo::properlyDominates(Operation *, Operation *, enclosingOpOk)`):
    /// `b` is moved up to its ancestor in `a`'s region; an `a` holding `b` dominates it
    /// when `enclosing_ok`. In one block of a region with SSA dominance, `a` must come
    /// first; in a graph region everything in a block dominates everything else.
    pub fn properly_dominates_op(
        &self,
        body: &mut Body,
        a: OpId,
        b: OpId,
        enclosing_ok: bool,
    ) -> bool {
        let Some(ablock) = body.op_block(a) else {
            return false;
        };
        let Some(ar) = body.block_region(ablock) else {
            return false;
        };
        if a == b {
            return !self.has_ssa_dominance(body, ar);
        }
        let Some(banc) = ancestor_in_region(body, ar, b) else {
            return false;
        };
        if banc == a && enclosing_ok {
            return true;
        }
        let Some(bblock) = body.op_block(banc) else {
            return false;
        };
        if ablock == bblock {
            if !self.has_ssa_dominance(body, ar) {
                return true;
            }
            return a != banc && body.is_before_in_block(a, banc);
        }
        self.tree_properly_dominates(body, ablock, bblock)
    }

    /// Whether op `a` dominates op `b`: `a == b` or `a` properly dominates `b`, counting
    /// an `a` that holds `b`.
    pub fn dominates_op(&self, body: &mut Body, a: OpId, b: OpId) -> bool {
        a == b || self.properly_dominates_op(body, a, b, true)
    }

    /// Whether value `v` properly dominates op `op` (MLIR's
    /// `DominanceInfo::properlyDominates(Value, Operation *)`): a block argument
    /// dominates every op of its block and of the blocks it dominates; an op result
    /// needs its op to properly dominate `op` without holding it.
    pub fn properly_dominates_value(&self, body: &mut Body, v: ValueId, op: OpId) -> bool {
        match body.value(v).def() {
            ValueDef::BlockArg { block, .. } => match body.op_block(op) {
                Some(ob) => self.dominates_block(body, block, ob),
                None => false,
            },
            ValueDef::Result { op: d, .. } => self.properly_dominates_op(body, d, op, false),
            ValueDef::Placeholder => false,
        }
    }

    /// Whether value `v` dominates op `op`: `op` defines it or it properly dominates
    /// `op`.
    pub fn dominates_value(&self, body: &mut Body, v: ValueId, op: OpId) -> bool {
        matches!(body.value(v).def(), ValueDef::Result { op: d, .. } if d == op)
            || self.properly_dominates_value(body, v, op)
    }
}

/// Whether a region has more than one block.
fn is_multi_block(body: &Body, r: RegionId) -> bool {
    let mut blocks = body.region_blocks(r);
    blocks.next().is_some() && blocks.next().is_some()
}

/// A region whose op was erased (its blocks are tombstones).
fn is_dead_region(body: &Body, r: RegionId) -> bool {
    body.region_parent(r).is_some_and(|p| body.op(p).erased())
}

/// Positions of a region's blocks in its block list, in a table over the whole body
/// that is reset after each region.
struct LocalIndex(Vec<u32>);

impl LocalIndex {
    fn set(&mut self, blocks: &[BlockId]) {
        for (i, b) in blocks.iter().enumerate() {
            self.0[b.index()] = i as u32;
        }
    }

    fn clear(&mut self, blocks: &[BlockId]) {
        for b in blocks {
            self.0[b.index()] = NONE;
        }
    }

    /// Successors of `b` that lie in the current region, as positions.
    fn successors(&self, body: &Body, b: BlockId) -> Vec<usize> {
        successors(body, b)
            .iter()
            .filter_map(|s| {
                let i = self.0[s.index()];
                (i != NONE).then_some(i as usize)
            })
            .collect()
    }
}

/// MLIR's `PostDominanceInfo` for the regions of one body.
///
/// ```ignore
/// let pdom = PostDominanceInfo::new(&body, true);
/// assert!(pdom.post_dominates_block(&body, exit, entry));
/// ```
#[derive(Clone, Debug)]
pub struct PostDominanceInfo {
    forest: Forest,
    top_ssa: bool,
}

impl PostDominanceInfo {
    /// Computes post-dominator trees for every multi-block region of `body`;
    /// `top_level_ssa` as for [`DominanceInfo::new`].
    pub fn new(body: &Body, top_level_ssa: bool) -> PostDominanceInfo {
        let mut forest = Forest {
            trees: vec![None; body.regions.len()],
            node: vec![NONE; body.blocks.len()],
        };
        let mut map = Vec::new();
        let mut local = LocalIndex(vec![NONE; body.blocks.len()]);
        for r in 0..body.regions.len() {
            let r = RegionId(r as u32);
            if !is_multi_block(body, r) || is_dead_region(body, r) {
                continue;
            }
            let blocks: Vec<BlockId> = body.region_blocks(r).collect();
            local.set(&blocks);
            let n = blocks.len();
            let succ: Vec<Vec<usize>> = blocks.iter().map(|&b| local.successors(body, b)).collect();
            local.clear(&blocks);
            let mut pred: Vec<Vec<usize>> = vec![Vec::new(); n];
            for (i, s) in succ.iter().enumerate() {
                for &j in s {
                    pred[j].push(i);
                }
            }
            let roots = post_dom_roots(&succ, &pred);
            // Node 0 is the virtual exit; node i + 1 is block i. The walk from the
            // virtual exit goes to the roots, then against the CFG edges.
            let gsucc = |v: usize| -> Vec<usize> {
                if v == 0 {
                    roots.iter().map(|&r| r + 1).collect()
                } else {
                    pred[v - 1].iter().map(|&p| p + 1).collect()
                }
            };
            let block_of = |v: usize| (v > 0).then(|| blocks[v - 1]);
            let tree = Tree::build(n + 1, &gsucc, &block_of, &mut map);
            for (i, &b) in blocks.iter().enumerate() {
                forest.node[b.index()] = map[i + 1];
            }
            forest.trees[r.index()] = Some(Box::new(tree));
        }
        PostDominanceInfo {
            forest,
            top_ssa: top_level_ssa,
        }
    }

    /// [`PostDominanceInfo::new`] for body `b` of `ir`.
    pub fn for_body(ir: &Ir, b: BodyId) -> PostDominanceInfo {
        PostDominanceInfo::new(ir.body(b), top_level_has_ssa_dominance(ir, b))
    }

    fn tree_node(&self, body: &Body, b: BlockId) -> Option<(&Tree, u32)> {
        let r = body.block_region(b)?;
        let t = self.forest.trees[r.index()].as_deref()?;
        let n = self.forest.node[b.index()];
        (n != NONE).then_some((t, n))
    }

    /// The roots of region `r`'s post-dominator tree (the children of its virtual
    /// exit): exits, then one block per group of blocks that reach no exit. A
    /// single-block region's block is its own root.
    pub fn roots(&self, body: &Body, r: RegionId) -> Vec<BlockId> {
        match self.forest.trees[r.index()].as_deref() {
            Some(t) => t.children_of(0).to_vec(),
            None => body.entry_block(r).into_iter().collect(),
        }
    }

    /// Children of `b` in its region's post-dominator tree.
    pub fn children(&self, body: &Body, b: BlockId) -> &[BlockId] {
        match self.tree_node(body, b) {
            Some((t, n)) => t.children_of(n),
            None => &[],
        }
    }

    /// The immediate post-dominator of `b` (`None` for roots).
    pub fn ipdom(&self, body: &Body, b: BlockId) -> Option<BlockId> {
        let (t, n) = self.tree_node(body, b)?;
        let d = t.idom[n as usize];
        if d == NONE {
            return None;
        }
        t.blocks[d as usize]
    }

    fn tree_properly_post_dominates(&self, body: &Body, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        match (self.tree_node(body, a), self.tree_node(body, b)) {
            (Some((t, x)), Some((_, y))) => t.dominates(x, y),
            _ => false,
        }
    }

    /// Whether block `a` post-dominates block `b`.
    pub fn post_dominates_block(&self, body: &Body, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_post_dominates_block(body, a, b)
    }

    /// Whether block `a` properly post-dominates block `b` (MLIR's
    /// `PostDominanceInfo::properlyPostDominates(Block *, Block *)`); a block holding
    /// `b` post-dominates it.
    pub fn properly_post_dominates_block(&self, body: &Body, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let Some(ar) = body.block_region(a) else {
            return false;
        };
        let Some(bb) = ancestor_block_in_region(body, ar, b) else {
            return false;
        };
        if bb == a {
            return true;
        }
        self.tree_properly_post_dominates(body, a, bb)
    }

    /// Whether op `a` properly post-dominates op `b` (MLIR's
    /// `PostDominanceInfo::properlyPostDominates(Operation *, Operation *)`): in one
    /// block `a` must come after `b` (graph regions: any order).
    pub fn properly_post_dominates_op(
        &self,
        body: &mut Body,
        a: OpId,
        b: OpId,
        enclosing_ok: bool,
    ) -> bool {
        let Some(ablock) = body.op_block(a) else {
            return false;
        };
        let Some(ar) = body.block_region(ablock) else {
            return false;
        };
        if a == b {
            return !region_has_ssa(body, ar, self.top_ssa);
        }
        let Some(banc) = ancestor_in_region(body, ar, b) else {
            return false;
        };
        if banc == a && enclosing_ok {
            return true;
        }
        let Some(bblock) = body.op_block(banc) else {
            return false;
        };
        if ablock == bblock {
            if !region_has_ssa(body, ar, self.top_ssa) {
                return true;
            }
            return a != banc && body.is_before_in_block(banc, a);
        }
        self.tree_properly_post_dominates(body, ablock, bblock)
    }

    /// Whether op `a` post-dominates op `b`.
    pub fn post_dominates_op(&self, body: &mut Body, a: OpId, b: OpId) -> bool {
        a == b || self.properly_post_dominates_op(body, a, b, true)
    }
}

/// Roots of a post-dominator tree (LLVM's `FindRoots`, without its redundant-root
/// pruning): blocks without successors in region order, then, for each block in order
/// that still reaches no root, the last block a forward depth-first walk from it
/// numbers.
fn post_dom_roots(succ: &[Vec<usize>], pred: &[Vec<usize>]) -> Vec<usize> {
    let n = succ.len();
    let mut roots = Vec::new();
    let mut reaches = vec![false; n];
    let mark = |root: usize, reaches: &mut Vec<bool>| {
        let mut stack = vec![root];
        reaches[root] = true;
        while let Some(v) = stack.pop() {
            for &p in &pred[v] {
                if !reaches[p] {
                    reaches[p] = true;
                    stack.push(p);
                }
            }
        }
    };
    for (i, s) in succ.iter().enumerate() {
        if s.is_empty() {
            roots.push(i);
            mark(i, &mut reaches);
        }
    }
    for i in 0..n {
        if reaches[i] {
            continue;
        }
        let mut seen = vec![false; n];
        let mut stack = vec![i];
        let mut last = i;
        while let Some(v) = stack.pop() {
            if seen[v] {
                continue;
            }
            seen[v] = true;
            last = v;
            for &w in succ[v].iter().rev() {
                if !seen[w] {
                    stack.push(w);
                }
            }
        }
        roots.push(last);
        mark(last, &mut reaches);
    }
    roots
}
