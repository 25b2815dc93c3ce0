// affine.delinearize_index / affine.linearize_index parser and verifier errors carry
// mlir-opt 22's messages.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @linearize_too_many_indices(%x: index, %y: index) -> index {
  // expected-error @+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%y, %x, %y, %x] by (4) : index
  return %0 : index
}

// -----

func.func @delinearize_result_count(%x: index) -> (index, index) {
  // expected-error @+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:2 = affine.delinearize_index %x into (4, 5, 6) : index, index
  return %0#0, %0#1 : index, index
}

// -----

func.func @delinearize_non_positive(%x: index) -> (index, index) {
  // expected-error @+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %x into (0, -1) : index, index
  return %0#0, %0#1 : index, index
}

// -----

func.func @delinearize_result_type(%x: index) -> (index, i32) {
  // expected-error @+1 {{'affine.delinearize_index' op result #1 must be variadic of index, but got 'i32'}}
  %0:2 = affine.delinearize_index %x into (4) : index, i32
  return %0#0, %0#1 : index, i32
}

// -----

func.func @linearize_result_type(%x: vector<4xindex>) -> vector<4xindex> {
  // expected-error @+1 {{custom op 'affine.linearize_index' invalid kind of type specified: expected builtin.index, but found 'vector<4xindex>'}}
  %0 = affine.linearize_index [%x] by () : vector<4xindex>
  return %0 : vector<4xindex>
}

// -----

func.func @dynamic_marker_without_value(%x: index) -> (index, index) {
  // expected-error @+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0:2 = "affine.delinearize_index"(%x) <{static_basis = array<i64: -9223372036854775808, 4>}> : (index) -> (index, index)
  return %0#0, %0#1 : index, index
}

// -----

func.func @unclosed_basis(%x: index) -> index {
  // expected-error @+2 {{custom op 'affine.linearize_index' expected SSA value or integer}}
  // expected-error @+1 {{expected ')' in dynamic index list}}
  %0 = affine.linearize_index [%x, %x] by (4 : index
  return %0 : index
}

// -----

func.func @bad_basis_entry(%x: index) -> index {
  // expected-error @+2 {{custom op 'affine.linearize_index' expected SSA value or integer}}
  // expected-error @+1 {{custom op 'affine.linearize_index' expected integer value}}
  %0 = affine.linearize_index [%x, %x] by (4, x) : index
  return %0 : index
}
