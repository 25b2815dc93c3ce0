// Constant folding of math.asinh, math.acosh, math.atanh, math.erf and math.erfc on
// f32 and f64 through the host C library (asinhf/asinh, ...), as mlir-opt folds them:
// the same last bits, and the C library's NaN out of the domain. Other float types
// are left alone. Found by a constant-folding differential against mlir-opt 22.
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @inverse_hyperbolic_f32
// CHECK-DAG: %[[ASINH:.*]] = arith.constant 0.652666568 : f32
// CHECK-DAG: %[[ACOSH:.*]] = arith.constant 1.12323105 : f32
// CHECK-DAG: %[[ATANH:.*]] = arith.constant 0.86730051 : f32
// CHECK-NEXT: return %[[ASINH]], %[[ACOSH]], %[[ATANH]]
func.func @inverse_hyperbolic_f32() -> (f32, f32, f32) {
  %a = arith.constant 0.7 : f32
  %b = arith.constant 1.7 : f32
  %0 = math.asinh %a : f32
  %1 = math.acosh %b : f32
  %2 = math.atanh %a : f32
  return %0, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func.func @error_functions_f64
// CHECK-DAG: %[[ERF:.*]] = arith.constant 0.32862675945912739 : f64
// CHECK-DAG: %[[ERFC:.*]] = arith.constant 0.67137324054087255 : f64
// CHECK-DAG: %[[VEC:.*]] = arith.constant dense<[0.32862675945912739, -0.97090017297111486]> : vector<2xf64>
// CHECK-NEXT: return %[[ERF]], %[[ERFC]], %[[VEC]]
func.func @error_functions_f64() -> (f64, f64, vector<2xf64>) {
  %a = arith.constant 0.3 : f64
  %v = arith.constant dense<[0.3, -1.543]> : vector<2xf64>
  %0 = math.erf %a : f64
  %1 = math.erfc %a : f64
  %2 = math.erf %v : vector<2xf64>
  return %0, %1, %2 : f64, f64, vector<2xf64>
}

// Out of the domain the C library answers NaN (a negative one, on x86-64 glibc); at
// 1, atanh is infinite.
// CHECK-LABEL: func.func @outside_the_domain
// CHECK-DAG: %[[NAN32:.*]] = arith.constant 0xFFC00000 : f32
// CHECK-DAG: %[[NAN64:.*]] = arith.constant 0xFFF8000000000000 : f64
// CHECK-DAG: %[[INF:.*]] = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: return %[[NAN32]], %[[NAN64]], %[[INF]]
func.func @outside_the_domain() -> (f32, f64, f64) {
  %half = arith.constant 0.5 : f32
  %eight = arith.constant 8.0 : f64
  %one = arith.constant 1.0 : f64
  %0 = math.acosh %half : f32
  %1 = math.atanh %eight : f64
  %2 = math.atanh %one : f64
  return %0, %1, %2 : f32, f64, f64
}

// CHECK-LABEL: func.func @other_types_stay
// CHECK: math.asinh %{{.*}} : f16
// CHECK: math.erf %{{.*}} : bf16
func.func @other_types_stay() -> (f16, bf16) {
  %a = arith.constant 0.5 : f16
  %b = arith.constant 0.5 : bf16
  %0 = math.asinh %a : f16
  %1 = math.erf %b : bf16
  return %0, %1 : f16, bf16
}
