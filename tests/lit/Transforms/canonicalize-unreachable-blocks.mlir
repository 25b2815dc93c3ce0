// The greedy driver erases the blocks that cannot be reached before it applies any
// pattern, at every region-simplify level (as mlir-opt 22 does): an op using its own
// result is valid only in such a block, and the patterns rewriting it there would run
// forever.
// RUN: rmlir-opt %s --canonicalize -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s --canonicalize=region-simplify=disabled -split-input-file -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @self_use
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @self_use() {
  return
^bb1:
  %c1 = arith.constant 1 : i64
  %0 = arith.addi %0, %c1 : i64
  cf.br ^bb1
}

// -----

// CHECK-LABEL: func.func @cycle
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cycle() {
  return
^bb1:
  %0 = arith.bitcast %1 : i64 to f64
  %1 = arith.bitcast %0 : f64 to i64
  "test.sink"(%1) : (i64) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @plain
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @plain(%x: i64) {
  return
^bb1:
  %0 = arith.addi %x, %x : i64
  "test.sink"(%0) : (i64) -> ()
  return
}
