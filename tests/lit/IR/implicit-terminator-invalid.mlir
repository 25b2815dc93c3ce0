// SingleBlockImplicitTerminator: a region of these ops must end with their own
// terminator, checked once the nested ops verify (a nested error comes first, an ODS
// operand constraint of the op itself too), with mlir-opt 22's error and notes.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @scf_if(%c: i1) {
  // expected-error@+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    ub.unreachable
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @scf_for(%lb: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  scf.for %i = %lb to %lb step %lb {
    ub.unreachable
  }
  return
}

// -----

func.func @nested_first(%lb: index, %x: i32, %y: i64) {
  scf.for %i = %lb to %lb step %lb {
    // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
    %0 = "arith.addi"(%x, %y) : (i32, i64) -> i32
    ub.unreachable
  }
  return
}

// -----

func.func @operands_first(%c: i32) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    ub.unreachable
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @scf_forall(%n: index) {
  // expected-error@+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  scf.forall (%i) in (%n) {
    ub.unreachable
  }
  return
}

// -----

func.func @affine_ops(%i: index) {
  // expected-error@+2 {{'affine.if' op expects regions to end with 'affine.yield', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    ub.unreachable
  }
  return
}

// -----

func.func @affine_for() {
  // expected-error@+2 {{'affine.for' op expects regions to end with 'affine.yield', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  affine.for %i = 0 to 10 {
    ub.unreachable
  }
  return
}

// -----

func.func @affine_parallel() {
  // expected-error@+2 {{'affine.parallel' op expects regions to end with 'affine.yield', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  affine.parallel (%i) = (0) to (10) {
    ub.unreachable
  }
  return
}

// -----

func.func @tensor_generate(%n: index) -> tensor<?xf32> {
  // expected-error@+2 {{'tensor.generate' op expects regions to end with 'tensor.yield', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'tensor.yield'}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    ub.unreachable
  } : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @tensor_pad(%t: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  // expected-error@+2 {{'tensor.pad' op expects regions to end with 'tensor.yield', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'tensor.yield'}}
  %0 = tensor.pad %t low[%n] high[%n] {
  ^bb0(%i: index):
    ub.unreachable
  } : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @alloca_scope() {
  // expected-error@+2 {{'memref.alloca_scope' op expects regions to end with 'memref.alloca_scope.return', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'memref.alloca_scope.return'}}
  memref.alloca_scope {
    ub.unreachable
  }
  return
}

// -----

func.func @linalg_generic(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{'linalg.generic' op expects regions to end with 'linalg.yield', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'linalg.yield'}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: f32):
    ub.unreachable
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
