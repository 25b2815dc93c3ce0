// linalg.index of a loop whose static range is one folds to 0, materialised as an
// arith.constant at the start of the function; a loop's range is the size of the
// first operand dimension its indexing maps give it (a reduction loop included).
// Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @generic
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = linalg.generic
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: index):
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = arith.muli %1, %2 : index
// CHECK-NEXT: %4 = arith.maxsi %3, %c0 : index
// CHECK-NEXT: linalg.yield %4 : index
#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @generic(%a: tensor<4x1xf32>, %b: tensor<1x?xf32>, %c: tensor<4x?xindex>) -> tensor<4x?xindex> {
  %r = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x1xf32>, tensor<1x?xf32>) outs(%c : tensor<4x?xindex>) {
  ^bb0(%x: f32, %y: f32, %o: index):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %s = arith.muli %i0, %i1 : index
    %m = arith.maxsi %s, %i2 : index
    linalg.yield %m : index
  } -> tensor<4x?xindex>
  return %r : tensor<4x?xindex>
}

// On memrefs too.
// CHECK-LABEL: func.func @memref
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: linalg.generic
// CHECK-NEXT: ^bb0(%out: index):
// CHECK-NEXT: %0 = linalg.index 1 : index
// CHECK-NEXT: %1 = arith.maxsi %0, %c0 : index
// CHECK-NEXT: linalg.yield %1 : index
func.func @memref(%m: memref<1x4xindex>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<1x4xindex>) {
  ^bb0(%out: index):
    %0 = linalg.index 0 : index
    %1 = linalg.index 1 : index
    %2 = arith.maxsi %0, %1 : index
    linalg.yield %2 : index
  }
  return
}
