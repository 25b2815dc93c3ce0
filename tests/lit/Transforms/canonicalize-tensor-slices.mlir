// Canonicalization of tensor slices and generates: trivial extract_slices fold to
// their source, constant offsets/sizes/strides become static (canonical type, cast
// back; not out of bounds), slices of static-info-forgetting casts read the cast's
// source, casts of slices to more static types slice statically, extract_slice of
// a matching insert_slice is the inserted tensor, slices of splats are splats,
// constant generate extents become static, and extracts of dead generates compute
// the element in place. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @slice_trivial(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}
func.func @slice_trivial_const(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c0, 0] [%c4, 8] [1, 1] : tensor<4x8xf32> to tensor<?x8xf32>
  %c = tensor.cast %s : tensor<?x8xf32> to tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}
func.func @slice_const(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[%c0, %c0] [%c2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
func.func @slice_const_rank_reducing(%t: tensor<8x?x4xf32>, %i: index) -> tensor<?x4xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[%c2, %i, 0] [1, %c2, 4] [1, 1, 1] : tensor<8x?x4xf32> to tensor<?x4xf32>
  return %s : tensor<?x4xf32>
}
func.func @slice_out_of_bounds(%t: tensor<4xf32>) -> tensor<1xf32> {
  %c8 = arith.constant 8 : index
  %s = tensor.extract_slice %t[%c8] [1] [1] : tensor<4xf32> to tensor<1xf32>
  return %s : tensor<1xf32>
}
func.func @slice_of_cast(%t: tensor<8x8xf32>, %i: index) -> tensor<4x4xf32> {
  %c = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %c[%i, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}
func.func @slice_of_cast_to_static(%t: tensor<?x?xf32>) -> tensor<2x2xf32> {
  %c = tensor.cast %t : tensor<?x?xf32> to tensor<8x8xf32>
  %s = tensor.extract_slice %c[0, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}
func.func @cast_of_slice(%t: tensor<128x512xf32>, %o: index, %n: index) -> tensor<16x512xf32> {
  %s = tensor.extract_slice %t[%o, 0] [%n, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %c = tensor.cast %s : tensor<?x512xf32> to tensor<16x512xf32>
  return %c : tensor<16x512xf32>
}
func.func @cast_of_rank_reducing_slice(%t: tensor<4x128x?xf32>, %o: index, %n: index) -> tensor<16x8xf32> {
  %s = tensor.extract_slice %t[%o, 0, 0] [1, %n, %n] [1, 1, 1] : tensor<4x128x?xf32> to tensor<?x?xf32>
  %c = tensor.cast %s : tensor<?x?xf32> to tensor<16x8xf32>
  return %c : tensor<16x8xf32>
}
func.func @extract_after_insert(%u: tensor<4xf32>, %t: tensor<?xf32>, %o: index) -> tensor<4xf32> {
  %i = tensor.insert_slice %u into %t[%o] [4] [1] : tensor<4xf32> into tensor<?xf32>
  %e = tensor.extract_slice %i[%o] [4] [1] : tensor<?xf32> to tensor<4xf32>
  return %e : tensor<4xf32>
}
func.func @slice_of_splat() -> tensor<2x2xf32> {
  %cst = arith.constant dense<1.5> : tensor<8x8xf32>
  %s = tensor.extract_slice %cst[1, 1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}
func.func @generate_partial(%n: index) -> tensor<?x?x?xf32> {
  %c3 = arith.constant 3 : index
  %cm = arith.constant -1 : index
  %f = arith.constant 0.0 : f32
  %t = tensor.generate %n, %c3, %cm {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %f : f32
  } : tensor<?x?x?xf32>
  return %t : tensor<?x?x?xf32>
}
func.func @extract_generate_two(%n: index, %a: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %x = arith.muli %i, %a : index
    %y = arith.addi %x, %i : index
    tensor.yield %y : index
  } : tensor<?xindex>
  %e = tensor.extract %t[%c3] : tensor<?xindex>
  %e2 = tensor.extract %t[%a] : tensor<?xindex>
  return %e, %e2 : index, index
}
func.func @extract_generate_effects(%n: index, %m: memref<4xindex>) -> index {
  %c3 = arith.constant 3 : index
  %t = tensor.generate %n {
  ^bb0(%i: index):
    memref.store %i, %m[%i] : memref<4xindex>
    tensor.yield %i : index
  } : tensor<?xindex>
  %e = tensor.extract %t[%c3] : tensor<?xindex>
  return %e : index
}

// CHECK-LABEL: func.func @slice_trivial(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_trivial_const(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_const(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<2x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_const_rank_reducing(%arg0: tensor<8x?x4xf32>, %arg1: index) -> tensor<?x4xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2, %arg1, 0] [1, 2, 4] [1, 1, 1] : tensor<8x?x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<2x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %cast : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_out_of_bounds(%arg0: tensor<4xf32>) -> tensor<1xf32> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%c8] [1] [1] : tensor<4xf32> to tensor<1xf32>
// CHECK-NEXT: return %extracted_slice : tensor<1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_of_cast(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<4x4xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %extracted_slice : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_of_cast_to_static(%arg0: tensor<?x?xf32>) -> tensor<2x2xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<8x8xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %cast[0, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
// CHECK-NEXT: return %extracted_slice : tensor<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_of_slice(%arg0: tensor<128x512xf32>, %arg1: index, %arg2: index) -> tensor<16x512xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
// CHECK-NEXT: return %extracted_slice : tensor<16x512xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_of_rank_reducing_slice(%arg0: tensor<4x128x?xf32>, %arg1: index, %arg2: index) -> tensor<16x8xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0, 0] [1, 16, 8] [1, 1, 1] : tensor<4x128x?xf32> to tensor<16x8xf32>
// CHECK-NEXT: return %extracted_slice : tensor<16x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_after_insert(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_of_splat() -> tensor<2x2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<2x2xf32>
// CHECK-NEXT: return %cst : tensor<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generate_partial(%arg0: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %generated = tensor.generate %arg0, %c-1 {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x3x?xf32>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<?x3x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_generate_two(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c3 : index
// CHECK-NEXT: %1 = arith.addi %0, %c3 : index
// CHECK-NEXT: %2 = arith.muli %arg1, %arg1 : index
// CHECK-NEXT: %3 = arith.addi %2, %arg1 : index
// CHECK-NEXT: return %1, %3 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_generate_effects(%arg0: index, %arg1: memref<4xindex>) -> index {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: memref.store %arg2, %arg1[%arg2] : memref<4xindex>
// CHECK-NEXT: tensor.yield %arg2 : index
// CHECK-NEXT: } : tensor<?xindex>
// CHECK-NEXT: %extracted = tensor.extract %generated[%c3] : tensor<?xindex>
// CHECK-NEXT: return %extracted : index
// CHECK-NEXT: }
