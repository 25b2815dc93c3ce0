// Folding and canonicalization of the index dialect: constants fold only when 32-
// and 64-bit results agree (maxs with 2^32 stays), identities, division by zero
// stays, comparisons (constants, x with x, min/max against a bound, difference with
// zero), reassociation of constant chains, casts whose constant cannot be made by
// the index dialect stay. Checked against mlir-opt 22.
// RUN: rmlir-opt %s --canonicalize | FileCheck %s

func.func @arith(%x: index) -> (index, index, index, index, index, index, index, index) {
  %a = index.constant 7
  %b = index.constant 2
  %m = index.constant -3
  %big = index.constant 4294967296
  %0 = index.add %a, %b
  %1 = index.sub %b, %a
  %2 = index.mul %a, %m
  %3 = index.divs %a, %m
  %4 = index.ceildivs %a, %b
  %5 = index.floordivs %m, %b
  %6 = index.maxs %big, %b
  %7 = index.add %x, %0
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}
func.func @more(%x: index) -> (index, index, index, index, index, index, index, index, index) {
  %a = index.constant 7
  %b = index.constant 2
  %z = index.constant 0
  %o = index.constant 1
  %m = index.constant -3
  %0 = index.remu %a, %b
  %1 = index.rems %m, %b
  %2 = index.shl %a, %b
  %3 = index.shrs %m, %o
  %4 = index.shru %a, %o
  %5 = index.and %a, %b
  %6 = index.mul %x, %o
  %7 = index.sub %x, %z
  %8 = index.ceildivu %a, %b
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}
func.func @ids(%x: index) -> (index, index, index) {
  %z = index.constant 0
  %0 = index.add %x, %z
  %1 = index.mul %x, %z
  %2 = index.divu %x, %z
  return %0, %1, %2 : index, index, index
}
func.func @cmps(%x: index, %y: index) -> (i1, i1, i1, i1, i1, i1) {
  %a = index.constant 7
  %b = index.constant 2
  %z = index.constant 0
  %0 = index.cmp slt(%a, %b)
  %1 = index.cmp sle(%x, %x)
  %m = index.maxs %x, %a
  %2 = index.cmp sgt(%m, %b)
  %n = index.minu %x, %b
  %3 = index.cmp ult(%n, %a)
  %d = index.sub %x, %y
  %4 = index.cmp slt(%d, %z)
  %5 = index.cmp eq(%z, %d)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
func.func @reassoc(%x: index) -> (index, index, index) {
  %a = index.constant 7
  %b = index.constant 2
  %0 = index.add %x, %a
  %1 = index.add %0, %b
  %2 = index.mul %x, %a
  %3 = index.mul %2, %b
  %4 = index.maxs %x, %a
  %5 = index.maxs %4, %b
  return %1, %3, %5 : index, index, index
}
func.func @casts() -> (i32, i64, index, index, i8) {
  %a = index.constant -1
  %big = index.constant 4294967296
  %0 = index.casts %a : index to i32
  %1 = index.castu %a : index to i64
  %c = arith.constant -5 : i32
  %2 = index.casts %c : i32 to index
  %3 = index.castu %c : i32 to index
  %4 = index.casts %big : index to i8
  return %0, %1, %2, %3, %4 : i32, i64, index, index, i8
}
func.func @bools() -> i1 {
  %t = index.bool.constant true
  return %t : i1
}

// CHECK-LABEL: func.func @arith(%arg0: index) -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx9 = index.constant 9
// CHECK-NEXT: %idx-5 = index.constant -5
// CHECK-NEXT: %idx-21 = index.constant -21
// CHECK-NEXT: %idx-2 = index.constant -2
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: %0 = index.maxs %idx4294967296, %idx2
// CHECK-NEXT: %1 = index.add %arg0, %idx9
// CHECK-NEXT: return %idx9, %idx-5, %idx-21, %idx-2, %idx4, %idx-2, %0, %1 : index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @more(%arg0: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx28 = index.constant 28
// CHECK-NEXT: %idx-2 = index.constant -2
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: return %idx1, %idx-1, %idx28, %idx-2, %idx3, %idx2, %arg0, %arg0, %idx4 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ids(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %0 = index.divu %arg0, %idx0
// CHECK-NEXT: return %arg0, %idx0, %0 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmps(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %0 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp eq(%arg1, %arg0)
// CHECK-NEXT: return %false, %true, %true, %true, %0, %1 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reassoc(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %idx7 = index.constant 7
// CHECK-NEXT: %idx14 = index.constant 14
// CHECK-NEXT: %idx9 = index.constant 9
// CHECK-NEXT: %0 = index.add %arg0, %idx9
// CHECK-NEXT: %1 = index.mul %arg0, %idx14
// CHECK-NEXT: %2 = index.maxs %arg0, %idx7
// CHECK-NEXT: return %0, %1, %2 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts() -> (i32, i64, index, index, i8) {
// CHECK-NEXT: %idx4294967291 = index.constant 4294967291
// CHECK-NEXT: %idx-5 = index.constant -5
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %0 = index.casts %idx-1 : index to i32
// CHECK-NEXT: %1 = index.castu %idx-1 : index to i64
// CHECK-NEXT: %2 = index.casts %idx4294967296 : index to i8
// CHECK-NEXT: return %0, %1, %idx-5, %idx4294967291, %2 : i32, i64, index, index, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bools() -> i1 {
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: return %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
