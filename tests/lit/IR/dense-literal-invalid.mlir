// Dense literals that do not fit their type are reported where and as mlir-opt
// reports them.
// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// expected-error @+1 {{expected string token, got 1}}
"test.op"() {v = dense<["a", 1]> : tensor<2x!tf.string>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"test.op"() {v = dense<["a", "b", "c"]> : tensor<2x!tf.string>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {v = dense<[[1, 2], 3]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {v = dense<["a", "b"]> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"test.op"() {v = dense<["a", "b"]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"test.op"() {v = dense<[1.5, 2]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"test.op"() {v = dense<"zz"> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi32>'}}
"test.op"() {v = dense<"0x0102030405"> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"test.op"() {v = dense<> : tensor<2xi32>} : () -> ()
