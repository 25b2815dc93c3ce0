// Parse errors worded and ordered as mlir-opt 22 has them: a lexer error in the token
// after an unknown op's name wins over the unknown op; alias definitions say which
// kind they define; errors of custom parsers carry the op's name; a failed dynamic
// index list ends with an error at the op's name.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @f() {
  // expected-error @+1 {{expected '"' in string literal}}
  %0 = test.ba"r
  return
}

// -----

// expected-error @+1 {{expected '=' in attribute alias definition}}
#set0 affine_set<(d0) : (d0 >= 0)>

// -----

// expected-error @+1 {{expected '=' in type alias definition}}
!type , i32

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 1 t2(%n : index) {
  }
  return
}

// -----

func.func @f(%t: tensor<?xf32>, %i: index) {
  // expected-error @+2 {{custom op 'tensor.extract_slice' integer value too large}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[%i][%i][18446744073709551616] : tensor<?xf32> to tensor<?xf32>
  return
}

// -----

func.func @f(%t: tensor<?xf32>, %i: index) {
  // expected-error @+3 {{invalid SSA value result number}}
  // expected-error @+2 {{custom op 'tensor.extract_slice' expected integer value}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[%i][%i#x][1] : tensor<?xf32> to tensor<?xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %t: tensor<?xf32>, %i: index) {
  // expected-error @+1 {{expected ']' in operand list}}
  %0 = vector.transfer_write %v, %t[%i : vector<4xf32>, tensor<?xf32>
  return
}

// -----

func.func @f() {
  %0 = "test.op"() : () -> i32
// An integer type token is no op name (MLIR's lexer makes `i0` a type).
// expected-error @-2 {{expected operation name in quotes}}
i0
  return
}
