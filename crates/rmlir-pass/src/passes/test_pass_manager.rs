//! The pass-manager test passes of mlir-opt (MLIR's `test/lib/Pass/TestPassManager.cpp`),
//! used to exercise the instrumentation: `test-module-pass` and `test-function-pass` do
//! nothing on their anchors, `test-pass-failure` always fails (optionally with an
//! `illegal operation` error), `test-pass-crash` always crashes (a panic, caught when a
//! crash reproducer is requested), and `test-stats-pass` counts the ops it sees in two
//! statistics.
//!
//! Their display names are the C++ type names mlir-opt prints in IR dumps and
//! reproducer notes (`(anonymous namespace)::TestFailurePass`).
//!
//! ```text
//! $ rmlir-opt f.mlir -p 'builtin.module(func.func(test-stats-pass))' --mlir-pass-statistics
//! 'func.func' Pipeline
//!   (anonymous namespace)::TestStatisticPass
//!     (S) 4 num-ops  - Number of operations counted
//!     (S) 4 num-ops2 - Number of operations counted one more time
//! ```

use crate::options::{OptKind, OptionDecl, OptionValues};
use crate::registry::PassInfo;
use crate::statistics::Statistic;
use crate::{Pass, PassContext, PreservedAnalyses};
use rmlir_ir::diag::{Diagnostic, resolve_loc};
use rmlir_ir::{OpRef, Reported};

/// `test-module-pass`.
pub static MODULE_INFO: PassInfo = PassInfo {
    argument: "test-module-pass",
    name: "(anonymous namespace)::TestModulePass",
    description: "Test a module pass in the pass manager",
    anchor: Some("builtin.module"),
    options: &[],
    make: |_: &OptionValues| Box::new(Noop(&MODULE_INFO)),
};

/// `test-function-pass`.
pub static FUNCTION_INFO: PassInfo = PassInfo {
    argument: "test-function-pass",
    name: "(anonymous namespace)::TestFunctionPass",
    description: "Test a function pass in the pass manager",
    anchor: Some("func.func"),
    options: &[],
    make: |_: &OptionValues| Box::new(Noop(&FUNCTION_INFO)),
};

/// A pass that does nothing on its anchor.
pub struct Noop(&'static PassInfo);

impl Pass for Noop {
    fn info(&self) -> &'static PassInfo {
        self.0
    }

    fn run(&mut self, _: &mut PassContext<'_>, _: OpRef) -> Result<(), Reported> {
        Ok(())
    }
}

/// `test-pass-failure`.
pub static FAILURE_INFO: PassInfo = PassInfo {
    argument: "test-pass-failure",
    name: "(anonymous namespace)::TestFailurePass",
    description: "Test a pass in the pass manager that always fails",
    anchor: None,
    options: &[OptionDecl {
        name: "gen-diagnostics",
        kind: OptKind::Bool,
        default: "false",
        description: "Generate a diagnostic message",
    }],
    make: |o: &OptionValues| {
        Box::new(Failure {
            gen_diagnostics: o.bool("gen-diagnostics"),
        })
    },
};

/// Fails on every op, reporting `illegal operation` first when asked to.
pub struct Failure {
    gen_diagnostics: bool,
}

impl Pass for Failure {
    fn info(&self) -> &'static PassInfo {
        &FAILURE_INFO
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        if self.gen_diagnostics {
            let loc = resolve_loc(cx.ctx, cx.ir.body(op.0).op(op.1).loc);
            return Err(cx.diags.emit(Diagnostic::error(loc, "illegal operation")));
        }
        Err(Reported)
    }
}

/// `test-pass-crash`.
pub static CRASH_INFO: PassInfo = PassInfo {
    argument: "test-pass-crash",
    name: "(anonymous namespace)::TestCrashRecoveryPass",
    description: "Test a pass in the pass manager that always crashes",
    anchor: None,
    options: &[],
    make: |_: &OptionValues| Box::new(Crash),
};

/// Crashes on every op: its purpose is to test crash recovery.
pub struct Crash;

impl Pass for Crash {
    fn info(&self) -> &'static PassInfo {
        &CRASH_INFO
    }

    fn run(&mut self, _: &mut PassContext<'_>, _: OpRef) -> Result<(), Reported> {
        panic!("test-pass-crash: crashing on purpose");
    }
}

/// `test-stats-pass`.
pub static STATS_INFO: PassInfo = PassInfo {
    argument: "test-stats-pass",
    name: "(anonymous namespace)::TestStatisticPass",
    description: "Test pass statistics",
    anchor: None,
    options: &[],
    make: |_: &OptionValues| {
        // Declared in this order on purpose: the report sorts them by name.
        Box::new(Stats {
            stats: [
                Statistic::new("num-ops2", "Number of operations counted one more time"),
                Statistic::new("num-ops", "Number of operations counted"),
            ],
        })
    },
};

/// Counts the ops it runs on (nested ones included), twice.
pub struct Stats {
    stats: [Statistic; 2],
}

impl Pass for Stats {
    fn info(&self) -> &'static PassInfo {
        &STATS_INFO
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        let mut n = 0;
        cx.ir.walk(op, &mut |_| n += 1);
        self.stats[1].add(n);
        self.stats[0].add(n);
        cx.preserved = PreservedAnalyses::all();
        Ok(())
    }

    fn statistics(&mut self) -> &mut [Statistic] {
        &mut self.stats
    }
}
