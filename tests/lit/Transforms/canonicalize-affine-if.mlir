// Canonicalization of affine.if: the condition set is composed with the affine.apply
// ops producing its operands and canonicalized with them (symbols promoted,
// duplicates merged, constants folded in), an else block that only yields is
// removed, and ifs on the trivially true (0 == 0) or empty (1 == 0) set are replaced
// by the matching block. Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize --split-input-file | FileCheck %s

// Condition canonicalization and a dead else.
func.func @condition(%i: index, %n: index) {
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0) -> (d0 + 2)>(%n)
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d0 - 2 >= 0)>(%0, %0) {
    "test.a"() : () -> ()
  } else {
  }
  affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%c5) {
    "test.c"() : () -> ()
  }
  affine.for %j = 0 to 16 {
    affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 >= 0)>(%j)[%n] {
      "test.d"() : () -> ()
    }
  }
  return
}

// CHECK: #set = affine_set<()[s0] : (0 >= 0, s0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<() : (2 >= 0)>
// CHECK-NEXT: #set2 = affine_set<(d0)[s0] : (d0 - 2 >= 0, -d0 + s0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @condition(%arg0: index, %arg1: index) {
// CHECK-NEXT:     affine.if #set()[%arg1] {
// CHECK-NEXT:       "test.a"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.if #set1() {
// CHECK-NEXT:       "test.c"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 16 {
// CHECK-NEXT:       affine.if #set2(%arg2)[%arg1] {
// CHECK-NEXT:         "test.d"() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Trivially true and false conditions, with and without results and else blocks.
func.func @constant_conditions(%x: f32, %y: f32) -> (f32, f32) {
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    %s = arith.addf %x, %y : f32
    affine.yield %s : f32
  } else {
    affine.yield %y : f32
  }
  %s = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.b"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.b"() : () -> ()
  } else {
    "test.e"() : () -> ()
  }
  return %r, %s : f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @constant_conditions(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:     "test.e"() : () -> ()
// CHECK-NEXT:     return %0, %arg1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Ifs with results or a non-empty else keep their else block.
func.func @kept_else(%i: index, %x: f32, %y: f32) -> f32 {
  %r = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
    "test.x"() : () -> ()
  } else {
    "test.y"() : () -> ()
  }
  return %r : f32
}

// CHECK: #set = affine_set<()[s0] : (s0 - 5 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @kept_else(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = affine.if #set()[%arg0] -> f32 {
// CHECK-NEXT:       affine.yield %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.if #set()[%arg0] {
// CHECK-NEXT:       "test.x"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "test.y"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
