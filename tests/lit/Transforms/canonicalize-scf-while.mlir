// Canonicalization of scf.while: loop-invariant arguments and forwarded values,
// the condition known true in the after region (directly and through a repeated
// arith.cmpi), unused/duplicated results, unused arguments, condition operands
// aligned with the before arguments, and an scf.if on the loop condition moved into
// the after region. Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @invariant_args(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg0, %arg2) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @invariant_args(%x: i32, %y: i32) -> i32 {
  %r = scf.while (%a = %x, %b = %y) : (i32, i32) -> i32 {
    %c = "test.cond"(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %b : i32
  } do {
  ^bb0(%v: i32):
    %n = "test.next"(%v) : (i32) -> i32
    scf.yield %x, %n : i32, i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @invariant_values(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @invariant_values(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %y : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    %n = "test.next"(%u, %v) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @truth(%arg0: i32) -> (i32, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %arg0) : (i32) -> (i32, i1) {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1, %1 : i32, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i1):
// CHECK-NEXT: %1 = "test.next"(%arg1, %true) : (i32, i1) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i1
// CHECK-NEXT: }
func.func @truth(%x: i32) -> (i32, i1) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i1) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %c : i32, i1
  } do {
  ^bb0(%u: i32, %b: i1):
    %n = "test.next"(%u, %b) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i1
}

// CHECK-LABEL: func.func @cmp(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2, %true, %false) : (i32, i1, i1) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cmp(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%u: i32):
    %d = arith.cmpi slt, %u, %n : i32
    %e = arith.cmpi sge, %u, %n : i32
    %m = "test.next"(%u, %d, %e) : (i32, i1, i1) -> i32
    scf.yield %m : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @unused_result(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %2 = "test.f"(%arg1) : (i32) -> f32
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unused_result(%x: i32) -> i32 {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, f32) {
    %c = "test.cond"(%a) : (i32) -> i1
    %f = "test.f"(%a) : (i32) -> f32
    scf.condition(%c) %a, %f : i32, f32
  } do {
  ^bb0(%u: i32, %g: f32):
    %m = "test.next"(%u) : (i32) -> i32
    scf.yield %m : i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @dup(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %2 = "test.v"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.condition(%1) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @dup(%x: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    %v = "test.v"(%a) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%u: i32, %w: i32):
    %m = "test.next"(%u, %w) : (i32, i32) -> i32
    scf.yield %m : i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @unused_arg(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: %2 = "test.k"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unused_arg(%x: i32, %y: i32) -> i32 {
  %r = scf.while (%a = %x, %b = %y) : (i32, i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%u: i32):
    %m = "test.next"(%u) : (i32) -> i32
    %k = "test.k"(%u) : (i32) -> i32
    scf.yield %m, %k : i32, i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: f32) -> (f32, i32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, f32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT: %1:2 = "test.next"(%arg3, %arg2) : (f32, i32) -> (i32, f32)
// CHECK-NEXT: scf.yield %1#0, %1#1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#0 : f32, i32
// CHECK-NEXT: }
func.func @align(%x: i32, %y: f32) -> (f32, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%a, %b) : (i32, f32) -> i1
    scf.condition(%c) %b, %a : f32, i32
  } do {
  ^bb0(%u: f32, %v: i32):
    %m:2 = "test.next"(%u, %v) : (f32, i32) -> (i32, f32)
    scf.yield %m#0, %m#1 : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}

// CHECK-LABEL: func.func @movedown2(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg2) : (i32, i32) -> (i32, i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: %2 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: scf.condition(%1) %arg4, %arg3, %2 : i32, i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
// CHECK-NEXT: %1 = "test.op"(%arg4, %arg5) : (i32, i32) -> i32
// CHECK-NEXT: %2 = "test.use"(%1, %arg4) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %2, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @movedown2(%init: i32, %n: i32, %k: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %init, %b = %k) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    %s = arith.addi %a, %b : i32
    %v = scf.if %c -> (i32) {
      %x = "test.op"(%a, %s) : (i32, i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.condition(%c) %v, %a : i32, i32
  } do {
  ^bb0(%u: i32, %w: i32):
    %m = "test.use"(%u, %w) : (i32, i32) -> i32
    scf.yield %m, %u : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @movedown(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.op"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @movedown(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    %v = scf.if %c -> (i32) {
      %x = "test.op"(%a) : (i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
