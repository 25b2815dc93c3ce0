// --mlir-use-nameloc-as-prefix names a value after the first name location in its
// location (outermost first, through call sites and fused locations): a result after
// its op's, an argument after its own; a name hint gives way, and names are made
// unique as hints are. The output is mlir-opt-22's.
// RUN: rmlir-opt %s --mlir-use-nameloc-as-prefix | FileCheck %s
// RUN: rmlir-opt %s --mlir-use-nameloc-as-prefix --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f(%argname: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %argname, %arg1 : i32
// CHECK-NEXT:    %nm = arith.muli %0, %0 : i32
// CHECK-NEXT:    %callee = arith.subi %nm, %0 : i32
// CHECK-NEXT:    %1 = arith.addi %callee, %0 : i32
// CHECK-NEXT:    %q = arith.addi %1, %0 : i32
// CHECK-NEXT:    %nm_0 = arith.addi %q, %0 : i32
// CHECK-NEXT:    %two = arith.constant 2 : i32
// CHECK-NEXT:    cf.br ^bb1(%two : i32)
// CHECK-NEXT:  ^bb1(%blockarg: i32):
// CHECK-NEXT:    return %blockarg : i32

// GENERIC: ^bb0(%argname: i32, %arg1: i32):
// GENERIC: %two = "arith.constant"() <{value = 2 : i32}> : () -> i32
func.func @f(%a: i32 loc("argname"), %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("foo.mlir":3:4)
  %1 = arith.muli %0, %0 : i32 loc("nm"("x.c":1:2))
  %2 = arith.subi %1, %0 : i32 loc(callsite("callee" at "caller.c":5:6))
  %3 = arith.addi %2, %0 : i32 loc(fused["a.c":1:1, "b.c":2:2])
  %4 = arith.addi %3, %0 : i32 loc(fused<"meta">["a.c":1:1, "q"])
  %5 = arith.addi %4, %0 : i32 loc("nm")
  %6 = arith.constant 2 : i32 loc("two")
  cf.br ^bb1(%6 : i32)
^bb1(%x: i32 loc("blockarg")):
  return %x : i32
}
