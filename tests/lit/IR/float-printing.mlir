// Float attributes print as mlir-opt 22 prints them: APFloat's six-digit scientific
// form when it reads back as the same value (its digits are sometimes truncated, not
// rounded: 1.0e-7 : f64 has no six-digit form), else the natural form with enough
// digits for the type, plain when at most three zeros pad it, else with an `E`.
// RUN: rmlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @floats
func.func @floats() -> (f32, f32, f32, f32, f64, f64, f64, f32, f64, f32, f64) {
  // Subnormals.
  // CHECK: arith.constant 1.401300e-45 : f32
  %0 = arith.constant 0x00000001 : f32
  // CHECK: arith.constant 9.37170688E-32 : f32
  %1 = arith.constant 9.37170688E-32 : f32
  // CHECK: arith.constant -1.55124199 : f32
  %2 = arith.constant -1.55124199 : f32
  // CHECK: arith.constant 6.601286E-4 : f32
  %3 = arith.constant 6.601286E-4 : f32
  // CHECK: arith.constant 4.940660e-324 : f64
  %4 = arith.constant 0x0000000000000001 : f64
  // CHECK: arith.constant 1.7976931348623157E+308 : f64
  %5 = arith.constant 0x7FEFFFFFFFFFFFFF : f64
  // CHECK: arith.constant 9.9999999999999995E-8 : f64
  %6 = arith.constant 1.0e-7 : f64
  // An exact tie at the seventh digit.
  // CHECK: arith.constant 1234567.5 : f32
  %7 = arith.constant 1234567.5 : f32
  // CHECK: arith.constant 3.000000e-01 : f64
  %8 = arith.constant 0.3 : f64
  // CHECK: arith.constant -8.50025966E+22 : f32
  %9 = arith.constant -8.50025966E+22 : f32
  // CHECK: arith.constant 2.500000e-03 : f64
  %10 = arith.constant 2.5e-3 : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f32, f32, f64, f64, f64, f32, f64, f32, f64
}
