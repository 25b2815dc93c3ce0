// arith.floordivsi on constants of several elements: upstream's verdict is a flag
// each element sets, so the last element decides. A division by zero or `MIN / -1`
// in an earlier lane folds (to the dividend, or the wrapped quotient); in the last
// lane it leaves the op alone. Found by a constant-folding differential against
// mlir-opt 22.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @earlier_lanes
// CHECK-DAG: %[[A:.*]] = arith.constant dense<[6513549039426200719, -1]> : tensor<2xi64>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[-128, -4]> : vector<2xi8>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @earlier_lanes() -> (tensor<2xi64>, vector<2xi8>) {
  %a = arith.constant dense<[6513549039426200719, -3]> : tensor<2xi64>
  %b = arith.constant dense<[0, 35]> : tensor<2xi64>
  %0 = arith.floordivsi %a, %b : tensor<2xi64>
  %c = arith.constant dense<[-128, 7]> : vector<2xi8>
  %d = arith.constant dense<[-1, -2]> : vector<2xi8>
  %1 = arith.floordivsi %c, %d : vector<2xi8>
  return %0, %1 : tensor<2xi64>, vector<2xi8>
}

// CHECK-LABEL: func.func @last_lane
// CHECK: %[[R0:.*]] = arith.floordivsi %{{.*}}, %{{.*}} : tensor<2xi64>
// CHECK: %[[R1:.*]] = arith.floordivsi %{{.*}}, %{{.*}} : vector<2xi8>
// CHECK: return %[[R0]], %[[R1]]
func.func @last_lane() -> (tensor<2xi64>, vector<2xi8>) {
  %a = arith.constant dense<[-3, 6513549039426200719]> : tensor<2xi64>
  %b = arith.constant dense<[35, 0]> : tensor<2xi64>
  %0 = arith.floordivsi %a, %b : tensor<2xi64>
  %c = arith.constant dense<[7, -128]> : vector<2xi8>
  %d = arith.constant dense<[-2, -1]> : vector<2xi8>
  %1 = arith.floordivsi %c, %d : vector<2xi8>
  return %0, %1 : tensor<2xi64>, vector<2xi8>
}
