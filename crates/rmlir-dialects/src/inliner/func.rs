//! The `func` dialect's inliner interface (MLIR's `FuncInlinerInterface`, registered by
//! the func inliner extension): calls, regions and ops of `func` are inlinable unless
//! the call or the callee says `no_inline`, and `func.return` becomes a branch to the
//! continuation block (several blocks inlined) or forwards its operands to the call's
//! users (one block inlined).

use rmlir_ir::inliner::{DialectInlinerInterface, InlineQuery, RegionRef};
use rmlir_ir::ir::op_attr;
use rmlir_ir::{BlockId, Body, Context, Ir, OpId, OpRef, OpState, ValueId};

/// The `func` dialect's answers.
///
/// ```mlir
/// func.func private @f(%x: i32) -> i32 {
///   %0 = arith.addi %x, %x : i32
///   return %0 : i32
/// }
/// %r = call @f(%a) : (i32) -> i32
/// // after inlining: %0 = arith.addi %a, %a : i32, and %r's users use %0
/// %s = call @f(%a) {no_inline} : (i32) -> i32      // stays a call
/// ```
pub(super) struct FuncInliner;

fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.str(body.op(op).name) == name
}

impl DialectInlinerInterface for FuncInliner {
    fn is_legal_to_inline_call(
        &self,
        ctx: &Context,
        ir: &Ir,
        call: OpRef,
        callable: OpRef,
        _would_be_cloned: bool,
    ) -> bool {
        let no_inline = |op: OpRef, name: &str| {
            is_op(ctx, ir.body(op.0), op.1, name) && op_attr(ctx, ir, op, "no_inline").is_some()
        };
        !no_inline(call, "func.call") && !no_inline(callable, "func.func")
    }

    fn is_legal_to_inline_region(&self, _: &InlineQuery<'_>, _: RegionRef, _: RegionRef) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &InlineQuery<'_>, _: OpRef, _: RegionRef) -> bool {
        true
    }

    /// ```mlir
    /// return %v : i32
    /// // after: cf.br ^continuation(%v : i32)
    /// ```
    fn handle_terminator_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        dest: BlockId,
    ) -> Result<(), String> {
        if !is_op(ctx, body, op, "func.return") {
            return Ok(());
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let mut br = OpState::new(ctx, "cf.br", operands, Vec::new(), body.op(op).loc);
        br.successors.push(dest);
        let br = body.create_op(br);
        let block = body.op_block(op).ok_or("inliner: detached terminator")?;
        body.insert_op(br, block, Some(op));
        body.erase_op(op);
        Ok(())
    }

    /// ```mlir
    /// return %v : i32
    /// // after: the call's result is replaced by %v (the return is erased by the
    /// // inliner)
    /// ```
    fn handle_terminator_values(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        results: &[ValueId],
    ) -> Result<(), String> {
        if !is_op(ctx, body, op, "func.return") || body.num_operands(op) != results.len() {
            return Err(format!(
                "inliner: cannot forward '{}' to {} call results",
                ctx.str(body.op(op).name),
                results.len()
            ));
        }
        for (i, &r) in results.iter().enumerate() {
            let v = body.operand(op, i);
            body.replace_all_uses(r, v);
        }
        Ok(())
    }
}
