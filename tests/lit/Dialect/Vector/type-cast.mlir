// vector.type_cast in custom and generic form, and its verifier.
// RUN: rmlir-opt %s -split-input-file | FileCheck %s
// RUN: rmlir-opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @type_cast
// CHECK-NEXT: %0 = vector.type_cast %arg0 : memref<vector<5x6xf32>> to memref<5xvector<6xf32>>
// CHECK-NEXT: %1 = vector.type_cast %arg1 {tag} : memref<5x6xf32, strided<[6, 1]>> to memref<vector<5x6xf32>>
// GENERIC: %0 = "vector.type_cast"(%arg0) : (memref<vector<5x6xf32>>) -> memref<5xvector<6xf32>>
// GENERIC: %1 = "vector.type_cast"(%arg1) {tag} : (memref<5x6xf32, strided<[6, 1]>>) -> memref<vector<5x6xf32>>
func.func @type_cast(%m: memref<vector<5x6xf32>>, %n: memref<5x6xf32, strided<[6, 1]>>) -> memref<5xvector<6xf32>> {
  %0 = vector.type_cast %m : memref<vector<5x6xf32>> to memref<5xvector<6xf32>>
  %1 = vector.type_cast %n {tag} : memref<5x6xf32, strided<[6, 1]>> to memref<vector<5x6xf32>>
  return %0 : memref<5xvector<6xf32>>
}
