// Canonicalization of control flow and dead code: trivially dead ops (including
// allocations) are erased, unreachable blocks dropped, a dead block argument that
// only feeds itself around a loop removed with its branch operands, pass-through
// blocks skipped, constants nested in scf.if hoisted and uniqued into the function
// entry. Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @dead_and_unreachable(%x: i32, %c: i1) -> i32 {
  %unused = arith.addi %x, %x : i32
  cf.br ^bb1(%x, %x : i32, i32)
^bb1(%a: i32, %dead: i32):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  return %a : i32
^bb3:
  cf.br ^bb1(%a, %dead : i32, i32)
^bb4:
  %z = arith.muli %x, %x : i32
  return %z : i32
}
func.func @nested_consts(%c: i1, %x: index) -> index {
  %r = scf.if %c -> index {
    %c4 = arith.constant 4 : index
    %s = arith.addi %x, %c4 : index
    scf.yield %s : index
  } else {
    %c4 = arith.constant 4 : index
    scf.yield %c4 : index
  }
  %c1 = arith.constant 1 : index
  %t = arith.muli %r, %c1 : index
  return %t : index
}
func.func @alloc_dead() {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloca() : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @dead_and_unreachable(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb1(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_consts(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg1, %c4 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c4 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_dead() {
// CHECK-NEXT: return
// CHECK-NEXT: }

// A conditional branch to one block with equal operands is a plain branch; the
// branch to a block with a single predecessor is then merged into it.
func.func @identical_successors(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}
// CHECK-LABEL: func.func @identical_successors(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: return %arg0 : i32
