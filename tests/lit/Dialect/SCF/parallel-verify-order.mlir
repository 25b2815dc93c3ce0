// scf.parallel is verified before the ops in its body (MLIR's ParallelOp::verify is
// not a region verifier): a body ending in scf.yield is reported as a missing
// scf.reduce, and a result count that does not match the reductions is reported
// before scf.reduce's own checks.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @yield_terminator(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @results_vs_reductions(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    "scf.reduce"(%x) : (f32) -> ()
  }
  return
}
