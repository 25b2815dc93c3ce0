// An inherent attribute of the wrong kind fails the op's ODS attribute constraint with
// its summary; a missing one is reported as required.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @call_string_callee() {
  // expected-error@+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = "g"} : () -> ()
  return
}

// -----

func.func @call_nested_callee() {
  // expected-error@+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = @a::@b} : () -> ()
  return
}

// -----

func.func @constant_integer() {
  // expected-error@+1 {{'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.constant"() {value = 1 : i64} : () -> (() -> ())
  return
}

// -----

func.func @constant_nested() {
  // expected-error@+1 {{'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.constant"() {value = @a::@b} : () -> (() -> ())
  return
}

// -----

func.func @apply_integer_map(%a: index) {
  // expected-error@+1 {{'affine.apply' op attribute 'map' failed to satisfy constraint: AffineMap attribute}}
  %0 = "affine.apply"(%a) {map = 1 : i64} : (index) -> index
  return
}

// -----

func.func @apply_no_map(%a: index) {
  // expected-error@+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%a) : (index) -> index
  return
}

// -----

func.func @load_string_map(%m: memref<4xf32>, %a: index) {
  // expected-error@+1 {{'affine.load' op attribute 'map' failed to satisfy constraint: AffineMap attribute}}
  %0 = "affine.load"(%m, %a) {map = "x"} : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @min_array_map(%a: index) {
  // expected-error@+1 {{'affine.min' op attribute 'map' failed to satisfy constraint: AffineMap attribute}}
  %0 = "affine.min"(%a) {map = [1]} : (index) -> index
  return
}

// -----

func.func @cmp_integer_pred(%a: index) {
  // expected-error@+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %a) {pred = 1} : (index, index) -> i1
  return
}

// -----

func.func @index_constant_i64() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 1 : i64} : () -> index
  return
}

// -----

func.func @bool_constant_i8() {
  // expected-error@+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
  %0 = "index.bool.constant"() {value = 1 : i8} : () -> i1
  return
}

// -----

func.func @concat_i32_dim(%a: tensor<2xf32>) {
  // expected-error@+1 {{'tensor.concat' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tensor.concat"(%a, %a) {dim = 0 : i32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @concat_no_dim(%a: tensor<2xf32>) {
  // expected-error@+1 {{'tensor.concat' op requires attribute 'dim'}}
  %0 = "tensor.concat"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return
}
