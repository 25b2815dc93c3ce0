// convert-bufferization-to-memref: clones become alloc + copy, deallocs become
// guarded memref.dealloc (through the @dealloc_helper function when several memrefs
// are freed at once). Expected output taken from mlir-opt 22 on these inputs.
// RUN: rmlir-opt %s --convert-bufferization-to-memref --split-input-file | FileCheck %s

// Ranked clones (dynamic sizes through memref.dim, a cast back to a non-identity
// layout, a memory space kept) and an unranked clone.
func.func @clones(%a: memref<2x?xf32>, %b: memref<?xf32, strided<[?], offset: ?>>, %u: memref<*xf32>, %s: memref<4xi8, 1>) -> (memref<2x?xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<*xf32>, memref<4xi8, 1>) {
  %0 = bufferization.clone %a : memref<2x?xf32> to memref<2x?xf32>
  %1 = bufferization.clone %b : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %2 = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  %3 = bufferization.clone %s : memref<4xi8, 1> to memref<4xi8, 1>
  return %0, %1, %2, %3 : memref<2x?xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<*xf32>, memref<4xi8, 1>
}

// CHECK-LABEL: func.func @clones(%arg0: memref<2x?xf32>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: memref<*xf32>, %arg3: memref<4xi8, 1>) -> (memref<2x?xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<*xf32>, memref<4xi8, 1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<2x?xf32>
// CHECK-NEXT: %alloc = memref.alloc(%dim) : memref<2x?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<2x?xf32> to memref<2x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc_1 = memref.alloc(%dim_0) : memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc_1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %cast : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.rank %arg2 : memref<*xf32>
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xindex>
// CHECK-NEXT: %1 = scf.for %arg4 = %c0_2 to %0 step %c1_3 iter_args(%arg5 = %c1_3) -> (index) {
// CHECK-NEXT: %dim_6 = memref.dim %arg2, %arg4 : memref<*xf32>
// CHECK-NEXT: memref.store %dim_6, %alloca[%arg4] : memref<?xindex>
// CHECK-NEXT: %2 = arith.muli %arg5, %dim_6 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_4 = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc_4(%alloca) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: memref.copy %arg2, %reshape : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<4xi8, 1>
// CHECK-NEXT: memref.copy %arg3, %alloc_5 : memref<4xi8, 1> to memref<4xi8, 1>
// CHECK-NEXT: return %alloc, %cast, %reshape, %alloc_5 : memref<2x?xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<*xf32>, memref<4xi8, 1>
// CHECK-NEXT: }

// -----
// The size of a clone of an allocation folds to the allocation's size operand (the
// index constant stays).
func.func @clone_of_alloc(%n: index) -> memref<?x4xf32> {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %b = bufferization.clone %a : memref<?x4xf32> to memref<?x4xf32>
  memref.dealloc %a : memref<?x4xf32>
  return %b : memref<?x4xf32>
}

// CHECK-LABEL: func.func @clone_of_alloc(%arg0: index) -> memref<?x4xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<?x4xf32> to memref<?x4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT: return %alloc_0 : memref<?x4xf32>
// CHECK-NEXT: }

// -----
// Every dealloc lowering: one memref, one memref with retained values, several
// memrefs (the helper function, added at the end of the module), none.
func.func @deallocs(%m0: memref<2xf32>, %m1: memref<5xf32>, %r0: memref<1xf32>, %r1: memref<2xf32>, %c0: i1, %c1: i1) -> (i1, i1, i1, i1) {
  bufferization.dealloc (%m0 : memref<2xf32>) if (%c0)
  %a:2 = bufferization.dealloc (%m0 : memref<2xf32>) if (%c0) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  %b:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  bufferization.dealloc
  return %a#0, %a#1, %b#0, %b#1 : i1, i1, i1, i1
}

// CHECK-LABEL: func.func @deallocs(%arg0: memref<2xf32>, %arg1: memref<5xf32>, %arg2: memref<1xf32>, %arg3: memref<2xf32>, %arg4: i1, %arg5: i1) -> (i1, i1, i1, i1) {
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<1xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %arg3 : memref<2xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %3 = arith.andi %2, %arg4 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %4 = arith.xori %0, %true : i1
// CHECK-NEXT: %5 = arith.andi %4, %arg4 : i1
// CHECK-NEXT: %6 = arith.xori %1, %true : i1
// CHECK-NEXT: %7 = arith.andi %6, %arg4 : i1
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %intptr_4 = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr_4, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_5 = memref.extract_aligned_pointer_as_index %arg1 : memref<5xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_5, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg4, %alloc_2[%c0_6] : memref<2xi1>
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg5, %alloc_2[%c1_7] : memref<2xi1>
// CHECK-NEXT: %intptr_8 = memref.extract_aligned_pointer_as_index %arg2 : memref<1xf32> -> index
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr_8, %alloc_3[%c0_9] : memref<2xindex>
// CHECK-NEXT: %intptr_10 = memref.extract_aligned_pointer_as_index %arg3 : memref<2xf32> -> index
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_10, %alloc_3[%c1_11] : memref<2xindex>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_12 = memref.cast %alloc_2 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_13 = memref.cast %alloc_3 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_14 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_15 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %cast_16 = memref.cast %alloc_14 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_17 = memref.cast %alloc_15 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_13, %cast_12, %cast_16, %cast_17) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_18 = arith.constant 0 : index
// CHECK-NEXT: %8 = memref.load %alloc_14[%c0_18] : memref<2xi1>
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_19 = arith.constant 1 : index
// CHECK-NEXT: %9 = memref.load %alloc_14[%c1_19] : memref<2xi1>
// CHECK-NEXT: scf.if %9 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_20 = arith.constant 0 : index
// CHECK-NEXT: %10 = memref.load %alloc_15[%c0_20] : memref<2xi1>
// CHECK-NEXT: %c1_21 = arith.constant 1 : index
// CHECK-NEXT: %11 = memref.load %alloc_15[%c1_21] : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_3 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_14 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_15 : memref<2xi1>
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %5, %7, %10, %11 : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----
// Deallocs in nested regions and in several functions share one helper, renamed when
// the module already has a @dealloc_helper.
func.func private @dealloc_helper()
func.func @nested(%m0: memref<2xf32>, %m1: memref<3xf32>, %c: i1, %d: i1) -> i1 {
  %r = scf.if %c -> i1 {
    %o = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<3xf32>) if (%c, %d) retain (%m0 : memref<2xf32>)
    scf.yield %o : i1
  } else {
    bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<3xf32>) if (%c, %d)
    %f = arith.constant false
    scf.yield %f : i1
  }
  return %r : i1
}
func.func @second(%m0: memref<2xf32>, %m1: memref<3xf32>, %c: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<3xf32>) if (%c, %c)
  %x = bufferization.clone %m0 : memref<2xf32> to memref<2xf32>
  bufferization.dealloc (%x : memref<2xf32>) if (%c)
  return
}

// CHECK-LABEL: func.func private @dealloc_helper()
// CHECK-LABEL: func.func @nested(%arg0: memref<2xf32>, %arg1: memref<3xf32>, %arg2: i1, %arg3: i1) -> i1 {
// CHECK-NEXT: %0 = scf.if %arg2 -> (i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<1xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<3xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg3, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT: %intptr_5 = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr_5, %alloc_1[%c0_6] : memref<1xindex>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_7 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_8 = memref.cast %alloc_1 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_9 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_10 = memref.alloc() : memref<1xi1>
// CHECK-NEXT: %cast_11 = memref.cast %alloc_9 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_12 = memref.cast %alloc_10 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: func.call @dealloc_helper_0(%cast, %cast_8, %cast_7, %cast_11, %cast_12) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %alloc_9[%c0_13] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_14 = arith.constant 1 : index
// CHECK-NEXT: %2 = memref.load %alloc_9[%c1_14] : memref<2xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %alloc_10[%c0_15] : memref<1xi1>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<1xindex>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_9 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_10 : memref<1xi1>
// CHECK-NEXT: scf.yield %3 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<3xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg3, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_1 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_8 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: func.call @dealloc_helper_0(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %alloc_7[%c0_11] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_12 = arith.constant 1 : index
// CHECK-NEXT: %2 = memref.load %alloc_7[%c1_12] : memref<2xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<0xi1>
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: scf.yield %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @second(%arg0: memref<2xf32>, %arg1: memref<3xf32>, %arg2: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<3xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_1 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_8 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper_0(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc_7[%c0_11] : memref<2xi1>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_12 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %alloc_7[%c1_12] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<0xi1>
// CHECK-NEXT: %alloc_13 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc_13 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: memref.dealloc %alloc_13 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @dealloc_helper_0(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----
// Retained values of a dealloc with no memrefs are not owned.
func.func @empty(%r: memref<2xf32>) -> (i1, i1) {
  %o:2 = bufferization.dealloc retain (%r, %r : memref<2xf32>, memref<2xf32>)
  return %o#0, %o#1 : i1, i1
}

// CHECK-LABEL: func.func @empty(%arg0: memref<2xf32>) -> (i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false, %false : i1, i1
// CHECK-NEXT: }
