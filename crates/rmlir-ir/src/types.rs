//! Builtin types (MLIR's `BuiltinTypes.td`): integers, index, every float kind, none,
//! complex, tuple, function, vector, ranked/unranked tensor and memref, and opaque
//! dialect types kept as text.
//!
//! A [`Type`] is a `u32` handle into the [`crate::Context`]'s type table; equal types have
//! equal handles, so comparison is O(1).

use crate::attrs::Attr;

/// An interned type. Compare by value: equal handles mean equal types.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

/// Signedness semantics of an integer type (`i8`, `si8`, `ui8`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// The floating-point kinds MLIR 22 has as builtin types.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    F6E2M3FN,
    F6E3M2FN,
    F4E2M1FN,
}

impl FloatKind {
    /// Every kind with its keyword, in keyword-lookup order.
    pub const ALL: [(FloatKind, &'static str); 18] = [
        (FloatKind::BF16, "bf16"),
        (FloatKind::F16, "f16"),
        (FloatKind::TF32, "tf32"),
        (FloatKind::F32, "f32"),
        (FloatKind::F64, "f64"),
        (FloatKind::F80, "f80"),
        (FloatKind::F128, "f128"),
        (FloatKind::F8E5M2, "f8E5M2"),
        (FloatKind::F8E4M3, "f8E4M3"),
        (FloatKind::F8E4M3FN, "f8E4M3FN"),
        (FloatKind::F8E5M2FNUZ, "f8E5M2FNUZ"),
        (FloatKind::F8E4M3FNUZ, "f8E4M3FNUZ"),
        (FloatKind::F8E4M3B11FNUZ, "f8E4M3B11FNUZ"),
        (FloatKind::F8E3M4, "f8E3M4"),
        (FloatKind::F8E8M0FNU, "f8E8M0FNU"),
        (FloatKind::F6E2M3FN, "f6E2M3FN"),
        (FloatKind::F6E3M2FN, "f6E3M2FN"),
        (FloatKind::F4E2M1FN, "f4E2M1FN"),
    ];

    /// The keyword the type is spelled with.
    pub fn keyword(self) -> &'static str {
        FloatKind::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map(|(_, s)| *s)
            .unwrap_or("f32")
    }

    /// Looks a keyword up.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL
            .iter()
            .find(|(_, k)| *k == s)
            .map(|(k, _)| *k)
    }

    /// Storage width in bits.
    pub fn width(self) -> u32 {
        use FloatKind::*;
        match self {
            BF16 | F16 => 16,
            TF32 => 19,
            F32 => 32,
            F64 => 64,
            F80 => 80,
            F128 => 128,
            F8E5M2 | F8E4M3 | F8E4M3FN | F8E5M2FNUZ | F8E4M3FNUZ | F8E4M3B11FNUZ | F8E3M4
            | F8E8M0FNU => 8,
            F6E2M3FN | F6E3M2FN => 6,
            F4E2M1FN => 4,
        }
    }
}

/// The dynamic-size sentinel MLIR uses for `?` in shapes, offsets and strides.
pub const DYNAMIC: i64 = i64::MIN;

/// What a type is. Stored once per distinct type in the context.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    None,
    Complex(Type),
    Tuple(Vec<Type>),
    Function {
        inputs: Vec<Type>,
        results: Vec<Type>,
    },
    Vector {
        shape: Vec<i64>,
        scalable: Vec<bool>,
        elem: Type,
    },
    RankedTensor {
        shape: Vec<i64>,
        elem: Type,
        encoding: Option<Attr>,
    },
    UnrankedTensor {
        elem: Type,
    },
    MemRef {
        shape: Vec<i64>,
        elem: Type,
        layout: Option<Attr>,
        memory_space: Option<Attr>,
    },
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attr>,
    },
    /// A type of a dialect rmlir does not model, kept as the text after `!`
    /// (`test.test_tensor<[2], f32>`, `foo<"x">`).
    Opaque(String),
}
