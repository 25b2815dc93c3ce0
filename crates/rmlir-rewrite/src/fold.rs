//! Folding an op and keeping constants unique (MLIR's `Operation::fold` with the
//! ODS fold-hook protocol, the `IsCommutative` trait fold, and the constant uniquing
//! half of `OperationFolder`).
//!
//! [`fold_op`] runs the op's fold hook on the constant values of its operands; when
//! that does nothing (or only updates in place), commutative ops move their constant
//! operands to the end:
//!
//! ```mlir
//! %0 = arith.addi %c1, %x : i32   // folds in place to
//! %0 = arith.addi %x, %c1 : i32
//! ```
//!
//! [`ConstantFolder`] remembers one constant per (region, dialect, value, type), erases
//! duplicates, and hoists the ones it keeps to the start of the entry block of their
//! insertion region: the nearest enclosing region whose op is isolated from above or
//! unregistered.

use crate::rewriter::Rewriter;
use rmlir_ir::fold::{FoldCx, FoldResult, Folded, constant_of, fold_hook};
use rmlir_ir::opdef::{Dialect, traits};
use rmlir_ir::{Attr, BlockId, BodyId, Context, Ir, OpId, RegionId, Type};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The constant value of each operand of `op`.
pub fn operand_constants(
    ctx: &Context,
    ir: &mut Ir,
    body: BodyId,
    op: OpId,
) -> SmallVec<[Option<Attr>; 4]> {
    let operands: SmallVec<[_; 4]> = ir.body(body).operands(op).collect();
    operands
        .into_iter()
        .map(|v| constant_of(ctx, ir, body, v))
        .collect()
}

/// Folds `op`: its fold hook, then (when that failed or updated in place) the trait
/// folds. Changes made in place are not reported to any listener.
pub fn fold_op(ctx: &Context, ir: &mut Ir, body: BodyId, op: OpId) -> Folded {
    let commutative = ir
        .body(body)
        .op(op)
        .def
        .is_some_and(|d| d.has(traits::COMMUTATIVE));
    // Neither a fold hook nor a trait fold: nothing to look at the operands for.
    if !commutative && fold_hook(ir, body, op).is_none() {
        return Folded::No;
    }
    let constants = operand_constants(ctx, ir, body, op);
    let hooked = match fold_hook(ir, body, op) {
        Some(f) => {
            let mut cx = FoldCx {
                ctx,
                ir,
                body,
                operands: &constants,
            };
            f(&mut cx, op)
        }
        None => Folded::No,
    };
    if let Folded::Results(results) = &hooked {
        // A fold must give one replacement per result, and none of them the op's own
        // results (which MLIR takes as an in-place fold and, as nothing changed,
        // folds again forever: `%0 = arith.andi %0, %0` in a graph region). Anything
        // else is left as it is.
        let b = ir.body(body);
        let own =
            |v: &FoldResult| matches!(*v, FoldResult::Value(v) if b.results(op).any(|r| r == v));
        if results.len() != b.num_results(op) || results.iter().any(own) {
            return Folded::No;
        }
        return hooked;
    }
    if commutative && constants.len() >= 2 && move_constants_last(ir, body, op, &constants) {
        return Folded::InPlace;
    }
    hooked
}

/// The `IsCommutative` trait fold: a stable partition of the operands putting the
/// constant ones last. Returns whether anything moved.
fn move_constants_last(ir: &mut Ir, body: BodyId, op: OpId, constants: &[Option<Attr>]) -> bool {
    let Some(first_const) = constants.iter().position(|c| c.is_some()) else {
        return false;
    };
    if constants[first_const..].iter().all(|c| c.is_some()) {
        return false;
    }
    let b = ir.body_mut(body);
    let values: Vec<_> = b.operands(op).collect();
    let (non_const, consts): (Vec<_>, Vec<_>) =
        values.iter().zip(constants).partition(|(_, c)| c.is_none());
    let ordered: Vec<_> = non_const
        .into_iter()
        .chain(consts)
        .map(|(v, _)| *v)
        .collect();
    let slots: Vec<_> = b.operand_ids(op).collect();
    for (slot, v) in slots.into_iter().zip(ordered) {
        if b.operand_value(slot) != v {
            b.set_operand_value(slot, v);
        }
    }
    true
}

/// The registered dialect of an op, by its name's namespace.
fn dialect_of(ctx: &Context, ir: &Ir, body: BodyId, op: OpId) -> Option<&'static Dialect> {
    let name = ctx.str(ir.body(body).op(op).name);
    ctx.dialect(name.split_once('.').map_or(name, |(d, _)| d))
}

/// Makes a constant op for `value` of type `ty` through the dialect of `like` at the
/// rewriter's insertion point (MLIR's `Dialect::materializeConstant`).
pub fn materialize_constant(
    rw: &mut Rewriter<'_>,
    like: OpId,
    value: Attr,
    ty: Type,
    loc: Attr,
) -> Option<OpId> {
    let dialect = dialect_of(rw.ctx, rw.ir(), rw.body_id(), like)?;
    let st = (dialect.materialize_constant?)(rw.ctx, value, ty, loc)?;
    Some(rw.create(st))
}

/// The region folded constants of `block` go to.
pub fn insertion_region(ir: &Ir, body: BodyId, block: BlockId) -> RegionId {
    let b = ir.body(body);
    let mut block = block;
    loop {
        let region = b.block_region(block).expect("block must be in a region");
        let Some(parent) = b.region_parent(region) else {
            return region;
        };
        let d = b.op(parent);
        let stays = match d.def {
            None => true,
            // MLIR 22 hoists constants out of affine loops too (checked with mlir-opt).
            Some(def) => def.has(traits::ISOLATED_FROM_ABOVE),
        };
        if stays {
            return region;
        }
        match b.op_block(parent) {
            Some(pb) => block = pb,
            None => return region,
        }
    }
}

/// Constants kept unique per insertion region during one greedy iteration.
#[derive(Default)]
pub struct ConstantFolder {
    known: FxHashMap<(RegionId, &'static str, Attr, Type), OpId>,
    owned: FxHashMap<OpId, SmallVec<[&'static str; 1]>>,
}

impl ConstantFolder {
    /// Whether the folder keeps `op` as the unique constant of its value.
    pub fn owns(&self, op: OpId) -> bool {
        self.owned.contains_key(&op)
    }

    /// Registers an existing constant op (MLIR's `insertKnownConstant`): if an equal
    /// constant is known, `op` is replaced by it and erased (returns `false`);
    /// otherwise `op` becomes the known one and is hoisted to the front of its
    /// insertion block when needed (returns `true`). A hoisted or merged constant
    /// loses its location.
    pub fn insert_known(&mut self, rw: &mut Rewriter<'_>, op: OpId, value: Attr) -> bool {
        let body = rw.body_id();
        let block = rw.body().op_block(op).expect("constant must be in a block");
        let unknown = rw.ctx.unknown_loc();
        if self.owns(op) {
            let front = rw.body().first_op(block);
            let prev = rw.body().prev_op(op);
            if front != Some(op) && !prev.is_some_and(|p| self.owns(p)) {
                let b = rw.ir_mut_unreported().body_mut(body);
                b.remove_op(op);
                b.insert_op(op, block, front);
                b.op_mut(op).loc = unknown;
            }
            return true;
        }
        let region = insertion_region(rw.ir(), body, block);
        let dialect = dialect_of(rw.ctx, rw.ir(), body, op).map_or("", |d| d.name);
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let key = (region, dialect, value, ty);
        if let Some(&existing) = self.known.get(&key) {
            let with: SmallVec<[_; 1]> = rw.body().results(existing).collect();
            rw.replace_op(op, &with);
            rw.ir_mut_unreported().body_mut(body).op_mut(existing).loc = unknown;
            return false;
        }
        let entry = rw
            .body()
            .entry_block(region)
            .expect("region has an entry block");
        let front = rw.body().first_op(entry).expect("entry block has ops");
        let hoist =
            block != entry || (front != op && !rw.body().prev_op(op).is_some_and(|p| self.owns(p)));
        if hoist {
            let b = rw.ir_mut_unreported().body_mut(body);
            b.remove_op(op);
            b.insert_op(op, entry, Some(front));
            if block != entry {
                b.op_mut(op).loc = unknown;
            }
        }
        self.known.insert(key, op);
        self.owned.entry(op).or_default().push(dialect);
        true
    }
}
