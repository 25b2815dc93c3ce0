// Folds of tensor.reshape: of a splat constant into a static type, of a reshape
// (reshaping the first source), and to the source's own type when of rank 1 or
// when the shape operand lists the source's own sizes. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @splat(%s: tensor<1xi32>) -> tensor<4xf32> {
  %c = arith.constant dense<1.0> : tensor<4x1xf32>
  %r = tensor.reshape %c(%s) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @chain(%t: tensor<*xf32>, %a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<*xf32> {
  %0 = tensor.reshape %t(%a) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %1 = tensor.reshape %0(%b) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}
func.func @one_d(%t: tensor<?xf32>, %s: tensor<1xindex>) -> tensor<?xf32> {
  %r = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @own_sizes(%t: tensor<5x?xi32>) -> tensor<5x?xi32> {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %d1 = tensor.dim %t, %c1 : tensor<5x?xi32>
  %s = tensor.from_elements %c5, %d1 : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<5x?xi32>, tensor<2xindex>) -> tensor<5x?xi32>
  return %r : tensor<5x?xi32>
}
func.func @other_sizes(%t: tensor<?x?xi32>, %n: index) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xi32>
  %s = tensor.from_elements %d0, %n : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

// CHECK: func.func @splat(%arg0: tensor<1xi32>) -> tensor<4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: return %cst : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: tensor<*xf32>, %arg1: tensor<?xindex>, %arg2: tensor<?xindex>) -> tensor<*xf32> {
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg2) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
// CHECK-NEXT: return %reshape : tensor<*xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @one_d(%arg0: tensor<?xf32>, %arg1: tensor<1xindex>) -> tensor<?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @own_sizes(%arg0: tensor<5x?xi32>) -> tensor<5x?xi32> {
// CHECK-NEXT: return %arg0 : tensor<5x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @other_sizes(%arg0: tensor<?x?xi32>, %arg1: index) -> tensor<?x?xi32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xi32>
// CHECK-NEXT: %from_elements = tensor.from_elements %dim, %arg1 : tensor<2xindex>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%from_elements) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
// CHECK-NEXT: return %reshape : tensor<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
