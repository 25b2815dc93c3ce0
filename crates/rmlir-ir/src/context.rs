//! The context (MLIR's `MLIRContext`): interned types, attributes and strings, and the
//! registry of dialects and operation definitions.
//!
//! Interning gives every distinct type/attribute/string one `u32` handle, so equality is a
//! handle comparison and IR stores only handles.

use crate::attrs::{Attr, AttrKind, NamedAttr, Sym};
use crate::opdef::{Dialect, OpDef};
use crate::types::{FloatKind, Signedness, Type, TypeKind};
use hashbrown::HashTable;
use rustc_hash::{FxBuildHasher, FxHashMap};
use std::hash::{BuildHasher, Hash};

/// A table that stores each distinct value once and hands out dense ids. Values live
/// only in `items`; the hash table holds their ids.
struct Interner<T: Eq + Hash> {
    items: Vec<T>,
    ids: HashTable<u32>,
}

impl<T: Eq + Hash> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: Vec::new(),
            ids: HashTable::new(),
        }
    }
}

fn hash_of<T: Hash + ?Sized>(v: &T) -> u64 {
    FxBuildHasher.hash_one(v)
}

impl<T: Eq + Hash> Interner<T> {
    fn find<Q: Hash + ?Sized>(&self, hash: u64, eq: impl Fn(&T) -> bool) -> Option<u32>
    where
        T: std::borrow::Borrow<Q>,
    {
        self.ids
            .find(hash, |&id| eq(&self.items[id as usize]))
            .copied()
    }

    fn intern(&mut self, value: T) -> u32 {
        let hash = hash_of(&value);
        if let Some(id) = self.find::<T>(hash, |x| *x == value) {
            return id;
        }
        let id = self.items.len() as u32;
        self.items.push(value);
        let items = &self.items;
        self.ids
            .insert_unique(hash, id, |&i| hash_of(&items[i as usize]));
        id
    }
}

/// Owns everything interned, and the op registry.
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    syms: Interner<Box<str>>,
    file_locs: FxHashMap<(Sym, u32, u32), Attr>,
    ops: FxHashMap<Sym, &'static OpDef>,
    dialects: FxHashMap<Box<str>, &'static Dialect>,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// An empty context with no dialect registered.
    pub fn new() -> Context {
        Context {
            types: Interner::default(),
            attrs: Interner::default(),
            syms: Interner::default(),
            file_locs: FxHashMap::default(),
            ops: FxHashMap::default(),
            dialects: FxHashMap::default(),
            allow_unregistered: false,
        }
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

    /// A registered dialect by namespace.
    pub fn dialect(&self, name: &str) -> Option<&'static Dialect> {
        self.dialects.get(name).copied()
    }

    // ---- strings ----

    /// Interns a string.
    pub fn sym(&mut self, s: &str) -> Sym {
        if let Some(id) = self.lookup_sym(s) {
            return id;
        }
        Sym(self.syms.intern(s.into()))
    }

    /// Looks a string up without interning it.
    pub fn lookup_sym(&self, s: &str) -> Option<Sym> {
        // `Box<str>` hashes like `str`.
        self.syms.find::<str>(hash_of(s), |x| &**x == s).map(Sym)
    }

    /// The text of an interned string.
    pub fn str(&self, s: Sym) -> &str {
        &self.syms.items[s.0 as usize]
    }

    // ---- types ----

    /// Interns a type.
    pub fn ty(&mut self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// What a type is.
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        &self.types.items[t.0 as usize]
    }

    /// `iN` (signless).
    pub fn int_type(&mut self, width: u32) -> Type {
        self.ty(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    /// `index`.
    pub fn index_type(&mut self) -> Type {
        self.ty(TypeKind::Index)
    }

    /// A float type.
    pub fn float_type(&mut self, kind: FloatKind) -> Type {
        self.ty(TypeKind::Float(kind))
    }

    /// `none`.
    pub fn none_type(&mut self) -> Type {
        self.ty(TypeKind::None)
    }

    /// `(inputs) -> results`.
    pub fn function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
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
    pub fn attr(&mut self, kind: AttrKind) -> Attr {
        if let AttrKind::FileLineCol { file, line, col } = kind {
            return self.file_loc(file, line, col);
        }
        Attr(self.attrs.intern(kind))
    }

    /// What an attribute is.
    pub fn attr_kind(&self, a: Attr) -> &AttrKind {
        &self.attrs.items[a.0 as usize]
    }

    /// `unit`.
    pub fn unit_attr(&mut self) -> Attr {
        self.attr(AttrKind::Unit)
    }

    /// A string attribute without type.
    pub fn string_attr(&mut self, s: &str) -> Attr {
        self.attr(AttrKind::String {
            value: s.as_bytes().to_vec(),
            ty: None,
        })
    }

    /// A type attribute.
    pub fn type_attr(&mut self, t: Type) -> Attr {
        self.attr(AttrKind::Type(t))
    }

    /// An integer attribute of the given type.
    pub fn int_attr(&mut self, ty: Type, value: i128) -> Attr {
        self.attr(AttrKind::Integer { ty, value })
    }

    /// A dictionary attribute; entries are sorted by name like MLIR's `DictionaryAttr`.
    pub fn dict_attr(&mut self, mut entries: Vec<NamedAttr>) -> Attr {
        self.sort_named(&mut entries);
        self.attr(AttrKind::Dict(entries))
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
    pub fn unknown_loc(&mut self) -> Attr {
        self.attr(AttrKind::UnknownLoc)
    }

    /// `loc("file":line:col)`.
    pub fn file_loc(&mut self, file: Sym, line: u32, col: u32) -> Attr {
        if let Some(&a) = self.file_locs.get(&(file, line, col)) {
            return a;
        }
        let a = Attr(self.attrs.items.len() as u32);
        self.attrs
            .items
            .push(AttrKind::FileLineCol { file, line, col });
        self.file_locs.insert((file, line, col), a);
        a
    }
}
