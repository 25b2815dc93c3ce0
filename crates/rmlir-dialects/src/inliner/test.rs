//! The `test` dialect's inliner interface (MLIR's `TestInlinerInterface`): every test
//! op is inlinable and calls may be inlined into test regions; a test call marked
//! `noinline` stays; `test.functional_region_op` is a scope of its own whose body is
//! not checked op by op; `test.return` forwards its operands; an `i16`/`i32` mismatch
//! between a test call and its callee is bridged with `test.cast`.

use rmlir_ir::inliner::{DialectInlinerInterface, InlineQuery, RegionRef};
use rmlir_ir::ir::op_attr;
use rmlir_ir::{Attr, Body, Context, Ir, OpId, OpRef, OpState, Type, TypeKind, ValueId};

/// The `test` dialect's answers.
///
/// ```mlir
/// "test.one_region_op"() ({
///   func.call @f() : () -> ()      // inlined: test regions accept callees
///   "test.finish"() : () -> ()
/// }) : () -> ()
/// ```
pub(super) struct TestInliner;

fn is_i16_or_i32(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 16 | 32,
            signedness: rmlir_ir::types::Signedness::Signless,
        }
    )
}

impl DialectInlinerInterface for TestInliner {
    fn is_legal_to_inline_call(
        &self,
        ctx: &Context,
        ir: &Ir,
        call: OpRef,
        _callable: OpRef,
        _would_be_cloned: bool,
    ) -> bool {
        op_attr(ctx, ir, call, "noinline").is_none()
    }

    fn is_legal_to_inline_region(&self, _: &InlineQuery<'_>, _: RegionRef, _: RegionRef) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &InlineQuery<'_>, _: OpRef, _: RegionRef) -> bool {
        true
    }

    fn should_analyze_recursively(&self, ctx: &Context, ir: &Ir, op: OpRef) -> bool {
        ctx.str(ir.body(op.0).op(op.1).name) != "test.functional_region_op"
    }

    /// ```mlir
    /// "test.return"(%v) : (i32) -> ()
    /// // after: the call's result is replaced by %v
    /// ```
    fn handle_terminator_values(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        results: &[ValueId],
    ) -> Result<(), String> {
        super::forward_operands(ctx, body, op, results, "test.return")
    }

    /// ```mlir
    /// %r = "test.conversion_call_op"(%a) { callee = @f } : (i16) -> i16
    /// // with @f taking i32: %c = "test.cast"(%a) : (i16) -> i32 before the call
    /// ```
    fn materialize_call_conversion(
        &self,
        ctx: &Context,
        body: &Body,
        input: ValueId,
        ty: Type,
        loc: Attr,
    ) -> Option<OpState> {
        if !is_i16_or_i32(ctx, ty) || !is_i16_or_i32(ctx, body.value_type(input)) {
            return None;
        }
        Some(OpState::new(ctx, "test.cast", vec![input], vec![ty], loc))
    }
}
