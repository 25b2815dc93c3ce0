// vector.type_cast's verifier and custom form errors, with mlir-opt 22's texts.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @shape(%m: memref<vector<5x6xf32>>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<6xvector<5xf32>>'}}
  %0 = vector.type_cast %m : memref<vector<5x6xf32>> to memref<6xvector<5xf32>>
  return
}

// -----

func.func @scalar(%m: memref<vector<5x6xf32>>) {
  // expected-error @+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<5xvector<6xi32>>'}}
  %0 = vector.type_cast %m : memref<vector<5x6xf32>> to memref<5xvector<6xi32>>
  return
}

// -----

func.func @dynamic(%m: memref<?xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = vector.type_cast %m : memref<?xf32> to memref<vector<5xf32>>
  return
}

// -----

func.func @layout(%m: memref<5x6xf32, strided<[1, 5]>>) {
  // expected-error @+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<5x6xf32, strided<[1, 5]>> to memref<vector<5x6xf32>>
  return
}

// -----

func.func @space(%m: memref<30xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<30xf32> to memref<vector<30xf32>, 1>
  return
}

// -----

func.func @kind(%m: memref<30xf32>) {
  // expected-error @+1 {{custom op 'vector.type_cast' invalid kind of type specified: expected builtin.memref, but found 'tensor<30xf32>'}}
  %0 = vector.type_cast %m : memref<30xf32> to tensor<30xf32>
  return
}
