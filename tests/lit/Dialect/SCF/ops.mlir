// scf custom forms print exactly like mlir-opt 22: implicit terminators are inserted on
// parse and elided on print, loop bodies take the loop's %arg names, and the generic
// form reads back into the same custom form.
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: tensor<?xf32>, %arg6: index, %arg7: i32) -> f32 {
// CHECK-NEXT: %0 = scf.for %arg8 = %arg0 to %arg1 step %arg2 iter_args(%arg9 = %arg4) -> (f32) {
// CHECK-NEXT: %8 = arith.addf %arg9, %arg9 : f32
// CHECK-NEXT: scf.yield %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg8 = %arg7 to %arg7 step %arg7  : i32 {
// CHECK-NEXT: "test.foo"(%arg8) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg8 = %arg7 to %arg7 step %arg7 iter_args(%arg9 = %arg4, %arg10 = %arg4) -> (f32, f32)  : i32 {
// CHECK-NEXT: scf.yield %arg9, %arg10 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg3 -> (f32) {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.while (%arg8 = %arg4) : (f32) -> f32 {
// CHECK-NEXT: scf.condition(%arg3) %arg8 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg8: f32):
// CHECK-NEXT: scf.yield %arg8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg3)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.execute_region -> f32 {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %5 = scf.forall (%arg8, %arg9) in (4, %arg6) shared_outs(%arg10 = %arg5) -> (tensor<?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg10 into %arg10[0] [%arg6] [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg8) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT: scf.forall (%arg8, %arg9) = (0, %arg0) to (%arg1, 8) step (1, 2) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg8, %arg9) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %6 = scf.parallel (%arg8) = (%arg0) to (%arg1) step (%arg2) init (%arg4) -> f32 {
// CHECK-NEXT: scf.reduce(%arg4 : f32) {
// CHECK-NEXT: ^bb0(%arg9: f32, %arg10: f32):
// CHECK-NEXT: %8 = arith.addf %arg9, %arg10 : f32
// CHECK-NEXT: scf.reduce.return %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %7 = scf.index_switch %arg6 -> f32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg6
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: i1, %arg1: f32, %arg2: index, %arg3: index, %arg4: tensor<?xf32>) {
// CHECK-NEXT: scf.index_switch %arg2
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg2 {foo}
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %arg3 to %arg2 step %arg2 {
// CHECK-NEXT: } {foo = 1 : i64}
// CHECK-NEXT: %1 = scf.while (%arg5 = %arg1) : (f32) -> f32 {
// CHECK-NEXT: scf.condition(%arg0) {x} %arg5 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: scf.yield %arg5 : f32
// CHECK-NEXT: } attributes {foo}
// CHECK-NEXT: %2 = scf.forall (%arg5) in (%arg2) shared_outs(%arg6 = %arg4) -> (tensor<?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%lb: index, %ub: index, %s: index, %c: i1, %x: f32, %t: tensor<?xf32>, %n: index, %i32: i32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %a : f32
    scf.yield %y : f32
  }
  scf.for %i = %lb to %ub step %s {
  }
  scf.for unsigned %i = %i32 to %i32 step %i32 : i32 {
    "test.foo"(%i) : (i32) -> ()
  }
  %r2:2 = scf.for %i = %i32 to %i32 step %i32 iter_args(%a = %x, %b = %x) -> (f32, f32) : i32 {
    scf.yield %a, %b : f32, f32
  }
  scf.if %c {
    "test.foo"() : () -> ()
  }
  scf.if %c {
  } else {
  }
  %v = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %e = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  scf.execute_region {
    scf.yield
  }
  %fa = scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %o into %o[0] [%n] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  scf.forall (%i) = (%lb) to (%ub) step (%s) {
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i, %j) = (0, %lb) to (%ub, 8) step (1, 2) {
    scf.forall.in_parallel {}
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
  }
  %p = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %z = arith.addf %l, %rr : f32
      scf.reduce.return %z : f32
    }
  }
  %sw = scf.index_switch %n -> f32
  case 2 {
    scf.yield %x : f32
  }
  case 5 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %n
  default {
  }
  return %r : f32
}

func.func @g(%c: i1, %x: f32, %n: index, %lb: index, %t: tensor<?xf32>) {
  scf.index_switch %n
  case 2 {
    scf.yield
  }
  default {
  }
  scf.index_switch %n {foo}
  case 2 {
    scf.yield
  }
  default {
    scf.yield
  }
  %e = scf.execute_region -> f32 no_inline {
    scf.yield %x : f32
  }
  scf.if %c {
    scf.yield {a}
  }
  scf.for %i = %lb to %n step %n {
    scf.yield
  } {foo = 1}
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) {x} %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  } attributes {foo}
  %z = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<?xf32> {
  }
  return
}
