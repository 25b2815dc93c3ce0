// affine custom forms print like mlir-opt 22: constant and single-symbol loop bounds,
// `max`/`min` bound maps, subscripts as affine expressions of SSA values, bound groups
// of affine.parallel, implicit affine.yield. Map aliases are matched by content.
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-DAG: #[[$ADD:map[0-9]*]] = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-DAG: #[[$MIN2:map[0-9]*]] = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-DAG: #[[$MAX:map[0-9]*]] = affine_map<(d0) -> (d0, 10)>
// CHECK-DAG: #[[$UB:map[0-9]*]] = affine_map<(d0)[s0] -> (d0 + 4, s0)>
// CHECK-DAG: #[[$LB:map[0-9]*]] = affine_map<()[s0] -> (0, s0)>
// CHECK-DAG: #[[$SET:set[0-9]*]] = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 >= 0)>
// CHECK-DAG: #[[$SET1:set[0-9]*]] = affine_set<(d0) : (d0 >= 0)>
#map1 = affine_map<(i)[j] -> (i+j)>
#set0 = affine_set<(i)[N] : (i >= 0, N - i >= 0)>

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: memref<10x10xf32>, %arg1: index, %arg2: f32) {
func.func @f(%A: memref<10x10xf32>, %n: index, %x: f32) {
  // CHECK-NEXT: affine.for %arg3 = 0 to 10 step 2 {
  affine.for %i = 0 to 10 step 2 {
    // CHECK-NEXT: affine.for %arg4 = #[[$ADD]](%arg3)[%arg1] to min #[[$MIN2]](%arg3)[%arg1] {
    affine.for %j = #map1(%i)[%n] to min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n] {
      // CHECK-NEXT: %4 = affine.load %arg0[%arg3 + 3, %arg4 * 2 + symbol(%arg1)] : memref<10x10xf32>
      %v = affine.load %A[%i + 3, %j * 2 + symbol(%n)] : memref<10x10xf32>
      // CHECK-NEXT: affine.store %4, %arg0[%arg3, %arg4] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
      // CHECK-NEXT: %5 = affine.apply #[[$ADD]](%arg3)[%arg1]
      %a = affine.apply #map1(%i)[%n]
      // CHECK-NEXT: %6 = affine.min #[[$MIN2]](%arg3)[%arg1]
      %m = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n]
      // CHECK-NEXT: %7 = affine.max #[[$MAX]](%arg3)
      %mx = affine.max affine_map<(d0) -> (d0, 10)>(%i)
    // CHECK-NEXT: }
    }
    // CHECK-NEXT: affine.for %arg4 = %arg1 to min #[[$UB]](%arg3)[%arg1] {
    // CHECK-NEXT: }
    affine.for %j = %n to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n] {
    }
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: %0 = affine.for %arg3 = 0 to %arg1 iter_args(%arg4 = %arg2) -> (f32) {
  // CHECK-NEXT: affine.yield %arg4 : f32
  // CHECK-NEXT: }
  %r = affine.for %i = 0 to %n iter_args(%s = %x) -> (f32) {
    affine.yield %s : f32
  }
  // CHECK-NEXT: affine.if #[[$SET]](%arg1)[%arg1] {
  // CHECK-NEXT: "test.foo"() : () -> ()
  // CHECK-NEXT: } else {
  // CHECK-NEXT: }
  affine.if #set0(%n)[%n] {
    "test.foo"() : () -> ()
  } else {
  }
  // CHECK-NEXT: %1 = affine.if #[[$SET1]](%arg1) -> f32 {
  // CHECK-NEXT: affine.yield %arg2 : f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: affine.yield %arg2 : f32
  // CHECK-NEXT: }
  %q = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %x : f32
  }
  // CHECK-NEXT: affine.parallel (%arg3, %arg4) = (0, 0) to (10, %arg1) step (2, 1) {
  // CHECK-NEXT: }
  affine.parallel (%i, %j) = (0, 0) to (10, %n) step (2, 1) {
  }
  // CHECK-NEXT: %2:2 = affine.parallel (%arg3, %arg4) = (0, max(%arg1, 2)) to (min(%arg1, 8), 8) reduce ("addf", "mulf") -> (f32, f32) {
  // CHECK-NEXT: affine.yield %arg2, %arg2 : f32, f32
  // CHECK-NEXT: }
  %p:2 = affine.parallel (%i, %j) = (0, max(%n, 2)) to (min(%n, 8), 8) reduce ("addf", "mulf") -> (f32, f32) {
    affine.yield %x, %x : f32, f32
  }
  // CHECK-NEXT: %3 = affine.load %arg0[0, 0] : memref<10x10xf32>
  %l = affine.load %A[0, 0] : memref<10x10xf32>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @g(
func.func @g(%A: memref<10x10xf32>, %B: memref<f32>, %n: index) {
  // CHECK-NEXT: affine.for %arg3 = -2 to 10 {
  affine.for %i = -2 to 10 {
    // CHECK-NEXT: %0 = affine.load %arg0[%arg3 * 3 - 1, (%arg3 + symbol(%arg2)) floordiv 2] : memref<10x10xf32>
    %v = affine.load %A[%i * 3 - 1, (%i + symbol(%n)) floordiv 2] : memref<10x10xf32>
    // CHECK-NEXT: affine.store %0, %arg0[%arg3 mod 4, %arg3 ceildiv 3] {foo} : memref<10x10xf32>
    affine.store %v, %A[%i mod 4, %i ceildiv 3] {foo} : memref<10x10xf32>
    // CHECK-NEXT: %1 = affine.load %arg1[] : memref<f32>
    %s = affine.load %B[] : memref<f32>
    // CHECK-NEXT: %2 = affine.vector_load %arg0[%arg3, 0] : memref<10x10xf32>, vector<4xf32>
    %vv = affine.vector_load %A[%i, 0] : memref<10x10xf32>, vector<4xf32>
    // CHECK-NEXT: affine.vector_store %2, %arg0[%arg3, 0] : memref<10x10xf32>, vector<4xf32>
    affine.vector_store %vv, %A[%i, 0] : memref<10x10xf32>, vector<4xf32>
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: affine.for %arg3 = max #[[$LB]]()[%arg2] to 10 {
  // CHECK-NEXT: affine.if #[[$SET]](%arg3)[%arg2] {
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  affine.for %i = max affine_map<()[s0] -> (0, s0)>()[%n] to 10 {
    affine.if #set0(%i)[%n] {
      affine.yield
    }
  }
  return
}
