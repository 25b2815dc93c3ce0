// Errors in a function's argument list come from func.func's custom parser (with
// the 'custom op' prefix); a region cut off by the end of the input fails where the
// next op would start.
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: signature-errors.mlir:[[@LINE+1]]:41: error: custom op 'func.func' expected SSA identifier
func.func @unnamed_after_named(%a: f16, 5) {
  return
}

// -----

// CHECK: signature-errors.mlir:[[@LINE+1]]:37: error: custom op 'func.func' expected type instead of SSA identifier
func.func @named_after_unnamed(i32, %a: i32) {
  return
}

// -----

// CHECK: signature-errors.mlir:[[@LINE+2]]:9: error: expected operation name in quotes
func.func @unterminated(%a: i32) {
  return
