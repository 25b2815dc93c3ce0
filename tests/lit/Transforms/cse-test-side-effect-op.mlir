// The memory effects of test.side_effect_op (from its `effects` attribute), of
// cf.assert (a write) and of the branch terminators (pure), and the effect-free
// test.op_with_region_fold_no_side_effect, seen through cse, canonicalize and
// test-side-effects. Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -cse | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON

// Two reads with nothing written in between are one; an unused read is dead.
// CHECK-LABEL: func.func @reads
// CHECK-NEXT: %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CANON-LABEL: func.func @reads
// CANON-NEXT: %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
// CANON-NEXT: %1 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
// CANON-NEXT: %2 = arith.addi %0, %1 : i32
func.func @reads() -> i32 {
  %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %dead = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// -----

// A write in between keeps both reads; an unused write stays.
// CHECK-LABEL: func.func @write_between
// CHECK-NEXT: %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
// CHECK-NEXT: %1 = "test.side_effect_op"() {effects = [{effect = "write", test_resource}]} : () -> i32
// CHECK-NEXT: %2 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
// CHECK-NEXT: %3 = arith.addi %0, %2 : i32
func.func @write_between() -> i32 {
  %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %w = "test.side_effect_op"() {effects = [{effect = "write", test_resource}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// -----

// A loop whose body only reads is dead when unused.
// CHECK-LABEL: func.func @dead_while
// CHECK-NEXT: return
// CANON-LABEL: func.func @dead_while
// CANON-NEXT: return
func.func @dead_while() {
  scf.while : () -> () {
    %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
    scf.condition(%0)
  } do {
    scf.yield
  }
  return
}

// -----

// Branches are pure: a region made of blocks branching to each other is dead when
// unused. An assertion writes: it stays.
// CHECK-LABEL: func.func @dead_branches
// CHECK-NEXT: cf.assert %arg1, "kept"
// CHECK-NEXT: return
func.func @dead_branches(%t: tensor<5xf32>, %c: i1) {
  %0 = scf.execute_region -> tensor<5xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb2
  ^bb2:
    scf.yield %t : tensor<5xf32>
  }
  cf.assert %c, "kept"
  return
}

// -----

// NoMemoryEffect, whatever its region holds.
// CHECK-LABEL: func.func @no_side_effect
// CHECK-NEXT: return
func.func @no_side_effect() {
  "test.op_with_region_fold_no_side_effect"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  return
}
