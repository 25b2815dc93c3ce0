// Integer literals of 2^127 and more are out of range for every integer attribute
// rmlir supports (they used to wrap to negative values and pass), as mlir-opt 22
// reports them.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{integer constant out of range for attribute}}
"test.x"() {a = 340282366920938463463374607431768211455 : i64} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.x"() {a = 170141183460469231731687303715884105728 : i32} : () -> ()
