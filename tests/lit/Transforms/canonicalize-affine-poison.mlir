// affine.apply of constants that divide by zero or take `mod` of a non-positive
// constant folds to ub.poison, as mlir-opt 22 folds it (the map was composed into a
// zero-input map instead, and an INT64_MIN constant in it printed a map no parser
// reads). affine.min keeps such a map, as mlir-opt 22 does.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-DAG: %[[P:.*]] = ub.poison : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[MIN:.*]] = affine.min #{{.*}}()
// CHECK: return %[[P]], %[[P]], %[[C0]], %[[MIN]], %[[C1]] : index, index, index, index, index
func.func @f() -> (index, index, index, index, index) {
  %c = arith.constant -9223372036854775808 : index
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %r = affine.apply affine_map<(d0) -> (d0 mod -1)>(%c)
  %s = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c7)[%c0]
  %t = affine.apply affine_map<(d0) -> (d0 * 2)>(%c)
  %u = affine.min affine_map<(d0)[s0] -> (d0 floordiv s0, 3)>(%c7)[%c0]
  %v = affine.apply affine_map<(d0) -> (d0 mod 3)>(%c7)
  return %r, %s, %t, %u, %v : index, index, index, index, index
}
