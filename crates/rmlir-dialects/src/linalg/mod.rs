//! The `linalg` dialect (MLIR's `LinalgStructuredOps.td`, `LinalgOps.td` and the named
//! ops of `LinalgNamedStructuredOps.yaml`): `linalg.generic`, the named structured ops
//! (fill, copy, matmul and the other contractions, elementwise unary/binary ops) whose
//! custom form has no region but whose IR carries the implicit body [`body`] builds,
//! `linalg.map`, `linalg.reduce`, `linalg.transpose`, `linalg.broadcast`,
//! `linalg.index` and `linalg.yield`. Assembly is in [`asm`], verifiers in [`verify`].

mod asm;
mod body;
pub mod canonicalize;
pub(crate) mod effects;
mod verify;

use asm::*;
use rmlir_ir::enum_attr::{EnumAttr, TextErrors, read_enum_attrs};
use rmlir_ir::op_counts::Count;
use rmlir_ir::op_counts::Count::Exactly;
use rmlir_ir::opdef::{Dialect, OpDef, ParseFn, PrintFn, ResultNamesFn, VerifyFn, traits::*};
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{Context, Ir, OpRef, PResult};

/// Result-name hints (`%mapped`, `%reduced`, `%transposed`, `%broadcasted`).
fn result_names(ctx: &Context, ir: &Ir, op: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
    let hint = match ctx.str(ir.body(op.0).op(op.1).name) {
        "linalg.map" => "mapped",
        "linalg.reduce" => "reduced",
        "linalg.transpose" => "transposed",
        "linalg.broadcast" => "broadcasted",
        _ => return,
    };
    out.push((0, hint));
}

const NAMES: Option<ResultNamesFn> = Some(result_names);

/// Region argument names of `linalg.generic` (`%in`, `%out`), `linalg.map` and
/// `linalg.reduce` (`%in`, `%init`), as MLIR's `getAsmBlockArgumentNames` gives them.
///
/// ```mlir
/// ^bb0(%in: f32, %in_0: f32, %out: f32):
/// ```
fn arg_names(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    region: usize,
    out: &mut rmlir_ir::opdef::NameHints,
) {
    let d = ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let Some(entry) = d
        .regions()
        .get(region)
        .and_then(|&r| ir.body(rb).entry_block(r))
    else {
        return;
    };
    let nargs = ir.body(rb).block_args(entry).len();
    let (n_in, last) = match d.def.map(|x| x.name) {
        Some("linalg.generic") => {
            let segs = d.props().and_then(|p| match ctx.attr_kind(p) {
                rmlir_ir::AttrKind::Dict(e) => e
                    .iter()
                    .find_map(|(n, v)| (ctx.str(*n) == "operandSegmentSizes").then_some(*v)),
                _ => None,
            });
            let n_in = match segs.map(|a| ctx.attr_kind(a)) {
                Some(rmlir_ir::AttrKind::DenseArray { values, .. }) => {
                    values.first().map_or(0, |&v| v as usize)
                }
                _ => return,
            };
            (n_in, "out")
        }
        Some("linalg.map") => (nargs.saturating_sub(1), "init"),
        Some("linalg.reduce") => (nargs / 2, "init"),
        _ => return,
    };
    for i in 0..nargs {
        out.push((i, if i < n_in { "in" } else { last }));
    }
}

/// Structured ops verify their interface (`LinalgStructuredInterface`, region
/// dependent) after their body, as MLIR does.
const STRUCTURED: u32 =
    ATTR_SIZED_OPERANDS | SINGLE_BLOCK | RECURSIVE_EFFECTS | VERIFY_WITH_REGIONS;

const fn op(
    name: &'static str,
    traits: u32,
    inherent: &'static [&'static str],
    verify: VerifyFn,
    parse: ParseFn,
    print: PrintFn,
    result_names: Option<ResultNamesFn>,
) -> OpDef {
    OpDef {
        name,
        traits,
        inherent,
        verify: Some(verify),
        parse: Some(parse),
        print: Some(print),
        result_names,
        block_arg_names: None,
        default_props: &[],
        memory_effects: structured_effects(traits),
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts {
            // Inputs and outputs.
            operand_segments: if has_operand_segments(inherent) { 2 } else { 0 },
            ..rmlir_ir::op_counts::Counts::ANY
        },
    }
}

/// Whether `inherent` lists `operandSegmentSizes`.
const fn has_operand_segments(inherent: &[&str]) -> bool {
    let mut i = 0;
    while i < inherent.len() {
        if rmlir_ir::opdef::const_str_eq(inherent[i], "operandSegmentSizes") {
            return true;
        }
        i += 1;
    }
    false
}

/// Structured ops (those with recursive effects) also declare their own effects on
/// their memref operands ([`effects::structured`]); `linalg.index`/`linalg.yield` are
/// pure.
const fn structured_effects(traits: u32) -> rmlir_ir::interfaces::MemoryEffects {
    if traits & RECURSIVE_EFFECTS != 0 {
        rmlir_ir::interfaces::MemoryEffects::Computed(effects::structured)
    } else {
        rmlir_ir::interfaces::MemoryEffects::Unknown
    }
}

/// A named structured op with an implicit body (folding `memref.cast` operands).
const fn named(name: &'static str, inherent: &'static [&'static str]) -> OpDef {
    op(
        name,
        STRUCTURED,
        inherent,
        verify::named,
        parse_named,
        print_named,
        None,
    )
    .with_fold(canonicalize::fold_memref_casts)
    .with_value_types(&crate::value_types::STRUCTURED)
}

const SEG: &[&str] = &["operandSegmentSizes"];
const SEG_CAST: &[&str] = &["cast", "operandSegmentSizes"];
const SEG_MAPS_CAST: &[&str] = &["cast", "indexing_maps", "operandSegmentSizes"];

static OPS: &[OpDef] = &[
    OpDef {
        block_arg_names: Some(arg_names),
        ..op(
            "linalg.generic",
            STRUCTURED,
            &[
                "doc",
                "indexing_maps",
                "iterator_types",
                "library_call",
                "operandSegmentSizes",
            ],
            verify::generic,
            parse_generic,
            print_generic,
            None,
        )
        .with_implicit_terminator("linalg.yield")
        .with_fold(canonicalize::fold_memref_casts)
        .with_value_types(&crate::value_types::STRUCTURED)
    }
    .with_regions(Exactly(1)),
    named("linalg.fill", SEG).with_regions(Exactly(1)),
    named("linalg.copy", SEG_CAST).with_regions(Exactly(1)),
    named("linalg.matmul", SEG_MAPS_CAST).with_regions(Exactly(1)),
    named("linalg.batch_matmul", SEG_MAPS_CAST).with_regions(Exactly(1)),
    named("linalg.batch_reduce_matmul", SEG_MAPS_CAST).with_regions(Exactly(1)),
    named("linalg.matvec", SEG).with_regions(Exactly(1)),
    named("linalg.vecmat", SEG).with_regions(Exactly(1)),
    named("linalg.batch_matvec", SEG).with_regions(Exactly(1)),
    named("linalg.batch_vecmat", SEG).with_regions(Exactly(1)),
    named("linalg.dot", SEG).with_regions(Exactly(1)),
    named("linalg.add", SEG).with_regions(Exactly(1)),
    named("linalg.sub", SEG).with_regions(Exactly(1)),
    named("linalg.mul", SEG).with_regions(Exactly(1)),
    named("linalg.div", SEG).with_regions(Exactly(1)),
    named("linalg.div_unsigned", SEG).with_regions(Exactly(1)),
    named("linalg.max", SEG).with_regions(Exactly(1)),
    named("linalg.min", SEG).with_regions(Exactly(1)),
    named("linalg.powf", SEG).with_regions(Exactly(1)),
    named("linalg.select", SEG).with_regions(Exactly(1)),
    named("linalg.exp", SEG).with_regions(Exactly(1)),
    named("linalg.log", SEG).with_regions(Exactly(1)),
    named("linalg.abs", SEG).with_regions(Exactly(1)),
    named("linalg.ceil", SEG).with_regions(Exactly(1)),
    named("linalg.floor", SEG).with_regions(Exactly(1)),
    named("linalg.negf", SEG).with_regions(Exactly(1)),
    named("linalg.reciprocal", SEG).with_regions(Exactly(1)),
    named("linalg.round", SEG).with_regions(Exactly(1)),
    named("linalg.sqrt", SEG).with_regions(Exactly(1)),
    named("linalg.rsqrt", SEG).with_regions(Exactly(1)),
    named("linalg.square", SEG).with_regions(Exactly(1)),
    named("linalg.tanh", SEG).with_regions(Exactly(1)),
    named("linalg.erf", SEG).with_regions(Exactly(1)),
    OpDef {
        block_arg_names: Some(arg_names),
        ..op(
            "linalg.map",
            SINGLE_BLOCK | RECURSIVE_EFFECTS,
            &[],
            verify::map,
            parse_map,
            print_map,
            NAMES,
        )
        .with_value_types(&crate::value_types::MAP)
    }
    .with_regions(Exactly(1)),
    OpDef {
        block_arg_names: Some(arg_names),
        ..op(
            "linalg.reduce",
            SINGLE_BLOCK | RECURSIVE_EFFECTS,
            &["dimensions"],
            verify::reduce,
            parse_reduce,
            print_reduce,
            NAMES,
        )
        .with_value_types(&crate::value_types::REDUCE)
    }
    .with_regions(Exactly(1)),
    op(
        "linalg.transpose",
        SINGLE_BLOCK | RECURSIVE_EFFECTS,
        &["permutation"],
        verify::transpose,
        parse_transpose_like,
        print_transpose_like,
        NAMES,
    )
    .with_counts(Count::Exactly(1), Count::Any, Count::Exactly(2))
    .with_value_types(&crate::value_types::TRANSPOSE_LIKE)
    .with_fold(canonicalize::fold_transpose),
    op(
        "linalg.broadcast",
        SINGLE_BLOCK | RECURSIVE_EFFECTS,
        &["dimensions"],
        verify::broadcast,
        parse_transpose_like,
        print_transpose_like,
        NAMES,
    )
    .with_counts(Count::Exactly(1), Count::Any, Count::Exactly(2))
    .with_value_types(&crate::value_types::TRANSPOSE_LIKE),
    // Not in the round-trippable set yet: `linalg.elementwise` keeps the generic form.
    OpDef {
        memory_effects: structured_effects(STRUCTURED),
        ..OpDef::new("linalg.elementwise", STRUCTURED)
    }
    .with_regions(Exactly(1))
    .with_inherent(&["indexing_maps", "kind", "operandSegmentSizes"])
    .with_operand_segments(2)
    .with_verify(verify_elementwise_attrs)
    .with_value_types(&crate::value_types::STRUCTURED),
    op(
        "linalg.index",
        PURE,
        &["dim"],
        verify::index,
        parse_index,
        print_index,
        None,
    )
    .with_results(Exactly(1))
    .with_operands(Exactly(0))
    .with_value_types(&crate::value_types::LINALG_INDEX)
    .with_fold(canonicalize::fold_index),
    op(
        "linalg.yield",
        TERMINATOR | PURE | RETURN_LIKE,
        &[],
        verify::yield_,
        parse_yield,
        print_yield,
        None,
    )
    .with_results(Exactly(0)),
];

/// `linalg.elementwise_kind` keywords: the unary functions, the binary functions and
/// the ternary `select`, each group in declaration order.
const ELEMENTWISE_KINDS: [&str; 24] = [
    "exp",
    "log",
    "abs",
    "ceil",
    "floor",
    "negf",
    "reciprocal",
    "round",
    "sqrt",
    "rsqrt",
    "square",
    "tanh",
    "erf",
    "add",
    "sub",
    "mul",
    "div",
    "div_unsigned",
    "max_signed",
    "min_signed",
    "max_unsigned",
    "min_unsigned",
    "powf",
    "select",
];

/// `linalg.unary_fn` keywords (the first 13 elementwise kinds).
const UNARY_FNS: &[&str] = ELEMENTWISE_KINDS.split_at(13).0;

/// `linalg.binary_fn` keywords (the next 10).
const BINARY_FNS: &[&str] = ELEMENTWISE_KINDS.split_at(13).1.split_at(10).0;

/// The linalg dialect's enum attributes, read when parsed.
static ENUM_ATTRS: [EnumAttr; 6] = [
    EnumAttr::new(
        "linalg.binary_fn",
        "::mlir::linalg::BinaryFn",
        "BinaryFnAttr",
        "value",
        BINARY_FNS,
    ),
    EnumAttr::new(
        "linalg.elementwise_kind",
        "::mlir::linalg::ElementwiseKind",
        "ElementwiseKindAttr",
        "value",
        &ELEMENTWISE_KINDS,
    ),
    EnumAttr::new(
        "linalg.iterator_type",
        "::mlir::utils::IteratorType",
        "IteratorTypeEnum",
        "value",
        &["parallel", "reduction"],
    ),
    EnumAttr::new(
        "linalg.ternary_fn",
        "::mlir::linalg::TernaryFn",
        "TernaryFnAttr",
        "value",
        &["select"],
    ),
    EnumAttr::new(
        "linalg.type_fn",
        "::mlir::linalg::TypeFn",
        "TypeFnAttr",
        "value",
        &["cast_signed", "cast_unsigned"],
    ),
    EnumAttr::new(
        "linalg.unary_fn",
        "::mlir::linalg::UnaryFn",
        "UnaryFnAttr",
        "value",
        UNARY_FNS,
    ),
];

/// The linalg dialect's attribute hook: reads its enum attributes
/// (`#linalg.iterator_type<"parallel">` is kept as `#linalg.iterator_type<parallel>`,
/// `#linalg.type_fn<bogus>` is rejected).
fn read_attr_text(full: &str) -> Result<Option<String>, TextErrors> {
    read_enum_attrs(&ENUM_ATTRS, full)
}

/// The linalg dialect's attribute checks (MLIR's
/// `LinalgDialect::verifyOperationAttribute`): of the `linalg.*` names only
/// `linalg.memoized_indexing_maps` may be put on an op.
struct LinalgAttrs;

impl rmlir_ir::opdef::DialectAttrVerifier for LinalgAttrs {
    /// ```mlir
    /// func.func @f() attributes {linalg.memoized_indexing_maps = []} { ... }  // ok
    /// module attributes {linalg.tile} {}
    /// // error: attribute '"linalg.tile"' not supported by the linalg dialect
    /// ```
    fn op_attr(
        &self,
        cx: &mut VerifyCx<'_>,
        op: OpRef,
        (name, _): rmlir_ir::attrs::NamedAttr,
    ) -> PResult<()> {
        let name = cx.ctx.str(name);
        if name == "linalg.memoized_indexing_maps" {
            return Ok(());
        }
        let msg = format!("attribute '\"{name}\"' not supported by the linalg dialect");
        Err(cx.error(op, &msg))
    }
}

/// The `linalg` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "linalg",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::Read(
        &[
            "binary_fn",
            "elementwise_kind",
            "iterator_type",
            "ternary_fn",
            "type_fn",
            "unary_fn",
        ],
        read_attr_text,
    ),
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    // Folds (`linalg.index` of a unit loop) materialise as `arith.constant`.
    materialize_constant: Some(crate::arith::fold::materialize),
    attr_verifier: Some(&LinalgAttrs),
};

/// The names of the structured ops (those with inputs and inits; not `linalg.index`
/// or `linalg.yield`).
pub(crate) fn structured_op_names() -> impl Iterator<Item = &'static str> {
    OPS.iter()
        .filter(|d| d.traits & RECURSIVE_EFFECTS != 0)
        .map(|d| d.name)
}

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        (
            "linalg.batch_matmul",
            "cast",
            P::Dialect(&["linalg.type_fn<", "linalg<type_fn"]),
        ),
        ("linalg.batch_matmul", "indexing_maps", P::Array),
        (
            "linalg.batch_reduce_matmul",
            "cast",
            P::Dialect(&["linalg.type_fn<", "linalg<type_fn"]),
        ),
        ("linalg.batch_reduce_matmul", "indexing_maps", P::Array),
        ("linalg.broadcast", "dimensions", P::DenseI64Array),
        (
            "linalg.copy",
            "cast",
            P::Dialect(&["linalg.type_fn<", "linalg<type_fn"]),
        ),
        ("linalg.generic", "doc", P::String),
        ("linalg.generic", "indexing_maps", P::Array),
        ("linalg.generic", "iterator_types", P::Array),
        ("linalg.generic", "library_call", P::String),
        ("linalg.index", "dim", P::Integer),
        (
            "linalg.matmul",
            "cast",
            P::Dialect(&["linalg.type_fn<", "linalg<type_fn"]),
        ),
        ("linalg.matmul", "indexing_maps", P::Array),
        ("linalg.reduce", "dimensions", P::DenseI64Array),
        ("linalg.transpose", "permutation", P::DenseI64Array),
    ]
};

/// `linalg.elementwise` (generic form only so far) requires its `kind`:
///
/// ```mlir
/// %0 = "linalg.elementwise"(%a, %a, %a) <{operandSegmentSizes = array<i32: 2, 1>}> ...
/// // error: 'linalg.elementwise' op requires attribute 'kind'
/// ```
fn verify_elementwise_attrs(
    cx: &mut rmlir_ir::verifier::VerifyCx<'_>,
    op: rmlir_ir::OpRef,
) -> rmlir_ir::PResult<()> {
    rmlir_ir::verifier::required_attrs(cx, op, &["kind"])
}
