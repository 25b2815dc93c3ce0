//! `symbol-dce` (MLIR's `SymbolDCE`): erases symbols that nothing can reach.
//!
//! Liveness starts from every op in a symbol table that is not a symbol, and every
//! symbol that may be referenced from outside: a symbol is discardable only when it is
//! private (MLIR's default `canDiscardOnUseEmpty`). From each live op the symbol
//! references in its attributes and nested ops are resolved in the enclosing table and
//! marked live in turn; nested symbol tables are analysed recursively, hidden when their
//! parent is, when they are no symbol, or when they are private. Then every dead symbol
//! in every table under the op is erased.
//!
//! ```mlir
//! // before
//! module {
//!   func.func private @dead()
//!   func.func private @used()
//!   func.func @main() {
//!     call @used() : () -> ()
//!     return
//!   }
//! }
//! // after
//! module {
//!   func.func private @used()
//!   func.func @main() {
//!     call @used() : () -> ()
//!     return
//!   }
//! }
//! ```

use crate::options::OptionValues;
use crate::registry::PassInfo;
use crate::{Pass, PassContext};
use rmlir_ir::ir::op_attr;
use rmlir_ir::opdef::traits;
use rmlir_ir::verifier::{SymbolTables, op_error};
use rmlir_ir::{Attr, AttrKind, Context, Diagnostic, Ir, OpRef, Reported};
use std::collections::HashSet;

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "symbol-dce",
    name: "SymbolDCE",
    description: "Eliminate dead symbols",
    anchor: None,
    options: &[],
    make: |_: &OptionValues| Box::new(SymbolDce),
};

/// The pass; it has no state.
pub struct SymbolDce;

fn has_trait(ir: &Ir, op: OpRef, t: u32) -> bool {
    ir.body(op.0).op(op.1).def.is_some_and(|d| d.has(t))
}

fn is_private(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    op_attr(ctx, ir, op, "sym_visibility").and_then(|a| ctx.attr_str(a)) == Some(b"private")
}

/// Ops directly in the blocks of `op`'s regions.
fn children(ir: &Ir, op: OpRef) -> Vec<OpRef> {
    let rb = ir.regions_body(op);
    let body = ir.body(rb);
    let mut out = Vec::new();
    for &r in ir.body(op.0).op(op.1).regions() {
        for b in body.region_blocks(r) {
            out.extend(body.block_ops(b).map(|o| (rb, o)));
        }
    }
    out
}

/// Collects symbol references (`@a`, `@a::@b`) in an attribute.
fn attr_refs(ctx: &Context, a: Attr, out: &mut Vec<Vec<rmlir_ir::Sym>>) {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } => {
            let mut path = vec![*root];
            path.extend(nested.iter().copied());
            out.push(path);
        }
        AttrKind::Array(items) => {
            for &i in items {
                attr_refs(ctx, i, out);
            }
        }
        AttrKind::Dict(entries) => {
            for &(_, v) in entries {
                attr_refs(ctx, v, out);
            }
        }
        _ => {}
    }
}

/// Symbol references held by `op` and the ops nested in it, not looking inside nested
/// symbol tables; `None` when an unregistered op with one region could be a symbol table.
fn symbol_uses(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<Vec<rmlir_ir::Sym>>> {
    fn own(ctx: &Context, ir: &Ir, op: OpRef, out: &mut Vec<Vec<rmlir_ir::Sym>>) {
        let d = ir.body(op.0).op(op.1);
        for a in [d.props(), Some(d.attrs)].into_iter().flatten() {
            attr_refs(ctx, a, out);
        }
    }
    fn nested(ctx: &Context, ir: &Ir, op: OpRef, out: &mut Vec<Vec<rmlir_ir::Sym>>) -> bool {
        for c in children(ir, op) {
            let d = ir.body(c.0).op(c.1);
            if d.def.is_none() && d.regions().len() == 1 {
                return false;
            }
            own(ctx, ir, c, out);
            if !has_trait(ir, c, traits::SYMBOL_TABLE) && !nested(ctx, ir, c, out) {
                return false;
            }
        }
        true
    }
    let mut out = Vec::new();
    own(ctx, ir, op, &mut out);
    nested(ctx, ir, op, &mut out).then_some(out)
}

struct Liveness<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    tables: SymbolTables,
    live: HashSet<OpRef>,
}

impl Liveness<'_> {
    fn compute(
        &mut self,
        table: OpRef,
        hidden: bool,
        diags: &mut rmlir_ir::DiagEngine,
    ) -> Result<(), Reported> {
        let (ctx, ir) = (self.ctx, self.ir);
        let mut worklist = Vec::new();
        // Only the first region is the symbol table's.
        let first = ir.body(table.0).op(table.1).regions().first().copied();
        let rb = ir.regions_body(table);
        if let Some(r) = first {
            for b in ir.body(rb).region_blocks(r) {
                for o in ir.body(rb).block_ops(b) {
                    let op = (rb, o);
                    if !has_trait(ir, op, traits::SYMBOL) {
                        worklist.push(op);
                        continue;
                    }
                    // Discardable when hidden or private, and the symbol agrees to go
                    // once unused, which by default only private symbols do.
                    let discardable = is_private(ctx, ir, op);
                    if !discardable && self.live.insert(op) {
                        worklist.push(op);
                    }
                }
            }
        }
        while let Some(op) = worklist.pop() {
            if has_trait(ir, op, traits::SYMBOL_TABLE) {
                let is_symbol = has_trait(ir, op, traits::SYMBOL);
                let inner_hidden = hidden || !is_symbol || is_private(ctx, ir, op);
                self.compute(op, inner_hidden, diags)?;
            } else {
                for c in children(ir, op) {
                    if !ir.body(c.0).op(c.1).regions().is_empty() {
                        worklist.push(c);
                    }
                }
            }
            let Some(parent) = ir.parent_op(op) else {
                continue;
            };
            if !has_trait(ir, parent, traits::SYMBOL_TABLE) {
                continue;
            }
            let Some(uses) = symbol_uses(ctx, ir, op) else {
                let loc = rmlir_ir::diag::resolve_loc(ctx, ir.body(op.0).op(op.1).loc);
                return Err(diags.emit(Diagnostic::error(
                    loc,
                    "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
                )));
            };
            for path in uses {
                // Resolve each component in turn; unknown references are ignored.
                let mut scope = parent;
                for name in path {
                    let Some(found) = self.tables.lookup(ctx, ir, scope, ctx.str(name).as_bytes())
                    else {
                        break;
                    };
                    if self.live.insert(found) {
                        worklist.push(found);
                    }
                    scope = found;
                }
            }
        }
        Ok(())
    }
}

impl Pass for SymbolDce {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        let (ctx, ir) = (cx.ctx, &*cx.ir);
        if !has_trait(ir, op, traits::SYMBOL_TABLE) {
            return Err(op_error(
                ctx,
                ir,
                cx.diags,
                op,
                " was scheduled to run under SymbolDCE, but does not define a symbol table",
            ));
        }
        let hidden = if ir.parent_op(op).is_some() && has_trait(ir, op, traits::SYMBOL) {
            is_private(ctx, ir, op)
        } else {
            true
        };
        let mut lv = Liveness {
            ctx,
            ir,
            tables: SymbolTables::default(),
            live: HashSet::new(),
        };
        lv.compute(op, hidden, cx.diags)?;
        let live = lv.live;
        let mut dead = Vec::new();
        ir.walk(op, &mut |t| {
            if !has_trait(ir, t, traits::SYMBOL_TABLE) {
                return;
            }
            let first = ir.body(t.0).op(t.1).regions().first().copied();
            let rb = ir.regions_body(t);
            if let Some(r) = first {
                for b in ir.body(rb).region_blocks(r) {
                    for o in ir.body(rb).block_ops(b) {
                        if has_trait(ir, (rb, o), traits::SYMBOL) && !live.contains(&(rb, o)) {
                            dead.push((rb, o));
                        }
                    }
                }
            }
        });
        for (b, o) in dead {
            let body = cx.ir.body_mut(b);
            if !body.op(o).erased() {
                body.erase_op(o);
            }
        }
        Ok(())
    }
}
