// --mlir-very-unsafe-disable-verifier-on-parsing skips the verifier after parsing;
// IR that is not known to verify is verified before it is printed, silently, and
// printed in the generic form when it does not (unless --mlir-print-assume-verified).
// A pass that changes the IR (run with --verify-each) still reports it.
// RUN: rmlir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --mlir-print-assume-verified | FileCheck %s --check-prefix=CUSTOM
// RUN: not rmlir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing -canonicalize 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: rmlir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing -cse --verify-each=false | FileCheck %s --check-prefix=GENERIC
// RUN: not rmlir-opt %s 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: not rmlir-opt %s --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NO-NOTE

// Numbering runs across the functions, last one first, as in MLIR's generic form.
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "ok"}> ({
// GENERIC-NEXT: ^bb0(%arg1: i32):
// GENERIC: "func.func"() <{function_type = (i32) -> i64, sym_name = "bad"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT: "func.return"(%arg0) : (i32) -> ()

// CUSTOM: func.func @bad(%arg0: i32) -> i64 {
// CUSTOM-NEXT: return %arg0 : i32

// PASS: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad
// PASS: note: see current operation: "func.return"(%arg0) : (i32) -> ()

// PARSE: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad
// PARSE-NEXT: return %a : i32
// PARSE: note: see current operation:

// NO-NOTE: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad
// NO-NOTE-NOT: note:
func.func @ok(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @bad(%a: i32) -> i64 {
  return %a : i32
}
