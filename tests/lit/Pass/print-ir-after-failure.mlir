// A failed pass is dumped under "After <Name> Failed": with --mlir-print-ir-after-failure
// only then, with --mlir-print-ir-after-all as well. Without threading the dumps come
// between the diagnostics, each after its op's error; with threads mlir-opt holds the
// diagnostics of a parallel section back until its end. Expected text from mlir-opt 22.
// RUN: not rmlir-opt %s -p 'builtin.module(strip-debuginfo,func.func(test-pass-failure{gen-diagnostics=true}))' --mlir-print-ir-after-failure --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEQ --match-full-lines
// RUN: not rmlir-opt %s -p 'builtin.module(func.func(test-pass-failure{gen-diagnostics=true}))' --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=THREADS --match-full-lines
// RUN: not rmlir-opt %s -p 'builtin.module(test-module-pass,func.func(test-pass-failure))' --mlir-print-ir-after-all --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL --match-full-lines

//  SEQ-NOT:{{.*}}After StripDebugInfo
//      SEQ:<unknown>:0: error: illegal operation
// SEQ-NEXT:// -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //
// SEQ-NEXT:func.func @foo() {
// SEQ-NEXT:  return
// SEQ-NEXT:}
// SEQ-EMPTY:
// SEQ-NEXT:<unknown>:0: error: illegal operation
// SEQ-NEXT:// -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //
// SEQ-NEXT:func.func @bar() {

//      THREADS:// -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //
// THREADS-NEXT:func.func @foo() {
//      THREADS:// -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //
// THREADS-NEXT:func.func @bar() {
//      THREADS:{{.*}}print-ir-after-failure.mlir:[[# @LINE + 10]]:1: error: illegal operation
//      THREADS:{{.*}}print-ir-after-failure.mlir:[[# @LINE + 13]]:1: error: illegal operation

//      ALL:// -----// IR Dump After (anonymous namespace)::TestModulePass (test-module-pass) //----- //
// ALL-NEXT:module {
//      ALL:// -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //
// ALL-NEXT:func.func @foo() {
//      ALL:// -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //
// ALL-NEXT:func.func @bar() {

func.func @foo() {
  return
}

func.func @bar() {
  return
}
