// Canonicalization of affine.min and affine.max: constant results fold into the map
// and an all-constant op folds to the smallest (largest) value, a map that is just
// s0 folds to the operand, single-result ops become affine.apply, repeated results
// are dropped, min-of-min (max-of-max) operands are merged, the map is composed and
// canonicalized with its operands, and results are sorted by their coefficients.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize --split-input-file | FileCheck %s

func.func @fold(%i: index, %n: index) -> (index, index, index, index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%c4, %c8)
  %1 = affine.max affine_map<(d0, d1) -> (d0 - 1, d1 + 2)>(%c4, %c8)
  %2 = affine.max affine_map<(d0)[s0] -> (d0, s0 + 1)>(%i)[%c4]
  %3 = affine.min affine_map<()[s0] -> (s0)>()[%n]
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK: #map = affine_map<()[s0] -> (5, s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fold(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %0 = affine.max #map()[%arg0]
// CHECK-NEXT:     return %c4, %c10, %0, %arg1 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @single_and_duplicates(%i: index) -> (index, index) {
  %0 = affine.max affine_map<(d0) -> (d0 + 2)>(%i)
  %1 = affine.min affine_map<(d0) -> (d0, 8, d0)>(%i)
  return %0, %1 : index, index
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (8, s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @single_and_duplicates(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:     %1 = affine.min #map1()[%arg0]
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @merge_and_order(%i: index, %j: index, %n: index) -> (index, index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%n]
  %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%0)[%j]
  %2 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%i, %j)
  %3 = affine.max affine_map<()[s0] -> (s0, s0 * 2)>()[%n]
  %4 = affine.max affine_map<(d0)[s0] -> (d0, s0 - 3)>(%3)[%i]
  return %1, %2, %4 : index, index, index
}

// CHECK: #map = affine_map<()[s0, s1] -> (s1 + 16, s1 * 8, s0 + 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s1, s1 * 2, s0 - 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @merge_and_order(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.min #map()[%arg1, %arg2]
// CHECK-NEXT:     %1 = affine.min #map1()[%arg0, %arg1]
// CHECK-NEXT:     %2 = affine.max #map2()[%arg0, %arg2]
// CHECK-NEXT:     return %0, %1, %2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @in_loop(%n: index) {
  affine.for %i = 0 to 100 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %1 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%0)[%n]
    "test.use"(%1) : (index) -> ()
  }
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (s0, d0 * 2 + 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @in_loop(%arg0: index) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 100 {
// CHECK-NEXT:       %0 = affine.min #map(%arg1)[%arg0]
// CHECK-NEXT:       "test.use"(%0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
