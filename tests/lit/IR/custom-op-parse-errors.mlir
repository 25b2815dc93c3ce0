// Errors a custom op parser reports through MLIR's OpAsmParser carry the
// `custom op 'name'` prefix and point at the offending token (keywords, symbol names);
// a type that is no type is reported right after what was read before it.
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @keyword(%a: index) {
  // CHECK: custom-op-parse-errors.mlir:[[# @LINE + 1]]:19: error: custom op 'scf.for' expected 'to'
  scf.for %i = %a xo %a step %a {
  }
  return
}

// -----

func.func @keyword_step(%a: index) {
  // CHECK: custom-op-parse-errors.mlir:[[# @LINE + 1]]:25: error: custom op 'scf.for' expected 'step'
  scf.for %i = %a to %a stp %a {
  }
  return
}

// -----

func.func @switch_default(%b: i32) {
  // CHECK: custom-op-parse-errors.mlir:[[# @LINE + 1]]:25: error: custom op 'cf.switch' expected 'default'
  cf.switch %b : i32, [ ]
}

// -----

// CHECK: custom-op-parse-errors.mlir:[[# @LINE + 1]]:11: error: custom op 'func.func' expected valid '@'-identifier for symbol name
func.func f() {
  return
}

// -----

func.func @not_a_type() {
  // CHECK: custom-op-parse-errors.mlir:[[# @LINE + 1]]:26: error: expected non-function type
  %x = arith.constant 1 :  tensr<4xf32>
  return
}
