// --verify-roundtrip prints the parsed IR in the generic form with locations and in
// the custom form, parses each back and compares the generic prints: IR that survives
// both is printed as without the flag.
// RUN: rmlir-opt %s --verify-roundtrip --split-input-file | FileCheck %s
// RUN: rmlir-opt %s --verify-roundtrip --split-input-file --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @loop
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (i32) {
// CHECK: %[[B:.*]] = arith.addi %[[A]], %{{.*}} : i32
// CHECK: scf.yield %[[B]] : i32
// LOC: loc("here":1:2)
func.func @loop(%lb: index, %ub: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %x : i32 loc("here":1:2)
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @data
// CHECK: arith.constant dense<"0x{{[0-9A-F]+}}"> : tensor<101xi1>
// CHECK: memref.subview %{{.*}}[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
func.func @data(%m: memref<4xf32>) -> tensor<101xi1> {
  %c = arith.constant dense<[true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false]> : tensor<101xi1>
  %s = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %c : tensor<101xi1>
}
