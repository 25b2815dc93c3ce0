//! `strip-debuginfo` (MLIR's `StripDebugInfo`): replaces the location of every op and
//! block argument under the op it runs on with `loc(unknown)`.
//!
//! ```mlir
//! // --mlir-print-debuginfo, before:
//! func.func @f(%arg0: i32 loc("x.mlir":9:9)) {
//!   return loc("a.mlir":2:3)
//! } loc("a.mlir":1:1)
//! // after:
//! func.func @f(%arg0: i32 loc(unknown)) {
//!   return loc(#loc)
//! } loc(#loc)
//! ```

use crate::options::OptionValues;
use crate::registry::PassInfo;
use crate::{Pass, PassContext};
use rmlir_ir::ir::ValueDef;
use rmlir_ir::{OpRef, Reported};

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "strip-debuginfo",
    name: "StripDebugInfo",
    description: "Strip debug info from all operations",
    anchor: None,
    options: &[],
    make: |_: &OptionValues| Box::new(StripDebugInfo),
};

/// The pass; it has no state.
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        let unknown = cx.ctx.unknown_loc();
        let mut ops = Vec::new();
        cx.ir.walk(op, &mut |o| ops.push(o));
        for (b, o) in ops {
            let body = cx.ir.body_mut(b);
            body.op_mut(o).loc = unknown;
            // Block arguments of the op's regions live in the body holding them.
            let rb = body.op(o).nested().unwrap_or(b);
            let regions = body.op(o).regions().to_vec();
            let rbody = cx.ir.body_mut(rb);
            let mut args = Vec::new();
            for r in regions {
                for blk in rbody.region_blocks(r) {
                    args.extend_from_slice(rbody.block_args(blk));
                }
            }
            for v in args {
                if matches!(rbody.values[v.index()].def(), ValueDef::BlockArg { .. }) {
                    rbody.values[v.index()].set_loc(Some(unknown));
                }
            }
        }
        Ok(())
    }
}
