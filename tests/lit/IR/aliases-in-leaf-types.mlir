// Aliases inside the types of leaf attributes (dense elements, typed strings) are
// numbered where the printer reaches them, in print order: the dictionary is sorted, so
// `a` comes before `b` and `e`. Integer and float types elided inside arrays are not
// visited. The alias pass visits these types without formatting the values.
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #map, b = dense<1.000000e+00> : tensor<2xf32, #map1>, c = 3 : i64, d = [5, 2.000000e+00], e = "s" : tensor<1xf32, #map2>} : () -> ()
// CHECK-NEXT: "test.op"() {x = array<i32: 1, 2>, y = #map} : () -> ()
"test.op"() {b = dense<1.0> : tensor<2xf32, affine_map<(d0) -> (d0)>>, a = affine_map<(d0) -> (d0 + 1)>, c = 3 : i64, d = [5 : i64, 2.0 : f64], e = "s" : tensor<1xf32, affine_map<(d0) -> (d0 * 2)>>} : () -> ()
"test.op"() {x = array<i32: 1, 2>, y = affine_map<(d0) -> (d0 + 1)>} : () -> ()
