// Parser and verifier errors of vector.extract/insert/load/store/reduction, and the
// alignment of memref and vector accesses checked where the attribute dictionary is
// parsed, with mlir-opt 22's messages.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 1, 2] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<8xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[0] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[5, 1] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[-2, 1] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %v[0, 1] : i32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v[0] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v[0, 9] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %s, %v[0, 1, 2] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %s: i32) {
  // expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = vector.insert %s, %v[0, 1] : i32 into vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xi32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<8xi32>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i, %i] : memref<?x?xf32>, vector<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.load' 'vector.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = vector.load %m[%i, %i] {alignment = 3} : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%w: vector<8xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %w : vector<8xf32> into i32
  return
}

// -----

func.func @f(%w: vector<8xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %w : vector<8xf32> into f32
  return
}

// -----

func.func @f(%w: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %w : vector<4x8xf32> into f32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%w: vector<8xf32>, %a: f64) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'f32' vs 'f64'}}
  %0 = vector.reduction <add>, %w, %a : vector<8xf32> into f32
  return
}

// -----

func.func @f(%w: vector<8xi32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maximumf'}}
  %0 = vector.reduction <maximumf>, %w : vector<8xi32> into i32
  return
}

// -----

func.func @f(%w: vector<8xf32>) {
  // expected-error @+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <bogus>, %w : vector<8xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{custom op 'vector.extract' invalid kind of type specified: expected builtin.vector, but found 'tensor<4x8xf32>'}}
  %0 = vector.extract %v[0, 1] : f32 from tensor<4x8xf32>
  return
}

// -----

func.func @f(%m: tensor<?xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<?xf32>'}}
  %0 = vector.load %m[%i] : tensor<?xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.load %m[%i] : memref<?xf32>, f32
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{custom op 'vector.extract' expected SSA value or integer}}
  %0 = vector.extract %v[%i, 1 : f32 from vector<4x8xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%v: vector<4x8xf32>, %i: i32) {
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = vector.extract %v[%i, 1] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%z: vector<f32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %z[] : vector<f32> from vector<f32>
  return
}

// -----

func.func @f(%z: vector<f32>, %v: vector<4xf32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %z, %v[0] : vector<f32> into vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32, strided<[1, ?]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32, strided<[1, ?]>>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 0, 1>}> : (vector<4x8xf32>, index) -> f32
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op requires attribute 'static_position'}}
  %0 = "vector.extract"(%v) : (vector<4x8xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insert"(%s, %v) <{static_position = array<i64: 0, 1>}> : (f32, vector<4x8xf32>) -> vector<4x9xf32>
  return
}

// -----

func.func @f(%m: memref<?xvector<4xf32>>, %i: index, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @f(%w: vector<8xf32>, %a: f64) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%w, %a) <{kind = #vector.kind<add>}> : (vector<8xf32>, f64) -> f32
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %s: vector<8xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v[0, 1] : vector<8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x[8]xf32>) {
  %0 = vector.extract %v[0] : vector<[8]xf32> from vector<4x[8]xf32>
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<[8]xf32>' are incompatible with return type(s) of operation 'vector<8xf32>'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %1 = vector.extract %v[0] : vector<8xf32> from vector<4x[8]xf32>
  return
}

// -----

func.func @f(%v: tensor<4xf32>, %m: tensor<4xf32>, %i: i32) {
  // expected-error @+1 {{'vector.extract' op operand #0 must be vector of any type values, but got 'tensor<4xf32>'}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: 0>}> : (tensor<4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'vector.extract' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%m: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "vector.load"(%m, %i) : (tensor<4xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.load"(%m, %i) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.reduction' op operand #0 must be vector of any type values, but got 'memref<4xf32>'}}
  %0 = "vector.reduction"(%m) <{kind = #vector.kind<add>}> : (memref<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %s: f32) {
  // expected-error @+1 {{'vector.store' op operand #0 must be vector of any type values, but got 'f32'}}
  "vector.store"(%s, %m, %i) : (f32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%v: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.insert"(%s, %v) <{static_position = array<i64: 0>}> : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %s: i32) {
  // expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = "vector.insert"(%s, %v) <{static_position = array<i64: 0, 1>}> : (i32, vector<4x8xf32>) -> vector<4x9xf32>
  return
}

// -----

func.func @f(%w: vector<4x8xf32>, %a: f64) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = "vector.reduction"(%w, %a) <{kind = #vector.kind<add>}> : (vector<4x8xf32>, f64) -> i32
  return
}

// -----

func.func @f(%w: vector<4x8xf32>, %a: f64) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%w, %a) <{kind = #vector.kind<add>}> : (vector<4x8xf32>, f64) -> f32
  return
}

// -----

func.func @f(%m: memref<4xvector<2xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<4xvector<2xf32>>, vector<2xi32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>, vector<2xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[0, 1] : vector<f32> from vector<4x8xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.load' 'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.load %m[%i] {alignment = 3} : memref<?xf32>
  return
}

// -----

func.func @f(%w: vector<8xf32>) {
  // expected-error @+2 {{custom op 'vector.reduction' expected valid keyword or string}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <5>, %w : vector<8xf32> into f32
  return
}
