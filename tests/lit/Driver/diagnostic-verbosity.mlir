// Remarks on an op carry it as a note in custom form (elements attributes of more
// than 16 elements elided, as in all op notes); --mlir-diagnostic-verbosity-level
// hides remarks and warnings when printing (not under -verify-diagnostics), and
// --mlir-print-op-on-diagnostic=false drops the op notes.
// RUN: rmlir-opt %s --test-side-effects -o /dev/null 2>&1 | FileCheck %s
// RUN: rmlir-opt %s --test-side-effects --mlir-diagnostic-verbosity-level=errors -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: rmlir-opt %s --test-side-effects --mlir-diagnostic-verbosity-level=warnings -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: rmlir-opt %s --test-side-effects --mlir-diagnostic-verbosity-level=errors -verify-diagnostics -o /dev/null
// RUN: rmlir-opt %s --test-side-effects --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-NOTE
// RUN: not rmlir-opt %s --mlir-diagnostic-verbosity-level=all 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: remark: operation has no memory effects
// CHECK: note: see current operation: %cst = arith.constant dense_resource<__elided__> : tensor<17xi32>
// CHECK: remark: found an instance of 'allocate' on op result 0, on resource '<Default>'
// CHECK: note: see current operation: %alloc = memref.alloc() : memref<4xf32>
// QUIET-NOT: remark
// NO-NOTE-NOT: note:
// BAD: for the --mlir-diagnostic-verbosity-level option: Cannot find option named 'all'!
func.func @f() {
  // expected-remark @below {{operation has no memory effects}}
  %c = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>
  // expected-remark @below {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
  %0 = memref.alloc() : memref<4xf32>
  return
}
