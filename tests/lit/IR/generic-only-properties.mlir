// Ops rmlir keeps in the generic form take their properties there, with the default
// values mlir-opt 22 fills in.
// RUN: rmlir-opt %s -mlir-print-op-generic | FileCheck %s
// RUN: rmlir-opt %s -mlir-print-op-generic | rmlir-opt -mlir-print-op-generic | FileCheck %s

// CHECK: "vector.extract"(%arg0) <{static_position = array<i64: 1>}> : (vector<4xf32>) -> f32
// CHECK: "vector.insert"(%arg1, %arg0) <{static_position = array<i64: 2>}> : (f32, vector<4xf32>) -> vector<4xf32>
// CHECK: "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// CHECK: "shape.const_witness"() <{passing = true}> : () -> !shape.witness
func.func @f(%v: vector<4xf32>, %s: f32) {
  %0 = "vector.extract"(%v) <{static_position = array<i64: 1>}> : (vector<4xf32>) -> f32
  %1 = "vector.insert"(%s, %v) <{static_position = array<i64: 2>}> : (f32, vector<4xf32>) -> vector<4xf32>
  %2 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
  %3 = "shape.const_witness"() <{passing = true}> : () -> !shape.witness
  return
}
