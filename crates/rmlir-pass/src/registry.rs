//! The registry of passes and pass pipelines (MLIR's `PassRegistry`): the names a
//! textual pipeline or an `rmlir-opt` flag may use.

use crate::options::{OptionDecl, OptionValues};
use crate::pipeline::OpPassManager;
use crate::{Pass, passes};

/// A registered pass: its argument (`symbol-dce`), its display name (`SymbolDCE`, used in
/// IR dumps and timing), the op it must run on (`None`: any), its options and how to make
/// one from option values.
pub struct PassInfo {
    pub argument: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    pub anchor: Option<&'static str>,
    pub options: &'static [OptionDecl],
    pub make: fn(&OptionValues) -> Box<dyn Pass>,
}

/// A registered pipeline (MLIR's `PassPipelineRegistration`): a name that expands into
/// passes added to a pass manager.
pub struct PipelineInfo {
    pub argument: &'static str,
    pub description: &'static str,
    pub options: &'static [OptionDecl],
    /// Adds the pipeline's passes to `pm`; an error is returned as its message.
    pub build: fn(&Registry, &OptionValues, &mut OpPassManager) -> Result<(), String>,
}

/// Passes and pipelines by name.
pub struct Registry {
    pub passes: Vec<&'static PassInfo>,
    pub pipelines: Vec<&'static PipelineInfo>,
}

impl Default for Registry {
    fn default() -> Self {
        Registry {
            passes: passes::ALL.to_vec(),
            pipelines: Vec::new(),
        }
    }
}

impl Registry {
    /// A registered pass by argument.
    pub fn pass(&self, argument: &str) -> Option<&'static PassInfo> {
        self.passes.iter().copied().find(|p| p.argument == argument)
    }

    /// A registered pipeline by argument.
    pub fn pipeline(&self, argument: &str) -> Option<&'static PipelineInfo> {
        self.pipelines
            .iter()
            .copied()
            .find(|p| p.argument == argument)
    }

    /// Whether `argument` names a pass or a pipeline (a command-line flag in
    /// `rmlir-opt`).
    pub fn contains(&self, argument: &str) -> bool {
        self.pass(argument).is_some() || self.pipeline(argument).is_some()
    }
}
