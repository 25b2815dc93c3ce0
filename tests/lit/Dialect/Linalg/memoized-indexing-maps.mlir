// The contractions generated from OpDSL (linalg.dot, matvec, vecmat, batch_matvec,
// batch_vecmat) carry their indexing maps in the discardable attribute
// linalg.memoized_indexing_maps, as mlir-opt 22's verifier leaves them (its
// getIndexingMaps memoizes there): shown in generic form, elided in custom form.
// Ops whose maps are a property (matmul, batch_reduce_matmul) and rank-polymorphic
// ones (fill, copy) get none.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s | FileCheck %s --check-prefix=CUSTOM

// GENERIC-DAG: #[[D:.*]] = affine_map<(d0) -> (d0)>
// GENERIC-DAG: #[[S:.*]] = affine_map<(d0) -> ()>
// GENERIC-DAG: #[[BV0:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-DAG: #[[BV1:.*]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// GENERIC-DAG: #[[BV2:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-LABEL: "func.func"
// GENERIC: "linalg.dot"
// GENERIC: }) {linalg.memoized_indexing_maps = [#[[D]], #[[D]], #[[S]]]}
// GENERIC: "linalg.fill"
// GENERIC-NOT: memoized
// GENERIC: "linalg.batch_vecmat"
// GENERIC: }) {linalg.memoized_indexing_maps = [#[[BV0]], #[[BV1]], #[[BV2]]]}
// GENERIC: "linalg.matmul"
// GENERIC-NOT: memoized
// GENERIC: "func.return"

// CUSTOM-NOT: memoized
// CUSTOM: linalg.dot ins
// CUSTOM: linalg.batch_vecmat ins
func.func @contractions(%a: tensor<2xf32>, %b: tensor<2xf32>, %c: tensor<f32>, %s: f32,
                        %v: tensor<1x2xf32>, %m3: tensor<1x2x2xf32>, %m: tensor<2x2xf32>) {
  %0 = linalg.dot ins(%a, %b : tensor<2xf32>, tensor<2xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<2xf32>) -> tensor<2xf32>
  %2 = linalg.batch_vecmat ins(%v, %m3 : tensor<1x2xf32>, tensor<1x2x2xf32>) outs(%v : tensor<1x2xf32>) -> tensor<1x2xf32>
  %3 = linalg.matmul ins(%m, %m : tensor<2x2xf32>, tensor<2x2xf32>) outs(%m : tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}
