//! Liveness with MLIR's semantics: straight lines, diamonds, loops, nested regions
//! (uses count at the holding op), unreachable blocks and `is_dead_after`.

mod common;

use common::{block, main_regions, op, parse, val};
use rmlir_analysis::Liveness;
use rmlir_ir::ValueId;

fn set(live: impl Iterator<Item = ValueId>) -> Vec<ValueId> {
    live.collect()
}

fn sorted(mut v: Vec<ValueId>) -> Vec<ValueId> {
    v.sort();
    v
}

#[test]
fn diamond() {
    let src = r#"
"t.region"() ({
^bb0(%arg: i32):
  %c = "t.op"() {tag = "c"} : () -> i32
  %only = "t.op"() {tag = "only"} : () -> i32
  "t.op"(%only) : (i32) -> ()
  "t.br"() [^bb1, ^bb2] {tag = "entry"} : () -> ()
^bb1:
  %x = "t.op"(%c) {tag = "x"} : (i32) -> i32
  "t.br"() [^bb3] {tag = "a"} : () -> ()
^bb2:
  "t.br"() [^bb3] {tag = "b"} : () -> ()
^bb3:
  "t.op"(%arg, %c) {tag = "use"} : (i32, i32) -> ()
  "t.ret"() {tag = "join"} : () -> ()
}) : () -> ()
"#;
    let (ctx, ir) = parse(src);
    let (b, regions) = main_regions(&ctx, &ir);
    let body = ir.body(b);
    let lv = Liveness::new(body, &regions);
    let [entry, a, bb, join] = ["entry", "a", "b", "join"].map(|t| block(&ctx, body, t));
    let arg = body.block_args(entry)[0];
    let c = val(&ctx, body, "c");
    let only = val(&ctx, body, "only");
    let x = val(&ctx, body, "x");
    assert_eq!(set(lv.live_in(entry)), vec![]);
    assert_eq!(set(lv.live_out(entry)), sorted(vec![arg, c]));
    assert_eq!(set(lv.live_in(a)), sorted(vec![arg, c]));
    assert_eq!(set(lv.live_out(a)), sorted(vec![arg, c]));
    assert_eq!(set(lv.live_in(bb)), sorted(vec![arg, c]));
    assert_eq!(set(lv.live_in(join)), sorted(vec![arg, c]));
    assert_eq!(set(lv.live_out(join)), vec![]);
    for blk in [entry, a, bb, join] {
        assert!(!lv.is_live_in(blk, only) && !lv.is_live_out(blk, only));
        assert!(!lv.is_live_in(blk, x) && !lv.is_live_out(blk, x));
    }
    assert!(lv.covers(entry) && lv.blocks().len() == 4);
}

#[test]
fn loop_carries_values_around_the_back_edge() {
    let src = r#"
"t.region"() ({
^bb0:
  %v = "t.op"() {tag = "v"} : () -> i32
  %after = "t.op"() {tag = "after"} : () -> i32
  "t.br"() [^bb1] {tag = "entry"} : () -> ()
^bb1:
  "t.br"() [^bb2, ^bb3] {tag = "header"} : () -> ()
^bb2:
  %w = "t.op"(%v) {tag = "w"} : (i32) -> i32
  "t.op"(%w) : (i32) -> ()
  "t.br"() [^bb1] {tag = "body"} : () -> ()
^bb3:
  "t.op"(%after) : (i32) -> ()
  "t.ret"() {tag = "exit"} : () -> ()
}) : () -> ()
"#;
    let (ctx, ir) = parse(src);
    let (b, regions) = main_regions(&ctx, &ir);
    let body = ir.body(b);
    let lv = Liveness::new(body, &regions);
    let [header, lbody, exit] = ["header", "body", "exit"].map(|t| block(&ctx, body, t));
    let [v, after, w] = ["v", "after", "w"].map(|t| val(&ctx, body, t));
    assert_eq!(set(lv.live_in(header)), sorted(vec![v, after]));
    assert_eq!(set(lv.live_out(lbody)), sorted(vec![v, after]));
    assert_eq!(set(lv.live_in(lbody)), sorted(vec![v, after]));
    assert_eq!(set(lv.live_in(exit)), vec![after]);
    assert!(!lv.is_live_in(header, w) && !lv.is_live_out(lbody, w));
}

#[test]
fn nested_uses_count_at_the_holding_op() {
    let src = r#"
"t.region"() ({
^bb0:
  %a = "t.op"() {tag = "a"} : () -> i32
  %b = "t.op"() {tag = "b"} : () -> i32
  "t.region"() ({
    "t.op"(%b) {tag = "inner_use"} : (i32) -> ()
    "t.ret"() : () -> ()
  }) : () -> ()
  "t.br"() [^bb1] {tag = "entry"} : () -> ()
^bb1:
  "t.region"() ({
  ^bb0:
    %n = "t.op"() {tag = "n"} : () -> i32
    "t.br"() [^bb1] : () -> ()
  ^bb1:
    "t.region"() ({
      "t.op"(%a, %n) {tag = "deep_use"} : (i32, i32) -> ()
      "t.ret"() : () -> ()
    }) : () -> ()
    "t.ret"() {tag = "nested_exit"} : () -> ()
  }) {tag = "holder"} : () -> ()
  "t.ret"() {tag = "exit"} : () -> ()
}) : () -> ()
"#;
    let (ctx, ir) = parse(src);
    let (bid, regions) = main_regions(&ctx, &ir);
    let mut body = ir.body(bid).clone();
    let lv = Liveness::new(&body, &regions);
    let [entry, exit, inner, nested_entry, nested_exit, deep] =
        ["entry", "exit", "inner_use", "n", "nested_exit", "deep_use"]
            .map(|t| block(&ctx, &body, t));
    let [a, b, n] = ["a", "b", "n"].map(|t| val(&ctx, &body, t));
    // %a is used two regions down in ^bb1: live across the outer edge.
    assert_eq!(set(lv.live_out(entry)), vec![a]);
    assert_eq!(set(lv.live_in(exit)), vec![a]);
    // %b's only use is nested in its own block: it does not escape.
    assert!(!lv.is_live_out(entry, b));
    assert_eq!(set(lv.live_in(inner)), vec![b]);
    // Nested blocks get their own sets.
    assert_eq!(set(lv.live_in(nested_entry)), vec![a]);
    assert_eq!(set(lv.live_out(nested_entry)), sorted(vec![a, n]));
    assert_eq!(set(lv.live_in(nested_exit)), sorted(vec![a, n]));
    assert_eq!(set(lv.live_in(deep)), sorted(vec![a, n]));
    assert_eq!(set(lv.live_out(deep)), vec![]);
    // In ^bb1, %a's last use is the holder of the nested use.
    let holder = op(&ctx, &body, "holder");
    let exit_op = op(&ctx, &body, "exit");
    assert!(lv.is_dead_after(&mut body, a, holder));
    assert!(lv.is_dead_after(&mut body, a, exit_op));
    let inner_holder = body
        .region_parent(body.block_region(inner).unwrap())
        .unwrap();
    let a_op = op(&ctx, &body, "a");
    let b_op = op(&ctx, &body, "b");
    assert!(!lv.is_dead_after(&mut body, b, b_op));
    assert!(lv.is_dead_after(&mut body, b, inner_holder));
    assert!(!lv.is_dead_after(&mut body, a, a_op));
}

#[test]
fn unreachable_blocks_still_make_values_escape() {
    let src = r#"
"t.region"() ({
^bb0:
  %v = "t.op"() {tag = "v"} : () -> i32
  "t.ret"() {tag = "entry"} : () -> ()
^bb1:
  "t.op"(%v) : (i32) -> ()
  "t.br"() [^bb1] {tag = "dead"} : () -> ()
}) : () -> ()
"#;
    let (ctx, ir) = parse(src);
    let (b, regions) = main_regions(&ctx, &ir);
    let body = ir.body(b);
    let lv = Liveness::new(body, &regions);
    let [entry, dead] = ["entry", "dead"].map(|t| block(&ctx, body, t));
    let v = val(&ctx, body, "v");
    // As in MLIR: a use in another block of the region makes the value live-out of its
    // block, whether or not that block is reachable.
    assert_eq!(set(lv.live_out(entry)), vec![v]);
    assert_eq!(set(lv.live_in(dead)), vec![v]);
    assert_eq!(set(lv.live_out(dead)), vec![v]);
}

#[test]
fn dense_sets_over_many_values() {
    // More than one 64-bit word of escaping values: each is defined in ^bb0 and used
    // in its own later block of a chain.
    let n = 150;
    let mut src = String::from("\"t.region\"() ({\n^bb0:\n");
    for i in 0..n {
        src.push_str(&format!(
            "  %v{i} = \"t.op\"() {{tag = \"v{i}\"}} : () -> i32\n"
        ));
    }
    src.push_str("  \"t.br\"() [^bb1] : () -> ()\n");
    for i in 0..n {
        src.push_str(&format!("^bb{}:\n  \"t.op\"(%v{i}) : (i32) -> ()\n", i + 1));
        if i + 1 < n {
            src.push_str(&format!(
                "  \"t.br\"() [^bb{}] {{tag = \"b{i}\"}} : () -> ()\n",
                i + 2
            ));
        } else {
            src.push_str(&format!("  \"t.ret\"() {{tag = \"b{i}\"}} : () -> ()\n"));
        }
    }
    src.push_str("}) : () -> ()\n");
    let (ctx, ir) = parse(&src);
    let (b, regions) = main_regions(&ctx, &ir);
    let body = ir.body(b);
    let lv = Liveness::new(body, &regions);
    let vals: Vec<ValueId> = (0..n).map(|i| val(&ctx, body, &format!("v{i}"))).collect();
    for i in 0..n {
        let blk = block(&ctx, body, &format!("b{i}"));
        let expect: Vec<ValueId> = sorted(vals[i..].to_vec());
        assert_eq!(set(lv.live_in(blk)), expect, "block {i}");
        assert_eq!(set(lv.live_out(blk)), sorted(vals[i + 1..].to_vec()));
    }
}
