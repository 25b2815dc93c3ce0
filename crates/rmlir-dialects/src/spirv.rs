//! The `spirv` dialect, as far as bufferization tests use it: `spirv.Return`, a
//! terminator that returns nothing from a function (custom form `spirv.Return {attrs}`).

use crate::test::ods::{self, print_attr_dict};
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{OpRef, PResult};

/// `spirv.Return {attrs}`.
fn parse_return(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()
}

/// Prints ` {attrs}` (nothing without attributes).
fn print_return(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &[]);
}

/// `spirv.Return`: no operands, results or regions.
fn verify_return(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    ods::regions(cx, op, 0)?;
    ods::results(cx, op, 0)?;
    ods::successors(cx, op, 0)?;
    ods::operand_count(cx, op, 0)
}

static OPS: &[OpDef] = &[OpDef {
    name: "spirv.Return",
    traits: TERMINATOR | PURE,
    inherent: &[],
    verify: Some(verify_return),
    parse: Some(parse_return),
    print: Some(print_return),
    result_names: None,
    block_arg_names: None,
    default_props: &[],
    memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
    interfaces: rmlir_ir::interfaces::Interfaces::NONE,
    counts: rmlir_ir::op_counts::Counts::ANY,
}];

/// The `spirv` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "spirv",
    props: &[],
    attributes: rmlir_ir::opdef::Hook::Any,
    types: rmlir_ir::opdef::Hook::Any,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: None,
};
