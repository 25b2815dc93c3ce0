//! Which SSA values may be affine dims and symbols (MLIR's `isValidDim`,
//! `isValidSymbol`, `isTopLevelValue` and `getAffineScope` in `AffineOps.cpp`).
//!
//! Symbols are fixed for the whole extent of an affine scope (the region of the closest
//! op with the `AffineScope` trait, such as `func.func`): values defined at its top
//! level, constants, results of pure ops whose operands are symbols, sizes of shaped
//! values with known-symbolic extents, and values that dominate the scope. Dims may also
//! vary inside it: affine induction variables and `affine.apply`s of dims.
//!
//! ```mlir
//! func.func @f(%n: index) {
//!   affine.for %i = 0 to 10 {
//!     %x = arith.addi %n, %n : index   // a symbol: pure, its operands are top-level
//!     %y = arith.addi %x, %i : index   // neither: %i is only a dim
//!   }
//!   return
//! }
//! ```

use crate::scf::{attr_of, op_name, operands};
use rmlir_ir::ir::{BodyId, ValueDef, ValueId};
use rmlir_ir::opdef::traits::{AFFINE_SCOPE, CONSTANT_LIKE, ISOLATED_FROM_ABOVE, PURE};
use rmlir_ir::{AttrKind, Context, Ir, OpRef, TypeKind};
use rustc_hash::FxHashMap;

/// A region of a body.
pub(crate) type RegionRef = (BodyId, rmlir_ir::RegionId);

/// The region (of the closest ancestor with the `AffineScope` trait) that holds `op`
/// (MLIR's `getAffineScope`).
pub(crate) fn affine_scope(ir: &Ir, op: OpRef) -> Option<RegionRef> {
    let mut cur = op;
    while let Some(parent) = ir.parent_op(cur) {
        if has_trait(ir, parent, AFFINE_SCOPE) {
            return region_of_op(ir, cur);
        }
        cur = parent;
    }
    None
}

fn has_trait(ir: &Ir, op: OpRef, t: u32) -> bool {
    ir.body(op.0).op(op.1).def.is_some_and(|d| d.has(t))
}

fn region_of_op(ir: &Ir, op: OpRef) -> Option<RegionRef> {
    let b = ir.body(op.0);
    b.op_block(op.1)
        .and_then(|blk| b.block_region(blk))
        .map(|r| (op.0, r))
}

/// The region a value is defined in.
fn value_region(ir: &Ir, body: BodyId, v: ValueId) -> Option<RegionRef> {
    let b = ir.body(body);
    match b.value(v).def() {
        ValueDef::BlockArg { block, .. } => b.block_region(block).map(|r| (body, r)),
        ValueDef::Result { op, .. } => region_of_op(ir, (body, op)),
        ValueDef::Placeholder => None,
    }
}

/// The op owning a region.
fn region_owner(ir: &Ir, r: RegionRef) -> Option<OpRef> {
    match ir.body(r.0).region_parent(r.1) {
        Some(p) => Some((r.0, p)),
        None => ir.body(r.0).owner,
    }
}

/// The region holding the op that owns `r`, unless that op is isolated from above:
/// values dominating it are visible inside `r`.
fn enclosing_region(ir: &Ir, r: RegionRef) -> Option<RegionRef> {
    let parent = ir.body(r.0).region_parent(r.1)?;
    if has_trait(ir, (r.0, parent), ISOLATED_FROM_ABOVE) {
        return None;
    }
    region_of_op(ir, (r.0, parent))
}

fn is_index(ctx: &Context, ir: &Ir, body: BodyId, v: ValueId) -> bool {
    matches!(ctx.type_kind(ir.body(body).value_type(v)), TypeKind::Index)
}

/// `memref.dim`/`tensor.dim` (MLIR's `ShapedDimOpInterface`).
fn is_dim_op(ir: &Ir, op: OpRef) -> bool {
    matches!(op_name(ir, op), Some("memref.dim" | "tensor.dim"))
}

/// The value of an integer constant (an op with the `ConstantLike` trait and an integer
/// `value`).
pub(crate) fn const_int(ctx: &Context, ir: &Ir, body: BodyId, v: ValueId) -> Option<i64> {
    let op = ir.body(body).defining_op(v)?;
    if !has_trait(ir, (body, op), CONSTANT_LIKE) {
        return None;
    }
    match ctx.attr_kind(attr_of(ctx, ir, (body, op), "value")?) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// Whether a value is defined directly in the region of an `AffineScope` op (MLIR's
/// one-argument `isTopLevelValue`).
pub(crate) fn is_top_level_value(ir: &Ir, body: BodyId, v: ValueId) -> bool {
    value_region(ir, body, v)
        .and_then(|r| region_owner(ir, r))
        .is_some_and(|p| has_trait(ir, p, AFFINE_SCOPE))
}

/// The `affine.for` whose induction variable `v` is (MLIR's `getForInductionVarOwner`).
pub(crate) fn for_iv_owner(ir: &Ir, body: BodyId, v: ValueId) -> Option<OpRef> {
    let b = ir.body(body);
    let ValueDef::BlockArg { block, index: 0 } = b.value(v).def() else {
        return None;
    };
    let parent = b.block_region(block).and_then(|r| b.region_parent(r))?;
    (op_name(ir, (body, parent)) == Some("affine.for")).then_some((body, parent))
}

/// Whether a block argument is the induction variable of an `affine.for` or one of an
/// `affine.parallel` (MLIR's `isAffineInductionVar`).
fn is_affine_iv(ir: &Ir, body: BodyId, v: ValueId) -> bool {
    if for_iv_owner(ir, body, v).is_some() {
        return true;
    }
    let b = ir.body(body);
    let ValueDef::BlockArg { block, .. } = b.value(v).def() else {
        return false;
    };
    let parent = b.block_region(block).and_then(|r| b.region_parent(r));
    parent.is_some_and(|p| op_name(ir, (body, p)) == Some("affine.parallel"))
}

/// Whether the size of dimension `index` of a shaped value is a symbol: a `dim` of a
/// top-level value, or of an allocation whose matching size operand is a symbol
/// (MLIR's `isDimOpValidSymbol`; views and subviews are not looked through).
fn is_dim_op_valid_symbol(
    q: &mut Query<'_>,
    body: BodyId,
    dim: OpRef,
    region: Option<RegionRef>,
) -> bool {
    let (ctx, ir) = (q.ctx, q.ir);
    let ops = operands(ir, dim);
    let Some(&shaped) = ops.first() else {
        return false;
    };
    if is_top_level_value(ir, body, shaped) {
        return true;
    }
    let Some(index) = ops.get(1).and_then(|&i| const_int(ctx, ir, body, i)) else {
        return false;
    };
    let mut src = shaped;
    loop {
        let Some(def) = ir.body(body).defining_op(src) else {
            return false;
        };
        match op_name(ir, (body, def)) {
            Some("memref.cast") => {
                src = ir.body(body).operand(def, 0);
                if matches!(
                    ctx.type_kind(ir.body(body).value_type(src)),
                    TypeKind::UnrankedMemRef { .. }
                ) {
                    return false;
                }
            }
            Some("memref.alloc") => {
                let ty = ir.body(body).result(def, 0);
                let TypeKind::MemRef { shape, .. } = ctx.type_kind(ir.body(body).value_type(ty))
                else {
                    return false;
                };
                let Some(&extent) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else {
                    return false;
                };
                if extent != rmlir_ir::types::DYNAMIC {
                    return true;
                }
                let pos = shape[..index as usize]
                    .iter()
                    .filter(|&&d| d == rmlir_ir::types::DYNAMIC)
                    .count();
                let sizes = operands(ir, (body, def));
                return sizes.get(pos).is_some_and(|&s| q.symbol(body, s, region));
            }
            _ => return false,
        }
    }
}

/// One validity question with its answers so far: a value reached through several
/// pure ops is judged once, which keeps long DAGs of index arithmetic linear (MLIR
/// re-walks them and is exponential there). A value is assumed invalid while its own
/// answer is being computed, which also ends cycles through graph regions.
struct Query<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    symbols: FxHashMap<(ValueId, Option<RegionRef>), bool>,
    dims: FxHashMap<(ValueId, Option<RegionRef>), bool>,
}

impl<'a> Query<'a> {
    fn new(ctx: &'a Context, ir: &'a Ir) -> Query<'a> {
        Query {
            ctx,
            ir,
            symbols: FxHashMap::default(),
            dims: FxHashMap::default(),
        }
    }

    fn symbol(&mut self, body: BodyId, v: ValueId, region: Option<RegionRef>) -> bool {
        if let Some(&known) = self.symbols.get(&(v, region)) {
            return known;
        }
        self.symbols.insert((v, region), false);
        let answer = self.symbol_uncached(body, v, region);
        self.symbols.insert((v, region), answer);
        answer
    }

    fn symbol_uncached(&mut self, body: BodyId, v: ValueId, region: Option<RegionRef>) -> bool {
        let (ctx, ir) = (self.ctx, self.ir);
        if !is_index(ctx, ir, body, v) {
            return false;
        }
        if region.is_some() && value_region(ir, body, v) == region {
            return true;
        }
        if let ValueDef::Result { op, .. } = ir.body(body).value(v).def() {
            let def = (body, op);
            if has_trait(ir, def, CONSTANT_LIKE) {
                return true;
            }
            if has_trait(ir, def, PURE)
                && operands(ir, def)
                    .iter()
                    .all(|&o| self.symbol(body, o, region))
            {
                return true;
            }
            if is_dim_op(ir, def) {
                return is_dim_op_valid_symbol(self, body, def, region);
            }
        }
        match region.and_then(|r| enclosing_region(ir, r)) {
            Some(outer) => self.symbol(body, v, Some(outer)),
            None => false,
        }
    }

    fn dim(&mut self, body: BodyId, v: ValueId, region: Option<RegionRef>) -> bool {
        if let Some(&known) = self.dims.get(&(v, region)) {
            return known;
        }
        self.dims.insert((v, region), false);
        let answer = self.dim_uncached(body, v, region);
        self.dims.insert((v, region), answer);
        answer
    }

    fn dim_uncached(&mut self, body: BodyId, v: ValueId, region: Option<RegionRef>) -> bool {
        let ir = self.ir;
        if !is_index(self.ctx, ir, body, v) {
            return false;
        }
        if self.symbol(body, v, region) {
            return true;
        }
        match ir.body(body).value(v).def() {
            ValueDef::Result { op, .. } => {
                let def = (body, op);
                if op_name(ir, def) == Some("affine.apply") {
                    return operands(ir, def).iter().all(|&o| self.dim(body, o, region));
                }
                is_dim_op(ir, def)
                    && operands(ir, def)
                        .first()
                        .is_some_and(|&s| is_top_level_value(ir, body, s))
            }
            _ => is_affine_iv(ir, body, v),
        }
    }
}

/// MLIR's `isValidSymbol(value, region)`: a value defined at the top level of `region`,
/// a constant, a result of a pure op whose operands are symbols, a size of a shaped
/// value with a symbolic extent, or a value dominating `region`'s op.
pub(crate) fn is_valid_symbol(
    ctx: &Context,
    ir: &Ir,
    body: BodyId,
    v: ValueId,
    region: Option<RegionRef>,
) -> bool {
    Query::new(ctx, ir).symbol(body, v, region)
}

/// MLIR's `isValidDim(value, region)`: a valid symbol, an affine induction variable, an
/// `affine.apply` of dims, or a dim of a top-level shaped value.
pub(crate) fn is_valid_dim(
    ctx: &Context,
    ir: &Ir,
    body: BodyId,
    v: ValueId,
    region: Option<RegionRef>,
) -> bool {
    Query::new(ctx, ir).dim(body, v, region)
}

/// MLIR's one-argument `isValidSymbol`: a symbol wherever it is used, judged in the
/// affine scope of its definition.
pub(crate) fn is_symbol_anywhere(ctx: &Context, ir: &Ir, body: BodyId, v: ValueId) -> bool {
    if !is_index(ctx, ir, body, v) {
        return false;
    }
    if is_top_level_value(ir, body, v) {
        return true;
    }
    match ir.body(body).defining_op(v) {
        Some(op) => is_valid_symbol(ctx, ir, body, v, affine_scope(ir, (body, op))),
        None => false,
    }
}

/// MLIR's one-argument `isValidDim`: a dim wherever it is used, judged in the affine
/// scope of its definition.
pub(crate) fn is_dim_anywhere(ctx: &Context, ir: &Ir, body: BodyId, v: ValueId) -> bool {
    if !is_index(ctx, ir, body, v) {
        return false;
    }
    match ir.body(body).defining_op(v) {
        Some(op) => is_valid_dim(ctx, ir, body, v, affine_scope(ir, (body, op))),
        None => {
            is_affine_iv(ir, body, v)
                || value_region(ir, body, v)
                    .and_then(|r| region_owner(ir, r))
                    .is_some_and(|p| has_trait(ir, p, AFFINE_SCOPE))
        }
    }
}
