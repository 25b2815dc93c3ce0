// Aliases are given to what the printer prints, in print order (MLIR's dummy-printer
// alias pass): attributes elided by a custom form or attached to region arguments get
// none, and aliases used inside other aliases come first.
// RUN: rmlir-opt %s | FileCheck %s

// CHECK-NOT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NOT: #map1
// CHECK: func.func @args(%arg0: tensor<4x4xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d0, d1)>}, %arg1: memref<4xf32, #map>)
func.func @args(%a: tensor<4x4xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d0, d1)>}, %b: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {
  return
}
