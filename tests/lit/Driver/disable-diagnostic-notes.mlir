// --mlir-disable-diagnostic-notes drops notes emitted on their own, as mlir-opt's
// diagnostic filter does; a note attached to an error (the op printed on it) is part
// of that error and stays.
// RUN: not rmlir-opt %s --mlir-disable-diagnostic-notes 2>&1 | FileCheck %s

// CHECK: error: 'arith.addi' op requires the same type for all operands and results
// CHECK: note: see current operation: %0 = "arith.addi"(%arg0, %arg0)
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}
