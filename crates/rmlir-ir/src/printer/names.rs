//! SSA value and block naming (MLIR's `SSANameState`).
//!
//! Regions are numbered from a stack: the top op's regions are pushed in order and popped
//! last-first; each popped region numbers its block arguments (entry arguments are
//! `%argN`), then the first result of each op, and pushes the regions of its ops with the
//! counters as they stand. In custom form the counters are restored per region (sibling
//! regions restart where their parent was); in generic form they are not, so every value
//! gets a unique number. Blocks are `^bbN` numbered per region.

use super::result_index;
use crate::context::Context;
use crate::ir::{BlockId, BodyId, Ir, OpRef, RegionId, ValueId};
use rustc_hash::FxHashSet;
use std::fmt::Write;

const UNNAMED: u32 = u32::MAX;
const NAMED_BIT: u32 = 1 << 31;

/// Computed names for one print.
pub(super) struct Names {
    /// Per body, per value: a number, or `NAMED_BIT | index into `named``.
    values: Vec<Vec<u32>>,
    named: Vec<String>,
    /// Per body, per block: ordinal within its region.
    blocks: Vec<Vec<u32>>,
    /// Result group starts of ops whose results are named in several groups
    /// (`%base, %offset, %sizes:2 = ...`); always begins with 0.
    groups: rustc_hash::FxHashMap<(BodyId, crate::ir::OpId), Vec<u32>>,
}

struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

impl Names {
    pub(super) fn compute(ctx: &Context, ir: &Ir, top: OpRef, unique: bool) -> Names {
        let mut n = Names {
            values: ir
                .bodies
                .iter()
                .map(|b| vec![UNNAMED; b.values.len()])
                .collect(),
            named: Vec::new(),
            groups: rustc_hash::FxHashMap::default(),
            blocks: ir
                .bodies
                .iter()
                .map(|b| vec![UNNAMED; b.blocks.len()])
                .collect(),
        };
        let mut c = Counters {
            value: 0,
            arg: 0,
            conflict: 0,
        };
        // Used names, scoped per region: a stack of frames.
        let mut used: Vec<FxHashSet<String>> = vec![FxHashSet::default()];
        let mut stack: Vec<(BodyId, RegionId, u32, u32, u32, usize)> = Vec::new();
        let push_regions = |stack: &mut Vec<_>, (b, op): OpRef, c: &Counters, depth: usize| {
            let d = ir.body(b).op(op);
            let rb = d.nested.unwrap_or(b);
            for &r in &d.regions {
                stack.push((rb, r, c.value, c.arg, c.conflict, depth));
            }
        };
        push_regions(&mut stack, top, &c, 1);
        n.number_op(ctx, ir, top, &mut c, &mut used, unique);
        while let Some((b, r, v, a, k, depth)) = stack.pop() {
            if !unique {
                c.value = v;
                c.arg = a;
                c.conflict = k;
            }
            used.truncate(depth);
            used.push(FxHashSet::default());
            let my_depth = used.len();
            let body = ir.body(b);
            // Custom forms may name their entry block arguments (`%in`, `%out`).
            if !unique {
                n.name_entry_args(ctx, ir, b, r, &mut used, &mut c.conflict);
            }
            for (ordinal, blk) in body.region_blocks(r).enumerate() {
                n.blocks[b.index()][blk.index()] = ordinal as u32;
                let is_entry = ordinal == 0;
                for &arg in body.block_args(blk) {
                    if n.values[b.index()][arg.index()] != UNNAMED {
                        continue;
                    }
                    if is_entry {
                        let name = format!("arg{}", c.arg);
                        c.arg += 1;
                        let name = unique_name(&name, &mut used, &mut c.conflict);
                        n.set_named(b, arg, name);
                    } else {
                        n.values[b.index()][arg.index()] = c.value;
                        c.value += 1;
                    }
                }
                for o in body.block_ops(blk) {
                    n.number_op(ctx, ir, (b, o), &mut c, &mut used, unique);
                }
            }
            for blk in body.region_blocks(r) {
                for o in body.block_ops(blk) {
                    push_regions(&mut stack, (b, o), &c, my_depth);
                }
            }
        }
        n
    }

    /// Applies the parent op's `block_arg_names` hook to region `r`'s entry block.
    fn name_entry_args(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        b: BodyId,
        r: RegionId,
        used: &mut [FxHashSet<String>],
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
        let Some(index) = pd.regions.iter().position(|&x| x == r) else {
            return;
        };
        let Some(entry) = body.entry_block(r) else {
            return;
        };
        let mut names = Vec::new();
        hook(ctx, ir, parent, index, &mut names);
        for (i, name) in names {
            let Some(&arg) = body.block_args(entry).get(i) else {
                continue;
            };
            if name.is_empty() || self.values[b.index()][arg.index()] != UNNAMED {
                continue;
            }
            let name = unique_name(&sanitize(&name), used, conflict);
            self.set_named(b, arg, name);
        }
    }

    fn set_named(&mut self, b: BodyId, v: ValueId, name: String) {
        let idx = self.named.len() as u32;
        self.named.push(name);
        self.values[b.index()][v.index()] = NAMED_BIT | idx;
    }

    fn number_op(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        (b, op): OpRef,
        c: &mut Counters,
        used: &mut [FxHashSet<String>],
        generic: bool,
    ) {
        let body = ir.body(b);
        if body.num_results(op) == 0 {
            return;
        }
        // Name hints apply to the custom form only.
        if let Some(hint) = body
            .op(op)
            .def
            .and_then(|d| d.result_names)
            .filter(|_| !generic)
        {
            let mut names = Vec::new();
            hint(ctx, ir, (b, op), &mut names);
            let mut starts = vec![0u32];
            for (i, name) in names {
                let v = body.result(op, i);
                if self.values[b.index()][v.index()] != UNNAMED {
                    continue;
                }
                if name.is_empty() {
                    self.values[b.index()][v.index()] = c.value;
                    c.value += 1;
                } else {
                    let name = unique_name(&sanitize(&name), used, &mut c.conflict);
                    self.set_named(b, v, name);
                }
                if i != 0 {
                    starts.push(i as u32);
                }
            }
            if starts.len() > 1 {
                starts.sort_unstable();
                starts.dedup();
                self.groups.insert((b, op), starts);
            }
        }
        let r0 = body.result(op, 0);
        if self.values[b.index()][r0.index()] == UNNAMED {
            self.values[b.index()][r0.index()] = c.value;
            c.value += 1;
        }
    }

    /// The result groups of an op as (first result, size); one group unless name hints
    /// split the results.
    pub(super) fn result_groups(
        &self,
        ir: &Ir,
        b: BodyId,
        op: crate::ir::OpId,
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
        let id = self
            .values
            .get(b.index())
            .and_then(|t| t.get(base.index()))
            .copied()
            .unwrap_or(UNNAMED);
        out.push('%');
        if id == UNNAMED {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        if id & NAMED_BIT != 0 {
            out.push_str(&self.named[(id & !NAMED_BIT) as usize]);
        } else {
            let _ = write!(out, "{id}");
        }
        if let Some(i) = suffix {
            let _ = write!(out, "#{i}");
        }
    }

    /// Writes `%name` without a result-number suffix (for definitions).
    pub(super) fn write_value_base(&self, out: &mut String, b: BodyId, v: ValueId) {
        let id = self
            .values
            .get(b.index())
            .and_then(|t| t.get(v.index()))
            .copied()
            .unwrap_or(UNNAMED);
        out.push('%');
        if id & NAMED_BIT != 0 && id != UNNAMED {
            out.push_str(&self.named[(id & !NAMED_BIT) as usize]);
        } else {
            let _ = write!(out, "{id}");
        }
    }

    /// Writes `^bbN`.
    pub(super) fn write_block(&self, out: &mut String, b: BodyId, blk: BlockId) {
        let o = self.block_ordinal(b, blk);
        if o == UNNAMED {
            out.push_str("^INVALIDBLOCK");
        } else {
            let _ = write!(out, "^bb{o}");
        }
    }

    /// The ordinal of a block within its region.
    pub(super) fn block_ordinal(&self, b: BodyId, blk: BlockId) -> u32 {
        self.blocks
            .get(b.index())
            .and_then(|t| t.get(blk.index()))
            .copied()
            .unwrap_or(UNNAMED)
    }
}

/// Replaces characters that cannot appear in an SSA name (MLIR's `sanitizeIdentifier`):
/// spaces become `_`, others their hex code; a leading digit gets a `_` prefix.
fn sanitize(name: &str) -> String {
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
    out
}

/// Makes `name` unique against the used-name frames (MLIR's `uniqueValueName`).
fn unique_name(name: &str, used: &mut [FxHashSet<String>], conflict: &mut u32) -> String {
    let taken = |s: &str, used: &[FxHashSet<String>]| used.iter().any(|f| f.contains(s));
    let mut out = name.to_string();
    if taken(&out, used) {
        loop {
            let probe = format!("{name}_{}", *conflict);
            *conflict += 1;
            if !taken(&probe, used) {
                out = probe;
                break;
            }
        }
    }
    if let Some(f) = used.last_mut() {
        f.insert(out.clone());
    }
    out
}
