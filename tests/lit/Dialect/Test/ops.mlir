// Custom forms of the test dialect ops print like mlir-opt 22; the generic form of the
// same IR prints back to the same custom form.
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @buffers(%arg0: memref<2xf32>, %arg1: memref<2xf32>) {
func.func @buffers(%a: memref<2xf32>, %b: memref<2xf32>) {
  // CHECK-NEXT: test.copy(%arg0, %arg1) : (memref<2xf32>, memref<2xf32>)
  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)
  // CHECK-NEXT: test.buffer_based in(%arg0 : memref<2xf32>) out(%arg1 : memref<2xf32>) {x = 1 : i64}
  test.buffer_based in(%a: memref<2xf32>) out(%b: memref<2xf32>) {x = 1}
  // CHECK-NEXT: test.region_buffer_based in(%arg0 : memref<2xf32>) out(%arg1 : memref<2xf32>) {
  // CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
  // CHECK-NEXT:   test.region_yield %arg2 : f32
  // CHECK-NEXT: }
  test.region_buffer_based in(%a: memref<2xf32>) out(%b: memref<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    test.region_yield %x : f32
  }
  // CHECK-NEXT: "test.read_buffer"(%arg0) : (memref<2xf32>) -> ()
  "test.read_buffer"(%a) : (memref<2xf32>) -> ()
  // CHECK-NEXT: %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
  %0 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i1
  // CHECK-NEXT: "test.source"(%arg0) : (memref<2xf32>) -> ()
  "test.source"(%a) : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @region_if(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
func.func @region_if(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {
  // CHECK-NEXT: %0 = test.region_if %arg0: memref<2xf32> -> memref<2xf32> then {
  // CHECK-NEXT: ^bb0(%arg2: memref<2xf32>):
  // CHECK-NEXT:   test.region_if_yield %arg2 : memref<2xf32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: ^bb0(%arg2: memref<2xf32>):
  // CHECK-NEXT:   test.region_if_yield %arg2 : memref<2xf32>
  // CHECK-NEXT: } join {
  // CHECK-NEXT: ^bb0(%arg2: memref<2xf32>):
  // CHECK-NEXT:   test.region_if_yield %arg2 : memref<2xf32>
  // CHECK-NEXT: }
  %1 = test.region_if %a : memref<2xf32> -> (memref<2xf32>) then {
    ^bb0(%arg1 : memref<2xf32>):
      test.region_if_yield %arg1 : memref<2xf32>
    } else {
    ^bb0(%arg1 : memref<2xf32>):
      test.region_if_yield %arg1 : memref<2xf32>
    } join {
    ^bb0(%arg1 : memref<2xf32>):
      test.region_if_yield %arg1 : memref<2xf32>
    }
  // CHECK-NEXT: test.region_if %arg1: i1 -> () then {
  // CHECK-NEXT: ^bb0(%arg2: i1):
  // CHECK-NEXT:   test.region_if_yield  : {{$}}
  // CHECK-NEXT: } else {
  // CHECK-NEXT: ^bb0(%arg2: i1):
  // CHECK-NEXT:   test.region_if_yield  :  {a}
  // CHECK-NEXT: } join {
  // CHECK-NEXT:   test.region_if_yield  : {{$}}
  // CHECK-NEXT: }
  test.region_if %c : i1 -> () then {
    ^bb0(%x: i1):
      "test.region_if_yield"() : () -> ()
    } else {
    ^bb0(%x: i1):
      "test.region_if_yield"() {a} : () -> ()
    } join {
      "test.region_if_yield"() : () -> ()
    }
  return %1 : memref<2xf32>
}

// CHECK-LABEL: func.func @regions(%arg0: f32, %arg1: f32) {
func.func @regions(%a: f32, %b: f32) {
  // CHECK-NEXT: test.graph_region {
  // CHECK-NEXT:   %3 = "foo.x"(%4) : (i32) -> i32
  // CHECK-NEXT:   %4 = "foo.y"() : () -> i32
  // CHECK-NEXT: }
  test.graph_region {
    %2 = "foo.x"(%3) : (i32) -> i32
    %3 = "foo.y"() : () -> i32
  }
  // CHECK-NEXT: test.graph_region attributes {a} {
  // CHECK-NEXT: }
  test.graph_region attributes {a} {
  }
  // CHECK-NEXT: %0 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
  // CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
  // CHECK-NEXT:   test.region_yield %arg2 : f32
  // CHECK-NEXT: } : f32, f32 -> f32
  %0 = test.cse_of_single_block_op inputs(%a, %b) {
  ^bb0(%x: f32, %y: f32):
    test.region_yield %x : f32
  } : f32, f32 -> f32
  // CHECK-NEXT: %1 = test.cse_of_single_block_op {z = 3 : i64} inputs() {
  // CHECK-NEXT:   test.region_yield %arg0 : f32 {q}
  // CHECK-NEXT: } :  -> f32
  %1 = "test.cse_of_single_block_op"() ({
    "test.region_yield"(%a) {q} : (f32) -> ()
  }) {z = 3} : () -> (f32)
  // CHECK-NEXT: %2:2 = test.isolated_one_region_op %arg0, %arg1 {
  // CHECK-NEXT:   "foo.bar"() : () -> ()
  // CHECK-NEXT: } : f32, f32 -> i32, i32
  %2:2 = test.isolated_one_region_op %a, %b {
    "foo.bar"() : () -> ()
  } : f32, f32 -> i32, i32
  // CHECK-NEXT: test.isolated_one_region_op attributes {x}  {
  // CHECK-NEXT: } :  -> {{$}}
  "test.isolated_one_region_op"() ({
  }) {x} : () -> ()
  return
}

// CHECK-LABEL: func.func @types(
// CHECK-SAME: %arg0: !test.test_tensor<[32, 64], f64>, %arg1: tensor<?xf32, #test.tensor_encoding<"hello">>)
// CHECK-NEXT: %0 = "test.dummy_tensor_op"(%arg0) : (!test.test_tensor<[32, 64], f64>) -> !test.test_tensor<[32, 128], f64>
// CHECK-NEXT: %1 = "test.create_tensor_op"() : () -> tensor<?xf32, #test.tensor_encoding<"hello">>
func.func @types(%arg: !test.test_tensor<[32, 64], f64>, %t: tensor<?xf32, #test.tensor_encoding<"hello">>)
    -> !test.test_tensor<[32, 128], f64> {
  %out = "test.dummy_tensor_op"(%arg) : (!test.test_tensor<[32, 64], f64>)
    -> !test.test_tensor<[32, 128], f64>
  %c = "test.create_tensor_op"() : () -> tensor<?xf32, #test.tensor_encoding<"hello">>
  return %out : !test.test_tensor<[32, 128], f64>
}

// CHECK-LABEL: "test.symbol_scope_isolated"() ({
// CHECK-NEXT: func.func private @inner()
// CHECK-NEXT: "test.finish"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"test.symbol_scope_isolated"() ({
  func.func private @inner()
  "test.finish" () : () -> ()
}) : () -> ()
