// The pre-properties spellings of the segment sizes (`operand_segment_sizes`,
// `result_segment_sizes`) in an attribute dictionary are read as the inherent
// `operandSegmentSizes`/`resultSegmentSizes` properties, as mlir-opt 22 does.
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

func.func @f() {
  %0 = "test.producing_br"()[^bb1, ^bb2] {operand_segment_sizes = array<i32: 0, 0>} : () -> i32
^bb1:
  return
^bb2:
  return
}
func.func @g(%a: i1) {
  "cf.cond_br"(%a)[^bb1, ^bb2] {operand_segment_sizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  return
^bb2:
  return
}
func.func @h(%a: i1) {
  "cf.cond_br"(%a)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 0, 0>, foo} : (i1) -> ()
^bb1:
  return
^bb2:
  return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// CHECK-NEXT: %0 = "test.producing_br"()[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i1) -> (), sym_name = "g"}> ({
// CHECK-NEXT: ^bb0(%arg1: i1):
// CHECK-NEXT: "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i1) -> (), sym_name = "h"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1):
// CHECK-NEXT: "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> {foo} : (i1) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
