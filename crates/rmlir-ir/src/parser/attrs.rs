//! Attribute parsing (MLIR's `AttributeParser.cpp` and `LocationParser.cpp`): builtin
//! attributes, dense/sparse element literals, dense arrays, affine maps and sets, strided
//! layouts, locations, aliases and dialect attributes kept as text.

use super::Parser;
use crate::attrs::{Attr, AttrKind, DenseData, normalize_int};
use crate::diag::{Diagnostic, PResult, Reported};
use crate::float;
use crate::lexer::{Tok, unescape};
use crate::types::{DYNAMIC, Signedness, Type, TypeKind};
use std::borrow::Cow;

/// A literal inside `dense<...>`, before the element type is known.
#[derive(Clone, Debug)]
enum Lit<'s> {
    /// Digits as written (the sign apart).
    Int {
        neg: bool,
        text: &'s str,
        at: u32,
    },
    /// The literal as written, sign included.
    Float {
        text: Cow<'s, str>,
        at: u32,
    },
    Bool(bool),
    /// The string's bytes, and where it is.
    Str(Vec<u8>, u32),
    Complex(Box<Lit<'s>>, Box<Lit<'s>>),
    List(Vec<Lit<'s>>, u32),
}

const ATTR_KEYWORDS: &[&str] = &[
    "true",
    "false",
    "unit",
    "dense",
    "dense_resource",
    "sparse",
    "array",
    "affine_map",
    "affine_set",
    "strided",
    "loc",
    "distinct",
];

/// How an integer literal out of its type's range is reported.
#[derive(Clone, Copy)]
enum OutOfRange {
    /// At the literal.
    At(&'static str),
    /// At the token after it.
    After(&'static str),
}

/// An integer attribute (`300 : i8`).
const OUT_OF_RANGE_ATTR: OutOfRange = OutOfRange::At("integer constant out of range for attribute");
/// An element of `dense<...>`.
const OUT_OF_RANGE_ELEMENT: OutOfRange = OutOfRange::At("integer constant out of range for type");
/// An element of `array<...>`.
const OUT_OF_RANGE_ARRAY: OutOfRange = OutOfRange::After("integer constant out of range");

impl<'s> Parser<'s, '_> {
    /// Parses an attribute value. With `expected_ty`, integer and float literals take
    /// that type instead of a `: type` suffix (MLIR's `parseAttribute(attr, type)`).
    pub fn parse_attribute(&mut self, expected_ty: Option<Type>) -> PResult<Attr> {
        let at = self.pos();
        match self.kind() {
            Tok::Integer | Tok::Float | Tok::Minus => self.parse_number_attr(expected_ty),
            Tok::String => {
                let raw = self.text();
                let value = unescape(&raw.as_bytes()[1..raw.len() - 1]);
                self.bump();
                let mut ty = None;
                if self.eat(Tok::Colon) {
                    ty = Some(self.parse_type()?);
                }
                Ok(self.ctx.attr(AttrKind::String { value, ty }))
            }
            Tok::LSquare => {
                self.bump();
                let mut elems = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        elems.push(self.parse_attribute(None)?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "']' to close an array attribute")?;
                }
                Ok(self.ctx.attr(AttrKind::Array(elems)))
            }
            Tok::LBrace => {
                let entries = self.parse_attr_dict_entries()?;
                Ok(self.ctx.dict_attr(entries))
            }
            Tok::AtIdent => self.parse_symbol_ref(),
            Tok::HashIdent => self.parse_extended_attr(),
            Tok::BareIdent => {
                let t = self.text();
                if !ATTR_KEYWORDS.contains(&t) {
                    if !is_type_keyword(t) {
                        return Err(self.error_here("expected attribute value"));
                    }
                    let ty = self.parse_type()?;
                    return Ok(self.ctx.type_attr(ty));
                }
                match t {
                    "true" | "false" => {
                        let v = t == "true";
                        self.bump();
                        let i1 = self.ctx.int_type(1);
                        Ok(self.ctx.int_attr(i1, v as i128))
                    }
                    "unit" => {
                        self.bump();
                        Ok(self.ctx.unit_attr())
                    }
                    "dense" => self.parse_dense(),
                    "dense_resource" => self.parse_dense_resource(),
                    "sparse" => self.parse_sparse(),
                    "array" => self.parse_dense_array(),
                    "affine_map" | "affine_set" => self.parse_affine(),
                    "strided" => self.parse_strided(),
                    "loc" => {
                        self.bump();
                        self.expect(Tok::LParen, "'(' in inline location")?;
                        let l = self.parse_loc_inner()?;
                        self.expect(Tok::RParen, "')' in inline location")?;
                        Ok(l)
                    }
                    _ => Err(self.error_at(
                        at,
                        &format!("'{t}' attributes are not supported yet by rmlir"),
                    )),
                }
            }
            Tok::ExclaimIdent | Tok::LParen => {
                let ty = self.parse_type()?;
                Ok(self.ctx.type_attr(ty))
            }
            _ => Err(self.error_here("expected attribute value")),
        }
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attr> {
        let root = self.symbol_name();
        let root = self.ctx.sym(&root);
        self.bump();
        let mut nested = Vec::new();
        while self.kind() == Tok::Colon && self.lex.src.get(self.tok.end as usize) == Some(&b':') {
            self.bump();
            self.bump();
            if self.kind() != Tok::AtIdent {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            let n = self.symbol_name();
            nested.push(self.ctx.sym(&n));
            self.bump();
        }
        Ok(self.ctx.attr(AttrKind::SymbolRef { root, nested }))
    }

    /// The name of the current `@` token, unquoted.
    pub fn symbol_name(&self) -> String {
        let t = &self.text()[1..];
        if let Some(q) = t.strip_prefix('"') {
            String::from_utf8_lossy(&unescape(&q.as_bytes()[..q.len() - 1])).into_owned()
        } else {
            t.to_string()
        }
    }

    fn parse_extended_attr(&mut self) -> PResult<Attr> {
        let at = self.pos();
        let name = self.text()[1..].to_string();
        let tok_end = self.tok.end as usize;
        let has_body = self.lex.src.get(tok_end) == Some(&b'<');
        if !name.contains('.') && !has_body {
            let Some(a) = self.attr_alias(&name, at) else {
                // After the name, as MLIR's `emitWrongTokenError`.
                self.bump();
                return Err(self.error_here(&format!("undefined symbol alias id '{name}'")));
            };
            self.bump();
            return Ok(a);
        }
        let mut full = name;
        if has_body {
            self.lex.pos = tok_end;
            match self.lex.scan_pretty_body() {
                Ok((s, e)) => full.push_str(&self.src[s..e]),
                Err((off, m)) => return Err(self.error_at(off, &m)),
            }
        }
        if let Some((mnemonic, parse)) = self.attr_parse_hook(&full) {
            // Read again token by token from the mnemonic on.
            self.lex.pos = tok_end;
            self.bump();
            let (dialect, _, _) = split_dialect_text(&full);
            let mnemonic_at = at + dialect.len() as u32 + 2;
            let text = parse(self, &mnemonic, mnemonic_at)?;
            // MLIR hands a type written after the attribute (`: i32`) to the dialect's
            // parser, and the attributes read this way take none: it is dropped.
            if self.eat(Tok::Colon) {
                self.parse_type()?;
            }
            self.ctx.note_verbatim_text(&text);
            return Ok(self.ctx.attr(AttrKind::Opaque(text)));
        }
        if let Some(read) = self.check_dialect_hook(&full, at, false)? {
            full = read;
        }
        self.bump();
        self.ctx.note_verbatim_text(&full);
        let a = self.ctx.attr(AttrKind::Opaque(full));
        // A typed dialect attribute: `#foo.bar : i32` is not modelled; the type is kept
        // apart only for the builtin kinds.
        Ok(a)
    }

    /// The bits of a float written as an integer literal, which only a hexadecimal
    /// literal of the float's width may be (MLIR's `buildAttributeAPFloat` rules):
    ///
    /// ```mlir
    /// 0x3F800000 : f32          // 1.0
    /// 1 : f32                   // error: unexpected decimal integer literal for a
    ///                           //        floating point value (+ a note)
    /// dense<0x1FFFFFFFF> : tensor<2xf32>  // error: hexadecimal float constant out of
    ///                                     //        range for type
    /// ```
    fn float_bits_of_int_literal(
        &mut self,
        fk: crate::types::FloatKind,
        neg: bool,
        text: &str,
        at: u32,
    ) -> PResult<u128> {
        if !text.starts_with("0x") {
            let loc = Some(self.file_loc(at));
            let d = Diagnostic::error(
                loc.clone(),
                "unexpected decimal integer literal for a floating point value",
            )
            .with_note(loc, "add a trailing dot to make the literal a float");
            return Err(self.diags.emit(d));
        }
        let Some(bits) = parse_uint(text) else {
            return Err(self.error_at(at, "hexadecimal float constant out of range for type"));
        };
        if neg {
            return Err(self.error_at(
                at,
                "hexadecimal float literal should not have a leading minus",
            ));
        }
        if fk.width() < 128 && bits >> fk.width() != 0 {
            return Err(self.error_at(at, "hexadecimal float constant out of range for type"));
        }
        Ok(bits)
    }

    fn parse_number_attr(&mut self, expected_ty: Option<Type>) -> PResult<Attr> {
        let neg = self.eat(Tok::Minus);
        let at = self.pos();
        let kind = self.kind();
        if kind != Tok::Integer && kind != Tok::Float {
            return Err(self.error_here("expected constant integer or floating point value"));
        }
        let text = self.text();
        self.bump();
        let ty = if expected_ty.is_some() {
            expected_ty
        } else if self.eat(Tok::Colon) {
            Some(self.parse_type()?)
        } else {
            None
        };
        if kind == Tok::Float {
            let ty = match ty {
                Some(t) => t,
                None => self.ctx.float_type(crate::types::FloatKind::F64),
            };
            let TypeKind::Float(fk) = *self.ctx.type_kind(ty) else {
                return Err(self.error_at(at, "floating point value not valid for specified type"));
            };
            // The literal with its sign: as written when the `-` touches it.
            let signed = match (neg, at.checked_sub(1)) {
                (false, _) => Cow::Borrowed(text),
                (true, Some(m)) if self.src.as_bytes()[m as usize] == b'-' => {
                    Cow::Borrowed(&self.src[m as usize..at as usize + text.len()])
                }
                (true, _) => Cow::Owned(format!("-{text}")),
            };
            let Some(bits) = float::parse_decimal(fk, &signed) else {
                return Err(self.error_at(
                    at,
                    &format!(
                        "floating point values of type '{}' are not supported yet by rmlir",
                        fk.keyword()
                    ),
                ));
            };
            return Ok(self.ctx.attr(AttrKind::Float { ty, bits }));
        }
        let ty = match ty {
            Some(t) => t,
            None => self.ctx.int_type(64),
        };
        if let TypeKind::Float(fk) = *self.ctx.type_kind(ty) {
            let bits = self.float_bits_of_int_literal(fk, neg, text, at)?;
            return Ok(self.ctx.attr(AttrKind::Float { ty, bits }));
        }
        let value = self.int_value(ty, neg, text, at, OUT_OF_RANGE_ATTR)?;
        Ok(self.ctx.int_attr(ty, value))
    }

    /// Checks an integer literal against a type and returns its stored value; a value
    /// out of range is reported with `out_of_range` (where it is reported).
    fn int_value(
        &mut self,
        ty: Type,
        neg: bool,
        text: &str,
        at: u32,
        out_of_range: OutOfRange,
    ) -> PResult<i128> {
        let (range_at, range_msg) = match out_of_range {
            OutOfRange::At(msg) => (at, msg),
            OutOfRange::After(msg) => (self.pos(), msg),
        };
        let (width, sign) = match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            // Index literals must fit a signed 64-bit value.
            TypeKind::Index => (64, Signedness::Signed),
            _ => return Err(self.error_at(at, "integer literal not valid for specified type")),
        };
        let Some(mag) = parse_uint(text) else {
            return Err(self.error_at(range_at, range_msg));
        };
        if width > 128 {
            return Err(self.error_at(
                at,
                "integer attributes wider than 128 bits are not supported yet by rmlir",
            ));
        }
        if sign == Signedness::Unsigned && neg {
            return Err(self.error_at(
                at,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        // Magnitudes are checked as 128-bit unsigned values: every width fits.
        let ok = if neg {
            width > 0 && mag <= 1u128 << (width - 1)
        } else if sign == Signedness::Signed {
            width > 0 && mag < 1u128 << (width - 1)
        } else {
            width == 128 || mag < 1u128 << width
        };
        if !ok || (mag != 0 && width == 0) {
            return Err(self.error_at(range_at, range_msg));
        }
        // Values are stored as 128-bit two's complement, which an unsigned 128-bit value
        // of 2^127 or more does not survive (it would print negative).
        if sign == Signedness::Unsigned && width == 128 && mag >> 127 != 0 {
            return Err(self.error_at(
                at,
                "unsigned 128-bit integer attributes of 2^127 or more are not supported yet by rmlir",
            ));
        }
        let mag = mag as i128;
        let v = if neg { mag.wrapping_neg() } else { mag };
        Ok(normalize_int(v, width, sign))
    }

    fn parse_dense(&mut self) -> PResult<Attr> {
        // MLIR reports a literal that does not fit the type at the `dense` keyword.
        let kw_at = self.pos();
        self.bump();
        self.expect(Tok::Less, "'<' after 'dense'")?;
        let lit_at = self.pos();
        let lit = if self.kind() == Tok::Greater {
            None
        } else {
            Some(self.parse_literal()?)
        };
        self.expect(Tok::Greater, "'>'")?;
        self.expect(Tok::Colon, "':'")?;
        let ty_at = self.pos();
        let ty = self.parse_type()?;
        let (shape, elem) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
                (shape.clone(), *elem)
            }
            _ => {
                return Err(self.error_at(ty_at, "elements literal must be a shaped type"));
            }
        };
        if shape.contains(&DYNAMIC) {
            return Err(self.error_at(ty_at, "elements literal type must have static shape"));
        }
        let count: i64 = shape.iter().product();
        let data = match lit {
            None => {
                if count != 0 {
                    let msg = format!(
                        "parsed zero elements, but type ('{}') expected at least 1",
                        crate::printer::type_to_string(self.ctx, ty)
                    );
                    return Err(self.error_at(kw_at, &msg));
                }
                DenseData::Elements(Vec::new())
            }
            // Elements of any other type are strings (MLIR's `DenseStringElementsAttr`):
            // a lone string is a splat, whatever it holds.
            Some(Lit::Str(s, _)) if self.is_string_elem(elem) => DenseData::Strings(vec![s]),
            Some(Lit::Str(s, _)) => self.dense_from_hex(&s, ty, count, (lit_at, kw_at))?,
            Some(lit) if self.is_string_elem(elem) => {
                self.check_list_shape(&lit, &shape, kw_at)?;
                let mut strings = Vec::new();
                self.flatten_strings(&lit, kw_at, &mut strings)?;
                // Equal strings are stored (and printed) once, as a splat.
                if strings.len() > 1 && strings.iter().all(|x| *x == strings[0]) {
                    strings.truncate(1);
                }
                DenseData::Strings(strings)
            }
            Some(lit) => {
                let splat = !matches!(lit, Lit::List(..));
                if splat {
                    let mut vals = Vec::new();
                    self.flatten_lit(&lit, elem, &mut vals)?;
                    DenseData::Splat(vals)
                } else {
                    self.check_list_shape(&lit, &shape, kw_at)?;
                    let mut vals = Vec::new();
                    self.flatten_lit(&lit, elem, &mut vals)?;
                    canonical_dense(vals, self.elem_slots(elem))
                }
            }
        };
        Ok(self.ctx.attr(AttrKind::DenseElements { ty, data }))
    }

    /// Checks that a list literal nests as `shape` (a single element fits any shape);
    /// MLIR's error at `at`, the `dense` keyword, otherwise.
    fn check_list_shape(&mut self, lit: &Lit, shape: &[i64], at: u32) -> PResult<()> {
        if !matches!(lit, Lit::List(..)) {
            return Ok(());
        }
        let mut inferred = Vec::new();
        self.lit_shape(lit, 0, &mut inferred)?;
        if inferred != shape {
            return Err(self.shape_mismatch(at, &inferred, shape));
        }
        Ok(())
    }

    /// MLIR's error for a list literal whose nesting is not the type's shape.
    fn shape_mismatch(&mut self, at: u32, inferred: &[i64], shape: &[i64]) -> Reported {
        let f = |v: &[i64]| {
            v.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        self.error_at(
            at,
            &format!(
                "inferred shape of elements literal ([{}]) does not match type ([{}])",
                f(inferred),
                f(shape)
            ),
        )
    }

    /// The strings of a literal of string elements in row-major order; anything else
    /// in it is MLIR's `expected string token` error (at `at`, the type).
    fn flatten_strings(&mut self, lit: &Lit, at: u32, out: &mut Vec<Vec<u8>>) -> PResult<()> {
        let got = match lit {
            Lit::Str(v, _) => {
                out.push(v.clone());
                return Ok(());
            }
            Lit::List(items, _) => {
                for it in items {
                    self.flatten_strings(it, at, out)?;
                }
                return Ok(());
            }
            // (MLIR reports the first token of the element, without its sign.)
            Lit::Int { text, .. } => text.to_string(),
            Lit::Float { text, .. } => text.trim_start_matches('-').to_string(),
            Lit::Bool(b) => b.to_string(),
            Lit::Complex(re, _) => {
                return self
                    .flatten_strings(re, at, out)
                    .and_then(|()| Err(self.error_at(at, "expected string token, got (")));
            }
        };
        Err(self.error_at(at, &format!("expected string token, got {got}")))
    }

    fn is_string_elem(&self, elem: Type) -> bool {
        !matches!(
            self.ctx.type_kind(elem),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        )
    }

    fn elem_slots(&self, elem: Type) -> usize {
        if matches!(self.ctx.type_kind(elem), TypeKind::Complex(_)) {
            2
        } else {
            1
        }
    }

    /// The elements of numeric type `ty` (`count` of them) from a `"0x..."` string:
    /// errors at the string (`at.0`) for what is not hex, at the `dense` keyword
    /// (`at.1`) for a size that fits neither all elements nor one.
    fn dense_from_hex(
        &mut self,
        s: &[u8],
        ty: Type,
        count: i64,
        at: (u32, u32),
    ) -> PResult<DenseData> {
        let elem = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { elem, .. } | TypeKind::Vector { elem, .. } => *elem,
            _ => ty,
        };
        let hex = s.strip_prefix(b"0x").unwrap_or_default();
        if !s.starts_with(b"0x")
            || !hex.len().is_multiple_of(2)
            || !hex.iter().all(|c| c.is_ascii_hexdigit())
        {
            return Err(self.error_at(
                at.0,
                "expected string containing hex digits starting with `0x`",
            ));
        }
        let bytes: Vec<u8> = hex
            .chunks(2)
            .map(|c| u8::from_str_radix(std::str::from_utf8(c).unwrap_or("00"), 16).unwrap_or(0))
            .collect();
        let (part, slots) = match self.ctx.type_kind(elem) {
            TypeKind::Complex(inner) => (*inner, 2),
            _ => (elem, 1),
        };
        let width = match self.ctx.type_kind(part) {
            TypeKind::Integer { width, .. } => *width as usize,
            TypeKind::Index => 64,
            TypeKind::Float(k) => k.width() as usize,
            _ => {
                return Err(self.error_at(
                    at.0,
                    "hex dense elements of this element type are not supported yet by rmlir",
                ));
            }
        };
        let invalid = |p: &mut Self| {
            let msg = format!(
                "elements hex data size is invalid for provided type: '{}'",
                crate::printer::type_to_string(p.ctx, ty)
            );
            Err(p.error_at(at.1, &msg))
        };
        if width == 1 && slots == 1 {
            // `i1` is packed eight to a byte; one byte of all zeros or all ones is a
            // splat (MLIR's `DenseElementsAttr::isValidRawBuffer`).
            if let [b @ (0 | 0xFF)] = bytes[..] {
                return Ok(DenseData::Splat(vec![u128::from(b & 1)]));
            }
            if bytes.len() as i64 * 8 != (count + 7) / 8 * 8 {
                return invalid(self);
            }
            if count == 1 {
                return Ok(DenseData::Splat(vec![u128::from(bytes[0] & 1)]));
            }
            let vals = (0..count as usize)
                .map(|i| u128::from((bytes[i / 8] >> (i % 8)) & 1))
                .collect();
            return Ok(canonical_dense(vals, 1));
        }
        let bytes_per = width.div_ceil(8).max(1);
        let n = bytes.len() / (bytes_per * slots);
        if !bytes.len().is_multiple_of(bytes_per * slots) || (n as i64 != count && n != 1) {
            return invalid(self);
        }
        let vals: Vec<u128> = bytes
            .chunks(bytes_per)
            .map(|c| c.iter().rev().fold(0u128, |acc, &b| (acc << 8) | b as u128))
            .collect();
        Ok(if n == 1 {
            DenseData::Splat(vals)
        } else {
            canonical_dense(vals, slots)
        })
    }

    fn parse_literal(&mut self) -> PResult<Lit<'s>> {
        let at = self.pos();
        match self.kind() {
            Tok::LSquare => {
                self.bump();
                let mut items = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        let item = self.parse_literal()?;
                        // Every element nests like the first, checked as each is read
                        // (MLIR reports it at the token after the element).
                        if let Some(first) = items.first()
                            && lit_dims(first) != lit_dims(&item)
                        {
                            return Err(self.error_here(
                                "tensor literal is invalid; ranks are not consistent between elements",
                            ));
                        }
                        items.push(item);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "']'")?;
                }
                Ok(Lit::List(items, at))
            }
            Tok::LParen => {
                self.bump();
                let re = self.parse_literal()?;
                self.expect(Tok::Comma, "','")?;
                let im = self.parse_literal()?;
                self.expect(Tok::RParen, "')'")?;
                Ok(Lit::Complex(Box::new(re), Box::new(im)))
            }
            Tok::String => {
                let raw = self.text();
                let v = unescape(&raw.as_bytes()[1..raw.len() - 1]);
                self.bump();
                Ok(Lit::Str(v, at))
            }
            Tok::BareIdent if self.text() == "true" || self.text() == "false" => {
                let v = self.text() == "true";
                self.bump();
                Ok(Lit::Bool(v))
            }
            Tok::Minus | Tok::Integer | Tok::Float => {
                let neg = self.eat(Tok::Minus);
                let at = self.pos();
                let text = self.text();
                match self.kind() {
                    Tok::Integer => {
                        self.bump();
                        Ok(Lit::Int { neg, text, at })
                    }
                    Tok::Float => {
                        self.bump();
                        Ok(Lit::Float {
                            text: if neg {
                                Cow::Owned(format!("-{text}"))
                            } else {
                                Cow::Borrowed(text)
                            },
                            at,
                        })
                    }
                    _ => Err(self.error_here("expected integer or floating point literal")),
                }
            }
            _ => Err(self.error_here("expected element literal of primitive type")),
        }
    }

    fn lit_shape(&mut self, lit: &Lit, depth: usize, shape: &mut Vec<i64>) -> PResult<()> {
        if let Lit::List(items, at) = lit {
            if shape.len() == depth {
                shape.push(items.len() as i64);
            } else if shape.len() > depth && shape[depth] != items.len() as i64 {
                return Err(self.error_at(
                    *at,
                    "tensor literal is invalid; ranks are not consistent between elements",
                ));
            }
            for it in items {
                self.lit_shape(it, depth + 1, shape)?;
            }
        }
        Ok(())
    }

    fn flatten_lit(&mut self, lit: &Lit, elem: Type, out: &mut Vec<u128>) -> PResult<()> {
        match lit {
            Lit::List(items, _) => {
                for it in items {
                    self.flatten_lit(it, elem, out)?;
                }
                Ok(())
            }
            Lit::Complex(re, im) => {
                let inner = match self.ctx.type_kind(elem) {
                    TypeKind::Complex(t) => *t,
                    _ => return Err(self.error_here("expected complex element type")),
                };
                self.flatten_lit(re, inner, out)?;
                self.flatten_lit(im, inner, out)
            }
            _ => {
                let v = self.scalar_bits(lit, elem, OUT_OF_RANGE_ELEMENT)?;
                out.push(v);
                Ok(())
            }
        }
    }

    /// The bits of one element of a `dense<...>` (`out_of_range` "for type", at the
    /// literal) or `array<...>` (no "for", after the literal) attribute, as MLIR's
    /// parsers report them.
    fn scalar_bits(&mut self, lit: &Lit, elem: Type, out_of_range: OutOfRange) -> PResult<u128> {
        let at = match lit {
            Lit::Int { at, .. } | Lit::Float { at, .. } => *at,
            _ => self.pos(),
        };
        match (self.ctx.type_kind(elem).clone(), lit) {
            (TypeKind::Integer { width: 1, .. }, Lit::Bool(b)) => Ok(*b as u128),
            (TypeKind::Integer { .. } | TypeKind::Index, Lit::Int { neg, text, at }) => {
                let v = self.int_value(elem, *neg, text, *at, out_of_range)?;
                Ok(v as u128)
            }
            (TypeKind::Float(fk), Lit::Float { text, at }) => float::parse_decimal(fk, text)
                .ok_or_else(|| self.error_at(*at, "float element type not supported yet by rmlir")),
            (TypeKind::Float(fk), Lit::Int { neg, text, at }) => {
                self.float_bits_of_int_literal(fk, *neg, text, *at)
            }
            // What MLIR's `dense` element parser says of a literal of the wrong kind.
            (TypeKind::Integer { .. } | TypeKind::Index, Lit::Str(_, at))
                if matches!(out_of_range, OutOfRange::At(_)) =>
            {
                Err(self.error_at(*at, "integer constant out of range for type"))
            }
            (TypeKind::Integer { .. } | TypeKind::Index, Lit::Float { at, .. })
                if matches!(out_of_range, OutOfRange::At(_)) =>
            {
                Err(self.error_at(*at, "expected integer elements, but parsed floating-point"))
            }
            (TypeKind::Float(_), Lit::Str(_, at)) if matches!(out_of_range, OutOfRange::At(_)) => {
                Err(self.error_at(*at, "expected floating point literal"))
            }
            _ => Err(self.error_at(at, "expected element literal of primitive type")),
        }
    }

    fn parse_dense_resource(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "'<'")?;
        let handle = match self.kind() {
            Tok::BareIdent => self.text().to_string(),
            _ => return Err(self.error_here("expected identifier key for 'resource' entry")),
        };
        self.bump();
        self.expect(Tok::Greater, "'>'")?;
        self.expect(Tok::Colon, "':'")?;
        let ty = self.parse_type()?;
        Ok(self.ctx.attr(AttrKind::DenseResource { ty, handle }))
    }

    /// `sparse<indices, values> : type`, checked as MLIR's `SparseElementsAttr::verify`
    /// checks it: indices `N x rank` (or `N` for a rank-1 type; one index when
    /// splat), `N` values, and every index inside the shape.
    ///
    /// ```mlir
    /// sparse<[[0, 1], [2, 3]], [5, 6]> : tensor<4x4xi32>
    /// sparse<[[5]], [1]> : tensor<1xi32>
    /// // error: sparse index #0 is not contained within the value shape, with
    /// //        index=[5], and type='tensor<1xi32>'
    /// ```
    fn parse_sparse(&mut self) -> PResult<Attr> {
        let at = self.pos();
        self.bump();
        self.expect(Tok::Less, "'<' after 'sparse'")?;
        // `sparse<>`: no indices and no values (how MLIR prints `sparse<[], []>`).
        let (idx, vals) = if self.kind() == Tok::Greater {
            let at = self.pos();
            (Lit::List(Vec::new(), at), Lit::List(Vec::new(), at))
        } else {
            let idx = self.parse_literal()?;
            self.expect(Tok::Comma, "','")?;
            (idx, self.parse_literal()?)
        };
        self.expect(Tok::Greater, "'>'")?;
        self.expect(Tok::Colon, "':'")?;
        let ty = self.parse_type()?;
        let (shape, elem) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
                (shape.clone(), *elem)
            }
            _ => return Err(self.error_here("elements literal must be a shaped type")),
        };
        let rank = shape.len() as i64;
        let i64t = self.ctx.int_type(64);
        let ilist = matches!(idx, Lit::List(..));
        let mut ishape = Vec::new();
        if ilist {
            self.lit_shape(&idx, 0, &mut ishape)?;
        } else {
            ishape = vec![1, rank];
        }
        let mut ivals = Vec::new();
        self.flatten_lit(&idx, i64t, &mut ivals)?;
        let vlist = matches!(vals, Lit::List(..));
        let mut vshape = Vec::new();
        if vlist {
            self.lit_shape(&vals, 0, &mut vshape)?;
        } else {
            vshape = vec![ishape[0]];
        }
        // Values may be a hex string of one value per index (or one for all).
        let mut vv = Vec::new();
        let hex = match &vals {
            Lit::Str(s, s_at) if !self.is_string_elem(elem) => {
                let vty = self.ctx.ty(TypeKind::RankedTensor {
                    shape: vshape.clone(),
                    elem,
                    encoding: None,
                });
                Some(self.dense_from_hex(s, vty, vshape[0], (*s_at, *s_at))?)
            }
            _ => {
                self.flatten_lit(&vals, elem, &mut vv)?;
                None
            }
        };
        if vshape.len() != 1 {
            return Err(self.error_at(at, "expected 1-d tensor for sparse element values"));
        }
        let shape_ok = match ishape[..] {
            [_, cols] => cols == rank,
            [_] => rank == 1,
            _ => false,
        };
        if !shape_ok || ishape[0] != vshape[0] {
            let f = |v: &[i64]| {
                v.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let msg = format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                f(&shape),
                f(&ishape),
                f(&vshape)
            );
            return Err(self.error_at(at, &msg));
        }
        // Each index, as the unsigned values MLIR compares with the shape.
        let n = ishape[0] as usize;
        let r = rank as usize;
        let index_of = |i: usize| -> Vec<u64> {
            if !ilist {
                vec![ivals[0] as u64; r]
            } else {
                ivals[i * r..(i + 1) * r]
                    .iter()
                    .map(|&v| v as u64)
                    .collect()
            }
        };
        for i in 0..n {
            let index = index_of(i);
            if index.iter().zip(&shape).any(|(&x, &d)| x >= d as u64) {
                let list: Vec<String> = index.iter().map(|x| x.to_string()).collect();
                let msg = format!(
                    "sparse index #{i} is not contained within the value shape, with index=[{}], and type='{}'",
                    list.join(", "),
                    crate::printer::type_to_string(self.ctx, ty)
                );
                return Err(self.error_at(at, &msg));
            }
        }
        let ity = self.ctx.ty(TypeKind::RankedTensor {
            shape: ishape,
            elem: i64t,
            encoding: None,
        });
        let idata = if ilist {
            canonical_dense(ivals, 1)
        } else {
            DenseData::Splat(ivals)
        };
        let indices = self.ctx.attr(AttrKind::DenseElements {
            ty: ity,
            data: idata,
        });
        let slots = self.elem_slots(elem);
        let vty = self.ctx.ty(TypeKind::RankedTensor {
            shape: vshape,
            elem,
            encoding: None,
        });
        let vdata = match hex {
            Some(data) => data,
            None if vlist => canonical_dense(vv, slots),
            None => DenseData::Splat(vv),
        };
        let values = self.ctx.attr(AttrKind::DenseElements {
            ty: vty,
            data: vdata,
        });
        Ok(self.ctx.attr(AttrKind::Sparse {
            ty,
            indices,
            values,
        }))
    }

    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "'<' after 'array'")?;
        let elem = self.parse_type()?;
        let mut values = Vec::new();
        if self.eat(Tok::Colon) {
            loop {
                let lit = self.parse_literal()?;
                if matches!(lit, Lit::List(..) | Lit::Str(..) | Lit::Complex(..)) {
                    return Err(self.error_here("expected integer or float literal"));
                }
                values.push(self.scalar_bits(&lit, elem, OUT_OF_RANGE_ARRAY)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::Greater, "'>' to close an array attribute")?;
        Ok(self.ctx.attr(AttrKind::DenseArray { elem, values }))
    }

    fn parse_affine(&mut self) -> PResult<Attr> {
        let is_map = self.text() == "affine_map";
        self.bump();
        if self.kind() != Tok::Less {
            return Err(self.error_here("expected '<'"));
        }
        let start = self.tok.end as usize;
        let rest = &self.src[start..];
        let res = if is_map {
            rmlir_affine::parse_affine_map(rest).map(|(m, n)| (AttrKind::AffineMap(m), n))
        } else {
            rmlir_affine::parse_integer_set(rest).map(|(s, n)| (AttrKind::IntegerSet(s), n))
        };
        match res {
            Ok((kind, n)) => {
                self.reset_to(start + n);
                Ok(self.ctx.attr(kind))
            }
            Err(e) => Err(self.error_at((start + e.offset) as u32, &e.message)),
        }
    }

    fn parse_strided(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "'<' after 'strided'")?;
        self.expect(Tok::LSquare, "'['")?;
        let mut strides = Vec::new();
        if !self.eat(Tok::RSquare) {
            loop {
                strides.push(self.parse_strided_value()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "']'")?;
        }
        let mut offset = 0;
        if self.eat(Tok::Comma) {
            self.expect_keyword("offset")?;
            self.expect(Tok::Colon, "':' after 'offset'")?;
            offset = self.parse_strided_value()?;
        }
        self.expect(Tok::Greater, "'>'")?;
        Ok(self.ctx.attr(AttrKind::Strided { offset, strides }))
    }

    fn parse_strided_value(&mut self) -> PResult<i64> {
        if self.eat(Tok::Question) {
            return Ok(DYNAMIC);
        }
        let neg = self.eat(Tok::Minus);
        if self.kind() != Tok::Integer {
            return Err(self.error_here("expected a 64-bit signed integer or '?'"));
        }
        let Some(v) = parse_uint(self.text()).and_then(|v| i64::try_from(v).ok()) else {
            return Err(self.error_here("expected a 64-bit signed integer or '?'"));
        };
        self.bump();
        Ok(if neg { -v } else { v })
    }

    /// The inside of `loc(...)`.
    pub fn parse_loc_inner(&mut self) -> PResult<Attr> {
        match self.kind() {
            Tok::HashIdent => {
                let name = self.text()[1..].to_string();
                let at = self.pos();
                self.bump();
                match self.attr_alias(&name, at) {
                    Some(a) if self.ctx.attr_kind(a).is_location() => Ok(a),
                    Some(_) => Err(self.error_at(at, "expected location attribute")),
                    None => Err(self.error_at(at, &format!("undefined symbol alias id '{name}'"))),
                }
            }
            Tok::BareIdent if self.text() == "unknown" => {
                self.bump();
                Ok(self.ctx.unknown_loc())
            }
            Tok::BareIdent if self.text() == "callsite" => {
                self.bump();
                self.expect(Tok::LParen, "'(' in callsite location")?;
                let callee = self.parse_loc_inner()?;
                self.expect_keyword("at")?;
                let caller = self.parse_loc_inner()?;
                self.expect(Tok::RParen, "')' in callsite location")?;
                Ok(self.ctx.attr(AttrKind::CallSiteLoc { callee, caller }))
            }
            Tok::BareIdent if self.text() == "fused" => {
                self.bump();
                let mut metadata = None;
                if self.eat(Tok::Less) {
                    metadata = Some(self.parse_attribute(None)?);
                    self.expect(Tok::Greater, "'>' after fused location metadata")?;
                }
                self.expect(Tok::LSquare, "'[' in fused location")?;
                let mut locs = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        locs.push(self.parse_loc_inner()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "']' in fused location")?;
                }
                Ok(self.ctx.fused_loc(&locs, metadata))
            }
            Tok::String => {
                let raw = self.text();
                let s = String::from_utf8_lossy(&unescape(&raw.as_bytes()[1..raw.len() - 1]))
                    .into_owned();
                let sym = self.ctx.sym(&s);
                self.bump();
                if self.eat(Tok::Colon) {
                    return self.parse_file_range(sym);
                }
                let mut child = None;
                if self.eat(Tok::LParen) {
                    child = Some(self.parse_loc_inner()?);
                    self.expect(Tok::RParen, "')' after child location of NameLoc")?;
                }
                Ok(self.ctx.attr(AttrKind::NameLoc { name: sym, child }))
            }
            _ => Err(self.error_here("expected location instance")),
        }
    }
}

impl Parser<'_, '_> {
    /// Checks a dialect attribute (or type, `is_type`) spelled `full` after its `#` (or
    /// `!`) at `at` against its dialect's parsing hook, as MLIR's parser hands it over:
    ///
    /// ```mlir
    /// #arith.fastmath<fast>   // kept (a mnemonic of arith's hook)
    /// #arith.bogus<>          // error: unknown attribute `bogus` in dialect `arith`
    /// #func.x                 // error: dialect 'func' provides no attribute parsing hook
    /// #foo.x                  // error: #"foo"<"x"> : 'none' attribute created with
    ///                         //        unregistered dialect. ...
    /// ```
    ///
    /// A hook that reads its attributes ([`crate::opdef::Hook::Read`]) may give the text
    /// to keep instead (`#arith.fastmath< nnan >` is kept as `#arith.fastmath<nnan>`).
    pub(super) fn check_dialect_hook(
        &mut self,
        full: &str,
        at: u32,
        is_type: bool,
    ) -> PResult<Option<String>> {
        let (dialect, rest, pretty) = split_dialect_text(full);
        let mnemonic_at = at + dialect.len() as u32 + 2;
        let what = if is_type { "type" } else { "attribute" };
        let Some(d) = self.ctx.dialect(dialect) else {
            if self.ctx.allow_unregistered {
                return Ok(None);
            }
            let body = if pretty {
                rest
            } else {
                rest.strip_suffix('>').unwrap_or(rest)
            };
            let tail = "created with unregistered dialect. If this is intended, please call \
                        allowUnregisteredDialects() on the MLIRContext, or use \
                        -allow-unregistered-dialect with the MLIR opt tool used";
            let msg = if is_type {
                format!("`!\"{dialect}\"<\"{body}\">` type {tail}")
            } else {
                format!("#\"{dialect}\"<\"{body}\"> : 'none' attribute {tail}")
            };
            return Err(self.error_at(if pretty { mnemonic_at } else { at }, &msg));
        };
        let hook = if is_type { d.types } else { d.attributes };
        let (known, read) = match hook {
            crate::opdef::Hook::Any => return Ok(None),
            crate::opdef::Hook::ReadOrKeep(read) => {
                return read(full).map_err(|e| self.report_text_errors(at, e));
            }
            crate::opdef::Hook::None => {
                let msg = format!("dialect '{dialect}' provides no {what} parsing hook");
                return Err(self.error_at(mnemonic_at, &msg));
            }
            crate::opdef::Hook::Mnemonics(known) => (known, None),
            crate::opdef::Hook::Read(known, read) => (known, Some(read)),
            crate::opdef::Hook::Parse { mnemonics, .. } => (mnemonics, None),
        };
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .unwrap_or(rest.len());
        let mnemonic = &rest[..end];
        if !known.contains(&mnemonic) {
            let msg = format!("unknown {what} `{mnemonic}` in dialect `{dialect}`");
            return Err(self.error_at(mnemonic_at, &msg));
        }
        let Some(read) = read else {
            return Ok(None);
        };
        read(full).map_err(|errors| self.report_text_errors(at, errors))
    }

    /// The mnemonic of dialect attribute `full` (written after `#`) and the hook that
    /// reads it token by token, when its dialect has one for it
    /// ([`crate::opdef::Hook::Parse`]).
    fn attr_parse_hook(&self, full: &str) -> Option<(String, crate::opdef::AttrParseFn)> {
        let (dialect, rest, pretty) = split_dialect_text(full);
        let crate::opdef::Hook::Parse { parsed, parse, .. } = self.ctx.dialect(dialect)?.attributes
        else {
            return None;
        };
        if !pretty {
            return None;
        }
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .unwrap_or(rest.len());
        let mnemonic = &rest[..end];
        parsed
            .contains(&mnemonic)
            .then(|| (mnemonic.to_string(), parse))
    }

    /// Whether the current token starts a type (MLIR's `parseOptionalType` would read
    /// one): a builtin type keyword, a dialect type `!x.y`, or a function type's `(`.
    pub fn at_type_start(&self) -> bool {
        match self.kind() {
            Tok::BareIdent => is_type_keyword(self.text()),
            Tok::ExclaimIdent | Tok::LParen => true,
            _ => false,
        }
    }

    /// Reports the errors a dialect hook found in the text of an attribute whose `#` is
    /// at `at`.
    fn report_text_errors(
        &mut self,
        at: u32,
        errors: crate::enum_attr::TextErrors,
    ) -> crate::diag::Reported {
        let mut reported = crate::diag::Reported;
        for (offset, msg) in errors {
            reported = self.error_at(at + 1 + offset as u32, &msg);
        }
        reported
    }

    /// A line or column number of a file location: an unsigned 32-bit integer
    /// literal. A token that is no integer is reported after what precedes it, one too
    /// large at itself (`wrong_token` says which way MLIR reports the overflow).
    fn loc_number(&mut self, what: &str, wrong_token: bool) -> PResult<u32> {
        let msg = || format!("expected integer {what} number in FileLineColRange");
        if self.kind() != Tok::Integer {
            return Err(self.error_here(&msg()));
        }
        let text = self.text();
        let value = if text.bytes().all(|b| b.is_ascii_digit()) && text.len() <= 10 {
            text.bytes()
                .try_fold(0u64, |v, b| Some(v * 10 + u64::from(b - b'0')))
                .and_then(|v| u32::try_from(v).ok())
        } else {
            parse_uint(text).and_then(|v| u32::try_from(v).ok())
        };
        let Some(v) = value else {
            return Err(if wrong_token {
                self.error_here(&msg())
            } else {
                let at = self.pos();
                self.error_at(at, &msg())
            });
        };
        self.bump();
        Ok(v)
    }

    /// After `"file":`, the rest of a file location (MLIR's `FileLineColRange`): a line,
    /// a line and column, or a range to another line and column or to a column of the
    /// same line.
    ///
    /// ```mlir
    /// loc("a.mlir":3)              // loc("a.mlir":3:0)
    /// loc("a.mlir":3:4 to 3:9)     // loc("a.mlir":3:4 to :9)
    /// loc("a.mlir":3:4 to 5:1)
    /// ```
    fn parse_file_range(&mut self, file: crate::attrs::Sym) -> PResult<Attr> {
        let line = self.loc_number("line", true)?;
        if !self.eat(Tok::Colon) {
            return Ok(self.ctx.file_loc(file, line, 0));
        }
        let col = self.loc_number("column", false)?;
        if !self.at_keyword("to") {
            return Ok(self.ctx.file_loc(file, line, col));
        }
        self.bump();
        let mut end_line = line;
        if self.kind() == Tok::Integer {
            end_line = self.loc_number("line", true)?;
        }
        if self.kind() != Tok::Colon {
            return Err(
                self.error_here("expected either integer or `:` post `to` in FileLineColRange")
            );
        }
        self.bump();
        let end_col = self.loc_number("column", false)?;
        if (end_line, end_col) == (line, col) {
            return Ok(self.ctx.file_loc(file, line, col));
        }
        Ok(self.ctx.attr(AttrKind::FileLineColRange {
            file,
            line,
            col,
            end_line,
            end_col,
        }))
    }
}

/// A dialect attribute or type spelled `text` after its sigil, split into its
/// namespace, the rest after the `.` or `<`, and whether it is the pretty
/// `dialect.mnemonic` form: `gpu.address_space<x>` is `("gpu", "address_space<x>",
/// true)`, `arith<fastmath<fast>>` is `("arith", "fastmath<fast>>", false)`.
pub(super) fn split_dialect_text(text: &str) -> (&str, &str, bool) {
    match text.find(['.', '<']) {
        Some(i) => (&text[..i], &text[i + 1..], text.as_bytes()[i] == b'.'),
        None => (text, "", true),
    }
}

/// Whether a bare identifier starts a builtin type (`i32`, `index`, `memref`, ...).
fn is_type_keyword(t: &str) -> bool {
    let int = |d: &str| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit());
    matches!(
        t,
        "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
    ) || crate::types::FloatKind::from_keyword(t).is_some()
        || t.strip_prefix("si").is_some_and(int)
        || t.strip_prefix("ui").is_some_and(int)
        || t.strip_prefix('i').is_some_and(int)
}

/// Parses a decimal or `0x` hexadecimal unsigned literal.
fn parse_uint(text: &str) -> Option<u128> {
    if let Some(h) = text.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok()
    } else {
        text.parse::<u128>().ok()
    }
}

/// Element data in canonical form: a splat when every element is equal.
fn canonical_dense(vals: Vec<u128>, slots: usize) -> DenseData {
    if vals.len() >= slots && vals.chunks(slots).all(|c| c == &vals[..slots]) && !vals.is_empty() {
        DenseData::Splat(vals[..slots].to_vec())
    } else {
        DenseData::Elements(vals)
    }
}

/// How a literal nests: the length of each level of brackets, down its first elements
/// (MLIR's `TensorLiteralParser` dims); empty for a single element.
fn lit_dims(lit: &Lit<'_>) -> Vec<i64> {
    let mut dims = Vec::new();
    let mut cur = lit;
    while let Lit::List(items, _) = cur {
        dims.push(items.len() as i64);
        match items.first() {
            Some(first) => cur = first,
            None => break,
        }
    }
    dims
}
