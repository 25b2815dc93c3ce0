// Properties with a default value (MLIR's DefaultValuedAttr) are filled in when the
// generic form leaves them out; optional ones stay absent.
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s

// CHECK: "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK: "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK: "arith.extf"(%arg2) : (f16) -> f32
// CHECK: "math.exp"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
func.func @f(%a: i32, %b: f32, %h: f16) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.addf"(%b, %b) : (f32, f32) -> f32
  %2 = "arith.extf"(%h) : (f16) -> f32
  %3 = "math.exp"(%b) : (f32) -> f32
  return
}
