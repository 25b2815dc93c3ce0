//! The `dlti` dialect (MLIR's `DLTI.cpp`, data layout and target information): its
//! attributes, read token by token and kept as the text mlir-opt 22 prints for them,
//! and the checks of the `dlti.*` attributes put on ops.
//!
//! ```mlir
//! module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, "dlti.endianness" = "little">}
//! // printed:        {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, "dlti.endianness" = "little">}
//! ```
//!
//! An entry is `key = value` or a `#dlti.dl_entry<key, value>`, the key a type or a
//! string. Values are printed in full: an affine map in one is written out where
//! mlir-opt would name it by its alias.

use rmlir_ir::lexer::Tok;
use rmlir_ir::opdef::{Dialect, DialectAttrVerifier, OpDef};
use rmlir_ir::parser::Parser;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{Attr, AttrKind, OpRef, PResult, Type};

static OPS: &[OpDef] = &[];

/// The dialect's attribute mnemonics.
const MNEMONICS: &[&str] = &[
    "dl_entry",
    "dl_spec",
    "function_pointer_alignment",
    "map",
    "target_device_spec",
    "target_system_spec",
];

/// The mnemonics read token by token (the rest are kept as written).
const PARSED: &[&str] = &[
    "dl_entry",
    "dl_spec",
    "map",
    "target_device_spec",
    "target_system_spec",
];

/// The `dlti` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "dlti",
    props: &[],
    attributes: rmlir_ir::opdef::Hook::Parse {
        mnemonics: MNEMONICS,
        parsed: PARSED,
        parse: parse_attr,
    },
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: None,
    attr_verifier: Some(&DltiAttrs),
};

/// A data layout entry's key.
#[derive(PartialEq)]
enum Key {
    Type(Type),
    /// The string's bytes.
    Id(Vec<u8>),
}

impl Key {
    /// The key as printed: a type, or a quoted string.
    fn text(&self, p: &Parser<'_, '_>) -> String {
        match self {
            Key::Type(t) => p.type_str(*t),
            Key::Id(bytes) => {
                let mut out = String::new();
                rmlir_ir::printer::write_escaped(&mut out, bytes);
                out
            }
        }
    }
}

/// One entry: its key and value.
type Entry = (Key, Attr);

/// Reads `#dlti.<mnemonic><...>` from the `<` on; the text to keep.
fn parse_attr(p: &mut Parser<'_, '_>, mnemonic: &str, mnemonic_at: u32) -> PResult<String> {
    p.expect(Tok::Less, "'<'")?;
    if mnemonic == "dl_entry" {
        let (key, value) = entry_body(p)?;
        return Ok(format!(
            "dlti.dl_entry<{}, {}>",
            key.text(p),
            p.attr_str(value)
        ));
    }
    let mut entries: Vec<Entry> = Vec::new();
    if !p.eat(Tok::Greater) {
        loop {
            entries.push(spec_entry(p, mnemonic)?);
            if !p.eat(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::Greater, "'>'")?;
    }
    for (i, (key, _)) in entries.iter().enumerate() {
        if entries[..i].iter().any(|(k, _)| k == key) {
            let msg = format!("repeated DLTI key: {}", key.text(p));
            return Err(p.error_at(mnemonic_at, &msg));
        }
    }
    if mnemonic == "target_system_spec" {
        for (key, value) in &entries {
            if !p.ctx.is_opaque_attr(*value, "dlti.target_device_spec") {
                let msg = format!(
                    "value associated with key {} is not a DLTI device spec",
                    key.text(p)
                );
                return Err(p.error_at(mnemonic_at, &msg));
            }
        }
    }
    let body: Vec<String> = entries
        .iter()
        .map(|(key, value)| format!("{} = {}", key.text(p), p.attr_str(*value)))
        .collect();
    Ok(format!("dlti.{mnemonic}<{}>", body.join(", ")))
}

/// `(type | string) , attr >`: a `dl_entry` after its `<`.
fn entry_body(p: &mut Parser<'_, '_>) -> PResult<Entry> {
    let key = if p.at_type_start() {
        Key::Type(p.parse_type()?)
    } else if p.kind() == Tok::String {
        string_key(p)
    } else {
        return Err(p.error_here("expected a type or a quoted string"));
    };
    p.expect(Tok::Comma, "','")?;
    let value = p.parse_attribute(None)?;
    p.expect(Tok::Greater, "'>'")?;
    Ok((key, value))
}

/// The current string token as a key.
fn string_key(p: &mut Parser<'_, '_>) -> Key {
    let raw = p.text();
    let bytes = rmlir_ir::lexer::unescape(&raw.as_bytes()[1..raw.len() - 1]);
    p.bump();
    Key::Id(bytes)
}

/// One entry of a spec or map: `key = value`, or a `#dlti.dl_entry<...>` (a target
/// device spec takes string keys only).
fn spec_entry(p: &mut Parser<'_, '_>, mnemonic: &str) -> PResult<Entry> {
    let key = if p.kind() == Tok::String {
        Some(string_key(p))
    } else if mnemonic != "target_device_spec" && p.at_type_start() {
        Some(Key::Type(p.parse_type()?))
    } else {
        None
    };
    if let Some(key) = key {
        p.expect(Tok::Equal, "'='")?;
        let value = p.parse_attribute(None)?;
        return Ok((key, value));
    }
    // An entry attribute: read here when written out, else (an alias) from its text.
    let at = p.pos();
    if p.kind() == Tok::HashIdent && p.text() == "#dlti.dl_entry" {
        p.bump();
        p.expect(Tok::Less, "'<'")?;
        return entry_body(p);
    }
    let a = p.parse_attribute(None)?;
    match entry_of_text(p, a) {
        Some(entry) => Ok(entry),
        None => Err(p.error_at(at, "invalid kind of attribute specified")),
    }
}

/// The entry a `#dlti.dl_entry` attribute (kept as text) holds.
fn entry_of_text(p: &Parser<'_, '_>, a: Attr) -> Option<Entry> {
    let AttrKind::Opaque(text) = p.ctx.attr_kind(a) else {
        return None;
    };
    let body = text.strip_prefix("dlti.dl_entry<")?;
    let mut diags = rmlir_ir::DiagEngine::default();
    let mut sub = Parser::new(p.ctx, &mut diags, body, "", 0);
    let entry = entry_body(&mut sub).ok()?;
    (sub.kind() == Tok::Eof).then_some(entry)
}

/// The dlti dialect's checks of the `dlti.*` attributes on ops (MLIR's
/// `DLTIDialect::verifyOperationAttribute`): `dlti.dl_spec` holds a data layout spec,
/// `dlti.target_system_spec` a target system spec, `dlti.map` anything; no other name
/// is the dialect's.
struct DltiAttrs;

impl DialectAttrVerifier for DltiAttrs {
    /// ```mlir
    /// module attributes {dlti.dl_spec = #dlti.map<"a" = 1>} {}
    /// // error: 'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute
    /// module attributes {dlti.spec = 1} {}
    /// // error: attribute 'dlti.spec' not supported by dialect
    /// ```
    fn op_attr(
        &self,
        cx: &mut VerifyCx<'_>,
        op: OpRef,
        (name, value): rmlir_ir::attrs::NamedAttr,
    ) -> PResult<()> {
        let name = cx.ctx.str(name);
        let expected = match name {
            "dlti.dl_spec" => "dl_spec",
            "dlti.target_system_spec" => "target_system_spec",
            "dlti.map" => return Ok(()),
            _ => {
                let msg = format!("attribute '{name}' not supported by dialect");
                return Err(cx.error(op, &msg));
            }
        };
        if !cx.ctx.is_opaque_attr(value, &format!("dlti.{expected}")) {
            let msg = format!("'{name}' is expected to be a #dlti.{expected} attribute");
            return Err(cx.error(op, &msg));
        }
        Ok(())
    }
}
