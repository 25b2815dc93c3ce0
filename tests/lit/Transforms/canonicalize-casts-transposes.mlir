// Folds of memref.transpose (identity, transpose of a transpose composed) and
// memref.memory_space_cast (identity, cast of a cast), and a tensor.cast of a
// tensor.empty to a more static type as a static tensor.empty. Checked against
// mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @double_transpose(%m: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %0 = memref.transpose %m (d0, d1, d2) -> (d1, d0, d2) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>
  %1 = memref.transpose %0 (d0, d1, d2) -> (d2, d1, d0) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %1 : memref<4x2x3xf32, strided<[1, 12, 4]>>
}
func.func @transpose_back(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32>
  return %1 : memref<2x3xf32>
}
func.func @memory_space_casts(%m: memref<?xf32>) -> (memref<?xf32>, memref<?xf32, 2>) {
  %0 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32>
  %1 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
  %2 = memref.memory_space_cast %1 : memref<?xf32, 1> to memref<?xf32, 2>
  return %0, %2 : memref<?xf32>, memref<?xf32, 2>
}
func.func @empty_cast(%n: index, %k: index) -> (tensor<1x12xf32>, tensor<4x?xf32>) {
  %e = tensor.empty(%n) : tensor<?x12xf32>
  %c = tensor.cast %e : tensor<?x12xf32> to tensor<1x12xf32>
  %f = tensor.empty(%n, %k) : tensor<?x?xf32>
  %d = tensor.cast %f : tensor<?x?xf32> to tensor<4x?xf32>
  return %c, %d : tensor<1x12xf32>, tensor<4x?xf32>
}

// CHECK: func.func @double_transpose(%arg0: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: return %transpose : memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_back(%arg0: memref<2x3xf32>) -> memref<2x3xf32> {
// CHECK-NEXT: return %arg0 : memref<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memory_space_casts(%arg0: memref<?xf32>) -> (memref<?xf32>, memref<?xf32, 2>) {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<?xf32> to memref<?xf32, 2>
// CHECK-NEXT: return %arg0, %memspacecast : memref<?xf32>, memref<?xf32, 2>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_cast(%arg0: index, %arg1: index) -> (tensor<1x12xf32>, tensor<4x?xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<1x12xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg1) : tensor<4x?xf32>
// CHECK-NEXT: return %0, %1 : tensor<1x12xf32>, tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
