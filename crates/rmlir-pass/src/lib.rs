//! The pass infrastructure of rmlir (MLIR's `mlir/Pass`): the [`Pass`] trait, the
//! registry of passes and pipelines, nested pass managers anchored on op names
//! ([`OpPassManager`]), the textual pipeline syntax
//! (`builtin.module(func.func(strip-debuginfo),symbol-dce)`), and running a pipeline with
//! verification after each pass, IR printing and timing ([`run`]).
//!
//! A pass runs on one op at a time. Nested pass managers run on the ops directly inside
//! the regions of the op their parent runs on whose name matches their anchor (`any`
//! matches every isolated-from-above op), as MLIR's `OpToOpPassAdaptor` does.
#![forbid(unsafe_code)]

pub mod options;
pub mod passes;
pub mod pipeline;
pub mod registry;
pub mod run;
pub mod timing;

pub use options::{OptKind, OptValue, OptionDecl, OptionValues};
pub use pipeline::{Anchor, Entry, OpPassManager, PassEntry};
pub use registry::{PassInfo, PipelineInfo, Registry};
pub use run::{Instrumentation, run_pipeline};

use rmlir_ir::{Context, DiagEngine, Ir, OpRef, Reported};

/// What a pass gets while it runs: the whole IR (a pass only changes the op it runs on
/// and what is nested in it), the context and the diagnostics engine.
pub struct PassContext<'a> {
    pub ir: &'a mut Ir,
    pub ctx: &'a Context,
    pub diags: &'a mut DiagEngine,
}

/// A pass: one transformation or analysis run on one op at a time.
pub trait Pass {
    /// The static description of the pass (argument, name, options).
    fn info(&self) -> &'static PassInfo;

    /// Runs on `op`. An error has already been reported in `cx.diags`; it stops the
    /// pipeline (MLIR's `signalPassFailure`).
    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported>;
}
