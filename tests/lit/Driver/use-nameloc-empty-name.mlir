// Under --mlir-use-nameloc-as-prefix an empty name location names nothing: the value
// gets a number, even where an `%argN` or a name hint would have named it (MLIR's
// setValueName with an empty name). The output is mlir-opt-22's.
// RUN: rmlir-opt %s --mlir-use-nameloc-as-prefix | FileCheck %s

// CHECK: func.func @f(%0: i32) -> i32 {
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: %2 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%1 : i32)
// CHECK-NEXT: ^bb1(%3: i32):
// CHECK-NEXT: return %3 : i32
func.func @f(%a: i32 loc("")) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("")
  %1 = arith.constant 1 : i32 loc("")
  cf.br ^bb1(%0 : i32)
^bb1(%x: i32 loc("")):
  return %x : i32
}
