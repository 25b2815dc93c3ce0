// The op a diagnostic shows is printed with the command line's printing flags, as
// MLIR's OpPrintingFlags defaults are: with its location under --mlir-print-debuginfo,
// with its regions elided under --mlir-print-skip-regions.
// RUN: not rmlir-opt %s --mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: not rmlir-opt %s --mlir-print-skip-regions 2>&1 | FileCheck %s --check-prefix=SKIP
// RUN: not rmlir-opt %s 2>&1 | FileCheck %s --check-prefix=PLAIN

func.func @f(%c: i1, %x: f32) {
  scf.if %c {
    scf.yield %x : f32
  }
  return
}

// DEBUG: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs
// DEBUG-NEXT: scf.if %c {
// DEBUG: note: see current operation:
// DEBUG-NEXT: "scf.if"(%arg0) ({
// DEBUG-NEXT:   "scf.yield"(%arg1) : (f32) -> () loc("{{.*}}diagnostic-op-print-flags.mlir":10:5)
// DEBUG-NEXT: }, {
// DEBUG-NEXT: }) : (i1) -> () loc("{{.*}}diagnostic-op-print-flags.mlir":9:3)

// SKIP: note: see current operation: "scf.if"(%arg0) ({...}, {...}) : (i1) -> ()

// PLAIN: note: see current operation:
// PLAIN-NEXT: "scf.if"(%arg0) ({
// PLAIN-NEXT:   "scf.yield"(%arg1) : (f32) -> (){{$}}
