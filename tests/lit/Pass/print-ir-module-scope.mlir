// --mlir-print-ir-module-scope dumps the top-level op, naming the op the pass ran on in
// the header; it needs --mlir-disable-threading, as in mlir-opt (even with no passes).
// Expected text from mlir-opt 22.
// RUN: rmlir-opt %s -p 'builtin.module(func.func(strip-debuginfo))' --mlir-print-ir-before=strip-debuginfo --mlir-print-ir-module-scope --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines
// RUN: not rmlir-opt %s --mlir-print-ir-module-scope 2>&1 | FileCheck %s --check-prefix=THREADS --match-full-lines

//      CHECK:// -----// IR Dump Before StripDebugInfo (strip-debuginfo) ('func.func' operation: @foo) //----- //
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @foo() {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @bar() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT:// -----// IR Dump Before StripDebugInfo (strip-debuginfo) ('func.func' operation: @bar) //----- //
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @foo() {

//      THREADS:<unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
// THREADS-EMPTY:

func.func @foo() {
  %0 = arith.constant 0 : i32
  return
}

func.func @bar() {
  return
}
