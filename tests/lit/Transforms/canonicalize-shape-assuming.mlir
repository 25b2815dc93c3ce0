// Canonicalization of shape.assuming: unused results are dropped; under a
// shape.const_witness the region is inlined into the parent block (mlir-opt 22 does
// this for a `false` witness too: it checks that `passing` is set, not its value);
// const_witness ops are constants, uniqued and hoisted.
// RUN: rmlir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @inline_true(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: "test.before"() : () -> ()
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: "test.after"(%arg0) : (memref<2xf32>) -> ()
// CHECK-NEXT: return %arg0 : memref<2xf32>
func.func @inline_true(%m: memref<2xf32>) -> memref<2xf32> {
  "test.before"() : () -> ()
  %w = shape.const_witness true
  %0 = shape.assuming %w -> (memref<2xf32>) {
    "test.foo"() : () -> ()
    shape.assuming_yield %m : memref<2xf32>
  }
  "test.after"(%0) : (memref<2xf32>) -> ()
  return %0 : memref<2xf32>
}

// CHECK-LABEL: func.func @inline_false(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: return %arg0 : memref<2xf32>
func.func @inline_false(%m: memref<2xf32>) -> memref<2xf32> {
  %w = shape.const_witness false
  %0 = shape.assuming %w -> (memref<2xf32>) {
    "test.bar"() : () -> ()
    shape.assuming_yield %m : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// CHECK-LABEL: func.func @nested(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT: %0 = scf.if %arg1 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = "test.witness"() : () -> !shape.witness
// CHECK-NEXT: %2 = shape.assuming %1 -> (memref<2xf32>) {
// CHECK-NEXT: shape.assuming_yield %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%2) : (memref<2xf32>) -> ()
func.func @nested(%m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %w = shape.const_witness true
    %0 = shape.assuming %w -> (memref<2xf32>) {
      %a = memref.alloc() : memref<2xf32>
      shape.assuming_yield %a : memref<2xf32>
    }
    scf.yield %0 : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  %w4 = "test.witness"() : () -> !shape.witness
  %1 = shape.assuming %w4 -> (memref<2xf32>) {
    shape.assuming_yield %m : memref<2xf32>
  }
  "test.use"(%1) : (memref<2xf32>) -> ()
  return %r : memref<2xf32>
}

// CHECK-LABEL: func.func @uniqued() {
// CHECK-NEXT: %0 = shape.const_witness true
// CHECK-NEXT: "test.before"() : () -> ()
// CHECK-NEXT: "test.use"(%0) : (!shape.witness) -> ()
// CHECK-NEXT: "test.use"(%0) : (!shape.witness) -> ()
func.func @uniqued() {
  "test.before"() : () -> ()
  %w = shape.const_witness true
  "test.use"(%w) : (!shape.witness) -> ()
  %w2 = shape.const_witness true
  "test.use"(%w2) : (!shape.witness) -> ()
  return
}
