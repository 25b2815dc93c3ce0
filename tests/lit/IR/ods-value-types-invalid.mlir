// Operands and results of the wrong type fail the ODS type constraints with
// mlir-opt 22's messages, positions counted across operand groups.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @f(%b: i1) {
  // expected-error @+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'i1'}}
  %0 = "memref.alloc"(%b) <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %b: i1) {
  // expected-error @+1 {{'memref.subview' op operand #2 must be variadic of index, but got 'i1'}}
  %0 = "memref.subview"(%m, %i, %b) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<4xf32>, index, i1) -> memref<?xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.realloc"(%t) : (tensor<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<8xf32>'}}
  %0 = scf.forall (%i) in (8) shared_outs(%o = %m) -> (memref<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i32) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'}}
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<10xf32>'}}
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<10xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: i64) {
  // expected-error @+1 {{'tensor.extract_slice' op operand #1 must be variadic of index, but got 'i64'}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>, i64) -> tensor<1xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op result #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.concat"(%a, %a) <{dim = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> f32
  return
}

// -----

func.func @f(%c: i32) {
  scf.while : () -> () {
    // expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%c) : (i32) -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>) -> memref<4xf32> {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #2 must be variadic of index, but got 'i32'}}
  %base, %offset, %size, %stride = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>, index, i32, index)
  return %m : memref<4xf32>
}
