// Custom parser errors that MLIR reports at the op's name (`parser.getNameLoc()`)
// point at the name, with the `custom op` prefix.
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @for_bound_dims(%x: index) {
  // CHECK: {{.*}}.mlir:[[@LINE+1]]:3: error: custom op 'affine.for' dim operand count and affine map dim count must match
  affine.for %i = %x to affine_map<(d0, d1) -> (d0)>(%x) {
  }
  return
}

// -----

func.func @apply_dims(%x: index) {
  // CHECK: {{.*}}.mlir:[[@LINE+1]]:8: error: custom op 'affine.apply' dimension or symbol index mismatch
  %0 = affine.apply affine_map<(d0, d1) -> (d0)>(%x)
  return
}

// -----

func.func @if_dims(%x: index) {
  // CHECK: {{.*}}.mlir:[[@LINE+1]]:3: error: custom op 'affine.if' dim operand count and integer set dim count must match
  affine.if affine_set<(d0) : (d0 >= 0)>(%x, %x) {
  }
  return
}

// -----

func.func @parallel_reduction_name() {
  // CHECK: {{.*}}.mlir:[[@LINE+1]]:46: error: custom op 'affine.parallel' invalid reduction value: "bogus"
  affine.parallel (%i) = (0) to (10) reduce ("bogus") -> (f32) {
  }
  return
}

// -----

func.func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  // CHECK: {{.*}}.mlir:[[@LINE+1]]:3: error: custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'
  memref.prefetch %m[%i], bogus, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<4xf32>, %i: index) {
  // CHECK: {{.*}}.mlir:[[@LINE+1]]:3: error: custom op 'memref.prefetch' cache type has to be 'data' or 'instr'
  memref.prefetch %m[%i], read, locality<3>, bogus : memref<4xf32>
  return
}

// -----

func.func @dma_strides(%a: memref<4xf32>, %b: memref<4xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  // CHECK: {{.*}}.mlir:[[@LINE+1]]:3: error: custom op 'memref.dma_start' expected two stride related operands
  memref.dma_start %a[%i], %b[%i], %n, %t[%i], %n : memref<4xf32>, memref<4xf32, 2>, memref<1xi32>
  return
}

// -----

// A zero step parses in generic form and prints back (only the custom parser rejects
// a negative step).
// CHECK-LABEL: func.func @for_zero_step
// CHECK: affine.for %{{.*}} = 0 to 10 step 0 {
func.func @for_zero_step() {
  "affine.for"() ({
  ^bb0(%i: index):
    affine.yield
  }) {lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (10)>, step = 0 : index, operandSegmentSizes = array<i32: 0, 0, 0>} : () -> ()
  return
}
