// Chunks are processed independently; a failing chunk does not stop the others, errors
// keep the original file's line numbers and the output marker separates the outputs.
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: split-input-file.mlir:[[# @LINE + 9]]:31: error: expected '"' in string literal
// CHECK: func.func private @a()
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @c(i32)
func.func private @a()
// -----
"test.a"() {s = "x} : () -> ()
// -----
func.func private @c(i32)
