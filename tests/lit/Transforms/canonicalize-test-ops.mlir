// The test dialect's canonicalizer test ops: a pattern erasing an op with a region,
// an effect-free op with a region erased when unused, folders forwarding operands
// (not without operands, where mlir-opt 22 never stops folding), the dialect's own
// pattern making arith.constant 42. Checked against mlir-opt 22 (but for the op
// without operands).
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @erased(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: return %arg0, %arg0, %c42_i32 : i32, i32, i32
func.func @erased(%x: i32) -> (i32, i32, i32) {
  "test.op_with_region_pattern"() ({
    %y = arith.addi %x, %x : i32
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  "test.op_with_region_fold_no_side_effect"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  %a = "test.op_with_region_fold"(%x) ({
    "test.op_with_region_terminator"() : () -> ()
  }) : (i32) -> (i32)
  %b:2 = "test.op_with_variadic_results_and_folder"(%a, %x) : (i32, i32) -> (i32, i32)
  %c = "test.dialect_canonicalizable"() : () -> (i32)
  return %b#0, %b#1, %c : i32, i32, i32
}

// CHECK-LABEL: func.func @kept() {
// CHECK-NEXT: "test.op_with_variadic_results_and_folder"() : () -> ()
// CHECK-NEXT: return
func.func @kept() {
  "test.op_with_variadic_results_and_folder"() : () -> ()
  return
}
