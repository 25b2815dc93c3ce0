// The body of a dialect attribute or type kept as text is scanned as MLIR's
// parseDialectSymbolBody does: `->` is one token wherever it is, and an unbalanced
// body is reported at its `<` (or at the last string literal in it), naming the
// innermost open character.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not rmlir-opt %s -split-input-file -allow-unregistered-dialect 2>/dev/null | FileCheck %s

// CHECK: module attributes {x.a = #foo.bar<a->b>, x.b = #foo.bar<(a)->b>}
module attributes {x.a = #foo.bar<a->b>, x.b = #foo.bar<(a)->b>} {
}

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
module attributes {x.a = #foo.bar<a]>} {
}

// -----

// expected-error@+1 {{unbalanced '[' character in pretty dialect name}}
module attributes {x.a = #foo.bar<[a>} {
}

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @f() -> !foo.bar<a->
