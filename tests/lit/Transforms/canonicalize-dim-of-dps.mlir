// tensor.dim of a destination-style op's result (linalg, scf.forall,
// tensor.insert_slice) asks the tied init, and linalg ops read through memref.cast
// operands (their foldMemRefCast fold). Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @dim_of_copy(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %r = linalg.copy ins(%a : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}
func.func @dim_of_forall(%t: tensor<1x5xf32>, %o: tensor<?x?xf32>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (%n) shared_outs(%s = %o) -> (tensor<?x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %s[%i, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    }
  }
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}
func.func @dim_of_insert_slice(%t: tensor<4xf32>, %o: tensor<?xf32>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.insert_slice %t into %o[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
func.func @memref_cast_into_matmul(%m: memref<16x16xf32>) {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  linalg.matmul ins(%c, %c : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// CHECK: func.func @dim_of_copy(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_forall(%arg0: tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_insert_slice(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_cast_into_matmul(%arg0: memref<16x16xf32>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg0 : memref<16x16xf32>, memref<16x16xf32>) outs(%arg0 : memref<16x16xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
