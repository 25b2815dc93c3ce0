// Region dead-code elimination and unreachable-block erasure of the canonicalizer:
// liveness that reaches a block only around a loop or through a later block, dead
// cycles, unreachable blocks in nested regions, and a function with nothing dead.
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// A value carried around a loop and used after it: live only through the back edge.
func.func @loop_carried(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %dead: i32):
  %y = arith.addi %x, %x : i32
  %d = arith.muli %dead, %dead : i32
  cf.cond_br %c, ^bb1(%y, %d : i32, i32), ^bb2
^bb2:
  return %y : i32
}

// Liveness reaching an earlier block only through a later one.
func.func @late_use(%c: i1, %a: i32) -> i32 {
  %u = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1(%u : i32), ^bb2(%a : i32)
^bb1(%p: i32):
  %q = arith.muli %p, %p : i32
  cf.br ^bb3(%q : i32)
^bb2(%r: i32):
  cf.br ^bb3(%r : i32)
^bb3(%s: i32):
  return %s : i32
}

// Unreachable blocks inside a nested region.
func.func @nested_unreachable(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %one = arith.constant 1 : i32
    cf.br ^bb2(%one : i32)
  ^bb1:
    %two = arith.constant 2 : i32
    cf.br ^bb2(%two : i32)
  ^bb2(%v: i32):
    scf.yield %v : i32
  }
  return %r : i32
}

// A dead cycle of two blocks.
func.func @dead_cycle(%c: i1, %a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %a : i32
  cf.cond_br %c, ^bb2(%y : i32), ^bb3
^bb2(%z: i32):
  %w = arith.muli %z, %z : i32
  cf.br ^bb1(%w : i32)
^bb3:
  return
}

// Nothing dead: no deletion.
func.func @all_live(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  %c = arith.muli %b, %a : i32
  return %c : i32
}
// Unreachable blocks in a region of an op the canonicalizer keeps, and in a region
// nested in one of them.
func.func @kept_region(%a: i32) {
  "foo.keep"() ({
    %one = arith.constant 1 : i32
    cf.br ^bb2(%one : i32)
  ^bb1:
    %two = arith.constant 2 : i32
    "foo.inner"() ({
      cf.br ^bb1
    ^bb1:
      "foo.term"() : () -> ()
    }) : () -> ()
    cf.br ^bb2(%two : i32)
  ^bb2(%v: i32):
    "foo.use"(%v) ({
      "foo.sink"() : () -> ()
      cf.br ^bb2
    ^bb1:
      "foo.gone"() : () -> ()
      cf.br ^bb2
    ^bb2:
      "foo.term"() : () -> ()
    }) : (i32) -> ()
    "foo.term"() : () -> ()
  }) : () -> ()
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @loop_carried(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @late_use(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT: %2 = arith.muli %1, %1 : i32
// CHECK-NEXT: cf.br ^bb2(%2 : i32)
// CHECK-NEXT: ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_unreachable(%arg0: i1) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_cycle(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @all_live(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @kept_region(%arg0: i32) {
// CHECK-NEXT: "foo.keep"() ({
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: "foo.use"(%c1_i32) ({
// CHECK-NEXT: "foo.sink"() : () -> ()
// CHECK-NEXT: "foo.term"() : () -> ()
// CHECK-NEXT: }) : (i32) -> ()
// CHECK-NEXT: "foo.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
