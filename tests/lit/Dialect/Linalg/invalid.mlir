// linalg verifier and parser errors carry upstream's messages (checked against mlir-opt 22).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @a(%c: tensor<4xf32>, %d: tensor<4xf64>, %s: f32) {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('f32') to match output element type ('f64')}}
  %0 = linalg.fill ins(%s : f32) outs(%d : tensor<4xf64>) -> tensor<4xf64>
  return
}
// -----
func.func @a(%c: tensor<4xf32>, %ci: tensor<4xi32>) {
  // expected-error @+1 {{custom op 'linalg.abs' unsupported non numeric type}}
  %0 = linalg.abs ins(%ci : tensor<4xi32>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  return
}
// -----
func.func @a(%c: tensor<4xf32>) {
  %0 = linalg.add ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{custom op 'linalg.add' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}
// -----
func.func @a(%b: tensor<4xi1>) {
  // expected-error @+1 {{custom op 'linalg.sub' unsupported operation: sub with bools}}
  %0 = linalg.sub ins(%b, %b : tensor<4xi1>, tensor<4xi1>) outs(%b : tensor<4xi1>) -> tensor<4xi1>
  return
}
// -----
func.func @a(%d: tensor<4x8xf32>, %e: tensor<8x5xf32>) {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 1) = 5 doesn't match dim(input, permutation[1]) = 4}}
  %0 = linalg.transpose ins(%d : tensor<4x8xf32>) outs(%e : tensor<8x5xf32>) permutation = [1, 0]
  return
}
// -----
func.func @a(%d: tensor<4x8xf32>, %e: tensor<8x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%d : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 1]
  return
}
// -----
func.func @a(%c: tensor<4xf32>, %d: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 8}}
  %0 = linalg.broadcast ins(%c : tensor<4xf32>) outs(%d : tensor<4x8xf32>) dimensions = [0]
  return
}
// -----
func.func @a(%c: tensor<4xf32>, %d: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %0 = linalg.broadcast ins(%c : tensor<4xf32>) outs(%d : tensor<4x8xf32>) dimensions = [1, 0]
  return
}
// -----
func.func @a(%c: tensor<4xf32>, %d: tensor<5xf32>) {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4) to match shape of output (5)}}
  %0 = linalg.map { arith.negf } ins(%c : tensor<4xf32>) outs(%d : tensor<5xf32>)
  return
}
// -----
func.func @a(%c: tensor<4xf32>, %d: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [4] doesn't match input dimensions after reduction [8]}}
  %0 = linalg.reduce { arith.addf } ins(%d : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [0]
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @a(%c: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%c : tensor<4xf32>) {
  ^bb0(%o: f32):
    %i = arith.constant 1 : i32
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %i : i32
  } -> tensor<4xf32>
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @a(%c: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (2) to be equal to the number of input/output operands (1)}}
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} outs(%c : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @a(%c: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%c : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @a(%c: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%c : tensor<4xf32>) {
  ^bb0(%o: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @a(%c: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (foo)}}
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["foo"]} outs(%c : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @a(%c: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  %0 = linalg.generic {indexing_maps = [#map]} outs(%c : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @a(%c: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%c : tensor<4xf32>) {
  ^bb0(%o: f64):
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('f64') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %o : f64
  } -> tensor<4xf32>
  return
}
// -----
func.func @a(%c: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'linalg.copy' op expected to have pure tensor or buffer semantics}}
  linalg.copy ins(%c : tensor<4xf32>) outs(%m : memref<4xf32>)
  return
}
