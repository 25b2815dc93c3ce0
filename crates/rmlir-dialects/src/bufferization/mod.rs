//! The `bufferization` dialect (MLIR's `BufferizationOps.td`): the tensor/buffer
//! boundary ops (`to_buffer`, `to_tensor`, `materialize_in_destination`), tensor
//! allocation (`alloc_tensor`, `dealloc_tensor`), `clone`, and the ownership-based
//! deallocation op `dealloc`, with their custom assembly and upstream's verifier
//! messages.
//!
//! `bufferization.to_memref`, the spelling `to_buffer` had before MLIR 21, is still
//! read and written so that older IR round-trips.

mod alloc_tensor;
mod attr_verify;
pub mod canonicalize;
pub mod clone;
pub mod conversions;
pub mod to_memref;

use crate::memref::asm::*;
use rmlir_ir::interfaces::{
    EffectKind, EffectSpec, EffectSpecOn, Interfaces, MemoryEffects, Resource,
};
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::{
    Count::{Any, Exactly},
    Counts,
};
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{Context, OpRef, PResult, Type, TypeKind};

/// Prints the form [`parse_flags`] reads.
fn print_flags(p: &mut Printer<'_>, op: OpRef, flags: &[&str]) {
    for f in flags {
        if flag(p.ctx, p.ir, op, f) {
            p.out.push(' ');
            p.out.push_str(f);
        }
    }
}

fn parse_flags(p: &mut OpParser<'_, '_, '_>, flags: &[&'static str]) {
    for f in flags {
        if p.p.eat_keyword(f) {
            let u = p.p.ctx.unit_attr();
            p.set_prop(f, u);
        }
    }
}

fn operand_types(p: &Printer<'_>, op: OpRef) -> Vec<Type> {
    operands(p, op).into_iter().map(|v| vty(p, op, v)).collect()
}

// ---------------------------------------------------------------- alloc_tensor

/// `bufferization.alloc_tensor(%d) copy(%t) size_hint=%n {memory_space = 1 : i64} :
/// tensor<?xf32>`.
fn parse_alloc_tensor(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.p.expect(Tok::LParen, "'('")?;
    let dyns = p.parse_operand_list()?;
    p.p.expect(Tok::RParen, "')'")?;
    let mut copy = None;
    if p.p.eat_keyword("copy") {
        p.p.expect(Tok::LParen, "'('")?;
        copy = Some(p.p.parse_value_use()?);
        p.p.expect(Tok::RParen, "')'")?;
    }
    let mut hint = None;
    if p.p.eat_keyword("size_hint") {
        p.p.expect(Tok::Equal, "'='")?;
        hint = Some(p.p.parse_value_use()?);
    }
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let t = p.p.parse_type()?;
    if !matches!(
        p.p.ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Err(p.emit_error(at, "invalid kind of type specified"));
    }
    p.build.result_types.push(t);
    let idx = p.p.ctx.index_type();
    p.resolve_all(&dyns, idx)?;
    if let Some(c) = copy {
        p.resolve_one(c, t)?;
    }
    if let Some(h) = hint {
        p.resolve_one(h, idx)?;
    }
    set_segments(
        p,
        &[dyns.len(), copy.is_some() as usize, hint.is_some() as usize],
    );
    Ok(())
}

/// Prints the form [`parse_alloc_tensor`] reads.
fn print_alloc_tensor(p: &mut Printer<'_>, op: OpRef) {
    let segs = segments(p.ctx, p.ir, op).unwrap_or_default();
    let group = |i: usize| segs.get(i).cloned().unwrap_or_default();
    p.out.push('(');
    print_values(p, op, &group(0));
    p.out.push(')');
    if let Some(&c) = group(1).first() {
        p.out.push_str(" copy(");
        p.value(op.0, c);
        p.out.push(')');
    }
    if let Some(&h) = group(2).first() {
        p.out.push_str(" size_hint=");
        p.value(op.0, h);
    }
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    if let Some(t) = result_ty(p, op, 0) {
        p.ty(t);
    }
}

/// `alloc_tensor`: sizes for the dynamic dims unless copying, a copy of the result type.
///
/// ```mlir
/// %0 = bufferization.alloc_tensor(%sz) copy(%t) : tensor<?xf32>
/// // dynamic sizes not needed when copying a tensor
/// ```
fn verify_alloc_tensor(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(segs) = segments(cx.ctx, cx.ir, op) else {
        return Ok(());
    };
    let body = cx.ir.body(op.0);
    let Some(rt) = body.results(op.1).next().map(|v| body.value_type(v)) else {
        return Ok(());
    };
    let dyns = segs.first().map_or(0, |s| s.len());
    let copy = segs.get(1).and_then(|s| s.first().copied());
    if copy.is_some() && dyns != 0 {
        return Err(rmlir_ir::verifier::plain_error(
            cx.ctx,
            cx.ir,
            cx.diags,
            op,
            "dynamic sizes not needed when copying a tensor",
        ));
    }
    if copy.is_none() {
        let expected = match cx.ctx.type_kind(rt) {
            TypeKind::RankedTensor { shape, .. } => shape
                .iter()
                .filter(|&&d| d == rmlir_ir::types::DYNAMIC)
                .count(),
            _ => 0,
        };
        if expected != dyns {
            let msg = format!("incorrect number of dynamic sizes, has {dyns}, expected {expected}");
            return Err(cx.op_error(op, &msg));
        }
    }
    if let Some(c) = copy
        && cx.ir.body(op.0).value_type(c) != rt
    {
        // Without the op's name, as MLIR's `emitError` does.
        return Err(rmlir_ir::verifier::plain_error(
            cx.ctx,
            cx.ir,
            cx.diags,
            op,
            "expected that `copy` and return type match",
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------- casts

/// `$x flags attr-dict : type($x) to type($result)` (`clone`, `to_buffer`, `to_tensor`).
fn parse_to_with_flags(p: &mut OpParser<'_, '_, '_>, flags: &[&'static str]) -> PResult<()> {
    let u = p.p.parse_value_use()?;
    parse_flags(p, flags);
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let st = p.p.parse_type()?;
    p.expect_keyword("to")?;
    let rt = p.p.parse_type()?;
    p.resolve_one(u, st)?;
    p.build.result_types.push(rt);
    Ok(())
}

/// Prints the form [`parse_to_with_flags`] reads.
fn print_to_with_flags(p: &mut Printer<'_>, op: OpRef, flags: &[&str]) {
    p.out.push(' ');
    let vals = operands(p, op);
    print_values(p, op, &vals);
    print_flags(p, op, flags);
    print_attr_dict(p, op, flags);
    p.out.push_str(" : ");
    let tys = operand_types(p, op);
    p.ap.type_list(&mut p.out, &tys);
    p.out.push_str(" to ");
    if let Some(t) = result_ty(p, op, 0) {
        p.ty(t);
    }
}

/// `bufferization.clone %m : memref<?xf32> to memref<?xf32>`.
fn parse_clone(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_to_with_flags(p, &[])
}

/// Prints the form [`parse_clone`] reads.
fn print_clone(p: &mut Printer<'_>, op: OpRef) {
    print_to_with_flags(p, op, &[]);
}

/// `bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>`.
fn parse_to_buffer(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_to_with_flags(p, &["read_only"])
}

/// Prints the form [`parse_to_buffer`] reads.
fn print_to_buffer(p: &mut Printer<'_>, op: OpRef) {
    print_to_with_flags(p, op, &["read_only"]);
}

/// `bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>`.
fn parse_to_tensor(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_to_with_flags(p, &["restrict", "writable"])
}

/// Prints the form [`parse_to_tensor`] reads.
fn print_to_tensor(p: &mut Printer<'_>, op: OpRef) {
    print_to_with_flags(p, op, &["restrict", "writable"]);
}

/// Whether a builtin tensor type and a buffer type correspond (MLIR's builtin
/// `TensorType`/`BaseMemRefType` compatibility): `Err` holds upstream's message.
fn tensor_buffer_match(ctx: &Context, tensor: Type, buffer: Type) -> Result<(), &'static str> {
    let (t_shape, t_elem) = match ctx.type_kind(tensor) {
        TypeKind::RankedTensor { shape, elem, .. } => (Some(shape.clone()), *elem),
        TypeKind::UnrankedTensor { elem } => (None, *elem),
        _ => return Ok(()),
    };
    let (b_shape, b_elem) = match ctx.type_kind(buffer) {
        TypeKind::MemRef { shape, elem, .. } => (Some(shape.clone()), *elem),
        TypeKind::UnrankedMemRef { elem, .. } => (None, *elem),
        _ => return Ok(()),
    };
    if t_elem != b_elem {
        return Err("element types do not match");
    }
    if t_shape != b_shape {
        return Err("shapes do not match");
    }
    Ok(())
}

/// `to_buffer`/`to_tensor`: the tensor and buffer types agree in shape and element
/// type (MLIR reports the mismatch, then the failed type constraint).
fn verify_tensor_buffer_pair(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    tensor_is_result: bool,
) -> PResult<()> {
    let body = cx.ir.body(op.0);
    let (Some(a), Some(r)) = (
        body.operands(op.1).next().map(|v| body.value_type(v)),
        body.results(op.1).next().map(|v| body.value_type(v)),
    ) else {
        return Ok(());
    };
    let (tensor, buffer) = if tensor_is_result { (r, a) } else { (a, r) };
    if let Err(m) = tensor_buffer_match(cx.ctx, tensor, buffer) {
        rmlir_ir::verifier::plain_error(cx.ctx, cx.ir, cx.diags, op, m);
        return Err(cx.op_error(
            op,
            "failed to verify that specified tensor and buffer types match",
        ));
    }
    Ok(())
}

/// `to_buffer`: see [`verify_tensor_buffer_pair`].
///
/// ```mlir
/// %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<4xf32>  // shapes do not match
/// ```
fn verify_to_buffer(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    verify_tensor_buffer_pair(cx, op, false)
}

/// `to_tensor`: see [`verify_tensor_buffer_pair`].
fn verify_to_tensor(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    verify_tensor_buffer_pair(cx, op, true)
}

/// `bufferization.dealloc_tensor %t : tensor<4xi32>`.
fn parse_dealloc_tensor(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let u = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = p.p.parse_type()?;
    p.resolve_one(u, t)?;
    Ok(())
}

/// Prints the form [`parse_dealloc_tensor`] reads.
fn print_dealloc_tensor(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    let vals = operands(p, op);
    print_values(p, op, &vals);
    print_attr_dict(p, op, &[]);
    p.out.push_str(" : ");
    let tys = operand_types(p, op);
    p.ap.type_list(&mut p.out, &tys);
}

// ---------------------------------------------------------------- materialize

const RESTRICT_WRITABLE: [&str; 2] = ["restrict", "writable"];

/// `bufferization.materialize_in_destination %src in restrict writable %dest :
/// (tensor<?xf32>, memref<?xf32>) -> ()`.
fn parse_materialize(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let src = p.p.parse_value_use()?;
    p.expect_keyword("in")?;
    parse_flags(p, &RESTRICT_WRITABLE);
    let dest = p.p.parse_value_use()?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let ft = p.p.parse_function_type()?;
    let (ins, outs) =
        p.p.ctx
            .function_signature(ft)
            .map(|(a, b)| (a.to_vec(), b.to_vec()))
            .unwrap_or_default();
    p.resolve_operands(&[src, dest], &ins, at)?;
    p.build.result_types = outs.into();
    Ok(())
}

/// Prints the form [`parse_materialize`] reads.
fn print_materialize(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p, op);
    p.out.push(' ');
    if let [src, dest] = vals.as_slice() {
        p.value(op.0, *src);
        p.out.push_str(" in");
        print_flags(p, op, &RESTRICT_WRITABLE);
        p.out.push(' ');
        p.value(op.0, *dest);
    }
    print_attr_dict(p, op, &RESTRICT_WRITABLE);
    p.out.push_str(" : (");
    let tys = operand_types(p, op);
    p.ap.type_list(&mut p.out, &tys);
    p.out.push_str(") -> ");
    let body = p.ir.body(op.0);
    let rs: Vec<Type> = body.results(op.1).map(|v| body.value_type(v)).collect();
    p.ap.result_types(&mut p.out, &rs);
}

/// `materialize_in_destination`: a tensor destination yields a result of its type, a
/// memref destination none and must be `writable`; `restrict` needs a memref.
fn verify_materialize(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let body = cx.ir.body(op.0);
    let tys: Vec<Type> = body.operands(op.1).map(|v| body.value_type(v)).collect();
    let rs: Vec<Type> = body.results(op.1).map(|v| body.value_type(v)).collect();
    let Some(&dest) = tys.get(1) else {
        return Ok(());
    };
    let is_tensor = matches!(
        cx.ctx.type_kind(dest),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    );
    if is_tensor {
        if rs.len() != 1 {
            return Err(cx.op_error(op, "tensor 'dest' implies exactly one tensor result"));
        }
        if rs[0] != dest {
            return Err(cx.op_error(op, "result and 'dest' types must match"));
        }
        if flag(cx.ctx, cx.ir, op, "restrict") {
            return Err(cx.op_error(op, "'restrict' is valid only for memref destinations"));
        }
    } else if !rs.is_empty() {
        return Err(cx.op_error(op, "memref 'dest' implies zero results"));
    }
    if flag(cx.ctx, cx.ir, op, "writable") == is_tensor {
        return Err(cx.op_error(
            op,
            "'writable' must be specified if and only if the destination is of memref type",
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------- dealloc

/// `bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c0, %c1) retain
/// (%r : memref<?xf32>)`; one `i1` result per retained memref.
fn parse_dealloc(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let i1 = p.p.ctx.int_type(1);
    let mut counts = [0usize; 3];
    if p.p.eat(Tok::LParen) {
        let mems = p.parse_operand_list()?;
        p.p.expect(Tok::Colon, "':'")?;
        let at = p.p.pos();
        let tys = p.parse_type_list()?;
        p.p.expect(Tok::RParen, "')'")?;
        p.expect_keyword("if")?;
        p.p.expect(Tok::LParen, "'('")?;
        let conds = p.parse_operand_list()?;
        p.p.expect(Tok::RParen, "')'")?;
        p.resolve_operands(&mems, &tys, at)?;
        p.resolve_all(&conds, i1)?;
        counts[0] = mems.len();
        counts[1] = conds.len();
    }
    if p.p.eat_keyword("retain") {
        p.p.expect(Tok::LParen, "'('")?;
        let kept = p.parse_operand_list()?;
        p.p.expect(Tok::Colon, "':'")?;
        let at = p.p.pos();
        let tys = p.parse_type_list()?;
        p.p.expect(Tok::RParen, "')'")?;
        p.resolve_operands(&kept, &tys, at)?;
        counts[2] = kept.len();
    }
    p.parse_optional_attr_dict()?;
    set_segments(p, &counts);
    p.build.result_types = smallvec::smallvec![i1; counts[2]];
    Ok(())
}

/// Prints the form [`parse_dealloc`] reads.
fn print_dealloc(p: &mut Printer<'_>, op: OpRef) {
    let segs = segments(p.ctx, p.ir, op).unwrap_or_default();
    let group = |i: usize| segs.get(i).cloned().unwrap_or_default();
    let (mems, conds, kept) = (group(0), group(1), group(2));
    if !mems.is_empty() {
        p.out.push_str(" (");
        print_values(p, op, &mems);
        p.out.push_str(" : ");
        let tys: Vec<Type> = mems.iter().map(|&v| vty(p, op, v)).collect();
        p.ap.type_list(&mut p.out, &tys);
        p.out.push_str(") if (");
        print_values(p, op, &conds);
        p.out.push(')');
    }
    if !kept.is_empty() {
        p.out.push_str(" retain (");
        print_values(p, op, &kept);
        p.out.push_str(" : ");
        let tys: Vec<Type> = kept.iter().map(|&v| vty(p, op, v)).collect();
        p.ap.type_list(&mut p.out, &tys);
        p.out.push(')');
    }
    print_attr_dict(p, op, &[]);
}

/// `dealloc`: one condition per memref, one result per retained memref.
///
/// ```mlir
/// bufferization.dealloc (%a, %b : ...) if (%c)
/// // must have the same number of conditions as memrefs to deallocate
/// ```
fn verify_dealloc(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    // (Without `operandSegmentSizes` every group is empty, as in MLIR; sizes that do
    // not add up were reported before this verifier runs.)
    let segs = segments(cx.ctx, cx.ir, op).unwrap_or_default();
    let len = |i: usize| segs.get(i).map_or(0, |s| s.len());
    if len(0) != len(1) {
        return Err(cx.op_error(
            op,
            "must have the same number of conditions as memrefs to deallocate",
        ));
    }
    if cx.ir.body(op.0).num_results(op.1) != len(2) {
        return Err(cx.op_error(
            op,
            "must have the same number of updated conditions (results) as retained operands",
        ));
    }
    Ok(())
}

/// `materialize_in_destination` writes its destination when that is a buffer.
///
/// ```mlir
/// bufferization.materialize_in_destination %t in writable %m : (tensor<2xf32>, memref<2xf32>) -> ()
/// // write on operand 1
/// ```
fn materialize_effects(
    ctx: &rmlir_ir::Context,
    ir: &rmlir_ir::Ir,
    op: OpRef,
    out: &mut rmlir_ir::interfaces::Effects,
) {
    let body = ir.body(op.0);
    if body.num_operands(op.1) > 1 {
        let t = body.value_type(body.operand(op.1, 1));
        if matches!(
            ctx.type_kind(t),
            rmlir_ir::TypeKind::MemRef { .. } | rmlir_ir::TypeKind::UnrankedMemRef { .. }
        ) {
            out.push(rmlir_ir::interfaces::EffectInstance {
                kind: EffectKind::Write,
                on: rmlir_ir::interfaces::EffectOn::Operand(1),
                resource: Resource::Default,
            });
        }
    }
}

static OPS: &[OpDef] = &[
    OpDef {
        name: "bufferization.alloc_tensor",
        traits: ATTR_SIZED_OPERANDS,
        inherent: &["memory_space", "operandSegmentSizes"],
        verify: Some(verify_alloc_tensor),
        parse: Some(parse_alloc_tensor),
        print: Some(print_alloc_tensor),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces::NONE,
        counts: Counts {
            values: Some(&crate::value_types::ALLOC_TENSOR),
            regions: Exactly(0),
            results: Exactly(1),
            operands: Any,
            operand_segments: 3,
            ..Counts::ANY
        },
    },
    OpDef {
        name: "bufferization.clone",
        traits: 0,
        inherent: &[],
        verify: None,
        parse: Some(parse_clone),
        print: Some(print_clone),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: MemoryEffects::Declared(&[
            EffectSpec {
                kind: EffectKind::Read,
                on: EffectSpecOn::Operand(0),
                resource: Resource::Default,
            },
            EffectSpec {
                kind: EffectKind::Write,
                on: EffectSpecOn::Result(0),
                resource: Resource::Default,
            },
            EffectSpec {
                kind: EffectKind::Allocate,
                on: EffectSpecOn::Result(0),
                resource: Resource::Default,
            },
        ]),
        interfaces: Interfaces {
            fold: Some(clone::fold_clone),
            ..Interfaces::NONE
        },
        counts: Counts {
            values: Some(&crate::value_types::ANY_MEMREF_TO_ANY_MEMREF),
            regions: Exactly(0),
            results: Exactly(1),
            operands: Exactly(1),
            operand_segments: 0,
            ..Counts::ANY
        },
    },
    OpDef {
        name: "bufferization.dealloc",
        traits: ATTR_SIZED_OPERANDS,
        inherent: &["operandSegmentSizes"],
        verify: Some(verify_dealloc),
        parse: Some(parse_dealloc),
        print: Some(print_dealloc),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
    .with_value_types(&crate::value_types::DEALLOC)
    .with_operand_segments(3),
    OpDef {
        name: "bufferization.dealloc_tensor",
        traits: 0,
        inherent: &[],
        verify: None,
        parse: Some(parse_dealloc_tensor),
        print: Some(print_dealloc_tensor),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces::NONE,
        counts: Counts {
            values: Some(&crate::value_types::DEALLOC_TENSOR),
            regions: Exactly(0),
            results: Exactly(0),
            operands: Exactly(1),
            operand_segments: 0,
            ..Counts::ANY
        },
    },
    OpDef {
        name: "bufferization.to_buffer",
        traits: 0,
        inherent: &["read_only"],
        verify: Some(verify_to_buffer),
        parse: Some(parse_to_buffer),
        print: Some(print_to_buffer),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: MemoryEffects::Declared(&[]),
        interfaces: Interfaces {
            fold: Some(conversions::fold_to_buffer),
            ..Interfaces::NONE
        },
        counts: Counts {
            values: Some(&crate::value_types::TO_BUFFER),
            regions: Exactly(0),
            results: Exactly(1),
            operands: Exactly(1),
            operand_segments: 0,
            ..Counts::ANY
        },
    },
    OpDef {
        name: "bufferization.to_memref",
        traits: 0,
        inherent: &["read_only"],
        verify: Some(verify_to_buffer),
        parse: Some(parse_to_buffer),
        print: Some(print_to_buffer),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: MemoryEffects::Declared(&[]),
        interfaces: Interfaces::NONE,
        counts: Counts {
            regions: Exactly(0),
            results: Exactly(1),
            operands: Exactly(1),
            operand_segments: 0,
            ..Counts::ANY
        },
    },
    OpDef {
        name: "bufferization.to_tensor",
        traits: 0,
        inherent: &["restrict", "writable"],
        verify: Some(verify_to_tensor),
        parse: Some(parse_to_tensor),
        print: Some(print_to_tensor),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: MemoryEffects::Declared(&[EffectSpec {
            kind: EffectKind::Read,
            on: EffectSpecOn::Operand(0),
            resource: Resource::Default,
        }]),

        interfaces: Interfaces {
            fold: Some(conversions::fold_to_tensor),
            ..Interfaces::NONE
        },
        counts: Counts {
            values: Some(&crate::value_types::TO_TENSOR),
            regions: Exactly(0),
            results: Exactly(1),
            operands: Exactly(1),
            operand_segments: 0,
            ..Counts::ANY
        },
    },
    OpDef {
        name: "bufferization.materialize_in_destination",
        traits: 0,
        inherent: &["restrict", "writable"],
        verify: Some(verify_materialize),
        parse: Some(parse_materialize),
        print: Some(print_materialize),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: MemoryEffects::Computed(materialize_effects),
        interfaces: Interfaces::NONE,
        counts: Counts {
            values: Some(&crate::value_types::MATERIALIZE_IN_DESTINATION),
            regions: Exactly(0),
            results: Any,
            operands: Exactly(2),
            operand_segments: 0,
            ..Counts::ANY
        },
    },
];

/// The `bufferization` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "bufferization",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::None,
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: None,
    attr_verifier: Some(&attr_verify::BufferizationAttrs),
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        (
            "bufferization.materialize_in_destination",
            "restrict",
            P::Unit,
        ),
        (
            "bufferization.materialize_in_destination",
            "writable",
            P::Unit,
        ),
        ("bufferization.to_buffer", "read_only", P::Unit),
        ("bufferization.to_tensor", "restrict", P::Unit),
        ("bufferization.to_tensor", "writable", P::Unit),
    ]
};
