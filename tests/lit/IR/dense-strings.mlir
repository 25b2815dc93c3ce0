// Dense elements of a type other than integer, index, float or complex are strings
// (MLIR's `DenseStringElementsAttr`): nested like the shape, equal strings printed
// once as a splat, a lone string (even "0x...") a splat.
// RUN: rmlir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect | rmlir-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: "test.op"() {a = dense<{{\[}}["a", "b"], ["c", "d"]]> : tensor<2x2x!tf.string>
// CHECK-SAME: b = dense<"x"> : tensor<3x!tf.string>
// CHECK-SAME: c = dense<"0x4142"> : tensor<2x!tf.string>
// CHECK-SAME: d = dense<> : tensor<0x!tf.string>
// CHECK-SAME: e = dense<"q\0A\22"> : tensor<!tf.string>
"test.op"() {a = dense<[["a", "b"], ["c", "d"]]> : tensor<2x2x!tf.string>, b = dense<["x", "x", "x"]> : tensor<3x!tf.string>, c = dense<"0x4142"> : tensor<2x!tf.string>, d = dense<[]> : tensor<0x!tf.string>, e = dense<"q\n\""> : tensor<!tf.string>} : () -> ()
