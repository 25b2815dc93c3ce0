//! `test-side-effects` (MLIR's test pass `SideEffectsPass`): reports, as remarks, the
//! memory effects every op implementing `MemoryEffectOpInterface` declares, so tests can
//! check them with `-verify-diagnostics`. Terminators are skipped.
//!
//! ```mlir
//! // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
//! %0 = bufferization.clone %arg0 : memref<2xi32> to memref<2xi32>
//! ```

use crate::options::OptionValues;
use crate::registry::PassInfo;
use crate::{Pass, PassContext, PreservedAnalyses};
use rmlir_ir::diag::{Diagnostic, Severity, resolve_loc};
use rmlir_ir::interfaces::{EffectOn, has_effect_interface, op_effects};
use rmlir_ir::opdef::traits;
use rmlir_ir::verifier::current_op_custom_note;
use rmlir_ir::{OpRef, Reported};

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "test-side-effects",
    name: "SideEffectsPass",
    description: "Test side effects interfaces",
    anchor: Some("builtin.module"),
    options: &[],
    make: |_: &OptionValues| Box::new(TestSideEffects),
};

/// The pass; it has no state.
pub struct TestSideEffects;

impl Pass for TestSideEffects {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        let mut ops = Vec::new();
        cx.ir.walk(op, &mut |o| ops.push(o));
        for o in ops {
            if !has_effect_interface(cx.ir, o) {
                continue;
            }
            let d = cx.ir.body(o.0).op(o.1);
            if d.def.is_some_and(|def| def.has(traits::TERMINATOR)) {
                continue;
            }
            let loc = resolve_loc(cx.ctx, d.loc);
            // Each remark carries the op, as `Operation::emitRemark` attaches it.
            let note = current_op_custom_note(cx.ctx, cx.ir, o);
            let remark = |msg: String| {
                Diagnostic {
                    loc: loc.clone(),
                    severity: Severity::Remark,
                    message: msg,
                    notes: Vec::new(),
                }
                .with_note(loc.clone(), note.clone())
            };
            let effects = op_effects(cx.ctx, cx.ir, o).unwrap_or_default();
            if effects.is_empty() {
                cx.diags
                    .emit(remark("operation has no memory effects".into()));
                continue;
            }
            for e in effects {
                let on = match e.on {
                    EffectOn::Operand(i) => format!(" on op operand {i},"),
                    EffectOn::Result(i) => format!(" on op result {i},"),
                    EffectOn::Symbol(sym) => {
                        format!(
                            " on a symbol '{}',",
                            rmlir_ir::printer::attr_to_string(cx.ctx, sym)
                        )
                    }
                    EffectOn::Nothing => String::new(),
                };
                let msg = format!(
                    "found an instance of '{}'{on} on resource '{}'",
                    e.kind.name(),
                    e.resource.name()
                );
                cx.diags.emit(remark(msg));
            }
        }
        // Only remarks: the IR is unchanged.
        cx.preserved = PreservedAnalyses::all();
        Ok(())
    }
}
