//! Op definitions (names and traits) of the dialects rmlir reads and writes in generic
//! form: arith, math, index, cf, scf, memref, tensor, bufferization, linalg, affine,
//! vector, shape, gpu, dlti, spirv, and the `test` dialect ops whose traits change how IR is
//! parsed or verified (other `test` ops are accepted as unregistered, as MLIR's test
//! dialect allows unknown ops). Custom assembly, verifiers and interfaces for these ops
//! come with the dialect work (ROADMAP M2).

use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

const ARITH_OPS: &[OpDef] = &[
    OpDef::new("arith.constant", PURE | CONSTANT_LIKE),
    OpDef::new("arith.addi", PURE | COMMUTATIVE),
    OpDef::new("arith.addf", PURE | COMMUTATIVE),
    OpDef::new("arith.subi", PURE),
    OpDef::new("arith.subf", PURE),
    OpDef::new("arith.muli", PURE | COMMUTATIVE),
    OpDef::new("arith.mulf", PURE | COMMUTATIVE),
    OpDef::new("arith.divsi", 0),
    OpDef::new("arith.divui", 0),
    OpDef::new("arith.divf", PURE),
    OpDef::new("arith.remsi", 0),
    OpDef::new("arith.remui", 0),
    OpDef::new("arith.remf", PURE),
    OpDef::new("arith.ceildivsi", 0),
    OpDef::new("arith.ceildivui", 0),
    OpDef::new("arith.floordivsi", 0),
    OpDef::new("arith.andi", PURE | COMMUTATIVE),
    OpDef::new("arith.ori", PURE | COMMUTATIVE),
    OpDef::new("arith.xori", PURE | COMMUTATIVE),
    OpDef::new("arith.shli", PURE),
    OpDef::new("arith.shrsi", PURE),
    OpDef::new("arith.shrui", PURE),
    OpDef::new("arith.negf", PURE),
    OpDef::new("arith.maxsi", PURE | COMMUTATIVE),
    OpDef::new("arith.maxui", PURE | COMMUTATIVE),
    OpDef::new("arith.minsi", PURE | COMMUTATIVE),
    OpDef::new("arith.minui", PURE | COMMUTATIVE),
    OpDef::new("arith.maximumf", PURE | COMMUTATIVE),
    OpDef::new("arith.minimumf", PURE | COMMUTATIVE),
    OpDef::new("arith.maxnumf", PURE | COMMUTATIVE),
    OpDef::new("arith.minnumf", PURE | COMMUTATIVE),
    OpDef::new("arith.cmpi", PURE),
    OpDef::new("arith.cmpf", PURE),
    OpDef::new("arith.select", PURE),
    OpDef::new("arith.index_cast", PURE),
    OpDef::new("arith.index_castui", PURE),
    OpDef::new("arith.sitofp", PURE),
    OpDef::new("arith.uitofp", PURE),
    OpDef::new("arith.fptosi", PURE),
    OpDef::new("arith.fptoui", PURE),
    OpDef::new("arith.extsi", PURE),
    OpDef::new("arith.extui", PURE),
    OpDef::new("arith.extf", PURE),
    OpDef::new("arith.trunci", PURE),
    OpDef::new("arith.truncf", PURE),
    OpDef::new("arith.bitcast", PURE),
    OpDef::new("arith.addui_extended", PURE | COMMUTATIVE),
    OpDef::new("arith.mulsi_extended", PURE | COMMUTATIVE),
    OpDef::new("arith.mului_extended", PURE | COMMUTATIVE),
];
const MATH_OPS: &[OpDef] = &[
    OpDef::new("math.exp", PURE),
    OpDef::new("math.exp2", PURE),
    OpDef::new("math.log", PURE),
    OpDef::new("math.log2", PURE),
    OpDef::new("math.sqrt", PURE),
    OpDef::new("math.rsqrt", PURE),
    OpDef::new("math.absf", PURE),
    OpDef::new("math.absi", PURE),
    OpDef::new("math.sin", PURE),
    OpDef::new("math.cos", PURE),
    OpDef::new("math.tanh", PURE),
    OpDef::new("math.powf", PURE),
    OpDef::new("math.fma", PURE),
    OpDef::new("math.floor", PURE),
    OpDef::new("math.ceil", PURE),
    OpDef::new("math.erf", PURE),
    OpDef::new("math.tan", PURE),
    OpDef::new("math.atan", PURE),
    OpDef::new("math.atan2", PURE),
    OpDef::new("math.round", PURE),
    OpDef::new("math.trunc", PURE),
    OpDef::new("math.copysign", PURE),
    OpDef::new("math.ctlz", PURE),
    OpDef::new("math.cttz", PURE),
    OpDef::new("math.ctpop", PURE),
    OpDef::new("math.ipowi", PURE),
    OpDef::new("math.fpowi", PURE),
    OpDef::new("math.log1p", PURE),
    OpDef::new("math.expm1", PURE),
];
const INDEX_OPS: &[OpDef] = &[
    OpDef::new("index.constant", PURE | CONSTANT_LIKE),
    OpDef::new("index.add", PURE | COMMUTATIVE),
    OpDef::new("index.sub", PURE),
    OpDef::new("index.mul", PURE | COMMUTATIVE),
    OpDef::new("index.casts", PURE),
    OpDef::new("index.castu", PURE),
    OpDef::new("index.cmp", PURE),
];
const CF_OPS: &[OpDef] = &[
    OpDef::new("cf.br", TERMINATOR),
    OpDef::new("cf.cond_br", TERMINATOR | ATTR_SIZED_OPERANDS),
    OpDef::new("cf.switch", TERMINATOR | ATTR_SIZED_OPERANDS),
    OpDef::new("cf.assert", 0),
];
const SCF_OPS: &[OpDef] = &[
    OpDef::new("scf.for", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("scf.if", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("scf.while", RECURSIVE_EFFECTS),
    OpDef::new("scf.condition", TERMINATOR),
    OpDef::new("scf.yield", TERMINATOR | RETURN_LIKE),
    OpDef::new("scf.execute_region", RECURSIVE_EFFECTS),
    OpDef::new(
        "scf.forall",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | ATTR_SIZED_OPERANDS,
    ),
    OpDef::new(
        "scf.forall.in_parallel",
        TERMINATOR | NO_TERMINATOR | SINGLE_BLOCK,
    ),
    OpDef::new(
        "scf.parallel",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | ATTR_SIZED_OPERANDS,
    ),
    OpDef::new("scf.reduce", TERMINATOR),
    OpDef::new("scf.reduce.return", TERMINATOR),
    OpDef::new("scf.index_switch", SINGLE_BLOCK | RECURSIVE_EFFECTS),
];
const MEMREF_OPS: &[OpDef] = &[
    OpDef::new("memref.alloc", ATTR_SIZED_OPERANDS),
    OpDef::new("memref.alloca", ATTR_SIZED_OPERANDS),
    OpDef::new(
        "memref.alloca_scope",
        RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE,
    ),
    OpDef::new("memref.alloca_scope.return", TERMINATOR | RETURN_LIKE),
    OpDef::new("memref.realloc", 0),
    OpDef::new("memref.dealloc", 0),
    OpDef::new("memref.load", 0),
    OpDef::new("memref.store", 0),
    OpDef::new("memref.subview", PURE | ATTR_SIZED_OPERANDS),
    OpDef::new("memref.cast", PURE),
    OpDef::new("memref.view", PURE),
    OpDef::new("memref.reinterpret_cast", PURE | ATTR_SIZED_OPERANDS),
    OpDef::new("memref.reshape", PURE),
    OpDef::new("memref.expand_shape", PURE),
    OpDef::new("memref.collapse_shape", PURE),
    OpDef::new("memref.extract_strided_metadata", PURE),
    OpDef::new("memref.extract_aligned_pointer_as_index", PURE),
    OpDef::new("memref.get_global", PURE),
    OpDef::new("memref.global", SYMBOL),
    OpDef::new("memref.copy", 0),
    OpDef::new("memref.dim", 0),
    OpDef::new("memref.rank", PURE),
    OpDef::new("memref.transpose", PURE),
    OpDef::new("memref.memory_space_cast", PURE),
    OpDef::new("memref.atomic_rmw", 0),
    OpDef::new("memref.generic_atomic_rmw", SINGLE_BLOCK),
    OpDef::new("memref.atomic_yield", TERMINATOR),
    OpDef::new("memref.assume_alignment", PURE),
    OpDef::new("memref.prefetch", 0),
    OpDef::new("memref.dma_start", 0),
    OpDef::new("memref.dma_wait", 0),
    OpDef::new("memref.tag_offset", 0),
];
const TENSOR_OPS: &[OpDef] = &[
    OpDef::new("tensor.empty", PURE),
    OpDef::new("tensor.extract", PURE),
    OpDef::new("tensor.insert", PURE),
    OpDef::new("tensor.extract_slice", PURE | ATTR_SIZED_OPERANDS),
    OpDef::new("tensor.insert_slice", PURE | ATTR_SIZED_OPERANDS),
    OpDef::new("tensor.parallel_insert_slice", ATTR_SIZED_OPERANDS),
    OpDef::new("tensor.cast", PURE),
    OpDef::new("tensor.dim", 0),
    OpDef::new("tensor.rank", PURE),
    OpDef::new("tensor.pad", PURE | ATTR_SIZED_OPERANDS | SINGLE_BLOCK),
    OpDef::new("tensor.generate", PURE | SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("tensor.yield", TERMINATOR),
    OpDef::new("tensor.from_elements", PURE),
    OpDef::new("tensor.expand_shape", PURE),
    OpDef::new("tensor.collapse_shape", PURE),
    OpDef::new("tensor.splat", PURE),
    OpDef::new("tensor.reshape", PURE),
    OpDef::new("tensor.bitcast", PURE),
    OpDef::new("tensor.concat", PURE),
    OpDef::new("tensor.scatter", PURE),
    OpDef::new("tensor.gather", PURE),
];
const BUFFERIZATION_OPS: &[OpDef] = &[
    OpDef::new("bufferization.alloc_tensor", ATTR_SIZED_OPERANDS),
    OpDef::new("bufferization.clone", 0),
    OpDef::new("bufferization.dealloc", ATTR_SIZED_OPERANDS),
    OpDef::new("bufferization.dealloc_tensor", 0),
    OpDef::new("bufferization.to_buffer", 0),
    OpDef::new("bufferization.to_tensor", 0),
    OpDef::new("bufferization.materialize_in_destination", 0),
];
const LINALG_OPS: &[OpDef] = &[
    OpDef::new(
        "linalg.generic",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.fill",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.copy",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.matmul",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.batch_matmul",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.matvec",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.dot",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new("linalg.map", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("linalg.reduce", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("linalg.transpose", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("linalg.broadcast", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new(
        "linalg.add",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.sub",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.mul",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.div",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.max",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.min",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.exp",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.abs",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new(
        "linalg.elementwise",
        ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS,
    ),
    OpDef::new("linalg.index", PURE),
    OpDef::new("linalg.yield", TERMINATOR),
];
const AFFINE_OPS: &[OpDef] = &[
    OpDef::new("affine.apply", PURE),
    OpDef::new(
        "affine.for",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | AFFINE_SCOPE,
    ),
    OpDef::new("affine.if", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("affine.yield", TERMINATOR),
    OpDef::new(
        "affine.parallel",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | AFFINE_SCOPE,
    ),
    OpDef::new("affine.load", 0),
    OpDef::new("affine.store", 0),
    OpDef::new("affine.min", PURE),
    OpDef::new("affine.max", PURE),
    OpDef::new("affine.vector_load", 0),
    OpDef::new("affine.vector_store", 0),
];
const VECTOR_OPS: &[OpDef] = &[
    OpDef::new("vector.transfer_read", ATTR_SIZED_OPERANDS),
    OpDef::new("vector.transfer_write", ATTR_SIZED_OPERANDS),
    OpDef::new("vector.print", 0),
    OpDef::new("vector.broadcast", PURE),
    OpDef::new("vector.splat", PURE),
    OpDef::new("vector.extract", PURE),
    OpDef::new("vector.insert", PURE),
    OpDef::new("vector.load", 0),
    OpDef::new("vector.store", 0),
    OpDef::new("vector.contract", PURE),
    OpDef::new("vector.reduction", PURE),
];
const SHAPE_OPS: &[OpDef] = &[
    OpDef::new("shape.assuming", SINGLE_BLOCK | RECURSIVE_EFFECTS),
    OpDef::new("shape.assuming_yield", TERMINATOR),
    OpDef::new("shape.const_witness", PURE),
    OpDef::new("shape.cstr_broadcastable", 0),
];
const GPU_OPS: &[OpDef] = &[
    OpDef::new("gpu.alloc", ATTR_SIZED_OPERANDS),
    OpDef::new("gpu.dealloc", 0),
    OpDef::new("gpu.wait", 0),
];
const DLTI_OPS: &[OpDef] = &[];
const SPIRV_OPS: &[OpDef] = &[OpDef::new("spirv.Return", TERMINATOR)];
const TEST_OPS: &[OpDef] = &[
    OpDef::new(
        "test.symbol_scope_isolated",
        ISOLATED_FROM_ABOVE | NO_TERMINATOR | SINGLE_BLOCK | SYMBOL_TABLE,
    ),
    OpDef::new("test.isolated_one_region_op", ISOLATED_FROM_ABOVE),
    OpDef::new("test.graph_region", GRAPH_REGIONS | NO_TERMINATOR),
];

/// The dialects defined in this module.
pub static DIALECTS: &[&Dialect] = &[
    &Dialect {
        name: "arith",
        ops: ARITH_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "math",
        ops: MATH_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "index",
        ops: INDEX_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "cf",
        ops: CF_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "scf",
        ops: SCF_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "memref",
        ops: MEMREF_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "tensor",
        ops: TENSOR_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "bufferization",
        ops: BUFFERIZATION_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "linalg",
        ops: LINALG_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "affine",
        ops: AFFINE_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "vector",
        ops: VECTOR_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "shape",
        ops: SHAPE_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "gpu",
        ops: GPU_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "dlti",
        ops: DLTI_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "spirv",
        ops: SPIRV_OPS,
        allow_unknown_ops: false,
    },
    &Dialect {
        name: "test",
        ops: TEST_OPS,
        allow_unknown_ops: true,
    },
];
