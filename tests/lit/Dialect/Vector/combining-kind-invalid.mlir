// A `#vector.kind<...>` that names no combining kind is rejected where the attribute is
// parsed, with mlir-opt 22's two errors (the first at the keyword, the second after
// it), never printed as another kind.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @reduction(%w: vector<8xf32>) -> f32 {
  // expected-error @+2 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = "vector.reduction"(%w) <{kind = #vector.kind<bogus>}> : (vector<8xf32>) -> f32
  return %0 : f32
}

// -----

func.func @contract(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  // expected-error @+2 {{expected ::mlir::vector::CombiningKind to be one of}}
  // expected-error @+1 {{failed to parse Vector_CombiningKindAttr parameter 'value'}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<sum>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return %0 : f32
}

// -----

// A kind in an alias is read where the alias is defined.
// expected-error @+2 {{expected ::mlir::vector::CombiningKind to be one of}}
// expected-error @+1 {{failed to parse Vector_CombiningKindAttr parameter 'value'}}
#k = #vector.kind<"sum">
