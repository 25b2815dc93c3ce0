// An scf.parallel reduction whose body returns one of its own arguments lowers to a
// loop carrying the value that argument stands for (rmlir used to keep the erased
// argument and crash on it).
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @reduce_returns_accumulator
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %{{.*}}: f32, %[[INIT:.*]]: f32)
// CHECK: cf.br ^bb1(%[[LB]], %[[INIT]] : index, f32)
// CHECK: ^bb1(%[[I:.*]]: index, %[[ACC:.*]]: f32):
// CHECK: ^bb2:
// CHECK: cf.br ^bb1(%{{.*}}, %[[ACC]] : index, f32)
// CHECK: ^bb3:
// CHECK-NEXT: return %[[ACC]] : f32
func.func @reduce_returns_accumulator(%lb: index, %ub: index, %x: f32, %init: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%c1) init (%init) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return %r : f32
}
