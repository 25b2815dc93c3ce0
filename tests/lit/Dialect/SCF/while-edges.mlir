// scf.while's `do` region yields to its `before` region: a mismatch there is a
// region-branch edge error (the loop-like check sees no yielded values for it).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @yield_count(%x: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    // expected-note@+1 {{region branch point}}
    scf.yield %b, %b : i32, i32
  }
  return
}

// -----

func.func @yield_type(%x: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %y = arith.constant 1 : i64
    // expected-note@+1 {{region branch point}}
    scf.yield %y : i64
  }
  return
}
