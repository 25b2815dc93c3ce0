// A bad `alignment` in the custom form of memref.alloc/alloca/realloc/load/store is
// reported where the attribute dictionary is parsed, as mlir-opt 22's generated
// parsers report inherent attributes (the op is not built); in the generic form, by
// the verifier at the op.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @f() {
  // expected-error @+1 {{custom op 'memref.alloca' 'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloca() {alignment = 6} : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{custom op 'memref.store' 'memref.store' op attribute 'alignment' failed to satisfy constraint}}
  memref.store %v, %m[%i] {alignment = 0} : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.realloc' 'memref.realloc' op attribute 'alignment' failed to satisfy constraint}}
  %0 = memref.realloc %m {alignment = 8 : i32} : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.load"(%m, %i) <{alignment = 3 : i64}> : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // A valid alignment is kept.
  %0 = memref.load %m[%i] {alignment = 16} : memref<4xf32>
  // expected-error @+1 {{custom op 'memref.load' 'memref.load' op attribute 'alignment' failed to satisfy constraint}}
  %1 = memref.load %m[%i] {alignment = -16} : memref<4xf32>
  return
}
