// Canonicalization of tensor ops: chained casts (kept when the middle cast is a
// runtime check), dim of static sizes, tensor.empty, generate, extract_slice, casts
// and reshapes, constant sizes of tensor.empty, extract of from_elements, constant
// tensors and casts, and constant tensors from from_elements, splat and insert into
// a splat. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s

func.func @casts(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<*xf32>, tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<*xf32>
  %2 = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  %3 = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  return %2, %1, %3 : tensor<4xf32>, tensor<*xf32>, tensor<4xf32>
}
func.func @cast_keep_check(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<?x?xf32> to tensor<4x?xf32>
  %1 = tensor.cast %0 : tensor<4x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @dims(%t: tensor<4x?xf32>, %n: index, %u: tensor<*xf32>) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %d1 = tensor.dim %e, %c1 : tensor<4x?xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d2 = tensor.dim %c, %c1 : tensor<?x?xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %d3 = tensor.dim %g, %c1 : tensor<4x?xf32>
  %r = tensor.rank %t : tensor<4x?xf32>
  %uc = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %d4 = tensor.dim %uc, %c1 : tensor<*xf32>
  return %d0, %d1, %d2, %d3, %r, %d4 : index, index, index, index, index, index
}
func.func @empty_static(%n: index) -> tensor<?x?x?xf32> {
  %c5 = arith.constant 5 : index
  %cm = arith.constant -1 : index
  %e = tensor.empty(%c5, %n, %cm) : tensor<?x?x?xf32>
  return %e : tensor<?x?x?xf32>
}
// MLIR 22 leaves extract_slice of tensor.empty alone under canonicalize.
func.func @slice_of_empty(%n: index, %m: index) -> tensor<4x?xf32> {
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %s = tensor.extract_slice %e[0, 0] [4, %m] [1, 1] : tensor<?x8xf32> to tensor<4x?xf32>
  return %s : tensor<4x?xf32>
}
func.func @extracts(%a: f32, %b: f32, %t: tensor<4xf32>, %i: index, %v: f32) -> (f32, i32, i32, f32, f32) {
  %c1 = arith.constant 1 : index
  %f = tensor.from_elements %a, %b : tensor<2xf32>
  %x = tensor.extract %f[%c1] : tensor<2xf32>
  %cst = arith.constant dense<7> : tensor<4xi32>
  %y = tensor.extract %cst[%i] : tensor<4xi32>
  %cst2 = arith.constant dense<[1, -2, 3]> : tensor<3xi32>
  %z = tensor.extract %cst2[%c1] : tensor<3xi32>
  // An extract of an insert at the same index folds only when the index is constant.
  %ins = tensor.insert %v into %t[%i] : tensor<4xf32>
  %w = tensor.extract %ins[%i] : tensor<4xf32>
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %q = tensor.extract %c[%i] : tensor<?xf32>
  return %x, %y, %z, %w, %q : f32, i32, i32, f32, f32
}
func.func @extract_of_insert(%t: tensor<?x4xf32>, %v: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ins = tensor.insert %v into %t[%c1, %c0] : tensor<?x4xf32>
  %same = tensor.extract %ins[%c1, %c0] : tensor<?x4xf32>
  %other = tensor.extract %ins[%c0, %c1] : tensor<?x4xf32>
  return %same, %other : f32, f32
}
func.func @insert_into_splat() -> (tensor<4xi32>, tensor<4xi32>) {
  %z = arith.constant dense<0> : tensor<4xi32>
  %c0 = arith.constant 0 : i32
  %i = arith.constant 2 : index
  %u = tensor.insert %c0 into %z[%i] : tensor<4xi32>
  %c1 = arith.constant 1 : i32
  %same = tensor.from_elements %c1, %c1, %c1, %c1 : tensor<4xi32>
  return %u, %same : tensor<4xi32>, tensor<4xi32>
}
func.func @splat_of_constant() -> (tensor<3xf32>, tensor<4xi32>) {
  %f = arith.constant 1.5 : f32
  %s = tensor.splat %f : tensor<3xf32>
  %z = arith.constant dense<0> : tensor<4xi32>
  return %s, %z : tensor<3xf32>, tensor<4xi32>
}
func.func @from_constants() -> tensor<2xi32> {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t = tensor.from_elements %c1, %c2 : tensor<2xi32>
  return %t : tensor<2xi32>
}
func.func @dim_reshape(%t: tensor<*xf32>, %s: tensor<2xindex>) -> index {
  %c1 = arith.constant 1 : index
  %r = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}
func.func @extract_cast(%t: tensor<?xf32>, %u: tensor<*xf32>, %i: index) -> (f32, f32) {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %x = tensor.extract %c[%i] : tensor<4xf32>
  %d = tensor.cast %u : tensor<*xf32> to tensor<4xf32>
  %y = tensor.extract %d[%i] : tensor<4xf32>
  return %x, %y : f32, f32
}
func.func @dim_slice(%t: tensor<?x?xf32>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[0, 0] [4, %n] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %s, %c1 : tensor<4x?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @casts(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<*xf32>, tensor<4xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<*xf32>
// CHECK-NEXT: return %arg0, %cast, %arg0 : tensor<4xf32>, tensor<*xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_keep_check(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %cast : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dims(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: tensor<*xf32>) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: return %c4, %arg1, %dim, %arg1, %c2, %dim_0 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_static(%arg0: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = tensor.empty(%arg0, %c-1) : tensor<5x?x?xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<5x?x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_of_empty(%arg0: index, %arg1: index) -> tensor<4x?xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?x8xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %0[0, 0] [4, %arg1] [1, 1] : tensor<?x8xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %extracted_slice : tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extracts(%arg0: f32, %arg1: f32, %arg2: tensor<4xf32>, %arg3: index, %arg4: f32) -> (f32, i32, i32, f32, f32) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %inserted = tensor.insert %arg4 into %arg2[%arg3] : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %inserted[%arg3] : tensor<4xf32>
// CHECK-NEXT: %extracted_0 = tensor.extract %arg2[%arg3] : tensor<4xf32>
// CHECK-NEXT: return %arg1, %c7_i32, %c-2_i32, %extracted, %extracted_0 : f32, i32, i32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_of_insert(%arg0: tensor<?x4xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%c1, %c0] : tensor<?x4xf32>
// CHECK-NEXT: %extracted = tensor.extract %inserted[%c0, %c1] : tensor<?x4xf32>
// CHECK-NEXT: return %arg1, %extracted : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_into_splat() -> (tensor<4xi32>, tensor<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1> : tensor<4xi32>
// CHECK-NEXT: return %cst, %cst_0 : tensor<4xi32>, tensor<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat_of_constant() -> (tensor<3xf32>, tensor<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.500000e+00> : tensor<3xf32>
// CHECK-NEXT: return %cst_0, %cst : tensor<3xf32>, tensor<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_constants() -> tensor<2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: return %cst : tensor<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_reshape(%arg0: tensor<*xf32>, %arg1: tensor<2xindex>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %extracted = tensor.extract %arg1[%c1] : tensor<2xindex>
// CHECK-NEXT: return %extracted : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_cast(%arg0: tensor<?xf32>, %arg1: tensor<*xf32>, %arg2: index) -> (f32, f32) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2] : tensor<?xf32>
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<*xf32> to tensor<4xf32>
// CHECK-NEXT: %extracted_0 = tensor.extract %cast[%arg2] : tensor<4xf32>
// CHECK-NEXT: return %extracted, %extracted_0 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_slice(%arg0: tensor<?x?xf32>, %arg1: index) -> index {
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
