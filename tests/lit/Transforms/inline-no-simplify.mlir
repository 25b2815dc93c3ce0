// The inliner without simplification (`default-pipeline=` empty): the inlined code as
// the inliner leaves it, blocks split, returns turned into branches, constants cloned.
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -split-input-file -inline=default-pipeline= | FileCheck %s

// A multi-block callee between the two halves of the caller's block.
// CHECK: module {
// CHECK-NEXT: func.func @m(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %c7_i32 : i32
// CHECK-NEXT: cf.br ^bb4(%0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.subi %arg1, %c7_i32 : i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb4(%2, %c7_i32 : i32, i32)
// CHECK-NEXT: ^bb4(%3: i32, %4: i32):  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT: %5 = arith.muli %3, %4 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %6 = arith.addi %5, %arg1 : i32
// CHECK-NEXT: cf.br ^bb8(%6, %5 : i32, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: %7 = arith.subi %5, %arg1 : i32
// CHECK-NEXT: cf.br ^bb7(%7 : i32)
// CHECK-NEXT: ^bb7(%8: i32):  // pred: ^bb6
// CHECK-NEXT: cf.br ^bb8(%8, %arg1 : i32, i32)
// CHECK-NEXT: ^bb8(%9: i32, %10: i32):  // 2 preds: ^bb5, ^bb7
// CHECK-NEXT: return %10 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @multi(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = arith.addi %x, %y : i32
  return %s, %x : i32, i32
^bb2:
  %d = arith.subi %x, %y : i32
  cf.br ^bb3(%d : i32)
^bb3(%v: i32):
  return %v, %y : i32, i32
}
func.func @m(%c: i1, %a: i32) -> i32 {
  %k = arith.constant 7 : i32
  %0:2 = call @multi(%c, %a, %k) : (i1, i32, i32) -> (i32, i32)
  %1 = arith.muli %0#0, %0#1 : i32
  %2:2 = call @multi(%c, %1, %a) : (i1, i32, i32) -> (i32, i32)
  return %2#1 : i32
}

// -----

// Single-block callees replace the call in place; a callee with an unused result and
// an empty callee leave nothing behind.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @single(%arg0: i32) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT: %c2_i32_0 = arith.constant 2 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c2_i32_0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @empty() {
  return
}
func.func private @two(%x: i32) -> (i32, i32) {
  %c = arith.constant 2 : i32
  %0 = arith.muli %x, %c : i32
  return %0, %x : i32, i32
}
func.func @single(%a: i32) -> i32 {
  call @empty() : () -> ()
  %0:2 = call @two(%a) : (i32) -> (i32, i32)
  call @empty() : () -> ()
  %1:2 = call @two(%0#0) : (i32) -> (i32, i32)
  return %1#0 : i32
}

// -----

// Calls that appear in inlined code are inlined in the same round; the callee with
// nested regions is cloned with them.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @top(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg2, %c1_2 : index
// CHECK-NEXT: memref.store %0, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0_0 to %arg0 step %c1_1 {
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg2, %c1_2 : index
// CHECK-NEXT: memref.store %0, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @leaf(%x: index) -> index {
  %c = arith.constant 1 : index
  %0 = arith.addi %x, %c : index
  return %0 : index
}
func.func private @mid(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = func.call @leaf(%i) : (index) -> index
    memref.store %v, %m[%i] : memref<?xindex>
  }
  return
}
func.func @top(%n: index, %m: memref<?xindex>) {
  call @mid(%n, %m) : (index, memref<?xindex>) -> ()
  call @mid(%n, %m) : (index, memref<?xindex>) -> ()
  return
}

// -----

// Without simplification the two-block callee stays out of single-block regions
// (scf.while, unknown test ops) but goes into the function body.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @two_blocks(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "test.foo"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_unknown_test_op(%arg0: i32) {
// CHECK-NEXT: "test.dummy_op"() ({
// CHECK-NEXT: func.call @two_blocks(%arg0) : (i32) -> ()
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "test.foo"(%0) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_while(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: func.call @two_blocks(%arg0) : (i32) -> ()
// CHECK-NEXT: scf.condition(%arg1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @two_blocks(%arg0 : i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x : i32):
  "test.foo"(%x) : (i32) -> ()
  return
}
func.func @in_unknown_test_op(%arg0 : i32) {
  "test.dummy_op"() ({
    call @two_blocks(%arg0) : (i32) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  call @two_blocks(%arg0) : (i32) -> ()
  return
}
func.func @in_while(%arg0 : i32, %c : i1) {
  %0 = scf.while (%arg1 = %arg0) : (i32) -> (i32) {
    func.call @two_blocks(%arg0) : (i32) -> ()
    scf.condition(%c) %arg1 : i32
  } do {
  ^bb0(%arg1: i32):
    scf.yield %arg1 : i32
  }
  return
}
