// Results of scf.execute_region that every yield gives the same value defined
// outside are that value, and the op drops them (each yield keeps its other
// operands). Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func private @f()
func.func @forward_outside(%m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.execute_region -> memref<4xf32> no_inline {
    func.call @f() : () -> ()
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @forward_some(%m: memref<4xf32>) -> (memref<4xf32>, memref<8xf32>) {
  %r:2 = scf.execute_region -> (memref<4xf32>, memref<8xf32>) no_inline {
    %a = memref.alloc() : memref<8xf32>
    func.call @f() : () -> ()
    scf.yield %m, %a : memref<4xf32>, memref<8xf32>
  }
  return %r#0, %r#1 : memref<4xf32>, memref<8xf32>
}
func.func @several_yields(%c: i1, %m: memref<4xf32>, %a: memref<8xf32>, %b: memref<8xf32>) -> (memref<4xf32>, memref<8xf32>) {
  %r:2 = scf.execute_region -> (memref<4xf32>, memref<8xf32>) no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    func.call @f() : () -> ()
    scf.yield %m, %a : memref<4xf32>, memref<8xf32>
  ^bb2:
    scf.yield %m, %b : memref<4xf32>, memref<8xf32>
  }
  return %r#0, %r#1 : memref<4xf32>, memref<8xf32>
}

// CHECK: func.func private @f()
// CHECK-LABEL: func.func @forward_outside(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: func.call @f() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forward_some(%arg0: memref<4xf32>) -> (memref<4xf32>, memref<8xf32>) {
// CHECK-NEXT: %0 = scf.execute_region -> memref<8xf32> no_inline {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: func.call @f() : () -> ()
// CHECK-NEXT: scf.yield %alloc : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0 : memref<4xf32>, memref<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @several_yields(%arg0: i1, %arg1: memref<4xf32>, %arg2: memref<8xf32>, %arg3: memref<8xf32>) -> (memref<4xf32>, memref<8xf32>) {
// CHECK-NEXT: %0 = scf.execute_region -> memref<8xf32> no_inline {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: func.call @f() : () -> ()
// CHECK-NEXT: scf.yield %arg2 : memref<8xf32>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg3 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0 : memref<4xf32>, memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
