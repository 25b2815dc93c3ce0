// cf.switch canonicalization patterns and the erasure of cf.assert on a constant
// true give mlir-opt 22's output (checked against it).
// RUN: rmlir-opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @only_default
// CHECK-NEXT: return %arg1 : f32
func.func @only_default(%f: i32, %x: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : f32)
  ]
^bb1(%a: f32):
  return %a : f32
}

// CHECK-LABEL: func.func @cases_like_default
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : f32),
// CHECK-NEXT: 2: ^bb2(%arg2 : f32),
// CHECK-NEXT: 3: ^bb1(%arg2 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: ^bb2(%1: f32):  // pred: ^bb0
// CHECK-NEXT: return %1 : f32
func.func @cases_like_default(%f: i32, %x: f32, %y: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : f32),
    1: ^bb1(%x : f32),
    2: ^bb2(%y : f32),
    3: ^bb1(%y : f32)
  ]
^bb1(%a: f32):
  return %a : f32
^bb2(%b: f32):
  return %b : f32
}

// CHECK-LABEL: func.func @constant_flag
// CHECK-NEXT: return %arg1 : f32
func.func @constant_flag(%x: f32, %y: f32) -> f32 {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : f32),
    7: ^bb2(%y : f32)
  ]
^bb1(%a: f32):
  return %a : f32
^bb2(%b: f32):
  return %b : f32
}

// CHECK-LABEL: func.func @pass_through
// CHECK-NEXT: "test.split"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg1 : f32),
// CHECK-NEXT: 5: ^bb2(%arg2 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%0: f32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: return %0 : f32
func.func @pass_through(%f: i32, %x: f32, %y: f32) -> f32 {
  "test.split"() [^bb0a, ^bb3] : () -> ()
^bb0a:
  cf.switch %f : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  cf.br ^bb3(%x : f32)
^bb2:
  cf.br ^bb3(%y : f32)
^bb3(%a: f32):
  return %a : f32
}

// CHECK-LABEL: func.func @same_flag
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb2(%arg3 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg1 : f32),
// CHECK-NEXT: 43: ^bb2(%arg3 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%0: f32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: return %0 : f32
func.func @same_flag(%f: i32, %x: f32, %y: f32, %z: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb3(%x : f32),
    42: ^bb3(%y : f32),
    43: ^bb3(%z : f32)
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb3(%x : f32),
    42: ^bb3(%z : f32)
  ]
^bb3(%a: f32):
  return %a : f32
}

// CHECK-LABEL: func.func @assert_true
// CHECK-NEXT: return
func.func @assert_true() {
  %true = arith.constant true
  cf.assert %true, "holds"
  return
}
