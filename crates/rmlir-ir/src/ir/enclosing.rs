//! The symbols around a detached op: what an op inside a function may read of the
//! symbol table holding the function (MLIR's `SymbolTable::lookupNearestSymbolFrom`
//! from inside a function pass), kept with the function while it is worked on apart
//! from its module ([`super::Ir::detach`], functions printed ahead).
//!
//! A function pass may read its module's other symbols but not change them, so a
//! snapshot taken when the functions are split off answers every lookup as the
//! whole IR would:
//!
//! ```mlir
//! memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
//! func.func @f() -> f32 {          // detached; its IR holds @f alone
//!   %m = memref.get_global @g : memref<2xf32>
//!   %v = affine.load %m[1] : memref<2xf32>   // folds through the snapshot of @g
//!   return %v : f32
//! }
//! ```

use super::{Ir, OpRef};
use crate::attrs::{Attr, AttrKind, Sym};
use crate::context::Context;
use crate::opdef::traits::SYMBOL_TABLE;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// One symbol op of the enclosing table: its name and attributes.
#[derive(Debug, Clone, Copy)]
pub struct SymbolOp {
    /// The op's name (`memref.global`).
    pub name: Sym,
    props: Option<Attr>,
    attrs: Attr,
}

impl SymbolOp {
    /// The name and attributes of `op`.
    pub fn of(ir: &Ir, op: OpRef) -> SymbolOp {
        let d = ir.body(op.0).op(op.1);
        SymbolOp {
            name: d.name,
            props: d.props(),
            attrs: d.attrs,
        }
    }

    /// An inherent or discardable attribute by name, properties first (as
    /// [`super::op_attr`]).
    pub fn attr(&self, ctx: &Context, name: &str) -> Option<Attr> {
        [self.props, Some(self.attrs)]
            .into_iter()
            .flatten()
            .find_map(|a| match ctx.attr_kind(a) {
                AttrKind::Dict(e) => e.iter().find(|(n, _)| ctx.str(*n) == name).map(|(_, v)| *v),
                _ => None,
            })
    }
}

/// The symbol ops of a symbol table by symbol name, as they were when taken.
#[derive(Debug, Default)]
pub struct EnclosingSymbols {
    by_name: FxHashMap<Box<[u8]>, SymbolOp>,
}

impl EnclosingSymbols {
    /// The symbols of the nearest symbol table holding `op` (`None` when no op above
    /// it is a symbol table).
    pub fn around(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Arc<EnclosingSymbols>> {
        let mut table = ir.parent_op(op)?;
        while !ir
            .body(table.0)
            .op(table.1)
            .def
            .is_some_and(|d| d.has(SYMBOL_TABLE))
        {
            table = ir.parent_op(table)?;
        }
        Some(Arc::new(EnclosingSymbols::of_table(ctx, ir, table)))
    }

    /// The symbols of the symbol table `table`.
    pub fn of_table(ctx: &Context, ir: &Ir, table: OpRef) -> EnclosingSymbols {
        let d = ir.body(table.0).op(table.1);
        let rb = d.nested().unwrap_or(table.0);
        let body = ir.body(rb);
        let mut by_name = FxHashMap::default();
        for o in d
            .regions()
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .flat_map(|b| body.block_ops(b))
        {
            let sym = SymbolOp::of(ir, (rb, o));
            if let Some(name) = sym.attr(ctx, "sym_name").and_then(|a| ctx.attr_str(a)) {
                // The first of duplicate names, as a lookup in the table finds it.
                by_name.entry(name.into()).or_insert(sym);
            }
        }
        EnclosingSymbols { by_name }
    }

    /// The symbol op named `name`.
    pub fn lookup(&self, name: &[u8]) -> Option<&SymbolOp> {
        self.by_name.get(name)
    }
}
