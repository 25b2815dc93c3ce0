//! The pass infrastructure of rmlir (MLIR's `mlir/Pass`): the [`Pass`] trait, the
//! registry of passes and pipelines, nested pass managers anchored on op names
//! ([`OpPassManager`]), the textual pipeline syntax
//! (`builtin.module(func.func(strip-debuginfo),symbol-dce)`), and running a pipeline with
//! its instrumentation ([`run`]): verification after each pass, IR printing
//! ([`ir_printing`]), timing ([`timing`]), statistics ([`statistics`]) and crash
//! reproducers ([`reproducer`]); passes share cached analyses through the
//! [`analysis`] manager.
//!
//! A pass runs on one op at a time. Nested pass managers run on the ops directly inside
//! the regions of the op their parent runs on whose name matches their anchor (`any`
//! matches every isolated-from-above op), as MLIR's `OpToOpPassAdaptor` does.
#![forbid(unsafe_code)]

pub mod analysis;
pub mod ir_printing;
pub mod options;
pub mod parallel;
pub mod passes;
pub mod pipeline;
pub mod registry;
pub mod reproducer;
pub mod run;
pub mod statistics;
pub mod timing;

pub use analysis::{Analysis, AnalysisManager, PreservedAnalyses};
pub use options::{OptKind, OptValue, OptionDecl, OptionValues};
pub use pipeline::{Anchor, Entry, OpPassManager, PassEntry};
pub use registry::{PassInfo, PipelineInfo, Registry};
pub use run::{Instrumentation, run_passes_on, run_pipeline, splits_per_function};
pub use statistics::Statistic;

use rmlir_ir::{Context, DiagEngine, Ir, OpRef, Reported};

/// What a pass gets while it runs: the whole IR (a pass only changes the op it runs on
/// and what is nested in it), the context, the diagnostics engine and the analysis
/// cache; the pass says in `preserved` which analyses it kept valid.
pub struct PassContext<'a> {
    pub ir: &'a mut Ir,
    pub ctx: &'a Context,
    pub diags: &'a mut DiagEngine,
    /// Cached analyses of any op (MLIR's `getAnalysis` / `getCachedAnalysis`).
    pub analyses: &'a mut AnalysisManager,
    /// The analyses the running pass keeps valid; reset to none before each pass and
    /// applied after it (MLIR's `markAnalysesPreserved`).
    pub preserved: PreservedAnalyses,
}

impl<'a> PassContext<'a> {
    /// A context over `ir` with nothing preserved yet.
    pub fn new(
        ir: &'a mut Ir,
        ctx: &'a Context,
        diags: &'a mut DiagEngine,
        analyses: &'a mut AnalysisManager,
    ) -> PassContext<'a> {
        PassContext {
            ir,
            ctx,
            diags,
            analyses,
            preserved: PreservedAnalyses::none(),
        }
    }
}

/// A pass: one transformation or analysis run on one op at a time.
pub trait Pass {
    /// The static description of the pass (argument, name, options).
    fn info(&self) -> &'static PassInfo;

    /// Runs on `op`. An error has already been reported in `cx.diags`; it stops the
    /// pipeline (MLIR's `signalPassFailure`).
    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported>;

    /// The pass's statistics (MLIR's `Pass::Statistic` members) in declaration order;
    /// the pass bumps them while it runs and `--mlir-pass-statistics` reports them.
    fn statistics(&mut self) -> &mut [Statistic] {
        &mut []
    }

    /// Whether a run on an op is a run on the op's own body and then, independently,
    /// one on each isolated-from-above op in it, with nothing crossing between them
    /// (`canonicalize`, `cse`): such a pass on a module may run on each function
    /// apart, as soon as the function is there.
    fn splits_per_function(&self) -> bool {
        false
    }
}
