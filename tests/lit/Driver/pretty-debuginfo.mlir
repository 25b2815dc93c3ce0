// --mlir-pretty-debuginfo (with --mlir-print-debuginfo) prints locations in MLIR's
// pretty form: no `loc(...)`, file names unquoted, `[unknown]`, a call site as
// `callee at caller` (on a new line unless a name is called from a file position),
// fused locations as a bare list; an op's own location is written out while the
// locations nested in it go through their aliases. Region arguments print their
// locations inline (an affine.for induction variable too). The output is mlir-opt-22's.
// RUN: rmlir-opt %s --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=PLAIN
// RUN: rmlir-opt %s --mlir-pretty-debuginfo | FileCheck %s --check-prefix=NOINFO

// CHECK: #[[ARG:loc[0-9]*]] = [unknown]
// CHECK: #[[IV:loc[0-9]*]] = {{.*}}pretty-debuginfo.mlir:[[# @LINE + 25]]:14
// CHECK: func.func @f(%arg0: i32 [unknown], %arg1: index "argname") -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 #[[N:loc[0-9]+]] at #[[Z:loc[0-9]+]]
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32 [#[[W:loc[0-9]+]], #[[R:loc[0-9]+]]]
// CHECK-NEXT: affine.for %arg2 {{.*}}pretty-debuginfo.mlir:[[# @LINE + 21]]:14 = 0 to 4 {
// CHECK-NEXT: } {{.*}}pretty-debuginfo.mlir:[[# @LINE + 20]]:3
// CHECK-NEXT: return %1 : i32 #[[AC:loc[0-9]+]]
// CHECK-NEXT: {{^}} at #[[N2:loc[0-9]+]]
// CHECK-NEXT: } {{.*}}pretty-debuginfo.mlir:[[# @LINE + 14]]:1
// CHECK-NEXT: } {{.*}}pretty-debuginfo.mlir:0:0
// CHECK: #[[N]] = "n"
// CHECK-NEXT: #[[Z]] = z.c:1:1
// CHECK-NEXT: #[[Q:loc[0-9]+]] = q.c:2:3 to 4:5
// CHECK-NEXT: #[[R]] = r.c:7:8 to :9
// CHECK: #[[AC]] = a.c:1:1
// CHECK-NEXT: #[[N2]] = "n2"
// CHECK: #[[W]] = "w"(#[[Q]])

// PLAIN: func.func @f(%arg0: i32 loc(unknown), %arg1: index loc("argname")) -> i32 {
// PLAIN: affine.for %arg2 loc("{{.*}}pretty-debuginfo.mlir":[[# @LINE + 6]]:14) = 0 to 4 {

// NOINFO: func.func @f(%arg0: i32, %arg1: index) -> i32 {
func.func @f(%a: i32 loc(unknown), %b: index loc("argname")) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(callsite("n" at "z.c":1:1))
  %1 = arith.addi %0, %0 : i32 loc(fused["w"("q.c":2:3 to 4:5), "r.c":7:8 to :9])
  affine.for %i = 0 to 4 {
  }
  return %1 : i32 loc(callsite("a.c":1:1 at "n2"))
}
