// Integer elements out of their type's range in dense<...> and array<...>, with the
// messages and locations of mlir-opt 22 (checked against it): dense elements "for
// type" at the literal, array elements after it. Magnitudes of 2^127 and more are out
// of range too (they must not wrap).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{integer constant out of range for type}}
%0 = arith.constant dense<[300, 1]> : tensor<2xi8>

// -----

// expected-error @+1 {{integer constant out of range for type}}
%0 = arith.constant dense<[340282366920938463463374607431768211455, 1]> : tensor<2xi64>

// -----

// expected-error @+1 {{integer constant out of range for type}}
%0 = arith.constant dense<[-170141183460469231731687303715884105729]> : tensor<1xi64>

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {a = array<i8: 1, 300>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {a = array<i64: 340282366920938463463374607431768211455>} : () -> ()
