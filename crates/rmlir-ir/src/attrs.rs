//! Builtin attributes (MLIR's `BuiltinAttributes.td` and `BuiltinLocationAttributes.td`):
//! unit, integer, float (bit-exact), string, type, array, dictionary, symbol references,
//! dense arrays, dense and sparse elements, dense resources, affine maps, integer sets,
//! strided layouts, locations, and opaque dialect attributes kept as text.
//!
//! An [`Attr`] is a `u32` handle into the [`crate::Context`]'s attribute table.

use crate::types::Type;
use rmlir_affine::{AffineMap, IntegerSet};

/// An interned attribute. Equal handles mean equal attributes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Attr(pub(crate) u32);

/// An interned string (op names, attribute names, symbol names).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Sym(pub(crate) u32);

/// A named attribute, as stored in attribute dictionaries (sorted by name).
pub type NamedAttr = (Sym, Attr);

/// The elements of a `dense<...>` attribute. Integers are stored truncated to their bit
/// width, floats as their bit pattern; complex elements take two slots (real, imag).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseData {
    /// Every element equals this one (`dense<1.0> : tensor<4xf32>`).
    Splat(Vec<u128>),
    /// All elements in row-major order.
    Elements(Vec<u128>),
    /// String elements (`dense<["a", "b"]>`).
    Strings(Vec<Vec<u8>>),
}

/// What an attribute is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    Unit,
    /// `IntegerAttr`; `i1` values print as `true`/`false`. The value is sign-extended
    /// from the type's width (index: 64 bits), except a signless `i1`, which holds 0 or
    /// 1 (see `Context::int_attr`).
    Integer {
        ty: Type,
        value: i128,
    },
    /// `FloatAttr`: the value's bit pattern in the type's semantics.
    Float {
        ty: Type,
        bits: u128,
    },
    String {
        value: Vec<u8>,
        ty: Option<Type>,
    },
    Type(Type),
    Array(Vec<Attr>),
    /// Sorted by name, names unique.
    Dict(Vec<NamedAttr>),
    SymbolRef {
        root: Sym,
        nested: Vec<Sym>,
    },
    /// `array<i32: 1, 2>`; integer values sign-extended, float values as bits.
    DenseArray {
        elem: Type,
        values: Vec<u128>,
    },
    DenseElements {
        ty: Type,
        data: DenseData,
    },
    /// `dense_resource<name> : type`.
    DenseResource {
        ty: Type,
        handle: String,
    },
    /// `sparse<indices, values> : type` (indices and values are dense attributes).
    Sparse {
        ty: Type,
        indices: Attr,
        values: Attr,
    },
    AffineMap(AffineMap),
    IntegerSet(IntegerSet),
    /// `strided<[s0, s1], offset: o>`; `DYNAMIC` for `?`.
    Strided {
        offset: i64,
        strides: Vec<i64>,
    },
    /// `distinct[N]<attr>`.
    Distinct {
        id: u64,
        referenced: Attr,
    },
    /// A dialect attribute rmlir does not model, kept as the text after `#`.
    Opaque(String),
    // ---- locations ----
    UnknownLoc,
    FileLineCol {
        file: Sym,
        line: u32,
        col: u32,
    },
    /// `loc("file":line:col to end_line:end_col)`, a range that is not a single
    /// position (MLIR's `FileLineColRange`; a single position is `FileLineCol`).
    FileLineColRange {
        file: Sym,
        line: u32,
        col: u32,
        end_line: u32,
        end_col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    NameLoc {
        name: Sym,
        child: Option<Attr>,
    },
    CallSiteLoc {
        callee: Attr,
        caller: Attr,
    },
    FusedLoc {
        locs: Vec<Attr>,
        metadata: Option<Attr>,
    },
}

impl AttrKind {
    /// Whether this is a location attribute.
    pub fn is_location(&self) -> bool {
        matches!(
            self,
            AttrKind::UnknownLoc
                | AttrKind::FileLineCol { .. }
                | AttrKind::FileLineColRange { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
        )
    }
}

/// Wraps a value to `width` bits: sign-extended for signless/signed types, zero-extended
/// for unsigned ones.
pub fn normalize_int(v: i128, width: u32, sign: crate::types::Signedness) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let mask = (1i128 << width) - 1;
    let u = v & mask;
    if sign == crate::types::Signedness::Unsigned {
        u
    } else if (u >> (width - 1)) & 1 == 1 {
        u - (1i128 << width)
    } else {
        u
    }
}
