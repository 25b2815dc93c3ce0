// scf.for iter_args that pass one another's values around in a cycle starting from
// one init hold that init throughout and are dropped (ForOpIterArgsFolder, as in
// mlir-opt 22); a cycle over different inits is kept.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func private @use(i32)

// CHECK-LABEL: func.func @swap_same_init
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: func.call @use(%arg3) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %arg3 : i32, i32
func.func @swap_same_init(%lb: index, %ub: index, %s: index, %x: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    func.call @use(%a) : (i32) -> ()
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @swap_different_inits
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32) {
// CHECK-NEXT: func.call @use(%arg6) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg7, %arg6 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
func.func @swap_different_inits(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    func.call @use(%a) : (i32) -> ()
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @chain_into_cycle
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: func.call @use(%arg6) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg4, %arg4 : i32, i32, i32
func.func @chain_into_cycle(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %y) -> (i32, i32, i32) {
    func.call @use(%a) : (i32) -> ()
    scf.yield %b, %c, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
