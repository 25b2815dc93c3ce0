// Diagnostic texts and locations as mlir-opt 22 gives them: a lone `/` is a token
// the parser did not expect (reported after the previous token), errors of custom
// parsers name the op, and the reshape ops' reassociation constraint is checked
// before their own verifiers.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @slash() {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = arith.constant 1 : i32 /
  return
}

// -----

func.func @slash_type(
  // expected-error @+1 {{expected non-function type}}
  %a: /) {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @empty() {}

// -----

func.func @constant_kind() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant "x" : () -> ()
  return
}

// -----

func.func @tensor_reassociation(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = tensor.collapse_shape %t [[0.5]] : tensor<4xf32> into tensor<4xf32>
  return
}

// -----

func.func @memref_reassociation(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = memref.collapse_shape %m [[0 : i32]] : memref<4xf32> into memref<4xf32>
  return
}
