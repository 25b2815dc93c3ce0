// The enum attributes of vector, linalg, index and gpu written as attributes are read when
// parsed: kept as MLIR prints them (no spaces, no quotes), and a keyword that names no
// case is rejected with mlir-opt 22's errors at its positions.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: "test.enums"
// CHECK-SAME: a = #vector.kind<mul>
// CHECK-SAME: b = #vector.iterator_type<reduction>
// CHECK-SAME: c = #vector.punctuation<newline>
// CHECK-SAME: d = #linalg.iterator_type<parallel>
// CHECK-SAME: e = #linalg.type_fn<cast_unsigned>
// CHECK-SAME: f = #linalg.binary_fn<max_signed>
// CHECK-SAME: g = #linalg.unary_fn<reciprocal>
// CHECK-SAME: h = #linalg.ternary_fn<select>
// CHECK-SAME: i = #linalg.elementwise_kind<powf>
// CHECK-SAME: j = #index<cmp_predicate uge>
// CHECK-SAME: k = #gpu.address_space<workgroup>
// CHECK-SAME: l = #gpu<dim z>
// CHECK-SAME: m = #gpu.thread<linear_dim_2>
// CHECK-SAME: n = #gpu<shuffle_mode idx>
"test.enums"() {a = #vector.kind< mul >, b = #vector.iterator_type<"reduction">, c = #vector.punctuation<newline>, d = #linalg.iterator_type< "parallel" >, e = #linalg.type_fn<cast_unsigned>, f = #linalg.binary_fn<max_signed>, g = #linalg.unary_fn<reciprocal>, h = #linalg.ternary_fn<select>, i = #linalg.elementwise_kind<powf>, j = #index<cmp_predicate   uge >, k = #gpu.address_space< workgroup >, l = #gpu<dim "z">, m = #gpu.thread<linear_dim_2>, n = #gpu<shuffle_mode  idx>} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::utils::IteratorType to be one of: parallel, reduction}}
// expected-error @+1 {{failed to parse IteratorTypeEnum parameter 'value' which is to be a `::mlir::utils::IteratorType`}}
"test.enums"() {a = #linalg.iterator_type<bogus>} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::linalg::ElementwiseKind to be one of: exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf, add, sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf, select}}
// expected-error @+1 {{failed to parse ElementwiseKindAttr parameter 'value' which is to be a `::mlir::linalg::ElementwiseKind`}}
"test.enums"() {a = #linalg.elementwise_kind<cosh>} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
// expected-error @+1 {{failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
"test.enums"() {a = #vector.punctuation<semicolon>} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
"test.enums"() {a = #index<cmp_predicate lt>} : () -> ()

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse TypeFnAttr parameter 'value'}}
"test.enums"() {a = #linalg.type_fn<>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"test.enums"() {a = #vector.kind<add, mul>} : () -> ()

// -----

// expected-error @+1 {{expected '<'}}
"test.enums"() {a = #linalg.unary_fn} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error @+1 {{failed to parse GPUWarpMappingAttr parameter 'warp' which is to be a `::mlir::gpu::MappingId`}}
"test.enums"() {a = #gpu.warp<w>} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error @+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func private @shared(memref<4xf32, #gpu.address_space<shared>>)
