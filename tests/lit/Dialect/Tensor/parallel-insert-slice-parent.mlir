// tensor.parallel_insert_slice must sit in an InParallelOpInterface op
// (scf.forall.in_parallel); the error shows the actual parent in generic form.
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// CHECK: parallel-insert-slice-parent.mlir:[[@LINE+5]]:3: error: expected InParallelOpInterface parent, got:
// CHECK-NEXT: "func.func"() <{function_type = (tensor<8x8xf32>, tensor<2x2xf32>) -> (), sym_name = "outside"}> ({
// CHECK-NEXT: ^bb0(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2xf32>):
func.func @outside(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>) {
  // expected-error@+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %t[0, 0][2, 2][1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  return
}

// -----

func.func @inside(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0, 0][2, 2][1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
