//! MLIR's call interfaces (`CallInterfaces.td`): ops that call something
//! ([`CallOpInterface`]) and ops that can be called ([`CallableOpInterface`]), so the
//! inliner and interprocedural analyses can pair calls with bodies.
//!
//! ```mlir
//! func.func private @f(%x: i32) -> i32      // callable: region 0, (i32) -> i32
//! %r = func.call @f(%a) : (i32) -> i32      // call: callee @f, argument operand 0
//! %s = func.call_indirect %fn(%a) : (i32) -> i32   // callee: the value %fn
//! ```

use crate::attrs::Attr;
use crate::context::Context;
use crate::ir::{Ir, OpRef, ValueId};
use crate::types::Type;
use std::ops::Range;

/// What a call calls (MLIR's `CallInterfaceCallable`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol reference attribute (`@f`, `@m::@f`).
    Symbol(Attr),
    /// An SSA value holding a function, in the call's body.
    Value(ValueId),
}

/// An op that transfers control to a callable (MLIR's `CallOpInterface`).
///
/// ```mlir
/// %r = func.call @f(%a, %b) : (i32, i32) -> i32   // callee @f, arguments 0..2
/// ```
pub trait CallOpInterface: Sync {
    /// The callee, or `None` when the op is malformed (no callee attribute).
    fn callee(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Option<Callee>;

    /// The operand indices passed as the callee's arguments.
    fn arg_operands(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Range<usize>;
}

/// An op that can be the target of a call (MLIR's `CallableOpInterface`).
///
/// ```mlir
/// func.func @f(%x: i32) -> i32 { ... }   // region 0; arguments (i32), results (i32)
/// func.func private @g(i32)              // external: no callable region
/// ```
pub trait CallableOpInterface: Sync {
    /// The index of the region holding the body, or `None` for an external callable
    /// (MLIR's `getCallableRegion` returning null).
    fn callable_region(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Option<usize>;

    /// The types of the callable's arguments.
    fn argument_types(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Vec<Type>;

    /// The types of the callable's results.
    fn result_types(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Vec<Type>;
}
