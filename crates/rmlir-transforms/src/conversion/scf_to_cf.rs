//! `convert-scf-to-cf` (MLIR's `SCFToControlFlowPass`): a partial conversion in which
//! the scf ops with regions are illegal and everything else is legal, with the
//! lowering patterns of `rmlir_dialects::scf::to_cf`. A construct that cannot be
//! lowered (an `scf.forall` with shared outputs) fails the pass and leaves the IR
//! unchanged.
//!
//! ```mlir
//! scf.if %c { "use"() : () -> () }
//! // becomes
//!   cf.cond_br %c, ^bb1, ^bb2
//! ^bb1:
//!   "use"() : () -> ()
//!   cf.br ^bb2
//! ^bb2:
//! ```

use rmlir_ir::{OpRef, Reported};
use rmlir_pass::options::{OptKind, OptionDecl, OptionValues};
use rmlir_pass::{Pass, PassContext, PassInfo};
use rmlir_rewrite::conversion::{
    ConversionConfig, ConversionPatternSet, ConversionTarget, apply_partial_conversion,
};

static OPTIONS: &[OptionDecl] = &[OptionDecl {
    name: "allow-pattern-rollback",
    kind: OptKind::Bool,
    default: "true",
    description: "Experimental performance flag to disallow pattern rollback",
}];

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "convert-scf-to-cf",
    name: "SCFToControlFlowPass",
    description: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    anchor: None,
    options: OPTIONS,
    make: |o: &OptionValues| {
        Box::new(ScfToCf {
            allow_pattern_rollback: o.bool("allow-pattern-rollback"),
        })
    },
};

/// The ops the lowering removes.
pub const ILLEGAL: &[&str] = &[
    "scf.forall",
    "scf.for",
    "scf.if",
    "scf.index_switch",
    "scf.parallel",
    "scf.while",
    "scf.execute_region",
];

/// The pass.
pub struct ScfToCf {
    allow_pattern_rollback: bool,
}

impl Pass for ScfToCf {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        let mut patterns = ConversionPatternSet::new();
        rmlir_dialects::scf::to_cf::patterns(&mut patterns);
        let mut target = ConversionTarget::new();
        target.add_illegal_ops(ILLEGAL);
        target.mark_unknown_op_dynamically_legal(|_, _, _| true);
        let config = ConversionConfig {
            allow_pattern_rollback: self.allow_pattern_rollback,
            ..ConversionConfig::default()
        };
        apply_partial_conversion(cx.ctx, cx.ir, op, &target, &patterns, &config, cx.diags)
    }
}
