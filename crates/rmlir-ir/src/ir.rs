//! The IR store (MLIR's `Operation`, `Block`, `Region`, `Value`, `OpOperand`).
//!
//! Every isolated-from-above op owns a [`Body`]: dense tables of ops, blocks, regions,
//! values and operand slots, addressed by `u32` ids that are only meaningful inside that
//! body. Values never cross bodies, so a pass can take a function's body out of the [`Ir`]
//! and work on it alone. Use lists are intrusive doubly-linked lists threaded through the
//! operand slots; op order in a block is a doubly-linked list with a lazily rebuilt order
//! index, so `is_before_in_block` is amortised O(1).

use crate::attrs::{Attr, Sym};
use crate::opdef::OpDef;
use crate::types::Type;
use smallvec::SmallVec;

mod absorb;
mod enclosing;
mod subtree;

pub use absorb::{BoundUses, LaterUses, Placement};
pub use enclosing::{EnclosingSymbols, SymbolOp, lookup_symbol_from};
pub use subtree::Detached;

macro_rules! id_type {
    ($($(#[$m:meta])* $name:ident;)*) => {$(
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            /// The id as a table index.
            #[inline]
            pub fn index(self) -> usize { self.0 as usize }
        }
    )*};
}

id_type! {
    /// An operation inside a body.
    OpId;
    /// A block inside a body.
    BlockId;
    /// A region inside a body.
    RegionId;
    /// An SSA value (op result or block argument) inside a body.
    ValueId;
    /// An operand slot (one use of a value) inside a body.
    OperandId;
    /// A body inside an [`Ir`].
    BodyId;
}

const NONE: u32 = u32::MAX;

/// An op anywhere in the IR.
pub type OpRef = (BodyId, OpId);

/// How a value is defined.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    Result {
        op: OpId,
        index: u32,
    },
    BlockArg {
        block: BlockId,
        index: u32,
    },
    /// A forward reference the parser has not resolved yet.
    Placeholder,
}

/// An SSA value: 20 bytes (the definition packed in two words, no location word
/// spent on op results).
#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: Type,
    /// The defining op or block; `NONE` for a placeholder.
    owner: u32,
    /// The result or argument index, with [`ARG_BIT`] set for a block argument.
    index: u32,
    first_use: u32,
    /// Location of a block argument (`NONE`: none; results use their op's).
    loc: u32,
}

/// Marks [`ValueData::index`] as a block argument's.
const ARG_BIT: u32 = 1 << 31;

impl ValueData {
    fn new(ty: Type, def: ValueDef, loc: Option<Attr>) -> ValueData {
        let mut v = ValueData {
            ty,
            owner: NONE,
            index: 0,
            first_use: NONE,
            loc: loc.map_or(NONE, |a| a.0),
        };
        v.set_def(def);
        v
    }

    /// How the value is defined.
    #[inline]
    pub fn def(&self) -> ValueDef {
        if self.owner == NONE {
            ValueDef::Placeholder
        } else if self.index & ARG_BIT != 0 {
            ValueDef::BlockArg {
                block: BlockId(self.owner),
                index: self.index & !ARG_BIT,
            }
        } else {
            ValueDef::Result {
                op: OpId(self.owner),
                index: self.index,
            }
        }
    }

    /// Sets how the value is defined.
    pub fn set_def(&mut self, def: ValueDef) {
        (self.owner, self.index) = match def {
            ValueDef::Result { op, index } => (op.0, index),
            ValueDef::BlockArg { block, index } => (block.0, index | ARG_BIT),
            ValueDef::Placeholder => (NONE, 0),
        };
    }

    /// The location of a block argument, when it has one.
    #[inline]
    pub fn loc(&self) -> Option<Attr> {
        opt(self.loc).map(Attr)
    }

    /// Sets the location of a block argument.
    pub fn set_loc(&mut self, loc: Option<Attr>) {
        self.loc = loc.map_or(NONE, |a| a.0);
    }
}

/// One use of a value by an op.
#[derive(Clone, Debug)]
pub struct OperandData {
    pub value: ValueId,
    pub owner: OpId,
    prev_use: u32,
    next_use: u32,
}

/// The successors, regions and nested body of an op that has any; most ops have none
/// and spend no memory on them.
#[derive(Clone, Debug, Default)]
struct OpEdges {
    successors: SmallVec<[BlockId; 2]>,
    regions: SmallVec<[RegionId; 2]>,
    nested: Option<BodyId>,
}

/// An operation: 64 bytes, the lists it seldom has kept out of line.
#[derive(Clone, Debug)]
pub struct OpData {
    pub def: Option<&'static OpDef>,
    edges: Option<Box<OpEdges>>,
    pub name: Sym,
    /// Discardable attributes: a dictionary attribute.
    pub attrs: Attr,
    pub loc: Attr,
    /// Properties (`<{...}>`, `NONE`: none): a dictionary attribute, or any attribute
    /// for unregistered ops.
    props: u32,
    /// The operand slots are `operands_start..operands_start + num_operands` of the
    /// body's operand arena (a list that grows past the arena's end moves there).
    operands_start: u32,
    num_operands: u32,
    results_start: u32,
    /// The number of results, with [`ERASED_BIT`] set once the op is erased.
    results_and_erased: u32,
    parent: u32,
    prev: u32,
    next: u32,
    order: u32,
}

/// Marks [`OpData::results_and_erased`] of an erased op.
const ERASED_BIT: u32 = 1 << 31;

impl OpData {
    /// The successor blocks.
    #[inline]
    pub fn successors(&self) -> &[BlockId] {
        self.edges.as_ref().map_or(&[], |e| &e.successors)
    }

    /// The successor blocks, to retarget in place.
    pub fn successors_mut(&mut self) -> &mut [BlockId] {
        self.edges.as_mut().map_or(&mut [], |e| &mut e.successors)
    }

    /// Replaces the successor list.
    pub fn set_successors(&mut self, successors: impl IntoIterator<Item = BlockId>) {
        let mut successors = successors.into_iter().peekable();
        let adds = successors.peek().is_some();
        self.change_edges(adds, |e| e.successors = successors.collect());
    }

    /// Appends a successor.
    pub fn push_successor(&mut self, block: BlockId) {
        self.edges_mut().successors.push(block);
    }

    /// The regions; for an isolated-from-above op they live in [`OpData::nested`].
    #[inline]
    pub fn regions(&self) -> &[RegionId] {
        self.edges.as_ref().map_or(&[], |e| &e.regions)
    }

    /// The regions, to renumber in place.
    pub fn regions_mut(&mut self) -> &mut [RegionId] {
        self.edges.as_mut().map_or(&mut [], |e| &mut e.regions)
    }

    /// Replaces the region list.
    pub fn set_regions(&mut self, regions: impl IntoIterator<Item = RegionId>) {
        let mut regions = regions.into_iter().peekable();
        let adds = regions.peek().is_some();
        self.change_edges(adds, |e| e.regions = regions.collect());
    }

    /// Appends a region.
    pub fn push_region(&mut self, region: RegionId) {
        self.edges_mut().regions.push(region);
    }

    /// Removes and returns the region list.
    pub fn take_regions(&mut self) -> SmallVec<[RegionId; 2]> {
        let regions = self
            .edges
            .as_mut()
            .map(|e| std::mem::take(&mut e.regions))
            .unwrap_or_default();
        self.drop_empty_edges();
        regions
    }

    /// The body holding this op's regions when it is isolated from above.
    #[inline]
    pub fn nested(&self) -> Option<BodyId> {
        self.edges.as_ref().and_then(|e| e.nested)
    }

    /// Sets the body holding this op's regions.
    pub fn set_nested(&mut self, nested: Option<BodyId>) {
        self.change_edges(nested.is_some(), |e| e.nested = nested);
    }

    /// Properties (`<{...}>`): a dictionary attribute, or any attribute for
    /// unregistered ops.
    #[inline]
    pub fn props(&self) -> Option<Attr> {
        opt(self.props).map(Attr)
    }

    /// Sets the properties.
    pub fn set_props(&mut self, props: Option<Attr>) {
        self.props = props.map_or(NONE, |a| a.0);
    }

    /// Whether the op has been erased.
    #[inline]
    pub fn erased(&self) -> bool {
        self.results_and_erased & ERASED_BIT != 0
    }

    fn num_results(&self) -> u32 {
        self.results_and_erased & !ERASED_BIT
    }

    fn edges_mut(&mut self) -> &mut OpEdges {
        self.edges.get_or_insert_with(Default::default)
    }

    /// Applies `change` to the edges: allocated only when it `adds` something, given
    /// back when it leaves them empty.
    fn change_edges(&mut self, adds: bool, change: impl FnOnce(&mut OpEdges)) {
        if adds || self.edges.is_some() {
            change(self.edges_mut());
            self.drop_empty_edges();
        }
    }

    fn drop_empty_edges(&mut self) {
        if self
            .edges
            .as_ref()
            .is_some_and(|e| e.successors.is_empty() && e.regions.is_empty() && e.nested.is_none())
        {
            self.edges = None;
        }
    }
}

/// A block.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub args: SmallVec<[ValueId; 4]>,
    parent: u32,
    first_op: u32,
    last_op: u32,
    prev: u32,
    next: u32,
    order_valid: bool,
}

/// A region: a list of blocks.
#[derive(Clone, Debug)]
pub struct RegionData {
    /// The op owning the region; `None` for top-level regions of a nested body, whose
    /// owner is the body's `owner` op in the parent body.
    pub parent: Option<OpId>,
    first_block: u32,
    last_block: u32,
}

/// The arena of one isolated-from-above op (or of the top level).
#[derive(Clone, Debug, Default)]
pub struct Body {
    pub ops: Vec<OpData>,
    pub blocks: Vec<BlockData>,
    pub regions: Vec<RegionData>,
    pub values: Vec<ValueData>,
    pub operands: Vec<OperandData>,
    /// The op (in another body) whose regions this body holds.
    pub owner: Option<OpRef>,
}

/// What an op is made of, before it is created.
#[derive(Clone, Debug)]
pub struct OpState {
    pub name: Sym,
    pub def: Option<&'static OpDef>,
    pub operands: Vec<ValueId>,
    pub result_types: Vec<Type>,
    pub successors: Vec<BlockId>,
    pub props: Option<Attr>,
    pub attrs: Attr,
    pub loc: Attr,
}

/// [`OpState`] with borrowed lists.
#[derive(Clone, Copy, Debug)]
pub struct OpStateRef<'a> {
    pub name: Sym,
    pub def: Option<&'static OpDef>,
    pub operands: &'a [ValueId],
    pub result_types: &'a [Type],
    pub successors: &'a [BlockId],
    pub props: Option<Attr>,
    pub attrs: Attr,
    pub loc: Attr,
}

impl OpState {
    /// An op named `name` (its definition looked up in `ctx`) with `operands` and
    /// results of `result_types` at `loc`: no successors, properties or discardable
    /// attributes. Set those fields on the result when needed.
    pub fn new(
        ctx: &crate::Context,
        name: &str,
        operands: Vec<ValueId>,
        result_types: Vec<Type>,
        loc: Attr,
    ) -> OpState {
        let name = ctx.sym(name);
        OpState {
            name,
            def: ctx.op_def(name),
            operands,
            result_types,
            successors: Vec::new(),
            props: None,
            attrs: ctx.dict_attr(Vec::new()),
            loc,
        }
    }
}

fn opt(x: u32) -> Option<u32> {
    if x == NONE { None } else { Some(x) }
}

impl Body {
    /// An empty body owned by `owner`.
    pub fn new(owner: Option<OpRef>) -> Body {
        Body {
            owner,
            ..Body::default()
        }
    }

    /// Reserves room for the IR of about `bytes` bytes of source text (densities a
    /// little above typical IR's, about one op per 50 bytes), so that parsing a
    /// function seldom grows its lists; [`Body::shrink_to_fit`] gives the rest back.
    pub fn reserve_for_text(&mut self, bytes: usize) {
        self.ops.reserve(bytes / 40);
        self.values.reserve(bytes / 44);
        self.operands.reserve(bytes / 20);
        self.blocks.reserve(bytes / 1024);
        self.regions.reserve(bytes / 2048);
    }

    /// Reserves room for appending `others` (see [`Body::append_renumbered`]).
    pub fn reserve_like<'b>(&mut self, others: impl Iterator<Item = &'b Body> + Clone) {
        let total = |len: fn(&Body) -> usize| others.clone().map(len).sum::<usize>();
        self.ops.reserve_exact(total(|b| b.ops.len()));
        self.values.reserve_exact(total(|b| b.values.len()));
        self.operands.reserve_exact(total(|b| b.operands.len()));
        self.blocks.reserve_exact(total(|b| b.blocks.len()));
        self.regions.reserve_exact(total(|b| b.regions.len()));
    }

    /// Moves the arenas into new allocations made by the calling thread, with room for
    /// about an eighth more of each. A body parsed on one thread and rewritten on
    /// another would otherwise grow its arenas in the parsing thread's allocator arena,
    /// whose lock the two threads then fight over (glibc's `realloc` locks the arena a
    /// block came from); moved once, every later growth and temporary allocation stays
    /// in the worker's own arena.
    pub fn rehome(&mut self) {
        fn moved<T>(v: &mut Vec<T>) {
            let mut fresh = Vec::with_capacity(v.len() + v.len() / 8 + 8);
            fresh.append(v);
            *v = fresh;
        }
        moved(&mut self.ops);
        moved(&mut self.blocks);
        moved(&mut self.regions);
        moved(&mut self.values);
        moved(&mut self.operands);
    }

    /// Releases the arenas' spare capacity (after parsing a body, which grows them by
    /// doubling).
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
        self.values.shrink_to_fit();
        self.operands.shrink_to_fit();
    }

    // ---------------- values ----------------

    /// Data of a value.
    #[inline]
    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v.index()]
    }

    /// Type of a value.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v.index()].ty
    }

    /// A new value not yet defined by anything (a parser forward reference).
    pub fn new_placeholder(&mut self, ty: Type) -> ValueId {
        self.push_value(ty, ValueDef::Placeholder, None)
    }

    fn push_value(&mut self, ty: Type, def: ValueDef, loc: Option<Attr>) -> ValueId {
        let id = ValueId(self.values.len() as u32);
        self.values.push(ValueData::new(ty, def, loc));
        id
    }

    /// The uses of a value, most recent first.
    pub fn uses(&self, v: ValueId) -> UseIter<'_> {
        UseIter {
            body: self,
            cur: self.values[v.index()].first_use,
        }
    }

    /// Whether a value has no uses.
    pub fn use_empty(&self, v: ValueId) -> bool {
        self.values[v.index()].first_use == NONE
    }

    fn link_use(&mut self, o: OperandId) {
        let v = self.operands[o.index()].value;
        let head = self.values[v.index()].first_use;
        self.operands[o.index()].prev_use = NONE;
        self.operands[o.index()].next_use = head;
        if head != NONE {
            self.operands[head as usize].prev_use = o.0;
        }
        self.values[v.index()].first_use = o.0;
    }

    fn unlink_use(&mut self, o: OperandId) {
        let OperandData {
            value,
            prev_use,
            next_use,
            ..
        } = self.operands[o.index()];
        if value.0 == NONE {
            return;
        }
        if prev_use != NONE {
            self.operands[prev_use as usize].next_use = next_use;
        } else {
            self.values[value.index()].first_use = next_use;
        }
        if next_use != NONE {
            self.operands[next_use as usize].prev_use = prev_use;
        }
    }

    /// Points an operand slot at another value.
    pub fn set_operand_value(&mut self, o: OperandId, v: ValueId) {
        self.unlink_use(o);
        self.operands[o.index()].value = v;
        self.link_use(o);
    }

    /// Points operand `index` of `op` at another value (MLIR's
    /// `op->getOpOperand(index).set(v)`); false when `op` has no such operand.
    pub fn set_operand(&mut self, op: OpId, index: usize, v: ValueId) -> bool {
        match self.operand_ids(op).nth(index) {
            Some(slot) => {
                self.set_operand_value(slot, v);
                true
            }
            None => false,
        }
    }

    /// Replaces every use of `from` with `to`. O(uses).
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        while let Some(o) = opt(self.values[from.index()].first_use) {
            self.set_operand_value(OperandId(o), to);
        }
    }

    // ---------------- ops ----------------

    /// Data of an op.
    #[inline]
    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op.index()]
    }

    /// Mutable data of an op.
    #[inline]
    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op.index()]
    }

    /// Creates a detached op.
    pub fn create_op(&mut self, st: OpState) -> OpId {
        self.create_op_ref(OpStateRef {
            name: st.name,
            def: st.def,
            operands: &st.operands,
            result_types: &st.result_types,
            successors: &st.successors,
            props: st.props,
            attrs: st.attrs,
            loc: st.loc,
        })
    }

    /// [`Body::create_op`] from borrowed lists (the parser keeps them inline).
    pub fn create_op_ref(&mut self, st: OpStateRef<'_>) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let results_start = self.values.len() as u32;
        for (i, &ty) in st.result_types.iter().enumerate() {
            self.push_value(
                ty,
                ValueDef::Result {
                    op: id,
                    index: i as u32,
                },
                None,
            );
        }
        let operands_start = self.operands.len() as u32;
        for &v in st.operands {
            let o = OperandId(self.operands.len() as u32);
            self.operands.push(OperandData {
                value: v,
                owner: id,
                prev_use: NONE,
                next_use: NONE,
            });
            self.link_use(o);
        }
        let mut data = OpData {
            def: st.def,
            edges: None,
            name: st.name,
            attrs: st.attrs,
            loc: st.loc,
            props: NONE,
            operands_start,
            num_operands: st.operands.len() as u32,
            results_start,
            results_and_erased: st.result_types.len() as u32,
            parent: NONE,
            prev: NONE,
            next: NONE,
            order: 0,
        };
        data.set_props(st.props);
        if !st.successors.is_empty() {
            data.set_successors(st.successors.iter().copied());
        }
        self.ops.push(data);
        id
    }

    /// Operand slots of an op, in order. Slot ids are stable until the op's operand
    /// list changes (appending may move it, erasing shifts the later slots).
    pub fn operand_ids(
        &self,
        op: OpId,
    ) -> impl ExactSizeIterator<Item = OperandId> + DoubleEndedIterator + Clone + use<> {
        let d = &self.ops[op.index()];
        (d.operands_start..d.operands_start + d.num_operands).map(OperandId)
    }

    /// The position of slot `o` in its owner's operand list (MLIR's
    /// `OpOperand::getOperandNumber`).
    pub fn operand_number(&self, o: OperandId) -> usize {
        let d = &self.ops[self.operands[o.index()].owner.index()];
        debug_assert!(o.0 >= d.operands_start && o.0 < d.operands_start + d.num_operands);
        (o.0 - d.operands_start) as usize
    }

    /// The `i`-th operand slot of an op.
    pub fn operand_id(&self, op: OpId, i: usize) -> OperandId {
        let d = &self.ops[op.index()];
        debug_assert!(i < d.num_operands as usize);
        OperandId(d.operands_start + i as u32)
    }

    /// Operand values of an op.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        let d = &self.ops[op.index()];
        let start = d.operands_start as usize;
        self.operands[start..start + d.num_operands as usize]
            .iter()
            .map(|o| o.value)
    }

    /// Number of operands.
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op.index()].num_operands as usize
    }

    /// The `i`-th operand value.
    pub fn operand(&self, op: OpId, i: usize) -> ValueId {
        self.operands[self.operand_id(op, i).index()].value
    }

    /// Appends an operand. When the op's slots do not end the arena they move to its
    /// end first, each keeping its place in its value's use list.
    pub fn push_operand(&mut self, op: OpId, v: ValueId) {
        let d = &self.ops[op.index()];
        let (start, n) = (d.operands_start, d.num_operands);
        if (start + n) as usize != self.operands.len() {
            let new_start = self.operands.len() as u32;
            for i in 0..n {
                self.operands.push(OperandData {
                    value: ValueId(NONE),
                    owner: op,
                    prev_use: NONE,
                    next_use: NONE,
                });
                self.move_slot(OperandId(start + i), OperandId(new_start + i));
            }
            self.ops[op.index()].operands_start = new_start;
        }
        let o = OperandId(self.operands.len() as u32);
        self.operands.push(OperandData {
            value: v,
            owner: op,
            prev_use: NONE,
            next_use: NONE,
        });
        self.link_use(o);
        self.ops[op.index()].num_operands += 1;
    }

    /// Moves the use in slot `from` to the unused slot `to`, at the same place in its
    /// value's use list; `from` is left unused.
    fn move_slot(&mut self, from: OperandId, to: OperandId) {
        let d = self.operands[from.index()].clone();
        if d.value.0 != NONE {
            if d.prev_use != NONE {
                self.operands[d.prev_use as usize].next_use = to.0;
            } else {
                self.values[d.value.index()].first_use = to.0;
            }
            if d.next_use != NONE {
                self.operands[d.next_use as usize].prev_use = to.0;
            }
        }
        self.operands[to.index()] = d;
        self.clear_slot(from);
    }

    /// Marks an unlinked slot unused.
    fn clear_slot(&mut self, o: OperandId) {
        let slot = &mut self.operands[o.index()];
        slot.value = ValueId(NONE);
        slot.prev_use = NONE;
        slot.next_use = NONE;
    }

    /// Result values of an op.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + use<> {
        let d = &self.ops[op.index()];
        (d.results_start..d.results_start + d.num_results()).map(ValueId)
    }

    /// Number of results.
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op.index()].num_results() as usize
    }

    /// The `i`-th result.
    pub fn result(&self, op: OpId, i: usize) -> ValueId {
        ValueId(self.ops[op.index()].results_start + i as u32)
    }

    /// The block containing an op.
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        opt(self.ops[op.index()].parent).map(BlockId)
    }

    /// The next op in the block (guessed to be the next slot, see [`follow_link`]).
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        opt(follow_link(op.0.wrapping_add(1), self.ops[op.index()].next)).map(OpId)
    }

    /// The previous op in the block (guessed to be the previous slot, see
    /// [`follow_link`]).
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        opt(follow_link(op.0.wrapping_sub(1), self.ops[op.index()].prev)).map(OpId)
    }

    /// Inserts a detached op into `block` before `before` (or at the end).
    pub fn insert_op(&mut self, op: OpId, block: BlockId, before: Option<OpId>) {
        debug_assert!(self.ops[op.index()].parent == NONE, "op already in a block");
        let (prev, next) = match before {
            Some(b) => (self.ops[b.index()].prev, b.0),
            None => (self.blocks[block.index()].last_op, NONE),
        };
        {
            let d = &mut self.ops[op.index()];
            d.parent = block.0;
            d.prev = prev;
            d.next = next;
        }
        if prev != NONE {
            self.ops[prev as usize].next = op.0;
        } else {
            self.blocks[block.index()].first_op = op.0;
        }
        if next != NONE {
            self.ops[next as usize].prev = op.0;
        } else {
            self.blocks[block.index()].last_op = op.0;
        }
        let bd = &mut self.blocks[block.index()];
        if bd.order_valid {
            // Appending keeps the index valid when there is room after the previous op.
            let prev_order = if prev != NONE {
                Some(self.ops[prev as usize].order)
            } else {
                None
            };
            if next == NONE {
                let o = prev_order.map_or(0, |p| p.saturating_add(16));
                if prev_order.is_some_and(|p| p >= o) {
                    self.blocks[block.index()].order_valid = false;
                } else {
                    self.ops[op.index()].order = o;
                }
            } else {
                bd.order_valid = false;
            }
        }
    }

    /// Unlinks an op from its block (it stays alive, detached).
    pub fn remove_op(&mut self, op: OpId) {
        let (parent, prev, next) = {
            let d = &self.ops[op.index()];
            (d.parent, d.prev, d.next)
        };
        if parent == NONE {
            return;
        }
        if prev != NONE {
            self.ops[prev as usize].next = next;
        } else {
            self.blocks[parent as usize].first_op = next;
        }
        if next != NONE {
            self.ops[next as usize].prev = prev;
        } else {
            self.blocks[parent as usize].last_op = prev;
        }
        let d = &mut self.ops[op.index()];
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }

    /// Erases an op: unlinks it, drops its operand uses, erases nested ops of regions in
    /// this body. Its results must have no uses.
    pub fn erase_op(&mut self, op: OpId) {
        self.remove_op(op);
        for o in self.operand_ids(op) {
            self.unlink_use(o);
        }
        let regions = self.ops[op.index()].take_regions();
        if self.ops[op.index()].nested().is_none() {
            for r in regions {
                let blocks: Vec<BlockId> = self.region_blocks(r).collect();
                for b in blocks {
                    let ops: Vec<OpId> = self.block_ops(b).collect();
                    for o in ops.into_iter().rev() {
                        self.erase_op(o);
                    }
                }
            }
        }
        self.ops[op.index()].results_and_erased |= ERASED_BIT;
    }

    /// [`Body::is_before_in_block`] answered from the block's order index when it is
    /// current (always after parsing); `None` when it would need renumbering.
    pub fn is_before_in_block_if_ordered(&self, a: OpId, b: OpId) -> Option<bool> {
        let block = self.ops[a.index()].parent;
        debug_assert_eq!(block, self.ops[b.index()].parent);
        self.blocks[block as usize]
            .order_valid
            .then(|| self.ops[a.index()].order < self.ops[b.index()].order)
    }

    /// Whether `a` comes before `b`; both must be in the same block.
    pub fn is_before_in_block(&mut self, a: OpId, b: OpId) -> bool {
        let block = self.ops[a.index()].parent;
        debug_assert_eq!(block, self.ops[b.index()].parent);
        if !self.blocks[block as usize].order_valid {
            self.renumber(BlockId(block));
        }
        self.ops[a.index()].order < self.ops[b.index()].order
    }

    /// Whether every block's order index is current (as after parsing), so that
    /// [`Body::is_before_in_block_if_ordered`] answers for any two ops of a block.
    pub fn order_is_current(&self) -> bool {
        self.blocks.iter().all(|b| b.order_valid)
    }

    /// Makes `block`'s order index current.
    pub fn renumber_block(&mut self, block: BlockId) {
        if !self.blocks[block.index()].order_valid {
            self.renumber(block);
        }
    }

    fn renumber(&mut self, block: BlockId) {
        let mut cur = self.blocks[block.index()].first_op;
        let mut n = 0u32;
        while cur != NONE {
            self.ops[cur as usize].order = n;
            n = n.wrapping_add(16);
            cur = follow_link(cur.wrapping_add(1), self.ops[cur as usize].next);
        }
        self.blocks[block.index()].order_valid = true;
    }

    // ---------------- blocks ----------------

    /// Creates a detached block.
    pub fn create_block(&mut self) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            args: SmallVec::new(),
            parent: NONE,
            first_op: NONE,
            last_op: NONE,
            prev: NONE,
            next: NONE,
            order_valid: true,
        });
        id
    }

    /// Adds a block argument.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Option<Attr>) -> ValueId {
        let index = self.blocks[block.index()].args.len() as u32;
        let v = self.push_value(ty, ValueDef::BlockArg { block, index }, loc);
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Arguments of a block.
    pub fn block_args(&self, block: BlockId) -> &[ValueId] {
        &self.blocks[block.index()].args
    }

    /// Ops of a block in order.
    pub fn block_ops(&self, block: BlockId) -> OpIter<'_> {
        OpIter {
            body: self,
            cur: self.blocks[block.index()].first_op,
        }
    }

    /// First op of a block.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        opt(self.blocks[block.index()].first_op).map(OpId)
    }

    /// Last op of a block.
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        opt(self.blocks[block.index()].last_op).map(OpId)
    }

    /// The region containing a block.
    pub fn block_region(&self, block: BlockId) -> Option<RegionId> {
        opt(self.blocks[block.index()].parent).map(RegionId)
    }

    /// Next block in the region.
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        opt(self.blocks[block.index()].next).map(BlockId)
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.regions[region.index()].last_block;
        {
            let b = &mut self.blocks[block.index()];
            b.parent = region.0;
            b.prev = last;
            b.next = NONE;
        }
        if last != NONE {
            self.blocks[last as usize].next = block.0;
        } else {
            self.regions[region.index()].first_block = block.0;
        }
        self.regions[region.index()].last_block = block.0;
    }

    /// Previous block in the region.
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        opt(self.blocks[block.index()].prev).map(BlockId)
    }

    /// Inserts a detached block into `region` before `before` (or at the end).
    pub fn insert_block(&mut self, region: RegionId, block: BlockId, before: Option<BlockId>) {
        let Some(before) = before else {
            return self.append_block(region, block);
        };
        let prev = self.blocks[before.index()].prev;
        {
            let b = &mut self.blocks[block.index()];
            b.parent = region.0;
            b.prev = prev;
            b.next = before.0;
        }
        self.blocks[before.index()].prev = block.0;
        if prev != NONE {
            self.blocks[prev as usize].next = block.0;
        } else {
            self.regions[region.index()].first_block = block.0;
        }
    }

    /// Unlinks a block from its region; it stays alive, detached, with its ops.
    pub fn remove_block(&mut self, block: BlockId) {
        let BlockData {
            parent, prev, next, ..
        } = self.blocks[block.index()];
        if parent == NONE {
            return;
        }
        if prev != NONE {
            self.blocks[prev as usize].next = next;
        } else {
            self.regions[parent as usize].first_block = next;
        }
        if next != NONE {
            self.blocks[next as usize].prev = prev;
        } else {
            self.regions[parent as usize].last_block = prev;
        }
        let b = &mut self.blocks[block.index()];
        b.parent = NONE;
        b.prev = NONE;
        b.next = NONE;
    }

    /// Erases a block with its ops, last first. Uses of the values it defines from
    /// outside the block are dropped (their operand slots no longer use anything): the
    /// caller erases those users too, as MLIR's `dropAllDefinedValueUses` expects.
    pub fn erase_block(&mut self, block: BlockId) {
        for i in 0..self.blocks[block.index()].args.len() {
            self.drop_all_uses(self.blocks[block.index()].args[i]);
        }
        while let Some(op) = self.last_op(block) {
            for r in self.results(op) {
                self.drop_all_uses(r);
            }
            self.erase_op(op);
        }
        self.remove_block(block);
    }

    /// Detaches every use of `v`: the using operand slots point at no value. Only for
    /// users about to be erased.
    pub fn drop_all_uses(&mut self, v: ValueId) {
        while let Some(o) = opt(self.values[v.index()].first_use) {
            self.unlink_use(OperandId(o));
            self.operands[o as usize].value = ValueId(NONE);
        }
    }

    /// Erases argument `index` of a block; it must have no uses. Later arguments
    /// shift down by one.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        debug_assert!(self.use_empty(self.blocks[block.index()].args[index]));
        self.blocks[block.index()].args.remove(index);
        for i in index..self.blocks[block.index()].args.len() {
            let v = self.blocks[block.index()].args[i];
            self.values[v.index()].set_def(ValueDef::BlockArg {
                block,
                index: i as u32,
            });
        }
    }

    /// Removes operand `index` of an op (dropping its use).
    pub fn erase_operand(&mut self, op: OpId, index: usize) {
        let d = &self.ops[op.index()];
        let (start, n) = (d.operands_start, d.num_operands);
        assert!(index < n as usize, "erase_operand: index out of range");
        let o = OperandId(start + index as u32);
        self.unlink_use(o);
        self.clear_slot(o);
        for i in index as u32 + 1..n {
            self.move_slot(OperandId(start + i), OperandId(start + i - 1));
        }
        self.ops[op.index()].num_operands -= 1;
    }

    /// Replaces the whole operand list of an op.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        for o in self.operand_ids(op) {
            self.unlink_use(o);
            self.clear_slot(o);
        }
        let d = &self.ops[op.index()];
        if values.len() > d.num_operands as usize
            && (d.operands_start + d.num_operands) as usize != self.operands.len()
        {
            self.ops[op.index()].operands_start = self.operands.len() as u32;
        }
        let start = self.ops[op.index()].operands_start as usize;
        for (i, &v) in values.iter().enumerate() {
            let o = OperandId((start + i) as u32);
            if o.index() == self.operands.len() {
                self.operands.push(OperandData {
                    value: v,
                    owner: op,
                    prev_use: NONE,
                    next_use: NONE,
                });
            } else {
                self.operands[o.index()].value = v;
            }
            self.link_use(o);
        }
        self.ops[op.index()].num_operands = values.len() as u32;
    }

    /// Moves every op of `from` into `to` before `before` (or at its end), in order.
    pub fn splice_ops(&mut self, from: BlockId, to: BlockId, before: Option<OpId>) {
        while let Some(op) = self.first_op(from) {
            self.remove_op(op);
            self.insert_op(op, to, before);
        }
    }

    /// The branch edges into `block`: (predecessor block, its terminator, successor
    /// index), in block order (MLIR's `Block::getPredecessors`, one entry per
    /// successor slot). Blocks have no use lists, so this scans the terminators of
    /// `block`'s region.
    pub fn predecessor_edges(&self, block: BlockId) -> Vec<(BlockId, OpId, usize)> {
        let Some(region) = self.block_region(block) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for b in self.region_blocks(region) {
            if let Some(t) = self.last_op(b) {
                for (i, &s) in self.op(t).successors().iter().enumerate() {
                    if s == block {
                        out.push((b, t, i));
                    }
                }
            }
        }
        out
    }

    /// The op owning the region that contains `block`, if it is in this body (`None` at
    /// the top level of the body).
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.region_parent(self.block_region(block)?)
    }

    /// The op containing `op`, if it is in this body.
    pub fn parent_op_in_body(&self, op: OpId) -> Option<OpId> {
        self.block_parent_op(self.op_block(op)?)
    }

    /// The region containing `op`.
    pub fn op_region(&self, op: OpId) -> Option<RegionId> {
        self.block_region(self.op_block(op)?)
    }

    /// The block of a value's definition: the block of its defining op, or the block
    /// it is an argument of.
    pub fn value_block(&self, v: ValueId) -> Option<BlockId> {
        match self.values[v.index()].def() {
            ValueDef::Result { op, .. } => self.op_block(op),
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Placeholder => None,
        }
    }

    /// The op defining a value, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v.index()].def() {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The op owning an operand slot.
    pub fn operand_owner(&self, o: OperandId) -> OpId {
        self.operands[o.index()].owner
    }

    /// The value an operand slot uses.
    pub fn operand_value(&self, o: OperandId) -> ValueId {
        self.operands[o.index()].value
    }

    // ---------------- regions ----------------

    /// Creates an empty region owned by `parent` (`None`: the body's owner).
    pub fn create_region(&mut self, parent: Option<OpId>) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData {
            parent,
            first_block: NONE,
            last_block: NONE,
        });
        id
    }

    /// Blocks of a region in order.
    pub fn region_blocks(&self, region: RegionId) -> BlockIter<'_> {
        BlockIter {
            body: self,
            cur: self.regions[region.index()].first_block,
        }
    }

    /// Entry block of a region.
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        opt(self.regions[region.index()].first_block).map(BlockId)
    }

    /// The op whose region this is, if it is in this body.
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region.index()].parent
    }

    /// Ops of an op's regions in this body, pre-order, not entering nested bodies.
    pub fn walk_pre(&self, op: OpId, f: &mut impl FnMut(OpId)) {
        f(op);
        if self.ops[op.index()].nested().is_some() {
            return;
        }
        for &r in self.ops[op.index()].regions() {
            for b in self.region_blocks(r) {
                for o in self.block_ops(b) {
                    self.walk_pre(o, f);
                }
            }
        }
    }

    /// Checks use-list symmetry and parent links; returns a description of the first
    /// broken invariant. Run after every pass in debug builds.
    pub fn check_invariants(&self) -> Result<(), String> {
        for (i, o) in self.operands.iter().enumerate() {
            if self.ops[o.owner.index()].erased() {
                continue;
            }
            if o.next_use != NONE && self.operands[o.next_use as usize].prev_use != i as u32 {
                return Err(format!("use list of value {} is not symmetric", o.value.0));
            }
        }
        for (bi, b) in self.blocks.iter().enumerate() {
            let mut cur = b.first_op;
            let mut prev = NONE;
            while cur != NONE {
                let d = &self.ops[cur as usize];
                if d.parent != bi as u32 || d.prev != prev {
                    return Err(format!("op {cur} has a broken parent/prev link"));
                }
                if b.order_valid && prev != NONE && self.ops[prev as usize].order >= d.order {
                    return Err(format!("order index of block {bi} is not monotonic"));
                }
                prev = cur;
                cur = d.next;
            }
            if prev != b.last_op {
                return Err(format!("block {bi} has a wrong last op"));
            }
        }
        Ok(())
    }
}

/// Iterator over the uses (operand slots) of a value.
pub struct UseIter<'a> {
    body: &'a Body,
    cur: u32,
}

impl Iterator for UseIter<'_> {
    type Item = OperandId;
    fn next(&mut self) -> Option<OperandId> {
        let c = opt(self.cur)?;
        self.cur = self.body.operands[c as usize].next_use;
        Some(OperandId(c))
    }
}

/// Iterator over the ops of a block.
pub struct OpIter<'a> {
    body: &'a Body,
    cur: u32,
}

impl Iterator for OpIter<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let c = opt(self.cur)?;
        self.cur = follow_link(c.wrapping_add(1), self.body.ops[c as usize].next);
        Some(OpId(c))
    }
}

/// The op a block-order link leads to, `link`, on the guess that it is `slot`.
///
/// Ops usually sit in their block's order in the arena, so a walk along the links goes
/// on with the adjacent slot on a (predicted) branch, and fetching the next op does not
/// wait for this one's link to arrive from memory: a walk over a cold op list would
/// otherwise cost a full memory latency per op. Both arms are opaque to the optimiser:
/// given a plain comparison it substitutes the link for the slot on the equal arm, and
/// given a plain link on the other arm it turns the branch into a select; either way
/// the next fetch would wait for the load again.
#[inline(always)]
fn follow_link(slot: u32, link: u32) -> u32 {
    if std::hint::black_box(link == slot) {
        slot
    } else {
        std::hint::black_box(link)
    }
}

/// Iterator over the blocks of a region.
pub struct BlockIter<'a> {
    body: &'a Body,
    cur: u32,
}

impl Iterator for BlockIter<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let c = opt(self.cur)?;
        self.cur = self.body.blocks[c as usize].next;
        Some(BlockId(c))
    }
}

/// A whole IR: the bodies, and the top-level op (usually `builtin.module`).
#[derive(Clone, Debug, Default)]
pub struct Ir {
    pub bodies: Vec<Body>,
    pub top: Option<OpRef>,
    /// For an op worked on apart from its symbol table (detached): the symbols of that
    /// table, which lookups from inside the op may read.
    pub enclosing: Option<std::sync::Arc<EnclosingSymbols>>,
}

impl Ir {
    /// A body by id.
    #[inline]
    pub fn body(&self, b: BodyId) -> &Body {
        &self.bodies[b.index()]
    }

    /// A body by id, mutably.
    #[inline]
    pub fn body_mut(&mut self, b: BodyId) -> &mut Body {
        &mut self.bodies[b.index()]
    }

    /// Adds a body.
    pub fn new_body(&mut self, owner: Option<OpRef>) -> BodyId {
        let id = BodyId(self.bodies.len() as u32);
        self.bodies.push(Body::new(owner));
        id
    }

    /// The body that holds an op's regions (its nested body when isolated).
    pub fn regions_body(&self, (b, op): OpRef) -> BodyId {
        self.body(b).op(op).nested().unwrap_or(b)
    }

    /// The op that contains `op`, crossing into the parent body at a body's top level.
    pub fn parent_op(&self, (b, op): OpRef) -> Option<OpRef> {
        let body = self.body(b);
        let block = body.op_block(op)?;
        let region = body.block_region(block)?;
        match body.region_parent(region) {
            Some(p) => Some((b, p)),
            None => body.owner,
        }
    }

    /// The isolated-from-above ops (those with a body of their own) directly in `op`'s
    /// regions: the functions of a module, which threads handle independently.
    pub fn isolated_children(&self, (b, op): OpRef) -> Vec<OpRef> {
        let d = self.body(b).op(op);
        let rb = d.nested().unwrap_or(b);
        let body = self.body(rb);
        d.regions()
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .flat_map(|blk| body.block_ops(blk))
            .filter(|&o| body.op(o).nested().is_some())
            .map(|o| (rb, o))
            .collect()
    }

    /// Pre-order walk over every op reachable from `root`, entering nested bodies.
    pub fn walk(&self, root: OpRef, f: &mut impl FnMut(OpRef)) {
        let (b, op) = root;
        f(root);
        let d = self.body(b).op(op);
        let rb = d.nested().unwrap_or(b);
        let body = self.body(rb);
        for &r in d.regions() {
            for blk in body.region_blocks(r) {
                for o in body.block_ops(blk) {
                    self.walk((rb, o), f);
                }
            }
        }
    }
}

/// An inherent (property) or discardable attribute of an op by name, properties first
/// (MLIR's `Operation::getAttr`).
pub fn op_attr(ctx: &crate::Context, ir: &Ir, op: OpRef, name: &str) -> Option<crate::attrs::Attr> {
    SymbolOp::of(ir, op).attr(ctx, name)
}

/// Inherent and discardable attributes merged in name order (MLIR's
/// `Operation::getAttrs()` for ops with properties).
pub fn merged_attrs(ctx: &crate::Context, ir: &Ir, op: OpRef) -> Vec<crate::attrs::NamedAttr> {
    let d = ir.body(op.0).op(op.1);
    let mut all = Vec::new();
    for a in [d.props(), Some(d.attrs)].into_iter().flatten() {
        if let crate::attrs::AttrKind::Dict(e) = ctx.attr_kind(a) {
            all.extend(e.iter().copied());
        }
    }
    ctx.sort_named(&mut all);
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;

    #[test]
    fn records_stay_compact() {
        // The IR of a large input is mostly these records; a field added carelessly
        // costs megabytes.
        assert_eq!(std::mem::size_of::<OpData>(), 64);
        assert_eq!(std::mem::size_of::<ValueData>(), 20);
        assert_eq!(std::mem::size_of::<OperandData>(), 16);
    }

    #[test]
    fn op_edges_and_flags_round_trip() {
        let ctx = Context::default();
        let mut b = Body::new(None);
        let st = OpState::new(
            &ctx,
            "t.op",
            vec![],
            vec![ctx.int_type(1)],
            ctx.unknown_loc(),
        );
        let op = b.create_op(st);
        let d = b.op_mut(op);
        assert!(d.successors().is_empty() && d.regions().is_empty() && d.nested().is_none());
        d.push_region(RegionId(3));
        d.set_successors([BlockId(1), BlockId(2)]);
        d.set_nested(Some(BodyId(7)));
        d.set_props(Some(ctx.unit_attr()));
        assert_eq!(d.regions(), &[RegionId(3)]);
        assert_eq!(d.successors(), &[BlockId(1), BlockId(2)]);
        assert_eq!(d.nested(), Some(BodyId(7)));
        assert_eq!(d.props(), Some(ctx.unit_attr()));
        d.set_successors([]);
        d.set_nested(None);
        assert_eq!(d.take_regions().as_slice(), &[RegionId(3)]);
        assert!(d.edges.is_none(), "empty edges are given back");
        assert_eq!(b.num_results(op), 1);
        b.erase_op(op);
        assert!(b.op(op).erased());
        assert_eq!(b.num_results(op), 1, "erasing keeps the result count");
        let v = b.result(op, 0);
        assert_eq!(b.value(v).def(), ValueDef::Result { op, index: 0 });
        let blk = b.create_block();
        let a = b.add_block_arg(blk, ctx.int_type(1), None);
        assert_eq!(
            b.value(a).def(),
            ValueDef::BlockArg {
                block: blk,
                index: 0
            }
        );
        assert_eq!(b.value(a).loc(), None);
    }

    #[test]
    fn rehomed_body_keeps_its_ir_and_gains_room() {
        let ctx = Context::default();
        let mut b = Body::new(None);
        let r = b.create_region(None);
        let blk = b.create_block();
        b.append_block(r, blk);
        let i32t = ctx.int_type(32);
        let mut prev = Vec::new();
        for _ in 0..40 {
            let st = OpState::new(&ctx, "t.op", prev.clone(), vec![i32t], ctx.unknown_loc());
            let op = b.create_op(st);
            b.insert_op(op, blk, None);
            prev = vec![b.result(op, 0)];
        }
        b.shrink_to_fit();
        let before: Vec<_> = b
            .block_ops(blk)
            .map(|o| b.operands(o).collect::<Vec<_>>())
            .collect();
        b.rehome();
        let after: Vec<_> = b
            .block_ops(blk)
            .map(|o| b.operands(o).collect::<Vec<_>>())
            .collect();
        assert_eq!(before, after);
        b.check_invariants().unwrap();
        assert!(b.ops.capacity() >= b.ops.len() + b.ops.len() / 8);
        // Growing within the room reallocates nothing.
        let ops_at = b.ops.as_ptr();
        let st = OpState::new(&ctx, "t.op", prev, vec![i32t], ctx.unknown_loc());
        let op = b.create_op(st);
        b.insert_op(op, blk, None);
        assert_eq!(ops_at, b.ops.as_ptr());
    }
}
