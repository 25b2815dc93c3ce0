//! The `tensor` dialect (MLIR's `TensorOps.td`): value-semantics tensor creation,
//! element and slice access, reshapes, casts, padding and generation. Each op has its
//! custom assembly ([`asm`]), its result-name hints (`%extracted`, `%padded`, ...) and
//! its verifier ([`verify`]) with upstream's messages.
//!
//! [`util`] holds the custom-assembly helpers the `linalg` dialect shares (mixed
//! static/dynamic index lists, properties, attribute dictionaries).

mod asm;
pub mod canonicalize;
pub mod fold;
mod pad;
pub(crate) mod util;
mod verify;

use asm::*;
use rmlir_ir::op_counts::Count::{Any, AtLeast, Exactly};
use rmlir_ir::opdef::{Dialect, OpDef, ParseFn, PrintFn, ResultNamesFn, VerifyFn, traits::*};
use rmlir_ir::{Context, Ir, OpRef};

/// Result-name hints of the tensor ops (MLIR's `getAsmResultNames`).
fn result_names(ctx: &Context, ir: &Ir, op: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
    let name = ctx.str(ir.body(op.0).op(op.1).name);
    let hint = match name {
        "tensor.extract" => "extracted",
        "tensor.insert" => "inserted",
        "tensor.extract_slice" => "extracted_slice",
        "tensor.insert_slice" => "inserted_slice",
        "tensor.cast" => "cast",
        "tensor.dim" => "dim",
        "tensor.rank" => "rank",
        "tensor.pad" => "padded",
        "tensor.generate" => "generated",
        "tensor.from_elements" => "from_elements",
        "tensor.expand_shape" => "expanded",
        "tensor.collapse_shape" => "collapsed",
        "tensor.splat" => "splat",
        "tensor.reshape" => "reshape",
        "tensor.concat" => "concat",
        "tensor.gather" => "gather",
        "tensor.scatter" => "scatter",
        _ => return,
    };
    out.push((0, hint));
}

const NAMES: Option<ResultNamesFn> = Some(result_names);

const fn op(
    name: &'static str,
    traits: u32,
    inherent: &'static [&'static str],
    verify: Option<VerifyFn>,
    parse: ParseFn,
    print: PrintFn,
    result_names: Option<ResultNamesFn>,
) -> OpDef {
    OpDef {
        name,
        traits,
        inherent,
        verify,
        parse: Some(parse),
        print: Some(print),
        result_names,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
}

const SLICE_PROPS: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

static OPS: &[OpDef] = &[
    op(
        "tensor.empty",
        PURE,
        &[],
        Some(verify::empty),
        parse_empty,
        print_empty,
        None,
    )
    .with_value_types(&crate::value_types::SIZES_TO_RANKED_TENSOR)
    .with_counts(Exactly(0), Exactly(1), Any),
    op(
        "tensor.extract",
        PURE,
        &[],
        Some(verify::extract),
        parse_extract,
        print_extract,
        NAMES,
    )
    .with_value_types(&crate::value_types::EXTRACT)
    .with_counts(Exactly(0), Exactly(1), AtLeast(1))
    .with_fold(fold::extract),
    op(
        "tensor.insert",
        PURE,
        &[],
        Some(verify::insert),
        parse_insert,
        print_insert,
        NAMES,
    )
    .with_value_types(&crate::value_types::INSERT)
    .with_counts(Exactly(0), Exactly(1), AtLeast(2))
    .with_fold(fold::insert),
    op(
        "tensor.extract_slice",
        PURE | ATTR_SIZED_OPERANDS,
        SLICE_PROPS,
        Some(verify::extract_slice),
        parse_extract_slice,
        print_extract_slice,
        NAMES,
    )
    .with_value_types(&crate::value_types::EXTRACT_SLICE)
    .with_counts(Exactly(0), Exactly(1), AtLeast(1))
    .with_operand_segments(4)
    .with_fold(fold::extract_slice),
    op(
        "tensor.insert_slice",
        PURE | ATTR_SIZED_OPERANDS,
        SLICE_PROPS,
        Some(verify::insert_slice),
        parse_insert_slice,
        print_insert_slice,
        NAMES,
    )
    .with_value_types(&crate::value_types::INSERT_SLICE)
    .with_counts(Exactly(0), Exactly(1), AtLeast(2))
    .with_operand_segments(5)
    .with_fold(fold::insert_slice),
    op(
        "tensor.parallel_insert_slice",
        ATTR_SIZED_OPERANDS,
        SLICE_PROPS,
        Some(verify::parallel_insert_slice),
        parse_insert_slice,
        print_insert_slice,
        None,
    )
    .with_operand_segments(5)
    .with_results(Exactly(0))
    .with_operands(AtLeast(2)),
    op(
        "tensor.cast",
        PURE,
        &[],
        Some(verify::cast),
        parse_cast,
        print_cast,
        NAMES,
    )
    .with_value_types(&crate::value_types::TENSOR_TO_TENSOR)
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(fold::cast),
    // `NoMemoryEffect` upstream (speculatable only with a valid constant index).
    OpDef {
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Declared(&[]),
        ..op("tensor.dim", 0, &[], None, parse_dim, print_dim, NAMES)
            .with_value_types(&crate::value_types::TENSOR_DIM)
            .with_counts(Exactly(0), Exactly(1), Exactly(2))
            .with_fold(fold::dim)
    },
    op(
        "tensor.rank",
        PURE,
        &[],
        None,
        parse_rank,
        print_operands_colon_types,
        NAMES,
    )
    .with_value_types(&crate::value_types::TENSOR_RANK)
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(fold::rank),
    op(
        "tensor.pad",
        PURE | ATTR_SIZED_OPERANDS | SINGLE_BLOCK,
        &["nofold", "operandSegmentSizes", "static_high", "static_low"],
        Some(verify::pad),
        parse_pad,
        print_pad,
        NAMES,
    )
    .with_value_types(&crate::value_types::PAD)
    .with_implicit_terminator("tensor.yield")
    .with_counts(Exactly(1), Exactly(1), AtLeast(1))
    .with_operand_segments(3)
    .with_fold(pad::fold),
    op(
        "tensor.generate",
        PURE | SINGLE_BLOCK | RECURSIVE_EFFECTS,
        &[],
        Some(verify::generate),
        parse_generate,
        print_generate,
        NAMES,
    )
    .with_value_types(&crate::value_types::SIZES_TO_RANKED_TENSOR)
    .with_implicit_terminator("tensor.yield")
    .with_counts(Exactly(1), Exactly(1), Any),
    op(
        "tensor.yield",
        TERMINATOR | PURE | RETURN_LIKE,
        &[],
        Some(verify::yield_),
        parse_yield,
        print_operands_colon_types,
        None,
    )
    .with_counts(Exactly(0), Exactly(0), Exactly(1)),
    op(
        "tensor.from_elements",
        PURE,
        &[],
        Some(verify::from_elements),
        parse_from_elements,
        print_operands_colon_result,
        NAMES,
    )
    .with_value_types(&crate::value_types::FROM_ELEMENTS)
    .with_counts(Exactly(0), Exactly(1), Any)
    .with_fold(fold::from_elements),
    op(
        "tensor.expand_shape",
        PURE,
        &["reassociation", "static_output_shape"],
        Some(verify::expand_shape),
        parse_reassociative,
        print_reassociative,
        NAMES,
    )
    .with_value_types(&crate::value_types::TENSOR_EXPAND_SHAPE)
    .with_counts(Exactly(0), Exactly(1), AtLeast(1))
    .with_fold(crate::reshape::fold_expand),
    op(
        "tensor.collapse_shape",
        PURE,
        &["reassociation"],
        Some(verify::collapse_shape),
        parse_reassociative,
        print_reassociative,
        NAMES,
    )
    .with_value_types(&crate::value_types::TENSOR_TO_TENSOR)
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(crate::reshape::fold_collapse),
    op(
        "tensor.splat",
        PURE,
        &[],
        Some(verify::splat),
        parse_splat,
        print_splat,
        NAMES,
    )
    .with_value_types(&crate::value_types::SPLAT)
    .with_counts(Exactly(0), Exactly(1), AtLeast(1))
    .with_fold(fold::splat),
    op(
        "tensor.reshape",
        PURE,
        &[],
        Some(verify::reshape),
        parse_reshape,
        print_reshape,
        NAMES,
    )
    .with_value_types(&crate::value_types::TENSOR_RESHAPE)
    .with_counts(Exactly(0), Exactly(1), Exactly(2))
    .with_fold(fold::reshape),
    op(
        "tensor.bitcast",
        PURE,
        &[],
        Some(verify::bitcast),
        parse_cast,
        print_cast,
        None,
    )
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(fold::cast),
    op(
        "tensor.concat",
        PURE,
        &["dim"],
        Some(verify::concat),
        parse_concat,
        print_concat,
        NAMES,
    )
    .with_value_types(&crate::value_types::CONCAT)
    .with_counts(Exactly(0), Exactly(1), Any),
    op(
        "tensor.scatter",
        PURE,
        &["scatter_dims", "unique"],
        Some(verify::scatter),
        parse_gather_scatter,
        print_gather_scatter,
        NAMES,
    )
    .with_value_types(&crate::value_types::SCATTER)
    .with_counts(Exactly(0), Exactly(1), Exactly(3)),
    op(
        "tensor.gather",
        PURE,
        &["gather_dims", "unique"],
        Some(verify::gather),
        parse_gather_scatter,
        print_gather_scatter,
        NAMES,
    )
    .with_value_types(&crate::value_types::GATHER)
    .with_counts(Exactly(0), Exactly(1), Exactly(2)),
];

/// The `tensor` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "tensor",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::None,
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: Some(crate::arith::fold::materialize),
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        ("tensor.collapse_shape", "reassociation", P::Array),
        ("tensor.concat", "dim", P::Integer),
        ("tensor.expand_shape", "reassociation", P::Array),
        (
            "tensor.expand_shape",
            "static_output_shape",
            P::DenseI64Array,
        ),
        ("tensor.extract_slice", "static_offsets", P::DenseI64Array),
        ("tensor.extract_slice", "static_sizes", P::DenseI64Array),
        ("tensor.extract_slice", "static_strides", P::DenseI64Array),
        ("tensor.gather", "gather_dims", P::DenseI64Array),
        ("tensor.gather", "unique", P::Unit),
        ("tensor.insert_slice", "static_offsets", P::DenseI64Array),
        ("tensor.insert_slice", "static_sizes", P::DenseI64Array),
        ("tensor.insert_slice", "static_strides", P::DenseI64Array),
        ("tensor.pad", "nofold", P::Unit),
        ("tensor.pad", "static_high", P::DenseI64Array),
        ("tensor.pad", "static_low", P::DenseI64Array),
        (
            "tensor.parallel_insert_slice",
            "static_offsets",
            P::DenseI64Array,
        ),
        (
            "tensor.parallel_insert_slice",
            "static_sizes",
            P::DenseI64Array,
        ),
        (
            "tensor.parallel_insert_slice",
            "static_strides",
            P::DenseI64Array,
        ),
        ("tensor.scatter", "scatter_dims", P::DenseI64Array),
        ("tensor.scatter", "unique", P::Unit),
    ]
};
