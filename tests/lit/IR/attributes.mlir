// Builtin attributes print as mlir-opt 22 prints them (sorted dictionaries, float
// formatting, elided i64 in arrays, splat detection, escapes).
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK: "t.op"() {a = [1, 2 : i32, "s", 1.500000e+00, true, unit],
// CHECK-SAME: b = {x = 1 : i64, y = [@s, @s::@t]}, c = -1 : i8, d = 255 : ui8,
// CHECK-SAME: f = 0x7FC00000 : f32, g = 1.000000e+10 : f64, h = 2.998110e-05 : f16, i = i32,
// CHECK-SAME: j = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, k = dense<1.000000e+00> : tensor<4xf32>,
// CHECK-SAME: l = array<i32: 1, 2>, m = array<f32: 1.000000e+00>, n = strided<[?, 1], offset: ?>,
// CHECK-SAME: o = "a\22b\0A\01c", q = 1.000000e-01 : f32, s = dense<> : tensor<0xi32>,
// CHECK-SAME: t = dense<[true, false]> : tensor<2xi1>, v = array<i64>, w = -1 : i64,
// CHECK-SAME: x = -0.000000e+00 : f64, y = 9.9999999999999995E-8 : f64, z = 0x419D6F3454000000 : f64,
// CHECK-SAME: za = dense<7> : tensor<3xi8>, zb = #set} : () -> ()
"t.op"() {b = {y = [@s, @s::@t], x = 1}, a = [1, 2 : i32, "s", 1.5, true, unit], c = 255 : i8, d = 255 : ui8, f = 0x7FC00000 : f32, g = 1.0e10 : f64, h = 3.0e-5 : f16, i = i32, j = dense<[[1,2],[3,4]]> : tensor<2x2xi32>, k = dense<1.0> : tensor<4xf32>, l = array<i32: 1, 2>, m = array<f32: 1.0>, n = strided<[?, 1], offset: ?>, o = "a\"b\n\01c", q = 0.1 : f32, s = dense<> : tensor<0xi32>, t = dense<[true, false]> : tensor<2xi1>, v = array<i64>, w = 18446744073709551615 : i64, x = -0.0, y = 1.0e-7, z = 123456789.0, za = dense<[7, 7, 7]> : tensor<3xi8>, zb = affine_set<(d0) : (d0 >= 0)>} : () -> ()
