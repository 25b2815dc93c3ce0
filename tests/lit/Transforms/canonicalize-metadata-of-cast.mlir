// memref.extract_strided_metadata of a memref.cast reads the cast's source (whose
// static sizes then become constants), so a bufferization.dealloc of the base buffer
// frees the allocation itself; unused results of shape.assuming are dropped.
// Checked against mlir-opt 22.
// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @metadata_of_cast
// CHECK-NEXT: %c128 = arith.constant 128 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<128xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<128xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c128, %c1 : memref<f32>, index, index, index
func.func @metadata_of_cast() -> (memref<f32>, index, index, index) {
  %a = memref.alloc() : memref<128xf32>
  %c = memref.cast %a : memref<128xf32> to memref<?xf32>
  %b, %o, %s, %st = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index
  return %b, %o, %s, %st : memref<f32>, index, index, index
}

// -----

// CHECK-LABEL: func.func @dealloc_of_cast_base
// CHECK-NEXT: %alloc = memref.alloc() : memref<128xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<128xf32> to memref<?xf32>
// CHECK-NEXT: "test.use"(%cast) : (memref<?xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<128xf32>) if (%arg0)
// CHECK-NEXT: return
func.func @dealloc_of_cast_base(%cond: i1) {
  %a = memref.alloc() : memref<128xf32>
  %c = memref.cast %a : memref<128xf32> to memref<?xf32>
  "test.use"(%c) : (memref<?xf32>) -> ()
  %b, %o, %s, %st = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%b : memref<f32>) if (%cond)
  return
}

// -----

// CHECK-LABEL: func.func @assuming_unused
// CHECK-NEXT: %0 = shape.assuming %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: shape.assuming_yield %arg2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
func.func @assuming_unused(%w: !shape.witness, %m: memref<2xf32>, %n: memref<2xf32>) -> memref<2xf32> {
  %0:2 = shape.assuming %w -> (memref<2xf32>, memref<2xf32>) {
    "test.foo"() : () -> ()
    shape.assuming_yield %m, %n : memref<2xf32>, memref<2xf32>
  }
  return %0#1 : memref<2xf32>
}

// -----

// CHECK-LABEL: func.func @assuming_all_unused
// CHECK-NEXT: shape.assuming %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @assuming_all_unused(%w: !shape.witness, %m: memref<2xf32>) {
  %0 = shape.assuming %w -> memref<2xf32> {
    "test.foo"() : () -> ()
    shape.assuming_yield %m : memref<2xf32>
  }
  return
}
