// Canonicalization of the func dialect: func.constant folds to its symbol (so
// duplicates are uniqued and its result is named %f), and func.call_indirect through
// a constant callee becomes func.call. Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK: func.func private @callee(i32) -> i32
func.func private @callee(i32) -> i32

// CHECK-LABEL: func.func @known_callee(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @known_callee(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func @constants_uniqued() {
// CHECK-NEXT: %f = constant @callee : (i32) -> i32
// CHECK-NEXT: "test.use"(%f, %f) : ((i32) -> i32, (i32) -> i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @constants_uniqued() {
  %g = func.constant @callee : (i32) -> i32
  %h = func.constant @callee : (i32) -> i32
  "test.use"(%g, %h) : ((i32) -> i32, (i32) -> i32) -> ()
  return
}

// CHECK-LABEL: func.func @dynamic_callee(%arg0: (i32) -> i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call_indirect %arg0(%arg1) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @dynamic_callee(%f: (i32) -> i32, %a: i32) -> i32 {
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
