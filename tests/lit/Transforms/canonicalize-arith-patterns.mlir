// The arith canonicalization patterns: constant reassociation with merged overflow
// flags, multiplication by -1, bitwise ops and eq/ne comparisons of extensions,
// extension/truncation/index_cast/bitcast chains, trunci of an arithmetic shift,
// not(cmpi), select patterns (nested, negated condition, i1 and extui forms),
// extended-result ops with unused high parts, negf pairs, truncf of int-to-float
// conversions and cmpf of a converted integer against a constant.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @reassoc(%x: i32) -> (i32, i32, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %x, %c5 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c7 overflow<nsw> : i32
  %2 = arith.subi %x, %c5 overflow<nsw> : i32
  %3 = arith.subi %2, %c7 overflow<nsw> : i32
  %4 = arith.subi %c7, %x : i32
  %5 = arith.addi %4, %c5 : i32
  %6 = arith.addi %x, %c5 overflow<nuw> : i32
  %7 = arith.subi %6, %c7 overflow<nuw> : i32
  %8 = arith.muli %x, %c5 : i32
  %9 = arith.muli %8, %c7 : i32
  return %1, %3, %5, %7, %9 : i32, i32, i32, i32, i32
}

func.func @negation(%a: i32, %b: i32, %v: vector<2xi32>, %w: vector<2xi32>) -> (i32, i32, i32, vector<2xi32>) {
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %b, %m1 : i32
  %1 = arith.addi %a, %0 : i32
  %2 = arith.addi %0, %a : i32
  %s = arith.subi %a, %b overflow<nsw> : i32
  %3 = arith.subi %s, %a overflow<nsw> : i32
  %vm1 = arith.constant dense<-1> : vector<2xi32>
  %vm = arith.muli %w, %vm1 : vector<2xi32>
  %4 = arith.addi %v, %vm : vector<2xi32>
  return %1, %2, %3, %4 : i32, i32, i32, vector<2xi32>
}

func.func @extensions(%a: i8, %b: i8, %c: i1, %d: i1) -> (i32, i32, i32, i1, i1, i64, i32, i16) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %0 = arith.andi %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %1 = arith.ori %sa, %sb : i32
  %2 = arith.xori %ea, %eb : i32
  %3 = arith.cmpi eq, %sa, %sb : i32
  %4 = arith.cmpi ult, %ea, %eb : i32
  %u = arith.extui %a : i8 to i16
  %5 = arith.extsi %u : i16 to i64
  %w = arith.extsi %a : i8 to i64
  %6 = arith.trunci %w : i64 to i32
  %ww = arith.extui %a : i8 to i64
  %7 = arith.trunci %ww : i64 to i16
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i1, i1, i64, i32, i16
}

func.func @trunc_shift(%x: i32, %y: i64) -> (i8, i16, i32) {
  %c24 = arith.constant 24 : i32
  %s = arith.shrsi %x, %c24 : i32
  %0 = arith.trunci %s : i32 to i8
  %c8 = arith.constant 8 : i32
  %s2 = arith.shrsi %x, %c8 : i32
  %1 = arith.trunci %s2 : i32 to i16
  %t = arith.trunci %y : i64 to i48
  %2 = arith.trunci %t : i48 to i32
  return %0, %1, %2 : i8, i16, i32
}

func.func @ext_chains(%x: i8) -> (i32, i64, i8, i16) {
  %0 = arith.extui %x : i8 to i16
  %1 = arith.extui %0 : i16 to i32
  %2 = arith.extsi %x : i8 to i32
  %3 = arith.extsi %2 : i32 to i64
  %4 = arith.trunci %1 : i32 to i8
  %5 = arith.trunci %3 : i64 to i16
  return %1, %3, %4, %5 : i32, i64, i8, i16
}

func.func @casts(%x: i32, %i: index, %f: f32, %s: i16) -> (i32, index, f32, index, index) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %i : index to i8
  %3 = arith.index_castui %2 : i8 to index
  %b = arith.bitcast %f : f32 to i32
  %4 = arith.bitcast %b : i32 to f32
  %e = arith.extsi %s : i16 to i32
  %5 = arith.index_cast %e : i32 to index
  %u = arith.extui %s : i16 to i32
  %6 = arith.index_castui %u : i32 to index
  return %1, %3, %4, %5, %6 : i32, index, f32, index, index
}

func.func @not_cmp(%a: i32, %b: i32) -> (i1, i1) {
  %true = arith.constant true
  %0 = arith.cmpi ule, %a, %b : i32
  %1 = arith.xori %0, %true : i1
  %2 = arith.cmpi eq, %a, %b : i32
  %3 = arith.xori %true, %2 : i1
  return %1, %3 : i1, i1
}

func.func @selects(%p: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i32, i32, i1, f32) {
  %0 = arith.select %p, %a, %b : i32
  %1 = arith.select %p, %0, %c : i32
  %2 = arith.select %p, %c, %0 : i32
  %true = arith.constant true
  %n = arith.xori %p, %true : i1
  %3 = arith.select %n, %a, %b : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %4 = arith.select %p, %c1, %c0 : i32
  %false = arith.constant false
  %5 = arith.select %p, %false, %true : i1
  %f1 = arith.constant 1.0 : f32
  %f0 = arith.constant 0.0 : f32
  %6 = arith.select %p, %f1, %f0 : f32
  return %1, %2, %3, %4, %c0, %5, %6 : i32, i32, i32, i32, i32, i1, f32
}

func.func @extended_patterns(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mului_extended %a, %b : i32
  %one = arith.constant 1 : i32
  %l2, %h2 = arith.mulsi_extended %a, %one : i32
  return %s, %l, %l2, %h2 : i32, i32, i32, i32
}

func.func @float_patterns(%x: f32, %y: f32, %d: i64, %u: i32) -> (f32, f32, f32, f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %0 = arith.mulf %nx, %ny fastmath<nnan> : f32
  %1 = arith.divf %nx, %ny : f32
  %sf = arith.sitofp %d : i64 to f64
  %2 = arith.truncf %sf : f64 to f32
  %uf = arith.uitofp %u : i32 to f64
  %3 = arith.truncf %uf : f64 to f32
  %4 = arith.truncf %sf upward : f64 to f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

func.func @cmpf_int(%x: i8, %y: i8, %z: i64, %w: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i8 to f32
  %u = arith.uitofp %y : i8 to f32
  %c45 = arith.constant 4.5 : f32
  %cm45 = arith.constant -4.5 : f32
  %c300 = arith.constant 300.0 : f32
  %c4 = arith.constant 4.0 : f32
  %0 = arith.cmpf olt, %f, %c45 : f32
  %1 = arith.cmpf ogt, %f, %cm45 : f32
  %2 = arith.cmpf oeq, %f, %c45 : f32
  %3 = arith.cmpf ult, %f, %c300 : f32
  %4 = arith.cmpf oge, %u, %cm45 : f32
  %5 = arith.cmpf ueq, %u, %c4 : f32
  %6 = arith.cmpf ord, %f, %c4 : f32
  %g = arith.sitofp %z : i64 to f32
  %big = arith.constant 1.0e30 : f32
  %7 = arith.cmpf olt, %g, %big : f32
  %c17 = arith.constant 16777217.0 : f32
  %8 = arith.cmpf olt, %g, %c17 : f32
  %h = arith.uitofp %w : i32 to f32
  %9 = arith.cmpf ole, %h, %cm45 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @reassoc(%arg0: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c35_i32 = arith.constant 35 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c12_i32 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %c12_i32 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %c12_i32, %arg0 : i32
// CHECK-NEXT: %3 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT: %4 = arith.muli %arg0, %c35_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negation(%arg0: i32, %arg1: i32, %arg2: vector<2xi32>, %arg3: vector<2xi32>) -> (i32, i32, i32, vector<2xi32>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.subi %c0_i32, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %3 = arith.subi %arg2, %arg3 : vector<2xi32>
// CHECK-NEXT: return %0, %1, %2, %3 : i32, i32, i32, vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extensions(%arg0: i8, %arg1: i8, %arg2: i1, %arg3: i1) -> (i32, i32, i32, i1, i1, i64, i32, i16) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.extui %2 : i8 to i32
// CHECK-NEXT: %4 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.extsi %4 : i8 to i32
// CHECK-NEXT: %6 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.extui %6 : i8 to i32
// CHECK-NEXT: %8 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %9 = arith.cmpi ult, %0, %1 : i32
// CHECK-NEXT: %10 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %11 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %12 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: return %3, %5, %7, %8, %9, %10, %11, %12 : i32, i32, i32, i1, i1, i64, i32, i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trunc_shift(%arg0: i32, %arg1: i64) -> (i8, i16, i32) {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c24_i32 = arith.constant 24 : i32
// CHECK-NEXT: %0 = arith.shrui %arg0, %c24_i32 : i32
// CHECK-NEXT: %1 = arith.trunci %0 : i32 to i8
// CHECK-NEXT: %2 = arith.shrsi %arg0, %c8_i32 : i32
// CHECK-NEXT: %3 = arith.trunci %2 : i32 to i16
// CHECK-NEXT: %4 = arith.trunci %arg1 : i64 to i32
// CHECK-NEXT: return %1, %3, %4 : i8, i16, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ext_chains(%arg0: i8) -> (i32, i64, i8, i16) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: %2 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: return %0, %1, %arg0, %2 : i32, i64, i8, i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: index, %arg2: f32, %arg3: i16) -> (i32, index, f32, index, index) {
// CHECK-NEXT: %0 = arith.index_cast %arg3 : i16 to index
// CHECK-NEXT: %1 = arith.index_castui %arg3 : i16 to index
// CHECK-NEXT: return %arg0, %arg1, %arg2, %0, %1 : i32, index, f32, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_cmp(%arg0: i32, %arg1: i32) -> (i1, i1) {
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32, i32, i32, i32, i1, f32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %3 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %4 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %5 = arith.select %arg0, %cst_0, %cst : f32
// CHECK-NEXT: return %0, %1, %2, %3, %c0_i32, %4, %5 : i32, i32, i32, i32, i32, i1, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extended_patterns(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %3 = arith.extsi %2 : i1 to i32
// CHECK-NEXT: return %0, %1, %arg0, %3 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @float_patterns(%arg0: f32, %arg1: f32, %arg2: i64, %arg3: i32) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.sitofp %arg2 : i64 to f64
// CHECK-NEXT: %3 = arith.sitofp %arg2 : i64 to f32
// CHECK-NEXT: %4 = arith.uitofp %arg3 : i32 to f32
// CHECK-NEXT: %5 = arith.truncf %2 upward : f64 to f32
// CHECK-NEXT: return %0, %1, %3, %4, %5 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmpf_int(%arg0: i8, %arg1: i8, %arg2: i64, %arg3: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT: %cst = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi eq, %arg1, %c4_i8 : i8
// CHECK-NEXT: %3 = arith.sitofp %arg2 : i64 to f32
// CHECK-NEXT: %4 = arith.cmpf olt, %3, %cst : f32
// CHECK-NEXT: return %0, %1, %false, %true, %true, %2, %true, %true, %4, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
