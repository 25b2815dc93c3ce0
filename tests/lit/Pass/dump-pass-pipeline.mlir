// --dump-pass-pipeline prints the pipeline to stderr, one element per line, and then
// runs it. Pass flags run on the top-level op; nested managers print nested.
// RUN: rmlir-opt %s -p 'builtin.module(func.func(strip-debuginfo),symbol-dce)' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=NESTED --match-full-lines
// RUN: rmlir-opt %s --strip-debuginfo --symbol-dce --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=FLAGS --match-full-lines
// RUN: rmlir-opt %s --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=NONE --match-full-lines
// RUN: rmlir-opt %s -p 'builtin.module( symbol-dce , any( strip-debuginfo ) )' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=ANY --match-full-lines

// NESTED: Pass Manager with 2 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     strip-debuginfo
// NESTED-NEXT:   ),
// NESTED-NEXT:   symbol-dce
// NESTED-NEXT: )

// FLAGS: Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   strip-debuginfo,
// FLAGS-NEXT:   symbol-dce
// FLAGS-NEXT: )

// NONE: Pass Manager with 0 passes:
// NONE-NEXT: builtin.module(
// NONE-EMPTY:
// NONE-NEXT: )

// ANY: Pass Manager with 2 passes:
// ANY-NEXT: builtin.module(
// ANY-NEXT:   symbol-dce,
// ANY-NEXT:   any(
// ANY-NEXT:     strip-debuginfo
// ANY-NEXT:   )
// ANY-NEXT: )

func.func private @f()
