// strip-debuginfo sets the location of every op and block argument to loc(unknown).
// RUN: rmlir-opt %s --strip-debuginfo --mlir-print-debuginfo | FileCheck %s
// RUN: rmlir-opt %s -p 'builtin.module(func.func(strip-debuginfo))' --mlir-print-debuginfo | FileCheck %s --check-prefix=NESTED

// CHECK:      #[[U:.*]] = loc(unknown)
// CHECK:      func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32) loc(#[[U]])
// CHECK-NEXT: ^bb1(%0: i32 loc(unknown)):
// CHECK-NEXT:   return %0 : i32 loc(#[[U]])
// CHECK-NEXT: } loc(#[[U]])
// CHECK-NEXT: } loc(#[[U]])

// Only the function is stripped: the module keeps its location.
// NESTED:      func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// NESTED:      {{^}}} loc(#[[M:loc[0-9]*]])
// NESTED: #[[M]] = loc("{{.*}}strip-debuginfo.mlir":{{[0-9]+}}:1)
module {
  func.func @f(%arg0: i32 loc("x.mlir":3:4)) -> i32 {
    cf.br ^bb1(%arg0 : i32) loc("y.mlir":1:1)
  ^bb1(%0: i32 loc("z.mlir":2:2)):
    return %0 : i32 loc(fused["a", "b"])
  } loc("f.mlir":9:9)
}
