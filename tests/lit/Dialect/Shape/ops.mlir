// shape.const_witness in custom and generic form (its passing value is any i1
// attribute: 0/1 read as false/true), and shape.assuming round trips.
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s --allow-unregistered-dialect | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @witnesses()
// CHECK-NEXT: %0 = shape.const_witness true
// CHECK-NEXT: %1 = shape.const_witness false {note = "x"}
// CHECK-NEXT: %2 = shape.const_witness true
// CHECK-NEXT: %3 = shape.const_witness false
// CHECK-NEXT: "test.use"(%0, %1, %2, %3)
// GENERIC: "shape.const_witness"() <{passing = true}> : () -> !shape.witness
// GENERIC: "shape.const_witness"() <{passing = false}> {note = "x"} : () -> !shape.witness
func.func @witnesses() {
  %w0 = shape.const_witness true
  %w1 = shape.const_witness false {note = "x"}
  %w2 = shape.const_witness 1
  %w3 = "shape.const_witness"() <{passing = false}> : () -> !shape.witness
  "test.use"(%w0, %w1, %w2, %w3) : (!shape.witness, !shape.witness, !shape.witness, !shape.witness) -> ()
  return
}

// CHECK-LABEL: func.func @assuming(%arg0: memref<2xf32>)
// CHECK-NEXT: %0 = shape.const_witness true
// CHECK-NEXT: %1 = shape.assuming %0 -> (memref<2xf32>) {
// CHECK-NEXT: shape.assuming_yield %arg0 : memref<2xf32>
// CHECK-NEXT: }
func.func @assuming(%m: memref<2xf32>) -> memref<2xf32> {
  %w = shape.const_witness true
  %0 = shape.assuming %w -> (memref<2xf32>) {
    shape.assuming_yield %m : memref<2xf32>
  }
  return %0 : memref<2xf32>
}
