//! The `arith` dialect (MLIR's `ArithOps.td`): integer and floating-point arithmetic,
//! comparisons, `select`, casts and constants, with their custom assembly, result name
//! hints and verifiers.
//!
//! The pieces live in submodules: [`asm`] holds declarative-format helpers shared with
//! `math`, `index` and `cf`; [`flags`] the enum attributes (`#arith.fastmath`,
//! `#arith.overflow`, predicates, rounding modes); [`ops`] the custom forms; [`verify`]
//! the verifiers.

pub(crate) mod asm;
pub mod canonicalize;
pub(crate) mod flags;
pub mod fold;
pub(crate) mod ops;
pub(crate) mod verify;

use ops::{
    ADDUI_EXTENDED, Asm, BINARY, CAST, CMP, CONSTANT, MUL_EXTENDED, MULI, SCALING, SELECT, UNARY,
};
use rmlir_ir::op_counts::Count::Exactly;
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};

/// An `arith` op definition from its name, traits, assembly hooks and properties.
///
/// Every arith fold reads only the op and the ops defining its operands, at most two
/// definitions away (`LOCAL_FOLD`).
const fn op(name: &'static str, traits: u32, asm: Asm, inherent: &'static [&'static str]) -> OpDef {
    OpDef {
        name,
        traits: traits | LOCAL_FOLD,
        inherent,
        verify: Some(verify::verify_op),
        parse: Some(asm.parse),
        print: Some(asm.print),
        result_names: asm.names,
        block_arg_names: None,
        default_props: defaults_for(name, inherent),
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
}

/// Default-valued properties of these ops: no overflow flags, no fast-math flags. The
/// float conversions keep `fastmath` optional (no default), as upstream declares it.
const fn defaults_for(
    name: &'static str,
    inherent: &'static [&'static str],
) -> &'static [(&'static str, &'static str)] {
    const OPTIONAL_FASTMATH: [&str; 4] = [
        "arith.extf",
        "arith.truncf",
        "arith.scaling_extf",
        "arith.scaling_truncf",
    ];
    let mut k = 0;
    while k < OPTIONAL_FASTMATH.len() {
        if rmlir_ir::opdef::const_str_eq(name, OPTIONAL_FASTMATH[k]) {
            return &[];
        }
        k += 1;
    }
    const OVERFLOW: &[(&str, &str)] = &[("overflowFlags", "arith.overflow<none>")];
    const FASTMATH: &[(&str, &str)] = &[("fastmath", "arith.fastmath<none>")];
    let mut i = 0;
    while i < inherent.len() {
        if rmlir_ir::opdef::const_str_eq(inherent[i], "overflowFlags") {
            return OVERFLOW;
        }
        if rmlir_ir::opdef::const_str_eq(inherent[i], "fastmath") {
            return FASTMATH;
        }
        i += 1;
    }
    &[]
}

/// Integer divisions: no memory effect, but not speculatable (a zero divisor is
/// undefined behaviour), so not `PURE` (MLIR's `NoMemoryEffect` with
/// `ConditionallySpeculatable`). Unused, they are trivially dead.
pub(crate) const NO_MEMORY_EFFECT: rmlir_ir::interfaces::MemoryEffects =
    rmlir_ir::interfaces::MemoryEffects::Declared(&[]);

static OPS: &[OpDef] = &[
    op("arith.constant", PURE | CONSTANT_LIKE, CONSTANT, &["value"])
        .with_fold(fold::constant)
        .with_results(Exactly(1))
        .with_operands(Exactly(0)),
    op("arith.addi", PURE | COMMUTATIVE, BINARY, &["overflowFlags"]).with_fold(fold::addi),
    op("arith.addf", PURE | COMMUTATIVE, BINARY, &["fastmath"]).with_fold(fold::addf),
    op("arith.subi", PURE, BINARY, &["overflowFlags"]).with_fold(fold::subi),
    op("arith.subf", PURE, BINARY, &["fastmath"]).with_fold(fold::subf),
    op("arith.muli", PURE | COMMUTATIVE, MULI, &["overflowFlags"]).with_fold(fold::muli),
    op("arith.mulf", PURE | COMMUTATIVE, BINARY, &["fastmath"]).with_fold(fold::mulf),
    op("arith.divsi", 0, BINARY, &["isExact"])
        .with_fold(fold::divsi)
        .with_effects(NO_MEMORY_EFFECT),
    op("arith.divui", 0, BINARY, &["isExact"])
        .with_fold(fold::divui)
        .with_effects(NO_MEMORY_EFFECT),
    op("arith.divf", PURE, BINARY, &["fastmath"]).with_fold(fold::divf),
    op("arith.remsi", PURE, BINARY, &[]).with_fold(fold::remsi),
    op("arith.remui", PURE, BINARY, &[]).with_fold(fold::remui),
    op("arith.remf", PURE, BINARY, &["fastmath"]).with_fold(fold::remf),
    op("arith.ceildivsi", 0, BINARY, &[])
        .with_fold(fold::ceildivsi)
        .with_effects(NO_MEMORY_EFFECT),
    op("arith.ceildivui", 0, BINARY, &[])
        .with_fold(fold::ceildivui)
        .with_effects(NO_MEMORY_EFFECT),
    op("arith.floordivsi", PURE, BINARY, &[]).with_fold(fold::floordivsi),
    op("arith.andi", PURE | COMMUTATIVE, BINARY, &[]).with_fold(fold::andi),
    op("arith.ori", PURE | COMMUTATIVE, BINARY, &[]).with_fold(fold::ori),
    op("arith.xori", PURE | COMMUTATIVE, BINARY, &[]).with_fold(fold::xori),
    op("arith.shli", PURE, BINARY, &["overflowFlags"]).with_fold(fold::shli),
    op("arith.shrsi", PURE, BINARY, &["isExact"]).with_fold(fold::shrsi),
    op("arith.shrui", PURE, BINARY, &["isExact"]).with_fold(fold::shrui),
    op("arith.negf", PURE, UNARY, &["fastmath"]).with_fold(fold::negf),
    op("arith.maxsi", PURE | COMMUTATIVE, BINARY, &[]).with_fold(fold::maxsi),
    op("arith.maxui", PURE | COMMUTATIVE, BINARY, &[]).with_fold(fold::maxui),
    op("arith.minsi", PURE | COMMUTATIVE, BINARY, &[]).with_fold(fold::minsi),
    op("arith.minui", PURE | COMMUTATIVE, BINARY, &[]).with_fold(fold::minui),
    op("arith.maximumf", PURE | COMMUTATIVE, BINARY, &["fastmath"]).with_fold(fold::maximumf),
    op("arith.minimumf", PURE | COMMUTATIVE, BINARY, &["fastmath"]).with_fold(fold::minimumf),
    op("arith.maxnumf", PURE | COMMUTATIVE, BINARY, &["fastmath"]).with_fold(fold::maxnumf),
    op("arith.minnumf", PURE | COMMUTATIVE, BINARY, &["fastmath"]).with_fold(fold::minnumf),
    op("arith.cmpi", PURE, CMP, &["predicate"])
        .with_fold(fold::cmpi)
        .with_results(Exactly(1))
        .with_operands(Exactly(2)),
    op("arith.cmpf", PURE, CMP, &["fastmath", "predicate"])
        .with_fold(fold::cmpf)
        .with_results(Exactly(1))
        .with_operands(Exactly(2)),
    op("arith.select", PURE, SELECT, &[]).with_fold(fold::select),
    op("arith.index_cast", PURE, CAST, &[]).with_fold(fold::index_cast),
    op("arith.index_castui", PURE, CAST, &[]).with_fold(fold::index_castui),
    op("arith.sitofp", PURE, CAST, &[]).with_fold(fold::sitofp),
    op("arith.uitofp", PURE, CAST, &[]).with_fold(fold::uitofp),
    op("arith.fptosi", PURE, CAST, &[]).with_fold(fold::fptosi),
    op("arith.fptoui", PURE, CAST, &[]).with_fold(fold::fptoui),
    op("arith.extsi", PURE, CAST, &[]).with_fold(fold::extsi),
    op("arith.extui", PURE, CAST, &[]).with_fold(fold::extui),
    op("arith.extf", PURE, CAST, &["fastmath"]).with_fold(fold::extf),
    op("arith.trunci", PURE, CAST, &["overflowFlags"]).with_fold(fold::trunci),
    op("arith.truncf", PURE, CAST, &["fastmath", "roundingmode"]).with_fold(fold::truncf),
    op("arith.scaling_extf", PURE, SCALING, &["fastmath"]),
    op(
        "arith.scaling_truncf",
        PURE,
        SCALING,
        &["fastmath", "roundingmode"],
    ),
    op("arith.bitcast", PURE, CAST, &[]).with_fold(fold::bitcast),
    op(
        "arith.addui_extended",
        PURE | COMMUTATIVE,
        ADDUI_EXTENDED,
        &[],
    )
    .with_fold(fold::addui_extended),
    op(
        "arith.mulsi_extended",
        PURE | COMMUTATIVE,
        MUL_EXTENDED,
        &[],
    )
    .with_fold(fold::mulsi_extended),
    op(
        "arith.mului_extended",
        PURE | COMMUTATIVE,
        MUL_EXTENDED,
        &[],
    )
    .with_fold(fold::mului_extended),
];

/// The `arith` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "arith",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::Read(&["fastmath", "overflow"], flags::read_attr_text),
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: Some(fold::materialize),
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        ("*", "fastmath", crate::arith::FASTMATH_PROP),
        ("arith.addi", "overflowFlags", crate::arith::OVERFLOW_PROP),
        ("arith.cmpf", "predicate", P::IntegerOfWidth(64)),
        ("arith.cmpi", "predicate", P::IntegerOfWidth(64)),
        ("arith.constant", "value", P::Typed),
        ("arith.divsi", "isExact", P::Unit),
        ("arith.divui", "isExact", P::Unit),
        ("arith.muli", "overflowFlags", crate::arith::OVERFLOW_PROP),
        (
            "arith.scaling_truncf",
            "roundingmode",
            P::IntegerOfWidth(32),
        ),
        ("arith.shli", "overflowFlags", crate::arith::OVERFLOW_PROP),
        ("arith.shrsi", "isExact", P::Unit),
        ("arith.shrui", "isExact", P::Unit),
        ("arith.subi", "overflowFlags", crate::arith::OVERFLOW_PROP),
        ("arith.truncf", "roundingmode", P::IntegerOfWidth(32)),
        ("arith.trunci", "overflowFlags", crate::arith::OVERFLOW_PROP),
    ]
};

/// The storage of `fastmath`: `#arith.fastmath<...>` (`FastMathFlagsAttr`).
pub(crate) const FASTMATH_PROP: rmlir_ir::opdef::PropKind =
    rmlir_ir::opdef::PropKind::Dialect(&["arith.fastmath<", "arith<fastmath<"]);

/// The storage of `overflowFlags`: `#arith.overflow<...>` (`IntegerOverflowFlagsAttr`).
pub(crate) const OVERFLOW_PROP: rmlir_ir::opdef::PropKind =
    rmlir_ir::opdef::PropKind::Dialect(&["arith.overflow<", "arith<overflow<"]);
