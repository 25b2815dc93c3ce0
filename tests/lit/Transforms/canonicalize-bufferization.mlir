// Canonicalization of bufferization: duplicate dealloc memrefs merge their
// conditions with arith.ori, duplicate retained values share a result, constant-false
// entries and an allocation only the dealloc uses disappear, a dealloc with no
// memrefs yields false, the base buffer of an allocation's metadata is the
// allocation, and to_tensor/to_buffer round trips fold. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @dealloc_cleanups(%m: memref<4xf32>, %n: memref<4xf32>, %c: i1, %d: i1) -> (i1, i1, i1) {
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %r:3 = bufferization.dealloc (%m, %n, %m, %a : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %false, %d, %c) retain (%n, %m, %n : memref<4xf32>, memref<4xf32>, memref<4xf32>)
  return %r#0, %r#1, %r#2 : i1, i1, i1
}
func.func @empty_dealloc(%m: memref<4xf32>) -> i1 {
  %r = bufferization.dealloc retain (%m : memref<4xf32>)
  return %r : i1
}
func.func @base_of_alloc(%c: i1) -> memref<2xi32> {
  %alloc = memref.alloc() : memref<2xi32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
  bufferization.dealloc (%base : memref<i32>) if (%c)
  return %alloc : memref<2xi32>
}
func.func @roundtrips(%t: tensor<?xf32>, %m: memref<?xf32>) -> (tensor<?xf32>, memref<?xf32>) {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
  %2 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %3 = bufferization.to_buffer %2 : tensor<?xf32> to memref<?xf32>
  return %1, %3 : tensor<?xf32>, memref<?xf32>
}

// CHECK-LABEL: func.func @dealloc_cleanups(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1, %arg3: i1) -> (i1, i1, i1) {
// CHECK-NEXT: %0 = arith.ori %arg2, %arg3 : i1
// CHECK-NEXT: %1:2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%0) retain (%arg1, %arg0 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: return %1#0, %1#1, %1#0 : i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_dealloc(%arg0: memref<4xf32>) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @base_of_alloc(%arg0: i1) -> memref<2xi32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<2xi32>) if (%arg0)
// CHECK-NEXT: return %alloc : memref<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @roundtrips(%arg0: tensor<?xf32>, %arg1: memref<?xf32>) -> (tensor<?xf32>, memref<?xf32>) {
// CHECK-NEXT: return %arg0, %arg1 : tensor<?xf32>, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
