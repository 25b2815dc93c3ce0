// The bufferization dialect's checks of the attributes named after it, on ops and on
// function arguments (MLIR's verifyOperationAttribute / verifyRegionArgAttribute),
// with mlir-opt 22's messages.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error@+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_not_bool(%a: memref<?xf32> {bufferization.writable = 1}) {
  return
}

// -----

// expected-error@+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_external(%a: memref<?xf32> {bufferization.writable = true})

// -----

// expected-error@+1 {{'bufferization.access' is expected to be a string attribute}}
func.func @access_not_string(%a: memref<?xf32> {bufferization.access = 1}) {
  return
}

// -----

// expected-error@+1 {{invalid value for 'bufferization.access'}}
func.func @access_bad_value(%a: memref<?xf32> {bufferization.access = "readwrite"}) {
  return
}

// -----

// expected-error@+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @layout_not_layout(%a: memref<?xf32> {bufferization.buffer_layout = 1}) {
  return
}

// -----

// MLIR names buffer_layout whatever the unsupported name is.
// expected-error@+1 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func @unknown_arg_attr(%a: memref<?xf32> {bufferization.bogus}) {
  return
}

// -----

// expected-error@+1 {{attribute '"bufferization.bogus"' not supported as an op attribute by the bufferization dialect}}
module attributes {bufferization.bogus} {
}

// -----

func.func @manual_dealloc_on_load(%m: memref<f32>) {
  // The dialect's check comes before the op's own (the load misses nothing here).
  // expected-error@+1 {{'memref.load' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %0 = memref.load %m[] {bufferization.manual_deallocation} : memref<f32>
  return
}

// -----

func.func @manual_dealloc_on_unregistered() {
  // expected-error@+1 {{'test.unknown' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  "test.unknown"() {bufferization.manual_deallocation} : () -> ()
  return
}
