// The op a dominance error is about is shown first, then where its operand is
// defined, as mlir-opt orders the notes; a note at the error's own location repeats
// no source line.
// RUN: not rmlir-opt %s 2>&1 | FileCheck %s

func.func @f() -> i32 {
  %r = scf.execute_region -> i32 {
    scf.yield %y : i32
  }
  %y = arith.constant 1 : i32
  return %r : i32
}

// CHECK: dominance-note-order.mlir:8:5: error: operand #0 does not dominate this use
// CHECK-NEXT: scf.yield %y : i32
// CHECK-NEXT: ^
// CHECK-NEXT: dominance-note-order.mlir:8:5: note: see current operation: "scf.yield"(%1) : (i32) -> ()
// CHECK-NEXT: dominance-note-order.mlir:10:8: note: operand defined here (op in a parent region)
// CHECK-NEXT: %y = arith.constant 1 : i32
// CHECK-NEXT: ^
