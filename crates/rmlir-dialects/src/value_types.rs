//! The ODS operand and result type constraints of the memref, tensor, bufferization,
//! scf, func, linalg, affine and vector ops ([`rmlir_ir::ods_types`]), group by group in ODS order, with the
//! summaries mlir-opt 22 reports:
//!
//! ```mlir
//! %0 = "tensor.empty"(%b) : (i1) -> tensor<?xf32>
//! // error: 'tensor.empty' op operand #0 must be variadic of index, but got 'i1'
//! ```
//!
//! A group whose constraint the op's own verifier checks (or that takes any type) is
//! [`ANY`].

use rmlir_ir::ods_types::{
    ANY, BUFFER_LIKE, FUNCTION, Group, I1, INDEX, INT_OR_FLOAT, MEMREF, MEMREF_1D, MEMREF_1D_I8,
    MEMREF_1D_INT_OR_INDEX, MEMREF_INT_OR_FLOAT, MEMREF_OR_RANKED_TENSOR,
    NON_0_RANKED_OR_UNRANKED_MEMREF, NON_0_RANKED_OR_UNRANKED_TENSOR, RANKED_OR_UNRANKED_MEMREF,
    RANKED_TENSOR, RANKED_TENSOR_INT_OR_INDEX, SHAPED, STATIC_MEMREF, STATIC_TENSOR,
    STRIDED_MEMREF, STRIDED_MEMREF_RANK_0, TENSOR, TENSOR_1D_INT_OR_INDEX, TENSOR_LIKE, VECTOR,
    ValueTypes,
};

const fn one(c: &'static rmlir_ir::ods_types::TypeConstraint) -> Group {
    Group::one(c)
}
const fn opt(c: &'static rmlir_ir::ods_types::TypeConstraint) -> Group {
    Group::optional(c)
}
const fn var(c: &'static rmlir_ir::ods_types::TypeConstraint) -> Group {
    Group::variadic(c)
}

// ---------------------------------------------------------------------- memref

/// `memref.alloc`, `memref.alloca`: dynamic sizes and symbols, one memref.
pub static ALLOC: ValueTypes = ValueTypes {
    operands: &[var(&INDEX), var(&INDEX)],
    results: &[one(&MEMREF)],
};
pub static REALLOC: ValueTypes = ValueTypes {
    operands: &[one(&MEMREF_1D), opt(&INDEX)],
    results: &[one(&MEMREF_1D)],
};
pub static SUBVIEW: ValueTypes = ValueTypes {
    operands: &[one(&MEMREF), var(&INDEX), var(&INDEX), var(&INDEX)],
    results: &[one(&MEMREF)],
};
pub static VIEW: ValueTypes = ValueTypes {
    operands: &[one(&MEMREF_1D_I8), one(&INDEX), var(&INDEX)],
    results: &[one(&MEMREF)],
};
pub static REINTERPRET_CAST: ValueTypes = ValueTypes {
    operands: &[
        one(&RANKED_OR_UNRANKED_MEMREF),
        var(&INDEX),
        var(&INDEX),
        var(&INDEX),
    ],
    results: &[one(&STRIDED_MEMREF)],
};
pub static MEMREF_RESHAPE: ValueTypes = ValueTypes {
    operands: &[
        one(&RANKED_OR_UNRANKED_MEMREF),
        one(&MEMREF_1D_INT_OR_INDEX),
    ],
    results: &[one(&RANKED_OR_UNRANKED_MEMREF)],
};
pub static MEMREF_EXPAND_SHAPE: ValueTypes = ValueTypes {
    operands: &[one(&STRIDED_MEMREF), var(&INDEX)],
    results: &[one(&STRIDED_MEMREF)],
};
/// `memref.collapse_shape`, `memref.transpose`.
pub static STRIDED_TO_STRIDED: ValueTypes = ValueTypes {
    operands: &[one(&STRIDED_MEMREF)],
    results: &[one(&STRIDED_MEMREF)],
};
pub static EXTRACT_STRIDED_METADATA: ValueTypes = ValueTypes {
    operands: &[one(&STRIDED_MEMREF)],
    results: &[
        one(&STRIDED_MEMREF_RANK_0),
        one(&INDEX),
        var(&INDEX),
        var(&INDEX),
    ],
};
pub static EXTRACT_ALIGNED_POINTER: ValueTypes = ValueTypes {
    operands: &[one(&RANKED_OR_UNRANKED_MEMREF)],
    results: &[one(&INDEX)],
};
pub static GET_GLOBAL: ValueTypes = ValueTypes {
    operands: &[],
    results: &[one(&STATIC_MEMREF)],
};
pub static MEMREF_DIM: ValueTypes = ValueTypes {
    operands: &[one(&NON_0_RANKED_OR_UNRANKED_MEMREF), one(&INDEX)],
    results: &[one(&INDEX)],
};
/// `memref.memory_space_cast`, `bufferization.clone`.
pub static ANY_MEMREF_TO_ANY_MEMREF: ValueTypes = ValueTypes {
    operands: &[one(&RANKED_OR_UNRANKED_MEMREF)],
    results: &[one(&RANKED_OR_UNRANKED_MEMREF)],
};
pub static ATOMIC_RMW: ValueTypes = ValueTypes {
    operands: &[one(&INT_OR_FLOAT), one(&MEMREF_INT_OR_FLOAT), var(&INDEX)],
    results: &[one(&INT_OR_FLOAT)],
};
pub static GENERIC_ATOMIC_RMW: ValueTypes = ValueTypes {
    operands: &[one(&MEMREF_INT_OR_FLOAT), var(&INDEX)],
    results: &[one(&INT_OR_FLOAT)],
};
pub static ASSUME_ALIGNMENT: ValueTypes = ValueTypes {
    operands: &[one(&MEMREF)],
    results: &[one(&MEMREF)],
};
pub static PREFETCH: ValueTypes = ValueTypes {
    operands: &[one(&MEMREF), var(&INDEX)],
    results: &[],
};
pub static DMA_WAIT: ValueTypes = ValueTypes {
    operands: &[one(&MEMREF), var(&INDEX), one(&INDEX)],
    results: &[],
};
pub static DISTINCT_OBJECTS: ValueTypes = ValueTypes {
    operands: &[var(&MEMREF)],
    results: &[var(&MEMREF)],
};

// ---------------------------------------------------------------- bufferization

pub static ALLOC_TENSOR: ValueTypes = ValueTypes {
    operands: &[var(&INDEX), opt(&TENSOR), opt(&INDEX)],
    results: &[one(&TENSOR)],
};
pub static DEALLOC: ValueTypes = ValueTypes {
    operands: &[
        var(&RANKED_OR_UNRANKED_MEMREF),
        var(&I1),
        var(&RANKED_OR_UNRANKED_MEMREF),
    ],
    results: &[var(&I1)],
};
pub static DEALLOC_TENSOR: ValueTypes = ValueTypes {
    operands: &[one(&TENSOR)],
    results: &[],
};
pub static MATERIALIZE_IN_DESTINATION: ValueTypes = ValueTypes {
    operands: &[one(&TENSOR), one(&SHAPED)],
    results: &[opt(&TENSOR)],
};
pub static TO_BUFFER: ValueTypes = ValueTypes {
    operands: &[one(&TENSOR_LIKE)],
    results: &[one(&BUFFER_LIKE)],
};
pub static TO_TENSOR: ValueTypes = ValueTypes {
    operands: &[one(&BUFFER_LIKE)],
    results: &[one(&TENSOR_LIKE)],
};

// ---------------------------------------------------------------------- tensor

/// `tensor.cast`, `tensor.collapse_shape`.
pub static TENSOR_TO_TENSOR: ValueTypes = ValueTypes {
    operands: &[one(&TENSOR)],
    results: &[one(&TENSOR)],
};
pub static TENSOR_EXPAND_SHAPE: ValueTypes = ValueTypes {
    operands: &[one(&TENSOR), var(&INDEX)],
    results: &[one(&TENSOR)],
};
pub static CONCAT: ValueTypes = ValueTypes {
    operands: &[var(&RANKED_TENSOR)],
    results: &[one(&RANKED_TENSOR)],
};
pub static TENSOR_DIM: ValueTypes = ValueTypes {
    operands: &[one(&NON_0_RANKED_OR_UNRANKED_TENSOR), one(&INDEX)],
    results: &[one(&INDEX)],
};
/// `tensor.empty`, `tensor.generate`.
pub static SIZES_TO_RANKED_TENSOR: ValueTypes = ValueTypes {
    operands: &[var(&INDEX)],
    results: &[one(&RANKED_TENSOR)],
};
pub static EXTRACT: ValueTypes = ValueTypes {
    operands: &[one(&RANKED_TENSOR), var(&INDEX)],
    results: &[one(&ANY)],
};
pub static EXTRACT_SLICE: ValueTypes = ValueTypes {
    operands: &[one(&RANKED_TENSOR), var(&INDEX), var(&INDEX), var(&INDEX)],
    results: &[one(&RANKED_TENSOR)],
};
pub static FROM_ELEMENTS: ValueTypes = ValueTypes {
    operands: &[var(&ANY)],
    results: &[one(&STATIC_TENSOR)],
};
pub static GATHER: ValueTypes = ValueTypes {
    operands: &[one(&RANKED_TENSOR), one(&RANKED_TENSOR_INT_OR_INDEX)],
    results: &[one(&RANKED_TENSOR)],
};
pub static INSERT: ValueTypes = ValueTypes {
    operands: &[one(&ANY), one(&RANKED_TENSOR), var(&INDEX)],
    results: &[one(&RANKED_TENSOR)],
};
pub static INSERT_SLICE: ValueTypes = ValueTypes {
    operands: &[
        one(&RANKED_TENSOR),
        one(&RANKED_TENSOR),
        var(&INDEX),
        var(&INDEX),
        var(&INDEX),
    ],
    results: &[one(&RANKED_TENSOR)],
};
pub static PAD: ValueTypes = ValueTypes {
    operands: &[one(&RANKED_TENSOR), var(&INDEX), var(&INDEX)],
    results: &[one(&RANKED_TENSOR)],
};
pub static TENSOR_RANK: ValueTypes = ValueTypes {
    operands: &[one(&TENSOR)],
    results: &[one(&INDEX)],
};
pub static TENSOR_RESHAPE: ValueTypes = ValueTypes {
    operands: &[one(&TENSOR), one(&TENSOR_1D_INT_OR_INDEX)],
    results: &[one(&TENSOR)],
};
pub static SCATTER: ValueTypes = ValueTypes {
    operands: &[
        one(&RANKED_TENSOR),
        one(&RANKED_TENSOR),
        one(&RANKED_TENSOR_INT_OR_INDEX),
    ],
    results: &[one(&RANKED_TENSOR)],
};
pub static SPLAT: ValueTypes = ValueTypes {
    operands: &[one(&ANY), var(&INDEX)],
    results: &[one(&RANKED_TENSOR)],
};

// ------------------------------------------------------------------- scf, func

pub static CONDITION: ValueTypes = ValueTypes {
    operands: &[one(&I1), var(&ANY)],
    results: &[],
};
pub static FORALL: ValueTypes = ValueTypes {
    operands: &[var(&INDEX), var(&INDEX), var(&INDEX), var(&RANKED_TENSOR)],
    results: &[],
};
pub static INDEX_SWITCH: ValueTypes = ValueTypes {
    operands: &[one(&INDEX)],
    results: &[],
};
pub static PARALLEL: ValueTypes = ValueTypes {
    operands: &[var(&INDEX), var(&INDEX), var(&INDEX), var(&ANY)],
    results: &[],
};
pub static CALL_INDIRECT: ValueTypes = ValueTypes {
    operands: &[one(&FUNCTION), var(&ANY)],
    results: &[],
};

// ---------------------------------------------------------------------- linalg

/// `linalg.generic`, the named structured ops and `linalg.elementwise`: any inputs,
/// shaped outputs, ranked tensor results.
pub static STRUCTURED: ValueTypes = ValueTypes {
    operands: &[var(&ANY), var(&SHAPED)],
    results: &[var(&RANKED_TENSOR)],
};
pub static MAP: ValueTypes = ValueTypes {
    operands: &[var(&MEMREF_OR_RANKED_TENSOR), one(&MEMREF_OR_RANKED_TENSOR)],
    results: &[var(&TENSOR)],
};
pub static REDUCE: ValueTypes = ValueTypes {
    operands: &[var(&MEMREF_OR_RANKED_TENSOR), var(&MEMREF_OR_RANKED_TENSOR)],
    results: &[var(&TENSOR)],
};
/// `linalg.transpose`, `linalg.broadcast`.
pub static TRANSPOSE_LIKE: ValueTypes = ValueTypes {
    operands: &[one(&MEMREF_OR_RANKED_TENSOR), one(&MEMREF_OR_RANKED_TENSOR)],
    results: &[var(&TENSOR)],
};
pub static LINALG_INDEX: ValueTypes = ValueTypes {
    operands: &[],
    results: &[one(&INDEX)],
};

// ---------------------------------------------------------------------- affine

/// `affine.apply`, `affine.min`, `affine.max`: index map operands, an index.
pub static AFFINE_MAP_TO_INDEX: ValueTypes = ValueTypes {
    operands: &[var(&INDEX)],
    results: &[one(&INDEX)],
};
pub static AFFINE_FOR: ValueTypes = ValueTypes {
    operands: &[var(&INDEX), var(&INDEX), var(&ANY)],
    results: &[var(&ANY)],
};
pub static AFFINE_PARALLEL: ValueTypes = ValueTypes {
    operands: &[var(&INDEX)],
    results: &[var(&ANY)],
};
pub static DELINEARIZE_INDEX: ValueTypes = ValueTypes {
    operands: &[one(&INDEX), var(&INDEX)],
    results: &[var(&INDEX)],
};

// ---------------------------------------------------------------------- vector

/// `vector.extract`: the source vector and its dynamic positions.
pub static VECTOR_EXTRACT: ValueTypes = ValueTypes {
    operands: &[one(&VECTOR), var(&INDEX)],
    results: &[one(&ANY)],
};
/// `vector.insert`: the value (any type), the destination and its dynamic positions.
pub static VECTOR_INSERT: ValueTypes = ValueTypes {
    operands: &[one(&ANY), one(&VECTOR), var(&INDEX)],
    results: &[one(&VECTOR)],
};
pub static VECTOR_LOAD: ValueTypes = ValueTypes {
    operands: &[one(&MEMREF), var(&INDEX)],
    results: &[one(&VECTOR)],
};
pub static VECTOR_STORE: ValueTypes = ValueTypes {
    operands: &[one(&VECTOR), one(&MEMREF), var(&INDEX)],
    results: &[],
};
/// `vector.reduction`: the vector and an optional accumulator (checked against the
/// result by the verifier).
pub static VECTOR_REDUCTION: ValueTypes = ValueTypes {
    operands: &[one(&VECTOR), opt(&ANY)],
    results: &[one(&ANY)],
};
