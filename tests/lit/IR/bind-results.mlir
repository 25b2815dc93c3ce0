// Binding names to an op's results: an op without results cannot be named at all,
// and the count must match; memref.view's layout errors name the offending type.
// RUN: rmlir-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics

func.func @name_no_results() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = "test.foo"() : () -> ()
  return
}

// -----

func.func @name_no_results_custom(%m: memref<4xf32>) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = memref.dealloc %m : memref<4xf32>
  return
}

// -----

func.func @too_few_names() {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "test.foo"() : () -> (i32, i32)
  return
}

// -----

func.func @view_base_layout(%m: memref<16xi8, strided<[2]>>, %i: index) {
  // expected-error@+1 {{unsupported map for base memref type 'memref<16xi8, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<16xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @view_result_layout(%m: memref<16xi8>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<16xi8> to memref<4xf32, strided<[2]>>
  return
}
