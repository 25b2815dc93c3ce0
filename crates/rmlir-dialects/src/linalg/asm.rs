//! Custom assembly of the `linalg` ops (`LinalgOps.cpp`): the shared
//! `ins(...) outs(...) -> types` parts, `linalg.generic` with its trait dictionary,
//! the named structured ops whose region is implicit, `linalg.map`/`linalg.reduce`
//! with their short `{ payload }` form, `linalg.transpose`, `linalg.broadcast`,
//! `linalg.index` and `linalg.yield`.

use super::body::{self, Builder, Kind};
use crate::tensor::util::*;
use rmlir_affine::{AffineExpr, AffineMap};
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::{Attr, AttrKind, OpRef, PResult, Type, TypeKind, ValueId};

/// Attributes `linalg.generic` prints in its leading dictionary.
const GENERIC_TRAITS: &[&str] = &["doc", "indexing_maps", "iterator_types", "library_call"];

fn operands(p: &Printer<'_>, op: OpRef) -> Vec<ValueId> {
    p.ir.body(op.0).operands(op.1).collect()
}

/// Inputs and inits: by `operandSegmentSizes` when present, otherwise the last
/// `num_inits` operands are inits.
pub(super) fn ins_outs(
    ctx: &rmlir_ir::Context,
    ir: &rmlir_ir::Ir,
    op: OpRef,
) -> (Vec<ValueId>, Vec<ValueId>) {
    if let Some(g) = segments(ctx, ir, op).filter(|g| g.len() == 2) {
        return (g[0].clone(), g[1].clone());
    }
    let all: Vec<ValueId> = ir.body(op.0).operands(op.1).collect();
    let name = ctx.str(ir.body(op.0).op(op.1).name);
    let inits = match name {
        "linalg.reduce" => all.len() / 2,
        _ => all.len().min(1),
    };
    let (a, b) = all.split_at(all.len() - inits);
    (a.to_vec(), b.to_vec())
}

/// Parses `<{props}>? {attrs}? ins(%a, %b : A, B)? outs(%c : C)?` and resolves the
/// operands; returns the input and output types (MLIR's
/// `parseCommonStructuredOpParts`).
fn parse_common(p: &mut OpParser<'_, '_, '_>, segments: bool) -> PResult<(Vec<Type>, Vec<Type>)> {
    if p.p.eat(Tok::Less) {
        let at = p.p.pos();
        let a = p.p.parse_attribute(None)?;
        let AttrKind::Dict(es) = p.p.ctx.attr_kind(a).clone() else {
            return Err(p
                .p
                .error_at(at, "expected attribute dictionary for properties"));
        };
        p.build.props.extend(es);
        p.p.expect(Tok::Greater, "'>'")?;
    }
    p.parse_optional_attr_dict()?;
    let mut ins = (Default::default(), Default::default(), 0);
    if p.p.eat_keyword("ins") {
        p.p.expect(Tok::LParen, "'('")?;
        ins.2 = p.p.pos();
        ins.0 = p.parse_operand_list()?;
        p.p.expect(Tok::Colon, "':'")?;
        ins.1 = p.parse_type_list()?;
        p.p.expect(Tok::RParen, "')'")?;
    }
    let mut outs = (Default::default(), Default::default(), 0);
    if p.p.eat_keyword("outs") {
        outs.2 = p.p.pos();
        p.p.expect(Tok::LParen, "'('")?;
        outs.0 = p.parse_operand_list()?;
        p.p.expect(Tok::Colon, "':'")?;
        outs.1 = p.parse_type_list()?;
        p.p.expect(Tok::RParen, "')'")?;
    }
    for (uses, tys, at) in [&ins, &outs] {
        if uses.len() != tys.len() {
            let msg = format!(
                "{} operands present, but expected {}",
                uses.len(),
                tys.len()
            );
            return Err(custom_error(p, *at, &msg));
        }
        p.resolve_operands(uses, tys, *at)?;
    }
    if segments {
        let a = dense_array(p.p.ctx, 32, &[ins.0.len() as i64, outs.0.len() as i64]);
        p.set_prop("operandSegmentSizes", a);
    }
    Ok((ins.1.into_vec(), outs.1.into_vec()))
}

fn print_common(p: &mut Printer<'_>, op: OpRef, ins: &[ValueId], outs: &[ValueId]) {
    for (kw, vals) in [(" ins(", ins), (" outs(", outs)] {
        if vals.is_empty() {
            continue;
        }
        p.out.push_str(kw);
        print_values(p, op, vals);
        p.out.push_str(" : ");
        print_value_types(p, op, vals);
        p.out.push(')');
    }
}

/// `-> t` or `-> (t1, t2)` when there are results (`printOptionalArrowTypeList`).
fn print_results(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    let tys: Vec<Type> = body.results(op.1).map(|v| body.value_type(v)).collect();
    if tys.is_empty() {
        return;
    }
    p.out.push_str(" -> ");
    p.ap.result_types(&mut p.out, &tys);
}

fn parse_results(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    if p.p.eat(Tok::Arrow) {
        let tys = p.p.parse_function_result_types()?;
        p.build.result_types.extend(tys);
    }
    Ok(())
}

fn is_shaped(p: &OpParser<'_, '_, '_>, t: Type) -> bool {
    matches!(
        p.p.ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::MemRef { .. }
    )
}

/// Adds a region with one block whose arguments are the element types of `types`,
/// returning the block.
fn implicit_block(p: &mut OpParser<'_, '_, '_>, types: &[Type]) -> rmlir_ir::BlockId {
    let rb = p.region_body;
    let r = p.p.ir.body_mut(rb).create_region(None);
    p.build.regions.push(r);
    let blk = p.p.ir.body_mut(rb).create_block();
    p.p.ir.body_mut(rb).append_block(r, blk);
    let unknown = p.p.ctx.unknown_loc();
    for &t in types {
        let e = if is_shaped(p, t) {
            elem_or_self(p.p.ctx, t)
        } else {
            t
        };
        p.p.ir.body_mut(rb).add_block_arg(blk, e, Some(unknown));
    }
    blk
}

// ---------------------------------------------------------------------------- generic

/// The iterator kind named by `#linalg.iterator_type<parallel>`.
fn iterator_name(ctx: &rmlir_ir::Context, a: Attr) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque(s) => s
            .strip_prefix("linalg.iterator_type<")
            .and_then(|r| r.strip_suffix('>'))
            .map(|r| r.trim().to_string()),
        _ => None,
    }
}

/// `linalg.generic {indexing_maps = [...], iterator_types = ["parallel"]}
/// ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) attrs = {x} { ^bb0(...): ... }
/// -> tensor<4xf32>`; iterator names become `#linalg.iterator_type<...>` attributes.
pub(super) fn parse_generic(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let at = p.p.pos();
    let dict = p.p.parse_attribute(None)?;
    let AttrKind::Dict(entries) = p.p.ctx.attr_kind(dict).clone() else {
        return Err(custom_error(p, at, "invalid kind of attribute specified"));
    };
    let mut entries = entries;
    let it_pos = entries
        .iter()
        .position(|(n, _)| p.p.ctx.str(*n) == "iterator_types");
    let iters = it_pos.and_then(|i| match p.p.ctx.attr_kind(entries[i].1) {
        AttrKind::Array(a) => Some(a.clone()),
        _ => None,
    });
    let Some(iters) = iters else {
        return Err(custom_error(
            p,
            at,
            "expected \"iterator_types\" array attribute",
        ));
    };
    let mut kinds = Vec::with_capacity(iters.len());
    for a in iters {
        let s =
            p.p.ctx
                .attr_str(a)
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .or_else(|| iterator_name(p.p.ctx, a))
                .unwrap_or_default();
        if !matches!(s.as_str(), "parallel" | "reduction") {
            let here = p.p.pos();
            return Err(custom_error(
                p,
                here,
                &format!("unexpected iterator_type ({s})"),
            ));
        }
        kinds.push(
            p.p.ctx
                .attr(AttrKind::Opaque(format!("linalg.iterator_type<{s}>"))),
        );
    }
    if let Some(i) = it_pos {
        entries[i].1 = p.p.ctx.attr(AttrKind::Array(kinds));
    }
    p.add_attrs(entries);
    parse_common(p, true)?;
    if p.p.eat_keyword("attrs") {
        p.p.expect(Tok::Equal, "'='")?;
        p.parse_optional_attr_dict()?;
    }
    p.parse_region(&[])?;
    parse_results(p)
}

pub(super) fn print_generic(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    let all = crate::func::merged_attrs(p, op);
    let traits: Vec<_> = all
        .iter()
        .filter(|(n, _)| GENERIC_TRAITS.contains(&p.ctx.str(*n)))
        .copied()
        .collect();
    if !traits.is_empty() {
        p.out.push('{');
        for (i, (n, a)) in traits.iter().enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            p.out.push_str(p.ctx.str(*n));
            p.out.push_str(" = ");
            let iters = match p.ctx.attr_kind(*a) {
                AttrKind::Array(es) if p.ctx.str(*n) == "iterator_types" => Some(es.clone()),
                _ => None,
            };
            match iters {
                Some(es) => {
                    p.out.push('[');
                    for (j, &e) in es.iter().enumerate() {
                        if j > 0 {
                            p.out.push_str(", ");
                        }
                        match iterator_name(p.ctx, e) {
                            Some(s) => {
                                p.out.push('"');
                                p.out.push_str(&s);
                                p.out.push('"');
                            }
                            None => p.attr(e),
                        }
                    }
                    p.out.push(']');
                }
                None => p.ap.attr(&mut p.out, *a, false),
            }
        }
        p.out.push('}');
    }
    let (ins, outs) = ins_outs(p.ctx, p.ir, op);
    print_common(p, op, &ins, &outs);
    let mut elided: Vec<&str> = GENERIC_TRAITS.to_vec();
    elided.push("operandSegmentSizes");
    let extra = all.iter().any(|(n, _)| !elided.contains(&p.ctx.str(*n)));
    if extra {
        p.out.push_str(" attrs = ");
        print_attr_dict(p, op, &elided);
    }
    let d = p.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    if let Some(&r) = d.regions().first()
        && p.ir.body(rb).entry_block(r).is_some()
    {
        p.out.push(' ');
        p.region(rb, r, true, true, false);
    }
    print_results(p, op);
}

// ---------------------------------------------------------------------------- named ops

/// The implicit-body kind and default indexing maps of a named structured op.
pub(super) fn named_kind(name: &str) -> Option<Kind> {
    use body::{BinaryFn as B, UnaryFn as U};
    Some(match name {
        "linalg.fill" => Kind::Forward,
        "linalg.copy" => Kind::Copy,
        "linalg.matmul"
        | "linalg.batch_matmul"
        | "linalg.batch_reduce_matmul"
        | "linalg.matvec"
        | "linalg.vecmat"
        | "linalg.batch_matvec"
        | "linalg.batch_vecmat"
        | "linalg.dot" => Kind::Contraction,
        "linalg.exp" => Kind::Unary(U::Exp),
        "linalg.log" => Kind::Unary(U::Log),
        "linalg.abs" => Kind::Unary(U::Abs),
        "linalg.ceil" => Kind::Unary(U::Ceil),
        "linalg.floor" => Kind::Unary(U::Floor),
        "linalg.negf" => Kind::Unary(U::NegF),
        "linalg.reciprocal" => Kind::Unary(U::Reciprocal),
        "linalg.round" => Kind::Unary(U::Round),
        "linalg.sqrt" => Kind::Unary(U::Sqrt),
        "linalg.rsqrt" => Kind::Unary(U::Rsqrt),
        "linalg.square" => Kind::Unary(U::Square),
        "linalg.tanh" => Kind::Unary(U::Tanh),
        "linalg.erf" => Kind::Unary(U::Erf),
        "linalg.add" => Kind::Binary(B::Add),
        "linalg.sub" => Kind::Binary(B::Sub),
        "linalg.mul" => Kind::Binary(B::Mul),
        "linalg.div" => Kind::Binary(B::Div),
        "linalg.div_unsigned" => Kind::Binary(B::DivUnsigned),
        "linalg.max" => Kind::Binary(B::Max),
        "linalg.min" => Kind::Binary(B::Min),
        "linalg.powf" => Kind::Binary(B::PowF),
        "linalg.select" => Kind::Select,
        _ => return None,
    })
}

/// Default `indexing_maps` of the contractions that carry them as a property.
pub(super) fn default_maps(name: &str) -> Option<Vec<AffineMap>> {
    let d = AffineExpr::dim;
    Some(match name {
        "linalg.matmul" => vec![
            AffineMap::new(3, 0, vec![d(0), d(2)]),
            AffineMap::new(3, 0, vec![d(2), d(1)]),
            AffineMap::new(3, 0, vec![d(0), d(1)]),
        ],
        "linalg.batch_matmul" => vec![
            AffineMap::new(4, 0, vec![d(0), d(1), d(3)]),
            AffineMap::new(4, 0, vec![d(0), d(3), d(2)]),
            AffineMap::new(4, 0, vec![d(0), d(1), d(2)]),
        ],
        "linalg.batch_reduce_matmul" => vec![
            AffineMap::new(4, 0, vec![d(0), d(1), d(3)]),
            AffineMap::new(4, 0, vec![d(0), d(3), d(2)]),
            AffineMap::new(4, 0, vec![d(1), d(2)]),
        ],
        _ => return None,
    })
}

/// The fixed indexing maps of the contractions generated from OpDSL (`linalg.dot`,
/// `matvec`, `vecmat`, `batch_matvec`, `batch_vecmat`). Upstream's `getIndexingMaps`
/// of these ops memoizes them in the discardable attribute
/// `linalg.memoized_indexing_maps`, and the verifier calls it, so every such op
/// mlir-opt has verified carries the attribute (shown in generic form; the custom
/// form elides it).
///
/// ```mlir
/// %0 = linalg.dot ins(%a, %b : tensor<2xf32>, tensor<2xf32>) outs(%c : tensor<f32>) -> tensor<f32>
/// // generic: "linalg.dot"(...) <{...}> ({...}) {linalg.memoized_indexing_maps =
/// //            [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>]}
/// ```
pub(super) fn memoized_maps(name: &str) -> Option<Vec<AffineMap>> {
    let d = AffineExpr::dim;
    let map = |n: u32, dims: &[u32]| AffineMap::new(n, 0, dims.iter().map(|&i| d(i)).collect());
    Some(match name {
        "linalg.matvec" => vec![map(2, &[0, 1]), map(2, &[1]), map(2, &[0])],
        "linalg.vecmat" => vec![map(2, &[1]), map(2, &[1, 0]), map(2, &[0])],
        "linalg.dot" => vec![map(1, &[0]), map(1, &[0]), map(1, &[])],
        "linalg.batch_matvec" => vec![map(3, &[0, 1, 2]), map(3, &[0, 2]), map(3, &[0, 1])],
        "linalg.batch_vecmat" => vec![map(3, &[0, 2]), map(3, &[0, 2, 1]), map(3, &[0, 1])],
        _ => return None,
    })
}

/// The attribute name of [`memoized_maps`].
pub(super) const MEMOIZED_MAPS: &str = "linalg.memoized_indexing_maps";

fn default_map_attrs(ctx: &rmlir_ir::Context, name: &str) -> Option<Vec<Attr>> {
    let maps = default_maps(name)?;
    Some(
        maps.into_iter()
            .map(|m| ctx.attr(AttrKind::AffineMap(m)))
            .collect(),
    )
}

/// `linalg.matmul indexing_maps = [...]? {attrs}? ins(...) outs(...) -> types`, and
/// every other named op without the maps: the region is built, not parsed.
pub(super) fn parse_named(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name = p.def.name;
    let start = p.p.pos();
    if default_maps(name).is_some() {
        let mut maps = Vec::new();
        if p.p.eat_keyword("indexing_maps") {
            p.p.expect(Tok::Equal, "'='")?;
            p.p.expect(Tok::LSquare, "'['")?;
            loop {
                let a = p.p.parse_attribute(None)?;
                if !matches!(p.p.ctx.attr_kind(a), AttrKind::AffineMap(_)) {
                    let here = p.p.pos();
                    return Err(custom_error(p, here, "expected affine map attribute"));
                }
                maps.push(a);
                if !p.p.eat(Tok::Comma) {
                    break;
                }
            }
            p.p.expect(Tok::RSquare, "']'")?;
        }
        if maps.is_empty() {
            maps = default_map_attrs(p.p.ctx, name).unwrap_or_default();
        }
        let arr = p.p.ctx.attr(AttrKind::Array(maps));
        p.set_prop("indexing_maps", arr);
    }
    let (ins, outs) = parse_common(p, true)?;
    parse_results(p)?;
    if let Some(maps) = memoized_maps(name) {
        let sym = p.p.ctx.static_sym(MEMOIZED_MAPS);
        if !p.build.attrs.iter().any(|(k, _)| *k == sym) {
            let maps = maps
                .into_iter()
                .map(|m| p.p.ctx.attr(AttrKind::AffineMap(m)))
                .collect();
            let arr = p.p.ctx.attr(AttrKind::Array(maps));
            p.build.attrs.push((sym, arr));
        }
    }
    let Some(kind) = named_kind(name) else {
        return Err(custom_error(
            p,
            start,
            "has no implicit region builder in rmlir",
        ));
    };
    let n = ins.len() + outs.len();
    if n != kind.num_args() {
        let here = p.p.pos();
        let msg = format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects {} args, got {n}",
            kind.num_args()
        );
        return Err(custom_error(p, here, &msg));
    }
    let unsigned = p.build.props.iter().chain(&p.build.attrs).any(|(k, v)| {
        p.p.ctx.str(*k) == "cast"
            && matches!(p.p.ctx.attr_kind(*v), AttrKind::Opaque(s) if s.contains("cast_unsigned"))
    });
    let types: Vec<Type> = ins.iter().chain(&outs).copied().collect();
    let blk = implicit_block(p, &types);
    let loc = p.p.ctx.unknown_loc();
    let mut b = Builder {
        ctx: p.p.ctx,
        ir: &mut p.p.ir,
        body: p.region_body,
        block: blk,
        loc,
    };
    if let Err(msg) = body::build(&mut b, kind, unsigned) {
        return Err(custom_error(p, start, &msg));
    }
    Ok(())
}

pub(super) fn print_named(p: &mut Printer<'_>, op: OpRef) {
    let name = p.ctx.str(p.ir.body(op.0).op(op.1).name).to_string();
    let mut elided = vec!["operandSegmentSizes", MEMOIZED_MAPS];
    if default_maps(&name).is_some() {
        elided.push("indexing_maps");
        if let Some(a) = prop(p.ctx, p.ir, op, "indexing_maps") {
            let defaults = default_maps(&name).unwrap_or_default();
            let is_default = match p.ctx.attr_kind(a) {
                AttrKind::Array(es) => es.len() == defaults.len()
                    && es.iter().zip(&defaults).all(
                        |(&e, m)| matches!(p.ctx.attr_kind(e), AttrKind::AffineMap(x) if x == m),
                    ),
                _ => false,
            };
            if !is_default {
                p.out.push_str(" indexing_maps = ");
                p.attr(a);
            }
        }
    }
    print_attr_dict(p, op, &elided);
    let (ins, outs) = ins_outs(p.ctx, p.ir, op);
    print_common(p, op, &ins, &outs);
    print_results(p, op);
}

// ---------------------------------------------------------------------------- map / reduce

/// A short-form payload: op name and attributes.
type Payload = (String, Vec<(String, Attr)>);

/// `{ arith.addf {attrs}? }`: the payload op of the short form.
fn parse_payload(p: &mut OpParser<'_, '_, '_>) -> PResult<Option<Payload>> {
    if !p.p.eat(Tok::LBrace) {
        return Ok(None);
    }
    if p.p.kind() != Tok::BareIdent {
        return Err(p.p.error_here("expected operation name"));
    }
    let name = p.p.text().to_string();
    p.p.bump();
    let mut attrs = Vec::new();
    if p.p.kind() == Tok::LBrace {
        for (n, a) in p.p.parse_attr_dict_entries()? {
            attrs.push((p.p.ctx.str(n).to_string(), a));
        }
    }
    p.p.expect(Tok::RBrace, "'}'")?;
    Ok(Some((name, attrs)))
}

/// Parses `(%a: f32, %b: f32) { ... }`: the explicit region of map/reduce.
fn parse_arg_region(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.p.expect(Tok::LParen, "'('")?;
    let mut args = Vec::new();
    if !p.p.eat(Tok::RParen) {
        loop {
            let u = p.p.parse_value_use()?;
            p.p.expect(Tok::Colon, "':'")?;
            let t = p.p.parse_type()?;
            if p.p.kind() == Tok::LBrace {
                p.p.parse_attr_dict_entries()?;
            }
            let mut loc = None;
            if p.p.at_keyword("loc") {
                p.p.bump();
                p.p.expect(Tok::LParen, "'('")?;
                loc = Some(p.p.parse_loc_inner()?);
                p.p.expect(Tok::RParen, "')'")?;
            }
            args.push((u, t, loc));
            if !p.p.eat(Tok::Comma) {
                break;
            }
        }
        p.p.expect(Tok::RParen, "')'")?;
    }
    p.parse_region(&args)?;
    Ok(())
}

/// Builds the short-form body: arguments for every operand's element type, the payload
/// on the inputs (`init_first`: the init argument first, as `linalg.reduce` does), a
/// yield of its result.
fn payload_body(
    p: &mut OpParser<'_, '_, '_>,
    name: &str,
    attrs: &[(String, Attr)],
    types: &[Type],
    init_first: bool,
    loc: Attr,
) {
    let blk = implicit_block(p, types);
    let args: Vec<ValueId> = p.p.ir.body(p.region_body).block_args(blk).to_vec();
    let operands: Vec<ValueId> = if init_first {
        args.last()
            .into_iter()
            .chain(&args[..args.len() - 1])
            .copied()
            .collect()
    } else {
        args[..args.len() - 1].to_vec()
    };
    let res = types.last().map(|&t| elem_or_self(p.p.ctx, t));
    let mut b = Builder {
        ctx: p.p.ctx,
        ir: &mut p.p.ir,
        body: p.region_body,
        block: blk,
        loc,
    };
    let r = b.op(name, operands, res, attrs);
    b.op("linalg.yield", r.into_iter().collect(), None, &[]);
}

/// `linalg.map { arith.addf } ins(%a, %b : T, T) outs(%c : T)` or with an explicit
/// `(%in: f32, %in_0: f32, %init: f32) { ... }` region.
pub(super) fn parse_map(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    // Short-form payload ops are located at the op (approximated by the position
    // after its name, which is all a custom parser sees).
    let loc = p.p.loc_attr(p.p.pos());
    let payload = parse_payload(p)?;
    let (ins, outs) = parse_common(p, false)?;
    ranked_results(p, &outs);
    p.parse_optional_attr_dict()?;
    match payload {
        Some((name, attrs)) => {
            let types: Vec<Type> = ins.iter().chain(&outs).copied().collect();
            if types.is_empty() {
                p.add_empty_region();
            } else {
                payload_body(p, &name, &attrs, &types, false, loc);
            }
            Ok(())
        }
        None => parse_arg_region(p),
    }
}

/// One result per ranked-tensor init (`parseDstStyleOp`).
fn ranked_results(p: &mut OpParser<'_, '_, '_>, outs: &[Type]) {
    for &t in outs {
        if matches!(p.p.ctx.type_kind(t), TypeKind::RankedTensor { .. }) {
            p.build.result_types.push(t);
        }
    }
}

/// `name = [1, 0]` after the operands of reduce/transpose/broadcast.
fn parse_named_i64_array(p: &mut OpParser<'_, '_, '_>, name: &'static str) -> PResult<()> {
    keyword(p, name)?;
    p.p.expect(Tok::Equal, "'='")?;
    let vals = parse_i64_list(p)?;
    let a = dense_array(p.p.ctx, 64, &vals);
    p.set_prop(name, a);
    Ok(())
}

/// `linalg.reduce { arith.addf } ins(%a : T) outs(%b : U) dimensions = [1]` or with an
/// explicit `(%in: f32, %init: f32) { ... }` region.
pub(super) fn parse_reduce(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    // Short-form payload ops are located at the op (approximated by the position
    // after its name, which is all a custom parser sees).
    let loc = p.p.loc_attr(p.p.pos());
    let payload = parse_payload(p)?;
    let (ins, outs) = parse_common(p, false)?;
    ranked_results(p, &outs);
    parse_named_i64_array(p, "dimensions")?;
    p.parse_optional_attr_dict()?;
    match payload {
        Some((name, attrs)) => {
            let types: Vec<Type> = ins.iter().chain(&outs).copied().collect();
            if types.is_empty() {
                p.add_empty_region();
            } else {
                payload_body(p, &name, &attrs, &types, true, loc);
            }
            Ok(())
        }
        None => parse_arg_region(p),
    }
}

/// The payload op of a short-form body: exactly one op before the yield, fed by the
/// block arguments in order (the init first for reduce) and yielded as is.
fn find_payload(p: &Printer<'_>, op: OpRef, init_first: bool) -> Option<rmlir_ir::OpId> {
    let d = p.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let body = p.ir.body(rb);
    let blk = body.entry_block(*d.regions().first()?)?;
    let ops: Vec<_> = body.block_ops(blk).collect();
    let [payload, yield_] = ops[..] else {
        return None;
    };
    let args = body.block_args(blk);
    let opnds: Vec<ValueId> = body.operands(payload).collect();
    if opnds.is_empty() {
        return None;
    }
    if init_first {
        if opnds.len() != args.len() || opnds.last() != args.first() {
            return None;
        }
        if opnds.iter().zip(&args[1..]).any(|(a, b)| a != b) {
            return None;
        }
    } else if opnds.len() + 1 != args.len() || opnds.iter().zip(args).any(|(a, b)| a != b) {
        return None;
    }
    let results: Vec<ValueId> = body.results(payload).collect();
    let yielded: Vec<ValueId> = body.operands(yield_).collect();
    (results == yielded).then_some(payload)
}

/// ` { arith.addf {attrs} }` with a `fastmath` of `none` elided.
fn print_short_form(p: &mut Printer<'_>, op: OpRef, payload: rmlir_ir::OpId) {
    let rb = p.ir.body(op.0).op(op.1).nested().unwrap_or(op.0);
    let pref = (rb, payload);
    p.out.push_str(" { ");
    p.out.push_str(p.ctx.str(p.ir.body(rb).op(payload).name));
    let attrs = crate::func::merged_attrs(p, pref);
    let none_fastmath = attrs.iter().find(
        |(_, a)| matches!(p.ctx.attr_kind(*a), AttrKind::Opaque(s) if s == "arith.fastmath<none>"),
    );
    let elided: Vec<&str> = none_fastmath
        .map(|(n, _)| p.ctx.str(*n))
        .into_iter()
        .collect();
    print_attr_dict(p, pref, &elided);
    p.out.push_str(" }");
}

/// The explicit region of map/reduce on a new line: `(%in: f32, %init: f32) { ... }`.
fn print_arg_region(p: &mut Printer<'_>, op: OpRef) {
    let d = p.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let Some(&r) = d.regions().first() else {
        return;
    };
    p.indent += 2;
    p.out.push('\n');
    for _ in 0..p.indent {
        p.out.push(' ');
    }
    p.out.push('(');
    if let Some(blk) = p.ir.body(rb).entry_block(r) {
        let args = p.ir.body(rb).block_args(blk).to_vec();
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            p.value(rb, a);
            p.out.push_str(": ");
            let t = p.ir.body(rb).value_type(a);
            p.ty(t);
            if p.opts.debuginfo
                && let Some(l) = p.ir.body(rb).value(a).loc()
            {
                p.inline_loc(l);
            }
        }
    }
    p.out.push_str(") ");
    p.region(rb, r, false, true, false);
    p.indent -= 2;
}

pub(super) fn print_map(p: &mut Printer<'_>, op: OpRef) {
    let payload = find_payload(p, op, false);
    if let Some(pl) = payload {
        print_short_form(p, op, pl);
    }
    let (ins, outs) = ins_outs(p.ctx, p.ir, op);
    print_common(p, op, &ins, &outs);
    print_attr_dict(p, op, &[]);
    if payload.is_none() {
        print_arg_region(p, op);
    }
}

pub(super) fn print_reduce(p: &mut Printer<'_>, op: OpRef) {
    let payload = find_payload(p, op, true);
    if let Some(pl) = payload {
        print_short_form(p, op, pl);
    }
    let (ins, outs) = ins_outs(p.ctx, p.ir, op);
    print_common(p, op, &ins, &outs);
    print_named_i64_array(p, op, "dimensions");
    print_attr_dict(p, op, &["dimensions"]);
    if payload.is_none() {
        print_arg_region(p, op);
    }
}

/// ` name = [1, 0] ` (with upstream's trailing space).
fn print_named_i64_array(p: &mut Printer<'_>, op: OpRef, name: &str) {
    p.out.push(' ');
    p.out.push_str(name);
    p.out.push_str(" = ");
    let v = prop_ints(p.ctx, p.ir, op, name).unwrap_or_default();
    print_i64_list(&mut p.out, &v);
    p.out.push(' ');
}

// ---------------------------------------------------------------------------- transpose / broadcast

/// `linalg.transpose ins(%a : T) outs(%b : U) permutation = [1, 0]` and
/// `linalg.broadcast ins(%a : T) outs(%b : U) dimensions = [1]`; the body yields the
/// input element.
pub(super) fn parse_transpose_like(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let loc = p.p.loc_attr(p.p.pos());
    let (ins, outs) = parse_common(p, false)?;
    ranked_results(p, &outs);
    let attr = if p.def.name == "linalg.transpose" {
        "permutation"
    } else {
        "dimensions"
    };
    parse_named_i64_array(p, attr)?;
    p.parse_optional_attr_dict()?;
    let types: Vec<Type> = ins.iter().chain(&outs).copied().collect();
    let blk = implicit_block(p, &types);
    let mut b = Builder {
        ctx: p.p.ctx,
        ir: &mut p.p.ir,
        body: p.region_body,
        block: blk,
        loc,
    };
    let _ = body::build(&mut b, Kind::Forward, false);
    Ok(())
}

pub(super) fn print_transpose_like(p: &mut Printer<'_>, op: OpRef) {
    let (ins, outs) = ins_outs(p.ctx, p.ir, op);
    print_common(p, op, &ins, &outs);
    let name = p.ctx.str(p.ir.body(op.0).op(op.1).name);
    let attr = if name == "linalg.transpose" {
        "permutation"
    } else {
        "dimensions"
    };
    print_named_i64_array(p, op, attr);
    print_attr_dict(p, op, &[attr]);
}

// ---------------------------------------------------------------------------- index / yield

/// `linalg.index 0 : index`.
pub(super) fn parse_index(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let d = parse_int(p)?;
    let i64t = p.p.ctx.int_type(64);
    let a = p.p.ctx.int_attr(i64t, d as i128);
    p.set_prop("dim", a);
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = p.p.parse_type()?;
    p.build.result_types.push(t);
    Ok(())
}

pub(super) fn print_index(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(AttrKind::Integer { value, .. }) =
        prop(p.ctx, p.ir, op, "dim").map(|a| p.ctx.attr_kind(a))
    {
        p.out.push_str(&value.to_string());
    }
    print_attr_dict(p, op, &["dim"]);
    p.out.push_str(" : ");
    let body = p.ir.body(op.0);
    if body.num_results(op.1) > 0 {
        let t = body.value_type(body.result(op.1, 0));
        p.ty(t);
    }
}

/// `linalg.yield %a, %b : f32, f32` (or bare `linalg.yield`).
pub(super) fn parse_yield(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let at = p.p.pos();
    let uses = p.parse_operand_list()?;
    p.parse_optional_attr_dict()?;
    let mut tys = Default::default();
    if !uses.is_empty() {
        p.p.expect(Tok::Colon, "':'")?;
        tys = p.parse_type_list()?;
    }
    if uses.len() != tys.len() {
        let msg = format!(
            "{} operands present, but expected {}",
            uses.len(),
            tys.len()
        );
        return Err(custom_error(p, at, &msg));
    }
    p.resolve_operands(&uses, &tys, at)
}

pub(super) fn print_yield(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    if !vals.is_empty() {
        p.out.push(' ');
        print_values(p, op, &vals);
    }
    print_attr_dict(p, op, &[]);
    if !vals.is_empty() {
        p.out.push_str(" : ");
        print_value_types(p, op, &vals);
    }
}
