// Verifier and parser errors of the test dialect ops (and of shape, gpu and spirv ops,
// which have no lit folder of their own), with mlir-opt 22's messages.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: tensor<2xf32>, %b: memref<2xf32>) {
  // expected-error @+1 {{'test.copy' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  "test.copy"(%a, %b) : (tensor<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<2xf32>, %b: memref<2xf32>) {
  // expected-error @+1 {{'test.copy' op expected 2 operands, but found 3}}
  "test.copy"(%a, %a, %b) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func @f(%b: memref<2xf32>) {
  // expected-error @+1 {{'test.copy' op requires zero results}}
  %0 = "test.copy"(%b, %b) : (memref<2xf32>, memref<2xf32>) -> (i32)
  return
}

// -----

func.func @f(%a: memref<2xf32>, %b: memref<2xf32>) {
  // expected-error @+2 {{'test.region_buffer_based' op expects regions to end with 'test.region_yield', found 'test.foo'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'test.region_yield'}}
  "test.region_buffer_based"(%a, %b) ({
    "test.foo"() : () -> ()
  }) : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<2xf32>, %b: memref<2xf32>) {
  // expected-error @+1 {{'test.region_buffer_based' op expects region #0 to have 0 or 1 blocks}}
  "test.region_buffer_based"(%a, %b) ({
  ^bb0:
   "test.region_yield"(%a) : (memref<2xf32>) -> ()
  ^bb1:
   "test.region_yield"(%a) : (memref<2xf32>) -> ()
  }) : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.region_if' op expected 3 regions}}
  "test.region_if"(%a) ({}, {}) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.read_buffer' op operand #0 must be ranked or unranked memref of any type values, but got 'i32'}}
  "test.read_buffer"(%a) : (i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.side_effect_op' op requires one result}}
  "test.side_effect_op"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.dummy_tensor_op' op operand #0 must be TensorLikeType instance, but got 'i32'}}
  %0 = "test.dummy_tensor_op"(%a) : (i32) -> (tensor<2xf32>)
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.create_tensor_op' op result #0 must be TensorLikeType instance, but got 'i32'}}
  %0 = "test.create_tensor_op"() : () -> (i32)
  return
}

// -----

// expected-error @+1 {{'test.symbol_scope_isolated' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
"test.symbol_scope_isolated"() ({}) : () -> ()

// -----

// expected-error @+2 {{'test.symbol_scope_isolated' op expects regions to end with 'test.finish', found 'test.foo'}}
// expected-note @+1 {{in custom textual format, the absence of terminator implies 'test.finish'}}
"test.symbol_scope_isolated"() ({
  "test.foo"() : () -> ()
}) : () -> ()

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.finish' op requires zero operands}}
  "test.finish"(%a) : (i32) -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.op_commutative' op expected 4 operands, but found 1}}
  %0 = "test.op_commutative"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.br' op requires 1 successor but found 0}}
  "test.br"(%a) : (i32) -> ()
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.op_with_memread' op result #0 must be integer, but got 'f32'}}
  %0 = "test.op_with_memread"() : () -> (f32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected non-function type}}
  test.region_if_yield : 
}

// -----

func.func @f(%w: i1) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%w' expects different type than prior uses: '!shape.witness' vs 'i1'}}
  shape.assuming %w {
  }
  return
}

// -----

func.func @f(%m: memref<f32>) {
  // expected-error @+1 {{'shape.assuming_yield' op expects parent op 'shape.assuming'}}
  "shape.assuming_yield"() : () -> ()
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = gpu.alloc (%i) : memref<4xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = gpu.alloc (%i)[%i] : memref<?xf32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'spirv.Return' op requires zero operands}}
  "spirv.Return"(%a) : (i32) -> ()
}

// -----

func.func @variadic_summary(%x: f32) {
  // expected-error @+1 {{'test.op_with_variadic_results_and_folder' op operand #0 must be variadic of 32-bit signless integer, but got 'f32'}}
  %0 = "test.op_with_variadic_results_and_folder"(%x) : (f32) -> i32
  return
}
