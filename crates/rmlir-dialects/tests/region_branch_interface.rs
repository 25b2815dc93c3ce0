//! `RegionBranchOpInterface` and `RegionBranchTerminatorOpInterface` of the `scf`,
//! `affine`, `memref`, `shape` and `test` ops: exact successor lists (targets and
//! inputs), entry operands and forwarded terminator operands.

mod common;

use common::*;
use rmlir_ir::interfaces::{
    RegionBranchOpInterface, RegionPoint, RegionSuccessor, region_branch_op,
    region_branch_terminator,
};
use rmlir_ir::{Context, Ir, OpRef};

use RegionPoint::{Parent, Region};

fn rb(ir: &Ir, op: OpRef) -> &'static dyn RegionBranchOpInterface {
    region_branch_op(ir, op)
        .expect("no promise")
        .expect("a region branch op")
}

/// Successors from `from`, as (target, inputs).
fn succs(ctx: &Context, ir: &Ir, op: OpRef, from: RegionPoint) -> Vec<RegionSuccessor> {
    rb(ir, op).successor_regions(ctx, ir, op, from)
}

fn parent(ir: &Ir, op: OpRef) -> RegionSuccessor {
    RegionSuccessor::parent(results(ir, op))
}

fn region(i: usize, inputs: Vec<rmlir_ir::ValueId>) -> RegionSuccessor {
    RegionSuccessor::region(i, inputs)
}

#[test]
fn scf_for_skips_the_induction_variable() {
    let (ctx, ir) = parse(
        r#"
func.func @f(%lb: index, %ub: index, %s: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %init) -> (f32) {
    %n = "test.source"(%a) : (f32) -> f32
    scf.yield %n : f32
  }
  return %r : f32
}
"#,
    );
    let op = op_named(&ctx, &ir, "scf.for");
    let iter = args(&ir, op, 0)[1..].to_vec();
    assert_eq!(iter.len(), 1);
    let expected = vec![region(0, iter), parent(&ir, op)];
    assert_eq!(succs(&ctx, &ir, op, Parent), expected);
    assert_eq!(succs(&ctx, &ir, op, Region(0)), expected);
    assert_eq!(
        rb(&ir, op).entry_successor_operands(&ctx, &ir, op, Region(0)),
        3..4
    );

    let y = op_named(&ctx, &ir, "scf.yield");
    let t = region_branch_terminator(&ir, y)
        .unwrap()
        .expect("scf.yield forwards");
    assert_eq!(t.successor_operands(&ctx, &ir, y, Parent), 0..1);
    // The terminator's default successors are its parent's from its region.
    assert_eq!(t.successor_regions(&ctx, &ir, y, &[None]), expected);
}

#[test]
fn scf_if_with_and_without_else() {
    let (ctx, ir) = parse(
        r#"
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  scf.if %c {
    "test.sink"() : () -> ()
  }
  return %r : i32
}
"#,
    );
    let ifs = ops_named(&ctx, &ir, "scf.if");
    let (full, half) = (ifs[0], ifs[1]);
    assert_eq!(
        succs(&ctx, &ir, full, Parent),
        vec![region(0, vec![]), region(1, vec![])]
    );
    assert_eq!(succs(&ctx, &ir, full, Region(1)), vec![parent(&ir, full)]);
    assert_eq!(
        succs(&ctx, &ir, half, Parent),
        vec![region(0, vec![]), RegionSuccessor::parent(vec![])]
    );
    let if_op = rb(&ir, full);
    let t = [int(&ctx, -1, 1)];
    let f = [int(&ctx, 0, 1)];
    assert_eq!(
        if_op.entry_successor_regions(&ctx, &ir, full, &t),
        vec![region(0, vec![])]
    );
    assert_eq!(
        if_op.entry_successor_regions(&ctx, &ir, full, &f),
        vec![region(1, vec![])]
    );
    assert_eq!(
        if_op.entry_successor_regions(&ctx, &ir, half, &f),
        vec![RegionSuccessor::parent(vec![])]
    );
    assert_eq!(
        if_op.entry_successor_operands(&ctx, &ir, full, Region(0)),
        1..1
    );
}

#[test]
fn scf_while_and_condition() {
    let (ctx, ir) = parse(
        r#"
func.func @f(%init: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
"#,
    );
    let op = op_named(&ctx, &ir, "scf.while");
    let before = region(0, args(&ir, op, 0));
    let after = region(1, args(&ir, op, 1));
    assert_eq!(succs(&ctx, &ir, op, Parent), vec![before.clone()]);
    assert_eq!(succs(&ctx, &ir, op, Region(1)), vec![before]);
    assert_eq!(
        succs(&ctx, &ir, op, Region(0)),
        vec![parent(&ir, op), after.clone()]
    );
    assert_eq!(
        rb(&ir, op).entry_successor_operands(&ctx, &ir, op, Region(0)),
        0..1
    );

    let cond = op_named(&ctx, &ir, "scf.condition");
    let t = region_branch_terminator(&ir, cond)
        .unwrap()
        .expect("scf.condition");
    assert_eq!(t.successor_operands(&ctx, &ir, cond, Region(1)), 1..2);
    assert_eq!(
        t.successor_regions(&ctx, &ir, cond, &[None, None]),
        vec![after.clone(), parent(&ir, op)]
    );
    assert_eq!(
        t.successor_regions(&ctx, &ir, cond, &[int(&ctx, 0, 1), None]),
        vec![parent(&ir, op)]
    );
    assert_eq!(
        t.successor_regions(&ctx, &ir, cond, &[int(&ctx, -1, 1), None]),
        vec![after]
    );
}

#[test]
fn scf_execute_region_forall_parallel_index_switch() {
    let (ctx, ir) = parse(
        r#"
func.func @f(%n: index, %t: tensor<4xf32>, %i: index) -> i32 {
  %e = scf.execute_region -> i32 {
    %v = "test.source"() : () -> i32
    scf.yield %v : i32
  }
  %fa = scf.forall (%k) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  scf.parallel (%p) = (%i) to (%n) step (%i) {
    %w = "test.source"() : () -> f32
    scf.reduce(%w : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  %s = scf.index_switch %i -> i32
  case 2 {
    scf.yield %e : i32
  }
  default {
    scf.yield %e : i32
  }
  return %s : i32
}
"#,
    );
    let e = op_named(&ctx, &ir, "scf.execute_region");
    assert_eq!(succs(&ctx, &ir, e, Parent), vec![region(0, vec![])]);
    assert_eq!(succs(&ctx, &ir, e, Region(0)), vec![parent(&ir, e)]);

    let fa = op_named(&ctx, &ir, "scf.forall");
    let none = RegionSuccessor::parent(vec![]);
    assert_eq!(
        succs(&ctx, &ir, fa, Parent),
        vec![region(0, vec![]), none.clone()]
    );
    assert_eq!(succs(&ctx, &ir, fa, Region(0)), vec![none.clone()]);

    let p = op_named(&ctx, &ir, "scf.parallel");
    let both = vec![region(0, vec![]), none];
    assert_eq!(succs(&ctx, &ir, p, Parent), both);
    assert_eq!(succs(&ctx, &ir, p, Region(0)), both);
    let red = op_named(&ctx, &ir, "scf.reduce");
    let t = region_branch_terminator(&ir, red)
        .unwrap()
        .expect("scf.reduce");
    assert!(t.successor_operands(&ctx, &ir, red, Parent).is_empty());
    let ret = op_named(&ctx, &ir, "scf.reduce.return");
    assert!(region_branch_terminator(&ir, ret).unwrap().is_none());

    let s = op_named(&ctx, &ir, "scf.index_switch");
    assert_eq!(
        succs(&ctx, &ir, s, Parent),
        vec![region(0, vec![]), region(1, vec![])]
    );
    assert_eq!(succs(&ctx, &ir, s, Region(1)), vec![parent(&ir, s)]);
    let sw = rb(&ir, s);
    let ix = |v| [Some(ctx.int_attr(ctx.index_type(), v))];
    assert_eq!(
        sw.entry_successor_regions(&ctx, &ir, s, &ix(2)),
        vec![region(1, vec![])]
    );
    assert_eq!(
        sw.entry_successor_regions(&ctx, &ir, s, &ix(5)),
        vec![region(0, vec![])]
    );
}

#[test]
fn affine_for_uses_constant_trip_counts() {
    let (ctx, ir) = parse(
        r#"
func.func @f(%n: index, %init: f32) {
  %r = affine.for %i = 0 to 4 iter_args(%a = %init) -> (f32) {
    affine.yield %a : f32
  }
  affine.for %i = 0 to 1 {
  }
  affine.for %i = 5 to 2 {
  }
  affine.for %i = 0 to %n {
  }
  return
}
"#,
    );
    let fors = ops_named(&ctx, &ir, "affine.for");
    let (four, one, zero, dynamic) = (fors[0], fors[1], fors[2], fors[3]);
    let body = |op| region(0, args(&ir, op, 0)[1..].to_vec());
    assert_eq!(succs(&ctx, &ir, four, Parent), vec![body(four)]);
    assert_eq!(
        succs(&ctx, &ir, four, Region(0)),
        vec![body(four), parent(&ir, four)]
    );
    assert_eq!(body(four).inputs.len(), 1);
    assert_eq!(
        rb(&ir, four).entry_successor_operands(&ctx, &ir, four, Region(0)),
        0..1
    );
    assert_eq!(succs(&ctx, &ir, one, Region(0)), vec![parent(&ir, one)]);
    assert_eq!(succs(&ctx, &ir, zero, Parent), vec![parent(&ir, zero)]);
    assert_eq!(
        succs(&ctx, &ir, dynamic, Parent),
        vec![body(dynamic), parent(&ir, dynamic)]
    );
    assert_eq!(
        rb(&ir, dynamic).entry_successor_operands(&ctx, &ir, dynamic, Region(0)),
        1..1
    );
    let y = ops_named(&ctx, &ir, "affine.yield")[0];
    let t = region_branch_terminator(&ir, y)
        .unwrap()
        .expect("affine.yield");
    assert_eq!(t.successor_operands(&ctx, &ir, y, Region(0)), 0..1);
}

#[test]
fn affine_if_and_parallel() {
    let (ctx, ir) = parse(
        r#"
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @f(%i: index, %a: f32) -> f32 {
  %r = affine.if #set(%i) -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %a : f32
  }
  affine.if #set(%i) {
  }
  affine.parallel (%k) = (0) to (4) {
  }
  return %r : f32
}
"#,
    );
    let ifs = ops_named(&ctx, &ir, "affine.if");
    assert_eq!(
        succs(&ctx, &ir, ifs[0], Parent),
        vec![region(0, vec![]), region(1, vec![])]
    );
    assert_eq!(
        succs(&ctx, &ir, ifs[0], Region(0)),
        vec![parent(&ir, ifs[0])]
    );
    assert_eq!(
        succs(&ctx, &ir, ifs[1], Parent),
        vec![region(0, vec![]), RegionSuccessor::parent(vec![])]
    );
    let par = op_named(&ctx, &ir, "affine.parallel");
    assert!(region_branch_op(&ir, par).unwrap().is_none());
}

#[test]
fn alloca_scope_and_assuming_run_once() {
    let (ctx, ir) = parse(
        r#"
func.func @f(%w: !shape.witness) -> (f32, memref<2xf32>) {
  %r = memref.alloca_scope -> (f32) {
    %v = "test.source"() : () -> f32
    memref.alloca_scope.return %v : f32
  }
  %m = shape.assuming %w -> (memref<2xf32>) {
    %b = "test.source"() : () -> memref<2xf32>
    shape.assuming_yield %b : memref<2xf32>
  }
  return %r, %m : f32, memref<2xf32>
}
"#,
    );
    for (name, term) in [
        ("memref.alloca_scope", "memref.alloca_scope.return"),
        ("shape.assuming", "shape.assuming_yield"),
    ] {
        let op = op_named(&ctx, &ir, name);
        assert_eq!(
            succs(&ctx, &ir, op, Parent),
            vec![region(0, vec![])],
            "{name}"
        );
        assert_eq!(
            succs(&ctx, &ir, op, Region(0)),
            vec![parent(&ir, op)],
            "{name}"
        );
        let t = op_named(&ctx, &ir, term);
        let ti = region_branch_terminator(&ir, t).unwrap().expect(term);
        assert_eq!(ti.successor_operands(&ctx, &ir, t, Parent), 0..1, "{term}");
        assert_eq!(
            ti.successor_regions(&ctx, &ir, t, &[None]),
            vec![parent(&ir, op)]
        );
    }
}

#[test]
fn test_region_if_goes_through_join() {
    let (ctx, ir) = parse(
        r#"
func.func @f(%a: memref<2xf32>) -> memref<2xf32> {
  %r = test.region_if %a : memref<2xf32> -> (memref<2xf32>) then {
  ^bb0(%t: memref<2xf32>):
    test.region_if_yield %t : memref<2xf32>
  } else {
  ^bb0(%e: memref<2xf32>):
    test.region_if_yield %e : memref<2xf32>
  } join {
  ^bb0(%j: memref<2xf32>):
    test.region_if_yield %j : memref<2xf32>
  }
  test.region_buffer_based in(%a: memref<2xf32>) out(%a: memref<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    test.region_yield %x : f32
  }
  return %r : memref<2xf32>
}
"#,
    );
    let op = op_named(&ctx, &ir, "test.region_if");
    let join = region(2, args(&ir, op, 2));
    assert_eq!(
        succs(&ctx, &ir, op, Parent),
        vec![region(0, args(&ir, op, 0)), region(1, args(&ir, op, 1))]
    );
    assert_eq!(succs(&ctx, &ir, op, Region(0)), vec![join.clone()]);
    assert_eq!(succs(&ctx, &ir, op, Region(1)), vec![join]);
    assert_eq!(succs(&ctx, &ir, op, Region(2)), vec![parent(&ir, op)]);
    assert_eq!(
        rb(&ir, op).entry_successor_operands(&ctx, &ir, op, Region(1)),
        0..1
    );

    let bb = op_named(&ctx, &ir, "test.region_buffer_based");
    assert!(region_branch_op(&ir, bb).unwrap().is_none());
    let y = op_named(&ctx, &ir, "test.region_yield");
    let t = region_branch_terminator(&ir, y)
        .unwrap()
        .expect("ReturnLike");
    assert_eq!(t.successor_operands(&ctx, &ir, y, Parent), 0..1);
    // Its parent is no region branch op: no known successor.
    assert!(t.successor_regions(&ctx, &ir, y, &[None]).is_empty());
}
