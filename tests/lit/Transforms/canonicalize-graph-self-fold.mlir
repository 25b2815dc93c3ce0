// A fold to the op's own result (possible only in a graph region, where an op may use
// its own result) changes nothing and leaves the op in place. mlir-opt 22 takes it for
// an in-place fold and folds it again forever; erasing it would leave its users with
// an undefined value.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: test.graph_region {
// CHECK-NEXT: %0 = arith.andi %0, %0 : i32
// CHECK-NEXT: %1 = arith.ori %1, %1 : i32
// CHECK-NEXT: "test.use"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT: }
"test.graph_region"() ({
  %0 = arith.andi %0, %0 : i32
  %1 = arith.ori %1, %1 : i32
  "test.use"(%0, %1) : (i32, i32) -> ()
}) : () -> ()
