// Op-anchored passes in textual pipelines are not nested implicitly (mlir-opt 22's
// error, naming the pass class, and one "inner pipeline" line per enclosing level);
// pass flags still nest them; an any() manager takes them as they are.
// RUN: not rmlir-opt %s -p 'builtin.module(test-function-pass)' 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: not rmlir-opt %s -p 'builtin.module(func.func(test-module-pass))' 2>&1 | FileCheck %s --check-prefix=INNER
// RUN: not rmlir-opt %s -p 'builtin.module(func.func(canonicalize{foo=1}))' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: rmlir-opt %s -p 'builtin.module(any(test-function-pass))' --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=ANY
// RUN: rmlir-opt %s --test-function-pass --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=FLAG

// FUNC: <unknown>:0: error: Can't add pass '(anonymous namespace)::TestFunctionPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// FUNC-NEXT: failed to add `test-function-pass` with options ``
// FUNC-NOT: inner pipeline

// INNER: <unknown>:0: error: Can't add pass '(anonymous namespace)::TestModulePass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// INNER-NEXT: failed to add `test-module-pass` with options ``
// INNER-NEXT: failed to add `func.func` with options `` to inner pipeline

// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// OPTION-EMPTY:
// OPTION-NEXT: failed to add `canonicalize` with options `foo=1`
// OPTION-NEXT: failed to add `func.func` with options `` to inner pipeline

// ANY: Pass Manager with 1 passes:
// ANY-NEXT: builtin.module(
// ANY-NEXT:   any(
// ANY-NEXT:     test-function-pass
// ANY-NEXT:   )
// ANY-NEXT: )

// FLAG: Pass Manager with 1 passes:
// FLAG-NEXT: builtin.module(
// FLAG-NEXT:   func.func(
// FLAG-NEXT:     test-function-pass
// FLAG-NEXT:   )
// FLAG-NEXT: )

func.func @f() {
  return
}
