// A pass-through branch is not collapsed into a block whose unconditional branches
// lead around a cycle (LLVM 22's collapseBranch check; without it the canonicalizer
// never terminates on such loops). Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

func.func @chain(%x: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  cf.br ^bb2(%a : i32)
^bb2(%b: i32):
  "test.use"(%b) : (i32) -> ()
  cf.br ^bb3(%b : i32)
^bb3(%d: i32):
  "test.use"(%d) : (i32) -> ()
  cf.br ^bb2(%d : i32)
}

// CHECK: module {
// CHECK-LABEL: func.func @chain(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb2(%1 : i32)
// CHECK-NEXT: }

func.func @cycle(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  cf.br ^bb2(%a : i32)
^bb2(%b: i32):
  cf.br ^bb1(%b : i32)
}
func.func @cycle2(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  cf.br ^bb2(%a : i32)
^bb2(%b: i32):
  cf.br ^bb1(%b : i32)
}

// CHECK-LABEL: func.func @cycle(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cycle2(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-NEXT: }
