// scf.forall: a loop running zero times is its shared outputs, one whose every
// dimension runs once is inlined (parallel inserts become tensor.insert_slice),
// induction variables of single-trip dimensions become their lower bound, also in
// mapped loops (which are not inlined), and shared outputs that are never written
// or whose result is unused are dropped. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @zero_trip(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %r = scf.forall (%i, %j) = (0, 16) to (1, 16) step (8, 8) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %f = linalg.fill ins(%cst : f32) outs(%o : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @single_trip(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %r = scf.forall (%i, %j) = (0, 2) to (1, 3) step (8, 8) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
    %f = linalg.fill ins(%cst : f32) outs(%s : tensor<2x3xf32>) -> tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @mapped_single_trip(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %r = scf.forall (%i, %j) = (0, 4) to (1, 5) step (8, 8) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
    %f = linalg.fill ins(%cst : f32) outs(%s : tensor<2x3xf32>) -> tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r : tensor<8x8xf32>
}
func.func @unwritten_and_unused(%n: index, %x: tensor<?xf32>, %y: tensor<?xf32>, %z: tensor<?xf32>) -> tensor<?xf32> {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%a = %x, %b = %y, %c = %z) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %s = tensor.extract_slice %a[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %b[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %s into %c[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r#1 : tensor<?xf32>
}

// CHECK: func.func @zero_trip(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_trip(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 2] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%extracted_slice : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg0[0, 2] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mapped_single_trip(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.forall (%arg1, %arg2) = (0, 4) to (1, 5) step (8, 8) shared_outs(%arg3 = %arg0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[0, 4] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%extracted_slice : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %1 into %arg3[0, 4] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unwritten_and_unused(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>, %arg3: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg4) in (%arg0) shared_outs(%arg5 = %arg2) -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[%arg4] [1] [1] : tensor<?xf32> to tensor<1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg5[%arg4] [1] [1] : tensor<1xf32> into tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
