// The inliner as a pipeline element: its options as --dump-pass-pipeline prints them,
// the error when it runs on an op that is no symbol table, a default pipeline that
// does not parse (upstream prints the parse error to stderr when the pass runs, after
// the pipeline dump, and simplifies nothing), and a 32-bit option out of range.
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -inline --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP --match-full-lines
// RUN: rmlir-opt %s -p 'builtin.module(inline{default-pipeline=cse max-iterations=2 inlining-threshold=10 op-pipelines=func.func(cse),builtin.module(symbol-dce)})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTS --match-full-lines
// RUN: not rmlir-opt %s -p 'builtin.module(func.func(inline))' 2>&1 | FileCheck %s --check-prefix=NOTABLE
// RUN: rmlir-opt %s -p 'builtin.module(inline{default-pipeline=nope})' 2>/dev/null | FileCheck %s --check-prefix=BADPIPE
// RUN: rmlir-opt %s -p 'builtin.module(inline{default-pipeline=nope})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADPIPE-ERR --match-full-lines
// RUN: not rmlir-opt %s -p 'builtin.module(inline{max-iterations=4294967296})' 2>&1 | FileCheck %s --check-prefix=UINT

// BADPIPE-ERR:      Pass Manager with 1 passes:
// BADPIPE-ERR:      MLIR Textual PassPipeline Parser:1:1: error: 'nope' does not refer to a registered pass or pass pipeline
// BADPIPE-ERR-NEXT: nope
// BADPIPE-ERR-NEXT: ^

// UINT: rmlir-opt: for the --max-iterations option: '4294967296' value invalid for uint argument!

// DUMP:      Pass Manager with 1 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }
// DUMP-NEXT: )

// OPTS:      Pass Manager with 1 passes:
// OPTS-NEXT: builtin.module(
// OPTS-NEXT:   inline{default-pipeline=cse inlining-threshold=10 max-iterations=2 op-pipelines={func.func(cse),builtin.module(symbol-dce)}}
// OPTS-NEXT: )

// NOTABLE: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table

// BADPIPE:      func.func @f() {
// BADPIPE-NEXT:   %c0_i32 = arith.constant 0 : i32
// BADPIPE-NEXT:   %0 = arith.addi %c0_i32, %c0_i32 : i32
// BADPIPE-NEXT:   return
func.func @f() {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %c0, %c0 : i32
  return
}
