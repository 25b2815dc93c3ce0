// --mlir-pass-pipeline-crash-reproducer: when a pass fails or crashes, the IR as it was
// before the pipeline (or, with --mlir-pass-pipeline-local-reproducer, before the
// failing pass) is written with the pipeline and flags that reproduce the failure, and
// the failure is reported where mlir-opt 22 reports it: at the failing op for a failure,
// at the top-level op for a crash. Expected text from mlir-opt 22.
// RUN: not rmlir-opt %s -p 'builtin.module(func.func(test-function-pass,test-pass-failure{gen-diagnostics=true}), symbol-dce)' --mlir-pass-pipeline-crash-reproducer=%t --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: cat %t | FileCheck %s --check-prefix=FAILFILE --match-full-lines --strict-whitespace
// RUN: not rmlir-opt %s -p 'builtin.module(test-module-pass,test-pass-crash)' --mlir-pass-pipeline-crash-reproducer=%t --mlir-disable-threading --mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=CRASH
// RUN: cat %t | FileCheck %s --check-prefix=CRASHFILE --match-full-lines
// RUN: not rmlir-opt %s -p 'builtin.module(strip-debuginfo,func.func(test-pass-failure))' --mlir-pass-pipeline-crash-reproducer=%t --mlir-disable-threading --mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: cat %t | FileCheck %s --check-prefix=LOCALFILE --match-full-lines
// RUN: not rmlir-opt %s -p 'builtin.module(test-pass-failure)' --mlir-pass-pipeline-crash-reproducer=%t --mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=THREADS

// The first failure writes the reproducer; later ones only report their errors.
//      FAIL:crash-reproducer.mlir:[[# @LINE + 43]]:1: error: illegal operation
//      FAIL:crash-reproducer.mlir:[[# @LINE + 42]]:1: error: Failures have been detected while processing an MLIR pass pipeline
//      FAIL:crash-reproducer.mlir:[[# @LINE + 41]]:1: note: Pipeline failed while executing [`(anonymous namespace)::TestFailurePass` on 'func.func' operation: @foo]: reproducer generated at `{{.*}}`
//      FAIL:crash-reproducer.mlir:[[# @LINE + 45]]:1: error: illegal operation
//  FAIL-NOT:Failures have been detected

//      FAILFILE:module {
// FAILFILE-NEXT:  func.func @foo() {
// FAILFILE-NEXT:    %c0_i32 = arith.constant 0 : i32
// FAILFILE-NEXT:    return
// FAILFILE-NEXT:  }
// FAILFILE-NEXT:  func.func @bar() {
// FAILFILE-NEXT:    return
// FAILFILE-NEXT:  }
// FAILFILE-NEXT:}
// FAILFILE-EMPTY:
// FAILFILE-NEXT:{-#
// FAILFILE-NEXT:  external_resources: {
// FAILFILE-NEXT:    mlir_reproducer: {
// FAILFILE-NEXT:      pipeline: "builtin.module(func.func(test-function-pass,test-pass-failure{gen-diagnostics=true}), symbol-dce)",
// FAILFILE-NEXT:      disable_threading: true,
// FAILFILE-NEXT:      verify_each: true
// FAILFILE-NEXT:    }
// FAILFILE-NEXT:  }
// FAILFILE-NEXT:#-}

//      CRASH:crash-reproducer.mlir:0:0: error: Failures have been detected while processing an MLIR pass pipeline
// CRASH-NEXT:crash-reproducer.mlir:0:0: note: Pipeline failed while executing `(anonymous namespace)::TestCrashRecoveryPass` on 'builtin.module' operation: reproducer generated at `{{.*}}`

// CRASHFILE: pipeline: "builtin.module(test-pass-crash)",

// A local reproducer starts from the IR the failing pass saw; later failures are
// reported at the top-level op when the run ends.
//      LOCAL:<unknown>:0: error: Failures have been detected while processing an MLIR pass pipeline
// LOCAL-NEXT:<unknown>:0: note: Pipeline failed while executing `(anonymous namespace)::TestFailurePass` on 'func.func' operation: @foo: reproducer generated at `{{.*}}`
// LOCAL-NEXT:<unknown>:0: error: Failures have been detected while processing an MLIR pass pipeline
// LOCAL-NEXT:<unknown>:0: note: Pipeline failed while executing `(anonymous namespace)::TestFailurePass` on 'func.func' operation: @bar: reproducer generated at `{{.*}}`

// LOCALFILE:    %c0_i32 = arith.constant 0 : i32
// LOCALFILE:      pipeline: "builtin.module(func.func(test-pass-failure{gen-diagnostics=false}))",

// THREADS: <unknown>:0: error: Local crash reproduction may not be used without disabling mutli-threading first.

func.func @foo() {
  %0 = arith.constant 0 : i32
  return
}

func.func @bar() {
  return
}
