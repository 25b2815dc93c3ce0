// The inliner's options: `inlining-threshold` (callee ops in percent of the caller's,
// 0: inline nothing), `max-iterations` (rounds of simplify+inline per SCC: one round
// leaves the inlined code unsimplified), `op-pipelines` (a pipeline per callable op
// name instead of `default-pipeline`).
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -p 'builtin.module(inline{inlining-threshold=0})' | FileCheck %s --check-prefix=NONE
// RUN: rmlir-opt %s -p 'builtin.module(inline{inlining-threshold=80})' | FileCheck %s --check-prefix=T80
// RUN: rmlir-opt %s -p 'builtin.module(inline{max-iterations=1})' | FileCheck %s --check-prefix=ONE
// RUN: rmlir-opt %s -p 'builtin.module(inline{op-pipelines=func.func(cse)})' | FileCheck %s --check-prefix=CSE

// Nothing is inlined; the functions are still simplified.
// NONE: module {
// NONE-NEXT: func.func private @small(%arg0: i32) -> i32 {
// NONE-NEXT: %c2_i32 = arith.constant 2 : i32
// NONE-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// NONE-NEXT: %1 = arith.muli %arg0, %c2_i32 : i32
// NONE-NEXT: %2 = arith.addi %0, %1 : i32
// NONE-NEXT: return %2 : i32
// NONE-NEXT: }
// NONE-NEXT: func.func @big(%arg0: i32) -> i32 {
// NONE-NEXT: %0 = call @small(%arg0) : (i32) -> i32
// NONE-NEXT: %1 = arith.addi %0, %arg0 : i32
// NONE-NEXT: %2 = arith.addi %1, %arg0 : i32
// NONE-NEXT: %3 = arith.addi %2, %arg0 : i32
// NONE-NEXT: %4 = arith.addi %3, %arg0 : i32
// NONE-NEXT: %5 = arith.addi %4, %arg0 : i32
// NONE-NEXT: %6 = arith.addi %5, %arg0 : i32
// NONE-NEXT: %7 = arith.addi %6, %arg0 : i32
// NONE-NEXT: %8 = arith.addi %7, %arg0 : i32
// NONE-NEXT: %9 = arith.addi %8, %arg0 : i32
// NONE-NEXT: return %9 : i32
// NONE-NEXT: }
// NONE-NEXT: func.func @tiny(%arg0: i32) -> i32 {
// NONE-NEXT: %0 = call @small(%arg0) : (i32) -> i32
// NONE-NEXT: return %0 : i32
// NONE-NEXT: }
// NONE-NEXT: }

// 3 ops into 7: 42%, inlined; 3 ops into 2: 150%, not inlined.
// T80: module {
// T80-NEXT: func.func private @small(%arg0: i32) -> i32 {
// T80-NEXT: %c2_i32 = arith.constant 2 : i32
// T80-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// T80-NEXT: %1 = arith.muli %arg0, %c2_i32 : i32
// T80-NEXT: %2 = arith.addi %0, %1 : i32
// T80-NEXT: return %2 : i32
// T80-NEXT: }
// T80-NEXT: func.func @big(%arg0: i32) -> i32 {
// T80-NEXT: %c2_i32 = arith.constant 2 : i32
// T80-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// T80-NEXT: %1 = arith.muli %arg0, %c2_i32 : i32
// T80-NEXT: %2 = arith.addi %0, %1 : i32
// T80-NEXT: %3 = arith.addi %2, %arg0 : i32
// T80-NEXT: %4 = arith.addi %3, %arg0 : i32
// T80-NEXT: %5 = arith.addi %4, %arg0 : i32
// T80-NEXT: %6 = arith.addi %5, %arg0 : i32
// T80-NEXT: %7 = arith.addi %6, %arg0 : i32
// T80-NEXT: %8 = arith.addi %7, %arg0 : i32
// T80-NEXT: %9 = arith.addi %8, %arg0 : i32
// T80-NEXT: %10 = arith.addi %9, %arg0 : i32
// T80-NEXT: %11 = arith.addi %10, %arg0 : i32
// T80-NEXT: return %11 : i32
// T80-NEXT: }
// T80-NEXT: func.func @tiny(%arg0: i32) -> i32 {
// T80-NEXT: %0 = call @small(%arg0) : (i32) -> i32
// T80-NEXT: return %0 : i32
// T80-NEXT: }
// T80-NEXT: }

// One round: inlined, not simplified afterwards.
// ONE: module {
// ONE-NEXT: func.func @big(%arg0: i32) -> i32 {
// ONE-NEXT: %c2_i32 = arith.constant 2 : i32
// ONE-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// ONE-NEXT: %1 = arith.muli %arg0, %c2_i32 : i32
// ONE-NEXT: %2 = arith.addi %0, %1 : i32
// ONE-NEXT: %3 = arith.addi %2, %arg0 : i32
// ONE-NEXT: %4 = arith.addi %3, %arg0 : i32
// ONE-NEXT: %5 = arith.addi %4, %arg0 : i32
// ONE-NEXT: %6 = arith.addi %5, %arg0 : i32
// ONE-NEXT: %7 = arith.addi %6, %arg0 : i32
// ONE-NEXT: %8 = arith.addi %7, %arg0 : i32
// ONE-NEXT: %9 = arith.addi %8, %arg0 : i32
// ONE-NEXT: %10 = arith.addi %9, %arg0 : i32
// ONE-NEXT: %11 = arith.addi %10, %arg0 : i32
// ONE-NEXT: return %11 : i32
// ONE-NEXT: }
// ONE-NEXT: func.func @tiny(%arg0: i32) -> i32 {
// ONE-NEXT: %c2_i32 = arith.constant 2 : i32
// ONE-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// ONE-NEXT: %1 = arith.muli %arg0, %c2_i32 : i32
// ONE-NEXT: %2 = arith.addi %0, %1 : i32
// ONE-NEXT: return %2 : i32
// ONE-NEXT: }
// ONE-NEXT: }

// func.func bodies go through cse instead of canonicalize.
// CSE: module {
// CSE-NEXT: func.func @big(%arg0: i32) -> i32 {
// CSE-NEXT: %c2_i32 = arith.constant 2 : i32
// CSE-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// CSE-NEXT: %1 = arith.addi %0, %0 : i32
// CSE-NEXT: %2 = arith.addi %1, %arg0 : i32
// CSE-NEXT: %3 = arith.addi %2, %arg0 : i32
// CSE-NEXT: %4 = arith.addi %3, %arg0 : i32
// CSE-NEXT: %5 = arith.addi %4, %arg0 : i32
// CSE-NEXT: %6 = arith.addi %5, %arg0 : i32
// CSE-NEXT: %7 = arith.addi %6, %arg0 : i32
// CSE-NEXT: %8 = arith.addi %7, %arg0 : i32
// CSE-NEXT: %9 = arith.addi %8, %arg0 : i32
// CSE-NEXT: %10 = arith.addi %9, %arg0 : i32
// CSE-NEXT: return %10 : i32
// CSE-NEXT: }
// CSE-NEXT: func.func @tiny(%arg0: i32) -> i32 {
// CSE-NEXT: %c2_i32 = arith.constant 2 : i32
// CSE-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// CSE-NEXT: %1 = arith.addi %0, %0 : i32
// CSE-NEXT: return %1 : i32
// CSE-NEXT: }
// CSE-NEXT: }

func.func private @small(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %x, %c : i32
  %1 = arith.muli %x, %c2 : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @big(%x: i32) -> i32 {
  %0 = call @small(%x) : (i32) -> i32
  %1 = arith.addi %0, %x : i32
  %2 = arith.addi %1, %x : i32
  %3 = arith.addi %2, %x : i32
  %4 = arith.addi %3, %x : i32
  %5 = arith.addi %4, %x : i32
  %6 = arith.addi %5, %x : i32
  %7 = arith.addi %6, %x : i32
  %8 = arith.addi %7, %x : i32
  %9 = arith.addi %8, %x : i32
  return %9 : i32
}
func.func @tiny(%x: i32) -> i32 {
  %0 = call @small(%x) : (i32) -> i32
  return %0 : i32
}
