// In the generic form, a property of the wrong attribute kind fails property
// conversion with mlir-opt 22's text; ops whose properties were not declared take
// them, and their required attributes are checked.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{invalid properties {function_type = () -> (), sym_name} for op func.func: Invalid attribute `sym_name` in property conversion: unit}}
"func.func"() <{function_type = () -> (), sym_name}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{Invalid attribute `sym_visibility` in property conversion: []}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = []}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = 0 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 0 : i32}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{Invalid attribute `predicate` in property conversion: 1 : i32}}
  %0 = "arith.cmpf"(%a, %a) <{fastmath = #arith.fastmath<none>, predicate = 1 : i32}> : (f32, f32) -> i1
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{Invalid attribute `value` in property conversion: #arith.fastmath<none>}}
  %0 = "arith.constant"() <{value = #arith.fastmath<none>}> : () -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{Invalid attribute `static_sizes` in property conversion: array<i32: 1>}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i32: 1>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<1xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op requires attribute 'static_position'}}
  %0 = "vector.extract"(%v) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op requires attribute 'kind'}}
  %0 = "vector.reduction"(%v) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'shape.const_witness' op requires attribute 'passing'}}
  %0 = "shape.const_witness"() : () -> !shape.witness
  return
}

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%f) : (f32) -> tensor<2xi32>
  return
}

// -----

func.func @f(%b: i1) {
  // expected-error @+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i1'}}
  %0 = "affine.apply"(%b) <{map = affine_map<(d0) -> (d0)>}> : (i1) -> index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{alignment = 64 : index, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'affine.for' op attribute 'step' failed to satisfy constraint: index attribute}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : i64, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
