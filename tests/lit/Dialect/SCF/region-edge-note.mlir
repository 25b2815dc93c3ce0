// A region-edge type error of an op with regions shows the op on the line after
// "see current operation:", as MLIR prints ops with regions.
// RUN: not rmlir-opt %s 2>&1 | FileCheck %s

func.func @f(%c: i1) {
  // CHECK: region-edge-note.mlir:[[@LINE+3]]:8: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'
  // CHECK: region-edge-note.mlir:[[@LINE+2]]:8: note: see current operation:
  // CHECK-NEXT: {{^}}%0 = "scf.if"(%arg0) ({
  %0 = scf.if %c -> (i32) {
    %a = arith.constant 1 : i64
    scf.yield %a : i64
  } else {
    %b = arith.constant 1 : i32
    scf.yield %b : i32
  }
  return
}
