//! The `arith` enum attributes: `#arith.fastmath<...>` and `#arith.overflow<...>` bit
//! flags (kept as dialect attribute text, normalised the way MLIR prints them), the
//! `roundingmode` and comparison predicate enums (stored as plain integers), and the
//! `fastmath<...>` / `overflow<...>` / rounding-mode pieces of the custom forms. `math`
//! reuses the fast-math flags.

use rmlir_ir::enum_attr::{EnumSpec, TextErrors, keywords_start, read_keywords};
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::OpParser;
use rmlir_ir::{Attr, AttrKind, Context, PResult};

/// A bit-enum attribute kind: its attribute mnemonic, C++ enum name (for diagnostics),
/// separator when printed, flag names with their bits, and a name for all bits.
pub(crate) struct BitEnum {
    mnemonic: &'static str,
    /// The C++ enum and ODS attribute names and the keywords, for diagnostics.
    spec: EnumSpec,
    sep: &'static str,
    flags: &'static [(&'static str, u32)],
    all: Option<&'static str>,
}

/// `#arith.fastmath<...>` (`FastMathFlags`).
pub(crate) static FASTMATH: BitEnum = BitEnum {
    mnemonic: "arith.fastmath",
    spec: EnumSpec {
        cpp_name: "::mlir::arith::FastMathFlags",
        attr_def: "Arith_FastMathAttr",
        param: "value",
        cases: &[
            "none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast",
        ],
    },
    sep: ",",
    flags: &[
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
    ],
    all: Some("fast"),
};

/// `#arith.overflow<...>` (`IntegerOverflowFlags`).
pub(crate) static OVERFLOW: BitEnum = BitEnum {
    mnemonic: "arith.overflow",
    spec: EnumSpec {
        cpp_name: "::mlir::arith::IntegerOverflowFlags",
        attr_def: "Arith_IntegerOverflowAttr",
        param: "value",
        cases: &["none", "nsw", "nuw"],
    },
    sep: ", ",
    flags: &[("nsw", 1), ("nuw", 2)],
    all: None,
};

impl BitEnum {
    fn all_bits(&self) -> u32 {
        self.flags.iter().fold(0, |a, (_, b)| a | b)
    }

    /// The attribute for a set of bits, as MLIR prints it (`#arith.fastmath<nnan,ninf>`).
    pub(crate) fn attr(&self, ctx: &Context, bits: u32) -> Attr {
        // The parser asks for the default (no flags) on nearly every arith op: the
        // handles are cached per thread rather than formatted and interned each time.
        thread_local! {
            static CACHE: std::cell::RefCell<rustc_hash::FxHashMap<(u64, usize, u32), Attr>> =
                std::cell::RefCell::default();
        }
        let key = (ctx.id(), self.mnemonic.as_ptr() as usize, bits);
        if let Some(a) = CACHE.with(|c| c.borrow().get(&key).copied()) {
            return a;
        }
        let text = format!("{}<{}>", self.mnemonic, self.keywords(bits));
        let a = ctx.attr(AttrKind::Opaque(text));
        CACHE.with(|c| c.borrow_mut().insert(key, a));
        a
    }

    /// The keyword list of a set of bits: `none`, the all-bits name, or the flags in
    /// declaration order.
    pub(crate) fn keywords(&self, bits: u32) -> String {
        let mut out = String::new();
        self.write_keywords(&mut out, bits);
        out
    }

    /// [`BitEnum::keywords`] appended to `out`.
    pub(crate) fn write_keywords(&self, out: &mut String, bits: u32) {
        if bits == 0 {
            out.push_str("none");
            return;
        }
        if let Some(all) = self.all
            && bits & self.all_bits() == self.all_bits()
        {
            out.push_str(all);
            return;
        }
        let mut first = true;
        for (name, _) in self.flags.iter().filter(|(_, b)| bits & b != 0) {
            if !first {
                out.push_str(self.sep);
            }
            first = false;
            out.push_str(name);
        }
    }

    fn bit_of(&self, kw: &str) -> Option<u32> {
        match kw {
            "none" => Some(0),
            _ if self.all == Some(kw) => Some(self.all_bits()),
            _ => self.flags.iter().find(|(n, _)| *n == kw).map(|(_, b)| *b),
        }
    }

    /// The bits of an attribute of this kind (whatever its spelling), `None` if it is
    /// another attribute.
    pub(crate) fn bits(&self, ctx: &Context, a: Attr) -> Option<u32> {
        // Nearly every op carries the default (no flags): its handle is cached.
        if a == self.attr(ctx, 0) {
            return Some(0);
        }
        let AttrKind::Opaque(text) = ctx.attr_kind(a) else {
            return None;
        };
        let body = text
            .strip_prefix(self.mnemonic)?
            .strip_prefix('<')?
            .strip_suffix('>')?;
        let mut bits = 0;
        for kw in body.split(',') {
            let kw = kw.trim().trim_matches('"');
            bits |= self.bit_of(kw)?;
        }
        Some(bits)
    }

    /// Reads an attribute of this kind as written after its `#` (`arith.fastmath<nnan,
    /// ninf>`): its text as MLIR prints it, or MLIR's errors at their offsets in `full`
    /// (see [`read_keywords`]). `None` when `full` is another attribute.
    ///
    /// ```mlir
    /// #arith.fastmath< ninf , nnan >   // kept as #arith.fastmath<nnan,ninf>
    /// #arith.overflow<nsw, bogus>      // error: expected ::mlir::arith::IntegerOverflowFlags
    ///                                  //        to be one of: none, nsw, nuw
    /// ```
    pub(crate) fn read_text(&self, full: &str) -> Option<Result<String, TextErrors>> {
        let start = match keywords_start(full, self.mnemonic)? {
            Ok(start) => start,
            Err(e) => return Some(Err(e)),
        };
        let read = read_keywords(full, start, true, &self.spec, |k| self.bit_of(k));
        Some(read.map(|bits| {
            let bits = bits.into_iter().fold(0, |a, b| a | b);
            format!("{}<{}>", self.mnemonic, self.keywords(bits))
        }))
    }

    /// Parses `<flag, flag>` after the keyword of a custom form.
    ///
    /// ```mlir
    /// %0 = arith.addf %a, %b fastmath<nnan,ninf> : f32
    /// ```
    pub(crate) fn parse_body(&self, p: &mut OpParser<'_, '_, '_>) -> PResult<u32> {
        p.p.expect(Tok::Less, "'<'")?;
        // A keyword naming no flag is reported at the first one, as MLIR does.
        let first = p.p.pos();
        let mut bits = 0;
        loop {
            let kw = match p.p.kind() {
                Tok::BareIdent => p.p.text(),
                Tok::String => {
                    let t = p.p.text();
                    &t[1..t.len() - 1]
                }
                _ => {
                    let msg = format!(
                        "custom op '{}' expected valid keyword or string",
                        p.def.name
                    );
                    return Err(p.p.error_here(&msg));
                }
            };
            let Some(b) = self.bit_of(kw) else {
                let msg = format!("custom op '{}' {}", p.def.name, self.spec.one_of_message());
                p.p.error_at(first, &msg);
                p.p.bump();
                let msg = format!("custom op '{}' {}", p.def.name, self.spec.failed_message());
                return Err(p.p.error_here(&msg));
            };
            bits |= b;
            p.p.bump();
            if !p.p.eat(Tok::Comma) {
                break;
            }
        }
        p.p.expect(Tok::Greater, "'>'")?;
        Ok(bits)
    }
}

/// `arith.truncf` rounding modes (`RoundingMode`, an `i32` enum), by value.
pub(crate) const ROUNDING_MODES: &[&str] = &[
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// `arith.cmpi` predicates (`CmpIPredicate`, an `i64` enum), by value.
pub(crate) const CMPI_PREDICATES: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// `arith.cmpf` predicates (`CmpFPredicate`, an `i64` enum), by value.
pub(crate) const CMPF_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// The integer value of an enum attribute stored as an integer (`predicate = 2 : i64`).
pub(crate) fn enum_value(ctx: &Context, a: Attr) -> Option<i128> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The keyword of an integer enum value, if in range.
pub(crate) fn enum_keyword(names: &[&'static str], v: i128) -> Option<&'static str> {
    usize::try_from(v).ok().and_then(|i| names.get(i).copied())
}

/// Parses an integer-enum keyword (or string) from `names`, returning its value.
///
/// ```mlir
/// %0 = arith.cmpi slt, %a, %b : i32
/// ```
pub(crate) fn parse_enum_keyword(
    p: &mut OpParser<'_, '_, '_>,
    names: &[&str],
    attr_name: &str,
) -> PResult<i128> {
    let kw = match p.p.kind() {
        Tok::BareIdent => Some(p.p.text().to_string()),
        Tok::String => {
            let t = p.p.text();
            Some(t[1..t.len() - 1].to_string())
        }
        _ => None,
    };
    match kw.and_then(|kw| names.iter().position(|n| *n == kw)) {
        Some(i) => {
            p.p.bump();
            Ok(i as i128)
        }
        None => {
            let msg = format!(
                "custom op '{}' expected string or keyword containing one of the following enum values for attribute '{attr_name}' [{}]",
                p.def.name,
                names.join(", ")
            );
            let at = p.p.pos();
            Err(p.p.error_at(at, &msg))
        }
    }
}

/// The `arith` dialect's attribute hook: reads `#arith.fastmath<...>` and
/// `#arith.overflow<...>` (see [`BitEnum::read_text`]).
pub(crate) fn read_attr_text(full: &str) -> Result<Option<String>, TextErrors> {
    [&FASTMATH, &OVERFLOW]
        .into_iter()
        .find_map(|e| e.read_text(full))
        .transpose()
}
