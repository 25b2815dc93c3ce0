// A bad entry or a missing bracket in a dynamic index list is reported, then the list
// as a whole at the op's name, as mlir-opt 22 reports it (memref.subview and
// tensor.extract_slice share the parser).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @subview_bad_entry(%m: memref<8xf32>) {
  // expected-error @+2 {{custom op 'memref.subview' expected SSA value or integer}}
  // expected-error @+1 {{custom op 'memref.subview' expected integer value}}
  %0 = memref.subview %m[x] [4] [1] : memref<8xf32> to memref<4xf32>
  return
}

// -----

func.func @subview_unclosed(%m: memref<8xf32>) {
  // expected-error @+2 {{custom op 'memref.subview' expected SSA value or integer}}
  // expected-error @+1 {{expected ']' in dynamic index list}}
  %0 = memref.subview %m[0 [4] [1] : memref<8xf32> to memref<4xf32>
  return
}

// -----

func.func @extract_slice_bad_entry(%t: tensor<8xf32>) {
  // expected-error @+2 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected integer value}}
  %0 = tensor.extract_slice %t[x] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return
}
