//! Small pieces of what MLIR's ODS generates for every op, written once for the dialects
//! of this folder's owner (`test`, `vector`, `shape`, `gpu`, `spirv`): the structural
//! trait checks (`ZeroRegions`, `NOperands<N>`, `OneResult`, `SingleBlock`,
//! `SingleBlockImplicitTerminator`), operand and result type constraints with ODS's exact
//! messages, and the printing helpers of declarative assembly formats (`attr-dict`,
//! `attr-dict-with-keyword`, operand and type lists).

use rmlir_ir::op_counts::{self, Count};
use rmlir_ir::printer::{Printer, type_to_string};
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{AttrKind, Context, Ir, OpRef, PResult, Type, TypeKind, ValueId};

pub(crate) use rmlir_ir::ir::op_attr as attr_of;

/// The operands of an op.
pub(crate) fn operands(ir: &Ir, op: OpRef) -> smallvec::SmallVec<[ValueId; 4]> {
    ir.body(op.0).operands(op.1).collect()
}

/// The types of an op's operands.
pub(crate) fn operand_types(ir: &Ir, op: OpRef) -> smallvec::SmallVec<[Type; 4]> {
    let b = ir.body(op.0);
    b.operands(op.1).map(|v| b.value_type(v)).collect()
}

/// The types of an op's results.
pub(crate) fn result_types(ir: &Ir, op: OpRef) -> smallvec::SmallVec<[Type; 4]> {
    let b = ir.body(op.0);
    b.results(op.1).map(|v| b.value_type(v)).collect()
}

/// `%a, %b` (nothing for an empty list).
pub(crate) fn print_values(p: &mut Printer<'_>, op: OpRef, vals: &[ValueId]) {
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(op.0, v);
    }
}

/// `attr-dict`: ` {a = 1, b}` with the inherent and discardable attributes not in
/// `elided`, nothing when none is left.
pub(crate) fn print_attr_dict(p: &mut Printer<'_>, op: OpRef, elided: &[&str]) {
    p.op_attr_dict(op, elided, false);
}

/// `attr-dict-with-keyword`: ` attributes {a = 1}` or nothing.
pub(crate) fn print_attr_dict_kw(p: &mut Printer<'_>, op: OpRef, elided: &[&str]) {
    p.op_attr_dict(op, elided, true);
}

/// Prints region `i` of an op as ODS's `$region` directive does: entry block arguments
/// shown, and the terminator of a `SingleBlockImplicitTerminator` op elided when it
/// carries nothing (no operands, results or attributes).
pub(crate) fn print_region(p: &mut Printer<'_>, op: OpRef, i: usize, implicit_terminator: bool) {
    let d = p.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let Some(&r) = d.regions().get(i) else { return };
    let mut print_terminator = true;
    if implicit_terminator {
        let body = p.ir.body(rb);
        if let Some(t) = body.entry_block(r).and_then(|b| body.last_op(b)) {
            let td = body.op(t);
            let has_attrs = matches!(p.ctx.attr_kind(td.attrs), AttrKind::Dict(e) if !e.is_empty())
                || td.props().is_some();
            print_terminator = has_attrs || body.num_operands(t) != 0 || body.num_results(t) != 0;
        }
    }
    p.region(rb, r, true, print_terminator, false);
}

// ----------------------------------------------------------------------------- verify

/// `ZeroRegions` / `OneRegion` / `NRegions<N>`.
pub(crate) fn regions(cx: &mut VerifyCx<'_>, op: OpRef, n: usize) -> PResult<()> {
    op_counts::check_regions(cx, op, Count::Exactly(n as u32))
}

/// `ZeroResults` / `OneResult` / `NResults<N>`.
pub(crate) fn results(cx: &mut VerifyCx<'_>, op: OpRef, n: usize) -> PResult<()> {
    op_counts::check_results(cx, op, Count::Exactly(n as u32))
}

/// `ZeroSuccessors` / `OneSuccessor` / `NSuccessors<N>`.
pub(crate) fn successors(cx: &mut VerifyCx<'_>, op: OpRef, n: usize) -> PResult<()> {
    op_counts::check_successors(cx, op, n)
}

/// `ZeroOperands` / `OneOperand` / `NOperands<N>`.
pub(crate) fn operand_count(cx: &mut VerifyCx<'_>, op: OpRef, n: usize) -> PResult<()> {
    op_counts::check_operands(cx, op, Count::Exactly(n as u32))
}

/// `SingleBlock` (for ops whose blocks need a terminator): at most one block per region,
/// and that block not empty.
pub(crate) fn single_block(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    needs_terminator: bool,
) -> PResult<()> {
    let d = cx.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    for (i, &r) in d.regions().iter().enumerate() {
        let body = cx.ir.body(rb);
        let mut blocks = body.region_blocks(r);
        let Some(first) = blocks.next() else { continue };
        if blocks.next().is_some() {
            let msg = format!("expects region #{i} to have 0 or 1 blocks");
            return Err(cx.op_error(op, &msg));
        }
        if needs_terminator && body.first_op(first).is_none() {
            return Err(cx.op_error(op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// `SizedRegion<1>` on region `i` named `name`.
pub(crate) fn sized_region_one(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    i: usize,
    name: &str,
) -> PResult<()> {
    let d = cx.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let Some(&r) = d.regions().get(i) else {
        return Ok(());
    };
    if cx.ir.body(rb).region_blocks(r).count() == 1 {
        return Ok(());
    }
    let msg = format!("region #{i} ('{name}') failed to verify constraint: region with 1 blocks");
    Err(cx.op_error(op, &msg))
}

/// `SingleBlockImplicitTerminator<T>`: every non-empty region ends with `term`.
pub(crate) fn implicit_terminator(cx: &mut VerifyCx<'_>, op: OpRef, term: &str) -> PResult<()> {
    rmlir_ir::op_counts::check_implicit_terminator(cx, op, term)
}

/// A type constraint: a predicate and the summary ODS prints for it.
pub(crate) type Constraint = (fn(&Context, Type) -> bool, &'static str);

/// `AnyType`.
pub(crate) const ANY: Constraint = (|_, _| true, "any type");

/// `AnyRankedOrUnrankedMemRef`.
pub(crate) const MEMREF: Constraint = (
    |c, t| {
        matches!(
            c.type_kind(t),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    },
    "ranked or unranked memref of any type values",
);

/// Whether a type is a tensor (ranked or unranked).
pub(crate) fn is_tensor(c: &Context, t: Type) -> bool {
    matches!(
        c.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// Whether a type is a memref (ranked or unranked).
pub(crate) fn is_memref(c: &Context, t: Type) -> bool {
    matches!(
        c.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// Whether a type is a signless integer of any width.
pub(crate) fn is_signless_int(c: &Context, t: Type) -> bool {
    matches!(
        c.type_kind(t),
        TypeKind::Integer {
            signedness: rmlir_ir::types::Signedness::Signless,
            ..
        }
    )
}

/// Checks operand `i` against a constraint: `operand #i must be <summary>, but got 't'`.
pub(crate) fn operand_type(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    i: usize,
    c: Constraint,
) -> PResult<()> {
    let b = cx.ir.body(op.0);
    if i >= b.num_operands(op.1) {
        return Ok(());
    }
    let t = b.value_type(b.operand(op.1, i));
    if (c.0)(cx.ctx, t) {
        return Ok(());
    }
    let msg = format!(
        "operand #{i} must be {}, but got '{}'",
        c.1,
        type_to_string(cx.ctx, t)
    );
    Err(cx.op_error(op, &msg))
}

/// Checks result `i` against a constraint: `result #i must be <summary>, but got 't'`.
pub(crate) fn result_type(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    i: usize,
    c: Constraint,
) -> PResult<()> {
    let b = cx.ir.body(op.0);
    if i >= b.num_results(op.1) {
        return Ok(());
    }
    let t = b.value_type(b.result(op.1, i));
    if (c.0)(cx.ctx, t) {
        return Ok(());
    }
    let msg = format!(
        "result #{i} must be {}, but got '{}'",
        c.1,
        type_to_string(cx.ctx, t)
    );
    Err(cx.op_error(op, &msg))
}
