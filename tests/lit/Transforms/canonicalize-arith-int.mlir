// Folding of the arith integer ops: division and remainder (never by zero, never an
// overflowing signed division), shifts (not by the width or more), min/max and their
// absorbing/neutral constants, bitwise and add/sub identities, the extended-result ops,
// i1 constants written as -1/1/true, comparisons, and dense vector/tensor constants
// folded element by element (results equal to parsed constants are deduplicated).
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @division() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %cm2 = arith.constant -2 : i32
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %0 = arith.divsi %cm7, %c2 : i32
  %1 = arith.divui %cm7, %c2 : i32
  %2 = arith.ceildivsi %cm7, %cm2 : i32
  %3 = arith.ceildivui %c7, %c2 : i32
  %4 = arith.floordivsi %cm7, %c2 : i32
  %5 = arith.remsi %cm7, %c2 : i32
  %6 = arith.remui %cm7, %c2 : i32
  %7 = arith.divsi %min, %cm1 : i32
  %8 = arith.divui %c7, %c0 : i32
  %9 = arith.remsi %c7, %c0 : i32
  %10 = arith.ceildivsi %min, %c2 : i32
  %11 = arith.floordivsi %min, %cm1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @division_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.divsi %x, %c1 : i32
  %1 = arith.remui %x, %c1 : i32
  %m = arith.muli %x, %y overflow<nsw> : i32
  %2 = arith.divsi %m, %y : i32
  %3 = arith.divui %m, %y : i32
  %mu = arith.muli %x, %y overflow<nuw> : i32
  %4 = arith.divui %mu, %x : i32
  %5 = arith.ceildivsi %x, %c1 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

func.func @shifts(%x: i8) -> (i8, i8, i8, i8, i8) {
  %c3 = arith.constant 3 : i8
  %c8 = arith.constant 8 : i8
  %c0 = arith.constant 0 : i8
  %v = arith.constant -100 : i8
  %0 = arith.shli %v, %c3 : i8
  %1 = arith.shrsi %v, %c3 : i8
  %2 = arith.shrui %v, %c3 : i8
  %3 = arith.shli %v, %c8 : i8
  %4 = arith.shrui %x, %c0 : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}

func.func @min_max(%x: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %max = arith.constant 32767 : i16
  %min = arith.constant -32768 : i16
  %ones = arith.constant -1 : i16
  %a = arith.constant 5 : i16
  %0 = arith.minui %x, %c0 : i16
  %1 = arith.maxui %x, %ones : i16
  %2 = arith.maxsi %x, %min : i16
  %3 = arith.minsi %x, %max : i16
  %4 = arith.maxsi %x, %x : i16
  %5 = arith.maxsi %a, %ones : i16
  %6 = arith.maxui %a, %ones : i16
  %7 = arith.minsi %min, %a : i16
  return %0, %1, %2, %3, %4, %5, %6, %7 : i16, i16, i16, i16, i16, i16, i16, i16
}

func.func @bitwise(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %ones = arith.constant -1 : i32
  %n = arith.xori %x, %ones : i32
  %0 = arith.andi %x, %n : i32
  %1 = arith.ori %n, %x : i32
  %a = arith.andi %x, %y : i32
  %2 = arith.andi %x, %a : i32
  %xy = arith.xori %x, %y : i32
  %3 = arith.xori %xy, %y : i32
  %4 = arith.xori %y, %xy : i32
  %5 = arith.ori %x, %ones : i32
  %6 = arith.andi %x, %x : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

func.func @add_sub(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %s = arith.subi %a, %b : i32
  %0 = arith.addi %s, %b : i32
  %1 = arith.addi %b, %s : i32
  %t = arith.addi %a, %b : i32
  %2 = arith.subi %t, %b : i32
  %3 = arith.subi %t, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @extended(%x: i32) -> (i8, i1, i8, i8, i8, i8, i32, i1) {
  %c255 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %c200 = arith.constant -56 : i8
  %c2 = arith.constant 2 : i8
  %sum, %o = arith.addui_extended %c255, %c1 : i8, i1
  %lo, %hi = arith.mului_extended %c200, %c2 : i8
  %slo, %shi = arith.mulsi_extended %c200, %c2 : i8
  %c0 = arith.constant 0 : i32
  %s2, %o2 = arith.addui_extended %x, %c0 : i32, i1
  return %sum, %o, %lo, %hi, %slo, %shi, %s2, %o2 : i8, i1, i8, i8, i8, i8, i32, i1
}

func.func @i1_constants(%b: i1) -> (i1, i1, i1, i1) {
  %m1 = arith.constant -1 : i1
  %t = arith.constant true
  %one = arith.constant 1 : i1
  %0 = arith.andi %b, %m1 : i1
  %1 = arith.xori %t, %one : i1
  %2 = arith.cmpi eq, %b, %m1 : i1
  %z = arith.constant false
  %3 = arith.cmpi ne, %b, %z : i1
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

func.func @cmpi(%x: i32) -> (i1, i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.cmpi slt, %c5, %x : i32
  %1 = arith.cmpi ult, %c5, %cm1 : i32
  %2 = arith.cmpi slt, %c5, %cm1 : i32
  %3 = arith.cmpi uge, %x, %x : i32
  %4 = arith.cmpi ne, %x, %x : i32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

func.func @vectors() -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, tensor<2xi32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<3> : vector<4xi32>
  %c = arith.constant dense<[4, 3, 2, 1]> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.addi %a, %c : vector<4xi32>
  %2 = arith.cmpi sgt, %a, %b : vector<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %3 = arith.divsi %a, %z : vector<4xi32>
  %t = arith.constant dense<[7, -7]> : tensor<2xi32>
  %u = arith.constant dense<2> : tensor<2xi32>
  %4 = arith.remsi %t, %u : tensor<2xi32>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, tensor<2xi32>
}

func.func @select(%c: i1, %a: i32, %b: i32, %v: vector<3xi1>) -> (i32, i32, i32, vector<3xi32>) {
  %e = arith.cmpi eq, %a, %b : i32
  %0 = arith.select %e, %a, %b : i32
  %n = arith.cmpi ne, %a, %b : i32
  %1 = arith.select %n, %a, %b : i32
  %2 = arith.select %c, %a, %a : i32
  %cond = arith.constant dense<[true, false, true]> : vector<3xi1>
  %x = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %y = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %3 = arith.select %cond, %x, %y : vector<3xi1>, vector<3xi32>
  return %0, %1, %2, %3 : i32, i32, i32, vector<3xi32>
}

func.func @dense_dedup() -> (vector<2xi32>, vector<2xi32>, vector<2xi1>, vector<2xi1>) {
  %a = arith.constant dense<-1> : vector<2xi32>
  %0 = arith.addi %a, %a : vector<2xi32>
  %b = arith.constant dense<-2> : vector<2xi32>
  %t = arith.constant dense<true> : vector<2xi1>
  %1 = arith.cmpi eq, %a, %a : vector<2xi32>
  %x = arith.constant dense<[1, 2]> : vector<2xi32>
  %y = arith.constant dense<[1, 3]> : vector<2xi32>
  %2 = arith.cmpi eq, %x, %y : vector<2xi32>
  return %0, %b, %1, %t : vector<2xi32>, vector<2xi32>, vector<2xi1>, vector<2xi1>
}

// CHECK-LABEL: func.func @division() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c2147483644_i32 = arith.constant 2147483644 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: %1 = arith.divui %c7_i32, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.remsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT: %3 = arith.ceildivsi %c-2147483648_i32, %c2_i32 : i32
// CHECK-NEXT: %4 = arith.floordivsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: return %c-3_i32, %c2147483644_i32, %c4_i32, %c4_i32, %c-4_i32, %c-1_i32, %c1_i32, %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @division_identities(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.divui %0, %arg1 : i32
// CHECK-NEXT: return %arg0, %c0_i32, %arg0, %1, %arg1, %arg0 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shifts(%arg0: i8) -> (i8, i8, i8, i8, i8) {
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %c-100_i8 = arith.constant -100 : i8
// CHECK-NEXT: %c-32_i8 = arith.constant -32 : i8
// CHECK-NEXT: %c-13_i8 = arith.constant -13 : i8
// CHECK-NEXT: %c19_i8 = arith.constant 19 : i8
// CHECK-NEXT: %0 = arith.shli %c-100_i8, %c8_i8 : i8
// CHECK-NEXT: return %c-32_i8, %c-13_i8, %c19_i8, %0, %arg0 : i8, i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min_max(%arg0: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16) {
// CHECK-NEXT: %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c5_i16 = arith.constant 5 : i16
// CHECK-NEXT: %c-32768_i16 = arith.constant -32768 : i16
// CHECK-NEXT: return %c0_i16, %c-1_i16, %arg0, %arg0, %arg0, %c5_i16, %c-1_i16, %c-32768_i16 : i16, i16, i16, i16, i16, i16, i16, i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitwise(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: return %c0_i32, %c-1_i32, %0, %arg0, %arg0, %c-1_i32, %arg0 : i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_sub(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg1 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extended(%arg0: i32) -> (i8, i1, i8, i8, i8, i8, i32, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-112_i8 = arith.constant -112 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %c0_i8, %true, %c-112_i8, %c1_i8, %c-112_i8, %c-1_i8, %arg0, %false : i8, i1, i8, i8, i8, i8, i32, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i1_constants(%arg0: i1) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %arg0, %false, %arg0, %arg0 : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmpi(%arg0: i32) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: return %0, %true, %false, %true, %false : i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vectors() -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, tensor<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, -1]> : tensor<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[4, 5, 6, 7]> : vector<4xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<[false, false, false, true]> : vector<4xi1>
// CHECK-NEXT: %0 = arith.divsi %cst_1, %cst_0 : vector<4xi32>
// CHECK-NEXT: return %cst_2, %cst_3, %cst_4, %0, %cst : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, tensor<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<3xi1>) -> (i32, i32, i32, vector<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 5, 3]> : vector<3xi32>
// CHECK-NEXT: return %arg2, %arg1, %arg1, %cst : i32, i32, i32, vector<3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dense_dedup() -> (vector<2xi32>, vector<2xi32>, vector<2xi1>, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<-2> : vector<2xi32>
// CHECK-NEXT: return %cst_0, %cst_0, %cst, %cst : vector<2xi32>, vector<2xi32>, vector<2xi1>, vector<2xi1>
// CHECK-NEXT: }
