// convert-scf-to-cf fails on an scf.forall with shared outputs (it must be
// bufferized first), at the loop, and leaves the function unchanged.
// RUN: rmlir-opt %s --convert-scf-to-cf -split-input-file -verify-diagnostics

func.func @forall_with_outputs(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}

// -----

// Nested in a loop that is lowered first: the failure is reported all the same.
func.func @nested(%t: tensor<8xf32>, %n: index) {
  scf.for %j = %n to %n step %n {
    // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
    %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<8xf32> {
      scf.forall.in_parallel {
      }
    }
  }
  return
}
