// Errors of the custom-form parser carry MLIR's `custom op 'NAME'` prefix and point
// where mlir-opt points; `memref.realloc`'s layout error has no op prefix (MLIR's
// `emitError`) and names the type.
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: diagnostic-prefixes.mlir:[[@LINE+1]]:1: error: custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'
memref.global "private" @g : memref<?xf32>

// -----

// CHECK: diagnostic-prefixes.mlir:[[@LINE+1]]:1: error: custom op 'memref.global' initial value should be a unit or elements attribute
memref.global "private" @g : memref<4xf32> = "s"

// -----

func.func @dealloc(%m: memref<4xf32>) {
  // CHECK: diagnostic-prefixes.mlir:[[@LINE+1]]:23: error: custom op 'memref.dealloc' invalid kind of type specified
  memref.dealloc %m : i32
  return
}

// -----

func.func @load(%m: memref<4xf32>) {
  // CHECK: diagnostic-prefixes.mlir:[[@LINE+1]]:27: error: custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'i32'
  %0 = memref.load %m[] : i32
  return
}

// -----

func.func @rmw(%m: memref<4xf32>, %v: f32, %i: index) {
  // CHECK: diagnostic-prefixes.mlir:[[@LINE+1]]:26: error: custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf,
  %0 = memref.atomic_rmw foo %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @realloc(%m: memref<4xf32, strided<[2]>>) {
  // CHECK: diagnostic-prefixes.mlir:[[@LINE+1]]:8: error: unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}
