// Folds of vector.transfer_read/transfer_write: in_bounds inferred from constant
// indices and static sizes (broadcast dims follow; a negative index counts), casts
// looked through, a write of what was read from the same tensor (foldWAR, 0-d too)
// or of a whole tensor read in bounds at zero (foldReadInitWrite, not 0-d) folds to
// the tensor; on tensors the ops are pure (dead when unused), on memrefs they read
// and write; tensor.dim of a write's result asks its destination. Checked against
// mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @war(%t: tensor<?x?xf32>, %i: index, %p: f32) -> tensor<?x?xf32> {
  %v = vector.transfer_read %t[%i, %i], %p : tensor<?x?xf32>, vector<4x4xf32>
  %w = vector.transfer_write %v, %t[%i, %i] : vector<4x4xf32>, tensor<?x?xf32>
  return %w : tensor<?x?xf32>
}
func.func @init(%t: tensor<4x4xf32>, %u: tensor<4x4xf32>, %p: f32) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %t[%c0, %c0], %p : tensor<4x4xf32>, vector<4x4xf32>
  %w = vector.transfer_write %v, %u[%c0, %c0] : vector<4x4xf32>, tensor<4x4xf32>
  return %w : tensor<4x4xf32>
}
func.func @bcast(%m: memref<8x?xf32>, %p: f32) -> vector<4x3xf32> {
  %c1 = arith.constant 1 : index
  %v = vector.transfer_read %m[%c1, %c1], %p {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<8x?xf32>, vector<4x3xf32>
  return %v : vector<4x3xf32>
}
func.func @neg(%t: tensor<5xf32>, %p: f32) -> vector<5xf32> {
  %c = arith.constant -1 : index
  %v = vector.transfer_read %t[%c], %p : tensor<5xf32>, vector<5xf32>
  return %v : vector<5xf32>
}
func.func @casts(%m: memref<8xf32>, %t: tensor<8xf32>, %p: f32, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %mc = memref.cast %m : memref<8xf32> to memref<?xf32>
  %tc = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %a = vector.transfer_read %mc[%i], %p : memref<?xf32>, vector<4xf32>
  %b = vector.transfer_read %tc[%i], %p : tensor<?xf32>, vector<4xf32>
  vector.transfer_write %a, %mc[%i] : vector<4xf32>, memref<?xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}
func.func @dead(%t: tensor<8xf32>, %m: memref<8xf32>, %p: f32, %i: index) {
  %a = vector.transfer_read %t[%i], %p : tensor<8xf32>, vector<4xf32>
  %b = vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32>
  %w = vector.transfer_write %a, %t[%i] : vector<4xf32>, tensor<8xf32>
  return
}
func.func @zerod(%t: tensor<f32>, %p: f32) -> tensor<f32> {
  %v = vector.transfer_read %t[], %p : tensor<f32>, vector<f32>
  %w = vector.transfer_write %v, %t[] : vector<f32>, tensor<f32>
  return %w : tensor<f32>
}
func.func @init0(%t: tensor<f32>, %u: tensor<f32>, %p: f32) -> tensor<f32> {
  %v = vector.transfer_read %t[], %p : tensor<f32>, vector<f32>
  %w = vector.transfer_write %v, %u[] : vector<f32>, tensor<f32>
  return %w : tensor<f32>
}
func.func @cast0(%m: memref<f32>, %p: f32) {
  %c = memref.cast %m : memref<f32> to memref<f32, strided<[], offset: ?>>
  %v = vector.transfer_read %c[], %p : memref<f32, strided<[], offset: ?>>, vector<f32>
  vector.transfer_write %v, %c[] : vector<f32>, memref<f32, strided<[], offset: ?>>
  return
}
func.func @castw(%v: vector<4xf32>, %t: tensor<8xf32>, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %w = vector.transfer_write %v, %c[%i] : vector<4xf32>, tensor<?xf32>
  return %w : tensor<?xf32>
}
func.func @dim_of_write(%v: vector<5xf32>, %t: tensor<?xf32>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%i] : vector<5xf32>, tensor<?xf32>
  %d = tensor.dim %w, %c0 : tensor<?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @war(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @init(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: f32) -> tensor<4x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast(%arg0: memref<8x?xf32>, %arg1: f32) -> vector<4x3xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c1, %c1], %arg1 {in_bounds = [true, true], permutation_map = #map} : memref<8x?xf32>, vector<4x3xf32>
// CHECK-NEXT: return %0 : vector<4x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @neg(%arg0: tensor<5xf32>, %arg1: f32) -> vector<5xf32> {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c-1], %arg1 {in_bounds = [true]} : tensor<5xf32>, vector<5xf32>
// CHECK-NEXT: return %0 : vector<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: memref<8xf32>, %arg1: tensor<8xf32>, %arg2: f32, %arg3: index) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg3], %arg2 : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%arg3], %arg2 : tensor<8xf32>, vector<4xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%arg3] : vector<4xf32>, memref<8xf32>
// CHECK-NEXT: return %0, %1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead(%arg0: tensor<8xf32>, %arg1: memref<8xf32>, %arg2: f32, %arg3: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zerod(%arg0: tensor<f32>, %arg1: f32) -> tensor<f32> {
// CHECK-NEXT: return %arg0 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @init0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: f32) -> tensor<f32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[], %arg2 : tensor<f32>, vector<f32>
// CHECK-NEXT: %1 = vector.transfer_write %0, %arg1[] : vector<f32>, tensor<f32>
// CHECK-NEXT: return %1 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast0(%arg0: memref<f32>, %arg1: f32) {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[], %arg1 : memref<f32>, vector<f32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[] : vector<f32>, memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @castw(%arg0: vector<4xf32>, %arg1: tensor<8xf32>, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %arg1[%arg2] : vector<4xf32>, tensor<8xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_write(%arg0: vector<5xf32>, %arg1: tensor<?xf32>, %arg2: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: }
