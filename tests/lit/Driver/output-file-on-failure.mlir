// As mlir-opt 22 does, a run that fails writes no output file, and prints none of its
// chunks' IR, even those that succeeded: a file already at the path is removed.
// RUN: echo stale > %t
// RUN: not rmlir-opt %s -split-input-file -o %t 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not cat %t
// RUN: not rmlir-opt %s -split-input-file -o %t 2>/dev/null | count 0

// ERR: error: unknown attribute `bogus` in dialect `arith`
// ERR-NOT: func.func
"test.op"() {a = #arith.bogus} : () -> ()

// -----

func.func @g() {
  return
}
