// convert-bufferization-to-memref errors: a clone whose layout no fresh allocation
// can be cast to, a bufferization op without a lowering, and (on a function) a
// dealloc that needs the helper function.
// RUN: rmlir-opt %s --convert-bufferization-to-memref -split-input-file -verify-diagnostics

func.func @clone_strided(%a: memref<4xf32, strided<[2]>>) -> memref<4xf32, strided<[2]>> {
  // expected-error @+1 {{failed to legalize operation 'bufferization.clone' that was explicitly marked illegal}}
  %b = bufferization.clone %a : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[2]>>
  return %b : memref<4xf32, strided<[2]>>
}

// -----

func.func @alloc_tensor(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  // expected-error @+1 {{failed to legalize operation 'bufferization.alloc_tensor' that was explicitly marked illegal}}
  %x = bufferization.alloc_tensor() : tensor<2xf32>
  return
}
