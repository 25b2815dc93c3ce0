// CSE in graph regions and on a module: in a single-block graph region only the uses
// in ops that have no equivalent in the table yet are replaced, and the duplicate is
// erased once it has no uses left; a module's top level is a graph region and its
// functions are simplified with tables of their own.
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -cse | FileCheck %s

// Uses before definitions: the use in %0 was already seen, so the second constant
// keeps it and stays; %3 is replaced by %0 everywhere.
// CHECK: module {
// CHECK-NEXT: func.func @graph() {
// CHECK-NEXT: test.graph_region {
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c1_i32_0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT: "foo.yield"(%0, %0, %1, %0) : (i32, i32, i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @graph() {
  test.graph_region {
    %0 = arith.addi %1, %2 : i32
    %1 = arith.constant 1 : i32
    %2 = arith.constant 1 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %1, %1 : i32
    %5 = arith.addi %2, %2 : i32
    "foo.yield"(%0, %3, %4, %5) : (i32, i32, i32, i32) -> ()
  }
  return
}

// -----

// Top-level ops of the module are CSE'd too; each function starts afresh.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: "foo.use"(%c1_i32, %c1_i32) : (i32, i32) -> ()
// CHECK-NEXT: func.func @f() -> (i32, i32) {
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32_0, %c1_i32_0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
%0 = arith.constant 1 : i32
%1 = arith.constant 1 : i32
"foo.use"(%0, %1) : (i32, i32) -> ()
func.func @f() -> (i32, i32) {
  %2 = arith.constant 1 : i32
  %3 = arith.constant 1 : i32
  return %2, %3 : i32, i32
}

// -----

// The module's top level is a graph region: %2 was seen before %1 is CSE'd, so it
// keeps its use of %1, which stays.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c1_i32_0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: }
%2 = arith.addi %0, %1 : i32
%0 = arith.constant 1 : i32
%1 = arith.constant 1 : i32
"foo.use"(%2) : (i32) -> ()

// -----

// Nested modules and their functions.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @inner() -> (i32, i32) {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: return %c4_i32, %c4_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outer() -> i32 {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: builtin.module {
// CHECK-NEXT: func.func @deep() -> (i32, i32) {
// CHECK-NEXT: %c4_i32_0 = arith.constant 4 : i32
// CHECK-NEXT: return %c4_i32_0, %c4_i32_0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %c4_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  func.func @inner() -> (i32, i32) {
    %0 = arith.constant 4 : i32
    %1 = arith.constant 4 : i32
    return %0, %1 : i32, i32
  }
}
func.func @outer() -> i32 {
  %0 = arith.constant 4 : i32
  builtin.module {
    func.func @deep() -> (i32, i32) {
      %x = arith.constant 4 : i32
      %y = arith.constant 4 : i32
      return %x, %y : i32, i32
    }
  }
  return %0 : i32
}
