// Canonicalization of memref ops: constant allocation sizes become static (with a
// cast back), allocations only stored into and freed are erased (also realloc), dim
// of static sizes and of alloc/subview sizes, memref.cast folded into loads,
// stores, atomics, deallocs and copies, casts of casts, self and empty copies, dim
// of reshape as a load, and repeated assume_alignment. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s

func.func @alloc_const(%n: index) -> memref<?x?x4xf32> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8, %n) {alignment = 64 : i64} : memref<?x?x4xf32>
  return %a : memref<?x?x4xf32>
}
func.func @alloca_const() -> memref<?xf32> {
  %c3 = arith.constant 3 : index
  %a = memref.alloca(%c3) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @alloc_negative() -> memref<?xf32> {
  %c = arith.constant -2 : index
  %a = memref.alloc(%c) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @dead_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  return
}
func.func @stored_alloc(%m: memref<1xmemref<4xf32>>, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %m[%i] : memref<1xmemref<4xf32>>
  return
}
func.func @dead_realloc(%m: memref<4xf32>) {
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  memref.dealloc %r : memref<8xf32>
  return
}
func.func @dims(%n: index, %m: memref<4x?xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %cast = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d2 = memref.dim %cast, %c1 : memref<?x?xf32>
  %r = memref.rank %m : memref<4x?xf32>
  "test.use"(%a) : (memref<4x?xf32>) -> ()
  return %d0, %d1, %d2, %r : index, index, index, index
}
func.func @cast_consumers(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %y = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  memref.dealloc %c : memref<?xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
func.func @cast_chain(%m: memref<4xf32>) -> (memref<4xf32>, memref<?xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %e = memref.cast %u : memref<*xf32> to memref<?xf32>
  return %d, %e : memref<4xf32>, memref<?xf32>
}
func.func @copies(%a: memref<4xf32>, %b: memref<?xf32>, %z: memref<0x4xf32>, %w: memref<0x4xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %z, %w : memref<0x4xf32> to memref<0x4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %c, %b : memref<?xf32> to memref<?xf32>
  return
}
func.func @dim_reshape(%m: memref<*xf32>, %s: memref<2xindex>, %t: memref<2xi32>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %d = memref.dim %r, %c1 : memref<?x?xf32>
  %r2 = memref.reshape %m(%t) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d2 = memref.dim %r2, %c1 : memref<?x?xf32>
  return %d, %d2 : index, index
}
func.func @subview_dim(%m: memref<?x?xf32>, %o: index, %sz: index) -> index {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[0, %o] [4, %sz] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %d = memref.dim %s, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %d : index
}
func.func @assume(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.assume_alignment %m, 16 : memref<4xf32>
  %b = memref.assume_alignment %a, 16 : memref<4xf32>
  return %b : memref<4xf32>
}

// CHECK-LABEL: func.func @alloc_const(%arg0: index) -> memref<?x?x4xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<8x?x4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<8x?x4xf32> to memref<?x?x4xf32>
// CHECK-NEXT: return %cast : memref<?x?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_const() -> memref<?xf32> {
// CHECK-NEXT: %alloca = memref.alloca() : memref<3xf32>
// CHECK-NEXT: %cast = memref.cast %alloca : memref<3xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_negative() -> memref<?xf32> {
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %alloc = memref.alloc(%c-2) : memref<?xf32>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_alloc(%arg0: f32, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @stored_alloc(%arg0: memref<1xmemref<4xf32>>, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %alloc, %arg0[%arg1] : memref<1xmemref<4xf32>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_realloc(%arg0: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dims(%arg0: index, %arg1: memref<4x?xf32>) -> (index, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %dim = memref.dim %arg1, %c1 : memref<4x?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4x?xf32>) -> ()
// CHECK-NEXT: return %c4, %arg0, %dim, %c2 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_consumers(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_chain(%arg0: memref<4xf32>) -> (memref<4xf32>, memref<?xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %arg0, %cast : memref<4xf32>, memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copies(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: memref<0x4xf32>, %arg3: memref<0x4xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_reshape(%arg0: memref<*xf32>, %arg1: memref<2xindex>, %arg2: memref<2xi32>) -> (index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<2xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%c1] : memref<2xi32>
// CHECK-NEXT: %2 = arith.index_cast %1 : i32 to index
// CHECK-NEXT: return %0, %2 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_dim(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: return %arg2 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assume(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT: return %assume_align : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
