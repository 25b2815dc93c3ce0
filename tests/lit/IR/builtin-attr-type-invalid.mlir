// Builtin attributes and types that mlir-opt 22 rejects: float elements written as
// decimal integers or too-wide hex, sparse indices outside the shape or of the wrong
// shape, element types a complex, vector, tensor or memref cannot hold, memref
// layouts of the wrong rank, unsupported memory spaces, and location numbers that do
// not fit 32 bits.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.x"() {a = dense<1> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.x"() {a = array<f32: 1, 2>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"foo.x"() {a = dense<[0x3F800000, 0x1FFFFFFFF]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"foo.x"() {a = dense<-0x3F800000> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[5], and type='tensor<1xi32>'}}
"foo.x"() {a = sparse<[[5]], [1]> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #1 is not contained within the value shape, with index=[0, 9], and type='tensor<2x4xi32>'}}
"foo.x"() {a = sparse<[[1, 2], [0, 9]], [1, 2]> : tensor<2x4xi32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[18446744073709551615], and type='tensor<4xi32>'}}
"foo.x"() {a = sparse<[[-1]], [1]> : tensor<4xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([4]); inferred shape of indices literal ([2, 1]); inferred shape of values literal ([1])}}
"foo.x"() {a = sparse<[[0], [1]], [1]> : tensor<4xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([4, 4]); inferred shape of indices literal ([0]); inferred shape of values literal ([0])}}
"foo.x"() {a = sparse<[], []> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error @+1 {{expected 1-d tensor for sparse element values}}
"foo.x"() {a = sparse<[[0]], [[1]]> : tensor<4xi32>} : () -> ()

// -----

// expected-error @+1 {{invalid element type for complex}}
"foo.x"() : () -> complex<memref<f32>>

// -----

// expected-error @+1 {{invalid element type for complex}}
"foo.x"() : () -> complex<index>

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"foo.x"() : () -> vector<4xcomplex<f32>>

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.x"() : () -> tensor<4xmemref<f32>>

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.x"() : () -> tensor<*xtuple<>>

// -----

// expected-error @+1 {{invalid memref element type}}
"foo.x"() : () -> memref<4xtensor<f32>>

// -----

// expected-error @+1 {{invalid memref element type}}
"foo.x"() : () -> memref<4x!foo.x>

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"foo.x"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"foo.x"() : () -> memref<4x4xf32, strided<[1]>>

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"foo.x"() : () -> memref<4xf32, #foo.space>

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"foo.x"() : () -> memref<*xf32, [1]>

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
"foo.x"() : () -> memref<4xf32, strided<[1]>, 1, 2>

// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"foo.x"() : () -> () loc("a":99999999999:2)

// -----

// expected-error @+1 {{expected integer column number in FileLineColRange}}
"foo.x"() : () -> () loc("a":1:2 to :99999999999)

// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"foo.x"() : () -> () loc("a":1:2 to 3 4)

// -----

// expected-error @+1 {{expected ')' in location}}
"foo.x"() : () -> () loc("a":1 2)
