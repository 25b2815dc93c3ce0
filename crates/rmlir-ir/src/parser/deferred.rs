//! Parallel parsing of function bodies (MLIR parses sequentially; its verifier and
//! passes are what run per function in parallel).
//!
//! The regions of isolated-from-above ops are self-contained in the text: SSA and block
//! names do not cross them, and aliases are file-global. So when the input is large,
//! the top-level parse skips each `func.func` body to its matching `}` (a brace scan
//! over the bytes), leaving an empty region, and the bodies are parsed afterwards on
//! all threads, each into its own [`Body`] against the shared, thread-safe
//! [`Context`]. The result is the IR a sequential parse builds, except that bodies of
//! ops nested in functions are numbered after the top-level ones.
//!
//! The parallel attempt is all-or-nothing: if anything in it reports a diagnostic, the
//! caller parses the buffer again sequentially, so diagnostics and their order never
//! depend on threads.

use super::ops::UnresolvedValue;
use super::stream::LateLoc;
use super::{Lines, Parser};
use crate::attrs::{Attr, Sym};
use crate::context::Context;
use crate::diag::{DiagEngine, PResult, Reported};
use crate::ir::{Body, BodyId, Ir, RegionId};
use crate::lexer::{Tok, matching_brace};
use crate::types::Type;
use rayon::prelude::*;
use rustc_hash::FxHashMap;
use std::borrow::Cow;

/// Inputs smaller than this are parsed on one thread: splitting would cost more than
/// it saves.
const MIN_PARALLEL_BYTES: usize = 1 << 16;

/// An isolated region whose text was skipped: parsed later into `body`'s `region`.
pub(super) struct DeferredRegion<'s> {
    pub(super) body: BodyId,
    pub(super) region: RegionId,
    /// Offsets of the region's `{` and `}`.
    pub(super) open: u32,
    pub(super) close: u32,
    pub(super) entry_args: Vec<(UnresolvedValue<'s>, Type, Option<Attr>)>,
    pub(super) default_dialects: Vec<&'static str>,
}

/// Whether `src` should be parsed with function bodies in parallel.
pub(super) fn worth_parallel_parse(ctx: &Context, src: &str) -> bool {
    ctx.threading && src.len() >= MIN_PARALLEL_BYTES && rayon::current_num_threads() > 1
}

/// Whether the regions of op `name` may be parsed out of order: its custom parser does
/// not look into its region after parsing it, and it is not a symbol table (whose
/// regions hold the functions worth splitting).
pub(super) fn region_deferrable(name: &str) -> bool {
    name == "func.func"
}

/// The buffer being parsed, as every parser of a part of it sees it.
#[derive(Clone, Copy)]
pub(super) struct SourceText<'s, 'c> {
    pub(super) ctx: &'c Context,
    pub(super) src: &'s str,
    pub(super) file: Sym,
    pub(super) lines: &'c Lines,
    pub(super) line_offset: u32,
    /// Told about text parsed on the pool (see [`super::Release`]).
    pub(super) release: Option<super::Release<'c>>,
}

/// What a deferred region's parser needs from the top-level parser: the buffer and the
/// aliases it may use.
pub(super) struct Shared<'s, 'c> {
    pub(super) text: SourceText<'s, 'c>,
    pub(super) attr_aliases: &'c FxHashMap<String, (Attr, u32)>,
    pub(super) type_aliases: &'c FxHashMap<String, (Type, u32)>,
}

impl<'s, 'c> Parser<'s, 'c> {
    /// At the `{` of an isolated region of `body`: skips the region's text and records
    /// it for [`Parser::parse_deferred_regions`]. `None` (nothing consumed) when the
    /// braces do not balance or a name is live around the region: the region is then
    /// parsed in place.
    pub(super) fn defer_region(
        &mut self,
        body: BodyId,
        entry_args: &[(UnresolvedValue<'s>, Type, Option<Attr>)],
    ) -> Option<RegionId> {
        if self.kind() != Tok::LBrace {
            return None;
        }
        // A region parsed apart cannot see the names around it, which its definitions
        // must not reuse ([`Parser::outer_slot`]): with any name live, it is parsed in
        // place.
        if self.scopes.iter().any(|s| !s.values.is_empty()) {
            return None;
        }
        let open = self.pos();
        let close = matching_brace(self.src.as_bytes(), open as usize)?;
        // An empty body (`{}`) is parsed in place: custom parsers check for it.
        if is_blank(&self.src.as_bytes()[open as usize + 1..close]) {
            return None;
        }
        let region = self.ir.body_mut(body).create_region(None);
        self.deferred_regions.push(DeferredRegion {
            body,
            region,
            open,
            close: close as u32,
            entry_args: entry_args.to_vec(),
            default_dialects: self.default_dialects.clone(),
        });
        self.reset_to(close + 1);
        Some(region)
    }

    /// Whether `region` of `body` was deferred (its text is not blank, so it will have
    /// at least one block).
    pub(crate) fn is_deferred(&self, body: BodyId, region: RegionId) -> bool {
        self.deferred_regions
            .last()
            .is_some_and(|d| d.body == body && d.region == region)
    }

    /// The buffer this parser reads, for the parsers of its parts.
    pub(super) fn source_text(&self) -> SourceText<'s, '_> {
        SourceText {
            ctx: self.ctx,
            src: self.src,
            file: self.file,
            lines: &self.lines,
            line_offset: self.line_offset,
            release: None,
        }
    }

    /// Parses the deferred regions on all threads and puts their bodies in place.
    /// `Err` without a diagnostic means "some region failed": the caller reparses
    /// sequentially to report it.
    pub(super) fn parse_deferred_regions(&mut self) -> PResult<()> {
        if self.stream.is_some() {
            return self.finish_stream();
        }
        let tasks = std::mem::take(&mut self.deferred_regions);
        if tasks.is_empty() {
            return Ok(());
        }
        let ir = &self.ir;
        let shared = Shared {
            text: self.source_text(),
            attr_aliases: &self.attr_aliases,
            type_aliases: &self.type_aliases,
        };
        // The tasks stay owned (and are freed) here: growing or freeing memory another
        // thread allocated would take that thread's allocator lock (glibc arenas).
        let parsed: Vec<Option<(BodyId, Vec<Body>)>> = tasks
            .par_iter()
            .map_init(Carry::default, |carry, task| {
                let (bodies, _) = parse_deferred(&shared, task, ir.body(task.body), false, carry);
                bodies.map(|bodies| (task.body, bodies))
            })
            .collect();
        for result in parsed {
            let Some((id, bodies)) = result else {
                return Err(Reported);
            };
            let _ = self.install(id, bodies);
        }
        Ok(())
    }

    /// Puts a deferred region's bodies into the IR: the first at `id`, the bodies of
    /// isolated ops nested in it at the end, with their ids rewritten.
    /// Returns where each body id of the region's private IR went.
    pub(super) fn install(
        &mut self,
        id: BodyId,
        bodies: Vec<Body>,
    ) -> impl Fn(BodyId) -> BodyId + use<> {
        install(&mut self.ir, id, bodies)
    }
}

/// [`Parser::install`] into `ir`.
pub(super) fn install(
    ir: &mut Ir,
    id: BodyId,
    mut bodies: Vec<Body>,
) -> impl Fn(BodyId) -> BodyId + use<> {
    let base = ir.bodies.len() as u32;
    let remap = install_remap(id, base);
    // A lone body holds no isolated op (each would have brought its own body), so
    // nothing in it names a body: its ops need no walk.
    let nested = if bodies.len() > 1 {
        &mut bodies[..]
    } else {
        &mut []
    };
    for (i, body) in nested.iter_mut().enumerate() {
        for op in &mut body.ops {
            if let Some(n) = op.nested() {
                op.set_nested(Some(remap(n)));
            }
        }
        // The first body's owner was set by the top-level parse, in global ids.
        if i > 0
            && let Some((ob, o)) = body.owner
        {
            body.owner = Some((remap(ob), o));
        }
    }
    let mut bodies = bodies.into_iter();
    if let Some(first) = bodies.next() {
        *ir.body_mut(id) = first;
    }
    ir.bodies.extend(bodies);
    remap
}

/// Body ids of a job's private IR mapped to where [`Parser::install`] put them.
fn install_remap(id: BodyId, base: u32) -> impl Fn(BodyId) -> BodyId {
    move |b: BodyId| {
        if b.0 == 0 { id } else { BodyId(base + b.0 - 1) }
    }
}

/// Whether `text` holds only whitespace and `//` comments.
fn is_blank(text: &[u8]) -> bool {
    let mut i = 0;
    while i < text.len() {
        match text[i] {
            b' ' | b'\t' | b'\r' | b'\n' => i += 1,
            b'/' if text.get(i + 1) == Some(&b'/') => {
                while i < text.len() && text[i] != b'\n' {
                    i += 1;
                }
            }
            _ => return false,
        }
    }
    true
}

/// Parses one deferred region from a copy of `body` made on this thread (growing
/// vectors another thread allocated would take that thread's allocator lock on every
/// resize): on all threads when it is large, else alone. The bodies, or `None` if
/// anything was reported; with `late_locs`, location alias uses are left unresolved and
/// returned (their aliases may be defined after what the caller has seen).
pub(super) fn parse_deferred<'s>(
    shared: &Shared<'s, '_>,
    task: &DeferredRegion<'s>,
    body: &Body,
    late_locs: bool,
    carry: &mut Carry<'s>,
) -> (Option<Vec<Body>>, Vec<LateLoc>) {
    let body = body.clone();
    if !late_locs && let Some(bodies) = super::split::parse_region_split(shared, task, &body) {
        return (Some(bodies), Vec::new());
    }
    let mut body = body;
    body.reserve_for_text((task.close - task.open) as usize);
    parse_region_alone(shared, task, body, late_locs, carry)
}

/// What the parser of one region hands to the parser of the next on the same thread:
/// the op names and type spellings it has looked up (a file's functions share most of
/// them) and its emptied name tables (so that each function does not grow its own from
/// nothing).
#[derive(Default)]
pub(super) struct Carry<'s> {
    op_names: FxHashMap<&'s str, (Sym, &'static crate::opdef::OpDef)>,
    type_cache: FxHashMap<&'s str, Type>,
    spare_values: Vec<FxHashMap<super::NameKey<'s>, super::NameSlot>>,
}

impl<'s> Carry<'s> {
    /// Lends the carried tables to `p`.
    fn lend(&mut self, p: &mut Parser<'s, '_>) {
        p.op_names = std::mem::take(&mut self.op_names);
        p.type_cache = std::mem::take(&mut self.type_cache);
        p.spare_values = std::mem::take(&mut self.spare_values);
    }

    /// Takes the tables back from `p`.
    fn take_back(&mut self, p: &mut Parser<'s, '_>) {
        self.op_names = std::mem::take(&mut p.op_names);
        self.type_cache = std::mem::take(&mut p.type_cache);
        self.spare_values = std::mem::take(&mut p.spare_values);
    }
}

/// Parses one deferred region into `body` (as body 0 of a private IR); the bodies, or
/// `None` if anything was reported, and the location alias uses left to the caller.
fn parse_region_alone<'s>(
    shared: &Shared<'s, '_>,
    task: &DeferredRegion<'s>,
    body: Body,
    late_locs: bool,
    carry: &mut Carry<'s>,
) -> (Option<Vec<Body>>, Vec<LateLoc>) {
    let mut diags = DiagEngine::default();
    let mut p = region_parser(shared, task, &mut diags, body, task.open as usize);
    carry.lend(&mut p);
    let ok = p.parse_isolated_region_into(BodyId(0), task.region, &task.entry_args);
    carry.take_back(&mut p);
    let (ok, late) = if late_locs {
        (ok, std::mem::take(&mut p.deferred_locs))
    } else {
        // Location aliases may be defined anywhere in the file; all are known by now.
        (ok.and_then(|()| p.resolve_deferred_locs()), Vec::new())
    };
    let clean = ok.is_ok() && p.clean();
    (clean.then_some(p.ir.bodies), late)
}

/// A parser for (part of) `task`'s region at offset `at`, building into `body` (as body
/// 0 of a private IR), with the file's aliases and the region's default dialects.
pub(super) fn region_parser<'s, 'c>(
    shared: &Shared<'s, 'c>,
    task: &DeferredRegion<'s>,
    diags: &'c mut DiagEngine,
    body: Body,
    at: usize,
) -> Parser<'s, 'c> {
    let t = shared.text;
    let mut p = Parser::with_lines(t.ctx, diags, t.src, t.file, t.lines.clone(), t.line_offset);
    p.attr_aliases = Cow::Borrowed(shared.attr_aliases);
    p.type_aliases = Cow::Borrowed(shared.type_aliases);
    p.default_dialects = task.default_dialects.clone();
    p.ir = Ir {
        bodies: vec![body],
        ..Ir::default()
    };
    p.reset_to(at);
    p
}
