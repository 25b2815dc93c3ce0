// scf.index_switch results that are unused, or that every region yields as the
// same value from outside (which replaces them), are dropped; tensor.extract of an
// arith.index_cast of a tensor extracts then casts. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @forwarded_used(%i: index, %a: index, %m: memref<i32>) -> (index, i32) {
  %r:2 = scf.index_switch %i -> index, i32
  case 1 {
    %c = arith.constant 1 : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield %a, %c : index, i32
  }
  default {
    %c = arith.constant 2 : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield %a, %c : index, i32
  }
  return %r#0, %r#1 : index, i32
}
func.func @unused(%i: index, %a: index, %b: index, %m: memref<i32>) -> index {
  %r:2 = scf.index_switch %i -> index, index
  case 1 {
    %c = arith.constant 1 : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield %a, %b : index, index
  }
  default {
    scf.yield %b, %a : index, index
  }
  return %r#1 : index
}
func.func @extract_index_cast(%t: tensor<2xi32>, %j: index) -> index {
  %c = arith.index_cast %t : tensor<2xi32> to tensor<2xindex>
  %e = tensor.extract %c[%j] : tensor<2xindex>
  return %e : index
}

// CHECK: func.func @forwarded_used(%arg0: index, %arg1: index, %arg2: memref<i32>) -> (index, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: memref.store %c1_i32, %arg2[] : memref<i32>
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: memref.store %c2_i32, %arg2[] : memref<i32>
// CHECK-NEXT: scf.yield %c2_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0 : index, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<i32>) -> index {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> index
// CHECK-NEXT: case 1 {
// CHECK-NEXT: memref.store %c1_i32, %arg3[] : memref<i32>
// CHECK-NEXT: scf.yield %arg2 : index
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_index_cast(%arg0: tensor<2xi32>, %arg1: index) -> index {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<2xi32>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
