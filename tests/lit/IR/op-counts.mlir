// ODS count traits (regions, results, operands) and the result/operand type
// constraints ODS checks before an op's own verifier, with mlir-opt 22's messages.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op requires zero results}}
  %0 = "memref.dealloc"(%m) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op requires zero regions}}
  "memref.dealloc"(%m) ({
    "test.foo"() : () -> ()
  }) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op requires a single operand}}
  "memref.dealloc"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op requires one result}}
  "memref.dim"(%m, %i) : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.dim' op expected 2 operands, but found 1}}
  %0 = "memref.dim"(%m) : (memref<4xf32>) -> index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.load' op expected 1 or more operands, but found 0}}
  %0 = "memref.load"() : () -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%a) <{value = 1 : i32}> : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op requires a single operand}}
  %0 = "arith.index_cast"(%a, %a) : (i32, i32) -> index
  return
}

// -----

func.func @f(%a: i1) {
  // The result count is checked before the operand count.
  // expected-error @+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%a) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.execute_region' op requires one region}}
  "scf.execute_region"() : () -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op result #0 must be index, but got 'i32'}}
  %0 = "memref.dim"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.rank' op result #0 must be index, but got 'i32'}}
  %0 = "memref.rank"(%m) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.dim' op expected 2 operands, but found 1}}
  %0 = "tensor.dim"(%t) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'affine.apply' op result #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : (index) -> i32
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'affine.min' op result #0 must be index, but got 'i32'}}
  %0 = "affine.min"(%i) <{map = affine_map<(d0) -> (d0, 4)>}> : (index) -> i32
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%v, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<5xf32>
  return
}

// -----

func.func @f(%m: memref<4xindex>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "memref.atomic_rmw"(%i, %m, %i) <{kind = 0 : i64}> : (index, memref<4xindex>, index) -> index
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> i32
  return
}
