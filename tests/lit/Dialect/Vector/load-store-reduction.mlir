// vector.load / vector.store / vector.reduction custom forms print like mlir-opt 22:
// `nontemporal = false` (the default) and `fastmath<none>` are elided, the default
// fastmath is stored all the same, and the generic form reads back.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @access(
func.func @access(%m: memref<?x?xf32>, %n: memref<8xvector<4xf32>>, %r: memref<f32>, %w: vector<8xf32>, %i: index) {
  // CHECK: %0 = vector.load %arg0[%arg4, %arg4] : memref<?x?xf32>, vector<8xf32>
  // GENERIC: "vector.load"({{.*}}) : (memref<?x?xf32>, index, index) -> vector<8xf32>
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  // CHECK-NEXT: %1 = vector.load %arg0[%arg4, %arg4] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  // GENERIC: "vector.load"({{.*}}) <{nontemporal = true}> : (memref<?x?xf32>, index, index) -> vector<8xf32>
  %1 = vector.load %m[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  // CHECK-NEXT: %2 = vector.load %arg1[%arg4] : memref<8xvector<4xf32>>, vector<4xf32>
  %2 = vector.load %n[%i] : memref<8xvector<4xf32>>, vector<4xf32>
  // CHECK-NEXT: %3 = vector.load %arg0[%arg4, %arg4] {alignment = 16 : i64} : memref<?x?xf32>, vector<8xf32>
  // GENERIC: "vector.load"({{.*}}) <{alignment = 16 : i64}> : (memref<?x?xf32>, index, index) -> vector<8xf32>
  %3 = vector.load %m[%i, %i] {alignment = 16} : memref<?x?xf32>, vector<8xf32>
  // A 0-D memref takes no index.
  // CHECK-NEXT: %4 = vector.load %arg2[] : memref<f32>, vector<f32>
  %4 = vector.load %r[] : memref<f32>, vector<f32>
  // CHECK-NEXT: vector.store %arg3, %arg0[%arg4, %arg4] : memref<?x?xf32>, vector<8xf32>
  // GENERIC: "vector.store"({{.*}}) : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
  vector.store %w, %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  // CHECK-NEXT: vector.store %0, %arg0[%arg4, %arg4] {tag = 1 : i64} : memref<?x?xf32>, vector<8xf32>
  // GENERIC: "vector.store"({{.*}}) <{nontemporal = false}> {tag = 1 : i64} : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
  vector.store %0, %m[%i, %i] {nontemporal = false, tag = 1} : memref<?x?xf32>, vector<8xf32>
  // CHECK-NEXT: vector.store %2, %arg1[%arg4] : memref<8xvector<4xf32>>, vector<4xf32>
  vector.store %2, %n[%i] : memref<8xvector<4xf32>>, vector<4xf32>
  return
}

// CHECK-LABEL: func.func @reductions(
func.func @reductions(%w: vector<8xf32>, %x: vector<4xi32>, %z: vector<f32>, %k: vector<8xindex>, %acc: i32, %s: f32) {
  // CHECK: %0 = vector.reduction <add>, %arg0 : vector<8xf32> into f32
  // GENERIC: "vector.reduction"({{.*}}) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
  %0 = vector.reduction <add>, %w : vector<8xf32> into f32
  // CHECK-NEXT: %1 = vector.reduction <maxsi>, %arg1, %arg4 : vector<4xi32> into i32
  %1 = vector.reduction <maxsi>, %x, %acc : vector<4xi32> into i32
  // CHECK-NEXT: %2 = vector.reduction <mul>, %arg0 fastmath<fast> : vector<8xf32> into f32
  // GENERIC: "vector.reduction"({{.*}}) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<mul>}> : (vector<8xf32>) -> f32
  %2 = vector.reduction <mul>, %w fastmath<fast> : vector<8xf32> into f32
  // CHECK-NEXT: %3 = vector.reduction <minimumf>, %arg0, %arg5 fastmath<nnan,contract> {tag} : vector<8xf32> into f32
  %3 = vector.reduction <minimumf>, %w, %s fastmath<contract,nnan> {tag} : vector<8xf32> into f32
  // CHECK-NEXT: %4 = vector.reduction <add>, %arg2 : vector<f32> into f32
  %4 = vector.reduction <add>, %z : vector<f32> into f32
  // CHECK-NEXT: %5 = vector.reduction <xor>, %arg3 : vector<8xindex> into index
  %5 = vector.reduction <xor>, %k : vector<8xindex> into index
  // The generic form's kind may have spaces inside.
  // CHECK-NEXT: %6 = vector.reduction <mul>, %arg0 : vector<8xf32> into f32
  %6 = "vector.reduction"(%w) <{kind = #vector.kind< mul >}> : (vector<8xf32>) -> f32
  return
}

// Two loads of the same memory with no store between them are one (the read effect);
// a store between them keeps both.
// CSE-LABEL: func.func @cse(
// RUN: rmlir-opt %s --cse | FileCheck %s --check-prefix=CSE
func.func @cse(%m: memref<?xf32>, %i: index, %w: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  // CSE: %0 = vector.load %arg0[%arg1] : memref<?xf32>, vector<4xf32>
  // CSE-NEXT: vector.store %arg2, %arg0[%arg1] : memref<?xf32>, vector<4xf32>
  // CSE-NEXT: %1 = vector.load %arg0[%arg1] : memref<?xf32>, vector<4xf32>
  // CSE-NEXT: return %0, %0, %1
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  %1 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  vector.store %w, %m[%i] : memref<?xf32>, vector<4xf32>
  %2 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}
