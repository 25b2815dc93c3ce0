// Ops written in the generic form with the wrong number of results or operands, or
// operand segment sizes that do not add up, are rejected by the verifier with
// mlir-opt 22's messages (before any pattern or printer can rely on the counts).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @dealloc_segments(%c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op operand count (2) does not match with the total size (8) specified in attribute 'operandSegmentSizes'}}
  "bufferization.dealloc"(%c, %c) <{operandSegmentSizes = array<i32: 3, 3, 2>}> : (i1, i1) -> ()
  return
}

// -----

func.func @dealloc_no_segments(%m: memref<2xf32>) {
  // expected-error @+1 {{'bufferization.dealloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "bufferization.dealloc"(%m) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @constant_without_result(%a: i32) {
  // expected-error @+1 {{'func.constant' op requires one result}}
  "func.constant"() <{value = @constant_without_result}> : () -> ()
  return
}

// -----

func.func @metadata_results() -> i32 {
  // expected-error @+1 {{'memref.extract_strided_metadata' op expected 2 or more results}}
  %0 = "memref.extract_strided_metadata"() : () -> i32
  return %0 : i32
}

// -----

func.func @transfer_write_operands(%t: tensor<10xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op expected 2 or more operands, but found 1}}
  %0 = "vector.transfer_write"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<10xf32>) -> tensor<10xf32>
  return
}

// -----

func.func @realloc_results(%m: memref<2xf32>) {
  // expected-error @+1 {{'memref.realloc' op requires one result}}
  "memref.realloc"(%m) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @br_with_result() {
  // expected-error @+1 {{'cf.br' op requires zero results}}
  %0 = "cf.br"()[^bb1] : () -> i32
^bb1:
  return
}

// -----

func.func @expand_two_results(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op requires one result}}
  %0:2 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>)
  return
}

// -----

func.func @transpose_operands() {
  // expected-error @+1 {{'linalg.transpose' op expected 2 operands, but found 0}}
  "linalg.transpose"() <{permutation = array<i64: 0>}> ({
  ^bb0(%a: f32):
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @subview_segments(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{'memref.subview' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>, index) -> memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @cast_without_results(%a: i32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}

// -----

func.func @apply_two_results() -> index {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'affine.apply' op requires one result}}
  %0:2 = "affine.apply"(%c0) <{map = affine_map<(d0) -> (d0 mod 2)>}> : (index) -> (index, i32)
  return %0#0 : index
}

// -----

memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @load_two_results() -> f32 {
  %0 = memref.get_global @g : memref<2xf32>
  // expected-error @+1 {{'affine.load' op requires one result}}
  %1:2 = "affine.load"(%0) <{map = affine_map<() -> (1)>}> : (memref<2xf32>) -> (f32, i32)
  return %1#0 : f32
}

// -----

func.func @dealloc_result_without_retained() {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"() : () -> i1
  return
}

// -----

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "two_regions", sym_visibility = "private"}> ({
}, {
}) : () -> ()
