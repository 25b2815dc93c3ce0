//! `convert-bufferization-to-memref` (MLIR's `BufferizationToMemRefPass`): a partial
//! conversion in which the bufferization dialect is illegal and memref, arith, scf
//! and func are legal, with the clone and dealloc lowerings of
//! `rmlir_dialects::bufferization::to_memref`. On a module, the dealloc helper
//! function is built first when some `bufferization.dealloc` frees several memrefs;
//! on a function it cannot be, and such a dealloc is an error. Other bufferization
//! ops (`alloc_tensor`, `to_buffer`, ...) have no lowering here and fail the pass.
//!
//! ```mlir
//! bufferization.dealloc (%m : memref<2xf32>) if (%c)
//! // becomes
//! scf.if %c {
//!   memref.dealloc %m : memref<2xf32>
//! }
//! ```

use rmlir_ir::diag::resolve_loc;
use rmlir_ir::{Diagnostic, OpRef, Reported};
use rmlir_pass::options::OptionValues;
use rmlir_pass::{Pass, PassContext, PassInfo};
use rmlir_rewrite::conversion::{
    ConversionConfig, ConversionPatternSet, ConversionTarget, apply_partial_conversion,
};

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "convert-bufferization-to-memref",
    name: "ConvertBufferizationToMemRefPass",
    description: "Convert operations from the Bufferization dialect to the MemRef dialect",
    anchor: None,
    options: &[],
    make: |_: &OptionValues| Box::new(BufferizationToMemRef),
};

/// The pass.
pub struct BufferizationToMemRef;

impl Pass for BufferizationToMemRef {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        lower(cx, op, Lowering::All)
    }
}

/// What a bufferization lowering pass converts.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Lowering {
    /// Every bufferization op this lowering knows (`convert-bufferization-to-memref`).
    All,
    /// `bufferization.dealloc` only (`bufferization-lower-deallocations`).
    Deallocs,
}

/// Runs the lowering on a module or a function: on a module, the `@dealloc_helper`
/// function is built first when some dealloc frees several memrefs.
pub(crate) fn lower(cx: &mut PassContext<'_>, op: OpRef, what: Lowering) -> Result<(), Reported> {
    let ctx = cx.ctx;
    let d = cx.ir.body(op.0).op(op.1);
    let is_module = ctx.str(d.name) == "builtin.module";
    let is_function = d.def.is_some_and(|def| def.interfaces.function.is_some());
    if !is_module && !is_function {
        let loc = resolve_loc(ctx, d.loc);
        return Err(cx.diags.emit(Diagnostic::error(
            loc,
            "root operation must be a builtin.module or a function",
        )));
    }
    use rmlir_dialects::bufferization::to_memref;
    let helper = (is_module && to_memref::needs_dealloc_helper(ctx, cx.ir, op))
        .then(|| to_memref::build_dealloc_helper(ctx, cx.ir, op));
    let mut patterns = ConversionPatternSet::new();
    let mut target = ConversionTarget::new();
    target.add_legal_dialects(&["memref", "arith", "scf", "func"]);
    match what {
        Lowering::All => {
            to_memref::patterns(&mut patterns, helper);
            target.add_illegal_dialects(&["bufferization"]);
        }
        Lowering::Deallocs => {
            to_memref::dealloc_patterns(&mut patterns, helper);
            target.add_illegal_ops(&["bufferization.dealloc"]);
        }
    }
    apply_partial_conversion(
        ctx,
        cx.ir,
        op,
        &target,
        &patterns,
        &ConversionConfig::default(),
        cx.diags,
    )
}
