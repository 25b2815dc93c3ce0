// affine verifier and parser errors carry upstream's messages (checked against mlir-opt 22).
// RUN: rmlir-opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics

func.func @apply_operand_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%n)
  return
}

// -----

func.func @apply_one_result(%n: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @bound_needs_min(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 1 to affine_map<(d0, d1) -> (d0, d1)>(%n, %n) {
  }
  return
}

// -----

func.func @negative_step() {
  // expected-error @+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 1 to 10 step -1 {
  }
  return
}

// -----

func.func @load_rank(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %A[%n, %n] : memref<10xf32>
  return
}

// -----

func.func @yield_count(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_type(%x: f32, %i: i32) {
  %r = affine.for %j = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %i : i32
  }
  return
}

// -----

func.func @if_symbol_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n)[%n] {
  }
  return
}

// -----

func.func @yield_parent() {
  // expected-error @+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  affine.yield
}

// -----

func.func @non_affine_subscript(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %A[%n * %n] : memref<10xf32>
  return
}

// -----

func.func @scf_for_is_not_an_affine_scope(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
    %x = "test.v"() : () -> index
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %x {
    }
  }
  return
}

// -----

func.func @load_dim_from_loop_body(%A: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    %x = "test.v"() : () -> index
    // expected-error @+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%x] : memref<?xf32>
  }
  return
}

// -----

func.func @iv_as_symbol(%A: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%i)] : memref<?xf32>
  }
  return
}
