// func.return's type mismatch is reported without the op's name (MLIR's `emitError`),
// its operand count mismatch with it (`emitOpError`).
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @mismatch(%a: i64) -> i32 {
  // CHECK: return-diagnostics.mlir:[[@LINE+1]]:3: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @mismatch
  return %a : i64
}

// -----

func.func @count() -> i32 {
  // CHECK: return-diagnostics.mlir:[[@LINE+1]]:3: error: 'func.return' op has 0 operands, but enclosing function (@count) returns 1
  return
}
