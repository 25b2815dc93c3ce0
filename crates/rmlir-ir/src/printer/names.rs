//! SSA value and block naming (MLIR's `SSANameState`).
//!
//! Regions are numbered from a stack: the top op's regions are pushed in order and popped
//! last-first; each popped region numbers its block arguments (entry arguments are
//! `%argN`), then the first result of each op, and pushes the regions of its ops with the
//! counters as they stand. In custom form the counters are restored per region (sibling
//! regions restart where their parent was); in generic form they are not, so every value
//! gets a unique number. Blocks are `^bbN` numbered per region.

use super::attrs::push_u64;
use super::result_index;
use super::used_names::UsedNames;
use crate::context::Context;
use crate::ir::{BlockId, BodyId, Ir, OpId, OpRef, RegionId, ValueId};
use crate::opdef::NameHints;
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use std::borrow::Cow;
use std::fmt::Write;

const UNNAMED: u32 = u32::MAX;
const NAMED_BIT: u32 = 1 << 31;

/// Computed names for one print.
pub(super) struct Names {
    bodies: Store,
    /// Result group starts of ops whose results are named in several groups
    /// (`%base, %offset, %sizes:2 = ...`); always begins with 0.
    groups: FxHashMap<(BodyId, OpId), Vec<u32>>,
    /// Split ops left to be numbered when they are printed ([`Names::for_split`]).
    pending: FxHashMap<OpRef, Split>,
    style: NameStyle,
}

/// How values are named (MLIR's `OpPrintingFlags` as `SSANameState` reads them).
#[derive(Clone, Copy, Debug)]
pub(super) struct NameStyle {
    /// Numbers run on across isolated-from-above regions instead of restarting in
    /// each (the generic form, `--mlir-print-unique-ssa-ids`).
    pub unique: bool,
    /// Custom forms' name hints (`%c0`, `%cst`, named block arguments); not in the
    /// generic form.
    pub hints: bool,
    /// Ops without results are numbered too, in the same sequence as values
    /// (`--mlir-print-value-users` names them as users).
    pub op_ids: bool,
    /// A value whose location holds a name location is named after it
    /// (`--mlir-use-nameloc-as-prefix`).
    pub nameloc: bool,
}

impl NameStyle {
    pub(super) fn of(opts: super::PrintOptions) -> NameStyle {
        NameStyle {
            unique: opts.generic || opts.unique_ssa_ids,
            hints: !opts.generic,
            op_ids: opts.value_users,
            nameloc: opts.nameloc_prefix,
        }
    }
}

/// The names of one body's values and blocks.
#[derive(Default)]
struct BodyNames {
    /// Per value: a number, or `NAMED_BIT | index into `named``.
    values: Vec<u32>,
    /// The names given, as ranges of `text`.
    named: Vec<(u32, u32)>,
    text: String,
    /// Per block: ordinal within its region.
    blocks: Vec<u32>,
    /// Per op without results, its number ([`NameStyle::op_ids`]; empty otherwise).
    ops: Vec<u32>,
}

#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// A region waiting on the numbering stack: its body, the counters to resume from, and
/// the depth of used-name frames it sees.
type Pending = (BodyId, RegionId, Counters, usize);

/// What a split op's numbering produced: its subtree's bodies' names and its result
/// groups.
type SplitNames = (
    Vec<(BodyId, BodyNames)>,
    FxHashMap<(BodyId, OpId), Vec<u32>>,
);

/// The isolated op whose regions are numbered on their own thread, with what the
/// numbering of its regions starts from.
struct Split {
    op: OpRef,
    counters: Counters,
    used: UsedNames,
}

impl Names {
    /// Names every value and block under `top`. In custom form the functions of a
    /// module do not see each other's names (each region restarts from its parent's
    /// counters), so with threading they are numbered in parallel; those in `later`
    /// are left for [`Names::for_split`], as each is printed (their tables then live
    /// only while their text is made, not through the whole print).
    pub(super) fn compute(
        ctx: &Context,
        ir: &Ir,
        top: OpRef,
        style: NameStyle,
        later: &FxHashSet<OpRef>,
    ) -> Names {
        let split: FxHashSet<OpRef> =
            if !style.unique && ctx.threading && rayon::current_num_threads() > 1 {
                ir.isolated_children(top).into_iter().collect()
            } else {
                FxHashSet::default()
            };
        // A body's tables are made when it is first numbered: most bodies belong to
        // split ops, whose numberings make their own on the pool.
        let mut n = Numbering {
            ir,
            bodies: Store::All(ir.bodies.iter().map(|_| BodyNames::default()).collect()),
            groups: FxHashMap::default(),
            split: &split,
            splits: Vec::new(),
            hints: NameHints::default(),
            scratch: String::new(),
            style,
        };
        let mut c = Counters {
            value: 0,
            arg: 0,
            conflict: 0,
        };
        let mut used = UsedNames::new();
        let mut stack: Vec<Pending> = Vec::new();
        n.push_regions(ir, &mut stack, top, c, 1, &used);
        n.number_op(ctx, ir, top, &mut c, &mut used);
        n.run(ctx, ir, stack, c, used);
        let (pending, splits): (Vec<Split>, Vec<Split>) = std::mem::take(&mut n.splits)
            .into_iter()
            .partition(|sp| later.contains(&sp.op));
        let Store::All(mut bodies) = n.bodies else {
            unreachable!("the top-level numbering owns every body")
        };
        let mut groups = n.groups;
        // Each split op's subtree (its body and the bodies nested in it) is numbered
        // alone, from what the sequential numbering would have started it with.
        // (Borrowed, not moved: each numbering copies the names it starts from on its
        // own thread (growing or freeing the copies made here would have the workers
        // lock this thread's allocator arena, function after function), and the
        // originals are freed here.)
        let parts: Vec<SplitNames> = splits
            .par_iter()
            .with_min_len(16)
            .map(|sp| sp.number(ctx, ir, style))
            .collect();
        for (mine, g) in parts {
            for (b, names) in mine {
                bodies[b.index()] = names;
            }
            groups.extend(g);
        }
        Names {
            bodies: Store::All(bodies),
            groups,
            pending: pending.into_iter().map(|sp| (sp.op, sp)).collect(),
            style,
        }
    }

    /// The names of a split op left for later, numbered now (on the calling thread);
    /// `None` for any other op.
    pub(super) fn for_split(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Option<Names> {
        let (mine, groups) = self.pending.get(&op)?.number(ctx, ir, self.style);
        Some(Names {
            bodies: Store::Few(mine),
            groups,
            pending: FxHashMap::default(),
            style: self.style,
        })
    }
}

impl Names {
    /// The names of `shell`, the detached copy of the split op `origin` left for later
    /// (see [`crate::ir::Ir::detach`]), numbered in `ir` as `origin` would have been;
    /// `None` if `origin` was not left for later.
    pub(super) fn for_detached(
        &self,
        ctx: &Context,
        ir: &Ir,
        origin: OpRef,
        shell: OpRef,
    ) -> Option<Names> {
        let sp = self.pending.get(&origin)?;
        let moved = Split {
            op: shell,
            counters: sp.counters,
            used: sp.used.clone(),
        };
        let (mine, groups) = moved.number(ctx, ir, self.style);
        Some(Names {
            bodies: Store::Few(mine),
            groups,
            pending: FxHashMap::default(),
            style: self.style,
        })
    }
}

impl Split {
    /// Numbers the split op's subtree (its body and the bodies nested in it) alone,
    /// from what the sequential numbering would have started it with.
    fn number(&self, ctx: &Context, ir: &Ir, style: NameStyle) -> SplitNames {
        let mine = subtree_bodies(ir, self.op)
            .into_iter()
            .map(|b| (b, BodyNames::for_body(ir.body(b), style.op_ids)))
            .collect();
        let empty = FxHashSet::default();
        let mut m = Numbering {
            ir,
            bodies: Store::Few(mine),
            groups: FxHashMap::default(),
            split: &empty,
            splits: Vec::new(),
            hints: NameHints::default(),
            scratch: String::new(),
            style,
        };
        let mut stack = Vec::new();
        let depth = self.used.depth();
        m.push_regions(ir, &mut stack, self.op, self.counters, depth, &self.used);
        m.run(ctx, ir, stack, self.counters, self.used.clone());
        let Store::Few(mine) = m.bodies else {
            unreachable!("a split numbering owns only its subtree")
        };
        (mine, m.groups)
    }
}

/// The bodies of an isolated op's subtree: its own and those of isolated ops in it.
fn subtree_bodies(ir: &Ir, (b, op): OpRef) -> Vec<BodyId> {
    let Some(root) = ir.body(b).op(op).nested() else {
        return Vec::new();
    };
    let mut out = vec![root];
    let mut i = 0;
    while i < out.len() {
        for d in &ir.body(out[i]).ops {
            if let Some(n) = d.nested()
                && !d.erased()
            {
                out.push(n);
            }
        }
        i += 1;
    }
    out
}

/// Where names are kept: every body (the top-level numbering), or only those of one
/// split op's subtree (its numbering, and the names printed with it).
enum Store {
    All(Vec<BodyNames>),
    Few(Vec<(BodyId, BodyNames)>),
}

impl Store {
    /// The names of body `b`, if kept here.
    fn get(&self, b: BodyId) -> Option<&BodyNames> {
        match self {
            Store::All(v) => v.get(b.index()),
            Store::Few(v) => v.iter().find(|(x, _)| *x == b).map(|(_, t)| t),
        }
    }
}

/// One numbering walk (MLIR's `SSANameState::numberValuesInRegion` and friends).
struct Numbering<'a> {
    ir: &'a Ir,
    bodies: Store,
    groups: FxHashMap<(BodyId, OpId), Vec<u32>>,
    /// Ops whose regions are numbered separately, and those met so far.
    split: &'a FxHashSet<OpRef>,
    splits: Vec<Split>,
    /// The name hooks' suggestions for the op at hand (reused).
    hints: NameHints,
    /// A name being built (reused).
    scratch: String,
    style: NameStyle,
}

impl BodyNames {
    /// Tables for `body`, nothing numbered yet (ops numbered too with `op_ids`).
    fn for_body(body: &crate::ir::Body, op_ids: bool) -> BodyNames {
        BodyNames {
            values: vec![UNNAMED; body.values.len()],
            named: Vec::new(),
            text: String::new(),
            blocks: vec![UNNAMED; body.blocks.len()],
            ops: if op_ids {
                vec![UNNAMED; body.ops.len()]
            } else {
                Vec::new()
            },
        }
    }

    /// The name of a named value (`id` is `NAMED_BIT | index`).
    fn name(&self, id: u32) -> &str {
        let (s, e) = self.named[(id & !NAMED_BIT) as usize];
        &self.text[s as usize..e as usize]
    }
}

impl Numbering<'_> {
    fn at(&mut self, b: BodyId) -> &mut BodyNames {
        match &mut self.bodies {
            Store::All(v) => {
                let names = &mut v[b.index()];
                let body = self.ir.body(b);
                if names.values.len() != body.values.len()
                    || names.blocks.len() != body.blocks.len()
                    || (self.style.op_ids && names.ops.len() != body.ops.len())
                {
                    *names = BodyNames::for_body(body, self.style.op_ids);
                }
                names
            }
            Store::Few(v) => {
                &mut v
                    .iter_mut()
                    .find(|(x, _)| *x == b)
                    .expect("a body outside the numbered subtree")
                    .1
            }
        }
    }

    fn value(&mut self, b: BodyId, v: ValueId) -> u32 {
        self.at(b).values[v.index()]
    }

    fn set_number(&mut self, b: BodyId, v: ValueId, n: u32) {
        self.at(b).values[v.index()] = n;
    }

    /// Queues the regions of `op` (in order; popped last-first), or records `op` as a
    /// split point.
    fn push_regions(
        &mut self,
        ir: &Ir,
        stack: &mut Vec<Pending>,
        (b, op): OpRef,
        c: Counters,
        depth: usize,
        used: &UsedNames,
    ) {
        let d = ir.body(b).op(op);
        if d.regions().is_empty() {
            return;
        }
        // The names visible from above are copied to the split: only when they are few.
        if self.split.contains(&(b, op)) && used.count_in(depth) <= 64 {
            self.splits.push(Split {
                op: (b, op),
                counters: c,
                used: used.prefix(depth),
            });
            return;
        }
        let rb = d.nested().unwrap_or(b);
        for &r in d.regions() {
            stack.push((rb, r, c, depth));
        }
    }

    /// Pops and numbers regions until the stack is empty.
    fn run(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        mut stack: Vec<Pending>,
        mut c: Counters,
        mut used: UsedNames,
    ) {
        let style = self.style;
        while let Some((b, r, saved, depth)) = stack.pop() {
            if !style.unique {
                c = saved;
            }
            used.truncate(depth);
            used.push_frame();
            let my_depth = used.depth();
            let body = ir.body(b);
            // Custom forms may name their entry block arguments (`%in`, `%out`).
            if style.hints {
                self.name_entry_args(ctx, ir, b, r, &mut used, &mut c.conflict);
            }
            for (ordinal, blk) in body.region_blocks(r).enumerate() {
                self.at(b).blocks[blk.index()] = ordinal as u32;
                let is_entry = ordinal == 0;
                for &arg in body.block_args(blk) {
                    if self.value(b, arg) != UNNAMED {
                        continue;
                    }
                    // Entry arguments are `%argN` (counted even when a name location
                    // names them).
                    let mut name = std::mem::take(&mut self.scratch);
                    name.clear();
                    if is_entry {
                        name.push_str("arg");
                        push_u64(&mut name, c.arg.into());
                        c.arg += 1;
                    }
                    if let Some(l) = self.arg_loc_name(ctx, body, arg) {
                        name.clear();
                        name.push_str(l);
                    }
                    // (An empty name is a number, as MLIR's `setValueName` has it.)
                    if name.is_empty() {
                        self.set_number(b, arg, c.value);
                        c.value += 1;
                    } else {
                        let i = unique_name(&sanitize(&name), &mut used, &mut c.conflict);
                        self.set_named(b, arg, used.name(i));
                    }
                    self.scratch = name;
                }
                for o in body.block_ops(blk) {
                    self.number_op(ctx, ir, (b, o), &mut c, &mut used);
                }
            }
            for blk in body.region_blocks(r) {
                for o in body.block_ops(blk) {
                    self.push_regions(ir, &mut stack, (b, o), c, my_depth, &used);
                }
            }
        }
    }

    /// Applies the parent op's `block_arg_names` hook to region `r`'s entry block (a
    /// name location of the argument, with [`NameStyle::nameloc`], wins over the
    /// hook's name).
    fn name_entry_args(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        b: BodyId,
        r: RegionId,
        used: &mut UsedNames,
        conflict: &mut u32,
    ) {
        let body = ir.body(b);
        let parent = match body.region_parent(r) {
            Some(p) => (b, p),
            None => match body.owner {
                Some(o) => o,
                None => return,
            },
        };
        let pd = ir.body(parent.0).op(parent.1);
        let Some(hook) = pd.def.and_then(|d| d.block_arg_names) else {
            return;
        };
        let Some(index) = pd.regions().iter().position(|&x| x == r) else {
            return;
        };
        let Some(entry) = body.entry_block(r) else {
            return;
        };
        let mut hints = std::mem::take(&mut self.hints);
        hints.clear();
        hook(ctx, ir, parent, index, &mut hints);
        for (i, name) in hints.iter() {
            let Some(&arg) = body.block_args(entry).get(i) else {
                continue;
            };
            if name.is_empty() || self.value(b, arg) != UNNAMED {
                continue;
            }
            let name = self.arg_loc_name(ctx, body, arg).unwrap_or(name);
            let n = unique_name(&sanitize(name), used, conflict);
            self.set_named(b, arg, used.name(n));
        }
        self.hints = hints;
    }

    /// With [`NameStyle::nameloc`], the name in block argument `arg`'s location.
    fn arg_loc_name<'c>(
        &self,
        ctx: &'c Context,
        body: &crate::ir::Body,
        arg: ValueId,
    ) -> Option<&'c str> {
        if !self.style.nameloc {
            return None;
        }
        name_in_loc(ctx, body.value(arg).loc()?)
    }

    fn set_named(&mut self, b: BodyId, v: ValueId, name: &str) {
        let names = self.at(b);
        let idx = names.named.len() as u32;
        let start = names.text.len() as u32;
        names.text.push_str(name);
        names.named.push((start, names.text.len() as u32));
        names.values[v.index()] = NAMED_BIT | idx;
    }

    fn number_op(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        (b, op): OpRef,
        c: &mut Counters,
        used: &mut UsedNames,
    ) {
        let style = self.style;
        let body = ir.body(b);
        if body.num_results(op) == 0 {
            if style.op_ids {
                let names = self.at(b);
                if names.ops[op.index()] == UNNAMED {
                    names.ops[op.index()] = c.value;
                    c.value += 1;
                }
            }
            return;
        }
        let hints = style.hints;
        // With `nameloc`, the op's name location (its results' location) renames
        // whatever the hints name, and names the first result if they do not.
        let loc_name = if style.nameloc {
            name_in_loc(ctx, body.op(op).loc)
        } else {
            None
        };
        // Name hints apply to the custom form only.
        if let Some(hint) = body
            .op(op)
            .def
            .and_then(|d| d.result_names)
            .filter(|_| hints)
        {
            let mut hints = std::mem::take(&mut self.hints);
            hints.clear();
            hint(ctx, ir, (b, op), &mut hints);
            let mut starts: smallvec::SmallVec<[u32; 2]> = smallvec::smallvec![0u32];
            for (i, name) in hints.iter() {
                let v = body.result(op, i);
                if self.value(b, v) != UNNAMED {
                    continue;
                }
                let name = loc_name.unwrap_or(name);
                if name.is_empty() {
                    self.set_number(b, v, c.value);
                    c.value += 1;
                } else {
                    let n = unique_name(&sanitize(name), used, &mut c.conflict);
                    self.set_named(b, v, used.name(n));
                }
                if i != 0 {
                    starts.push(i as u32);
                }
            }
            self.hints = hints;
            if starts.len() > 1 {
                starts.sort_unstable();
                starts.dedup();
                self.groups.insert((b, op), starts.into_vec());
            }
        }
        let r0 = body.result(op, 0);
        if self.value(b, r0) == UNNAMED
            && let Some(name) = loc_name.filter(|n| !n.is_empty())
        {
            let n = unique_name(&sanitize(name), used, &mut c.conflict);
            self.set_named(b, r0, used.name(n));
        }
        if self.value(b, r0) == UNNAMED {
            self.set_number(b, r0, c.value);
            c.value += 1;
        }
    }
}

impl Names {
    /// The result groups of an op as (first result, size); one group unless name hints
    /// split the results.
    pub(super) fn result_groups(
        &self,
        ir: &Ir,
        b: BodyId,
        op: OpId,
    ) -> smallvec::SmallVec<[(u32, u32); 1]> {
        let n = ir.body(b).num_results(op) as u32;
        match self.groups.get(&(b, op)) {
            Some(starts) => starts
                .iter()
                .enumerate()
                .map(|(i, &s)| (s, starts.get(i + 1).copied().unwrap_or(n) - s))
                .collect(),
            None => smallvec::smallvec![(0, n)],
        }
    }

    /// Writes `%name`, adding `#N` for results of multi-result groups (MLIR's
    /// `getResultIDAndNumber`).
    pub(super) fn write_value(&self, out: &mut String, ir: &Ir, b: BodyId, v: ValueId) {
        let (base, suffix) = match result_index(ir, b, v) {
            Some((op, idx)) if ir.body(b).num_results(op) > 1 => match self.groups.get(&(b, op)) {
                None => (ir.body(b).result(op, 0), Some(idx)),
                Some(starts) => {
                    let n = ir.body(b).num_results(op) as u32;
                    let gi = starts.partition_point(|&s| s <= idx) - 1;
                    let start = starts[gi];
                    let size = starts.get(gi + 1).copied().unwrap_or(n) - start;
                    let base = ir.body(b).result(op, start as usize);
                    (base, if size != 1 { Some(idx - start) } else { None })
                }
            },
            _ => (v, None),
        };
        let id = self.number(b, base);
        out.push('%');
        if id == UNNAMED {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        if id & NAMED_BIT != 0 {
            out.push_str(self.name(b, id));
        } else {
            push_u64(out, id.into());
        }
        if let Some(i) = suffix {
            out.push('#');
            push_u64(out, i.into());
        }
    }

    /// Writes `%name` without a result-number suffix (for definitions).
    pub(super) fn write_value_base(&self, out: &mut String, b: BodyId, v: ValueId) {
        let id = self.number(b, v);
        out.push('%');
        if id & NAMED_BIT != 0 && id != UNNAMED {
            out.push_str(self.name(b, id));
        } else {
            push_u64(out, id.into());
        }
    }

    /// Writes `^bbN`.
    pub(super) fn write_block(&self, out: &mut String, b: BodyId, blk: BlockId) {
        let o = self.block_ordinal(b, blk);
        if o == UNNAMED {
            out.push_str("^INVALIDBLOCK");
        } else {
            out.push_str("^bb");
            push_u64(out, o.into());
        }
    }

    /// Writes `%N`, the number of an op without results ([`NameStyle::op_ids`]).
    pub(super) fn write_op_id(&self, out: &mut String, b: BodyId, op: OpId) {
        let id = self
            .bodies
            .get(b)
            .and_then(|t| t.ops.get(op.index()))
            .copied()
            .unwrap_or(UNNAMED);
        if id == UNNAMED {
            out.push_str("<<UNKNOWN OPERATION>>");
        } else {
            out.push('%');
            push_u64(out, id.into());
        }
    }

    /// The ordinal of a block within its region.
    pub(super) fn block_ordinal(&self, b: BodyId, blk: BlockId) -> u32 {
        self.bodies
            .get(b)
            .and_then(|t| t.blocks.get(blk.index()))
            .copied()
            .unwrap_or(UNNAMED)
    }

    /// A value's number, or `NAMED_BIT` and its name's index, or `UNNAMED`.
    fn number(&self, b: BodyId, v: ValueId) -> u32 {
        self.bodies
            .get(b)
            .and_then(|t| t.values.get(v.index()))
            .copied()
            .unwrap_or(UNNAMED)
    }

    /// The name of a named value of body `b` (`id` is `NAMED_BIT | index`).
    fn name(&self, b: BodyId, id: u32) -> &str {
        self.bodies.get(b).map_or("", |t| t.name(id))
    }
}

/// The name of the first name location in `loc`, outermost first (MLIR's
/// `findInstanceOf<NameLoc>`: a pre-order walk of the location tree).
fn name_in_loc(ctx: &Context, loc: crate::attrs::Attr) -> Option<&str> {
    use crate::attrs::AttrKind;
    match ctx.attr_kind(ctx.canonical(loc)) {
        AttrKind::NameLoc { name, .. } => Some(ctx.str(*name)),
        AttrKind::CallSiteLoc { callee, caller } => {
            name_in_loc(ctx, *callee).or_else(|| name_in_loc(ctx, *caller))
        }
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|&l| name_in_loc(ctx, l)),
        _ => None,
    }
}

/// Replaces characters that cannot appear in an SSA name (MLIR's `sanitizeIdentifier`):
/// spaces become `_`, others their hex code; a leading digit gets a `_` prefix.
fn sanitize(name: &str) -> Cow<'_, str> {
    let clean = |b: u8| b.is_ascii_alphanumeric() || b"$._-".contains(&b);
    if !name.starts_with(|c: char| c.is_ascii_digit()) && name.bytes().all(clean) {
        return Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len() + 1);
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || b"$._-".contains(&b) {
            out.push(b as char);
        } else if b == b' ' {
            out.push('_');
        } else {
            let _ = write!(out, "{b:X}");
        }
    }
    Cow::Owned(out)
}

/// Makes `name` unique against the used names (MLIR's `uniqueValueName`: `name`, else
/// `name_N` with the next free conflict counter) and takes it; its index in `used`.
fn unique_name(name: &str, used: &mut UsedNames, conflict: &mut u32) -> u32 {
    if !used.contains(name) {
        return used.insert(name);
    }
    let mut probe = String::with_capacity(name.len() + 4);
    loop {
        probe.clear();
        probe.push_str(name);
        probe.push('_');
        push_u64(&mut probe, (*conflict).into());
        *conflict += 1;
        if !used.contains(&probe) {
            return used.insert(&probe);
        }
    }
}
