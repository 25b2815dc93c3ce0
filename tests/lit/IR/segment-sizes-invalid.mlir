// The operand segment sizes of the generic form are converted as ODS converts
// properties: in `<{...}>`, a value that is not an array<i32> with one size per operand
// group is an error; in the attribute dictionary it does not convert, and the sizes
// stay all zero for the verifier.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @alloc_too_few(%n: index) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1>} for op memref.alloc: size mismatch in attribute conversion: 1 vs 2}}
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @slice_too_many(%t: tensor<8xf32>) {
  // expected-error @+1 {{for op tensor.extract_slice: size mismatch in attribute conversion: 5 vs 4}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @not_an_i32_array(%c: i1) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i64: 1, 0, 0>} for op cf.cond_br: expected DenseI32ArrayAttr for key `value`}}
  "cf.cond_br"(%c) [^bb1, ^bb2] <{operandSegmentSizes = array<i64: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
^bb2:
  return
}

// -----

func.func @in_the_attribute_dictionary(%c: i1, %a: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %a) [^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i1, i32) -> ()
^bb1(%x: i32):
  return
^bb2:
  return
}

// -----

// The right length passes the conversion; the sizes are then checked by the verifier.
func.func @linalg_sizes(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.copy' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  "linalg.copy"(%a, %b) <{operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
