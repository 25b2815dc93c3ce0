// Diagnostics of shape.const_witness, as mlir-opt 22 words them.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @not_bool() {
  // expected-error @+1 {{custom op 'shape.const_witness' invalid kind of attribute specified}}
  %w = shape.const_witness "x"
  return
}

// -----

func.func @out_of_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %w = shape.const_witness 2
  return
}

// -----

func.func @missing() {
  // expected-error @+1 {{'shape.const_witness' op requires attribute 'passing'}}
  %w = "shape.const_witness"() : () -> !shape.witness
  return
}

// -----

func.func @not_a_witness() {
  // expected-error @+1 {{'shape.const_witness' op result #0 must be , but got 'i32'}}
  %w = "shape.const_witness"() <{passing = true}> : () -> i32
  return
}

// -----

func.func @property_kind() {
  // expected-error @+1 {{Invalid attribute `passing` in property conversion: 1 : i32}}
  %w = "shape.const_witness"() <{passing = 1 : i32}> : () -> !shape.witness
  return
}
