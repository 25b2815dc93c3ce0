// --mlir-elide-elementsattrs-if-larger=N prints an elements attribute with more than N
// elements as `dense_resource<__elided__>`: splats never, sparse ones when their
// indices or their values are too many, resources and arrays not at all.
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=4 | FileCheck %s --check-prefix=FOUR
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: not rmlir-opt %s --mlir-elide-elementsattrs-if-larger=-1 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @f
// CHECK-NEXT: arith.constant dense_resource<__elided__> : tensor<5xi32>
// CHECK-NEXT: arith.constant dense<7> : tensor<100xi32>
// CHECK-NEXT: arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: arith.constant dense_resource<__elided__> : tensor<2x2xi32>
// CHECK-NEXT: arith.constant dense_resource<__elided__> : tensor<3x4xi32>
// CHECK-NEXT: arith.constant dense_resource<blob> : tensor<2xi64>
// CHECK-NEXT: arith.constant dense_resource<__elided__> : tensor<3x!tf_type.string>
// CHECK-NEXT: "test.op"() {a = array<i32: 1, 2, 3>} : () -> ()

// FOUR: arith.constant dense_resource<__elided__> : tensor<5xi32>
// FOUR: arith.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>
// FOUR: arith.constant sparse<{{\[}}[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
// FOUR: arith.constant dense<["a", "b", "c"]> : tensor<3x!tf_type.string>

// GENERIC: "arith.constant"() <{value = dense_resource<__elided__> : tensor<5xi32>}> : () -> tensor<5xi32>

// BAD: for the --mlir-elide-elementsattrs-if-larger option: '-1' value invalid for uint argument!
func.func @f() {
  %0 = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %1 = arith.constant dense<7> : tensor<100xi32>
  %2 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %3 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %4 = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  %5 = arith.constant dense_resource<blob> : tensor<2xi64>
  %6 = "arith.constant"() <{value = dense<["a", "b", "c"]> : tensor<3x!tf_type.string>}> : () -> tensor<3x!tf_type.string>
  "test.op"() {a = array<i32: 1, 2, 3>} : () -> ()
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x080000000100000000000000020000000000000000"
    }
  }
#-}
