// An alloca_scope body ending in an unregistered op still gets its implicit
// memref.alloca_scope.return (ODS's ensureTerminator asks for a registered
// terminator), as does a shape.assuming body.
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: sym_name = "scope"
// CHECK: "memref.alloca_scope"() ({
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: "memref.alloca_scope.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @scope() {
  memref.alloca_scope {
    "test.foo"() : () -> ()
  }
  return
}

// CHECK-LABEL: sym_name = "assuming"
// CHECK: "shape.assuming"(%arg0) ({
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: "shape.assuming_yield"() : () -> ()
// CHECK-NEXT: }) : (!shape.witness) -> ()
func.func @assuming(%w: !shape.witness) {
  shape.assuming %w {
    "test.foo"() : () -> ()
  }
  return
}
