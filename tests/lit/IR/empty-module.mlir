// An explicit empty module parses (its region gets its one empty block, as in
// mlir-opt 22) and prints back the same way, so output emptied by a pass re-parses.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module {
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
module {
}
