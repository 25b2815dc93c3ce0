// The op CSE keeps takes the location of the op it replaces when its own is unknown;
// ops erased as dead do not count.
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -split-input-file -cse --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// Known locations win over unknown ones; the first known one stays.
// CHECK: module {
// CHECK-NEXT: func.func @locs(%arg0: i32 loc("a":0:0)) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc("here":1:2)
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i32 loc("m":1:1)
// CHECK-NEXT: %2 = arith.subi %arg0, %arg0 : i32 loc(unknown)
// CHECK-NEXT: return %0, %0, %0, %1, %1, %2 : i32, i32, i32, i32, i32, i32 loc("r":1:1)
// CHECK-NEXT: } loc("f":0:0)
func.func @locs(%a: i32 loc("a":0:0)) -> (i32, i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("here":1:2)
  %2 = arith.addi %a, %a : i32 loc("there":3:4)
  %3 = arith.muli %a, %a : i32 loc("m":1:1)
  %4 = arith.muli %a, %a : i32 loc(unknown)
  %5 = arith.subi %a, %a : i32 loc(unknown)
  %6 = arith.subi %a, %a : i32 loc(unknown)
  return %0, %1, %2, %3, %4, %6 : i32, i32, i32, i32, i32, i32 loc("r":1:1)
} loc("f":0:0)

// -----

// A dead duplicate does not pass its location on.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @dead(%arg0: i32 loc("a":0:0)) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc(unknown)
// CHECK-NEXT: return %0 : i32 loc("r":1:1)
// CHECK-NEXT: } loc("g":0:0)
func.func @dead(%a: i32 loc("a":0:0)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("dead":1:1)
  return %0 : i32 loc("r":1:1)
} loc("g":0:0)
