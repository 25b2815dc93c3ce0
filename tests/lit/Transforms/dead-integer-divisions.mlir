// Integer divisions have no memory effect (they are only not speculatable), so unused
// ones are trivially dead for canonicalize and cse, as in mlir-opt.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s
// RUN: rmlir-opt %s --cse | FileCheck %s

// CHECK-LABEL: func.func @unused
// CHECK-NEXT: return
func.func @unused(%a: i32, %b: i32) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.divui %a, %b exact : i32
  %2 = arith.ceildivsi %a, %b : i32
  %3 = arith.ceildivui %a, %b : i32
  return
}
