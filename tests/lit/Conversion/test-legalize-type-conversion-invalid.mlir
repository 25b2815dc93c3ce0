// test-legalize-type-conversion: materializations that no callback can build are
// errors at the value they stand for, with the first live user as a note.
// Function signatures are not converted by rmlir's version of the test pass.
// RUN: rmlir-opt %s --allow-unregistered-dialect --test-legalize-type-conversion -split-input-file -verify-diagnostics

func.func @no_f16_cast() {
  // expected-error @+1 {{failed to legalize unresolved materialization from ('f64') to ('f16') that remained live after conversion}}
  %a = "test.type_producer"() : () -> f16
  // expected-note @+1 {{see existing live user here}}
  "foo.use"(%a) : (f16) -> ()
  return
}

// -----

func.func @dropped_without_converter() {
  "test.signature_conversion_no_converter"() ({
  // expected-error @+1 {{failed to legalize unresolved materialization from () to ('i32') that remained live after conversion}}
  ^bb0(%arg0: i32):
    // expected-note @+1 {{see existing live user here}}
    "foo.use"(%arg0) : (i32) -> ()
    "test.return"() : () -> ()
  }) : () -> ()
  return
}
