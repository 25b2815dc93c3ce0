// memref custom forms print exactly like mlir-opt 22 (result names %alloc, %subview,
// %base_buffer..., elided defaults, inline transpose maps, implicit alloca_scope
// terminators), and the generic form reads back into the same custom form.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s

#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>

func.func @alloc(%d: index, %s: index) {
  %0 = memref.alloc() : memref<1024x64xf32, affine_map<(d0, d1) -> (d0, d1)>, 1>
  %1 = memref.alloc(%d, %s) : memref<?x?xf32>
  %2 = memref.alloc(%d)[%s] : memref<2x?xf32, #map, 1>
  %3 = memref.alloca() {alignment = 64} : memref<2 x i32>
  %4 = memref.alloca(%d) {alignment = 8 : i64, foo} : memref<?xi8>
  memref.dealloc %0 : memref<1024x64xf32, affine_map<(d0, d1) -> (d0, d1)>, 1>
  return
}

func.func @realloc(%src: memref<2xf32>, %d: index) -> memref<?xf32> {
  %0 = memref.realloc %src(%d) {alignment = 8} : memref<2xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @access(%m: memref<4x4xf32>, %z: memref<i32>, %i: index, %v: f32) {
  %0 = memref.load %m[%i, %i] : memref<4x4xf32>
  %1 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x4xf32>
  %2 = memref.load %m[%i, %i] {nontemporal = false, alignment = 16} : memref<4x4xf32>
  memref.store %v, %m[%i, %i] {alignment = 8, nontemporal = true} : memref<4x4xf32>
  %3 = memref.load %z[] : memref<i32>
  memref.store %3, %z[] : memref<i32>
  memref.prefetch %m[%i, %i], write, locality<1>, data : memref<4x4xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, instr : memref<4x4xf32>
  return
}

func.func @views(%m: memref<8x16xf32>, %buf: memref<2048xi8>, %u: memref<*xf32>, %i: index) {
  %0 = memref.subview %m[%i, 0] [4, %i] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>
  %1 = memref.subview %m[0, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32>
  %2 = memref.view %buf[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  %3 = memref.view %buf[%i][] : memref<2048xi8> to memref<64x4xf32>
  %4 = memref.reinterpret_cast %u to offset: [%i], sizes: [10, %i], strides: [%i, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  %5 = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %6 = memref.cast %m : memref<8x16xf32> to memref<*xf32>
  %7 = memref.memory_space_cast %m : memref<8x16xf32> to memref<8x16xf32, 3>
  %8 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %c = memref.collapse_shape %5 [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %9 = memref.expand_shape %c [[0, 1]] output_shape [%i, 4] : memref<?xf32> into memref<?x4xf32>
  %10 = memref.expand_shape %8 [[0, 1]] output_shape [32, 4] : memref<128xf32> into memref<32x4xf32>
  memref.copy %5, %5 : memref<?x?xf32> to memref<?x?xf32>
  return
}

func.func @reshape(%u: memref<*xf32>, %s: memref<2xi32>) -> memref<?x?xf32> {
  %0 = memref.reshape %u(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

func.func @metadata(%m: memref<10x?xf32>, %z: memref<f32>) -> index {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<10x?xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %z : memref<f32> -> memref<f32>, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<10x?xf32> -> index
  %d = memref.dim {tag} %m, %p : memref<10x?xf32>
  %r = memref.rank %m : memref<10x?xf32>
  %a = memref.assume_alignment %m, 16 : memref<10x?xf32>
  return %d : index
}

memref.global @ext : memref<2xf32>
memref.global constant @cst : memref<2xf32> = dense<[0.0, 1.0]>
memref.global "private" @splat : memref<4xi32> = dense<7> {alignment = 64}
memref.global "private" constant @uninit : memref<2xf32> = uninitialized

func.func @globals() -> memref<2xf32> {
  %0 = memref.get_global @cst : memref<2xf32>
  return %0 : memref<2xf32>
}

func.func @atomics(%m: memref<10xf32>, %v: f32, %i: index, %n: memref<10xi32>, %w: i32) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maxs %w, %n[%i] {tag} : (i32, memref<10xi32>) -> i32
  %2 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    memref.atomic_yield %old : f32
  } {attr = 8 : index}
  return
}

func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %0 : memref<?x?xf32, strided<[1, ?]>>
}

func.func @dma(%a: memref<256xf32>, %b: memref<256xf32, 1>, %tag: memref<1xi32>, %i: index) {
  memref.dma_start %a[%i], %b[%i], %i, %tag[%i] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  memref.dma_start %a[%i], %b[%i], %i, %tag[%i], %i, %i : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %i : memref<1xi32>
  return
}

func.func @scopes(%v: f32, %m1: memref<?xf32>, %m2: memref<4xi8>) -> f32 {
  memref.alloca_scope {
    %0 = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  %x, %y = memref.distinct_objects %m1, %m2 : memref<?xf32>, memref<4xi8>
  return %r : f32
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-LABEL: func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<1024x64xf32, 1>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0)[%arg1] : memref<2x?xf32, #map, 1>
// CHECK-NEXT: %alloca = memref.alloca() {alignment = 64 : i64} : memref<2xi32>
// CHECK-NEXT: %alloca_2 = memref.alloca(%arg0) {alignment = 8 : i64, foo} : memref<?xi8>
// CHECK-NEXT: memref.dealloc %alloc : memref<1024x64xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @realloc(%arg0: memref<2xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %0 = memref.realloc %arg0(%arg1) {alignment = 8 : i64} : memref<2xf32> to memref<?xf32>
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @access(%arg0: memref<4x4xf32>, %arg1: memref<i32>, %arg2: index, %arg3: f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg2] : memref<4x4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg2] {nontemporal = true} : memref<4x4xf32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg2, %arg2] {alignment = 16 : i64} : memref<4x4xf32>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg2, %arg2] {alignment = 8 : i64, nontemporal = true} : memref<4x4xf32>
// CHECK-NEXT: %3 = memref.load %arg1[] : memref<i32>
// CHECK-NEXT: memref.store %3, %arg1[] : memref<i32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], write, locality<1>, data : memref<4x4xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], read, locality<3>, instr : memref<4x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views(%arg0: memref<8x16xf32>, %arg1: memref<2048xi8>, %arg2: memref<*xf32>, %arg3: index) {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg3, 0] [4, %arg3] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32>
// CHECK-NEXT: %view = memref.view %arg1[%arg3][%arg3] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %view_1 = memref.view %arg1[%arg3][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [%arg3], sizes: [10, %arg3], strides: [%arg3, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x16xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_2 = memref.cast %arg0 : memref<8x16xf32> to memref<*xf32>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<8x16xf32> to memref<8x16xf32, 3>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<8x16xf32> into memref<128xf32>
// CHECK-NEXT: %collapse_shape_3 = memref.collapse_shape %cast {{\[\[}}0, 1{{\]\]}} : memref<?x?xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape_3 {{\[\[}}0, 1{{\]\]}} output_shape [%arg3, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: %expand_shape_4 = memref.expand_shape %collapse_shape {{\[\[}}0, 1{{\]\]}} output_shape [32, 4] : memref<128xf32> into memref<32x4xf32>
// CHECK-NEXT: memref.copy %cast, %cast : memref<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape(%arg0: memref<*xf32>, %arg1: memref<2xi32>) -> memref<?x?xf32> {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
// CHECK-NEXT: return %reshape : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata(%arg0: memref<10x?xf32>, %arg1: memref<f32>) -> index {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<10x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg1 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<10x?xf32> -> index
// CHECK-NEXT: %dim = memref.dim {tag} %arg0, %intptr : memref<10x?xf32>
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<10x?xf32>
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<10x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: memref.global @ext : memref<2xf32>
// CHECK-LABEL: memref.global constant @cst : memref<2xf32> = dense<[0.000000e+00, 1.000000e+00]>
// CHECK-LABEL: memref.global "private" @splat : memref<4xi32> = dense<7> {alignment = 64 : i64}
// CHECK-LABEL: memref.global "private" constant @uninit : memref<2xf32> = uninitialized
// CHECK-LABEL: func.func @globals() -> memref<2xf32> {
// CHECK-NEXT: %0 = memref.get_global @cst : memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @atomics(%arg0: memref<10xf32>, %arg1: f32, %arg2: index, %arg3: memref<10xi32>, %arg4: i32) {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw maxs %arg4, %arg3[%arg2] {tag} : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %2 = memref.generic_atomic_rmw %arg0[%arg2] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: memref.atomic_yield %arg5 : f32
// CHECK-NEXT: } {attr = 8 : index}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose(%arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: return %transpose : memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma(%arg0: memref<256xf32>, %arg1: memref<256xf32, 1>, %arg2: memref<1xi32>, %arg3: index) {
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg3, %arg2[%arg3] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg3, %arg2[%arg3], %arg3, %arg3 : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg3 : memref<1xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scopes(%arg0: f32, %arg1: memref<?xf32>, %arg2: memref<4xi8>) -> f32 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = memref.distinct_objects %arg1, %arg2 : memref<?xf32>, memref<4xi8>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
