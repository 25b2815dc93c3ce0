//! Recursive-descent parser of the MLIR textual format (MLIR's `AsmParser`): top-level
//! alias definitions and file metadata, the generic op form, custom op forms through each
//! op's [`crate::opdef::ParseFn`], regions, blocks, SSA names with forward references,
//! and the implicit `builtin.module`.
//!
//! Types and attributes are in [`types`] and [`attrs`]; the op-level machinery shared
//! with custom parsers is [`OpParser`].

mod attrs;
mod deferred;
mod metadata;
mod ops;
mod split;
mod stream;
mod types;

pub use ops::{OpParser, UnresolvedValue};

use crate::attrs::{Attr, Sym};
use crate::context::Context;
use crate::diag::{DiagEngine, Diagnostic, FileLoc, PResult, Reported};
use crate::ir::{BlockId, BodyId, Ir, OpRef, ValueId};
use crate::lexer::{Lexer, LineIndex, Tok, Token};
use crate::types::Type;
use rustc_hash::FxHashMap;
use std::borrow::Cow;

/// One SSA name scope of an isolated-from-above region (MLIR's isolated name scopes).
///
/// Names are slices of the source: no interning, and the tables stay as small as one
/// function.
#[derive(Default)]
struct IsolatedScope<'s> {
    body: u32,
    /// (name, result number) → what the name stands for.
    values: FxHashMap<NameKey<'s>, NameSlot>,
    /// Names defined per nested region, to forget them when the region ends (the
    /// outermost frame is never popped, so it records nothing).
    frames: Vec<Vec<NameKey<'s>>>,
}

/// A value name (`%name#number`) as a scope table key, with a hash of both that is
/// compared before the text: a probe then reads the text of a stored name only when
/// it is almost surely the one looked up. (The text is the source's, where the name
/// was first seen; a split body gives that text back as it goes, and reading it
/// again for every near miss of the table brought it back.)
#[derive(Clone, Copy)]
pub(super) struct NameKey<'s> {
    pub(super) text: &'s str,
    pub(super) number: u32,
    pub(super) hash: u32,
}

impl<'s> NameKey<'s> {
    pub(super) fn new(text: &'s str, number: u32) -> NameKey<'s> {
        use std::hash::{Hash, Hasher};
        let mut h = rustc_hash::FxHasher::default();
        (text, number).hash(&mut h);
        NameKey {
            text,
            number,
            hash: (h.finish() >> 32) as u32,
        }
    }
}

impl PartialEq for NameKey<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.hash == other.hash && self.number == other.number && self.text == other.text
    }
}

impl Eq for NameKey<'_> {}

impl std::hash::Hash for NameKey<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u32(self.hash);
    }
}

/// A value name: its value, whether it is still a forward reference (the offset of its
/// first use), and where it was defined or first used (for "prior use here" notes).
#[derive(Clone, Copy)]
pub(super) struct NameSlot {
    value: ValueId,
    forward: Option<u32>,
    first_seen: u32,
}

/// Block names of one region being parsed.
#[derive(Default)]
struct BlockScope<'s> {
    /// name → block and the offset of its first forward use (None once defined).
    blocks: FxHashMap<&'s str, (BlockId, Option<u32>)>,
}

/// A location alias used before its definition (`loc(#loc3)` with `#loc3` at the end).
enum DeferredLocUser {
    Op(OpRef),
    Arg(BodyId, ValueId),
}

/// How byte offsets become lines and columns.
#[derive(Clone)]
enum Lines {
    /// The buffer is registered in the context's source map at this base: op locations
    /// are lazy source locations.
    Registered(u32),
    /// Past 2 GiB of registered source: a private index, and interned locations.
    Own(LineIndex),
}

/// The parser state over one buffer.
pub struct Parser<'s, 'c> {
    pub ctx: &'c Context,
    pub diags: &'c mut DiagEngine,
    lex: Lexer<'s>,
    tok: Token,
    src: &'s str,
    file: Sym,
    lines: Lines,
    /// Added to line numbers (for `-split-input-file` chunks).
    line_offset: u32,
    pub ir: Ir,
    /// Alias definitions with the offset where each is defined (an alias is visible
    /// after its definition). Borrowed by the parsers of deferred regions.
    attr_aliases: Cow<'c, FxHashMap<String, (Attr, u32)>>,
    type_aliases: Cow<'c, FxHashMap<String, (Type, u32)>>,
    /// Whether isolated regions of ops that allow it are skipped and parsed afterwards,
    /// in parallel ([`deferred`]).
    defer_regions: bool,
    deferred_regions: Vec<deferred::DeferredRegion<'s>>,
    scopes: Vec<IsolatedScope<'s>>,
    block_scopes: Vec<BlockScope<'s>>,
    /// Offsets of the uses of names no definition resolved, once their name scope
    /// ended. Like MLIR, parsing goes on: they are reported together, in source order,
    /// when the input is complete, and not at all if another error stops the parse.
    undeclared: Vec<u32>,
    /// Default dialects for unprefixed custom op names (`func` inside `func.func`).
    pub(crate) default_dialects: Vec<&'static str>,
    deferred_locs: Vec<(DeferredLocUser, String, u32)>,
    /// Fully qualified op names seen so far, with their interned name and definition:
    /// a function repeats a handful of op names many times.
    pub(crate) op_names: rustc_hash::FxHashMap<&'s str, (Sym, &'static crate::opdef::OpDef)>,
    /// Builtin types by their exact spelling (`i32`, `memref<?xf32>`): a function
    /// spells the same few types over and over.
    pub(crate) type_cache: rustc_hash::FxHashMap<&'s str, Type>,
    /// The scalar types written as one keyword (`i32`, `index`, `f32`), by
    /// [`types::scalar_slot`]: most types of a function are these.
    pub(crate) scalar_types: [Option<Type>; types::SCALAR_SLOTS],
    /// Emptied name tables of closed isolated scopes, reused by the next ones.
    spare_values: Vec<FxHashMap<NameKey<'s>, NameSlot>>,
    /// End offset of the last token consumed.
    pub(crate) last_end: u32,
    /// In the body parser of a function body split over threads: where it skips the
    /// stretches other threads parse ([`split`]).
    jump: Option<split::Jump>,
    /// In a parser of part of a split function body: gives back the text it has
    /// parsed as it goes ([`split::Trail`]).
    trail: Option<split::Trail<'c>>,
    /// The value names defined below the top level of the region (in nested regions
    /// or isolated ops), when parsing part of a split function body; the top-level
    /// ones stay in the scope's table. Their hashes are kept with them: by the end of
    /// the part, the text of most has been given back.
    def_log: Option<Vec<NameKey<'s>>>,
    /// In the top-level parse: skipped bodies are parsed by the pool meanwhile
    /// ([`stream`]).
    stream: Option<stream::Stream<'s, 'c>>,
}

/// Told which byte ranges of the source the parser is done with, so that the pages of a
/// mapped file behind them can be given back while the rest is parsed. The parser may
/// still read them later (a diagnostic, a sequential re-parse): releasing must leave the
/// text readable.
pub type Release<'a> = &'a (dyn Fn(std::ops::Range<usize>) + Sync);

pub use stream::StreamSink;

/// Parses a whole buffer into IR whose top op is a `builtin.module` (implicit or given).
pub fn parse_source(
    ctx: &Context,
    diags: &mut DiagEngine,
    src: &str,
    file_name: &str,
    line_offset: u32,
) -> PResult<Ir> {
    parse_source_releasing(ctx, diags, src, file_name, line_offset, None)
}

/// [`parse_source`] telling `release` about the text of function bodies parsed on the
/// pool as soon as it is parsed: a batch of small bodies, a stretch of a long one.
pub fn parse_source_releasing(
    ctx: &Context,
    diags: &mut DiagEngine,
    src: &str,
    file_name: &str,
    line_offset: u32,
    release: Option<Release<'_>>,
) -> PResult<Ir> {
    let file = ctx.sym(file_name);
    let lines = match ctx.add_source(file, src, line_offset) {
        Some(base) => Lines::Registered(base),
        None => Lines::Own(LineIndex::new(src)),
    };
    // Deferred regions share the registered line table; a private one (past 2 GiB of
    // source) would be copied per region.
    if matches!(lines, Lines::Registered(_)) && deferred::worth_parallel_parse(ctx, src) {
        // Function bodies are parsed on all threads. Any diagnostic there (or in the
        // rest of the file) throws the attempt away: the sequential parse below then
        // reports exactly what a sequential parse reports, in the same order.
        let mark = diags.diags.len();
        // Bodies are handed to the pool as the top-level parse meets them, unless this
        // already runs on the pool (waiting for jobs there could starve it).
        let streaming = rayon::current_thread_index().is_none();
        let done = stream::Done::default();
        let job_lines = lines.clone();
        let source = stream::Source {
            text: deferred::SourceText {
                ctx,
                src,
                file,
                lines: &job_lines,
                line_offset,
                release,
            },
            done: &done,
            sink: None,
        };
        let attempt = rayon::in_place_scope(|scope| {
            let spawn = || {
                let source = &source;
                scope.spawn(move |_| stream::drain(source));
            };
            let mut p = Parser::with_lines(ctx, diags, src, file, lines.clone(), line_offset);
            p.defer_regions = true;
            if streaming {
                p.stream = Some(stream::Stream::new(&spawn, &done));
            }
            match p.parse_top_level() {
                Ok(()) if p.diags.diags.len() == mark => Some(p.ir),
                _ => None,
            }
        });
        if let Some(ir) = attempt {
            return Ok(ir);
        }
        diags.diags.truncate(mark);
    }
    let mut p = Parser::with_lines(ctx, diags, src, file, lines, line_offset);
    p.parse_top_level()?;
    Ok(p.ir)
}

/// Parses a whole buffer as [`parse_source_releasing`] does, but hands each function
/// to `sink` as soon as its body is parsed (on the thread that parsed it) instead of
/// building the IR of all of them: the IR returned is the top level, with the bodies
/// of the functions handed over left out. `None`, with no diagnostic, when the buffer
/// is not parsed that way (too small for a parallel parse, or on the thread pool), or
/// when anything failed or reported anything (the sink refused a function, or an error
/// in the text): the caller then parses it as usual, which reports what there is to
/// report.
pub fn parse_source_streamed(
    ctx: &Context,
    diags: &mut DiagEngine,
    src: &str,
    file_name: &str,
    line_offset: u32,
    release: Option<Release<'_>>,
    sink: &dyn StreamSink,
) -> Option<Ir> {
    if !deferred::worth_parallel_parse(ctx, src) || rayon::current_thread_index().is_some() {
        return None;
    }
    let file = ctx.sym(file_name);
    let lines = match ctx.add_source(file, src, line_offset) {
        Some(base) => Lines::Registered(base),
        None => return None,
    };
    let mark = diags.diags.len();
    let done = stream::Done::default();
    let job_lines = lines.clone();
    let source = stream::Source {
        text: deferred::SourceText {
            ctx,
            src,
            file,
            lines: &job_lines,
            line_offset,
            release,
        },
        done: &done,
        sink: Some(sink),
    };
    rayon::in_place_scope(|scope| {
        let spawn = || {
            let source = &source;
            scope.spawn(move |_| stream::drain(source));
        };
        let mut p = Parser::with_lines(ctx, diags, src, file, lines, line_offset);
        p.defer_regions = true;
        let mut stream = stream::Stream::new(&spawn, &done);
        stream.streamed = true;
        p.stream = Some(stream);
        let parsed = p.parse_top_level().is_ok() && p.diags.diags.len() == mark;
        if !parsed || !sink.begin(&p.ir) {
            done.fail();
            return;
        }
        let ir = std::mem::take(&mut p.ir);
        let aliases = std::mem::take(&mut p.attr_aliases).into_owned();
        done.go_streaming(ir, aliases);
    });
    let top = done.into_streamed(ctx, sink);
    if top.is_none() {
        diags.diags.truncate(mark);
    }
    top
}

impl<'s, 'c> Parser<'s, 'c> {
    /// A parser at the start of `src`.
    pub fn new(
        ctx: &'c Context,
        diags: &'c mut DiagEngine,
        src: &'s str,
        file_name: &str,
        line_offset: u32,
    ) -> Parser<'s, 'c> {
        let file = ctx.sym(file_name);
        let lines = match ctx.add_source(file, src, line_offset) {
            Some(base) => Lines::Registered(base),
            None => Lines::Own(LineIndex::new(src)),
        };
        Parser::with_lines(ctx, diags, src, file, lines, line_offset)
    }

    /// A parser at the start of `src`, whose positions are mapped by `lines`.
    fn with_lines(
        ctx: &'c Context,
        diags: &'c mut DiagEngine,
        src: &'s str,
        file: Sym,
        lines: Lines,
        line_offset: u32,
    ) -> Parser<'s, 'c> {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            ctx,
            diags,
            lex,
            tok,
            src,
            file,
            lines,
            line_offset,
            ir: Ir::default(),
            attr_aliases: Cow::Owned(FxHashMap::default()),
            type_aliases: Cow::Owned(FxHashMap::default()),
            defer_regions: false,
            deferred_regions: Vec::new(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            undeclared: Vec::new(),
            default_dialects: Vec::new(),
            deferred_locs: Vec::new(),
            op_names: rustc_hash::FxHashMap::default(),
            type_cache: rustc_hash::FxHashMap::default(),
            scalar_types: [None; types::SCALAR_SLOTS],
            spare_values: Vec::new(),
            last_end: 0,
            jump: None,
            def_log: None,
            trail: None,
            stream: None,
        }
    }

    // ------------------------------------------------------------------ tokens

    /// The current token's kind.
    #[inline]
    pub fn kind(&self) -> Tok {
        self.tok.kind
    }

    /// The current token's text.
    pub fn text(&self) -> &'s str {
        &self.src[self.tok.start as usize..self.tok.end as usize]
    }

    /// Byte offset of the current token.
    pub fn pos(&self) -> u32 {
        self.tok.start
    }

    /// Moves to the next token.
    pub fn bump(&mut self) {
        self.last_end = self.tok.end;
        self.tok = self.lex.next_token();
    }

    /// Re-lexes from a byte offset (used to split `4xf32` into `4`, `x`, `f32`).
    fn reset_to(&mut self, off: usize) {
        self.lex.pos = off;
        self.bump();
    }

    /// Consumes a token of `kind` if present.
    pub fn eat(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Whether the current token is the bare keyword `kw`.
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareIdent && self.text() == kw
    }

    /// Consumes the bare keyword `kw` if present.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Requires a token of `kind`, else reports `expected {what}`.
    pub fn expect(&mut self, kind: Tok, what: &str) -> PResult<()> {
        if self.eat(kind) {
            Ok(())
        } else {
            Err(self.error_here(&format!("expected {what}")))
        }
    }

    /// Requires the bare keyword `kw`.
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(self.error_here(&format!("expected '{kw}'")))
        }
    }

    // ------------------------------------------------------------------ diagnostics

    /// The printed position of a byte offset.
    pub fn file_loc(&self, off: u32) -> FileLoc {
        let (line, col) = self.line_col(off);
        FileLoc {
            file: self.ctx.str(self.file).to_string(),
            line,
            col,
        }
    }

    /// (line, column) of a byte offset, as reported (with the chunk's line offset).
    fn line_col(&self, off: u32) -> (u32, u32) {
        match &self.lines {
            Lines::Own(lines) => {
                let (line, col) = lines.line_col(off);
                (line + self.line_offset, col)
            }
            Lines::Registered(base) => {
                let (_, line, col) = self.ctx.source_position(base + off);
                (line, col)
            }
        }
    }

    /// A location attribute for a byte offset: a lazy source location, interned only
    /// if something asks what it is.
    pub fn loc_attr(&mut self, off: u32) -> Attr {
        match self.lines {
            Lines::Registered(base) => self.ctx.source_loc(base, off),
            Lines::Own(_) => {
                let (line, col) = self.line_col(off);
                self.ctx.file_loc(self.file, line, col)
            }
        }
    }

    /// Reports an error at a byte offset. While the current token is one the lexer
    /// rejected, the lexer's error is reported instead (MLIR's lexer reports it when it
    /// makes the token, and `Parser::emitError` then drops the parser's own).
    pub fn error_at(&mut self, off: u32, msg: &str) -> Reported {
        let loc = Some(self.file_loc(off));
        self.emit(Diagnostic::error(loc, msg))
    }

    /// Emits a parse diagnostic, or the lexer's error instead while the current token is
    /// one the lexer rejected (see [`Parser::error_at`]).
    pub fn emit(&mut self, d: Diagnostic) -> Reported {
        if self.tok.kind == Tok::Error
            && let Some((off, m)) = self.lex.error
        {
            let loc = Some(self.file_loc(off));
            return self.diags.emit(Diagnostic::error(loc, m));
        }
        self.diags.emit(d)
    }

    /// Reports an error about the current token; lexer errors take precedence. Like
    /// MLIR's `emitWrongTokenError`, the error is placed right after the previous
    /// non-blank character (skipping blank lines and trailing comments), so it points
    /// at the end of what was accepted.
    pub fn error_here(&mut self, msg: &str) -> Reported {
        let mut off = self.tok.start as usize;
        if self.tok.kind == Tok::Eof && off > 0 {
            off -= 1;
        }
        let original = off;
        let bytes = self.src.as_bytes();
        let mut end = off;
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original as u32, msg);
            }
            if bytes[end - 1] != b'\n' && bytes[end - 1] != b'\r' {
                return self.error_at(end as u32, msg);
            }
            end -= 1;
            let line_start = bytes[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map_or(0, |i| i + 1);
            if let Some(c) = self.src[line_start..end].find("//") {
                end = line_start + c;
            }
        }
    }

    // ------------------------------------------------------------------ top level

    fn parse_top_level(&mut self) -> PResult<()> {
        // Body 0 holds the top-level ops in one block. A single explicit `builtin.module`
        // becomes the top op where it is; otherwise an implicit module located at
        // `file:0:0` is created in body 1 and takes body 0 as its nested body.
        let container = self.ir.new_body(None);
        let region = self.ir.body_mut(container).create_region(None);
        let block = self.ir.body_mut(container).create_block();
        self.ir.body_mut(container).append_block(region, block);
        self.push_isolated(container);
        self.push_block_scope();
        loop {
            match self.kind() {
                Tok::Eof => break,
                Tok::HashIdent | Tok::ExclaimIdent => self.parse_alias_def()?,
                Tok::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    self.parse_operation(container, block)?;
                    if self.stream.is_some() {
                        self.dispatch_deferred();
                    }
                }
            }
        }
        self.parse_deferred_regions()?;
        self.pop_block_scope()?;
        self.pop_isolated();
        self.report_undeclared()?;
        self.resolve_deferred_locs()?;
        let body = self.ir.body(container);
        let ops: Vec<_> = body.block_ops(block).collect();
        let module_sym = self.ctx.sym("builtin.module");
        if self.ctx.no_implicit_module {
            let &[op] = &ops[..] else {
                let loc = FileLoc {
                    file: self.ctx.str(self.file).to_string(),
                    line: 0,
                    col: 0,
                };
                let msg = format!(
                    "source must contain a single top-level operation, found: {}",
                    ops.len()
                );
                return Err(self.diags.emit(Diagnostic::error(Some(loc), msg)));
            };
            self.ir.top = Some((container, op));
            return Ok(());
        }
        if ops.len() == 1 && body.op(ops[0]).name == module_sym {
            self.ir.top = Some((container, ops[0]));
            return Ok(());
        }
        let loc = {
            let file = self.file;
            self.ctx.file_loc(file, 0, 0)
        };
        let attrs = self.ctx.dict_attr(Vec::new());
        let def = self.ctx.op_def(module_sym);
        let top_body = self.ir.new_body(None);
        let op = self.ir.body_mut(top_body).create_op(crate::ir::OpState {
            name: module_sym,
            def,
            operands: vec![],
            result_types: vec![],
            successors: vec![],
            props: None,
            attrs,
            loc,
        });
        let d = self.ir.body_mut(top_body).op_mut(op);
        d.set_nested(Some(container));
        d.push_region(region);
        self.ir.body_mut(container).owner = Some((top_body, op));
        self.ir.top = Some((top_body, op));
        Ok(())
    }

    fn parse_alias_def(&mut self) -> PResult<()> {
        let is_type = self.kind() == Tok::ExclaimIdent;
        let name = self.text()[1..].to_string();
        let at = self.pos();
        if name.contains('.') {
            return Err(self.error_here("expected operation name in quotes"));
        }
        self.bump();
        if !self.eat(Tok::Equal) {
            let what = if is_type { "type" } else { "attribute" };
            return Err(self.error_here(&format!("expected '=' in {what} alias definition")));
        }
        if is_type {
            if self.type_aliases.contains_key(&name) {
                return Err(self.error_at(at, &format!("redefinition of type alias id '{name}'")));
            }
            let t = self.parse_type()?;
            self.type_aliases.to_mut().insert(name, (t, at));
        } else {
            if self.attr_aliases.contains_key(&name) {
                return Err(
                    self.error_at(at, &format!("redefinition of attribute alias id '{name}'"))
                );
            }
            let a = self.parse_attribute(None)?;
            self.attr_aliases.to_mut().insert(name, (a, at));
        }
        Ok(())
    }

    // ------------------------------------------------------------------ SSA scopes

    pub(crate) fn push_isolated(&mut self, body: BodyId) {
        self.scopes.push(IsolatedScope {
            body: body.0,
            values: self.spare_values.pop().unwrap_or_default(),
            frames: vec![Vec::new()],
        });
    }

    /// Makes room in the innermost isolated name scope for the names of `bytes` of
    /// text (about one per 80 bytes in long bodies; room for a little fewer, so that a
    /// table grows at most once instead of a dozen times, rehashing each time).
    pub(crate) fn reserve_names_for_text(&mut self, bytes: usize) {
        if let Some(scope) = self.scopes.last_mut() {
            scope.values.reserve(bytes / 96);
        }
    }

    /// Ends the innermost isolated name scope; the names it left unresolved are kept
    /// for [`Parser::report_undeclared`].
    pub(crate) fn pop_isolated(&mut self) {
        let scope = self.scopes.pop().expect("scope stack underflow");
        let before = self.undeclared.len();
        self.undeclared
            .extend(scope.values.values().filter_map(|slot| slot.forward));
        if self.undeclared.len() == before {
            // Kept for the next scope, with its room.
            let mut values = scope.values;
            values.clear();
            self.spare_values.push(values);
        }
    }

    /// Reports every use of a name left unresolved, in source order, as MLIR does
    /// once the whole input is parsed.
    fn report_undeclared(&mut self) -> PResult<()> {
        if self.undeclared.is_empty() {
            return Ok(());
        }
        let mut offsets = std::mem::take(&mut self.undeclared);
        offsets.sort_unstable();
        for &off in &offsets {
            self.error_at(off, "use of undeclared SSA value name");
        }
        Err(Reported)
    }

    /// Whether this parser has reported nothing and left no name unresolved: what the
    /// parsers of parts of the input must be for their parts to be used.
    pub(super) fn clean(&self) -> bool {
        self.diags.diags.is_empty() && self.undeclared.is_empty()
    }

    pub(crate) fn push_region_frame(&mut self) {
        if let Some(s) = self.scopes.last_mut() {
            s.frames.push(Vec::new());
        }
    }

    pub(crate) fn pop_region_frame(&mut self) {
        if let Some(s) = self.scopes.last_mut()
            && let Some(frame) = s.frames.pop()
        {
            for k in frame {
                if s.values.get(&k).is_some_and(|slot| slot.forward.is_none()) {
                    s.values.remove(&k);
                }
            }
        }
    }

    fn current_body(&self) -> BodyId {
        BodyId(self.scopes.last().map_or(0, |s| s.body))
    }

    /// Resolves a use `%name#n` of type `ty`, creating a forward reference if needed.
    pub(crate) fn resolve_value(
        &mut self,
        name: &'s str,
        number: u32,
        ty: Type,
        at: u32,
    ) -> PResult<ValueId> {
        let body = self.current_body();
        let key = NameKey::new(name, number);
        let existing = self.scopes.last().and_then(|s| s.values.get(&key).copied());
        if let Some(slot) = existing {
            let v = slot.value;
            let vt = self.ir.body(body).value_type(v);
            if vt != ty {
                let (a, b) = (self.type_str(ty), self.type_str(vt));
                let n = self.value_name(name, number);
                let prior = Some(self.file_loc(slot.first_seen));
                let d = Diagnostic::error(
                    Some(self.file_loc(at)),
                    format!(
                        "use of value '{n}' expects different type than prior uses: '{a}' vs '{b}'"
                    ),
                )
                .with_note(prior, "prior use here");
                return Err(self.diags.emit(d));
            }
            return Ok(v);
        }
        let v = self.ir.body_mut(body).new_placeholder(ty);
        if let Some(s) = self.scopes.last_mut() {
            s.values.insert(
                key,
                NameSlot {
                    value: v,
                    forward: Some(at),
                    first_seen: at,
                },
            );
        }
        Ok(v)
    }

    fn value_name(&self, name: &str, number: u32) -> String {
        if number == 0 {
            format!("%{name}")
        } else {
            format!("%{name}#{number}")
        }
    }

    /// What `key` stands for in the isolated scopes around the innermost one. MLIR
    /// keeps one name table per input chunk and makes only a few ops' regions name
    /// scopes of their own, so the body of a function nested in a region still sees
    /// the live names around it when it defines one: an entry argument or a result
    /// may not reuse them. (Uses are still resolved in the innermost scope only.)
    fn outer_slot(&self, key: &NameKey<'_>) -> Option<NameSlot> {
        outer_slot(&self.scopes, key)
    }

    /// `redefinition of SSA value '%x'` at `at`, with the earlier definition's place.
    fn redefinition(&mut self, name: &str, number: u32, at: u32, earlier: u32) -> Reported {
        let n = self.value_name(name, number);
        let prev = Some(self.file_loc(earlier));
        let d = Diagnostic::error(
            Some(self.file_loc(at)),
            format!("redefinition of SSA value '{n}'"),
        )
        .with_note(prev, "previously defined here");
        self.diags.emit(d)
    }

    /// Binds `%name#n` to `v`, resolving a forward reference.
    pub(crate) fn define_value(
        &mut self,
        name: &'s str,
        number: u32,
        v: ValueId,
        at: u32,
    ) -> PResult<()> {
        let body = self.current_body();
        let inner = self.scopes.len() > 1;
        let key = NameKey::new(name, number);
        if inner
            && let Some(outer) = self.outer_slot(&key)
            && outer.forward.is_none()
            && !self
                .scopes
                .last()
                .is_some_and(|s| s.values.contains_key(&key))
        {
            return Err(self.redefinition(name, number, at, outer.first_seen));
        }
        let Some(scope) = self.scopes.last_mut() else {
            return Ok(());
        };
        let nested = scope.frames.len() > 1;
        if (nested || inner)
            && let Some(log) = &mut self.def_log
        {
            log.push(key);
        }
        let slot = match scope.values.entry(key) {
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(NameSlot {
                    value: v,
                    forward: None,
                    first_seen: at,
                });
                if nested && let Some(f) = scope.frames.last_mut() {
                    f.push(key);
                }
                return Ok(());
            }
            std::collections::hash_map::Entry::Occupied(mut e) => {
                let slot = *e.get();
                if slot.forward.is_some() {
                    // From here on, notes about the name point at its definition.
                    e.insert(NameSlot {
                        value: v,
                        forward: None,
                        first_seen: at,
                    });
                    if nested && let Some(f) = scope.frames.last_mut() {
                        f.push(key);
                    }
                }
                slot
            }
        };
        if slot.forward.is_none() {
            return Err(self.redefinition(name, number, at, slot.first_seen));
        }
        let ph = slot.value;
        let (pt, vt) = {
            let b = self.ir.body(body);
            (b.value_type(ph), b.value_type(v))
        };
        if pt != vt {
            let n = self.value_name(name, number);
            let (a, b2) = (self.type_str(vt), self.type_str(pt));
            return Err(self.error_at(
                at,
                &format!(
                    "definition of SSA value '{n}' has type '{a}' but was used with type '{b2}'"
                ),
            ));
        }
        self.ir.body_mut(body).replace_all_uses(ph, v);
        Ok(())
    }

    /// Fails, as MLIR does, when the name of a region's entry argument `%name#number`
    /// (written at `at`) is already defined or used in the enclosing name scope or
    /// one around it ([`Parser::outer_slot`]): an entry argument may not take over a
    /// forward reference.
    pub(crate) fn check_entry_arg_name(&mut self, name: &str, number: u32, at: u32) -> PResult<()> {
        let key = NameKey::new(name, number);
        let Some(slot) = self
            .scopes
            .last()
            .and_then(|s| s.values.get(&key).copied())
            .or_else(|| self.outer_slot(&key))
        else {
            return Ok(());
        };
        let n = self.value_name(name, number);
        let d = Diagnostic::error(
            Some(self.file_loc(at)),
            format!("region entry argument '{n}' is already in use"),
        )
        .with_note(
            Some(self.file_loc(slot.first_seen)),
            "previously referenced here",
        );
        Err(self.diags.emit(d))
    }

    /// Text of a type, for messages.
    pub fn type_str(&self, t: Type) -> String {
        crate::printer::type_to_string(self.ctx, t)
    }

    // ------------------------------------------------------------------ blocks

    pub(crate) fn push_block_scope(&mut self) {
        self.block_scopes.push(BlockScope::default());
    }

    pub(crate) fn pop_block_scope(&mut self) -> PResult<()> {
        let s = self.block_scopes.pop().expect("block scope underflow");
        let mut pending: Vec<u32> = s.blocks.values().filter_map(|&(_, f)| f).collect();
        if pending.is_empty() {
            return Ok(());
        }
        // All of them, in source order, as MLIR reports them.
        pending.sort_unstable();
        for &off in &pending {
            self.error_at(off, "reference to an undefined block");
        }
        Err(Reported)
    }

    /// A successor reference `^name`.
    pub(crate) fn block_ref(&mut self, name: &'s str, at: u32) -> BlockId {
        let body = self.current_body();
        if let Some(&(b, _)) = self.block_scopes.last().and_then(|s| s.blocks.get(&name)) {
            return b;
        }
        let b = self.ir.body_mut(body).create_block();
        if let Some(s) = self.block_scopes.last_mut() {
            s.blocks.insert(name, (b, Some(at)));
        }
        b
    }

    /// A block label definition `^name`.
    pub(crate) fn block_def(&mut self, name: &'s str, at: u32) -> PResult<BlockId> {
        let body = self.current_body();
        match self
            .block_scopes
            .last()
            .and_then(|s| s.blocks.get(&name))
            .copied()
        {
            Some((b, Some(_))) => {
                if let Some(s) = self.block_scopes.last_mut() {
                    s.blocks.insert(name, (b, None));
                }
                Ok(b)
            }
            Some((_, None)) => Err(self.error_at(at, &format!("redefinition of block '^{name}'"))),
            None => {
                let b = self.ir.body_mut(body).create_block();
                if let Some(s) = self.block_scopes.last_mut() {
                    s.blocks.insert(name, (b, None));
                }
                Ok(b)
            }
        }
    }

    // ------------------------------------------------------------------ locations

    fn resolve_deferred_locs(&mut self) -> PResult<()> {
        let deferred = std::mem::take(&mut self.deferred_locs);
        for (user, name, at) in deferred {
            // Location aliases may be used before their definition.
            let Some(&(loc, _)) = self.attr_aliases.get(&name) else {
                return Err(self.error_at(at, "operation location alias was never defined"));
            };
            if !self.ctx.attr_kind(loc).is_location() {
                return Err(self.error_at(
                    at,
                    &format!("expected location, but found '{}'", self.attr_str(loc)),
                ));
            }
            match user {
                DeferredLocUser::Op((b, op)) => self.ir.body_mut(b).op_mut(op).loc = loc,
                DeferredLocUser::Arg(b, v) => {
                    self.ir.body_mut(b).values[v.index()].set_loc(Some(loc))
                }
            }
        }
        Ok(())
    }

    /// The attribute alias `#name` as seen from offset `at`: defined before it.
    pub(crate) fn attr_alias(&self, name: &str, at: u32) -> Option<Attr> {
        self.attr_aliases
            .get(name)
            .filter(|&&(_, def)| def < at)
            .map(|&(a, _)| a)
    }

    /// The type alias `!name` as seen from offset `at`: defined before it.
    pub(crate) fn type_alias(&self, name: &str, at: u32) -> Option<Type> {
        self.type_aliases
            .get(name)
            .filter(|&&(_, def)| def < at)
            .map(|&(t, _)| t)
    }

    /// Text of an attribute, for messages.
    pub fn attr_str(&self, a: Attr) -> String {
        crate::printer::attr_to_string(self.ctx, a)
    }

    /// Parses an optional `loc(...)` after a region argument (MLIR's
    /// `parseOptionalLocationSpecifier`).
    ///
    /// ```mlir
    /// func.func @f(%a: i32 loc("a.c":1:2))
    /// affine.for %i loc("a.c":3:4) = 0 to 4 { }
    /// ```
    pub fn parse_optional_location_specifier(&mut self) -> PResult<Option<Attr>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.expect(Tok::LParen, "'('")?;
        let loc = self.parse_loc_inner()?;
        self.expect(Tok::RParen, "')'")?;
        Ok(Some(loc))
    }

    /// Parses an optional trailing `loc(...)`); returns the location, a pending alias use,
    /// or `None`.
    pub(crate) fn parse_trailing_loc(&mut self) -> PResult<TrailingLoc> {
        if !self.at_keyword("loc") {
            return Ok(TrailingLoc::None);
        }
        self.bump();
        self.expect(Tok::LParen, "'(' in location")?;
        if self.kind() == Tok::HashIdent {
            let name = self.text()[1..].to_string();
            let at = self.pos();
            self.bump();
            self.expect(Tok::RParen, "')' in location")?;
            if let Some(a) = self.attr_alias(&name, at) {
                if !self.ctx.attr_kind(a).is_location() {
                    return Err(self.error_at(
                        at,
                        &format!("expected location, but found '{}'", self.attr_str(a)),
                    ));
                }
                return Ok(TrailingLoc::Loc(a));
            }
            return Ok(TrailingLoc::Deferred(name, at));
        }
        let l = self.parse_loc_inner()?;
        self.expect(Tok::RParen, "')' in location")?;
        Ok(TrailingLoc::Loc(l))
    }

    pub(crate) fn apply_trailing_loc(&mut self, t: TrailingLoc, op: OpRef) {
        match t {
            TrailingLoc::None => {}
            TrailingLoc::Loc(l) => self.ir.body_mut(op.0).op_mut(op.1).loc = l,
            TrailingLoc::Deferred(n, at) => {
                self.deferred_locs.push((DeferredLocUser::Op(op), n, at))
            }
        }
    }

    pub(crate) fn apply_arg_loc(&mut self, t: TrailingLoc, body: BodyId, v: ValueId) {
        match t {
            TrailingLoc::None => {}
            TrailingLoc::Loc(l) => self.ir.body_mut(body).values[v.index()].set_loc(Some(l)),
            TrailingLoc::Deferred(n, at) => {
                self.deferred_locs
                    .push((DeferredLocUser::Arg(body, v), n, at))
            }
        }
    }
}

/// A parsed trailing location.
pub(crate) enum TrailingLoc {
    None,
    Loc(Attr),
    Deferred(String, u32),
}

/// [`Parser::outer_slot`] over a scope stack (a free function, so that a key borrowed
/// for less than the source's lifetime can be looked up).
fn outer_slot<'a>(scopes: &'a [IsolatedScope<'a>], key: &NameKey<'a>) -> Option<NameSlot> {
    let (_, outer) = scopes.split_last()?;
    outer
        .iter()
        .rev()
        .filter(|s| !s.values.is_empty())
        .find_map(|s| s.values.get(key).copied())
}
