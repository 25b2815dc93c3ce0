// A first taste of rmlir-opt: `func` and `builtin` ops in their custom
// (pretty) form, ops of other dialects in MLIR's generic form.
//
//   cargo run --release -p rmlir-opt -- examples/hello.mlir --mlir-print-op-generic
//
// prints the module back in generic form, exactly as `mlir-opt-22` does.

module {
  // A private declaration: an external function with no body.
  func.func private @log(i32)

  // %a + %b, without overflow flags.
  func.func @add(%a: i32, %b: i32) -> i32 {
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    return %0 : i32
  }

  // Calls @add with two constants and passes the sum to @log.
  func.func @main() -> i32 {
    %c40 = "arith.constant"() <{value = 40 : i32}> : () -> i32
    %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %sum = func.call @add(%c40, %c2) : (i32, i32) -> i32
    call @log(%sum) : (i32) -> ()
    return %sum : i32
  }
}
