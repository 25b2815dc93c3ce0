//! The `gpu` dialect (MLIR's `GPUOps.td`), as far as buffer deallocation uses it:
//! `gpu.alloc`, `gpu.dealloc` and `gpu.wait` with their `async [%deps]` prefix (the
//! `!gpu.async.token` result exists only with `async`), custom assembly, result names
//! (`%memref`, `%asyncToken`) and upstream's verifier messages.

use crate::test::ods::{self, print_attr_dict, print_values};
use rmlir_ir::enum_attr::{EnumAttr, TextErrors, read_enum_attrs};
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::Count::AtLeast;
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{AttrKind, Context, Ir, OpRef, PResult, Type, TypeKind, ValueId};

const TOKEN: &str = "gpu.async.token";

fn token_type(ctx: &Context) -> Type {
    ctx.ty(TypeKind::Opaque(TOKEN.into()))
}

fn is_token(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Opaque(s) if s == TOKEN)
}

/// `async [%t1, %t2]` (MLIR's `custom<AsyncDependencies>`): whether `async` was given,
/// and the dependencies resolved as tokens (pushed as operands).
fn parse_async_deps(p: &mut OpParser<'_, '_, '_>) -> PResult<(bool, usize)> {
    let is_async = p.p.eat_keyword("async");
    let mut n = 0;
    if p.p.eat(Tok::LSquare) {
        let uses = p.parse_operand_list()?;
        p.p.expect(Tok::RSquare, "']'")?;
        let tok = token_type(p.p.ctx);
        for u in uses {
            let v = p.p.resolve(u, tok)?;
            p.build.operands.push(v);
            n += 1;
        }
    }
    Ok((is_async, n))
}

/// Prints `async [%t1, %t2]`: `async` when the op returns a token, the list when not
/// empty.
fn print_async_deps(p: &mut Printer<'_>, op: OpRef, is_async: bool, deps: &[ValueId]) {
    if is_async {
        p.out.push_str("async");
    }
    if deps.is_empty() {
        return;
    }
    if is_async {
        p.out.push(' ');
    }
    p.out.push('[');
    print_values(p, op, deps);
    p.out.push(']');
}

/// Operand segment sizes of an op (empty when missing).
fn segments(ctx: &Context, ir: &Ir, op: OpRef) -> Vec<usize> {
    match ods::attr_of(ctx, ir, op, "operandSegmentSizes").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values.iter().map(|&v| v as usize).collect(),
        _ => Vec::new(),
    }
}

/// `%m = gpu.alloc async [%t] host_shared (%d0)[%s0] {attrs} : memref<?xf32, #map>`.
///
/// ```mlir
/// %memref, %asyncToken = gpu.alloc async [%t] () : memref<f32>
/// // generic: "gpu.alloc"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>}>
/// ```
fn parse_alloc(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let (is_async, ndeps) = parse_async_deps(p)?;
    if p.p.eat_keyword("host_shared") {
        let u = p.p.ctx.unit_attr();
        p.set_prop("hostShared", u);
    }
    p.p.expect(Tok::LParen, "'('")?;
    let dyn_uses = p.parse_operand_list()?;
    p.p.expect(Tok::RParen, "')'")?;
    let mut sym_uses = Default::default();
    if p.p.eat(Tok::LSquare) {
        sym_uses = p.parse_operand_list()?;
        p.p.expect(Tok::RSquare, "']'")?;
    }
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = p.p.parse_type()?;
    let index = p.p.ctx.index_type();
    for &u in dyn_uses.iter().chain(&sym_uses) {
        let v = p.p.resolve(u, index)?;
        p.build.operands.push(v);
    }
    let i32t = p.p.ctx.int_type(32);
    let values = [ndeps, dyn_uses.len(), sym_uses.len()]
        .iter()
        .map(|&n| n as u128)
        .collect();
    let seg = p.p.ctx.attr(AttrKind::DenseArray { elem: i32t, values });
    p.set_prop("operandSegmentSizes", seg);
    p.build.result_types = smallvec::smallvec![t];
    if is_async {
        let tok = token_type(p.p.ctx);
        p.build.result_types.push(tok);
    }
    Ok(())
}

/// Prints ` async [%t] host_shared (%d)[%s] {attrs} : memref<...>`.
fn print_alloc(p: &mut Printer<'_>, op: OpRef) {
    let vals = ods::operands(p.ir, op);
    let seg = segments(p.ctx, p.ir, op);
    let (nd, ns) = match seg.as_slice() {
        [a, b, c] if a + b + c == vals.len() => (*a, *b),
        _ => (0, vals.len()),
    };
    let is_async = p.ir.body(op.0).num_results(op.1) > 1;
    p.out.push(' ');
    print_async_deps(p, op, is_async, &vals[..nd]);
    if ods::attr_of(p.ctx, p.ir, op, "hostShared").is_some() {
        p.out.push_str(" host_shared");
    }
    p.out.push_str(" (");
    print_values(p, op, &vals[nd..nd + ns]);
    p.out.push(')');
    if nd + ns < vals.len() {
        p.out.push('[');
        print_values(p, op, &vals[nd + ns..]);
        p.out.push(']');
    }
    print_attr_dict(p, op, &["operandSegmentSizes", "hostShared"]);
    p.out.push_str(" : ");
    if let Some(&t) = ods::result_types(p.ir, op).first() {
        p.ty(t);
    }
}

/// `%memref`, `%asyncToken`.
fn alloc_names(_: &Context, ir: &Ir, op: OpRef, out: &mut rmlir_ir::opdef::NameHints) {
    out.push((0, "memref"));
    if ir.body(op.0).num_results(op.1) > 1 {
        out.push((1, "asyncToken"));
    }
}

/// `gpu.alloc`: one dynamic size per `?` of the memref, one symbol operand per symbol of
/// its layout map.
fn verify_alloc(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    ods::regions(cx, op, 0)?;
    ods::successors(cx, op, 0)?;
    let seg = segments(cx.ctx, cx.ir, op);
    let n = cx.ir.body(op.0).num_operands(op.1);
    let [nd, ns, nsym] = seg.as_slice() else {
        return Err(cx.op_error(op, "requires attribute 'operandSegmentSizes'"));
    };
    if nd + ns + nsym != n {
        let msg = format!(
            "operand count ({n}) does not match with the total size ({}) specified in attribute 'operandSegmentSizes'",
            nd + ns + nsym
        );
        return Err(cx.op_error(op, &msg));
    }
    let body = cx.ir.body(op.0);
    let Some(res) = body.results(op.1).next() else {
        return Err(cx.op_error(op, "requires one result"));
    };
    let t = body.value_type(res);
    let TypeKind::MemRef { shape, layout, .. } = cx.ctx.type_kind(t) else {
        let msg = format!(
            "result #0 must be memref of any type values, but got '{}'",
            rmlir_ir::printer::type_to_string(cx.ctx, t)
        );
        return Err(cx.op_error(op, &msg));
    };
    let dynamic = shape
        .iter()
        .filter(|&&d| d == rmlir_ir::types::DYNAMIC)
        .count();
    if dynamic != *ns {
        return Err(cx.op_error(
            op,
            &format!("incorrect number of dynamic sizes, has {ns}, expected {dynamic}"),
        ));
    }
    let symbols = match layout.map(|l| cx.ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) => m.num_symbols as usize,
        _ => 0,
    };
    if symbols != *nsym {
        return Err(cx.op_error(
            op,
            "symbol operand count does not equal memref symbol count",
        ));
    }
    Ok(())
}

/// `%t = gpu.dealloc async [%deps] %m {attrs} : memref<f32>`.
fn parse_dealloc(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let (is_async, _) = parse_async_deps(p)?;
    let m = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = p.p.parse_type()?;
    let v = p.p.resolve(m, t)?;
    p.build.operands.push(v);
    if is_async {
        let tok = token_type(p.p.ctx);
        p.build.result_types.push(tok);
    }
    Ok(())
}

/// Prints ` async [%deps] %m {attrs} : memref<f32>`.
fn print_dealloc(p: &mut Printer<'_>, op: OpRef) {
    let vals = ods::operands(p.ir, op);
    let Some((&m, deps)) = vals.split_last() else {
        return;
    };
    let is_async = p.ir.body(op.0).num_results(op.1) > 0;
    p.out.push(' ');
    print_async_deps(p, op, is_async, deps);
    p.out.push(' ');
    p.value(op.0, m);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let t = p.ir.body(op.0).value_type(m);
    p.ty(t);
}

/// `gpu.dealloc`: tokens then a memref; an optional token result.
fn verify_dealloc(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    ods::regions(cx, op, 0)?;
    ods::successors(cx, op, 0)?;
    let n = cx.ir.body(op.0).num_operands(op.1);
    if n == 0 {
        return Err(cx.op_error(op, "expected 1 or more operands, but found 0"));
    }
    const TOK: ods::Constraint = (is_token, "async token type");
    for i in 0..n - 1 {
        ods::operand_type(cx, op, i, TOK)?;
    }
    const MEMREF: ods::Constraint = (
        |c, t| matches!(c.type_kind(t), TypeKind::MemRef { .. }),
        "memref of any type values",
    );
    ods::operand_type(cx, op, n - 1, MEMREF)?;
    for i in 0..cx.ir.body(op.0).num_results(op.1) {
        ods::result_type(cx, op, i, TOK)?;
    }
    Ok(())
}

/// `%t = gpu.wait async [%deps]`, `gpu.wait [%deps]`.
fn parse_wait(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let (is_async, _) = parse_async_deps(p)?;
    if is_async {
        let tok = token_type(p.p.ctx);
        p.build.result_types.push(tok);
    }
    p.parse_optional_attr_dict()
}

/// Prints ` async [%deps] {attrs}` (a trailing space when there is neither, as upstream).
fn print_wait(p: &mut Printer<'_>, op: OpRef) {
    let vals = ods::operands(p.ir, op);
    let is_async = p.ir.body(op.0).num_results(op.1) > 0;
    p.out.push(' ');
    print_async_deps(p, op, is_async, &vals);
    print_attr_dict(p, op, &[]);
}

/// `gpu.wait`: token operands, an optional token result.
fn verify_wait(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    ods::regions(cx, op, 0)?;
    ods::successors(cx, op, 0)?;
    const TOK: ods::Constraint = (is_token, "async token type");
    let n = cx.ir.body(op.0).num_operands(op.1);
    for i in 0..n {
        ods::operand_type(cx, op, i, TOK)?;
    }
    Ok(())
}

static OPS: &[OpDef] = &[
    OpDef {
        name: "gpu.alloc",
        traits: ATTR_SIZED_OPERANDS,
        inherent: &["hostShared", "operandSegmentSizes"],
        verify: Some(verify_alloc),
        parse: Some(parse_alloc),
        print: Some(print_alloc),
        result_names: Some(alloc_names),
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
    .with_operand_segments(3)
    .with_results(AtLeast(1)),
    OpDef {
        name: "gpu.dealloc",
        traits: 0,
        inherent: &[],
        verify: Some(verify_dealloc),
        parse: Some(parse_dealloc),
        print: Some(print_dealloc),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    },
    OpDef {
        name: "gpu.wait",
        traits: 0,
        inherent: &[],
        verify: Some(verify_wait),
        parse: Some(parse_wait),
        print: Some(print_wait),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    },
];

/// `::mlir::gpu::MappingId`, the dimensions a mapping attribute names.
const MAPPING_IDS: &[&str] = &[
    "x",
    "y",
    "z",
    "linear_dim_0",
    "linear_dim_1",
    "linear_dim_2",
    "linear_dim_3",
    "linear_dim_4",
    "linear_dim_5",
    "linear_dim_6",
    "linear_dim_7",
    "linear_dim_8",
    "linear_dim_9",
];

/// `::mlir::gpu::AddressSpace`.
const ADDRESS_SPACES: &[&str] = &["global", "workgroup", "private"];

/// The gpu dialect's enum attributes, read when parsed (its other attributes are kept
/// as written).
static ENUM_ATTRS: [EnumAttr; 11] = [
    EnumAttr::new(
        "gpu.address_space",
        "::mlir::gpu::AddressSpace",
        "GPU_AddressSpaceAttr",
        "value",
        ADDRESS_SPACES,
    ),
    EnumAttr::new(
        "gpu.memory_space",
        "::mlir::gpu::AddressSpace",
        "GPUMemorySpaceMappingAttr",
        "address_space",
        ADDRESS_SPACES,
    ),
    EnumAttr::new(
        "gpu.block",
        "::mlir::gpu::MappingId",
        "GPUBlockMappingAttr",
        "block",
        MAPPING_IDS,
    ),
    EnumAttr::new(
        "gpu.thread",
        "::mlir::gpu::MappingId",
        "GPUThreadMappingAttr",
        "thread",
        MAPPING_IDS,
    ),
    EnumAttr::new(
        "gpu.warp",
        "::mlir::gpu::MappingId",
        "GPUWarpMappingAttr",
        "warp",
        MAPPING_IDS,
    ),
    EnumAttr::new(
        "gpu.warpgroup",
        "::mlir::gpu::MappingId",
        "GPUWarpgroupMappingAttr",
        "warpgroup",
        MAPPING_IDS,
    ),
    EnumAttr::new(
        "gpu.lane",
        "::mlir::gpu::MappingId",
        "GPULaneMappingAttr",
        "lane",
        MAPPING_IDS,
    ),
    EnumAttr::new(
        "gpu<dim",
        "::mlir::gpu::Dimension",
        "GPU_DimensionAttr",
        "value",
        &["x", "y", "z"],
    ),
    EnumAttr::new(
        "gpu<shuffle_mode",
        "::mlir::gpu::ShuffleMode",
        "GPU_ShuffleModeAttr",
        "value",
        &["xor", "up", "down", "idx"],
    ),
    EnumAttr::new(
        "gpu<all_reduce_op",
        "::mlir::gpu::AllReduceOperation",
        "GPU_AllReduceOperationAttr",
        "value",
        &[
            "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or",
            "xor", "minimumf", "maximumf",
        ],
    ),
    EnumAttr::new(
        "gpu<mma_element_wise",
        "::mlir::gpu::MMAElementwiseOp",
        "MMAElementWiseAttr",
        "value",
        &[
            "addf", "mulf", "subf", "maxf", "minf", "divf", "addi", "muli", "subi", "divs", "divu",
            "negatef", "negates", "extf",
        ],
    ),
];

/// The gpu dialect's attribute hook: reads its enum attributes (`#gpu.address_space<
/// workgroup >` is kept as `#gpu.address_space<workgroup>`, `#gpu<dim w>` is rejected)
/// and keeps the others as written.
fn read_attr_text(full: &str) -> Result<Option<String>, TextErrors> {
    read_enum_attrs(&ENUM_ATTRS, full)
}

/// The `gpu` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "gpu",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::ReadOrKeep(read_attr_text),
    types: rmlir_ir::opdef::Hook::Any,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: None,
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[("gpu.alloc", "hostShared", P::Unit)]
};
