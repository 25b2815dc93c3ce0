// A dialect conversion does not try to fold a constant-like op that is not legal
// (index.constant here): it folds to its own value, and materializing that again
// would fold forever. The op stays, as with mlir-opt 22.
// RUN: rmlir-opt %s --convert-bufferization-to-memref | FileCheck %s
// RUN: rmlir-opt %s --bufferization-lower-deallocations | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: return %idx1 : index
func.func @f() -> index {
  %r = index.constant 1
  return %r : index
}
