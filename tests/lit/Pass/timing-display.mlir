// --mlir-timing-display=list merges the timers by name (the root and the hidden
// adaptor timer included) longest first; --mlir-output-format=json writes either
// display as mlir-opt's JSON. The order of the list depends on the times, so only
// its members are checked.
// RUN: rmlir-opt %s -p 'builtin.module(func.func(strip-debuginfo),symbol-dce)' --mlir-timing --mlir-timing-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: rmlir-opt %s -p 'builtin.module(func.func(strip-debuginfo),symbol-dce)' --mlir-timing --mlir-timing-display=tree --mlir-output-format=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON-TREE --match-full-lines
// RUN: rmlir-opt %s -p 'builtin.module(func.func(strip-debuginfo),symbol-dce)' --mlir-timing --mlir-timing-display=list --mlir-output-format=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON-LIST --match-full-lines
// RUN: not rmlir-opt %s --mlir-timing-display=flat 2>&1 | FileCheck %s --check-prefix=BAD-DISPLAY
// RUN: not rmlir-opt %s --mlir-output-format=xml 2>&1 | FileCheck %s --check-prefix=BAD-FORMAT

// LIST:       ----Wall Time----  ----Name----
// LIST-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  root
// LIST-DAG:   {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// LIST-DAG:   {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Pipeline Collection : ['func.func']
// LIST-DAG:   {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  'func.func' Pipeline
// LIST-DAG:   {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  StripDebugInfo
// LIST-DAG:   {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  SymbolDCE
// LIST-DAG:   {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Output
// LIST:       {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Rest
// LIST-NEXT:  {{[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  Total

// JSON-TREE:[
// JSON-TREE-NEXT:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "Parser", "passes": [
// JSON-TREE-NEXT:{}]},
// JSON-TREE-NEXT:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "'func.func' Pipeline", "passes": [
// JSON-TREE-NEXT:  {"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "StripDebugInfo", "passes": [
// JSON-TREE-NEXT:  {}]},
// JSON-TREE-NEXT:{}]},
// JSON-TREE-NEXT:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "SymbolDCE", "passes": [
// JSON-TREE-NEXT:{}]},
// JSON-TREE-NEXT:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "Output", "passes": [
// JSON-TREE-NEXT:{}]},
// JSON-TREE-NEXT:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "Rest"},
// JSON-TREE-NEXT:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": 100.0}, "name": "Total"}
// JSON-TREE-NEXT:]

// JSON-LIST:[
// JSON-LIST-NEXT:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": 100.0}, "name": "root"},
// JSON-LIST:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "Rest"},
// JSON-LIST-NEXT:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": 100.0}, "name": "Total"}
// JSON-LIST-NEXT:]

// BAD-DISPLAY: rmlir-opt: for the --mlir-timing-display option: Cannot find option named 'flat'!
// BAD-FORMAT: rmlir-opt: for the --mlir-output-format option: Cannot find option named 'xml'!
module {
  func.func @f() {
    return
  }
}
