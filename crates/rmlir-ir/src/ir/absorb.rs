//! Appending one body's IR to another's, with the appended ops joining a block of the
//! receiving body: how the parser puts together a function body whose stretches of
//! ops were parsed on several threads, each into a body of its own.
//!
//! The appended body's region 0 and its only block, block 0, stand for a region and a
//! block of the receiving body: the ops of block 0 are linked into that block, and
//! everything else (ops, values, operand slots, other blocks and regions) is appended
//! with its ids shifted past the receiving body's.
//!
//! ```text
//! self:   ^entry: op0 op1 | op2            other: block 0: opA opB(region 1 {...})
//! other.renumber_for(place after self's contents); self.append_renumbered(other, after: op1)
//! self:   ^entry: op0 op1 opA' opB'({...}) op2
//! ```

use super::{BlockId, Body, NONE, OpId, RegionId, ValueDef, ValueId};

/// Where an appended body's ids go in the receiving body: its ops, values, operand
/// slots, blocks and regions are numbered from these (block 0 and region 0 stand for
/// `block` and `region`).
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    pub ops: u32,
    pub values: u32,
    pub operands: u32,
    /// Where block 1 goes.
    pub blocks: u32,
    /// Where region 1 goes.
    pub regions: u32,
    pub region: RegionId,
    pub block: BlockId,
}

impl Placement {
    /// The place right after everything `body` holds, for a body joining `block` of
    /// `region` there.
    pub fn after(body: &Body, region: RegionId, block: BlockId) -> Placement {
        Placement {
            ops: body.ops.len() as u32,
            values: body.values.len() as u32,
            operands: body.operands.len() as u32,
            blocks: body.blocks.len() as u32,
            regions: body.regions.len() as u32,
            region,
            block,
        }
    }

    /// The place right after `other` (renumbered or not) when it goes at `self`.
    pub fn then(&self, other: &Body) -> Placement {
        Placement {
            ops: self.ops + other.ops.len() as u32,
            values: self.values + other.values.len() as u32,
            operands: self.operands + other.operands.len() as u32,
            blocks: self.blocks + other.blocks.len() as u32 - 1,
            regions: self.regions + other.regions.len() as u32 - 1,
            ..*self
        }
    }

    /// An appended op's id in the receiving body.
    pub fn op(&self, op: OpId) -> OpId {
        OpId(op.0 + self.ops)
    }

    /// An appended value's id in the receiving body.
    pub fn value(&self, v: ValueId) -> ValueId {
        ValueId(v.0 + self.values)
    }

    fn block(&self, b: u32) -> u32 {
        match b {
            NONE => NONE,
            0 => self.block.0,
            b => b - 1 + self.blocks,
        }
    }

    fn region(&self, r: u32) -> u32 {
        match r {
            NONE => NONE,
            0 => self.region.0,
            r => r - 1 + self.regions,
        }
    }
}

/// A forward reference bound while renumbering: its uses (a chain of operand slots,
/// in receiving ids) now name `value`, and go at the front of `value`'s use list when
/// the bodies are joined.
#[derive(Clone, Copy, Debug)]
pub struct BoundUses {
    pub value: ValueId,
    head: u32,
    tail: u32,
}

/// Adds `by` to an id, leaving "none" alone.
fn shift(x: u32, by: u32) -> u32 {
    if x == NONE { NONE } else { x + by }
}

impl Body {
    /// Renumbers this body (whose region 0 holds only block 0) for appending at `at`,
    /// with the uses of each placeholder in `bound` naming the receiving body's value
    /// given there instead. Touches nothing else, so bodies to append can be renumbered
    /// on several threads; [`Body::append_renumbered`] then joins them.
    pub fn renumber_for(&mut self, at: &Placement, bound: &[(ValueId, ValueId)]) -> Vec<BoundUses> {
        let mut vmap: Vec<u32> = (at.values..at.values + self.values.len() as u32).collect();
        let mut slot_of = rustc_hash::FxHashMap::default();
        for (i, &(ph, v)) in bound.iter().enumerate() {
            vmap[ph.index()] = v.0;
            slot_of.insert(v.0, i);
        }
        let mut uses: Vec<BoundUses> = bound
            .iter()
            .map(|&(ph, value)| BoundUses {
                value,
                head: shift(self.values[ph.index()].first_use, at.operands),
                tail: NONE,
            })
            .collect();
        for d in &mut self.ops {
            d.operands_start += at.operands;
            d.results_start += at.values;
            for s in d.successors_mut().iter_mut() {
                s.0 = at.block(s.0);
            }
            for r in d.regions_mut().iter_mut() {
                r.0 = at.region(r.0);
            }
            d.parent = at.block(d.parent);
            d.prev = shift(d.prev, at.ops);
            d.next = shift(d.next, at.ops);
        }
        for b in self.blocks.iter_mut().skip(1) {
            for a in b.args.iter_mut() {
                a.0 = vmap[a.index()];
            }
            b.parent = at.region(b.parent);
            b.first_op = shift(b.first_op, at.ops);
            b.last_op = shift(b.last_op, at.ops);
            b.prev = at.block(b.prev);
            b.next = at.block(b.next);
        }
        for r in self.regions.iter_mut().skip(1) {
            r.parent = r.parent.map(|o| OpId(o.0 + at.ops));
            r.first_block = at.block(r.first_block);
            r.last_block = at.block(r.last_block);
        }
        for v in &mut self.values {
            v.set_def(match v.def() {
                ValueDef::Result { op, index } => ValueDef::Result {
                    op: OpId(op.0 + at.ops),
                    index,
                },
                ValueDef::BlockArg { block, index } => ValueDef::BlockArg {
                    block: BlockId(at.block(block.0)),
                    index,
                },
                ValueDef::Placeholder => ValueDef::Placeholder,
            });
            v.first_use = shift(v.first_use, at.operands);
        }
        for &(ph, _) in bound {
            self.values[ph.index()].first_use = NONE;
        }
        let start = at.values;
        for (i, o) in self.operands.iter_mut().enumerate() {
            if o.value.0 != NONE {
                let local = o.value.0;
                o.value.0 = vmap[local as usize];
                if o.next_use == NONE && o.value.0 != local + start {
                    uses[slot_of[&o.value.0]].tail = i as u32 + at.operands;
                }
            }
            o.owner.0 += at.ops;
            o.prev_use = shift(o.prev_use, at.operands);
            o.next_use = shift(o.next_use, at.operands);
        }
        uses
    }

    /// Appends `other`, renumbered by [`Body::renumber_for`] for the place right after
    /// this body's contents: its block 0's ops are linked into the placement's block
    /// after `after` (or at its start).
    ///
    /// The op, value and operand tables move on all threads, each thread its share of
    /// them into the room they go to (a function body parsed in stretches is tens of
    /// megabytes, which one thread copied while the other waited). Appending stretch
    /// after stretch, each freed once appended, keeps the memory held at about one
    /// copy of the body.
    pub fn append_renumbered(&mut self, mut other: Body, at: &Placement, after: Option<OpId>) {
        use rayon::iter::ParallelExtend;
        debug_assert_eq!(at.ops as usize, self.ops.len());
        let (first, last) = (other.blocks[0].first_op, other.blocks[0].last_op);
        self.ops.par_extend(std::mem::take(&mut other.ops));
        self.values.par_extend(std::mem::take(&mut other.values));
        self.operands
            .par_extend(std::mem::take(&mut other.operands));
        self.blocks.extend(other.blocks.drain(1..));
        self.regions.extend(other.regions.drain(1..));
        if first == NONE {
            return;
        }
        let block = at.block;
        let (first, last) = (first + at.ops, last + at.ops);
        let prev = after.map_or(NONE, |a| a.0);
        let next = match after {
            Some(a) => self.ops[a.index()].next,
            None => self.blocks[block.index()].first_op,
        };
        self.ops[first as usize].prev = prev;
        self.ops[last as usize].next = next;
        if prev == NONE {
            self.blocks[block.index()].first_op = first;
        } else {
            self.ops[prev as usize].next = first;
        }
        if next == NONE {
            self.blocks[block.index()].last_op = last;
        } else {
            self.ops[next as usize].prev = last;
        }
        self.blocks[block.index()].order_valid = false;
    }

    /// Links bound uses (from [`Body::renumber_for`], their bodies appended; one list
    /// per stretch, in text order) into their values' use lists, where a sequential
    /// parse would have put them: in front of the uses made before them, behind the
    /// uses in `later`'s slots (made after them in the text, though parsed before: the
    /// last stretch of a split body, see [`crate::parser`]'s split parse).
    pub fn link_bound_uses(&mut self, stretches: &[Vec<BoundUses>], later: &mut LaterUses) {
        for uses in stretches {
            for u in uses {
                if u.head != NONE {
                    self.insert_use_chain(u.value, u.head, u.tail, later);
                }
            }
        }
    }

    /// Moves every use of `from` to `to`, keeping their order, in front of `to`'s uses
    /// (behind those whose slots are in `later`): the uses a sequential parse would
    /// have made of `to` directly, where [`Body::replace_all_uses`] reverses them as
    /// MLIR's does for a real forward reference.
    pub fn splice_uses(&mut self, from: ValueId, to: ValueId, later: &mut LaterUses) {
        let head = self.values[from.index()].first_use;
        if head == NONE || from == to {
            return;
        }
        let (mut o, mut tail) = (head, head);
        while o != NONE {
            self.operands[o as usize].value = to;
            tail = o;
            o = self.operands[o as usize].next_use;
        }
        self.values[from.index()].first_use = NONE;
        self.insert_use_chain(to, head, tail, later);
    }

    /// Splices the use chain `head..=tail` into `v`'s list after its leading uses in
    /// slots `later`.
    fn insert_use_chain(&mut self, v: ValueId, head: u32, tail: u32, later: &mut LaterUses) {
        let prev = later.last_of(self, v);
        let next = match prev {
            NONE => self.values[v.index()].first_use,
            p => self.operands[p as usize].next_use,
        };
        self.operands[tail as usize].next_use = next;
        if next != NONE {
            self.operands[next as usize].prev_use = tail;
        }
        self.operands[head as usize].prev_use = prev;
        if prev == NONE {
            self.values[v.index()].first_use = head;
        } else {
            self.operands[prev as usize].next_use = head;
        }
    }
}

/// The uses in operand slots `slots` that lead the use lists of values (made later in
/// the text, linked first), with the last of them found once per value: a value of a
/// long body's first stretch may have thousands of uses in its last stretch, which
/// every chain spliced in behind them would otherwise walk again.
pub struct LaterUses {
    slots: std::ops::Range<u32>,
    /// Per value: the last leading use in `slots` (`NONE`: none).
    last: rustc_hash::FxHashMap<ValueId, u32>,
}

impl LaterUses {
    pub fn new(slots: std::ops::Range<u32>) -> LaterUses {
        LaterUses {
            slots,
            last: Default::default(),
        }
    }

    /// The last of `v`'s leading uses in the slots. Chains spliced in behind it go
    /// between it and the rest, so it stays the last of them.
    fn last_of(&mut self, body: &Body, v: ValueId) -> u32 {
        let slots = &self.slots;
        *self.last.entry(v).or_insert_with(|| {
            let mut prev = NONE;
            let mut next = body.values[v.index()].first_use;
            while next != NONE && slots.contains(&next) {
                prev = next;
                next = body.operands[next as usize].next_use;
            }
            prev
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;
    use crate::ir::OpState;

    /// Appends `other` in one go, binding nothing.
    fn absorb(
        main: &mut Body,
        mut other: Body,
        region: RegionId,
        block: BlockId,
        after: Option<OpId>,
    ) -> Placement {
        let at = Placement::after(main, region, block);
        other.renumber_for(&at, &[]);
        main.append_renumbered(other, &at, after);
        at
    }

    /// A body with one region and block holding ops named `names`, each using the
    /// previous op's result.
    fn chain(ctx: &Context, names: &[&str]) -> (Body, RegionId, BlockId) {
        let mut b = Body::new(None);
        let r = b.create_region(None);
        let blk = b.create_block();
        b.append_block(r, blk);
        let i32t = ctx.int_type(32);
        let mut prev: Option<ValueId> = None;
        for n in names {
            let loc = ctx.unknown_loc();
            let st = OpState::new(ctx, n, prev.into_iter().collect(), vec![i32t], loc);
            let op = b.create_op(st);
            b.insert_op(op, blk, None);
            prev = Some(b.result(op, 0));
        }
        (b, r, blk)
    }

    #[test]
    fn absorbed_ops_join_the_block_between_its_ops_with_their_uses() {
        let ctx = Context::default();
        let (mut main, r, blk) = chain(&ctx, &["t.a", "t.b"]);
        let first = main.first_op(blk).unwrap();
        let (mut other, _, oblk) = chain(&ctx, &["t.x", "t.y"]);
        // A nested region in the appended body, with a block of its own.
        let y = other.last_op(oblk).unwrap();
        let nested = other.create_region(Some(y));
        let nb = other.create_block();
        other.append_block(nested, nb);
        other.op_mut(y).set_regions([nested]);
        let arg = other.add_block_arg(nb, ctx.int_type(1), None);
        let x_res = other.result(other.first_op(oblk).unwrap(), 0);
        let moved = absorb(&mut main, other, r, blk, Some(first));
        let names: Vec<_> = main
            .block_ops(blk)
            .map(|o| ctx.str(main.op(o).name).to_string())
            .collect();
        assert_eq!(names, ["t.a", "t.x", "t.y", "t.b"]);
        main.check_invariants().unwrap();
        let y2 = moved.op(y);
        assert_eq!(main.op_block(y2), Some(blk));
        // y's operand is x's result, whose only use is y.
        let x2 = moved.value(x_res);
        assert_eq!(main.operand(y2, 0), x2);
        assert_eq!(main.uses(x2).count(), 1);
        let nr = main.op(y2).regions()[0];
        assert_eq!(main.region_parent(nr), Some(y2));
        let nb2 = main.entry_block(nr).unwrap();
        assert_eq!(main.block_args(nb2), [moved.value(arg)]);
        assert_eq!(main.value_block(moved.value(arg)), Some(nb2));
        assert!(main.is_before_in_block(first, y2));
    }

    #[test]
    fn bound_placeholders_become_uses_of_the_receiving_values() {
        let ctx = Context::default();
        let (mut main, r, blk) = chain(&ctx, &["t.a"]);
        let a = main.result(main.first_op(blk).unwrap(), 0);
        // Two uses of a forward reference that stands for `a`.
        let mut other = Body::new(None);
        other.create_region(None);
        let ob = other.create_block();
        let i32t = ctx.int_type(32);
        let ph = other.new_placeholder(i32t);
        for _ in 0..2 {
            let st = OpState::new(&ctx, "t.use", vec![ph], vec![], ctx.unknown_loc());
            let op = other.create_op(st);
            other.insert_op(op, ob, None);
        }
        let at = Placement::after(&main, r, blk);
        let uses = other.renumber_for(&at, &[(ph, a)]);
        let after = main.last_op(blk);
        main.append_renumbered(other, &at, after);
        main.link_bound_uses(std::slice::from_ref(&uses), &mut LaterUses::new(0..0));
        main.check_invariants().unwrap();
        assert_eq!(main.uses(a).count(), 2);
        assert!(main.use_empty(at.value(ph)));
        let users: Vec<_> = main.block_ops(blk).skip(1).collect();
        assert!(users.iter().all(|&u| main.operand(u, 0) == a));
    }

    /// The users of `v`, in use-list order, by op name.
    fn user_names(ctx: &Context, body: &Body, v: ValueId) -> Vec<String> {
        body.uses(v)
            .map(|u| ctx.str(body.op(body.operand_owner(u)).name).to_string())
            .collect()
    }

    #[test]
    fn bound_uses_go_behind_later_ones_and_spliced_uses_keep_their_order() {
        let ctx = Context::default();
        let (mut main, r, blk) = chain(&ctx, &["t.a"]);
        let a = main.result(main.first_op(blk).unwrap(), 0);
        let i32t = ctx.int_type(32);
        let add_use = |b: &mut Body, blk: BlockId, v: ValueId, name: &str| {
            let st = OpState::new(&ctx, name, vec![v], vec![i32t], ctx.unknown_loc());
            let op = b.create_op(st);
            b.insert_op(op, blk, None);
            b.result(op, 0)
        };
        // An early use, then (as a split parse's last stretch) a later one.
        add_use(&mut main, blk, a, "t.first");
        let later_from = main.operands.len() as u32;
        add_use(&mut main, blk, a, "t.last");
        // A placeholder in the last stretch for a value the middle stretch defines.
        let ph = main.new_placeholder(i32t);
        add_use(&mut main, blk, ph, "t.late1");
        add_use(&mut main, blk, ph, "t.late2");
        let later = later_from..main.operands.len() as u32;
        // The middle stretch: two uses of `a` and the value the placeholder stands for.
        let mut other = Body::new(None);
        other.create_region(None);
        let ob = other.create_block();
        let oph = other.new_placeholder(i32t);
        add_use(&mut other, ob, oph, "t.mid1");
        let mid = add_use(&mut other, ob, oph, "t.mid2");
        let at = Placement::after(&main, r, blk);
        let uses = other.renumber_for(&at, &[(oph, a)]);
        main.append_renumbered(other, &at, None);
        let mut behind = LaterUses::new(later);
        main.link_bound_uses(std::slice::from_ref(&uses), &mut behind);
        main.splice_uses(ph, at.value(mid), &mut behind);
        main.check_invariants().unwrap();
        // Latest first, as a sequential parse of first, mid1, mid2, last links them.
        assert_eq!(
            user_names(&ctx, &main, a),
            ["t.last", "t.mid2", "t.mid1", "t.first"]
        );
        assert_eq!(
            user_names(&ctx, &main, at.value(mid)),
            ["t.late2", "t.late1"]
        );
    }
}
