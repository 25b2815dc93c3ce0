// --mlir-print-value-users follows each op with a comment naming the users of its
// results (latest use first, as MLIR's use lists run), each block argument with a
// comment line, and numbers ops without results in the same sequence as values (a
// region's ops after those of the region around it); in the generic form numbers run
// on from the top-level op, which takes %0 (and regions are numbered last one first:
// @g's ops take %3 to %5). The output is mlir-opt-22's.
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-value-users | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    // %arg0 is used by %3, %2
// CHECK-NEXT:    // %arg1 is used by %2
// CHECK-NEXT:    %2 = arith.addi %arg0, %arg1 : i32 // users: %9, %8, %4#0, %4#1, %3
// CHECK-NEXT:    %3 = arith.muli %2, %arg0 : i32 // users: %4#0, %4#1
// CHECK-NEXT:    %4:2 = "test.two"(%3, %2) : (i32, i32) -> (i32, i32) // users: (unused), (%5)
// CHECK-NEXT:    cf.br ^bb1(%4#1 : i32) // id: %5
// CHECK-NEXT:  ^bb1(%6: i32):  // pred: ^bb0
// CHECK-NEXT:    // %6 is used by %10
// CHECK-NEXT:    %7 = scf.execute_region -> i32 {
// CHECK-NEXT:      scf.yield %6 : i32 // id: %10
// CHECK-NEXT:    } // user: %8
// CHECK-NEXT:    %8 = arith.addi %7, %2 : i32 // unused
// CHECK-NEXT:    return %2 : i32 // id: %9
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @g() {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32 // unused
// CHECK-NEXT:    "test.sink"() : () -> ()
// CHECK-NEXT:    return

// GENERIC:       ^bb0(%arg0: i32, %arg1: i32):
// GENERIC-NEXT:    // %arg0 is used by %7, %6
// GENERIC-NEXT:    // %arg1 is used by %6
// GENERIC-NEXT:    %6 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %13, %12, %8#0, %8#1, %7
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  %2:2 = "test.two"(%1, %0) : (i32, i32) -> (i32, i32)
  cf.br ^bb1(%2#1 : i32)
^bb1(%x: i32):
  %3 = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  %4 = arith.addi %3, %0 : i32
  return %0 : i32
}

func.func @g() {
  %0 = arith.constant 1 : i32
  "test.sink"() : () -> ()
  return
}
