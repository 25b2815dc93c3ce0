// The ODS type constraints of linalg ops come before their body and their
// structured-op checks, as in mlir-opt 22.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: tensor<4xf32>, %b: i1) {
  // expected-error @+1 {{'linalg.abs' op operand #1 must be variadic of shaped of any type values, but got 'i1'}}
  %0 = "linalg.abs"(%a, %b) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    %1 = math.absf %x : f32
    linalg.yield %1 : f32
  }) : (tensor<4xf32>, i1) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op result #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: f32) {
  // expected-error @+1 {{'linalg.transpose' op operand #1 must be memref of any type values or ranked tensor of any type values, but got 'f32'}}
  %0 = "linalg.transpose"(%a, %b) <{permutation = array<i64: 0>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return
}
