// Canonicalization of affine.load, affine.store and their vector forms: subscript
// maps are composed with the affine.apply ops producing their operands, constants
// and duplicate operands folded in, symbols promoted, and divisions decided from
// loop bounds; loads and stores through memref.cast use the cast's source, loads of
// a constant memref.global fold to the element, and unused loads are erased.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize --split-input-file | FileCheck %s

// Composition, constants, symbol promotion, and memref.cast sources.
func.func @subscripts(%A: memref<8x8xf32>, %B: memref<?xf32>, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  %c = memref.cast %A : memref<8x8xf32> to memref<?x?xf32>
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %v = affine.load %c[%0, %c1] : memref<?x?xf32>
  %unused = affine.load %B[%i] : memref<?xf32>
  affine.store %v, %c[%i * 2, symbol(%i)] : memref<?x?xf32>
  return %v : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @subscripts(%arg0: memref<8x8xf32>, %arg1: memref<?xf32>, %arg2: index) -> f32 {
// CHECK-NEXT:     %0 = affine.load %arg0[symbol(%arg2) + 1, 1] : memref<8x8xf32>
// CHECK-NEXT:     affine.store %0, %arg0[symbol(%arg2) * 2, symbol(%arg2)] : memref<8x8xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Subscripts in loops: induction variables stay dims, and floordiv/mod of them are
// simplified with their bounds and steps.
func.func @in_loops(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 100 step 4 {
    affine.for %j = 0 to 4 {
      %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      %v = affine.load %A[%0 floordiv 4 + %0 mod 4 + %i ceildiv 4] : memref<100xf32>
      affine.store %v, %A[%i mod 4 + %j floordiv 4 + symbol(%n)] : memref<100xf32>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @in_loops(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 100 step 4 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg2 + %arg3 - (%arg2 floordiv 4) * 3 + %arg2 ceildiv 4] : memref<100xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg2 + (%arg2 floordiv 4) * -4 + symbol(%arg1)] : memref<100xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Vector loads and stores.
func.func @vector(%A: memref<?xf32>, %i: index) {
  %0 = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
  %v = affine.vector_load %A[%0] : memref<?xf32>, vector<4xf32>
  affine.vector_store %v, %A[%0 + 4] : memref<?xf32>, vector<4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @vector(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:     %0 = affine.vector_load %arg0[symbol(%arg1) * 4] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:     affine.vector_store %0, %arg0[symbol(%arg1) * 4 + 4] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


// Loads of constant globals: any element of a splat, an element at constant indices.
memref.global "private" constant @g : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global "private" constant @s : memref<4xi32> = dense<7>
memref.global "private" @v : memref<2xi32> = dense<[1, 2]>
func.func @globals(%i: index) -> (f32, i32, f32, i32) {
  %0 = memref.get_global @g : memref<2x2xf32>
  %1 = memref.get_global @s : memref<4xi32>
  %2 = memref.get_global @v : memref<2xi32>
  %a = affine.load %0[1, 0] : memref<2x2xf32>
  %b = affine.load %1[%i] : memref<4xi32>
  %c = affine.load %0[%i, 1] : memref<2x2xf32>
  %d = affine.load %2[1] : memref<2xi32>
  return %a, %b, %c, %d : f32, i32, f32, i32
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @g : memref<2x2xf32> = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]>
// CHECK-NEXT:   memref.global "private" constant @s : memref<4xi32> = dense<7>
// CHECK-NEXT:   memref.global "private" @v : memref<2xi32> = dense<[1, 2]>
// CHECK-NEXT:   func.func @globals(%arg0: index) -> (f32, i32, f32, i32) {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:     %0 = memref.get_global @g : memref<2x2xf32>
// CHECK-NEXT:     %1 = memref.get_global @v : memref<2xi32>
// CHECK-NEXT:     %2 = affine.load %0[symbol(%arg0), 1] : memref<2x2xf32>
// CHECK-NEXT:     %3 = affine.load %1[1] : memref<2xi32>
// CHECK-NEXT:     return %cst, %c7_i32, %2, %3 : f32, i32, f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
