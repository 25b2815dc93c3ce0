// The destination-style checks come first on linalg ops: one tensor result per tensor
// init with the init's type; then the mix of tensors and memrefs is rejected.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @result_type(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error@+1 {{'linalg.matmul' op expected type of operand #2 ('tensor<4x4xf32>') to match type of corresponding result ('tensor<4x5xf32>')}}
  %0 = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x5xf32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @mixed(%a: memref<4xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @mixed_with_result(%a: memref<4xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected to have pure tensor or buffer semantics}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0) -> (d0, d0)>
func.func @map_rank(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected operand #1 rank (1) to match the result rank of indexing_map (2)}}
  linalg.generic {indexing_maps = [#id, #id2], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
