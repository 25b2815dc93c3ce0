// Canonicalization of arith: constant folding, identities (x+0, x*1, b&true,
// x==x, x-x), commutative ops moving constants last, reassociation of constant
// chains, select of i1 constants to xori, and constants uniqued and hoisted to the
// entry block. Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @f(%x: index, %b: i1) -> (index, i1, i1, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.addi %x, %c0 : index
  %1 = arith.addi %c1, %c2 : index
  %2 = arith.muli %c1, %x : index
  %true = arith.constant true
  %false = arith.constant false
  %3 = arith.andi %b, %true : i1
  %4 = arith.select %b, %false, %true : i1
  %5 = arith.addi %1, %2 : index
  %6 = arith.cmpi eq, %x, %x : index
  %7 = arith.subi %5, %5 : index
  %8 = arith.addi %7, %0 : index
  return %8, %3, %4, %5 : index, i1, i1, index
}
func.func @g(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %c5, %x : i32
  %c7 = arith.constant 7 : i32
  %1 = arith.addi %0, %c7 : i32
  return %1 : i32
}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: i1) -> (index, i1, i1, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %1 = arith.addi %arg0, %c3 : index
// CHECK-NEXT: return %arg0, %arg1, %0, %1 : index, i1, i1, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c12_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
