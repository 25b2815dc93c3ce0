//! Type parsing (MLIR's `TypeParser.cpp`): builtin types, dimension lists, function
//! types, type aliases and dialect types kept as text.

use super::Parser;
use crate::attrs::AttrKind;
use crate::diag::PResult;
use crate::lexer::Tok;
use crate::types::{DYNAMIC, FloatKind, Signedness, Type, TypeKind};

impl Parser<'_, '_> {
    /// Parses any type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        match self.kind() {
            Tok::LParen => self.parse_function_type(),
            Tok::ExclaimIdent => self.parse_extended_type(),
            Tok::BareIdent => self.parse_builtin_type_cached(),
            _ => Err(self.error_here("expected non-function type")),
        }
    }

    /// A builtin type, looked up by its spelling when it was parsed before.
    fn parse_builtin_type_cached(&mut self) -> PResult<Type> {
        // A scalar keyword is its own token: no need to find where the type ends.
        if let Some(slot) = scalar_slot(self.text()) {
            if let Some(t) = self.scalar_types[slot] {
                self.bump();
                return Ok(t);
            }
            let t = self.parse_builtin_type()?;
            self.scalar_types[slot] = Some(t);
            return Ok(t);
        }
        let start = self.tok.start as usize;
        // Only a type of bounded length is looked up: finding the end of each level of
        // a deeply nested type, and hashing its text, would make its parse quadratic.
        let bytes = self.src.as_bytes();
        let window = &bytes[..bytes.len().min(start + MAX_CACHED_TYPE_BYTES)];
        let Some(end) = builtin_type_end(window, start) else {
            return self.parse_builtin_type();
        };
        let text = &self.src[start..end];
        if let Some(&t) = self.type_cache.get(text) {
            self.reset_to(end);
            self.last_end = end as u32;
            return Ok(t);
        }
        let t = self.parse_builtin_type()?;
        // Cache only what was read as exactly that text.
        if self.last_end as usize == end {
            self.type_cache.insert(text, t);
        }
        Ok(t)
    }

    /// Parses a type that may not be a function type.
    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        if self.kind() == Tok::LParen {
            return Err(self.error_here("expected non-function type"));
        }
        self.parse_type()
    }

    /// `(a, b) -> c` or `(a) -> (b, c)`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(Tok::Arrow, "'->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(inputs, results))
    }

    /// `( types )`, possibly empty.
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::LParen, "'('")?;
        let mut out = Vec::new();
        if self.eat(Tok::RParen) {
            return Ok(out);
        }
        loop {
            out.push(self.parse_type()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "')'")?;
        Ok(out)
    }

    /// Results of a function type: a parenthesised list or one non-function type.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.kind() == Tok::LParen {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    fn parse_extended_type(&mut self) -> PResult<Type> {
        let text = self.text();
        let name = &text[1..];
        let at = self.pos();
        let tok_end = self.tok.end as usize;
        // `!alias`
        if !name.contains('.') && self.lex.src.get(tok_end) != Some(&b'<') {
            let Some(t) = self.type_alias(name, at) else {
                // After the name, as MLIR's `emitWrongTokenError`.
                self.bump();
                return Err(self.error_here(&format!("undefined symbol alias id '{name}'")));
            };
            self.bump();
            return Ok(t);
        }
        let mut full = name.to_string();
        if self.lex.src.get(tok_end) == Some(&b'<') {
            self.lex.pos = tok_end;
            match self.lex.scan_pretty_body() {
                Ok((s, e)) => full.push_str(&self.src[s..e]),
                Err((off, m)) => return Err(self.error_at(off, &m)),
            }
        }
        if let Some(read) = self.check_dialect_hook(&full, at, true)? {
            full = read;
        }
        self.bump();
        self.ctx.note_verbatim_text(&full);
        Ok(self.ctx.ty(TypeKind::Opaque(full)))
    }

    fn parse_builtin_type(&mut self) -> PResult<Type> {
        let text = self.text();
        if let Some(k) = FloatKind::from_keyword(text) {
            self.bump();
            return Ok(self.ctx.float_type(k));
        }
        // Integer types: i32, si8, ui16.
        let (sign, digits) = if let Some(d) = text.strip_prefix("si") {
            (Signedness::Signed, d)
        } else if let Some(d) = text.strip_prefix("ui") {
            (Signedness::Unsigned, d)
        } else if let Some(d) = text.strip_prefix('i') {
            (Signedness::Signless, d)
        } else {
            (Signedness::Signless, "")
        };
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            let at = self.pos();
            let Ok(width) = digits.parse::<u32>() else {
                return Err(self.error_at(at, "invalid integer width"));
            };
            if width > 16_777_215 {
                return Err(self.error_at(at, "integer bitwidth is limited to 16777215 bits"));
            }
            self.bump();
            return Ok(self.ctx.ty(TypeKind::Integer {
                width,
                signedness: sign,
            }));
        }
        match text {
            "index" => {
                self.bump();
                Ok(self.ctx.index_type())
            }
            "none" => {
                self.bump();
                Ok(self.ctx.none_type())
            }
            "complex" => {
                self.bump();
                self.expect(Tok::Less, "'<' in complex type")?;
                let elem_at = self.pos();
                let t = self.parse_type()?;
                if !matches!(
                    self.ctx.type_kind(t),
                    TypeKind::Integer { .. } | TypeKind::Float(_)
                ) {
                    return Err(self.error_at(elem_at, "invalid element type for complex"));
                }
                self.expect(Tok::Greater, "'>' in complex type")?;
                Ok(self.ctx.ty(TypeKind::Complex(t)))
            }
            "tuple" => {
                self.bump();
                self.expect(Tok::Less, "'<' in tuple type")?;
                let mut elems = Vec::new();
                if !self.eat(Tok::Greater) {
                    loop {
                        elems.push(self.parse_type()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::Greater, "'>' in tuple type")?;
                }
                Ok(self.ctx.ty(TypeKind::Tuple(elems)))
            }
            "vector" => self.parse_vector_type(),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(),
            _ => Err(self.error_here("expected non-function type")),
        }
    }

    /// After a dimension: the `x` separator, which the lexer may have glued to the next
    /// identifier (`4xf32` lexes as `4`, `xf32`).
    fn parse_x_in_dims(&mut self) -> PResult<()> {
        if self.kind() != Tok::BareIdent || !self.text().starts_with('x') {
            return Err(self.error_here("expected 'x' in dimension list"));
        }
        let off = self.tok.start as usize + 1;
        self.reset_to(off);
        Ok(())
    }

    /// Parses `d0xd1x...x` (stopping before the element type). Returns dims and scalable
    /// flags.
    fn parse_dims(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut dims = Vec::new();
        let mut scal = Vec::new();
        loop {
            match self.kind() {
                Tok::Question => {
                    if !allow_dynamic {
                        return Err(self.error_here("expected static shape"));
                    }
                    self.bump();
                    dims.push(DYNAMIC);
                    scal.push(false);
                }
                Tok::Integer => {
                    let t = self.text();
                    if t.starts_with("0x") {
                        // `0xf32`: a zero dimension followed by `xf32`.
                        let off = self.tok.start as usize + 1;
                        dims.push(0);
                        scal.push(false);
                        self.reset_to(off);
                        self.parse_x_in_dims()?;
                        continue;
                    }
                    let Ok(v) = t.parse::<i64>() else {
                        return Err(self.error_here("invalid dimension"));
                    };
                    self.bump();
                    dims.push(v);
                    scal.push(false);
                }
                Tok::LSquare if allow_scalable => {
                    self.bump();
                    if self.kind() != Tok::Integer {
                        return Err(self.error_here("expected integer value"));
                    }
                    let v = self.text().parse::<i64>().unwrap_or(0);
                    self.bump();
                    self.expect(Tok::RSquare, "']'")?;
                    dims.push(v);
                    scal.push(true);
                }
                _ => return Ok((dims, scal)),
            }
            self.parse_x_in_dims()?;
        }
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let at = self.pos();
        self.bump();
        self.expect(Tok::Less, "'<' in vector type")?;
        let (shape, scalable) = self.parse_dims(false, true)?;
        if shape.iter().any(|&d| d <= 0) {
            return Err(self.error_here("vector types must have positive constant sizes but got 0"));
        }
        let elem = self.parse_type()?;
        self.expect(Tok::Greater, "'>' in vector type")?;
        let valid = match self.ctx.type_kind(elem) {
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => true,
            TypeKind::Opaque(text) => self.registered_dialect_text(text),
            _ => false,
        };
        if !valid {
            return Err(self.error_at(
                at,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        Ok(self.ctx.ty(TypeKind::Vector {
            shape,
            scalable,
            elem,
        }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Tok::Less, "'<' in tensor type")?;
        if self.eat(Tok::Star) {
            self.parse_x_in_dims()?;
            let elem = self.parse_tensor_element()?;
            self.expect(Tok::Greater, "'>' in tensor type")?;
            return Ok(self.ctx.ty(TypeKind::UnrankedTensor { elem }));
        }
        let (shape, _) = self.parse_dims(true, false)?;
        let elem = self.parse_tensor_element()?;
        let mut encoding = None;
        if self.eat(Tok::Comma) {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect(Tok::Greater, "'>' in tensor type")?;
        Ok(self.ctx.ty(TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        }))
    }

    /// The element type of a tensor: anything but the builtin types that are not
    /// elements (MLIR's `TensorType::isValidElementType`).
    fn parse_tensor_element(&mut self) -> PResult<Type> {
        let at = self.pos();
        let elem = self.parse_type()?;
        let invalid = matches!(
            self.ctx.type_kind(elem),
            TypeKind::None
                | TypeKind::Tuple(_)
                | TypeKind::Function { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        );
        if invalid {
            return Err(self.error_at(at, "invalid tensor element type"));
        }
        Ok(elem)
    }

    /// The element type of a memref (MLIR's `BaseMemRefType::isValidElementType`):
    /// numbers, vectors, memrefs, and the types of registered dialects (which may
    /// implement `MemRefElementTypeInterface`; those of unregistered ones do not).
    fn parse_memref_element(&mut self) -> PResult<Type> {
        let at = self.pos();
        let elem = self.parse_type()?;
        let valid = match self.ctx.type_kind(elem) {
            TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::Complex(_)
            | TypeKind::Vector { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. } => true,
            TypeKind::Opaque(text) => self.registered_dialect_text(text),
            _ => false,
        };
        if !valid {
            return Err(self.error_at(at, "invalid memref element type"));
        }
        Ok(elem)
    }

    /// Whether the dialect attribute or type spelled `text` (`gpu.address_space<...>`)
    /// belongs to a registered dialect.
    fn registered_dialect_text(&self, text: &str) -> bool {
        let (dialect, _, _) = super::attrs::split_dialect_text(text);
        self.ctx.dialect(dialect).is_some()
    }

    /// MLIR's `isSupportedMemorySpace`: integers, strings, dictionaries and attributes
    /// of registered dialects (an unregistered dialect's attribute is builtin opaque).
    fn check_memory_space(&mut self, space: Option<crate::attrs::Attr>, at: u32) -> PResult<()> {
        let Some(space) = space else {
            return Ok(());
        };
        let ok = match self.ctx.attr_kind(space) {
            AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dict(_) => true,
            AttrKind::Opaque(text) => self.registered_dialect_text(text),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(self.error_at(at, "unsupported memory space Attribute"))
        }
    }

    /// A memref's layout against its rank (MLIR's `verifyLayout` of affine-map and
    /// strided layouts).
    fn check_layout(
        &mut self,
        layout: Option<crate::attrs::Attr>,
        rank: usize,
        at: u32,
    ) -> PResult<()> {
        let Some(layout) = layout else {
            return Ok(());
        };
        match self.ctx.attr_kind(layout) {
            AttrKind::AffineMap(m) if m.num_dims as usize != rank => {
                let msg = format!(
                    "memref layout mismatch between rank and affine map: {rank} != {}",
                    m.num_dims
                );
                Err(self.error_at(at, &msg))
            }
            AttrKind::Strided { strides, .. } if strides.len() != rank => {
                Err(self.error_at(at, "expected the number of strides to match the rank"))
            }
            _ => Ok(()),
        }
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let type_at = self.pos();
        self.bump();
        self.expect(Tok::Less, "'<' in memref type")?;
        if self.eat(Tok::Star) {
            self.parse_x_in_dims()?;
            let elem = self.parse_memref_element()?;
            let mut memory_space = None;
            if self.eat(Tok::Comma) {
                memory_space = Some(self.parse_attribute(None)?);
            }
            self.expect(Tok::Greater, "'>' in memref type")?;
            self.check_memory_space(memory_space, type_at)?;
            let memory_space = memory_space.filter(|&m| !self.is_default_memory_space(m));
            return Ok(self.ctx.ty(TypeKind::UnrankedMemRef { elem, memory_space }));
        }
        let (shape, _) = self.parse_dims(true, false)?;
        let elem = self.parse_memref_element()?;
        let mut layout = None;
        let mut memory_space = None;
        if !matches!(self.kind(), Tok::Comma | Tok::Greater) {
            return Err(self.error_here("expected ',' or '>' in memref type"));
        }
        while self.eat(Tok::Comma) {
            let a = self.parse_attribute(None)?;
            let at = self.pos();
            let is_layout = matches!(
                self.ctx.attr_kind(a),
                AttrKind::AffineMap(_) | AttrKind::Strided { .. }
            );
            if is_layout && memory_space.is_none() && layout.is_none() {
                layout = Some(a);
            } else if memory_space.is_none() {
                memory_space = Some(a);
            } else {
                return Err(self.error_at(at, "multiple memory spaces specified in memref type"));
            }
        }
        // The end of MLIR's comma-separated list of layout and memory space.
        self.expect(Tok::Greater, "',' or '>'")?;
        self.check_layout(layout, shape.len(), type_at)?;
        self.check_memory_space(memory_space, type_at)?;
        // Canonical forms: the identity layout and memory space 0 are dropped.
        if let Some(l) = layout
            && let AttrKind::AffineMap(m) = self.ctx.attr_kind(l)
            && m.is_identity()
            && m.results.len() == shape.len()
        {
            layout = None;
        }
        let memory_space = memory_space.filter(|&m| !self.is_default_memory_space(m));
        Ok(self.ctx.ty(TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        }))
    }

    fn is_default_memory_space(&self, a: crate::attrs::Attr) -> bool {
        matches!(self.ctx.attr_kind(a), AttrKind::Integer { value: 0, .. })
    }
}

/// Where the builtin type spelled at `start` ends, found without parsing: a keyword and
/// an optional balanced `<...>` on one line (`->` inside affine maps is not a bracket).
/// `None` when that is not clear (strings, braces, line breaks, unbalanced).
fn builtin_type_end(src: &[u8], start: usize) -> Option<usize> {
    let mut i = start;
    while i < src.len() && (src[i].is_ascii_alphanumeric() || matches!(src[i], b'_' | b'.' | b'$'))
    {
        i += 1;
    }
    if i == start {
        return None;
    }
    if src.get(i) != Some(&b'<') {
        return Some(i);
    }
    let mut depth = 0u32;
    while i < src.len() {
        match src[i] {
            b'<' => depth += 1,
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'-' if src.get(i + 1) == Some(&b'>') => i += 1,
            b'"' | b'\n' | b'\r' | b'{' | b'}' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The longest type text [`Parser::parse_builtin_type_cached`] looks up; longer
/// types are parsed each time.
const MAX_CACHED_TYPE_BYTES: usize = 1024;

/// How many scalar types [`scalar_slot`] numbers.
pub(crate) const SCALAR_SLOTS: usize = 12;

/// The slot of a scalar type keyword in [`Parser::scalar_types`] (`None` for any other
/// token text).
pub(crate) fn scalar_slot(text: &str) -> Option<usize> {
    Some(match text {
        "i1" => 0,
        "i8" => 1,
        "i16" => 2,
        "i32" => 3,
        "i64" => 4,
        "index" => 5,
        "f16" => 6,
        "bf16" => 7,
        "f32" => 8,
        "f64" => 9,
        "i128" => 10,
        "none" => 11,
        _ => return None,
    })
}
