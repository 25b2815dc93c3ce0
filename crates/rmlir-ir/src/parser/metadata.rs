//! File metadata (`{-# dialect_resources: ..., external_resources: ... #-}` after
//! the IR, MLIR's `parseFileMetadataDictionary`): the `builtin` blobs and the external
//! resource groups are read into the context's [`crate::resources::Resources`], with
//! mlir-opt's errors for malformed sections.

use super::Parser;
use crate::diag::PResult;
use crate::lexer::{Tok, unescape};

impl<'s> Parser<'s, '_> {
    /// `{-# dialect_resources: {...}, external_resources: {...} #-}`: the `builtin`
    /// blobs and the external resource groups go to the context (see
    /// [`crate::resources`]), where the printer finds them.
    pub(super) fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        let mut found = crate::resources::Resources::default();
        // Entries separated by commas: a comma must be followed by an entry.
        let mut more = self.kind() != Tok::FileMetadataEnd;
        while more {
            let at = self.pos();
            if self.kind() != Tok::BareIdent {
                return Err(
                    self.error_at(at, "expected identifier key in file metadata dictionary")
                );
            }
            let section = self.text();
            self.bump();
            self.expect(Tok::Colon, "':'")?;
            match section {
                "dialect_resources" => self.parse_dialect_resources(&mut found)?,
                "external_resources" => self.parse_external_resources(&mut found)?,
                _ => {
                    let msg = format!("unknown key '{section}' in file metadata dictionary");
                    return Err(self.error_at(at, &msg));
                }
            }
            more = self.eat(Tok::Comma);
        }
        self.expect(Tok::FileMetadataEnd, "'#-}'")?;
        let mut kept = self.ctx.resources();
        for (handle, hex) in found.blobs {
            kept.set_blob(handle, hex);
        }
        kept.external.extend(found.external);
        Ok(())
    }

    /// `{ KEY: { ... }, ... }`, calling `group` after each `KEY:` with the key and
    /// its position.
    fn parse_resource_groups(
        &mut self,
        mut group: impl FnMut(&mut Self, &'s str, u32) -> PResult<()>,
    ) -> PResult<()> {
        self.expect(Tok::LBrace, "'{'")?;
        let mut more = self.kind() != Tok::RBrace;
        while more {
            let at = self.pos();
            let key = self.resource_key("expected identifier key for 'resource' entry")?;
            self.expect(Tok::Colon, "':'")?;
            group(self, key, at)?;
            more = self.eat(Tok::Comma);
        }
        self.expect(Tok::RBrace, "'}'")
    }

    /// `{ KEY: VALUE, ... }` of one group: the entries, keys as written.
    fn parse_resource_entries(
        &mut self,
        mut entry: impl FnMut(&mut Self, &'s str) -> PResult<()>,
    ) -> PResult<()> {
        self.expect(Tok::LBrace, "'{'")?;
        let mut more = self.kind() != Tok::RBrace;
        while more {
            let key = self.resource_key("expected identifier key for 'resource' entry")?;
            self.expect(Tok::Colon, "':'")?;
            entry(self, key)?;
            more = self.eat(Tok::Comma);
        }
        self.expect(Tok::RBrace, "'}'")
    }

    /// A resource key: a bare identifier, or a string (kept with its quotes).
    fn resource_key(&mut self, what: &str) -> PResult<&'s str> {
        match self.kind() {
            Tok::BareIdent | Tok::String => {
                let key = self.text();
                self.bump();
                Ok(key)
            }
            _ => {
                let at = self.pos();
                Err(self.error_at(at, what))
            }
        }
    }

    /// A key as the printer writes it back (quotes dropped when it is an identifier).
    fn resource_key_name(key: &str) -> String {
        match key.strip_prefix('"').and_then(|k| k.strip_suffix('"')) {
            Some(q) => String::from_utf8_lossy(&unescape(q.as_bytes())).into_owned(),
            None => key.to_string(),
        }
    }

    /// `{ DIALECT: { HANDLE: "0x...", ... }, ... }`: the `builtin` dialect's blobs.
    fn parse_dialect_resources(&mut self, found: &mut crate::resources::Resources) -> PResult<()> {
        self.parse_resource_groups(|p, dialect, at| {
            let name = Self::resource_key_name(dialect);
            if name != "builtin" && name != "test" {
                if p.ctx.dialect(&name).is_none() {
                    return Err(p.error_at(at, &format!("dialect '{name}' is unknown")));
                }
                // (Reported at the section's first entry, as mlir-opt does.)
                p.expect(Tok::LBrace, "'{'")?;
                let msg = format!("unexpected 'resource' section for dialect '{name}'");
                return Err(p.error_at(p.pos(), &msg));
            }
            let blobs = name == "builtin";
            p.parse_resource_entries(|p, key| {
                let key = Self::resource_key_name(key);
                let value = (p.kind() == Tok::String)
                    .then(|| String::from_utf8_lossy(&p.string_token_bytes()).into_owned());
                if !blobs {
                    // (The test dialect's own resources: accepted and not kept.)
                    p.bump();
                    return Ok(());
                }
                let at = p.pos();
                let Some(hex) = value.as_deref().and_then(crate::resources::blob_hex) else {
                    return Err(p.error_at(at, &format!("expected hex string blob for key '{key}'")));
                };
                if !crate::resources::blob_has_alignment(&hex) {
                    let msg = format!(
                        "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                    );
                    return Err(p.error_at(at, &msg));
                }
                p.bump();
                found.set_blob(key, hex);
                Ok(())
            })
        })
    }

    /// `{ GROUP: { KEY: true | false | "text" | "0x...", ... }, ... }`: kept to be
    /// printed back.
    fn parse_external_resources(&mut self, found: &mut crate::resources::Resources) -> PResult<()> {
        self.parse_resource_groups(|p, group, _| {
            let mut entries = Vec::new();
            // A reproducer's own group is checked by the tool that runs it
            // (`--run-reproducer`); here its values are only kept.
            let lenient = group == "mlir_reproducer";
            p.parse_resource_entries(|p, key| {
                let value = match p.kind() {
                    Tok::BareIdent | Tok::Integer | Tok::String if lenient => p.text().to_string(),
                    Tok::BareIdent if matches!(p.text(), "true" | "false") => p.text().to_string(),
                    Tok::String => {
                        let text = p.string_token_bytes();
                        match std::str::from_utf8(&text)
                            .ok()
                            .and_then(crate::resources::blob_hex)
                        {
                            Some(hex) if crate::resources::blob_has_alignment(&hex) => {
                                format!("\"{hex}\"")
                            }
                            _ => {
                                let mut out = String::new();
                                crate::printer::write_escaped(&mut out, &text);
                                out
                            }
                        }
                    }
                    _ => {
                        let k = Self::resource_key_name(key);
                        let msg = format!("expected string value for key '{k}'");
                        return Err(p.error_at(p.pos(), &msg));
                    }
                };
                p.bump();
                entries.push((key.to_string(), value));
                Ok(())
            })?;
            found.external.push((group.to_string(), entries));
            Ok(())
        })
    }

    /// The bytes a string token stands for (quotes dropped, escapes resolved).
    fn string_token_bytes(&self) -> Vec<u8> {
        let raw = self.text().as_bytes();
        unescape(&raw[1..raw.len() - 1])
    }
}
