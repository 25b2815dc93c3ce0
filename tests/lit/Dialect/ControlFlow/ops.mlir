// cf custom forms print like mlir-opt 22: successor operand lists, branch weights,
// multi-line switch cases (values printed unsigned) at the op's indentation.
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=STRICT --strict-whitespace --match-full-lines

// The switch cases sit two spaces deeper than the op, the closing bracket at its level.
// STRICT:{{^}}    cf.switch %arg0 : i32, [
// STRICT-NEXT:{{^}}      default: ^bb1(%arg0 : i32),
// STRICT-NEXT:{{^}}      42: ^bb2,
// STRICT-NEXT:{{^}}      4294967293: ^bb4(%arg0, %arg2 : i32, f32)
// STRICT-NEXT:{{^}}    ]
// STRICT:{{^}}    cf.switch %arg0 : i32, [
// STRICT-NEXT:{{^}}      default: ^bb5]
// STRICT:{{^}}      cf.switch %arg0 : i1, [
// STRICT-NEXT:{{^}}        default: ^bb2,
// STRICT-NEXT:{{^}}        1: ^bb2
// STRICT-NEXT:{{^}}      ]

// CHECK-LABEL: func.func @branches(%arg0: i32, %arg1: i1, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.assert %arg1, "ok \22quoted\22"
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb3
// CHECK-NEXT: cf.cond_br %arg1 weights([30, 70]), ^bb3, ^bb4(%arg0, %arg2 : i32, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg0 : i32),
// CHECK-NEXT: 42: ^bb2,
// CHECK-NEXT: 4294967293: ^bb4(%arg0, %arg2 : i32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4(%1: i32, %2: f32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb5]
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb6(%arg0, %arg0 : i32, i32) {tag}
// CHECK-NEXT: ^bb6(%3: i32, %4: i32):  // pred: ^bb5
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @branches(%a: i32, %c: i1, %x: f32) -> i32 {
  cf.assert %c, "ok \"quoted\""
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%v: i32):
  cf.br ^bb2
^bb2:
  cf.cond_br %c weights([30, 70]), ^bb3, ^bb4(%a, %x : i32, f32)
^bb3:
  cf.switch %a : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    -3: ^bb4(%a, %x : i32, f32)
  ]
^bb4(%p: i32, %q: f32):
  cf.switch %a : i32, [
    default: ^bb5
  ]
^bb5:
  cf.br ^bb6(%a, %a : i32, i32) {tag}
^bb6(%r: i32, %s: i32):
  return %r : i32
}

// CHECK-LABEL: func.func @switch_i64(%arg0: i64, %arg1: index) {
// CHECK-NEXT: cf.switch %arg0 : i64, [
// CHECK-NEXT: default: ^bb1(%arg1 : index),
// CHECK-NEXT: 16: ^bb2,
// CHECK-NEXT: 18446744073709551615: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: index):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_i64(%flag: i64, %i: index) {
  cf.switch %flag : i64, [
    default: ^bb1(%i : index),
    0x10: ^bb2,
    -1: ^bb2
  ]
^bb1(%arg: index):
  cf.br ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @nested(%arg0: i1) {
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i1, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: "test.done"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%c: i1) {
  "test.region"() ({
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.switch %c : i1, [
      default: ^bb2,
      1: ^bb2
    ]
  ^bb2:
    "test.done"() : () -> ()
  }) : () -> ()
  return
}
