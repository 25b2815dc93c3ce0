// Inlined ops get call-site locations: `callsite(callee at call)`, with the call
// appended at the end of an existing call-site chain; calls at an unknown location
// leave the locations alone.
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -inline=default-pipeline= -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @caller(%arg0: i32 loc("a":0:0), %arg1: i1 loc("cc":0:0)) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc(callsite("add":2:3 at "call":10:5))
// CHECK-NEXT: %1 = arith.muli %0, %arg0 : i32 loc(callsite("inner":1:1 at callsite("mid":2:2 at "call":10:5)))
// CHECK-NEXT: %2 = arith.addi %1, %1 : i32 loc("add":2:3)
// CHECK-NEXT: %3 = arith.muli %2, %1 : i32 loc(callsite("inner":1:1 at "mid":2:2))
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%arg1 : i1), ^bb1(%arg1 : i1) loc(callsite("br":1:1 at "call2":11:5))
// CHECK-NEXT: ^bb1(%4: i1 loc(callsite("barg":2:2 at "call2":11:5))):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %5 = arith.extui %4 : i1 to i32 loc(callsite("ext":3:3 at "call2":11:5))
// CHECK-NEXT: cf.br ^bb2(%5 : i32) loc(callsite("mret":4:4 at "call2":11:5))
// CHECK-NEXT: ^bb2(%6: i32 loc("call2":11:5)):  // pred: ^bb1
// CHECK-NEXT: %7 = arith.addi %3, %6 : i32 loc("sum":12:1)
// CHECK-NEXT: return %7 : i32 loc("r":13:1)
// CHECK-NEXT: } loc("caller":0:0)
// CHECK-NEXT: } loc("{{.*}}":0:0)
func.func private @callee(%x: i32 loc("arg":1:1)) -> i32 {
  %0 = arith.addi %x, %x : i32 loc("add":2:3)
  %1 = arith.muli %0, %x : i32 loc(callsite("inner":1:1 at "mid":2:2))
  return %1 : i32 loc("ret":3:3)
} loc("callee":0:0)
func.func private @multi(%c: i1 loc("c":0:0)) -> i32 {
  cf.cond_br %c, ^bb1(%c : i1), ^bb1(%c : i1) loc("br":1:1)
^bb1(%b: i1 loc("barg":2:2)):
  %0 = arith.extui %b : i1 to i32 loc("ext":3:3)
  return %0 : i32 loc("mret":4:4)
} loc("multi":0:0)
func.func @caller(%a: i32 loc("a":0:0), %c: i1 loc("cc":0:0)) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32 loc("call":10:5)
  %1 = call @callee(%0) : (i32) -> i32 loc(unknown)
  %2 = call @multi(%c) : (i1) -> i32 loc("call2":11:5)
  %3 = arith.addi %1, %2 : i32 loc("sum":12:1)
  return %3 : i32 loc("r":13:1)
} loc("caller":0:0)
