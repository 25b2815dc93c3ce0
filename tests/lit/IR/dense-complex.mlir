// Complex elements of dense attributes print as `(re,im)` with no space, splat or
// not, though they are read with one.
// RUN: rmlir-opt %s | FileCheck %s

// CHECK: a = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-SAME: b = dense<(1,2)> : tensor<complex<i32>>
// CHECK-SAME: c = dense<(1,2)> : tensor<1xcomplex<i8>>
func.func @f() attributes {a = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>, b = dense<(1, 2)> : tensor<complex<i32>>, c = dense<[(1, 2)]> : tensor<1xcomplex<i8>>} {
  return
}
