// --mlir-elide-resource-strings-if-larger=N leaves out of the metadata section every
// resource entry whose value prints longer than N characters (quotes included); a
// group left empty goes, and a section whose entries all go stays as an empty
// `{-# #-}`, as mlir-opt prints it.
// RUN: rmlir-opt %s --mlir-elide-resource-strings-if-larger=10 | FileCheck %s
// RUN: rmlir-opt %s --mlir-elide-resource-strings-if-larger=0 | FileCheck %s --check-prefix=NONE
// RUN: rmlir-opt %s | FileCheck %s --check-prefix=ALL
// RUN: not rmlir-opt %s --mlir-elide-resource-strings-if-larger=x 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: arith.constant dense_resource<blob> : tensor<2xi64>
// CHECK:      {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     ext: {
// CHECK-NEXT:       b: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// NONE:      {-#
// NONE-EMPTY:
// NONE-NEXT: #-}

// ALL: blob: "0x080000000100000000000000020000000000000000"
// ALL: s: "a long external string value"

// BAD: for the --mlir-elide-resource-strings-if-larger option: 'x' value invalid for uint argument!
func.func @f() -> tensor<2xi64> {
  %0 = arith.constant dense_resource<blob> : tensor<2xi64>
  return %0 : tensor<2xi64>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x080000000100000000000000020000000000000000"
    }
  },
  external_resources: {
    ext: {
      s: "a long external string value",
      b: true
    }
  }
#-}
