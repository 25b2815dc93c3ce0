// `bufferization.alloc_tensor`: a non-tensor type is a custom-op parse error; a `copy`
// of another type is reported without the op prefix (MLIR's `emitError`).
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @kind() {
  // CHECK: diagnostic-prefixes.mlir:[[@LINE+1]]:39: error: custom op 'bufferization.alloc_tensor' invalid kind of type specified
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}

// -----

func.func @copy(%t: tensor<5xf32>) {
  // CHECK: diagnostic-prefixes.mlir:[[@LINE+1]]:8: error: expected that `copy` and return type match
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<5xf32>) -> tensor<4xf32>
  return
}
