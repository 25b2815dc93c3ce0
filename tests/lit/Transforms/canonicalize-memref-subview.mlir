// Canonicalization of memref.subview: constant offsets, sizes and strides become
// static with the inferred result type and a cast back (not when out of bounds or
// negative; a zero stride stays dynamic), a subview of a cast that only forgets
// static information reads the cast's source, trivial subviews become their source
// or a cast of it, and no-op subviews of subviews fold. A static zero offset times a
// dynamic stride is zero, and which unit dims a rank-reducing subview drops is
// decided by the strides. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @const_args(%m: memref<16x16xf32>) -> memref<?x?xf32, strided<[16, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c0, %c4] [%c4, %c4] [1, 1] : memref<16x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[16, 1], offset: ?>>
}
func.func @const_stride(%m: memref<?x?xf32>, %i: index) -> memref<4x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%i, 0] [4, %i] [%c2, %c2] : memref<?x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<4x?xf32, strided<[?, ?], offset: ?>>
}
func.func @rank_reducing(%m: memref<8x16x4xf32>, %i: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c2, %i, 0] [1, %c2, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %s : memref<?x4xf32, strided<[4, 1], offset: ?>>
}
func.func @out_of_bounds(%m: memref<4xf32>) -> memref<1xf32, strided<[1], offset: ?>> {
  %c8 = arith.constant 8 : index
  %s = memref.subview %m[%c8] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1], offset: ?>>
  return %s : memref<1xf32, strided<[1], offset: ?>>
}
func.func @negative_offset(%m: memref<?xf32>) -> memref<1xf32, strided<[1], offset: ?>> {
  %c = arith.constant -1 : index
  %s = memref.subview %m[%c] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1], offset: ?>>
  return %s : memref<1xf32, strided<[1], offset: ?>>
}
func.func @trivial_same(%m: memref<16x16xf32>) -> memref<16x16xf32> {
  %s = memref.subview %m[0, 0] [16, 16] [1, 1] : memref<16x16xf32> to memref<16x16xf32>
  return %s : memref<16x16xf32>
}
func.func @trivial_cast(%m: memref<16x16xf32>) -> memref<16x16xf32, strided<[16, 1]>> {
  %s = memref.subview %m[0, 0] [16, 16] [1, 1] : memref<16x16xf32> to memref<16x16xf32, strided<[16, 1]>>
  return %s : memref<16x16xf32, strided<[16, 1]>>
}
func.func @of_cast(%m: memref<16x16xf32>) -> memref<4x4xf32, strided<[?, 1]>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[0, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1]>>
  return %s : memref<4x4xf32, strided<[?, 1]>>
}
func.func @of_cast_rank_reducing(%m: memref<16x16xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x16xf32>
  %s = memref.subview %c[%i, 0] [1, 4] [1, 1] : memref<?x16xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}
func.func @of_cast_to_static(%m: memref<?x?xf32>) -> memref<2x2xf32, strided<[4, 1]>> {
  %c = memref.cast %m : memref<?x?xf32> to memref<4x4xf32>
  %s = memref.subview %c[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  return %s : memref<2x2xf32, strided<[4, 1]>>
}
func.func @of_subview(%m: memref<?x?xf32>, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %a = memref.subview %m[%n, %n] [%n, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b = memref.subview %a[0, 0] [%n, %n] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %b : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @static_same(%m: memref<4x4xf32, strided<[8, 1], offset: 2>>) -> memref<4x4xf32, strided<[8, 1], offset: 2>> {
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<4x4xf32, strided<[8, 1], offset: 2>>
  return %s : memref<4x4xf32, strided<[8, 1], offset: 2>>
}
func.func @rank_reduction_by_strides(%m: memref<1x384x384xf32>, %i: index) -> memref<?x?xf32, strided<[384, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[0, %i, %i] [1, %c1, %i] [1, 1, 1] : memref<1x384x384xf32> to memref<?x?xf32, strided<[384, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[384, 1], offset: ?>>
}
func.func @two_unit_dims(%m: memref<1x1x?xf32, strided<[35, 7, 1]>>) -> memref<4xf32, strided<[1]>> {
  %s = memref.subview %m[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[35, 7, 1]>> to memref<4xf32, strided<[1]>>
  return %s : memref<4xf32, strided<[1]>>
}
func.func @keeps_second_unit_dim(%m: memref<1x1x8xf32>) -> memref<1x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0, 0] [1, 1, 8] [1, 1, 1] : memref<1x1x8xf32> to memref<1x8xf32, strided<[8, 1]>>
  return %s : memref<1x8xf32, strided<[8, 1]>>
}
func.func @zero_stride_stays_dynamic(%m: memref<10xf32>) -> memref<1xf32, strided<[?], offset: 1>> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[1] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
  return %s : memref<1xf32, strided<[?], offset: 1>>
}

// CHECK: func.func @const_args(%arg0: memref<16x16xf32>) -> memref<?x?xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 4] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 4>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 1], offset: 4>> to memref<?x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_stride(%arg0: memref<?x?xf32>, %arg1: index) -> memref<4x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [4, %arg1] [2, 2] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x?xf32, strided<[?, 2], offset: ?>> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank_reducing(%arg0: memref<8x16x4xf32>, %arg1: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[2, %arg1, 0] [1, 2, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2x4xf32, strided<[4, 1], offset: ?>> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @out_of_bounds(%arg0: memref<4xf32>) -> memref<1xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %subview = memref.subview %arg0[%c8] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview : memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negative_offset(%arg0: memref<?xf32>) -> memref<1xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[%c-1] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview : memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trivial_same(%arg0: memref<16x16xf32>) -> memref<16x16xf32> {
// CHECK-NEXT: return %arg0 : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trivial_cast(%arg0: memref<16x16xf32>) -> memref<16x16xf32, strided<[16, 1]>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<16x16xf32> to memref<16x16xf32, strided<[16, 1]>>
// CHECK-NEXT: return %cast : memref<16x16xf32, strided<[16, 1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_cast(%arg0: memref<16x16xf32>) -> memref<4x4xf32, strided<[?, 1]>> {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1]>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 1]>> to memref<4x4xf32, strided<[?, 1]>>
// CHECK-NEXT: return %cast : memref<4x4xf32, strided<[?, 1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_cast_rank_reducing(%arg0: memref<16x16xf32>, %arg1: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [1, 4] [1, 1] : memref<16x16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_cast_to_static(%arg0: memref<?x?xf32>) -> memref<2x2xf32, strided<[4, 1]>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x?xf32> to memref<4x4xf32>
// CHECK-NEXT: %subview = memref.subview %cast[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT: return %subview : memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_subview(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg1] [%arg1, %arg1] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %subview : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_same(%arg0: memref<4x4xf32, strided<[8, 1], offset: 2>>) -> memref<4x4xf32, strided<[8, 1], offset: 2>> {
// CHECK-NEXT: return %arg0 : memref<4x4xf32, strided<[8, 1], offset: 2>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank_reduction_by_strides(%arg0: memref<1x384x384xf32>, %arg1: index) -> memref<?x?xf32, strided<[384, 1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[0, %arg1, %arg1] [1, 1, %arg1] [1, 1, 1] : memref<1x384x384xf32> to memref<1x?xf32, strided<[384, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<1x?xf32, strided<[384, 1], offset: ?>> to memref<?x?xf32, strided<[384, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[384, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_unit_dims(%arg0: memref<1x1x?xf32, strided<[35, 7, 1]>>) -> memref<4xf32, strided<[1]>> {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[35, 7, 1]>> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: return %subview : memref<4xf32, strided<[1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @keeps_second_unit_dim(%arg0: memref<1x1x8xf32>) -> memref<1x8xf32, strided<[8, 1]>> {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0, 0] [1, 1, 8] [1, 1, 1] : memref<1x1x8xf32> to memref<1x8xf32, strided<[8, 1]>>
// CHECK-NEXT: return %subview : memref<1x8xf32, strided<[8, 1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_stride_stays_dynamic(%arg0: memref<10xf32>) -> memref<1xf32, strided<[?], offset: 1>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %arg0[1] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
// CHECK-NEXT: return %subview : memref<1xf32, strided<[?], offset: 1>>
// CHECK-NEXT: }
// CHECK-NEXT: }
