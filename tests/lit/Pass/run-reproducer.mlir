// --run-reproducer runs the pipeline and flags recorded in the input's mlir_reproducer
// resource; --pass-pipeline replaces that pipeline and pass flags extend it. Expected
// text from mlir-opt 22.
// RUN: rmlir-opt %s --run-reproducer --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s --run-reproducer -mlir-print-ir-before=strip-debuginfo -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: rmlir-opt %s --run-reproducer --symbol-dce --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS --match-full-lines
// RUN: rmlir-opt %s --run-reproducer -p 'builtin.module(symbol-dce)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPLACED --match-full-lines
// Without --run-reproducer the resource is not read.
// RUN: rmlir-opt %s --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=IGNORED --match-full-lines

//      CHECK:Pass Manager with 1 passes:
// CHECK-NEXT:builtin.module(
// CHECK-NEXT:  func.func(
// CHECK-NEXT:    strip-debuginfo,
// CHECK-NEXT:    test-function-pass
// CHECK-NEXT:  )
// CHECK-NEXT:)

// BEFORE: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
// BEFORE-NEXT: func.func @foo() {
// BEFORE: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
// BEFORE-NEXT: func.func @bar() {
// BEFORE-NOT: IR Dump

//      FLAGS:Pass Manager with 2 passes:
// FLAGS-NEXT:builtin.module(
// FLAGS-NEXT:  func.func(
// FLAGS-NEXT:    strip-debuginfo,
// FLAGS-NEXT:    test-function-pass
// FLAGS-NEXT:  ),
// FLAGS-NEXT:  symbol-dce
// FLAGS-NEXT:)

//      REPLACED:Pass Manager with 1 passes:
// REPLACED-NEXT:builtin.module(
// REPLACED-NEXT:  symbol-dce
// REPLACED-NEXT:)

//      IGNORED:Pass Manager with 0 passes:

func.func @foo() {
  %0 = arith.constant 0 : i32
  return
}

func.func @bar() {
  return
}

{-#
  external_resources: {
    mlir_reproducer: {
      verify_each: true,
      // A comment inside the resource, as upstream's test has.
      pipeline: "builtin.module(func.func(strip-debuginfo,test-function-pass))",
      disable_threading: true
    }
  }
#-}
