// A callee whose body does not end in a known terminator (here an unregistered op,
// which the verifier accepts as a possible terminator) is not inlined; calls to it
// stay, and callers that can be inlined still are.
// RUN: rmlir-opt %s --inline -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @chain3
// CHECK: "test.opd"
func.func @chain3(%arg0: i32) -> i32 {
  %0 = arith.muli %arg0, %arg0 : i32
  "test.opd"(%0) : (i32) -> ()
}

// CHECK-LABEL: func.func @chain2
// CHECK-NEXT: %0 = call @chain3(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @chain3(%0) : (i32) -> i32
func.func @chain2(%arg0: i32) -> i32 {
  %0 = call @chain3(%arg0) : (i32) -> i32
  %1 = call @chain3(%0) : (i32) -> i32
  return %1 : i32
}

// CHECK-LABEL: func.func @chain1
// CHECK-NEXT: %0 = call @chain3(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @chain3(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
func.func @chain1(%arg0: i32) -> i32 {
  %0 = call @chain2(%arg0) : (i32) -> i32
  return %0 : i32
}
