// test-legalize-type-conversion takes mlir-opt's allow-pattern-rollback option (the
// conversion driver's no-rollback mode when false), printed back by
// --dump-pass-pipeline as mlir-opt prints it.
// RUN: rmlir-opt %s --test-legalize-type-conversion --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s
// RUN: rmlir-opt %s --test-legalize-type-conversion=allow-pattern-rollback=false --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not rmlir-opt %s --test-legalize-type-conversion=allow-pattern-rollback=maybe 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: test-legalize-type-conversion{allow-pattern-rollback=true}
// OFF: test-legalize-type-conversion{allow-pattern-rollback=false}
// OFF: func.func @f()
// BAD: 'maybe' is invalid value for boolean argument
func.func @f() {
  return
}
