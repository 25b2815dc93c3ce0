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
use std::sync::Arc;

/// An op of a symbol table as lookups read it: its name and attributes.
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

    /// An inherent or discardable attribute by name, properties first (MLIR's
    /// `Operation::getAttr`; [`super::op_attr`]).
    pub fn attr(&self, ctx: &Context, name: &str) -> Option<Attr> {
        [self.props, Some(self.attrs)]
            .into_iter()
            .flatten()
            .find_map(|a| match ctx.attr_kind(a) {
                AttrKind::Dict(e) => e.iter().find(|(n, _)| ctx.str(*n) == name).map(|(_, v)| *v),
                _ => None,
            })
    }

    /// Whether the op is the symbol `name`.
    fn is_named(&self, ctx: &Context, name: &[u8]) -> bool {
        self.attr(ctx, "sym_name").and_then(|a| ctx.attr_str(a)) == Some(name)
    }
}

/// The ops of a symbol table, as they were when taken: a copy of three words per op,
/// searched in order as a lookup in the table itself is.
#[derive(Debug, Default)]
pub struct EnclosingSymbols {
    ops: Vec<SymbolOp>,
}

impl EnclosingSymbols {
    /// The ops of `table`, if it is a symbol table.
    pub fn of(ir: &Ir, table: OpRef) -> Option<Arc<EnclosingSymbols>> {
        is_symbol_table(ir, table).then(|| {
            Arc::new(EnclosingSymbols {
                ops: table_ops(ir, table).collect(),
            })
        })
    }

    /// The ops of the nearest symbol table holding `op` (`None` when no op above it
    /// is a symbol table).
    pub fn around(ir: &Ir, op: OpRef) -> Option<Arc<EnclosingSymbols>> {
        EnclosingSymbols::of(ir, nearest_table(ir, op)?)
    }

    /// The first op named `name`.
    pub fn lookup(&self, ctx: &Context, name: &[u8]) -> Option<SymbolOp> {
        self.ops.iter().find(|s| s.is_named(ctx, name)).copied()
    }
}

/// The op named `name` in the nearest symbol table around `op` (MLIR's
/// `lookupNearestSymbolFrom` for a flat reference): in the IR, or, for an op worked on
/// apart from its module, in the module's ops kept with it ([`Ir::enclosing`]).
pub fn lookup_symbol_from(ctx: &Context, ir: &Ir, op: OpRef, name: &[u8]) -> Option<SymbolOp> {
    match nearest_table(ir, op) {
        Some(table) => table_ops(ir, table).find(|s| s.is_named(ctx, name)),
        None => ir.enclosing.as_ref()?.lookup(ctx, name),
    }
}

fn is_symbol_table(ir: &Ir, op: OpRef) -> bool {
    ir.body(op.0)
        .op(op.1)
        .def
        .is_some_and(|d| d.has(SYMBOL_TABLE))
}

/// The closest symbol table strictly above `op` in `ir`.
fn nearest_table(ir: &Ir, op: OpRef) -> Option<OpRef> {
    let mut table = ir.parent_op(op)?;
    while !is_symbol_table(ir, table) {
        table = ir.parent_op(table)?;
    }
    Some(table)
}

/// The ops directly inside `table`, in order.
fn table_ops(ir: &Ir, table: OpRef) -> impl Iterator<Item = SymbolOp> + '_ {
    let d = ir.body(table.0).op(table.1);
    let rb = d.nested().unwrap_or(table.0);
    let body = ir.body(rb);
    d.regions()
        .iter()
        .flat_map(move |&r| body.region_blocks(r))
        .flat_map(move |b| body.block_ops(b))
        .map(move |o| SymbolOp::of(ir, (rb, o)))
}
