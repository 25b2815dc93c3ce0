// Canonicalization of affine.apply: chains of applies are composed, constant and
// duplicate operands folded into the map, dims that are valid symbols (function
// arguments, constants, pure ops of symbols) promoted to symbols, symbols that are
// only valid dims demoted, unused operands dropped, and the map simplified by
// flattening; an apply of a single dim or symbol folds to that operand, one of
// constants to a constant. Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize --split-input-file | FileCheck %s

// Composition through two applies, a constant and a duplicated operand; the result
// depends only on function arguments, so everything becomes a symbol.
func.func @chain(%n: index, %m: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 + 1)>(%0)[%m]
  %2 = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 + d2)>(%1, %1, %c4)
  %3 = affine.apply affine_map<(d0) -> (d0 floordiv 3 + d0 mod 3 * 2)>(%2)
  return %2, %3 : index, index
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 2 + s1 * 4 + 6)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * 4 + s1 * 8 - ((s0 * 2 + s1 * 4) floordiv 3) * 5 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @chain(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg1, %arg0]
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Folding to an operand, to a constant, and the discardable attributes a rebuilt
// apply drops.
func.func @fold(%n: index, %m: index) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (s0)>(%n)[%m]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%c4)[%c1]
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%n, %c1) {tag = "x"}
  return %0, %1, %2 : index, index, index
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fold(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c17 = arith.constant 17 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:     return %arg1, %c17, %0 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Inside a loop: the induction variable stays a dim, a pure op of function
// arguments is a symbol, an op using the induction variable is not.
func.func @in_loop(%a: index, %b: index, %m: memref<?xindex>) {
  affine.for %i = 0 to 10 {
    %x = arith.addi %a, %b : index
    %y = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%x, %i)
    memref.store %y, %m[%i] : memref<?xindex>
    %z = arith.addi %x, %i : index
    %w = affine.apply affine_map<(d0) -> (d0 * 2)>(%z)
    memref.store %w, %m[%i] : memref<?xindex>
  }
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @in_loop(%arg0: index, %arg1: index, %arg2: memref<?xindex>) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:       %1 = affine.apply #map(%arg3)[%0]
// CHECK-NEXT:       memref.store %1, %arg2[%arg3] : memref<?xindex>
// CHECK-NEXT:       %2 = arith.addi %0, %arg3 : index
// CHECK-NEXT:       %3 = affine.apply #map1(%2)
// CHECK-NEXT:       memref.store %3, %arg2[%arg3] : memref<?xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Divisions and mods decided by the bounds and step of the induction variables.
func.func @iv_bounds(%m: memref<?xindex>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 64 step 8 {
      %0 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
      %1 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
      %2 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 8)>(%j, %i)
      %3 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 8)>(%j, %i)
      %4 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%j)
      %5 = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%i)
      memref.store %0, %m[%0] : memref<?xindex>
      memref.store %1, %m[%1] : memref<?xindex>
      memref.store %2, %m[%2] : memref<?xindex>
      memref.store %3, %m[%3] : memref<?xindex>
      memref.store %4, %m[%4] : memref<?xindex>
      memref.store %5, %m[%5] : memref<?xindex>
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 floordiv 8)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 ceildiv 8)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @iv_bounds(%arg0: memref<?xindex>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     affine.for %arg1 = 0 to 8 {
// CHECK-NEXT:       affine.for %arg2 = 0 to 64 step 8 {
// CHECK-NEXT:         %0 = affine.apply #map(%arg2)
// CHECK-NEXT:         %1 = affine.apply #map1(%arg1)
// CHECK-NEXT:         memref.store %c0, %arg0[%c0] : memref<?xindex>
// CHECK-NEXT:         memref.store %arg1, %arg0[%arg1] : memref<?xindex>
// CHECK-NEXT:         memref.store %0, %arg0[%0] : memref<?xindex>
// CHECK-NEXT:         memref.store %arg1, %arg0[%arg1] : memref<?xindex>
// CHECK-NEXT:         memref.store %c0, %arg0[%c0] : memref<?xindex>
// CHECK-NEXT:         memref.store %1, %arg0[%1] : memref<?xindex>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// A symbol operand that is only a valid dim (it depends on the induction variable)
// is demoted to a dim when the apply is composed into another.
func.func @demote(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %1 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%n, %0)
    %v = affine.load %A[%1] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @demote(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg2 + symbol(%arg1) + 1] : memref<?xf32>
// CHECK-NEXT:       affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Semi-affine expressions: divisions by a symbol that divides the dividend, and
// sums of products reordered by position.
func.func @semi_affine(%i: index, %n: index, %m: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0)>(%i)[%n]
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) mod s1)>()[%n, %m]
  %2 = affine.apply affine_map<(d0)[s0, s1] -> (s1 * d0 + d0 * s0 + s0)>(%i)[%n, %m]
  return %0, %1, %2 : index, index, index
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s0 + s0 * s2 + s1 * s2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @semi_affine(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %arg2, %arg0]
// CHECK-NEXT:     return %arg0, %c0, %0 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
