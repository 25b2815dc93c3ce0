//! Memory effects of the linalg structured ops (MLIR's `getGenericEffectsImpl` behind
//! `MemoryEffectsOpInterface` on every `LinalgStructuredBase_Op`): reading each memref
//! input, writing each memref init — and reading it too when the payload uses its block
//! argument. Tensor operands have no effects. The ops also carry
//! `RecursiveMemoryEffects`, so their payload's effects add to these.
//!
//! ```mlir
//! linalg.generic {...} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
//! ^bb0(%in: f32, %out: f32):
//!   linalg.yield %in : f32
//! }
//! // read on operand 0 (%a), write on operand 1 (%b); %out is unused: no read of %b
//! ```

use rmlir_ir::interfaces::{EffectInstance, EffectKind, EffectOn, Resource};
use rmlir_ir::{Context, Ir, OpRef, TypeKind};

/// The number of DPS inputs of a structured op: the first operand segment of ops with
/// `operandSegmentSizes`, otherwise every operand but the inits (one init for
/// `linalg.map`, `linalg.transpose` and `linalg.broadcast`; half the operands for
/// `linalg.reduce`).
pub(crate) fn num_inputs(ctx: &Context, ir: &Ir, op: OpRef) -> usize {
    let n = ir.body(op.0).num_operands(op.1);
    if let Some(s) = crate::scf::segments(ctx, ir, op, 2) {
        return s[0];
    }
    match ir.body(op.0).op(op.1).def.map(|d| d.name) {
        Some("linalg.reduce") => n / 2,
        _ => n.saturating_sub(1),
    }
}

/// Whether the payload uses the entry-block argument tied to operand `i`.
fn payload_uses(ir: &Ir, op: OpRef, i: usize) -> bool {
    let Some(entry) = crate::scf::entry(ir, op, 0) else {
        return false;
    };
    let body = ir.body(crate::scf::region_body(ir, op));
    body.block_args(entry)
        .get(i)
        .is_some_and(|&a| !body.use_empty(a))
}

/// The effects of a linalg structured op on its memref operands.
pub(super) fn structured(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    out: &mut rmlir_ir::interfaces::Effects,
) {
    let b = ir.body(op.0);
    let n_in = num_inputs(ctx, ir, op);
    let is_memref = |i: usize| {
        let v = b.operand(op.1, i);
        matches!(ctx.type_kind(b.value_type(v)), TypeKind::MemRef { .. })
    };
    let mut push = |kind, i: usize| {
        out.push(EffectInstance {
            kind,
            on: EffectOn::Operand(i as u32),
            resource: Resource::Default,
        })
    };
    for i in 0..b.num_operands(op.1) {
        if !is_memref(i) {
            continue;
        }
        if i < n_in {
            push(EffectKind::Read, i);
        } else {
            if payload_uses(ir, op, i) {
                push(EffectKind::Read, i);
            }
            push(EffectKind::Write, i);
        }
    }
}
