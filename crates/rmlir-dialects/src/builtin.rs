//! The `builtin` dialect: `builtin.module` (custom form `module @name attributes {...}
//! {...}`, a symbol table with a graph region and no terminator) and
//! `builtin.unrealized_conversion_cast`.

use crate::func::{merged_attrs, symbol_uniqueness};
use rmlir_ir::interfaces::{Interfaces, SymbolOpInterface};
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::Count::Exactly;
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::{Printer, write_symbol};
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{OpRef, PResult};

/// `module @name attributes {...} { ops }`.
///
/// ```mlir
/// module @m attributes {x = 1 : i64} {
///   func.func private @f()
/// }
/// ```
fn parse_module(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    if p.p.kind() == Tok::AtIdent {
        let name = p.p.symbol_name();
        p.p.bump();
        let a = p.p.ctx.string_attr(&name);
        p.set_prop("sym_name", a);
    }
    if p.p.eat_keyword("attributes") {
        p.parse_optional_attr_dict()?;
    }
    let r = p.parse_region(&[])?;
    // `module {}` has its one (empty) block, as MLIR's parser gives it.
    if !p.region_has_blocks(r) {
        let body = p.region_body;
        let b = p.p.ir.body_mut(body).create_block();
        p.p.ir.body_mut(body).append_block(r, b);
    }
    Ok(())
}

fn print_module(p: &mut Printer<'_>, op: OpRef) {
    let attrs = merged_attrs(p, op);
    if let Some((_, n)) = attrs.iter().find(|(n, _)| p.ctx.str(*n) == "sym_name")
        && let Some(s) = p.ctx.attr_str(*n)
    {
        p.out.push(' ');
        write_symbol(&mut p.out, &String::from_utf8_lossy(s));
    }
    let rest: Vec<_> = attrs
        .into_iter()
        .filter(|(n, _)| p.ctx.str(*n) != "sym_name")
        .collect();
    if !rest.is_empty() {
        p.out.push_str(" attributes {");
        p.ap.named_attrs(&mut p.out, &rest);
        p.out.push('}');
    }
    let d = p.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    if let Some(&r) = d.regions().first() {
        p.out.push(' ');
        p.region(rb, r, false, false, false);
    }
}

fn verify_module(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let d = cx.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    // ODS's `SizedRegion<1>` (only the generic form can leave the region empty).
    if let Some(&r) = d.regions().first()
        && cx.ir.body(rb).region_blocks(r).count() != 1
    {
        let msg = "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks";
        return Err(cx.op_error(op, msg));
    }
    if let Some(&r) = d.regions().first()
        && let Some(e) = cx.ir.body(rb).entry_block(r)
        && !cx.ir.body(rb).block_args(e).is_empty()
    {
        return Err(cx.op_error(op, "expected body region to have no arguments"));
    }
    symbol_uniqueness(cx, op)
}

/// `%1 = builtin.unrealized_conversion_cast %0 : i32 to i64`.
fn parse_cast(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uses = p.parse_operand_list()?;
    let at = p.p.pos();
    let mut types = Default::default();
    if !uses.is_empty() {
        p.p.expect(Tok::Colon, "':'")?;
        types = p.parse_type_list()?;
    }
    p.resolve_operands(&uses, &types, at)?;
    p.expect_keyword("to")?;
    p.build.result_types = p.parse_type_list()?.into_iter().collect();
    p.parse_optional_attr_dict()
}

fn print_cast(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    let ins: Vec<_> = body.operands(op.1).collect();
    let outs: Vec<_> = body.results(op.1).map(|v| body.value_type(v)).collect();
    if !ins.is_empty() {
        p.out.push(' ');
        for (i, &v) in ins.iter().enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            p.value(op.0, v);
        }
        p.out.push_str(" : ");
        let tys: Vec<_> = ins.iter().map(|&v| p.ir.body(op.0).value_type(v)).collect();
        p.ap.type_list(&mut p.out, &tys);
    }
    p.out.push_str(" to ");
    p.ap.type_list(&mut p.out, &outs);
    let attrs = p.ir.body(op.0).op(op.1).attrs;
    p.attr_dict(attrs, &[]);
}

/// `builtin.module` as a symbol: upstream's defaults, except that the name is optional
/// (MLIR's `ModuleOp::isOptionalSymbol`).
///
/// ```mlir
/// module @m attributes {sym_visibility = "private"} {}   // name "m", private
/// module {}                                              // no name
/// ```
struct ModuleSymbol;

impl SymbolOpInterface for ModuleSymbol {
    fn is_optional_symbol(&self) -> bool {
        true
    }
}

static OPS: [OpDef; 2] = [
    OpDef {
        name: "builtin.module",
        traits: ISOLATED_FROM_ABOVE
            | NO_TERMINATOR
            | SINGLE_BLOCK
            | SYMBOL_TABLE
            | GRAPH_REGIONS
            | SYMBOL,
        inherent: &["sym_name", "sym_visibility"],
        verify: Some(verify_module),
        parse: Some(parse_module),
        print: Some(print_module),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces {
            symbol: Some(&ModuleSymbol),
            ..Interfaces::NONE
        },
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
    .with_regions(Exactly(1)),
    OpDef {
        name: "builtin.unrealized_conversion_cast",
        traits: 0,
        inherent: &[],
        verify: Some(verify_cast),
        parse: Some(parse_cast),
        print: Some(print_cast),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    },
];

/// `builtin.unrealized_conversion_cast` must make at least one value (MLIR's
/// `CastOpInterface` verifier; any types may be cast to any others).
fn verify_cast(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    if cx.ir.body(op.0).num_results(op.1) == 0 {
        return Err(cx.op_error(op, "expected at least one result for cast operation"));
    }
    Ok(())
}

/// The builtin dialect.
pub static DIALECT: Dialect = Dialect {
    name: "builtin",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::None,
    types: rmlir_ir::opdef::Hook::None,
    ops: &OPS,
    allow_unknown_ops: false,
    materialize_constant: None,
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        ("builtin.module", "sym_name", P::String),
        ("builtin.module", "sym_visibility", P::String),
    ]
};
