// Canonicalization of bufferization.clone, to_buffer/to_tensor and alloc_tensor:
// clones become their source (or a memref.cast of it) when a matching deallocation
// follows, unused clones go away, round trips become casts or alloc+copy, casts
// move from the tensor to the buffer side, dim/load cross the boundary, and
// constant alloc_tensor sizes become static. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s

func.func @clone_then_free_source(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @clone_cast_then_free_source(%m: memref<?xf32>) -> memref<8xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<8xf32>
  "test.use"(%0) : (memref<8xf32>) -> ()
  memref.dealloc %m : memref<?xf32>
  return %0 : memref<8xf32>
}
func.func @clone_freed_itself(%m: memref<4xf32>) {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  "test.use"(%0) : (memref<4xf32>) -> ()
  memref.dealloc %0 : memref<4xf32>
  return
}
func.func @clone_of_view_root(%idx: memref<?xindex>) -> memref<*xf32> {
  %a = memref.alloc() : memref<4xf32>
  %r = memref.reshape %a(%idx) : (memref<4xf32>, memref<?xindex>) -> memref<*xf32>
  %c = bufferization.clone %r : memref<*xf32> to memref<*xf32>
  memref.dealloc %a : memref<4xf32>
  return %c : memref<*xf32>
}
func.func @clone_other_free_between(%m: memref<4xf32>, %n: memref<4xf32>) -> memref<4xf32> {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %n : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @unused_clone(%m: memref<4xf32>) {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return
}
func.func @clone_of_cast(%m: memref<?xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  %0 = bufferization.clone %c : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @to_buffer_of_to_tensor_cast(%m: memref<?xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %b : memref<?xf32, strided<[?], offset: ?>>
}
func.func @to_buffer_of_to_tensor_copy(%m: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[1]>> {
  %t = bufferization.to_tensor %m : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32, strided<[1]>>
  return %b : memref<?xf32, strided<[1]>>
}
func.func @to_buffer_of_to_tensor_unranked(%m: memref<*xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<*xf32> to tensor<*xf32>
  %c = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %c : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
func.func @to_buffer_of_cast(%t: tensor<2x3xf32>) -> memref<?x3xf32, strided<[?, 1]>> {
  %c = tensor.cast %t : tensor<2x3xf32> to tensor<?x3xf32>
  %b = bufferization.to_buffer %c : tensor<?x3xf32> to memref<?x3xf32, strided<[?, 1]>>
  return %b : memref<?x3xf32, strided<[?, 1]>>
}
func.func @to_tensor_needs_adjacency(%t: tensor<4xf32>) -> tensor<4xf32> {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  "test.write"(%b) : (memref<4xf32>) -> ()
  %u = bufferization.to_tensor %b : memref<4xf32> to tensor<4xf32>
  return %u : tensor<4xf32>
}
func.func @queries(%t: tensor<?xf32>, %m: memref<?xf32>, %i: index) -> (index, index, f32) {
  %c0 = arith.constant 0 : index
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %d0 = memref.dim %b, %c0 : memref<?xf32>
  %v = memref.load %b[%i] : memref<?xf32>
  %u = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %d1 = tensor.dim %u, %c0 : tensor<?xf32>
  return %d0, %d1, %v : index, index, f32
}
func.func @alloc_tensor_sizes(%n: index) -> (tensor<?x?x?xf32>, index) {
  %c4 = arith.constant 4 : index
  %cm = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor(%c4, %n, %cm) : tensor<?x?x?xf32>
  %d = tensor.dim %a, %c1 : tensor<?x?x?xf32>
  return %a, %d : tensor<?x?x?xf32>, index
}
func.func @alloc_tensor_copy_dim(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @clone_then_free_source(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: return %arg0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone_cast_then_free_source(%arg0: memref<?xf32>) -> memref<8xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<8xf32>
// CHECK-NEXT: "test.use"(%cast) : (memref<8xf32>) -> ()
// CHECK-NEXT: return %cast : memref<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone_freed_itself(%arg0: memref<4xf32>) {
// CHECK-NEXT: "test.use"(%arg0) : (memref<4xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone_of_view_root(%arg0: memref<?xindex>) -> memref<*xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%arg0) : (memref<4xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: return %reshape : memref<*xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone_other_free_between(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_clone(%arg0: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone_of_cast(%arg0: memref<?xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_buffer_of_to_tensor_cast(%arg0: memref<?xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_buffer_of_to_tensor_copy(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[1]>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) : memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: return %alloc : memref<?xf32, strided<[1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_buffer_of_to_tensor_unranked(%arg0: memref<*xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<*xf32> to tensor<4xf32>
// CHECK-NEXT: %1 = bufferization.to_buffer %cast : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_buffer_of_cast(%arg0: tensor<2x3xf32>) -> memref<?x3xf32, strided<[?, 1]>> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, 1]>>
// CHECK-NEXT: %cast = memref.cast %0 : memref<2x3xf32, strided<[?, 1]>> to memref<?x3xf32, strided<[?, 1]>>
// CHECK-NEXT: return %cast : memref<?x3xf32, strided<[?, 1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_tensor_needs_adjacency(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: "test.write"(%0) : (memref<4xf32>) -> ()
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @queries(%arg0: tensor<?xf32>, %arg1: memref<?xf32>, %arg2: index) -> (index, index, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2] : tensor<?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xf32>
// CHECK-NEXT: return %dim, %dim_0, %extracted : index, index, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_tensor_sizes(%arg0: index) -> (tensor<?x?x?xf32>, index) {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0, %c-1) : tensor<4x?x?xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x?x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %cast, %arg0 : tensor<?x?x?xf32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_tensor_copy_dim(%arg0: tensor<?xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: }
