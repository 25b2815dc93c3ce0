// canonicalize's options print as mlir-opt 22 prints them, test-convergence fails
// the pass when the driver hits its iteration limit, and the region simplification
// level is an option (the aggressive level is tested in canonicalize-aggressive.mlir).
// RUN: rmlir-opt %s --canonicalize --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: not rmlir-opt %s -p 'builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))' 2>&1 | FileCheck %s --check-prefix=CONV
// RUN: rmlir-opt %s --canonicalize=region-simplify=aggressive --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=AGG
// RUN: rmlir-opt %s -p 'builtin.module(func.func(canonicalize{max-iterations=1}))' | FileCheck %s --check-prefix=ONE

// DUMP: canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}

// With one iteration the fold happens but the driver has not seen a quiet pass yet.
// (mlir-opt 22 exits 1 here without printing anything; we name the reason.)
// CONV: error: Canonicalizer failed to converge
// AGG: canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false top-down=true}
// ONE: return %arg0 : i32

func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
