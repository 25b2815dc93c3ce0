// 128-bit integer attributes parse and print as in mlir-opt 22 (signless values are
// printed signed, so 2^128 - 1 reads back as -1), including constants a fold makes;
// a sparse attribute without indices prints as `sparse<>` and reads back.
// RUN: rmlir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect | rmlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=FOLD

// CHECK-LABEL: func.func @wide
// CHECK-NEXT: arith.constant 18446744073709551615 : i128
// CHECK-NEXT: arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT: %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT: {v = -5 : si128, w = 170141183460469231731687303715884105727 : ui128}
func.func @wide() -> (i128, i128, i128, si128) {
  %a = arith.constant 18446744073709551615 : i128
  %b = arith.constant -170141183460469231731687303715884105728 : i128
  %c = arith.constant 340282366920938463463374607431768211455 : i128
  %d = "foo.y"() {v = -5 : si128, w = 170141183460469231731687303715884105727 : ui128} : () -> si128
  return %a, %b, %c, %d : i128, i128, i128, si128
}

// FOLD-LABEL: func.func @folded
// FOLD-NEXT: %[[C:.*]] = arith.constant 18446744073709551615 : i128
// FOLD-NEXT: return %[[C]] : i128
func.func @folded() -> i128 {
  %a = arith.constant -1 : index
  %r = arith.index_castui %a : index to i128
  return %r : i128
}

// CHECK-LABEL: func.func @sparse
// CHECK: a = sparse<> : tensor<2xi32>, b = sparse<0, 5> : tensor<2xi32>
func.func @sparse() {
  "foo.x"() {a = sparse<[], []> : tensor<2xi32>, b = sparse<[[0]], [5]> : tensor<2xi32>} : () -> ()
  return
}
