// dlti attribute syntax errors and the checks of `dlti.*` names on ops, with
// mlir-opt 22's messages.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{repeated DLTI key: index}}
module attributes {x.a = #dlti.dl_spec<index = 32, index = 64>} {
}

// -----

// expected-error@+1 {{repeated DLTI key: "a"}}
module attributes {x.a = #dlti.map<#dlti.dl_entry<"a", 1>, "a" = 2>} {
}

// -----

// expected-error@+1 {{expected attribute value}}
module attributes {x.a = #dlti.dl_spec<foo = 1>} {
}

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
module attributes {x.a = #dlti.dl_spec<1>} {
}

// -----

// expected-error@+1 {{expected '='}}
module attributes {x.a = #dlti.dl_spec<"a">} {
}

// -----

// expected-error@+1 {{expected a type or a quoted string}}
module attributes {x.a = #dlti.dl_entry<3, 1>} {
}

// -----

// A target device spec takes string keys only.
// expected-error@+1 {{invalid kind of attribute specified}}
module attributes {x.a = #dlti.target_device_spec<i32 = 1>} {
}

// -----

// expected-error@+1 {{value associated with key "CPU" is not a DLTI device spec}}
module attributes {x.a = #dlti.target_system_spec<"CPU" = 1>} {
}

// -----

// expected-error@+1 {{unknown attribute `spec` in dialect `dlti`}}
module attributes {x.a = #dlti.spec<1>} {
}

// -----

// expected-error@+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = #dlti.map<"a" = 1>} {
}

// -----

// expected-error@+1 {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
module attributes {dlti.target_system_spec = 1} {
}

// -----

// expected-error@+1 {{attribute 'dlti.foo' not supported by dialect}}
module attributes {dlti.foo = 1} {
}
