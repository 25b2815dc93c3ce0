// Poison propagates through folds as in mlir-opt 22: the arith and math ops whose
// folders are MLIR's common constant folders answer poison for a poison operand
// (materialized as ub.poison of the result type); select takes the other arm; cmpi
// moves a poison operand to the right like any constant; the shifts keep theirs.
// RUN: rmlir-opt %s --canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @int_binary
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: %[[SHL:.*]] = arith.shli %arg0, %[[P]] : i32
// CHECK-NEXT: return %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[SHL]] : i32, i32, i32, i32, i32, i32
func.func @int_binary(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %a = arith.addi %p, %x : i32
  %b = arith.muli %x, %p : i32
  %c = arith.divsi %x, %p : i32
  %d = arith.andi %p, %x : i32
  %e = arith.maxui %x, %p : i32
  %f = arith.shli %x, %p : i32
  return %a, %b, %c, %d, %e, %f : i32, i32, i32, i32, i32, i32
}

// -----

// Folds that come first still win: x - x is 0 and x * 0 is 0, whatever x is.
// CHECK-LABEL: func.func @identities_first
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: return %[[Z]], %[[Z]] : i32, i32
func.func @identities_first() -> (i32, i32) {
  %p = ub.poison : i32
  %c0 = arith.constant 0 : i32
  %a = arith.subi %p, %p : i32
  %b = arith.muli %p, %c0 : i32
  return %a, %b : i32, i32
}

// -----

// CHECK-LABEL: func.func @float
// CHECK-NEXT: %[[P:.*]] = ub.poison : f32
// CHECK-NEXT: %[[C:.*]] = arith.cmpf olt, %[[P]], %arg0 : f32
// CHECK-NEXT: return %[[P]], %[[P]], %[[C]] : f32, f32, i1
func.func @float(%x: f32) -> (f32, f32, i1) {
  %p = ub.poison : f32
  %a = arith.addf %p, %x : f32
  %b = arith.negf %p : f32
  %c = arith.cmpf olt, %p, %x : f32
  return %a, %b, %c : f32, f32, i1
}

// -----

// CHECK-LABEL: func.func @casts
// CHECK-DAG: %[[A:.*]] = ub.poison : i64
// CHECK-DAG: %[[B:.*]] = ub.poison : f32
// CHECK-DAG: %[[C:.*]] = ub.poison : index
// CHECK: return %[[A]], %[[B]], %[[C]] : i64, f32, index
func.func @casts() -> (i64, f32, index) {
  %p = ub.poison : i32
  %a = arith.extsi %p : i32 to i64
  %b = arith.sitofp %p : i32 to f32
  %c = arith.index_cast %p : i32 to index
  return %a, %b, %c : i64, f32, index
}

// -----

// CHECK-LABEL: func.func @select_and_cmpi
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: %[[C:.*]] = arith.cmpi sgt, %arg1, %[[P]] : i32
// CHECK-NEXT: return %arg2, %arg1, %[[C]] : i32, i32, i1
func.func @select_and_cmpi(%c: i1, %x: i32, %y: i32) -> (i32, i32, i1) {
  %p = ub.poison : i32
  %a = arith.select %c, %p, %y : i32
  %b = arith.select %c, %x, %p : i32
  %d = arith.cmpi slt, %p, %x : i32
  return %a, %b, %d : i32, i32, i1
}

// -----

// CHECK-LABEL: func.func @math_and_vector
// CHECK-DAG: %[[V:.*]] = ub.poison : vector<4xf32>
// CHECK-DAG: %[[F:.*]] = ub.poison : f32
// CHECK-DAG: %[[I:.*]] = ub.poison : i32
// CHECK: return %[[F]], %[[F]], %[[F]], %[[I]], %[[V]] : f32, f32, f32, i32, vector<4xf32>
func.func @math_and_vector(%x: f32) -> (f32, f32, f32, i32, vector<4xf32>) {
  %p = ub.poison : f32
  %q = ub.poison : i32
  %a = math.sin %p : f32
  %b = math.erf %p : f32
  %c = math.powf %x, %p : f32
  %d = math.ctlz %q : i32
  %e = vector.broadcast %p : f32 to vector<4xf32>
  return %a, %b, %c, %d, %e : f32, f32, f32, i32, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @extended
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: return %[[P]], %[[P]] : i32, i32
func.func @extended(%x: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %l, %h = arith.mulsi_extended %x, %p : i32
  return %l, %h : i32, i32
}

// -----

// Not folded: math.rsqrt has no folder, and a tensor of poison elements is no
// constant (mlir-opt 22 folds this from_elements to a dense constant of garbage).
// CHECK-LABEL: func.func @left_alone
// CHECK: math.rsqrt
// CHECK: tensor.from_elements
func.func @left_alone() -> (f32, tensor<2xf32>) {
  %p = ub.poison : f32
  %a = math.rsqrt %p : f32
  %t = tensor.from_elements %p, %p : tensor<2xf32>
  return %a, %t : f32, tensor<2xf32>
}
