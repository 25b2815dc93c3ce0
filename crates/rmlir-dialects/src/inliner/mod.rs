//! The dialects' inliner interfaces (MLIR's `DialectInlinerInterface` implementations,
//! see `rmlir_ir::inliner`), with what upstream declares for each dialect:
//!
//! | dialect | calls | into its regions | its ops | terminators |
//! |---|---|---|---|---|
//! | `func` | unless `no_inline` | yes | yes | `func.return` |
//! | `arith`, `math`, `index`, `bufferization`, `gpu`, `vector` | no | no | yes | - |
//! | `cf` | yes | no | yes | branches stay as they are |
//! | `scf` | no | yes | yes | `scf.yield` forwards its operands |
//! | `memref`, `tensor`, `shape` | no | yes | yes | - |
//! | `linalg` | no | yes | yes | nothing to forward |
//! | `affine` | no | restricted | into affine scopes and constructs | - |
//! | `test` | unless `noinline` | yes | yes | `test.return` |
//!
//! "No" into its regions means a call nested in such an op is not inlined: `builtin`
//! and unregistered dialects have no interface at all, so their ops are never inlined.

mod affine;
mod func;
mod test;

use rmlir_ir::inliner::{DialectInlinerInterface, InlineQuery, RegionRef};
use rmlir_ir::{BlockId, Body, Context, Ir, OpId, OpRef, ValueId};

/// Registers every dialect's inliner interface.
pub fn register(ctx: &mut Context) {
    ctx.register_inliner("func", &func::FuncInliner);
    ctx.register_inliner("arith", &OpsOnly);
    ctx.register_inliner("math", &OpsOnly);
    ctx.register_inliner("index", &OpsOnly);
    ctx.register_inliner("bufferization", &OpsOnly);
    ctx.register_inliner("gpu", &OpsOnly);
    ctx.register_inliner("vector", &OpsOnly);
    ctx.register_inliner("cf", &ControlFlowInliner);
    ctx.register_inliner("scf", &ScfInliner);
    ctx.register_inliner("memref", &OpsAndRegions);
    ctx.register_inliner("tensor", &OpsAndRegions);
    ctx.register_inliner("shape", &OpsAndRegions);
    ctx.register_inliner("linalg", &LinalgInliner);
    ctx.register_inliner("affine", &affine::AffineInliner);
    ctx.register_inliner("test", &test::TestInliner);
}

/// `arith`, `math`, `index`, `bufferization`, `gpu` and `vector`: their ops can be
/// inlined anywhere; nothing is inlined into their regions.
///
/// ```mlir
/// func.func private @f(%x: i32) -> i32 {
///   %0 = arith.muli %x, %x : i32
///   return %0 : i32
/// }
/// %r = call @f(%a) : (i32) -> i32
/// // after: %r = arith.muli %a, %a : i32
/// ```
struct OpsOnly;

impl DialectInlinerInterface for OpsOnly {
    fn is_legal_to_inline_op(&self, _: &InlineQuery<'_>, _: OpRef, _: RegionRef) -> bool {
        true
    }
}

/// `memref`, `tensor` and `shape`: their ops can be inlined, and calls in their
/// regions (`memref.generic_atomic_rmw`, `tensor.generate`) too.
///
/// ```mlir
/// %t = tensor.generate %n {
/// ^bb0(%i: index):
///   %v = func.call @f(%i) : (index) -> f32
///   tensor.yield %v : f32
/// } : tensor<?xf32>
/// // after: @f's body replaces the call inside the tensor.generate body
/// ```
struct OpsAndRegions;

impl DialectInlinerInterface for OpsAndRegions {
    fn is_legal_to_inline_region(&self, _: &InlineQuery<'_>, _: RegionRef, _: RegionRef) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &InlineQuery<'_>, _: OpRef, _: RegionRef) -> bool {
        true
    }
}

/// `cf`: its ops can be inlined; its branches need nothing when the blocks they end
/// are inlined (their successors were cloned with them).
///
/// ```mlir
/// func.func private @f(%c: i1) {
///   cf.cond_br %c, ^bb1, ^bb2
///   ...
/// }
/// // after inlining: cf.cond_br %c', ^bb1', ^bb2' in the caller, unchanged
/// ```
struct ControlFlowInliner;

impl DialectInlinerInterface for ControlFlowInliner {
    fn is_legal_to_inline_call(&self, _: &Context, _: &Ir, _: OpRef, _: OpRef, _: bool) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &InlineQuery<'_>, _: OpRef, _: RegionRef) -> bool {
        true
    }

    fn handle_terminator_branch(
        &self,
        _: &Context,
        _: &mut Body,
        _: OpId,
        _: BlockId,
    ) -> Result<(), String> {
        Ok(())
    }
}

/// Replaces `results` with the operands of terminator `op` when it is `name`.
fn forward_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    results: &[ValueId],
    name: &str,
) -> Result<(), String> {
    if ctx.str(body.op(op).name) != name {
        return Ok(());
    }
    if body.num_operands(op) != results.len() {
        return Err(format!(
            "inliner: '{name}' has {} operands for {} call results",
            body.num_operands(op),
            results.len()
        ));
    }
    for (i, &r) in results.iter().enumerate() {
        let v = body.operand(op, i);
        body.replace_all_uses(r, v);
    }
    Ok(())
}

/// `scf`: its ops can be inlined, and calls in its loops and conditionals too; an
/// inlined single block ending in `scf.yield` forwards the yielded values.
///
/// ```mlir
/// scf.for %i = %lb to %ub step %s {
///   func.call @f(%i) : (index) -> ()
/// }
/// // after: @f's body inside the loop
/// ```
struct ScfInliner;

impl DialectInlinerInterface for ScfInliner {
    fn is_legal_to_inline_region(&self, _: &InlineQuery<'_>, _: RegionRef, _: RegionRef) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &InlineQuery<'_>, _: OpRef, _: RegionRef) -> bool {
        true
    }

    fn handle_terminator_values(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        results: &[ValueId],
    ) -> Result<(), String> {
        forward_operands(ctx, body, op, results, "scf.yield")
    }
}

/// `linalg`: its ops can be inlined, and calls in its bodies too; its terminator
/// (`linalg.yield`) never ends an inlined callee, so there is nothing to forward.
///
/// ```mlir
/// linalg.generic {...} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
/// ^bb0(%x: f32, %y: f32):
///   %r = func.call @f(%x) : (f32) -> f32
///   linalg.yield %r : f32
/// } -> tensor<4xf32>
/// // after: @f's body inside the linalg.generic body
/// ```
struct LinalgInliner;

impl DialectInlinerInterface for LinalgInliner {
    fn is_legal_to_inline_region(&self, _: &InlineQuery<'_>, _: RegionRef, _: RegionRef) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &InlineQuery<'_>, _: OpRef, _: RegionRef) -> bool {
        true
    }

    fn handle_terminator_values(
        &self,
        _: &Context,
        _: &mut Body,
        _: OpId,
        _: &[ValueId],
    ) -> Result<(), String> {
        Ok(())
    }
}
