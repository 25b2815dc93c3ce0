// Unused index divisions are erased: they have no memory effects (upstream's
// NoMemoryEffect), though not Pure, as division by zero is undefined. Found by a
// differential of --canonicalize against mlir-opt 22.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s
// RUN: rmlir-opt %s --cse | FileCheck %s

// CHECK-LABEL: func.func @unused_divisions
// CHECK-NEXT: return
func.func @unused_divisions(%a: index, %b: index) {
  %0 = index.divs %a, %b
  %1 = index.divu %a, %b
  %2 = index.ceildivs %a, %b
  %3 = index.ceildivu %a, %b
  %4 = index.floordivs %a, %b
  return
}
