// Memory effects as MLIR's test-side-effects pass reports them; the expected
// remarks were produced by mlir-opt 22 on this same input.
// RUN: rmlir-opt %s --test-side-effects 2>&1 | FileCheck %s

// CHECK: memref-view-effects.mlir:23:8: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:24:8: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:25:8: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:26:27: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:27:8: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:28:8: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:29:8: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:30:8: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:31:8: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:32:8: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:33:8: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:34:3: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:35:9: remark: found an instance of 'read' on op operand 1, on resource '<Default>'
// CHECK: memref-view-effects.mlir:36:9: remark: operation has no memory effects
// CHECK: memref-view-effects.mlir:37:3: remark: found an instance of 'write' on op operand 0, on resource '<Default>'

memref.global "private" @g : memref<2xf32>
func.func @f(%a: memref<2xf32>, %d: memref<?x4xf32>, %i: index, %s: memref<4xindex>) {
  %0 = memref.subview %a[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  %1 = memref.cast %a : memref<2xf32> to memref<?xf32>
  %2 = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  %3 = memref.get_global @g : memref<2xf32>
  %4 = memref.rank %a : memref<2xf32>
  %5 = memref.dim %d, %i : memref<?x4xf32>
  %6 = memref.expand_shape %a [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
  %7 = memref.collapse_shape %6 [[0, 1]] : memref<1x2xf32> into memref<2xf32>
  %8 = memref.reinterpret_cast %a to offset: [0], sizes: [2], strides: [1] : memref<2xf32> to memref<2xf32>
  %9 = memref.memory_space_cast %a : memref<2xf32> to memref<2xf32, 1>
  memref.assume_alignment %a, 16 : memref<2xf32>
  %10 = memref.reshape %a(%s) : (memref<2xf32>, memref<4xindex>) -> memref<?x?x?x?xf32>
  %11 = memref.transpose %d (i, j) -> (j, i) : memref<?x4xf32> to memref<4x?xf32, strided<[1, 4]>>
  memref.prefetch %a[%i], read, locality<3>, data : memref<2xf32>
  return
}
