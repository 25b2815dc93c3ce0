// Attributes the bufferization dialect accepts: writable (a boolean, on functions
// with a body), access, buffer_layout (an affine map or a strided layout), and
// manual_deallocation on ops that allocate or free. Results take any attribute.
// RUN: rmlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @args(
// CHECK-SAME: %arg0: memref<?xf32> {bufferization.writable = true}
// CHECK-SAME: %arg1: memref<?xf32> {bufferization.access = "read-write", bufferization.buffer_layout = strided<[?], offset: ?>}
// CHECK-SAME: %arg2: memref<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}
// CHECK-SAME: -> (i32 {bufferization.anything = 1 : i64})
func.func @args(%a: memref<?xf32> {bufferization.writable = 1 : i1},
                %b: memref<?xf32> {bufferization.access = "read-write", bufferization.buffer_layout = strided<[?], offset: ?>},
                %c: memref<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}) -> (i32 {bufferization.anything = 1}) {
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}

// CHECK-LABEL: func.func private @external(
// CHECK-SAME: memref<?xf32> {bufferization.access = "none"}
func.func private @external(%a: memref<?xf32> {bufferization.access = "none"})

// CHECK-LABEL: func.func @manual(
// CHECK: memref.alloca() {bufferization.manual_deallocation} : memref<2xf32>
// CHECK: memref.dealloc %arg0 {bufferization.manual_deallocation} : memref<2xf32>
func.func @manual(%m: memref<2xf32>) {
  %0 = memref.alloca() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %m {bufferization.manual_deallocation} : memref<2xf32>
  return
}
