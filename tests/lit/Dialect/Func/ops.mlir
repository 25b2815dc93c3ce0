// func and builtin custom forms print like mlir-opt 22 (cf ops are written generic here:
// their custom form comes with the cf dialect work, so only the block structure is checked).
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: module @m attributes {test.attr = 1 : i64} {
module @m attributes {test.attr = 1} {
  // CHECK: func.func private @decl(i32 {test.a}, f32) -> (i1 {test.r})
  func.func private @decl(i32 {test.a}, f32) -> (i1 {test.r})
  // CHECK: func.func @add(%arg0: i32, %arg1: memref<?xf32, #map>) -> i32 attributes {test.z} {
  // CHECK-NEXT: %0:2 = "test.two"(%arg0) : (i32) -> (i32, i32)
  // CHECK-NEXT: %1 = "test.cst"() : () -> f32
  // CHECK-NEXT: %2 = "test.fn"() : () -> ((i32) -> i32)
  // CHECK-NEXT: %3 = call @decl(%0#1, %1) : (i32, f32) -> i1
  // CHECK-NEXT: %4 = call_indirect %2(%0#0) : (i32) -> i32
  // CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i32 to i64
  // CHECK-NEXT: return %0#0 : i32
  // CHECK-NEXT: }
  func.func @add(%a: i32, %b: memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) -> i32 attributes {test.z} {
    %0:2 = "test.two"(%a) : (i32) -> (i32, i32)
    %c = "test.cst"() : () -> f32
    %f = "test.fn"() : () -> ((i32) -> i32)
    %1 = func.call @decl(%0#1, %c) : (i32, f32) -> i1
    %2 = func.call_indirect %f(%0#0) : (i32) -> i32
    %3 = builtin.unrealized_conversion_cast %2 : i32 to i64
    return %0#0 : i32
  }
  func.func private @values() -> (f32, (i32) -> i32)
  // CHECK: func.func @cfg(%arg0: i1) {
  // CHECK-NEXT: cf.cond_br
  // CHECK-NEXT: ^bb1:  // pred: ^bb0
  // CHECK-NEXT: {{.*}}cf.br{{.*}}^bb3
  // CHECK-NEXT: ^bb2:  // pred: ^bb0
  // CHECK-NEXT: {{.*}}cf.br{{.*}}^bb3
  // CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
  // CHECK-NEXT: return
  func.func @cfg(%c: i1) {
    "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    "cf.br"()[^bb3] : () -> ()
  ^bb2:
    "cf.br"()[^bb3] : () -> ()
  ^bb3:
    return
  }
}

// GENERIC: "builtin.module"() <{sym_name = "m"}> ({
// GENERIC: "func.func"() <{arg_attrs = [{test.a}, {}], function_type = (i32, f32) -> i1, res_attrs = [{test.r}], sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC: "func.call"(%{{.*}}#1, %{{.*}}) <{callee = @decl}> : (i32, f32) -> i1
// GENERIC: "func.return"(%{{.*}}#0) : (i32) -> ()
// GENERIC: }) {test.z} : () -> ()
// GENERIC: }) {test.attr = 1 : i64} : () -> ()
