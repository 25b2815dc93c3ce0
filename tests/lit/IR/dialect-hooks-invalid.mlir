// Attributes and types of registered dialects go through the dialect's parsing hook
// as in mlir-opt 22: a dialect without a hook, or a mnemonic its hook does not know,
// is an error at the mnemonic; a dialect that is not registered is an error unless
// unregistered dialects are allowed.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{unknown attribute `bogus` in dialect `arith`}}
func.func @f() attributes {a = #arith.bogus<>} { return }

// -----

// expected-error @+1 {{unknown attribute `addi` in dialect `arith`}}
func.func @f() attributes {a = #arith<addi>} { return }

// -----

// expected-error @+1 {{unknown attribute `generic` in dialect `linalg`}}
func.func @f() attributes {a = #linalg.generic} { return }

// -----

// expected-error @+1 {{dialect 'func' provides no attribute parsing hook}}
func.func @f() attributes {a = #func.bogus} { return }

// -----

// expected-error @+1 {{dialect 'memref' provides no attribute parsing hook}}
func.func @f() attributes {a = #memref<x>} { return }

// -----

// expected-error @+1 {{dialect 'arith' provides no type parsing hook}}
func.func @f() attributes {a = !arith.bogus} { return }

// -----

// expected-error @+1 {{dialect 'func' provides no type parsing hook}}
func.func @f(%a: !func.nope) { return }

// -----

// expected-error @+1 {{#"foo"<"bar<1>"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
func.func @f() attributes {a = #foo.bar<1>} { return }

// -----

// expected-error @+1 {{`!"foo"<"bar">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
func.func @f(%a: !foo<bar>) { return }
