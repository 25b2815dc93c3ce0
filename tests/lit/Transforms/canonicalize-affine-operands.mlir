// Canonicalization of affine map operands one reason at a time: a map whose operands
// are already canonical is kept (also when composed into a load or store), and each of
// an unused symbol, a repeated symbol, a constant symbol, a dim that is a valid symbol
// and a repeated dim is enough for the map to be rewritten. Expected output checked
// against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

func.func @canonical(%m: memref<?xf32>, %a: index, %b: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i + symbol(%a)] : memref<?xf32>
    %j = affine.apply affine_map<(d0)[s0, s1] -> (d0 + s0 * s1)>(%i)[%a, %b]
    affine.store %v, %m[%j] : memref<?xf32>
  }
  return
}

func.func @one_reason_each(%m: memref<?xf32>, %a: index, %b: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 10 {
    %unused = affine.apply affine_map<(d0)[s0, s1] -> (d0 + s0)>(%i)[%a, %b]
    %dup = affine.apply affine_map<(d0)[s0, s1] -> (d0 + s0 + s1)>(%i)[%a, %a]
    %cst = affine.apply affine_map<(d0)[s0, s1] -> (d0 + s0 + s1)>(%i)[%a, %c3]
    %dimsym = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %a)
    %dupdim = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %i)
    "test.use"(%unused, %dup, %cst, %dimsym, %dupdim) : (index, index, index, index, index) -> ()
  }
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + s0 + 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @canonical(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg3 + symbol(%arg1)] : memref<?xf32>
// CHECK-NEXT:       affine.store %0, %arg0[%arg3 + symbol(%arg1) * symbol(%arg2)] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one_reason_each(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %1 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT:       %2 = affine.apply #map2(%arg3)[%arg1]
// CHECK-NEXT:       %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %4 = affine.apply #map3(%arg3)
// CHECK-NEXT:       "test.use"(%0, %1, %2, %3, %4) : (index, index, index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
