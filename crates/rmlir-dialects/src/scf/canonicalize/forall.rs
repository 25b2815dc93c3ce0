//! Canonicalization of `scf.forall` (MLIR's `ForallOp::getCanonicalizationPatterns`),
//! the part that only touches the loop bounds: dynamic bounds and steps that are
//! constants become static entries of the op.
//!
//! ```mlir
//! %c320 = arith.constant 320 : index
//! scf.forall (%i) in (%c320) { ... }
//! // becomes
//! scf.forall (%i) in (320) { ... }
//! ```

use super::{constant_int, operands};
use crate::scf::{dense_array, dense_i64s};
use rmlir_ir::ir::op_attr;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, OpId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// Constant dynamic lower bounds, upper bounds and steps move into the static lists
/// (MLIR's `ForallOpControlOperandsFolder`).
///
/// ```mlir
/// scf.forall (%i) = (%c0) to (%n) step (%c2) { ... }
/// // becomes
/// scf.forall (%i) = (0) to (%n) step (2) { ... }
/// ```
struct ForallOpControlOperandsFolder;

impl RewritePattern for ForallOpControlOperandsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn name(&self) -> &'static str {
        "ForallOpControlOperandsFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let at = (rw.body_id(), op);
        let Some(seg) = crate::scf::segments(ctx, rw.ir(), at, 4) else {
            return false;
        };
        let names = ["staticLowerBound", "staticUpperBound", "staticStep"];
        let mut statics = Vec::new();
        for n in names {
            match dense_i64s(ctx, op_attr(ctx, rw.ir(), at, n)) {
                Some(s) => statics.push(s),
                None => return false,
            }
        }
        let ops = operands(rw, op);
        let mut start = 0;
        let mut dynamic: Vec<Vec<_>> = Vec::new();
        let mut changed = false;
        for (list, &count) in statics.iter_mut().zip(&seg[..3]) {
            let vals = &ops[start..start + count];
            start += count;
            let mut next = vals.iter();
            let mut kept = Vec::new();
            for entry in list.iter_mut() {
                if *entry != DYNAMIC {
                    continue;
                }
                let Some(&v) = next.next() else {
                    return false;
                };
                match constant_int(rw, v) {
                    Some((c, _)) if c != DYNAMIC as i128 => {
                        *entry = c as i64;
                        changed = true;
                    }
                    _ => kept.push(v),
                }
            }
            dynamic.push(kept);
        }
        if !changed {
            return false;
        }
        let outs = ops[start..].to_vec();
        let mut new_ops: Vec<_> = dynamic.iter().flatten().copied().collect();
        new_ops.extend(&outs);
        let mut entries = match rw.body().op(op).props().map(|p| ctx.attr_kind(p)) {
            Some(AttrKind::Dict(e)) => e.clone(),
            _ => Vec::new(),
        };
        let mut set = |name: &str, value| {
            let sym = ctx.sym(name);
            entries.retain(|(n, _)| *n != sym);
            entries.push((sym, value));
        };
        for (n, s) in names.iter().zip(&statics) {
            set(n, dense_array(ctx, 64, s));
        }
        let counts = [
            dynamic[0].len(),
            dynamic[1].len(),
            dynamic[2].len(),
            outs.len(),
        ];
        let counts: Vec<i64> = counts.iter().map(|&c| c as i64).collect();
        set("operandSegmentSizes", dense_array(ctx, 32, &counts));
        let props = ctx.dict_attr(entries);
        rw.modify(op, |b| {
            b.set_operands(op, &new_ops);
            b.op_mut(op).set_props(Some(props));
        });
        true
    }
}

/// Adds the `scf.forall` patterns.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(ForallOpControlOperandsFolder);
}
