// tensor verifier and parser errors carry upstream's messages (checked against mlir-opt 22).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x5xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank. }}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4x4xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xi32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = tensor.extract_slice %t[0, 0, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16xf32> to tensor<4x4x4xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.extract_slice %t[6, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -4}}
  %0 = tensor.extract_slice %t[0, 0] [-4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %t into %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> into tensor<8x16xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<8x16xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i] : tensor<8x16xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%i) : tensor<8x16xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<8x16xf32>' and result type 'tensor<8x17xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<8x16xf32> to tensor<8x17xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %f : tensor<2xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  %0 = tensor.extract %f[%i] : f32
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.generate %i {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<8x16xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate {
  ^bb0(%x: index):
    tensor.yield %f : f32
  } : tensor<8x16xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate {
  ^bb0(%x: index, %y: index):
    tensor.yield %i : index
  } : tensor<8x16xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{specified type 'tensor<10x17xf32>' does not match the inferred type 'tensor<10x18xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<8x16xf32> to tensor<10x17xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%x: index):
    tensor.yield %f : f32
  } : tensor<8x16xf32> to tensor<10x18xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%x: index, %y: index):
    tensor.yield %i : index
  } : tensor<8x16xf32> to tensor<10x18xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.splat %f : tensor<?x16xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 1 of collapsed type to be static value of 17}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x17xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 128}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<127xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<17x16xf32>'does not match inferred shape 'tensor<16x16xf32>' static sizes}}
  %0 = tensor.concat dim(0) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<17x16xf32>
  return
}
// -----
func.func @a(%t: tensor<8x16xf32>, %i: index, %f: f32, %s: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<8x16xf32>, tensor<2xindex>) -> tensor<8x17xf32>
  return
}
