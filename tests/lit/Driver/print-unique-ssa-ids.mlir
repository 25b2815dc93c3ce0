// --mlir-print-unique-ssa-ids keeps value and argument numbers running across
// functions (regions are numbered last pushed first, as MLIR's SSANameState does),
// while name hints stay, each function having its own names: the custom form with
// the generic form's numbering.
// RUN: rmlir-opt %s --mlir-print-unique-ssa-ids | FileCheck %s

// CHECK-LABEL: func.func @f(%arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg1, %c0 : index
// CHECK-NEXT: %2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %1) -> (index) {
// CHECK-NEXT: %3 = arith.addi %arg4, %arg3 : index
// CHECK: return %2 : index
// CHECK-LABEL: func.func @g(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c0 : index
func.func @f(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %c0 : index
  %1 = scf.for %i = %c0 to %b step %c1 iter_args(%x = %0) -> index {
    %y = arith.addi %x, %i : index
    scf.yield %y : index
  }
  return %1 : index
}
func.func @g(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %c0 : index
  return %0 : index
}
