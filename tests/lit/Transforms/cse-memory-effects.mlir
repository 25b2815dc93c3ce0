// CSE and memory effects, as mlir-opt 22 does it: ops whose only effects are reads
// are CSE'd within a block when nothing in between may write (ops with unknown effects
// may; ops with recursive effects are looked into); ops that only read or allocate
// their own results are erased when unused; everything else stays.
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s

// Loads merge until a store or an op with unknown effects comes between them.
// CHECK: module {
// CHECK-NEXT: func.func @loads(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: "foo.unknown"() : () -> ()
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %0, %1, %2, %2 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loads(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  "foo.unknown"() : () -> ()
  %3 = memref.load %m[%i] : memref<4xf32>
  %4 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// -----

// Reads are only merged within one block, even when the first dominates the second.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @reads_across_blocks(%arg0: memref<4xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @reads_across_blocks(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  cf.br ^bb1
^bb1:
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}

// -----

// A read nested in a region is in another block than the outer one.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @nested_read(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_read(%m: memref<4xf32>, %i: index, %c: i1) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = scf.if %c -> f32 {
    %2 = memref.load %m[%i] : memref<4xf32>
    scf.yield %2 : f32
  } else {
    scf.yield %0 : f32
  }
  return %0, %1 : f32, f32
}

// -----

// Ops with recursive effects between two reads block the merge only if something
// inside them writes.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @recursive_between(%arg0: memref<4xf32>, %arg1: index, %arg2: f32, %arg3: i1) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0, %0, %1 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @recursive_between(%m: memref<4xf32>, %i: index, %v: f32, %c: i1) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  scf.if %c {
    %k = arith.constant 1.0 : f32
    scf.yield
  }
  %1 = memref.load %m[%i] : memref<4xf32>
  scf.if %c {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  %2 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %2 : f32, f32, f32
}

// -----

// Unused loads and allocations are trivially dead; stores and unused writes are not.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @dead_effects(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dead_effects(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  return
}

// -----

// Allocations are never merged.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @allocs() -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: return %alloc, %alloc_0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @allocs() -> (memref<4xf32>, memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  return %0, %1 : memref<4xf32>, memref<4xf32>
}

// -----

// An scf.if holding a read is neither effect-free nor read-only: it stays.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @region_with_read(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> (f32, f32) {
// CHECK-NEXT: %0 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @region_with_read(%m: memref<4xf32>, %i: index, %c: i1) -> (f32, f32) {
  %0 = scf.if %c -> f32 {
    %l = memref.load %m[%i] : memref<4xf32>
    scf.yield %l : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  %1 = scf.if %c -> f32 {
    %l = memref.load %m[%i] : memref<4xf32>
    scf.yield %l : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %0, %1 : f32, f32
}
