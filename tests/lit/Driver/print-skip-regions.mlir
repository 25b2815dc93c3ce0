// --mlir-print-skip-regions prints every region as `{...}`, in the custom and the
// generic form and in IR dumps.
// RUN: rmlir-opt %s --mlir-print-skip-regions | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-skip-regions --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s --mlir-print-skip-regions --mlir-print-ir-after-all -cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: rmlir-opt %s --mlir-print-skip-regions --mlir-print-ir-after-all --pass-pipeline='builtin.module(func.func(cse))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not rmlir-opt %s --mlir-print-skip-regions=foo 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: {{^}}module {...}
// CHECK-NOT: func.func
// GENERIC: {{^}}"builtin.module"() ({...}) : () -> ()
// DUMP: // -----// IR Dump After CSE (cse) //----- //
// DUMP-NEXT: module {...}
// NESTED: // -----// IR Dump After CSE (cse) //----- //
// NESTED-NEXT: func.func @f(%arg0: i32, %arg1: i1) -> i32 {...}
// BAD: for the --mlir-print-skip-regions option: 'foo' is invalid value for boolean argument! Try 0 or 1
func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}
func.func private @decl(i32)
