// ODS operand constraints come before the memory ops' own checks, vector memory ops
// check element types, and affine.parallel verifies its groups, bound maps and
// reductions before the ops inside it (its verifier is not a region verifier).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @load_index_operand(%m: memref<4x4xf32>, %i: index, %a: i32) {
  // expected-error@+1 {{'affine.load' op operand #2 must be variadic of index, but got 'i32'}}
  %0 = "affine.load"(%m, %i, %a) {map = affine_map<(d0, d1) -> (d0, d1)>} : (memref<4x4xf32>, index, i32) -> f32
  return
}

// -----

func.func @store_memref_operand(%v: f32, %t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.store' op operand #1 must be memref of any type values, but got 'tensor<4xf32>'}}
  "affine.store"(%v, %t, %i) {map = affine_map<(d0) -> (d0)>} : (f32, tensor<4xf32>, index) -> ()
  return
}

// -----

func.func @vector_load_elem(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<4xf32>, vector<4xi32>
  return
}

// -----

func.func @vector_store_elem(%m: memref<4xf32>, %v: vector<4xi32>, %i: index) {
  // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %m[%i] : memref<4xf32>, vector<4xi32>
  return
}

// -----

func.func @parallel_counts() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_bound_results() {
  // expected-error@+1 {{'affine.parallel' op expected upper bounds map to have 1 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10, 20)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

// The reduction is checked before the yield inside, whose type is wrong too.
func.func @parallel_float_reduction_of_int(%m: memref<10xf32>) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (i32) {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.yield %v : f32
  }
  return
}

// -----

// `maxs` wants a signed integer: a signless one does not do.
func.func @parallel_maxs_signless(%x: i32) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    affine.yield %x : i32
  }
  return
}

// -----

func.func @parallel_maxs_signed(%x: si32) {
  %r:2 = affine.parallel (%i) = (0) to (10) reduce ("maxs", "assign") -> (si32, si32) {
    affine.yield %x, %x : si32, si32
  }
  return
}

// -----

func.func @memref_load_index_operand(%m: memref<4x4xf32>, %i: index, %a: i32) {
  // expected-error@+1 {{'memref.load' op operand #2 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i, %a) : (memref<4x4xf32>, index, i32) -> f32
  return
}
