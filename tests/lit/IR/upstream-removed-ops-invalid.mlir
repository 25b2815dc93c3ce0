// Ops that MLIR 22 does not register are rejected as mlir-opt 22 rejects them:
// `vector.splat` (removed upstream in favour of vector.broadcast) and
// `memref.tag_offset` (never an upstream op).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @splat_custom(%s: f32) -> vector<4xf32> {
  // expected-error @+1 {{custom op 'vector.splat' is unknown}}
  %0 = vector.splat %s : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @splat_generic(%s: f32) -> vector<4xf32> {
  // expected-error @+1 {{unregistered operation 'vector.splat' found in dialect ('vector') that does not allow unknown operations}}
  %0 = "vector.splat"(%s) : (f32) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @tag_offset() {
  // expected-error @+1 {{unregistered operation 'memref.tag_offset' found in dialect ('memref') that does not allow unknown operations}}
  "memref.tag_offset"() : () -> ()
  return
}
