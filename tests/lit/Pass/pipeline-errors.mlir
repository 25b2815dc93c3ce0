// Textual pipelines: syntax errors point into the text inside the anchor, with
// mlir-opt 22's wording; every error exits with code 1.
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(nope)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not rmlir-opt %s --pass-pipeline='builtin.module(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not rmlir-opt %s -p 'builtin.module(func.func(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not rmlir-opt %s -p 'builtin.module(symbol-dce{)' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not rmlir-opt %s -p 'builtin.module(symbol-dce,,strip-debuginfo)' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not rmlir-opt %s -p 'symbol-dce' 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not rmlir-opt %s -p 'func.func(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not rmlir-opt %s -p 'builtin.module(symbol-dce{foo=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not rmlir-opt %s --symbol-dce='foo=1' 2>&1 | FileCheck %s --check-prefix=FLAGOPTION
// RUN: not rmlir-opt %s --symbol-dce -p 'builtin.module(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not rmlir-opt %s -p 'builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=NOTABLE

// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'nope' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: {{^}}nope
// UNKNOWN-NEXT: {{^}}^

// EXTRA: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// EXTRA-NEXT: {{^}}symbol-dce)
// EXTRA-NEXT: {{^}}          ^

// UNBALANCED: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// UNBALANCED-NEXT: {{^}}func.func(symbol-dce
// UNBALANCED-NEXT: {{^}}          ^

// BRACE: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: missing closing '}' while processing pass options

// EMPTY: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:12: error: '' does not refer to a registered pass or pass pipeline

// WRAP: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// ANCHOR: pipeline-errors.mlir:[[# @LINE + 13]]:1: error: can't run 'func.func' pass manager on 'builtin.module' op

// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// OPTION-EMPTY:
// OPTION-NEXT: failed to add `symbol-dce` with options `foo=1`

// FLAGOPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// FLAGOPTION-NOT: failed to add

// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// NOTABLE: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table

module {
  func.func private @f()
}
