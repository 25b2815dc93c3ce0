// vector.extract / vector.insert custom forms print like mlir-opt 22 (no space before
// an extract's position list, one before an insert's; kDynamic positions take index
// operands in order; -1 is a poison position), and read back from the generic form.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @extract(
func.func @extract(%v: vector<4x8xf32>, %z: vector<f32>, %s: vector<4x[8]xf32>, %i: index, %j: index) -> f32 {
  // CHECK: %0 = vector.extract %arg0[0, 1] : f32 from vector<4x8xf32>
  // GENERIC: %{{[0-9]+}} = "vector.extract"({{.*}}) <{static_position = array<i64: 0, 1>}> : (vector<4x8xf32>) -> f32
  %0 = vector.extract %v[0, 1] : f32 from vector<4x8xf32>
  // CHECK-NEXT: %1 = vector.extract %arg0[%arg3] : vector<8xf32> from vector<4x8xf32>
  // GENERIC: %{{[0-9]+}} = "vector.extract"({{.*}}) <{static_position = array<i64: -9223372036854775808>}> : (vector<4x8xf32>, index) -> vector<8xf32>
  %1 = vector.extract %v[%i] : vector<8xf32> from vector<4x8xf32>
  // CHECK-NEXT: %2 = vector.extract %arg0[%arg3, %arg4] {tag} : f32 from vector<4x8xf32>
  %2 = vector.extract %v[%i, %j] {tag} : f32 from vector<4x8xf32>
  // CHECK-NEXT: %3 = vector.extract %arg0[-1, %arg4] : f32 from vector<4x8xf32>
  %3 = vector.extract %v[-1, %j] : f32 from vector<4x8xf32>
  // CHECK-NEXT: %4 = vector.extract %arg1[] : f32 from vector<f32>
  // GENERIC: %{{[0-9]+}} = "vector.extract"({{.*}}) <{static_position = array<i64>}> : (vector<f32>) -> f32
  %4 = vector.extract %z[] : f32 from vector<f32>
  // A one-element vector stands for the scalar it holds.
  // CHECK-NEXT: %5 = vector.extract %arg0[3, 7] : vector<1xf32> from vector<4x8xf32>
  %5 = vector.extract %v[3, 7] : vector<1xf32> from vector<4x8xf32>
  // CHECK-NEXT: %6 = vector.extract %arg2[2] : vector<[8]xf32> from vector<4x[8]xf32>
  %6 = vector.extract %s[2] : vector<[8]xf32> from vector<4x[8]xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @insert(
func.func @insert(%v: vector<4x8xf32>, %w: vector<8xf32>, %z: vector<f32>, %x: f32, %i: index) -> vector<4x8xf32> {
  // CHECK: %0 = vector.insert %arg3, %arg0 [2, %arg4] : f32 into vector<4x8xf32>
  // GENERIC: %{{[0-9]+}} = "vector.insert"({{.*}}) <{static_position = array<i64: 2, -9223372036854775808>}> : (f32, vector<4x8xf32>, index) -> vector<4x8xf32>
  %0 = vector.insert %x, %v[2, %i] : f32 into vector<4x8xf32>
  // CHECK-NEXT: %1 = vector.insert %arg1, %0 [3] : vector<8xf32> into vector<4x8xf32>
  %1 = vector.insert %w, %0 [3] : vector<8xf32> into vector<4x8xf32>
  // CHECK-NEXT: %2 = vector.insert %arg3, %arg2 [] {tag = 1 : i64} : f32 into vector<f32>
  %2 = vector.insert %x, %z [] {tag = 1} : f32 into vector<f32>
  // CHECK-NEXT: %3 = vector.insert %arg1, %1 [-1] : vector<8xf32> into vector<4x8xf32>
  %3 = vector.insert %w, %1 [-1] : vector<8xf32> into vector<4x8xf32>
  return %3 : vector<4x8xf32>
}
