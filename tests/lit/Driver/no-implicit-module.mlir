// --no-implicit-module makes the source's single top-level op the top op, whatever
// it is, and passes are anchored on it (no-implicit-module-errors.mlir has the
// errors).
// RUN: rmlir-opt %s --no-implicit-module | FileCheck %s
// RUN: rmlir-opt %s --no-implicit-module -canonicalize | FileCheck %s
// RUN: not rmlir-opt %s --no-implicit-module --pass-pipeline='builtin.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: rmlir-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS

// CHECK-NOT: module
// CHECK: func.func @f() {
// CHECK-NEXT: return
// ANCHOR: error: can't run 'builtin.module' pass manager on 'func.func' op
// DIALECTS: Available Dialects: {{.*}}arith,{{.*}}bufferization,builtin,{{.*}}func,{{.*}}memref,{{.*}}scf,{{.*}}tensor,
func.func @f() {
  return
}
