// File metadata resources: the builtin blobs that dense_resource attributes name are
// printed after the IR, in the order the IR first names them, with upper-case hex;
// unnamed blobs are dropped. External resources are printed back as given (empty
// groups dropped).
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s

// CHECK: %cst = arith.constant dense_resource<second> : tensor<1xi8>
// CHECK: %cst_0 = arith.constant dense_resource<first> : tensor<2xi32>
// CHECK: %cst_1 = arith.constant dense_resource<missing> : tensor<2xi32>
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       second: "0x01000000FF",
// CHECK-NEXT:       first: "0x04000000010000000200000A"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     tool: {
// CHECK-NEXT:       flag: true,
// CHECK-NEXT:       "odd key": "text",
// CHECK-NEXT:       data: "0x01000000AB"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
func.func @f() -> (tensor<2xi32>, tensor<1xi8>, tensor<2xi32>) {
  %0 = arith.constant dense_resource<second> : tensor<1xi8>
  %1 = arith.constant dense_resource<first> : tensor<2xi32>
  %2 = arith.constant dense_resource<missing> : tensor<2xi32>
  return %1, %0, %2 : tensor<2xi32>, tensor<1xi8>, tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      first: "0x04000000010000000200000a",
      unused: "0x0100000001",
      second: "0x01000000ff"
    }
  },
  external_resources: {
    tool: { flag: true, "odd key": "text", data: "0x01000000ab" },
    empty: {}
  }
#-}
