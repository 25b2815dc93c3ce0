// vector.transfer_read/transfer_write/print custom forms print like mlir-opt 22: default
// permutation maps and all-false in_bounds are elided, the mask type is inferred.
// (Printed with local scope: the elided default maps must not get alias definitions.)
// RUN: rmlir-opt %s --mlir-print-local-scope | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt --mlir-print-local-scope | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic --mlir-print-local-scope | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @transfers(
func.func @transfers(%m: memref<?x?xf32>, %t: tensor<?xf32>, %i: index, %v: vector<4xf32>, %mask: vector<4xi1>, %pad: f32) {
  // CHECK: %0 = vector.transfer_read %arg0[%arg2, %arg2], %arg5 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  // GENERIC: "vector.transfer_read"({{.*}}) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  // CHECK-NEXT: %1 = vector.transfer_read %arg1[%arg2], %arg5 : tensor<?xf32>, vector<4xf32>
  // GENERIC: "vector.transfer_read"({{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (tensor<?xf32>, index, f32) -> vector<4xf32>
  %1 = vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<4xf32>
  // CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg2, %arg2], %arg5, %arg4 : memref<?x?xf32>, vector<4xf32>
  // GENERIC: <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<?x?xf32>, vector<4xf32>
  // CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg2, %arg2], %arg5 {foo, permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [false], permutation_map = affine_map<(d0, d1) -> (d0)>, foo} : memref<?x?xf32>, vector<4xf32>
  // CHECK-NEXT: vector.transfer_write %arg3, %arg0[%arg2, %arg2] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  // CHECK-NEXT: %4 = vector.transfer_write %arg3, %arg1[%arg2] : vector<4xf32>, tensor<?xf32>
  // GENERIC: "vector.transfer_write"({{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, tensor<?xf32>, index) -> tensor<?xf32>
  %4 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  // CHECK-NEXT: vector.transfer_write %arg3, %arg0[%arg2, %arg2], %arg4 : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask : vector<4xf32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @prints(
func.func @prints(%v: vector<4xf32>, %s: f32) {
  // CHECK-NEXT: vector.print %arg0 : vector<4xf32>
  // GENERIC: "vector.print"({{.*}}) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
  vector.print %v : vector<4xf32>
  // CHECK-NEXT: vector.print %arg1 : f32 punctuation <comma>
  vector.print %s : f32 punctuation <comma>
  // CHECK-NEXT: vector.print{{$}}
  vector.print punctuation <newline>
  // CHECK-NEXT: vector.print str "hello\0A"
  // GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello\0A"}> : () -> ()
  vector.print str "hello\n"
  // CHECK-NEXT: vector.print %arg0 : vector<4xf32> punctuation <open> {x}
  vector.print %v : vector<4xf32> punctuation <open> {x}
  return
}
