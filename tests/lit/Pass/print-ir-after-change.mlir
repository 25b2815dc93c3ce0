// --mlir-print-ir-after-change keeps only the dumps after passes that changed the op
// they ran on (locations count); alone, without an after-filter, it prints nothing.
// Expected text from mlir-opt 22.
// RUN: rmlir-opt %s -p 'builtin.module(func.func(strip-debuginfo,test-function-pass),symbol-dce,strip-debuginfo,strip-debuginfo)' --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: rmlir-opt %s -p 'builtin.module(func.func(strip-debuginfo))' --mlir-print-ir-after-change -o /dev/null 2>&1 | count 0

//      CHECK:// -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT:func.func @foo() {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  return
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:// -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT:func.func @bar() {
// CHECK-NEXT:  return
// CHECK-NEXT:}
// CHECK-EMPTY:
// The module's own location is stripped by the first module-level run only.
// CHECK-NEXT:// -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @foo() {
//      CHECK:}
// CHECK-EMPTY:
// CHECK-EMPTY:
//  CHECK-NOT:IR Dump

func.func @foo() {
  %0 = arith.constant 0 : i32
  return
}

func.func @bar() {
  return
}
