//! Canonicalization of `scf.index_switch` (MLIR's `IndexSwitchOp` constant-case
//! folding): a switch on a constant is replaced by the region it selects — the
//! matching case, or the default region when no case matches.
//!
//! ```mlir
//! %c1 = arith.constant 1 : index
//! %r = scf.index_switch %c1 -> i32
//! case 1 { %x = "a"() : () -> i32  scf.yield %x : i32 }
//! default { %y = "b"() : () -> i32  scf.yield %y : i32 }
//! // becomes
//! %x = "a"() : () -> i32          // uses of %r use %x
//! ```

use super::{constant_int, replace_op_with_region};
use crate::scf::dense_i64s;
use rmlir_ir::OpId;
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// A switch on a constant index becomes the selected region's contents (MLIR's
/// `FoldConstantCase`).
///
/// ```mlir
/// scf.index_switch %c7 case 7 { "a"() : () -> () scf.yield } default { scf.yield }
/// // becomes
/// "a"() : () -> ()
/// ```
struct FoldConstantCase;

impl RewritePattern for FoldConstantCase {
    fn root(&self) -> Option<&'static str> {
        Some("scf.index_switch")
    }
    fn name(&self) -> &'static str {
        "FoldConstantCase"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let arg = rw.body().operand(op, 0);
        let Some((value, _)) = constant_int(rw, arg) else {
            return false;
        };
        let cases_attr = rmlir_ir::ir::op_attr(rw.ctx, rw.ir(), (rw.body_id(), op), "cases");
        let cases = dense_i64s(rw.ctx, cases_attr).unwrap_or_default();
        let regions = rw.body().op(op).regions().to_vec();
        if regions.len() != cases.len() + 1 {
            return false;
        }
        // Region 0 is the default region; case `i` is region `i + 1`.
        let chosen = cases
            .iter()
            .position(|&c| c as i128 == value)
            .map_or(regions[0], |i| regions[i + 1]);
        rw.set_insertion_point_before(op);
        replace_op_with_region(rw, op, chosen, &[]);
        true
    }
}

/// Adds the `scf.index_switch` patterns.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(FoldConstantCase);
}
