// bufferization verifier and custom-parser diagnostics, checked against mlir-opt 22.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @alloc_tensor_missing_dims(%arg0: index) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = bufferization.alloc_tensor(%arg0) : tensor<4x?x?x5xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @alloc_tensor_type_mismatch(%t: tensor<?xf32>) {
  // expected-error@+1 {{expects different type than prior uses: 'tensor<5xf32>' vs 'tensor<?xf32>'}}
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<5xf32>
  return
}

// -----

func.func @alloc_tensor_copy_and_dims(%t: tensor<?xf32>, %sz: index) {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%sz) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_not_tensor() {
  // expected-error@+1 {{invalid kind of type specified}}
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}

// -----

func.func @materialize_memref_result(%t: tensor<?xf32>, %m: memref<?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in %m : (tensor<?xf32>, memref<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_not_writable(%t: tensor<?xf32>, %m: memref<?xf32>) {
  // expected-error@+1 {{'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

// -----

func.func @materialize_restrict_tensor(%t: tensor<?xf32>) {
  // expected-error@+1 {{'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_result_type(%t: tensor<?xf32>) {
  // expected-error@+1 {{result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %t : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @dealloc_conditions(%m: memref<?xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m, %m : memref<?xf32>, memref<?xf32>) if (%c)
  return
}

// -----

func.func @dealloc_results(%m: memref<?xf32>, %c: i1) {
  // expected-error@+1 {{must have the same number of updated conditions (results) as retained operands}}
  %0:2 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<?xf32>, i1, memref<?xf32>) -> (i1, i1)
  return
}

// -----

func.func @to_tensor_shape(%m: memref<?xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_tensor_element_type(%m: memref<?xf32>) {
  // expected-error@+2 {{element types do not match}}
  // expected-error@+1 {{failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xi32>
  return
}

// -----

func.func @to_buffer_unranked(%t: tensor<*xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<*xf32> to memref<?xf32>
  return
}
