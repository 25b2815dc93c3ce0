// Constant shifts of several elements fold when the last element's amount is below
// the width, as mlir-opt 22 folds them (its `bounded` flag is kept from the last
// element computed); the lanes shifted by the width or more are poison and fold to
// what an APInt shift by the width gives: 0 for shli/shrui, the sign for shrsi. A
// last amount past the width leaves the op alone. Found by a constant-folding
// differential against mlir-opt 22.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @last_amount_in_range
// CHECK-DAG: %[[SHL:.*]] = arith.constant dense<[0, -4]> : vector<2xi32>
// CHECK-DAG: %[[SHRU:.*]] = arith.constant dense<[0, 64]> : vector<2xi16>
// CHECK-DAG: %[[SHRS:.*]] = arith.constant dense<[-1, -2]> : tensor<2xi8>
// CHECK-DAG: %[[I1:.*]] = arith.constant dense<[false, true]> : tensor<2xi1>
// CHECK-NEXT: return %[[SHL]], %[[SHRU]], %[[SHRS]], %[[I1]]
func.func @last_amount_in_range() -> (vector<2xi32>, vector<2xi16>, tensor<2xi8>, tensor<2xi1>) {
  %a = arith.constant dense<[-1, 2147483646]> : vector<2xi32>
  %sa = arith.constant dense<[-1, 1]> : vector<2xi32>
  %0 = arith.shli %a, %sa : vector<2xi32>
  %b = arith.constant dense<[1000, 128]> : vector<2xi16>
  %sb = arith.constant dense<[16, 1]> : vector<2xi16>
  %1 = arith.shrui %b, %sb : vector<2xi16>
  %c = arith.constant dense<[-100, -8]> : tensor<2xi8>
  %sc = arith.constant dense<[9, 2]> : tensor<2xi8>
  %2 = arith.shrsi %c, %sc : tensor<2xi8>
  %d = arith.constant dense<[true, true]> : tensor<2xi1>
  %sd = arith.constant dense<[true, false]> : tensor<2xi1>
  %3 = arith.shrui %d, %sd : tensor<2xi1>
  return %0, %1, %2, %3 : vector<2xi32>, vector<2xi16>, tensor<2xi8>, tensor<2xi1>
}

// CHECK-LABEL: func.func @last_amount_past_the_width
// CHECK: %[[R:.*]] = arith.shli %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK: %[[S:.*]] = arith.shrsi %{{.*}}, %{{.*}} : i8
// CHECK: return %[[R]], %[[S]]
func.func @last_amount_past_the_width() -> (vector<2xi32>, i8) {
  %a = arith.constant dense<[3, 5]> : vector<2xi32>
  %s = arith.constant dense<[1, 32]> : vector<2xi32>
  %0 = arith.shli %a, %s : vector<2xi32>
  %b = arith.constant -100 : i8
  %t = arith.constant 8 : i8
  %1 = arith.shrsi %b, %t : i8
  return %0, %1 : vector<2xi32>, i8
}
