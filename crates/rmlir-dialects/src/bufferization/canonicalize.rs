//! Canonicalization patterns of the bufferization dialect (what MLIR's
//! `BufferizationOps.cpp` registers): the `bufferization.dealloc` cleanups of
//! `populateDeallocOpCanonicalizationPatterns` live here, the `alloc_tensor`, `clone`
//! and `to_buffer`/`to_tensor` ones in their own modules; [`patterns`] collects all.
//!
//! ```mlir
//! %r:3 = bufferization.dealloc (%a, %b, %b : ...) if (%c, %c, %d) retain (%x, %y, %x : ...)
//! // duplicate memrefs merge their conditions, duplicate retained values share a result:
//! %0 = arith.ori %c, %d : i1
//! %r:2 = bufferization.dealloc (%a, %b : ...) if (%c, %0) retain (%x, %y : ...)
//! ```

use super::alloc_tensor::{FoldDimOfAllocTensorOp, ReplaceStaticShapeDims};
use super::clone::SimplifyClones;
use super::conversions::{
    DimOfToBuffer, DimOfToTensorFolder, LoadOfToBuffer, ToBufferOfCast, ToBufferToTensorFolding,
};
use rmlir_ir::fold::constant_of;
use rmlir_ir::interfaces::{EffectKind, EffectOn, has_effect_interface, op_effects};
use rmlir_ir::ir::ValueDef;
use rmlir_ir::{AttrKind, OpId, OpState, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// A dealloc's (memrefs, conditions, retained).
struct Parts {
    memrefs: Vec<ValueId>,
    conditions: Vec<ValueId>,
    retained: Vec<ValueId>,
}

fn parts(rw: &Rewriter<'_>, op: OpId) -> Parts {
    let ops: Vec<ValueId> = rw.body().operands(op).collect();
    let n = rmlir_ir::ir::op_attr(rw.ctx, rw.ir(), (rw.body_id(), op), "operandSegmentSizes")
        .and_then(|a| match rw.ctx.attr_kind(a) {
            AttrKind::DenseArray { values, .. } if values.len() == 3 => Some(values[0] as usize),
            _ => None,
        })
        .unwrap_or(0);
    Parts {
        memrefs: ops[..n].to_vec(),
        conditions: ops[n..2 * n].to_vec(),
        retained: ops[2 * n..].to_vec(),
    }
}

/// The `operandSegmentSizes` property of a dealloc with `n` memrefs and `r` retained.
fn segment_props(rw: &Rewriter<'_>, n: usize, r: usize) -> rmlir_ir::Attr {
    let ctx = rw.ctx;
    let i32 = ctx.int_type(32);
    let seg = ctx.attr(AttrKind::DenseArray {
        elem: i32,
        values: vec![n as u128, n as u128, r as u128],
    });
    ctx.dict_attr(vec![(ctx.sym("operandSegmentSizes"), seg)])
}

/// Changes the memrefs and conditions of `op` in place; fails when they are unchanged
/// (MLIR's `updateDeallocIfChanged`).
fn update_if_changed(
    rw: &mut Rewriter<'_>,
    op: OpId,
    memrefs: Vec<ValueId>,
    conditions: Vec<ValueId>,
) -> bool {
    let p = parts(rw, op);
    if p.memrefs == memrefs && p.conditions == conditions {
        return false;
    }
    let props = segment_props(rw, memrefs.len(), p.retained.len());
    let mut all = memrefs;
    all.extend(conditions);
    all.extend(p.retained);
    rw.modify(op, |b| {
        b.set_operands(op, &all);
        b.op_mut(op).set_props(Some(props));
    });
    true
}

macro_rules! dealloc_pattern {
    ($name:ident) => {
        impl RewritePattern for $name {
            fn root(&self) -> Option<&'static str> {
                Some("bufferization.dealloc")
            }
            fn name(&self) -> &'static str {
                stringify!($name)
            }
            fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
                self.apply(rw, op)
            }
        }
    };
}

/// A memref listed twice is deallocated once, under the `arith.ori` of its
/// conditions.
struct DeallocRemoveDuplicateDeallocMemrefs;
dealloc_pattern!(DeallocRemoveDuplicateDeallocMemrefs);

impl DeallocRemoveDuplicateDeallocMemrefs {
    fn apply(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = parts(rw, op);
        let loc = rw.body().op(op).loc;
        let i1 = rw.ctx.int_type(1);
        let mut memrefs: Vec<ValueId> = Vec::new();
        let mut conditions: Vec<ValueId> = Vec::new();
        rw.set_insertion_point_before(op);
        for (&m, &c) in p.memrefs.iter().zip(&p.conditions) {
            match memrefs.iter().position(|&x| x == m) {
                Some(i) => {
                    if conditions[i] != c {
                        let st = OpState::new(
                            rw.ctx,
                            "arith.ori",
                            vec![conditions[i], c],
                            vec![i1],
                            loc,
                        );
                        let or = rw.create(st);
                        conditions[i] = rw.body().result(or, 0);
                    }
                }
                None => {
                    memrefs.push(m);
                    conditions.push(c);
                }
            }
        }
        conditions.len() != p.conditions.len() && update_if_changed(rw, op, memrefs, conditions)
    }
}

/// A retained value listed twice is retained once; both results become its result.
struct DeallocRemoveDuplicateRetainedMemrefs;
dealloc_pattern!(DeallocRemoveDuplicateRetainedMemrefs);

impl DeallocRemoveDuplicateRetainedMemrefs {
    fn apply(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = parts(rw, op);
        let mut unique: Vec<ValueId> = Vec::new();
        let mut index = Vec::new();
        for &r in &p.retained {
            match unique.iter().position(|&u| u == r) {
                Some(i) => index.push(i),
                None => {
                    index.push(unique.len());
                    unique.push(r);
                }
            }
        }
        if unique.len() == p.retained.len() {
            return false;
        }
        let loc = rw.body().op(op).loc;
        let i1 = rw.ctx.int_type(1);
        let props = segment_props(rw, p.memrefs.len(), unique.len());
        let mut operands = p.memrefs;
        operands.extend(p.conditions);
        let n = unique.len();
        operands.extend(unique);
        rw.set_insertion_point_before(op);
        let st = OpState {
            props: Some(props),
            ..OpState::new(rw.ctx, "bufferization.dealloc", operands, vec![i1; n], loc)
        };
        let new = rw.create(st);
        let results: Vec<ValueId> = index.iter().map(|&i| rw.body().result(new, i)).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// A dealloc with no memrefs frees nothing: its results are `false`.
struct EraseEmptyDealloc;
dealloc_pattern!(EraseEmptyDealloc);

impl EraseEmptyDealloc {
    fn apply(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = parts(rw, op);
        if !p.memrefs.is_empty() {
            return false;
        }
        let ctx = rw.ctx;
        let loc = rw.body().op(op).loc;
        let i1 = ctx.int_type(1);
        rw.set_insertion_point_before(op);
        let Some(st) = crate::arith::fold::materialize(ctx, ctx.int_attr(i1, 0), i1, loc) else {
            return false;
        };
        let f = rw.create(st);
        let f = rw.body().result(f, 0);
        let results = vec![f; p.retained.len()];
        rw.replace_op(op, &results);
        true
    }
}

/// Memrefs whose condition is the constant `false` are dropped.
struct EraseAlwaysFalseDealloc;
dealloc_pattern!(EraseAlwaysFalseDealloc);

impl EraseAlwaysFalseDealloc {
    fn apply(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = parts(rw, op);
        let (ctx, body) = (rw.ctx, rw.body_id());
        let mut memrefs = Vec::new();
        let mut conditions = Vec::new();
        for (&m, &c) in p.memrefs.iter().zip(&p.conditions) {
            let zero = constant_of(ctx, rw.ir_mut_unreported(), body, c)
                .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { value: 0, .. }));
            if !zero {
                memrefs.push(m);
                conditions.push(c);
            }
        }
        update_if_changed(rw, op, memrefs, conditions)
    }
}

/// Whether `v` is a result its defining op allocates; with `only`, also that the
/// op has no other effect.
fn allocated_result(rw: &Rewriter<'_>, v: ValueId, only: bool) -> Option<OpId> {
    let ValueDef::Result { op, index } = rw.body().value(v).def() else {
        return None;
    };
    if !has_effect_interface(rw.ir(), (rw.body_id(), op)) {
        return None;
    }
    let effects = op_effects(rw.ctx, rw.ir(), (rw.body_id(), op))?;
    let allocates = effects
        .iter()
        .any(|e| e.kind == EffectKind::Allocate && e.on == EffectOn::Result(index));
    if !allocates || (only && effects.len() != 1) {
        return None;
    }
    Some(op)
}

/// The base buffer of `memref.extract_strided_metadata` of an allocation is that
/// allocation:
///
/// ```mlir
/// %base, ... = memref.extract_strided_metadata %alloc : ...
/// bufferization.dealloc (%base : memref<i32>) if (%c)
/// // becomes
/// bufferization.dealloc (%alloc : memref<2xi32>) if (%c)
/// ```
struct SkipExtractMetadataOfAlloc;
dealloc_pattern!(SkipExtractMetadataOfAlloc);

impl SkipExtractMetadataOfAlloc {
    fn apply(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = parts(rw, op);
        let memrefs: Vec<ValueId> = p
            .memrefs
            .iter()
            .map(|&m| {
                let Some(def) = rw.body().defining_op(m) else {
                    return m;
                };
                if rw.ctx.str(rw.body().op(def).name) != "memref.extract_strided_metadata" {
                    return m;
                }
                let source = rw.body().operand(def, 0);
                if allocated_result(rw, source, false).is_some() {
                    source
                } else {
                    m
                }
            })
            .collect();
        update_if_changed(rw, op, memrefs, p.conditions)
    }
}

/// An allocation whose only use is this dealloc is erased together with its entry.
struct RemoveAllocDeallocPairWhenNoOtherUsers;
dealloc_pattern!(RemoveAllocDeallocPairWhenNoOtherUsers);

impl RemoveAllocDeallocPairWhenNoOtherUsers {
    fn apply(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = parts(rw, op);
        let mut memrefs = Vec::new();
        let mut conditions = Vec::new();
        let mut dead = Vec::new();
        for (&m, &c) in p.memrefs.iter().zip(&p.conditions) {
            let single_use = rw.body().uses(m).count() == 1;
            if let Some(alloc) = allocated_result(rw, m, true).filter(|_| single_use) {
                dead.push(alloc);
                continue;
            }
            memrefs.push(m);
            conditions.push(c);
        }
        if !update_if_changed(rw, op, memrefs, conditions) {
            return false;
        }
        for a in dead {
            rw.erase_op(a);
        }
        true
    }
}

/// Adds the bufferization patterns in MLIR's order (by root op name: `alloc_tensor`,
/// `clone`, `dealloc`, `to_buffer`, `to_tensor`).
pub fn patterns(set: &mut PatternSet) {
    set.add(FoldDimOfAllocTensorOp);
    set.add(ReplaceStaticShapeDims);
    set.add(SimplifyClones);
    set.add(DeallocRemoveDuplicateDeallocMemrefs);
    set.add(DeallocRemoveDuplicateRetainedMemrefs);
    set.add(EraseEmptyDealloc);
    set.add(EraseAlwaysFalseDealloc);
    set.add(SkipExtractMetadataOfAlloc);
    set.add(RemoveAllocDeallocPairWhenNoOtherUsers);
    set.add(DimOfToBuffer);
    set.add(LoadOfToBuffer);
    set.add(ToBufferOfCast);
    set.add(ToBufferToTensorFolding);
    set.add(DimOfToTensorFolder);
}
