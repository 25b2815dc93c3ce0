// Canonicalization of linalg and other destination-style ops: operands cast from
// more static tensors read the cast's source (FoldTensorCastProducerOp, also for
// tensor.insert and bufferization.materialize_in_destination), casts of results to
// more static types move into the op, statically known sizes are cast onto the
// operands that lack them, ops over empty memrefs are erased, self copies and
// identity generics forward their operands. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @insert_cast(%t: tensor<4xf32>, %v: f32, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = tensor.insert %v into %c[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @mat_cast(%t: tensor<4xf32>, %d: tensor<?xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = bufferization.materialize_in_destination %c in %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @generic_cast(%t: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %co = tensor.cast %o : tensor<4xf32> to tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%c : tensor<?xf32>) outs(%co : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @copy_cast(%t: tensor<4xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = linalg.copy ins(%c : tensor<?xf32>) outs(%o : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @matmul_cast(%a: tensor<4x8xf32>, %b: tensor<8x?xf32>, %o: tensor<4x?xf32>) -> tensor<?x?xf32> {
  %ca = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %co = tensor.cast %o : tensor<4x?xf32> to tensor<?x?xf32>
  %r = linalg.matmul ins(%ca, %b : tensor<?x?xf32>, tensor<8x?xf32>) outs(%co : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @memref_fill(%m: memref<4xf32>, %f: f32) {
  linalg.fill ins(%f : f32) outs(%m : memref<4xf32>)
  return
}
func.func @dead_generic(%t: tensor<4xf32>) {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%b: f32):
    linalg.yield %b : f32
  } -> tensor<4xf32>
  return
}
func.func @consumer_cast(%t: tensor<?xf32>, %f: f32) -> tensor<4xf32> {
  %r = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %c = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @consumer_cast_two_uses(%t: tensor<?xf32>, %f: f32) -> (tensor<4xf32>, tensor<?xf32>) {
  %r = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %c = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
  return %c, %r : tensor<4xf32>, tensor<?xf32>
}
func.func @dead_memref(%a: memref<0xf32>, %b: memref<0xf32>) {
  linalg.copy ins(%a : memref<0xf32>) outs(%b : memref<0xf32>)
  return
}
func.func @matmul_infer(%a: tensor<4x8xf32>, %b: tensor<?x16xf32>, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<?x16xf32>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @generic_infer(%a: tensor<4x?xf32>, %o: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x?xf32>) outs(%o : tensor<?x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
func.func @add_infer(%a: tensor<4xf32>, %b: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.add ins(%a, %b : tensor<4xf32>, tensor<?xf32>) outs(%o : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @dot_infer(%a: tensor<4xf32>, %b: tensor<?xf32>, %o: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%a, %b : tensor<4xf32>, tensor<?xf32>) outs(%o : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func @matvec_infer(%a: tensor<4x8xf32>, %b: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.matvec ins(%a, %b : tensor<4x8xf32>, tensor<?xf32>) outs(%o : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @memref_no_infer(%a: memref<4xf32>, %o: memref<?xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%o : memref<?xf32>)
  return
}
func.func @generic_two_results(%a: tensor<4xf32>, %o1: tensor<?xf32>, %o2: tensor<4xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
  %c = tensor.cast %o2 : tensor<4xf32> to tensor<?xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o1, %c : tensor<?xf32>, tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x, %x : f32, f32
  } -> (tensor<?xf32>, tensor<?xf32>)
  %d = tensor.cast %r#1 : tensor<?xf32> to tensor<4xf32>
  return %r#0, %d : tensor<?xf32>, tensor<4xf32>
}
func.func @self_copy_mem(%m: memref<4xf32>) {
  linalg.copy ins(%m : memref<4xf32>) outs(%m : memref<4xf32>)
  return
}
func.func @self_copy_tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.copy ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @identity_generic_mem(%m: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
func.func @identity_generic_mem_other(%m: memref<4xf32>, %n: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
func.func @yield_out(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @permuted_maps(%a: tensor<4x4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%o : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
func.func @dead_tensor_zero(%a: tensor<0xf32>, %o: tensor<0xf32>) -> tensor<0xf32> {
  %r = linalg.copy ins(%a : tensor<0xf32>) outs(%o : tensor<0xf32>) -> tensor<0xf32>
  return %r : tensor<0xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @insert_cast(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT: %cast = tensor.cast %inserted : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mat_cast(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic_cast(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_cast(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<4xf32>) outs(%cast : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_cast(%arg0: tensor<4x8xf32>, %arg1: tensor<8x?xf32>, %arg2: tensor<4x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x?xf32>) outs(%arg2 : tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_fill(%arg0: memref<4xf32>, %arg1: f32) {
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_generic(%arg0: tensor<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @consumer_cast(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%cast : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @consumer_cast_two_uses(%arg0: tensor<?xf32>, %arg1: f32) -> (tensor<4xf32>, tensor<?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%cast : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %0, %cast_0 : tensor<4xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_memref(%arg0: memref<0xf32>, %arg1: memref<0xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_infer(%arg0: tensor<4x8xf32>, %arg1: tensor<?x16xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x16xf32> to tensor<8x16xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x16xf32>
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %cast : tensor<4x8xf32>, tensor<8x16xf32>) outs(%cast_0 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %0 : tensor<4x16xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_1 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic_infer(%arg0: tensor<4x?xf32>, %arg1: tensor<?x8xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: return %cast : tensor<?x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_infer(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = linalg.add ins(%arg0, %cast : tensor<4xf32>, tensor<4xf32>) outs(%cast_0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast_1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dot_infer(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = linalg.dot ins(%arg0, %cast : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matvec_infer(%arg0: tensor<4x8xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = linalg.matvec ins(%arg0, %cast : tensor<4x8xf32>, tensor<8xf32>) outs(%cast_0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast_1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_no_infer(%arg0: memref<4xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<?xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic_two_results(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: tensor<4xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast, %arg0 : tensor<?xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @self_copy_mem(%arg0: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @self_copy_tensor(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identity_generic_mem(%arg0: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identity_generic_mem_other(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @yield_out(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @permuted_maps(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4x4xf32>
// CHECK-NEXT: return %0 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_tensor_zero(%arg0: tensor<0xf32>, %arg1: tensor<0xf32>) -> tensor<0xf32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<0xf32>) outs(%arg1 : tensor<0xf32>) -> tensor<0xf32>
// CHECK-NEXT: return %0 : tensor<0xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
