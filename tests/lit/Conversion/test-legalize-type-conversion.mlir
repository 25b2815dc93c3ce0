// test-legalize-type-conversion (MLIR's TestTypeConversionDriver) on our own
// inputs: where the conversion leaves its materializations (test.cast after the
// converted value, test.type_producer for a dropped integer) and how signature
// conversions map block arguments. Expected output taken from mlir-opt 22.
// RUN: rmlir-opt %s --allow-unregistered-dialect --test-legalize-type-conversion --split-input-file | FileCheck %s

// Converted producers with users that stay: casts back right after each producer.
func.func @producers() {
  %a = "test.type_producer"() : () -> f32
  %b = "test.type_producer"() : () -> bf16
  %c = "test.type_producer"() : () -> i16
  %d = "test.another_type_producer"() : () -> f32
  "foo.use"(%a, %b, %d) : (f32, bf16, f32) -> ()
  "foo.use"(%c) : (i16) -> ()
  return
}

// CHECK-LABEL: func.func @producers() {
// CHECK-NEXT: %0 = "test.type_producer"() : () -> f64
// CHECK-NEXT: %1 = "test.cast"(%0) : (f64) -> f32
// CHECK-NEXT: %2 = "test.type_producer"() : () -> f64
// CHECK-NEXT: %3 = "test.cast"(%2) : (f64) -> bf16
// CHECK-NEXT: %4 = "test.type_producer"() : () -> i64
// CHECK-NEXT: %5 = "test.cast"(%4) : (i64) -> i16
// CHECK-NEXT: %6 = "test.type_producer"() : () -> f64
// CHECK-NEXT: %7 = "test.cast"(%6) : (f64) -> f32
// CHECK-NEXT: "foo.use"(%1, %3, %7) : (f32, bf16, f32) -> ()
// CHECK-NEXT: "foo.use"(%5) : (i16) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----
// A converted value feeding a pattern that takes the converted operand, and an
// op that does not.
func.func @chain() {
  %a = "test.type_producer"() : () -> f32
  %b = "test.type_producer"() : () -> i16
  "test.replace_with_legal_op"(%a) : (f32) -> ()
  "foo.use"(%a, %b) : (f32, i16) -> ()
  return
}

// CHECK-LABEL: func.func @chain() {
// CHECK-NEXT: %0 = "test.type_producer"() : () -> f64
// CHECK-NEXT: %1 = "test.cast"(%0) : (f64) -> f32
// CHECK-NEXT: %2 = "test.type_producer"() : () -> i64
// CHECK-NEXT: %3 = "test.cast"(%2) : (i64) -> i16
// CHECK-NEXT: "test.legal_op_d"(%0) : (f64) -> ()
// CHECK-NEXT: "foo.use"(%1, %3) : (f32, i16) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----
// A signature conversion without converter: the f16 argument becomes f64 (used by
// a pattern that takes it converted), the unused i32 one is dropped.
func.func @regions() {
  "test.signature_conversion_no_converter"() ({
  ^bb0(%arg0: f32, %arg1: i32, %arg2: f16):
    "test.replace_with_legal_op"(%arg2) : (f16) -> ()
    "test.return"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @regions() {
// CHECK-NEXT: "test.signature_conversion_no_converter"() ({
// CHECK-NEXT: ^bb0(%arg0: f64, %arg1: f64):
// CHECK-NEXT: "test.legal_op_d"(%arg1) : (f64) -> ()
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----
// A pattern that converts block signatures and then fails is undone.
func.func @undo() {
  "test.signature_conversion_undo"() ({
  ^bb0(%arg0: f16, %arg1: f64):
    "test.type_consumer"(%arg0) : (f16) -> ()
    "test.return"(%arg1) : (f64) -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @undo() {
// CHECK-NEXT: "test.signature_conversion_undo"() ({
// CHECK-NEXT: ^bb0(%arg0: f16, %arg1: f64):
// CHECK-NEXT: "test.type_consumer"(%arg0) : (f16) -> ()
// CHECK-NEXT: "test.return"(%arg1) : (f64) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----
// A consumer of a converted value whose operand is forwarded in place, and one of
// an unconverted value (its target materialization is rolled back with it).
func.func @consumers() {
  %a = "test.type_producer"() : () -> f32
  "test.type_consumer"(%a) : (f32) -> ()
  %b = "foo.make"() : () -> f32
  "test.type_consumer"(%b) : (f32) -> ()
  return
}

// CHECK-LABEL: func.func @consumers() {
// CHECK-NEXT: %0 = "test.type_producer"() : () -> f64
// CHECK-NEXT: %1 = "test.cast"(%0) : (f64) -> f32
// CHECK-NEXT: "test.type_consumer"(%1) : (f32) -> ()
// CHECK-NEXT: %2 = "foo.make"() : () -> f32
// CHECK-NEXT: "test.type_consumer"(%2) : (f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
