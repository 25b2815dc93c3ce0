// "block with no terminator" shows the last op of the block; an op printed on several
// lines starts on a line of its own, as in mlir-opt.
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: error: block with no terminator, has {{$}}
// CHECK-NEXT: "scf.if"(%arg0) ({
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> ()
func.func @multi_line(%c: i1) {
  scf.if %c {
  }
}

// -----

// CHECK: error: block with no terminator, has %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32{{$}}
func.func @one_line() {
  %0 = arith.constant 0 : i32
}
