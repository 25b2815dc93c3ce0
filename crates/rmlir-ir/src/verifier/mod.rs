//! The IR verifier (MLIR's `Verifier.cpp`): per-op verifiers and traits, terminator
//! rules, successors in the same region, and SSA dominance in SSACFG regions (graph
//! regions, such as a module body, allow use before definition).

use crate::context::Context;
use crate::diag::{DiagEngine, Diagnostic, PResult, Reported, resolve_loc};
use crate::ir::{BlockId, BodyId, Ir, OpId, OpRef, RegionId, ValueDef, ValueId};
use crate::opdef::traits;
use crate::printer::print_op_generic_local;
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;

mod scoped_dominance;

/// Runs the dialect checks of `op`'s discardable attributes
/// ([`crate::opdef::DialectAttrVerifier::op_attr`]), in name order.
fn dialect_attrs(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let ctx = cx.ctx;
    let attrs = cx.ir.body(op.0).op(op.1).attrs;
    let crate::attrs::AttrKind::Dict(entries) = ctx.attr_kind(attrs) else {
        return Ok(());
    };
    for &(name, value) in entries {
        if let Some(v) = ctx
            .name_dialect(ctx.str(name))
            .and_then(|d| d.attr_verifier)
        {
            v.op_attr(cx, op, (name, value))?;
        }
    }
    Ok(())
}

/// What a function-like op's entry attribute is on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EntryAttr {
    Argument,
    Result,
}

/// Runs the dialect check of `attr`, an attribute of argument or result `index` of
/// region `region` of `op` ([`crate::opdef::DialectAttrVerifier::region_arg_attr`],
/// [`crate::opdef::DialectAttrVerifier::region_result_attr`]), when its name has a
/// registered dialect's prefix.
pub fn region_entry_attr(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    on: EntryAttr,
    (region, index): (usize, usize),
    attr: crate::attrs::NamedAttr,
) -> PResult<()> {
    let Some(v) = cx
        .ctx
        .name_dialect(cx.ctx.str(attr.0))
        .and_then(|d| d.attr_verifier)
    else {
        return Ok(());
    };
    match on {
        EntryAttr::Argument => v.region_arg_attr(cx, op, (region, index), attr),
        EntryAttr::Result => v.region_result_attr(cx, op, (region, index), attr),
    }
}

/// Emits `'op.name' op message` at the op's location, with the op in generic form as a
/// note, as MLIR's `emitOpError` does.
pub fn op_error(ctx: &Context, ir: &Ir, diags: &mut DiagEngine, op: OpRef, msg: &str) -> Reported {
    let name = ctx.str(ir.body(op.0).op(op.1).name);
    plain_error(ctx, ir, diags, op, &format!("'{name}' op {msg}"))
}

/// Emits `message` at the op's location with the `see current operation` note.
pub fn plain_error(
    ctx: &Context,
    ir: &Ir,
    diags: &mut DiagEngine,
    op: OpRef,
    msg: &str,
) -> Reported {
    let loc = resolve_loc(ctx, ir.body(op.0).op(op.1).loc);
    diags.emit(Diagnostic::error(loc.clone(), msg).with_note(loc, current_op_note(ctx, ir, op)))
}

/// `see current operation: <op>` with the op in generic form, as MLIR attaches it to
/// an error on an op.
pub fn current_op_note(ctx: &Context, ir: &Ir, op: OpRef) -> String {
    op_note(&print_op_generic_local(ctx, ir, op))
}

/// The `see current operation:` note MLIR attaches to a warning or remark on an op
/// (`Operation::emitRemark`): the op in custom form.
pub fn current_op_custom_note(ctx: &Context, ir: &Ir, op: OpRef) -> String {
    op_note(&crate::printer::print_op_for_diagnostic(ctx, ir, op, false))
}

/// `see current operation: <text>` ([`append_op`]).
fn op_note(text: &str) -> String {
    append_op("see current operation: ", text)
}

/// `message` followed by an op's text; an op printed on several lines starts on a new
/// one, as MLIR's `Diagnostic::appendOp` does.
fn append_op(message: &str, text: &str) -> String {
    if text.contains('\n') {
        format!("{message}\n{text}")
    } else {
        format!("{message}{text}")
    }
}

/// An ODS type constraint on operand or result `index` (`kind` is `operand` or
/// `result`, `desc` the constraint's summary): `operand #1 must be variadic of index,
/// but got 'i32'` unless `ok`.
pub fn type_constraint(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    (kind, index): (&str, usize),
    t: crate::types::Type,
    ok: bool,
    desc: &str,
) -> PResult<()> {
    if ok {
        return Ok(());
    }
    let msg = format!(
        "{kind} #{index} must be {desc}, but got '{}'",
        crate::printer::type_to_string(cx.ctx, t)
    );
    Err(cx.op_error(op, &msg))
}

/// An ODS attribute constraint on attribute `name` (`desc` the constraint's summary),
/// present but of the wrong kind: `attribute 'callee' failed to satisfy constraint:
/// flat symbol reference attribute`; or, when the op has no such attribute at all
/// (`present` false), `requires attribute 'callee'`.
pub fn attr_constraint(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    name: &str,
    present: bool,
    desc: &str,
) -> Reported {
    let msg = if present {
        format!("attribute '{name}' failed to satisfy constraint: {desc}")
    } else {
        format!("requires attribute '{name}'")
    };
    cx.op_error(op, &msg)
}

/// ODS's required attributes: the first of `names` the op lacks is `requires attribute
/// 'name'` (in the order ODS declares them).
pub fn required_attrs(cx: &mut VerifyCx<'_>, op: OpRef, names: &[&str]) -> PResult<()> {
    for &name in names {
        if crate::ir::op_attr(cx.ctx, cx.ir, op, name).is_none() {
            return Err(attr_constraint(cx, op, name, false, ""));
        }
    }
    Ok(())
}

/// ODS's `Variadic<Index>` on the operands from position `from` on: the first one that
/// is not `index` fails with its position (`operand #2 must be variadic of index, but
/// got 'i32'`), as ODS numbers operands across groups.
pub fn index_operands(cx: &mut VerifyCx<'_>, op: OpRef, from: usize) -> PResult<()> {
    let b = cx.ir.body(op.0);
    let bad = b.operands(op.1).enumerate().skip(from).find_map(|(i, v)| {
        let t = b.value_type(v);
        (!matches!(cx.ctx.type_kind(t), crate::types::TypeKind::Index)).then_some((i, t))
    });
    match bad {
        Some((i, t)) => type_constraint(cx, op, ("operand", i), t, false, "variadic of index"),
        None => Ok(()),
    }
}

/// ODS's `Index` constraint on result `i` (`memref.dim`, `tensor.rank`,
/// `affine.apply`, ...): `result #0 must be index, but got 'i32'`.
pub fn index_result(cx: &mut VerifyCx<'_>, op: OpRef, i: usize) -> PResult<()> {
    let b = cx.ir.body(op.0);
    let Some(r) = b.results(op.1).nth(i) else {
        return Ok(());
    };
    let t = b.value_type(r);
    let ok = matches!(cx.ctx.type_kind(t), crate::types::TypeKind::Index);
    type_constraint(cx, op, ("result", i), t, ok, "index")
}

/// What an op verifier gets.
pub struct VerifyCx<'a> {
    pub ctx: &'a Context,
    pub ir: &'a Ir,
    pub diags: &'a mut DiagEngine,
    pub symbols: &'a mut SymbolTables,
    /// When `ir` is a function detached from its module: the module's symbols.
    pub outer: Option<&'a OuterSymbols<'a>>,
}

/// The symbol table of the module a detached function (see [`Ir::detach`]) came from:
/// symbol uses in the function resolve there, as they would in place.
pub struct OuterSymbols<'a> {
    ir: &'a Ir,
    table: OpRef,
    names: &'a SymbolNames,
}

impl<'a> OuterSymbols<'a> {
    /// The symbol table `table` of `ir`, whose symbols are `names`.
    pub fn new(ir: &'a Ir, table: OpRef, names: &'a SymbolNames) -> OuterSymbols<'a> {
        OuterSymbols { ir, table, names }
    }
}

/// The ops directly in a symbol table, by name.
pub struct SymbolNames(FxHashMap<Vec<u8>, OpRef>);

impl SymbolNames {
    /// The symbols of `table`, an op of `ir`.
    pub fn of(ctx: &Context, ir: &Ir, table: OpRef) -> SymbolNames {
        SymbolNames(build_symbol_table(ctx, ir, table))
    }
}

/// The symbol table a symbol use resolves in: an op of the verified IR or of the
/// module a detached function came from.
#[derive(Clone, Copy)]
pub struct SymbolTableRef<'a> {
    pub ir: &'a Ir,
    pub op: OpRef,
    outer: bool,
}

impl SymbolTableRef<'_> {
    /// Whether the table op is registered (uses in unregistered ops' regions are not
    /// checked).
    pub fn is_registered(&self) -> bool {
        self.ir.body(self.op.0).op(self.op.1).def.is_some()
    }
}

impl<'a> VerifyCx<'a> {
    /// The symbol table a use in `op` resolves in: the closest ancestor that is a
    /// symbol table or unregistered, continuing into the module of a detached
    /// function; `None` at the top.
    pub fn symbol_table(&self, op: OpRef) -> Option<SymbolTableRef<'a>> {
        let ir = self.ir;
        let mut cur = ir.parent_op(op);
        while let Some(p) = cur {
            let d = ir.body(p.0).op(p.1);
            if d.def.is_none_or(|d| d.has(traits::SYMBOL_TABLE)) {
                return Some(SymbolTableRef {
                    ir,
                    op: p,
                    outer: false,
                });
            }
            cur = ir.parent_op(p);
        }
        self.outer.map(|o| SymbolTableRef {
            ir: o.ir,
            op: o.table,
            outer: true,
        })
    }

    /// The op named `name` directly in `table`, with the IR holding it.
    pub fn lookup_symbol(
        &mut self,
        table: SymbolTableRef<'a>,
        name: &[u8],
    ) -> Option<(&'a Ir, OpRef)> {
        if table.outer {
            let o = self.outer?;
            return o.names.0.get(name).map(|&f| (o.ir, f));
        }
        self.symbols
            .lookup(self.ctx, table.ir, table.op, name)
            .map(|f| (table.ir, f))
    }
}

/// Symbol tables built on first lookup (MLIR's `SymbolTableCollection`): for each
/// symbol-table op, its directly nested ops by `sym_name`.
#[derive(Default, Clone)]
pub struct SymbolTables {
    /// Shared so that the verifiers of functions running in parallel all use the one
    /// table of their module, built once.
    tables: FxHashMap<OpRef, Arc<FxHashMap<Vec<u8>, OpRef>>>,
}

impl SymbolTables {
    /// Forgets every table but the one of `table` (which the caller knows is still
    /// valid, e.g. the module whose functions a nested pass pipeline changes).
    pub fn keep_only(&mut self, table: OpRef) {
        self.tables.retain(|&t, _| t == table);
    }

    /// The op named `name` directly inside the symbol table `table`.
    pub fn lookup(&mut self, ctx: &Context, ir: &Ir, table: OpRef, name: &[u8]) -> Option<OpRef> {
        let t = self
            .tables
            .entry(table)
            .or_insert_with(|| Arc::new(build_symbol_table(ctx, ir, table)));
        t.get(name).copied()
    }
}

fn build_symbol_table(ctx: &Context, ir: &Ir, table: OpRef) -> FxHashMap<Vec<u8>, OpRef> {
    let mut m = FxHashMap::default();
    let d = ir.body(table.0).op(table.1);
    let rb = d.nested().unwrap_or(table.0);
    let name_sym = ctx.lookup_sym("sym_name");
    for &r in d.regions() {
        let body = ir.body(rb);
        for blk in body.region_blocks(r) {
            for o in body.block_ops(blk) {
                let od = body.op(o);
                let found = [od.props(), Some(od.attrs)]
                    .into_iter()
                    .flatten()
                    .find_map(|a| match ctx.attr_kind(a) {
                        crate::attrs::AttrKind::Dict(e) => e
                            .iter()
                            .find(|(n, _)| Some(*n) == name_sym)
                            .and_then(|(_, v)| ctx.attr_str(*v)),
                        _ => None,
                    });
                if let Some(n) = found {
                    m.entry(n.to_vec()).or_insert((rb, o));
                }
            }
        }
    }
    m
}

impl VerifyCx<'_> {
    /// Emits `'name' op msg` at the op.
    pub fn op_error(&mut self, op: OpRef, msg: &str) -> Reported {
        op_error(self.ctx, self.ir, self.diags, op, msg)
    }

    /// Emits `msg` at the op, without the op's name (MLIR's `Operation::emitError`).
    pub fn error(&mut self, op: OpRef, msg: &str) -> Reported {
        plain_error(self.ctx, self.ir, self.diags, op, msg)
    }
}

/// Verifies every op under `root`.
///
/// Like MLIR's verifier, the isolated-from-above ops directly under `root` (the
/// functions of a module) are verified in parallel when threading is enabled. Unlike
/// it, diagnostics never depend on threads: if any of them fails, everything is
/// verified again sequentially and only that run reports.
pub fn verify(ctx: &Context, ir: &Ir, root: OpRef, diags: &mut DiagEngine) -> PResult<()> {
    verify_with_symbols(ctx, ir, root, diags, &mut SymbolTables::default())
}

/// [`verify`] with symbol tables built by an earlier call: the pass manager verifies
/// each function of a module after each pass, and the module's table (which function
/// passes cannot change) is built once rather than once per function.
pub fn verify_with_symbols(
    ctx: &Context,
    ir: &Ir,
    root: OpRef,
    diags: &mut DiagEngine,
    symbols: &mut SymbolTables,
) -> PResult<()> {
    let verified = verify_isolated_children(ctx, ir, root, symbols);
    let mut v = Verifier::new(ctx, ir, diags, std::mem::take(symbols));
    if let Some(done) = verified {
        v.verified = done;
    }
    let r = v.op_and_dominance(root);
    *symbols = v.symbols;
    r
}

/// [`verify`] leaving out the ops in `elsewhere` (and all they hold), which are
/// verified on their own: the functions of a module verified as they were parsed.
pub fn verify_except(
    ctx: &Context,
    ir: &Ir,
    root: OpRef,
    diags: &mut DiagEngine,
    elsewhere: FxHashSet<OpRef>,
) -> PResult<()> {
    let mut v = Verifier::new(ctx, ir, diags, SymbolTables::default());
    v.verified = elsewhere.clone();
    v.elsewhere = elsewhere;
    v.op_and_dominance(root)
}

/// Verifies a function detached from its module ([`Ir::detach`]; `root` is its shell),
/// its symbol uses resolving in the module's table `outer`.
pub fn verify_detached(
    ctx: &Context,
    ir: &Ir,
    root: OpRef,
    diags: &mut DiagEngine,
    outer: &OuterSymbols<'_>,
) -> PResult<()> {
    let mut v = Verifier::new(ctx, ir, diags, SymbolTables::default());
    v.outer = Some(outer);
    v.op_and_dominance(root)
}

/// Verifies the insides of the isolated ops directly under `root` on all threads; the
/// set of those that passed, or `None` if threading is off, there is too little to
/// split, or any of them reported something.
fn verify_isolated_children(
    ctx: &Context,
    ir: &Ir,
    root: OpRef,
    symbols: &mut SymbolTables,
) -> Option<FxHashSet<OpRef>> {
    if !ctx.threading || rayon::current_num_threads() < 2 {
        return None;
    }
    let children = ir.isolated_children(root);
    if children.len() < 2 {
        return None;
    }
    // Calls look their callees up in the enclosing symbol table: build it once.
    let _ = symbols.lookup(ctx, ir, root, b"");
    let symbols = &*symbols;
    let all_ok = children.par_iter().all(|&child| {
        let mut diags = DiagEngine::default();
        let mut v = Verifier::new(ctx, ir, &mut diags, symbols.clone());
        let ok = v.regions(child).is_ok() && v.dominance_inside(child).is_ok();
        ok && diags.diags.is_empty()
    });
    all_ok.then(|| children.into_iter().collect())
}

struct Verifier<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    diags: &'a mut DiagEngine,
    dom_cache: FxHashMap<(BodyId, RegionId), Dominators>,
    /// Op positions per body, for blocks whose order index is stale (after passes).
    positions: FxHashMap<BodyId, Arc<Vec<u32>>>,
    symbols: SymbolTables,
    /// Where symbol uses of a detached function resolve.
    outer: Option<&'a OuterSymbols<'a>>,
    /// Ops verified elsewhere, whole (functions verified as they were parsed).
    elsewhere: FxHashSet<OpRef>,
    /// Ops whose regions were already verified (in parallel): not entered again.
    verified: FxHashSet<OpRef>,
    /// Whether this verifier checks a piece of a long block for another one (and so
    /// does not split further).
    in_piece: bool,
    /// The ops of the long blocks checked in pieces, listed once for both the op and
    /// the dominance checks (walking a long op list after a pass reordered it misses
    /// the cache at every op).
    long_blocks: FxHashMap<(BodyId, BlockId), Arc<Vec<OpId>>>,
    /// Bodies whose dominance the scoped walk could not prove: checked use by use.
    use_by_use: FxHashSet<BodyId>,
    /// Scratch space of the scoped walk (all `false` between walks, so one serves
    /// every body).
    in_scope: Vec<bool>,
    /// Scoped walks of large bodies made while their ops were checked
    /// ([`Verifier::op_and_dominance`]), by body, for [`Verifier::dominance_inside`].
    walked: FxHashMap<BodyId, Option<Vec<OpId>>>,
}

/// Ops per piece when a long block is verified on all threads.
const PIECE_OPS: usize = 4096;

/// Bodies of more ops than this have their scoped dominance walk made beside the op
/// checks (see [`Verifier::op_and_dominance`]).
const LARGE_WALK_OPS: usize = PIECE_OPS * 2;

/// The scoped dominance walk of body `rb`, whose regions are those of `owner`
/// ([`scoped_dominance::uses_in_scope`], with `scratch` all `false`).
fn walk_body(ir: &Ir, rb: BodyId, owner: OpRef, scratch: &mut Vec<bool>) -> Option<Vec<OpId>> {
    let d = ir.body(owner.0).op(owner.1);
    let graph = d.def.is_none_or(|df| df.has(traits::GRAPH_REGIONS));
    scoped_dominance::uses_in_scope(ir.body(rb), d.regions(), graph, scratch)
}

/// Immediate dominators of the blocks of one region (entry → None).
struct Dominators {
    idom: FxHashMap<BlockId, BlockId>,
    rpo: FxHashMap<BlockId, u32>,
}

impl<'a> Verifier<'a> {
    fn new(
        ctx: &'a Context,
        ir: &'a Ir,
        diags: &'a mut DiagEngine,
        symbols: SymbolTables,
    ) -> Verifier<'a> {
        Verifier {
            ctx,
            ir,
            diags,
            dom_cache: FxHashMap::default(),
            positions: FxHashMap::default(),
            symbols,
            outer: None,
            elsewhere: FxHashSet::default(),
            verified: FxHashSet::default(),
            in_piece: false,
            long_blocks: FxHashMap::default(),
            use_by_use: FxHashSet::default(),
            in_scope: Vec::new(),
            walked: FxHashMap::default(),
        }
    }

    /// Checks every op under `root`, then (if they all pass) the dominance of every
    /// use, as MLIR's verifier does. The scoped dominance walks of large bodies, one
    /// thread's work each, are made meanwhile on another thread (they only read the
    /// IR, and what they find is used only once the ops have passed).
    fn op_and_dominance(&mut self, root: OpRef) -> PResult<()> {
        let large = self.large_bodies(root);
        if large.is_empty() {
            return self.op(root).and_then(|()| self.dominance(root));
        }
        let ir = self.ir;
        let (checked, walked) = rayon::join(
            || self.op(root),
            || {
                large
                    .into_par_iter()
                    .map(|(rb, owner)| (rb, walk_body(ir, rb, owner, &mut Vec::new())))
                    .collect::<Vec<_>>()
            },
        );
        checked?;
        self.walked.extend(walked);
        self.dominance(root)
    }

    /// The bodies under `root` large enough for their scoped walk to be worth a thread,
    /// with the ops owning them (none when threading is off): `root`'s own, or, when
    /// `root` is the top of its IR (everything is under it), any. The pass manager
    /// verifies the functions of a module one by one in the module's IR: each looks
    /// at its own body only, not at every body of the module.
    fn large_bodies(&self, root: OpRef) -> Vec<(BodyId, OpRef)> {
        if self.in_piece || !self.ctx.threading || rayon::current_num_threads() < 2 {
            return Vec::new();
        }
        let ir = self.ir;
        let large = |op: OpRef| {
            let rb = ir.body(op.0).op(op.1).nested()?;
            (ir.body(rb).ops.len() > LARGE_WALK_OPS).then_some((rb, op))
        };
        if let Some(own) = large(root) {
            return vec![own];
        }
        if ir.top != Some(root) {
            return Vec::new();
        }
        (0..ir.bodies.len() as u32)
            .map(BodyId)
            .filter_map(|rb| ir.body(rb).owner)
            .filter_map(large)
            .collect()
    }

    fn err(&mut self, op: OpRef, msg: &str) -> Reported {
        op_error(self.ctx, self.ir, self.diags, op, msg)
    }

    fn op(&mut self, (b, op): OpRef) -> PResult<()> {
        if self.elsewhere.contains(&(b, op)) {
            return Ok(());
        }
        let body = self.ir.body(b);
        let d = body.op(op);
        let def = d.def;
        // MLIR's order: the op's own invariants on entrance, then each block (entrance:
        // structure; its ops; exit: successors and terminator), then region
        // invariants on exit. SSA dominance is checked in a final walk.
        // ODS invariants (counts, operand and result types) come first even where the
        // op's own verifier waits for its regions.
        let after_regions = def.is_some_and(|d| d.has(traits::VERIFY_WITH_REGIONS));
        // MLIR checks the dialect attributes first, registered op or not.
        if !self.ctx.is_empty_dict(d.attrs) {
            dialect_attrs(&mut self.cx(), (b, op))?;
        }
        self.run_op_invariants((b, op), !after_regions)?;
        if let Some(def) = def
            && def.has(traits::TERMINATOR)
            && body.next_op(op).is_some()
        {
            return Err(self.err((b, op), "must be the last operation in the parent block"));
        }
        if !self.verified.contains(&(b, op)) {
            self.regions((b, op))?;
        }
        // Region traits, once the nested ops verify.
        if let Some(term) = def.and_then(|d| d.counts.implicit_terminator) {
            self.implicit_terminator((b, op), term)?;
        }
        if after_regions {
            self.run_op_verifier((b, op))?;
        }
        Ok(())
    }

    /// Verifies the blocks of `op`'s regions and the ops in them.
    fn regions(&mut self, (b, op): OpRef) -> PResult<()> {
        let d = self.ir.body(b).op(op);
        let def = d.def;
        let rb = d.nested().unwrap_or(b);
        let no_term = def.is_none_or(|df| df.has(traits::NO_TERMINATOR));
        let ir = self.ir;
        for &r in d.regions().iter() {
            for blk in ir.body(rb).region_blocks(r) {
                let rbody = ir.body(rb);
                // MLIR's `mayBeValidWithoutTerminator`: only the single block of an op
                // that may have no terminator (as an unregistered op may) can be empty.
                // Reported at the op, as a plain error (`mlir::emitError`).
                if rbody.last_op(blk).is_none() && (blocks_in(rbody, r) > 1 || !no_term) {
                    let loc = resolve_loc(self.ctx, ir.body(b).op(op).loc);
                    let d = Diagnostic::error(loc, "empty block: expect at least a terminator");
                    return Err(self.diags.emit(d));
                }
                for o in rbody.block_ops(blk) {
                    if !rbody.op(o).successors().is_empty() && Some(o) != rbody.last_op(blk) {
                        return Err(plain_error(
                            self.ctx,
                            self.ir,
                            self.diags,
                            (rb, o),
                            "operation with block successors must terminate its parent block",
                        ));
                    }
                }
                if !self.verified_in_pieces(rb, blk, |v, o| v.op(o)) {
                    for o in rbody.block_ops(blk) {
                        self.op((rb, o))?;
                    }
                }
                let rbody = self.ir.body(rb);
                if let Some(last) = rbody.last_op(blk) {
                    let ld = rbody.op(last);
                    for &s in ld.successors() {
                        if rbody.block_region(s) != Some(r) {
                            return Err(
                                self.err((rb, last), "branching to block of a different region")
                            );
                        }
                    }
                    if !no_term && ld.def.is_some_and(|d| !d.has(traits::TERMINATOR)) {
                        let text = print_op_generic_local(self.ctx, self.ir, (rb, last));
                        return Err(plain_error(
                            self.ctx,
                            self.ir,
                            self.diags,
                            (rb, last),
                            &append_op("block with no terminator, has ", &text),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// The context op verifiers and trait checks see.
    fn cx(&mut self) -> VerifyCx<'_> {
        VerifyCx {
            ctx: self.ctx,
            ir: self.ir,
            diags: self.diags,
            symbols: &mut self.symbols,
            outer: self.outer,
        }
    }

    fn implicit_terminator(&mut self, op: OpRef, term: &str) -> PResult<()> {
        crate::op_counts::check_implicit_terminator(&mut self.cx(), op, term)
    }

    /// The op's ODS invariants (its counts, then its operand and result types), then,
    /// when `and_verifier`, its own verifier.
    fn run_op_invariants(&mut self, op: OpRef, and_verifier: bool) -> PResult<()> {
        let Some(def) = self.ir.body(op.0).op(op.1).def else {
            return Ok(());
        };
        let mut counts = def.counts;
        if counts.successors == crate::op_counts::Count::Any && def.interfaces.branch.is_none() {
            counts.successors = crate::op_counts::Count::Exactly(0);
        }
        let mut cx = self.cx();
        crate::op_counts::check_counts(&mut cx, op, &counts)?;
        match def.verify {
            Some(f) if and_verifier => f(&mut cx, op),
            _ => Ok(()),
        }
    }

    /// The op's own verifier (after [`Verifier::run_op_invariants`]).
    fn run_op_verifier(&mut self, op: OpRef) -> PResult<()> {
        let Some(def) = self.ir.body(op.0).op(op.1).def else {
            return Ok(());
        };
        match def.verify {
            Some(f) => f(&mut self.cx(), op),
            None => Ok(()),
        }
    }

    /// Checks that every operand under `root` is dominated by its definition (not
    /// inside ops whose regions were verified already).
    fn dominance(&mut self, root: OpRef) -> PResult<()> {
        self.op_dominance(root)?;
        if self.verified.contains(&root) {
            return Ok(());
        }
        self.dominance_inside(root)
    }

    /// [`Verifier::dominance`] for the ops in `op`'s regions: proven in one scoped walk
    /// of their body where it can be (see [`scoped_dominance`]), else use by use.
    fn dominance_inside(&mut self, (b, op): OpRef) -> PResult<()> {
        let d = self.ir.body(b).op(op);
        let rb = d.nested().unwrap_or(b);
        let body = self.ir.body(rb);
        // Pieces of a long block are only checked that way after the walk failed on it.
        if !self.in_piece && !self.use_by_use.contains(&rb) {
            let made = d.nested().and_then(|rb| self.walked.remove(&rb));
            let walked =
                made.unwrap_or_else(|| walk_body(self.ir, rb, (b, op), &mut self.in_scope));
            match walked {
                Some(isolated) => {
                    for o in isolated {
                        if !self.verified.contains(&(rb, o)) {
                            self.dominance_inside((rb, o))?;
                        }
                    }
                    return Ok(());
                }
                // The walk below enters nested ops of this body again: they are not
                // tried again.
                None => {
                    self.use_by_use.insert(rb);
                }
            }
        }
        for &r in d.regions() {
            for blk in body.region_blocks(r) {
                if self.verified_in_pieces(rb, blk, |v, o| v.dominance(o)) {
                    continue;
                }
                for o in body.block_ops(blk) {
                    self.dominance((rb, o))?;
                }
            }
        }
        Ok(())
    }

    /// Runs `check` on every op of a long block, in pieces on all threads (the body of
    /// a module's only function, which the per-function split does not spread): true
    /// if that happened and every op passed quietly. Otherwise the caller checks the
    /// block itself, so that diagnostics come out as a sequential run makes them.
    fn verified_in_pieces(
        &mut self,
        b: BodyId,
        blk: BlockId,
        check: impl Fn(&mut Verifier<'_>, OpRef) -> PResult<()> + Sync,
    ) -> bool {
        if self.in_piece || !self.ctx.threading || rayon::current_num_threads() < 2 {
            return false;
        }
        let body = self.ir.body(b);
        // No block of a body with fewer ops than that is long: nothing to walk.
        if body.ops.len() <= PIECE_OPS * 2 {
            return false;
        }
        let ops = match self.long_blocks.get(&(b, blk)) {
            Some(ops) => ops.clone(),
            None => {
                if body.block_ops(blk).nth(PIECE_OPS * 2).is_none() {
                    return false;
                }
                let ops = Arc::new(body.block_ops(blk).collect::<Vec<OpId>>());
                self.long_blocks.insert((b, blk), ops.clone());
                ops
            }
        };
        if !body.order_is_current() {
            // Numbered here once rather than by every piece.
            self.positions(b);
        }
        let (ctx, ir) = (self.ctx, self.ir);
        let (symbols, verified, positions) = (&self.symbols, &self.verified, &self.positions);
        let outer = self.outer;
        ops.par_chunks(PIECE_OPS).all(|piece| {
            let mut diags = DiagEngine::default();
            let mut v = Verifier::new(ctx, ir, &mut diags, symbols.clone());
            v.outer = outer;
            v.verified = verified.clone();
            v.positions = positions.clone();
            v.in_piece = true;
            let ok = piece.iter().all(|&o| check(&mut v, (b, o)).is_ok());
            ok && diags.diags.is_empty()
        })
    }

    fn op_dominance(&mut self, (b, op): OpRef) -> PResult<()> {
        let body = self.ir.body(b);
        for (i, v) in body.operands(op).enumerate() {
            self.check_dominance((b, op), i, v)?;
        }
        Ok(())
    }

    /// The error for operand `i` of `user` defined outside the IR (by an erased op or
    /// block, after a faulty rewrite): such a value cannot be printed or run.
    fn erased_definition(&mut self, user: OpRef, i: usize) -> Reported {
        self.err(
            user,
            &format!("operand #{i} is a value whose defining op or block was erased"),
        )
    }

    /// Checks that operand `i` (value `v`) of `user` is dominated by its definition.
    fn check_dominance(&mut self, user: OpRef, i: usize, v: ValueId) -> PResult<()> {
        let (b, _) = user;
        let body = self.ir.body(b);
        // Dominance means nothing in a block its region's entry cannot reach: MLIR's
        // verifier does not check the uses there.
        if let Some(ublk) = body.op_block(user.1)
            && let Some(ur) = body.block_region(ublk)
            && body.entry_block(ur) != Some(ublk)
            && !self.block_reachable(b, ur, ublk)
        {
            return Ok(());
        }
        let (def_block, def_op) = match body.value(v).def() {
            ValueDef::Result { op, .. } => match body.op_block(op) {
                Some(blk) => (blk, Some(op)),
                None => return Err(self.erased_definition(user, i)),
            },
            ValueDef::BlockArg { block, .. } => (block, None),
            ValueDef::Placeholder => return Err(self.dom_error(user, i, v)),
        };
        let Some(def_region) = body.block_region(def_block) else {
            return Err(self.erased_definition(user, i));
        };
        // Walk from the user up to the op that sits in `def_region`.
        let mut cur = user.1;
        loop {
            let Some(blk) = body.op_block(cur) else {
                return Err(self.err(user, &format!("operand #{i} does not dominate this use")));
            };
            let Some(r) = body.block_region(blk) else {
                return Ok(());
            };
            if r == def_region {
                // Graph regions accept any order.
                if self.region_is_graph(b, r) {
                    return Ok(());
                }
                if blk == def_block {
                    if let Some(d) = def_op
                        && (d == cur || !self.before(b, d, cur))
                    {
                        return Err(self.dom_error(user, i, v));
                    }
                    return Ok(());
                }
                if self.block_dominates(b, r, def_block, blk) {
                    return Ok(());
                }
                return Err(self.dom_error(user, i, v));
            }
            match body.region_parent(r) {
                Some(p) => cur = p,
                None => {
                    return Err(self.err(user, "using value defined outside the region"));
                }
            }
        }
    }

    /// `operand #i does not dominate this use`, with MLIR's note saying where the operand
    /// is defined relative to the user.
    fn dom_error(&mut self, user: OpRef, i: usize, v: ValueId) -> Reported {
        let (b, op) = user;
        let body = self.ir.body(b);
        let loc = resolve_loc(self.ctx, body.op(op).loc);
        // The op comes first, as `Operation::emitError` attaches it when the error is made.
        let mut d = Diagnostic::error(
            loc.clone(),
            format!("operand #{i} does not dominate this use"),
        )
        .with_note(loc, current_op_note(self.ctx, self.ir, user));
        let ublock = body.op_block(op);
        let uregion = ublock.and_then(|x| body.block_region(x));
        let relation = |dregion: Option<RegionId>| -> &'static str {
            match (uregion, dregion) {
                (Some(u), Some(d)) if u == d => "same region",
                (Some(u), Some(d)) if region_is_ancestor(body, d, u) => "parent region",
                (Some(u), Some(d)) if region_is_ancestor(body, u, d) => "child region",
                _ => "neither",
            }
        };
        match body.value(v).def() {
            ValueDef::Result { op: dop, .. } => {
                let dblock = body.op_block(dop);
                let dregion = dblock.and_then(|x| body.block_region(x));
                let what = if dblock == ublock {
                    " (op in the same block)".to_string()
                } else {
                    match relation(dregion) {
                        "neither" => " (op is neither in a parent nor in a child region)".into(),
                        r => format!(" (op in a {r})").replace("a same", "the same"),
                    }
                };
                let dloc = resolve_loc(self.ctx, body.op(dop).loc);
                d = d.with_note(dloc, format!("operand defined here{what}"));
            }
            ValueDef::BlockArg { block, .. } => {
                let dregion = body.block_region(block);
                let index = dregion
                    .map(|r| body.region_blocks(r).position(|x| x == block).unwrap_or(0))
                    .unwrap_or(0);
                let owner = dregion.and_then(|r| match body.region_parent(r) {
                    Some(p) => Some((b, p)),
                    None => body.owner,
                });
                let nloc =
                    owner.and_then(|(ob, o)| resolve_loc(self.ctx, self.ir.body(ob).op(o).loc));
                let rel = match relation(dregion) {
                    "same region" => " in the same region)".to_string(),
                    "neither" => " neither in a parent nor in a child region)".to_string(),
                    r => format!(" in a {r})"),
                };
                d = d.with_note(
                    nloc,
                    format!("operand defined as a block argument (block #{index}{rel}"),
                );
            }
            ValueDef::Placeholder => {}
        }
        self.diags.emit(d)
    }

    fn region_is_graph(&self, b: BodyId, r: RegionId) -> bool {
        let body = self.ir.body(b);
        let parent = match body.region_parent(r) {
            Some(p) => Some((b, p)),
            None => body.owner,
        };
        match parent {
            Some((pb, p)) => self
                .ir
                .body(pb)
                .op(p)
                .def
                .is_none_or(|d| d.has(traits::GRAPH_REGIONS)),
            None => true,
        }
    }

    /// Whether `x` comes before `y` in their block: from the block's order index when
    /// it is current, else from positions numbered once per body; O(1) either way.
    fn before(&mut self, b: BodyId, x: OpId, y: OpId) -> bool {
        let ir = self.ir;
        if let Some(before) = ir.body(b).is_before_in_block_if_ordered(x, y) {
            return before;
        }
        let pos = self.positions(b);
        pos[x.index()] < pos[y.index()]
    }

    /// The position of each op of body `b` in its block, numbered once per body.
    fn positions(&mut self, b: BodyId) -> &Arc<Vec<u32>> {
        let ir = self.ir;
        let long_blocks = &self.long_blocks;
        self.positions.entry(b).or_insert_with(|| {
            let body = ir.body(b);
            let mut pos = vec![0u32; body.ops.len()];
            let mut number = |ops: &mut dyn Iterator<Item = OpId>| {
                for (i, o) in ops.enumerate() {
                    pos[o.index()] = i as u32;
                }
            };
            for blk in (0..body.blocks.len() as u32).map(BlockId) {
                match long_blocks.get(&(b, blk)) {
                    Some(ops) => number(&mut ops.iter().copied()),
                    None => number(&mut body.block_ops(blk)),
                }
            }
            Arc::new(pos)
        })
    }

    /// Whether block `x` of region `r` is reachable from the region's entry.
    fn block_reachable(&mut self, b: BodyId, r: RegionId, x: BlockId) -> bool {
        if !self.dom_cache.contains_key(&(b, r)) {
            let d = compute_dominators(self.ir, b, r);
            self.dom_cache.insert((b, r), d);
        }
        self.dom_cache[&(b, r)].rpo.contains_key(&x)
    }

    fn block_dominates(&mut self, b: BodyId, r: RegionId, a: BlockId, x: BlockId) -> bool {
        if !self.dom_cache.contains_key(&(b, r)) {
            let d = compute_dominators(self.ir, b, r);
            self.dom_cache.insert((b, r), d);
        }
        let d = &self.dom_cache[&(b, r)];
        if !d.rpo.contains_key(&x) {
            // Unreachable blocks are dominated by everything.
            return true;
        }
        let mut cur = x;
        loop {
            if cur == a {
                return true;
            }
            match d.idom.get(&cur) {
                Some(&p) if p != cur => cur = p,
                _ => return false,
            }
        }
    }
}

fn blocks_in(body: &crate::ir::Body, r: RegionId) -> usize {
    body.region_blocks(r).count()
}

/// Whether region `a` properly contains region `b` (both in one body).
fn region_is_ancestor(body: &crate::ir::Body, a: RegionId, b: RegionId) -> bool {
    let mut cur = b;
    loop {
        let Some(p) = body.region_parent(cur) else {
            return false;
        };
        let Some(r) = body.op_block(p).and_then(|blk| body.block_region(blk)) else {
            return false;
        };
        if r == a {
            return true;
        }
        cur = r;
    }
}

/// Cooper–Harvey–Kennedy dominators over the blocks of a region.
fn compute_dominators(ir: &Ir, b: BodyId, r: RegionId) -> Dominators {
    let body = ir.body(b);
    let Some(entry) = body.entry_block(r) else {
        return Dominators {
            idom: FxHashMap::default(),
            rpo: FxHashMap::default(),
        };
    };
    let succs = |blk: BlockId| -> Vec<BlockId> {
        body.last_op(blk)
            .map(|t| body.op(t).successors().to_vec())
            .unwrap_or_default()
    };
    // Post-order DFS.
    let mut post = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some((blk, i)) = stack.pop() {
        let s = succs(blk);
        if i < s.len() {
            stack.push((blk, i + 1));
            if seen.insert(s[i]) {
                stack.push((s[i], 0));
            }
        } else {
            post.push(blk);
        }
    }
    let rpo_list: Vec<BlockId> = post.iter().rev().copied().collect();
    let rpo: FxHashMap<BlockId, u32> = rpo_list
        .iter()
        .enumerate()
        .map(|(i, &b)| (b, i as u32))
        .collect();
    let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &blk in &rpo_list {
        for s in succs(blk) {
            preds.entry(s).or_default().push(blk);
        }
    }
    let mut idom: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    idom.insert(entry, entry);
    let mut changed = true;
    while changed {
        changed = false;
        for &blk in rpo_list.iter().skip(1) {
            let mut new: Option<BlockId> = None;
            for &p in preds.get(&blk).map(|v| v.as_slice()).unwrap_or(&[]) {
                if !idom.contains_key(&p) {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(n) => {
                        let (mut x, mut y) = (p, n);
                        while x != y {
                            while rpo[&x] > rpo[&y] {
                                x = idom[&x];
                            }
                            while rpo[&y] > rpo[&x] {
                                y = idom[&y];
                            }
                        }
                        x
                    }
                });
            }
            if let Some(n) = new
                && idom.get(&blk) != Some(&n)
            {
                idom.insert(blk, n);
                changed = true;
            }
        }
    }
    Dominators { idom, rpo }
}
