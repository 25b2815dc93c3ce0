// func.func's signature spells its name, visibility and type: its attribute
// dictionary may not give them again (reported at the `attributes` keyword).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func nested @visibility() attributes {sym_visibility = "nested"} {
  return
}

// -----

// expected-error @+1 {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @type() attributes {x = 1, function_type = () -> ()} {
  return
}
