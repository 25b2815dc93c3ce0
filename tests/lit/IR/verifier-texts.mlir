// Verifier messages worded exactly as mlir-opt 22 words them (counts filled in,
// upstream's punctuation and plural kept).
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @segments(%m: memref<4xf32>, %i: index, %p: f32) {
  // CHECK: verifier-texts.mlir:[[@LINE+1]]:8: error: 'vector.transfer_read' op operand count (3) does not match with the total size (4) specified in attribute 'operandSegmentSizes'
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @collapse(%t: tensor<2x3x4xf32>) {
  // CHECK: verifier-texts.mlir:[[@LINE+1]]:8: error: 'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.
  %0 = tensor.collapse_shape %t [[0, 2], [1]] : tensor<2x3x4xf32> into tensor<8x3xf32>
  return
}

// -----

func.func @bound() {
  // CHECK: verifier-texts.mlir:[[@LINE+1]]:3: error: 'affine.for' op expected upper bound map to have at least one result
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> ()>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @else_blocks(%c: i1) {
  // CHECK: verifier-texts.mlir:[[@LINE+1]]:3: error: 'scf.if' op expects region #1 to have 0 or 1 blocks
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @switch(%v: i32) {
  // CHECK: verifier-texts.mlir:[[@LINE+1]]:3: error: 'cf.switch' op requires at least 1 successors but found 0
  "cf.switch"(%v) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}

// -----

// CHECK: verifier-texts.mlir:[[@LINE+4]]:1: error: redefinition of symbol named 'g'
// CHECK: verifier-texts.mlir:[[@LINE+3]]:1: note: see current operation:
// CHECK: verifier-texts.mlir:[[@LINE+1]]:1: note: see existing symbol definition here
func.func private @g()
func.func private @g()

// -----

func.func @expand(%t: tensor<4xf32>) {
  // CHECK: verifier-texts.mlir:[[@LINE+1]]:8: error: 'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values
  %0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, -9223372036854775808>}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
