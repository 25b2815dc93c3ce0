// Canonicalization of linalg.transpose and linalg.broadcast on tensors: identity
// transposes and broadcasts forward their input, two transposes compose into one,
// and a transpose of a broadcast becomes a broadcast of a transpose of the input's
// own dims (sizes read with tensor.dim where dynamic). Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @identity_transpose(%a: tensor<4x8xf32>, %i: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) permutation = [0, 1]
  return %t : tensor<4x8xf32>
}
func.func @identity_broadcast(%a: tensor<4x8xf32>, %i: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %b = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) dimensions = []
  return %b : tensor<4x8xf32>
}
func.func @transpose_twice(%a: tensor<5x4x3xf32>, %i: tensor<4x3x5xf32>, %j: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.transpose ins(%a : tensor<5x4x3xf32>) outs(%i : tensor<4x3x5xf32>) permutation = [1, 2, 0]
  %1 = linalg.transpose ins(%0 : tensor<4x3x5xf32>) outs(%j : tensor<3x4x5xf32>) permutation = [1, 0, 2]
  return %1 : tensor<3x4x5xf32>
}
func.func @transpose_of_broadcast(%a: tensor<?x5xf32>, %i: tensor<?x3x5xf32>, %j: tensor<5x3x?xf32>) -> tensor<5x3x?xf32> {
  %b = linalg.broadcast ins(%a : tensor<?x5xf32>) outs(%i : tensor<?x3x5xf32>) dimensions = [1]
  %t = linalg.transpose ins(%b : tensor<?x3x5xf32>) outs(%j : tensor<5x3x?xf32>) permutation = [2, 1, 0]
  return %t : tensor<5x3x?xf32>
}
func.func @memref_transpose_kept(%a: memref<4xf32>, %i: memref<4xf32>) {
  linalg.transpose ins(%a : memref<4xf32>) outs(%i : memref<4xf32>) permutation = [0]
  return
}

// CHECK: func.func @identity_transpose(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identity_broadcast(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_twice(%arg0: tensor<5x4x3xf32>, %arg1: tensor<4x3x5xf32>, %arg2: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<5x4x3xf32>) outs(%arg2 : tensor<3x4x5xf32>) permutation = [2, 1, 0]
// CHECK-NEXT: return %transposed : tensor<3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_of_broadcast(%arg0: tensor<?x5xf32>, %arg1: tensor<?x3x5xf32>, %arg2: tensor<5x3x?xf32>) -> tensor<5x3x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x5xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<5x?xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<?x5xf32>) outs(%0 : tensor<5x?xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%transposed : tensor<5x?xf32>) outs(%arg2 : tensor<5x3x?xf32>) dimensions = [1]
// CHECK-NEXT: return %broadcasted : tensor<5x3x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_transpose_kept(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) permutation = [0]
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
