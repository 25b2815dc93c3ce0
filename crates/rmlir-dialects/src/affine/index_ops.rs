//! `affine.delinearize_index` and `affine.linearize_index` (MLIR's
//! `AffineDelinearizeIndexOp` and `AffineLinearizeIndexOp`): custom assembly,
//! verifiers, fold hooks, and the basis helpers their canonicalization patterns share.
//!
//! A basis is a list of static sizes with SSA values where a size is dynamic (the
//! `static_basis` property holds `?` as `DYNAMIC`, the values are operands). The
//! first size, the outer bound, may be left out: a delinearization then has one result
//! more than its basis has sizes, a linearization one index more.
//!
//! ```mlir
//! %q:3 = affine.delinearize_index %i into (%n, 4, 8) : index, index, index
//! %r:2 = affine.delinearize_index %i into (8) : index, index        // no outer bound
//! %l = affine.linearize_index disjoint [%a, %b] by (2, %n) : index
//! ```

use crate::asm_util::{PAREN, parse_dynamic_index_list, print_dynamic_index_list};
use crate::scf::{attr_of, dense_array, operands, print_attr_dict, print_values, segments};
use crate::slicing::Ofr;
use crate::tensor::util::prop_ints;
use rmlir_ir::fold::{FoldCx, FoldResult, Folded};
use rmlir_ir::ir::{OpId, ValueId};
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::{OpParser, Parser};
use rmlir_ir::printer::Printer;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::verifier::{VerifyCx, index_operands};
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpRef, PResult, TypeKind};

/// The delinearization op.
pub(crate) const DELINEARIZE: &str = "affine.delinearize_index";
/// The linearization op.
pub(crate) const LINEARIZE: &str = "affine.linearize_index";

/// A basis entry as the patterns see it: `None` for an outer bound left out (MLIR's
/// null `OpFoldResult` in `getPaddedBasis`).
pub(crate) type PaddedEntry = Option<Ofr>;

// ------------------------------------------------------------------ basis

/// The mixed basis of either op (MLIR's `getMixedBasis`): the static sizes with the
/// dynamic ones substituted in order; `None` when the property and the operands
/// disagree.
pub(crate) fn mixed_basis(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<Ofr>> {
    let statics = prop_ints(ctx, ir, op, "static_basis")?;
    let dynamic = dynamic_basis(ctx, ir, op)?;
    let mut next = dynamic.iter();
    let mixed = statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                next.next().map(|&v| Ofr::Value(v))
            } else {
                Some(Ofr::Static(s))
            }
        })
        .collect::<Option<Vec<_>>>()?;
    next.next().is_none().then_some(mixed)
}

/// The dynamic basis operands of either op.
pub(crate) fn dynamic_basis(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<ValueId>> {
    let ops = operands(ir, op);
    if is_linearize(ir, op) {
        let seg = segments(ctx, ir, op, 2)?;
        Some(ops[seg[0]..].to_vec())
    } else {
        Some(ops.get(1..)?.to_vec())
    }
}

/// The indices a linearization combines.
pub(crate) fn multi_index(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<ValueId>> {
    let seg = segments(ctx, ir, op, 2)?;
    Some(operands(ir, op)[..seg[0]].to_vec())
}

fn is_linearize(ir: &Ir, op: OpRef) -> bool {
    ir.body(op.0)
        .op(op.1)
        .def
        .is_some_and(|d| d.name == LINEARIZE)
}

/// Whether the basis includes the outer bound (MLIR's `hasOuterBound`): as many
/// results (a delinearization) or indices (a linearization) as sizes.
pub(crate) fn has_outer_bound(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    let n = prop_ints(ctx, ir, op, "static_basis").map_or(0, |s| s.len());
    let count = if is_linearize(ir, op) {
        multi_index(ctx, ir, op).map_or(0, |m| m.len())
    } else {
        ir.body(op.0).num_results(op.1)
    };
    count == n
}

/// The mixed basis with `None` in front when the outer bound is left out (MLIR's
/// `getPaddedBasis`): one entry per result or index.
pub(crate) fn padded_basis(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<PaddedEntry>> {
    let mut out: Vec<PaddedEntry> = Vec::new();
    if !has_outer_bound(ctx, ir, op) {
        out.push(None);
    }
    out.extend(mixed_basis(ctx, ir, op)?.into_iter().map(Some));
    Some(out)
}

/// Splits a basis into its `static_basis` property value and dynamic operands.
fn dispatch(basis: &[Ofr]) -> (Vec<i64>, Vec<ValueId>) {
    let mut statics = Vec::with_capacity(basis.len());
    let mut dynamic = Vec::new();
    for o in basis {
        match *o {
            Ofr::Static(s) => statics.push(s),
            Ofr::Value(v) => {
                statics.push(DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    (statics, dynamic)
}

/// [`dispatch`] of a padded basis (its leading `None`, if any, left out).
fn dispatch_padded(basis: &[PaddedEntry]) -> (Vec<i64>, Vec<ValueId>) {
    let given: Vec<Ofr> = basis.iter().flatten().copied().collect();
    dispatch(&given)
}

/// The operands and properties of a delinearization of `linear` by `basis` (a padded
/// basis: a leading `None` means no outer bound), and its result count.
pub(crate) fn delinearize_state(
    ctx: &Context,
    linear: ValueId,
    basis: &[PaddedEntry],
) -> (Vec<ValueId>, Attr, usize) {
    let results = basis.len();
    let (statics, dynamic) = dispatch_padded(basis);
    let mut ops = vec![linear];
    ops.extend(dynamic);
    let props = ctx.dict_attr(vec![(
        ctx.sym("static_basis"),
        dense_array(ctx, 64, &statics),
    )]);
    (ops, props, results)
}

/// The operands and properties of a linearization of `indices` by `basis` (padded as
/// for [`delinearize_state`]).
pub(crate) fn linearize_state(
    ctx: &Context,
    indices: &[ValueId],
    basis: &[PaddedEntry],
    disjoint: bool,
) -> (Vec<ValueId>, Attr) {
    let (statics, dynamic) = dispatch_padded(basis);
    let mut ops = indices.to_vec();
    ops.extend(&dynamic);
    let sizes = [indices.len() as i64, dynamic.len() as i64];
    let props = ctx.dict_attr(vec![
        (ctx.sym("disjoint"), disjoint_attr(ctx, disjoint)),
        (ctx.sym("operandSegmentSizes"), dense_array(ctx, 32, &sizes)),
        (ctx.sym("static_basis"), dense_array(ctx, 64, &statics)),
    ]);
    (ops, props)
}

/// The stored form of the `disjoint` unit property: set, or `false`.
fn disjoint_attr(ctx: &Context, disjoint: bool) -> Attr {
    if disjoint {
        ctx.unit_attr()
    } else {
        ctx.int_attr(ctx.int_type(1), 0)
    }
}

/// Whether a linearization is `disjoint`.
pub(crate) fn is_disjoint(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    match attr_of(ctx, ir, op, "disjoint").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Unit) => true,
        Some(AttrKind::Integer { value, .. }) => *value != 0,
        _ => false,
    }
}

// ------------------------------------------------------------------ assembly

/// `%i into (%n, 4) attr-dict : index, index`.
pub(super) fn parse_delinearize(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let index = p.p.ctx.index_type();
    let linear = p.p.parse_value_use()?;
    p.expect_keyword("into")?;
    let (dynamic, statics) = parse_dynamic_index_list(p, Parser::parse_value_use, PAREN)?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let types = if can_start_type(p.p.kind()) {
        p.parse_type_list()?
    } else {
        Default::default()
    };
    p.resolve_one(linear, index)?;
    p.resolve_all(&dynamic, index)?;
    let a = dense_array(p.p.ctx, 64, &statics);
    p.set_prop("static_basis", a);
    p.build.result_types = types.into_iter().collect();
    Ok(())
}

/// Whether a token can start a type (an empty result type list is allowed).
fn can_start_type(t: Tok) -> bool {
    matches!(t, Tok::BareIdent | Tok::ExclaimIdent | Tok::LParen)
}

pub(super) fn print_delinearize(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    let statics = prop_ints(p.ctx, p.ir, op, "static_basis").unwrap_or_default();
    p.out.push(' ');
    if let Some(&linear) = ops.first() {
        p.value(op.0, linear);
    }
    p.out.push_str(" into ");
    print_dynamic_index_list(
        p,
        op.0,
        ops.get(1..).unwrap_or_default(),
        &statics,
        ('(', ')'),
    );
    print_attr_dict(p, op, &["static_basis"], false);
    p.out.push_str(" : ");
    let body = p.ir.body(op.0);
    let types: Vec<_> = body.results(op.1).map(|r| body.value_type(r)).collect();
    for (i, t) in types.into_iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.ty(t);
    }
}

/// `[disjoint] [%a, %b] by (4, %n) attr-dict : index`.
pub(super) fn parse_linearize(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let index = p.p.ctx.index_type();
    let disjoint = p.p.eat_keyword("disjoint");
    let indices = p.parse_delimited_operands(Tok::LSquare, Tok::RSquare)?;
    p.expect_keyword("by")?;
    let (dynamic, statics) = parse_dynamic_index_list(p, Parser::parse_value_use, PAREN)?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let ty = p.p.parse_type()?;
    if !matches!(p.p.ctx.type_kind(ty), TypeKind::Index) {
        let found = rmlir_ir::printer::type_to_string(p.p.ctx, ty);
        return Err(p.emit_error(
            at,
            &format!("invalid kind of type specified: expected builtin.index, but found '{found}'"),
        ));
    }
    p.resolve_all(&indices, index)?;
    p.resolve_all(&dynamic, index)?;
    let ctx = p.p.ctx;
    p.set_prop("disjoint", disjoint_attr(ctx, disjoint));
    let sizes = [indices.len() as i64, dynamic.len() as i64];
    p.set_prop("operandSegmentSizes", dense_array(ctx, 32, &sizes));
    p.set_prop("static_basis", dense_array(ctx, 64, &statics));
    p.build.result_types = smallvec::smallvec![index];
    Ok(())
}

pub(super) fn print_linearize(p: &mut Printer<'_>, op: OpRef) {
    let ctx = p.ctx;
    let statics = prop_ints(ctx, p.ir, op, "static_basis").unwrap_or_default();
    let (indices, dynamic) = match segments(ctx, p.ir, op, 2) {
        Some(seg) => {
            let ops = operands(p.ir, op);
            (ops[..seg[0]].to_vec(), ops[seg[0]..].to_vec())
        }
        None => (operands(p.ir, op).to_vec(), Vec::new()),
    };
    if is_disjoint(ctx, p.ir, op) {
        p.out.push_str(" disjoint");
    }
    p.out.push_str(" [");
    print_values(p, op.0, &indices);
    p.out.push_str("] by ");
    print_dynamic_index_list(p, op.0, &dynamic, &statics, ('(', ')'));
    print_attr_dict(
        p,
        op,
        &["disjoint", "operandSegmentSizes", "static_basis"],
        false,
    );
    p.out.push_str(" : ");
    let body = p.ir.body(op.0);
    if let Some(r) = body.results(op.1).next() {
        let t = body.value_type(r);
        p.ty(t);
    }
}

// ------------------------------------------------------------------ verifiers

/// The `static_basis` property, or ODS's missing-property error.
fn static_basis(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<Vec<i64>> {
    match prop_ints(cx.ctx, cx.ir, op, "static_basis") {
        Some(s) => Ok(s),
        None => Err(cx.op_error(op, "requires attribute 'static_basis'")),
    }
}

/// The `kDynamic` markers must match the dynamic operands one to one.
fn check_dynamic_count(cx: &mut VerifyCx<'_>, op: OpRef, statics: &[i64], n: usize) -> PResult<()> {
    if statics.iter().filter(|&&s| s == DYNAMIC).count() != n {
        return Err(cx.op_error(
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding \
             dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

/// `affine.delinearize_index` (its index operand and results are its value types):
/// one result per basis element and at most one more, no basis element statically ≤ 0.
pub(super) fn verify_delinearize(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let statics = static_basis(cx, op)?;
    let results = cx.ir.body(op.0).num_results(op.1);
    if results != statics.len() && results != statics.len() + 1 {
        return Err(cx.op_error(
            op,
            "should return an index for each basis element and up to one extra index",
        ));
    }
    let dynamic = operands(cx.ir, op).len().saturating_sub(1);
    check_dynamic_count(cx, op, &statics, dynamic)?;
    if statics.iter().any(|&s| s <= 0 && s != DYNAMIC) {
        return Err(cx.op_error(op, "no basis element may be statically non-positive"));
    }
    Ok(())
}

/// `affine.linearize_index`: index operands, a basis element per index except possibly
/// the first.
pub(super) fn verify_linearize(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let statics = static_basis(cx, op)?;
    index_operands(cx, op, 0)?;
    rmlir_ir::verifier::index_result(cx, op, 0)?;
    let Some(seg) = segments(cx.ctx, cx.ir, op, 2) else {
        return Err(cx.op_error(op, "operand count does not match 'operandSegmentSizes'"));
    };
    if seg[0] != statics.len() && seg[0] != statics.len() + 1 {
        return Err(cx.op_error(
            op,
            "should be passed a basis element for each index except possibly the first",
        ));
    }
    check_dynamic_count(cx, op, &statics, seg[1])
}

// ------------------------------------------------------------------ folds

/// The integer value of a constant operand.
fn int_of(ctx: &Context, a: Option<Attr>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// Makes the dynamic basis entries defined by constants static, in place (MLIR's
/// `foldCstValueToCstAttrBasis`). `first` is the index of the first dynamic basis
/// operand. Returns whether anything changed.
fn fold_constant_basis(cx: &mut FoldCx<'_>, op: OpId, first: usize) -> bool {
    let me = (cx.body, op);
    let Some(statics) = prop_ints(cx.ctx, cx.ir, me, "static_basis") else {
        return false;
    };
    let ops = operands(cx.ir, me);
    let Some(dynamic) = ops.get(first..) else {
        return false;
    };
    let constants: Vec<Option<i64>> = (first..ops.len())
        .map(|i| int_of(cx.ctx, cx.operands.get(i).copied().flatten()))
        .collect();
    if constants.iter().all(Option::is_none)
        || statics.iter().filter(|&&s| s == DYNAMIC).count() != dynamic.len()
    {
        return false;
    }
    let mut next = constants.iter();
    let new_statics: Vec<i64> = statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                next.next().copied().flatten().unwrap_or(DYNAMIC)
            } else {
                s
            }
        })
        .collect();
    let mut kept: Vec<ValueId> = ops[..first].to_vec();
    kept.extend(
        dynamic
            .iter()
            .zip(&constants)
            .filter(|(_, c)| c.is_none())
            .map(|(v, _)| *v),
    );
    let ctx = cx.ctx;
    let a = dense_array(ctx, 64, &new_statics);
    crate::build::set_prop(ctx, cx.ir, me, "static_basis", a);
    if first > 0 && is_linearize(cx.ir, me) {
        let sizes = [first as i64, (kept.len() - first) as i64];
        crate::build::set_prop(
            ctx,
            cx.ir,
            me,
            "operandSegmentSizes",
            dense_array(ctx, 32, &sizes),
        );
    }
    cx.ir.body_mut(cx.body).set_operands(op, &kept);
    true
}

/// `affine.delinearize_index` (MLIR's `AffineDelinearizeIndexOp::fold`): constant basis
/// values become static; with one result the op is its input; a constant input with a
/// static basis folds to its digits.
///
/// ```mlir
/// %c22 = arith.constant 22 : index
/// %0:3 = affine.delinearize_index %c22 into (2, 3, 5) : index, index, index
/// // folds to 1, 1, 2
/// ```
pub(super) fn fold_delinearize(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if fold_constant_basis(cx, op, 1) {
        return Folded::InPlace;
    }
    let me = (cx.body, op);
    let ops = operands(cx.ir, me);
    let nres = cx.ir.body(cx.body).num_results(op);
    if nres == 1 {
        return Folded::value(ops[0]);
    }
    let Some(mut high) = int_of(cx.ctx, cx.operands.first().copied().flatten()) else {
        return Folded::No;
    };
    if ops.len() > 1 {
        return Folded::No;
    }
    let Some(mut statics) = prop_ints(cx.ctx, cx.ir, me, "static_basis") else {
        return Folded::No;
    };
    if has_outer_bound(cx.ctx, cx.ir, me) && !statics.is_empty() {
        statics.remove(0);
    }
    let ty = cx.ir.body(cx.body).value_type(ops[0]);
    let mut digits = Vec::with_capacity(nres);
    for &m in statics.iter().rev() {
        if m <= 0 {
            return Folded::No;
        }
        digits.push(high.rem_euclid(m));
        high = high.div_euclid(m);
    }
    digits.push(high);
    digits.reverse();
    Folded::Results(
        digits
            .into_iter()
            .map(|d| FoldResult::Attr(cx.ctx.int_attr(ty, i128::from(d))))
            .collect(),
    )
}

/// `affine.linearize_index` (MLIR's `AffineLinearizeIndexOp::fold`): constant basis
/// values become static; no index is 0, one index is itself, constant indices with a
/// static basis fold to their linear index.
///
/// ```mlir
/// %0 = affine.linearize_index [%c1, %c1, %c2] by (2, 3, 5) : index   // folds to 22
/// ```
pub(super) fn fold_linearize(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let me = (cx.body, op);
    let Some(indices) = multi_index(cx.ctx, cx.ir, me) else {
        return Folded::No;
    };
    if fold_constant_basis(cx, op, indices.len()) {
        return Folded::InPlace;
    }
    let index = cx.ctx.index_type();
    match indices.as_slice() {
        [] => return Folded::attr(cx.ctx.int_attr(index, 0)),
        [only] => return Folded::value(*only),
        _ => {}
    }
    let values: Option<Vec<i64>> = (0..indices.len())
        .map(|i| int_of(cx.ctx, cx.operands.get(i).copied().flatten()))
        .collect();
    let Some(values) = values else {
        return Folded::No;
    };
    if operands(cx.ir, me).len() > indices.len() {
        return Folded::No;
    }
    let Some(statics) = prop_ints(cx.ctx, cx.ir, me, "static_basis") else {
        return Folded::No;
    };
    let (mut result, mut stride) = (0i64, 1i64);
    for (&len, &v) in statics.iter().rev().zip(values.iter().rev()) {
        result = result.wrapping_add(v.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    if indices.len() > statics.len() {
        result = result.wrapping_add(values[0].wrapping_mul(stride));
    }
    Folded::attr(cx.ctx.int_attr(index, i128::from(result)))
}
