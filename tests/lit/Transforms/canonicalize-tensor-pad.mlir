// Canonicalization of tensor.pad: a pad to its source's static type folds away,
// all-zero widths make a cast, constant widths become static when the result type
// gains static sizes (cast back), a pad of a cast pads the cast's source, and a
// pad cast to a more static type makes that type itself; nofold pads stay. Checked
// against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @same_static(%t: tensor<5x6xf32>, %a: index) -> tensor<5x6xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%a, 0] high[0, %a] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<5x6xf32> to tensor<5x6xf32>
  return %p : tensor<5x6xf32>
}
func.func @zero_widths(%t: tensor<?x?xf32>, %v: f32) -> tensor<2x3xf32> {
  %c0 = arith.constant 0 : index
  %p = tensor.pad %t low[0, %c0] high[%c0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<2x3xf32>
  return %p : tensor<2x3xf32>
}
func.func @constant_widths(%t: tensor<?x64xf32>) -> tensor<?x?xf32> {
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1, %c4] high[1, %c4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x64xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @of_cast(%t: tensor<8x?xf32>, %s: index) -> tensor<8x32xf32> {
  %cst = arith.constant 0.0 : f32
  %c = tensor.cast %t : tensor<8x?xf32> to tensor<?x?xf32>
  %p = tensor.pad %c low[0, 0] high[0, %s] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<8x32xf32>
  return %p : tensor<8x32xf32>
}
func.func @cast_of_pad(%t: tensor<?x?xf32>, %a: index) -> tensor<32x32xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%a, %a] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %c = tensor.cast %p : tensor<?x?xf32> to tensor<32x32xf32>
  return %c : tensor<32x32xf32>
}
func.func @nofold_kept(%t: tensor<5x6xf32>) -> tensor<5x6xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<5x6xf32> to tensor<5x6xf32>
  return %p : tensor<5x6xf32>
}

// CHECK: func.func @same_static(%arg0: tensor<5x6xf32>, %arg1: index) -> tensor<5x6xf32> {
// CHECK-NEXT: return %arg0 : tensor<5x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_widths(%arg0: tensor<?x?xf32>, %arg1: f32) -> tensor<2x3xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %cast : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constant_widths(%arg0: tensor<?x64xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 4] high[1, 4] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x64xf32> to tensor<?x72xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<?x72xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_cast(%arg0: tensor<8x?xf32>, %arg1: index) -> tensor<8x32xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, 0] high[0, %arg1] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<8x?xf32> to tensor<8x32xf32>
// CHECK-NEXT: return %padded : tensor<8x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_of_pad(%arg0: tensor<?x?xf32>, %arg1: index) -> tensor<32x32xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%arg1, %arg1] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<32x32xf32>
// CHECK-NEXT: return %padded : tensor<32x32xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nofold_kept(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<5x6xf32> to tensor<5x6xf32>
// CHECK-NEXT: return %padded : tensor<5x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
