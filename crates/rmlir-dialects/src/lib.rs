//! The dialects rmlir knows (MLIR's dialect registry): `builtin` and `func` with their
//! custom assembly and verifiers, and the op definitions (names and traits) of the other
//! dialects the bufferization pipelines use. Ops without custom assembly yet are read and
//! written in the generic form; their custom form is rejected with a clear diagnostic.
#![forbid(unsafe_code)]

pub mod builtin;
pub mod func;
pub mod others;

use rmlir_ir::Context;

/// A context with every dialect registered (what `rmlir-opt` uses).
pub fn context() -> Context {
    let mut ctx = Context::new();
    register_all(&mut ctx);
    ctx
}

/// Registers every dialect.
pub fn register_all(ctx: &mut Context) {
    ctx.register_dialect(&builtin::DIALECT);
    ctx.register_dialect(&func::DIALECT);
    for d in others::DIALECTS {
        ctx.register_dialect(d);
    }
}
