// --mlir-print-debuginfo prints op locations through deferred `#loc` aliases, and
// argument locations inline; --mlir-print-local-scope prints no aliases at all.
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: func.func @f(%arg0: memref<4xf32, #map> loc("{{.*}}debuginfo.mlir":[[# @LINE + 7]]:14)) {
// CHECK-NEXT: "test.op"(%arg0) : (memref<4xf32, #map>) -> () loc(#[[OPLOC:loc[0-9]*]])
// CHECK: } loc(#[[FUNCLOC:loc[0-9]*]])
// CHECK: #[[FUNCLOC]] = loc("{{.*}}debuginfo.mlir":[[# @LINE + 4]]:1)
// CHECK: #[[OPLOC]] = loc(fused[#loc{{[0-9]+}}, #loc{{[0-9]+}}])

// LOCAL: func.func @f(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {
func.func @f(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {
  "test.op"(%a) : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> () loc(fused["a":1:2, "b"("c":3:4)])
  return
}
