// SSA dominance as the verifier checks it: uses in nested regions of structured ops,
// graph regions (use before definition), multi-block regions (dominator tree), and
// functions checked after others that passed.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Values of enclosing blocks are visible in nested regions, at any depth.
func.func @nested(%c: i1, %n: index) -> i32 {
  %a = arith.constant 1 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %s = scf.if %c -> (i32) {
      %t = arith.addi %acc, %a : i32
      scf.yield %t : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

// Graph regions accept uses before the definition, also from nested SSACFG regions.
func.func @graph() {
  test.graph_region {
    "foo.use"(%late) : (i32) -> ()
    "foo.wrap"() ({
      "foo.use"(%late) : (i32) -> ()
      "foo.done"() : () -> ()
    }) : () -> ()
    %late = "foo.def"() : () -> i32
  }
  return
}

// Multi-block regions with structured ops inside their blocks.
func.func @blocks(%c: i1) -> i32 {
  %a = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  cf.br ^bb3(%b : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

// A value of a nested region is out of scope after it: the parser already rejects it.
func.func @escapes(%c: i1) {
  scf.if %c {
    %inner = arith.constant 1 : i32
  }
  // expected-error @+1 {{use of undeclared SSA value name}}
  "test.use"(%inner) : (i32) -> ()
  return
}

// -----

// An op's result is not visible in its own regions.
func.func @own_result() {
  %r = scf.execute_region -> i32 {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    scf.yield %r : i32
    // expected-note @-3 {{operand defined here (op in a parent region)}}
  }
  return
}

// -----

func.func @ok() {
  return
}

// Use before definition in a nested block.
func.func @later(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "test.use"(%v) : (i32) -> ()
    // expected-note @+1 {{operand defined here (op in the same block)}}
    %v = arith.constant 2 : i32
  }
  return
}

// -----

// A nested use of a value defined later in the enclosing block.
func.func @later_outer(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "test.use"(%v) : (i32) -> ()
  }
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %v = arith.constant 2 : i32
  return
}

// -----

// Uses in a block the entry cannot reach are not checked, even a use of the op's
// own result; ops nested in such a block still are.
func.func @unreachable_self_use() {
  return
^dead:
  %c1 = arith.constant 1 : i64
  %add = arith.addi %add, %c1 : i64
  cf.br ^dead
}

// -----

func.func @unreachable_block_nested_region(%c: i1) {
  return
^dead:
  scf.if %c {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %x = arith.addi %y, %y : i64
    // expected-note@+1 {{operand defined here (op in the same block)}}
    %y = arith.constant 1 : i64
  }
  cf.br ^dead
}
