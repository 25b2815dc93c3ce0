// func.func's argument and result attributes: ODS's array-of-dictionaries constraint
// first, then FunctionOpInterface's checks (one dictionary per argument / result,
// dialect attributes only), in mlir-opt's order.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{sym_name = "count_before_names", function_type = (i32) -> (), arg_attrs = [{a}, {b}]}> ({
^bb0(%x: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
"func.func"() <{sym_name = "result_count", function_type = (i32) -> i32, res_attrs = [{x.y}, {}]}> ({
^bb0(%x: i32):
  "func.return"(%x) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{sym_name = "not_dictionaries", function_type = (i32) -> (), arg_attrs = [1 : i32]}> ({
^bb0(%x: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
"func.func"() <{sym_name = "result_names", function_type = (i32) -> (i32), arg_attrs = [{a.b}], res_attrs = [{r}]}> ({
^bb0(%x: i32):
  "func.return"(%x) : (i32) -> ()
}) : () -> ()
