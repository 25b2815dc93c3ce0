// Errors in the mlir_reproducer resource and in its pipeline, located as mlir-opt 22
// reports them.
// RUN: not rmlir-opt %s --split-input-file --run-reproducer 2>&1 | FileCheck %s

func.func private @f()
{-#
  external_resources: {
    mlir_reproducer: {
      // CHECK: run-reproducer-errors.mlir:[[# @LINE + 1]]:7: error: unknown 'mlir_reproducer' resource key 'foo'
      foo: true
    }
  }
#-}

// -----

func.func private @f()
{-#
  external_resources: {
    mlir_reproducer: {
      // CHECK: run-reproducer-errors.mlir:[[# @LINE + 1]]:20: error: expected 'true' or 'false' value for key 'verify_each'
      verify_each: 3
    }
  }
#-}

// -----

func.func private @f()
{-#
  external_resources: {
    mlir_reproducer: {
      // CHECK: MLIR Textual PassPipeline Parser:1:1: error: 'nope' does not refer to a registered pass or pass pipeline
      pipeline: "builtin.module(nope)"
    }
  }
#-}

// -----

// CHECK: run-reproducer-errors.mlir:[[# @LINE + 1]]:1: error: can't run 'func.func' pass manager on 'builtin.module' op
module {
  func.func private @f()
}
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "func.func(symbol-dce)"
    }
  }
#-}
