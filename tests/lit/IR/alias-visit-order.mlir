// RUN: rmlir-opt %s -allow-unregistered-dialect | FileCheck %s

// Alias names follow the order in which MLIR's alias pass visits attributes and
// types: generic ops visit their regions, then their types, then their attributes;
// the attributes of function arguments are not visited; a map inside a memref layout
// or an array is visited where the layout or array is printed; tuples of more than
// 16 types get aliases of their own. (tools/threads_diff.py also checks that the
// functions printed ahead of the module on all threads name them the same way.)

func.func @first(%a: index {test.arg = affine_map<(d0) -> (d0 * 7)>}) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 2)>(%a)
  "test.generic"(%0) ({
    %1 = affine.apply affine_map<(d0) -> (d0 * 3)>(%a)
    "test.term"() : () -> ()
  }) {m = affine_map<(d0) -> (d0 * 4 + 1)>, t = tuple<i32, i32, i32>} : (index) -> ()
  %2 = "test.op"() {attr = [affine_map<(d0) -> (d0 * 2)>, affine_map<(d0) -> (d0 * 4 + 1)>]} : () -> memref<4xf32, affine_map<(d0) -> (d0 * 5)>>
  %3 = "test.tup"() : () -> tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
  return
}

func.func @second(%a: index {test.arg = affine_map<(d0) -> (d0 * 2)>}) {
  %0 = affine.apply affine_map<(d0) -> (d0 * 7)>(%a)
  %1 = "test.tup"() : () -> tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
  return
}

// CHECK: !tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 4 + 1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 5)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 * 7)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @first(%arg0: index {test.arg = #map5}) {
// CHECK-NEXT:     %0 = affine.apply #map(%arg0)
// CHECK-NEXT:     "test.generic"(%0) ({
// CHECK-NEXT:       %3 = affine.apply #map1(%arg0)
// CHECK-NEXT:       "test.term"() : () -> ()
// CHECK-NEXT:     }) {m = #map2, t = tuple<i32, i32, i32>} : (index) -> ()
// CHECK-NEXT:     %1 = "test.op"() {attr = [#map4, #map2]} : () -> memref<4xf32, #map3>
// CHECK-NEXT:     %2 = "test.tup"() : () -> !tuple
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @second(%arg0: index {test.arg = #map4}) {
// CHECK-NEXT:     %0 = affine.apply #map5(%arg0)
// CHECK-NEXT:     %1 = "test.tup"() : () -> !tuple
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
