// index custom forms and result names (`%idx5`, `%true`) print like mlir-opt 22.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s

// CHECK-LABEL: func.func @binary(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %arg0, %arg1
// CHECK-NEXT: %2 = index.mul %arg0, %arg1
// CHECK-NEXT: %3 = index.divs %arg0, %arg1
// CHECK-NEXT: %4 = index.divu %arg0, %arg1
// CHECK-NEXT: %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT: %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT: %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT: %8 = index.rems %arg0, %arg1
// CHECK-NEXT: %9 = index.remu %arg0, %arg1
// CHECK-NEXT: %10 = index.maxs %arg0, %arg1
// CHECK-NEXT: %11 = index.maxu %arg0, %arg1
// CHECK-NEXT: %12 = index.mins %arg0, %arg1
// CHECK-NEXT: %13 = index.minu %arg0, %arg1
// CHECK-NEXT: %14 = index.shl %arg0, %arg1
// CHECK-NEXT: %15 = index.shrs %arg0, %arg1
// CHECK-NEXT: %16 = index.shru %arg0, %arg1
// CHECK-NEXT: %17 = index.and %arg0, %arg1
// CHECK-NEXT: %18 = index.or %arg0, %arg1
// CHECK-NEXT: %19 = index.xor %arg0, %arg1 {tag}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @binary(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b {tag}
  return
}

// CHECK-LABEL: func.func @misc(%arg0: index, %arg1: index, %arg2: i32) {
// CHECK-NEXT: %0 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx16 = index.constant 16
// CHECK-NEXT: %idx5_0 = index.constant 5
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %2 = index.casts %arg2 : i32 to index
// CHECK-NEXT: %3 = index.castu %arg0 : index to i64
// CHECK-NEXT: %4 = index.sizeof
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @misc(%a: index, %b: index, %i: i32) {
  %0 = index.cmp slt(%a, %b)
  %1 = index.cmp uge(%a, %b)
  %2 = index.constant 5
  %3 = index.constant -3
  %4 = index.constant 0x10
  %5 = index.constant 5
  %6 = index.bool.constant true
  %7 = index.bool.constant false
  %8 = index.casts %i : i32 to index
  %9 = index.castu %a : index to i64
  %10 = index.sizeof
  return
}
