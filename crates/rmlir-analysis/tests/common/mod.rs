//! Helpers for the analysis tests: a tiny dialect (a branch terminator, an op with SSA
//! regions, an op with graph regions), a parser entry point and lookups of blocks and
//! values by the `tag` attribute of the ops in the test snippets.

#![allow(dead_code)]

use rmlir_ir::opdef::{Dialect, OpDef, traits};
use rmlir_ir::parser::parse_source;
use rmlir_ir::{BlockId, Body, Context, DiagEngine, Ir, OpId, RegionId, ValueId};

static OPS: &[OpDef] = &[
    OpDef::new("t.br", traits::TERMINATOR),
    OpDef::new("t.ret", traits::TERMINATOR),
    OpDef::new("t.region", 0),
    OpDef::new("t.graph", traits::GRAPH_REGIONS),
    OpDef::new("t.op", 0),
];

static DIALECT: Dialect = Dialect {
    name: "t",
    props: &[],
    attributes: rmlir_ir::opdef::Hook::Any,
    types: rmlir_ir::opdef::Hook::Any,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: None,
    attr_verifier: None,
};

/// Parses generic-form `src` (everything in one body: no op is isolated).
pub fn parse(src: &str) -> (Context, Ir) {
    let mut ctx = Context::new();
    ctx.register_dialect(&DIALECT);
    ctx.allow_unregistered = true;
    let mut diags = DiagEngine::default();
    let ir = match parse_source(&ctx, &mut diags, src, "test.mlir", 0) {
        Ok(ir) if !diags.has_errors() => ir,
        _ => panic!("parse failed: {:?}", diags.diags),
    };
    (ctx, ir)
}

/// The body holding the parsed ops and the regions of the first `t.region` or
/// `t.graph` op (the one the snippet is about).
pub fn main_regions(ctx: &Context, ir: &Ir) -> (rmlir_ir::BodyId, Vec<RegionId>) {
    let top = ir.top.expect("no top op");
    let mut found = None;
    ir.walk(top, &mut |(b, o)| {
        let name = ctx.str(ir.body(b).op(o).name);
        if found.is_none() && (name == "t.region" || name == "t.graph") {
            found = Some((b, ir.body(b).op(o).regions().to_vec()));
        }
    });
    found.expect("no t.region/t.graph op")
}

/// The op whose `tag` attribute is `tag`.
pub fn op(ctx: &Context, body: &Body, tag: &str) -> OpId {
    (0..body.ops.len())
        .map(|i| OpId(i as u32))
        .find(|&o| {
            let d = body.op(o);
            !d.erased()
                && match ctx.attr_kind(d.attrs) {
                    rmlir_ir::AttrKind::Dict(e) => e.iter().any(|(n, v)| {
                        ctx.str(*n) == "tag" && ctx.attr_str(*v) == Some(tag.as_bytes())
                    }),
                    _ => false,
                }
        })
        .unwrap_or_else(|| panic!("no op tagged {tag}"))
}

/// The first result of the op tagged `tag`.
pub fn val(ctx: &Context, body: &Body, tag: &str) -> ValueId {
    body.result(op(ctx, body, tag), 0)
}

/// The block holding the op tagged `tag`.
pub fn block(ctx: &Context, body: &Body, tag: &str) -> BlockId {
    body.op_block(op(ctx, body, tag))
        .expect("op not in a block")
}
