// Properties of the generic form are taken as ODS's setPropertiesFromAttr takes them:
// names a registered op does not declare are dropped (they do not become discardable
// attributes), an unregistered op keeps what it is given, and an op without
// properties rejects any, even an empty dictionary.
// RUN: rmlir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @unknown_names_dropped
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 overflow<nsw> {kept = 1 : i64} : i32
// CHECK-NEXT: "test.unregistered"() <{tag = 7 : i64}> : () -> ()
// GENERIC: "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> {kept = 1 : i64} : (i32, i32) -> i32
// GENERIC: "test.unregistered"() <{tag = 7 : i64}> : () -> ()
func.func @unknown_names_dropped(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>, tag = 1 : i32}> : (i32, i32) -> i32
  %1 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>, tag = 2 : i32}> {kept = 1} : (i32, i32) -> i32
  "test.unregistered"() <{tag = 7}> : () -> ()
  return
}

// CHECK-LABEL: func.func @declared_names_kept_on_functions
// CHECK-SAME: attributes {bar = 1 : i64}
"func.func"() <{sym_name = "declared_names_kept_on_functions", function_type = () -> (), foo = 3}> ({
  "func.return"() : () -> ()
}) {bar = 1} : () -> ()
