// vector.broadcast verifier and parser errors carry mlir-opt 22's messages.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @element_type(%x: f32) -> vector<4xi32> {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %x : f32 to vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @rank(%x: vector<2x4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %x : vector<2x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @dims(%x: vector<3xf32>) -> vector<2x4xf32> {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %x : vector<3xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @not_a_vector(%x: f32) -> f32 {
  // expected-error @+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.broadcast %x : f32 to f32
  return %0 : f32
}
