// `-o` writes the printed IR to a file (as it is printed, not held whole first); an
// output file that cannot be created is an error with mlir-opt's wording.
// RUN: rmlir-opt %s -o %t
// RUN: FileCheck %s --input-file=%t
// RUN: not rmlir-opt %s -o %t.missing/out.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// BAD: cannot open output file '{{.*}}.missing/out.mlir': No such file or directory
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
