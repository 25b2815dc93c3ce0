// --mlir-timing prints mlir-opt's report layout to stderr (the numbers differ).
// RUN: rmlir-opt %s -p 'builtin.module(func.func(strip-debuginfo),symbol-dce)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --match-full-lines

// CHECK:===-------------------------------------------------------------------------===
// CHECK-NEXT:                         ... Execution time report ...
// CHECK-NEXT:===-------------------------------------------------------------------------===
// CHECK-NEXT:  Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:  ----Wall Time----  ----Name----
// CHECK-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// CHECK-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  'func.func' Pipeline
// CHECK-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}    StripDebugInfo
// CHECK-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  SymbolDCE
// CHECK-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Output
// CHECK-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Rest
// CHECK-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  Total
module {
  func.func @f() {
    return
  }
}
