//! `bufferization-lower-deallocations` (MLIR's `LowerDeallocationsPass`): the dealloc
//! half of `convert-bufferization-to-memref`. Only `bufferization.dealloc` is
//! illegal; on a module the `@dealloc_helper` function is built first when some
//! dealloc frees several memrefs, on a function such a dealloc is an error.
//!
//! ```mlir
//! %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
//! // becomes: pointer comparison of %m and %r, a guarded memref.dealloc, and
//! // %0 = (%m aliases %r) and %c
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
    argument: "bufferization-lower-deallocations",
    name: "LowerDeallocationsPass",
    description: "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations",
    anchor: None,
    options: &[],
    make: |_: &OptionValues| Box::new(LowerDeallocations),
};

/// The pass.
pub struct LowerDeallocations;

impl Pass for LowerDeallocations {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
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
        to_memref::dealloc_patterns(&mut patterns, helper);
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["memref", "arith", "scf", "func"]);
        target.add_illegal_ops(&["bufferization.dealloc"]);
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
}
