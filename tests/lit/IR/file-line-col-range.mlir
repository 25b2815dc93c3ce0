// File locations with a line only, or ranges to another line or column, print in
// mlir-opt 22's form; a range ending where it starts is a plain position. Diagnostics
// point at a range's start. Builtin types and attributes mlir-opt 22 accepts at their
// limits read back unchanged.
// RUN: rmlir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | rmlir-opt -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s

// CHECK: "foo.a"() : () -> () loc(#[[A:loc[0-9]*]])
"foo.a"() : () -> () loc("a.mlir":3)
// CHECK: "foo.b"() : () -> () loc(#[[B:loc[0-9]*]])
"foo.b"() : () -> () loc("a.mlir":3:4 to 3:9)
// CHECK: "foo.c"() : () -> () loc(#[[C:loc[0-9]*]])
"foo.c"() : () -> () loc("a.mlir":3:4 to 5:1)
// CHECK: "foo.d"() : () -> () loc(#[[D:loc[0-9]*]])
"foo.d"() : () -> () loc("a.mlir":3:4 to :4)
// CHECK: "foo.e"() : () -> () loc(#[[E:loc[0-9]*]])
"foo.e"() : () -> () loc(fused["a.mlir":1:2 to :5, "b"("c.mlir":3:4 to 5:6)])
// CHECK: "foo.f"() {a = sparse<[0, 1], [1, 2]> : tensor<4xi32>, b = sparse<1, 1> : tensor<4x4xi32>} : () -> i64
%0 = "foo.f"() {a = sparse<[0, 1], [1, 2]> : tensor<4xi32>, b = sparse<[[1, 1]], [1]> : tensor<4x4xi32>} : () -> i64
// CHECK: "foo.g"() : () -> (memref<4xmemref<f32>>, memref<4xf32, "x">, memref<4xf32, #gpu.address_space<workgroup>>, complex<i1>, tensor<4x!foo.x>)
%1:5 = "foo.g"() : () -> (memref<4xmemref<f32>>, memref<4xf32, "x">, memref<4xf32, #gpu.address_space<workgroup>>, complex<i1>, tensor<4x!foo.x>)
// CHECK: "foo.h"() {a = dense<1.000000e+00> : tensor<2xf32>} : () -> () loc(#[[H:loc[0-9]*]])
"foo.h"() {a = dense<0x3F800000> : tensor<2xf32>} : () -> () loc("a.mlir":4294967295:4294967295)

// CHECK-DAG: #[[A]] = loc("a.mlir":3:0)
// CHECK-DAG: #[[B]] = loc("a.mlir":3:4 to :9)
// CHECK-DAG: #[[C]] = loc("a.mlir":3:4 to 5:1)
// CHECK-DAG: #[[D]] = loc("a.mlir":3:4)
// CHECK-DAG: #[[E]] = loc(fused[#[[E1:loc[0-9]*]], #[[E2:loc[0-9]*]]])
// CHECK-DAG: #[[E1]] = loc("a.mlir":1:2 to :5)
// CHECK-DAG: #[[E2]] = loc("b"(#[[E3:loc[0-9]*]]))
// CHECK-DAG: #[[E3]] = loc("c.mlir":3:4 to 5:6)
// CHECK-DAG: #[[H]] = loc("a.mlir":4294967295:4294967295)
