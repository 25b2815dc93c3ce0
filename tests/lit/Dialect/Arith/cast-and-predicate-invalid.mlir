// arith.scaling_extf/scaling_truncf are casts (the value operand widens or narrows to
// the result; the scale does not take part), and a comparison predicate must be a
// signless 64-bit integer holding one of the cases.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @scaling_extf_narrows(%a: f16, %s: f8E8M0FNU) {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'f16', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %a, %s : f16, f8E8M0FNU to f16
  return
}

// -----

func.func @scaling_truncf_widens(%a: f32, %s: f8E8M0FNU) {
  // expected-error@+1 {{'arith.scaling_truncf' op operand types 'f32', 'f8E8M0FNU' and result type 'f64' are cast incompatible}}
  %0 = arith.scaling_truncf %a, %s : f32, f8E8M0FNU to f64
  return
}

// -----

func.func @scaling_ok(%a: vector<4xf16>, %s: vector<4xf8E8M0FNU>, %b: f32, %t: f32) -> (vector<4xf32>, f16) {
  %0 = arith.scaling_extf %a, %s : vector<4xf16>, vector<4xf8E8M0FNU> to vector<4xf32>
  %1 = arith.scaling_truncf %b, %t : f32, f32 to f16
  return %0, %1 : vector<4xf32>, f16
}

// -----

func.func @predicate_out_of_range(%a: i32, %b: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @predicate_wrong_width(%a: i32, %b: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 4 : i32} : (i32, i32) -> i1
  return
}
