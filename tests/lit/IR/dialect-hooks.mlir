// The mnemonics the parsing hooks of registered dialects know are kept as written.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s

// CHECK: a = #arith.fastmath<fast>, b = #arith.overflow<nsw>, c = #linalg.iterator_type<parallel>, d = #vector.kind<add>, f = #ub.poison
func.func @f() attributes {a = #arith.fastmath<fast>, b = #arith.overflow<nsw>, c = #linalg.iterator_type<parallel>, d = #vector.kind<add>, f = #ub.poison} {
  return
}
