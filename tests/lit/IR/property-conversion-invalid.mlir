// An op without properties accepts none in the generic form, not even an empty
// dictionary; builtin.module's region must hold exactly one block.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @empty_dict() {
  // expected-error @+1 {{invalid properties {} for op func.return: this operation does not support properties}}
  "func.return"() <{}> : () -> ()
}

// -----

func.func @some_names(%a: i32) {
  // expected-error @+1 {{invalid properties {x = 1 : i64} for op func.return: this operation does not support properties}}
  "func.return"(%a) <{x = 1}> : (i32) -> ()
}

// -----

// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() <{sym_name = "m"}> ({
}) : () -> ()
