// Every builtin type kind round-trips through the generic form unchanged.
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @ints
// CHECK-SAME: (%arg0: i1, %arg1: si8, %arg2: ui16, %arg3: i128, %arg4: index)
func.func @ints(%a: i1, %b: si8, %c: ui16, %d: i128, %e: index) {
  return
}

// CHECK-LABEL: func.func private @floats
// CHECK-SAME: (bf16, f16, tf32, f32, f64, f80, f128, f8E5M2, f8E4M3FN, f4E2M1FN)
func.func private @floats(bf16, f16, tf32, f32, f64, f80, f128, f8E5M2, f8E4M3FN, f4E2M1FN)

// CHECK-LABEL: func.func private @shaped
// CHECK-SAME: (vector<4xf32>, vector<[4]x8xi1>, tensor<?x4xf32>, tensor<*xi8>, tensor<0xf32>, memref<4x?xf32>, memref<*xf32, 2>, memref<4xf32>)
func.func private @shaped(vector<4xf32>, vector<[4]x8xi1>, tensor<?x4xf32>, tensor<*xi8>, tensor<0xf32>, memref<4x?xf32>, memref<*xf32, 2>, memref<4xf32, 0>)

// The identity layout is dropped, other layouts and memory spaces are kept.
// CHECK-LABEL: func.func private @layouts
// CHECK-SAME: (memref<4xf32>, memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<?xf32, #map, 1>)
func.func private @layouts(memref<4xf32, affine_map<(d0) -> (d0)>>, memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>, 1>)

// CHECK-LABEL: func.func private @others
// CHECK-SAME: (complex<f32>, tuple<>, tuple<i32, tuple<f32>>, none, !foo.bar<"x">, (i32) -> (i1, i8))
func.func private @others(complex<f32>, tuple<>, tuple<i32, tuple<f32>>, none, !foo.bar<"x">, (i32) -> (i1, i8))
