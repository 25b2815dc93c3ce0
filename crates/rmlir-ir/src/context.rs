//! The context (MLIR's `MLIRContext`): interned types, attributes and strings, and the
//! registry of dialects and operation definitions.
//!
//! Interning gives every distinct type/attribute/string one `u32` handle, so equality is a
//! handle comparison and IR stores only handles.

use crate::attrs::{Attr, AttrKind, NamedAttr, Sym};
use crate::lexer::LineIndex;
use crate::opdef::{Dialect, OpDef};
use crate::types::{FloatKind, Signedness, Type, TypeKind};
use hashbrown::HashTable;
use rustc_hash::{FxBuildHasher, FxHashMap};
use std::hash::{BuildHasher, Hash};
use std::sync::{Mutex, MutexGuard};

/// Shards of an interner's hash table; a key always lands in the same shard, so two
/// threads interning equal values serialise on one lock and get one id.
const SHARDS: usize = 16;

/// A table that stores each distinct value once and hands out dense ids. Values live
/// only in `items`, an append-only vector whose elements never move (reads take no
/// lock); the sharded hash tables hold their ids, each with 32 bits of its value's
/// hash, so that growing a table never hashes a value again (for a dense attribute,
/// that is all its data) and a probe compares values only on equal hash bits. Each
/// value carries a byte computed once when it is stored (for types and attributes,
/// their alias depth).
struct Interner<T: Eq + Hash> {
    items: boxcar::Vec<(T, u8)>,
    shards: [Mutex<HashTable<Slot>>; SHARDS],
}

/// An id in a shard's table, with the high half of its value's hash.
#[derive(Clone, Copy)]
struct Slot {
    id: u32,
    hash: u32,
}

/// The table hash of a value's full hash: its high half (kept in the [`Slot`]) spread
/// over 64 bits again. The low bits choose the shard's bucket, the top bits the
/// table's tag byte, and both must vary.
fn slot_hash(high: u32) -> u64 {
    u64::from(high).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

impl<T: Eq + Hash> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: boxcar::Vec::new(),
            shards: std::array::from_fn(|_| Mutex::new(HashTable::new())),
        }
    }
}

fn hash_of<T: Hash + ?Sized>(v: &T) -> u64 {
    FxBuildHasher.hash_one(v)
}

/// Locks a mutex, ignoring poisoning: the tables stay consistent because every
/// critical section either completes its insert or changes nothing.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl<T: Eq + Hash> Interner<T> {
    fn shard(&self, hash: u64) -> &Mutex<HashTable<Slot>> {
        &self.shards[(hash >> 40) as usize % SHARDS]
    }

    /// The id in `table` of the value with full hash `hash` for which `eq` holds.
    fn probe(&self, table: &HashTable<Slot>, hash: u64, eq: impl Fn(&T) -> bool) -> Option<u32> {
        let high = (hash >> 32) as u32;
        table
            .find(slot_hash(high), |s| s.hash == high && eq(self.get(s.id)))
            .map(|s| s.id)
    }

    /// Puts a new id in `table`.
    fn insert(table: &mut HashTable<Slot>, hash: u64, id: u32) {
        let high = (hash >> 32) as u32;
        table.insert_unique(slot_hash(high), Slot { id, hash: high }, |s| {
            slot_hash(s.hash)
        });
    }

    /// Stores a new value with its byte; its id. Ids stay below the lazy-location tag
    /// bit.
    fn push(&self, value: T, meta: u8) -> u32 {
        let id = self.items.push((value, meta));
        assert!(id < LAZY_LOC_BIT as usize, "more than 2^31 interned values");
        id as u32
    }

    fn get(&self, id: u32) -> &T {
        &self.items[id as usize].0
    }

    /// The byte stored with a value.
    fn meta(&self, id: u32) -> u8 {
        self.items[id as usize].1
    }

    fn find<Q: Hash + ?Sized>(&self, hash: u64, eq: impl Fn(&T) -> bool) -> Option<u32>
    where
        T: std::borrow::Borrow<Q>,
    {
        self.probe(&lock(self.shard(hash)), hash, eq)
    }

    /// The id of `value`, interning it if new. `make` turns the borrowed key into the
    /// stored value, and `meta` computes its byte, only when it is new.
    fn intern_with<Q: Hash + ?Sized>(
        &self,
        key: &Q,
        eq: impl Fn(&T) -> bool,
        make: impl FnOnce() -> T,
        meta: impl FnOnce(&T) -> u8,
    ) -> u32 {
        let hash = hash_of(key);
        let mut table = lock(self.shard(hash));
        if let Some(id) = self.probe(&table, hash, eq) {
            return id;
        }
        let value = make();
        let m = meta(&value);
        let id = self.push(value, m);
        Self::insert(&mut table, hash, id);
        id
    }

    fn intern(&self, value: T, meta: impl FnOnce(&T) -> u8) -> u32 {
        let hash = hash_of(&value);
        let mut table = lock(self.shard(hash));
        if let Some(id) = self.probe(&table, hash, |v| *v == value) {
            return id;
        }
        let m = meta(&value);
        let id = self.push(value, m);
        Self::insert(&mut table, hash, id);
        id
    }
}

/// Looks up `AttrKind::Dict` by a borrowed entry list: hashes exactly as the derived
/// `Hash` of `AttrKind::Dict(entries.to_vec())` does (discriminant, then the list).
struct DictKey<'a>(&'a [NamedAttr]);

impl Hash for DictKey<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::mem::discriminant(&AttrKind::Dict(Vec::new())).hash(state);
        self.0.hash(state);
    }
}

/// Attribute handles with this bit set are source locations not interned yet: the rest
/// of the handle is a position in the context's source map (see [`Context::source_loc`]).
const LAZY_LOC_BIT: u32 = 1 << 31;

/// A parsed buffer registered for lazy locations: positions `base..base + len` map to
/// byte offsets in it.
struct SourceBuf {
    file: Sym,
    base: u32,
    line_offset: u32,
    lines: LineIndex,
}

/// Owns everything interned, and the op registry. Shared by reference between threads:
/// interning takes a short lock on one shard, reading an interned value takes none.
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    syms: Interner<Box<str>>,
    file_locs: Mutex<FxHashMap<(Sym, u32, u32), Attr>>,
    /// Buffers whose byte offsets are lazy locations, by increasing `base`.
    sources: boxcar::Vec<SourceBuf>,
    /// The position after the last registered buffer.
    next_source_base: Mutex<u32>,
    ops: FxHashMap<Sym, &'static OpDef>,
    dialects: FxHashMap<Box<str>, &'static Dialect>,
    /// Dialect inliner interfaces by dialect namespace (MLIR's `DialectInlinerInterface`
    /// registrations).
    inliners: FxHashMap<Box<str>, &'static dyn crate::inliner::DialectInlinerInterface>,
    /// The empty dictionary: the discardable attributes of most ops.
    empty_dict: Attr,
    /// `loc(unknown)`, which rewrites compare locations with (interning it anew took an
    /// interner shard's lock each time).
    unknown_loc: Attr,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--no-implicit-module`: the source's single top-level op is the top op, whatever
    /// it is, and a source without exactly one is an error.
    pub no_implicit_module: bool,
    /// Whether work may be spread over threads (MLIR's `isMultithreadingEnabled`;
    /// `--mlir-disable-threading` clears it). Results never depend on it.
    pub threading: bool,
    /// The printing flags of the command line (MLIR's `OpPrintingFlags` defaults): the
    /// ops diagnostics show (`see current operation: ...`) are printed with them.
    pub diagnostic_print: crate::printer::PrintOptions,
    /// The file metadata resources of the parsed buffer (see [`crate::resources`]).
    resources: Mutex<crate::resources::Resources>,
    /// Unique among the contexts of the process (see [`Context::id`]).
    id: u64,
    /// Whether a dialect attribute or type kept as text (printed verbatim) holds a
    /// control byte that printing ahead uses as a marker ([`crate::printer::ModulePrint`]).
    marker_bytes: std::sync::atomic::AtomicBool,
}

/// What a thread has interned lately, per kind of value: lookups of values seen before
/// on the same thread take no lock, so parser threads do not contend on the shards of
/// common types and attributes. Emptied when another context is used, and when full.
struct Front<K> {
    ctx: u64,
    map: FxHashMap<K, u32>,
}

impl<K> Default for Front<K> {
    fn default() -> Self {
        Front {
            ctx: 0,
            map: FxHashMap::default(),
        }
    }
}

/// Entries a front cache holds at most.
const FRONT_CAPACITY: usize = 4096;

thread_local! {
    static TYPE_FRONT: std::cell::RefCell<Front<TypeKind>> = std::cell::RefCell::default();
    static ATTR_FRONT: std::cell::RefCell<Front<AttrKind>> = std::cell::RefCell::default();
    /// Dictionaries by their (sorted) entries, looked up by a borrowed list.
    static DICT_FRONT: std::cell::RefCell<Front<Vec<NamedAttr>>> = std::cell::RefCell::default();
    static SYM_FRONT: std::cell::RefCell<Front<Box<str>>> = std::cell::RefCell::default();
    /// Strings with a fixed address, by address and length (see [`Context::static_sym`]).
    static STATIC_SYM_FRONT: std::cell::RefCell<Front<(usize, usize)>> =
        std::cell::RefCell::default();
}

/// [`front_intern`] for keys looked up by a borrowed form (`str` for `Box<str>`,
/// a slice for a `Vec`): nothing is allocated on a hit.
fn front_intern_borrowed<K, Q>(
    front: &'static std::thread::LocalKey<std::cell::RefCell<Front<K>>>,
    ctx: u64,
    key: &Q,
    intern: impl FnOnce(&Q) -> u32,
    own: impl FnOnce(&Q) -> K,
) -> u32
where
    K: Hash + Eq + std::borrow::Borrow<Q> + 'static,
    Q: Hash + Eq + ?Sized,
{
    front.with(|f| {
        let mut f = f.borrow_mut();
        if f.ctx != ctx || f.map.len() >= FRONT_CAPACITY {
            f.map.clear();
            f.ctx = ctx;
        }
        if let Some(&id) = f.map.get(key) {
            return id;
        }
        let id = intern(key);
        f.map.insert(own(key), id);
        id
    })
}

/// The id of `kind` in context `ctx`, through this thread's front cache `front` and
/// `intern` on a miss.
fn front_intern<K: Hash + Eq + Clone + 'static>(
    front: &'static std::thread::LocalKey<std::cell::RefCell<Front<K>>>,
    ctx: u64,
    kind: K,
    intern: impl FnOnce(K) -> u32,
) -> u32 {
    front_intern_borrowed(front, ctx, &kind, |k| intern(k.clone()), K::clone)
}

/// Attributes cheap to copy into a front cache and likely to repeat (flags, scalars,
/// short arrays); dense data and long strings are interned directly. (Dictionaries
/// have a front cache of their own, see [`Context::interned_dict`].)
fn small_attr(kind: &AttrKind) -> bool {
    match kind {
        AttrKind::Unit | AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::Type(_) => {
            true
        }
        AttrKind::Opaque(s) => s.len() <= 64,
        AttrKind::String { value, .. } => value.len() <= 32,
        AttrKind::Array(e) => e.len() <= 4,
        _ => false,
    }
}

/// The id of the next context created.
static NEXT_CONTEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// An empty context with no dialect registered.
    pub fn new() -> Context {
        let mut ctx = Context {
            types: Interner::default(),
            attrs: Interner::default(),
            syms: Interner::default(),
            file_locs: Mutex::new(FxHashMap::default()),
            sources: boxcar::Vec::new(),
            next_source_base: Mutex::new(0),
            ops: FxHashMap::default(),
            dialects: FxHashMap::default(),
            inliners: FxHashMap::default(),
            allow_unregistered: false,
            no_implicit_module: false,
            threading: true,
            diagnostic_print: crate::printer::PrintOptions::default(),
            empty_dict: Attr(0),
            unknown_loc: Attr(0),
            resources: Mutex::default(),
            id: NEXT_CONTEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            marker_bytes: std::sync::atomic::AtomicBool::new(false),
        };
        ctx.empty_dict = Attr(ctx.attrs.intern(AttrKind::Dict(Vec::new()), |_| 0));
        ctx.unknown_loc = ctx.attr(AttrKind::UnknownLoc);
        ctx
    }

    /// Notes the text of a dialect attribute or type kept as text (printed verbatim).
    pub fn note_verbatim_text(&self, text: &str) {
        if crate::printer::holds_marker_bytes(text) {
            self.marker_bytes
                .store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// Whether any text noted by [`Context::note_verbatim_text`] holds a byte printing
    /// ahead uses as a marker.
    pub fn has_marker_bytes(&self) -> bool {
        self.marker_bytes.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// A number no other context of this process has: lets per-thread caches of
    /// interned handles tell contexts apart.
    pub fn id(&self) -> u64 {
        self.id
    }

    // ---- registry ----

    /// Registers a dialect and all its ops.
    pub fn register_dialect(&mut self, dialect: &'static Dialect) {
        self.dialects.insert(dialect.name.into(), dialect);
        for op in dialect.ops {
            let name = self.sym(op.name);
            self.ops.insert(name, op);
        }
    }

    /// The definition of a registered op.
    pub fn op_def(&self, name: Sym) -> Option<&'static OpDef> {
        self.ops.get(&name).copied()
    }

    /// The namespaces of the registered dialects, sorted (`--show-dialects`).
    pub fn dialect_names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self.dialects.keys().map(|k| &**k).collect();
        names.sort_unstable();
        names
    }

    /// A registered dialect by namespace.
    pub fn dialect(&self, name: &str) -> Option<&'static Dialect> {
        self.dialects.get(name).copied()
    }

    /// The registered dialect an attribute name belongs to: the one named by its prefix
    /// up to the first `.` (MLIR's `NamedAttribute::getNameDialect`); `None` for a name
    /// without a prefix.
    pub fn name_dialect(&self, name: &str) -> Option<&'static Dialect> {
        let (prefix, _) = name.split_once('.')?;
        self.dialect(prefix)
    }

    /// Whether `a` is the dialect attribute `#<name><...>` kept as text (`name` is
    /// `dialect.mnemonic`, as `spirv.target_env`).
    pub fn is_opaque_attr(&self, a: Attr, name: &str) -> bool {
        matches!(self.attr_kind(a), AttrKind::Opaque(text)
            if text.strip_prefix(name).is_some_and(|t| t.starts_with('<')))
    }

    /// Whether `a` is the empty dictionary (the discardable attributes of most ops).
    pub fn is_empty_dict(&self, a: Attr) -> bool {
        a == self.empty_dict
    }

    /// Registers the inliner interface of dialect `dialect` (MLIR's
    /// `addInterfaces<...InlinerInterface>()`); a later registration replaces it.
    pub fn register_inliner(
        &mut self,
        dialect: &str,
        iface: &'static dyn crate::inliner::DialectInlinerInterface,
    ) {
        self.inliners.insert(dialect.into(), iface);
    }

    /// The inliner interface of dialect `dialect`, if it registered one.
    pub fn inliner(
        &self,
        dialect: &str,
    ) -> Option<&'static dyn crate::inliner::DialectInlinerInterface> {
        self.inliners.get(dialect).copied()
    }

    // ---- strings ----

    /// The file metadata resources (`dense_resource` blobs, external resources).
    pub fn resources(&self) -> MutexGuard<'_, crate::resources::Resources> {
        lock(&self.resources)
    }

    /// Interns a string.
    pub fn sym(&self, s: &str) -> Sym {
        Sym(front_intern_borrowed(
            &SYM_FRONT,
            self.id,
            s,
            |s| self.syms.intern_with(s, |x| &**x == s, || s.into(), |_| 0),
            |s| s.into(),
        ))
    }

    /// [`Context::sym`] of a string with a fixed address (the property, attribute and op
    /// names written in dialect code, which the parser sets on nearly every op): found by
    /// its address in a per-thread cache, without hashing or comparing its text.
    pub fn static_sym(&self, s: &'static str) -> Sym {
        let key = (s.as_ptr() as usize, s.len());
        Sym(front_intern(&STATIC_SYM_FRONT, self.id, key, |_| {
            self.sym(s).0
        }))
    }

    /// Looks a string up without interning it.
    pub fn lookup_sym(&self, s: &str) -> Option<Sym> {
        let front = SYM_FRONT.with(|f| {
            let f = f.borrow();
            if f.ctx == self.id {
                f.map.get(s).copied()
            } else {
                None
            }
        });
        if let Some(id) = front {
            return Some(Sym(id));
        }
        // `Box<str>` hashes like `str`.
        self.syms.find::<str>(hash_of(s), |x| &**x == s).map(Sym)
    }

    /// The text of an interned string.
    pub fn str(&self, s: Sym) -> &str {
        self.syms.get(s.0)
    }

    // ---- types ----

    /// Interns a type.
    pub fn ty(&self, kind: TypeKind) -> Type {
        Type(front_intern(&TYPE_FRONT, self.id, kind, |k| {
            self.types
                .intern(k, |k| crate::printer::type_kind_alias_depth(self, k))
        }))
    }

    /// What a type is.
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }

    /// `iN` (signless).
    pub fn int_type(&self, width: u32) -> Type {
        self.ty(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.ty(TypeKind::Index)
    }

    /// A float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.ty(TypeKind::Float(kind))
    }

    /// `none`.
    pub fn none_type(&self) -> Type {
        self.ty(TypeKind::None)
    }

    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.ty(TypeKind::Function { inputs, results })
    }

    /// Inputs and results of a function type, or `None` for other types.
    pub fn function_signature(&self, t: Type) -> Option<(&[Type], &[Type])> {
        match self.type_kind(t) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    // ---- attributes ----

    /// Interns an attribute. File locations, one per op in parsed IR, use a compact
    /// side table keyed by (file, line, column).
    pub fn attr(&self, kind: AttrKind) -> Attr {
        if let AttrKind::FileLineCol { file, line, col } = kind {
            return self.file_loc(file, line, col);
        }
        if let AttrKind::Dict(entries) = &kind {
            return self.interned_dict(entries);
        }
        if small_attr(&kind) {
            return Attr(front_intern(&ATTR_FRONT, self.id, kind, |k| {
                self.attrs
                    .intern(k, |k| crate::printer::attr_kind_alias_depth(self, k))
            }));
        }
        Attr(
            self.attrs
                .intern(kind, |k| crate::printer::attr_kind_alias_depth(self, k)),
        )
    }

    /// How deep aliases nest in an attribute, as the printer orders alias definitions:
    /// 0 when nothing in it gets an alias, else one more than the deepest alias inside
    /// (1 for an aliasable attribute without aliasable parts). Computed once, when the
    /// attribute is interned.
    pub fn attr_alias_depth(&self, a: Attr) -> u32 {
        if a.0 & LAZY_LOC_BIT != 0 {
            // A source location not interned yet: a `FileLineColLoc`.
            return 1;
        }
        u32::from(self.attrs.meta(a.0))
    }

    /// [`Context::attr_alias_depth`] of a type.
    pub fn type_alias_depth(&self, t: Type) -> u32 {
        u32::from(self.types.meta(t.0))
    }

    /// What an attribute is.
    pub fn attr_kind(&self, a: Attr) -> &AttrKind {
        self.attrs.get(self.canonical(a).0)
    }

    /// The interned handle of an attribute: lazy source locations become their
    /// `FileLineColLoc`, other handles are returned unchanged. Compare canonical
    /// handles where two spellings of one location must be equal.
    pub fn canonical(&self, a: Attr) -> Attr {
        if a.0 & LAZY_LOC_BIT == 0 {
            return a;
        }
        let (file, line, col) = self.source_position(a.0 & !LAZY_LOC_BIT);
        self.file_loc(file, line, col)
    }

    /// `unit`.
    pub fn unit_attr(&self) -> Attr {
        self.attr(AttrKind::Unit)
    }

    /// A string attribute without type.
    pub fn string_attr(&self, s: &str) -> Attr {
        self.attr(AttrKind::String {
            value: s.as_bytes().to_vec(),
            ty: None,
        })
    }

    /// A type attribute.
    pub fn type_attr(&self, t: Type) -> Attr {
        self.attr(AttrKind::Type(t))
    }

    /// An integer attribute of the given type, its value wrapped to the type's width
    /// (sign-extended, zero-extended for unsigned types). A signless `i1` holds 0 or 1
    /// whatever it was written as (`true`, `1`, `-1`), so equal booleans are one handle.
    pub fn int_attr(&self, ty: Type, value: i128) -> Attr {
        let value = match self.type_kind(ty) {
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => value & 1,
            TypeKind::Integer { width, signedness } => {
                crate::attrs::normalize_int(value, *width, *signedness)
            }
            TypeKind::Index => crate::attrs::normalize_int(value, 64, Signedness::Signless),
            _ => value,
        };
        self.attr(AttrKind::Integer { ty, value })
    }

    /// A dictionary attribute; entries are sorted by name like MLIR's `DictionaryAttr`.
    pub fn dict_attr(&self, mut entries: Vec<NamedAttr>) -> Attr {
        self.dict_attr_of(&mut entries)
    }

    /// [`Context::dict_attr`] from a borrowed list (sorted in place); allocates only
    /// when the dictionary is new.
    pub fn dict_attr_of(&self, entries: &mut [NamedAttr]) -> Attr {
        if entries.is_empty() {
            return self.empty_dict;
        }
        self.sort_named(entries);
        self.interned_dict(entries)
    }

    /// The dictionary of `entries` (sorted by name, names unique): small ones through
    /// this thread's front cache, looked up by the borrowed list.
    fn interned_dict(&self, entries: &[NamedAttr]) -> Attr {
        let intern = |entries: &[NamedAttr]| {
            let key = DictKey(entries);
            self.attrs.intern_with(
                &key,
                |k| matches!(k, AttrKind::Dict(e) if e.as_slice() == key.0),
                || AttrKind::Dict(key.0.to_vec()),
                |k| crate::printer::attr_kind_alias_depth(self, k),
            )
        };
        if entries.len() > 4 {
            return Attr(intern(entries));
        }
        Attr(front_intern_borrowed(
            &DICT_FRONT,
            self.id,
            entries,
            intern,
            |e| e.to_vec(),
        ))
    }

    /// Sorts named attributes by name (byte order), as MLIR keeps them.
    pub fn sort_named(&self, entries: &mut [NamedAttr]) {
        entries.sort_by(|a, b| self.str(a.0).cmp(self.str(b.0)));
    }

    /// The string value of a string attribute.
    pub fn attr_str(&self, a: Attr) -> Option<&[u8]> {
        match self.attr_kind(a) {
            AttrKind::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The type of a type attribute.
    pub fn attr_type(&self, a: Attr) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Attr {
        self.unknown_loc
    }

    /// `loc(fused<metadata>[locs])` as MLIR's `FusedLoc::get` makes it: unknown
    /// locations are dropped, nested fused locations with the same metadata are
    /// flattened, repeats removed; no location left is `loc(unknown)` (with metadata,
    /// `fused<metadata>[unknown]`), one left without metadata is that location itself.
    ///
    /// ```mlir
    /// loc(fused["a.mlir":1:1, unknown])          // loc("a.mlir":1:1)
    /// loc(fused<"m">[fused<"m">["a":1:1], "b":2:2]) // loc(fused<"m">["a":1:1, "b":2:2])
    /// ```
    pub fn fused_loc(&self, locs: &[Attr], metadata: Option<Attr>) -> Attr {
        let mut kept: Vec<Attr> = Vec::with_capacity(locs.len());
        let keep = |l: Attr, kept: &mut Vec<Attr>| {
            if !kept.contains(&l) {
                kept.push(l);
            }
        };
        for &l in locs {
            let l = self.canonical(l);
            match self.attr_kind(l) {
                AttrKind::FusedLoc {
                    locs: inner,
                    metadata: m,
                } if *m == metadata => {
                    for &i in inner {
                        keep(i, &mut kept);
                    }
                }
                AttrKind::UnknownLoc => {}
                _ => keep(l, &mut kept),
            }
        }
        match (kept.len(), metadata) {
            (0, None) => self.unknown_loc(),
            // (The metadata is kept, on an unknown location.)
            (0, Some(_)) => self.attr(AttrKind::FusedLoc {
                locs: vec![self.unknown_loc()],
                metadata,
            }),
            (1, None) => kept[0],
            _ => self.attr(AttrKind::FusedLoc {
                locs: kept,
                metadata,
            }),
        }
    }

    /// `loc("file":line:col)`.
    pub fn file_loc(&self, file: Sym, line: u32, col: u32) -> Attr {
        let mut map = lock(&self.file_locs);
        if let Some(&a) = map.get(&(file, line, col)) {
            return a;
        }
        // A location is aliasable (`#loc`) and has no parts: alias depth 1.
        let a = Attr(
            self.attrs
                .push(AttrKind::FileLineCol { file, line, col }, 1),
        );
        map.insert((file, line, col), a);
        a
    }

    // ---- lazy source locations ----

    /// Registers a buffer of `len` bytes named `file` (its first line is line
    /// `line_offset + 1`) and returns the base to pass to [`Context::source_loc`], or
    /// `None` once 2 GiB of source have been registered (callers then intern
    /// [`Context::file_loc`]s). Locations of parsed ops are positions in it, turned into
    /// `FileLineColLoc`s only when something looks at them: no table entry per op.
    pub fn add_source(&self, file: Sym, text: &str, line_offset: u32) -> Option<u32> {
        let mut next = lock(&self.next_source_base);
        let base = *next;
        let end = u64::from(base) + text.len() as u64 + 1;
        if end >= u64::from(LAZY_LOC_BIT) {
            return None;
        }
        *next = end as u32;
        self.sources.push(SourceBuf {
            file,
            base,
            line_offset,
            lines: if self.threading {
                LineIndex::new_parallel(text)
            } else {
                LineIndex::new(text)
            },
        });
        Some(base)
    }

    /// The location of byte `off` of the buffer registered at `base`.
    pub fn source_loc(&self, base: u32, off: u32) -> Attr {
        Attr(LAZY_LOC_BIT | (base + off))
    }

    /// (file, line, column) of a position in the source map.
    pub fn source_position(&self, pos: u32) -> (Sym, u32, u32) {
        // Buffers are pushed in increasing base order (under the `next_source_base`
        // lock): find the last one starting at or before `pos`.
        let (mut lo, mut hi) = (0, self.sources.count());
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if self.sources[mid].base <= pos {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let b = &self.sources[lo];
        let (line, col) = b.lines.line_col(pos - b.base);
        (b.file, line + b.line_offset, col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A dictionary interned from a borrowed list and from an owned one is one
    /// attribute, whichever comes first (the borrowed key hashes as the stored value).
    #[test]
    fn borrowed_dict_key_interns_like_owned_dict() {
        let ctx = Context::default();
        let (a, b) = (ctx.sym("a"), ctx.sym("b"));
        let (one, unit) = (ctx.string_attr("one"), ctx.unit_attr());
        let owned = ctx.attr(AttrKind::Dict(vec![(a, one), (b, unit)]));
        assert_eq!(ctx.dict_attr_of(&mut [(b, unit), (a, one)]), owned);
        let first = ctx.dict_attr_of(&mut [(b, one)]);
        assert_eq!(ctx.attr(AttrKind::Dict(vec![(b, one)])), first);
        assert_eq!(
            hash_of(&DictKey(&[(a, one)])),
            hash_of(&AttrKind::Dict(vec![(a, one)]))
        );
    }
}
