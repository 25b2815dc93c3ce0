// The verifier asks a dialect about the attributes named after it (MLIR's
// Dialect::verifyOperationAttribute, verifyRegionArgAttribute and
// verifyRegionResultAttribute): on ops, registered or not, before the op's own
// checks, and on function arguments and results. Messages as mlir-opt 22's.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
module attributes {test.invalid_attr} {
}

// -----

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
func.func @arg(%a: i64 {test.invalid_attr}) {
  return
}

// -----

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
func.func @result(%a: i64) -> (i64 {test.invalid_attr}) {
  return %a : i64
}

// -----

// Attribute names are checked in order: linalg comes before test.
// expected-error@+1 {{attribute '"linalg.tile"' not supported by the linalg dialect}}
"test.op"() {test.invalid_attr, linalg.tile} : () -> ()

// -----

// expected-error@+1 {{found unsupported 'spirv.bogus' attribute on operation}}
module attributes {spirv.bogus = 1} {
}

// -----

// expected-error@+1 {{'spirv.target_env' must be a spirv::TargetEnvAttr}}
module attributes {spirv.target_env = 1} {
}

// -----

// expected-error@+1 {{found unsupported 'spirv.bogus' attribute on region argument}}
func.func @spirv_arg(%a: i32 {spirv.bogus = 1}) {
  return
}

// -----

// expected-error@+1 {{'spirv.interface_var_abi' attribute cannot specify storage class when attaching to a non-scalar value}}
func.func @spirv_storage_class(%a: memref<2xi32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1), StorageBuffer>}) {
  return
}

// -----

// expected-error@+1 {{cannot attach SPIR-V attributes to region result which is not part of a spirv::GraphARMOp type}}
func.func @spirv_result(%a: i32) -> (i32 {spirv.decoration = #spirv.decoration<Restrict>}) {
  return %a : i32
}

// -----

// Dialects without checks accept any of their names.
module attributes {func.anything = 1, arith.anything, linalg.memoized_indexing_maps = []} {
  func.func @fine(%a: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1), StorageBuffer>}) {
    return
  }
}
