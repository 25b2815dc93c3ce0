// On a function, convert-bufferization-to-memref cannot add the dealloc helper: a
// dealloc of several memrefs is an error (reported by the pattern, then the op fails
// to legalize); one of a single memref is lowered.
// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(convert-bufferization-to-memref))' -split-input-file -verify-diagnostics

func.func @general(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  // expected-error @+2 {{library function required for generic lowering, but cannot be automatically inserted when operating on functions}}
  // expected-error @+1 {{failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal}}
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}
