// Memory effects of memref, bufferization and pure ops, as MLIR's test-side-effects
// pass reports them (the same file passes with mlir-opt 22).
// RUN: rmlir-opt %s --test-side-effects --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @effects
func.func @effects(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-remark @below {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
  %a = memref.alloc() : memref<4xf32>
  // expected-remark @below {{found an instance of 'allocate' on op result 0, on resource 'AutomaticAllocationScope'}}
  %s = memref.alloca() : memref<4xf32>
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  %v = memref.load %m[%i] : memref<4xf32>
  // expected-remark @below {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  memref.store %f, %a[%i] : memref<4xf32>
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  // expected-remark @below {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  memref.copy %m, %a : memref<4xf32> to memref<4xf32>
  // expected-remark @below {{operation has no memory effects}}
  %x = arith.addf %v, %f : f32
  // expected-remark @below {{found an instance of 'free' on op operand 0, on resource '<Default>'}}
  // expected-remark @below {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  // expected-remark @below {{found an instance of 'free' on op operand 0, on resource '<Default>'}}
  memref.dealloc %r : memref<8xf32>
  return
}
