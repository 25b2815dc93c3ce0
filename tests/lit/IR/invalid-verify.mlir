// Verifier errors: dominance, terminators, function signatures, symbols.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @f() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "test.a"(%1) : (i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "test.b"() : () -> i32
  return
}

// -----

func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%a: i64) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  return %a : i64
}

// -----

func.func private @g()
// expected-error @+2 {{redefinition of symbol named 'g'}}
// expected-note @-2 {{see existing symbol definition here}}
func.func private @g()

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  func.call @nowhere() : () -> ()
  return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl()

// -----

func.func @f() {
  %0 = "test.a"() : () -> i32
  "cf.br"()[^bb1] : () -> ()
^bb1:
  // Block order does not give dominance: ^bb2 is not reachable from ^bb1 through %1.
  "test.use"(%1) : (i32) -> ()
  // expected-error @-1 {{operand #0 does not dominate this use}}
  return
^bb2:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %1 = "test.b"() : () -> i32
  "cf.br"()[^bb1] : () -> ()
}
