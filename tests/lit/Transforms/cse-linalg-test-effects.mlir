// Memory effects of linalg structured ops (reads of memref inputs, writes of memref
// inits) and of the test dialect's memread/memwrite ops, seen through cse and
// canonicalize's trivially-dead erasure. Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -allow-unregistered-dialect -cse | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON

#id = affine_map<(d0) -> (d0)>
// Unused structured ops on tensors are dead; on memrefs they write their inits and stay.
func.func @linalg_effects(%a: memref<4xf32>, %b: memref<4xf32>, %t: tensor<4xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  %1 = linalg.copy ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.map ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) (%x: f32, %y: f32) { linalg.yield %x : f32 }
  linalg.map ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) (%x: f32, %y: f32) { linalg.yield %x : f32 }
  return
}

// test.op_with_memread reads and test.op_with_memwrite writes the default resource:
// reads merge unless a write comes between them; an unused read is dead.
func.func @test_op_effects() -> (i32, i32, i32) {
  %0 = "test.op_with_memread"() : () -> i32
  %1 = "test.op_with_memread"() : () -> i32
  "test.op_with_memwrite"() : () -> ()
  %2 = "test.op_with_memread"() : () -> i32
  %3 = "test.op_with_memread"() : () -> i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK: module {
// CHECK-LABEL: func.func @linalg_effects(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: tensor<4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: linalg.map ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_op_effects() -> (i32, i32, i32) {
// CHECK-NEXT: %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT: "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT: %1 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT: return %0, %0, %1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// Canonicalize erases the same dead structured ops and the unused read.
// CANON-LABEL: func.func @linalg_effects
// CANON-NEXT: linalg.generic
// CANON: linalg.copy ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CANON-NEXT: linalg.map ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CANON-LABEL: func.func @test_op_effects() -> (i32, i32, i32) {
// CANON-NEXT: %0 = "test.op_with_memread"() : () -> i32
// CANON-NEXT: %1 = "test.op_with_memread"() : () -> i32
// CANON-NEXT: "test.op_with_memwrite"() : () -> ()
// CANON-NEXT: %2 = "test.op_with_memread"() : () -> i32
// CANON-NEXT: return %0, %1, %2 : i32, i32, i32
