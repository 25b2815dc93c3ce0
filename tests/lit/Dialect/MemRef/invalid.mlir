// memref verifier and custom-parser diagnostics, checked against mlir-opt 22.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @alloc_dynamic_count(%d: index) {
  // expected-error@+1 {{incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%d) : memref<4xf32>
  return
}

// -----

func.func @alloc_symbol_count(%d: index) {
  // expected-error@+1 {{symbol operand count does not equal memref symbol count}}
  %0 = memref.alloc(%d) : memref<2x?xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @alloc_not_memref() {
  // expected-error@+1 {{invalid kind of type specified}}
  %0 = memref.alloc() : tensor<4xf32>
  return
}

// -----

"test.alloca_without_scope"() ({
  // expected-error@+1 {{requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<1xf32>
  "test.end"() : () -> ()
}) : () -> ()

// -----

func.func @load_indices(%m: memref<10xi32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %0 = memref.load %m[%i, %i] : memref<10xi32>
  return
}

// -----

func.func @store_indices(%m: memref<10xi32>, %v: i32, %i: index) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i, %i] : memref<10xi32>
  return
}

// -----

func.func @realloc_memory_space(%src: memref<4xf32, 1>) {
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32, 1>' and result memref type 'memref<8xf32>'}}
  %0 = memref.realloc %src : memref<4xf32, 1> to memref<8xf32>
  return
}

// -----

func.func @view_memory_space(%buf: memref<2048xi8, 2>, %a: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8, 2>' and view memref type 'memref<?x?xf32, 1>'}}
  %0 = memref.view %buf[%a][%a, %a] : memref<2048xi8, 2> to memref<?x?xf32, 1>
  return
}

// -----

func.func @memory_space_cast_shape(%m: memref<10xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<10xf32>' and result type 'memref<11xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<10xf32> to memref<11xf32, 1>
  return
}

// -----

func.func @atomic_yield_parent(%f: f32) {
  "test.wrapper"() ({
    // expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
    memref.atomic_yield %f : f32
  }) : () -> ()
  return
}

// -----

func.func @store_alignment(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error@+1 {{'memref.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  memref.store %v, %m[%i] {alignment = 3} : memref<4xi32>
  return
}

// -----

func.func @store_results(%x: i32, %p: memref<i32>) {
  // expected-error@+1 {{'memref.store' op requires zero results}}
  "memref.store"(%x, %p) : (i32, memref<i32>) -> i32
  return
}

// -----

func.func @realloc_missing_size(%src: memref<2xf32>) {
  // expected-error@+1 {{missing dimension operand}}
  %0 = memref.realloc %src : memref<2xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_extra_size(%src: memref<?xf32>, %d: index) {
  // expected-error@+1 {{unnecessary dimension operand}}
  %0 = memref.realloc %src(%d) : memref<?xf32> to memref<4xf32>
  return
}

// -----

func.func @realloc_type(%src: memref<256xf32>) {
  // expected-error@+1 {{different element types specified for source memref type 'memref<256xf32>' and result memref type 'memref<?xi32>'}}
  %0 = memref.realloc %src : memref<256xf32> to memref<?xi32>
  return
}

// -----

func.func @cast_incompatible(%m: memref<12x4x16xf32, strided<[64, 16, 1]>>) {
  // expected-error@+1 {{operand type 'memref<12x4x16xf32, strided<[64, 16, 1]>>' and result type 'memref<12x4x16xf32, strided<[128, 32, 2]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<12x4x16xf32, strided<[64, 16, 1]>> to memref<12x4x16xf32, strided<[128, 32, 2]>>
  return
}

// -----

func.func @cast_unranked_to_unranked(%m: memref<*xf32>) {
  // expected-error@+1 {{operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @copy_shape(%a: memref<2xf32>, %b: memref<3xf32>) {
  // expected-error@+1 {{op requires the same shape for all operands}}
  memref.copy %a, %b : memref<2xf32> to memref<3xf32>
  return
}

// -----

func.func @copy_element_type(%a: memref<2xf32>, %b: memref<2xf16>) {
  // expected-error@+1 {{op requires the same element type for all operands}}
  memref.copy %a, %b : memref<2xf32> to memref<2xf16>
  return
}

// -----

func.func @view_dynamic_sizes(%buf: memref<2048xi8>, %a: index, %b: index) {
  // expected-error@+1 {{incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = memref.view %buf[%b][%a] : memref<2048xi8> to memref<?x?xf32>
  return
}

// -----

func.func @view_missing_shift(%buf: memref<2048xi8>, %a: index) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = memref.view %buf[][%a, %a] : memref<2048xi8> to memref<?x?xf32>
  return
}

// -----

func.func @subview_offsets(%m: memref<8x16x4xf32>, %a: index) {
  // expected-error@+1 {{expected 3 offset values, got 4}}
  %0 = memref.subview %m[%a, %a, 0, 0][%a, 0, 0, 0][1, 1, 1, 1] : memref<8x16x4xf32> to memref<8x?x4xf32, strided<[?, ?, 4]>>
  return
}

// -----

func.func @subview_ranks(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed}}
  %0 = memref.subview %m[0, 0][2, 2, 2][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  return
}

// -----

func.func @subview_negative(%m: memref<4x1024xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 256] [2, 256] [1, 1] : memref<4x1024xf32> to memref<2x256xf32, strided<[1024, 1]>>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<8x16x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}

// -----

func.func @subview_zero_offset_times_dynamic_stride(%m: memref<?x?xf32>) {
  // A static zero offset times a dynamic stride is zero: the offset stays static.
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[?, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[?, 1], offset: ?>>'}}
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @subview_layout(%m: memref<?x?xf32>, %a: index, %b: index) {
  // expected-error@+1 {{expected result type to be 'memref<?x1xf32, strided<[?, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, %a][%b, 1][1, 1] : memref<?x?xf32> to memref<?xf32>
  return
}

// -----

func.func @subview_element_type(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32', but got 'memref<8x16x4xi32>'}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xi32>
  return
}

// -----

func.func @subview_bad_list(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+2 {{expected integer value}}
  // expected-error@+1 {{expected SSA value or integer}}
  %0 = memref.subview %m[%i, x] [1, 1] [1, 1] : memref<4x4xf32> to memref<1x1xf32>
  return
}

// -----

func.func @reinterpret_offsets(%in: memref<?xf32>) {
  // expected-error@+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %in to offset: [0, 0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32, strided<[10, 1]>>
  return
}

// -----

func.func @reinterpret_element_type(%in: memref<*xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<10xi32, strided<[1]>>'}}
  %0 = memref.reinterpret_cast %in to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xi32, strided<[1]>>
  return
}

// -----

func.func @reinterpret_offset(%in: memref<?xf32>) {
  // expected-error@+1 {{expected result type with offset = 1 instead of 2}}
  %0 = memref.reinterpret_cast %in to offset: [1], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @reinterpret_dynamic_offset(%in: memref<?xf32>, %o: index) {
  // expected-error@+1 {{expected result type with offset = dynamic instead of 0}}
  %0 = memref.reinterpret_cast %in to offset: [%o], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}

// -----

func.func @reinterpret_size(%in: memref<*xf32>) {
  // expected-error@+1 {{expected result type with size = 10 instead of 1 in dim = 0}}
  %0 = memref.reinterpret_cast %in to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @reinterpret_stride(%in: memref<?x?xf32>) {
  // expected-error@+1 {{expected result type with stride = 42 instead of 10 in dim = 0}}
  %0 = memref.reinterpret_cast %in to offset: [0], sizes: [9, 10], strides: [42, 1] : memref<?x?xf32> to memref<9x10xf32>
  return
}

// -----

func.func @reshape_element_type(%buf: memref<*xf32>, %shape: memref<1xi32>) {
  // expected-error@+1 {{element types of source and destination memref types should be the same}}
  %0 = memref.reshape %buf(%shape) : (memref<*xf32>, memref<1xi32>) -> memref<?xi32>
  return
}

// -----

func.func @reshape_dynamic_shape(%buf: memref<*xf32>, %shape: memref<?xi32>) {
  // expected-error@+1 {{cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %buf(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<?xf32>
  return
}

// -----

func.func @reshape_rank(%buf: memref<*xf32>, %shape: memref<1xi32>) {
  // expected-error@+1 {{length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %buf(%shape) : (memref<*xf32>, memref<1xi32>) -> memref<?x?xf32>
  return
}

// -----

func.func @reshape_source_layout(%buf: memref<4x4xf32, strided<[3, 2]>>, %shape: memref<1xi32>) {
  // expected-error@+1 {{source memref type should have identity affine map}}
  %0 = memref.reshape %buf(%shape) : (memref<4x4xf32, strided<[3, 2]>>, memref<1xi32>) -> memref<8xf32>
  return
}

// -----

// expected-error@+1 {{type should be static shaped memref}}
memref.global @dynamic : memref<?x?xf32>

// -----

// expected-error@+1 {{initial value should be a unit or elements attribute}}
memref.global @string : memref<2x2xf32> = "foo"

// -----

// expected-error@+1 {{expected valid '@'-identifier for symbol name}}
memref.global constant "private" @order : memref<2x2xf32> = uninitialized

// -----

// expected-error@+1 {{op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
memref.global "priate" constant @vis : memref<2xf32> = uninitialized

// -----

// expected-error@+1 {{op initial value element expected to be of type 'f16', but was of type 'f32'}}
"memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<1xf32>, sym_name = "g", sym_visibility = "private", type = memref<1xf16>}> : () -> ()

// -----

// expected-error@+1 {{op initial value shape expected to be 1, 2 but was 2, 2}}
"memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<2x2xf16>, sym_name = "g", sym_visibility = "private", type = memref<1x2xf16>}> : () -> ()

// -----

func.func @get_global_missing() {
  // expected-error@+1 {{'gv' does not reference a valid global memref}}
  %0 = memref.get_global @gv : memref<3xf32>
  return
}

// -----

memref.global @gv : memref<3xi32>

func.func @get_global_type() {
  // expected-error@+1 {{result type 'memref<3xf32>' does not match type 'memref<3xi32>' of the global memref @gv}}
  %0 = memref.get_global @gv : memref<3xf32>
  return
}

// -----

func.func @expand_groups(%m: memref<?x?xf32>, %a: index, %b: index) {
  // expected-error@+1 {{invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, 5, %b] : memref<?x?xf32> into memref<?x5x?xf32>
  return
}

// -----

func.func @expand_rank0(%m: memref<f32>) {
  // expected-error@+1 {{rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.expand_shape %m [] output_shape [1, 2] : memref<f32> into memref<1x2xf32>
  return
}

// -----

func.func @expand_output_rank(%m: memref<2xf32>) {
  // expected-error@+1 {{expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [1, 2] : memref<2xf32> into memref<1x1x2xf32>
  return
}

// -----

func.func @expand_not_expansion(%m: memref<2x3x1xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 3 and result rank 2. This is not an expansion (3 > 2)}}
  %0 = memref.expand_shape %m [[0], [1], [1]] output_shape [2, 3] : memref<2x3x1xf32> into memref<2x3xf32>
  return
}

// -----

func.func @collapse_contiguous(%m: memref<?x?x?xf32>) {
  // expected-error@+1 {{reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 1], [1, 2]] : memref<?x?x?xf32> into memref<?x?xf32, strided<[?, 1]>>
  return
}

// -----

func.func @collapse_bounds(%m: memref<?x?xf32>) {
  // expected-error@+1 {{op reassociation index 2 is out of bounds}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?xf32> into memref<?xf32>
  return
}

// -----

func.func @collapse_static_size(%m: memref<2x3x2x4x5xf32>) {
  // expected-error@+1 {{collapsed dim size (20) must equal reassociation group size (40)}}
  %0 = memref.collapse_shape %m [[0], [1], [2, 3, 4]] : memref<2x3x2x4x5xf32> into memref<2x3x20xf32>
  return
}

// -----

func.func @collapse_mixed(%m: memref<?x4x5xf32>) {
  // expected-error@+1 {{collapsed dim (1) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<?x4x5xf32> into memref<?x?xf32>
  return
}

// -----

func.func @transpose_not_permutation(%v: memref<?x?xf32>) {
  // expected-error@+1 {{expected a permutation map}}
  %0 = memref.transpose %v (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transpose_rank(%v: memref<?x?xf32>) {
  // expected-error@+1 {{expected a permutation map of same rank as the input}}
  %0 = memref.transpose %v (i) -> (i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

// The result is the input with sizes and strides permuted, compared in canonical
// form (a contiguous strided layout is no layout; any other one its affine map).
func.func @transpose_result_layout(%v: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<3x2xf32>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32>
  return
}

// -----

func.func @transpose_result_dynamic(%v: memref<?x?xf32>) {
  // expected-error@+1 {{result type 'memref<?x?xf32, strided<[?, 1], offset: ?>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @atomic_rmw_indices(%m: memref<16x10xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<16x10xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_float(%m: memref<16x10xi32>, %i: index, %v: i32) {
  // expected-error@+1 {{expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i, %i] : (i32, memref<16x10xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_int(%m: memref<16x10xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i, %i] : (f32, memref<16x10xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_kind(%m: memref<4xi32>, %i: index, %v: i32) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'kind'}}
  %0 = memref.atomic_rmw foo %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @generic_atomic_rmw_args(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
    ^bb0(%a: f32, %b: f32):
      memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_arg_type(%m: memref<10xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
    ^bb0(%old: i32):
      memref.atomic_yield %f : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_effects(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
    ^bb0(%old: f32):
      // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
      %buf = memref.alloc() : memref<2048xf32>
      memref.atomic_yield %old : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<10xf32>, %i: index, %c: i32) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
    ^bb0(%old: f32):
      // expected-error@+1 {{op types mismatch between yield op: 'i32' and its parent: 'f32'}}
      memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @assume_alignment_pow2(%m: memref<4x4xf16>) {
  // expected-error@+1 {{alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 12 : memref<4x4xf16>
  return
}

// -----

func.func @assume_alignment_zero(%m: memref<4x4xf16>) {
  // expected-error@+1 {{attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 0 : memref<4x4xf16>
  return
}

// -----

func.func @prefetch_rw(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<0>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<0>, false : memref<10xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<10xf32>
  return
}

// -----

func.func @dma_start_operands() {
  // expected-error@+1 {{expected at least 4 operands}}
  "memref.dma_start"() : () -> ()
  return
}

// -----

func.func @dma_no_tag_memref(%m: memref<8xf32>, %tag: f32, %c0: index) {
  // expected-error@+1 {{expected tag to be of memref type}}
  memref.dma_start %m[%c0], %m[%c0], %c0, %tag[%c0] : memref<8xf32>, memref<8xf32>, f32
  return
}

// -----

func.func @dma_wait_indices(%tag: memref<2x2xi32>, %i: index) {
  // expected-error@+1 {{expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
  "memref.dma_wait"(%tag, %i, %i) : (memref<2x2xi32>, index, index) -> ()
  return
}

// -----

func.func @distinct_objects_types(%a: memref<?xf32>, %b: memref<?xi32>) {
  // expected-error@+1 {{operand types and result types must match}}
  %0, %1 = "memref.distinct_objects"(%a, %b) : (memref<?xf32>, memref<?xi32>) -> (memref<?xi32>, memref<?xf32>)
  return
}

// -----

func.func @dealloc_not_memref(%f: f32) {
  // expected-error@+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  "memref.dealloc"(%f) : (f32) -> ()
  return
}

// -----

func.func @load_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @dim_rank0(%m: memref<f32>, %x: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = "memref.dim"(%m, %x) : (memref<f32>, index) -> index
  return
}

// -----

func.func @cast_result(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op result #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.cast"(%m) : (memref<4xf32>) -> f32
  return
}

// -----

func.func @alloc_result() {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'f32'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> f32
  return
}

// -----

func.func @alloc_strided_symbol_count(%n: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %0 = memref.alloc(%n)[%n] : memref<?xi32, strided<[?], offset: ?>>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<2x3x4xf32, strided<[24, 4, 1], offset: ?>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[24, 4, 1], offset: ?>> into memref<6x4xf32, strided<[4, 1], offset: ?>>
  return
}

// -----

func.func @collapse_layout(%m: memref<?x42xf32, strided<[42, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[1]>>' but found 'memref<?xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x42xf32, strided<[42, 1]>> into memref<?xf32>
  return
}

// -----

func.func @expand_layout(%m: memref<6xf32, strided<[2]>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x3xf32, strided<[6, 2]>>' but found 'memref<2x3xf32>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32, strided<[2]>> into memref<2x3xf32>
  return
}

// -----

func.func @expand_identity_strided(%m: memref<?xf32, strided<[1]>>, %n: index) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<?x42xf32>' but found 'memref<?x42xf32, strided<[42, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 42] : memref<?xf32, strided<[1]>> into memref<?x42xf32, strided<[42, 1]>>
  return
}
