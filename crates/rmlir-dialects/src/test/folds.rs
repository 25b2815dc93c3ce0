//! The folders and canonicalization patterns of the test dialect's canonicalizer
//! test ops (MLIR's `TestOpWithRegionFold::fold`,
//! `TestOpWithVariadicResultsAndFolder::fold`, `TestRemoveOpWithInnerOps` and the
//! dialect-level pattern on `test.dialect_canonicalizable`).
//!
//! ```mlir
//! %0:2 = "test.op_with_variadic_results_and_folder"(%a, %b) : (i32, i32) -> (i32, i32)
//! // folds to %a, %b
//! %1 = "test.dialect_canonicalizable"() : () -> i32
//! // becomes %c42_i32 = arith.constant 42 : i32
//! ```

use rmlir_ir::fold::{FoldCx, FoldResult, Folded};
use rmlir_ir::{OpId, OpState};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// Each result folds to the operand at its position. An op without operands does
/// not fold (upstream's folder then reports an in-place change that never ends).
///
/// ```mlir
/// %0 = "test.op_with_region_fold"(%a) ({ ... }) : (i32) -> i32   // folds to %a
/// ```
pub(super) fn forward_operands(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let b = cx.ir.body(cx.body);
    if b.num_operands(op) == 0 || b.num_operands(op) < b.num_results(op) {
        return Folded::No;
    }
    let results = b
        .operands(op)
        .take(b.num_results(op))
        .map(FoldResult::Value)
        .collect();
    Folded::Results(results)
}

/// `test.op_with_region_pattern` is erased, whatever its region holds (MLIR's
/// `TestRemoveOpWithInnerOps`).
///
/// ```mlir
/// "test.op_with_region_pattern"() ({ "test.op_with_region_terminator"() : () -> () }) : () -> ()
/// // erased
/// ```
struct RemoveOpWithInnerOps;

impl RewritePattern for RemoveOpWithInnerOps {
    fn root(&self) -> Option<&'static str> {
        Some("test.op_with_region_pattern")
    }
    fn name(&self) -> &'static str {
        "TestRemoveOpWithInnerOps"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        rw.erase_op(op);
        true
    }
}

/// `test.dialect_canonicalizable` becomes `arith.constant 42 : i32` (the test
/// dialect's own canonicalization pattern).
///
/// ```mlir
/// %0 = "test.dialect_canonicalizable"() : () -> i32
/// // becomes
/// %c42_i32 = arith.constant 42 : i32
/// ```
struct DialectCanonicalizable;

impl RewritePattern for DialectCanonicalizable {
    fn root(&self) -> Option<&'static str> {
        Some("test.dialect_canonicalizable")
    }
    fn name(&self) -> &'static str {
        "dialectCanonicalizationPattern"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let i32t = ctx.int_type(32);
        let value = ctx.int_attr(i32t, 42);
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let st = OpState {
            props: Some(ctx.dict_attr(vec![(ctx.sym("value"), value)])),
            ..OpState::new(ctx, "arith.constant", Vec::new(), vec![i32t], loc)
        };
        let c = rw.create(st);
        let v = rw.body().result(c, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

/// The test dialect's canonicalization patterns.
pub fn canonicalization_patterns(set: &mut PatternSet) {
    set.add(DialectCanonicalizable);
    set.add(RemoveOpWithInnerOps);
}
