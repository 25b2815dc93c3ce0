// Under --no-implicit-module, a source without exactly one top-level op is an error
// at `file:0:0`, and a pass is refused on an unregistered top op or one that is not
// isolated from above.
// RUN: not rmlir-opt %s -split-input-file --no-implicit-module -allow-unregistered-dialect -cse 2>&1 | FileCheck %s

// CHECK: no-implicit-module-errors.mlir:0:0: error: source must contain a single top-level operation, found: 2
// CHECK: error: 'test.op' op trying to schedule a pass on an unregistered operation
// CHECK: error: 'scf.execute_region' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'
func.func @g() {
  return
}
func.func @h() {
  return
}

// -----

"test.op"() ({
  "test.x"() : () -> ()
}) : () -> ()

// -----

"scf.execute_region"() ({
  "scf.yield"() : () -> ()
}) : () -> ()
