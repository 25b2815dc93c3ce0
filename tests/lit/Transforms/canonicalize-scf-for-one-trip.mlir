// A one-trip scf.for is replaced by its body, with the values its yield forwards
// mapped through the body's arguments: a yielded iter_arg becomes the init it was
// bound to (rmlir used to keep the erased argument itself). Found by a differential
// of --canonicalize against mlir-opt 22.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @swapped_iter_args
// CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT: return %[[Y]], %[[X]] : i32, i32
func.func @swapped_iter_args(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %i = %c0 to %c2 step %c2 iter_args(%a = %y, %b = %x) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  return %r#1, %r#0 : i32, i32
}

// CHECK-LABEL: func.func @yields_induction_variable_and_arg
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: return %[[C3]], %[[X]] : index, i32
func.func @yields_induction_variable_and_arg(%x: i32) -> (index, i32) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c3 to %c4 step %c1 iter_args(%a = %c3, %b = %x) -> (index, i32) {
    scf.yield %i, %b : index, i32
  }
  return %r#0, %r#1 : index, i32
}
