// Constant offsets, sizes and strides of slicing ops fold one list per application,
// offsets first (upstream joins its three folds with a short-circuiting &&), and each
// application must stay in bounds on its own: a slice keeps the constants whose
// folding would run out of bounds as values. Found by a differential of
// --canonicalize against mlir-opt 22.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @extract_slice_size_out_of_bounds
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: tensor.extract_slice %{{.*}}[3, 0] [%[[C2]], 2] [1, 1] : tensor<4x?xf32> to tensor<?x2xf32>
func.func @extract_slice_size_out_of_bounds(%t: tensor<4x?xf32>) -> tensor<?x2xf32> {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[%c3, 0] [%c2, 2] [1, 1] : tensor<4x?xf32> to tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}

// CHECK-LABEL: func.func @subview_stride_out_of_bounds
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: memref.subview %{{.*}}[2, 0] [4, 4] [%[[C2]], 1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, 1], offset: 16>>
func.func @subview_stride_out_of_bounds(%m: memref<8x8xf32>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c2, 0] [%c4, 4] [%c2, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// CHECK-LABEL: func.func @all_in_bounds
// CHECK: tensor.extract_slice %{{.*}}[1, 0] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
func.func @all_in_bounds(%t: tensor<4x?xf32>) -> tensor<?x2xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[%c1, 0] [%c2, 2] [1, 1] : tensor<4x?xf32> to tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}
