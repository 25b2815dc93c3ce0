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

use super::bufferization_to_memref::Lowering;
use rmlir_ir::{OpRef, Reported};
use rmlir_pass::options::OptionValues;
use rmlir_pass::{Pass, PassContext, PassInfo};

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
        super::bufferization_to_memref::lower(cx, op, Lowering::Deallocs)
    }
}
