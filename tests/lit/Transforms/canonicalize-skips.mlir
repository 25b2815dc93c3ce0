// What the greedy driver skips as known to change nothing must not change the output:
// an op it has settled is tried again when what it reads changes, and region
// simplification still runs where an op is dead. (CI runs this with
// RMLIR_CHECK_SKIPS=1, which also does the skipped work and aborts on a change.)
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s --canonicalize -split-input-file | FileCheck %s

// Iteration 1 folds 2 + 3 into a new constant next to the addition; the select, tried
// then, sees two different constants and settles. Iteration 2 merges the new constant
// into %c5, which unsettles the select: it folds.
// CHECK-LABEL: func.func @dedup_then_fold
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %arg0, %[[C5]] : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @dedup_then_fold(%a: i32, %p: i1) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %x = arith.addi %c2, %c3 : i32
  %c5 = arith.constant 5 : i32
  %s = arith.select %p, %x, %c5 : i32
  %r = arith.addi %a, %s : i32
  return %r : i32
}

// -----

// Unused pure ops inside and outside a nested region go; the stores stay.
// CHECK-LABEL: func.func @nested_dead
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      memref.store %arg0, %arg2[%arg3] : memref<4xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.store %[[Z]], %arg2[%arg3] : memref<4xi32>
// CHECK-NEXT:    return
func.func @nested_dead(%a: i32, %p: i1, %m: memref<4xi32>, %i: index) {
  scf.if %p {
    %d = arith.muli %a, %a : i32
    %e = arith.addi %d, %a : i32
    memref.store %a, %m[%i] : memref<4xi32>
  }
  %u = arith.subi %a, %a : i32
  memref.store %u, %m[%i] : memref<4xi32>
  return
}
