// affine.delinearize_index and affine.linearize_index print as mlir-opt 22 prints
// them, in the custom and the generic form, and the generic form parses back.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s

// CHECK-LABEL: func.func @delinearize
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (%arg1, 4, 8) : index, index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (4) : index, index
// CHECK-NEXT: %2 = affine.delinearize_index %arg0 into () : index
// CHECK-NEXT: %3:2 = affine.delinearize_index %arg0 into (2, 3) {tag} : index, index
// GENERIC-LABEL: "func.func"
// GENERIC: "affine.delinearize_index"({{.*}}) <{static_basis = array<i64: -9223372036854775808, 4, 8>}> : (index, index) -> (index, index, index)
// GENERIC: "affine.delinearize_index"({{.*}}) <{static_basis = array<i64: 4>}> : (index) -> (index, index)
// GENERIC: "affine.delinearize_index"({{.*}}) <{static_basis = array<i64>}> : (index) -> index
func.func @delinearize(%i: index, %n: index) -> (index, index, index, index, index) {
  %0:3 = affine.delinearize_index %i into (%n, 4, 8) : index, index, index
  %1:2 = affine.delinearize_index %i into (4) : index, index
  %2 = affine.delinearize_index %i into () : index
  %3:2 = affine.delinearize_index %i into (2, 3) {tag} : index, index
  return %0#0, %1#1, %2, %3#0, %3#1 : index, index, index, index, index
}

// CHECK-LABEL: func.func @linearize
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (2, %arg2) : index
// CHECK-NEXT: %1 = affine.linearize_index [%arg1, %arg0] by (%arg2) : index
// CHECK-NEXT: %2 = affine.linearize_index [] by () : index
// GENERIC: "affine.linearize_index"({{.*}}) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: 2, -9223372036854775808>}> : (index, index, index) -> index
// GENERIC: "affine.linearize_index"({{.*}}) <{disjoint = false, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808>}> : (index, index, index) -> index
func.func @linearize(%a: index, %b: index, %n: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (2, %n) : index
  %1 = affine.linearize_index [%b, %a] by (%n) : index
  %2 = affine.linearize_index [] by () : index
  return %0, %1, %2 : index, index, index
}

// The generic form may leave `disjoint` out: it is unset, as in mlir-opt.
// GENERIC-LABEL: "func.func"() <{function_type = (index, index) -> index, sym_name = "generic_default"}>
// GENERIC: <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4>}>
// CHECK-LABEL: func.func @generic_default
// CHECK-NEXT: affine.linearize_index [%arg1, %arg0] by (4) : index
func.func @generic_default(%x: index, %y: index) -> index {
  %0 = "affine.linearize_index"(%y, %x) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4>}> : (index, index) -> index
  return %0 : index
}
