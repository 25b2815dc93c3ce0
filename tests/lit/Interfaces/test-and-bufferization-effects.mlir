// Memory effects as MLIR's test-side-effects pass reports them; the expected
// remarks were produced by mlir-opt 22 on this same input.
// RUN: rmlir-opt %s --test-side-effects 2>&1 | FileCheck %s

// CHECK: test-and-bufferization-effects.mlir:19:3: remark: found an instance of 'read' on op operand 0, on resource '<Default>'
// CHECK: test-and-bufferization-effects.mlir:19:3: remark: found an instance of 'write' on op operand 1, on resource '<Default>'
// CHECK: test-and-bufferization-effects.mlir:20:3: remark: found an instance of 'read' on op operand 0, on resource '<Default>'
// CHECK: test-and-bufferization-effects.mlir:20:3: remark: found an instance of 'write' on op operand 1, on resource '<Default>'
// CHECK: test-and-bufferization-effects.mlir:21:3: remark: found an instance of 'read' on op operand 0, on resource '<Default>'
// CHECK: test-and-bufferization-effects.mlir:21:3: remark: found an instance of 'write' on resource '<Default>'
// CHECK: test-and-bufferization-effects.mlir:23:8: remark: found an instance of 'read' on op operand 0, on resource '<Default>'
// CHECK: test-and-bufferization-effects.mlir:24:8: remark: operation has no memory effects
// CHECK: test-and-bufferization-effects.mlir:26:3: remark: found an instance of 'write' on op operand 1, on resource '<Default>'
// CHECK: test-and-bufferization-effects.mlir:27:8: remark: operation has no memory effects
// CHECK: test-and-bufferization-effects.mlir:28:8: remark: operation has no memory effects
// CHECK: test-and-bufferization-effects.mlir:30:8: remark: operation has no memory effects

func.func @f(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %t: tensor<2xf32>) {
  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)
  test.buffer_based in(%a: memref<2xf32>) out(%b: memref<2xf32>)
  "test.read_buffer"(%a) : (memref<2xf32>) -> ()
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%b : memref<2xf32>)
  %1 = bufferization.to_tensor %a : memref<2xf32> to tensor<2xf32>
  %2 = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  %3 = bufferization.alloc_tensor() : tensor<2xf32>
  bufferization.materialize_in_destination %t in writable %a : (tensor<2xf32>, memref<2xf32>) -> ()
  %4 = memref.subview %a[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  %5 = memref.cast %a : memref<2xf32> to memref<?xf32>
  bufferization.dealloc_tensor %t : tensor<2xf32>
  %6 = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
  return
}
