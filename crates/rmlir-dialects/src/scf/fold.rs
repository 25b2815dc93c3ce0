//! Fold hooks of the scf ops (MLIR's `IfOp::fold`): an `scf.if` on a negated
//! condition branches on the condition itself with its regions swapped.
//!
//! ```mlir
//! %n = arith.xori %c, %true : i1
//! scf.if %n { "a"() : () -> () } else { "b"() : () -> () }
//! // folds in place to
//! scf.if %c { "b"() : () -> () } else { "a"() : () -> () }
//! ```

use rmlir_ir::fold::{FoldCx, Folded, constant_of};
use rmlir_ir::{AttrKind, BlockId, OpId, TypeKind};

/// `scf.if` on `xori %c, 1` with an else region: condition `%c`, regions swapped.
pub(super) fn fold_if(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    let regions = b.op(op).regions().to_vec();
    let [then_r, else_r] = regions[..] else {
        return Folded::No;
    };
    let (Some(then_b), Some(else_b)) = (b.entry_block(then_r), b.entry_block(else_r)) else {
        return Folded::No;
    };
    if b.num_operands(op) != 1 {
        return Folded::No;
    }
    let Some(xor) = b.defining_op(b.operand(op, 0)) else {
        return Folded::No;
    };
    if cx.ctx.str(b.op(xor).name) != "arith.xori" || b.num_operands(xor) != 2 {
        return Folded::No;
    }
    let (lhs, rhs) = (b.operand(xor, 0), b.operand(xor, 1));
    let Some(one) = constant_of(cx.ctx, cx.ir, cx.body, rhs) else {
        return Folded::No;
    };
    let is_one = match cx.ctx.attr_kind(one) {
        AttrKind::Integer { ty, value } => match cx.ctx.type_kind(*ty) {
            TypeKind::Integer { width: 1, .. } => value & 1 == 1,
            _ => *value == 1,
        },
        _ => false,
    };
    if !is_one {
        return Folded::No;
    }
    let body = cx.ir.body_mut(cx.body);
    let slot = body.operand_id(op, 0);
    body.set_operand_value(slot, lhs);
    swap_blocks(body, (then_r, then_b), (else_r, else_b));
    Folded::InPlace
}

/// Exchanges the single blocks of two regions.
fn swap_blocks(
    body: &mut rmlir_ir::Body,
    (r0, b0): (rmlir_ir::RegionId, BlockId),
    (r1, b1): (rmlir_ir::RegionId, BlockId),
) {
    body.remove_block(b0);
    body.remove_block(b1);
    body.append_block(r0, b1);
    body.append_block(r1, b0);
}
