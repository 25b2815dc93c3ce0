//! Printing of builtin types and attributes exactly as MLIR 22's `AsmPrinter` prints
//! them, with alias substitution (`#map`, `#loc3`) when an alias table is given.

use crate::attrs::{Attr, AttrKind, DenseData};
use crate::context::Context;
use crate::float;
use crate::types::{DYNAMIC, Signedness, Type, TypeKind};
use rustc_hash::{FxHashMap, FxHashSet};
use std::cell::RefCell;
use std::fmt::Write;

/// Alias names chosen for attributes and types (`#map1`, `!tuple`).
#[derive(Default)]
pub struct Aliases {
    pub attrs: FxHashMap<Attr, String>,
    pub types: FxHashMap<Type, String>,
}

/// What the recording pass saw.
#[derive(Default)]
pub(crate) struct Recorder {
    seen_attrs: FxHashSet<Attr>,
    seen_types: FxHashSet<Type>,
    /// Aliasable attributes/types in first-visit order, with whether every visit was
    /// from a deferrable position (op locations).
    pub(crate) order: Vec<(Option<Attr>, Option<Type>, bool)>,
    index: FxHashMap<Attr, usize>,
    /// Whether the current visit comes from an op location.
    pub(crate) deferrable: bool,
    /// Every visit counts, also of attributes and types with nothing aliasable in them
    /// (their `dense_resource` handles decide which blobs are printed).
    pub(crate) record_all: bool,
}

impl Recorder {
    /// A recorder counting every visit or (`record_all` false) only those of what
    /// has something aliasable in it.
    pub(crate) fn new(record_all: bool) -> Recorder {
        Recorder {
            record_all,
            ..Recorder::default()
        }
    }
}

/// The alias base name of an attribute, if it gets one (MLIR's builtin
/// `OpAsmDialectInterface::getAlias`).
pub(crate) fn attr_alias_name(k: &AttrKind) -> Option<&'static str> {
    match k {
        AttrKind::AffineMap(_) => Some("map"),
        AttrKind::IntegerSet(_) => Some("set"),
        AttrKind::Distinct { .. } => Some("distinct"),
        k if k.is_location() => Some("loc"),
        _ => None,
    }
}

/// Writes types and attributes into a string.
pub struct AttrPrinter<'a> {
    pub ctx: &'a Context,
    pub aliases: Option<&'a Aliases>,
    /// Set during the recording pass (MLIR's `DummyAliasOperationPrinter`): what the
    /// printer visits, in order, instead of substituting aliases. With `markers`, the
    /// print itself records what it visits (see [`AttrPrinter::note_attr`]).
    pub(crate) recorder: Option<&'a RefCell<Recorder>>,
    /// Printing ahead of the alias naming ([`super::ahead`]): an aliasable attribute or
    /// type not in `aliases` is written as a marker that the final print resolves to
    /// its alias, if it gets one, or to its text.
    pub(crate) markers: bool,
    /// `--mlir-elide-elementsattrs-if-larger` ([`super::PrintOptions`]).
    pub elide_elements_above: Option<u64>,
    /// Non-splat dense elements with more elements than this print as a hex string of
    /// their storage (MLIR's `shouldPrintElementsAttrWithHex`; 100 unless
    /// `--mlir-print-elementsattrs-with-hex-if-larger` says otherwise, `None`: never).
    pub hex_above: Option<i64>,
    /// Locations in MLIR's "pretty" form (`--mlir-pretty-debuginfo`): no `loc(...)`,
    /// file names unquoted, `[unknown]`, call sites as `callee at caller`, fused
    /// locations as a bare list.
    pub pretty_locs: bool,
}

/// MLIR's default limit above which dense elements print as hex.
pub const DEFAULT_HEX_ABOVE: i64 = 100;

impl<'a> AttrPrinter<'a> {
    /// A printer without aliases.
    pub fn plain(ctx: &'a Context) -> AttrPrinter<'a> {
        AttrPrinter {
            ctx,
            aliases: None,
            recorder: None,
            markers: false,
            elide_elements_above: None,
            hex_above: Some(DEFAULT_HEX_ABOVE),
            pretty_locs: false,
        }
    }

    /// Whether the elements attribute `data` of type `ty` is printed elided (MLIR's
    /// `OpPrintingFlags::shouldElideElementsAttr`: more elements than the limit, and
    /// not a splat).
    fn elides(&self, ty: Type, data: &DenseData) -> bool {
        let Some(limit) = self.elide_elements_above else {
            return false;
        };
        let (count, complex) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => (
                shape
                    .iter()
                    .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?)),
                matches!(self.ctx.type_kind(*elem), TypeKind::Complex(_)),
            ),
            _ => (None, false),
        };
        if count.is_none_or(|n| n <= limit) {
            return false;
        }
        // A splat (one value repeated, however it is stored) is never elided.
        match data {
            DenseData::Splat(_) => false,
            DenseData::Elements(v) => {
                let slots = if complex { 2 } else { 1 };
                !v.chunks(slots).all(|e| e == &v[..slots.min(v.len())])
            }
            DenseData::Strings(v) => !v.iter().all(|e| *e == v[0]),
        }
    }
}

/// Text of a type (no aliases).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    AttrPrinter::plain(ctx).ty(&mut s, t);
    s
}

/// Text of an attribute (no aliases).
pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    let mut s = String::new();
    AttrPrinter::plain(ctx).attr(&mut s, a, false);
    s
}

/// Whether `s` can be printed as a bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// Writes `"..."` with MLIR's escapes (`\22`, `\5C`, `\0A`, non-printables as `\XX`).
pub fn write_escaped(out: &mut String, s: &[u8]) {
    out.push('"');
    for &c in s {
        match c {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{c:02X}");
            }
        }
    }
    out.push('"');
}

/// Appends the decimal form of `v` (what `write!(out, "{v}")` writes, without the
/// formatting machinery: the printer writes a number for most values and dimensions).
pub fn push_int(out: &mut String, v: i128) {
    if v < 0 {
        out.push('-');
    }
    let m = v.unsigned_abs();
    match u64::try_from(m) {
        Ok(m) => push_u64(out, m),
        Err(_) => {
            let _ = write!(out, "{m}");
        }
    }
}

/// Appends the decimal form of `m` (value numbers, dimensions, small constants).
pub fn push_u64(out: &mut String, mut m: u64) {
    if m < SMALL_LIMIT {
        out.push_str(small_decimal(m as usize));
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (m % 10) as u8;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    out.extend(buf[i..].iter().map(|&d| char::from(d)));
}

/// Numbers below this are written from [`SMALL_DECIMALS`].
const SMALL_LIMIT: u64 = 10_000;

/// `0123456789101112...9999`: the decimal forms of the numbers below [`SMALL_LIMIT`],
/// one after the other (39 KB), so that writing one is a single append.
static SMALL_DECIMALS: &str = match std::str::from_utf8(&small_decimal_bytes()) {
    Ok(s) => s,
    Err(_) => panic!("decimal digits are ASCII"),
};

const SMALL_DECIMALS_LEN: usize = 10 + 90 * 2 + 900 * 3 + 9000 * 4;

const fn small_decimal_bytes() -> [u8; SMALL_DECIMALS_LEN] {
    let mut out = [0u8; SMALL_DECIMALS_LEN];
    let mut at = 0;
    let mut n = 0;
    while n < SMALL_LIMIT as usize {
        let width = if n < 10 {
            1
        } else if n < 100 {
            2
        } else if n < 1000 {
            3
        } else {
            4
        };
        let mut k = width;
        let mut v = n;
        while k > 0 {
            k -= 1;
            out[at + k] = b'0' + (v % 10) as u8;
            v /= 10;
        }
        at += width;
        n += 1;
    }
    out
}

/// The decimal form of `n < SMALL_LIMIT`, a slice of [`SMALL_DECIMALS`].
fn small_decimal(n: usize) -> &'static str {
    let (start, width) = match n {
        0..=9 => (n, 1),
        10..=99 => (10 + (n - 10) * 2, 2),
        100..=999 => (190 + (n - 100) * 3, 3),
        _ => (2890 + (n - 1000) * 4, 4),
    };
    &SMALL_DECIMALS[start..start + width]
}

/// Writes `@sym` (quoted when not a bare identifier).
pub fn write_symbol(out: &mut String, s: &str) {
    out.push('@');
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped(out, s.as_bytes());
    }
}

fn dim(out: &mut String, d: i64) {
    if d == DYNAMIC {
        out.push('?');
    } else {
        push_int(out, d.into());
    }
}

impl<'a> AttrPrinter<'a> {
    /// Writes a type.
    pub fn ty(&self, out: &mut String, t: Type) {
        if let Some(rec) = self.recorder
            && self.markers
        {
            self.note_type(rec, t);
        } else if let Some(rec) = self.recorder {
            if self.record_type(rec, t) {
                self.ty_body(out, t);
            }
            return;
        }
        if let Some(a) = self.aliases.and_then(|al| al.types.get(&t)) {
            out.push_str(a);
            return;
        }
        if self.markers && matches!(self.ctx.type_kind(t), TypeKind::Tuple(ts) if ts.len() > 16) {
            super::ahead::push_marker(out, super::ahead::Mark::TypeOrText, t.0);
            return;
        }
        self.ty_body(out, t);
    }

    /// This printer as the recording pass has it: it visits, and what it writes is
    /// thrown away.
    fn recording_only(&self) -> AttrPrinter<'a> {
        AttrPrinter {
            ctx: self.ctx,
            aliases: None,
            recorder: self.recorder,
            markers: false,
            elide_elements_above: self.elide_elements_above,
            hex_above: self.hex_above,
            pretty_locs: self.pretty_locs,
        }
    }

    /// Printing ahead and recording at once: notes a visit of type `t` as the recording
    /// pass would (the print goes on to write it). A type written as a marker is not
    /// descended into by the print, so on its first visit its parts are visited here.
    ///
    /// ```text
    /// recording pass, then print:   visit t, visit its parts | write t (its parts)
    /// print recording:              visit t, write t (its parts, visited as written)
    /// ```
    fn note_type(&self, rec: &RefCell<Recorder>, t: Type) {
        let ctx = self.ctx;
        if ctx.type_alias_depth(t) == 0 && !rec.borrow().record_all {
            // Nothing in it gets an alias: no visit of it can add to the order.
            return;
        }
        if self.record_type(rec, t)
            && matches!(ctx.type_kind(t), TypeKind::Tuple(ts) if ts.len() > 16)
        {
            self.recording_only().ty_body(&mut String::new(), t);
        }
    }

    /// Notes a visit of type `t` (a tuple of more than 16 types is aliasable); returns
    /// whether it is the first.
    fn record_type(&self, rec: &RefCell<Recorder>, t: Type) -> bool {
        let mut r = rec.borrow_mut();
        let first = r.seen_types.insert(t);
        if first
            && let TypeKind::Tuple(ts) = self.ctx.type_kind(t)
            && ts.len() > 16
        {
            r.order.push((None, Some(t), false));
        }
        first
    }

    /// [`AttrPrinter::note_type`] for attribute `a` (canonical), which the print goes on
    /// to write, as a marker if it is aliasable.
    fn note_attr(&self, a: Attr, may_elide_type: bool) {
        let Some(rec) = self.recorder else {
            return;
        };
        if self.ctx.attr_alias_depth(a) == 0 && !rec.borrow().record_all {
            return;
        }
        if self.record_attr(a) == Some(true) && attr_alias_name(self.ctx.attr_kind(a)).is_some() {
            let ro = self.recording_only();
            let mut scratch = String::new();
            if !ro.record_leaf(&mut scratch, a, may_elide_type) {
                ro.attr_body(&mut scratch, a, may_elide_type);
            }
        }
    }

    /// In the recording pass, notes a visit of `a`; returns whether it is the first.
    fn record_attr(&self, a: Attr) -> Option<bool> {
        let rec = self.recorder?;
        let mut r = rec.borrow_mut();
        if !r.seen_attrs.insert(a) {
            if !r.deferrable
                && let Some(&i) = r.index.get(&a)
            {
                r.order[i].2 = false;
            }
            return Some(false);
        }
        let kind = self.ctx.attr_kind(a);
        if attr_alias_name(kind).is_some() || matches!(kind, AttrKind::DenseResource { .. }) {
            let d = r.deferrable;
            let i = r.order.len();
            r.order.push((Some(a), None, d));
            r.index.insert(a, i);
        }
        Some(true)
    }

    /// Writes a type without substituting its own alias.
    pub fn ty_body(&self, out: &mut String, t: Type) {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                out.push_str(p);
                push_int(out, (*width).into());
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(k) => out.push_str(k.keyword()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(e) => {
                out.push_str("complex<");
                self.ty(out, *e);
                out.push('>');
            }
            TypeKind::Tuple(ts) => {
                out.push_str("tuple<");
                self.type_list(out, ts);
                out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                out.push('(');
                self.type_list(out, inputs);
                out.push_str(") -> ");
                self.result_types(out, results);
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                out.push_str("vector<");
                for (i, d) in shape.iter().enumerate() {
                    if scalable.get(i).copied().unwrap_or(false) {
                        out.push('[');
                        push_int(out, (*d).into());
                        out.push_str("]x");
                    } else {
                        push_int(out, (*d).into());
                        out.push('x');
                    }
                }
                self.ty(out, *elem);
                out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                out.push_str("tensor<");
                for &d in shape {
                    dim(out, d);
                    out.push('x');
                }
                self.ty(out, *elem);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.attr(out, *e, false);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                out.push_str("tensor<*x");
                self.ty(out, *elem);
                out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                out.push_str("memref<");
                for &d in shape {
                    dim(out, d);
                    out.push('x');
                }
                self.ty(out, *elem);
                if let Some(l) = layout {
                    out.push_str(", ");
                    self.attr(out, *l, true);
                }
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.attr(out, *m, true);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                out.push_str("memref<*x");
                self.ty(out, *elem);
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.attr(out, *m, true);
                }
                out.push('>');
            }
            TypeKind::Opaque(s) => {
                out.push('!');
                out.push_str(s);
            }
        }
    }

    /// `a, b, c`.
    pub fn type_list(&self, out: &mut String, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.ty(out, t);
        }
    }

    /// Function results: one non-function type bare, otherwise parenthesised.
    pub fn result_types(&self, out: &mut String, results: &[Type]) {
        let wrap = results.len() != 1
            || matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if wrap {
            out.push('(');
        }
        self.type_list(out, results);
        if wrap {
            out.push(')');
        }
    }

    /// Writes an attribute. `may_elide_type` elides the `: i64` of integers and the
    /// `: f64` of floats (inside arrays, memref memory spaces).
    pub fn attr(&self, out: &mut String, a: Attr, may_elide_type: bool) {
        // Lazy source locations take their interned identity: aliases are per attribute.
        let a = self.ctx.canonical(a);
        if self.markers {
            self.note_attr(a, may_elide_type);
        } else {
            match self.record_attr(a) {
                Some(true) => {
                    if !self.record_leaf(out, a, may_elide_type) {
                        self.attr_body(out, a, may_elide_type);
                    }
                    return;
                }
                Some(false) => return,
                None => {}
            }
        }
        if let Some(al) = self.aliases.and_then(|al| al.attrs.get(&a)) {
            out.push_str(al);
            return;
        }
        if self.markers && attr_alias_name(self.ctx.attr_kind(a)).is_some() {
            let mark = if may_elide_type {
                super::ahead::Mark::AttrOrTextElided
            } else {
                super::ahead::Mark::AttrOrText
            };
            super::ahead::push_marker(out, mark, a.0);
            return;
        }
        self.attr_body(out, a, may_elide_type);
    }

    /// In the recording pass, visits what [`AttrPrinter::attr_body`] would print inside a
    /// leaf attribute (only its type, and only when it is printed) without formatting
    /// its value; `false` for attributes with nested attributes, which are printed (and
    /// so visited) as usual.
    fn record_leaf(&self, out: &mut String, a: Attr, may_elide_type: bool) -> bool {
        let ctx = self.ctx;
        let printed_type = match ctx.attr_kind(a) {
            AttrKind::Integer { ty, .. } => match ctx.type_kind(*ty) {
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                } => None,
                TypeKind::Integer {
                    width: 64,
                    signedness: Signedness::Signless,
                } if may_elide_type => None,
                _ => Some(*ty),
            },
            AttrKind::Float { ty, .. } => match ctx.type_kind(*ty) {
                TypeKind::Float(crate::types::FloatKind::F64) if may_elide_type => None,
                TypeKind::Float(_) => Some(*ty),
                _ => None,
            },
            AttrKind::String { ty, .. } => *ty,
            AttrKind::DenseArray { elem, .. } => Some(*elem),
            AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } => Some(*ty),
            AttrKind::Unit
            | AttrKind::SymbolRef { .. }
            | AttrKind::AffineMap(_)
            | AttrKind::IntegerSet(_)
            | AttrKind::Strided { .. }
            | AttrKind::Opaque(_) => None,
            _ => return false,
        };
        if let Some(t) = printed_type {
            self.ty(out, t);
        }
        true
    }

    /// Writes an attribute without substituting its own alias.
    pub fn attr_body(&self, out: &mut String, a: Attr, may_elide_type: bool) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Unit => out.push_str("unit"),
            AttrKind::Integer { ty, value } => {
                if let TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                } = ctx.type_kind(*ty)
                {
                    out.push_str(if *value != 0 { "true" } else { "false" });
                    return;
                }
                push_int(out, *value);
                let is_i64 = matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                );
                if !(may_elide_type && is_i64) {
                    out.push_str(" : ");
                    self.ty(out, *ty);
                }
            }
            AttrKind::Float { ty, bits } => {
                let TypeKind::Float(k) = ctx.type_kind(*ty) else {
                    return;
                };
                float::write(out, *k, *bits);
                let is_f64 = matches!(k, crate::types::FloatKind::F64);
                if !(may_elide_type && is_f64) {
                    out.push_str(" : ");
                    self.ty(out, *ty);
                }
            }
            AttrKind::String { value, ty } => {
                write_escaped(out, value);
                if let Some(t) = ty {
                    out.push_str(" : ");
                    self.ty(out, *t);
                }
            }
            AttrKind::Type(t) => self.ty(out, *t),
            AttrKind::Array(elems) => {
                out.push('[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.attr(out, e, true);
                }
                out.push(']');
            }
            AttrKind::Dict(entries) => {
                out.push('{');
                self.named_attrs(out, entries);
                out.push('}');
            }
            AttrKind::SymbolRef { root, nested } => {
                write_symbol(out, ctx.str(*root));
                for n in nested {
                    out.push_str("::");
                    write_symbol(out, ctx.str(*n));
                }
            }
            AttrKind::DenseArray { elem, values } => {
                out.push_str("array<");
                self.ty(out, *elem);
                if !values.is_empty() {
                    out.push_str(": ");
                    for (i, &v) in values.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        self.scalar(out, *elem, v);
                    }
                }
                out.push('>');
            }
            AttrKind::DenseElements { ty, data } => {
                if self.elides(*ty, data) {
                    out.push_str("dense_resource<__elided__>");
                } else {
                    out.push_str("dense<");
                    self.dense_body(out, *ty, data, true);
                    out.push('>');
                }
                out.push_str(" : ");
                self.ty(out, *ty);
            }
            AttrKind::DenseResource { ty, handle } => {
                let _ = write!(out, "dense_resource<{handle}> : ");
                self.ty(out, *ty);
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => {
                let elided = [indices, values].iter().any(|part| {
                    matches!(ctx.attr_kind(**part),
                        AttrKind::DenseElements { ty, data } if self.elides(*ty, data))
                });
                if elided {
                    out.push_str("dense_resource<__elided__> : ");
                    self.ty(out, *ty);
                    return;
                }
                out.push_str("sparse<");
                // No indices: `sparse<>`, as MLIR prints it (its values are left out).
                let no_indices = match ctx.attr_kind(*indices) {
                    AttrKind::DenseElements { ty, .. } => {
                        matches!(ctx.type_kind(*ty), TypeKind::RankedTensor { shape, .. }
                            if shape.contains(&0))
                    }
                    _ => false,
                };
                let parts = if no_indices {
                    &[][..]
                } else {
                    &[indices, values][..]
                };
                // The indices never print as hex; the values may.
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    if let AttrKind::DenseElements { ty, data } = ctx.attr_kind(**part) {
                        self.dense_body(out, *ty, data, i > 0);
                    }
                }
                out.push_str("> : ");
                self.ty(out, *ty);
            }
            AttrKind::AffineMap(m) => {
                let _ = write!(out, "affine_map<{m}>");
            }
            AttrKind::IntegerSet(s) => {
                let _ = write!(out, "affine_set<{s}>");
            }
            AttrKind::Strided { offset, strides } => {
                out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    dim(out, s);
                }
                out.push(']');
                if *offset != 0 {
                    out.push_str(", offset: ");
                    dim(out, *offset);
                }
                out.push('>');
            }
            AttrKind::Distinct { id, referenced } => {
                let _ = write!(out, "distinct[{id}]<");
                self.attr(out, *referenced, false);
                out.push('>');
            }
            AttrKind::Opaque(s) => {
                out.push('#');
                out.push_str(s);
            }
            AttrKind::UnknownLoc
            | AttrKind::FileLineCol { .. }
            | AttrKind::FileLineColRange { .. }
            | AttrKind::NameLoc { .. }
            | AttrKind::CallSiteLoc { .. }
            | AttrKind::FusedLoc { .. } => {
                if self.pretty_locs {
                    return self.loc_inner(out, a);
                }
                out.push_str("loc(");
                self.loc_inner(out, a);
                out.push(')');
            }
        }
    }

    /// Writes the inside of `loc(...)` (or a location in the pretty form: MLIR's
    /// `printLocationInternal`).
    ///
    /// ```text
    /// loc(callsite("f" at "a.c":1:2))      // pretty: "f" at a.c:1:2
    /// loc(fused["a.c":1:1, unknown])       // pretty: [a.c:1:1, [unknown]]
    /// ```
    pub fn loc_inner(&self, out: &mut String, a: Attr) {
        let ctx = self.ctx;
        let pretty = self.pretty_locs;
        let file = |out: &mut String, f: crate::attrs::Sym| {
            if pretty {
                out.push_str(ctx.str(f));
            } else {
                write_escaped(out, ctx.str(f).as_bytes());
            }
        };
        match ctx.attr_kind(a) {
            AttrKind::UnknownLoc => out.push_str(if pretty { "[unknown]" } else { "unknown" }),
            AttrKind::FileLineCol { file: f, line, col } => {
                file(out, *f);
                let _ = write!(out, ":{line}:{col}");
            }
            AttrKind::FileLineColRange {
                file: f,
                line,
                col,
                end_line,
                end_col,
            } => {
                file(out, *f);
                let _ = write!(out, ":{line}:{col} to ");
                if end_line != line {
                    let _ = write!(out, "{end_line}");
                }
                let _ = write!(out, ":{end_col}");
            }
            AttrKind::NameLoc { name, child } => {
                write_escaped(out, ctx.str(*name).as_bytes());
                if let Some(c) = child
                    && !matches!(ctx.attr_kind(*c), AttrKind::UnknownLoc)
                {
                    out.push('(');
                    self.nested_loc(out, *c);
                    out.push(')');
                }
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                if !pretty {
                    out.push_str("callsite(");
                }
                self.nested_loc(out, *callee);
                // The pretty form starts a new line unless a name is called from a
                // file position.
                let inline = !pretty
                    || (matches!(ctx.attr_kind(*callee), AttrKind::NameLoc { .. })
                        && matches!(ctx.attr_kind(*caller), AttrKind::FileLineCol { .. }));
                out.push_str(if inline { " at " } else { "\n at " });
                self.nested_loc(out, *caller);
                if !pretty {
                    out.push(')');
                }
            }
            AttrKind::FusedLoc { locs, metadata } => {
                if !pretty {
                    out.push_str("fused");
                }
                if let Some(m) = metadata {
                    out.push('<');
                    self.attr(out, *m, false);
                    out.push('>');
                }
                out.push('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.nested_loc(out, l);
                }
                out.push(']');
            }
            _ => self.attr(out, a, false),
        }
    }

    fn nested_loc(&self, out: &mut String, l: Attr) {
        if self.markers {
            // Printing ahead: written in full, and so visited as written.
            if let Some(rec) = self.recorder
                && (self.ctx.attr_alias_depth(l) > 0 || rec.borrow().record_all)
            {
                self.record_attr(l);
            }
        } else {
            match self.record_attr(l) {
                Some(true) => return self.loc_inner(out, l),
                Some(false) => return,
                None => {}
            }
        }
        if let Some(al) = self.aliases.and_then(|al| al.attrs.get(&l)) {
            out.push_str(al);
        } else {
            self.loc_inner(out, l);
        }
    }

    /// `a = 1 : i64, b` (unit values print as the bare name).
    pub fn named_attrs(&self, out: &mut String, entries: &[(crate::attrs::Sym, Attr)]) {
        for (i, &(n, v)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let name = self.ctx.str(n);
            if is_bare_identifier(name) {
                out.push_str(name);
            } else {
                write_escaped(out, name.as_bytes());
            }
            if !matches!(self.ctx.attr_kind(v), AttrKind::Unit) {
                out.push_str(" = ");
                self.attr(out, v, false);
            }
        }
    }

    fn scalar(&self, out: &mut String, elem: Type, v: u128) {
        match self.ctx.type_kind(elem) {
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => out.push_str(if v & 1 != 0 { "true" } else { "false" }),
            TypeKind::Integer { width, signedness } => {
                let w = *width;
                let val = v as i128;
                let val = crate::attrs::normalize_int(val, w, *signedness);
                push_int(out, val);
            }
            TypeKind::Index => push_int(out, (v as i128 as i64).into()),
            TypeKind::Float(k) => float::write(out, *k, v),
            _ => {
                let _ = write!(out, "{v}");
            }
        }
    }

    /// One element of a dense attribute; a complex one as `(re,im)`, with no space
    /// (unlike the literal mlir-opt reads, `(re, im)`).
    fn element(&self, out: &mut String, elem: Type, vals: &[u128]) {
        if let TypeKind::Complex(inner) = self.ctx.type_kind(elem) {
            out.push('(');
            self.scalar(out, *inner, vals[0]);
            out.push(',');
            self.scalar(out, *inner, vals.get(1).copied().unwrap_or(0));
            out.push(')');
        } else {
            self.scalar(out, elem, vals[0]);
        }
    }

    fn dense_body(&self, out: &mut String, ty: Type, data: &DenseData, allow_hex: bool) {
        let (shape, elem) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
                (shape.as_slice(), *elem)
            }
            _ => return,
        };
        let slots = if matches!(self.ctx.type_kind(elem), TypeKind::Complex(_)) {
            2
        } else {
            1
        };
        match data {
            DenseData::Splat(v) => self.element(out, elem, v),
            DenseData::Strings(ss) => match ss.as_slice() {
                [] => {}
                [one] => write_escaped(out, one),
                _ => nested_strings(out, shape, ss, &mut 0),
            },
            DenseData::Elements(vals) => {
                let n = vals.len() / slots;
                if allow_hex && self.hex_above.is_some_and(|h| n as i64 > h) {
                    self.hex(out, elem, vals);
                    return;
                }
                if n == 0 {
                    return;
                }
                if shape.is_empty() {
                    self.element(out, elem, &vals[..slots]);
                    return;
                }
                self.nested(out, shape, elem, vals, slots);
            }
        }
    }

    /// `"0x..."`: the elements' storage as MLIR lays it out, little-endian, each value
    /// in the bytes its width needs (both parts of a complex one in turn), except `i1`,
    /// packed eight to a byte from the low bit.
    ///
    /// ```mlir
    /// dense<"0x0100000002000000"> : tensor<2xi32>      // [1, 2]
    /// dense<"0x05"> : tensor<3xi1>                      // [true, false, true]
    /// ```
    fn hex(&self, out: &mut String, elem: Type, vals: &[u128]) {
        let part = match self.ctx.type_kind(elem) {
            TypeKind::Complex(inner) => *inner,
            _ => elem,
        };
        let width = match self.ctx.type_kind(part) {
            TypeKind::Integer { width, .. } => *width as usize,
            TypeKind::Index => 64,
            TypeKind::Float(k) => k.width() as usize,
            _ => 8,
        };
        out.push_str("\"0x");
        if width == 1 && part == elem {
            for byte in vals.chunks(8) {
                let packed = byte
                    .iter()
                    .enumerate()
                    .fold(0u8, |acc, (i, &v)| acc | (((v & 1) as u8) << i));
                let _ = write!(out, "{packed:02X}");
            }
        } else {
            let bytes = width.div_ceil(8).max(1);
            // Values narrower than their bytes are stored zero-extended.
            let mask = if width >= 128 {
                u128::MAX
            } else {
                (1u128 << width) - 1
            };
            for &v in vals {
                let v = v & mask;
                for b in 0..bytes {
                    let _ = write!(out, "{:02X}", (v >> (8 * b)) as u8);
                }
            }
        }
        out.push('"');
    }

    fn nested(&self, out: &mut String, shape: &[i64], elem: Type, vals: &[u128], slots: usize) {
        // Row-major nesting of brackets.
        let mut idx = 0usize;
        self.nested_rec(out, shape, elem, vals, slots, &mut idx);
    }

    fn nested_rec(
        &self,
        out: &mut String,
        shape: &[i64],
        elem: Type,
        vals: &[u128],
        slots: usize,
        idx: &mut usize,
    ) {
        out.push('[');
        let n = shape[0].max(0) as usize;
        for i in 0..n {
            if i > 0 {
                out.push_str(", ");
            }
            if shape.len() == 1 {
                self.element(out, elem, &vals[*idx * slots..*idx * slots + slots]);
                *idx += 1;
            } else {
                self.nested_rec(out, &shape[1..], elem, vals, slots, idx);
            }
        }
        out.push(']');
    }
}

/// String elements in row-major nested brackets, as `shape` nests them (MLIR's
/// `printDenseStringElementsAttr`).
fn nested_strings(out: &mut String, shape: &[i64], ss: &[Vec<u8>], idx: &mut usize) {
    let Some((&n, inner)) = shape.split_first() else {
        if let Some(s) = ss.get(*idx) {
            write_escaped(out, s);
        }
        *idx += 1;
        return;
    };
    out.push('[');
    for i in 0..n.max(0) {
        if i > 0 {
            out.push_str(", ");
        }
        nested_strings(out, inner, ss, idx);
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::push_int;

    #[test]
    fn push_int_writes_like_display() {
        for v in (0..10_100).chain([99_999, 123_456_789]) {
            let mut s = String::from("x");
            push_int(&mut s, v);
            assert_eq!(s, format!("x{v}"));
        }
        for v in [
            0i128,
            7,
            -7,
            10,
            -10,
            4294967295,
            i64::MIN as i128,
            i128::MAX,
            i128::MIN,
        ] {
            let mut s = String::from("x");
            push_int(&mut s, v);
            assert_eq!(s, format!("x{v}"));
        }
    }
}
