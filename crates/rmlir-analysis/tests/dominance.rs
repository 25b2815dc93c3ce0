//! Dominance and post-dominance: diamonds, loops, unreachable blocks, nested and graph
//! regions, and generated CFGs checked against dominator sets computed the slow way.

// The slow dominator sets are boolean matrices: indices read best.
#![allow(clippy::needless_range_loop)]

mod common;

use common::{block, main_regions, op, parse, val};
use rmlir_analysis::{DominanceInfo, PostDominanceInfo};
use rmlir_ir::BlockId;

const DIAMOND: &str = r#"
"t.region"() ({
^bb0:
  %c = "t.op"() {tag = "c"} : () -> i1
  "t.br"() [^bb1, ^bb2] {tag = "entry"} : () -> ()
^bb1:
  %x = "t.op"() {tag = "x"} : () -> i32
  "t.br"() [^bb3] {tag = "a"} : () -> ()
^bb2:
  "t.br"() [^bb3] {tag = "b"} : () -> ()
^bb3:
  "t.ret"() {tag = "join"} : () -> ()
^bb4:
  "t.br"() [^bb3] {tag = "dead"} : () -> ()
}) : () -> ()
"#;

#[test]
fn diamond() {
    let (ctx, ir) = parse(DIAMOND);
    let (b, regions) = main_regions(&ctx, &ir);
    let body = ir.body(b);
    let dom = DominanceInfo::new(body, true);
    let [entry, a, bb, join, dead] =
        ["entry", "a", "b", "join", "dead"].map(|t| block(&ctx, body, t));
    assert_eq!(dom.root(body, regions[0]), Some(entry));
    assert_eq!(dom.idom(body, a), Some(entry));
    assert_eq!(dom.idom(body, bb), Some(entry));
    assert_eq!(dom.idom(body, join), Some(entry));
    assert_eq!(dom.idom(body, entry), None);
    // LLVM's order: preorder of the DFS that follows successors in order.
    assert_eq!(dom.children(body, entry), &[a, join, bb]);
    assert!(dom.dominates_block(body, entry, join));
    assert!(!dom.dominates_block(body, a, join));
    assert!(!dom.dominates_block(body, join, a));
    assert!(dom.dominates_block(body, a, a));
    assert!(!dom.properly_dominates_block(body, a, a));
    // Unreachable blocks: outside the tree, properly dominated by nothing.
    assert!(!dom.is_reachable_from_entry(body, dead));
    assert!(dom.is_reachable_from_entry(body, join));
    assert!(!dom.properly_dominates_block(body, entry, dead));
    assert!(!dom.properly_dominates_block(body, dead, join));
    assert_eq!(dom.idom(body, dead), None);
    assert!(dom.children(body, dead).is_empty());
}

#[test]
fn diamond_values_and_ops() {
    let (ctx, ir) = parse(DIAMOND);
    let (b, _) = main_regions(&ctx, &ir);
    let mut body = ir.body(b).clone();
    let dom = DominanceInfo::new(&body, true);
    let c = val(&ctx, &body, "c");
    let x = val(&ctx, &body, "x");
    let [entry_t, a_t, join_t] = ["entry", "a", "join"].map(|t| op(&ctx, &body, t));
    let c_op = op(&ctx, &body, "c");
    assert!(dom.properly_dominates_value(&mut body, c, join_t));
    assert!(dom.properly_dominates_value(&mut body, c, entry_t));
    assert!(!dom.properly_dominates_value(&mut body, c, c_op));
    assert!(dom.dominates_value(&mut body, c, c_op));
    assert!(dom.properly_dominates_value(&mut body, x, a_t));
    assert!(!dom.properly_dominates_value(&mut body, x, join_t));
    assert!(dom.properly_dominates_op(&mut body, c_op, entry_t, false));
    assert!(!dom.properly_dominates_op(&mut body, entry_t, c_op, false));
    assert!(!dom.properly_dominates_op(&mut body, c_op, c_op, false));
    assert!(dom.dominates_op(&mut body, c_op, c_op));
}

#[test]
fn loop_header_dominates_body_and_exit() {
    let src = r#"
"t.region"() ({
^bb0:
  %v = "t.op"() {tag = "v"} : () -> i32
  "t.br"() [^bb1] {tag = "entry"} : () -> ()
^bb1:
  "t.br"() [^bb2, ^bb3] {tag = "header"} : () -> ()
^bb2:
  %w = "t.op"(%v) {tag = "w"} : (i32) -> i32
  "t.br"() [^bb1] {tag = "body"} : () -> ()
^bb3:
  "t.ret"() {tag = "exit"} : () -> ()
}) : () -> ()
"#;
    let (ctx, ir) = parse(src);
    let (b, _) = main_regions(&ctx, &ir);
    let body = ir.body(b);
    let dom = DominanceInfo::new(body, true);
    let [entry, header, lbody, exit] =
        ["entry", "header", "body", "exit"].map(|t| block(&ctx, body, t));
    assert_eq!(dom.idom(body, header), Some(entry));
    assert_eq!(dom.idom(body, lbody), Some(header));
    assert_eq!(dom.idom(body, exit), Some(header));
    assert!(dom.dominates_block(body, header, lbody));
    assert!(!dom.dominates_block(body, lbody, header));
    assert!(!dom.dominates_block(body, lbody, exit));
    assert_eq!(dom.children(body, header), &[lbody, exit]);

    let pdom = PostDominanceInfo::new(body, true);
    assert!(pdom.post_dominates_block(body, exit, entry));
    assert!(pdom.post_dominates_block(body, header, lbody));
    assert!(!pdom.post_dominates_block(body, lbody, header));
    assert_eq!(pdom.ipdom(body, entry), Some(header));
    assert_eq!(pdom.ipdom(body, header), Some(exit));
    assert_eq!(pdom.roots(body, main_regions(&ctx, &ir).1[0]), vec![exit]);
}

#[test]
fn nested_regions() {
    let src = r#"
"t.region"() ({
^bb0:
  %a = "t.op"() {tag = "a"} : () -> i32
  "t.region"() ({
  ^bb0(%arg: i32):
    %in = "t.op"(%a) {tag = "in"} : (i32) -> i32
    "t.ret"() {tag = "inret"} : () -> ()
  }) {tag = "holder"} : () -> ()
  %b = "t.op"() {tag = "b"} : () -> i32
  "t.br"() [^bb1] {tag = "entry"} : () -> ()
^bb1:
  "t.region"() ({
    %deep = "t.op"() {tag = "deep"} : () -> i32
    "t.ret"() : () -> ()
  }) {tag = "holder2"} : () -> ()
  "t.ret"() {tag = "exit"} : () -> ()
}) : () -> ()
"#;
    let (ctx, ir) = parse(src);
    let (b, _) = main_regions(&ctx, &ir);
    let mut body = ir.body(b).clone();
    let dom = DominanceInfo::new(&body, true);
    let [a, inner, holder, bop, deep, holder2] =
        ["a", "in", "holder", "b", "deep", "holder2"].map(|t| op(&ctx, &body, t));
    let inner_block = body.op_block(inner).unwrap();
    let arg = body.block_args(inner_block)[0];
    // What dominates the holder dominates what it holds.
    assert!(dom.properly_dominates_op(&mut body, a, inner, false));
    assert!(dom.properly_dominates_op(&mut body, a, deep, false));
    let av = body.result(a, 0);
    assert!(dom.properly_dominates_value(&mut body, av, deep));
    // The holder encloses its ops: it dominates them only when enclosing is fine.
    assert!(dom.properly_dominates_op(&mut body, holder, inner, true));
    assert!(!dom.properly_dominates_op(&mut body, holder, inner, false));
    // Nothing inside dominates what follows outside.
    assert!(!dom.properly_dominates_op(&mut body, inner, bop, true));
    let iv = body.result(inner, 0);
    assert!(!dom.properly_dominates_value(&mut body, iv, bop));
    assert!(!dom.properly_dominates_value(&mut body, arg, bop));
    assert!(dom.properly_dominates_value(&mut body, arg, inner));
    // Ops after the holder do not dominate inside it.
    assert!(!dom.properly_dominates_op(&mut body, bop, inner, true));
    assert!(dom.properly_dominates_op(&mut body, bop, holder2, true));
    // Blocks: the outer entry dominates the nested blocks of later blocks.
    let outer_entry = body.op_block(a).unwrap();
    let deep_block = body.op_block(deep).unwrap();
    assert!(dom.properly_dominates_block(&body, outer_entry, deep_block));
    assert!(dom.properly_dominates_block(&body, outer_entry, inner_block));
    assert!(!dom.properly_dominates_block(&body, inner_block, outer_entry));
    // Single-block regions are SSA regions unless their op says otherwise.
    assert!(dom.has_ssa_dominance(&body, body.block_region(inner_block).unwrap()));
}

#[test]
fn graph_regions_allow_any_order() {
    let src = r#"
"t.graph"() ({
  %x = "t.op"(%y) {tag = "x"} : (i32) -> i32
  %y = "t.op"() {tag = "y"} : () -> i32
  "u.region"() ({
    %z = "t.op"() {tag = "z"} : () -> i32
    %w = "t.op"() {tag = "w"} : () -> i32
  }) : () -> ()
}) : () -> ()
"#;
    let (ctx, ir) = parse(src);
    let (b, regions) = main_regions(&ctx, &ir);
    let mut body = ir.body(b).clone();
    let dom = DominanceInfo::new(&body, true);
    let [x, y, z, w] = ["x", "y", "z", "w"].map(|t| op(&ctx, &body, t));
    assert!(!dom.has_ssa_dominance(&body, regions[0]));
    assert!(dom.properly_dominates_op(&mut body, y, x, false));
    assert!(dom.properly_dominates_op(&mut body, x, y, false));
    let yv = body.result(y, 0);
    assert!(dom.properly_dominates_value(&mut body, yv, x));
    // An op dominates itself properly in a graph region.
    assert!(dom.properly_dominates_op(&mut body, x, x, false));
    // Unregistered ops may hold graph regions.
    assert!(dom.properly_dominates_op(&mut body, w, z, false));
    // The body's top level follows what the caller says about the owner.
    let top = DominanceInfo::new(&body, false);
    let top_region = body.block_region(body.op_block(main_op(&ctx, &body)).unwrap());
    assert!(!top.has_ssa_dominance(&body, top_region.unwrap()));
    assert!(dom.has_ssa_dominance(&body, top_region.unwrap()));
}

fn main_op(ctx: &rmlir_ir::Context, body: &rmlir_ir::Body) -> rmlir_ir::OpId {
    (0..body.ops.len() as u32)
        .map(rmlir_ir::OpId)
        .find(|&o| ctx.str(body.op(o).name) == "t.graph")
        .unwrap()
}

/// A generated CFG: `n` blocks, block `i` branching to the blocks an LCG picks.
fn generated_cfg(n: usize, seed: u64) -> String {
    let mut s = seed;
    let mut next = || {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (s >> 33) as usize
    };
    let mut out = String::from("\"t.region\"() ({\n");
    for i in 0..n {
        out.push_str(&format!("^bb{i}:\n"));
        let k = next() % 3;
        let succs: Vec<String> = (0..k).map(|_| format!("^bb{}", next() % n)).collect();
        if succs.is_empty() {
            out.push_str(&format!("  \"t.ret\"() {{tag = \"b{i}\"}} : () -> ()\n"));
        } else {
            out.push_str(&format!(
                "  \"t.br\"() [{}] {{tag = \"b{i}\"}} : () -> ()\n",
                succs.join(", ")
            ));
        }
    }
    out.push_str("}) : () -> ()\n");
    out
}

/// Dominator sets by the textbook dataflow: `dom(entry) = {entry}`,
/// `dom(b) = {b} ∪ ⋂ dom(pred)` over reachable predecessors.
fn slow_dominators(n: usize, root: usize, preds: &[Vec<usize>], reach: &[bool]) -> Vec<Vec<bool>> {
    let mut dom = vec![vec![true; n]; n];
    dom[root] = vec![false; n];
    dom[root][root] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..n {
            if b == root || !reach[b] {
                continue;
            }
            let mut new = vec![true; n];
            for &p in &preds[b] {
                if reach[p] {
                    for i in 0..n {
                        new[i] &= dom[p][i];
                    }
                }
            }
            new[b] = true;
            if new != dom[b] {
                dom[b] = new;
                changed = true;
            }
        }
    }
    dom
}

#[test]
fn generated_cfgs_match_slow_dominators() {
    for seed in 0..40u64 {
        let n = 4 + (seed as usize * 7) % 30;
        let (ctx, ir) = parse(&generated_cfg(n, seed));
        let (b, regions) = main_regions(&ctx, &ir);
        let body = ir.body(b);
        let blocks: Vec<BlockId> = body.region_blocks(regions[0]).collect();
        let index = |x: BlockId| blocks.iter().position(|&y| y == x).unwrap();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&x| {
                let t = body.last_op(x).unwrap();
                body.op(t).successors().iter().map(|&s| index(s)).collect()
            })
            .collect();
        let mut preds = vec![Vec::new(); n];
        for (i, s) in succs.iter().enumerate() {
            for &j in s {
                preds[j].push(i);
            }
        }
        // Reachability and DFS preorder (successors in order).
        let mut pre = vec![usize::MAX; n];
        let mut counter = 0;
        fn dfs(v: usize, succs: &[Vec<usize>], pre: &mut [usize], counter: &mut usize) {
            pre[v] = *counter;
            *counter += 1;
            for &w in &succs[v] {
                if pre[w] == usize::MAX {
                    dfs(w, succs, pre, counter);
                }
            }
        }
        dfs(0, &succs, &mut pre, &mut counter);
        let reach: Vec<bool> = pre.iter().map(|&p| p != usize::MAX).collect();
        let slow = slow_dominators(n, 0, &preds, &reach);

        let dom = DominanceInfo::new(body, true);
        for a in 0..n {
            for c in 0..n {
                let expect = if !reach[c] || !reach[a] {
                    a == c
                } else {
                    slow[c][a]
                };
                assert_eq!(
                    dom.dominates_block(body, blocks[a], blocks[c]),
                    expect,
                    "seed {seed}: does bb{a} dominate bb{c}?"
                );
            }
            assert_eq!(dom.is_reachable_from_entry(body, blocks[a]), reach[a]);
            // Children are the blocks whose idom is `a`, in DFS preorder.
            let kids: Vec<usize> = dom
                .children(body, blocks[a])
                .iter()
                .map(|&k| index(k))
                .collect();
            let mut expect: Vec<usize> = (0..n)
                .filter(|&k| dom.idom(body, blocks[k]) == Some(blocks[a]))
                .collect();
            expect.sort_by_key(|&k| pre[k]);
            assert_eq!(kids, expect, "seed {seed}: children of bb{a}");
            if let Some(d) = dom.idom(body, blocks[a]) {
                let d = index(d);
                // The idom is the closest strict dominator.
                assert!(slow[a][d] && d != a);
                for k in 0..n {
                    if k != a && slow[a][k] {
                        assert!(slow[d][k], "seed {seed}: idom of bb{a}");
                    }
                }
            }
        }

        // Post-dominators against the slow sets over the reversed graph, where the
        // virtual exit follows the roots the analysis chose.
        let pdom = PostDominanceInfo::new(body, true);
        let roots: Vec<usize> = pdom
            .roots(body, regions[0])
            .into_iter()
            .map(index)
            .collect();
        assert!(
            (0..n)
                .filter(|&i| succs[i].is_empty())
                .all(|i| roots.contains(&i)),
            "seed {seed}: exits are roots"
        );
        // Node n is the virtual exit; reversed edges.
        let mut rpreds: Vec<Vec<usize>> = succs.to_vec();
        for &r in &roots {
            rpreds[r].push(n);
        }
        rpreds.push(Vec::new());
        let all = vec![true; n + 1];
        let slow_post = slow_dominators(n + 1, n, &rpreds, &all);
        for a in 0..n {
            for c in 0..n {
                assert_eq!(
                    pdom.post_dominates_block(body, blocks[a], blocks[c]),
                    slow_post[c][a],
                    "seed {seed}: does bb{a} post-dominate bb{c}?"
                );
            }
        }
    }
}

#[test]
fn post_dominance_of_ops() {
    let (ctx, ir) = parse(DIAMOND);
    let (b, _) = main_regions(&ctx, &ir);
    let mut body = ir.body(b).clone();
    let pdom = PostDominanceInfo::new(&body, true);
    let [c, entry_t, x, a_t, join_t] = ["c", "entry", "x", "a", "join"].map(|t| op(&ctx, &body, t));
    // Later in a block post-dominates earlier; the join post-dominates the diamond.
    assert!(pdom.properly_post_dominates_op(&mut body, entry_t, c, false));
    assert!(!pdom.properly_post_dominates_op(&mut body, c, entry_t, false));
    assert!(pdom.properly_post_dominates_op(&mut body, a_t, x, false));
    assert!(pdom.properly_post_dominates_op(&mut body, join_t, c, false));
    assert!(pdom.post_dominates_op(&mut body, join_t, join_t));
    assert!(!pdom.properly_post_dominates_op(&mut body, join_t, join_t, false));
    // A branch arm does not post-dominate the entry.
    assert!(!pdom.properly_post_dominates_op(&mut body, x, c, false));
}
