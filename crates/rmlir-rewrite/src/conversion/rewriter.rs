//! The conversion rewriter (MLIR's `ConversionPatternRewriter` and the value mapping
//! of its implementation).
//!
//! Changes a pattern makes are applied to the IR at once, except a replacement that
//! changes types: the replaced op stays in place, its results map to the new values,
//! and the replacement is *committed* after the whole conversion succeeded — then the
//! remaining uses get a source materialization (an unresolved
//! `builtin.unrealized_conversion_cast` right after the new values) and the op is
//! erased. Block signature conversions work the same way for block arguments.
//! Patterns with a type converter see their operands already converted (the
//! adaptor): the most recent replacement of each operand, or a target
//! materialization to the converted type right after that value.
//!
//! ```mlir
//! %0 = "x.op"() : () -> i1          // replaced by %n : i8
//! "x.use"(%0) : (i1) -> ()          // not converted: after commit it uses
//! // %c = builtin.unrealized_conversion_cast %n : i8 to i1
//! ```

use super::type_converter::{SignatureConversion, TypeConverter};
use crate::rewriter::{InsertPoint, Rewriter};
use rmlir_ir::ir::ValueDef;
use rmlir_ir::{Attr, BlockId, Body, OpId, OpState, RegionId, Type, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::ops::{Deref, DerefMut};

/// The values one value maps to (one, several for 1:N, none when dropped).
pub type ValueVec = SmallVec<[ValueId; 1]>;

/// Which direction a materialization converts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MatKind {
    /// Converted values back to an original type.
    Source,
    /// An original value to converted types.
    Target,
}

/// An unresolved materialization: a cast the driver created.
#[derive(Clone)]
pub(crate) struct MatInfo<'p> {
    pub kind: MatKind,
    pub original: Option<Type>,
    pub converter: Option<&'p TypeConverter>,
}

/// A change that completes when the conversion commits.
#[derive(Clone)]
pub(crate) enum Pending<'p> {
    ReplaceOp {
        op: OpId,
        converter: Option<&'p TypeConverter>,
    },
    ReplaceArg {
        arg: ValueId,
        converter: Option<&'p TypeConverter>,
    },
    EraseBlock(BlockId),
}

/// The conversion's bookkeeping for one body.
#[derive(Clone, Default)]
pub struct BodyState<'p> {
    mapping: FxHashMap<ValueVec, ValueVec>,
    mapped_to: FxHashSet<ValueId>,
    pure: FxHashSet<OpId>,
    pub(crate) mats: FxHashMap<OpId, MatInfo<'p>>,
    pub(crate) mat_order: Vec<OpId>,
    pub(crate) pending: Vec<Pending<'p>>,
    /// Ops replaced or erased with a deferred commit, and the ops nested in them.
    pub(crate) replaced: FxHashSet<OpId>,
    /// Ops that need no legalization (nested in recursively legal ops).
    pub(crate) ignored: FxHashSet<OpId>,
    pub(crate) region_converters: FxHashMap<RegionId, &'p TypeConverter>,
    /// The converter of the pattern that replaced an op with values of other types
    /// (for the source materializations made at commit).
    pub(crate) op_converters: FxHashMap<OpId, Option<&'p TypeConverter>>,
}

fn types_of(body: &Body, vals: &[ValueId]) -> SmallVec<[Type; 2]> {
    vals.iter().map(|&v| body.value_type(v)).collect()
}

impl<'p> BodyState<'p> {
    /// Whether `op` must not be legalized (replaced, erased or ignored).
    pub fn is_ignored(&self, op: OpId) -> bool {
        self.replaced.contains(&op) || self.ignored.contains(&op)
    }

    /// Records an erasure the rewriter deferred: the op (and what is nested in it)
    /// is no longer legalized and goes away at commit. Results still used by live
    /// ops and not mapped get a value "out of thin air" (a source materialization
    /// without inputs), as MLIR's `eraseOp` does.
    pub(crate) fn defer_op_erasure(&mut self, rw: &mut Rewriter<'_>, op: OpId) {
        let converter = self.op_converters.remove(&op).flatten();
        let mut nested = Vec::new();
        rw.body().walk_pre(op, &mut |o| nested.push(o));
        self.replaced.extend(nested);
        let results: Vec<ValueId> = rw.body().results(op).collect();
        for r in results {
            let key = ValueVec::from_elem(r, 1);
            let body = rw.body();
            let live_use = body
                .uses(r)
                .any(|u| !self.replaced.contains(&body.operand_owner(u)));
            if live_use && !self.mapping.contains_key(&key) {
                let ty = body.value_type(r);
                let loc = body.op(op).loc;
                let bid = rw.body_id();
                let ip = insert_point_after(rw.ir_mut_unreported().body_mut(bid), &[r]);
                build_materialization(
                    rw,
                    self,
                    MatKind::Source,
                    ip,
                    loc,
                    key,
                    &[],
                    &[ty],
                    None,
                    converter,
                    false,
                );
            }
        }
        self.pending.push(Pending::ReplaceOp { op, converter });
    }

    /// Forgets cast `c`: its record and the mapping entries leading to it.
    pub(crate) fn forget_materialization(&mut self, body: &Body, c: OpId) {
        self.mats.remove(&c);
        self.pure.remove(&c);
        let results: ValueVec = body.results(c).collect();
        self.mapping.retain(|_, to| *to != results);
    }

    /// Records a deferred block erasure (the block is already unlinked).
    pub(crate) fn defer_block_erasure(&mut self, body: &Body, block: BlockId) {
        for o in body.block_ops(block) {
            body.walk_pre(o, &mut |n| {
                self.replaced.insert(n);
            });
        }
        self.pending.push(Pending::EraseBlock(block));
    }

    fn map(&mut self, from: ValueVec, to: ValueVec) {
        self.mapped_to.extend(to.iter().copied());
        self.mapping.insert(from, to);
    }

    fn is_pure(&self, body: &Body, vals: &[ValueId]) -> bool {
        let Some(&first) = vals.first() else {
            return false;
        };
        let op = body.defining_op(first);
        vals.iter().all(|&v| body.defining_op(v) == op)
            && op.is_some_and(|o| self.pure.contains(&o))
    }

    fn composed_lookup(&self, vals: &ValueVec) -> Option<ValueVec> {
        let mut next = ValueVec::new();
        for &v in vals {
            match self.mapping.get(&ValueVec::from_elem(v, 1)) {
                Some(r) => next.extend(r.iter().copied()),
                None => next.push(v),
            }
        }
        if &next != vals {
            return Some(next);
        }
        self.mapping.get(vals).cloned()
    }

    /// The most recent values `from` maps to; with `desired` types non-empty, the most
    /// recent ones of those types (empty when none). Pure type conversions are
    /// skipped when asked.
    pub(crate) fn lookup_or_default(
        &self,
        body: &Body,
        from: ValueId,
        desired: &[Type],
        skip_pure: bool,
    ) -> ValueVec {
        let mut found = ValueVec::new();
        let mut current = ValueVec::from_elem(from, 1);
        let mut last_real = current.clone();
        // A mapping cycle would be a driver bug; bound the walk anyway.
        for _ in 0..10_000 {
            let mut matches = types_of(body, &current).as_slice() == desired;
            if skip_pure {
                let pure = self.is_pure(body, &current);
                matches &= !pure;
                if !pure {
                    last_real = current.clone();
                }
            }
            if matches {
                found = current.clone();
            }
            match self.composed_lookup(&current) {
                Some(n) => current = n,
                None => break,
            }
        }
        if !desired.is_empty() {
            found
        } else if skip_pure {
            last_real
        } else {
            current
        }
    }

    fn lookup_or_null(&self, body: &Body, from: ValueId, desired: &[Type]) -> ValueVec {
        let r = self.lookup_or_default(body, from, desired, false);
        if r.as_slice() == [from]
            || (!desired.is_empty() && types_of(body, &r).as_slice() != desired)
        {
            return ValueVec::new();
        }
        r
    }
}

/// The point right after the definitions of `vals` (the later one when they differ).
pub(crate) fn insert_point_after(body: &mut Body, vals: &[ValueId]) -> InsertPoint {
    let point = |body: &Body, v: ValueId| -> InsertPoint {
        match body.value(v).def() {
            ValueDef::Result { op, .. } => InsertPoint {
                block: body
                    .op_block(op)
                    .expect("replacement value must be in a block"),
                before: body.next_op(op),
            },
            ValueDef::BlockArg { block, .. } => InsertPoint {
                block,
                before: body.first_op(block),
            },
            ValueDef::Placeholder => unreachable!("placeholder value in conversion"),
        }
    };
    let mut pt = point(body, vals[0]);
    for &v in &vals[1..] {
        let next = point(body, v);
        if next.block == pt.block {
            let later = match (pt.before, next.before) {
                (_, None) => true,
                (None, Some(_)) => false,
                (Some(a), Some(b)) => body.is_before_in_block(a, b),
            };
            if later {
                pt = next;
            }
        } else if block_is_inside(body, next.block, pt.block) {
            pt = next;
        }
    }
    pt
}

/// Whether `inner` is `outer` or nested in an op of `outer`.
fn block_is_inside(body: &Body, inner: BlockId, outer: BlockId) -> bool {
    let mut b = inner;
    loop {
        if b == outer {
            return true;
        }
        match body.block_parent_op(b).and_then(|o| body.op_block(o)) {
            Some(p) => b = p,
            None => return false,
        }
    }
}

/// The location of a value: its op's, or its block argument's.
fn value_loc(ctx: &rmlir_ir::Context, body: &Body, v: ValueId) -> Attr {
    match body.value(v).def() {
        ValueDef::Result { op, .. } => body.op(op).loc,
        _ => body.value(v).loc().unwrap_or_else(|| ctx.unknown_loc()),
    }
}

/// Creates an unresolved materialization at `ip` (not reported to listeners, as MLIR
/// builds them outside the pattern's view) and records it.
#[allow(clippy::too_many_arguments)]
pub(crate) fn build_materialization<'p>(
    rw: &mut Rewriter<'_>,
    st: &mut BodyState<'p>,
    kind: MatKind,
    ip: InsertPoint,
    loc: Attr,
    to_map: ValueVec,
    inputs: &[ValueId],
    types: &[Type],
    original: Option<Type>,
    converter: Option<&'p TypeConverter>,
    pure: bool,
) -> ValueVec {
    let ctx = rw.ctx;
    let body = rw.body_id();
    let st_op = OpState::new(
        ctx,
        "builtin.unrealized_conversion_cast",
        inputs.to_vec(),
        types.to_vec(),
        loc,
    );
    let b = rw.ir_mut_unreported().body_mut(body);
    let op = b.create_op(st_op);
    b.insert_op(op, ip.block, ip.before);
    let results: ValueVec = b.results(op).collect();
    if pure {
        st.pure.insert(op);
    }
    if !to_map.is_empty() {
        st.map(to_map, results.clone());
    }
    st.mats.insert(
        op,
        MatInfo {
            kind,
            original,
            converter,
        },
    );
    st.mat_order.push(op);
    results
}

/// A rewriter for conversion patterns: a [`Rewriter`] (through `Deref`) whose
/// replacements and erasures follow the conversion's rules, with the value mapping and
/// block signature conversion.
pub struct ConversionRewriter<'a, 'p> {
    rw: Rewriter<'a>,
    st: &'a mut BodyState<'p>,
    converter: Option<&'p TypeConverter>,
}

impl<'a> Deref for ConversionRewriter<'a, '_> {
    type Target = Rewriter<'a>;
    fn deref(&self) -> &Rewriter<'a> {
        &self.rw
    }
}

impl<'a> DerefMut for ConversionRewriter<'a, '_> {
    fn deref_mut(&mut self) -> &mut Rewriter<'a> {
        &mut self.rw
    }
}

impl<'a, 'p> ConversionRewriter<'a, 'p> {
    pub(crate) fn new(
        rw: Rewriter<'a>,
        st: &'a mut BodyState<'p>,
        converter: Option<&'p TypeConverter>,
    ) -> Self {
        ConversionRewriter { rw, st, converter }
    }

    /// The type converter of the running pattern.
    pub fn type_converter(&self) -> Option<&'p TypeConverter> {
        self.converter
    }

    /// Replaces `op`'s results one to one with `with`.
    pub fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        let multi: Vec<ValueVec> = with.iter().map(|&v| ValueVec::from_elem(v, 1)).collect();
        self.replace_op_with_multiple(op, &multi);
    }

    /// Replaces each result of `op` with a list of values (1:N; empty: dropped).
    /// Replacements of the same type take effect at once; otherwise the op stays
    /// until the conversion commits and users see the new values through the mapping.
    pub fn replace_op_with_multiple(&mut self, op: OpId, with: &[ValueVec]) {
        let body = self.rw.body();
        assert_eq!(
            body.num_results(op),
            with.len(),
            "replacement count mismatch"
        );
        let same = with.iter().enumerate().all(|(i, r)| {
            r.len() == 1 && body.value_type(r[0]) == body.value_type(body.result(op, i))
        });
        if same {
            let flat: Vec<ValueId> = with.iter().map(|r| r[0]).collect();
            self.rw.replace_op(op, &flat);
            return;
        }
        let results: Vec<ValueId> = body.results(op).collect();
        for (r, repl) in results.into_iter().zip(with) {
            if repl.is_empty() {
                let ty = self.rw.body().value_type(r);
                let loc = self.rw.body().op(op).loc;
                let bid = self.rw.body_id();
                let ip = insert_point_after(self.rw.ir_mut_unreported().body_mut(bid), &[r]);
                build_materialization(
                    &mut self.rw,
                    self.st,
                    MatKind::Source,
                    ip,
                    loc,
                    ValueVec::from_elem(r, 1),
                    &[],
                    &[ty],
                    None,
                    self.converter,
                    false,
                );
            } else {
                self.st.map(ValueVec::from_elem(r, 1), repl.clone());
            }
        }
        self.st.op_converters.insert(op, self.converter);
        self.rw.erase_op(op);
    }

    /// Erases `op`. Results still in use get values "out of thin air" (source
    /// materializations without inputs) that must be gone by the end.
    pub fn erase_op(&mut self, op: OpId) {
        let body = self.rw.body();
        if body.results(op).all(|r| body.use_empty(r)) {
            self.rw.erase_op(op);
            return;
        }
        let n = body.num_results(op);
        self.replace_op_with_multiple(op, &vec![ValueVec::new(); n]);
    }

    /// The converted values of `op`'s operands (the adaptor); `None` when an operand
    /// type does not convert.
    pub fn remapped_operands(&mut self, op: OpId) -> Option<Vec<ValueVec>> {
        let operands: Vec<ValueId> = self.rw.body().operands(op).collect();
        let loc = self.rw.body().op(op).loc;
        operands
            .into_iter()
            .map(|v| self.remap_value(v, Some(loc)))
            .collect()
    }

    /// The converted values of `v` (see [`ConversionRewriter::remapped_operands`]).
    pub fn remap_value(&mut self, v: ValueId, loc: Option<Attr>) -> Option<ValueVec> {
        let ctx = self.rw.ctx;
        let Some(conv) = self.converter else {
            return Some(self.st.lookup_or_default(self.rw.body(), v, &[], true));
        };
        let orig = self.rw.body().value_type(v);
        let legal = conv.convert_type_n(ctx, orig)?;
        if legal.is_empty() {
            return Some(ValueVec::new());
        }
        let repl = self.st.lookup_or_default(self.rw.body(), v, &legal, false);
        if !repl.is_empty() && types_of(self.rw.body(), &repl).as_slice() == legal.as_slice() {
            return Some(repl);
        }
        let repl = self.st.lookup_or_default(self.rw.body(), v, &[], true);
        let loc = loc.unwrap_or_else(|| value_loc(ctx, self.rw.body(), v));
        let bid = self.rw.body_id();
        let ip = insert_point_after(self.rw.ir_mut_unreported().body_mut(bid), &repl);
        Some(build_materialization(
            &mut self.rw,
            self.st,
            MatKind::Target,
            ip,
            loc,
            repl.clone(),
            &repl,
            &legal,
            Some(orig),
            Some(conv),
            true,
        ))
    }

    /// Converts the argument types of every block of region `index` of `op` with
    /// `converter` (the entry block with `entry` when given), and remembers the
    /// converter for blocks moved into the region later. Returns the new entry block
    /// (`Some(None)` for an empty region), `None` when a type does not convert.
    ///
    /// The regions of an isolated-from-above op (a function) live in a body of their
    /// own, which a conversion rewriter does not reach: for such an op this reports
    /// an error (through the listener, as a pattern diagnostic) and returns `None`.
    pub fn convert_region_types(
        &mut self,
        op: OpId,
        index: usize,
        converter: &'p TypeConverter,
        entry: Option<&SignatureConversion>,
    ) -> Option<Option<BlockId>> {
        if self.rw.body().op(op).nested().is_some() {
            let ctx = self.rw.ctx;
            let name = ctx.str(self.rw.body().op(op).name);
            let at = rmlir_ir::diag::resolve_loc(ctx, self.rw.body().op(op).loc);
            self.rw.emit_diagnostic(rmlir_ir::Diagnostic::error(
                at,
                format!(
                    "converting the region signatures of isolated-from-above op '{name}' is not supported by rmlir's dialect conversion"
                ),
            ));
            return None;
        }
        let region = *self.rw.body().op(op).regions().get(index)?;
        self.st.region_converters.insert(region, converter);
        let ctx = self.rw.ctx;
        let blocks: Vec<BlockId> = self.rw.body().region_blocks(region).collect();
        let Some((&first, rest)) = blocks.split_first() else {
            return Some(None);
        };
        for &b in rest {
            let types = types_of(self.rw.body(), self.rw.body().block_args(b));
            let sig = converter.convert_block_signature(ctx, &types)?;
            self.apply_signature_conversion(b, Some(converter), &sig);
        }
        let sig = match entry {
            Some(s) => s.clone(),
            None => {
                let types = types_of(self.rw.body(), self.rw.body().block_args(first));
                converter.convert_block_signature(ctx, &types)?
            }
        };
        Some(Some(self.apply_signature_conversion(
            first,
            Some(converter),
            &sig,
        )))
    }

    /// Replaces `block` by a new block with the converted argument types right after
    /// it, moving its ops and branch references over; uses of the old arguments are
    /// mapped to the new ones (or to replacement values) and fixed at commit. Returns
    /// the new block (the old one when nothing changes).
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        converter: Option<&'p TypeConverter>,
        sig: &SignatureConversion,
    ) -> BlockId {
        let ctx = self.rw.ctx;
        let old_args: Vec<ValueId> = self.rw.body().block_args(block).to_vec();
        let new_types = sig.converted_types().to_vec();
        if types_of(self.rw.body(), &old_args).as_slice() == new_types.as_slice() {
            return block;
        }
        let unknown = ctx.unknown_loc();
        let mut locs = vec![unknown; new_types.len()];
        for (i, &a) in old_args.iter().enumerate() {
            if let Some(m) = sig.input_mapping(i)
                && m.replacements.is_empty()
            {
                let l = self.rw.body().value(a).loc().unwrap_or(unknown);
                for slot in &mut locs[m.input_no..m.input_no + m.size] {
                    *slot = l;
                }
            }
        }
        let bid = self.rw.body_id();
        let region = self
            .rw
            .body()
            .block_region(block)
            .expect("converted block must be in a region");
        let next = self.rw.body().next_block(block);
        let new_block = {
            let b = self.rw.ir_mut_unreported().body_mut(bid);
            let nb = b.create_block();
            for (&t, &l) in new_types.iter().zip(&locs) {
                b.add_block_arg(nb, t, Some(l));
            }
            b.insert_block(region, nb, next);
            b.splice_ops(block, nb, None);
            nb
        };
        // Branches to the old block now go to the new one.
        let users: Vec<OpId> = {
            let body = self.rw.body();
            body.region_blocks(region)
                .filter_map(|b| body.last_op(b))
                .filter(|&t| body.op(t).successors().contains(&block))
                .collect()
        };
        for t in users {
            self.rw.modify(t, |b| {
                for s in b.op_mut(t).successors_mut().iter_mut() {
                    if *s == block {
                        *s = new_block;
                    }
                }
            });
        }
        let new_args: Vec<ValueId> = self.rw.body().block_args(new_block).to_vec();
        for (i, &a) in old_args.iter().enumerate() {
            match sig.input_mapping(i) {
                None => {
                    let ty = self.rw.body().value_type(a);
                    let loc = self.rw.body().value(a).loc().unwrap_or(unknown);
                    let ip = InsertPoint {
                        block: new_block,
                        before: self.rw.body().first_op(new_block),
                    };
                    let mat = build_materialization(
                        &mut self.rw,
                        self.st,
                        MatKind::Source,
                        ip,
                        loc,
                        ValueVec::new(),
                        &[],
                        &[ty],
                        None,
                        converter,
                        false,
                    );
                    self.replace_block_arg(a, mat, converter);
                }
                Some(m) if !m.replacements.is_empty() || m.size == 0 => {
                    let vals: ValueVec = m.replacements.iter().copied().collect();
                    self.replace_block_arg(a, vals, converter);
                }
                Some(m) => {
                    let vals: ValueVec = new_args[m.input_no..m.input_no + m.size]
                        .iter()
                        .copied()
                        .collect();
                    self.replace_block_arg(a, vals, converter);
                }
            }
        }
        self.rw.erase_block(block);
        new_block
    }

    fn replace_block_arg(
        &mut self,
        arg: ValueId,
        to: ValueVec,
        converter: Option<&'p TypeConverter>,
    ) {
        self.st.pending.push(Pending::ReplaceArg { arg, converter });
        self.st.map(ValueVec::from_elem(arg, 1), to);
    }
}

/// Commits the deferred changes of one body: remaining uses of replaced values and
/// block arguments get their replacements (through source materializations where
/// the types differ), then replaced ops and old blocks are erased.
pub(crate) fn commit(rw: &mut Rewriter<'_>, st: &mut BodyState<'_>) {
    let pending = std::mem::take(&mut st.pending);
    for p in &pending {
        match *p {
            Pending::ReplaceOp { op, converter } => {
                let results: Vec<ValueId> = rw.body().results(op).collect();
                for r in results {
                    if let Some(nv) = replacement_value(rw, st, r, converter) {
                        replace_uses(rw, r, nv, false);
                    }
                }
                let bid = rw.body_id();
                rw.ir_mut_unreported().body_mut(bid).remove_op(op);
            }
            Pending::ReplaceArg { arg, converter } => {
                if let Some(nv) = replacement_value(rw, st, arg, converter) {
                    let from_op = rw.body().defining_op(nv).is_some();
                    replace_uses(rw, arg, nv, from_op);
                }
            }
            Pending::EraseBlock(_) => {}
        }
    }
    let bid = rw.body_id();
    let b = rw.ir_mut_unreported().body_mut(bid);
    for p in &pending {
        match *p {
            Pending::ReplaceOp { op, .. } => {
                if !b.op(op).erased() {
                    for r in b.results(op) {
                        b.drop_all_uses(r);
                    }
                    b.erase_op(op);
                }
            }
            Pending::EraseBlock(block) => b.erase_block(block),
            Pending::ReplaceArg { .. } => {}
        }
    }
}

/// Replaces the uses of `from` with `to`; when `to` is an op result, not the uses in
/// its block before it (MLIR's rule for block argument replacements).
fn replace_uses(rw: &mut Rewriter<'_>, from: ValueId, to: ValueId, guard: bool) {
    let bid = rw.body_id();
    let b = rw.ir_mut_unreported().body_mut(bid);
    let uses: Vec<_> = b.uses(from).collect();
    let to_op = b.defining_op(to);
    for u in uses {
        let user = b.operand_owner(u);
        if guard && let Some(def) = to_op {
            let same = b.op_block(user).is_some() && b.op_block(user) == b.op_block(def);
            if same && !b.is_before_in_block(def, user) {
                continue;
            }
        }
        b.set_operand_value(u, to);
    }
}

/// The value replacing `v` at commit: a mapped value of its type, or a source
/// materialization from its latest replacement; `None` when it needs none.
fn replacement_value<'p>(
    rw: &mut Rewriter<'_>,
    st: &mut BodyState<'p>,
    v: ValueId,
    converter: Option<&'p TypeConverter>,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(v);
    let same = st.lookup_or_null(body, v, &[ty]);
    if let Some(&r) = same.first() {
        return Some(r);
    }
    let dead = body
        .uses(v)
        .all(|u| st.replaced.contains(&body.operand_owner(u)));
    if dead && !st.mapped_to.contains(&v) {
        return None;
    }
    let latest = st.lookup_or_null(body, v, &[]);
    if latest.is_empty() {
        return None;
    }
    let loc = value_loc(ctx, body, v);
    let bid = rw.body_id();
    let ip = insert_point_after(rw.ir_mut_unreported().body_mut(bid), &latest);
    let r = build_materialization(
        rw,
        st,
        MatKind::Source,
        ip,
        loc,
        latest.clone(),
        &latest,
        &[ty],
        None,
        converter,
        true,
    );
    Some(r[0])
}
