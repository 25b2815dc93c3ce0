// CSE over the dominator tree, as mlir-opt 22 does it: equivalent ops (name,
// properties, attributes, result types, operands; commutative operands in any order;
// regions structurally) are replaced by the first one, trivially dead ops are erased
// (without chasing their operands), terminators and effectful ops stay.
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s

// Commutative ops match with their operands swapped; others do not.
// CHECK: module {
// CHECK-NEXT: func.func @commutative(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %3 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0, %0, %1, %2, %3 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.muli %a, %a : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// -----

// Discardable attributes and properties take part in the comparison.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @attributes(%arg0: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 {tag} : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT: return %0, %1, %0, %2, %2 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @attributes(%a: i32) -> (i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %a {tag} : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a {tag} : i32
  %3 = arith.addi %a, %a overflow<nsw> : i32
  %4 = arith.addi %a, %a overflow<nsw> : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// -----

// Blocks reuse what their dominators define, never what a sibling defines;
// unreachable blocks are left alone.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @diamond(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb4
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %3 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: %4 = arith.muli %2, %c2_i32 : i32
// CHECK-NEXT: %5 = arith.addi %4, %3 : i32
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: ^bb4:  // no predecessors
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c7_i32_0 = arith.constant 7 : i32
// CHECK-NEXT: cf.br ^bb3(%c7_i32_0 : i32)
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @diamond(%cond: i1, %a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %c1b = arith.constant 1 : i32
  %x = arith.addi %a, %c1b : i32
  %c2 = arith.constant 2 : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %c2b = arith.constant 2 : i32
  %y = arith.addi %a, %c1 : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  %c2c = arith.constant 2 : i32
  %z = arith.addi %a, %c1 : i32
  %w = arith.muli %r, %c2c : i32
  %s = arith.addi %w, %z : i32
  return %s : i32
^bb4:
  %dead = arith.constant 7 : i32
  %d2 = arith.constant 7 : i32
  cf.br ^bb3(%d2 : i32)
}

// -----

// Loops: the header dominates the body and the exit.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @loop(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %cmp = arith.cmpi slt, %i, %n : index
  %c1x = arith.constant 1 : index
  cf.cond_br %cmp, ^body, ^exit
^body:
  %c1y = arith.constant 1 : index
  %next = arith.addi %i, %c1y : index
  cf.br ^header(%next : index)
^exit:
  %c0x = arith.constant 0 : index
  return %c0x : index
}

// -----

// A dead op is erased, but the ops it used stay (they were visited while still used).
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @dead_chain(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dead_chain(%a: i32) -> i32 {
  %0 = arith.constant 3 : i32
  %1 = arith.muli %a, %0 : i32
  %2 = arith.addi %1, %1 : i32
  %3 = arith.addi %2, %a : i32
  return %a : i32
}

// -----

// Ops in regions reuse outer values. Regions are simplified before their op, and ops
// marked for erasure stay until the end, so the first scf.if no longer matches the
// second. scf.for and scf.if without effects are CSE'd; a dead scf.if is erased.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @regions(%arg0: i1, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) -> (i32, i32, i32, i32, index, index) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %4 = arith.addi %arg1, %c5_i32 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %4 = arith.addi %arg1, %c5_i32 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %4 = arith.addi %c5_i32, %arg1 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg2) -> (index) {
// CHECK-NEXT: %4 = arith.addi %arg6, %arg5 : index
// CHECK-NEXT: scf.yield %4 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %1, %2, %3, %3 : i32, i32, i32, i32, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @regions(%c: i1, %a: i32, %lb: index, %ub: index, %st: index) -> (i32, i32, i32, i32, index, index) {
  %k = arith.constant 5 : i32
  %0 = scf.if %c -> i32 {
    %k2 = arith.constant 5 : i32
    %x = arith.addi %a, %k2 : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %x = arith.addi %a, %k : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> i32 {
    %x = arith.addi %a, %k : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %3 = scf.if %c -> i32 {
    %x = arith.addi %k, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %l1 = scf.for %i = %lb to %ub step %st iter_args(%acc = %lb) -> index {
    %s = arith.addi %acc, %i : index
    scf.yield %s : index
  }
  %l2 = scf.for %i = %lb to %ub step %st iter_args(%acc = %lb) -> index {
    %s = arith.addi %acc, %i : index
    scf.yield %s : index
  }
  %dead = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %k : i32
  }
  return %0, %1, %2, %3, %l1, %l2 : i32, i32, i32, i32, index, index
}

// -----

// Ops with a multi-block region are never CSE'd; single-block ones are.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @execute_region(%arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %2, %2 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @execute_region(%a: i32) -> (i32, i32, i32, i32) {
  %0 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : i32
  }
  %1 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : i32
  }
  %2 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %3 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// Unregistered ops might be isolated from above, and nested functions are: both start
// from an empty table, and are simplified inside.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @scopes() -> i32 {
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: %c9_i32_0 = arith.constant 9 : i32
// CHECK-NEXT: "foo.use"(%c9_i32_0, %c9_i32_0) : (i32, i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: test.isolated_one_region_op  {
// CHECK-NEXT: %c9_i32_0 = arith.constant 9 : i32
// CHECK-NEXT: "foo.use"(%c9_i32_0, %c9_i32_0) : (i32, i32) -> ()
// CHECK-NEXT: } :  ->
// CHECK-NEXT: builtin.module {
// CHECK-NEXT: func.func @inner() -> (i32, i32) {
// CHECK-NEXT: %c9_i32_0 = arith.constant 9 : i32
// CHECK-NEXT: return %c9_i32_0, %c9_i32_0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %c9_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scopes() -> i32 {
  %k = arith.constant 9 : i32
  "foo.region"() ({
    %k2 = arith.constant 9 : i32
    %k3 = arith.constant 9 : i32
    "foo.use"(%k2, %k3) : (i32, i32) -> ()
  }) : () -> ()
  "test.isolated_one_region_op"() ({
    %k4 = arith.constant 9 : i32
    %k5 = arith.constant 9 : i32
    "foo.use"(%k4, %k5) : (i32, i32) -> ()
  }) : () -> ()
  builtin.module {
    func.func @inner() -> (i32, i32) {
      %k6 = arith.constant 9 : i32
      %k7 = arith.constant 9 : i32
      return %k6, %k7 : i32, i32
    }
  }
  return %k : i32
}

// -----

// Structural region equivalence: block arguments by type, inner ops pairwise.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @single_block_ops(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %0 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT: %2 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT: test.region_yield %2 : f32
// CHECK-NEXT: } : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>
// CHECK-NEXT: %1 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT: %2 = arith.addf %arg3, %arg2 : f32
// CHECK-NEXT: test.region_yield %2 : f32
// CHECK-NEXT: } : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>
// CHECK-NEXT: return %0, %0, %1 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @single_block_ops(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = test.cse_of_single_block_op inputs(%a, %b) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    test.region_yield %s : f32
  } : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>
  %1 = test.cse_of_single_block_op inputs(%a, %b) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    test.region_yield %s : f32
  } : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>
  %2 = test.cse_of_single_block_op inputs(%a, %b) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %y, %x : f32
    test.region_yield %s : f32
  } : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}
