// #arith.fastmath<...> and #arith.overflow<...> written as attributes (not in an op's
// custom form) are read when parsed: printed as MLIR prints them (flags in declaration
// order, `fast` for all fast-math flags, quotes dropped), and a flag that names
// nothing is rejected at the first flag, then after the bad one.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @normalised
// CHECK: "test.flags"() {a = #arith.fastmath<nnan,ninf>, b = #arith.overflow<nsw, nuw>, c = #arith.fastmath<nnan>, d = #arith.fastmath<fast>, e = #arith.fastmath<none>} : () -> ()
// CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<nnan,ninf> : f32
// CHECK: arith.addi %{{.*}}, %{{.*}} overflow<nsw, nuw> : i32
func.func @normalised(%x: f32, %i: i32) {
  "test.flags"() {a = #arith.fastmath< ninf , nnan >, b = #arith.overflow<nuw,nsw>, c = #arith.fastmath<"nnan">, d = #arith.fastmath<fast,nnan>, e = #arith.fastmath<none>} : () -> ()
  %0 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<ninf, nnan>}> : (f32, f32) -> f32
  %1 = "arith.addi"(%i, %i) <{overflowFlags = #arith.overflow<nuw,nsw>}> : (i32, i32) -> i32
  return
}

// -----

func.func @bad_fastmath_attr(%x: f32) {
  // expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %x, %x {fastmath = #arith.fastmath<nnan,bogus>} : f32
  return
}

// -----

// expected-error@+2 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error@+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
"test.flags"() {a = #arith.overflow<nsw, what>} : () -> ()

// -----

// expected-error@+2 {{expected valid keyword or string}}
// expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
"test.flags"() {a = #arith.fastmath<>} : () -> ()

// -----

// expected-error@+1 {{expected '<'}}
"test.flags"() {a = #arith.fastmath} : () -> ()

// -----

// expected-error@+1 {{expected '>'}}
"test.flags"() {a = #arith.fastmath<nnan ninf>} : () -> ()

// -----

func.func @bad_flag_in_custom_form(%x: f32) {
  // expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %x, %x fastmath<nnan,bogus> : f32
  return
}
