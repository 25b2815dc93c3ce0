// An all-true arith.constant mask of a vector transfer op is dropped by its fold
// (foldTransferFullMask); mixed, all-false and non-constant masks stay.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s
// RUN: rmlir-opt %s --canonicalize --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @read_all_true(%a: memref<?xf32>, %i: index, %pad: f32) -> vector<4xf32> {
  %m = arith.constant dense<true> : vector<4xi1>
  %v = vector.transfer_read %a[%i], %pad, %m : memref<?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @read_dense_true(%a: memref<?x?xf32>, %i: index, %pad: f32) -> vector<2x3xf32> {
  %m = arith.constant dense<[true, true]> : vector<2xi1>
  %v = vector.transfer_read %a[%i, %i], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<?x?xf32>, vector<2x3xf32>
  return %v : vector<2x3xf32>
}
func.func @read_mixed(%a: memref<?xf32>, %i: index, %pad: f32) -> vector<2xf32> {
  %m = arith.constant dense<[true, false]> : vector<2xi1>
  %v = vector.transfer_read %a[%i], %pad, %m : memref<?xf32>, vector<2xf32>
  return %v : vector<2xf32>
}
func.func @read_all_false(%a: memref<?xf32>, %i: index, %pad: f32) -> vector<2xf32> {
  %m = arith.constant dense<false> : vector<2xi1>
  %v = vector.transfer_read %a[%i], %pad, %m : memref<?xf32>, vector<2xf32>
  return %v : vector<2xf32>
}
func.func @write_all_true(%a: memref<?xf32>, %t: tensor<?xf32>, %i: index, %v: vector<4xf32>) -> tensor<?xf32> {
  %m = arith.constant dense<true> : vector<4xi1>
  vector.transfer_write %v, %a[%i], %m : vector<4xf32>, memref<?xf32>
  %r = vector.transfer_write %v, %t[%i], %m : vector<4xf32>, tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @write_mask_arg(%a: memref<?xf32>, %i: index, %v: vector<4xf32>, %m: vector<4xi1>) {
  vector.transfer_write %v, %a[%i], %m : vector<4xf32>, memref<?xf32>
  return
}
func.func @read_in_bounds_and_mask(%a: memref<8xf32>, %pad: f32) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %m = arith.constant dense<true> : vector<4xi1>
  %v = vector.transfer_read %a[%c0], %pad, %m : memref<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// CHECK-LABEL: func.func @read_all_true(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %arg2 : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_dense_true(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map} : memref<?x?xf32>, vector<2x3xf32>
// CHECK-NEXT: return %0 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_mixed(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %arg2, %cst : memref<?xf32>, vector<2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_all_false(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2xi1>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %arg2, %cst : memref<?xf32>, vector<2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write_all_true(%arg0: memref<?xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: vector<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT: vector.transfer_write %arg3, %arg0[%arg2] : vector<4xf32>, memref<?xf32>
// CHECK-NEXT: %0 = vector.transfer_write %arg3, %arg1[%arg2] : vector<4xf32>, tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write_mask_arg(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi1>) {
// CHECK-NEXT: vector.transfer_write %arg2, %arg0[%arg1], %arg3 : vector<4xf32>, memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_in_bounds_and_mask(%arg0: memref<8xf32>, %arg1: f32) -> vector<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0], %arg1 {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (memref<?xf32>, tensor<?xf32>, index, vector<4xf32>) -> tensor<?xf32>, sym_name = "write_all_true"}>
// GENERIC-NEXT: ^bb0(%arg6: memref<?xf32>, %arg7: tensor<?xf32>, %arg8: index, %arg9: vector<4xf32>):
// GENERIC-NEXT: "vector.transfer_write"(%arg9, %arg6, %arg8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?xf32>, index) -> ()
