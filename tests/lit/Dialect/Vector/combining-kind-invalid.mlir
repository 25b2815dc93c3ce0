// A `#vector.kind<...>` that names no combining kind is rejected, never printed as
// another kind. mlir-opt 22 rejects it where the attribute is parsed (with a second
// error, "failed to parse Vector_CombiningKindAttr parameter 'value' ..."); rmlir keeps
// dialect attributes as written and reports the first text from the op's verifier.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @reduction(%w: vector<8xf32>) -> f32 {
  // expected-error @+1 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  %0 = "vector.reduction"(%w) <{kind = #vector.kind<bogus>}> : (vector<8xf32>) -> f32
  return %0 : f32
}

// -----

func.func @contract(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  // expected-error @+1 {{expected ::mlir::vector::CombiningKind to be one of}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<sum>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return %0 : f32
}

