// Folds and canonicalization patterns of affine.delinearize_index and
// affine.linearize_index give mlir-opt 22's output (checked against it).
// RUN: rmlir-opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s

// CHECK: #[[$MAP:.*]] = affine_map<()[s0] -> (s0 * 8)>

// CHECK-LABEL: func.func @delinearize_constants
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c1, %c2, %c4 : index, index, index
func.func @delinearize_constants() -> (index, index, index) {
  %c29 = arith.constant 29 : index
  %0:3 = affine.delinearize_index %c29 into (2, 3, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// CHECK-LABEL: func.func @delinearize_negative_no_outer
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %c-2, %c1 : index, index
func.func @delinearize_negative_no_outer() -> (index, index) {
  %c = arith.constant -7 : index
  %0:2 = affine.delinearize_index %c into (4) : index, index
  return %0#0, %0#1 : index, index
}

// CHECK-LABEL: func.func @delinearize_constant_basis_values
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4) : index, index
// CHECK-NEXT: return %0#0, %0#1 : index, index
func.func @delinearize_constant_basis_values(%i: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %0:2 = affine.delinearize_index %i into (%c4) : index, index
  return %0#0, %0#1 : index, index
}

// CHECK-LABEL: func.func @delinearize_single_result
// CHECK-NEXT: return %arg0 : index
func.func @delinearize_single_result(%i: index, %n: index) -> index {
  %0 = affine.delinearize_index %i into (%n) : index
  return %0 : index
}

// CHECK-LABEL: func.func @delinearize_unit_basis
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 8) : index, index
// CHECK-NEXT: return %0#0, %c0, %0#1, %c0 : index, index, index, index
func.func @delinearize_unit_basis(%i: index, %n: index) -> (index, index, index, index) {
  %0:4 = affine.delinearize_index %i into (%n, 1, 8, 1) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}

// CHECK-LABEL: func.func @linearize_constants
// CHECK-NEXT: %c26 = arith.constant 26 : index
// CHECK-NEXT: return %c26 : index
func.func @linearize_constants() -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = affine.linearize_index [%c1, %c2, %c1] by (2, 3, 5) : index
  return %0 : index
}

// CHECK-LABEL: func.func @linearize_trivial
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %arg0, %c0 : index, index
func.func @linearize_trivial(%a: index) -> (index, index) {
  %0 = affine.linearize_index [%a] by (8) : index
  %1 = affine.linearize_index [] by () : index
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @linearize_leading_zero
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (4, 8) : index
// CHECK-NEXT: return %0 : index
func.func @linearize_leading_zero(%a: index, %b: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %a, %b] by (%n, 4, 8) : index
  return %0 : index
}

// CHECK-LABEL: func.func @linearize_unit
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (4, 8) : index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %arg1] by (4, 8) : index
// CHECK-NEXT: return %0, %1 : index, index
func.func @linearize_unit(%a: index, %b: index, %x: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index disjoint [%a, %x, %b] by (4, 1, 8) : index
  %1 = affine.linearize_index [%a, %c0, %b] by (4, 1, 8) : index
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @cancel_exact
// CHECK-NEXT: return %arg0, %arg1 : index, index
func.func @cancel_exact(%a: index, %b: index, %n: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (%n, 8) : index
  %d:2 = affine.delinearize_index %l into (%n, 8) : index, index
  return %d#0, %d#1 : index, index
}

// CHECK-LABEL: func.func @cancel_tail
// CHECK-NEXT: return %arg0, %arg1, %arg2 : index, index, index
func.func @cancel_tail(%a: index, %b: index, %c: index, %n: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b, %c] by (%n, 4, 8) : index
  %d:3 = affine.delinearize_index %l into (2, 4, 8) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}

// CHECK-LABEL: func.func @split_last
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg2, %arg1] by (3, 2) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (2, 3) : index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg0 into (8, 4) : index, index
// CHECK-NEXT: return %1#0, %1#1, %2#0, %2#1 : index, index, index, index
func.func @split_last(%x: index, %y: index, %z: index) -> (index, index, index, index) {
  %l = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %d:4 = affine.delinearize_index %l into (2, 3, 8, 4) : index, index, index, index
  return %d#0, %d#1, %d#2, %d#3 : index, index, index, index
}

// CHECK-LABEL: func.func @linearize_of_delinearize
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (64, 16) : index
// CHECK-NEXT: return %0 : index
func.func @linearize_of_delinearize(%x: index, %y: index) -> index {
  %d:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %l = affine.linearize_index [%d#0, %d#1, %d#2, %y] by (2, 4, 8, 16) : index
  return %l : index
}

// CHECK-LABEL: func.func @linearize_of_delinearize_part
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 32) : index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0#1 into (4, 8) : index, index
// CHECK-NEXT: "test.use"(%1#0) : (index) -> ()
// CHECK-NEXT: return %0#1, %0#0 : index, index
func.func @linearize_of_delinearize_part(%x: index, %n: index) -> (index, index) {
  %d:3 = affine.delinearize_index %x into (%n, 4, 8) : index, index, index
  %l = affine.linearize_index [%d#1, %d#2] by (4, 8) : index
  "test.use"(%d#1) : (index) -> ()
  return %l, %d#0 : index, index
}

// CHECK-LABEL: func.func @linearize_of_delinearize_dynamic
// CHECK-NEXT: %0 = affine.apply #[[$MAP]]()[%arg2]
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (%arg1, %0) : index, index
// CHECK-NEXT: return %1#1 : index
func.func @linearize_of_delinearize_dynamic(%x: index, %n: index, %m: index) -> index {
  %d:3 = affine.delinearize_index %x into (%n, %m, 8) : index, index, index
  %l = affine.linearize_index [%d#1, %d#2] by (%m, 8) : index
  return %l : index
}
