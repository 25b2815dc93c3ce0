// Folding of the arith float ops, bit-exact in each type (f32, f16, bf16, f64,
// f8E5M2): arithmetic with NaN/infinity results, IEEE identities (x + -0.0 only,
// x * 0.0 only under nnan+nsz), NaN and signed-zero semantics of the four min/max ops
// (signaling NaNs quieted), cmpf with NaN operands, int/float conversions (no fold
// out of range, exact-only truncation under the rounding mode), extf/truncf chains and
// bitcasts.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @arith_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.divf %a, %z : f32
  %5 = arith.divf %z, %z : f32
  %6 = arith.remf %a, %b : f32
  %7 = arith.addf %nz, %z : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @other_kinds() -> (f16, bf16, f64, f16, f8E5M2) {
  %h = arith.constant 1.0e-3 : f16
  %h2 = arith.constant 3.0 : f16
  %0 = arith.divf %h, %h2 : f16
  %b = arith.constant 1.1 : bf16
  %1 = arith.mulf %b, %b : bf16
  %d = arith.constant 0.1 : f64
  %d2 = arith.constant 0.2 : f64
  %2 = arith.addf %d, %d2 : f64
  %big = arith.constant 60000.0 : f16
  %3 = arith.addf %big, %big : f16
  %e = arith.constant 3.0 : f8E5M2
  %4 = arith.mulf %e, %e : f8E5M2
  return %0, %1, %2, %3, %4 : f16, bf16, f64, f16, f8E5M2
}

func.func @identities(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %z : f32
  %2 = arith.subf %x, %z : f32
  %3 = arith.mulf %x, %one : f32
  %4 = arith.divf %x, %one : f32
  %5 = arith.mulf %x, %z : f32
  %6 = arith.mulf %x, %z fastmath<nnan,nsz> : f32
  %7 = arith.maximumf %x, %ninf : f32
  %8 = arith.minnumf %x, %nan : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @nan_and_zeros() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00001 : f32
  %snan = arith.constant 0x7F800001 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.maximumf %nz, %z : f32
  %1 = arith.minimumf %z, %nz : f32
  %2 = arith.maxnumf %nz, %z : f32
  %3 = arith.minnumf %z, %nz : f32
  %4 = arith.maxnumf %snan, %one : f32
  %5 = arith.maximumf %one, %nan : f32
  %6 = arith.negf %snan : f32
  %7 = arith.addf %snan, %one : f32
  %8 = arith.maxnumf %nan, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @negf(%x: f32) -> (f32, f32) {
  %n = arith.negf %x : f32
  %0 = arith.negf %n : f32
  %c = arith.constant 2.0 : f32
  %1 = arith.negf %c : f32
  return %0, %1 : f32, f32
}

func.func @cmpf(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf ult, %nan, %x : f32
  %2 = arith.cmpf olt, %x, %nan : f32
  %3 = arith.cmpf oeq, %nz, %z : f32
  %4 = arith.cmpf une, %a, %a : f32
  %5 = arith.cmpf uno, %a, %nan : f32
  %6 = arith.cmpf oge, %x, %x : f32
  %7 = arith.cmpf true, %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @conversions() -> (f32, f32, i8, i8, i32, f64, f16, f16, bf16, f32, i32) {
  %c = arith.constant -3 : i32
  %0 = arith.sitofp %c : i32 to f32
  %1 = arith.uitofp %c : i32 to f32
  %f = arith.constant -2.75 : f32
  %2 = arith.fptosi %f : f32 to i8
  %big = arith.constant 300.0 : f32
  %3 = arith.fptosi %big : f32 to i8
  %4 = arith.fptoui %f : f32 to i32
  %5 = arith.extf %f : f32 to f64
  %6 = arith.truncf %f : f32 to f16
  %p = arith.constant 0.1 : f32
  %7 = arith.truncf %p : f32 to f16
  %8 = arith.truncf %p downward : f32 to bf16
  %bits = arith.constant 1065353216 : i32
  %9 = arith.bitcast %bits : i32 to f32
  %10 = arith.bitcast %f : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, i8, i8, i32, f64, f16, f16, bf16, f32, i32
}

func.func @float_casts(%x: f32, %h: f16) -> (f32, f32, f16, f32) {
  %t = arith.truncf %x fastmath<contract> : f32 to f16
  %0 = arith.extf %t fastmath<contract> : f16 to f32
  %t2 = arith.truncf %x : f32 to f16
  %1 = arith.extf %t2 : f16 to f32
  %e = arith.extf %h : f16 to f64
  %2 = arith.truncf %e : f64 to f16
  %3 = arith.truncf %e : f64 to f32
  return %0, %1, %2, %3 : f32, f32, f16, f32
}

func.func @float_vectors() -> (vector<2xf32>, vector<2xi1>) {
  %a = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %b = arith.constant dense<0.5> : vector<2xf32>
  %0 = arith.mulf %a, %b : vector<2xf32>
  %1 = arith.cmpf olt, %a, %b : vector<2xf32>
  return %0, %1 : vector<2xf32>, vector<2xi1>
}

// CHECK-LABEL: func.func @arith_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.600000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.400000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.500000e-01 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.500000e+01 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0.0999999791 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @other_kinds() -> (f16, bf16, f64, f16, f8E5M2) {
// CHECK-NEXT: %cst = arith.constant 3.335480e-04 : f16
// CHECK-NEXT: %cst_0 = arith.constant 1.210940e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 8.000000e+00 : f8E5M2
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f16, bf16, f64, f16, f8E5M2
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identities(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %cst : f32
// CHECK-NEXT: return %arg0, %0, %arg0, %arg0, %arg0, %1, %cst, %arg0, %arg0 : f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_and_zeros() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0xFF800001 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst, %cst_0, %cst_1, %cst_1, %cst_2, %cst_1, %cst_3 : f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negf(%arg0: f32) -> (f32, f32) {
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: return %arg0, %cst : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmpf(%arg0: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpf oge, %arg0, %arg0 : f32
// CHECK-NEXT: return %true, %true, %false, %true, %false, %true, %0, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conversions() -> (f32, f32, i8, i8, i32, f64, f16, f16, bf16, f32, i32) {
// CHECK-NEXT: %c-1070596096_i32 = arith.constant -1070596096 : i32
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.750000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant -2.750000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_3 = arith.constant 3.000000e+02 : f32
// CHECK-NEXT: %cst_4 = arith.constant -2.750000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT: %0 = arith.fptosi %cst_3 : f32 to i8
// CHECK-NEXT: %1 = arith.fptoui %cst_4 : f32 to i32
// CHECK-NEXT: %2 = arith.truncf %cst_2 : f32 to f16
// CHECK-NEXT: %3 = arith.truncf %cst_2 downward : f32 to bf16
// CHECK-NEXT: return %cst_5, %cst_6, %c-2_i8, %0, %1, %cst_1, %cst_0, %2, %3, %cst, %c-1070596096_i32 : f32, f32, i8, i8, i32, f64, f16, f16, bf16, f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @float_casts(%arg0: f32, %arg1: f16) -> (f32, f32, f16, f32) {
// CHECK-NEXT: %0 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT: %1 = arith.extf %0 : f16 to f32
// CHECK-NEXT: %2 = arith.extf %arg1 : f16 to f64
// CHECK-NEXT: %3 = arith.truncf %2 : f64 to f32
// CHECK-NEXT: return %arg0, %1, %arg1, %3 : f32, f32, f16, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @float_vectors() -> (vector<2xf32>, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, -2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<5.000000e-01> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[5.000000e-01, -1.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %0 = arith.cmpf olt, %cst, %cst_0 : vector<2xf32>
// CHECK-NEXT: return %cst_1, %0 : vector<2xf32>, vector<2xi1>
// CHECK-NEXT: }
