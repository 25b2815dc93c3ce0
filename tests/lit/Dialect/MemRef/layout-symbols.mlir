// A strided layout has one symbol per dynamic offset or stride (the symbols of its
// affine form), so allocations of such memrefs take that many symbol operands;
// folding constant sizes keeps them. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @alloc_strided_symbols(%n: index, %s: index) -> memref<?xi32, strided<[?], offset: ?>> {
  %0 = memref.alloc(%n)[%s, %s] : memref<?xi32, strided<[?], offset: ?>>
  return %0 : memref<?xi32, strided<[?], offset: ?>>
}
func.func @alloc_const_with_symbols(%s: index) -> memref<?xi32, strided<[?], offset: ?>> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4)[%s, %s] : memref<?xi32, strided<[?], offset: ?>>
  return %0 : memref<?xi32, strided<[?], offset: ?>>
}

// CHECK: func.func @alloc_strided_symbols(%arg0: index, %arg1: index) -> memref<?xi32, strided<[?], offset: ?>> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0)[%arg1, %arg1] : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_const_with_symbols(%arg0: index) -> memref<?xi32, strided<[?], offset: ?>> {
// CHECK-NEXT: %alloc = memref.alloc()[%arg0, %arg0] : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xi32, strided<[?], offset: ?>> to memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
