// An op name without a dialect prefix (or with an empty op name) is tried in the
// enclosing op's default dialect only, as MLIR does; the errors name what was tried,
// and a missing dialect comes with the list of the registered ones.
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: unknown-custom-op.mlir:[[# @LINE + 1]]:1: error: custom op 'func.' is unknown (tried 'builtin.func.' as well)
func. @f() {
}

// -----

func.func @module_in_function() {
  // Inside a function the default dialect is func, not builtin.
  // CHECK: unknown-custom-op.mlir:[[# @LINE + 1]]:3: error: custom op 'module' is unknown (tried 'func.module' as well)
  module {
  }
  return
}

// -----

func.func @no_default_dialect() {
  // scf.execute_region has no default dialect: the name is tried with an empty one.
  scf.execute_region {
    // CHECK: unknown-custom-op.mlir:[[# @LINE + 2]]:5: error: Dialect `' not found for custom op 'memref'  (tried '.memref' as well)
    // CHECK-NEXT: memref
    memref
  }
  return
}
// CHECK: note: Available dialects: {{.*}}affine, {{.*}}bufferization, {{.*}} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management

// -----

func.func @lone_dot() {
  // CHECK: unknown-custom-op.mlir:[[# @LINE + 1]]:4: error: expected three consecutive dots for an ellipsis
  ..x
  return
}
