// Where mlir-opt 22 places these errors: an undefined alias after its name, a bad
// integer width at the type, a bad `@` name at the character after `@`, a memref
// type's missing `,`/`>`, and an empty block (a plain error at the op).
// RUN: not rmlir-opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: diagnostic-locations.mlir:[[# @LINE + 1]]:35: error: undefined symbol alias id 'type'
func.func private @alias(%a: !type) -> !type

// -----

// CHECK: diagnostic-locations.mlir:[[# @LINE + 1]]:22: error: invalid integer width
func.func @width(%a: i99999999999) {
  return
}

// -----

// CHECK: diagnostic-locations.mlir:[[# @LINE + 1]]:12: error: @ identifier expected to start with letter or '_'
func.func @$bad()

// -----

// CHECK: diagnostic-locations.mlir:[[# @LINE + 1]]:38: error: expected ',' or '>' in memref type
func.func private @m(%a: memref<4xf32 : i32>)

// -----

// CHECK: diagnostic-locations.mlir:[[# @LINE + 1]]:41: error: expected ',' or '>'
func.func private @m(%a: memref<4xf32, 1 2>)

// -----

// CHECK: diagnostic-locations.mlir:[[# @LINE + 2]]:3: error: empty block: expect at least a terminator
func.func @empty_block() {
  "test.op"() ({
  ^bb0:
  ^bb1:
    "test.t"() : () -> ()
  }) : () -> ()
  return
}
// CHECK-NOT: see current operation
