// Canonicalization of memref.reinterpret_cast and extract_strided_metadata: a
// reinterpret_cast reads through reinterpret_casts, casts and zero-offset subviews,
// a no-op one folds away, one rebuilding exactly what extract_strided_metadata took
// apart is the original memref (or a cast of it), constant and type-known offsets,
// sizes and strides become static (cast back), and the statically known results of
// extract_strided_metadata become constants. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @noop(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<2x3xf32> to memref<2x3xf32>
  return %0 : memref<2x3xf32>
}
func.func @of_cast_and_reinterpret(%m: memref<?xi8>, %a: index, %b: index) -> memref<?xi8> {
  %0 = memref.cast %m : memref<?xi8> to memref<5xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%a], strides: [1] : memref<5xi8> to memref<?xi8>
  %2 = memref.reinterpret_cast %1 to offset: [0], sizes: [%b], strides: [1] : memref<?xi8> to memref<?xi8>
  return %2 : memref<?xi8>
}
func.func @of_subview(%m: memref<?xi8>, %a: index, %b: index) -> memref<?xi8> {
  %0 = memref.subview %m[0] [%a] [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%b], strides: [1] : memref<?xi8> to memref<?xi8>
  return %1 : memref<?xi8>
}
func.func @metadata_roundtrip(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @metadata_static_to_dynamic(%m: memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @metadata_other_offset(%m: memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [1], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @metadata_constants(%m: memref<4x?xf32>) -> (index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %sizes#0, %sizes#1, %strides#1 : index, index, index
}
func.func @constant_operands(%m: memref<?xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %r : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK: func.func @noop(%arg0: memref<2x3xf32>) -> memref<2x3xf32> {
// CHECK-NEXT: return %arg0 : memref<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_cast_and_reinterpret(%arg0: memref<?xi8>, %arg1: index, %arg2: index) -> memref<?xi8> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT: return %reinterpret_cast : memref<?xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_subview(%arg0: memref<?xi8>, %arg1: index, %arg2: index) -> memref<?xi8> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT: return %reinterpret_cast : memref<?xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_roundtrip(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: return %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_static_to_dynamic(%arg0: memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_other_offset(%arg0: memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [1], sizes: [8, 2], strides: [2, 1] : memref<8x2xf32> to memref<8x2xf32, strided<[2, 1], offset: 1>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<8x2xf32, strided<[2, 1], offset: 1>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_constants(%arg0: memref<4x?xf32>) -> (index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %c4, %sizes#1, %c1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constant_operands(%arg0: memref<?xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<4xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
