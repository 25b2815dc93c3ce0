// tensor.gather/scatter dims and types, tensor.bitcast widths, tensor.generate's
// argument checks in upstream's order, and tensor.from_elements' static result.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @bitcast_width(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}

// -----

func.func @bitcast_ok(%t: tensor<4xf32>) -> tensor<?xi32> {
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @gather_dims_length(%s: tensor<4x4xf32>, %i: tensor<2x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<2x2xindex>) -> tensor<2x1x4xf32>
  return
}

// -----

func.func @gather_dims_rank(%s: tensor<4x4xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %s[%i] gather_dims([2]) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x4x4xf32>
  return
}

// -----

func.func @gather_dims_order(%s: tensor<4x4xf32>, %i: tensor<2x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x4xf32>, tensor<2x2xindex>) -> tensor<2x1x1xf32>
  return
}

// -----

func.func @gather_result(%s: tensor<4x4xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op result type mismatch: expected 'tensor<2x1x4xf32>' or its rank-reduced variant 'tensor<2x4xf32>' (got: 'tensor<2x1x5xf32>')}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return
}

// -----

func.func @gather_ok(%s: tensor<4x4xf32>, %i: tensor<2x1xindex>) -> (tensor<2x1x4xf32>, tensor<2x4xf32>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x1x4xf32>
  %1 = tensor.gather %s[%i] gather_dims([0]) unique : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
  return %0, %1 : tensor<2x1x4xf32>, tensor<2x4xf32>
}

// -----

func.func @scatter_unique(%v: tensor<2x1x4xf32>, %d: tensor<4x4xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %v into %d[%i] scatter_dims([0]) : (tensor<2x1x4xf32>, tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<4x4xf32>
  return
}

// -----

func.func @scatter_source(%v: tensor<2x1x5xf32>, %d: tensor<4x4xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<2x1x4xf32>' or its rank-reduced variant 'tensor<2x4xf32>' (got: 'tensor<2x1x5xf32>')}}
  %0 = tensor.scatter %v into %d[%i] scatter_dims([0]) unique : (tensor<2x1x5xf32>, tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<4x4xf32>
  return
}

// -----

func.func @generate_arg_types(%n: index) {
  // expected-error@+1 {{all body arguments must be index}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: i32):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @from_elements_dynamic(%p: f32) {
  // expected-error@+1 {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = tensor.from_elements %p : tensor<?xf32>
  return
}
