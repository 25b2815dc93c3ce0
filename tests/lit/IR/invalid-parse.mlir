// Parse errors are reported at mlir-opt's locations with its wording.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @f() {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  %0 = "foo.op"() : () -> i32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = "test.a"(%a) : (i64) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected non-function type}}
  "test.a"() : () -> (i32, @bad)
}

// -----

// expected-error @+1 {{undefined symbol alias id 'nope'}}
func.func private @f(memref<4xf32, #nope>)

// -----

func.func @f() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "test.a"(%x) : (i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-note @+1 {{previously defined here}}
  %0 = "test.a"() : () -> i32
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "test.a"() : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  "test.a"() {v = 256 : i8} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{reference to an undefined block}}
  "test.br"()[^missing] : () -> ()
}

// -----

func.func @f() {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "test.a"() : () -> (i32, i32)
  return
}

// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.a"() {s = "unterminated} : () -> ()

// -----

// A name used before its definition: once defined, notes point at the definition.
func.func @f() {
  "test.use"(%a) : (i32) -> ()
  // expected-note @+1 {{previously defined here}}
  %a = "test.a"() : () -> i32
  // expected-error @+1 {{redefinition of SSA value '%a'}}
  %a = "test.a"() : () -> i32
  return
}

// -----

func.func @f() {
  "test.use"(%a) : (i32) -> ()
  // expected-note @+1 {{prior use here}}
  %a = "test.a"() : () -> i32
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  "test.use"(%a) : (i64) -> ()
  return
}

// -----

// A region's entry argument may not take a name already used in the enclosing scope,
// whether defined there or only referenced so far (and then only that is reported).
func.func @f(%n: index) {
  // expected-note @+1 {{previously referenced here}}
  "test.use"(%i) : (index) -> ()
  // expected-error @+1 {{region entry argument '%i' is already in use}}
  scf.for %i = %n to %n step %n {
  }
  return
}

// -----

// expected-note @+1 {{previously referenced here}}
func.func @f(%n: index) {
  // expected-error @+1 {{region entry argument '%n' is already in use}}
  scf.for %n = %n to %n step %n {
  }
  return
}

// -----

// Names left undeclared are all reported, in source order, once the input is parsed.
func.func @f() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "test.use"(%b) : (i32) -> ()
  "test.op"() ({
    // expected-error @+1 {{use of undeclared SSA value name}}
    "test.use"(%a) : (i32) -> ()
  }) : () -> ()
  return
}
func.func @g() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "test.use"(%a) : (i32) -> ()
  return
}

// -----

// A later parse error stops the parse: the undeclared name is not reported then.
func.func @f() {
  "test.use"(%a) : (i32) -> ()
  return
}
func.func @g() {
  // expected-error @+1 {{custom op 'foo' is unknown (tried 'func.foo' as well)}}
  %0 = arith.constant 1 : i32 foo
}

// -----

// Every undefined block of a region is reported, in source order.
func.func @f() {
  // expected-error @+1 {{reference to an undefined block}}
  cf.br ^x
^a:
  // expected-error @+1 {{reference to an undefined block}}
  cf.br ^y
}
