// Fused locations are made as MLIR's FusedLoc::get makes them: unknown locations
// dropped, repeats removed, nested fused locations with the same metadata flattened;
// one location left without metadata is that location, none is loc(unknown) (with
// metadata, fused<metadata>[unknown]).
// RUN: rmlir-opt %s --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// A local-scope print ends without the top level's extra newline (11 lines, not 12
// with an empty last one).
// RUN: rmlir-opt %s --mlir-print-local-scope | count 11

// CHECK: arith.addi %arg0, %arg0 : i32 loc("p.mlir":1:1)
// CHECK: arith.addi %0, %0 : i32 loc(unknown)
// CHECK: arith.addi %1, %1 : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
// CHECK: arith.addi %2, %2 : i32 loc(fused<"m">["a.mlir":1:1, "b.mlir":2:2, "c.mlir":3:3])
// CHECK: arith.addi %3, %3 : i32 loc(fused<"m">[fused["a.mlir":1:1, "b.mlir":2:2], "c.mlir":3:3])
// CHECK: arith.addi %4, %4 : i32 loc(fused<"m">[unknown])
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a : i32 loc(fused["p.mlir":1:1, unknown])
  %1 = arith.addi %0, %0 : i32 loc(fused[unknown])
  %2 = arith.addi %1, %1 : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2, "a.mlir":1:1])
  %3 = arith.addi %2, %2 : i32 loc(fused<"m">[fused<"m">["a.mlir":1:1, "b.mlir":2:2], "c.mlir":3:3])
  %4 = arith.addi %3, %3 : i32 loc(fused<"m">[fused["a.mlir":1:1, "b.mlir":2:2], "c.mlir":3:3])
  %5 = arith.addi %4, %4 : i32 loc(fused<"m">[unknown])
  return
}
