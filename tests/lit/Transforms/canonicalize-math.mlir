// Constant folding of the math dialect: f32/f64 transcendental ops through the
// host libm (values identical to mlir-opt's), no fold for negative logarithm/sqrt
// operands or types other than f32/f64, exact rounding ops and absf/copysign in any
// float type, bit counts, absi, ipowi, the classification ops (scalars and splats)
// and element-wise vectors.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @transcendental_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 0.7 : f32
  %b = arith.constant 1.7 : f32
  %0 = math.sin %a : f32
  %1 = math.cos %a : f32
  %2 = math.tan %a : f32
  %3 = math.tanh %a : f32
  %4 = math.exp %a : f32
  %5 = math.exp2 %a : f32
  %6 = math.expm1 %a : f32
  %7 = math.log %b : f32
  %8 = math.log2 %b : f32
  %9 = math.log10 %b : f32
  %10 = math.log1p %a : f32
  %11 = math.powf %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @transcendental_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %a = arith.constant 0.3 : f64
  %b = arith.constant 2.5 : f64
  %0 = math.sqrt %b : f64
  %1 = math.asin %a : f64
  %2 = math.acos %a : f64
  %3 = math.atan %a : f64
  %4 = math.sinh %a : f64
  %5 = math.cosh %a : f64
  %6 = math.atan2 %a, %b : f64
  %7 = math.powf %b, %a : f64
  %z = arith.constant 0.0 : f64
  %8 = math.atan2 %z, %z : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @not_folded(%x: f32) -> (f32, f32, f32, f16, f32, f32) {
  %n = arith.constant -2.5 : f32
  %nz = arith.constant -0.0 : f32
  %h = arith.constant 1.5 : f16
  %0 = math.log %n : f32
  %1 = math.sqrt %nz : f32
  %m2 = arith.constant -2.0 : f32
  %2 = math.log1p %m2 : f32
  %3 = math.sqrt %h : f16
  %4 = math.fma %n, %n, %n : f32
  %5 = math.rsqrt %n : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f16, f32, f32
}

func.func @exact(%x: f32) -> (f32, f32, f32, f32, f32, f32, f16, bf16, f32) {
  %n = arith.constant -2.5 : f32
  %p = arith.constant 3.5 : f32
  %0 = math.ceil %n : f32
  %1 = math.floor %n : f32
  %2 = math.round %n : f32
  %3 = math.roundeven %n : f32
  %4 = math.trunc %n : f32
  %5 = math.copysign %p, %n : f32
  %h = arith.constant -1.25 : f16
  %6 = math.absf %h : f16
  %b = arith.constant 2.5 : bf16
  %7 = math.roundeven %b : bf16
  %8 = math.roundeven %p : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f16, bf16, f32
}

func.func @integers() -> (i32, i32, i32, i32, i8, i32, i32, i8, i8, vector<2xi16>) {
  %c = arith.constant 12 : i32
  %z = arith.constant 0 : i32
  %m = arith.constant -7 : i32
  %0 = math.ctlz %c : i32
  %1 = math.cttz %c : i32
  %2 = math.ctpop %m : i32
  %3 = math.cttz %z : i32
  %min = arith.constant -128 : i8
  %4 = math.absi %min : i8
  %5 = math.absi %m : i32
  %c3 = arith.constant 3 : i32
  %6 = math.ipowi %c3, %c3 : i32
  %b = arith.constant 2 : i8
  %e = arith.constant 9 : i8
  %7 = math.ipowi %b, %e : i8
  %neg = arith.constant -1 : i8
  %8 = math.ipowi %b, %neg : i8
  %v = arith.constant dense<[1, 256]> : vector<2xi16>
  %9 = math.ctlz %v : vector<2xi16>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i8, i32, i32, i8, i8, vector<2xi16>
}

func.func @classify() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %den = arith.constant 1.0e-40 : f32
  %0 = math.isinf %inf : f32
  %1 = math.isnan %nan : f32
  %2 = math.isfinite %inf : f32
  %3 = math.isnormal %den : f32
  %s = arith.constant dense<1.0> : vector<2xf32>
  %4 = math.isnormal %s : vector<2xf32>
  %d = arith.constant dense<[1.0, 0x7FC00000]> : vector<2xf32>
  %5 = math.isnan %d : vector<2xf32>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
}

func.func @vectors() -> (vector<2xf32>, vector<2xf64>) {
  %v = arith.constant dense<[0.5, 2.0]> : vector<2xf32>
  %0 = math.exp %v : vector<2xf32>
  %w = arith.constant dense<4.0> : vector<2xf64>
  %1 = math.sqrt %w : vector<2xf64>
  return %0, %1 : vector<2xf32>, vector<2xf64>
}

// CHECK-LABEL: func.func @transcendental_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.644217669 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.764842212 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.842288374 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.604367733 : f32
// CHECK-NEXT: %cst_3 = arith.constant 2.0137527 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.6245048 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.0137527 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.530628264 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0.765534758 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.230448931 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.545339108 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_6, %cst_9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transcendental_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
// CHECK-NEXT: %cst = arith.constant 1.5811388300841898 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0.30469265401539752 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.2661036727794992 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0.2914567944778671 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0.3045202934471426 : f64
// CHECK-NEXT: %cst_4 = arith.constant 1.0453385141288605 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0.11942892601833845 : f64
// CHECK-NEXT: %cst_6 = arith.constant 1.3163822043342375 : f64
// CHECK-NEXT: %cst_7 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7 : f64, f64, f64, f64, f64, f64, f64, f64, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_folded(%arg0: f32) -> (f32, f32, f32, f16, f32, f32) {
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %0 = math.log %cst_0 : f32
// CHECK-NEXT: %1 = math.sqrt %cst_1 : f32
// CHECK-NEXT: %2 = math.log1p %cst : f32
// CHECK-NEXT: %3 = math.sqrt %cst_2 : f16
// CHECK-NEXT: %4 = math.fma %cst_0, %cst_0, %cst_0 : f32
// CHECK-NEXT: %5 = math.rsqrt %cst_0 : f32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f16, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exact(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f16, bf16, f32) {
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -3.500000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.250000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 2.000000e+00 : bf16
// CHECK-NEXT: %cst_4 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_0, %cst, %cst, %cst_1, %cst_2, %cst_3, %cst_4 : f32, f32, f32, f32, f32, f32, f16, bf16, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @integers() -> (i32, i32, i32, i32, i8, i32, i32, i8, i8, vector<2xi16>) {
// CHECK-NEXT: %c28_i32 = arith.constant 28 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c27_i32 = arith.constant 27 : i32
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %cst = arith.constant dense<[15, 7]> : vector<2xi16>
// CHECK-NEXT: return %c28_i32, %c2_i32, %c30_i32, %c32_i32, %c-128_i8, %c7_i32, %c27_i32, %c0_i8, %c0_i8, %cst : i32, i32, i32, i32, i8, i32, i32, i8, i8, vector<2xi16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @classify() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 0x7FC00000]> : vector<2xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = math.isnan %cst : vector<2xf32>
// CHECK-NEXT: return %true, %true, %false, %false, %cst_0, %0 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vectors() -> (vector<2xf32>, vector<2xf64>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.64872122, 7.3890562]> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : vector<2xf64>
// CHECK-NEXT: return %cst, %cst_0 : vector<2xf32>, vector<2xf64>
// CHECK-NEXT: }
