// Canonicalization of scf.for: loop-carried values that never change, are unused or
// duplicate another are dropped; loops with a constant trip count of zero or one
// disappear (signed or `unsigned` comparison, zero or negative steps count as no
// iteration, bounds wrap in their width); empty loops running several times yield
// their outside values; tensor.cast of a carried tensor moves into the loop.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @dup_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: %2 = arith.addi %1, %arg4 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0, %arg4 : i32, i32, i32
// CHECK-NEXT: }
func.func @dup_iter_args(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a, %z = %b) -> (i32, i32, i32) {
    %s = arith.addi %x, %y : i32
    %t = arith.addi %s, %z : i32
    scf.yield %t, %t, %z : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// CHECK-LABEL: func.func @inityield(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.op"(%arg3) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3 : i32
// CHECK-NEXT: }
func.func @inityield(%lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    "test.op"(%x) : (i32) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @unusedres(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unusedres(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %y = "test.op"() : () -> i32
    scf.yield %y : i32
  }
  return
}

// CHECK-LABEL: func.func @step0(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @step0(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c0 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @keep(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> (i32, f32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = "test.op"(%arg6) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg4 : i32, f32
// CHECK-NEXT: }
func.func @keep(%lb: index, %ub: index, %s: index, %a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, f32) {
    %z = "test.op"(%x) : (i32) -> i32
    scf.yield %z, %y : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// CHECK-LABEL: func.func @trip0(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @trip0(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c4 to %c0 step %c4 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @trip1(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = "test.op"(%arg0, %c0) : (i32, index) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @trip1(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c4 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @trip1u(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @trip1u(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant -4 : i32
  %r = scf.for unsigned %i = %c0 to %c4 step %c4 iter_args(%x = %a) -> (i32) : i32 {
    %y = "test.op"(%x, %i) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @empty(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c4 : index
// CHECK-NEXT: %1 = scf.for %arg3 = %arg0 to %0 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @empty(%lb: index, %a: i32, %b: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @empty_const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @empty_const(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @addc(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c4 : index
// CHECK-NEXT: %1 = scf.for %arg2 = %arg0 to %0 step %c4 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %2 = "test.op"(%arg3, %arg2) : (i32, index) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @addc(%lb: index, %a: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @same(%arg0: index, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
func.func @same(%lb: index, %s: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %s iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @negstep(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @negstep(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  %r = scf.for %i = %c0 to %c4 step %cm1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @uns(%arg0: i32) -> i32 {
// CHECK-NEXT: %c-8_i32 = arith.constant -8 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: %0 = scf.for unsigned %arg1 = %c4_i32 to %c-8_i32 step %c20_i32 iter_args(%arg2 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %2 = "test.op"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @uns(%a: i32) -> i32 {
  %c0 = arith.constant -8 : i32
  %c4 = arith.constant 4 : i32
  %c20 = arith.constant 20 : i32
  %r = scf.for unsigned %i = %c4 to %c0 step %c20 iter_args(%x = %a) -> (i32) : i32 {
    %y = "test.op"(%x, %i) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  %s = scf.for %i = %c4 to %c0 step %c20 iter_args(%x = %a) -> (i32) : i32 {
    %y = "test.op"(%x, %i) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  %t = arith.addi %r, %s : i32
  return %t : i32
}

// CHECK-LABEL: func.func @twoiter_empty(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @twoiter_empty(%a: i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c4 step %c1 {
  }
  return
}

// CHECK-LABEL: func.func @i8(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @i8(%a: i32) -> i32 {
  %c0 = arith.constant -128 : i8
  %c4 = arith.constant 127 : i8
  %c1 = arith.constant 100 : i8
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) : i8 {
    %y = "test.op"(%x, %i) : (i32, i8) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @cast(%arg0: tensor<4xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?xf32> {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT: %cast_0 = tensor.cast %arg5 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: %1 = "test.op"(%cast_0) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: scf.yield %cast_1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
func.func @cast(%t: tensor<4xf32>, %lb: index, %ub: index, %s: index) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?xf32>) {
    %n = "test.op"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
