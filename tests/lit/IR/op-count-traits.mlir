// ODS count traits in MLIR's order (regions, results, successors, operands) for ops
// given in generic form with the wrong counts; an op without a branch interface
// takes no successors (ZeroSuccessors). Messages as mlir-opt 22 prints them.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @return_with_result() {
  // expected-error@+1 {{'func.return' op requires zero results}}
  %0 = "func.return"() : () -> i32
}

// -----

// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

func.func @return_with_successor() {
  // expected-error@+1 {{'func.return' op requires 0 successors but found 1}}
  "func.return"()[^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @cond_br_one_successor(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @switch_no_successor(%x: i32) {
  // expected-error@+1 {{'cf.switch' op requires at least 1 successors but found 0}}
  "cf.switch"(%x) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}

// -----

"test.wrap"() ({
  // expected-error@+1 {{'linalg.fill' op requires one region}}
  "linalg.fill"() : () -> ()
}) : () -> ()

// -----

"test.wrap"() ({
  // expected-error@+1 {{'arith.cmpi' op requires one result}}
  "arith.cmpi"() : () -> ()
}) : () -> ()

// -----

"test.wrap"() ({
  // expected-error@+1 {{'vector.load' op expected 1 or more operands, but found 0}}
  %0 = "vector.load"() : () -> i32
}) : () -> ()

// -----

"test.wrap"() ({
  // expected-error@+1 {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"() : () -> ()
}) : () -> ()

// -----

"test.wrap"() ({
  // expected-error@+1 {{'affine.if' op expected 2 regions}}
  "affine.if"() : () -> ()
}) : () -> ()

// -----

"test.wrap"() ({
  // expected-error@+1 {{'tensor.parallel_insert_slice' op expected 2 or more operands, but found 0}}
  "tensor.parallel_insert_slice"() : () -> ()
}) : () -> ()
