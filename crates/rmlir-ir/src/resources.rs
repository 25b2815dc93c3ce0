//! The resources of a parsed buffer (MLIR's `{-# dialect_resources: ...,
//! external_resources: ... #-}` file metadata): the `builtin` dialect's blobs, which
//! `dense_resource<handle>` attributes name, and external resources, which no dialect
//! reads and which are printed back as they were given (MLIR's
//! `FallbackAsmResourceMap`).
//!
//! ```mlir
//! {-#
//!   dialect_resources: {
//!     builtin: {
//!       blob1: "0x040000000100000002000000"
//!     }
//!   },
//!   external_resources: {
//!     tool: {
//!       flag: true
//!     }
//!   }
//! #-}
//! ```
//!
//! A blob is kept as its hex text with upper-case digits (the first four bytes are its
//! alignment), which is how MLIR prints it back.

use crate::printer::write_escaped;

/// The file metadata resources of one buffer.
#[derive(Clone, Debug, Default)]
pub struct Resources {
    /// `builtin` blobs: handle and hex text (`0x...`), in the order given.
    pub blobs: Vec<(String, String)>,
    /// External resource groups: group key and its entries (key, value as printed),
    /// keys as written (bare or quoted).
    pub external: Vec<(String, Vec<(String, String)>)>,
}

impl Resources {
    /// Whether there is nothing to keep.
    pub fn is_empty(&self) -> bool {
        self.blobs.is_empty() && self.external.is_empty()
    }

    /// The hex text of blob `handle`.
    pub fn blob(&self, handle: &str) -> Option<&str> {
        self.blobs
            .iter()
            .rev()
            .find(|(h, _)| h == handle)
            .map(|(_, b)| b.as_str())
    }

    /// Sets blob `handle` (a later entry of the same handle replaces it).
    pub fn set_blob(&mut self, handle: String, hex: String) {
        self.blobs.retain(|(h, _)| *h != handle);
        self.blobs.push((handle, hex));
    }

    /// Removes an external resource group (one a tool consumed), returning whether
    /// it was there.
    pub fn take_external(&mut self, group: &str) -> bool {
        let before = self.external.len();
        self.external.retain(|(g, _)| g != group);
        self.external.len() != before
    }

    /// The metadata section printed after the IR: the blobs of `used` handles (in that
    /// order, those that have one) and every non-empty external group; empty when
    /// there is none of either. With `limit` (`--mlir-elide-resource-strings-if-larger`)
    /// an entry whose value prints longer than that many characters is left out, and
    /// so is a group left empty; the section itself stays, even empty.
    ///
    /// ```text
    /// {-#
    ///   dialect_resources: { builtin: { blob: "0x08000000..." } },
    ///   external_resources: { ext: { b: true } }
    /// #-}
    /// ```
    pub fn section(&self, used: &[String], limit: Option<u64>) -> String {
        let fits = |value_len: usize| limit.is_none_or(|l| value_len as u64 <= l);
        let mut blobs: Vec<(&str, &str)> = used
            .iter()
            .filter_map(|h| self.blob(h).map(|b| (h.as_str(), b)))
            .collect();
        let mut external: Vec<(&str, Vec<&(String, String)>)> = self
            .external
            .iter()
            .map(|(g, e)| (g.as_str(), e.iter().collect()))
            .filter(|(_, e): &(&str, Vec<_>)| !e.is_empty())
            .collect();
        if blobs.is_empty() && external.is_empty() {
            return String::new();
        }
        // As in MLIR, the section is opened for any entry, printed or elided: elided
        // entries can leave it empty (`{-#`, an empty line, `#-}`).
        blobs.retain(|(_, b)| fits(b.len() + 2));
        for (_, entries) in &mut external {
            entries.retain(|(_, v)| fits(v.len()));
        }
        external.retain(|(_, e)| !e.is_empty());
        let mut sections = Vec::new();
        if !blobs.is_empty() {
            let entries: Vec<String> = blobs
                .iter()
                .map(|(h, b)| format!("      {}: \"{b}\"", key_text(h)))
                .collect();
            sections.push(format!(
                "  dialect_resources: {{\n    builtin: {{\n{}\n    }}\n  }}",
                entries.join(",\n")
            ));
        }
        if !external.is_empty() {
            let groups: Vec<String> = external
                .iter()
                .map(|(g, entries)| {
                    let lines: Vec<String> = entries
                        .iter()
                        .map(|(k, v)| format!("      {k}: {v}"))
                        .collect();
                    format!("    {g}: {{\n{}\n    }}", lines.join(",\n"))
                })
                .collect();
            sections.push(format!(
                "  external_resources: {{\n{}\n  }}",
                groups.join(",\n")
            ));
        }
        format!("\n{{-#\n{}\n#-}}\n", sections.join(",\n"))
    }
}

/// A handle as a metadata key: bare when it is an identifier, else quoted.
pub fn key_text(key: &str) -> String {
    let bare = key.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"_$.-".contains(&b));
    if bare {
        key.to_string()
    } else {
        let mut out = String::new();
        write_escaped(&mut out, key.as_bytes());
        out
    }
}

/// A hex blob's text as MLIR prints it (`0x` and upper-case digits), when `text` is
/// one: `0x` followed by an even number of hex digits.
pub fn blob_hex(text: &str) -> Option<String> {
    let digits = text.strip_prefix("0x")?;
    if digits.is_empty() || digits.len() % 2 != 0 || !digits.bytes().all(|b| b.is_ascii_hexdigit())
    {
        return None;
    }
    Some(format!("0x{}", digits.to_ascii_uppercase()))
}

/// Whether a blob's hex text (as [`blob_hex`] makes it) holds the four alignment
/// bytes every blob starts with.
pub fn blob_has_alignment(hex: &str) -> bool {
    hex.len() >= 2 + 8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn section_prints_used_blobs_in_order_and_external_groups() {
        let mut r = Resources::default();
        r.set_blob("first".into(), "0x0400000001000000".into());
        r.set_blob("unused".into(), "0x01000000FF".into());
        r.set_blob("second".into(), "0x01000000AB".into());
        r.external
            .push(("tool".into(), vec![("flag".into(), "true".into())]));
        r.external.push(("empty".into(), Vec::new()));
        let used = ["second".to_string(), "missing".into(), "first".into()];
        assert_eq!(
            r.section(&used, None),
            "\n{-#\n  dialect_resources: {\n    builtin: {\n      second: \"0x01000000AB\",\n      first: \"0x0400000001000000\"\n    }\n  },\n  external_resources: {\n    tool: {\n      flag: true\n    }\n  }\n#-}\n"
        );
        assert_eq!(Resources::default().section(&used, None), "");
    }

    #[test]
    fn blob_text_is_normalised() {
        assert_eq!(blob_hex("0x01000000ab").as_deref(), Some("0x01000000AB"));
        assert_eq!(blob_hex("0x0"), None);
        assert_eq!(blob_hex("hello"), None);
        assert_eq!(key_text("odd key"), "\"odd key\"");
        assert_eq!(key_text("blob_1"), "blob_1");
    }
}
