//! The `shape` dialect (MLIR's `ShapeOps.td`/`Shape.cpp`), as far as bufferization uses
//! it: `shape.assuming %w -> (types) { ... shape.assuming_yield ... }`, a region that
//! runs under a witness and yields its results, with its custom assembly (an elided
//! operand-less terminator is added back when parsing) and verifiers; the constant
//! witness `shape.const_witness` ([`witness`]); and the canonicalization patterns of
//! `shape.assuming` ([`canonicalize`]).

mod canonicalize;
mod witness;

pub use canonicalize::canonicalization_patterns;

use crate::test::ods::{self, print_attr_dict, print_values};
use rmlir_ir::interfaces::{Interfaces, RunRegionOnce};
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::Count::Exactly;
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{OpRef, PResult, TypeKind};

/// `shape.assuming %w -> (t1, t2) { ... } {attrs}`; a block that does not end with a
/// terminator gets an operand-less `shape.assuming_yield` (MLIR's `ensureTerminator`).
///
/// ```mlir
/// %1 = shape.assuming %w -> (memref<2xf32>) {
///   shape.assuming_yield %m : memref<2xf32>
/// }
/// ```
fn parse_assuming(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let at = p.p.pos();
    let w = p.p.parse_value_use()?;
    let wt = p.p.ctx.ty(TypeKind::Opaque("shape.witness".into()));
    let v = p.p.resolve(w, wt)?;
    p.build.operands.push(v);
    if p.p.eat(Tok::Arrow) {
        p.build.result_types = p.p.parse_function_result_types()?.into();
    }
    let r = p.parse_region(&[])?;
    crate::asm_util::ensure_terminator(p, r, "shape.assuming_yield", at);
    p.parse_optional_attr_dict()
}

/// Prints ` %w -> (t1, t2) { ... } {attrs}`; the terminator is shown only when the op
/// has results.
fn print_assuming(p: &mut Printer<'_>, op: OpRef) {
    let vals = ods::operands(p.ir, op);
    let res = ods::result_types(p.ir, op);
    p.out.push(' ');
    print_values(p, op, &vals);
    if !res.is_empty() {
        p.out.push_str(" -> (");
        p.ap.type_list(&mut p.out, &res);
        p.out.push(')');
    }
    p.out.push(' ');
    let d = p.ir.body(op.0).op(op.1);
    if let Some(&r) = d.regions().first() {
        p.region(op.0, r, false, !res.is_empty(), false);
    }
    print_attr_dict(p, op, &[]);
}

/// `!shape.witness` (whose ODS summary is empty, so the message reads `must be ,`).
const WITNESS: ods::Constraint = (
    |c, t| matches!(c.type_kind(t), TypeKind::Opaque(s) if s == "shape.witness"),
    "",
);

/// `shape.assuming`: a witness, one region ending in `shape.assuming_yield` whose operands
/// match the results in number.
fn verify_assuming(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    ods::regions(cx, op, 1)?;
    ods::successors(cx, op, 0)?;
    ods::operand_count(cx, op, 1)?;
    ods::single_block(cx, op, true)?;
    ods::operand_type(cx, op, 0, WITNESS)?;
    ods::implicit_terminator(cx, op, "shape.assuming_yield")?;
    let body = cx.ir.body(op.0);
    let nres = body.num_results(op.1);
    let Some(&r) = body.op(op.1).regions().first() else {
        return Ok(());
    };
    let Some(y) = body.entry_block(r).and_then(|b| body.last_op(b)) else {
        return Ok(());
    };
    let nops = body.num_operands(y);
    if nops != nres {
        let msg = format!(
            "'shape.assuming' op along control flow edge from Operation shape.assuming_yield to parent: region branch point has {nops} operands, but region successor needs {nres} inputs"
        );
        let loc = rmlir_ir::diag::resolve_loc(cx.ctx, body.op(op.1).loc);
        let yloc = rmlir_ir::diag::resolve_loc(cx.ctx, body.op(y).loc);
        let text = rmlir_ir::printer::print_op_generic_local(cx.ctx, cx.ir, op);
        let d = rmlir_ir::Diagnostic::error(loc.clone(), msg)
            .with_note(loc, format!("see current operation: {text}"))
            .with_note(yloc, "region branch point");
        return Err(cx.diags.emit(d));
    }
    Ok(())
}

/// `shape.assuming_yield %a, %b : t1, t2 {attrs}` (`shape.assuming_yield` alone when
/// empty).
fn parse_assuming_yield(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let uses = p.parse_operand_list()?;
    let mut tys = Default::default();
    let at = p.p.pos();
    if !uses.is_empty() {
        p.p.expect(Tok::Colon, "':'")?;
        tys = p.parse_type_list()?;
    }
    p.resolve_operands(&uses, &tys, at)?;
    p.parse_optional_attr_dict()
}

/// Prints ` %a, %b : t1, t2 {attrs}`.
fn print_assuming_yield(p: &mut Printer<'_>, op: OpRef) {
    let vals = ods::operands(p.ir, op);
    if !vals.is_empty() {
        p.out.push(' ');
        print_values(p, op, &vals);
        p.out.push_str(" : ");
        let tys = ods::operand_types(p.ir, op);
        p.ap.type_list(&mut p.out, &tys);
    }
    print_attr_dict(p, op, &[]);
}

/// `shape.assuming_yield`: only inside `shape.assuming`.
fn verify_assuming_yield(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    ods::regions(cx, op, 0)?;
    ods::results(cx, op, 0)?;
    ods::successors(cx, op, 0)?;
    let parent = cx
        .ir
        .parent_op(op)
        .and_then(|(b, o)| cx.ir.body(b).op(o).def)
        .map(|d| d.name);
    if parent != Some("shape.assuming") {
        return Err(cx.op_error(op, "expects parent op 'shape.assuming'"));
    }
    Ok(())
}

static OPS: &[OpDef] = &[
    OpDef {
        name: "shape.assuming",
        traits: SINGLE_BLOCK | RECURSIVE_EFFECTS,
        inherent: &[],
        verify: Some(verify_assuming),
        parse: Some(parse_assuming),
        print: Some(print_assuming),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        // MLIR's `AssumingOp::getSuccessorRegions`: into the region once, then out to
        // the results; `shape.assuming_yield` is `ReturnLike`.
        interfaces: Interfaces {
            region_branch: Some(&RunRegionOnce),
            ..Interfaces::NONE
        },
        counts: rmlir_ir::op_counts::Counts::ANY,
    },
    OpDef {
        name: "shape.assuming_yield",
        traits: TERMINATOR | RETURN_LIKE | PURE,
        inherent: &[],
        verify: Some(verify_assuming_yield),
        parse: Some(parse_assuming_yield),
        print: Some(print_assuming_yield),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    },
    witness::CONST_WITNESS,
    OpDef::new("shape.cstr_broadcastable", 0).with_results(Exactly(1)),
];

/// The `shape` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "shape",
    props: &[(
        "shape.const_witness",
        "passing",
        rmlir_ir::opdef::PropKind::Bool,
    )],
    attributes: rmlir_ir::opdef::Hook::None,
    types: rmlir_ir::opdef::Hook::Any,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: Some(witness::materialize),
    attr_verifier: None,
};
