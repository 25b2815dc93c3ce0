// --mlir-pass-statistics reports the statistics of each pass on stderr after the run,
// as the nested pipeline (default) or as a list merged by pass name. The layout is
// MLIR's (PassStatistics.cpp) in a build with statistics enabled, as upstream's
// pipeline-stats.mlir checks it; release builds of mlir-opt 22 compile the counters out
// and print the banner alone, which is all that is compared with them here.
// RUN: rmlir-opt %s -p 'builtin.module(func.func(test-stats-pass,test-stats-pass),symbol-dce)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE --match-full-lines --strict-whitespace
// RUN: rmlir-opt %s -p 'builtin.module(func.func(test-stats-pass,test-stats-pass),test-stats-pass)' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST --match-full-lines --strict-whitespace
// RUN: rmlir-opt %s --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=BANNER --match-full-lines --strict-whitespace
// RUN: not rmlir-opt %s --mlir-pass-statistics-display=tree 2>&1 | FileCheck %s --check-prefix=BAD

//      PIPELINE:===-------------------------------------------------------------------------===
// PIPELINE-NEXT:                         ... Pass statistics report ...
// PIPELINE-NEXT:===-------------------------------------------------------------------------===
// PIPELINE-NEXT:'func.func' Pipeline
// PIPELINE-NEXT:  (anonymous namespace)::TestStatisticPass
// PIPELINE-NEXT:    (S) 13 num-ops  - Number of operations counted
// PIPELINE-NEXT:    (S) 13 num-ops2 - Number of operations counted one more time
// PIPELINE-NEXT:  (anonymous namespace)::TestStatisticPass
// PIPELINE-NEXT:    (S) 13 num-ops  - Number of operations counted
// PIPELINE-NEXT:    (S) 13 num-ops2 - Number of operations counted one more time
// PIPELINE-NEXT:SymbolDCE
// PIPELINE-EMPTY:

//      LIST:                         ... Pass statistics report ...
// LIST-NEXT:===-------------------------------------------------------------------------===
// LIST-NEXT:  (anonymous namespace)::TestStatisticPass
// LIST-NEXT:    (S) 40 num-ops  - Number of operations counted
// LIST-NEXT:    (S) 40 num-ops2 - Number of operations counted one more time
// LIST-EMPTY:

//      BANNER:===-------------------------------------------------------------------------===
// BANNER-NEXT:                         ... Pass statistics report ...
// BANNER-NEXT:===-------------------------------------------------------------------------===
// BANNER-EMPTY:

// BAD: for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!

func.func @foo() {
  %0 = arith.constant 0 : i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.addi %1, %0 : i32
  %3 = arith.addi %2, %0 : i32
  %4 = arith.addi %3, %0 : i32
  %5 = arith.addi %4, %0 : i32
  %6 = arith.addi %5, %0 : i32
  %7 = arith.addi %6, %0 : i32
  %8 = arith.addi %7, %0 : i32
  return
}

func.func @bar() {
  return
}
