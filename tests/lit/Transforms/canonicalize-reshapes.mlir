// Canonicalization of expand_shape/collapse_shape (tensor and memref): identity
// reshapes and reshapes undoing their producer fold to the source, reshapes of dense
// constants fold to reshaped constants, two expands or two collapses compose into one
// (not for memrefs with layouts), a collapse of an expand and (for static shapes) an
// expand of a collapse become one reshape or a cast, reshapes of
// tensor.splat/from_elements make those ops of the new type, and a collapse of a cast
// that only forgets static information collapses the cast's source. Checked against
// mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @identity(%m: memref<5xi8>, %t: tensor<5xi8>) -> (memref<5xi8>, tensor<5xi8>) {
  %a = memref.collapse_shape %m [[0]] : memref<5xi8> into memref<5xi8>
  %b = tensor.expand_shape %t [[0]] output_shape [5] : tensor<5xi8> into tensor<5xi8>
  return %a, %b : memref<5xi8>, tensor<5xi8>
}
func.func @undo(%t: tensor<12xf32>, %m: memref<3x4xf32>) -> (tensor<12xf32>, memref<3x4xf32>) {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
  %mc = memref.collapse_shape %m [[0, 1]] : memref<3x4xf32> into memref<12xf32>
  %me = memref.expand_shape %mc [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  return %c, %me : tensor<12xf32>, memref<3x4xf32>
}
func.func @undo_dynamic(%t: tensor<?x?xf32>, %n: index, %k: index) -> tensor<?x?xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [%n, %k] : tensor<?xf32> into tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}
func.func @compose_collapse(%t: tensor<2x3x4xf32>, %m: memref<2x3x4xf32>) -> (tensor<24xf32>, memref<24xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %2 = memref.collapse_shape %m [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  %3 = memref.collapse_shape %2 [[0, 1]] : memref<2x12xf32> into memref<24xf32>
  return %1, %3 : tensor<24xf32>, memref<24xf32>
}
func.func @compose_expand(%t: tensor<?xf32>, %n: index) -> tensor<?x3x2xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%n, 6] : tensor<?xf32> into tensor<?x6xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [%n, 3, 2] : tensor<?x6xf32> into tensor<?x3x2xf32>
  return %1 : tensor<?x3x2xf32>
}
func.func @constant() -> tensor<2x4x2xi32> {
  %c = arith.constant dense<42> : tensor<2x8xi32>
  %e = tensor.expand_shape %c [[0], [1, 2]] output_shape [2, 4, 2] : tensor<2x8xi32> into tensor<2x4x2xi32>
  return %e : tensor<2x4x2xi32>
}
func.func @splat(%v: f32) -> tensor<8xf32> {
  %s = tensor.splat %v : tensor<2x4xf32>
  %r = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @from_elements(%a: f32, %b: f32) -> tensor<1x2xf32> {
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %r = tensor.expand_shape %t [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
func.func @layout_not_composed(%m: memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>>) -> memref<24xf32, strided<[1], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>> into memref<6x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32, strided<[4, 1], offset: ?>> into memref<24xf32, strided<[1], offset: ?>>
  return %1 : memref<24xf32, strided<[1], offset: ?>>
}
func.func @memref_type_change(%m: memref<?x512x1x1xf32>) -> memref<?x?xf32> {
  %c = memref.cast %m : memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
  %r = memref.collapse_shape %c [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %r : memref<?x?xf32>
}
func.func @memref_same_type(%m: memref<?x512x1x?xf32>) -> memref<?x?xf32> {
  %c = memref.cast %m : memref<?x512x1x?xf32> to memref<?x?x?x?xf32>
  %r = memref.collapse_shape %c [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %r : memref<?x?xf32>
}
func.func @tensor_of_cast(%t: tensor<8x12x32xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<8x12x32xf32> to tensor<?x?x?xf32>
  %r = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @collapse_of_expand_dynamic(%t: tensor<?x?xf32>, %a: index, %b: index, %c: index) -> tensor<?x?xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [%a, %b, %c] : tensor<?x?xf32> into tensor<?x?x?xf32>
  %r = tensor.collapse_shape %e [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @collapse_of_expand_to_collapse(%t: tensor<?x?x?xi64>, %a: index, %b: index, %c: index) -> tensor<?x?xi64> {
  %e = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %r = tensor.collapse_shape %e [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  return %r : tensor<?x?xi64>
}
func.func @collapse_of_expand_to_expand(%t: tensor<2048x1x1xf32>) -> tensor<4x512x1x1xf32> {
  %e = tensor.expand_shape %t [[0, 1, 2, 3], [4], [5]] output_shape [1, 4, 1, 512, 1, 1] : tensor<2048x1x1xf32> into tensor<1x4x1x512x1x1xf32>
  %r = tensor.collapse_shape %e [[0, 1, 2], [3], [4], [5]] : tensor<1x4x1x512x1x1xf32> into tensor<4x512x1x1xf32>
  return %r : tensor<4x512x1x1xf32>
}
func.func @collapse_of_expand_to_cast(%m: memref<?xf32, strided<[1]>, 3>, %n: index) -> memref<?xf32, 3> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [1, %n] : memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>
  %r = memref.collapse_shape %e [[0, 1]] : memref<1x?xf32, 3> into memref<?xf32, 3>
  return %r : memref<?xf32, 3>
}
func.func @expand_of_collapse_to_collapse(%t: tensor<2x3x4x5x6x7x8xf32>) -> tensor<24x5x42x8xf32> {
  %c = tensor.collapse_shape %t [[0, 1, 2, 3, 4, 5, 6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<40320xf32>
  %e = tensor.expand_shape %c [[0, 1, 2, 3]] output_shape [24, 5, 42, 8] : tensor<40320xf32> into tensor<24x5x42x8xf32>
  return %e : tensor<24x5x42x8xf32>
}
func.func @expand_of_collapse_to_expand(%t: tensor<24x5x42x8xf32>) -> tensor<2x3x4x5x6x7x8xf32> {
  %c = tensor.collapse_shape %t [[0, 1, 2, 3]] : tensor<24x5x42x8xf32> into tensor<40320xf32>
  %e = tensor.expand_shape %c [[0, 1, 2, 3, 4, 5, 6]] output_shape [2, 3, 4, 5, 6, 7, 8] : tensor<40320xf32> into tensor<2x3x4x5x6x7x8xf32>
  return %e : tensor<2x3x4x5x6x7x8xf32>
}
func.func @expand_of_collapse_rank0(%t: tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %c = tensor.collapse_shape %t [] : tensor<1x1x1xf32> into tensor<f32>
  %e = tensor.expand_shape %c [] output_shape [1, 1, 1, 1] : tensor<f32> into tensor<1x1x1x1xf32>
  return %e : tensor<1x1x1x1xf32>
}

// CHECK: func.func @identity(%arg0: memref<5xi8>, %arg1: tensor<5xi8>) -> (memref<5xi8>, tensor<5xi8>) {
// CHECK-NEXT: return %arg0, %arg1 : memref<5xi8>, tensor<5xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @undo(%arg0: tensor<12xf32>, %arg1: memref<3x4xf32>) -> (tensor<12xf32>, memref<3x4xf32>) {
// CHECK-NEXT: return %arg0, %arg1 : tensor<12xf32>, memref<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @undo_dynamic(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[}}[0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compose_collapse(%arg0: tensor<2x3x4xf32>, %arg1: memref<2x3x4xf32>) -> (tensor<24xf32>, memref<24xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg1 {{\[}}[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT: return %collapsed, %collapse_shape : tensor<24xf32>, memref<24xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compose_expand(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?x3x2xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0, 1, 2]] output_shape [%arg1, 3, 2] : tensor<?xf32> into tensor<?x3x2xf32>
// CHECK-NEXT: return %expanded : tensor<?x3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constant() -> tensor<2x4x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<42> : tensor<2x4x2xi32>
// CHECK-NEXT: return %cst : tensor<2x4x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat(%arg0: f32) -> tensor<8xf32> {
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<8xf32>
// CHECK-NEXT: return %splat : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_elements(%arg0: f32, %arg1: f32) -> tensor<1x2xf32> {
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1 : tensor<1x2xf32>
// CHECK-NEXT: return %from_elements : tensor<1x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @layout_not_composed(%arg0: memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>>) -> memref<24xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[}}[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>> into memref<6x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %collapse_shape {{\[}}[0, 1]] : memref<6x4xf32, strided<[4, 1], offset: ?>> into memref<24xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %collapse_shape_0 : memref<24xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_type_change(%arg0: memref<?x512x1x1xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[}}[0], [1, 2, 3]] : memref<?x512x1x1xf32> into memref<?x512xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<?x512xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_same_type(%arg0: memref<?x512x1x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[}}[0], [1, 2, 3]] : memref<?x512x1x?xf32> into memref<?x?xf32>
// CHECK-NEXT: return %collapse_shape : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tensor_of_cast(%arg0: tensor<8x12x32xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<8x12x32xf32> into tensor<96x32xf32>
// CHECK-NEXT: %cast = tensor.cast %collapsed : tensor<96x32xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand_dynamic(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand_to_collapse(%arg0: tensor<?x?x?xi64>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?xi64> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<?x?x?xi64> into tensor<?x?xi64>
// CHECK-NEXT: return %collapsed : tensor<?x?xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand_to_expand(%arg0: tensor<2048x1x1xf32>) -> tensor<4x512x1x1xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0, 1], [2], [3]] output_shape [4, 512, 1, 1] : tensor<2048x1x1xf32> into tensor<4x512x1x1xf32>
// CHECK-NEXT: return %expanded : tensor<4x512x1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand_to_cast(%arg0: memref<?xf32, strided<[1]>, 3>, %arg1: index) -> memref<?xf32, 3> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32, strided<[1]>, 3> to memref<?xf32, 3>
// CHECK-NEXT: return %cast : memref<?xf32, 3>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_to_collapse(%arg0: tensor<2x3x4x5x6x7x8xf32>) -> tensor<24x5x42x8xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1, 2], [3], [4, 5], [6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<24x5x42x8xf32>
// CHECK-NEXT: return %collapsed : tensor<24x5x42x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_to_expand(%arg0: tensor<24x5x42x8xf32>) -> tensor<2x3x4x5x6x7x8xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0, 1, 2], [3], [4, 5], [6]] output_shape [2, 3, 4, 5, 6, 7, 8] : tensor<24x5x42x8xf32> into tensor<2x3x4x5x6x7x8xf32>
// CHECK-NEXT: return %expanded : tensor<2x3x4x5x6x7x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_rank0(%arg0: tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0], [1], [2, 3]] output_shape [1, 1, 1, 1] : tensor<1x1x1xf32> into tensor<1x1x1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1x1x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
