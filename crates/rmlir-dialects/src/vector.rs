//! The `vector` dialect (MLIR's `VectorOps.td`/`VectorOps.cpp`): `vector.transfer_read`,
//! `vector.transfer_write` and `vector.print` with their custom assembly (default
//! `permutation_map` and `in_bounds` filled in when parsing, elided when printing, the
//! mask type inferred from the vector type and the permutation map) and upstream's
//! verifier messages; `vector.broadcast` ([`broadcast`]); `vector.extract` and
//! `vector.insert` ([`position`]); `vector.load` and `vector.store` ([`load_store`]);
//! `vector.reduction` ([`reduction`]). `vector.contract` is read and written in the
//! generic form only.
//!
//! Transfer ops read their source and write their destination when it is a memref; on
//! tensors they are pure value ops (`transfer_write` then returns the updated tensor).

mod broadcast;
mod load_store;
mod position;
mod reduction;
mod transfer;
mod type_cast;

use crate::test::ods::{self, print_attr_dict, print_values};
use rmlir_ir::enum_attr::{EnumAttr, TextErrors, read_enum_attrs};
use rmlir_ir::interfaces::{EffectKind, EffectSpec, EffectSpecOn, MemoryEffects, Resource};
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::Count::{AtLeast, Exactly};
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::{OpParser, Parser};
use rmlir_ir::printer::{Printer, attr_to_string};
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{Attr, AttrKind, Context, DiagEngine, OpRef, PResult, Type, TypeKind};

const SEGMENTS: &str = "operandSegmentSizes";

use crate::asm_util::custom_error;

/// An affine map attribute built from its text (`(d0, d1) -> (d1)`), interned in `ctx`.
/// `rmlir-dialects` does not depend on `rmlir-affine`, so maps are built through the
/// attribute parser.
fn affine_map_attr(ctx: &Context, text: &str) -> Option<Attr> {
    let src = format!("affine_map<{text}>");
    let mut diags = DiagEngine::default();
    let mut parser = Parser::new(ctx, &mut diags, &src, "", 0);
    parser.parse_attribute(None).ok()
}

/// `getTransferMinorIdentityMap`: `(d0, .., d<n-1>) -> (d<n-k>, .., d<n-1>)`.
fn minor_identity_text(src_rank: usize, vec_rank: usize) -> String {
    let dims: Vec<String> = (0..src_rank).map(|i| format!("d{i}")).collect();
    let res: Vec<String> = (src_rank.saturating_sub(vec_rank)..src_rank)
        .map(|i| format!("d{i}"))
        .collect();
    format!("({}) -> ({})", dims.join(", "), res.join(", "))
}

/// What the transfer ops need to know of an affine map: dim and symbol counts, each
/// result as a dim position and as a constant (`None` when it is not one).
type MapShape = (u32, u32, Vec<Option<u32>>, Vec<Option<i64>>);

/// The [`MapShape`] of an affine map attribute.
fn map_shape(ctx: &Context, a: Attr) -> Option<MapShape> {
    let AttrKind::AffineMap(m) = ctx.attr_kind(a) else {
        return None;
    };
    let dims = m.results.iter().map(|e| e.as_dim()).collect();
    let consts = m.results.iter().map(|e| e.constant()).collect();
    Some((m.num_dims, m.num_symbols, dims, consts))
}

/// Whether a map is the minor identity (`AffineMap::isMinorIdentity`).
fn is_minor_identity(ctx: &Context, a: Attr) -> bool {
    let Some((nd, ns, dims, _)) = map_shape(ctx, a) else {
        return false;
    };
    let k = dims.len() as u32;
    ns == 0
        && k <= nd
        && dims
            .iter()
            .enumerate()
            .all(|(i, d)| *d == Some(nd - k + i as u32))
}

/// The shape, scalability and element type of a vector type (borrowed from the
/// context: verifiers ask on every op).
fn vector_parts(ctx: &Context, t: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape, scalable, *elem)),
        _ => None,
    }
}

/// Rank and element type of a memref or ranked tensor.
fn shaped_parts(ctx: &Context, t: Type) -> Option<(usize, Type, bool)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.len(), *elem, true)),
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape.len(), *elem, false)),
        _ => None,
    }
}

/// `inferTransferOpMaskType`: the mask has one dimension per source dim the permutation
/// map reads (in dim order), sized like the vector dimension it feeds; a 0-d mask is
/// `vector<1xi1>`.
fn infer_mask_type(ctx: &Context, vec: Type, perm: Attr) -> Option<Type> {
    let (shape, scalable, _) = vector_parts(ctx, vec)?;
    let (_, _, dims, _) = map_shape(ctx, perm)?;
    let mut used: Vec<(u32, usize)> = dims
        .iter()
        .enumerate()
        .filter_map(|(i, d)| d.map(|d| (d, i)))
        .collect();
    used.sort();
    let mut mshape: Vec<i64> = used
        .iter()
        .map(|&(_, i)| shape.get(i).copied().unwrap_or(1))
        .collect();
    let mut mscal: Vec<bool> = used
        .iter()
        .map(|&(_, i)| scalable.get(i).copied().unwrap_or(false))
        .collect();
    if mshape.is_empty() {
        mshape.push(1);
        mscal.push(false);
    }
    let i1 = ctx.int_type(1);
    Some(ctx.ty(TypeKind::Vector {
        shape: mshape,
        scalable: mscal,
        elem: i1,
    }))
}

/// The inherent attribute `name` set by the custom parser so far.
fn built_prop(p: &OpParser<'_, '_, '_>, name: &str) -> Option<Attr> {
    p.build
        .props
        .iter()
        .find(|(n, _)| p.p.ctx.str(*n) == name)
        .map(|(_, a)| *a)
}

/// Fills in the default `permutation_map` (minor identity) and `in_bounds` (all false)
/// of a transfer op being parsed; returns the permutation map.
fn default_transfer_attrs(
    p: &mut OpParser<'_, '_, '_>,
    shaped: Type,
    vec: Type,
    types_at: u32,
) -> PResult<Attr> {
    let (src_rank, src_elem, _) = shaped_parts(p.p.ctx, shaped).unwrap_or((0, shaped, false));
    let vec_rank = vector_parts(p.p.ctx, vec).map_or(0, |v| v.0.len());
    let elem_rank = vector_parts(p.p.ctx, src_elem).map_or(0, |v| v.0.len());
    let perm = match built_prop(p, "permutation_map") {
        Some(a) => a,
        None => {
            let eff = vec_rank.saturating_sub(elem_rank);
            if src_rank < eff {
                return Err(custom_error(
                    p,
                    types_at,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                ));
            }
            let text = minor_identity_text(src_rank, eff);
            let Some(a) = affine_map_attr(p.p.ctx, &text) else {
                return Err(custom_error(p, types_at, "invalid permutation map"));
            };
            p.set_prop("permutation_map", a);
            a
        }
    };
    if built_prop(p, "in_bounds").is_none() {
        let n = map_shape(p.p.ctx, perm).map_or(0, |m| m.2.len());
        let i1 = p.p.ctx.int_type(1);
        let f = p.p.ctx.int_attr(i1, 0);
        let arr = p.p.ctx.attr(AttrKind::Array(vec![f; n]));
        p.set_prop("in_bounds", arr);
    }
    Ok(perm)
}

/// `operandSegmentSizes = array<i32: ...>`.
fn set_segments(p: &mut OpParser<'_, '_, '_>, sizes: &[i32]) {
    let i32t = p.p.ctx.int_type(32);
    let values = sizes.iter().map(|&s| s as u32 as u128).collect();
    let a = p.p.ctx.attr(AttrKind::DenseArray { elem: i32t, values });
    p.set_prop(SEGMENTS, a);
}

/// `: shaped, vector` of a transfer op (in that order for a read, swapped for a write);
/// reports upstream's messages at the colon.
fn parse_transfer_types(p: &mut OpParser<'_, '_, '_>, read: bool) -> PResult<(Type, Type, u32)> {
    let at = p.p.pos();
    p.p.expect(Tok::Colon, "':'")?;
    let types = p.parse_type_list()?;
    if types.len() != 2 {
        return Err(custom_error(p, at, "requires two types"));
    }
    let (shaped, vec) = if read {
        (types[0], types[1])
    } else {
        (types[1], types[0])
    };
    if shaped_parts(p.p.ctx, shaped).is_none() {
        return Err(custom_error(p, at, "requires memref or ranked tensor type"));
    }
    if vector_parts(p.p.ctx, vec).is_none() {
        return Err(custom_error(p, at, "requires vector type"));
    }
    Ok((shaped, vec, at))
}

/// Resolves the mask of a transfer op against its inferred type.
macro_rules! resolve_mask {
    ($p:expr, $mask:expr, $shaped:expr, $vec:expr, $perm:expr, $at:expr) => {
        if let Some(m) = $mask {
            let elem = shaped_parts($p.p.ctx, $shaped).map(|s| s.1);
            if elem.is_some_and(|e| vector_parts($p.p.ctx, e).is_some()) {
                return Err(custom_error(
                    $p,
                    m.at,
                    "does not support masks with vector element type",
                ));
            }
            let vrank = vector_parts($p.p.ctx, $vec).map_or(0, |v| v.0.len());
            let nres = map_shape($p.p.ctx, $perm).map_or(0, |s| s.2.len());
            if vrank != nres {
                return Err(custom_error(
                    $p,
                    $at,
                    "expected the same rank for the vector and the results of the permutation map",
                ));
            }
            let Some(mt) = infer_mask_type($p.p.ctx, $vec, $perm) else {
                return Err(custom_error($p, $at, "requires vector type"));
            };
            let v = $p.p.resolve(m, mt)?;
            $p.build.operands.push(v);
        }
    };
}

/// `vector.transfer_read %src[%i, %j], %pad (, %mask)? {attrs} : memref<?x?xf32>,
/// vector<4xf32>`.
///
/// ```mlir
/// %v = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
/// // generic: <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>,
/// //            permutation_map = affine_map<(d0, d1) -> (d1)>}>
/// ```
fn parse_transfer_read(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    p.p.expect(Tok::LSquare, "'[' in operand list")?;
    let idx = p.parse_operand_list()?;
    p.p.expect(Tok::RSquare, "']' in operand list")?;
    p.p.expect(Tok::Comma, "','")?;
    let pad = p.p.parse_value_use()?;
    let mask = if p.p.eat(Tok::Comma) {
        Some(p.p.parse_value_use()?)
    } else {
        None
    };
    p.parse_optional_attr_dict()?;
    let (shaped, vec, at) = parse_transfer_types(p, true)?;
    let perm = default_transfer_attrs(p, shaped, vec, at)?;
    let index = p.p.ctx.index_type();
    let elem = shaped_parts(p.p.ctx, shaped).map_or(shaped, |s| s.1);
    let v = p.p.resolve(src, shaped)?;
    p.build.operands.push(v);
    for &u in &idx {
        let v = p.p.resolve(u, index)?;
        p.build.operands.push(v);
    }
    let v = p.p.resolve(pad, elem)?;
    p.build.operands.push(v);
    resolve_mask!(p, mask, shaped, vec, perm, at);
    set_segments(p, &[1, idx.len() as i32, 1, mask.is_some() as i32]);
    p.build.result_types = smallvec::smallvec![vec];
    Ok(())
}

/// The attribute dictionary of a transfer op: segment sizes always elided, the
/// permutation map when it is the minor identity, `in_bounds` when all false.
fn print_transfer_attrs(p: &mut Printer<'_>, op: OpRef) {
    let mut elided = vec![SEGMENTS];
    if ods::attr_of(p.ctx, p.ir, op, "permutation_map").is_some_and(|a| is_minor_identity(p.ctx, a))
    {
        elided.push("permutation_map");
    }
    let all_false = match ods::attr_of(p.ctx, p.ir, op, "in_bounds").map(|a| p.ctx.attr_kind(a)) {
        Some(AttrKind::Array(es)) => es
            .iter()
            .all(|&e| matches!(p.ctx.attr_kind(e), AttrKind::Integer { value: 0, .. })),
        _ => true,
    };
    if all_false {
        elided.push("in_bounds");
    }
    print_attr_dict(p, op, &elided);
}

/// Operand segments `[a, b, c, ...]` of an op (empty when missing).
fn segments(ctx: &Context, ir: &rmlir_ir::Ir, op: OpRef) -> Vec<usize> {
    match ods::attr_of(ctx, ir, op, SEGMENTS).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values.iter().map(|&v| v as usize).collect(),
        _ => Vec::new(),
    }
}

/// The operand groups of an op by its segment sizes (`None` when they do not add up).
fn groups(
    ctx: &Context,
    ir: &rmlir_ir::Ir,
    op: OpRef,
    n: usize,
) -> Option<Vec<Vec<rmlir_ir::ValueId>>> {
    let seg = segments(ctx, ir, op);
    let vals = ods::operands(ir, op);
    if seg.len() != n || seg.iter().sum::<usize>() != vals.len() {
        return None;
    }
    let mut out = Vec::new();
    let mut i = 0;
    for s in seg {
        out.push(vals[i..i + s].to_vec());
        i += s;
    }
    Some(out)
}

/// ODS's error for operands that do not add up to `operandSegmentSizes`.
fn segment_mismatch(cx: &mut VerifyCx<'_>, op: OpRef) -> rmlir_ir::Reported {
    let total: usize = segments(cx.ctx, cx.ir, op).iter().sum();
    let count = ods::operands(cx.ir, op).len();
    let msg = format!(
        "operand count ({count}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
    );
    cx.op_error(op, &msg)
}

/// Prints ` %src[%i, %j], %pad, %mask {attrs} : shaped, vector`.
fn print_transfer_read(p: &mut Printer<'_>, op: OpRef) {
    let Some(g) = groups(p.ctx, p.ir, op, 4) else {
        return;
    };
    p.out.push(' ');
    print_values(p, op, &g[0]);
    p.out.push('[');
    print_values(p, op, &g[1]);
    p.out.push_str("], ");
    print_values(p, op, &g[2]);
    if !g[3].is_empty() {
        p.out.push_str(", ");
        print_values(p, op, &g[3]);
    }
    print_transfer_attrs(p, op);
    p.out.push_str(" : ");
    if let Some(&s) = g[0].first() {
        let t = p.ir.body(op.0).value_type(s);
        p.ty(t);
    }
    p.out.push_str(", ");
    let res = ods::result_types(p.ir, op);
    p.ap.type_list(&mut p.out, &res);
}

/// `vector.transfer_write %v, %dst[%i, %j] (, %mask)? {attrs} : vector<4xf32>,
/// memref<?x?xf32>`; on a tensor the op returns the updated tensor.
///
/// ```mlir
/// %t2 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
/// ```
fn parse_transfer_write(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let val = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let dst = p.p.parse_value_use()?;
    p.p.expect(Tok::LSquare, "'[' in operand list")?;
    let idx = p.parse_operand_list()?;
    p.p.expect(Tok::RSquare, "']' in operand list")?;
    let mask = if p.p.eat(Tok::Comma) {
        Some(p.p.parse_value_use()?)
    } else {
        None
    };
    p.parse_optional_attr_dict()?;
    let (shaped, vec, at) = parse_transfer_types(p, false)?;
    let perm = default_transfer_attrs(p, shaped, vec, at)?;
    let index = p.p.ctx.index_type();
    let v = p.p.resolve(val, vec)?;
    p.build.operands.push(v);
    let v = p.p.resolve(dst, shaped)?;
    p.build.operands.push(v);
    for &u in &idx {
        let v = p.p.resolve(u, index)?;
        p.build.operands.push(v);
    }
    resolve_mask!(p, mask, shaped, vec, perm, at);
    set_segments(p, &[1, 1, idx.len() as i32, mask.is_some() as i32]);
    if matches!(p.p.ctx.type_kind(shaped), TypeKind::RankedTensor { .. }) {
        p.build.result_types = smallvec::smallvec![shaped];
    }
    Ok(())
}

/// Prints ` %v, %dst[%i, %j], %mask {attrs} : vector, shaped`.
fn print_transfer_write(p: &mut Printer<'_>, op: OpRef) {
    let Some(g) = groups(p.ctx, p.ir, op, 4) else {
        return;
    };
    p.out.push(' ');
    print_values(p, op, &g[0]);
    p.out.push_str(", ");
    print_values(p, op, &g[1]);
    p.out.push('[');
    print_values(p, op, &g[2]);
    p.out.push(']');
    if !g[3].is_empty() {
        p.out.push_str(", ");
        print_values(p, op, &g[3]);
    }
    print_transfer_attrs(p, op);
    p.out.push_str(" : ");
    let tys: Vec<Type> = g[0]
        .iter()
        .chain(&g[1])
        .map(|&v| p.ir.body(op.0).value_type(v))
        .collect();
    p.ap.type_list(&mut p.out, &tys);
}

/// Checks shared by both transfer ops (upstream's `verifyTransferOp` and the index count).
fn verify_transfer(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    shaped: Type,
    vec: Type,
    nidx: usize,
) -> PResult<()> {
    let Some((rank, _, _)) = shaped_parts(cx.ctx, shaped) else {
        return Err(cx.op_error(op, "requires source to be a memref or ranked tensor type"));
    };
    if nidx != rank {
        return Err(cx.op_error(op, &format!("requires {rank} indices")));
    }
    let Some(perm) = ods::attr_of(cx.ctx, cx.ir, op, "permutation_map") else {
        return Err(cx.op_error(op, "requires attribute 'permutation_map'"));
    };
    let Some((nd, ns, dims, consts)) = map_shape(cx.ctx, perm) else {
        return Err(cx.op_error(op, "requires attribute 'permutation_map'"));
    };
    let in_bounds = match ods::attr_of(cx.ctx, cx.ir, op, "in_bounds").map(|a| cx.ctx.attr_kind(a))
    {
        Some(AttrKind::Array(es)) => es.len(),
        _ => return Err(cx.op_error(op, "requires attribute 'in_bounds'")),
    };
    if in_bounds != dims.len() {
        let msg = format!(
            "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {in_bounds}",
            attr_to_string(cx.ctx, perm)
        );
        return Err(cx.op_error(op, &msg));
    }
    let vrank = vector_parts(cx.ctx, vec).map_or(0, |v| v.0.len());
    if ns != 0 {
        return Err(cx.op_error(op, "requires permutation_map without symbols"));
    }
    if nd as usize != rank {
        return Err(cx.op_error(
            op,
            "requires a permutation_map with input dims of the same rank as the source type",
        ));
    }
    if dims.len() != vrank {
        return Err(cx.op_error(
            op,
            "requires a permutation_map with result dims of the same rank as the vector type",
        ));
    }
    let mut seen = vec![false; nd as usize];
    for (d, c) in dims.iter().zip(&consts) {
        let ok = match (d, c) {
            (Some(d), _) => !std::mem::replace(&mut seen[*d as usize], true),
            (None, Some(0)) => true,
            _ => false,
        };
        if !ok {
            return Err(cx.op_error(
                op,
                "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
            ));
        }
    }
    Ok(())
}

/// `vector.transfer_read`: source, indices, padding of the source's element type, an
/// optional mask, and a consistent permutation map.
fn verify_transfer_read(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    ods::regions(cx, op, 0)?;
    ods::results(cx, op, 1)?;
    let Some(g) = groups(cx.ctx, cx.ir, op, 4) else {
        return Err(segment_mismatch(cx, op));
    };
    let body = cx.ir.body(op.0);
    let shaped = body.value_type(g[0][0]);
    let vec = body.value_type(body.result(op.1, 0));
    verify_transfer(cx, op, shaped, vec, g[1].len())?;
    let body = cx.ir.body(op.0);
    if let (Some(&pad), Some((_, elem, _))) = (g[2].first(), shaped_parts(cx.ctx, shaped))
        && body.value_type(pad) != elem
    {
        return Err(cx.op_error(
            op,
            "requires formal padding and source of the same elemental type",
        ));
    }
    Ok(())
}

/// `vector.transfer_write`: value, destination, indices, an optional mask; a tensor
/// destination gives a result of the same type.
fn verify_transfer_write(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    ods::regions(cx, op, 0)?;
    let Some(g) = groups(cx.ctx, cx.ir, op, 4) else {
        return Err(segment_mismatch(cx, op));
    };
    let body = cx.ir.body(op.0);
    let vec = body.value_type(g[0][0]);
    let shaped = body.value_type(g[1][0]);
    verify_transfer(cx, op, shaped, vec, g[2].len())
}

/// `vector.print %v : vector<4xf32> punctuation <comma>`, `vector.print str "text"`,
/// `vector.print punctuation <newline>` (ODS: `($source^ : type($source))?
/// oilist(str $stringLiteral | punctuation $punctuation) attr-dict`).
fn parse_print(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    if p.p.kind() == Tok::PercentIdent {
        let u = p.p.parse_value_use()?;
        p.p.expect(Tok::Colon, "':'")?;
        let t = p.p.parse_type()?;
        let v = p.p.resolve(u, t)?;
        p.build.operands.push(v);
    }
    let mut seen_str = false;
    let mut seen_punct = false;
    loop {
        let at = p.p.pos();
        if p.p.at_keyword("str") {
            if seen_str {
                return Err(p.p.error_here(
                    "`str` clause can appear at most once in the expansion of the oilist directive",
                ));
            }
            seen_str = true;
            p.p.bump();
            if p.p.kind() != Tok::String {
                return Err(p.p.error_here("expected string"));
            }
            let a = p.p.parse_attribute(None)?;
            p.set_prop("stringLiteral", a);
        } else if p.p.at_keyword("punctuation") {
            if seen_punct {
                return Err(p.p.error_here("`punctuation` clause can appear at most once in the expansion of the oilist directive"));
            }
            seen_punct = true;
            p.p.bump();
            p.p.expect(Tok::Less, "'<'")?;
            let kw_at = p.p.pos();
            let kw = if p.p.kind() == Tok::BareIdent {
                p.p.text().to_string()
            } else {
                String::new()
            };
            if !matches!(
                kw.as_str(),
                "no_punctuation" | "newline" | "comma" | "open" | "close"
            ) {
                let e = custom_error(
                    p,
                    kw_at,
                    "expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close",
                );
                let _ = e;
                let end = p.p.pos() + p.p.text().len() as u32;
                return Err(custom_error(
                    p,
                    end,
                    "failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`",
                ));
            }
            p.p.bump();
            p.p.expect(Tok::Greater, "'>'")?;
            let a =
                p.p.ctx
                    .attr(AttrKind::Opaque(format!("vector.punctuation<{kw}>")));
            p.set_prop("punctuation", a);
        } else {
            let _ = at;
            break;
        }
    }
    if !seen_punct {
        let a =
            p.p.ctx
                .attr(AttrKind::Opaque("vector.punctuation<newline>".into()));
        p.set_prop("punctuation", a);
    }
    p.parse_optional_attr_dict()
}

/// The punctuation keyword of a `vector.print` (`newline` when unset).
fn punctuation(ctx: &Context, ir: &rmlir_ir::Ir, op: OpRef) -> String {
    match ods::attr_of(ctx, ir, op, "punctuation").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Opaque(s)) => s
            .strip_prefix("vector.punctuation<")
            .and_then(|r| r.strip_suffix('>'))
            .unwrap_or("newline")
            .trim()
            .to_string(),
        _ => "newline".to_string(),
    }
}

/// Prints ` %v : t str "..." punctuation <comma> {attrs}` (punctuation elided when it is
/// `newline`).
fn print_print(p: &mut Printer<'_>, op: OpRef) {
    let vals = ods::operands(p.ir, op);
    if let Some(&v) = vals.first() {
        p.out.push(' ');
        p.value(op.0, v);
        p.out.push_str(" : ");
        let t = p.ir.body(op.0).value_type(v);
        p.ty(t);
    }
    if let Some(s) = ods::attr_of(p.ctx, p.ir, op, "stringLiteral") {
        p.out.push_str(" str ");
        p.attr(s);
    }
    let punct = punctuation(p.ctx, p.ir, op);
    if punct != "newline" {
        p.out.push_str(" punctuation <");
        p.out.push_str(&punct);
        p.out.push('>');
    }
    print_attr_dict(p, op, &["punctuation", "stringLiteral"]);
}

/// A vector type in a custom form, where ODS's `type($x)` of a vector operand or
/// result expects one.
///
/// ```mlir
/// vector.extract %v[0] : f32 from tensor<4xf32>
/// // error: custom op 'vector.extract' invalid kind of type specified: expected
/// //        builtin.vector, but found 'tensor<4xf32>'
/// ```
fn vector_type(p: &mut OpParser<'_, '_, '_>) -> PResult<Type> {
    type_of_kind(p, "builtin.vector", |k| {
        matches!(k, TypeKind::Vector { .. })
    })
}

/// A type for which `is_kind` holds, or ODS's `invalid kind of type specified: expected
/// <kind>, but found '<type>'` at it.
fn type_of_kind(
    p: &mut OpParser<'_, '_, '_>,
    kind: &str,
    is_kind: fn(&TypeKind) -> bool,
) -> PResult<Type> {
    let at = p.p.pos();
    let t = p.p.parse_type()?;
    if is_kind(p.p.ctx.type_kind(t)) {
        return Ok(t);
    }
    let msg = format!(
        "invalid kind of type specified: expected {kind}, but found '{}'",
        p.p.type_str(t)
    );
    Err(p.emit_error(at, &msg))
}

/// `vector.print`: at most one printable operand; a string literal excludes both an
/// operand and a punctuation other than `newline`.
fn verify_print(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    ods::regions(cx, op, 0)?;
    ods::results(cx, op, 0)?;
    ods::successors(cx, op, 0)?;
    const PRINTABLE: ods::Constraint = (
        |c, t| {
            matches!(
                c.type_kind(t),
                TypeKind::Vector { .. }
                    | TypeKind::Integer { .. }
                    | TypeKind::Float(_)
                    | TypeKind::Index
            )
        },
        "",
    );
    ods::operand_type(cx, op, 0, PRINTABLE)?;
    let has_str = ods::attr_of(cx.ctx, cx.ir, op, "stringLiteral").is_some();
    let has_src = cx.ir.body(op.0).num_operands(op.1) > 0;
    if has_str && (has_src || punctuation(cx.ctx, cx.ir, op) != "newline") {
        return Err(cx.op_error(
            op,
            "failed to verify that `source` or `punctuation` are not set when printing strings",
        ));
    }
    Ok(())
}

static OPS: &[OpDef] = &[
    OpDef {
        name: "vector.transfer_read",
        traits: ATTR_SIZED_OPERANDS,
        inherent: &["in_bounds", "operandSegmentSizes", "permutation_map"],
        verify: Some(verify_transfer_read),
        parse: Some(parse_transfer_read),
        print: Some(print_transfer_read),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Computed(transfer::effects),
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
    .with_operand_segments(4)
    .with_results(Exactly(1))
    .with_operands(AtLeast(2))
    .with_fold(transfer::fold_read),
    OpDef {
        name: "vector.transfer_write",
        traits: ATTR_SIZED_OPERANDS,
        inherent: &["in_bounds", "operandSegmentSizes", "permutation_map"],
        verify: Some(verify_transfer_write),
        parse: Some(parse_transfer_write),
        print: Some(print_transfer_write),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Computed(transfer::effects),
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts {
            regions: Exactly(0),
            results: rmlir_ir::op_counts::Count::Any,
            operands: AtLeast(2),
            ..rmlir_ir::op_counts::Counts::ANY
        },
    }
    .with_operand_segments(4)
    .with_fold(transfer::fold_write),
    OpDef {
        name: "vector.print",
        traits: 0,
        inherent: &["punctuation", "stringLiteral"],
        verify: Some(verify_print),
        parse: Some(parse_print),
        print: Some(print_print),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: rmlir_ir::interfaces::Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    },
    type_cast::DEF,
    OpDef::custom(
        "vector.broadcast",
        PURE,
        &[],
        broadcast::verify,
        broadcast::parse,
        broadcast::print,
    )
    .with_counts(Exactly(0), Exactly(1), Exactly(1))
    .with_fold(broadcast::fold),
    OpDef::custom(
        "vector.extract",
        PURE,
        &["static_position"],
        position::verify_extract,
        position::parse_extract,
        position::print_extract,
    )
    .with_value_types(&crate::value_types::VECTOR_EXTRACT)
    .with_counts(Exactly(0), Exactly(1), AtLeast(1)),
    OpDef::custom(
        "vector.insert",
        PURE,
        &["static_position"],
        position::verify_insert,
        position::parse_insert,
        position::print_insert,
    )
    .with_value_types(&crate::value_types::VECTOR_INSERT)
    .with_counts(Exactly(0), Exactly(1), AtLeast(2)),
    OpDef::custom(
        "vector.load",
        0,
        &["alignment", "nontemporal"],
        load_store::verify_load,
        load_store::parse_load,
        load_store::print_load,
    )
    .with_value_types(&crate::value_types::VECTOR_LOAD)
    .with_counts(Exactly(0), Exactly(1), AtLeast(1))
    .with_effects(MemoryEffects::Declared(&[EffectSpec {
        kind: EffectKind::Read,
        on: EffectSpecOn::Operand(0),
        resource: Resource::Default,
    }])),
    OpDef::custom(
        "vector.store",
        0,
        &["alignment", "nontemporal"],
        load_store::verify_store,
        load_store::parse_store,
        load_store::print_store,
    )
    .with_value_types(&crate::value_types::VECTOR_STORE)
    .with_counts(Exactly(0), Exactly(0), AtLeast(2))
    .with_effects(MemoryEffects::Declared(&[EffectSpec {
        kind: EffectKind::Write,
        on: EffectSpecOn::Operand(1),
        resource: Resource::Default,
    }])),
    OpDef::new("vector.contract", PURE)
        .with_results(Exactly(1))
        .with_operands(Exactly(3))
        .with_inherent(&["indexing_maps", "iterator_types", "kind"])
        .with_default_props(&[("kind", "vector.kind<add>")])
        .with_verify(verify_contract_attrs),
    OpDef::custom(
        "vector.reduction",
        PURE,
        &["fastmath", "kind"],
        reduction::verify,
        reduction::parse,
        reduction::print,
    )
    .with_value_types(&crate::value_types::VECTOR_REDUCTION)
    .with_counts(Exactly(0), Exactly(1), AtLeast(1))
    .with_default_props(&[("fastmath", "arith.fastmath<none>")]),
];

/// `vector.contract` (generic form only so far) requires its maps and iterator types
/// (`kind` defaults to `#vector.kind<add>`, and must name a combining kind).
fn verify_contract_attrs(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    rmlir_ir::verifier::required_attrs(cx, op, &["indexing_maps", "iterator_types"])?;
    reduction::check_kind(cx, op)
}

/// The vector dialect's enum attributes, read when parsed.
static ENUM_ATTRS: [EnumAttr; 3] = [
    EnumAttr::new(
        "vector.iterator_type",
        "::mlir::vector::IteratorType",
        "Vector_IteratorTypeEnum",
        "value",
        &["parallel", "reduction"],
    ),
    EnumAttr {
        name: "vector.kind",
        spec: reduction::KIND_SPEC,
    },
    EnumAttr::new(
        "vector.punctuation",
        "::mlir::vector::PrintPunctuation",
        "Vector_PrintPunctuation",
        "value",
        &["no_punctuation", "newline", "comma", "open", "close"],
    ),
];

/// The vector dialect's attribute hook: reads its enum attributes (`#vector.kind< mul >`
/// is kept as `#vector.kind<mul>`, `#vector.kind<bogus>` is rejected).
fn read_attr_text(full: &str) -> Result<Option<String>, TextErrors> {
    read_enum_attrs(&ENUM_ATTRS, full)
}

/// The `vector` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "vector",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::Read(
        &["iterator_type", "kind", "punctuation"],
        read_attr_text,
    ),
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    // (MLIR's `VectorDialect::materializeConstant` defers to arith's.)
    materialize_constant: Some(crate::arith::fold::materialize),
    attr_verifier: None,
};

/// The vector dialect's canonicalization patterns.
pub fn canonicalization_patterns(set: &mut rmlir_rewrite::PatternSet) {
    set.add(broadcast::BroadcastFolder);
}

/// The storage of `kind`: `#vector.kind<...>` (`CombiningKindAttr`).
const COMBINING_KIND: rmlir_ir::opdef::PropKind =
    rmlir_ir::opdef::PropKind::Dialect(&["vector.kind<", "vector<kind"]);

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        ("vector.contract", "indexing_maps", P::Array),
        ("vector.contract", "iterator_types", P::Array),
        ("vector.contract", "kind", COMBINING_KIND),
        ("vector.extract", "static_position", P::DenseI64Array),
        ("vector.insert", "static_position", P::DenseI64Array),
        ("vector.load", "alignment", P::Integer),
        ("vector.load", "nontemporal", P::Bool),
        (
            "vector.print",
            "punctuation",
            P::Dialect(&["vector.punctuation<", "vector<punctuation"]),
        ),
        ("vector.print", "stringLiteral", P::String),
        ("vector.reduction", "fastmath", crate::arith::FASTMATH_PROP),
        ("vector.reduction", "kind", COMBINING_KIND),
        ("vector.store", "alignment", P::Integer),
        ("vector.store", "nontemporal", P::Bool),
        ("vector.transfer_read", "in_bounds", P::Array),
        ("vector.transfer_read", "permutation_map", P::AffineMap),
        ("vector.transfer_write", "in_bounds", P::Array),
        ("vector.transfer_write", "permutation_map", P::AffineMap),
    ]
};
