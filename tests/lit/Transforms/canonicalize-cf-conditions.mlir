// cf.cond_br canonicalizations that use what the condition is known to be: its uses
// in a successor reached only through one edge become constants
// (CondBranchTruthPropagation), and a cond_br on the same condition in such a
// successor becomes a br (SimplifyCondBranchFromCondBranchOnSameCondition).
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

func.func @truth(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.select %c, %x, %y : i32
  "test.use"(%c) : (i1) -> ()
  return %0 : i32
^bb2:
  %1 = arith.select %c, %x, %y : i32
  "test.use"(%c) : (i1) -> ()
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  }
  return %1 : i32
}
func.func @same_cond(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3(%x : i32), ^bb4
^bb2:
  "test.b"() : () -> ()
  cf.cond_br %c, ^bb3(%y : i32), ^bb4
^bb3(%a: i32):
  return %a : i32
^bb4:
  return %y : i32
}
func.func @two_edges(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  "test.use"(%c) : (i1) -> ()
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @truth(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_cond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_edges(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: "test.use"(%arg0) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
