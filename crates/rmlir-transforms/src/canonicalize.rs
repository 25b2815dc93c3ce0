//! `canonicalize` (MLIR's `Canonicalizer` pass): the greedy driver with every
//! dialect's folders and canonicalization patterns, on the regions of the op the pass
//! runs on and of every isolated-from-above op nested in it (each such body on its
//! own, which gives the same result as MLIR's single walk since nothing crosses an
//! isolated-from-above boundary).
//!
//! ```mlir
//! %c0 = arith.constant 0 : index
//! %0 = arith.addi %i, %c0 : index
//! return %0 : index
//! // after: return %i : index
//! ```

use rmlir_ir::diag::resolve_loc;
use rmlir_ir::{BodyId, Diagnostic, OpId, OpRef, Reported};
use rmlir_pass::options::{OptKind, OptValue, OptionDecl, OptionValues};
use rmlir_pass::parallel::for_each_isolated;
use rmlir_pass::{Pass, PassContext, PassInfo};
use rmlir_rewrite::{
    FrozenPatternSet, GreedyConfig, PatternSet, RegionSimplify, apply_patterns_greedily,
};

const REGION_SIMPLIFY: &[(&str, &str)] = &[
    ("disabled", "Don't run any control-flow simplification."),
    (
        "normal",
        "Perform simple control-flow simplifications (e.g. dead args elimination).",
    ),
    (
        "aggressive",
        "Perform aggressive control-flow simplification (e.g. block merging).",
    ),
];

/// The options, as mlir-opt 22 declares them.
static OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "disable-patterns",
        kind: OptKind::StrList,
        default: "",
        description: "Labels of patterns that should be filtered out during application",
    },
    OptionDecl {
        name: "enable-patterns",
        kind: OptKind::StrList,
        default: "",
        description: "Labels of patterns that should be used during application, all other patterns are filtered out",
    },
    OptionDecl {
        name: "max-iterations",
        kind: OptKind::Int,
        default: "10",
        description: "Max. iterations between applying patterns / simplifying regions",
    },
    OptionDecl {
        name: "max-num-rewrites",
        kind: OptKind::Int,
        default: "-1",
        description: "Max. number of pattern rewrites within an iteration",
    },
    OptionDecl {
        name: "region-simplify",
        kind: OptKind::Enum(REGION_SIMPLIFY),
        default: "normal",
        description: "Perform control flow optimizations to the region tree",
    },
    OptionDecl {
        name: "test-convergence",
        kind: OptKind::Bool,
        default: "false",
        description: "Test only: Fail pass on non-convergence to detect cyclic pattern",
    },
    OptionDecl {
        name: "top-down",
        kind: OptKind::Bool,
        default: "true",
        description: "Seed the worklist in general top-down order",
    },
];

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "canonicalize",
    name: "Canonicalizer",
    description: "Canonicalize operations",
    anchor: None,
    options: OPTIONS,
    make: |o: &OptionValues| Box::new(Canonicalize::new(o)),
};

/// The pass: its configuration and, once built, its frozen patterns.
pub struct Canonicalize {
    config: GreedyConfig,
    enable: Vec<String>,
    disable: Vec<String>,
    test_convergence: bool,
    patterns: Option<FrozenPatternSet>,
}

fn list(o: &OptionValues, name: &str) -> Vec<String> {
    match o.get(name) {
        Some(OptValue::List(l)) => l.clone(),
        _ => Vec::new(),
    }
}

fn int(o: &OptionValues, name: &str, default: i64) -> i64 {
    match o.get(name) {
        Some(OptValue::Int(v)) => *v,
        _ => default,
    }
}

impl Canonicalize {
    /// The pass with option values `o`.
    pub fn new(o: &OptionValues) -> Canonicalize {
        let region_simplify = match o.get("region-simplify") {
            Some(OptValue::Str(s)) if s == "disabled" => RegionSimplify::Disabled,
            Some(OptValue::Str(s)) if s == "aggressive" => RegionSimplify::Aggressive,
            _ => RegionSimplify::Normal,
        };
        Canonicalize {
            config: GreedyConfig {
                top_down: o.bool("top-down"),
                max_iterations: int(o, "max-iterations", 10),
                max_num_rewrites: int(o, "max-num-rewrites", -1),
                region_simplify,
                ..GreedyConfig::default()
            },
            enable: list(o, "enable-patterns"),
            disable: list(o, "disable-patterns"),
            test_convergence: o.bool("test-convergence"),
            patterns: None,
        }
    }
}

/// Canonicalizes the body of the isolated op `op` and the bodies nested in it, each
/// before the bodies nested in it (ops erased on the way take their nested bodies with
/// them); whether every body converged.
fn canonicalize_subtree(
    cx: &mut PassContext<'_>,
    op: OpRef,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> bool {
    let mut converged = true;
    let mut pending = vec![cx.ir.regions_body(op)];
    while let Some(b) = pending.pop() {
        converged &= apply_patterns_greedily(cx.ctx, cx.ir, b, patterns, config);
        let body = cx.ir.body(b);
        let nested = isolated_in_body(cx, b);
        pending.extend(nested.into_iter().rev().filter_map(|o| body.op(o).nested()));
    }
    converged
}

/// The live isolated-from-above ops (with a body of their own) anywhere in body `b`.
fn isolated_in_body(cx: &PassContext<'_>, b: BodyId) -> Vec<OpId> {
    let body = cx.ir.body(b);
    body.ops
        .iter()
        .enumerate()
        .map(|(i, d)| (OpId(i as u32), d))
        .filter(|(o, d)| !d.erased() && d.nested().is_some() && body.op_block(*o).is_some())
        .map(|(o, _)| o)
        .collect()
}

impl Pass for Canonicalize {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    /// The op's own body first, then each isolated op in it on its own.
    fn splits_per_function(&self) -> bool {
        true
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        let patterns = self.patterns.get_or_insert_with(|| {
            let mut set = PatternSet::new();
            rmlir_dialects::canonicalization_patterns(&mut set);
            set.freeze(cx.ctx, &self.enable, &self.disable)
        });
        let patterns = &*patterns;
        let config = &self.config;
        // The op's own body first; then each isolated op directly inside it with the
        // bodies nested in it, on all threads when there are several
        // ([`rmlir_pass::parallel`]).
        let root = cx.ir.regions_body(op);
        let mut converged = apply_patterns_greedily(cx.ctx, cx.ir, root, patterns, config);
        let children: Vec<OpRef> = isolated_in_body(cx, root)
            .into_iter()
            .map(|o| (root, o))
            .collect();
        let results = for_each_isolated(
            cx,
            &children,
            || (),
            |_, scx, child| canonicalize_subtree(scx, child, patterns, config),
        );
        converged &= results.into_iter().all(|c| c);
        if self.test_convergence && !converged {
            let loc = resolve_loc(cx.ctx, cx.ir.body(op.0).op(op.1).loc);
            return Err(cx
                .diags
                .emit(Diagnostic::error(loc, "Canonicalizer failed to converge")));
        }
        Ok(())
    }
}
