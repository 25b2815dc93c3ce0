//! A generic dataflow framework over dense ids (the classic iterative bit-vector
//! framework MLIR's dense dataflow analyses and `Liveness` are instances of): nodes
//! `0..n` (usually the blocks of a region), edges between them, one bitset fact per
//! node entry and exit, a transfer function per node, and union (may) or intersection
//! (must) as the meet, solved forwards or backwards to the fixpoint by a worklist.
//!
//! ```text
//! forward:   before[n] = meet(after[p] for p in preds(n))   after[n]  = f_n(before[n])
//! backward:  after[n]  = meet(before[s] for s in succs(n))  before[n] = f_n(after[n])
//! ```
//!
//! For a union meet the meet also includes the node's *seed* (facts that hold there
//! whatever the neighbours say, such as values used by a nested region); for an
//! intersection meet a node without neighbours in the flow direction takes its seed as
//! the boundary value, and every other fact starts full (top).
//!
//! [`GenKill`] is the common transfer `f_n(x) = gen[n] ∪ (x \ kill[n])`; liveness is
//! the backward union instance with `gen = uses`, `kill = definitions`.
//!
//! ```ignore
//! let graph = Graph::from_successors(vec![vec![1], vec![1, 2], vec![]]);
//! let live = solve(&GenKill { direction: Direction::Backward, meet: Meet::Union,
//!                             gen, kill, seed }, &graph);
//! live.before(1) // the live-in set of node 1
//! ```

/// Which way facts flow along the edges.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Direction {
    /// From a node's entry to its exit, and along edges to successors.
    Forward,
    /// From a node's exit to its entry, and along edges to predecessors.
    Backward,
}

/// How facts arriving from several neighbours combine.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Meet {
    /// A fact holds if it holds along some edge (may-analyses: liveness, reaching
    /// definitions).
    Union,
    /// A fact holds if it holds along every edge (must-analyses: availability,
    /// dominators).
    Intersection,
}

/// `rows` bitsets of `bits` bits each, stored contiguously.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BitMatrix {
    bits: usize,
    words: usize,
    data: Vec<u64>,
}

impl BitMatrix {
    /// `rows` empty sets of `bits` bits.
    pub fn new(rows: usize, bits: usize) -> BitMatrix {
        let words = bits.div_ceil(64);
        BitMatrix {
            bits,
            words,
            data: vec![0; rows * words],
        }
    }

    /// The number of bits per row.
    pub fn bits(&self) -> usize {
        self.bits
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.data.len().checked_div(self.words).unwrap_or(0)
    }

    /// The words of row `r`.
    pub fn row(&self, r: usize) -> &[u64] {
        &self.data[r * self.words..(r + 1) * self.words]
    }

    /// The words of row `r`, mutably.
    pub fn row_mut(&mut self, r: usize) -> &mut [u64] {
        &mut self.data[r * self.words..(r + 1) * self.words]
    }

    /// Sets bit `i` of row `r`.
    pub fn insert(&mut self, r: usize, i: usize) {
        debug_assert!(i < self.bits);
        self.data[r * self.words + i / 64] |= 1 << (i % 64);
    }

    /// Whether bit `i` of row `r` is set.
    pub fn contains(&self, r: usize, i: usize) -> bool {
        i < self.bits && self.data[r * self.words + i / 64] & (1 << (i % 64)) != 0
    }

    /// The set bits of row `r`, ascending.
    pub fn iter(&self, r: usize) -> impl Iterator<Item = usize> + '_ {
        self.row(r).iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let t = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(w * 64 + t)
            })
        })
    }

    /// Sets every bit of row `r` (and no bit past `bits`).
    fn fill(&mut self, r: usize) {
        let (bits, words) = (self.bits, self.words);
        let row = self.row_mut(r);
        row.fill(!0);
        if bits % 64 != 0 && words > 0 {
            row[words - 1] = (1 << (bits % 64)) - 1;
        }
    }
}

/// Nodes `0..n` and the edges between them, both ways.
#[derive(Clone, Debug, Default)]
pub struct Graph {
    succs: Vec<Vec<u32>>,
    preds: Vec<Vec<u32>>,
}

impl Graph {
    /// The graph whose node `i` has edges to `succs[i]` (duplicates ignored).
    pub fn from_successors(succs: Vec<Vec<u32>>) -> Graph {
        let n = succs.len();
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut clean: Vec<Vec<u32>> = Vec::with_capacity(n);
        for (s, out) in succs.into_iter().enumerate() {
            let mut list: Vec<u32> = Vec::with_capacity(out.len());
            for d in out {
                assert!((d as usize) < n, "edge to node {d} of a {n}-node graph");
                if !list.contains(&d) {
                    list.push(d);
                    preds[d as usize].push(s as u32);
                }
            }
            clean.push(list);
        }
        Graph {
            succs: clean,
            preds,
        }
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.succs.len()
    }

    /// Whether there are no nodes.
    pub fn is_empty(&self) -> bool {
        self.succs.is_empty()
    }

    /// The successors of `n`.
    pub fn successors(&self, n: usize) -> &[u32] {
        &self.succs[n]
    }

    /// The predecessors of `n`.
    pub fn predecessors(&self, n: usize) -> &[u32] {
        &self.preds[n]
    }
}

/// A dataflow problem: its direction and meet, the facts' width, and each node's seed
/// and transfer function.
pub trait Problem {
    /// Which way facts flow.
    fn direction(&self) -> Direction;
    /// How facts from several neighbours combine.
    fn meet(&self) -> Meet;
    /// The number of bits in a fact.
    fn bits(&self) -> usize;
    /// Adds node `n`'s seed to `facts` (see the module docs); none by default.
    fn seed(&self, _n: usize, _facts: &mut [u64]) {}
    /// Computes the fact on the far side of node `n` from the fact on the near side
    /// (exit from entry going forwards, entry from exit going backwards).
    fn transfer(&self, n: usize, input: &[u64], output: &mut [u64]);
}

/// The facts at the entry and exit of every node.
#[derive(Clone, Debug)]
pub struct Solution {
    before: BitMatrix,
    after: BitMatrix,
}

impl Solution {
    /// The facts at the entry of every node (one row per node).
    pub fn before_all(&self) -> &BitMatrix {
        &self.before
    }

    /// The facts at the exit of every node.
    pub fn after_all(&self) -> &BitMatrix {
        &self.after
    }

    /// The set bits at the entry of node `n`.
    pub fn before(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        self.before.iter(n)
    }

    /// The set bits at the exit of node `n`.
    pub fn after(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        self.after.iter(n)
    }

    /// Moves the (entry, exit) matrices out.
    pub fn into_parts(self) -> (BitMatrix, BitMatrix) {
        (self.before, self.after)
    }
}

/// Solves `p` over `graph` to its fixpoint (the least one for a union meet, the
/// greatest for an intersection meet). Each node is visited at least once; a node is
/// revisited when a neighbour it depends on changes.
pub fn solve<P: Problem + ?Sized>(p: &P, graph: &Graph) -> Solution {
    let n = graph.len();
    let bits = p.bits();
    let mut before = BitMatrix::new(n, bits);
    let mut after = BitMatrix::new(n, bits);
    let forward = p.direction() == Direction::Forward;
    // `near` is where the meet lands, `far` what the transfer computes.
    let (near, far) = if forward {
        (&mut before, &mut after)
    } else {
        (&mut after, &mut before)
    };
    if p.meet() == Meet::Intersection {
        for r in 0..n {
            far.fill(r);
        }
    }
    let words = bits.div_ceil(64);
    let mut input = vec![0u64; words];
    let mut output = vec![0u64; words];
    let mut queued = vec![true; n];
    // Popped from the back: forwards the first node goes first, backwards the last.
    let mut work: Vec<u32> = if forward {
        (0..n as u32).rev().collect()
    } else {
        (0..n as u32).collect()
    };
    while let Some(node) = work.pop() {
        let node = node as usize;
        queued[node] = false;
        let from = if forward {
            graph.predecessors(node)
        } else {
            graph.successors(node)
        };
        match p.meet() {
            Meet::Union => {
                input.fill(0);
                p.seed(node, &mut input);
                for &m in from {
                    for (x, y) in input.iter_mut().zip(far.row(m as usize)) {
                        *x |= y;
                    }
                }
            }
            Meet::Intersection => {
                if from.is_empty() {
                    input.fill(0);
                    p.seed(node, &mut input);
                } else {
                    input.copy_from_slice(far.row(from[0] as usize));
                    for &m in &from[1..] {
                        for (x, y) in input.iter_mut().zip(far.row(m as usize)) {
                            *x &= y;
                        }
                    }
                }
            }
        }
        near.row_mut(node).copy_from_slice(&input);
        output.fill(0);
        p.transfer(node, &input, &mut output);
        if far.row(node) != output.as_slice() {
            far.row_mut(node).copy_from_slice(&output);
            let to = if forward {
                graph.successors(node)
            } else {
                graph.predecessors(node)
            };
            for &m in to {
                if !queued[m as usize] {
                    queued[m as usize] = true;
                    work.push(m);
                }
            }
        }
    }
    Solution { before, after }
}

/// A gen/kill problem: `f_n(x) = gen[n] ∪ (x \ kill[n])`, with per-node seeds.
#[derive(Clone, Debug)]
pub struct GenKill {
    pub direction: Direction,
    pub meet: Meet,
    pub gen_sets: BitMatrix,
    pub kill_sets: BitMatrix,
    /// Per-node seeds (see [`Problem::seed`]); same shape as `gen_sets`.
    pub seeds: BitMatrix,
}

impl GenKill {
    /// A problem over `nodes` nodes and `bits`-bit facts with empty gen, kill and seed
    /// sets, to fill in.
    pub fn new(direction: Direction, meet: Meet, nodes: usize, bits: usize) -> GenKill {
        GenKill {
            direction,
            meet,
            gen_sets: BitMatrix::new(nodes, bits),
            kill_sets: BitMatrix::new(nodes, bits),
            seeds: BitMatrix::new(nodes, bits),
        }
    }
}

impl Problem for GenKill {
    fn direction(&self) -> Direction {
        self.direction
    }

    fn meet(&self) -> Meet {
        self.meet
    }

    fn bits(&self) -> usize {
        self.gen_sets.bits()
    }

    fn seed(&self, n: usize, facts: &mut [u64]) {
        for (x, y) in facts.iter_mut().zip(self.seeds.row(n)) {
            *x |= y;
        }
    }

    fn transfer(&self, n: usize, input: &[u64], output: &mut [u64]) {
        let (g, k) = (self.gen_sets.row(n), self.kill_sets.row(n));
        for (w, out) in output.iter_mut().enumerate() {
            *out = g[w] | (input[w] & !k[w]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(m: &BitMatrix, r: usize) -> Vec<usize> {
        m.iter(r).collect()
    }

    /// Liveness on a loop: 0 -> 1, 1 -> 1 | 2. Node 0 defines bit 0 (x) and bit 1 (y),
    /// the loop uses x and redefines y, the exit uses y.
    #[test]
    fn backward_union_is_liveness() {
        let g = Graph::from_successors(vec![vec![1], vec![1, 2], vec![]]);
        let mut p = GenKill::new(Direction::Backward, Meet::Union, 3, 2);
        p.kill_sets.insert(0, 0);
        p.kill_sets.insert(0, 1);
        p.gen_sets.insert(1, 0);
        p.kill_sets.insert(1, 1);
        p.gen_sets.insert(2, 1);
        let s = solve(&p, &g);
        assert_eq!(set(s.before_all(), 0), Vec::<usize>::new());
        assert_eq!(set(s.after_all(), 0), vec![0]);
        assert_eq!(set(s.before_all(), 1), vec![0]);
        assert_eq!(set(s.after_all(), 1), vec![0, 1]);
        assert_eq!(set(s.before_all(), 2), vec![1]);
        assert_eq!(set(s.after_all(), 2), Vec::<usize>::new());
    }

    /// Dominators as a forward must-problem: dom(n) = {n} ∪ ⋂ dom(preds), with the
    /// entry's boundary {entry}. Graph: 0 -> 1 | 2, 1 -> 3, 2 -> 3, 3 -> 1 | 4.
    #[test]
    fn forward_intersection_computes_dominators() {
        let g = Graph::from_successors(vec![vec![1, 2], vec![3], vec![3], vec![1, 4], vec![]]);
        let mut p = GenKill::new(Direction::Forward, Meet::Intersection, 5, 5);
        for n in 0..5 {
            p.gen_sets.insert(n, n);
        }
        let s = solve(&p, &g);
        let doms: Vec<Vec<usize>> = (0..5).map(|n| set(s.after_all(), n)).collect();
        assert_eq!(
            doms,
            vec![vec![0], vec![0, 1], vec![0, 2], vec![0, 3], vec![0, 3, 4]]
        );
    }

    /// Reaching definitions with seeds and a 70-bit universe (two words).
    #[test]
    fn forward_union_with_seeds_spans_words() {
        let g = Graph::from_successors(vec![vec![1], vec![2], vec![0]]);
        let mut p = GenKill::new(Direction::Forward, Meet::Union, 3, 70);
        p.gen_sets.insert(0, 65);
        p.kill_sets.insert(1, 65);
        p.gen_sets.insert(1, 3);
        p.seeds.insert(2, 69);
        let s = solve(&p, &g);
        assert_eq!(set(s.before_all(), 0), vec![3, 69]);
        assert_eq!(set(s.after_all(), 0), vec![3, 65, 69]);
        assert_eq!(set(s.after_all(), 1), vec![3, 69]);
        assert_eq!(set(s.before_all(), 2), vec![3, 69]);
    }

    #[test]
    fn bit_matrix_fill_stops_at_width() {
        let mut m = BitMatrix::new(2, 67);
        m.fill(1);
        assert_eq!(m.iter(1).count(), 67);
        assert_eq!(m.iter(0).count(), 0);
        assert!(m.contains(1, 66) && !m.contains(1, 67));
        assert_eq!(m.rows(), 2);
    }
}
