//! How many regions, results, successors and operands an op must have, with the
//! messages of MLIR's ODS count traits (`ZeroRegions`, `OneRegion`, `NRegions<N>`,
//! `ZeroResults`, `OneResult`, `NResults<N>`, `ZeroSuccessors`, `OneSuccessor`,
//! `ZeroOperands`, `OneOperand`, `NOperands<N>`, `AtLeastNOperands<N>`), and how many
//! operand groups an `AttrSizedOperandSegments` op has (checked when the generic form's
//! properties are converted).
//!
//! An op definition states its counts ([`crate::opdef::OpDef::with_counts`]) and the
//! verifier checks them before the op's own verifier, in MLIR's trait order: regions,
//! results, operands. `"memref.dealloc"(%m) : (memref<4xf32>) -> i32` then fails with
//! `'memref.dealloc' op requires zero results` instead of reaching the dealloc checks.

use crate::diag::PResult;
use crate::ir::OpRef;
use crate::verifier::VerifyCx;

/// How many of something an op must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Not stated: the op's verifier checks it, if anything does.
    Any,
    Exactly(u32),
    AtLeast(u32),
}

/// The counts an op definition states.
#[derive(Clone, Copy, Debug)]
pub struct Counts {
    pub regions: Count,
    pub results: Count,
    /// `ZeroSuccessors` / `OneSuccessor` / `NSuccessors<N>` / `AtLeastNSuccessors<N>`.
    /// Not stated, a registered op without a branch interface takes none (ODS gives
    /// every op without successors `ZeroSuccessors`).
    pub successors: Count,
    pub operands: Count,
    /// The number of operand groups of an `AttrSizedOperandSegments` op: the length
    /// its `operandSegmentSizes` property must have (0 for other ops).
    pub operand_segments: u8,
    /// `SingleBlockImplicitTerminator<T>`: the op every non-empty region of the op
    /// must end with (checked once the nested ops verify, as MLIR's region trait).
    pub implicit_terminator: Option<&'static str>,
    /// The ODS type constraints of the operands and results (checked after the counts).
    pub values: Option<&'static crate::ods_types::ValueTypes>,
}

impl Count {
    /// Whether `found` things are allowed.
    #[inline]
    pub fn allows(self, found: usize) -> bool {
        match self {
            Count::Any => true,
            Count::Exactly(n) => n as usize == found,
            Count::AtLeast(n) => found >= n as usize,
        }
    }
}

impl Counts {
    /// Nothing stated.
    pub const ANY: Counts = Counts {
        regions: Count::Any,
        results: Count::Any,
        successors: Count::Any,
        operands: Count::Any,
        operand_segments: 0,
        implicit_terminator: None,
        values: None,
    };
}

/// The error for `found` things when `want` (which does not allow them) were
/// required. `what` is the plural noun, `one` the text of the `One*` trait, and
/// `exact_found` whether the `N*` trait says how many it found.
#[cold]
#[inline(never)]
fn mismatch(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    (want, found): (Count, usize),
    what: &str,
    one: &str,
    exact_found: bool,
) -> crate::diag::Reported {
    let msg = match want {
        Count::Exactly(0) => format!("requires zero {what}"),
        Count::Exactly(1) => one.to_string(),
        Count::Exactly(n) if exact_found => format!("expected {n} {what}, but found {found}"),
        Count::Exactly(n) => format!("expected {n} {what}"),
        Count::AtLeast(n) if exact_found => {
            format!("expected {n} or more {what}, but found {found}")
        }
        Count::AtLeast(n) => format!("expected {n} or more {what}"),
        Count::Any => unreachable!("any count is allowed"),
    };
    cx.op_error(op, &msg)
}

/// `ZeroRegions` / `OneRegion` / `NRegions<N>` / `AtLeastNRegions<N>`.
#[inline]
pub fn check_regions(cx: &mut VerifyCx<'_>, op: OpRef, want: Count) -> PResult<()> {
    let found = cx.ir.body(op.0).op(op.1).regions().len();
    if want.allows(found) {
        return Ok(());
    }
    let one = "requires one region";
    Err(mismatch(cx, op, (want, found), "regions", one, false))
}

/// `ZeroResults` / `OneResult` / `NResults<N>` / `AtLeastNResults<N>`.
#[inline]
pub fn check_results(cx: &mut VerifyCx<'_>, op: OpRef, want: Count) -> PResult<()> {
    let found = cx.ir.body(op.0).num_results(op.1);
    if want.allows(found) {
        return Ok(());
    }
    let one = "requires one result";
    Err(mismatch(cx, op, (want, found), "results", one, false))
}

/// `ZeroOperands` / `OneOperand` / `NOperands<N>` / `AtLeastNOperands<N>`.
#[inline]
pub fn check_operands(cx: &mut VerifyCx<'_>, op: OpRef, want: Count) -> PResult<()> {
    let found = cx.ir.body(op.0).num_operands(op.1);
    if want.allows(found) {
        return Ok(());
    }
    let one = "requires a single operand";
    Err(mismatch(cx, op, (want, found), "operands", one, true))
}

/// `ZeroSuccessors` / `OneSuccessor` / `NSuccessors<N>` / `AtLeastNSuccessors<N>`,
/// with MLIR's messages (`requires 1 successor but found 0`).
pub fn check_successor_count(cx: &mut VerifyCx<'_>, op: OpRef, want: Count) -> PResult<()> {
    let found = cx.ir.body(op.0).op(op.1).successors().len();
    if want.allows(found) {
        return Ok(());
    }
    let msg = match want {
        Count::Exactly(1) => format!("requires 1 successor but found {found}"),
        Count::Exactly(n) => format!("requires {n} successors but found {found}"),
        Count::AtLeast(n) => format!("requires at least {n} successors but found {found}"),
        Count::Any => unreachable!("any count is allowed"),
    };
    Err(cx.op_error(op, &msg))
}

/// Exactly `n` successors ([`check_successor_count`]).
pub fn check_successors(cx: &mut VerifyCx<'_>, op: OpRef, n: usize) -> PResult<()> {
    check_successor_count(cx, op, Count::Exactly(n as u32))
}

/// `AttrSizedOperandSegments`: the sizes in `operandSegmentSizes` (none when the
/// property is missing) add up to the operand count.
pub fn check_operand_segments(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let d = cx.ir.body(op.0).op(op.1);
    let key = cx.ctx.static_sym("operandSegmentSizes");
    let total: i128 = d
        .props()
        .and_then(|p| match cx.ctx.attr_kind(p) {
            crate::attrs::AttrKind::Dict(e) => e.iter().find(|(n, _)| *n == key).map(|e| e.1),
            _ => None,
        })
        .map(|a| match cx.ctx.attr_kind(a) {
            crate::attrs::AttrKind::DenseArray { values, .. } => {
                values.iter().map(|&v| i128::from(v as u32 as i32)).sum()
            }
            _ => 0,
        })
        .unwrap_or(0);
    let found = cx.ir.body(op.0).num_operands(op.1);
    if total == found as i128 {
        return Ok(());
    }
    let msg = format!(
        "operand count ({found}) does not match with the total size ({total}) specified in \
         attribute 'operandSegmentSizes'"
    );
    Err(cx.op_error(op, &msg))
}

/// Every count `counts` states, in MLIR's trait order (regions, results, successors,
/// operands, then `AttrSizedOperandSegments`).
pub fn check_counts(cx: &mut VerifyCx<'_>, op: OpRef, counts: &Counts) -> PResult<()> {
    check_regions(cx, op, counts.regions)?;
    check_results(cx, op, counts.results)?;
    check_successor_count(cx, op, counts.successors)?;
    check_operands(cx, op, counts.operands)?;
    if counts.operand_segments > 0 {
        check_operand_segments(cx, op)?;
    }
    if let Some(values) = counts.values {
        crate::ods_types::check_value_types(cx, op, values, counts.operand_segments > 0)?;
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<term>`: every non-empty region of `op` ends with
/// `term`, with MLIR's error and its two notes.
pub fn check_implicit_terminator(cx: &mut VerifyCx<'_>, op: OpRef, term: &str) -> PResult<()> {
    let d = cx.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    for &r in d.regions() {
        let body = cx.ir.body(rb);
        let Some(last) = body.entry_block(r).and_then(|b| body.last_op(b)) else {
            continue;
        };
        let found = cx.ctx.str(body.op(last).name);
        if found == term {
            continue;
        }
        let msg = format!(
            "'{}' op expects regions to end with '{term}', found '{found}'",
            cx.ctx.str(d.name)
        );
        let loc = crate::diag::resolve_loc(cx.ctx, d.loc);
        let note = crate::verifier::current_op_note(cx.ctx, cx.ir, op);
        let diag = crate::Diagnostic::error(loc.clone(), msg)
            .with_note(loc.clone(), note)
            .with_note(
                loc,
                format!("in custom textual format, the absence of terminator implies '{term}'"),
            );
        return Err(cx.diags.emit(diag));
    }
    Ok(())
}
