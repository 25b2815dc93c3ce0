//! The `cf` dialect (MLIR's `ControlFlowOps.td`): unstructured control flow between the
//! blocks of a region. `cf.br ^bb1(%a : i32)`, `cf.cond_br %c weights([1, 3]), ^bb1,
//! ^bb2(%x : f32)`, `cf.switch %flag : i32, [default: ^bb1, 42: ^bb2]` and
//! `cf.assert %c, "msg"`.
//!
//! The operands forwarded to each successor are split by `operandSegmentSizes` (and
//! `case_operand_segments` for `switch`); the verifiers check them against the
//! successors' block arguments as MLIR's `BranchOpInterface` does.

mod branch;
pub mod canonicalize;
mod switch_canonicalize;

use crate::arith::asm::{
    attr_of, error_at_token, operand_types, operands, print_attr_dict, quoted,
};
use rmlir_ir::attrs::{DenseData, normalize_int};
use rmlir_ir::interfaces::Interfaces;
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::Count::{AtLeast, Exactly};
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::{Printer, type_to_string};
use rmlir_ir::types::Signedness;
use rmlir_ir::verifier::{VerifyCx, attr_constraint, plain_error};
use rmlir_ir::{Attr, AttrKind, BlockId, Context, Ir, OpRef, PResult, Type, TypeKind, ValueId};

/// `array<i32: ...>` from sizes.
fn i32_array(ctx: &Context, vals: &[usize]) -> Attr {
    let elem = ctx.int_type(32);
    let values = vals.iter().map(|&v| v as u128).collect();
    ctx.attr(AttrKind::DenseArray { elem, values })
}

/// The values of an `array<i32: ...>` attribute (sign-extended).
fn array_values(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, values } if is_i32(ctx, *elem) => Some(
            values
                .iter()
                .map(|&v| normalize_int(v as i128, 32, Signedness::Signless) as i64)
                .collect(),
        ),
        _ => None,
    }
}

fn is_i32(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless
        }
    )
}

/// Parses an optional `(%a, %b : t1, t2)` after a successor, resolving the operands.
///
/// ```mlir
/// ^bb1(%a, %b : i32, f32)
/// ```
fn parse_successor_operands(p: &mut OpParser<'_, '_, '_>) -> PResult<usize> {
    if !p.p.eat(Tok::LParen) {
        return Ok(0);
    }
    let uses = p.parse_operand_list()?;
    if uses.is_empty() {
        return Err(p.p.error_here("expected SSA operand"));
    }
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let types = p.parse_type_list()?;
    p.p.expect(Tok::RParen, "')'")?;
    p.resolve_operands(&uses, &types, at)?;
    Ok(uses.len())
}

/// Parses `^bb(operands)?`, returning the number of operands.
fn parse_successor_and_operands(p: &mut OpParser<'_, '_, '_>) -> PResult<usize> {
    let b = p.p.parse_successor()?;
    p.build.successors.push(b);
    parse_successor_operands(p)
}

/// Writes `^bb1` or `^bb1(%a, %b : i32, f32)` (MLIR's `printSuccessorAndUseList`).
fn print_successor(p: &mut Printer<'_>, op: OpRef, succ: BlockId, vals: &[ValueId]) {
    p.block(op.0, succ);
    if vals.is_empty() {
        return;
    }
    p.out.push('(');
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(op.0, v);
    }
    p.out.push_str(" : ");
    let tys: Vec<Type> = vals
        .iter()
        .map(|&v| p.ir.body(op.0).value_type(v))
        .collect();
    p.ap.type_list(&mut p.out, &tys);
    p.out.push(')');
}

/// `$dest (`(` $destOperands `:` types `)`)? attr-dict`.
///
/// ```mlir
/// cf.br ^bb1(%a : i32)
/// ```
fn parse_br(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_successor_and_operands(p)?;
    p.parse_optional_attr_dict()
}

/// Prints what [`parse_br`] reads.
fn print_br(p: &mut Printer<'_>, op: OpRef) {
    let succs = p.ir.body(op.0).op(op.1).successors().to_vec();
    let vals = operands(p.ir, op);
    if let Some(&s) = succs.first() {
        p.out.push(' ');
        print_successor(p, op, s, &vals);
    }
    print_attr_dict(p, op, &[]);
}

/// `$condition (weights([...]))?, $trueDest(...)?, $falseDest(...)? attr-dict`.
///
/// ```mlir
/// cf.cond_br %c weights([30, 70]), ^bb1(%a : i32), ^bb2
/// ```
fn parse_cond_br(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let c = p.p.parse_value_use()?;
    let i1 = p.p.ctx.int_type(1);
    let v = p.p.resolve(c, i1)?;
    p.build.operands.push(v);
    if p.p.eat_keyword("weights") {
        p.p.expect(Tok::LParen, "'('")?;
        let w = parse_i32_list(p)?;
        p.p.expect(Tok::RParen, "')'")?;
        let elem = p.p.ctx.int_type(32);
        let values = w.iter().map(|&x| x as i128 as u128).collect();
        let a = p.p.ctx.attr(AttrKind::DenseArray { elem, values });
        p.set_prop("branch_weights", a);
    }
    p.p.expect(Tok::Comma, "','")?;
    let nt = parse_successor_and_operands(p)?;
    p.p.expect(Tok::Comma, "','")?;
    let nf = parse_successor_and_operands(p)?;
    p.parse_optional_attr_dict()?;
    let seg = i32_array(p.p.ctx, &[1, nt, nf]);
    p.set_prop("operandSegmentSizes", seg);
    Ok(())
}

/// `[1, -2, 3]` as `i32` values (a `DenseI32ArrayAttr` in a custom form).
fn parse_i32_list(p: &mut OpParser<'_, '_, '_>) -> PResult<Vec<i32>> {
    p.p.expect(Tok::LSquare, "'['")?;
    let mut out = Vec::new();
    if p.p.eat(Tok::RSquare) {
        return Ok(out);
    }
    loop {
        let neg = p.p.eat(Tok::Minus);
        if p.p.kind() != Tok::Integer {
            return Err(error_at_token(p, "expected integer value"));
        }
        let v = parse_int_text(p.p.text(), neg)
            .and_then(|v| i32::try_from(v).ok())
            .ok_or_else(|| error_at_token(p, "integer value too large"))?;
        p.p.bump();
        out.push(v);
        if !p.p.eat(Tok::Comma) {
            break;
        }
    }
    p.p.expect(Tok::RSquare, "']'")?;
    Ok(out)
}

/// A decimal or `0x` literal as a signed value, if it fits in 64 bits.
fn parse_int_text(text: &str, neg: bool) -> Option<i64> {
    let mag = match text.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok()?,
        None => text.parse::<u64>().ok()?,
    };
    if neg {
        0i64.checked_sub_unsigned(mag)
    } else {
        i64::try_from(mag).ok()
    }
}

/// Prints what [`parse_cond_br`] reads.
fn print_cond_br(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    let succs = p.ir.body(op.0).op(op.1).successors().to_vec();
    let (nt, nf) = cond_br_segments(p.ctx, p.ir, op)
        .map(|s| (s[1], s[2]))
        .unwrap_or((0, vals.len().saturating_sub(1)));
    p.out.push(' ');
    if let Some(&c) = vals.first() {
        p.value(op.0, c);
    }
    let mut elided = vec!["operandSegmentSizes"];
    if let Some(w) = attr_of(p.ctx, p.ir, op, "branch_weights").and_then(|a| array_values(p.ctx, a))
    {
        elided.push("branch_weights");
        p.out.push_str(" weights([");
        let ws: Vec<String> = w.iter().map(|x| x.to_string()).collect();
        p.out.push_str(&ws.join(", "));
        p.out.push_str("])");
    }
    let end_t = (1 + nt).min(vals.len());
    let end_f = (end_t + nf).min(vals.len());
    for (i, range) in [(0usize, 1..end_t), (1, end_t..end_f)] {
        p.out.push_str(", ");
        if let Some(&s) = succs.get(i) {
            print_successor(p, op, s, &vals[range]);
        }
    }
    print_attr_dict(p, op, &elided);
}

/// The `operandSegmentSizes` of a `cond_br` or `switch` (three entries).
pub(crate) fn cond_br_segments(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<usize>> {
    let v = array_values(ctx, attr_of(ctx, ir, op, "operandSegmentSizes")?)?;
    if v.len() != 3 || v.iter().any(|&x| x < 0) {
        return None;
    }
    Some(v.into_iter().map(|x| x as usize).collect())
}

/// `$flag : type($flag), [ default: ^bb(...), value: ^bb(...), ... ] attr-dict`.
///
/// ```mlir
/// cf.switch %flag : i32, [
///   default: ^bb1(%a : i32),
///   42: ^bb2,
///   43: ^bb3(%b : f32)
/// ]
/// ```
fn parse_switch(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let flag = p.p.parse_value_use()?;
    p.p.expect(Tok::Colon, "':'")?;
    let ty_at = p.p.pos();
    let fty = p.p.parse_type()?;
    let width = match p.p.ctx.type_kind(fty) {
        TypeKind::Integer { width, .. } => *width,
        _ => {
            let msg = format!(
                "custom op '{}' invalid kind of type specified: expected builtin.integer, but found '{}'",
                p.def.name,
                type_to_string(p.p.ctx, fty)
            );
            return Err(p.p.error_at(ty_at, &msg));
        }
    };
    let v = p.p.resolve(flag, fty)?;
    p.build.operands.push(v);
    p.p.expect(Tok::Comma, "','")?;
    p.p.expect(Tok::LSquare, "'['")?;
    p.expect_keyword("default")?;
    p.p.expect(Tok::Colon, "':'")?;
    let nd = parse_successor_and_operands(p)?;
    let mut values = Vec::new();
    let mut segs = Vec::new();
    while p.p.eat(Tok::Comma) {
        let neg = p.p.eat(Tok::Minus);
        if p.p.kind() != Tok::Integer {
            return Err(error_at_token(p, "expected integer value"));
        }
        let Some(v) = parse_int_text(p.p.text(), neg) else {
            return Err(error_at_token(p, "integer value too large"));
        };
        p.p.bump();
        values.push(normalize_int(v as i128, width, Signedness::Signless) as u128);
        p.p.expect(Tok::Colon, "':'")?;
        segs.push(parse_successor_and_operands(p)?);
    }
    p.p.expect(Tok::RSquare, "']'")?;
    p.parse_optional_attr_dict()?;
    if !values.is_empty() {
        let vt = p.p.ctx.ty(TypeKind::Vector {
            shape: vec![values.len() as i64],
            scalable: vec![false],
            elem: fty,
        });
        let data = if values.iter().all(|&x| x == values[0]) {
            DenseData::Splat(vec![values[0]])
        } else {
            DenseData::Elements(values)
        };
        let a = p.p.ctx.attr(AttrKind::DenseElements { ty: vt, data });
        p.set_prop("case_values", a);
    }
    let total: usize = segs.iter().sum();
    let cs = i32_array(p.p.ctx, &segs);
    p.set_prop("case_operand_segments", cs);
    let seg = i32_array(p.p.ctx, &[1, nd, total]);
    p.set_prop("operandSegmentSizes", seg);
    Ok(())
}

/// The case values of a `switch`, sign-extended from the element width.
fn case_values(ctx: &Context, ir: &Ir, op: OpRef) -> Option<(Type, Vec<i128>)> {
    let a = attr_of(ctx, ir, op, "case_values")?;
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return None;
    };
    let (shape, elem) = match ctx.type_kind(*ty) {
        TypeKind::Vector { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            (shape, *elem)
        }
        _ => return None,
    };
    let width = match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    let n = shape.iter().product::<i64>().max(0) as usize;
    let raw: Vec<u128> = match data {
        DenseData::Splat(v) => vec![v.first().copied().unwrap_or(0); n],
        DenseData::Elements(v) => v.clone(),
        DenseData::Strings(_) => return None,
    };
    let vals = raw
        .into_iter()
        .map(|v| normalize_int(v as i128, width, Signedness::Signless))
        .collect();
    Some((elem, vals))
}

/// The operand ranges of each successor of a `switch`: default first, then the cases.
fn switch_ranges(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<std::ops::Range<usize>>> {
    let seg = cond_br_segments(ctx, ir, op)?;
    let cases = array_values(ctx, attr_of(ctx, ir, op, "case_operand_segments")?)?;
    if cases.iter().any(|&x| x < 0) || cases.iter().sum::<i64>() as usize != seg[2] {
        return None;
    }
    let mut out = Vec::with_capacity(cases.len() + 1);
    out.push(1..1 + seg[1]);
    let mut at = 1 + seg[1];
    for c in cases {
        out.push(at..at + c as usize);
        at += c as usize;
    }
    Some(out)
}

/// Prints what [`parse_switch`] reads.
fn print_switch(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    let succs = p.ir.body(op.0).op(op.1).successors().to_vec();
    let Some(&flag) = vals.first() else { return };
    p.out.push(' ');
    p.value(op.0, flag);
    p.out.push_str(" : ");
    let ft = p.ir.body(op.0).value_type(flag);
    p.ty(ft);
    p.out.push_str(", [");
    let ranges =
        switch_ranges(p.ctx, p.ir, op).unwrap_or_else(|| succs.iter().map(|_| 1..1).collect());
    let indent = " ".repeat(p.indent);
    p.out.push('\n');
    p.out.push_str(&indent);
    p.out.push_str("  default: ");
    if let (Some(&s), Some(r)) = (succs.first(), ranges.first()) {
        let r = r.start.min(vals.len())..r.end.min(vals.len());
        print_successor(p, op, s, &vals[r]);
    }
    let cases = case_values(p.ctx, p.ir, op)
        .map(|(_, v)| v)
        .unwrap_or_default();
    let width = match p.ctx.type_kind(ft) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    for (i, &v) in cases.iter().enumerate() {
        p.out.push_str(",\n");
        p.out.push_str(&indent);
        p.out.push_str("  ");
        // `getLimitedValue`: the value zero-extended, saturated to 64 bits.
        let u = if width >= 128 {
            v as u128
        } else {
            (v as u128) & ((1u128 << width) - 1)
        };
        p.out.push_str(&u.min(u64::MAX as u128).to_string());
        p.out.push_str(": ");
        if let (Some(&s), Some(r)) = (succs.get(i + 1), ranges.get(i + 1)) {
            let r = r.start.min(vals.len())..r.end.min(vals.len());
            print_successor(p, op, s, &vals[r]);
        }
    }
    if !cases.is_empty() {
        p.out.push('\n');
        p.out.push_str(&indent);
    }
    p.out.push(']');
    print_attr_dict(
        p,
        op,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
}

/// `$arg, $msg attr-dict`.
///
/// ```mlir
/// cf.assert %ok, "index out of bounds"
/// ```
fn parse_assert(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let u = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    if p.p.kind() != Tok::String {
        return Err(error_at_token(p, "expected attribute value"));
    }
    let msg = p.p.parse_attribute(None)?;
    p.set_prop("msg", msg);
    p.parse_optional_attr_dict()?;
    let i1 = p.p.ctx.int_type(1);
    let v = p.p.resolve(u, i1)?;
    p.build.operands.push(v);
    Ok(())
}

/// Prints what [`parse_assert`] reads.
fn print_assert(p: &mut Printer<'_>, op: OpRef) {
    let vals = operands(p.ir, op);
    p.out.push(' ');
    if let Some(&v) = vals.first() {
        p.value(op.0, v);
    }
    if let Some(m) = attr_of(p.ctx, p.ir, op, "msg") {
        p.out.push_str(", ");
        p.attr(m);
    }
    print_attr_dict(p, op, &["msg"]);
}

/// Checks the operands forwarded to each successor against its block arguments (MLIR's
/// `verifyBranchSuccessorOperands`).
///
/// ```mlir
/// // error: branch has 1 operands for successor #0, but target block has 0
/// cf.br ^bb1(%a : i32)
/// ```
fn check_successor_operands(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    ranges: &[std::ops::Range<usize>],
) -> PResult<()> {
    let body = cx.ir.body(op.0);
    let succs = body.op(op.1).successors().to_vec();
    let vals = operands(cx.ir, op);
    for (i, (&s, r)) in succs.iter().zip(ranges).enumerate() {
        let args = body.block_args(s);
        let fwd = &vals[r.start.min(vals.len())..r.end.min(vals.len())];
        if fwd.len() != args.len() {
            let msg = format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                fwd.len(),
                args.len()
            );
            return Err(plain_error(cx.ctx, cx.ir, cx.diags, op, &msg));
        }
        for (j, (&v, &a)) in fwd.iter().zip(args).enumerate() {
            if body.value_type(v) != body.value_type(a) {
                let msg = format!("type mismatch for bb argument #{j} of successor #{i}");
                return Err(plain_error(cx.ctx, cx.ir, cx.diags, op, &msg));
            }
        }
    }
    Ok(())
}

/// Checks that `operandSegmentSizes` has three entries summing to the operand count.
fn check_segments(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<Vec<usize>> {
    let n = operands(cx.ir, op).len();
    let a = attr_of(cx.ctx, cx.ir, op, "operandSegmentSizes");
    let seg = match a.and_then(|a| array_values(cx.ctx, a)) {
        Some(v) => v,
        None if a.is_none() => vec![0, 0, 0],
        None => {
            let desc = "i32 dense array attribute";
            return Err(attr_constraint(cx, op, "operandSegmentSizes", true, desc));
        }
    };
    if seg.len() != 3 {
        let msg = format!(
            "'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got {}",
            seg.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    let total: i64 = seg.iter().sum();
    if seg.iter().any(|&x| x < 0) || total as usize != n {
        let msg = format!(
            "operand count ({n}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
        );
        return Err(cx.op_error(op, &msg));
    }
    if seg[0] != 1 {
        let msg = format!(
            "operand group starting at #0 requires 1 operand, but found {}",
            seg[0]
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(seg.into_iter().map(|x| x as usize).collect())
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// `br`: one successor taking every operand.
fn verify_br(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let n = operands(cx.ir, op).len();
    check_successor_operands(cx, op, std::slice::from_ref(&(0..n)))
}

/// `cond_br`: an `i1` condition, two successors, consistent segments and weights.
///
/// ```mlir
/// // error: expects number of branch weights to match number of successors: 3 vs 2
/// cf.cond_br %c weights([30, 70, 1]), ^bb1, ^bb1
/// ```
fn verify_cond_br(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let seg = check_segments(cx, op)?;
    let t = operand_types(cx.ir, op)[0];
    if !is_i1(cx.ctx, t) {
        let msg = format!(
            "operand #0 must be 1-bit signless integer, but got {}",
            quoted(cx.ctx, t)
        );
        return Err(cx.op_error(op, &msg));
    }
    if let Some(w) = attr_of(cx.ctx, cx.ir, op, "branch_weights") {
        let Some(w) = array_values(cx.ctx, w) else {
            let desc = "i32 dense array attribute";
            return Err(attr_constraint(cx, op, "branch_weights", true, desc));
        };
        if w.len() != 2 {
            let msg = format!(
                "expects number of branch weights to match number of successors: {} vs 2",
                w.len()
            );
            return Err(plain_error(cx.ctx, cx.ir, cx.diags, op, &msg));
        }
        if w.iter().all(|&x| x == 0) {
            return Err(plain_error(
                cx.ctx,
                cx.ir,
                cx.diags,
                op,
                "branch weights cannot all be zero",
            ));
        }
    }
    let t_end = 1 + seg[1];
    check_successor_operands(cx, op, &[1..t_end, t_end..t_end + seg[2]])
}

/// `switch`: an integer flag, case values of the flag's type, one destination per
/// case, and operands matching every destination.
///
/// ```mlir
/// // error: 'cf.switch' op number of case values (2) should match number of case destinations (1)
/// ```
fn verify_switch(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let seg = check_segments(cx, op)?;
    let ft = operand_types(cx.ir, op)[0];
    if !matches!(cx.ctx.type_kind(ft), TypeKind::Integer { .. }) {
        let msg = format!("operand #0 must be integer, but got {}", quoted(cx.ctx, ft));
        return Err(cx.op_error(op, &msg));
    }
    let nsucc = cx.ir.body(op.0).op(op.1).successors().len();
    if nsucc == 0 {
        // Upstream's wording, plural and all.
        return Err(cx.op_error(op, "requires at least 1 successors but found 0"));
    }
    let ndest = nsucc - 1;
    let Some(cases) =
        attr_of(cx.ctx, cx.ir, op, "case_operand_segments").and_then(|a| array_values(cx.ctx, a))
    else {
        return Err(cx.op_error(op, "requires attribute 'case_operand_segments'"));
    };
    if let Some(cv) = attr_of(cx.ctx, cx.ir, op, "case_values") {
        let Some((elem, vals)) = case_values(cx.ctx, cx.ir, op) else {
            let desc = "integer elements attribute";
            return Err(attr_constraint(cx, op, "case_values", true, desc));
        };
        let _ = cv;
        if elem != ft {
            let msg = format!(
                "'flag' type ({}) should match case value type ({})",
                quoted(cx.ctx, ft),
                quoted(cx.ctx, elem)
            );
            return Err(cx.op_error(op, &msg));
        }
        if vals.len() != ndest {
            let msg = format!(
                "number of case values ({}) should match number of case destinations ({ndest})",
                vals.len()
            );
            return Err(cx.op_error(op, &msg));
        }
    } else if ndest != 0 {
        let msg =
            format!("number of case values (0) should match number of case destinations ({ndest})");
        return Err(cx.op_error(op, &msg));
    }
    if cases.len() != ndest
        || cases.iter().any(|&x| x < 0)
        || cases.iter().sum::<i64>() as usize != seg[2]
    {
        let msg = format!(
            "expected {ndest} case operand segments whose sizes sum to {}",
            seg[2]
        );
        return Err(cx.op_error(op, &msg));
    }
    let mut ranges = Vec::with_capacity(cases.len() + 1);
    ranges.push(1..1 + seg[1]);
    let mut at = 1 + seg[1];
    for c in cases {
        ranges.push(at..at + c as usize);
        at += c as usize;
    }
    check_successor_operands(cx, op, &ranges)
}

/// `assert`: an `i1` argument and a string message.
fn verify_assert(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let ts = operand_types(cx.ir, op);
    if ts.len() != 1 {
        let msg = format!("expected 1 operands, but found {}", ts.len());
        return Err(cx.op_error(op, &msg));
    }
    if !is_i1(cx.ctx, ts[0]) {
        let msg = format!(
            "operand #0 must be 1-bit signless integer, but got {}",
            quoted(cx.ctx, ts[0])
        );
        return Err(cx.op_error(op, &msg));
    }
    let msg = attr_of(cx.ctx, cx.ir, op, "msg");
    match msg.map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::String { .. }) => Ok(()),
        _ => Err(attr_constraint(
            cx,
            op,
            "msg",
            msg.is_some(),
            "string attribute",
        )),
    }
}

static OPS: &[OpDef] = &[
    OpDef {
        name: "cf.br",
        traits: TERMINATOR | PURE,
        inherent: &[],
        verify: Some(verify_br),
        parse: Some(parse_br),
        print: Some(print_br),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces {
            branch: Some(&branch::Br),
            ..Interfaces::NONE
        },
        counts: rmlir_ir::op_counts::Counts {
            regions: Exactly(0),
            results: Exactly(0),
            successors: Exactly(1),
            operands: rmlir_ir::op_counts::Count::Any,
            ..rmlir_ir::op_counts::Counts::ANY
        },
    },
    OpDef {
        name: "cf.cond_br",
        traits: TERMINATOR | ATTR_SIZED_OPERANDS | PURE,
        inherent: &["branch_weights", "operandSegmentSizes"],
        verify: Some(verify_cond_br),
        parse: Some(parse_cond_br),
        print: Some(print_cond_br),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces {
            branch: Some(&branch::CondBr),
            ..Interfaces::NONE
        },
        counts: rmlir_ir::op_counts::Counts {
            regions: Exactly(0),
            results: Exactly(0),
            successors: Exactly(2),
            operands: AtLeast(1),
            ..rmlir_ir::op_counts::Counts::ANY
        },
    }
    .with_operand_segments(3),
    OpDef {
        name: "cf.switch",
        traits: TERMINATOR | ATTR_SIZED_OPERANDS | PURE,
        inherent: &[
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
        verify: Some(verify_switch),
        parse: Some(parse_switch),
        print: Some(print_switch),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces {
            branch: Some(&branch::Switch),
            ..Interfaces::NONE
        },
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
    .with_operand_segments(3)
    .with_results(Exactly(0))
    .with_successors(AtLeast(1)),
    OpDef {
        name: "cf.assert",
        traits: 0,
        inherent: &["msg"],
        verify: Some(verify_assert),
        parse: Some(parse_assert),
        print: Some(print_assert),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        // A failing assertion ends the program: modelled as a write, as upstream does.
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Declared(&[
            rmlir_ir::interfaces::EffectSpec::new(
                rmlir_ir::interfaces::EffectKind::Write,
                rmlir_ir::interfaces::EffectSpecOn::Nothing,
            ),
        ]),
        interfaces: Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts {
            regions: Exactly(0),
            results: Exactly(0),
            operands: Exactly(1),
            ..rmlir_ir::op_counts::Counts::ANY
        },
    },
];

/// The `cf` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "cf",
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
        ("cf.assert", "msg", P::String),
        ("cf.cond_br", "branch_weights", P::DenseI32Array),
        ("cf.switch", "case_operand_segments", P::DenseI32Array),
        ("cf.switch", "case_values", P::DenseIntElements),
    ]
};
