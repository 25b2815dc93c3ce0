//! Canonicalization patterns of `cf.switch` (MLIR's `SwitchOp` patterns in
//! `ControlFlowOps.cpp`): a switch with only a default branch, cases that branch like
//! the default, constant flags, cases that only branch on, and switches on a flag a
//! dominating switch already decided.
//!
//! ```mlir
//!   %c42 = arith.constant 42 : i32
//!   cf.switch %c42 : i32, [
//!     default: ^bb1,
//!     42: ^bb2
//!   ]
//! // becomes
//!   cf.br ^bb2
//! ```

use super::canonicalize::{collapse_branch, replace_with_br};
use super::{case_values, i32_array, switch_ranges};
use crate::memref::build::const_int;
use rmlir_ir::attrs::DenseData;
use rmlir_ir::{Attr, AttrKind, BlockId, OpId, OpState, Type, TypeKind, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// Adds the `cf.switch` patterns in MLIR's order.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(SimplifySwitchWithOnlyDefault);
    set.add(DropSwitchCasesThatMatchDefault);
    set.add(SimplifyConstSwitchValue);
    set.add(SimplifyPassThroughSwitch);
    set.add(SimplifySwitchFromSwitchOnSameCondition);
    set.add(SimplifySwitchFromDefaultSwitchOnSameCondition);
}

/// One successor of a switch and the operands passed to it.
type Edge = (BlockId, Vec<ValueId>);

/// A `cf.switch` taken apart.
struct Switch {
    flag: ValueId,
    default: Edge,
    /// (case value, successor) in order.
    cases: Vec<(i128, Edge)>,
}

/// Reads `op` as a switch; `None` when its properties and operands disagree.
fn read(rw: &Rewriter<'_>, op: OpId) -> Option<Switch> {
    let at = (rw.body_id(), op);
    let ranges = switch_ranges(rw.ctx, rw.ir(), at)?;
    let ops: Vec<ValueId> = rw.body().operands(op).collect();
    let succs = rw.body().op(op).successors().to_vec();
    let values = case_values(rw.ctx, rw.ir(), at).map_or(Vec::new(), |(_, v)| v);
    if succs.len() != ranges.len() || values.len() + 1 != succs.len() {
        return None;
    }
    let edge = |i: usize| (succs[i], ops[ranges[i].clone()].to_vec());
    Some(Switch {
        flag: *ops.first()?,
        default: edge(0),
        cases: values
            .iter()
            .enumerate()
            .map(|(i, &v)| (v, edge(i + 1)))
            .collect(),
    })
}

/// Replaces `op` with a `cf.switch` on `flag` with these successors (MLIR's builder:
/// no `case_values` without cases, else a vector of the flag's type).
fn replace_with_switch(
    rw: &mut Rewriter<'_>,
    op: OpId,
    flag: ValueId,
    default: Edge,
    cases: Vec<(i128, Edge)>,
) {
    let ctx = rw.ctx;
    let loc = rw.body().op(op).loc;
    let flag_ty = rw.body().value_type(flag);
    let mut operands = vec![flag];
    operands.extend(&default.1);
    let mut successors = vec![default.0];
    let mut segs = Vec::with_capacity(cases.len());
    for (_, (dest, ops)) in &cases {
        successors.push(*dest);
        segs.push(ops.len());
        operands.extend(ops);
    }
    let mut props = Vec::new();
    if !cases.is_empty() {
        let values: Vec<i128> = cases.iter().map(|c| c.0).collect();
        props.push((
            ctx.sym("case_values"),
            case_values_attr(ctx, flag_ty, &values),
        ));
    }
    props.push((ctx.sym("case_operand_segments"), i32_array(ctx, &segs)));
    let total = segs.iter().sum::<usize>();
    props.push((
        ctx.sym("operandSegmentSizes"),
        i32_array(ctx, &[1, default.1.len(), total]),
    ));
    rw.set_insertion_point_before(op);
    rw.create(OpState {
        successors,
        props: Some(ctx.dict_attr(props)),
        ..OpState::new(ctx, "cf.switch", operands, Vec::new(), loc)
    });
    rw.replace_op(op, &[]);
}

/// `dense<[...]> : vector<N x flag type>`, stored as the parser stores it.
fn case_values_attr(ctx: &rmlir_ir::Context, elem: Type, values: &[i128]) -> Attr {
    let ty = ctx.ty(TypeKind::Vector {
        shape: vec![values.len() as i64],
        scalable: vec![false],
        elem,
    });
    let raw: Vec<u128> = values.iter().map(|&v| v as u128).collect();
    let data = if raw.iter().all(|&x| x == raw[0]) {
        DenseData::Splat(vec![raw[0]])
    } else {
        DenseData::Elements(raw)
    };
    ctx.attr(AttrKind::DenseElements { ty, data })
}

/// Replaces `op` with a branch to the case for `value`, or to the default (MLIR's
/// `foldSwitch`).
fn fold_to(rw: &mut Rewriter<'_>, op: OpId, s: Switch, value: i128) {
    let (dest, ops) = s
        .cases
        .into_iter()
        .find(|c| c.0 == value)
        .map_or(s.default, |c| c.1);
    replace_with_br(rw, op, dest, ops);
}

/// The value of an integer constant, at the flag's width.
fn flag_constant(rw: &mut Rewriter<'_>, flag: ValueId) -> Option<i128> {
    let v = const_int(rw, flag)?;
    let width = match rw.ctx.type_kind(rw.body().value_type(flag)) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    Some(rmlir_ir::attrs::normalize_int(
        v,
        width,
        rmlir_ir::types::Signedness::Signless,
    ))
}

/// A switch with no cases is a branch (MLIR's `simplifySwitchWithOnlyDefault`).
///
/// ```mlir
/// cf.switch %f : i32, [ default: ^bb1(%x : i32) ]   // becomes: cf.br ^bb1(%x : i32)
/// ```
struct SimplifySwitchWithOnlyDefault;

impl RewritePattern for SimplifySwitchWithOnlyDefault {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn name(&self) -> &'static str {
        "simplifySwitchWithOnlyDefault"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(s) = read(rw, op) else {
            return false;
        };
        if !s.cases.is_empty() {
            return false;
        }
        replace_with_br(rw, op, s.default.0, s.default.1);
        true
    }
}

/// Cases that branch where the default does, with the same operands, are dropped
/// (MLIR's `dropSwitchCasesThatMatchDefault`).
///
/// ```mlir
/// cf.switch %f : i32, [ default: ^bb1, 42: ^bb1, 43: ^bb2 ]
/// // becomes
/// cf.switch %f : i32, [ default: ^bb1, 43: ^bb2 ]
/// ```
struct DropSwitchCasesThatMatchDefault;

impl RewritePattern for DropSwitchCasesThatMatchDefault {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn name(&self) -> &'static str {
        "dropSwitchCasesThatMatchDefault"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(s) = read(rw, op) else {
            return false;
        };
        let n = s.cases.len();
        let kept: Vec<(i128, Edge)> = s.cases.into_iter().filter(|c| c.1 != s.default).collect();
        if kept.len() == n {
            return false;
        }
        replace_with_switch(rw, op, s.flag, s.default, kept);
        true
    }
}

/// A switch on a constant is a branch to the matching case or the default (MLIR's
/// `simplifyConstSwitchValue`).
///
/// ```mlir
/// %c = arith.constant 42 : i32
/// cf.switch %c : i32, [ default: ^bb1, 42: ^bb2 ]   // becomes: cf.br ^bb2
/// ```
struct SimplifyConstSwitchValue;

impl RewritePattern for SimplifyConstSwitchValue {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn name(&self) -> &'static str {
        "simplifyConstSwitchValue"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(s) = read(rw, op) else {
            return false;
        };
        let Some(value) = flag_constant(rw, s.flag) else {
            return false;
        };
        fold_to(rw, op, s, value);
        true
    }
}

/// Successors that only branch on are bypassed (MLIR's `simplifyPassThroughSwitch`).
///
/// ```mlir
///   cf.switch %f : i32, [ default: ^bb1, 42: ^bb2 ]
/// ^bb2:
///   cf.br ^bb3
/// // the case goes to ^bb3 directly
/// ```
struct SimplifyPassThroughSwitch;

impl RewritePattern for SimplifyPassThroughSwitch {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn name(&self) -> &'static str {
        "simplifyPassThroughSwitch"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(mut s) = read(rw, op) else {
            return false;
        };
        let mut changed = false;
        let edges = s.cases.iter_mut().map(|c| &mut c.1);
        for edge in edges.chain(std::iter::once(&mut s.default)) {
            if let Some(to) = collapse_branch(rw, edge.0, &edge.1) {
                *edge = to;
                changed = true;
            }
        }
        if !changed {
            return false;
        }
        replace_with_switch(rw, op, s.flag, s.default, s.cases);
        true
    }
}

/// `op` as a switch, the switch ending its block's single predecessor edge when that
/// one switches on the same flag, and the block (what both same-condition patterns
/// start from).
fn with_predecessor_switch(rw: &Rewriter<'_>, op: OpId) -> Option<(Switch, Switch, BlockId)> {
    let s = read(rw, op)?;
    let body = rw.body();
    let here = body.op_block(op)?;
    let preds = body.predecessor_edges(here);
    let [(pred, _, _)] = preds.as_slice() else {
        return None;
    };
    let term = body.last_op(*pred)?;
    if rw.ctx.str(body.op(term).name) != "cf.switch" || body.operands(term).next() != Some(s.flag) {
        return None;
    }
    let p = read(rw, term)?;
    Some((s, p, here))
}

/// A switch reached only through a case of a switch on the same flag branches where
/// that case value leads (MLIR's `simplifySwitchFromSwitchOnSameCondition`).
///
/// ```mlir
///   cf.switch %f : i32, [ default: ^bb1, 42: ^bb2 ]
/// ^bb2:
///   cf.switch %f : i32, [ default: ^bb3, 42: ^bb4 ]   // becomes: cf.br ^bb4
/// ```
struct SimplifySwitchFromSwitchOnSameCondition;

impl RewritePattern for SimplifySwitchFromSwitchOnSameCondition {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn name(&self) -> &'static str {
        "simplifySwitchFromSwitchOnSameCondition"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some((s, p, here)) = with_predecessor_switch(rw, op) else {
            return false;
        };
        if p.default.0 == here {
            return false;
        }
        match p.cases.iter().find(|c| c.1.0 == here) {
            Some(&(value, _)) => fold_to(rw, op, s, value),
            None => replace_with_br(rw, op, s.default.0, s.default.1),
        }
        true
    }
}

/// A switch reached only through the default of a switch on the same flag cannot
/// take the cases that switch handled elsewhere: they are dropped (MLIR's
/// `simplifySwitchFromDefaultSwitchOnSameCondition`).
///
/// ```mlir
///   cf.switch %f : i32, [ default: ^bb1, 42: ^bb2 ]
/// ^bb1:
///   cf.switch %f : i32, [ default: ^bb3, 42: ^bb4, 43: ^bb5 ]
/// // the inner switch keeps only 43
/// ```
struct SimplifySwitchFromDefaultSwitchOnSameCondition;

impl RewritePattern for SimplifySwitchFromDefaultSwitchOnSameCondition {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn name(&self) -> &'static str {
        "simplifySwitchFromDefaultSwitchOnSameCondition"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some((s, p, here)) = with_predecessor_switch(rw, op) else {
            return false;
        };
        if p.default.0 != here {
            return false;
        }
        let impossible: Vec<i128> = p
            .cases
            .iter()
            .filter(|c| c.1.0 != here)
            .map(|c| c.0)
            .collect();
        let n = s.cases.len();
        let kept: Vec<(i128, Edge)> = s
            .cases
            .into_iter()
            .filter(|c| !impossible.contains(&c.0))
            .collect();
        if kept.len() == n {
            return false;
        }
        replace_with_switch(rw, op, s.flag, s.default, kept);
        true
    }
}
