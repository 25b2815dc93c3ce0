// convert-scf-to-cf: every scf construct with regions becomes a CFG of cf.br /
// cf.cond_br / cf.switch; nested constructs are lowered outside-in. Expected output
// taken from mlir-opt 22 on these inputs.
// RUN: rmlir-opt %s --allow-unregistered-dialect --convert-scf-to-cf --split-input-file | FileCheck %s

// A loop carrying a value through an if with results.
func.func @for_if(%lb: index, %ub: index, %st: index, %c: i1, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f32) {
    %y = scf.if %c -> (f32) {
      %z = arith.addf %a, %a : f32
      scf.yield %z : f32
    } else {
      scf.yield %a : f32
    }
    scf.yield %y : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @for_if(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg4 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %3 = arith.addf %1, %1 : f32
// CHECK-NEXT: cf.br ^bb5(%3 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%1 : f32)
// CHECK-NEXT: ^bb5(%4: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

// -----
// Unsigned comparison for `scf.for unsigned`; other attributes of the loop are dropped.
func.func @unsigned(%lb: i32, %ub: i32, %st: i32) {
  scf.for unsigned %i = %lb to %ub step %st : i32 {
    "test.foo"(%i) : (i32) -> ()
  }
  scf.for %i = %lb to %ub step %st : i32 {
    "test.foo"(%i) : (i32) -> ()
  } {some_attr = 1 : i32}
  return
}

// CHECK-LABEL: func.func @unsigned(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.foo"(%0) : (i32) -> ()
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT: ^bb4(%3: i32):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT: %4 = arith.cmpi slt, %3, %arg1 : i32
// CHECK-NEXT: cf.cond_br %4, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: "test.foo"(%3) : (i32) -> ()
// CHECK-NEXT: %5 = arith.addi %3, %arg2 : i32
// CHECK-NEXT: cf.br ^bb4(%5 : i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----
// The conversion folds illegal ops first: the negated condition swaps the branches.
// A loop with a constant empty range is still lowered.
func.func @folds(%c: i1, %x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r3 = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %r) -> i32 {
    scf.yield %a : i32
  }
  return %r3 : i32
}

// CHECK-LABEL: func.func @folds(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb5(%c0, %1 : index, i32)
// CHECK-NEXT: ^bb5(%2: index, %3: i32):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT: %4 = arith.cmpi slt, %2, %c0 : index
// CHECK-NEXT: cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %5 = arith.addi %2, %c1 : index
// CHECK-NEXT: cf.br ^bb5(%5, %3 : index, i32)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }

// -----
// A multi-block execute_region with several yields.
func.func @exec_multi(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    %z = arith.addi %x, %y : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @exec_multi(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

// -----
// A while loop whose "before" region holds an if and whose "after" region a loop.
func.func @while_nested(%n: index, %x: f32) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %x, %i = %c0) : (f32, index) -> (f32, index) {
    %cmp = arith.cmpi slt, %i, %n : index
    %v = scf.if %cmp -> f32 {
      %t = arith.addf %a, %a : f32
      scf.yield %t : f32
    } else {
      scf.yield %a : f32
    }
    scf.condition(%cmp) %v, %i : f32, index
  } do {
  ^bb0(%b: f32, %j: index):
    %j1 = arith.addi %j, %c1 : index
    scf.for %k = %c0 to %j1 step %c1 {
      "test.use"(%k) : (index) -> ()
    }
    scf.yield %b, %j1 : f32, index
  }
  return %r#0, %r#1 : f32, index
}

// CHECK-LABEL: func.func @while_nested(%arg0: index, %arg1: f32) -> (f32, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%arg1, %c0 : f32, index)
// CHECK-NEXT: ^bb1(%0: f32, %1: index):  // 2 preds: ^bb0, ^bb9
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg0 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addf %0, %0 : f32
// CHECK-NEXT: cf.br ^bb4(%3 : f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%0 : f32)
// CHECK-NEXT: ^bb4(%4: f32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: cf.cond_br %2, ^bb6(%4, %1 : f32, index), ^bb10
// CHECK-NEXT: ^bb6(%5: f32, %6: index):  // pred: ^bb5
// CHECK-NEXT: %7 = arith.addi %6, %c1 : index
// CHECK-NEXT: cf.br ^bb7(%c0 : index)
// CHECK-NEXT: ^bb7(%8: index):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT: %9 = arith.cmpi slt, %8, %7 : index
// CHECK-NEXT: cf.cond_br %9, ^bb8, ^bb9
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: "test.use"(%8) : (index) -> ()
// CHECK-NEXT: %10 = arith.addi %8, %c1 : index
// CHECK-NEXT: cf.br ^bb7(%10 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb7
// CHECK-NEXT: cf.br ^bb1(%5, %7 : f32, index)
// CHECK-NEXT: ^bb10:  // pred: ^bb5
// CHECK-NEXT: return %4, %1 : f32, index
// CHECK-NEXT: }

// -----
// Do-while loops (the "after" region only forwards) loop on the "before" block; a
// swapping "after" region is a general while loop.
func.func @do_while(%x: i32, %y: f32) -> (i32, f32, i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %n = "test.next"(%a) : (i32) -> i32
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  %s:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %b, %a : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    scf.yield %q, %p : i32, f32
  }
  return %r, %s#0, %s#1 : i32, f32, i32
}

// CHECK-LABEL: func.func @do_while(%arg0: i32, %arg1: f32) -> (i32, f32, i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT: %2 = "test.next"(%0) : (i32) -> i32
// CHECK-NEXT: cf.cond_br %1, ^bb1(%2 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %arg1 : i32, f32)
// CHECK-NEXT: ^bb3(%3: i32, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %5 = "test.cond"(%3) : (i32) -> i1
// CHECK-NEXT: cf.cond_br %5, ^bb4(%4, %3 : f32, i32), ^bb5
// CHECK-NEXT: ^bb4(%6: f32, %7: i32):  // pred: ^bb3
// CHECK-NEXT: cf.br ^bb3(%7, %6 : i32, f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: return %2, %4, %3 : i32, f32, i32
// CHECK-NEXT: }

// -----
// A three-dimensional parallel loop with two reductions becomes a loop nest.
func.func @par_reduce(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>) -> (f32, i32) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1 : i32
  %r:2 = scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%st, %st, %st) init (%zero, %one) -> (f32, i32) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    %w = arith.index_cast %k : index to i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// CHECK-LABEL: func.func @par_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) -> (f32, i32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%arg0, %cst, %c1_i32 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb9
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %1, %2 : index, f32, i32)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT: %7 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cf.cond_br %7, ^bb4, ^bb8
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: cf.br ^bb5(%arg0, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb5(%8: index, %9: f32, %10: i32):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT: %11 = arith.cmpi slt, %8, %arg1 : index
// CHECK-NEXT: cf.cond_br %11, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %12 = memref.load %arg3[%0, %4] : memref<?x?xf32>
// CHECK-NEXT: %13 = arith.index_cast %8 : index to i32
// CHECK-NEXT: %14 = arith.addf %9, %12 : f32
// CHECK-NEXT: %15 = arith.muli %10, %13 : i32
// CHECK-NEXT: %16 = arith.addi %8, %arg2 : index
// CHECK-NEXT: cf.br ^bb5(%16, %14, %15 : index, f32, i32)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %17 = arith.addi %4, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%17, %9, %10 : index, f32, i32)
// CHECK-NEXT: ^bb8:  // pred: ^bb3
// CHECK-NEXT: %18 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%18, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb9:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-NEXT: }

// -----
// Parallel loops without reductions.
func.func @par(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
    scf.reduce
  }
  return
}

// CHECK-LABEL: func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %4 = memref.load %arg3[%0, %2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %4, %arg3[%2, %0] : memref<?x?xf32>
// CHECK-NEXT: %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----
// scf.forall without shared outputs goes through scf.parallel; static bounds become
// constants (one per use, in bound order).
func.func @forall_mixed(%n: index, %s: index, %m: memref<?x?xf32>) {
  scf.forall (%i, %j) = (0, %n) to (%n, 64) step (%s, 4) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  scf.forall (%i) in (8) {
    %cst = arith.constant 0.0 : f32
    memref.store %cst, %m[%i, %i] : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @forall_mixed(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c64 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %4 = memref.load %arg2[%0, %2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %4, %arg2[%2, %0] : memref<?x?xf32>
// CHECK-NEXT: %5 = arith.addi %2, %c4 : index
// CHECK-NEXT: cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %6 = arith.addi %0, %arg1 : index
// CHECK-NEXT: cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb7(%c0_0 : index)
// CHECK-NEXT: ^bb7(%7: index):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT: %8 = arith.cmpi slt, %7, %c8 : index
// CHECK-NEXT: cf.cond_br %8, ^bb8, ^bb9
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %arg2[%7, %7] : memref<?x?xf32>
// CHECK-NEXT: %9 = arith.addi %7, %c1 : index
// CHECK-NEXT: cf.br ^bb7(%9 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb7
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----
// index_switch: an i32 cf.switch (case values printed as unsigned, as mlir-opt does).
func.func @switch(%i: index, %x: i32) -> i32 {
  scf.index_switch %i
  case -3 {
    "test.a"() : () -> ()
    scf.yield
  }
  default {
  }
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %x : i32
  }
  case 5 {
    %c = arith.constant 5 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 4294967293: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %1 : i32, [
// CHECK-NEXT: default: ^bb6,
// CHECK-NEXT: 2: ^bb4,
// CHECK-NEXT: 5: ^bb5
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: cf.br ^bb7(%arg1 : i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: cf.br ^bb7(%c5_i32 : i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb3
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb7(%c1_i32 : i32)
// CHECK-NEXT: ^bb7(%2: i32):  // 3 preds: ^bb4, ^bb5, ^bb6
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }

// -----
// Ifs without else inside a loop.
func.func @if_no_else(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      "test.a"(%i) : (index) -> ()
    }
    scf.if %c {
      "test.b"() : () -> ()
    } else {
      "test.c"() : () -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @if_no_else(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb7
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb8
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "test.a"(%0) : (index) -> ()
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.cond_br %arg0, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb8:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----
// Constructs in several blocks are lowered in depth-first successor order; one in
// an unreachable block is not visited at all (MLIR's forward-dominance walk).
func.func @blocks(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  scf.for %i = %c0 to %n step %c1 {
    "test.a"(%i) : (index) -> ()
  }
  cf.br ^bb3
^bb2:
  scf.if %c {
    "test.b"() : () -> ()
  }
  cf.br ^bb3
^bb3:
  return
^bb4:
  scf.if %c {
    "test.dead"() : () -> ()
  }
  cf.br ^bb3
}

// CHECK-LABEL: func.func @blocks(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.cond_br %arg0, ^bb5, ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%c0 : index)
// CHECK-NEXT: ^bb2(%0: index):  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "test.a"(%0) : (index) -> ()
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb2(%2 : index)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb5:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb8:  // 3 preds: ^bb4, ^bb7, ^bb9
// CHECK-NEXT: return
// CHECK-NEXT: ^bb9:  // no predecessors
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.dead"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: }

// -----
// Inside the region of another (legal) op, and in a nested module.
func.func @region_op(%c: i1) {
  "test.region"() ({
    scf.if %c {
      "test.x"() : () -> ()
    }
    "test.term"() : () -> ()
  }) : () -> ()
  return
}
module @inner {
  func.func @g(%c: i1) -> i32 {
    %r = scf.if %c -> i32 {
      %a = arith.constant 1 : i32
      scf.yield %a : i32
    } else {
      %b = arith.constant 2 : i32
      scf.yield %b : i32
    }
    return %r : i32
  }
}

// CHECK-LABEL: func.func @region_op(%arg0: i1) {
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: module @inner {
// CHECK-LABEL: func.func @g(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: cf.br ^bb3(%c2_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
