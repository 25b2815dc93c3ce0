// vector.broadcast: custom and generic forms as mlir-opt 22 prints them, its fold and
// BroadcastFolder under --canonicalize, and its verifier messages.
// RUN: rmlir-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rmlir-opt %s -split-input-file -allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @forms
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg2 : vector<1x4xi32> to vector<3x4xi32>
// GENERIC: "vector.broadcast"(%arg0) : (f32) -> vector<4xf32>
func.func @forms(%x: f32, %v: vector<4xf32>, %w: vector<1x4xi32>) -> (vector<4xf32>, vector<2x4xf32>, vector<3x4xi32>) {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %w : vector<1x4xi32> to vector<3x4xi32>
  return %0, %1, %2 : vector<4xf32>, vector<2x4xf32>, vector<3x4xi32>
}

// -----

// CANON-LABEL: func.func @folds
// CANON-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<2x2xf32>
// CANON-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<3x2x2xf32>
// CANON-NEXT: "test.use"(%cst, %cst_0) : (vector<2x2xf32>, vector<3x2x2xf32>) -> ()
// CANON-NEXT: %0 = "test.def"() : () -> f32
// CANON-NEXT: %1 = vector.broadcast %0 : f32 to vector<3x2xf32>
// CANON-NEXT: "test.use"(%1) : (vector<3x2xf32>) -> ()
// CANON-NEXT: return %arg0 : vector<4xf32>
func.func @folds(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %c = arith.constant 1.0 : f32
  %1 = vector.broadcast %c : f32 to vector<2x2xf32>
  %2 = vector.broadcast %1 : vector<2x2xf32> to vector<3x2x2xf32>
  "test.use"(%1, %2) : (vector<2x2xf32>, vector<3x2x2xf32>) -> ()
  %y = "test.def"() : () -> f32
  %3 = vector.broadcast %y : f32 to vector<2xf32>
  %4 = vector.broadcast %3 : vector<2xf32> to vector<3x2xf32>
  "test.use"(%4) : (vector<3x2xf32>) -> ()
  return %0 : vector<4xf32>
}
