// memref.alloca_scope: no region arguments (checked first), and the values its
// return passes must match the op's results (the region-branch edge check).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @return_type() {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = memref.alloca_scope -> (f32) {
    %c = arith.constant 1 : i32
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return %c : i32
  }
  return
}

// -----

func.func @return_count() {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = memref.alloca_scope -> (f32) {
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return
  }
  return
}

// -----

func.func @region_arguments() {
  // expected-error@+1 {{'memref.alloca_scope' op region should have no arguments}}
  "memref.alloca_scope"() ({
  ^bb0(%a: i32):
    memref.alloca_scope.return
  }) : () -> ()
  return
}

// -----

func.func @ok() -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  return %0 : f32
}
