// Canonicalization of scf.execute_region (single-block inlining, multi-block
// inlining into a function or an enclosing execute_region, `no_inline` respected),
// scf.index_switch on a constant (matching case and default), and scf.parallel
// (single-iteration dimensions dropped, zero-trip loops removed, everything inlined
// with its reductions when every dimension runs once, nested loops merged), and
// scf.forall (constant dynamic bounds and steps become static).
// Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @exec() -> i32 {
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: %1 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %3 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @exec() -> i32 {
  %r = scf.execute_region -> i32 {
    %x = "test.op"() : () -> i32
    scf.yield %x : i32
  }
  %s = scf.execute_region -> i32 no_inline {
    %x = "test.op"() : () -> i32
    scf.yield %x : i32
  }
  %t = arith.addi %r, %s : i32
  return %t : i32
}

// CHECK-LABEL: func.func @exec2(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.op2"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @exec2(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = "test.op"() : () -> i32
    cf.br ^e(%x : i32)
  ^b:
    %y = "test.op2"() : () -> i32
    cf.br ^e(%y : i32)
  ^e(%z: i32):
    scf.yield %z : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @nested_exec(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.op2"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.use"(%2) : (i32) -> ()
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @nested_exec(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %v = scf.execute_region -> i32 {
      cf.cond_br %c, ^a, ^b
    ^a:
      %x = "test.op"() : () -> i32
      scf.yield %x : i32
    ^b:
      %y = "test.op2"() : () -> i32
      scf.yield %y : i32
    }
    "test.use"(%v) : (i32) -> ()
    cf.br ^e
  ^e:
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @exec_in_if(%arg0: i1, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %3 = "test.op2"() : () -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.op3"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @exec_in_if(%c: i1, %d: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %v = scf.execute_region -> i32 {
      cf.cond_br %d, ^a, ^b
    ^a:
      %x = "test.op"() : () -> i32
      scf.yield %x : i32
    ^b:
      %y = "test.op2"() : () -> i32
      scf.yield %y : i32
    }
    scf.yield %v : i32
  } else {
    %z = "test.op3"() : () -> i32
    scf.yield %z : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @switch() -> i32 {
// CHECK-NEXT: %0 = "test.op1"() : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @switch() -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    %x = "test.op"() : () -> i32
    scf.yield %x : i32
  }
  case 1 {
    %x = "test.op1"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.opd"() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @switch_default() -> i32 {
// CHECK-NEXT: %0 = "test.opd"() : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @switch_default() -> i32 {
  %c5 = arith.constant 5 : index
  %r = scf.index_switch %c5 -> i32
  case 0 {
    %x = "test.op"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.opd"() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @single_dim(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: "test.use"(%c0, %arg1) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @single_dim(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @all_single(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = "test.f"(%c0) : (index) -> f32
// CHECK-NEXT: %1 = arith.addf %arg0, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @all_single(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%x) -> f32 {
    %v = "test.f"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @zero(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @zero(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c0) step (%c1, %c1) init (%x) -> f32 {
    %v = "test.f"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%arg0, %arg2) to (%arg1, %arg3) step (%arg4, %arg4) {
// CHECK-NEXT: "test.use"(%arg5, %arg6) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%a: index, %b: index, %c: index, %d: index, %s: index) {
  scf.parallel (%i) = (%a) to (%b) step (%s) {
    scf.parallel (%j) = (%c) to (%d) step (%s) {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @partial_red(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) init (%arg0) -> f32 {
// CHECK-NEXT: %1 = "test.f"(%arg2, %c0) : (index, index) -> f32
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %2 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @partial_red(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) init (%x) -> f32 {
    %v = "test.f"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  } {foo = 1}
  return %r : f32
}

// CHECK-LABEL: func.func @forall_static_bounds(%arg0: index) {
// CHECK-NEXT: scf.forall (%arg1, %arg2) = (0, 0) to (%arg0, 320) step (2, 2) {
// CHECK-NEXT: "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg1) in (320) {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall_static_bounds(%n: index) {
  %c320 = arith.constant 320 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (%c0, %c0) to (%n, %c320) step (%c2, %c2) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) in (%c320) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
