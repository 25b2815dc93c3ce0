// Canonicalization of tensor.insert_slice and tensor.parallel_insert_slice:
// constant offsets, sizes and strides become static (the source cast to the
// canonical slice type; not out of bounds), casts that only forget static
// information are folded from the source and the destination (the result cast
// back), and the folds: a static insert of the whole destination type, an insert of
// zero size, an insert of what was extracted from the same place, and an insert
// over an earlier one at the same place. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @const_args(%a: tensor<?x1xf32>, %d: tensor<8x8xf32>, %i: index) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = tensor.insert_slice %a into %d[%c0, %i] [%c4, 1] [%c1, 1] : tensor<?x1xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
func.func @const_out_of_bounds(%a: tensor<2xf32>, %d: tensor<8xf32>) -> tensor<8xf32> {
  %c9 = arith.constant 9 : index
  %r = tensor.insert_slice %a into %d[%c9] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @source_cast_folded(%a: tensor<1x?xf32>, %d: tensor<?x?xf32>, %o: index, %m: index, %n: index) -> tensor<?x?xf32> {
  %c = tensor.cast %a : tensor<1x?xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %c into %d[%o, %o] [%m, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @dest_cast_folded(%a: tensor<2x?xf32>, %d: tensor<?x8xf32>, %o: index, %n: index) -> tensor<?x?xf32> {
  %c = tensor.cast %d : tensor<?x8xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %a into %c[0, %o] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @whole(%a: tensor<4x4xf32>, %d: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = tensor.insert_slice %a into %d[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
func.func @zero_size(%a: tensor<0xf32>, %d: tensor<8xf32>, %o: index) -> tensor<8xf32> {
  %r = tensor.insert_slice %a into %d[%o] [0] [1] : tensor<0xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @insert_of_extract(%d: tensor<?xf32>, %o: index) -> tensor<?xf32> {
  %e = tensor.extract_slice %d[%o] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %r = tensor.insert_slice %e into %d[%o] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @overwrite(%a: tensor<4xf32>, %b: tensor<4xf32>, %d: tensor<?xf32>, %o: index) -> tensor<?xf32> {
  %r0 = tensor.insert_slice %a into %d[%o] [4] [1] : tensor<4xf32> into tensor<?xf32>
  %r1 = tensor.insert_slice %b into %r0[%o] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %r1 : tensor<?xf32>
}
func.func @parallel(%a: tensor<?xf32>, %d: tensor<16xf32>) -> tensor<16xf32> {
  %c4 = arith.constant 4 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%i] [%c4] [1] : tensor<?xf32> into tensor<16xf32>
    }
  }
  return %r : tensor<16xf32>
}

// CHECK: func.func @const_args(%arg0: tensor<?x1xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x1xf32> to tensor<4x1xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[0, %arg2] [4, 1] [1, 1] : tensor<4x1xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_out_of_bounds(%arg0: tensor<2xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[%c9] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @source_cast_folded(%arg0: tensor<1x?xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2, %arg2] [1, %arg4] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dest_cast_folded(%arg0: tensor<2x?xf32>, %arg1: tensor<?x8xf32>, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[0, %arg2] [2, %arg3] [1, 1] : tensor<2x?xf32> into tensor<?x8xf32>
// CHECK-NEXT: %cast = tensor.cast %inserted_slice : tensor<?x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @whole(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_size(%arg0: tensor<0xf32>, %arg1: tensor<8xf32>, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: return %arg1 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_of_extract(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @overwrite(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<?xf32>, %arg3: index) -> tensor<?xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg2[%arg3] [4] [1] : tensor<4xf32> into tensor<?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel(%arg0: tensor<?xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<16xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg3[%arg2] [4] [1] : tensor<4xf32> into tensor<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
