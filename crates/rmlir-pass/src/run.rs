//! Running a pass manager (MLIR's `PassManager::run` and `OpToOpPassAdaptor`), with the
//! instrumentation `rmlir-opt` exposes: verification after each pass
//! (`--verify-each`), IR dumps before/after passes (`--mlir-print-ir-*`, written to
//! stderr under `// -----// IR Dump After SymbolDCE (symbol-dce) //----- //`) and
//! timers (`--mlir-timing`).
//!
//! A nested manager runs on every matching op directly inside the current op's regions;
//! a failure on one op does not stop its siblings (mlir-opt runs them in parallel and
//! reports every failure), but stops the pipeline afterwards.

use crate::PassContext;
use crate::pipeline::{Anchor, Entry, OpPassManager};
use crate::timing::TimerNode;
use rmlir_ir::diag::resolve_loc;
use rmlir_ir::printer::{PrintOptions, print_top_op};
use rmlir_ir::{Diagnostic, OpRef, Reported, verifier};
use std::time::Instant;

/// What to do around each pass.
#[derive(Default)]
pub struct Instrumentation {
    /// Verify the op after each pass (`--verify-each`, on by default in mlir-opt).
    pub verify_each: bool,
    pub print_before_all: bool,
    pub print_after_all: bool,
    /// Pass arguments to print the IR before (`--mlir-print-ir-before=a,b`).
    pub print_before: Vec<String>,
    pub print_after: Vec<String>,
    /// How dumped IR is printed (`--mlir-print-debuginfo`, ...).
    pub print_options: PrintOptions,
    /// Timers, when `--mlir-timing` is on: passes go under this node.
    pub timing: Option<TimerNode>,
    /// IR dumps, for stderr.
    pub dumps: String,
}

impl Instrumentation {
    fn dump(&mut self, cx: &PassContext<'_>, when: &str, name: &str, arg: &str, op: OpRef) {
        self.dumps.push_str(&format!(
            "// -----// IR Dump {when} {name} ({arg}) //----- //\n"
        ));
        // A nested op prints on its own, without aliases (MLIR's `Operation::print`
        // with a local scope); the top-level op ends with one more blank line.
        let nested = cx.ir.parent_op(op).is_some();
        let mut options = self.print_options;
        options.local_scope |= nested;
        self.dumps
            .push_str(&print_top_op(cx.ctx, cx.ir, op, options));
        self.dumps.push_str(if nested { "\n" } else { "\n\n" });
    }
}

fn op_name(cx: &PassContext<'_>, op: OpRef) -> String {
    cx.ctx.str(cx.ir.body(op.0).op(op.1).name).to_string()
}

/// Runs `pm` on `op` (usually the top-level module). Errors were reported in
/// `cx.diags`.
pub fn run_pipeline(
    pm: &mut OpPassManager,
    cx: &mut PassContext<'_>,
    op: OpRef,
    inst: &mut Instrumentation,
) -> Result<(), Reported> {
    if let Anchor::Op(name) = &pm.anchor {
        let actual = op_name(cx, op);
        if *name != actual {
            let loc = resolve_loc(cx.ctx, cx.ir.body(op.0).op(op.1).loc);
            return Err(cx.diags.emit(Diagnostic::error(
                loc,
                format!("can't run '{name}' pass manager on '{actual}' op"),
            )));
        }
    }
    let mut timing = inst.timing.take();
    let r = run_on(pm, cx, op, inst, timing.as_mut());
    inst.timing = timing;
    r
}

fn run_on(
    pm: &mut OpPassManager,
    cx: &mut PassContext<'_>,
    op: OpRef,
    inst: &mut Instrumentation,
    mut timer: Option<&mut TimerNode>,
) -> Result<(), Reported> {
    for entry in &mut pm.entries {
        let start = Instant::now();
        match entry {
            Entry::Pass(p) => {
                let (name, arg) = (p.info.name, p.info.argument);
                if inst.print_before_all || inst.print_before.iter().any(|a| a == arg) {
                    inst.dump(cx, "Before", name, arg, op);
                }
                let ok = p.pass.run(cx, op).is_ok()
                    && (!inst.verify_each || verifier::verify(cx.ctx, cx.ir, op, cx.diags).is_ok());
                if let Some(t) = timer.as_deref_mut() {
                    t.child(name).wall += start.elapsed();
                }
                if !ok {
                    return Err(Reported);
                }
                if inst.print_after_all || inst.print_after.iter().any(|a| a == arg) {
                    inst.dump(cx, "After", name, arg, op);
                }
            }
            Entry::Nested(nested) => {
                let targets = nested_targets(cx, op, &nested.anchor);
                let label = format!("'{}' Pipeline", nested.anchor.name());
                // The pipeline's timer is taken out while its passes add to it, and
                // put back under the same name.
                let mut child = timer.as_deref_mut().map(|t| {
                    let node = t.child(&label);
                    let taken = std::mem::take(node);
                    node.name = label.clone();
                    taken
                });
                let mut failed = false;
                for t in targets {
                    failed |= run_on(nested, cx, t, inst, child.as_mut()).is_err();
                }
                if let (Some(t), Some(mut c)) = (timer.as_deref_mut(), child) {
                    c.wall += start.elapsed();
                    *t.child(&label) = c;
                }
                if failed {
                    return Err(Reported);
                }
            }
        }
    }
    Ok(())
}

/// The ops directly inside `op`'s regions a nested manager on `anchor` runs on.
fn nested_targets(cx: &PassContext<'_>, op: OpRef, anchor: &Anchor) -> Vec<OpRef> {
    let ir = &*cx.ir;
    let rb = ir.regions_body(op);
    let body = ir.body(rb);
    let mut out = Vec::new();
    let regions = ir.body(op.0).op(op.1).regions.clone();
    for r in regions {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                let d = body.op(o);
                let matches = match anchor {
                    Anchor::Any => d.nested.is_some(),
                    Anchor::Op(n) => cx.ctx.str(d.name) == n,
                };
                if matches {
                    out.push((rb, o));
                }
            }
        }
    }
    out
}
