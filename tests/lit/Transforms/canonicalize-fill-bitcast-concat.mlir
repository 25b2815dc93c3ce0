// linalg.fill folds (tensor.extract of a fill is its value; copies from or into a
// fill, transposes and reshapes of a fill fill or copy directly), chained
// tensor.bitcasts (identity ones fold away), and single-input tensor.concat as a
// cast. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @extract_of_fill(%v: i1, %n: index, %i: index) -> i1 {
  %e = tensor.empty(%n) : tensor<2x?xi1>
  %f = linalg.fill ins(%v : i1) outs(%e : tensor<2x?xi1>) -> tensor<2x?xi1>
  %x = tensor.extract %f[%i, %i] : tensor<2x?xi1>
  return %x : i1
}
func.func @copy_from_fill(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %r = linalg.copy ins(%f : tensor<?xf32>) outs(%b : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @copy_into_fill(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %r = linalg.copy ins(%b : tensor<?xf32>) outs(%f : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @transpose_of_fill(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%a : tensor<?x?xf32>) -> tensor<?x?xf32>
  %t = linalg.transpose ins(%f : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) permutation = [1, 0]
  return %t : tensor<?x?xf32>
}
func.func @bitcasts(%t: tensor<2xi32>, %u: tensor<4xi32>) -> (tensor<2xf32>, tensor<4xi32>) {
  %0 = tensor.bitcast %t : tensor<2xi32> to tensor<2xui32>
  %1 = tensor.bitcast %0 : tensor<2xui32> to tensor<2xf32>
  %2 = tensor.bitcast %u : tensor<4xi32> to tensor<4xui32>
  %3 = tensor.bitcast %2 : tensor<4xui32> to tensor<4xi32>
  return %1, %3 : tensor<2xf32>, tensor<4xi32>
}
func.func @single_concat(%t: tensor<1x2x?xi32>) -> (tensor<1x2x3xi32>, tensor<1x2x?xi32>) {
  %0 = tensor.concat dim(2) %t : (tensor<1x2x?xi32>) -> tensor<1x2x3xi32>
  %1 = tensor.concat dim(2) %t : (tensor<1x2x?xi32>) -> tensor<1x2x?xi32>
  return %0, %1 : tensor<1x2x3xi32>, tensor<1x2x?xi32>
}
func.func @fill_collapse() -> tensor<6x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x3x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>
  %r = tensor.collapse_shape %f [[0, 1, 2], [3]] : tensor<1x2x3x4xf32> into tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}
func.func @fill_expand(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.expand_shape %f [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// CHECK: func.func @extract_of_fill(%arg0: i1, %arg1: index, %arg2: index) -> i1 {
// CHECK-NEXT: return %arg0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_from_fill(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_into_fill(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg1 : tensor<?xf32>) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_of_fill(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcasts(%arg0: tensor<2xi32>, %arg1: tensor<4xi32>) -> (tensor<2xf32>, tensor<4xi32>) {
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<2xi32> to tensor<2xf32>
// CHECK-NEXT: return %0, %arg1 : tensor<2xf32>, tensor<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_concat(%arg0: tensor<1x2x?xi32>) -> (tensor<1x2x3xi32>, tensor<1x2x?xi32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<1x2x?xi32> to tensor<1x2x3xi32>
// CHECK-NEXT: return %cast, %arg0 : tensor<1x2x3xi32>, tensor<1x2x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_collapse() -> tensor<6x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<1x2x3x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[}}[0, 1, 2], [3]] : tensor<1x2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%collapsed : tensor<6x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT: return %1 : tensor<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_expand(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0, 1]] output_shape [%arg1, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%expanded : tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: return %0 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
