// Canonicalization of scf.if: results chosen by the condition become arith.select,
// unused and duplicated results go, constant and negated conditions are resolved,
// the condition is propagated into the branches, neighbouring ifs on the same (or
// negated) condition merge, nested ifs merge into one on the conjunction, empty else
// branches are dropped. Expected output checked against mlir-opt 22.
// RUN: rmlir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @trivial(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, f32) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %cst_0, %cst : f32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %2, %1 : i32, i32, f32
// CHECK-NEXT: }
func.func @trivial(%c: i1, %a: i32, %b: i32) -> (i32, i32, f32) {
  %r:3 = scf.if %c -> (i32, i32, f32) {
    %x = arith.addi %a, %b : i32
    %f = arith.constant 1.0 : f32
    scf.yield %a, %x, %f : i32, i32, f32
  } else {
    %f = arith.constant 2.0 : f32
    scf.yield %b, %b, %f : i32, i32, f32
  }
  return %r#0, %r#1, %r#2 : i32, i32, f32
}

// CHECK-LABEL: func.func @allsel(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0, %arg2 : i32, i32
// CHECK-NEXT: }
func.func @allsel(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @cond(%arg0: i1, %arg1: i32, %arg2: i32) -> (i1, i1, i32) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0, %1 : i1, i1, i32
// CHECK-NEXT: }
func.func @cond(%c: i1, %a: i32, %b: i32) -> (i1, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %r:3 = scf.if %c -> (i1, i1, i32) {
    %x = arith.addi %a, %b : i32
    "test.use"(%c) : (i1) -> ()
    scf.yield %t, %f, %x : i1, i1, i32
  } else {
    %y = arith.muli %a, %b : i32
    "test.use"(%c) : (i1) -> ()
    scf.yield %f, %t, %y : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}

// CHECK-LABEL: func.func @static() -> i32 {
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @static() -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %x = "test.op"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.op2"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @unused(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = "test.op"() : () -> i32
// CHECK-NEXT: "test.op"(%1) : (i32) -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.op2"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unused(%c: i1) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.op"() : () -> i32
    "test.op"(%x) : (i32) -> ()
    scf.yield %x, %x : i32, i32
  } else {
    %y = "test.op2"() : () -> i32
    scf.yield %y, %y : i32, i32
  }
  return %r#1 : i32
}

// CHECK-LABEL: func.func @emptyelse(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @emptyelse(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  } else {
  }
  return
}

// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.op"() : () -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @combine(%arg0: i1) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = "test.op"() : () -> i32
// CHECK-NEXT: %2 = "test.op3"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.op2"() : () -> i32
// CHECK-NEXT: %2 = "test.op4"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @combine(%a: i1) -> (i32, i32) {
  %r = scf.if %a -> (i32) {
    %x = "test.op"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.op2"() : () -> i32
    scf.yield %y : i32
  }
  %s = scf.if %a -> (i32) {
    %x = "test.op3"(%r) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.op4"(%r) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r, %s : i32, i32
}

// CHECK-LABEL: func.func @xor(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.op2"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @xor(%a: i1) {
  %t = arith.constant true
  %n = arith.xori %a, %t : i1
  scf.if %n {
    "test.op"() : () -> ()
  } else {
    "test.op2"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @nested_sel(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: %2 = scf.if %0 -> (i32) {
// CHECK-NEXT: %3 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2, %1 : i32, i32
// CHECK-NEXT: }
func.func @nested_sel(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %s = scf.if %b -> (i32) {
      %z = "test.op"() : () -> i32
      scf.yield %z : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %s, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @combine_xor(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: %1 = "test.op3"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.op2"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @combine_xor(%a: i1) -> i32 {
  %t = arith.constant true
  %n = arith.xori %a, %t : i1
  scf.if %a {
    "test.op"() : () -> ()
  }
  %r = scf.if %n -> (i32) {
    %x = "test.op2"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.op3"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @in_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = "test.cond"(%arg5) : (index) -> i1
// CHECK-NEXT: %2 = arith.select %1, %arg6, %arg4 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @in_loop(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> (i32) {
    %c = "test.cond"(%i) : (index) -> i1
    %v = scf.if %c -> (i32) {
      scf.yield %acc : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}
