//! The IR printer (MLIR's `AsmPrinter`/`OperationPrinter`): alias collection in print
//! order, SSA value and block naming exactly as MLIR's `SSANameState` does it, the generic
//! op form, custom forms through each op's [`crate::opdef::PrintFn`], block predecessor
//! comments and trailing locations.

mod ahead;
mod attrs;
mod in_order;
mod names;
mod used_names;

pub use ahead::{ModulePrint, Piece, holds_marker_bytes};
pub use attrs::{
    Aliases, AttrPrinter, attr_to_string, is_bare_identifier, push_int, type_to_string,
    write_escaped, write_symbol,
};
use names::{NameStyle, Names};

use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use crate::ir::{BlockId, BodyId, Ir, OpRef, RegionId, ValueDef, ValueId};
use crate::opdef::traits;
use crate::types::{Type, TypeKind};
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};

/// Printing options (MLIR's `OpPrintingFlags`).
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
    /// `--mlir-print-local-scope`: no aliases.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger`: a non-splat elements attribute with more
    /// elements than this prints as `dense_resource<__elided__>`.
    pub elide_elements_above: Option<u64>,
    /// `--mlir-print-skip-regions`: every region prints as `{...}`.
    pub skip_regions: bool,
    /// `--mlir-print-unique-ssa-ids`: value numbers run on across isolated regions
    /// (as they always do in the generic form).
    pub unique_ssa_ids: bool,
    /// `--mlir-print-elementsattrs-with-hex-if-larger`: non-splat dense elements with
    /// more elements than this print as hex; `None` is MLIR's default (100), a negative
    /// limit other than -1 makes every one hex, and -1 none.
    pub hex_elements_above: Option<i64>,
    /// `--mlir-print-value-users`: each op and block argument is followed by a comment
    /// naming the users of its values, and ops without results are numbered too.
    pub value_users: bool,
    /// `--mlir-use-nameloc-as-prefix`: values whose location holds a name location are
    /// named after it (`%x` for `loc("x")`).
    pub nameloc_prefix: bool,
    /// `--mlir-pretty-debuginfo`: with `debuginfo`, locations in MLIR's pretty form (an
    /// op's own location written out, not through its alias).
    pub pretty_debuginfo: bool,
    /// `--mlir-elide-resource-strings-if-larger`: resource entries whose value prints
    /// longer than this many characters are left out of the metadata section.
    pub elide_resource_strings_above: Option<u64>,
}

impl PrintOptions {
    /// Whether functions may be printed ahead, as they are parsed ([`ModulePrint`]):
    /// the plain custom form, whose functions' names and texts do not depend on one
    /// another or on what is printed last (local scope and the pretty form, which only
    /// changes printed locations, are fine).
    pub fn prints_ahead(&self) -> bool {
        !self.generic
            && !self.debuginfo
            && self.elide_elements_above.is_none()
            && !self.skip_regions
            && !self.unique_ssa_ids
            && self.hex_elements_above.is_none()
            && !self.value_users
            && !self.nameloc_prefix
            && self.elide_resource_strings_above.is_none()
    }

    /// The hex limit the attribute printer applies (see [`Self::hex_elements_above`]).
    pub fn hex_above(&self) -> Option<i64> {
        match self.hex_elements_above {
            None => Some(attrs::DEFAULT_HEX_ABOVE),
            Some(-1) => None,
            Some(n) => Some(n),
        }
    }
}

/// Prints a whole IR as `mlir-opt` prints its top-level op (aliases, op, deferred
/// aliases), without the final newline `mlir-opt` adds.
pub fn print_ir(ctx: &Context, ir: &Ir, opts: PrintOptions) -> String {
    let Some(top) = ir.top else {
        return String::new();
    };
    print_top_op(ctx, ir, top, opts)
}

/// Prints one op as the top level.
///
/// With threading, the isolated ops directly under `top` (the functions of a module)
/// are printed on all threads, in both passes: the printer leaves a hole where each
/// goes ([`Hole`]) and the pieces are spliced in order, so the text is exactly the
/// sequential one.
pub fn print_top_op(ctx: &Context, ir: &Ir, top: OpRef, opts: PrintOptions) -> String {
    let mut out = String::new();
    print_top_op_with(ctx, ir, top, opts, &mut |piece| out.push_str(piece));
    out
}

/// [`print_ir`] handing the text to `emit` piece by piece, in order (so a driver can
/// write it out as it comes instead of holding all of it).
pub fn print_ir_with(ctx: &Context, ir: &Ir, opts: PrintOptions, emit: &mut dyn FnMut(&str)) {
    if let Some(top) = ir.top {
        print_top_op_with(ctx, ir, top, opts, emit);
    }
}

/// [`print_top_op`] handing the text to `emit` piece by piece.
pub fn print_top_op_with(
    ctx: &Context,
    ir: &Ir,
    top: OpRef,
    opts: PrintOptions,
    emit: &mut dyn FnMut(&str),
) {
    print_prepared(ctx, ir, prepare_top_op(ctx, ir, top, opts), emit);
}

/// What a print of a top-level op settles before it writes anything: where it splits,
/// the names, and the aliases. Made apart from the print so that a driver can make it
/// while the IR is still being verified ([`prepare_top_op`], [`print_prepared`]).
pub struct PreparedPrint {
    top: OpRef,
    opts: PrintOptions,
    split: Option<Split>,
    names: Names,
    /// The names of the only isolated op directly under the top, made ahead too (for
    /// several, each piece's names are made on the pool as it is printed).
    only_isolated: Option<(OpRef, Names)>,
    aliases: Aliases,
    alias_order: Vec<AliasEntry>,
    resources: Vec<String>,
}

/// Settles the print of `top` ([`PreparedPrint`]): only reads the IR, which must not
/// change before [`print_prepared`] prints it.
pub fn prepare_top_op(ctx: &Context, ir: &Ir, top: OpRef, opts: PrintOptions) -> PreparedPrint {
    let split = split_points(ctx, ir, top, opts);
    // The pieces' own names are made as each piece is printed.
    let later = split.as_ref().map(|s| &s.isolated);
    let names = Names::compute(
        ctx,
        ir,
        top,
        NameStyle::of(opts),
        later.unwrap_or(&FxHashSet::default()),
    );
    let only_isolated = later
        .filter(|l| l.len() == 1)
        .and_then(|l| l.iter().next())
        .and_then(|&op| Some((op, names.for_split(ctx, ir, op)?)));
    let (aliases, alias_order, resources) = if opts.local_scope {
        (Aliases::default(), Vec::new(), Vec::new())
    } else {
        record_aliases(ctx, ir, top, opts, &names, split.as_ref(), &|_| None)
    };
    PreparedPrint {
        top,
        opts,
        split,
        names,
        only_isolated,
        aliases,
        alias_order,
        resources,
    }
}

/// Prints what [`prepare_top_op`] settled, handing the text to `emit` piece by piece.
pub fn print_prepared(ctx: &Context, ir: &Ir, prepared: PreparedPrint, emit: &mut dyn FnMut(&str)) {
    let (top, opts, split, names) = (prepared.top, prepared.opts, prepared.split, prepared.names);
    let (aliases, alias_order) = (prepared.aliases, prepared.alias_order);
    let only_isolated = std::sync::Mutex::new(prepared.only_isolated);
    let mut p = Printer::new(ctx, ir, opts, Some(&aliases), None, &names);
    p.split = split.as_ref();
    for e in alias_order.iter().filter(|e| !e.deferred) {
        p.alias_def(e);
    }
    p.op(top);
    // (A local-scope print is the op's own print, without the top level's newline.)
    if !opts.local_scope {
        p.out.push('\n');
    }
    for e in alias_order.iter().filter(|e| e.deferred) {
        p.alias_def(e);
    }
    let skeleton = p.out;
    let holes = p.holes;
    let mut last = 0;
    in_order::print(
        &holes,
        |h, text| {
            let own = match h.ops {
                HoleOps::Op(op) => match only_isolated
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .take_if(|(o, _)| *o == op)
                {
                    Some((_, made)) => Some(made),
                    None => names.for_split(ctx, ir, op),
                },
                HoleOps::Run { .. } => None,
            };
            let names = own.as_ref().unwrap_or(&names);
            let mut q = Printer::new(ctx, ir, opts, Some(&aliases), None, names);
            q.out = std::mem::take(text);
            q.fill(h);
            *text = q.out;
        },
        |h, part| {
            emit(&skeleton[last..h.pos]);
            emit(part);
            last = h.pos;
        },
    );
    emit(&skeleton[last..]);
    let section = ctx
        .resources()
        .section(&prepared.resources, opts.elide_resource_strings_above);
    if !section.is_empty() {
        emit(&section);
    }
    if split.is_some() {
        // A split print's names are many small tables made on the pool: they are freed
        // there too, off the path to the end of the output.
        rayon::spawn(move || drop(names));
    }
}

/// Ops left out of a print, to be printed separately and spliced in: which, where (a
/// byte offset of the output, or an index into the recorded aliases) and at which
/// indent.
struct Hole {
    ops: HoleOps,
    indent: usize,
    pos: usize,
}

/// What a [`Hole`] stands for.
#[derive(Clone, Copy)]
enum HoleOps {
    /// One op, printed as [`Printer::op`] prints it.
    Op(OpRef),
    /// `count` consecutive ops of a block from `first`, each on its own line as
    /// [`Printer::block_body`] prints them.
    Run {
        body: BodyId,
        first: crate::ir::OpId,
        count: usize,
    },
}

/// Where a print is cut into pieces for other threads (not with
/// `--mlir-print-debuginfo`, where a location's alias placement depends on every
/// earlier visit).
struct Split {
    /// The isolated-from-above ops directly under the top op, when there are several:
    /// each is a piece. A long block outside them (the body of a module's only
    /// function) is cut into runs of [`RUN_LEN`] ops.
    isolated: FxHashSet<OpRef>,
    /// The ops of each long block cut into runs (before any terminator left out), walked
    /// once for both passes: following a long op list misses the cache at every op.
    long_blocks: std::sync::Mutex<FxHashMap<(BodyId, BlockId), BlockOps>>,
}

/// The ops of a block, in order.
type BlockOps = std::sync::Arc<Vec<crate::ir::OpId>>;

/// Blocks with at least this many ops are cut into runs for other threads.
const RUN_MIN: usize = 2 * RUN_LEN;

/// The number of ops in a run of a long block printed by one thread.
const RUN_LEN: usize = 1024;

/// How the print of `top` is split, if it is (threading on, not `--mlir-print-debuginfo`).
fn split_points(ctx: &Context, ir: &Ir, top: OpRef, opts: PrintOptions) -> Option<Split> {
    // (A users comment names values of the body around the op: a piece holds only its
    // own bodies' names.)
    if !ctx.threading
        || opts.debuginfo
        || opts.skip_regions
        || opts.value_users
        || rayon::current_num_threads() < 2
    {
        return None;
    }
    let ops = ir.isolated_children(top);
    let isolated = if ops.len() >= 2 {
        ops.into_iter().collect()
    } else {
        FxHashSet::default()
    };
    Some(Split {
        isolated,
        long_blocks: Default::default(),
    })
}

/// Prints one op in generic form with no aliases and local numbering (for
/// `see current operation:` notes on errors).
pub fn print_op_generic_local(ctx: &Context, ir: &Ir, op: OpRef) -> String {
    print_op_for_diagnostic(ctx, ir, op, true)
}

/// Prints one op as MLIR's diagnostics append it (`Diagnostic::appendOp`): with the
/// command line's printing flags ([`Context::diagnostic_print`]: locations under
/// `--mlir-print-debuginfo`, ...), but no aliases, values numbered from the closest
/// isolated-from-above ancestor, elements attributes of more than 16 elements elided;
/// in generic form for errors, in the command line's form for the notes of warnings
/// and remarks.
pub fn print_op_for_diagnostic(ctx: &Context, ir: &Ir, op: OpRef, generic: bool) -> String {
    let opts = PrintOptions {
        generic: generic || ctx.diagnostic_print.generic,
        local_scope: true,
        elide_elements_above: Some(16),
        ..ctx.diagnostic_print
    };
    let aliases = Aliases::default();
    // Values are numbered from the closest isolated-from-above ancestor, as MLIR does
    // when printing a nested op.
    let root = ir.body(op.0).owner.unwrap_or(op);
    let names = Names::compute(ctx, ir, root, NameStyle::of(opts), &FxHashSet::default());
    let mut p = Printer::new(ctx, ir, opts, Some(&aliases), None, &names);
    p.op(op);
    p.out
}

/// What the recording pass found: aliasable attributes/types in first-visit order, with
/// whether every visit was from a deferrable position.
type Found = Vec<(Option<Attr>, Option<Type>, bool)>;

/// The alias pass (MLIR's `AliasInitializer` driven by a dummy printer): prints once
/// with a recording attribute printer, so exactly the attributes and types that will be
/// printed are visited, in print order (generic ops visit regions first, then types,
/// then attributes, as MLIR does), then names the aliasable ones. The `split` ops are
/// recorded on all threads and their findings merged at their place in the order;
/// those printed ahead bring their findings (`ahead`).
fn record_aliases(
    ctx: &Context,
    ir: &Ir,
    top: OpRef,
    opts: PrintOptions,
    names: &Names,
    split: Option<&Split>,
    ahead: &(dyn Fn(OpRef) -> Option<Found> + Sync),
) -> (Aliases, Vec<AliasEntry>, Vec<String>) {
    let record_all = !ctx.resources().blobs.is_empty();
    let record = |hole: &Hole, split: Option<&Split>| {
        let rec = std::cell::RefCell::new(attrs::Recorder::new(record_all));
        let mut p = Printer::new(ctx, ir, opts, None, Some(&rec), names);
        p.recording = true;
        p.split = split;
        p.fill(hole);
        let holes = std::mem::take(&mut p.holes);
        drop(p);
        (rec.into_inner().order, holes)
    };
    let whole = Hole {
        ops: HoleOps::Op(top),
        indent: 0,
        pos: 0,
    };
    let (main, holes) = record(&whole, split);
    let found: Found = if holes.is_empty() {
        main
    } else {
        let parts: Vec<Found> = holes
            .par_iter()
            .map(|h| match h.ops {
                HoleOps::Op(op) => ahead(op).unwrap_or_else(|| record(h, None).0),
                HoleOps::Run { .. } => record(h, None).0,
            })
            .collect();
        // First visits in print order: the skeleton's findings up to each hole, then the
        // hole's; a value seen earlier is not new.
        let mut seen = FxHashSet::default();
        let mut found = Vec::new();
        let mut take = |items: &[(Option<Attr>, Option<Type>, bool)]| {
            for &(a, t, d) in items {
                if seen.insert((a, t)) {
                    found.push((a, t, d));
                }
            }
        };
        let mut last = 0;
        for (h, part) in holes.iter().zip(&parts) {
            take(&main[last..h.pos]);
            take(part);
            last = h.pos;
        }
        take(&main[last..]);
        found
    };
    // `dense_resource` handles are no aliases: they only say which blobs to print.
    let is_resource = |a: Option<Attr>| {
        a.is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::DenseResource { .. }))
    };
    let (resources, found): (Found, Found) = found.into_iter().partition(|e| is_resource(e.0));
    let resources: Vec<String> = resources
        .into_iter()
        .filter_map(|(a, _, _)| match ctx.attr_kind(a?) {
            AttrKind::DenseResource { handle, .. } => Some(handle.clone()),
            _ => None,
        })
        .fold(Vec::new(), |mut seen, h| {
            if !seen.contains(&h) {
                seen.push(h);
            }
            seen
        });
    let mut entries: Vec<Candidate> = found
        .into_iter()
        .map(|(a, t, deferred)| match (a, t) {
            (Some(a), _) => {
                let name = attrs::attr_alias_name(ctx.attr_kind(a)).unwrap_or("attr");
                (ctx.attr_alias_depth(a), true, name, Some(a), None, deferred)
            }
            (_, t) => (
                t.map_or(1, |t| ctx.type_alias_depth(t)),
                false,
                "tuple",
                None,
                t,
                deferred,
            ),
        })
        .collect();
    // Stable order: by alias depth (an alias used inside another comes first), types
    // before attributes, then by alias name; first-visit order otherwise.
    entries.sort_by(|x, y| (x.0, x.1, x.2).cmp(&(y.0, y.1, y.2)));
    let mut counts: FxHashMap<&str, usize> = FxHashMap::default();
    let mut aliases = Aliases::default();
    let mut out = Vec::new();
    for (_, is_attr, name, a, t, deferred) in entries {
        let n = counts.entry(name).or_insert(0);
        let sigil = if is_attr { '#' } else { '!' };
        let text = if *n == 0 {
            format!("{sigil}{name}")
        } else if name.ends_with(|ch: char| ch.is_ascii_digit()) {
            format!("{sigil}{name}_{n}")
        } else {
            format!("{sigil}{name}{n}")
        };
        *n += 1;
        if let Some(a) = a {
            aliases.attrs.insert(a, text.clone());
        }
        if let Some(t) = t {
            aliases.types.insert(t, text.clone());
        }
        out.push(AliasEntry {
            text,
            attr: a,
            ty: t,
            deferred,
        });
    }
    (aliases, out, resources)
}

/// An alias candidate: depth, is-attribute, base name, value, deferrable.
type Candidate = (u32, bool, &'static str, Option<Attr>, Option<Type>, bool);

/// Alias depth of a type being interned (see [`Context::type_alias_depth`]): one more
/// than the deepest alias in its parts if there is one, else 1 if the type itself gets
/// an alias (a tuple of more than 16 types), else 0.
pub(crate) fn type_kind_alias_depth(ctx: &Context, k: &TypeKind) -> u8 {
    let ty = |t: Type| ctx.type_alias_depth(t);
    let attr = |a: Attr| ctx.attr_alias_depth(a);
    let m = match k {
        TypeKind::Complex(e)
        | TypeKind::Vector { elem: e, .. }
        | TypeKind::UnrankedTensor { elem: e } => ty(*e),
        TypeKind::Tuple(ts) => ts.iter().map(|&t| ty(t)).max().unwrap_or(0),
        TypeKind::Function { inputs, results } => inputs
            .iter()
            .chain(results)
            .map(|&t| ty(t))
            .max()
            .unwrap_or(0),
        TypeKind::RankedTensor { elem, encoding, .. } => ty(*elem).max(encoding.map_or(0, attr)),
        TypeKind::MemRef {
            elem,
            layout,
            memory_space,
            ..
        } => ty(*elem)
            .max(layout.map_or(0, attr))
            .max(memory_space.map_or(0, attr)),
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            ty(*elem).max(memory_space.map_or(0, attr))
        }
        _ => 0,
    };
    let aliasable = matches!(k, TypeKind::Tuple(ts) if ts.len() > 16);
    depth_over(m, aliasable)
}

/// Alias depth of an attribute being interned (see [`Context::attr_alias_depth`]).
pub(crate) fn attr_kind_alias_depth(ctx: &Context, k: &AttrKind) -> u8 {
    let ty = |t: Type| ctx.type_alias_depth(t);
    let attr = |a: Attr| ctx.attr_alias_depth(a);
    let m = match k {
        AttrKind::Array(es) => es.iter().map(|&e| attr(e)).max().unwrap_or(0),
        AttrKind::Dict(es) => es.iter().map(|&(_, e)| attr(e)).max().unwrap_or(0),
        AttrKind::Type(t) => ty(*t),
        AttrKind::Distinct { referenced, .. } => attr(*referenced),
        AttrKind::Sparse {
            ty: t,
            indices,
            values,
        } => ty(*t).max(attr(*indices)).max(attr(*values)),
        AttrKind::NameLoc { child: Some(c), .. } => attr(*c),
        AttrKind::CallSiteLoc { callee, caller } => attr(*callee).max(attr(*caller)),
        AttrKind::FusedLoc { locs, metadata } => metadata
            .iter()
            .chain(locs)
            .map(|&l| attr(l))
            .max()
            .unwrap_or(0),
        AttrKind::Integer { ty: t, .. }
        | AttrKind::Float { ty: t, .. }
        | AttrKind::DenseElements { ty: t, .. }
        | AttrKind::DenseResource { ty: t, .. }
        | AttrKind::String { ty: Some(t), .. }
        | AttrKind::DenseArray { elem: t, .. } => ty(*t),
        _ => 0,
    };
    depth_over(m, attrs::attr_alias_name(k).is_some())
}

/// The alias depth of a value whose deepest part has depth `m`.
fn depth_over(m: u32, aliasable: bool) -> u8 {
    let d = if m > 0 { m + 1 } else { u32::from(aliasable) };
    d.min(u32::from(u8::MAX)) as u8
}

/// One alias to define.
struct AliasEntry {
    text: String,
    attr: Option<Attr>,
    ty: Option<Type>,
    deferred: bool,
}

/// The printer state.
pub struct Printer<'a> {
    pub ctx: &'a Context,
    pub ir: &'a Ir,
    pub opts: PrintOptions,
    pub ap: AttrPrinter<'a>,
    names: &'a Names,
    pub out: String,
    pub indent: usize,
    /// The alias-recording pass: output is discarded, visit order matters.
    recording: bool,
    /// Ops not printed here but left as [`Hole`]s, printed separately.
    split: Option<&'a Split>,
    holes: Vec<Hole>,
}

impl<'a> Printer<'a> {
    fn new(
        ctx: &'a Context,
        ir: &'a Ir,
        opts: PrintOptions,
        aliases: Option<&'a Aliases>,
        recorder: Option<&'a std::cell::RefCell<attrs::Recorder>>,
        names: &'a Names,
    ) -> Printer<'a> {
        Printer {
            ctx,
            ir,
            opts,
            ap: AttrPrinter {
                ctx,
                aliases,
                recorder,
                markers: false,
                elide_elements_above: opts.elide_elements_above,
                hex_above: opts.hex_above(),
                pretty_locs: opts.pretty_debuginfo,
            },
            names,
            out: String::new(),
            indent: 0,
            recording: false,
            split: None,
            holes: Vec::new(),
        }
    }

    /// In the recording pass: whether `op` has no regions and none of its attributes
    /// and operand/result types contains anything aliasable, so that printing it
    /// would record nothing. (Printers print an op's own attributes and types only;
    /// the ones they elide are not visited either way.)
    fn records_nothing(&self, (b, op): OpRef) -> bool {
        let body = self.ir.body(b);
        let d = body.op(op);
        if !d.regions().is_empty() {
            return false;
        }
        let ctx = self.ctx;
        [d.props(), Some(d.attrs)]
            .into_iter()
            .flatten()
            .all(|a| ctx.attr_alias_depth(a) == 0)
            && body
                .operands(op)
                .chain(body.results(op))
                .all(|v| ctx.type_alias_depth(body.value_type(v)) == 0)
    }

    /// Leaves a [`Hole`] for `ops` at the current position.
    fn leave_hole(&mut self, ops: HoleOps) {
        let pos = match self.ap.recorder {
            Some(r) if self.recording => r.borrow().order.len(),
            _ => self.out.len(),
        };
        self.holes.push(Hole {
            ops,
            indent: self.indent,
            pos,
        });
    }

    /// Prints what `hole` stands for, as the printer that left it would have.
    fn fill(&mut self, hole: &Hole) {
        self.indent = hole.indent;
        match hole.ops {
            HoleOps::Op(op) => self.op(op),
            HoleOps::Run { body, first, count } => {
                let bd = self.ir.body(body);
                let mut next = Some(first);
                for _ in 0..count {
                    let Some(o) = next else { break };
                    next = bd.next_op(o);
                    self.block_op(body, o);
                }
            }
        }
    }

    fn alias_def(&mut self, e: &AliasEntry) {
        self.out.push_str(&e.text);
        self.out.push_str(" = ");
        if let Some(a) = e.attr {
            self.ap.attr_body(&mut self.out, a, false);
        } else if let Some(t) = e.ty {
            self.ap.ty_body(&mut self.out, t);
        }
        self.out.push('\n');
    }

    fn pad(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    /// Writes a type.
    pub fn ty(&mut self, t: Type) {
        self.ap.ty(&mut self.out, t);
    }

    /// Writes an attribute (type not elided).
    pub fn attr(&mut self, a: Attr) {
        self.ap.attr(&mut self.out, a, false);
    }

    /// Writes a value's name (`%0`, `%arg1`, `%3#1`).
    pub fn value(&mut self, body: BodyId, v: ValueId) {
        // Names are no aliases: the recording pass skips them.
        if !self.recording {
            self.names.write_value(&mut self.out, self.ir, body, v);
        }
    }

    /// Writes a block's name (`^bb1`).
    pub fn block(&mut self, body: BodyId, b: BlockId) {
        if !self.recording {
            self.names.write_block(&mut self.out, body, b);
        }
    }

    /// Writes an op with its results, custom or generic form, and trailing location.
    pub fn op(&mut self, (b, op): OpRef) {
        if let Some(split) = self.split
            && split.isolated.contains(&(b, op))
        {
            self.leave_hole(HoleOps::Op((b, op)));
            return;
        }
        if self.recording
            && !self.opts.debuginfo
            && !self.ap.recorder.is_some_and(|r| r.borrow().record_all)
            && self.records_nothing((b, op))
        {
            return;
        }
        let body = self.ir.body(b);
        let d = body.op(op);
        if self.recording && self.opts.debuginfo {
            self.set_deferrable(true);
            self.ap.attr(&mut self.out, d.loc, false);
            self.set_deferrable(false);
        }
        let nres = body.num_results(op);
        if nres > 0 && !self.recording {
            let groups = self.names.result_groups(self.ir, b, op);
            for (i, (start, size)) in groups.into_iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.names
                    .write_value_base(&mut self.out, b, body.result(op, start as usize));
                if size > 1 {
                    let _ = std::fmt::Write::write_fmt(&mut self.out, format_args!(":{size}"));
                }
            }
            self.out.push_str(" = ");
        }
        let custom = if self.opts.generic {
            None
        } else {
            d.def.and_then(|def| def.print)
        };
        match custom {
            Some(print) => {
                let name = d.def.map(|x| x.name).unwrap_or("");
                // Ops of the enclosing default dialect drop their prefix (`return`).
                // The enclosing op's default dialect prefix is dropped (`return` in a
                // function, `module` at the top level).
                let dd = self.default_dialect((b, op));
                let short = name
                    .strip_prefix(dd)
                    .and_then(|r| r.strip_prefix('.'))
                    .filter(|r| !dd.is_empty() && !r.contains('.'));
                self.out.push_str(short.unwrap_or(name));
                print(self, (b, op));
            }
            None => self.generic_op((b, op)),
        }
        if self.opts.debuginfo && !self.recording {
            let loc = self.ir.body(b).op(op).loc;
            self.trailing_loc(loc, true);
        }
        if self.opts.value_users && !self.recording {
            self.users_comment(b, op);
        }
    }

    /// `--mlir-print-value-users`' comment after an op (MLIR's `printUsersComment`):
    /// ` // id: %N` for an op with operands and no results, ` // unused`, or
    /// ` // user: ...` / ` // users: ...` with each result's users in brackets when
    /// there are several results.
    ///
    /// ```mlir
    /// %1 = arith.addi %arg0, %arg1 : i32 // users: %3#0, %3#1
    /// %3:2 = "test.two"(%1) : (i32) -> (i32, i32) // users: (unused), (%4)
    /// cf.br ^bb1(%3#1 : i32) // id: %4
    /// ```
    fn users_comment(&mut self, b: BodyId, op: crate::ir::OpId) {
        let body = self.ir.body(b);
        let results: Vec<ValueId> = body.results(op).collect();
        if results.is_empty() {
            if body.operands(op).next().is_some() {
                self.out.push_str(" // id: ");
                self.names.write_op_id(&mut self.out, b, op);
            }
            return;
        }
        if results.iter().all(|&r| body.use_empty(r)) {
            self.out.push_str(" // unused");
            return;
        }
        // "user" when a single result feeds a single op with at most one result.
        let mut users: FxHashSet<crate::ir::OpId> = FxHashSet::default();
        let mut fed = 0;
        for &r in &results {
            for u in body.uses(r) {
                let user = body.operand_owner(u);
                if users.insert(user) {
                    fed += body.num_results(user);
                }
            }
        }
        let one = fed <= 1 && users.len() <= 1 && results.len() == 1;
        self.out
            .push_str(if one { " // user: " } else { " // users: " });
        let brackets = results.len() > 1;
        for (i, &r) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if brackets {
                self.out.push('(');
            }
            self.value_users(b, r);
            if brackets {
                self.out.push(')');
            }
        }
    }

    /// The users of `v`, each once, in use-list order (MLIR's `printValueUsers`: a
    /// user with results is named by all of them, one without by its number).
    fn value_users(&mut self, b: BodyId, v: ValueId) {
        let body = self.ir.body(b);
        if body.use_empty(v) {
            self.out.push_str("unused");
        }
        let mut seen: FxHashSet<crate::ir::OpId> = FxHashSet::default();
        for (i, u) in body.uses(v).enumerate() {
            let user = body.operand_owner(u);
            if !seen.insert(user) {
                continue;
            }
            // (MLIR puts the comma by the use's position, not the user's.)
            if i != 0 {
                self.out.push_str(", ");
            }
            if body.num_results(user) == 0 {
                self.names.write_op_id(&mut self.out, b, user);
            } else {
                for (j, r) in body.results(user).enumerate() {
                    if j > 0 {
                        self.out.push_str(", ");
                    }
                    self.names.write_value(&mut self.out, self.ir, b, r);
                }
            }
        }
    }

    /// Whether this is the alias-recording pass (output discarded); custom printers use
    /// it to skip what MLIR's dummy printer does not visit.
    pub fn is_recording(&self) -> bool {
        self.recording
    }

    /// Runs `f` printing without recording visits: for what a custom printer prints
    /// but MLIR's dummy printer does not visit (see [`Printer::is_recording`]), when
    /// the print records as it goes (functions printed ahead).
    pub fn unrecorded<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let recorder = self.ap.recorder.take();
        let r = f(self);
        self.ap.recorder = recorder;
        r
    }

    fn set_deferrable(&mut self, on: bool) {
        if let Some(r) = self.ap.recorder {
            r.borrow_mut().deferrable = on;
        }
    }

    /// Writes ` loc(...)` for a block argument, inline (arguments never use aliases).
    pub fn inline_loc(&mut self, loc: Attr) {
        if self.recording {
            self.out.push_str(" loc(");
            self.ap.attr(&mut self.out, loc, false);
            self.out.push(')');
        } else {
            self.trailing_loc(loc, false);
        }
    }

    /// Writes ` loc(...)` (MLIR's `printTrailingLocation`): through the location's
    /// alias if `allow_alias` and it has one; in the pretty form, ` ` and the location
    /// itself, never its alias.
    fn trailing_loc(&mut self, loc: Attr, allow_alias: bool) {
        let loc = self.ctx.canonical(loc);
        if self.opts.pretty_debuginfo {
            self.out.push(' ');
            self.ap.loc_inner(&mut self.out, loc);
            return;
        }
        self.out.push_str(" loc(");
        if allow_alias {
            self.loc_ref(loc);
        } else {
            self.ap.loc_inner(&mut self.out, loc);
        }
        self.out.push(')');
    }

    /// The default dialect of the region holding `op` (MLIR's `OpAsmOpInterface::
    /// getDefaultDialect` of the parent; `builtin` at the top level).
    fn default_dialect(&self, op: OpRef) -> &'static str {
        match self.ir.parent_op(op) {
            None => "builtin",
            Some((pb, p)) => self
                .ir
                .body(pb)
                .op(p)
                .def
                .map_or("", |d| d.default_dialect()),
        }
    }

    fn loc_ref(&mut self, loc: Attr) {
        let loc = self.ctx.canonical(loc);
        if let Some(a) = self.ap.aliases.and_then(|al| al.attrs.get(&loc)) {
            self.out.push_str(a);
        } else {
            self.ap.loc_inner(&mut self.out, loc);
        }
    }

    /// The generic op form.
    pub fn generic_op(&mut self, (b, op): OpRef) {
        if self.recording {
            return self.record_generic_op((b, op));
        }
        if self.ap.markers && self.ap.recorder.is_some() {
            // Printing ahead and recording at once: the recording pass visits a
            // generic op in its own order (regions, types, attributes), so it is
            // visited that way first and then printed without recording.
            let out = std::mem::take(&mut self.out);
            let indent = self.indent;
            self.recording = true;
            self.ap.markers = false;
            self.record_generic_op((b, op));
            self.recording = false;
            self.ap.markers = true;
            self.indent = indent;
            self.out = out;
            return self.unrecorded(|p| p.generic_op((b, op)));
        }
        let body = self.ir.body(b);
        let d = body.op(op);
        write_escaped(&mut self.out, self.ctx.str(d.name).as_bytes());
        self.out.push('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(b, v);
        }
        self.out.push(')');
        if !d.successors().is_empty() {
            self.out.push('[');
            for (i, &s) in d.successors().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.block(b, s);
            }
            self.out.push(']');
        }
        if let Some(p) = d.props() {
            self.out.push_str(" <");
            self.attr(p);
            self.out.push('>');
        }
        if !d.regions().is_empty() {
            self.out.push_str(" (");
            let rb = d.nested().unwrap_or(b);
            let regions = d.regions().to_vec();
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region(rb, r, true, true, true);
            }
            self.out.push(')');
        }
        let d = self.ir.body(b).op(op);
        self.attr_dict(d.attrs, &[]);
        self.out.push_str(" : ");
        let body = self.ir.body(b);
        self.out.push('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ap.ty(&mut self.out, body.value_type(v));
        }
        self.out.push_str(") -> ");
        let res: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        self.ap.result_types(&mut self.out, &res);
    }

    /// What MLIR's dummy printer visits for a generic op: regions, operand and result
    /// types, then the inherent and discardable attributes merged in name order.
    fn record_generic_op(&mut self, (b, op): OpRef) {
        let d = self.ir.body(b).op(op);
        let rb = d.nested().unwrap_or(b);
        for r in d.regions().to_vec() {
            self.region(rb, r, true, true, true);
        }
        let body = self.ir.body(b);
        let tys: Vec<Type> = body
            .operands(op)
            .chain(body.results(op))
            .map(|v| body.value_type(v))
            .collect();
        for t in tys {
            self.ty(t);
        }
        let d = body.op(op);
        let mut all: Vec<(crate::attrs::Sym, Attr)> = Vec::new();
        let sources = [d.props().filter(|_| d.def.is_some()), Some(d.attrs)];
        for a in sources.into_iter().flatten() {
            if let AttrKind::Dict(e) = self.ctx.attr_kind(a) {
                all.extend(e.iter().copied());
            }
        }
        all.sort_by(|x, y| self.ctx.str(x.0).cmp(self.ctx.str(y.0)));
        for (_, a) in all {
            self.ap.attr(&mut self.out, a, false);
        }
    }

    /// ` {a = 1, ...}` unless empty (names in `elided` are skipped).
    pub fn attr_dict(&mut self, dict: Attr, elided: &[&str]) {
        let AttrKind::Dict(entries) = self.ctx.attr_kind(dict) else {
            return;
        };
        if entries.is_empty() {
            return;
        }
        let entries: Vec<_> = entries
            .iter()
            .filter(|(n, _)| !elided.contains(&self.ctx.str(*n)))
            .copied()
            .collect();
        if entries.is_empty() {
            return;
        }
        self.out.push_str(" {");
        self.ap.named_attrs(&mut self.out, &entries);
        self.out.push('}');
    }

    /// ODS's `attr-dict` (with `keyword`, `attr-dict-with-keyword`): ` {a = 1, b}` (or
    /// ` attributes {...}`) with the op's properties and discardable attributes merged
    /// in name order, minus the names in `elided`; nothing when none is left.
    ///
    /// ```mlir
    /// %0 = arith.addi %a, %b {tag = 1 : i64} : i32
    /// scf.for %i = %lb to %ub step %s {...} {unroll}
    /// ```
    pub fn op_attr_dict(&mut self, op: OpRef, elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let d = self.ir.body(op.0).op(op.1);
        // Most ops print nothing here: say so without collecting and sorting.
        let shows = |a: Attr| match ctx.attr_kind(a) {
            AttrKind::Dict(e) => e.iter().any(|(n, _)| !elided.contains(&ctx.str(*n))),
            _ => false,
        };
        if !d.props().is_some_and(shows) && !shows(d.attrs) {
            return;
        }
        let mut rest = crate::ir::merged_attrs(ctx, self.ir, op);
        rest.retain(|(n, _)| !elided.contains(&ctx.str(*n)));
        self.out
            .push_str(if keyword { " attributes {" } else { " {" });
        self.ap.named_attrs(&mut self.out, &rest);
        self.out.push('}');
    }

    /// `{ blocks }` at the current indentation.
    pub fn region(
        &mut self,
        body: BodyId,
        r: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.opts.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        self.out.push_str("{\n");
        let ir = self.ir;
        let bd = ir.body(body);
        let preds = if bd.region_blocks(r).nth(1).is_some() {
            let blocks: Vec<BlockId> = bd.region_blocks(r).collect();
            predecessors(self.ir, body, &blocks)
        } else {
            FxHashMap::default()
        };
        for (i, blk) in bd.region_blocks(r).enumerate() {
            let bd = self.ir.body(body);
            let header = if i == 0 {
                (print_empty_block && bd.first_op(blk).is_none())
                    || (print_entry_args && !bd.block_args(blk).is_empty())
            } else {
                true
            };
            self.block_body(body, blk, header, print_terminators, i == 0, &preds);
        }
        self.pad();
        self.out.push('}');
    }

    fn block_body(
        &mut self,
        body: BodyId,
        blk: BlockId,
        header: bool,
        print_terminator: bool,
        is_entry: bool,
        preds: &FxHashMap<BlockId, Vec<BlockId>>,
    ) {
        if header {
            self.pad();
            self.block(body, blk);
            let args: Vec<ValueId> = self.ir.body(body).block_args(blk).to_vec();
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.value(body, a);
                    self.out.push_str(": ");
                    let t = self.ir.body(body).value_type(a);
                    self.ty(t);
                    if self.opts.debuginfo
                        && let Some(loc) = self.ir.body(body).value(a).loc()
                    {
                        self.inline_loc(loc);
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            match preds.get(&blk).map(|v| v.as_slice()) {
                None | Some([]) => {
                    if !is_entry {
                        self.out.push_str("  // no predecessors");
                    }
                }
                Some([p]) => {
                    self.out.push_str("  // pred: ");
                    self.block(body, *p);
                }
                Some(ps) => {
                    let mut ps = ps.to_vec();
                    ps.sort_by_key(|b| self.names.block_ordinal(body, *b));
                    let _ = std::fmt::Write::write_fmt(
                        &mut self.out,
                        format_args!("  // {} preds: ", ps.len()),
                    );
                    for (i, p) in ps.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.block(body, *p);
                    }
                }
            }
            self.out.push('\n');
        }
        self.indent += 2;
        if self.opts.value_users && !self.recording {
            // `// %arg0 is used by %1, %2` for each argument (MLIR's
            // `printUsersComment` on a block argument).
            for &a in self.ir.body(body).block_args(blk) {
                self.pad();
                self.out.push_str("// ");
                self.value(body, a);
                if self.ir.body(body).use_empty(a) {
                    self.out.push_str(" is unused");
                } else {
                    self.out.push_str(" is used by ");
                    self.value_users(body, a);
                }
                self.out.push('\n');
            }
        }
        let bd = self.ir.body(body);
        let last = bd.last_op(blk);
        let skip_last = !print_terminator
            && last.is_some_and(|o| bd.op(o).def.is_some_and(|d| d.has(traits::TERMINATOR)));
        let stop = if skip_last { last } else { None };
        // A long block of the top-level print is cut into runs for other threads
        // (unless its ops are isolated ones, which are holes of their own).
        if let Some(split) = self.split
            && let Some(first) = bd.first_op(blk)
            && !split.isolated.contains(&(body, first))
        {
            let ops = split
                .long_blocks
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .entry((body, blk))
                .or_insert_with(|| {
                    std::sync::Arc::new(
                        bd.block_ops(blk).take_while(|&o| Some(o) != stop).collect(),
                    )
                })
                .clone();
            if ops.len() >= RUN_MIN {
                for run in ops.chunks(RUN_LEN) {
                    self.leave_hole(HoleOps::Run {
                        body,
                        first: run[0],
                        count: run.len(),
                    });
                }
                self.indent -= 2;
                return;
            }
        }
        let mut next = bd.first_op(blk);
        while let Some(o) = next
            && Some(o) != stop
        {
            next = self.ir.body(body).next_op(o);
            self.block_op(body, o);
        }
        self.indent -= 2;
    }

    /// One op of a block, on its own line.
    fn block_op(&mut self, body: BodyId, o: crate::ir::OpId) {
        if self.recording {
            // The recording pass's text is never used: keep the buffer small. (No
            // printer holds an offset into `out` across the regions it prints.)
            self.out.clear();
        } else {
            self.pad();
        }
        self.op((body, o));
        self.out.push('\n');
    }
}

/// Predecessor edges of each block of a region (one entry per edge).
fn predecessors(ir: &Ir, body: BodyId, blocks: &[BlockId]) -> FxHashMap<BlockId, Vec<BlockId>> {
    let bd = ir.body(body);
    let mut m: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &b in blocks {
        if let Some(t) = bd.last_op(b) {
            for &s in bd.op(t).successors() {
                m.entry(s).or_default().push(b);
            }
        }
    }
    m
}

/// Used by names.rs: whether a value is a result of a multi-result op, and its index.
pub(crate) fn result_index(ir: &Ir, body: BodyId, v: ValueId) -> Option<(crate::ir::OpId, u32)> {
    match ir.body(body).value(v).def() {
        ValueDef::Result { op, index } => Some((op, index)),
        _ => None,
    }
}
