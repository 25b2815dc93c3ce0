// Dense elements with more than 100 elements (or the limit given with
// --mlir-print-elementsattrs-with-hex-if-larger; -1: never) print as a hex string of
// their storage, as mlir-opt stores them: i1 packed eight to a byte from the low bit,
// both parts of a complex element in turn, narrow integers zero-extended to a byte.
// Splats never print as hex, sparse indices neither (their values do). Hex strings
// read back the same way.
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=2 | rmlir-opt -allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s --check-prefix=BACK
// RUN: rmlir-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=DEFAULT
// RUN: not rmlir-opt %s --mlir-print-elementsattrs-with-hex-if-larger=x 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @f
// CHECK-NEXT: arith.constant dense<"0x0D"> : tensor<4xi1>
// CHECK-NEXT: arith.constant dense<"0x0100000002000000030000000400000005000000FFFFFFFF"> : tensor<3xcomplex<i32>>
// CHECK-NEXT: arith.constant dense<"0x010704"> : tensor<3xi3>
// CHECK-NEXT: arith.constant dense<[1, 2]> : tensor<2xi8>
// CHECK-NEXT: arith.constant dense<true> : tensor<8xi1>
// CHECK-NEXT: "test.op"() {s = sparse<{{\[}}[0], [1], [2]], "0x010203"> : tensor<8xi8>} : () -> ()
// CHECK-NEXT: arith.constant dense<"0x7F01"> : tensor<9xi1>

// BACK-LABEL: func.func @f
// BACK-NEXT: arith.constant dense<[true, false, true, true]> : tensor<4xi1>
// BACK-NEXT: arith.constant dense<[(1,2), (3,4), (5,-1)]> : tensor<3xcomplex<i32>>
// BACK-NEXT: arith.constant dense<[1, -1, -4]> : tensor<3xi3>
// BACK-NEXT: arith.constant dense<[1, 2]> : tensor<2xi8>
// BACK-NEXT: arith.constant dense<true> : tensor<8xi1>
// BACK-NEXT: "test.op"() {s = sparse<{{\[}}[0], [1], [2]], [1, 2, 3]> : tensor<8xi8>} : () -> ()
// BACK-NEXT: arith.constant dense<[true, true, true, true, true, true, true, false, true]> : tensor<9xi1>

// DEFAULT: arith.constant dense<[true, false, true, true]> : tensor<4xi1>
// DEFAULT: arith.constant dense<"0x0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001"> : tensor<101xi8>

// BAD: for the --mlir-print-elementsattrs-with-hex-if-larger option: 'x' value invalid for long argument!
func.func @f() {
  %0 = arith.constant dense<[true, false, true, true]> : tensor<4xi1>
  %1 = arith.constant dense<[(1, 2), (3, 4), (5, -1)]> : tensor<3xcomplex<i32>>
  %2 = arith.constant dense<[1, -1, -4]> : tensor<3xi3>
  %3 = arith.constant dense<[1, 2]> : tensor<2xi8>
  %4 = arith.constant dense<"0xFF"> : tensor<8xi1>
  "test.op"() {s = sparse<[[0], [1], [2]], [1, 2, 3]> : tensor<8xi8>} : () -> ()
  %5 = arith.constant dense<"0x7F01"> : tensor<9xi1>
  %6 = arith.constant dense<"0x0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001"> : tensor<101xi8>
  return
}
