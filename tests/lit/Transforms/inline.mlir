// The inliner (`-inline`, MLIR 22's InlinerPass) with its default simplification
// pipeline (canonicalize): callees are inlined bottom-up over the call graph, private
// callees that lose their last use are erased, and the dialects' inliner interfaces
// decide what may be inlined where.
// Expected output produced by mlir-opt-22.
// RUN: rmlir-opt %s -split-input-file -allow-unregistered-dialect -inline | FileCheck %s

// Single-block callees: the private one is inlined and erased, the public one is
// inlined and kept, declarations are not inlined; unused private functions go.
// CHECK: module {
// CHECK-NEXT: func.func @pub(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c3_i32 : i32
// CHECK-NEXT: %2 = arith.muli %0, %c9_i32 : i32
// CHECK-NEXT: return %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @decl(i32) -> i32
// CHECK-NEXT: func.func @calls_decl(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @decl(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @add1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func @pub(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  %r = arith.muli %x, %c : i32
  return %r : i32
}
func.func @caller(%a: i32) -> (i32, i32) {
  %0 = call @add1(%a) : (i32) -> i32
  %1 = call @pub(%0) : (i32) -> i32
  %2 = call @pub(%1) : (i32) -> i32
  return %1, %2 : i32, i32
}
func.func private @unused(%x: i32) -> i32 {
  return %x : i32
}
func.func private @decl(i32) -> i32
func.func @calls_decl(%a: i32) -> i32 {
  %0 = call @decl(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// A multi-block callee splits the caller's block; its returns branch to the
// continuation, which receives the results.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @m(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %c7_i32 : i32
// CHECK-NEXT: cf.br ^bb3(%0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.subi %arg1, %c7_i32 : i32
// CHECK-NEXT: cf.br ^bb3(%1, %c7_i32 : i32, i32)
// CHECK-NEXT: ^bb3(%2: i32, %3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = arith.muli %2, %3 : i32
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @multi(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = arith.addi %x, %y : i32
  return %s, %x : i32, i32
^bb2:
  %d = arith.subi %x, %y : i32
  cf.br ^bb3(%d : i32)
^bb3(%v: i32):
  return %v, %y : i32, i32
}
func.func @m(%c: i1, %a: i32) -> i32 {
  %k = arith.constant 7 : i32
  %0:2 = call @multi(%c, %a, %k) : (i1, i32, i32) -> (i32, i32)
  %1 = arith.muli %0#0, %0#1 : i32
  return %1 : i32
}

// -----

// Calls in scf regions are inlined (scf accepts callees in its regions).
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @loops(%arg0: memref<8xf32>, %arg1: i1) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c8 step %c1 {
// CHECK-NEXT: memref.store %cst, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.store %cst, %arg0[%c0] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @body(%i: index, %m: memref<8xf32>) {
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%i] : memref<8xf32>
  return
}
func.func @loops(%m: memref<8xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c8 step %c1 {
    func.call @body(%i, %m) : (index, memref<8xf32>) -> ()
  }
  scf.if %c {
    func.call @body(%c0, %m) : (index, memref<8xf32>) -> ()
  }
  return
}

// -----

// A self-recursive callee is not inlined.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @rec(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = scf.if %0 -> (i32) {
// CHECK-NEXT: %2 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %3 = func.call @rec(%2) : (i32) -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @use_rec(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @rec(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %p = arith.cmpi sgt, %x, %c : i32
  %r = scf.if %p -> i32 {
    %c1 = arith.constant 1 : i32
    %y = arith.subi %x, %c1 : i32
    %z = func.call @rec(%y) : (i32) -> i32
    scf.yield %z : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @use_rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// A cycle a -> b -> c -> a: inside the SCC only calls to callees that do not call
// back are inlined; the inline history stops the unrolling into the caller.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @b(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @b(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main3(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @b(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @c(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
func.func @main3(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// Ops of unregistered dialects have no inliner interface: their callee stays. Unknown
// test ops are accepted (the test dialect answers for them).
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @opaque(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "foo.bar"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @not_inlinable(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = call @opaque(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = "test.unknown_thing"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @opaque(%x: i32) -> i32 {
  %0 = "foo.bar"(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @with_test(%x: i32) -> i32 {
  %0 = "test.unknown_thing"(%x) : (i32) -> i32
  return %0 : i32
}
func.func @not_inlinable(%x: i32) -> (i32, i32) {
  %0 = call @opaque(%x) : (i32) -> i32
  %1 = call @with_test(%x) : (i32) -> i32
  return %0, %1 : i32, i32
}

// -----

// A reference from an op that is no callable keeps the callee alive.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @kept(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "test.symbol_user"() {ref = @kept} : () -> ()
// CHECK-NEXT: func.func @user(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @kept(%x: i32) -> i32 {
  return %x : i32
}
"test.symbol_user"() {ref = @kept} : () -> ()
func.func @user(%x: i32) -> i32 {
  %0 = call @kept(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// A multi-block callee is not inlined into a single-block region (scf.if), but is into
// scf.execute_region.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @mb(%arg0: i1) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %c2_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @into_single(%arg0: i1) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %3 = func.call @mb(%true) : (i1) -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.select %arg0, %c1_i32, %c2_i32 : i32
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @mb(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.constant 1 : i32
  return %a : i32
^bb2:
  %b = arith.constant 2 : i32
  return %b : i32
}
func.func @into_single(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %v = func.call @mb(%c) : (i1) -> i32
    scf.yield %v : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  %e = scf.execute_region -> i32 {
    %w = func.call @mb(%c) : (i1) -> i32
    scf.yield %w : i32
  }
  %s = arith.addi %r, %e : i32
  return %s : i32
}

// -----

// Affine loops only take callees whose effects are affine accesses that stay valid
// (memref.load is not one); affine scopes take everything.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @plain(%arg0: index, %arg1: memref<8xf32>) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg1[%arg0] : memref<8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @affine_callers(%arg0: memref<8xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: %1 = func.call @plain(%arg2, %arg0) : (index, memref<8xf32>) -> f32
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @aff(%i: index, %m: memref<8xf32>) -> f32 {
  %v = affine.load %m[%i] : memref<8xf32>
  return %v : f32
}
func.func private @plain(%i: index, %m: memref<8xf32>) -> f32 {
  %v = memref.load %m[%i] : memref<8xf32>
  return %v : f32
}
func.func @affine_callers(%m: memref<8xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %a = func.call @aff(%i, %m) : (index, memref<8xf32>) -> f32
    %b = func.call @plain(%i, %m) : (index, memref<8xf32>) -> f32
    affine.store %a, %m[%i] : memref<8xf32>
    affine.store %b, %m[%i] : memref<8xf32>
  }
  %c = func.call @plain(%n, %m) : (index, memref<8xf32>) -> f32
  return
}

// -----

// `no_inline` on the callee or on the call keeps the call.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @g(%arg0: i32) -> i32 attributes {no_inline} {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @h(%arg0: i32) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c5_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @noinl(%arg0: i32) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @h(%0) {no_inline} : (i32) -> i32
// CHECK-NEXT: %2 = arith.addi %1, %c5_i32 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @g(%x: i32) -> i32 attributes {no_inline} {
  return %x : i32
}
func.func private @h(%x: i32) -> i32 {
  %c = arith.constant 5 : i32
  %0 = arith.addi %x, %c : i32
  return %0 : i32
}
func.func @noinl(%x: i32) -> i32 {
  %0 = call @g(%x) : (i32) -> i32
  %1 = call @h(%0) {no_inline} : (i32) -> i32
  %2 = call @h(%1) : (i32) -> i32
  return %2 : i32
}

// -----

// Nested symbol tables are handled too; calls in test regions are inlined.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: "test.symbol_scope_isolated"() ({
// CHECK-NEXT: func.func @outer(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "test.finish"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: func.func @test_regions(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = test.region_if %arg0: i32 -> i32 then {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: test.region_if_yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: test.region_if_yield %arg1 : i32
// CHECK-NEXT: } join {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: test.region_if_yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
"test.symbol_scope_isolated"() ({
  func.func private @ins(%x: i32) -> i32 {
    %0 = arith.addi %x, %x : i32
    return %0 : i32
  }
  func.func @outer(%x: i32) -> i32 {
    %0 = call @ins(%x) : (i32) -> i32
    return %0 : i32
  }
  "test.finish"() : () -> ()
}) : () -> ()
func.func private @in_test_region(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @test_regions(%x: i32) -> i32 {
  %r = "test.region_if"(%x) ({
  ^bb0(%a: i32):
    %v = func.call @in_test_region(%a) : (i32) -> i32
    "test.region_if_yield"(%v) : (i32) -> ()
  }, {
  ^bb0(%a: i32):
    "test.region_if_yield"(%a) : (i32) -> ()
  }, {
  ^bb0(%a: i32):
    "test.region_if_yield"(%a) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}

// -----

// A chain of callees is inlined bottom-up and simplified on the way.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @chain0(%arg0: i32) -> i32 {
// CHECK-NEXT: %c81_i32 = arith.constant 81 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c81_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @chain3(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  %0 = arith.muli %x, %c : i32
  return %0 : i32
}
func.func private @chain2(%x: i32) -> i32 {
  %0 = call @chain3(%x) : (i32) -> i32
  %1 = call @chain3(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @chain1(%x: i32) -> i32 {
  %0 = call @chain2(%x) : (i32) -> i32
  %1 = call @chain2(%0) : (i32) -> i32
  return %1 : i32
}
func.func @chain0(%x: i32) -> i32 {
  %0 = call @chain1(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// A callee simplified to one block before its callers are processed may then go
// into regions that take a single block (scf.while, unknown test ops); calls in an
// unknown test op's region count as uses.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @in_unknown_test_op(%arg0: i32) {
// CHECK-NEXT: "test.dummy_op"() ({
// CHECK-NEXT: "test.foo"(%arg0) : (i32) -> ()
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_while(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: "test.foo"(%arg0) : (i32) -> ()
// CHECK-NEXT: scf.condition(%arg1)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @two_blocks(%arg0 : i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x : i32):
  "test.foo"(%x) : (i32) -> ()
  return
}
func.func @in_unknown_test_op(%arg0 : i32) {
  "test.dummy_op"() ({
    call @two_blocks(%arg0) : (i32) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @in_while(%arg0 : i32, %c : i1) {
  %0 = scf.while (%arg1 = %arg0) : (i32) -> (i32) {
    func.call @two_blocks(%arg0) : (i32) -> ()
    scf.condition(%c) %arg1 : i32
  } do {
  ^bb0(%arg1: i32):
    scf.yield %arg1 : i32
  }
  return
}

// -----

// Devirtualization: once @get is inlined, canonicalize turns the indirect call of a
// constant into a direct call, which the next round inlines; @f then has no use left.
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @indirect(%arg0: i32) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @f(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %0 = arith.muli %x, %c : i32
  return %0 : i32
}
func.func private @get() -> ((i32) -> i32) {
  %fn = func.constant @f : (i32) -> i32
  return %fn : (i32) -> i32
}
func.func @indirect(%x: i32) -> i32 {
  %fn = call @get() : () -> ((i32) -> i32)
  %0 = call_indirect %fn(%x) : (i32) -> i32
  return %0 : i32
}
