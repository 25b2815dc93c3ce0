//! The `affine` dialect's inliner interface (MLIR's `AffineInlinerInterface`).
//!
//! Affine ops may be inlined into an affine scope (a function body) or into
//! `affine.for`/`affine.parallel`/`affine.if`. Inlining *into* those three is only
//! allowed for a single-block callee whose ops either have no memory effects or are
//! `affine.apply`/affine loads and stores whose dimension and symbol operands stay
//! valid: an operand defined at the callee's top level must be a constant or a
//! `dim` (which stay valid wherever they go), or an entry argument whose replacement
//! (the call operand) is a valid dimension/symbol at the call site.
//!
//! The dimension/symbol rules are MLIR's `isValidDim`/`isValidSymbol` as the affine
//! dialect states them (`affine/valid.rs`), evaluated against the call site's region.

use crate::affine::valid::{is_valid_dim, is_valid_symbol};
use rmlir_ir::inliner::{DialectInlinerInterface, InlineQuery, RegionRef, region_owner};
use rmlir_ir::interfaces::{has_effect_interface, op_effects};
use rmlir_ir::ir::ValueDef;
use rmlir_ir::opdef::traits::{AFFINE_SCOPE, CONSTANT_LIKE};
use rmlir_ir::{AttrKind, BodyId, Context, Ir, OpRef, ValueId};

/// The `affine` dialect's answers.
///
/// ```mlir
/// func.func private @f(%i: index) {
///   %v = affine.load %A[%i] : memref<8xf32>
///   ...
/// }
/// affine.for %k = 0 to 8 {
///   call @f(%k) : (index) -> ()
///   // after: %v = affine.load %A[%k] : memref<8xf32> (%k is a valid dimension)
/// }
/// scf.for %k = ... {
///   %j = arith.addi %k, %c1 : index
///   call @f(%j) : (index) -> ()   // inlined too: scf.for is no affine construct
/// }
/// ```
pub(super) struct AffineInliner;

fn name<'c>(ctx: &'c Context, ir: &Ir, op: OpRef) -> &'c str {
    ctx.str(ir.body(op.0).op(op.1).name)
}

fn has(ir: &Ir, op: OpRef, t: u32) -> bool {
    ir.body(op.0).op(op.1).def.is_some_and(|d| d.has(t))
}

fn is_affine_construct(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    matches!(
        name(ctx, ir, op),
        "affine.for" | "affine.parallel" | "affine.if"
    )
}

impl DialectInlinerInterface for AffineInliner {
    fn is_legal_to_inline_region(
        &self,
        q: &InlineQuery<'_>,
        dest: RegionRef,
        src: RegionRef,
    ) -> bool {
        let (ctx, ir) = (q.ctx, q.ir);
        if !region_owner(ir, dest).is_some_and(|o| is_affine_construct(ctx, ir, o)) {
            return false;
        }
        let body = ir.body(src.0);
        let mut blocks = body.region_blocks(src.1);
        let (Some(block), None) = (blocks.next(), blocks.next()) else {
            return false;
        };
        body.block_ops(block).all(|o| {
            let op = (src.0, o);
            if has_effect_interface(ir, op) && op_effects(ctx, ir, op).is_some_and(|e| e.is_empty())
            {
                return true;
            }
            stays_legal(q, op, src, dest)
        })
    }

    fn is_legal_to_inline_op(&self, q: &InlineQuery<'_>, _: OpRef, dest: RegionRef) -> bool {
        region_owner(q.ir, dest)
            .is_some_and(|o| has(q.ir, o, AFFINE_SCOPE) || is_affine_construct(q.ctx, q.ir, o))
    }
}

/// The number of dimensions and symbols of the `map` attribute of an op.
fn map_sizes(ctx: &Context, ir: &Ir, op: OpRef) -> Option<(usize, usize)> {
    let a = rmlir_ir::ir::op_attr(ctx, ir, op, "map")?;
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some((m.num_dims as usize, m.num_symbols as usize)),
        _ => None,
    }
}

/// Whether `affine.apply` or an affine load/store of the callee stays valid at `dest`.
fn stays_legal(q: &InlineQuery<'_>, op: OpRef, src: RegionRef, dest: RegionRef) -> bool {
    let (ctx, ir) = (q.ctx, q.ir);
    let body = ir.body(op.0);
    let operands: Vec<ValueId> = body.operands(op.1).collect();
    let map_operands = match name(ctx, ir, op) {
        "affine.apply" => {
            let Some(&result) = body.results(op.1).collect::<Vec<_>>().first() else {
                return false;
            };
            let as_dim = is_valid_dim(ctx, ir, op.0, result, Some(src));
            return operands
                .iter()
                .all(|&v| stays_valid(q, v, src, dest, as_dim));
        }
        "affine.load" | "affine.vector_load" => operands.get(1..),
        "affine.store" | "affine.vector_store" => operands.get(2..),
        _ => return false,
    };
    let (Some(map_operands), Some((dims, syms))) = (map_operands, map_sizes(ctx, ir, op)) else {
        return false;
    };
    let dims = dims.min(map_operands.len());
    let syms = syms.min(map_operands.len() - dims);
    map_operands[..dims]
        .iter()
        .all(|&v| stays_valid(q, v, src, dest, true))
        && map_operands[map_operands.len() - syms..]
            .iter()
            .all(|&v| stays_valid(q, v, src, dest, false))
}

/// MLIR's `remainsLegalAfterInline` for one operand: values not defined at the
/// callee's top level stay as valid as they were; entry arguments are checked through
/// their replacement; other top-level values must be constants or dims.
fn stays_valid(
    q: &InlineQuery<'_>,
    v: ValueId,
    src: RegionRef,
    dest: RegionRef,
    dim: bool,
) -> bool {
    let (ctx, ir) = (q.ctx, q.ir);
    if value_region(ir, src.0, v) != Some(src) {
        return true;
    }
    match ir.body(src.0).value(v).def() {
        ValueDef::BlockArg { .. } => {
            let Some(&mapped) = q.mapping.get(&v) else {
                return false;
            };
            if dim {
                is_valid_dim(ctx, ir, dest.0, mapped, Some(dest))
            } else {
                is_valid_symbol(ctx, ir, dest.0, mapped, Some(dest))
            }
        }
        ValueDef::Result { op, .. } => {
            has(ir, (src.0, op), CONSTANT_LIKE) || is_dim_op(ctx, ir, (src.0, op))
        }
        ValueDef::Placeholder => false,
    }
}

fn is_dim_op(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    matches!(name(ctx, ir, op), "memref.dim" | "tensor.dim")
}

/// The region a value is defined in.
fn value_region(ir: &Ir, body: BodyId, v: ValueId) -> Option<RegionRef> {
    let b = ir.body(body);
    let block = match b.value(v).def() {
        ValueDef::BlockArg { block, .. } => block,
        ValueDef::Result { op, .. } => b.op_block(op)?,
        ValueDef::Placeholder => return None,
    };
    b.block_region(block).map(|r| (body, r))
}
