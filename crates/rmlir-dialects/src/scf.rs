//! The `scf` dialect (MLIR's structured control flow): `scf.for`, `scf.if`, `scf.while`,
//! `scf.execute_region`, `scf.forall` with `scf.forall.in_parallel`, `scf.parallel` with
//! `scf.reduce`/`scf.reduce.return`, `scf.index_switch`, `scf.condition` and `scf.yield`.
//!
//! Each op has its custom assembly (byte-identical to mlir-opt 22), including MLIR's
//! implicit terminators (`SingleBlockImplicitTerminator`): a region whose block lacks a
//! terminator gets one on parse (`ensureTerminator`), and the printer elides it where
//! upstream does. The verifiers follow upstream's order and messages: the op's own
//! checks, then the `LoopLikeOpInterface` checks, then the types along every
//! `RegionBranchOpInterface` control-flow edge, then the region checks.
//!
//! The helpers at the top (assignment lists, arrow type lists, implicit terminators,
//! region-edge verification) are shared with the `affine` dialect.

pub mod canonicalize;
mod control_flow;
mod fold;
pub mod to_cf;

use rmlir_ir::diag::resolve_loc;
use rmlir_ir::interfaces::Interfaces;
use rmlir_ir::ir::{BlockId, BodyId, OpId, OpState, RegionId, ValueDef, ValueId};
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::Count::{Any, AtLeast, Exactly};
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::{Printer, type_to_string};
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{Attr, AttrKind, Context, Diagnostic, Ir, OpRef, PResult, Type, TypeKind};

// ------------------------------------------------------------------ shared helpers

pub(crate) use rmlir_ir::ir::op_attr as attr_of;

/// The values of an integer dense array attribute (`array<i32: 1, 2>`).
pub(crate) fn dense_i64s(ctx: &Context, a: Option<Attr>) -> Option<Vec<i64>> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => {
            Some(values.iter().map(|&v| v as i128 as i64).collect())
        }
        _ => None,
    }
}

/// `array<iN: values>`.
pub(crate) fn dense_array(ctx: &Context, width: u32, values: &[i64]) -> Attr {
    let elem = ctx.int_type(width);
    let values = values.iter().map(|&v| v as i128 as u128).collect();
    ctx.attr(AttrKind::DenseArray { elem, values })
}

/// The operand segment sizes of an `AttrSizedOperandSegments` op, if they add up.
pub(crate) fn segments(ctx: &Context, ir: &Ir, op: OpRef, n: usize) -> Option<Vec<usize>> {
    let s = dense_i64s(ctx, attr_of(ctx, ir, op, "operandSegmentSizes"))?;
    if s.len() != n || s.iter().any(|&x| x < 0) {
        return None;
    }
    let s: Vec<usize> = s.into_iter().map(|x| x as usize).collect();
    (s.iter().sum::<usize>() == ir.body(op.0).num_operands(op.1)).then_some(s)
}

/// The body holding an op's regions.
pub(crate) fn region_body(ir: &Ir, op: OpRef) -> BodyId {
    ir.body(op.0).op(op.1).nested().unwrap_or(op.0)
}

/// The `i`-th region of an op.
pub(crate) fn region(ir: &Ir, op: OpRef, i: usize) -> Option<RegionId> {
    ir.body(op.0).op(op.1).regions().get(i).copied()
}

/// The entry block of the `i`-th region of an op.
pub(crate) fn entry(ir: &Ir, op: OpRef, i: usize) -> Option<BlockId> {
    region(ir, op, i).and_then(|r| ir.body(region_body(ir, op)).entry_block(r))
}

/// The arguments of the entry block of the `i`-th region.
pub(crate) fn entry_args(ir: &Ir, op: OpRef, i: usize) -> Vals {
    entry(ir, op, i)
        .map(|b| {
            ir.body(region_body(ir, op))
                .block_args(b)
                .iter()
                .copied()
                .collect()
        })
        .unwrap_or_default()
}

/// A few values, inline (verifiers and printers of small ops allocate nothing).
pub(crate) type Vals = smallvec::SmallVec<[ValueId; 4]>;

/// A few types, inline.
pub(crate) type Types = smallvec::SmallVec<[Type; 4]>;

/// The last op of the entry block of the `i`-th region.
pub(crate) fn entry_terminator(ir: &Ir, op: OpRef, i: usize) -> Option<OpId> {
    entry(ir, op, i).and_then(|b| ir.body(region_body(ir, op)).last_op(b))
}

/// The registered name of an op (`None` for unregistered ops).
pub(crate) fn op_name(ir: &Ir, op: OpRef) -> Option<&'static str> {
    ir.body(op.0).op(op.1).def.map(|d| d.name)
}

pub(crate) fn operands(ir: &Ir, op: OpRef) -> Vals {
    ir.body(op.0).operands(op.1).collect()
}

pub(crate) fn results(ir: &Ir, op: OpRef) -> Vals {
    ir.body(op.0).results(op.1).collect()
}

pub(crate) fn types_of(ir: &Ir, body: BodyId, vals: &[ValueId]) -> Types {
    vals.iter().map(|&v| ir.body(body).value_type(v)).collect()
}

/// `'t'` for messages.
pub(crate) fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// The integer value of a constant-like op's result (`arith.constant 0 : index`), as
/// MLIR's `getConstantIntValue` sees it.
pub(crate) fn constant_int(ctx: &Context, ir: &Ir, body: BodyId, v: ValueId) -> Option<i128> {
    let ValueDef::Result { op, .. } = ir.body(body).value(v).def() else {
        return None;
    };
    let d = ir.body(body).op(op);
    if !d.def.is_some_and(|d| d.has(CONSTANT_LIKE)) {
        return None;
    }
    match attr_of(ctx, ir, (body, op), "value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => Some(*value),
        _ => None,
    }
}

// The parser's SSA-use type (`UnresolvedValue`) cannot be named outside `rmlir-ir`, so
// the helpers that take or return uses are macros: the type is inferred at each use.

/// `(%a = %x, %b = %y)`: region arguments bound to initial values (MLIR's
/// `parseAssignmentList`); evaluates to `PResult<(lhs uses, rhs uses)>`.
macro_rules! parse_assignment_list {
    ($p:expr) => {
        (|| -> PResult<_> {
            $p.p.expect(Tok::LParen, "'('")?;
            let (mut lhs, mut rhs) = (Vec::new(), Vec::new());
            if !$p.p.eat(Tok::RParen) {
                loop {
                    lhs.push($p.p.parse_value_use()?);
                    $p.p.expect(Tok::Equal, "'='")?;
                    rhs.push($p.p.parse_value_use()?);
                    if !$p.p.eat(Tok::Comma) {
                        break;
                    }
                }
                $p.p.expect(Tok::RParen, "')'")?;
            }
            Ok((lhs, rhs))
        })()
    };
}
pub(crate) use parse_assignment_list;

pub(crate) use crate::asm_util::custom_error;

/// ` -> t` or ` -> (t1, t2)` when present (MLIR's `parseOptionalArrowTypeList`).
pub(crate) fn parse_optional_arrow_types(p: &mut OpParser<'_, '_, '_>) -> PResult<Vec<Type>> {
    if p.p.eat(Tok::Arrow) {
        p.p.parse_function_result_types()
    } else {
        Ok(Vec::new())
    }
}

/// Creates an op with no operands or results at the end of `block`.
fn append_op(p: &mut OpParser<'_, '_, '_>, block: BlockId, name: &str, at: u32) -> OpId {
    let body = p.region_body;
    let sym = p.p.ctx.sym(name);
    let def = p.p.ctx.op_def(sym);
    let attrs = p.p.ctx.dict_attr(Vec::new());
    let loc = p.p.loc_attr(at);
    let op = p.p.ir.body_mut(body).create_op(OpState {
        name: sym,
        def,
        operands: Vec::new(),
        result_types: Vec::new(),
        successors: Vec::new(),
        props: None,
        attrs,
        loc,
    });
    p.p.ir.body_mut(body).insert_op(op, block, None);
    op
}

/// MLIR's `ensureTerminator`: gives an empty region a block, and appends the implicit
/// terminator `name` (no operands) when the last block does not end in a terminator.
/// `with_region` gives the terminator one region with an empty block
/// (`scf.forall.in_parallel`).
///
/// ```mlir
/// scf.if %c { "test.foo"() : () -> () }
/// // parses as
/// scf.if %c { "test.foo"() : () -> ()  scf.yield }
/// ```
pub(crate) fn ensure_terminator(
    p: &mut OpParser<'_, '_, '_>,
    r: RegionId,
    name: &str,
    with_region: bool,
    at: u32,
) {
    let body = p.region_body;
    let last_block = p.p.ir.body(body).region_blocks(r).last();
    let block = match last_block {
        Some(b) => b,
        None => {
            let b = p.p.ir.body_mut(body).create_block();
            p.p.ir.body_mut(body).append_block(r, b);
            b
        }
    };
    let bd = p.p.ir.body(body);
    if bd
        .last_op(block)
        .is_some_and(|o| bd.op(o).def.is_some_and(|d| d.has(TERMINATOR)))
    {
        return;
    }
    let op = append_op(p, block, name, at);
    if with_region {
        let ir = p.p.ir.body_mut(body);
        let nr = ir.create_region(Some(op));
        let nb = ir.create_block();
        ir.append_block(nr, nb);
        ir.op_mut(op).push_region(nr);
    }
}

/// ` {attrs}` of an op: inherent and discardable attributes merged, minus `elided`.
pub(crate) fn print_attr_dict(p: &mut Printer<'_>, op: OpRef, elided: &[&str], keyword: bool) {
    p.op_attr_dict(op, elided, keyword);
}

/// `%a, %b`.
pub(crate) fn print_values(p: &mut Printer<'_>, body: BodyId, vals: &[ValueId]) {
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(body, v);
    }
}

/// `%a, %b : t1, t2` preceded by a space, or nothing when `vals` is empty.
pub(crate) fn print_values_and_types(p: &mut Printer<'_>, body: BodyId, vals: &[ValueId]) {
    if vals.is_empty() {
        return;
    }
    p.out.push(' ');
    print_values(p, body, vals);
    p.out.push_str(" : ");
    let tys = types_of(p.ir, body, vals);
    p.ap.type_list(&mut p.out, &tys);
}

/// `<prefix>(%inner = %outer, ...)` (MLIR's `printInitializationList`); nothing when
/// there are no initial values.
pub(crate) fn print_init_list(
    p: &mut Printer<'_>,
    op: OpRef,
    args: &[ValueId],
    inits: &[ValueId],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    let rb = region_body(p.ir, op);
    p.out.push_str(prefix);
    p.out.push('(');
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(rb, a);
        p.out.push_str(" = ");
        p.value(op.0, v);
    }
    p.out.push(')');
}

/// ` -> t` or ` -> (t1, t2)`, nothing when empty (MLIR's `printOptionalArrowTypeList`).
pub(crate) fn print_optional_arrow_types(p: &mut Printer<'_>, tys: &[Type]) {
    if tys.is_empty() {
        return;
    }
    p.out.push_str(" -> ");
    p.ap.result_types(&mut p.out, tys);
}

/// Prints region `i` of an op (`{` ... `}`) if it exists.
pub(crate) fn print_region(p: &mut Printer<'_>, op: OpRef, i: usize, args: bool, terms: bool) {
    let rb = region_body(p.ir, op);
    if let Some(r) = region(p.ir, op, i) {
        p.region(rb, r, args, terms, false);
    }
}

/// Whether the implicit terminator of region `i` must be printed: it has operands,
/// results or attributes (ODS's printing of `SingleBlockImplicitTerminator` regions).
pub(crate) fn implicit_terminator_is_visible(ir: &Ir, ctx: &Context, op: OpRef, i: usize) -> bool {
    let rb = region_body(ir, op);
    let Some(t) = entry_terminator(ir, op, i) else {
        return true;
    };
    let bd = ir.body(rb);
    bd.num_operands(t) != 0
        || bd.num_results(t) != 0
        || matches!(ctx.attr_kind(bd.op(t).attrs), AttrKind::Dict(e) if !e.is_empty())
        || bd.op(t).props().is_some()
}

/// Emits `'op' op msg` with MLIR's `see current operation` note and extra notes.
pub(crate) fn op_error_with_notes(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    msg: &str,
    notes: &[(OpRef, String)],
) -> rmlir_ir::Reported {
    let name = cx.ctx.str(cx.ir.body(op.0).op(op.1).name);
    let loc = resolve_loc(cx.ctx, cx.ir.body(op.0).op(op.1).loc);
    let note = rmlir_ir::verifier::current_op_note(cx.ctx, cx.ir, op);
    let mut d = Diagnostic::error(loc.clone(), format!("'{name}' op {msg}")).with_note(loc, note);
    for (at, n) in notes {
        let l = resolve_loc(cx.ctx, cx.ir.body(at.0).op(at.1).loc);
        d = d.with_note(l, n.clone());
    }
    cx.diags.emit(d)
}

/// Where control comes from along a region edge (MLIR's `RegionBranchPoint`).
#[derive(Clone, Copy)]
pub(crate) enum BranchPoint {
    Parent,
    /// A terminator in the op's regions.
    Terminator(OpId),
}

/// One control-flow edge of a region-branch op: the values passed along it and the
/// types of the values that receive them (`to` is a region index or `None` for the
/// parent's results).
pub(crate) struct RegionEdge {
    pub from: BranchPoint,
    pub to: Option<usize>,
    pub operands: Types,
    pub inputs: Types,
}

/// MLIR's `verifyTypesAlongControlFlowEdges` over the given edges: counts and types of
/// the values passed along each edge must match what the successor receives.
///
/// ```mlir
/// // error: 'scf.if' op along control flow edge from Operation scf.yield to parent:
/// //        region branch point has 2 operands, but region successor needs 1 inputs
/// %r = scf.if %c -> (f32) { scf.yield %x, %x : f32, f32 } else { ... }
/// ```
pub(crate) fn verify_region_edges(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    edges: &[RegionEdge],
) -> PResult<()> {
    let rb = region_body(cx.ir, op);
    for e in edges {
        // The edge's description, built only for a diagnostic.
        let describe = |cx: &VerifyCx<'_>| {
            let (from, note_at) = match e.from {
                BranchPoint::Parent => ("parent".to_string(), op),
                BranchPoint::Terminator(t) => {
                    let name = cx.ctx.str(cx.ir.body(rb).op(t).name);
                    (format!("Operation {name}"), (rb, t))
                }
            };
            let to = match e.to {
                Some(i) => format!("Region #{i}"),
                None => "parent".to_string(),
            };
            let prefix = format!("along control flow edge from {from} to {to}");
            (prefix, [(note_at, "region branch point".to_string())])
        };
        if e.operands.len() != e.inputs.len() {
            let (prefix, note) = describe(cx);
            let msg = format!(
                "{prefix}: region branch point has {} operands, but region successor needs {} inputs",
                e.operands.len(),
                e.inputs.len()
            );
            return Err(op_error_with_notes(cx, op, &msg, &note));
        }
        for (i, (&a, &b)) in e.operands.iter().zip(&e.inputs).enumerate() {
            if a != b {
                let (prefix, note) = describe(cx);
                let msg = format!(
                    "{prefix}: successor operand type #{i} {} should match successor input type #{i} {}",
                    quoted(cx.ctx, a),
                    quoted(cx.ctx, b)
                );
                return Err(op_error_with_notes(cx, op, &msg, &note));
            }
        }
    }
    Ok(())
}

/// MLIR's `verifyLoopLikeOpInterface`: inits, region iter_args, yielded values and loop
/// results agree in number and type.
///
/// ```mlir
/// // error: 'scf.for' op 0-th region iter_arg and 0-th yielded value have different
/// //        type: 'f32' != 'i32'
/// ```
pub(crate) fn verify_loop_like(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    inits: &[Type],
    iter_args: &[Type],
    yielded: &[Type],
    results: Option<&[Type]>,
) -> PResult<()> {
    if inits.len() != iter_args.len() {
        let msg = format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        let msg = format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    if let Some(res) = results
        && res.len() != iter_args.len()
    {
        let msg = format!(
            "different number of loop results and region iter_args: {} != {}",
            res.len(),
            iter_args.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        if init != arg {
            let msg = format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                quoted(cx.ctx, init),
                quoted(cx.ctx, arg)
            );
            return Err(cx.op_error(op, &msg));
        }
        if let Some(&y) = yielded.get(i)
            && arg != y
        {
            let msg = format!(
                "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                quoted(cx.ctx, arg),
                quoted(cx.ctx, y)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    if let Some(res) = results {
        for (i, (&arg, &r)) in iter_args.iter().zip(res).enumerate() {
            if arg != r {
                let msg = format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                    quoted(cx.ctx, arg),
                    quoted(cx.ctx, r)
                );
                return Err(cx.op_error(op, &msg));
            }
        }
    }
    Ok(())
}

/// Runs an op's checks the way MLIR orders its region-level ones (`verifyRegions` and
/// the region-branch and loop-like interface checks): after the nested ops. When
/// `checks` would fail but an op nested in `op` fails its own verifier, MLIR reports
/// the nested op's error, so the checks pass here and the nested op reports later.
pub(crate) fn region_checks(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    checks: fn(&mut VerifyCx<'_>, OpRef) -> PResult<()>,
) -> PResult<()> {
    let mut scratch = rmlir_ir::DiagEngine::default();
    let failed = {
        let mut quiet = VerifyCx {
            ctx: cx.ctx,
            ir: cx.ir,
            diags: &mut scratch,
            symbols: &mut *cx.symbols,
            outer: cx.outer,
        };
        checks(&mut quiet, op).is_err()
    };
    if !failed || nested_op_fails(cx, op) {
        return Ok(());
    }
    checks(cx, op)
}

/// Whether an op nested in `op`'s regions fails its own verifier (checked quietly).
fn nested_op_fails(cx: &mut VerifyCx<'_>, op: OpRef) -> bool {
    let mut nested = Vec::new();
    cx.ir.walk(op, &mut |o| nested.push(o));
    let mut scratch = rmlir_ir::DiagEngine::default();
    for o in nested.into_iter().filter(|&o| o != op) {
        let Some(f) = cx.ir.body(o.0).op(o.1).def.and_then(|d| d.verify) else {
            continue;
        };
        let mut quiet = VerifyCx {
            ctx: cx.ctx,
            ir: cx.ir,
            diags: &mut scratch,
            symbols: &mut *cx.symbols,
            outer: cx.outer,
        };
        if f(&mut quiet, o).is_err() {
            return true;
        }
    }
    false
}

/// ODS's `SizedRegion<1>` constraint on region `i`.
pub(crate) fn verify_sized_region(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    i: usize,
    name: &str,
) -> PResult<()> {
    let n = region(cx.ir, op, i)
        .map(|r| cx.ir.body(region_body(cx.ir, op)).region_blocks(r).count())
        .unwrap_or(0);
    if n != 1 {
        let msg =
            format!("region #{i} ('{name}') failed to verify constraint: region with 1 blocks");
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// `HasParent`/`ParentOneOf`: the op must sit directly in one of `parents`.
pub(crate) fn verify_parent(cx: &mut VerifyCx<'_>, op: OpRef, parents: &[&str]) -> PResult<()> {
    let parent = cx.ir.parent_op(op).and_then(|p| op_name(cx.ir, p));
    if parent.is_some_and(|n| parents.contains(&n)) {
        return Ok(());
    }
    let msg = if parents.len() == 1 {
        format!("expects parent op '{}'", parents[0])
    } else {
        format!("expects parent op to be one of '{}'", parents.join(", "))
    };
    Err(cx.op_error(op, &msg))
}

/// Operand types of the terminator ending region `i`'s entry block, if it is `name`.
fn terminator_operand_types(ir: &Ir, op: OpRef, i: usize, name: &str) -> Option<Vec<Type>> {
    let rb = region_body(ir, op);
    let t = entry_terminator(ir, op, i)?;
    if op_name(ir, (rb, t)) != Some(name) {
        return None;
    }
    let vals: Vec<ValueId> = ir.body(rb).operands(t).collect();
    Some(types_of(ir, rb, &vals).into_vec())
}

/// Edges from every `terminator` (by name) ending a block of region `i` back to the
/// parent op's results.
pub(crate) fn edges_to_parent(
    ir: &Ir,
    op: OpRef,
    i: usize,
    terminator: &str,
    out: &mut Vec<RegionEdge>,
) {
    let rb = region_body(ir, op);
    let res = types_of(ir, op.0, &results(ir, op));
    let Some(r) = region(ir, op, i) else { return };
    for b in ir.body(rb).region_blocks(r) {
        let Some(t) = ir.body(rb).last_op(b) else {
            continue;
        };
        if op_name(ir, (rb, t)) != Some(terminator) {
            continue;
        }
        let vals: Vec<ValueId> = ir.body(rb).operands(t).collect();
        out.push(RegionEdge {
            from: BranchPoint::Terminator(t),
            to: None,
            operands: types_of(ir, rb, &vals),
            inputs: res.clone(),
        });
    }
}

// ------------------------------------------------------------------ scf.for

/// `scf.for [unsigned] %i = %lb to %ub step %s [iter_args(%a = %init) -> (t)] [: ty]
/// { body } [{attrs}]`.
///
/// ```mlir
/// %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
///   scf.yield %a : f32
/// }
/// scf.for %i = %lb to %ub step %s : i32 { }
/// ```
fn parse_for(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name_at = p.name_at;
    if p.p.eat_keyword("unsigned") {
        let u = p.p.ctx.unit_attr();
        p.set_prop("unsignedCmp", u);
    }
    let iv = p.p.parse_value_use()?;
    p.p.expect(Tok::Equal, "'='")?;
    let lb = p.p.parse_value_use()?;
    p.expect_keyword("to")?;
    let ub = p.p.parse_value_use()?;
    p.expect_keyword("step")?;
    let step = p.p.parse_value_use()?;
    let (mut iter_args, mut inits) = (Vec::new(), Vec::new());
    let mut types = Vec::new();
    if p.p.eat_keyword("iter_args") {
        (iter_args, inits) = parse_assignment_list!(p)?;
        p.p.expect(Tok::Arrow, "'->'")?;
        types = p.p.parse_function_result_types()?;
    }
    if iter_args.len() != types.len() {
        return Err(custom_error(
            p,
            name_at,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let ty = if p.p.eat(Tok::Colon) {
        p.p.parse_type()?
    } else {
        p.p.ctx.index_type()
    };
    let mut args = vec![(iv, ty, None)];
    args.extend(iter_args.iter().zip(&types).map(|(&u, &t)| (u, t, None)));
    let r = p.parse_region(&args)?;
    ensure_terminator(p, r, "scf.yield", false, name_at);
    p.resolve_all(&[lb, ub, step], ty)?;
    let at = p.p.pos();
    p.resolve_operands(&inits, &types, at)?;
    p.build.result_types = types.into_iter().collect();
    p.parse_optional_attr_dict()
}

fn print_for(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    let args = entry_args(p.ir, op, 0);
    let rb = region_body(p.ir, op);
    if attr_of(p.ctx, p.ir, op, "unsignedCmp").is_some() {
        p.out.push_str(" unsigned");
    }
    p.out.push(' ');
    if let Some(&iv) = args.first() {
        p.value(rb, iv);
    }
    let names = [" = ", " to ", " step "];
    for (i, sep) in names.iter().enumerate() {
        p.out.push_str(sep);
        if let Some(&v) = ops.get(i) {
            p.value(op.0, v);
        }
    }
    let inits = ops.get(3..).unwrap_or_default();
    print_init_list(
        p,
        op,
        args.get(1..).unwrap_or_default(),
        inits,
        " iter_args",
    );
    if !inits.is_empty() {
        p.out.push_str(" -> (");
        let tys = types_of(p.ir, op.0, inits);
        p.ap.type_list(&mut p.out, &tys);
        p.out.push(')');
    }
    p.out.push(' ');
    if let Some(&iv) = args.first() {
        let t = p.ir.body(rb).value_type(iv);
        if !matches!(p.ctx.type_kind(t), TypeKind::Index) {
            p.out.push_str(" : ");
            p.ty(t);
            p.out.push(' ');
        }
    }
    print_region(p, op, 0, false, !inits.is_empty());
    print_attr_dict(p, op, &["unsignedCmp"], false);
}

fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Index
            | TypeKind::Integer {
                signedness: rmlir_ir::types::Signedness::Signless,
                ..
            }
    )
}

/// `scf.for`: bounds share one signless integer or index type, the body's block
/// arguments are the induction variable and one per loop-carried value, and the
/// loop-carried values, yielded values and results agree.
fn verify_for(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    region_checks(cx, op, verify_for_now)
}

/// The checks of `verify_for`, run once nested ops verify.
fn verify_for_now(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let ops = operands(cx.ir, op);
    if ops.len() < 3 {
        return Err(cx.op_error(
            op,
            &format!("expected 3 or more operands, but found {}", ops.len()),
        ));
    }
    let ctl = types_of(cx.ir, op.0, &ops[..3]);
    for (i, &t) in ctl.iter().enumerate() {
        if !is_signless_int_or_index(cx.ctx, t) {
            let msg = format!(
                "operand #{i} must be signless integer or index, but got {}",
                quoted(cx.ctx, t)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    if ctl[1] != ctl[0] || ctl[2] != ctl[0] {
        return Err(cx.op_error(
            op,
            "failed to verify that all of {lowerBound, upperBound, step} have same type",
        ));
    }
    verify_sized_region(cx, op, 0, "region")?;
    let res = types_of(cx.ir, op.0, &results(cx.ir, op));
    let inits = types_of(cx.ir, op.0, &ops[3..]);
    if inits.len() != res.len() {
        return Err(cx.op_error(
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let rb = region_body(cx.ir, op);
    let args = types_of(cx.ir, rb, &entry_args(cx.ir, op, 0));
    let iter_args = args.get(1..).unwrap_or_default().to_vec();
    let yielded = terminator_operand_types(cx.ir, op, 0, "scf.yield").unwrap_or_default();
    verify_loop_like(cx, op, &inits, &iter_args, &yielded, Some(&res))?;
    // Room for the terminator's edges too: a push would otherwise reallocate.
    let mut edges = Vec::with_capacity(4);
    edges.extend([
        RegionEdge {
            from: BranchPoint::Parent,
            to: Some(0),
            operands: inits.clone(),
            inputs: iter_args.as_slice().into(),
        },
        RegionEdge {
            from: BranchPoint::Parent,
            to: None,
            operands: inits.clone(),
            inputs: res.clone(),
        },
    ]);
    if let Some(t) = entry_terminator(cx.ir, op, 0)
        && op_name(cx.ir, (rb, t)) == Some("scf.yield")
    {
        for to in [Some(0), None] {
            edges.push(RegionEdge {
                from: BranchPoint::Terminator(t),
                to,
                operands: yielded.as_slice().into(),
                inputs: if to.is_some() {
                    iter_args.as_slice().into()
                } else {
                    res.clone()
                },
            });
        }
    }
    verify_region_edges(cx, op, &edges)?;
    if args.first() != Some(&ctl[0]) {
        return Err(cx.op_error(
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    if iter_args.len() != res.len() {
        return Err(cx.op_error(
            op,
            "mismatch in number of basic block args and defined values",
        ));
    }
    for (i, ((&init, &arg), &r)) in inits.iter().zip(&iter_args).zip(&res).enumerate() {
        if init != r {
            let msg = format!("types mismatch between {i}th iter operand and defined value");
            return Err(cx.op_error(op, &msg));
        }
        if arg != r {
            let msg = format!("types mismatch between {i}th iter region arg and defined value");
            return Err(cx.op_error(op, &msg));
        }
    }
    Ok(())
}

// ------------------------------------------------------------------ scf.if

/// `scf.if %c [-> (types)] { then } [else { else }] [{attrs}]`.
///
/// ```mlir
/// %r = scf.if %c -> (f32) {
///   scf.yield %a : f32
/// } else {
///   scf.yield %b : f32
/// }
/// ```
fn parse_if(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name_at = p.name_at;
    let cond = p.p.parse_value_use()?;
    let i1 = p.p.ctx.int_type(1);
    p.resolve_all(&[cond], i1)?;
    p.build.result_types = parse_optional_arrow_types(p)?.into();
    let then = p.parse_region(&[])?;
    ensure_terminator(p, then, "scf.yield", false, name_at);
    if p.p.eat_keyword("else") {
        let els = p.parse_region(&[])?;
        ensure_terminator(p, els, "scf.yield", false, name_at);
    } else {
        p.add_empty_region();
    }
    p.parse_optional_attr_dict()
}

fn print_if(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    let res = types_of(p.ir, op.0, &results(p.ir, op));
    p.out.push(' ');
    if let Some(&c) = ops.first() {
        p.value(op.0, c);
    }
    if !res.is_empty() {
        p.out.push_str(" -> (");
        p.ap.type_list(&mut p.out, &res);
        p.out.push(')');
    }
    p.out.push(' ');
    let terms = !res.is_empty();
    print_region(p, op, 0, false, terms);
    if entry(p.ir, op, 1).is_some() {
        p.out.push_str(" else ");
        print_region(p, op, 1, false, terms);
    }
    print_attr_dict(p, op, &[], false);
}

/// `scf.if`: an `i1` condition, one then-block, at most one else-block (required when
/// the op has results), and yields that match the results.
fn verify_if(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    region_checks(cx, op, verify_if_now)
}

/// The checks of `verify_if`, run once nested ops verify.
fn verify_if_now(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let ops = operands(cx.ir, op);
    if ops.len() != 1 {
        let msg = format!("expected 1 operands, but found {}", ops.len());
        return Err(cx.op_error(op, &msg));
    }
    let t = cx.ir.body(op.0).value_type(ops[0]);
    if !matches!(
        cx.ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: rmlir_ir::types::Signedness::Signless
        }
    ) {
        let msg = format!(
            "operand #0 must be 1-bit signless integer, but got {}",
            quoted(cx.ctx, t)
        );
        return Err(cx.op_error(op, &msg));
    }
    verify_sized_region(cx, op, 0, "thenRegion")?;
    let rb = region_body(cx.ir, op);
    let else_blocks = region(cx.ir, op, 1)
        .map(|r| cx.ir.body(rb).region_blocks(r).count())
        .unwrap_or(0);
    if else_blocks > 1 {
        return Err(cx.op_error(op, "expects region #1 to have 0 or 1 blocks"));
    }
    let res = types_of(cx.ir, op.0, &results(cx.ir, op));
    if !res.is_empty() && else_blocks == 0 {
        return Err(cx.op_error(op, "must have an else block if defining values"));
    }
    // Room for the terminator's edges too: a push would otherwise reallocate.
    let mut edges = Vec::with_capacity(4);
    edges.push(RegionEdge {
        from: BranchPoint::Parent,
        to: Some(0),
        operands: Types::new(),
        inputs: Types::new(),
    });
    edges.push(RegionEdge {
        from: BranchPoint::Parent,
        to: (else_blocks > 0).then_some(1),
        operands: Types::new(),
        inputs: Types::new(),
    });
    edges_to_parent(cx.ir, op, 0, "scf.yield", &mut edges);
    edges_to_parent(cx.ir, op, 1, "scf.yield", &mut edges);
    verify_region_edges(cx, op, &edges)
}

// ------------------------------------------------------------------ scf.yield

/// `scf.yield [{attrs}] [%a, %b : t1, t2]`.
fn parse_yield(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let uses = p.parse_operand_list()?;
    let mut types = Default::default();
    if !uses.is_empty() {
        p.p.expect(Tok::Colon, "':'")?;
        types = p.parse_type_list()?;
    }
    let at = p.p.pos();
    p.resolve_operands(&uses, &types, at)
}

fn print_yield(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &[], false);
    let vals = operands(p.ir, op);
    print_values_and_types(p, op.0, &vals);
}

/// `scf.yield` only terminates the regions of the scf ops that yield values.
fn verify_yield(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    verify_parent(
        cx,
        op,
        &[
            "scf.execute_region",
            "scf.for",
            "scf.if",
            "scf.index_switch",
            "scf.while",
        ],
    )
}

// ------------------------------------------------------------------ scf.while

/// `scf.while [(%a = %init, ...)] : (inputs) -> results { before } do { after }
/// [attributes {...}]`.
///
/// ```mlir
/// %r = scf.while (%a = %x) : (f32) -> f32 {
///   scf.condition(%c) %a : f32
/// } do {
/// ^bb0(%b: f32):
///   scf.yield %b : f32
/// }
/// ```
fn parse_while(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let (mut args, mut inits) = (Vec::new(), Vec::new());
    if p.p.kind() == Tok::LParen {
        (args, inits) = parse_assignment_list!(p)?;
    }
    p.p.expect(Tok::Colon, "':'")?;
    let type_at = p.p.pos();
    let t = p.p.parse_type()?;
    let Some((ins, outs)) =
        p.p.ctx
            .function_signature(t)
            .map(|(a, b)| (a.to_vec(), b.to_vec()))
    else {
        return Err(custom_error(p, type_at, "invalid kind of type specified"));
    };
    p.build.result_types = outs.into();
    if ins.len() != inits.len() {
        let msg = format!(
            "expected as many input types as operands (expected {} got {})",
            inits.len(),
            ins.len()
        );
        return Err(custom_error(p, type_at, &msg));
    }
    let at = p.p.pos();
    p.resolve_operands(&inits, &ins, at)?;
    let region_args: Vec<_> = args.iter().zip(&ins).map(|(&u, &t)| (u, t, None)).collect();
    p.parse_region(&region_args)?;
    p.expect_keyword("do")?;
    p.parse_region(&[])?;
    if p.p.eat_keyword("attributes") {
        if p.p.kind() != Tok::LBrace {
            return Err(p.p.error_here("expected '{' in attribute dictionary"));
        }
        p.parse_optional_attr_dict()?;
    }
    Ok(())
}

fn print_while(p: &mut Printer<'_>, op: OpRef) {
    let inits = operands(p.ir, op);
    let args = entry_args(p.ir, op, 0);
    print_init_list(p, op, &args, &inits, " ");
    p.out.push_str(" : (");
    let ins = types_of(p.ir, op.0, &inits);
    p.ap.type_list(&mut p.out, &ins);
    p.out.push_str(") -> ");
    let res = types_of(p.ir, op.0, &results(p.ir, op));
    p.ap.result_types(&mut p.out, &res);
    p.out.push(' ');
    print_region(p, op, 0, false, true);
    p.out.push_str(" do ");
    print_region(p, op, 1, true, true);
    print_attr_dict(p, op, &[], true);
}

/// The 'before' region ends in `scf.condition`, the 'after' region in `scf.yield`, and
/// values flow between them and the op with matching types.
fn verify_while(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    region_checks(cx, op, verify_while_now)
}

/// The checks of `verify_while`, run once nested ops verify.
fn verify_while_now(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    verify_sized_region(cx, op, 0, "before")?;
    verify_sized_region(cx, op, 1, "after")?;
    let rb = region_body(cx.ir, op);
    for (i, name, what) in [
        (
            0,
            "scf.condition",
            "'before' region to terminate with 'scf.condition'",
        ),
        (
            1,
            "scf.yield",
            "'after' region to terminate with 'scf.yield'",
        ),
    ] {
        let t = entry_terminator(cx.ir, op, i);
        if t.is_none_or(|t| op_name(cx.ir, (rb, t)) != Some(name)) {
            let notes: Vec<(OpRef, String)> = t
                .map(|t| ((rb, t), "terminator here".to_string()))
                .into_iter()
                .collect();
            return Err(op_error_with_notes(
                cx,
                op,
                &format!("expects the {what}"),
                &notes,
            ));
        }
    }
    let inits = types_of(cx.ir, op.0, &operands(cx.ir, op));
    let res = types_of(cx.ir, op.0, &results(cx.ir, op));
    let before = types_of(cx.ir, rb, &entry_args(cx.ir, op, 0));
    let after = types_of(cx.ir, rb, &entry_args(cx.ir, op, 1));
    let yielded = terminator_operand_types(cx.ir, op, 1, "scf.yield").unwrap_or_default();
    // MLIR's `WhileOp` gives the loop-like check no yielded values: the `scf.yield`
    // feeding the `before` region is checked as a region edge below.
    verify_loop_like(cx, op, &inits, &before, &[], None)?;
    let cond_t = entry_terminator(cx.ir, op, 0);
    let yield_t = entry_terminator(cx.ir, op, 1);
    // Room for the terminator's edges too: a push would otherwise reallocate.
    let mut edges = Vec::with_capacity(4);
    edges.push(RegionEdge {
        from: BranchPoint::Parent,
        to: Some(0),
        operands: inits,
        inputs: before.clone(),
    });
    if let Some(t) = cond_t {
        let vals: Vec<ValueId> = cx.ir.body(rb).operands(t).skip(1).collect();
        let passed = types_of(cx.ir, rb, &vals);
        edges.push(RegionEdge {
            from: BranchPoint::Terminator(t),
            to: None,
            operands: passed.clone(),
            inputs: res,
        });
        edges.push(RegionEdge {
            from: BranchPoint::Terminator(t),
            to: Some(1),
            operands: passed,
            inputs: after,
        });
    }
    if let Some(t) = yield_t {
        edges.push(RegionEdge {
            from: BranchPoint::Terminator(t),
            to: Some(0),
            operands: yielded.into(),
            inputs: before,
        });
    }
    verify_region_edges(cx, op, &edges)
}

/// `scf.condition(%c) [{attrs}] [%a, %b : t1, t2]`.
fn parse_condition(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.p.expect(Tok::LParen, "'('")?;
    let cond = p.p.parse_value_use()?;
    p.p.expect(Tok::RParen, "')'")?;
    let i1 = p.p.ctx.int_type(1);
    p.resolve_all(&[cond], i1)?;
    p.parse_optional_attr_dict()?;
    let uses = p.parse_operand_list()?;
    if !uses.is_empty() {
        p.p.expect(Tok::Colon, "':'")?;
        let at = p.p.pos();
        let types = p.parse_type_list()?;
        p.resolve_operands(&uses, &types, at)?;
    }
    Ok(())
}

fn print_condition(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    p.out.push('(');
    if let Some(&c) = ops.first() {
        p.value(op.0, c);
    }
    p.out.push(')');
    print_attr_dict(p, op, &[], false);
    print_values_and_types(p, op.0, ops.get(1..).unwrap_or_default());
}

fn verify_condition(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    verify_parent(cx, op, &["scf.while"])
}

// ------------------------------------------------------------------ scf.execute_region

/// `scf.execute_region [-> types] [no_inline] { blocks } [{attrs}]`.
///
/// ```mlir
/// %r = scf.execute_region -> i32 {
///   scf.yield %x : i32
/// }
/// ```
fn parse_execute_region(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.build.result_types = parse_optional_arrow_types(p)?.into();
    if p.p.eat_keyword("no_inline") {
        let u = p.p.ctx.unit_attr();
        p.set_prop("no_inline", u);
    }
    p.parse_region(&[])?;
    p.parse_optional_attr_dict()
}

fn print_execute_region(p: &mut Printer<'_>, op: OpRef) {
    let res = types_of(p.ir, op.0, &results(p.ir, op));
    print_optional_arrow_types(p, &res);
    if attr_of(p.ctx, p.ir, op, "no_inline").is_some() {
        p.out.push_str(" no_inline");
    }
    p.out.push(' ');
    print_region(p, op, 0, false, true);
    print_attr_dict(p, op, &["no_inline"], false);
}

/// The region has at least one block, no arguments, and yields the results.
fn verify_execute_region(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    region_checks(cx, op, verify_execute_region_now)
}

/// The checks of `verify_execute_region`, run once nested ops verify.
fn verify_execute_region_now(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    if entry(cx.ir, op, 0).is_none() {
        return Err(cx.op_error(op, "region needs to have at least one block"));
    }
    if !entry_args(cx.ir, op, 0).is_empty() {
        return Err(cx.op_error(op, "region cannot have any arguments"));
    }
    // Room for the terminator's edges too: a push would otherwise reallocate.
    let mut edges = Vec::with_capacity(4);
    edges.push(RegionEdge {
        from: BranchPoint::Parent,
        to: Some(0),
        operands: Types::new(),
        inputs: Types::new(),
    });
    edges_to_parent(cx.ir, op, 0, "scf.yield", &mut edges);
    verify_region_edges(cx, op, &edges)
}

// ------------------------------------------------------------------ scf.forall

/// `(4, %n, -1)`: a parenthesised list of integers and SSA values (MLIR's
/// `parseDynamicIndexList`); dynamic entries are `i64::MIN` in the static list.
/// Evaluates to `PResult<(dynamic uses, static values)>`.
macro_rules! parse_dynamic_index_list {
    ($p:expr) => {
        (|| -> PResult<_> {
            $p.p.expect(Tok::LParen, "'('")?;
            let (mut dynamic, mut statics) = (Vec::new(), Vec::new());
            if $p.p.eat(Tok::RParen) {
                return Ok((dynamic, statics));
            }
            loop {
                if $p.p.kind() == Tok::PercentIdent {
                    dynamic.push($p.p.parse_value_use()?);
                    statics.push(i64::MIN);
                } else {
                    let neg = $p.p.eat(Tok::Minus);
                    if $p.p.kind() != Tok::Integer {
                        return Err($p.p.error_here("expected SSA value or integer"));
                    }
                    let v = parse_i64($p.p.text(), neg)
                        .ok_or_else(|| $p.p.error_here("integer value too large"))?;
                    $p.p.bump();
                    statics.push(v);
                }
                if !$p.p.eat(Tok::Comma) {
                    break;
                }
            }
            $p.p.expect(Tok::RParen, "')'")?;
            Ok((dynamic, statics))
        })()
    };
}

/// An integer literal (decimal or `0x` hex) as `i64`.
pub(crate) fn parse_i64(text: &str, neg: bool) -> Option<i64> {
    let mag: i128 = match text.strip_prefix("0x") {
        Some(h) => i128::from_str_radix(h, 16).ok()?,
        None => text.parse().ok()?,
    };
    i64::try_from(if neg { -mag } else { mag }).ok()
}

/// `scf.forall (%i, %j) in (4, %n) [shared_outs(%o = %t) -> (types)] { body }
/// [{attrs}]`, or with explicit bounds `= (lbs) to (ubs) step (steps)`.
///
/// ```mlir
/// %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
///   scf.forall.in_parallel { ... }
/// }
/// ```
fn parse_forall(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name_at = p.name_at;
    let ivs = p.parse_delimited_operands(Tok::LParen, Tok::RParen)?;
    let index = p.p.ctx.index_type();
    let n = ivs.len();
    let (dyn_lbs, static_lbs, dyn_ubs, static_ubs, dyn_steps, static_steps);
    if p.p.eat_keyword("in") {
        (dyn_ubs, static_ubs) = parse_dynamic_index_list!(p)?;
        p.resolve_all(&dyn_ubs, index)?;
        (dyn_lbs, static_lbs) = (Vec::new(), vec![0; n]);
        (dyn_steps, static_steps) = (Vec::new(), vec![1; n]);
    } else {
        p.p.expect(Tok::Equal, "'='")?;
        (dyn_lbs, static_lbs) = parse_dynamic_index_list!(p)?;
        p.resolve_all(&dyn_lbs, index)?;
        p.expect_keyword("to")?;
        (dyn_ubs, static_ubs) = parse_dynamic_index_list!(p)?;
        p.resolve_all(&dyn_ubs, index)?;
        p.expect_keyword("step")?;
        (dyn_steps, static_steps) = parse_dynamic_index_list!(p)?;
        p.resolve_all(&dyn_steps, index)?;
    }
    let (mut out_args, mut outs) = (Vec::new(), Vec::new());
    if p.p.eat_keyword("shared_outs") {
        let at = p.p.pos();
        (out_args, outs) = parse_assignment_list!(p)?;
        p.build.result_types = parse_optional_arrow_types(p)?.into();
        let types = p.build.result_types.clone();
        p.resolve_operands(&outs, &types, at)?;
    }
    let mut args: Vec<_> = ivs.iter().map(|&u| (u, index, None)).collect();
    for (i, &u) in out_args.iter().enumerate() {
        let t = p.build.result_types.get(i).copied().unwrap_or(index);
        args.push((u, t, None));
    }
    let r = p.parse_region(&args)?;
    ensure_terminator(p, r, "scf.forall.in_parallel", true, name_at);
    p.parse_optional_attr_dict()?;
    for (name, vals) in [
        ("staticLowerBound", &static_lbs),
        ("staticUpperBound", &static_ubs),
        ("staticStep", &static_steps),
    ] {
        let a = dense_array(p.p.ctx, 64, vals);
        p.set_prop(name, a);
    }
    let sizes = [dyn_lbs.len(), dyn_ubs.len(), dyn_steps.len(), outs.len()].map(|x| x as i64);
    let a = dense_array(p.p.ctx, 32, &sizes);
    p.set_prop("operandSegmentSizes", a);
    Ok(())
}

/// `(4, %n)`: static values with the dynamic ones substituted in order.
fn print_dynamic_index_list(p: &mut Printer<'_>, body: BodyId, dynamic: &[ValueId], st: &[i64]) {
    crate::asm_util::print_dynamic_index_list(p, body, dynamic, st, ('(', ')'));
}

/// The (dynamic, static) lower bounds, upper bounds, steps and the outputs of an
/// `scf.forall`, when its properties are consistent.
type ForallParts = ([(Vec<ValueId>, Vec<i64>); 3], Vec<ValueId>);

fn forall_parts(ctx: &Context, ir: &Ir, op: OpRef) -> Option<ForallParts> {
    let seg = segments(ctx, ir, op, 4)?;
    let ops = operands(ir, op);
    let mut start = 0;
    let mut groups: Vec<Vec<ValueId>> = Vec::new();
    for s in seg {
        groups.push(ops.get(start..start + s)?.to_vec());
        start += s;
    }
    let outs = groups.pop()?;
    let mut parts = Vec::new();
    for (g, name) in groups
        .into_iter()
        .zip(["staticLowerBound", "staticUpperBound", "staticStep"])
    {
        let st = dense_i64s(ctx, attr_of(ctx, ir, op, name))?;
        if st.iter().filter(|&&x| x == i64::MIN).count() != g.len() {
            return None;
        }
        parts.push((g, st));
    }
    let [lb, ub, step]: [(Vec<ValueId>, Vec<i64>); 3] = parts.try_into().ok()?;
    Some(([lb, ub, step], outs))
}

/// Whether every entry of a mixed static/dynamic list is the constant `want`.
fn all_constant(
    ctx: &Context,
    ir: &Ir,
    body: BodyId,
    list: &(Vec<ValueId>, Vec<i64>),
    want: i128,
) -> bool {
    let mut dynamic = list.0.iter();
    list.1.iter().all(|&s| {
        if s == i64::MIN {
            dynamic
                .next()
                .is_some_and(|&v| constant_int(ctx, ir, body, v) == Some(want))
        } else {
            s as i128 == want
        }
    })
}

fn print_forall(p: &mut Printer<'_>, op: OpRef) {
    let args = entry_args(p.ir, op, 0);
    let rb = region_body(p.ir, op);
    let Some(([lb, ub, step], outs)) = forall_parts(p.ctx, p.ir, op) else {
        p.out.push_str(" <<invalid scf.forall>>");
        return;
    };
    let rank = lb.1.len();
    p.out.push_str(" (");
    print_values(p, rb, args.get(..rank).unwrap_or_default());
    let normalized =
        all_constant(p.ctx, p.ir, op.0, &lb, 0) && all_constant(p.ctx, p.ir, op.0, &step, 1);
    if normalized {
        p.out.push_str(") in ");
        print_dynamic_index_list(p, op.0, &ub.0, &ub.1);
    } else {
        p.out.push_str(") = ");
        print_dynamic_index_list(p, op.0, &lb.0, &lb.1);
        p.out.push_str(" to ");
        print_dynamic_index_list(p, op.0, &ub.0, &ub.1);
        p.out.push_str(" step ");
        print_dynamic_index_list(p, op.0, &step.0, &step.1);
    }
    let out_args = args.get(rank..).unwrap_or_default().to_vec();
    print_init_list(p, op, &out_args, &outs, " shared_outs");
    p.out.push(' ');
    let res = types_of(p.ir, op.0, &results(p.ir, op));
    if !out_args.is_empty() {
        p.out.push_str("-> (");
        p.ap.type_list(&mut p.out, &res);
        p.out.push_str(") ");
    }
    print_region(p, op, 0, false, !res.is_empty());
    print_attr_dict(
        p,
        op,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
        false,
    );
}

/// `scf.forall`: one block whose arguments are the index induction variables and one
/// tensor per shared output, results matching the outputs, consistent mixed bounds.
fn verify_forall(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    region_checks(cx, op, verify_forall_now)
}

/// The checks of `verify_forall`, run once nested ops verify.
fn verify_forall_now(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    verify_sized_region(cx, op, 0, "region")?;
    let Some(([lb, ub, step], outs)) = forall_parts(cx.ctx, cx.ir, op) else {
        return Err(cx.op_error(
            op,
            "operand count does not match the static bounds and 'operandSegmentSizes'",
        ));
    };
    let rank = lb.1.len();
    let res = results(cx.ir, op);
    if res.len() != outs.len() {
        let msg = format!(
            "produces {} results, but has only {} outputs",
            res.len(),
            outs.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    let rb = region_body(cx.ir, op);
    let args = types_of(cx.ir, rb, &entry_args(cx.ir, op, 0));
    if args.len() != rank + outs.len() {
        return Err(cx.op_error(op, &format!("region expects {rank} arguments")));
    }
    for (i, &t) in args.iter().take(rank).enumerate() {
        if !matches!(cx.ctx.type_kind(t), TypeKind::Index) {
            return Err(cx.op_error(op, &format!("expects {i}-th block argument to be an index")));
        }
    }
    let out_types = types_of(cx.ir, op.0, &outs);
    for (i, &t) in out_types.iter().enumerate() {
        if args[rank + i] != t {
            let msg =
                format!("type mismatch between {i}-th output and corresponding block argument");
            return Err(cx.op_error(op, &msg));
        }
    }
    if let Some(AttrKind::Array(m)) =
        attr_of(cx.ctx, cx.ir, op, "mapping").map(|a| cx.ctx.attr_kind(a))
        && !m.is_empty()
        && m.len() != rank
    {
        return Err(cx.op_error(op, "mapping attribute size must match op rank"));
    }
    for ((dynamic, st), what) in [(&lb, "lower bound"), (&ub, "upper bound"), (&step, "step")] {
        if st.len() != rank {
            let msg = format!("expected {rank} {what} values, got {}", st.len());
            return Err(cx.op_error(op, &msg));
        }
        let _ = dynamic;
    }
    let res_types = types_of(cx.ir, op.0, &res);
    if res_types != out_types {
        return Err(cx.op_error(op, "expected results to match the shared outputs"));
    }
    verify_loop_like(cx, op, &out_types, &args[rank..], &[], None)
}

/// `scf.forall.in_parallel { ops } [{attrs}]`.
fn parse_in_parallel(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let r = p.parse_region(&[])?;
    let body = p.region_body;
    if p.p.ir.body(body).entry_block(r).is_none() {
        let b = p.p.ir.body_mut(body).create_block();
        p.p.ir.body_mut(body).append_block(r, b);
    }
    p.parse_optional_attr_dict()
}

fn print_in_parallel(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    print_region(p, op, 0, false, false);
    print_attr_dict(p, op, &[], false);
}

fn verify_in_parallel(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    verify_parent(cx, op, &["scf.forall"])
}

// ------------------------------------------------------------------ scf.parallel

/// `scf.parallel (%i) = (%lb) to (%ub) step (%s) [init (%x)] [-> types] { body }
/// [{attrs}]`.
///
/// ```mlir
/// %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
///   scf.reduce(%v : f32) { ^bb0(%l: f32, %r: f32): ... }
/// }
/// ```
fn parse_parallel(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name_at = p.name_at;
    let ivs = p.parse_delimited_operands(Tok::LParen, Tok::RParen)?;
    let index = p.p.ctx.index_type();
    p.p.expect(Tok::Equal, "'='")?;
    let mut counts = Vec::new();
    for (i, kw) in ["", "to", "step"].into_iter().enumerate() {
        if i > 0 {
            p.expect_keyword(kw)?;
        }
        let at = p.p.pos();
        let uses = p.parse_delimited_operands(Tok::LParen, Tok::RParen)?;
        if uses.len() != ivs.len() {
            let msg = format!("expected {} operands", ivs.len());
            return Err(custom_error(p, at, &msg));
        }
        p.resolve_all(&uses, index)?;
        counts.push(uses.len() as i64);
    }
    let mut inits = Default::default();
    if p.p.eat_keyword("init") {
        inits = p.parse_delimited_operands(Tok::LParen, Tok::RParen)?;
    }
    p.build.result_types = parse_optional_arrow_types(p)?.into();
    let args: Vec<_> = ivs.iter().map(|&u| (u, index, None)).collect();
    let r = p.parse_region(&args)?;
    counts.push(inits.len() as i64);
    let a = dense_array(p.p.ctx, 32, &counts);
    p.set_prop("operandSegmentSizes", a);
    p.parse_optional_attr_dict()?;
    let types = p.build.result_types.clone();
    p.resolve_operands(&inits, &types, name_at)?;
    ensure_terminator(p, r, "scf.reduce", false, name_at);
    Ok(())
}

fn print_parallel(p: &mut Printer<'_>, op: OpRef) {
    let args = entry_args(p.ir, op, 0);
    let rb = region_body(p.ir, op);
    let ops = operands(p.ir, op);
    let seg = segments(p.ctx, p.ir, op, 4).unwrap_or_else(|| vec![0, 0, 0, ops.len()]);
    p.out.push_str(" (");
    print_values(p, rb, &args);
    let mut start = 0;
    for (i, sep) in [") = (", ") to (", ") step ("].into_iter().enumerate() {
        p.out.push_str(sep);
        let group = ops.get(start..start + seg[i]).unwrap_or_default();
        print_values(p, op.0, group);
        start += seg[i];
    }
    p.out.push(')');
    let inits = ops.get(start..).unwrap_or_default();
    if !inits.is_empty() {
        p.out.push_str(" init (");
        print_values(p, op.0, inits);
        p.out.push(')');
    }
    let res = types_of(p.ir, op.0, &results(p.ir, op));
    print_optional_arrow_types(p, &res);
    p.out.push(' ');
    print_region(p, op, 0, false, true);
    print_attr_dict(p, op, &["operandSegmentSizes"], false);
}

/// `scf.parallel`: as many bounds and steps as induction variables (at least one),
/// positive constant steps, an `scf.reduce` terminator with one reduction per result.
/// `scf.parallel` (MLIR's `ParallelOp::verify`, which runs before the ops inside are
/// verified: a misplaced `scf.yield` in the body is reported as the missing
/// `scf.reduce`).
fn verify_parallel(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(seg) = segments(cx.ctx, cx.ir, op, 4) else {
        return Err(cx.op_error(op, "operand count does not match 'operandSegmentSizes'"));
    };
    verify_sized_region(cx, op, 0, "region")?;
    let ops = operands(cx.ir, op);
    let steps = &ops[seg[0] + seg[1]..seg[0] + seg[1] + seg[2]];
    if steps.is_empty() {
        return Err(cx.op_error(
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    for &s in steps {
        if constant_int(cx.ctx, cx.ir, op.0, s).is_some_and(|c| c <= 0) {
            return Err(cx.op_error(op, "constant step operand must be positive"));
        }
    }
    let rb = region_body(cx.ir, op);
    let args = types_of(cx.ir, rb, &entry_args(cx.ir, op, 0));
    if args.len() != steps.len() {
        let msg = format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            steps.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    if args
        .iter()
        .any(|&t| !matches!(cx.ctx.type_kind(t), TypeKind::Index))
    {
        return Err(cx.op_error(
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    let term = entry_terminator(cx.ir, op, 0);
    let Some(reduce) = term.filter(|&t| op_name(cx.ir, (rb, t)) == Some("scf.reduce")) else {
        let notes: Vec<(OpRef, String)> = term
            .map(|t| ((rb, t), "terminator here".to_string()))
            .into_iter()
            .collect();
        return Err(op_error_with_notes(
            cx,
            op,
            "expects body to terminate with 'scf.reduce'",
            &notes,
        ));
    };
    let res = types_of(cx.ir, op.0, &results(cx.ir, op));
    let reductions = cx.ir.body(rb).op(reduce).regions().len();
    let inits = seg[3];
    if res.len() != reductions {
        let msg = format!(
            "expects number of results: {} to be the same as number of reductions: {reductions}",
            res.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    if res.len() != inits {
        let msg = format!(
            "expects number of results: {} to be the same as number of initial values: {inits}",
            res.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    let red_ops: Vec<ValueId> = cx.ir.body(rb).operands(reduce).collect();
    if red_ops.len() != inits {
        return Ok(());
    }
    for (i, (&r, &v)) in res.iter().zip(&red_ops).enumerate() {
        let vt = cx.ir.body(rb).value_type(v);
        if vt != r {
            let msg = format!(
                "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                quoted(cx.ctx, vt),
                quoted(cx.ctx, r)
            );
            return Err(cx.op_error((rb, reduce), &msg));
        }
    }
    Ok(())
}

/// `scf.reduce[(%a, %b : t1, t2)] [{ reduction }, ...] [{attrs}]`.
fn parse_reduce(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    if p.p.eat(Tok::LParen) {
        let uses = p.parse_operand_list()?;
        p.p.expect(Tok::Colon, "':'")?;
        let at = p.p.pos();
        let types = p.parse_type_list()?;
        p.p.expect(Tok::RParen, "')'")?;
        p.resolve_operands(&uses, &types, at)?;
    }
    if p.p.kind() == Tok::LBrace {
        loop {
            p.parse_region(&[])?;
            if !p.p.eat(Tok::Comma) {
                break;
            }
        }
    }
    p.parse_optional_attr_dict()
}

fn print_reduce(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    if !ops.is_empty() {
        p.out.push('(');
        print_values(p, op.0, &ops);
        p.out.push_str(" : ");
        let tys = types_of(p.ir, op.0, &ops);
        p.ap.type_list(&mut p.out, &tys);
        p.out.push(')');
    }
    p.out.push(' ');
    let n = p.ir.body(op.0).op(op.1).regions().len();
    for i in 0..n {
        if i > 0 {
            p.out.push_str(", ");
        }
        print_region(p, op, i, true, true);
    }
    print_attr_dict(p, op, &[], false);
}

/// `scf.reduce`: one reduction region per operand, each a block with two arguments of
/// the operand's type that ends in `scf.reduce.return`.
fn verify_reduce(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    region_checks(cx, op, verify_reduce_now)
}

/// The checks of `verify_reduce`, run once nested ops verify.
fn verify_reduce_now(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    verify_parent(cx, op, &["scf.parallel"])?;
    let ops = operands(cx.ir, op);
    let n = cx.ir.body(op.0).op(op.1).regions().len();
    for i in 0..n {
        verify_sized_region(cx, op, i, "reductions")?;
    }
    if n != ops.len() {
        let msg = format!(
            "expects number of reduction regions: {n} to be the same as number of reduction operands: {}",
            ops.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    let rb = region_body(cx.ir, op);
    for (i, &v) in ops.iter().enumerate() {
        let t = cx.ir.body(op.0).value_type(v);
        let Some(term) = entry_terminator(cx.ir, op, i) else {
            return Err(cx.op_error(op, &format!("{i}-th reduction has an empty body")));
        };
        let args = types_of(cx.ir, rb, &entry_args(cx.ir, op, i));
        if args.len() != 2 || args.iter().any(|&a| a != t) {
            let msg = format!(
                "expected two block arguments with type {} in the {i}-th reduction region",
                quoted(cx.ctx, t)
            );
            return Err(cx.op_error(op, &msg));
        }
        if op_name(cx.ir, (rb, term)) != Some("scf.reduce.return") {
            return Err(cx.op_error(
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

/// `scf.reduce.return %v [{attrs}] : t`.
fn parse_reduce_return(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let u = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let t = p.p.parse_type()?;
    p.resolve_operands(&[u], &[t], at)
}

fn print_reduce_return(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    p.out.push(' ');
    print_values(p, op.0, &ops);
    print_attr_dict(p, op, &[], false);
    p.out.push_str(" : ");
    let tys = types_of(p.ir, op.0, &ops);
    p.ap.type_list(&mut p.out, &tys);
}

/// The returned value has the type of the reduction's block arguments.
fn verify_reduce_return(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    verify_parent(cx, op, &["scf.reduce"])?;
    let ops = operands(cx.ir, op);
    if ops.len() != 1 {
        let msg = format!("expected 1 operands, but found {}", ops.len());
        return Err(cx.op_error(op, &msg));
    }
    let body = cx.ir.body(op.0);
    let Some(arg) = body
        .op_block(op.1)
        .and_then(|b| body.block_args(b).first().copied())
    else {
        return Ok(());
    };
    let expected = body.value_type(arg);
    let t = body.value_type(ops[0]);
    if t != expected {
        let msg = format!(
            "must have type {} (the type of the reduction inputs)",
            quoted(cx.ctx, expected)
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

// ------------------------------------------------------------------ scf.index_switch

/// `scf.index_switch %arg [{attrs}] [-> types]` then `case N { }` lines and
/// `default { }`.
///
/// ```mlir
/// %r = scf.index_switch %i -> i32
/// case 2 {
///   scf.yield %a : i32
/// }
/// default {
///   scf.yield %b : i32
/// }
/// ```
fn parse_index_switch(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name_at = p.name_at;
    let arg = p.p.parse_value_use()?;
    let index = p.p.ctx.index_type();
    p.resolve_all(&[arg], index)?;
    p.parse_optional_attr_dict()?;
    if p.p.eat(Tok::Arrow) {
        p.build.result_types = p.parse_type_list()?.into_iter().collect();
    }
    // The default region is region 0 but is written last: parse the cases into
    // regions first and put the default region in front afterwards.
    let mut cases = Vec::new();
    while p.p.eat_keyword("case") {
        let neg = p.p.eat(Tok::Minus);
        if p.p.kind() != Tok::Integer {
            return Err(p.p.error_here("expected integer value"));
        }
        let v =
            parse_i64(p.p.text(), neg).ok_or_else(|| p.p.error_here("integer value too large"))?;
        p.p.bump();
        cases.push(v);
        p.parse_region(&[])?;
    }
    p.expect_keyword("default")?;
    let d = p.parse_region(&[])?;
    ensure_terminator(p, d, "scf.yield", false, name_at);
    if let Some(last) = p.build.regions.pop() {
        p.build.regions.insert(0, last);
    }
    let a = dense_array(p.p.ctx, 64, &cases);
    p.set_prop("cases", a);
    Ok(())
}

fn print_index_switch(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    p.out.push(' ');
    if let Some(&a) = ops.first() {
        p.value(op.0, a);
    }
    print_attr_dict(p, op, &["cases"], false);
    let res = types_of(p.ir, op.0, &results(p.ir, op));
    if !res.is_empty() {
        p.out.push_str(" -> ");
        p.ap.type_list(&mut p.out, &res);
    }
    p.out.push(' ');
    let cases = dense_i64s(p.ctx, attr_of(p.ctx, p.ir, op, "cases")).unwrap_or_default();
    let pad = " ".repeat(p.indent);
    for (i, v) in cases.iter().enumerate() {
        p.out.push('\n');
        p.out.push_str(&pad);
        p.out.push_str(&format!("case {v} "));
        print_region(p, op, i + 1, false, true);
    }
    p.out.push('\n');
    p.out.push_str(&pad);
    p.out.push_str("default ");
    let visible = implicit_terminator_is_visible(p.ir, p.ctx, op, 0);
    print_region(p, op, 0, true, visible);
}

/// `scf.index_switch`: one distinct case value per case region; every region yields
/// values of the result types.
fn verify_index_switch(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    region_checks(cx, op, verify_index_switch_now)
}

/// The checks of `verify_index_switch`, run once nested ops verify.
fn verify_index_switch_now(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let n = cx.ir.body(op.0).op(op.1).regions().len();
    verify_sized_region(cx, op, 0, "defaultRegion")?;
    for i in 1..n {
        verify_sized_region(cx, op, i, "caseRegions")?;
    }
    let cases = dense_i64s(cx.ctx, attr_of(cx.ctx, cx.ir, op, "cases")).unwrap_or_default();
    if cases.len() + 1 != n {
        let msg = format!(
            "has {} case regions but {} case values",
            n.saturating_sub(1),
            cases.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    let mut seen = std::collections::HashSet::new();
    for &c in &cases {
        if !seen.insert(c) {
            return Err(cx.op_error(op, &format!("has duplicate case value: {c}")));
        }
    }
    let res = types_of(cx.ir, op.0, &results(cx.ir, op));
    let rb = region_body(cx.ir, op);
    for i in 0..n {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(t) = entry_terminator(cx.ir, op, i) else {
            continue;
        };
        if op_name(cx.ir, (rb, t)) != Some("scf.yield") {
            let tn = cx.ctx.str(cx.ir.body(rb).op(t).name).to_string();
            let msg = format!("expected region to end with scf.yield, but got {tn}");
            return Err(cx.op_error(op, &msg));
        }
        let vals: Vec<ValueId> = cx.ir.body(rb).operands(t).collect();
        if vals.len() != res.len() {
            let msg = format!(
                "expected each region to return {} values, but {name} returns {}",
                res.len(),
                vals.len()
            );
            let note = [((rb, t), "see yield operation here".to_string())];
            return Err(op_error_with_notes(cx, op, &msg, &note));
        }
        for (idx, (&r, &v)) in res.iter().zip(&vals).enumerate() {
            let vt = cx.ir.body(rb).value_type(v);
            if vt != r {
                let msg = format!(
                    "expected result #{idx} of each region to be {}",
                    quoted(cx.ctx, r)
                );
                let note = [(
                    (rb, t),
                    format!("{name} returns {} here", quoted(cx.ctx, vt)),
                )];
                return Err(op_error_with_notes(cx, op, &msg, &note));
            }
        }
    }
    Ok(())
}

// ------------------------------------------------------------------ registration

static OPS: &[OpDef] = &[
    OpDef::custom(
        "scf.for",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE,
        &["unsignedCmp"],
        verify_for,
        parse_for,
        print_for,
    )
    .with_implicit_terminator("scf.yield")
    .with_counts(Exactly(1), Any, AtLeast(3))
    .with_interfaces(Interfaces {
        region_branch: Some(&control_flow::ForRegions),
        ..Interfaces::NONE
    }),
    OpDef::custom(
        "scf.if",
        SINGLE_BLOCK | RECURSIVE_EFFECTS,
        &[],
        verify_if,
        parse_if,
        print_if,
    )
    .with_implicit_terminator("scf.yield")
    .with_counts(Exactly(2), Any, Exactly(1))
    .with_interfaces(Interfaces {
        region_branch: Some(&control_flow::IfRegions),
        ..Interfaces::NONE
    })
    .with_fold(fold::fold_if),
    OpDef::custom(
        "scf.while",
        SINGLE_BLOCK | RECURSIVE_EFFECTS,
        &[],
        verify_while,
        parse_while,
        print_while,
    )
    .with_counts(Exactly(2), Any, Any)
    .with_interfaces(Interfaces {
        region_branch: Some(&control_flow::WhileRegions),
        ..Interfaces::NONE
    }),
    OpDef::custom(
        "scf.condition",
        TERMINATOR | PURE,
        &[],
        verify_condition,
        parse_condition,
        print_condition,
    )
    .with_value_types(&crate::value_types::CONDITION)
    .with_counts(Exactly(0), Exactly(0), AtLeast(1))
    .with_interfaces(Interfaces {
        region_terminator: Some(&control_flow::ConditionForwards),
        ..Interfaces::NONE
    }),
    OpDef::custom(
        "scf.yield",
        TERMINATOR | RETURN_LIKE | PURE,
        &[],
        verify_yield,
        parse_yield,
        print_yield,
    )
    .with_counts(Exactly(0), Exactly(0), Any),
    OpDef::custom(
        "scf.execute_region",
        RECURSIVE_EFFECTS,
        &["no_inline"],
        verify_execute_region,
        parse_execute_region,
        print_execute_region,
    )
    .with_counts(Exactly(1), Any, Exactly(0))
    .with_interfaces(Interfaces {
        region_branch: Some(&rmlir_ir::interfaces::RunRegionOnce),
        ..Interfaces::NONE
    }),
    OpDef::custom(
        "scf.forall",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | ATTR_SIZED_OPERANDS | AUTOMATIC_ALLOCATION_SCOPE,
        &[
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
            "mapping",
            "operandSegmentSizes",
        ],
        verify_forall,
        parse_forall,
        print_forall,
    )
    .with_value_types(&crate::value_types::FORALL)
    .with_implicit_terminator("scf.forall.in_parallel")
    .with_operand_segments(4)
    .with_interfaces(Interfaces {
        region_branch: Some(&control_flow::ForallRegions),
        ..Interfaces::NONE
    })
    .with_regions(Exactly(1)),
    OpDef::custom(
        "scf.forall.in_parallel",
        TERMINATOR | NO_TERMINATOR | SINGLE_BLOCK | PURE | GRAPH_REGIONS,
        &[],
        verify_in_parallel,
        parse_in_parallel,
        print_in_parallel,
    )
    .with_regions(Exactly(1)),
    OpDef::custom(
        "scf.parallel",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | ATTR_SIZED_OPERANDS | AUTOMATIC_ALLOCATION_SCOPE,
        &["operandSegmentSizes"],
        verify_parallel,
        parse_parallel,
        print_parallel,
    )
    .with_value_types(&crate::value_types::PARALLEL)
    .with_operand_segments(4)
    .with_interfaces(Interfaces {
        region_branch: Some(&control_flow::ParallelRegions),
        ..Interfaces::NONE
    })
    .with_regions(Exactly(1)),
    OpDef::custom(
        "scf.reduce",
        TERMINATOR | RECURSIVE_EFFECTS,
        &[],
        verify_reduce,
        parse_reduce,
        print_reduce,
    )
    .with_interfaces(Interfaces {
        region_terminator: Some(&control_flow::ReduceForwardsNothing),
        ..Interfaces::NONE
    })
    .with_results(Exactly(0)),
    OpDef::custom(
        "scf.reduce.return",
        TERMINATOR | PURE,
        &[],
        verify_reduce_return,
        parse_reduce_return,
        print_reduce_return,
    )
    .with_results(Exactly(0))
    .with_operands(Exactly(1)),
    OpDef::custom(
        "scf.index_switch",
        SINGLE_BLOCK | RECURSIVE_EFFECTS,
        &["cases"],
        verify_index_switch,
        parse_index_switch,
        print_index_switch,
    )
    .with_value_types(&crate::value_types::INDEX_SWITCH)
    .with_interfaces(Interfaces {
        region_branch: Some(&control_flow::IndexSwitchRegions),
        ..Interfaces::NONE
    })
    .with_regions(AtLeast(1)),
];

/// The `scf` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "scf",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::None,
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: None,
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        ("scf.execute_region", "no_inline", P::Unit),
        ("scf.for", "unsignedCmp", P::Unit),
        ("scf.forall", "mapping", P::Array),
        ("scf.forall", "staticLowerBound", P::DenseI64Array),
        ("scf.forall", "staticStep", P::DenseI64Array),
        ("scf.forall", "staticUpperBound", P::DenseI64Array),
        ("scf.index_switch", "cases", P::DenseI64Array),
    ]
};
