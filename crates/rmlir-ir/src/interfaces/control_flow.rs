//! MLIR's control-flow interfaces (`ControlFlowInterfaces.td`): how control and values
//! move between blocks and regions, so passes can follow them without knowing the ops.
//!
//! - [`BranchOpInterface`]: a terminator branching to successor blocks says which of its
//!   operands each successor receives ([`SuccessorOperands`]).
//! - [`RegionBranchOpInterface`]: an op with regions says where control goes when it is
//!   entered and when one of its regions finishes: into one of its regions, or back to
//!   the op itself ("parent", whose results then receive the values). Each
//!   [`RegionSuccessor`] lists the values that receive what is forwarded.
//! - [`RegionBranchTerminatorOpInterface`]: a terminator inside such a region says which
//!   of its operands it forwards to a successor. Every `ReturnLike` op implements it by
//!   forwarding all its operands, as upstream's `ReturnLike` trait does.
//!
//! ```mlir
//! %r = scf.for %i = %lb to %ub step %s iter_args(%a = %init) -> (f32) {
//!   scf.yield %next : f32
//! }
//! // entering: %init goes to %a (the body) or straight to %r (zero iterations)
//! // from the body: scf.yield's %next goes to %a again or to %r
//! ```
//!
//! Positions are plain indices: a successor by its index in the op's successor list, a
//! region by its index in the op's region list, forwarded operands as a range of operand
//! indices (what MLIR's `MutableOperandRange` covers), so a rewrite can also erase them.

use crate::attrs::Attr;
use crate::context::Context;
use crate::ir::{Ir, OpRef, ValueId};
use smallvec::SmallVec;
use std::ops::Range;

/// The operands a branch passes to one successor block (MLIR's `SuccessorOperands`).
///
/// The successor's block arguments are, in order, `produced` values the branch creates
/// itself (none of its operands feeds them), then one per operand in `forwarded`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// Leading block arguments the op produces.
    pub produced: usize,
    /// Indices in the op's operand list forwarded to the remaining block arguments.
    pub forwarded: Range<usize>,
    /// The entries of integer-array properties that count the forwarded operands
    /// (`("operandSegmentSizes", 1)` for the true destination of `cf.cond_br`): what
    /// [`append_successor_operands`] and [`erase_successor_operand`] keep in step with
    /// the operand list (MLIR's `MutableOperandRange` over an operand segment).
    pub counted_in: SmallVec<[(&'static str, u32); 2]>,
}

impl SuccessorOperands {
    /// Operands `forwarded`, with nothing produced.
    pub fn forwarded(forwarded: Range<usize>) -> SuccessorOperands {
        SuccessorOperands {
            produced: 0,
            forwarded,
            counted_in: SmallVec::new(),
        }
    }

    /// The same operands, counted by entry `index` of the integer-array property
    /// `attr` as well.
    pub fn counted_by(mut self, attr: &'static str, index: u32) -> SuccessorOperands {
        self.counted_in.push((attr, index));
        self
    }

    /// How many block arguments the successor receives.
    pub fn len(&self) -> usize {
        self.produced + self.forwarded.len()
    }

    /// Whether the successor receives nothing.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The operand index feeding block argument `arg`, or `None` when the op produces
    /// that argument or there is no such argument.
    pub fn operand_for_arg(&self, arg: usize) -> Option<usize> {
        let i = arg.checked_sub(self.produced)?;
        (i < self.forwarded.len()).then(|| self.forwarded.start + i)
    }

    /// The block argument fed by operand `operand`, if it is forwarded.
    pub fn arg_for_operand(&self, operand: usize) -> Option<usize> {
        self.forwarded
            .contains(&operand)
            .then(|| operand - self.forwarded.start + self.produced)
    }

    /// The forwarded values.
    pub fn values(&self, ir: &Ir, op: OpRef) -> Vec<ValueId> {
        let b = ir.body(op.0);
        self.forwarded.clone().map(|i| b.operand(op.1, i)).collect()
    }
}

/// A terminator that branches to successor blocks (MLIR's `BranchOpInterface`).
///
/// ```mlir
/// cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %b : f32, f32)
/// // successor 0 receives operand 1, successor 1 operands 2 and 3
/// ```
pub trait BranchOpInterface: Sync {
    /// The operands passed to successor `index`.
    fn successor_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        index: usize,
    ) -> SuccessorOperands;

    /// The successor taken when some operands are known constants (`None` in
    /// `operands` for unknown ones), or `None` when that cannot be decided (MLIR's
    /// `getSuccessorForOperands`).
    fn successor_for_operands(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _op: OpRef,
        _operands: &[Option<Attr>],
    ) -> Option<usize> {
        None
    }
}

/// Where control comes from or goes to around a region-branch op: the op itself
/// (`Parent`: entering it, or leaving to its results) or one of its regions by index.
/// Used both as MLIR's `RegionBranchPoint` (a source) and as the target of a
/// [`RegionSuccessor`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RegionPoint {
    Parent,
    Region(usize),
}

/// One place control may go to from a region branch point (MLIR's `RegionSuccessor`),
/// with the values that receive the forwarded operands: entry block arguments of the
/// target region (they live in `ir.regions_body(op)`), or results of the op (in the
/// op's own body). Induction variables and other arguments the op defines itself are
/// not inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    pub target: RegionPoint,
    pub inputs: Vec<ValueId>,
}

impl RegionSuccessor {
    /// Back to the op, whose values `inputs` (its results, or none) receive the
    /// forwarded operands.
    pub fn parent(inputs: Vec<ValueId>) -> RegionSuccessor {
        RegionSuccessor {
            target: RegionPoint::Parent,
            inputs,
        }
    }

    /// Back to the op, all its results receiving the forwarded operands.
    pub fn parent_results(ir: &Ir, op: OpRef) -> RegionSuccessor {
        RegionSuccessor::parent(ir.body(op.0).results(op.1).collect())
    }

    /// Into region `index`, the values `inputs` receiving the forwarded operands.
    pub fn region(index: usize, inputs: Vec<ValueId>) -> RegionSuccessor {
        RegionSuccessor {
            target: RegionPoint::Region(index),
            inputs,
        }
    }

    /// Into region `index`, its entry block arguments after the first `skip` receiving
    /// the forwarded operands (an empty region has none).
    pub fn region_args(ir: &Ir, op: OpRef, index: usize, skip: usize) -> RegionSuccessor {
        let args = super::region_entry_args(ir, op, index);
        RegionSuccessor::region(index, args.get(skip..).unwrap_or_default().to_vec())
    }

    /// Whether control returns to the op.
    pub fn is_parent(&self) -> bool {
        self.target == RegionPoint::Parent
    }
}

/// An op with regions whose control flow it describes (MLIR's
/// `RegionBranchOpInterface`).
///
/// ```mlir
/// %r = scf.if %c -> (i32) { scf.yield %a : i32 } else { scf.yield %b : i32 }
/// // from parent: region 0, region 1; from either region: parent (inputs: %r)
/// ```
pub trait RegionBranchOpInterface: Sync {
    /// Where control may go from `from`: on entry (`Parent`) or when region `i` finishes
    /// (`Region(i)`), in the order upstream lists them.
    fn successor_regions(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        from: RegionPoint,
    ) -> Vec<RegionSuccessor>;

    /// Where control may go on entry when some operands are known constants (`None`
    /// for unknown ones); by default every entry successor (MLIR's
    /// `getEntrySuccessorRegions`).
    fn entry_successor_regions(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        _operands: &[Option<Attr>],
    ) -> Vec<RegionSuccessor> {
        self.successor_regions(ctx, ir, op, RegionPoint::Parent)
    }

    /// The operand indices the op forwards to `to` on entry (MLIR's
    /// `getEntrySuccessorOperands`); none by default.
    fn entry_successor_operands(
        &self,
        _ctx: &Context,
        ir: &Ir,
        op: OpRef,
        _to: RegionPoint,
    ) -> Range<usize> {
        let n = ir.body(op.0).num_operands(op.1);
        n..n
    }
}

/// A terminator of a region of a region-branch op (MLIR's
/// `RegionBranchTerminatorOpInterface`).
///
/// ```mlir
/// scf.condition(%go) %x, %y : i32, f32
/// // forwards operands 1 and 2 to the "after" region or to the results of scf.while
/// ```
pub trait RegionBranchTerminatorOpInterface: Sync {
    /// The operand indices forwarded to `to`.
    fn successor_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        to: RegionPoint,
    ) -> Range<usize>;

    /// Where control may go from this terminator when some operands are known
    /// constants (`None` for unknown ones); by default the parent op's successors of
    /// the region holding the terminator.
    fn successor_regions(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        _operands: &[Option<Attr>],
    ) -> Vec<RegionSuccessor> {
        let Some((parent, region)) = super::enclosing_region(ir, op) else {
            return Vec::new();
        };
        match super::region_branch_op(ir, parent) {
            Ok(Some(rb)) => rb.successor_regions(ctx, ir, parent, RegionPoint::Region(region)),
            _ => Vec::new(),
        }
    }
}

/// What every `ReturnLike` op without its own implementation does: forward all its
/// operands to whichever successor comes next.
///
/// ```mlir
/// memref.alloca_scope.return %v : f32   // %v goes to the alloca_scope's result
/// ```
pub struct ForwardAllOperands;

impl RegionBranchTerminatorOpInterface for ForwardAllOperands {
    fn successor_operands(&self, _: &Context, ir: &Ir, op: OpRef, _: RegionPoint) -> Range<usize> {
        0..ir.body(op.0).num_operands(op.1)
    }
}

/// The region-branch behaviour of ops that run their single region exactly once and
/// return its yielded values as their results (`scf.execute_region`,
/// `memref.alloca_scope`, `shape.assuming`).
///
/// ```mlir
/// %r = memref.alloca_scope -> (f32) { ... memref.alloca_scope.return %v : f32 }
/// // from parent: [region 0]; from region 0: [parent (inputs %r)]
/// ```
pub struct RunRegionOnce;

impl RegionBranchOpInterface for RunRegionOnce {
    fn successor_regions(
        &self,
        _: &Context,
        ir: &Ir,
        op: OpRef,
        from: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => vec![RegionSuccessor::region_args(ir, op, 0, 0)],
            RegionPoint::Region(_) => vec![RegionSuccessor::parent_results(ir, op)],
        }
    }
}

/// Adds `delta` to the entries of `counted_in` in `op`'s properties.
fn adjust_counts(
    ctx: &Context,
    ir: &mut Ir,
    op: OpRef,
    counted_in: &[(&'static str, u32)],
    delta: i128,
) {
    let Some(props) = ir.body(op.0).op(op.1).props() else {
        return;
    };
    let crate::attrs::AttrKind::Dict(entries) = ctx.attr_kind(props) else {
        return;
    };
    let mut entries = entries.clone();
    let mut changed = false;
    for (name, value) in entries.iter_mut() {
        for &(attr, index) in counted_in {
            if ctx.str(*name) != attr {
                continue;
            }
            let crate::attrs::AttrKind::DenseArray { elem, values } = ctx.attr_kind(*value) else {
                continue;
            };
            let mut values = values.clone();
            if let Some(v) = values.get_mut(index as usize) {
                *v = (*v as i128 + delta) as u128;
                *value = ctx.attr(crate::attrs::AttrKind::DenseArray {
                    elem: *elem,
                    values,
                });
                changed = true;
            }
        }
    }
    if changed {
        let d = ctx.dict_attr(entries);
        ir.body_mut(op.0).op_mut(op.1).set_props(Some(d));
    }
}

/// Appends `values` to the operands `op` forwards to successor `succ` (MLIR's
/// `SuccessorOperands::append`), growing the property entries that count them.
/// Returns `false` (and changes nothing) when `op` is not a branch.
///
/// ```mlir
/// cf.cond_br %c, ^bb1(%a : i32), ^bb2      // append %x to successor 1:
/// cf.cond_br %c, ^bb1(%a : i32), ^bb2(%x : i32)
/// // operandSegmentSizes = array<i32: 1, 1, 0> -> array<i32: 1, 1, 1>
/// ```
pub fn append_successor_operands(
    ctx: &Context,
    ir: &mut Ir,
    op: OpRef,
    succ: usize,
    values: &[ValueId],
) -> bool {
    let Ok(Some(br)) = super::branch_op(ir, op) else {
        return false;
    };
    let so = br.successor_operands(ctx, ir, op, succ);
    let body = ir.body_mut(op.0);
    let mut operands: Vec<ValueId> = body.operands(op.1).collect();
    let at = so.forwarded.end.min(operands.len());
    operands.splice(at..at, values.iter().copied());
    body.set_operands(op.1, &operands);
    adjust_counts(ctx, ir, op, &so.counted_in, values.len() as i128);
    true
}

/// Removes operand `operand` (an index into `op`'s operands, forwarded to successor
/// `succ`), shrinking the property entries that count it. Returns `false` (and changes
/// nothing) when `op` is not a branch or does not forward that operand there.
///
/// ```mlir
/// cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2   // erase operand 2 (%b):
/// cf.cond_br %c, ^bb1(%a : i32), ^bb2
/// ```
pub fn erase_successor_operand(
    ctx: &Context,
    ir: &mut Ir,
    op: OpRef,
    succ: usize,
    operand: usize,
) -> bool {
    let Ok(Some(br)) = super::branch_op(ir, op) else {
        return false;
    };
    let so = br.successor_operands(ctx, ir, op, succ);
    if !so.forwarded.contains(&operand) {
        return false;
    }
    ir.body_mut(op.0).erase_operand(op.1, operand);
    adjust_counts(ctx, ir, op, &so.counted_in, -1);
    true
}
