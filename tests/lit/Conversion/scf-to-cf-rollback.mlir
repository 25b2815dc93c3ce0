// A failed conversion is undone: the IR printed after the failed pass is the input
// (the scf.if lowered before the failing scf.forall is back). With
// allow-pattern-rollback=false the changes made so far stay. Expected output taken
// from mlir-opt 22.
// RUN: not rmlir-opt %s --allow-unregistered-dialect --convert-scf-to-cf --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=ROLLBACK
// RUN: not rmlir-opt %s --allow-unregistered-dialect '--convert-scf-to-cf=allow-pattern-rollback=false' --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=KEEP

func.func @forall_out(%t: tensor<8xf32>, %n: index, %c: i1) -> tensor<8xf32> {
  scf.if %c {
    "test.a"() : () -> ()
  }
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}

// ROLLBACK: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
// ROLLBACK: // -----// IR Dump After SCFToControlFlowPass Failed (convert-scf-to-cf) //----- //
// ROLLBACK-NEXT: module {
// ROLLBACK-NEXT:   func.func @forall_out(%arg0: tensor<8xf32>, %arg1: index, %arg2: i1) -> tensor<8xf32> {
// ROLLBACK-NEXT:     scf.if %arg2 {
// ROLLBACK-NEXT:       "test.a"() : () -> ()
// ROLLBACK-NEXT:     }
// ROLLBACK-NEXT:     %0 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// ROLLBACK-NEXT:       scf.forall.in_parallel {
// ROLLBACK-NEXT:       }
// ROLLBACK-NEXT:     }
// ROLLBACK-NEXT:     return %0 : tensor<8xf32>
// ROLLBACK-NEXT:   }
// ROLLBACK-NEXT: }

// KEEP: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
// KEEP: // -----// IR Dump After SCFToControlFlowPass Failed (convert-scf-to-cf) //----- //
// KEEP-NEXT: module {
// KEEP-NEXT:   func.func @forall_out(%arg0: tensor<8xf32>, %arg1: index, %arg2: i1) -> tensor<8xf32> {
// KEEP-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// KEEP-NEXT:   ^bb1:  // pred: ^bb0
// KEEP-NEXT:     "test.a"() : () -> ()
// KEEP-NEXT:     cf.br ^bb2
// KEEP-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// KEEP-NEXT:     %0 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// KEEP-NEXT:       scf.forall.in_parallel {
// KEEP-NEXT:       }
// KEEP-NEXT:     }
// KEEP-NEXT:     return %0 : tensor<8xf32>
// KEEP-NEXT:   }
// KEEP-NEXT: }
