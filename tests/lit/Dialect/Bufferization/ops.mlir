// bufferization custom forms print exactly like mlir-opt 22 (unit flags as keywords,
// optional copy/size_hint/retain groups, %0:2 for dealloc results), and the generic
// form reads back into the same custom form.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s

func.func @test_clone(%buf : memref<*xf32>) -> memref<*xf32> {
  %clone = bufferization.clone %buf : memref<*xf32> to memref<*xf32>
  return %clone : memref<*xf32>
}

func.func @test_to_buffer(%arg0: tensor<?xi64>, %arg1: tensor<*xi64>)
    -> (memref<?xi64, affine_map<(d0) -> (d0 + 7)>>, memref<*xi64, 1>) {
  %0 = bufferization.to_buffer %arg0
    : tensor<?xi64> to memref<?xi64, affine_map<(d0) -> (d0 + 7)>>
  %1 = bufferization.to_buffer %arg1
    : tensor<*xi64> to memref<*xi64, 1>
  return %0, %1 : memref<?xi64, affine_map<(d0) -> (d0 + 7)>>, memref<*xi64, 1>
}

func.func @test_to_tensor(%buf : memref<2xf32>) -> tensor<2xf32> {
  %tensor = bufferization.to_tensor %buf restrict writable : memref<2xf32> to tensor<2xf32>
  return %tensor : tensor<2xf32>
}

func.func @test_alloc_tensor_op(%t: tensor<?x5xf32>, %sz: index)
  -> tensor<?x5xf32>
{
  %0 = bufferization.alloc_tensor(%sz) : tensor<?x5xf32>
  %1 = bufferization.alloc_tensor() copy(%t) : tensor<?x5xf32>
  %2 = bufferization.alloc_tensor() : tensor<5x6xf32>
  %3 = bufferization.alloc_tensor(%sz, %sz) : tensor<?x?xf32>
  %4 = bufferization.alloc_tensor() copy(%t) {escape = true} : tensor<?x5xf32>
  %5 = bufferization.alloc_tensor() copy(%t) {escape = false} : tensor<?x5xf32>
  %7 = bufferization.alloc_tensor(%sz) {memory_space = "foo"} : tensor<?xf32>
  return %1 : tensor<?x5xf32>
}

func.func @test_dealloc_tensor_op(%arg0: tensor<4xi32>) {
  bufferization.dealloc_tensor %arg0 : tensor<4xi32>
  return
}

func.func @test_materialize_in_destination_op(
    %arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: memref<?xf32, 3>,
    %arg4: tensor<5xf32>) -> tensor<?xf32> {
  %1 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %arg0 in restrict writable %arg2 : (tensor<?xf32>, memref<?xf32, 3>) -> ()
  %2 = bufferization.materialize_in_destination %arg0 in %arg4 : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %1 : tensor<?xf32>
}

func.func @test_dealloc_op(%arg0: memref<2xf32>, %arg1: memref<4xi32>,
                           %arg2: i1, %arg3: i1, %arg4: memref<?xf32>,
                           %arg5: memref<*xf64>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<4xi32>) if (%arg2, %arg3) retain (%arg4, %arg5 : memref<?xf32>, memref<*xf64>)
  bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2)
  bufferization.dealloc
  return %0#0, %0#1 : i1, i1
}

func.func @more(%t: tensor<?xf32>, %m: memref<?xf32>, %sz: index, %c: i1, %r: memref<4xf32>) -> (memref<?xf32>, i1) {
  %0 = bufferization.alloc_tensor(%sz) size_hint=%sz {memory_space = 1 : i64} : tensor<?xf32>
  %1 = bufferization.to_buffer %t read_only {tag} : tensor<?xf32> to memref<?xf32>
  %2 = bufferization.to_tensor %m restrict : memref<?xf32> to tensor<?xf32>
  %3 = bufferization.to_tensor %m writable : memref<?xf32> to tensor<?xf32>
  %4 = bufferization.dealloc retain (%r : memref<4xf32>)
  %5 = bufferization.dealloc (%m : memref<?xf32>) if (%c) retain (%r : memref<4xf32>) {tag}
  %6 = bufferization.clone %m {x = 1 : i32} : memref<?xf32> to memref<?xf32>
  return %6, %4 : memref<?xf32>, i1
}

// CHECK: #map = affine_map<(d0) -> (d0 + 7)>
// CHECK-LABEL: func.func @test_clone(%arg0: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: return %0 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_to_buffer(%arg0: tensor<?xi64>, %arg1: tensor<*xi64>) -> (memref<?xi64, #map>, memref<*xi64, 1>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xi64> to memref<?xi64, #map>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<*xi64> to memref<*xi64, 1>
// CHECK-NEXT: return %0, %1 : memref<?xi64, #map>, memref<*xi64, 1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_to_tensor(%arg0: memref<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 restrict writable : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_alloc_tensor_op(%arg0: tensor<?x5xf32>, %arg1: index) -> tensor<?x5xf32> {
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg1) : tensor<?x5xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<?x5xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() : tensor<5x6xf32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor(%arg1, %arg1) : tensor<?x?xf32>
// CHECK-NEXT: %4 = bufferization.alloc_tensor() copy(%arg0) {escape = true} : tensor<?x5xf32>
// CHECK-NEXT: %5 = bufferization.alloc_tensor() copy(%arg0) {escape = false} : tensor<?x5xf32>
// CHECK-NEXT: %6 = bufferization.alloc_tensor(%arg1) {memory_space = "foo"} : tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_dealloc_tensor_op(%arg0: tensor<4xi32>) {
// CHECK-NEXT: bufferization.dealloc_tensor %arg0 : tensor<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_materialize_in_destination_op(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: memref<?xf32, 3>, %arg3: tensor<5xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in restrict writable %arg2 : (tensor<?xf32>, memref<?xf32, 3>) -> ()
// CHECK-NEXT: %1 = bufferization.materialize_in_destination %arg0 in %arg3 : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_dealloc_op(%arg0: memref<2xf32>, %arg1: memref<4xi32>, %arg2: i1, %arg3: i1, %arg4: memref<?xf32>, %arg5: memref<*xf64>) -> (i1, i1) {
// CHECK-NEXT: %0:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<4xi32>) if (%arg2, %arg3) retain (%arg4, %arg5 : memref<?xf32>, memref<*xf64>)
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: return %0#0, %0#1 : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @more(%arg0: tensor<?xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: i1, %arg4: memref<4xf32>) -> (memref<?xf32>, i1) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg2) size_hint=%arg2 {memory_space = 1 : i64} : tensor<?xf32>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 read_only {tag} : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %arg1 restrict : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %arg1 writable : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: %4 = bufferization.dealloc retain (%arg4 : memref<4xf32>)
// CHECK-NEXT: %5 = bufferization.dealloc (%arg1 : memref<?xf32>) if (%arg3) retain (%arg4 : memref<4xf32>) {tag}
// CHECK-NEXT: %6 = bufferization.clone %arg1 {x = 1 : i32} : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: return %6, %4 : memref<?xf32>, i1
// CHECK-NEXT: }

// The pre-MLIR-21 spelling of to_buffer is still read and written (mlir-opt 22 rejects
// it; rmlir keeps it so that older IR round-trips).
func.func @old_spelling(%t: tensor<?xf32>) -> memref<?xf32> {
  %0 = bufferization.to_memref %t read_only : tensor<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
// CHECK-LABEL: func.func @old_spelling(%arg0: tensor<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_memref %arg0 read_only : tensor<?xf32> to memref<?xf32>
