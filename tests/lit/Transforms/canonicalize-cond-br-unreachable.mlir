// A cf.cond_br successor holding nothing but ub.unreachable is never taken: the
// branch goes to the other successor, as mlir-opt 22 canonicalizes it. A block that
// does anything before ub.unreachable is kept, and so is a cf.switch case.
// RUN: rmlir-opt %s --canonicalize -split-input-file -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @false_dest
// CHECK-NEXT: return %arg1 : i32
func.func @false_dest(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  ub.unreachable
}

// -----

// CHECK-LABEL: func.func @true_dest
// CHECK-NEXT: return %arg1 : i32
func.func @true_dest(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @both
// CHECK-NEXT: ub.unreachable
func.func @both(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  ub.unreachable
}

// -----

// CHECK-LABEL: func.func @kept
// CHECK: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK: "test.foo"() : () -> ()
// CHECK-NEXT: ub.unreachable
func.func @kept(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  return %a : i32
^bb2:
  "test.foo"() : () -> ()
  ub.unreachable
}

// -----

// CHECK-LABEL: func.func @switch_kept
// CHECK: cf.switch
// CHECK: ub.unreachable
func.func @switch_kept(%x: i32, %y: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1,
    0: ^bb2
  ]
^bb1:
  return %y : i32
^bb2:
  ub.unreachable
}
