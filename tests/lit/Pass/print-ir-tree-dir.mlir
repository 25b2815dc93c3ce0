// --mlir-print-ir-tree-dir writes each dump to its own file: one directory per op from
// the top level down (op name with '_' for '.', then the symbol name), files named by
// how many dumps each of those ops has had and the pass argument. Layout checked
// against mlir-opt 22.
// RUN: rm -rf %t
// RUN: rmlir-opt %s -mlir-print-ir-tree-dir=%t -p 'builtin.module(strip-debuginfo,builtin.module(func.func(strip-debuginfo,test-function-pass)),strip-debuginfo)' -mlir-print-ir-after-all -mlir-disable-threading -o /dev/null 2>&1 | count 0
// RUN: cat %t/builtin_module_top/0_strip-debuginfo.mlir | FileCheck %s --check-prefix=TOP0
// RUN: cat %t/builtin_module_top/1_strip-debuginfo.mlir | FileCheck %s --check-prefix=TOP1
// RUN: cat %t/builtin_module_top/builtin_module_middle/func_func_func1/0_0_0_strip-debuginfo.mlir | FileCheck %s --check-prefix=F1
// RUN: cat %t/builtin_module_top/builtin_module_middle/func_func_func1/0_0_1_test-function-pass.mlir | FileCheck %s --check-prefix=F1B
// RUN: cat %t/builtin_module_top/builtin_module_middle/func_func_func2/0_0_1_test-function-pass.mlir | FileCheck %s --check-prefix=F2B

// TOP0: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// TOP0-NEXT: module @top {
// TOP1: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// F1: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// F1-NEXT: func.func @func1() {
// F1B: IR Dump After (anonymous namespace)::TestFunctionPass (test-function-pass)
// F1B-NEXT: func.func @func1() {
// F2B: func.func @func2() {

builtin.module @top {
  builtin.module @middle {
    func.func @func1() {
      return
    }
    func.func @func2() {
      return
    }
  }
}
