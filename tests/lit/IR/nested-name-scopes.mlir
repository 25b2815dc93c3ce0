// Function bodies are not name scopes of their own in MLIR's parser: a function (or
// any region) nested in another region may not define a name that is live around it,
// as a result, block argument or region entry argument.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @outer(%arg0: i32) {
  // expected-note @-1 {{previously referenced here}}
  "test.region"() ({
    // expected-error @+1 {{region entry argument '%arg0' is already in use}}
    func.func @inner(%arg0: i32) {
      return
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @outer() {
  // expected-note @+1 {{previously defined here}}
  %x = "test.op"() : () -> i32
  "test.region"() ({
    func.func @inner() {
      // expected-error @+1 {{redefinition of SSA value '%x'}}
      %x = "test.op"() : () -> i32
      return
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-note @+2 {{previously referenced here}}
"test.region"() ({
^bb0(%i: index):
  func.func @f() {
    // expected-error @+1 {{region entry argument '%i' is already in use}}
    affine.parallel (%i) = (0) to (2) {
    }
    return
  }
  "test.end"() : () -> ()
}) : () -> ()

// -----

// A name defined in a region that has ended is free again.
func.func @a() {
  %x = "test.op"() : () -> i32
  return
}
func.func @b(%x: i32) {
  %y = "test.op"() : () -> i32
  return
}
