//! Helpers shared by the interface tests: parse a snippet with every dialect
//! registered, find ops by name, and name the values tests compare against.

#![allow(dead_code)]

use rmlir_ir::interfaces::region_entry_args;
use rmlir_ir::parser::parse_source;
use rmlir_ir::{Context, DiagEngine, Ir, OpRef, ValueId};

/// Parses `src` in a context with every dialect registered; panics with the
/// diagnostics when it does not parse.
pub fn parse(src: &str) -> (Context, Ir) {
    let ctx = rmlir_dialects::context();
    let ir = parse_in(&ctx, src);
    (ctx, ir)
}

/// Parses `src` in `ctx`.
pub fn parse_in(ctx: &Context, src: &str) -> Ir {
    let mut diags = DiagEngine::default();
    match parse_source(ctx, &mut diags, src, "test.mlir", 0) {
        Ok(ir) if !diags.has_errors() => ir,
        _ => panic!("parse failed: {:?}", diags.diags),
    }
}

/// Every op named `name`, in pre-order.
pub fn ops_named(ctx: &Context, ir: &Ir, name: &str) -> Vec<OpRef> {
    let mut out = Vec::new();
    let top = ir.top.expect("no top op");
    ir.walk(top, &mut |op| {
        if ctx.str(ir.body(op.0).op(op.1).name) == name {
            out.push(op);
        }
    });
    out
}

/// The only op named `name`.
pub fn op_named(ctx: &Context, ir: &Ir, name: &str) -> OpRef {
    let ops = ops_named(ctx, ir, name);
    assert_eq!(ops.len(), 1, "expected one '{name}'");
    ops[0]
}

/// The results of an op.
pub fn results(ir: &Ir, op: OpRef) -> Vec<ValueId> {
    ir.body(op.0).results(op.1).collect()
}

/// The operands of an op.
pub fn operands(ir: &Ir, op: OpRef) -> Vec<ValueId> {
    ir.body(op.0).operands(op.1).collect()
}

/// The entry block arguments of region `i`.
pub fn args(ir: &Ir, op: OpRef, i: usize) -> Vec<ValueId> {
    region_entry_args(ir, op, i)
}

/// The integer attribute `value : ty` as a constant operand.
pub fn int(ctx: &Context, value: i128, width: u32) -> Option<rmlir_ir::Attr> {
    Some(ctx.int_attr(ctx.int_type(width), value))
}
