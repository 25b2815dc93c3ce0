//! The call, callable, symbol and function interfaces of the `func` dialect (MLIR's
//! `FuncOps.td`/`FuncOps.cpp`): `func.func` is callable, a symbol and a function;
//! `func.call` calls a symbol and `func.call_indirect` a value. `func.return` is
//! `ReturnLike`.

use rmlir_ir::interfaces::{
    CallOpInterface, CallableOpInterface, Callee, FunctionOpInterface, SymbolOpInterface,
};
use rmlir_ir::ir::op_attr;
use rmlir_ir::{Context, Ir, OpRef, Type};
use std::ops::Range;

/// Whether a `func.func` has no body (its region has no block).
fn is_external(ir: &Ir, op: OpRef) -> bool {
    let body = ir.body(ir.regions_body(op));
    ir.body(op.0)
        .op(op.1)
        .regions()
        .first()
        .is_none_or(|&r| body.entry_block(r).is_none())
}

/// Inputs (`results == false`) or results of a `func.func`'s `function_type`.
fn signature(ctx: &Context, ir: &Ir, op: OpRef, results: bool) -> Vec<Type> {
    op_attr(ctx, ir, op, "function_type")
        .and_then(|a| ctx.attr_type(a))
        .and_then(|t| ctx.function_signature(t))
        .map(|(i, r)| if results { r.to_vec() } else { i.to_vec() })
        .unwrap_or_default()
}

/// `func.func`: a function whose body, when it has one, is region 0; a declaration
/// without body.
///
/// ```mlir
/// func.func @f(%x: i32) -> f32 { ... }    // callable region 0; (i32) -> f32
/// func.func private @g(i32)              // external: no callable region, declaration
/// ```
pub(super) struct Func;

impl CallableOpInterface for Func {
    fn callable_region(&self, _: &Context, ir: &Ir, op: OpRef) -> Option<usize> {
        (!is_external(ir, op)).then_some(0)
    }

    fn argument_types(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Vec<Type> {
        signature(ctx, ir, op, false)
    }

    fn result_types(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Vec<Type> {
        signature(ctx, ir, op, true)
    }
}

impl SymbolOpInterface for Func {
    fn is_declaration(&self, _: &Context, ir: &Ir, op: OpRef) -> bool {
        is_external(ir, op)
    }
}

impl FunctionOpInterface for Func {
    fn function_type(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Option<Type> {
        op_attr(ctx, ir, op, "function_type").and_then(|a| ctx.attr_type(a))
    }

    fn is_external(&self, _: &Context, ir: &Ir, op: OpRef) -> bool {
        is_external(ir, op)
    }
}

/// `func.call`: calls the symbol in `callee` with all its operands.
///
/// ```mlir
/// %r = func.call @f(%a, %b) : (i32, i32) -> f32   // callee @f, arguments 0..2
/// ```
pub(super) struct Call;

impl CallOpInterface for Call {
    fn callee(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Option<Callee> {
        op_attr(ctx, ir, op, "callee").map(Callee::Symbol)
    }

    fn arg_operands(&self, _: &Context, ir: &Ir, op: OpRef) -> Range<usize> {
        0..ir.body(op.0).num_operands(op.1)
    }
}

/// `func.call_indirect`: calls the function value in operand 0 with the other
/// operands.
///
/// ```mlir
/// %r = func.call_indirect %fn(%a) : (i32) -> f32   // callee %fn, argument 1
/// ```
pub(super) struct CallIndirect;

impl CallOpInterface for CallIndirect {
    fn callee(&self, _: &Context, ir: &Ir, op: OpRef) -> Option<Callee> {
        let b = ir.body(op.0);
        (b.num_operands(op.1) > 0).then(|| Callee::Value(b.operand(op.1, 0)))
    }

    fn arg_operands(&self, _: &Context, ir: &Ir, op: OpRef) -> Range<usize> {
        let n = ir.body(op.0).num_operands(op.1);
        n.min(1)..n
    }
}
