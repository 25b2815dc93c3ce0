// The ub dialect: ub.poison (default `#ub.poison` value elided, kept in the generic
// form, given back as a property when the generic form leaves it out) and the
// ub.unreachable terminator; a bitcast of poison folds to poison of the new type.
// `#ub.poison` has no parameters: a `<...>` after it is read and dropped, as mlir-opt
// does, so the value is the default one again.
// RUN: rmlir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s -allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @poison
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = arith.bitcast %0 : i32 to f32
// CHECK-NEXT: %2 = ub.poison {tag} : i32
// CHECK-NEXT: %3 = ub.poison : vector<4xf32>
// GENERIC-LABEL: sym_name = "poison"
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: "ub.poison"() <{value = #ub.poison}> {tag} : () -> i32
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> vector<4xf32>
// CANON-LABEL: func.func @poison
// CANON-NEXT: %0 = ub.poison : vector<4xf32>
// CANON-NEXT: %1 = ub.poison : i32
// CANON-NEXT: %2 = ub.poison : f32
// CANON-NEXT: return %2, %1, %0 : f32, i32, vector<4xf32>
func.func @poison() -> (f32, i32, vector<4xf32>) {
  %p = ub.poison : i32
  %res = arith.bitcast %p : i32 to f32
  %q = ub.poison {tag} : i32
  %v = "ub.poison"() : () -> vector<4xf32>
  return %res, %q, %v : f32, i32, vector<4xf32>
}

// CHECK-LABEL: func.func @unreachable
// CHECK: ^bb1:
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: ub.unreachable
// GENERIC: "ub.unreachable"() : () -> ()
func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.effect"() : () -> ()
  ub.unreachable
^bb2:
  return
}

// CHECK-LABEL: func.func @poison_body_dropped
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = ub.poison : index
// GENERIC-LABEL: sym_name = "poison_body_dropped"
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> f32
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> index
func.func @poison_body_dropped() -> (i32, f32, index) {
  %a = "ub.poison"() <{value = #ub.poison<1>}> : () -> i32
  %b = ub.poison <#ub.poison<"x", [2]>> : f32
  %c = "ub.poison"() <{value = #ub.poison<>}> : () -> index
  return %a, %b, %c : i32, f32, index
}
