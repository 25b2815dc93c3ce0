// Malformed file metadata resources, reported where mlir-opt reports them.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'a'}}
      a: "hello"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'a' to encode alignment in first 4 bytes}}
      a: "0x0100"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'nosuch' is unknown}}
    nosuch: { a: "0x01000000ff" }
  }
#-}

// -----

{-#
  dialect_resources: {
    arith: {
      // expected-error @+1 {{unexpected 'resource' section for dialect 'arith'}}
      a: "0x01000000ff"
    }
  }
#-}

// -----

{-#
  external_resources: {
    tool: {
      // expected-error @+1 {{expected string value for key 'a'}}
      a: 12
    }
  }
#-}

// -----

{-#
  // expected-error @+1 {{unknown key 'foo' in file metadata dictionary}}
  foo: {}
#-}

// -----

// A comma must be followed by an entry (as in mlir-opt 22).
{-#
  dialect_resources: {
    builtin: {
      r: "0x01000000FF",
      // expected-error @+1 {{expected identifier key for 'resource' entry}}
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      r: "0x01000000FF"
    },
  // expected-error @+1 {{expected identifier key for 'resource' entry}}
  }
#-}
