//! Folding and canonicalization of `bufferization.clone` (MLIR's `CloneOp::fold` and
//! `SimplifyClones`).
//!
//! A clone whose source dies right after it (or which dies itself before its
//! source) is a wasted copy: the clone can be the source itself, or a `memref.cast`
//! of it, and one of the two deallocations goes away.
//!
//! ```mlir
//! %0 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
//! memref.dealloc %arg0 : memref<?xf32>
//! return %0 : memref<?xf32>
//! // becomes
//! return %arg0 : memref<?xf32>
//! ```

use crate::memref::build::memref_cast;
use crate::memref::fold::fold_memref_cast;
use crate::memref::types::cast_compatible;
use rmlir_ir::fold::{FoldCx, Folded};
use rmlir_ir::interfaces::{EffectKind, EffectOn, has_effect_interface, op_effects};
use rmlir_ir::{OpId, ValueId};
use rmlir_rewrite::{RewritePattern, Rewriter};

/// `clone(memref.cast(%m))` clones `%m` (MLIR's `foldMemRefCast` on the clone).
///
/// ```mlir
/// %c = memref.cast %m : memref<?xf32> to memref<32xf32>
/// %0 = bufferization.clone %c : memref<32xf32> to memref<32xf32>
/// // folds to
/// %0 = bufferization.clone %m : memref<?xf32> to memref<32xf32>
/// ```
pub fn fold_clone(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if fold_memref_cast(cx, op, None) {
        Folded::InPlace
    } else {
        Folded::No
    }
}

/// Whether `user` frees `v` (MLIR's `hasEffect<MemoryEffects::Free>(user, v)`).
fn frees(rw: &Rewriter<'_>, user: OpId, v: ValueId) -> bool {
    let at = (rw.body_id(), user);
    if !has_effect_interface(rw.ir(), at) {
        return false;
    }
    let Some(effects) = op_effects(rw.ctx, rw.ir(), at) else {
        return false;
    };
    let b = rw.body();
    effects.iter().any(|e| {
        e.kind == EffectKind::Free
            && match e.on {
                EffectOn::Operand(i) => {
                    (i as usize) < b.num_operands(user) && b.operand(user, i as usize) == v
                }
                EffectOn::Result(i) => {
                    (i as usize) < b.num_results(user) && b.result(user, i as usize) == v
                }
                EffectOn::Nothing | EffectOn::Symbol(_) => false,
            }
    })
}

/// The unique op freeing `v` (MLIR's `memref::findDealloc`): `Ok(None)` when nothing
/// frees it, `Err` when several ops do or a `memref.realloc` does.
fn find_dealloc(rw: &Rewriter<'_>, v: ValueId) -> Result<Option<OpId>, ()> {
    let mut found = None;
    for u in rw.body().uses(v) {
        let user = rw.body().operand_owner(u);
        if !frees(rw, user, v) {
            continue;
        }
        if rw.ctx.str(rw.body().op(user).name) == "memref.realloc" {
            return Err(());
        }
        if found.is_some_and(|f| f != user) {
            return Err(());
        }
        found = Some(user);
    }
    Ok(found)
}

/// Ops whose result is a view of their first operand (MLIR's `ViewLikeOpInterface`
/// among the memref ops).
const VIEW_LIKE: &[&str] = &[
    "memref.assume_alignment",
    "memref.cast",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.memory_space_cast",
    "memref.reinterpret_cast",
    "memref.reshape",
    "memref.subview",
    "memref.transpose",
    "memref.view",
];

/// The memref `v` is a view of, through any chain of view-like ops.
fn view_root(rw: &Rewriter<'_>, mut v: ValueId) -> ValueId {
    while let Some(d) = rw.body().defining_op(v) {
        let name = rw.ctx.str(rw.body().op(d).name);
        if !VIEW_LIKE.contains(&name) || rw.body().result(d, 0) != v {
            break;
        }
        v = rw.body().operand(d, 0);
    }
    v
}

/// Replaces a clone by its source (cast to the clone's type when they differ) when
/// the clone or the (view root of the) source is deallocated later in the clone's
/// block with no other deallocation in between, and erases that deallocation
/// (MLIR's `SimplifyClones`). Unused clones are erased.
///
/// ```mlir
/// %0 = bufferization.clone %arg0 : memref<?xf32> to memref<32xf32>
/// memref.dealloc %arg0 : memref<?xf32>
/// // becomes
/// %0 = memref.cast %arg0 : memref<?xf32> to memref<32xf32>
/// ```
pub(crate) struct SimplifyClones;

impl RewritePattern for SimplifyClones {
    fn root(&self) -> Option<&'static str> {
        Some("bufferization.clone")
    }
    fn name(&self) -> &'static str {
        "SimplifyClones"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.set_insertion_point_before(op);
        let clone = rw.body().result(op, 0);
        if rw.body().use_empty(clone) {
            rw.erase_op(op);
            return true;
        }
        let source = rw.body().operand(op, 0);
        let (st, ct) = (rw.body().value_type(source), rw.body().value_type(clone));
        if st != ct && !cast_compatible(rw.ctx, st, ct) {
            return false;
        }
        let root = view_root(rw, source);
        let (Ok(clone_dealloc), Ok(source_dealloc)) =
            (find_dealloc(rw, clone), find_dealloc(rw, root))
        else {
            return false;
        };
        let block_of = |o: OpId| rw.body().op_block(o);
        if let (Some(c), Some(s)) = (clone_dealloc, source_dealloc)
            && block_of(c) == block_of(s)
        {
            return false;
        }
        let here = block_of(op);
        let redundant = match (clone_dealloc, source_dealloc) {
            (Some(c), _) if block_of(c) == here => c,
            (_, Some(s)) if block_of(s) == here => s,
            _ => return false,
        };
        let mut pos = rw.body().next_op(op);
        loop {
            let Some(p) = pos else {
                return false;
            };
            if p == redundant {
                break;
            }
            let at = (rw.body_id(), p);
            if has_effect_interface(rw.ir(), at)
                && op_effects(rw.ctx, rw.ir(), at)
                    .is_some_and(|e| e.iter().any(|e| e.kind == EffectKind::Free))
            {
                return false;
            }
            pos = rw.body().next_op(p);
        }
        let mut replacement = source;
        if st != ct {
            let loc = rw.body().op(op).loc;
            replacement = memref_cast(rw, source, ct, loc);
        }
        rw.replace_op(op, &[replacement]);
        rw.erase_op(redundant);
        true
    }
}
