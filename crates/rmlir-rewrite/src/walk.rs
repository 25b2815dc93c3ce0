//! The walk-based pattern driver (MLIR's `walkAndApplyPatterns`): one post-order walk
//! over the ops nested in a body's top-level regions, trying the patterns once on each
//! op. No worklist, no folding, no dead-code erasure, no fixpoint: ops a pattern
//! creates or changes are not revisited, and the op owning the regions is not visited.
//! Meant for lowerings where a single sweep does the job, at a fraction of the greedy
//! driver's cost.
//!
//! Like MLIR's walk, the next op of a block is taken before an op is visited, so a
//! pattern may erase or replace the op it matched (and what is nested in it), but not
//! the ops after it.
//!
//! ```mlir
//! // patterns: x.double -> x.add(%a, %a); visit order: x.inner, x.double, x.outer
//! "x.outer"() ({
//!   "x.inner"() : () -> ()
//!   %d = "x.double"(%a) : (i32) -> i32
//! }) : () -> ()
//! ```

use crate::pattern::FrozenPatternSet;
use crate::rewriter::{Listener, Rewriter};
use rmlir_ir::{BodyId, Context, Ir, OpId, RegionId};

/// Applies `patterns` to every op nested in the top-level regions of `body` (the
/// regions of the op that owns it), post-order, each op once; the ops of nested
/// isolated-from-above ops are visited too, in their own bodies. Every change is
/// reported to `listener`.
pub fn walk_and_apply_patterns(
    ctx: &Context,
    ir: &mut Ir,
    body: BodyId,
    patterns: &FrozenPatternSet,
    listener: &mut dyn Listener,
) {
    let regions: Vec<RegionId> = (0..ir.body(body).regions.len() as u32)
        .map(RegionId)
        .filter(|&r| ir.body(body).region_parent(r).is_none())
        .collect();
    let mut walker = Walker {
        ctx,
        patterns,
        listener,
    };
    for r in regions {
        walker.region(ir, body, r);
    }
}

struct Walker<'a> {
    ctx: &'a Context,
    patterns: &'a FrozenPatternSet,
    listener: &'a mut dyn Listener,
}

impl Walker<'_> {
    fn region(&mut self, ir: &mut Ir, body: BodyId, r: RegionId) {
        let mut block = ir.body(body).region_blocks(r).next();
        while let Some(b) = block {
            let mut op = ir.body(body).first_op(b);
            while let Some(o) = op {
                let next = ir.body(body).next_op(o);
                self.op(ir, body, o);
                op = next;
            }
            // The block may have been erased by a pattern on an op nested above it:
            // then its walk ends here.
            if ir.body(body).block_region(b) != Some(r) {
                break;
            }
            block = ir.body(body).next_block(b);
        }
    }

    /// Visits what is nested in `op`, then `op`.
    fn op(&mut self, ir: &mut Ir, body: BodyId, op: OpId) {
        let d = ir.body(body).op(op);
        let inner = d.nested().unwrap_or(body);
        for r in d.regions().to_vec() {
            self.region(ir, inner, r);
        }
        let name = ir.body(body).op(op).name;
        if self.patterns.has_patterns_for(name) {
            let mut rw = Rewriter::new(self.ctx, ir, body, &mut *self.listener);
            self.patterns.apply(&mut rw, op);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pattern::{PatternSet, RewritePattern};
    use rmlir_ir::diag::DiagEngine;
    use rmlir_ir::printer::{PrintOptions, print_ir};
    use rmlir_ir::{OpState, parser};

    fn parse(ctx: &Context, text: &str) -> Ir {
        let mut diags = DiagEngine::default();
        parser::parse_source(ctx, &mut diags, text, "t.mlir", 0).expect("parses")
    }

    fn print(ctx: &Context, ir: &Ir) -> String {
        print_ir(ctx, ir, PrintOptions::default())
    }

    /// `x.double(%a)` becomes `x.add(%a, %a)`.
    struct Double;
    impl RewritePattern for Double {
        fn root(&self) -> Option<&'static str> {
            Some("x.double")
        }
        fn name(&self) -> &'static str {
            "Double"
        }
        fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
            let a = rw.body().operand(op, 0);
            let ty = rw.body().value_type(rw.body().result(op, 0));
            let loc = rw.body().op(op).loc;
            let st = OpState::new(rw.ctx, "x.add", vec![a, a], vec![ty], loc);
            let add = rw.create(st);
            let r = rw.body().result(add, 0);
            rw.replace_op(op, &[r]);
            true
        }
    }

    /// Records the visit order; rewrites nothing.
    struct Visits(std::sync::Mutex<Vec<String>>);
    impl RewritePattern for &'static Visits {
        fn root(&self) -> Option<&'static str> {
            None
        }
        fn name(&self) -> &'static str {
            "Visits"
        }
        fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
            let name = rw.ctx.str(rw.body().op(op).name).to_string();
            self.0.lock().unwrap().push(name);
            false
        }
    }

    fn context() -> Context {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        ctx.threading = false;
        ctx
    }

    #[test]
    fn visits_post_order_and_not_the_root() {
        let ctx = context();
        let mut ir = parse(
            &ctx,
            r#""x.outer"() ({
  "x.inner"() : () -> ()
  "x.nest"() ({
    "x.deep"() : () -> ()
  }) : () -> ()
  "x.last"() : () -> ()
}) : () -> ()
"#,
        );
        let visits: &'static Visits = Box::leak(Box::new(Visits(Default::default())));
        let mut set = PatternSet::new();
        set.add(visits);
        let frozen = set.freeze(&ctx, &[], &[]);
        let top = ir.top.unwrap();
        let body = ir.regions_body(top);
        walk_and_apply_patterns(&ctx, &mut ir, body, &frozen, &mut crate::NoListener);
        assert_eq!(
            *visits.0.lock().unwrap(),
            ["x.inner", "x.deep", "x.nest", "x.last", "x.outer"]
        );
    }

    /// `x.add` becomes `x.mul` in place: would fire if created ops were revisited.
    struct AddToMul;
    impl RewritePattern for AddToMul {
        fn root(&self) -> Option<&'static str> {
            Some("x.add")
        }
        fn name(&self) -> &'static str {
            "AddToMul"
        }
        fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
            let mul = rw.ctx.sym("x.mul");
            rw.modify(op, |b| b.op_mut(op).name = mul);
            true
        }
    }

    /// Erases `x.dead` (and what is nested in it).
    struct EraseDead;
    impl RewritePattern for EraseDead {
        fn root(&self) -> Option<&'static str> {
            Some("x.dead")
        }
        fn name(&self) -> &'static str {
            "EraseDead"
        }
        fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
            rw.erase_op(op);
            true
        }
    }

    #[test]
    fn the_visited_op_may_be_erased() {
        let ctx = context();
        let mut ir = parse(
            &ctx,
            r#""x.dead"() ({
  "x.dead"() : () -> ()
}) : () -> ()
"x.dead"() : () -> ()
"x.keep"() : () -> ()
"#,
        );
        let mut set = PatternSet::new();
        set.add(EraseDead);
        let frozen = set.freeze(&ctx, &[], &[]);
        let top = ir.top.unwrap();
        let body = ir.regions_body(top);
        walk_and_apply_patterns(&ctx, &mut ir, body, &frozen, &mut crate::NoListener);
        assert_eq!(
            print(&ctx, &ir),
            "\"builtin.module\"() ({\n  \"x.keep\"() : () -> ()\n}) : () -> ()\n"
        );
    }

    #[test]
    fn created_ops_are_not_revisited() {
        let ctx = context();
        let mut ir = parse(
            &ctx,
            r#"%a = "x.src"() : () -> i32
%0 = "x.double"(%a) : (i32) -> i32
%1 = "x.double"(%0) : (i32) -> i32
"x.sink"(%1) : (i32) -> ()
"#,
        );
        let mut set = PatternSet::new();
        set.add(Double);
        set.add(AddToMul);
        let frozen = set.freeze(&ctx, &[], &[]);
        let top = ir.top.unwrap();
        let body = ir.regions_body(top);
        walk_and_apply_patterns(&ctx, &mut ir, body, &frozen, &mut crate::NoListener);
        assert_eq!(
            print(&ctx, &ir),
            r#""builtin.module"() ({
  %0 = "x.src"() : () -> i32
  %1 = "x.add"(%0, %0) : (i32, i32) -> i32
  %2 = "x.add"(%1, %1) : (i32, i32) -> i32
  "x.sink"(%2) : (i32) -> ()
}) : () -> ()
"#
        );
    }
}
