// tensor custom forms and result names print like mlir-opt 22 (expected output taken
// from mlir-opt-22); the second RUN goes through the generic form and back.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s

func.func @f(%t: tensor<?xf32>, %i: index, %s: f32, %m: tensor<8x?xf32>, %u: tensor<*xf32>) {
  %e = tensor.empty(%i) : tensor<?x4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<?xf32>
  %y = tensor.insert %s into %t[%i] : tensor<?xf32>
  %z = tensor.extract_slice %m[0, %i] [4, %i] [1, 2] : tensor<8x?xf32> to tensor<4x?xf32>
  %z2 = tensor.extract_slice %m[0, %i] [1, %i] [1, 2] {foo} : tensor<8x?xf32> to tensor<?xf32>
  %w = tensor.insert_slice %z into %m[0, %i] [4, %i] [1, 2] : tensor<4x?xf32> into tensor<8x?xf32>
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %d = tensor.dim %m, %i : tensor<8x?xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %p = tensor.pad %t low[1] high[%i] {
  ^bb0(%a: index):
    tensor.yield %s : f32
  } : tensor<?xf32> to tensor<?xf32>
  %p2 = tensor.pad %t nofold low[1] high[2] {
  ^bb0(%a: index):
    tensor.yield %s : f32
  } {attr} : tensor<?xf32> to tensor<?xf32>
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } : tensor<?x3xf32>
  %fe = tensor.from_elements %s, %s : tensor<2xf32>
  %fe0 = tensor.from_elements %s : tensor<f32>
  %ex = tensor.expand_shape %t [[0, 1]] output_shape [%i, 4] : tensor<?xf32> into tensor<?x4xf32>
  %co = tensor.collapse_shape %ex [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %sp = tensor.splat %s : tensor<4xf32>
  %sp2 = tensor.splat %s[%i] : tensor<?x4xf32>
  %sh = tensor.from_elements %i : tensor<1xindex>
  %rs = tensor.reshape %t(%sh) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %bc = tensor.bitcast %t : tensor<?xf32> to tensor<?xi32>
  %cc = tensor.concat dim(0) %t, %t : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}

func.func @gather(%s: tensor<4x4xf32>, %i: tensor<1x2x1xindex>, %d: tensor<4x4xf32>, %v: tensor<1x2x1x4xf32>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x4xf32>
  %1 = tensor.gather %s[%i] gather_dims([0]) unique : (tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4xf32>
  %2 = tensor.scatter %v into %d[%i] scatter_dims([0]) unique : (tensor<1x2x1x4xf32>, tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<4x4xf32>
  return
}
func.func @g(%t: tensor<8xf32>, %o: tensor<16xf32>) {
  %r = scf.forall (%i) in (2) shared_outs(%x = %o) -> tensor<16xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %x[%i] [8] [1] : tensor<8xf32> into tensor<16xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @f(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32, %arg3: tensor<8x?xf32>, %arg4: tensor<*xf32>) {
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<?x4xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg2 into %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[0, %arg1] [4, %arg1] [1, 2] : tensor<8x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg3[0, %arg1] [1, %arg1] [1, 2] {foo} : tensor<8x?xf32> to tensor<?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg3[0, %arg1] [4, %arg1] [1, 2] : tensor<4x?xf32> into tensor<8x?xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %dim = tensor.dim %arg3, %arg1 : tensor<8x?xf32>
// CHECK-NEXT: %rank = tensor.rank %arg4 : tensor<*xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1] high[%arg1] {
// CHECK-NEXT: ^bb0(%arg5: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg0 nofold low[1] high[2] {
// CHECK-NEXT: ^bb0(%arg5: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } {attr} : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %generated = tensor.generate %arg1 {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg2, %arg2 : tensor<2xf32>
// CHECK-NEXT: %from_elements_2 = tensor.from_elements %arg2 : tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1]] : tensor<?x4xf32> into tensor<?xf32>
// CHECK-NEXT: %splat = tensor.splat %arg2 : tensor<4xf32>
// CHECK-NEXT: %splat_3 = tensor.splat %arg2[%arg1] : tensor<?x4xf32>
// CHECK-NEXT: %from_elements_4 = tensor.from_elements %arg1 : tensor<1xindex>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%from_elements_4) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
// CHECK-NEXT: %2 = tensor.bitcast %arg0 : tensor<?xf32> to tensor<?xi32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gather(%arg0: tensor<4x4xf32>, %arg1: tensor<1x2x1xindex>, %arg2: tensor<4x4xf32>, %arg3: tensor<1x2x1x4xf32>) {
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([0]) : (tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x4xf32>
// CHECK-NEXT: %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0]) unique : (tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4xf32>
// CHECK-NEXT: %scatter = tensor.scatter %arg3 into %arg2[%arg1] scatter_dims([0]) unique : (tensor<1x2x1x4xf32>, tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<4x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: tensor<8xf32>, %arg1: tensor<16xf32>) {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (2) shared_outs(%arg3 = %arg1) -> (tensor<16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg3[%arg2] [8] [1] : tensor<8xf32> into tensor<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
