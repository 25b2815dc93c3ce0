// math custom forms print like mlir-opt 22 (fast-math flags, fpowi's two types,
// i1-shaped classification results, sincos result names, clampf).
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s

// CHECK-LABEL: func.func @float_unary(%arg0: f32, %arg1: vector<4xf64>, %arg2: tensor<?xf16>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.acos %arg0 fastmath<fast> : f32
// CHECK-NEXT: %2 = math.acosh %arg0 : f32
// CHECK-NEXT: %3 = math.asin %arg0 : f32
// CHECK-NEXT: %4 = math.asinh %arg0 : f32
// CHECK-NEXT: %5 = math.atan %arg0 : f32
// CHECK-NEXT: %6 = math.atanh %arg0 : f32
// CHECK-NEXT: %7 = math.cbrt %arg0 : f32
// CHECK-NEXT: %8 = math.ceil %arg1 : vector<4xf64>
// CHECK-NEXT: %9 = math.cos %arg0 : f32
// CHECK-NEXT: %10 = math.cosh %arg0 : f32
// CHECK-NEXT: %11 = math.erf %arg0 : f32
// CHECK-NEXT: %12 = math.erfc %arg0 : f32
// CHECK-NEXT: %13 = math.exp %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %14 = math.exp2 %arg0 : f32
// CHECK-NEXT: %15 = math.expm1 %arg0 : f32
// CHECK-NEXT: %16 = math.floor %arg2 : tensor<?xf16>
// CHECK-NEXT: %17 = math.log %arg0 : f32
// CHECK-NEXT: %18 = math.log10 %arg0 : f32
// CHECK-NEXT: %19 = math.log1p %arg0 : f32
// CHECK-NEXT: %20 = math.log2 %arg0 : f32
// CHECK-NEXT: %21 = math.round %arg0 : f32
// CHECK-NEXT: %22 = math.roundeven %arg0 : f32
// CHECK-NEXT: %23 = math.rsqrt %arg0 : f32
// CHECK-NEXT: %24 = math.sin %arg0 : f32
// CHECK-NEXT: %25 = math.sinh %arg0 : f32
// CHECK-NEXT: %26 = math.sqrt %arg0 fastmath<afn> : f32
// CHECK-NEXT: %27 = math.tan %arg0 : f32
// CHECK-NEXT: %28 = math.tanh %arg0 {tag} : f32
// CHECK-NEXT: %29 = math.trunc %arg0 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_unary(%x: f32, %v: vector<4xf64>, %t: tensor<?xf16>) {
  %0 = math.absf %x : f32
  %1 = math.acos %x fastmath<fast> : f32
  %2 = math.acosh %x : f32
  %3 = math.asin %x : f32
  %4 = math.asinh %x : f32
  %5 = math.atan %x : f32
  %6 = math.atanh %x : f32
  %7 = math.cbrt %x : f32
  %8 = math.ceil %v : vector<4xf64>
  %9 = math.cos %x : f32
  %10 = math.cosh %x : f32
  %11 = math.erf %x : f32
  %12 = math.erfc %x : f32
  %13 = math.exp %x fastmath<nnan,ninf> : f32
  %14 = math.exp2 %x : f32
  %15 = math.expm1 %x : f32
  %16 = math.floor %t : tensor<?xf16>
  %17 = math.log %x : f32
  %18 = math.log10 %x : f32
  %19 = math.log1p %x : f32
  %20 = math.log2 %x : f32
  %21 = math.round %x : f32
  %22 = math.roundeven %x : f32
  %23 = math.rsqrt %x : f32
  %24 = math.sin %x : f32
  %25 = math.sinh %x : f32
  %26 = math.sqrt %x fastmath<afn> : f32
  %27 = math.tan %x : f32
  %28 = math.tanh %x {tag} : f32
  %29 = math.trunc %x : f32
  return
}

// CHECK-LABEL: func.func @others(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: f32, %arg5: vector<4xf32>, %arg6: vector<4xi32>) {
// CHECK-NEXT: %0 = math.atan2 %arg2, %arg3 : f32
// CHECK-NEXT: %1 = math.copysign %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT: %2 = math.powf %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %3 = math.fma %arg2, %arg3, %arg4 fastmath<contract> : f32
// CHECK-NEXT: %4 = math.absi %arg0 : i32
// CHECK-NEXT: %5 = math.ctlz %arg0 : i32
// CHECK-NEXT: %6 = math.cttz %arg0 : i32
// CHECK-NEXT: %7 = math.ctpop %arg6 : vector<4xi32>
// CHECK-NEXT: %8 = math.ipowi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = math.fpowi %arg2, %arg0 : f32, i32
// CHECK-NEXT: %10 = math.fpowi %arg5, %arg6 fastmath<fast> : vector<4xf32>, vector<4xi32>
// CHECK-NEXT: %11 = math.isnan %arg2 : f32
// CHECK-NEXT: %12 = math.isinf %arg5 {fastmath = #arith.fastmath<fast>} : vector<4xf32>
// CHECK-NEXT: %13 = math.isfinite %arg2 : f32
// CHECK-NEXT: %14 = math.isnormal %arg2 : f32
// CHECK-NEXT: %sin, %cos = math.sincos %arg2 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg5 fastmath<fast> : vector<4xf32>
// CHECK-NEXT: %15 = math.clampf %arg2 to [%arg3, %arg4] : f32
// CHECK-NEXT: %16 = math.clampf %arg2 to [%arg3, %arg4] fastmath<nnan> : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @others(%a: i32, %b: i32, %x: f32, %y: f32, %z: f32, %v: vector<4xf32>, %iv: vector<4xi32>) {
  %0 = math.atan2 %x, %y : f32
  %1 = math.copysign %x, %y fastmath<fast> : f32
  %2 = math.powf %v, %v : vector<4xf32>
  %3 = math.fma %x, %y, %z fastmath<contract> : f32
  %4 = math.absi %a : i32
  %5 = math.ctlz %a : i32
  %6 = math.cttz %a : i32
  %7 = math.ctpop %iv : vector<4xi32>
  %8 = math.ipowi %a, %b : i32
  %9 = math.fpowi %x, %a : f32, i32
  %10 = math.fpowi %v, %iv fastmath<fast> : vector<4xf32>, vector<4xi32>
  %11 = math.isnan %x : f32
  %12 = math.isinf %v {fastmath = #arith.fastmath<fast>} : vector<4xf32>
  %13 = math.isfinite %x : f32
  %14 = math.isnormal %x : f32
  %sin, %cos = math.sincos %x : f32
  %s:2 = math.sincos %v fastmath<fast> : vector<4xf32>
  %15 = math.clampf %x to [%y, %z] : f32
  %16 = math.clampf %x to [%y, %z] fastmath<nnan> : f32
  return
}
