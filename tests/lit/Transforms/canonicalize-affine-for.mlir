// Canonicalization of affine.for and affine.parallel: bounds whose operands are
// constants fold to constant bounds, bound maps are composed and canonicalized with
// their operands, max/min bound results that can never win are dropped, loops that
// run zero times fold to their initial values, and loops whose body only yields are
// replaced by what they yield. Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize --split-input-file | FileCheck %s

// Constant bounds and a bound composed with an affine.apply.
func.func @bounds(%n: index) {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  affine.for %i = affine_map<(d0) -> (d0)>(%c2) to %c10 {
    affine.for %j = affine_map<(d0) -> (d0 * 2)>(%0) to affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n] {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%c2, %c10) to min affine_map<(d0, d1) -> (d0 * 3, d1)>(%c10, %n) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// CHECK: #map = affine_map<()[s0] -> (s0 * 2 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (30, s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @bounds(%arg0: index) {
// CHECK-NEXT:     affine.for %arg1 = 2 to 10 {
// CHECK-NEXT:       affine.for %arg2 = #map()[%arg0] to #map1(%arg1)[%arg0] {
// CHECK-NEXT:         "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg1 = 10 to min #map2()[%arg0] {
// CHECK-NEXT:       "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Results of a max lower bound or a min upper bound decided by the outer loop's
// bounds.
func.func @min_max_bounds() {
  affine.for %i = 2 to 8 {
    affine.for %j = max affine_map<(d0) -> (1, d0)>(%i) to min affine_map<(d0) -> (100, d0 + 4, 20)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @min_max_bounds() {
// CHECK-NEXT:     affine.for %arg0 = 2 to 8 {
// CHECK-NEXT:       affine.for %arg1 = #map(%arg0) to #map1(%arg0) {
// CHECK-NEXT:         "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Zero-trip loops, loops that only yield their iter_args (in order, swapped, or a
// value from outside), and an empty loop without results.
func.func @empty_loops(%n: index, %x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %r = affine.for %i = 0 to 0 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  %s = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    affine.yield %a : f32
  }
  %t = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {
    affine.yield %y : f32
  }
  %u:2 = affine.for %i = 0 to 1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  %v:2 = affine.for %i = 0 to 5 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  affine.for %i = 0 to 4 {
  }
  return %r, %s, %t, %u#0, %u#1, %v#0, %v#1 : f32, f32, f32, f32, f32, f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @empty_loops(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %0:2 = affine.for %arg3 = 0 to 5 iter_args(%arg4 = %arg1, %arg5 = %arg2) -> (f32, f32) {
// CHECK-NEXT:       affine.yield %arg5, %arg4 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1, %arg1, %arg2, %arg2, %arg1, %0#0, %0#1 : f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// A loop yielding its induction variable is kept.
func.func @yield_iv(%x: index) -> index {
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (index) {
    affine.yield %i : index
  }
  return %r : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @yield_iv(%arg0: index) -> index {
// CHECK-NEXT:     %0 = affine.for %arg1 = 0 to 4 iter_args(%arg2 = %arg0) -> (index) {
// CHECK-NEXT:       affine.yield %arg1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Constants inside affine loops are hoisted to the function entry; the bounds of
// affine.parallel are composed and canonicalized.
func.func @parallel(%n: index, %A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  affine.parallel (%i, %j) = (0, %c0) to (%0, 10) {
    %c3 = arith.constant 3 : index
    %v = affine.load %A[%i + %j + %c3] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 8 {
    %c5 = arith.constant 5 : index
    "test.use"(%c5) : (index) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @parallel(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     affine.parallel (%arg2, %arg3) = (0, 0) to (symbol(%arg0) * 2, 10) {
// CHECK-NEXT:       %0 = affine.load %arg1[%arg2 + %arg3 + 3] : memref<?xf32>
// CHECK-NEXT:       affine.store %0, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       "test.use"(%c5) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
