// A transfer dimension is marked in bounds only when index + vector size fits the
// dimension without overflowing. mlir-opt 22 adds the two as int64_t, so at an
// index near INT64_MAX the sum wraps negative and it marks an out-of-bounds read
// `in_bounds = [true]` (a wrong fold: lowering then drops the bounds check). rmlir
// keeps it `false`; this is a deliberate difference from mlir-opt 22's output.
// Found by the corpus-mutant differential (tools/differential, gen_corpus.py).
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @index_near_int64_max
// CHECK: vector.transfer_read %{{.*}}[%[[BIG:.*]], %[[BIG]]], %{{.*}} {in_bounds = [false, true]} : tensor<518x518xf32>, vector<256x256xf32>
// CHECK: vector.transfer_read %{{.*}}[%[[ZERO:.*]], %[[ZERO]]], %{{.*}} {in_bounds = [true, true]} : tensor<518x518xf32>, vector<256x256xf32>
func.func @index_near_int64_max(%t: tensor<518x518xf32>) -> (vector<256x256xf32>, vector<256x256xf32>) {
  %big = arith.constant 9223372036854775807 : index
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%big, %big], %pad {in_bounds = [false, true]} : tensor<518x518xf32>, vector<256x256xf32>
  %1 = vector.transfer_read %t[%c0, %c0], %pad {in_bounds = [false, true]} : tensor<518x518xf32>, vector<256x256xf32>
  return %0, %1 : vector<256x256xf32>, vector<256x256xf32>
}
