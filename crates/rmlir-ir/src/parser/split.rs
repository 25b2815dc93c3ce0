//! Parsing one large function body on all threads (MLIR parses it on one).
//!
//! A deferred function body ([`super::deferred`]) of at least [`MIN_SPLIT_BYTES`] is cut
//! at op boundaries of its entry block into stretches. The first and the last stretch
//! (with any further blocks) are parsed by the body's own parser, which jumps over the
//! middle ones; each middle stretch is parsed by a parser of its own, into a body of its
//! own, on another thread. Names used across stretches stay forward references until
//! the pieces are put together ([`crate::ir::Body::absorb`]), where each is bound to the
//! definition an earlier stretch made at the block's level.
//!
//! ```text
//! {            <- body parser: first stretch, then jumps to the last cut
//!   %a = ...
//!   %b = ...   <- cut 1: stretch parser 1 (uses of %a are forward references)
//!   ...
//!   %y = ...   <- cut 2: stretch parser 2
//!   ...
//!   %z = ...   <- cut 3 (the last): body parser again, to the closing `}`
//! }
//! ```
//!
//! The cuts are found by a scan that knows braces, brackets, parentheses, strings and
//! comments, and are only trusted once confirmed: each stretch must end exactly at the
//! next cut, and the body parser must reach the first cut as the start of an op of the
//! entry block. Anything a sequential parse would treat differently — a stretch that
//! fails or reports anything, a name defined at the block's level in two stretches, a
//! name one stretch defines (at any depth) that an earlier stretch defined at the
//! block's level, a forward reference no earlier stretch defines, a type mismatch —
//! throws the split away, and the body is parsed whole.

use super::Parser;
use super::deferred::{DeferredRegion, Shared, region_parser};
use crate::diag::DiagEngine;
use crate::ir::{BlockId, Body, BodyId, BoundUses, LaterUses, OpId, Placement, RegionId, ValueId};
use crate::lexer::Tok;

/// Function bodies shorter than this are parsed by one thread.
pub(super) const MIN_SPLIT_BYTES: usize = 1 << 19;

/// Stretches per thread (more than one, so that uneven stretches even out).
const STRETCHES_PER_THREAD: usize = 4;

/// Where the body parser of a split body jumps over the middle stretches.
pub(super) struct Jump {
    /// The split region (of body 0).
    region: RegionId,
    /// The first cut, and the last one, where the body parser goes on.
    from: u32,
    to: u32,
    taken: Option<Taken>,
}

/// The body parser's state when it jumped.
struct Taken {
    block: BlockId,
    /// The entry block's last op then (where the middle stretches go).
    after: Option<OpId>,
    /// Values made before the jump belong to the first stretch, the rest to the last.
    values: u32,
    /// Likewise operand slots: those from here on are the last stretch's uses.
    operands: u32,
    /// Nested names defined before the jump (a prefix of the definition log).
    logged: usize,
}

/// Text a stretch parser has parsed and not given back yet is given back once it
/// reaches this length: a stretch is long, and holding all of its text until the end
/// would keep a share of the input in memory as the IR grows.
const TRAIL_BYTES: usize = 1 << 20;

/// The text a parser of a split body has parsed but not given back (see
/// [`super::Release`]). Names kept for the merge still point into it: the few that are
/// read again bring their page back.
pub(super) struct Trail<'c> {
    release: super::Release<'c>,
    /// Where the text not given back starts.
    from: usize,
}

impl<'c> Trail<'c> {
    /// A trail from `from`, when the buffer's text can be given back.
    fn starting(shared: &Shared<'_, 'c>, from: usize) -> Option<Trail<'c>> {
        let release = shared.text.release?;
        Some(Trail { release, from })
    }

    /// Gives back the text up to `end`; the parser goes on at `resume`. (The page
    /// holding `resume` is given back with the next stretch.)
    fn give_back(&mut self, end: usize, resume: usize) {
        (self.release)(self.from..end);
        self.from = resume & !4095;
    }
}

impl Parser<'_, '_> {
    /// Gives back the text before the current token once enough has gathered.
    pub(super) fn release_behind(&mut self) {
        let pos = self.pos() as usize;
        if let Some(t) = &mut self.trail
            && pos >= t.from + TRAIL_BYTES
        {
            t.give_back(pos, pos);
        }
    }
}

/// A name as written: `%name#number`.
type Name<'s> = (&'s str, u32);

/// A name as a span of the source text and its number: half the size of a [`Name`],
/// for the names a stretch keeps until the merge.
#[derive(Clone, Copy)]
struct NameAt {
    at: u32,
    len: u32,
    number: u32,
}

impl NameAt {
    /// `name`, a slice of `src`, as a span.
    fn of(src: &str, (text, number): Name<'_>) -> NameAt {
        let at = text.as_ptr() as usize - src.as_ptr() as usize;
        debug_assert!(at + text.len() <= src.len(), "a name outside the source");
        NameAt {
            at: at as u32,
            len: text.len() as u32,
            number,
        }
    }

    /// The name (reading the source again: a page given back comes back).
    fn name(self, src: &str) -> Name<'_> {
        let at = self.at as usize;
        (&src[at..at + self.len as usize], self.number)
    }
}

/// A block-level name of a stretch, for the merge: 16 bytes (one per value of a long
/// body, held until the stretches are put together).
#[derive(Clone, Copy)]
struct Defined {
    hash: NameHash,
    value: ValueId,
    at: u32,
    len: u16,
    number: u16,
}

const _: () = assert!(std::mem::size_of::<Defined>() == 16);

impl Defined {
    /// `name` (of hash `hash`) defined as `value`; `None` for a name too long or a result number too
    /// high to pack (the split is then given up).
    fn new(src: &str, name: Name<'_>, value: ValueId, hash: NameHash) -> Option<Defined> {
        let n = NameAt::of(src, name);
        Some(Defined {
            hash,
            value,
            at: n.at,
            len: u16::try_from(n.len).ok()?,
            number: u16::try_from(n.number).ok()?,
        })
    }

    fn name_at(self) -> NameAt {
        NameAt {
            at: self.at,
            len: u32::from(self.len),
            number: u32::from(self.number),
        }
    }
}

/// What one stretch's parse leaves for the merge.
struct Piece<'s> {
    bodies: Vec<Body>,
    /// The open forward references: name, its hash, placeholder.
    open: Vec<(Name<'s>, NameHash, ValueId)>,
    /// The names defined below the block's level (in nested regions), in order, with
    /// their hashes: usually few.
    logged: Vec<(NameAt, NameHash)>,
    /// The names defined at the block's level, with their hashes and values, by hash
    /// (the scope's table itself is dropped: it is several times larger).
    defined: Vec<Defined>,
}

impl Piece<'_> {
    /// The value this stretch defines the name `name` gives as at the block's level.
    /// The name's text (and that of a definition) is read only for a definition of the
    /// same hash: the pages holding either have mostly been given back.
    fn defined_as<'n>(
        &self,
        src: &str,
        name: impl Fn() -> Name<'n>,
        hash: NameHash,
    ) -> Option<ValueId> {
        let from = self.defined.partition_point(|e| e.hash < hash);
        self.defined[from..]
            .iter()
            .take_while(|e| e.hash == hash)
            .find(|e| e.name_at().name(src) == name())
            .map(|e| e.value)
    }
}

impl Piece<'_> {
    /// The names the stretch defines, at any depth, with their hashes: the block-level
    /// ones whose values `top` picks (by hash), then the nested ones logged from the
    /// `nested`-th on (in order).
    fn defined_names(
        &self,
        top: impl Fn(ValueId) -> bool,
        nested: usize,
    ) -> impl Iterator<Item = (NameAt, NameHash)> {
        let top = self.defined.iter().filter(move |e| top(e.value));
        let top = top.map(|e| (e.name_at(), e.hash));
        top.chain(self.logged[nested..].iter().copied())
    }

    /// The bodies, the rest dropped.
    fn into_bodies(self) -> Vec<Body> {
        self.bodies
    }
}

impl<'s> Parser<'s, '_> {
    /// At the first cut in the entry block of the split region: jumps to the last cut.
    /// Returns whether it jumped.
    pub(super) fn take_jump(&mut self, body: BodyId, region: RegionId, block: BlockId) -> bool {
        let Some(j) = &self.jump else { return false };
        if j.taken.is_some()
            || j.from != self.pos()
            || j.region != region
            || body != BodyId(0)
            || self.ir.body(body).entry_block(region) != Some(block)
        {
            return false;
        }
        let to = j.to as usize;
        let taken = Taken {
            block,
            after: self.ir.body(body).last_op(block),
            values: self.ir.body(body).values.len() as u32,
            operands: self.ir.body(body).operands.len() as u32,
            logged: self.def_log.as_ref().map_or(0, Vec::len),
        };
        if let Some(j) = &mut self.jump {
            j.taken = Some(taken);
        }
        let pos = self.pos() as usize;
        if let Some(t) = &mut self.trail {
            t.give_back(pos, to);
        }
        self.reset_to(to);
        true
    }
}

/// Parses `task`'s region into `body` with its entry block cut into stretches parsed on
/// all threads; the bodies (as `parse_region_alone` returns them), or `None` when the
/// region is not worth splitting or the split does not hold (the caller then parses it
/// whole).
pub(super) fn parse_region_split<'s>(
    shared: &Shared<'s, '_>,
    task: &DeferredRegion<'s>,
    body: &Body,
) -> Option<Vec<Body>> {
    let (open, close) = (task.open as usize, task.close as usize);
    let threads = rayon::current_num_threads();
    if close - open < MIN_SPLIT_BYTES || threads < 2 {
        return None;
    }
    let cuts = cut_points(
        shared.text.src.as_bytes(),
        open,
        close,
        threads * STRETCHES_PER_THREAD,
    );
    if cuts.len() < 2 {
        return None;
    }
    let (first, last) = (cuts[0], cuts[cuts.len() - 1]);
    let (main, middle) = rayon::join(
        || {
            let outer = parse_outer(shared, task, body, first, last);
            // Its text too is done with (a stretch at each end of the region: a
            // quarter of it with two threads), before the stretches are merged.
            if let Some(release) = shared.text.release {
                release(open..first as usize);
                release(last as usize..close + 1);
            }
            outer
        },
        || {
            use rayon::prelude::*;
            cuts.par_windows(2)
                .map(|w| {
                    let piece = parse_stretch(shared, task, w[0], w[1]);
                    // Putting the stretches together reads their names only where
                    // they may clash or bind a forward reference: a few pages.
                    if let Some(release) = shared.text.release {
                        release(w[0] as usize..w[1] as usize);
                    }
                    piece
                })
                .collect::<Option<Vec<Piece<'s>>>>()
        },
    );
    merge(task, shared.text.src, main?, middle?)
}

/// The body parser's result: its piece and where it jumped.
struct Outer<'s> {
    piece: Piece<'s>,
    taken: Taken,
}

/// Parses the region from its `{` to the first cut and from the last cut to its `}`.
fn parse_outer<'s>(
    shared: &Shared<'s, '_>,
    task: &DeferredRegion<'s>,
    body: &Body,
    first: u32,
    last: u32,
) -> Option<Outer<'s>> {
    let mut diags = DiagEngine::default();
    let mut p = region_parser(shared, task, &mut diags, body.clone(), task.open as usize);
    p.def_log = Some(Vec::new());
    p.trail = Trail::starting(shared, task.open as usize);
    p.jump = Some(Jump {
        region: task.region,
        from: first,
        to: last,
        taken: None,
    });
    let ok = (|| {
        p.expect(Tok::LBrace, "'{' to begin a region")?;
        p.push_isolated(BodyId(0));
        p.reserve_names_for_text((first - task.open + task.close - last) as usize);
        p.push_block_scope();
        p.parse_region_body(BodyId(0), task.region, &task.entry_args)?;
        p.pop_block_scope()?;
        p.resolve_deferred_locs()
    })();
    if ok.is_err() || !p.clean() {
        return None;
    }
    let taken = p.jump.take()?.taken?;
    let piece = finish(p)?;
    Some(Outer { piece, taken })
}

/// Parses the ops of the entry block from `start` to exactly `end`.
fn parse_stretch<'s>(
    shared: &Shared<'s, '_>,
    task: &DeferredRegion<'s>,
    start: u32,
    end: u32,
) -> Option<Piece<'s>> {
    let mut diags = DiagEngine::default();
    let mut body = Body::new(None);
    body.reserve_for_text((end - start) as usize);
    let region = body.create_region(None);
    let block = body.create_block();
    body.append_block(region, block);
    let mut p = region_parser(shared, task, &mut diags, body, start as usize);
    p.def_log = Some(Vec::new());
    p.trail = Trail::starting(shared, start as usize);
    p.push_isolated(BodyId(0));
    p.reserve_names_for_text((end - start) as usize);
    p.push_block_scope();
    let ok = (|| {
        while p.pos() < end {
            match p.kind() {
                Tok::Eof | Tok::RBrace | Tok::CaretIdent => return Err(crate::diag::Reported),
                _ => {
                    p.parse_operation(BodyId(0), block)?;
                    p.release_behind();
                }
            }
        }
        p.pop_block_scope()?;
        p.resolve_deferred_locs()
    })();
    if ok.is_err() || p.pos() != end || !p.clean() {
        return None;
    }
    finish(p)
}

/// Takes a parsed stretch's scope apart.
fn finish<'s>(mut p: Parser<'s, '_>) -> Option<Piece<'s>> {
    let src = p.src;
    let scope = p.scopes.pop()?.values;
    let mut open = Vec::new();
    let mut defined = Vec::with_capacity(scope.len());
    for (key, slot) in &scope {
        let name = (key.text, key.number);
        match slot.forward {
            None => defined.push(Defined::new(src, name, slot.value, key.hash)?),
            Some(_) => open.push((name, key.hash, slot.value)),
        }
    }
    drop(scope);
    defined.sort_unstable_by_key(|e| (e.hash, e.value));
    let logged = p
        .def_log
        .take()
        .unwrap_or_default()
        .into_iter()
        .map(|k| (NameAt::of(src, (k.text, k.number)), k.hash))
        .collect();
    Some(Piece {
        bodies: std::mem::take(&mut p.ir.bodies),
        open,
        logged,
        defined,
    })
}

/// The hash the merge's tables and filter keep of a name.
type NameHash = u32;

/// A set of name hashes that may answer "maybe" for a name not in it (a Bloom filter
/// with three probes and about 32 bits per name): most names are checked against it
/// alone, and the few others against the stretches' name tables, which read the names'
/// text (by then given back, see [`super::Release`]).
struct NameFilter {
    bits: Vec<u64>,
    /// log2 of the number of bits.
    log: u32,
}

impl NameFilter {
    /// A filter for about `names` names.
    fn new(names: usize) -> NameFilter {
        let log = (names.max(1) * 32)
            .next_power_of_two()
            .trailing_zeros()
            .max(12);
        NameFilter {
            bits: vec![0; (1 << log) / 64],
            log,
        }
    }

    fn probes(&self, h: NameHash) -> [usize; 3] {
        let top = |x: u64| (x >> (64 - self.log)) as usize;
        let h = u64::from(h).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        [
            top(h),
            top(h.rotate_left(21).wrapping_mul(0xc2b2_ae3d_27d4_eb4f)),
            top(h.rotate_left(42).wrapping_mul(0x1656_67b1_9e37_79f9)),
        ]
    }

    fn insert(&mut self, h: NameHash) {
        for p in self.probes(h) {
            self.bits[p / 64] |= 1 << (p % 64);
        }
    }

    fn may_contain(&self, h: NameHash) -> bool {
        self.probes(h)
            .iter()
            .all(|&p| self.bits[p / 64] & (1 << (p % 64)) != 0)
    }
}

/// Puts the stretches together in the body parser's body (see the module docs for
/// what makes it fail).
fn merge<'s>(
    task: &DeferredRegion<'s>,
    src: &'s str,
    outer: Outer<'s>,
    middle: Vec<Piece<'s>>,
) -> Option<Vec<Body>> {
    let Outer { piece: main, taken } = outer;
    let last = middle.len() + 1;
    // Stretch 0 and the last are the body parser's, told apart by when it jumped.
    let in_first = |v: ValueId| v.0 < taken.values;
    // The value stretch `s` defines `name` as at the block's level.
    // (`h` is the name's hash, which the logs already hold.)
    let defined_in = |s: usize, name: &dyn Fn() -> Name<'s>, h: NameHash| match s {
        0 => main.defined_as(src, name, h).filter(|&v| in_first(v)),
        s => middle[s - 1].defined_as(src, name, h),
    };
    // A name defined (at any depth) in a stretch after one that defined it at the
    // block's level: a redefinition, or a different binding, in a sequential parse.
    let mut seen =
        NameFilter::new(main.defined.len() + middle.iter().map(|p| p.defined.len()).sum::<usize>());
    for e in &main.defined {
        if in_first(e.value) {
            seen.insert(e.hash);
        }
    }
    for (j, piece) in middle.iter().enumerate().map(|(i, p)| (i + 1, p)) {
        let clash = piece.defined_names(|_| true, 0).any(|(n, h)| {
            seen.may_contain(h) && (0..j).any(|i| defined_in(i, &|| n.name(src), h).is_some())
        });
        if clash {
            return None;
        }
        piece.defined.iter().for_each(|e| seen.insert(e.hash));
    }
    // (The body parser itself reports its last stretch redefining its first's names.)
    let clash = main
        .defined_names(|v| !in_first(v), taken.logged)
        .any(|(n, h)| {
            seen.may_contain(h) && (1..last).any(|i| defined_in(i, &|| n.name(src), h).is_some())
        });
    if clash {
        return None;
    }
    // Forward references bind to the definition of an earlier stretch, of their type.
    let binding = |j: usize, name: Name<'s>, h: NameHash| {
        (0..j)
            .rev()
            .find_map(|i| defined_in(i, &|| name, h).map(|v| (i, v)))
    };
    let type_in = |s: usize, v: ValueId| match s {
        0 => main.bodies[0].value_type(v),
        s if s == last => main.bodies[0].value_type(v),
        s => middle[s - 1].bodies[0].value_type(v),
    };
    let mut binds: Vec<Vec<(ValueId, usize, ValueId)>> = Vec::with_capacity(last);
    for j in 0..=middle.len() {
        let open = if j == 0 {
            &main.open
        } else {
            &middle[j - 1].open
        };
        let mut list = Vec::with_capacity(open.len());
        for &(name, h, ph) in open {
            let at = match j {
                0 if in_first(ph) => 0,
                0 => last,
                j => j,
            };
            let (i, v) = binding(at, name, h)?;
            if type_in(at, ph) != type_in(i, v) {
                return None;
            }
            list.push((ph, i, v));
        }
        binds.push(list);
    }
    // The names are done with: only the bodies are kept (the name tables of a long
    // body are as large as parts of its IR).
    let mut bodies = main.into_bodies();
    let mut middle: Vec<Vec<Body>> = middle.into_iter().map(Piece::into_bodies).collect();
    // Where each middle stretch goes: after the body parser's contents, in order; the
    // bodies of isolated ops in them after the body parser's bodies.
    let mut places = Vec::with_capacity(middle.len());
    let mut at = Placement::after(&bodies[0], task.region, taken.block);
    let mut body_base = Vec::with_capacity(middle.len());
    let mut next_body = bodies.len() as u32;
    for piece in &middle {
        places.push(at);
        at = at.then(&piece[0]);
        body_base.push(next_body);
        next_body += piece.len() as u32 - 1;
    }
    let global = |i: usize, v: ValueId| if i == 0 { v } else { places[i - 1].value(v) };
    let uses: Vec<Vec<BoundUses>> = {
        use rayon::prelude::*;
        middle
            .par_iter_mut()
            .enumerate()
            .map(|(k, piece)| {
                let bound: Vec<(ValueId, ValueId)> = binds[k + 1]
                    .iter()
                    .map(|&(ph, i, v)| (ph, global(i, v)))
                    .collect();
                let at = &places[k];
                let base = body_base[k];
                let renumber = |b: BodyId| {
                    if b.0 == 0 {
                        BodyId(0)
                    } else {
                        BodyId(base + b.0 - 1)
                    }
                };
                for (bi, body) in piece.iter_mut().enumerate() {
                    for op in &mut body.ops {
                        if let Some(n) = op.nested() {
                            op.set_nested(Some(renumber(n)));
                        }
                    }
                    if bi > 0
                        && let Some((ob, o)) = body.owner
                    {
                        let o = if ob.0 == 0 { at.op(o) } else { o };
                        body.owner = Some((renumber(ob), o));
                    }
                }
                piece[0].renumber_for(at, &bound)
            })
            .collect()
    };
    // Room for everything at once: growing by doubling would copy the body and hold
    // twice its size while the stretches are still alive. Each stretch is freed once
    // appended.
    bodies[0].reserve_like(middle.iter().map(|p| &p[0]));
    bodies.reserve(middle.iter().map(|p| p.len() - 1).sum());
    let mut after = taken.after;
    for (piece, at) in middle.into_iter().zip(&places) {
        let mut pb = piece.into_iter();
        let first = pb.next()?;
        let run_last = first.last_op(BlockId(0)).map(|o| at.op(o));
        bodies[0].append_renumbered(first, at, after);
        if let Some(l) = run_last {
            after = Some(l);
        }
        bodies.extend(pb);
    }
    // A sequential parse links uses in text order (each in front of the last): the
    // last stretch's uses, parsed before the middle ones were linked, stay in front.
    let main_body = &mut bodies[0];
    let last_stretch = taken.operands..places.first().map_or(taken.operands, |p| p.operands);
    let mut behind = LaterUses::new(last_stretch);
    main_body.link_bound_uses(&uses, &mut behind);
    for &(ph, i, v) in &binds[0] {
        main_body.splice_uses(ph, global(i, v), &mut behind);
    }
    // As a sequential parse leaves it: ops of the block in a current order.
    main_body.renumber_block(taken.block);
    main_body.shrink_to_fit();
    Some(bodies)
}

/// Up to `pieces - 1` cut offsets spread over the region between `open` and `close`
/// (its braces): each is the start of a line at the region's own level (outside nested
/// braces, brackets, parentheses, strings and comments) that begins like an op (`%`,
/// `"` or a letter), before any block label of the region.
///
/// The text is scanned in `pieces` segments on all threads. Segments start at line
/// starts, where the lexer is never inside a string or a comment (neither spans a
/// line), so each segment is scanned alone, its nesting depth counted from its start;
/// the depths at the segment starts then follow in order.
pub(super) fn cut_points(src: &[u8], open: usize, close: usize, pieces: usize) -> Vec<u32> {
    use rayon::prelude::*;
    let step = (close - open) / pieces.max(1);
    let mut starts = vec![open + 1];
    for k in 1..pieces {
        let from = (open + k * step).max(*starts.last().unwrap_or(&open));
        let Some(nl) = memchr::memchr(b'\n', &src[from..close]) else {
            break;
        };
        let start = from + nl + 1;
        if start > *starts.last().unwrap_or(&open) && start < close {
            starts.push(start);
        }
    }
    let ends: Vec<usize> = starts.iter().skip(1).copied().chain([close]).collect();
    let scans: Vec<Segment> = starts
        .par_iter()
        .zip(ends)
        .map(|(&a, b)| Segment::scan(src, a, b))
        .collect();
    let mut cuts = Vec::new();
    let mut depth = 0usize;
    for (k, seg) in scans.iter().enumerate() {
        let at = |firsts: &[u32]| firsts.get(depth).copied().filter(|&p| p != NONE);
        let label = at(&seg.labels);
        if k > 0
            && let Some(c) = at(&seg.ops)
            && label.is_none_or(|l| c < l)
        {
            cuts.push(c);
        }
        if label.is_some() {
            break;
        }
        // The depth entering the next segment (never below the region's own).
        depth = (depth as i64 + seg.delta).max(0) as usize;
    }
    cuts
}

/// No position.
const NONE: u32 = u32::MAX;

/// The bytes [`Segment::scan`] acts on: brackets, string quotes, comment slashes and
/// newlines.
const SCAN_STOPS: [bool; 256] = {
    let mut t = [false; 256];
    let stops = b"{([})]\"/\n";
    let mut k = 0;
    while k < stops.len() {
        t[stops[k] as usize] = true;
        k += 1;
    }
    t
};

/// What a segment's scan finds, by the depth (below the segment's start) at which it
/// finds it: the first op-like line start and the first block label at each depth.
struct Segment {
    /// Net change of the nesting depth over the segment.
    delta: i64,
    /// `ops[d]`: the first line start beginning like an op at `d` levels below the
    /// segment's start depth (so at the region's level when the start depth is `d`).
    ops: Vec<u32>,
    labels: Vec<u32>,
}

impl Segment {
    /// How deep below its start depth a segment's findings are kept.
    const DEPTHS: usize = 64;

    fn scan(src: &[u8], start: usize, end: usize) -> Segment {
        let mut seg = Segment {
            delta: 0,
            ops: vec![NONE; Self::DEPTHS],
            labels: vec![NONE; Self::DEPTHS],
        };
        // A line start at the segment's start: treat it as following a newline.
        let mut i = start;
        let mut line_start = true;
        while i < end {
            if line_start {
                line_start = false;
                while i < end && matches!(src[i], b' ' | b'\t') {
                    i += 1;
                }
                if i >= end {
                    break;
                }
                let below = -seg.delta;
                if (0..Self::DEPTHS as i64).contains(&below) {
                    let slot = match src[i] {
                        b'^' => Some(&mut seg.labels[below as usize]),
                        c if c == b'%' || c == b'"' || c.is_ascii_alphabetic() => {
                            Some(&mut seg.ops[below as usize])
                        }
                        _ => None,
                    };
                    if let Some(slot) = slot
                        && *slot == NONE
                    {
                        *slot = i as u32;
                    }
                }
            }
            // Bytes that change nothing are skipped in a tight loop.
            i += src[i..end]
                .iter()
                .position(|&c| SCAN_STOPS[c as usize])
                .unwrap_or(end - i);
            if i >= end {
                break;
            }
            match src[i] {
                b'{' | b'(' | b'[' => seg.delta += 1,
                b'}' | b')' | b']' => seg.delta -= 1,
                b'"' => {
                    i += 1;
                    while i < end && src[i] != b'"' && src[i] != b'\n' {
                        i += if src[i] == b'\\' { 2 } else { 1 };
                    }
                    // An unterminated string (which the parser rejects) ends at the
                    // line's end.
                    line_start = i < end && src[i] == b'\n';
                }
                b'/' if src.get(i + 1) == Some(&b'/') => {
                    while i < end && src[i] != b'\n' {
                        i += 1;
                    }
                    line_start = true;
                }
                b'\n' => line_start = true,
                _ => {}
            }
            i += 1;
        }
        seg
    }
}

#[cfg(test)]
mod tests {
    use super::cut_points;

    #[test]
    fn cuts_are_op_starts_at_the_region_level_before_any_label() {
        let src = "{\n  %a = x.y {\n  %in = z\n  }\n  %s = \"q {\n  %t\" // {\n  x.op\n  %b = w(\n  %c)\n  %d = v\n^bb1:\n  %e = u\n}";
        let close = src.len() - 1;
        let cuts = cut_points(src.as_bytes(), 0, close, 100);
        let at: Vec<&str> = cuts
            .iter()
            .map(|&c| &src[c as usize..c as usize + 2])
            .collect();
        // Not the nested `%in`, the parenthesized `%c` or `%e` after the label; the
        // brace in the (unterminated, so line-long) string and the one in the comment
        // do not count.
        assert_eq!(at, ["%a", "%s", "%t", "x.", "%b", "%d"]);
    }

    #[test]
    fn cuts_are_spread_and_bounded() {
        let mut src = String::from("{\n");
        for i in 0..1000 {
            src.push_str(&format!("  %v{i} = t.op\n"));
        }
        src.push('}');
        let cuts = cut_points(src.as_bytes(), 0, src.len() - 1, 4);
        assert_eq!(cuts.len(), 3);
        let quarter = (src.len() - 1) / 4;
        for (i, &c) in cuts.iter().enumerate() {
            let c = c as usize;
            assert!(
                c >= (i + 1) * quarter && c < (i + 1) * (quarter + 20),
                "{cuts:?}"
            );
        }
    }
}
