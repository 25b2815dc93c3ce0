//! Printing a module's functions ahead of the module: each function is printed as soon
//! as it is parsed (and verified, and its passes have run), and its IR freed; the
//! module is printed at the end around the texts. The output is the text a print of the
//! whole module gives (MLIR's `AsmPrinter`), so that a large input never holds the IR
//! of all its functions at once.
//!
//! What a function's text depends on outside it is settled first, from the module
//! without its function bodies: where its value numbering starts (the names the
//! module's own regions take, [`Names::compute`] with the functions left for later),
//! and its indentation. What depends on the whole module, the alias names (`#map3`), is
//! left open: an aliasable attribute or type is written as a marker, and the
//! attributes and types a function visits are recorded in print order, as the
//! whole-module alias pass would visit them. The final print merges the recordings in
//! order, names the aliases, and resolves each marker to its alias (or, for an
//! attribute MLIR's alias pass does not visit and that nothing else made an alias of,
//! its text).
//!
//! ```text
//! parse @f -> verify -> print ahead: "func.func @f(...) {\n    %0 = affine.apply \x01a42\x02(%arg0)\n..."
//! parse @g -> ...                                          (recorded: [#a42])
//! end:  #map = affine_map<...>          <- aliases named from the merged recordings
//!       module {
//!         func.func @f(...) {
//!           %0 = affine.apply #map(%arg0)   <- marker resolved
//! ```

use super::attrs::{AttrPrinter, push_u64};
use super::names::{NameStyle, Names};
use super::{Aliases, Found, Hole, HoleOps, PrintOptions, Printer, RUN_MIN, Split, record_aliases};
use crate::attrs::Attr;
use crate::context::Context;
use crate::ir::{Ir, OpRef};
use crate::types::Type;
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};

/// Holes whose texts [`ModulePrint::finish`] makes at a time, while the previous ones
/// are written out.
const FINISH_WINDOW: usize = 32;

/// Starts a marker; no printed text holds this byte (strings and identifiers escape
/// control characters), and inputs holding it are not printed ahead.
const MARK: char = '\u{1}';
/// Ends a marker.
const MARK_END: char = '\u{2}';

/// What a marker stands for.
#[derive(Clone, Copy)]
pub(crate) enum Mark {
    /// An attribute: its alias, or its text.
    AttrOrText,
    /// An attribute whose `: i64`/`: f64` type may be elided: its alias, or its text.
    AttrOrTextElided,
    /// A type: its alias, or its text.
    TypeOrText,
}

/// Appends the marker of `mark` for the attribute or type with interned id `id`.
pub(crate) fn push_marker(out: &mut String, mark: Mark, id: u32) {
    out.push(MARK);
    out.push(match mark {
        Mark::AttrOrText => 'a',
        Mark::AttrOrTextElided => 'e',
        Mark::TypeOrText => 't',
    });
    push_u64(out, u64::from(id));
    out.push(MARK_END);
}

/// Whether `text` holds a byte that would be taken for a marker.
pub fn holds_marker_bytes(text: &str) -> bool {
    text.contains([MARK, MARK_END])
}

/// A function printed ahead: its text (with markers) and the aliasable attributes and
/// types its print visits, in order.
pub struct Piece {
    text: String,
    found: Found,
}

/// The print of one module whose isolated children (its functions) may be printed
/// ahead, one at a time.
pub struct ModulePrint {
    top: OpRef,
    opts: PrintOptions,
    /// The module's names, the functions' left for later.
    names: Names,
    isolated: FxHashSet<OpRef>,
}

impl ModulePrint {
    /// Prepares the print of `top`, whose functions' bodies may not be in `ir` yet.
    /// `None` where functions cannot be printed alone: the generic form (its value
    /// numbers run on across functions), `--mlir-print-debuginfo` (where a location's
    /// alias placement depends on every earlier visit), without threading, when the
    /// module's ops would be printed in runs rather than one hole per function, and
    /// when its top level defines values.
    pub fn new(ctx: &Context, ir: &Ir, top: OpRef, opts: PrintOptions) -> Option<ModulePrint> {
        if !opts.prints_ahead() || !ctx.threading || rayon::current_num_threads() < 2 {
            return None;
        }
        let isolated: FxHashSet<OpRef> = ir.isolated_children(top).into_iter().collect();
        let d = ir.body(top.0).op(top.1);
        let rb = d.nested().unwrap_or(top.0);
        let body = ir.body(rb);
        for &r in d.regions() {
            for blk in body.region_blocks(r) {
                let first_isolated = body
                    .first_op(blk)
                    .is_none_or(|o| isolated.contains(&(rb, o)));
                if !first_isolated && body.block_ops(blk).nth(RUN_MIN - 1).is_some() {
                    return None;
                }
                // Values at the top level would make the functions' numbering depend
                // on them (and on what passes do to them).
                if !body.block_args(blk).is_empty()
                    || body.block_ops(blk).any(|o| body.num_results(o) > 0)
                {
                    return None;
                }
            }
        }
        let names = Names::compute(ctx, ir, top, NameStyle::of(opts), &isolated);
        Some(ModulePrint {
            top,
            opts,
            names,
            isolated,
        })
    }

    /// Prints `shell`, the detached copy (see [`Ir::detach`]) of the module's function
    /// `origin`, with its body (about `size_hint` bytes of text): `None` if `origin` is
    /// not one of the module's functions.
    pub fn print_ahead(
        &self,
        ctx: &Context,
        origin: OpRef,
        ir: &Ir,
        shell: OpRef,
        size_hint: usize,
    ) -> Option<Piece> {
        let names = self.names.for_detached(ctx, ir, origin, shell)?;
        // The module's ops are one level in.
        let hole = Hole {
            ops: HoleOps::Op(shell),
            indent: 2,
            pos: 0,
        };
        // One print writes the text and records what the alias pass would visit, in
        // its order (MLIR prints twice: a dummy print for the aliases, then the text).
        let record_all = !ctx.resources().blobs.is_empty();
        let rec = std::cell::RefCell::new(super::attrs::Recorder::new(record_all));
        let recording = !self.opts.local_scope;
        let mut p = Printer::new(ctx, ir, self.opts, None, recording.then_some(&rec), &names);
        p.ap.markers = recording;
        // Made at its size (a printed function is about as long as its text was), and
        // held until the end: no room to spare (shrinking in place copies nothing).
        p.out.reserve(size_hint + size_hint / 8);
        p.fill(&hole);
        let mut text = std::mem::take(&mut p.out);
        drop(p);
        text.shrink_to_fit();
        let found = rec.into_inner().order;
        Some(Piece { text, found })
    }

    /// Names the module's values again, after passes changed it (the functions'
    /// numbering, which starts from nothing at a top level without values, stays).
    pub fn refresh(&mut self, ctx: &Context, ir: &Ir) {
        self.isolated = ir.isolated_children(self.top).into_iter().collect();
        self.names = Names::compute(ctx, ir, self.top, NameStyle::of(self.opts), &self.isolated);
    }

    /// Prints the module (aliases, op, resources) to `emit`, with the texts of the
    /// functions printed ahead in their places (`ahead`, by function op). When none
    /// was, the module is printed the usual way, from `prepared` if the caller settled
    /// that print already ([`super::prepare_top_op`]).
    pub fn finish(
        &self,
        ctx: &Context,
        ir: &Ir,
        mut ahead: FxHashMap<OpRef, Piece>,
        prepared: Option<super::PreparedPrint>,
        emit: &mut dyn FnMut(&str),
    ) {
        let opts = self.opts;
        if ahead.is_empty() {
            // Nothing was printed ahead (a module of one large function, parsed on all
            // threads and kept whole): the usual print, which splits its long blocks.
            let prepared =
                prepared.unwrap_or_else(|| super::prepare_top_op(ctx, ir, self.top, opts));
            return super::print_prepared(ctx, ir, prepared, emit);
        }
        let split = Split {
            isolated: self.isolated.clone(),
            long_blocks: Default::default(),
        };
        let (aliases, alias_order, resources) = if opts.local_scope {
            (Aliases::default(), Vec::new(), Vec::new())
        } else {
            let found = |op: OpRef| ahead.get(&op).map(|p| p.found.clone());
            record_aliases(ctx, ir, self.top, opts, &self.names, Some(&split), &found)
        };
        let mut p = Printer::new(ctx, ir, opts, Some(&aliases), None, &self.names);
        p.split = Some(&split);
        for e in alias_order.iter().filter(|e| !e.deferred) {
            p.alias_def(e);
        }
        p.op(self.top);
        if !opts.local_scope {
            p.out.push('\n');
        }
        for e in alias_order.iter().filter(|e| e.deferred) {
            p.alias_def(e);
        }
        let skeleton = std::mem::take(&mut p.out);
        let holes = std::mem::take(&mut p.holes);
        drop(p);
        // The text of a hole: a function printed ahead with its markers resolved, or
        // what the hole stands for printed now.
        let fill = |h: &Hole, piece: Option<Piece>| -> String {
            let mut text = String::new();
            match (h.ops, piece) {
                (_, Some(piece)) => {
                    let ap = AttrPrinter {
                        ctx,
                        aliases: Some(&aliases),
                        recorder: None,
                        markers: false,
                        elide_elements_above: opts.elide_elements_above,
                        hex_above: opts.hex_above(),
                        pretty_locs: opts.pretty_debuginfo,
                    };
                    text.reserve(piece.text.len());
                    resolve_markers(&ap, &piece.text, &mut text);
                }
                (ops, None) => {
                    let own = match ops {
                        HoleOps::Op(op) => self.names.for_split(ctx, ir, op),
                        HoleOps::Run { .. } => None,
                    };
                    let names = own.as_ref().unwrap_or(&self.names);
                    let mut q = Printer::new(ctx, ir, opts, Some(&aliases), None, names);
                    q.fill(h);
                    text = q.out;
                }
            }
            text
        };
        let mut take = |w: &[Hole]| -> Vec<Option<Piece>> {
            w.iter()
                .map(|h| match h.ops {
                    HoleOps::Op(op) => ahead.remove(&op),
                    HoleOps::Run { .. } => None,
                })
                .collect()
        };
        let mut last = 0;
        let mut write = |h: &Hole, text: &str| {
            emit(&skeleton[last..h.pos]);
            last = h.pos;
            emit(text);
        };
        if rayon::current_thread_index().is_some() {
            // On the pool, waiting for the pool could starve it: one hole at a time.
            for h in &holes {
                let piece = take(std::slice::from_ref(h)).pop().flatten();
                write(h, &fill(h, piece));
            }
        } else {
            // The holes' texts are made on the pool a window at a time, one window
            // ahead of the one this thread writes out meanwhile: the output is
            // written while it is made, and at most two windows of it are held.
            let windows: Vec<&[Hole]> = holes.chunks(FINISH_WINDOW).collect();
            let make = |w: &[Hole], pieces: Vec<Option<Piece>>| -> Vec<String> {
                w.par_iter()
                    .zip(pieces.into_par_iter())
                    .map(|(h, p)| fill(h, p))
                    .collect()
            };
            rayon::in_place_scope(|scope| {
                let (tx, rx) = std::sync::mpsc::channel();
                let start = |k: usize, pieces: Vec<Option<Piece>>| {
                    let tx = tx.clone();
                    let (w, make) = (windows[k], &make);
                    scope.spawn(move |_| {
                        // A panic is sent on, so that the writer is not left waiting.
                        let made = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                            make(w, pieces)
                        }));
                        let _ = tx.send(made);
                    });
                };
                if let Some(first) = windows.first() {
                    start(0, take(first));
                }
                for (k, w) in windows.iter().enumerate() {
                    let texts = match rx.recv() {
                        Ok(Ok(texts)) => texts,
                        Ok(Err(panic)) => std::panic::resume_unwind(panic),
                        Err(_) => unreachable!("a sender is held until the last window"),
                    };
                    if let Some(next) = windows.get(k + 1) {
                        start(k + 1, take(next));
                    }
                    for (h, text) in w.iter().zip(&texts) {
                        write(h, text);
                    }
                }
            });
        }
        emit(&skeleton[last..]);
        let section = ctx
            .resources()
            .section(&resources, opts.elide_resource_strings_above);
        if !section.is_empty() {
            emit(&section);
        }
    }
}

/// Appends `text` to `out` with each marker replaced by what it stands for, as `ap`
/// (which has the final aliases) prints it.
fn resolve_markers(ap: &AttrPrinter<'_>, text: &str, out: &mut String) {
    let mut rest = text;
    while let Some(at) = rest.find(MARK) {
        out.push_str(&rest[..at]);
        let marker = &rest[at + 1..];
        let end = marker.find(MARK_END).unwrap_or(marker.len());
        let (kind, digits) = marker[..end].split_at(1.min(end));
        let id = digits.bytes().fold(0u32, |n, d| {
            n.wrapping_mul(10).wrapping_add(u32::from(d - b'0'))
        });
        match kind {
            "a" => ap.attr(out, Attr(id), false),
            "e" => ap.attr(out, Attr(id), true),
            _ => ap.ty(out, Type(id)),
        }
        rest = marker.get(end + 1..).unwrap_or("");
    }
    out.push_str(rest);
}
