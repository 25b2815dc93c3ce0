// region-simplify=aggressive: identical blocks merge (values from outside that differ
// become block arguments, the same value passed twice becomes one), and block
// arguments that receive one value on every edge are dropped (MLIR's
// mergeIdenticalBlocks and dropRedundantArguments). Expected output produced by
// mlir-opt-22.
// RUN: rmlir-opt %s -allow-unregistered-dialect '-pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive}))' | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect --canonicalize=region-simplify=aggressive | FileCheck %s

// Blocks that differ only in values from outside merge; the values become arguments.
func.func @merge_with_args(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %x, %x : i32
  return %0 : i32
^bb2:
  %1 = arith.addi %y, %y : i32
  return %1 : i32
}

// The same value passed twice becomes one argument.
func.func @pruned_args(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.muli %x, %x : i32
  return %0 : i32
^bb2:
  %1 = arith.muli %y, %y : i32
  return %1 : i32
}

// An argument that receives the same value on every edge is dropped.
func.func @redundant_arg(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb1(%x, %x : i32, i32)
^bb1(%a: i32, %b: i32):
  return %a, %b : i32, i32
}

// Blocks with regions are not merged.
func.func @with_region(%c: i1, %d: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  scf.if %d {
    "test.op"() : () -> ()
  }
  return
^bb2:
  scf.if %d {
    "test.op"() : () -> ()
  }
  return
}

// Different ops: no merge.
func.func @different(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %x, %x : i32
  return %0 : i32
^bb2:
  %1 = arith.muli %x, %x : i32
  return %1 : i32
}

// A loop whose exits are identical.
func.func @loop_exits(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%i: i32):
  %n = arith.addi %i, %y : i32
  %p = arith.cmpi slt, %n, %y : i32
  cf.cond_br %p, ^bb2, ^bb3
^bb2:
  "test.sink"(%n) : (i32) -> ()
  cf.br ^bb1(%n : i32)
^bb3:
  "test.sink"(%i) : (i32) -> ()
  cf.br ^bb1(%i : i32)
}

// CHECK: module {
// CHECK-LABEL: func.func @merge_with_args(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pruned_args(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @redundant_arg(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: return %arg1, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @with_region(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @different(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop_exits(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg2 : i32
// CHECK-NEXT: %3 = arith.select %2, %1, %0 : i32
// CHECK-NEXT: "test.sink"(%3) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: }
// CHECK-NEXT: }
