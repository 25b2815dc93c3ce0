//! Enum attributes that dialects keep as text (MLIR's ODS `EnumAttr` and `BitEnumAttr`
//! with an assembly format, whose generated parser reads the keywords with
//! `FieldParser`): reading their bodies as mlir-opt 22 does, for a dialect's attribute
//! hook ([`crate::opdef::Hook::Read`]).
//!
//! ```mlir
//! #vector.kind< mul >           // kept as #vector.kind<mul>
//! #linalg.iterator_type<"parallel">  // kept as #linalg.iterator_type<parallel>
//! #vector.kind<bogus>
//! // error: expected ::mlir::vector::CombiningKind to be one of: add, mul, ...
//! // error: failed to parse Vector_CombiningKindAttr parameter 'value' which is to be
//! //        a `::mlir::vector::CombiningKind`
//! ```

/// Errors at byte offsets of an attribute's text (after its `#`).
pub type TextErrors = Vec<(usize, String)>;

/// How an enum's diagnostics name it.
#[derive(Debug)]
pub struct EnumSpec {
    /// The C++ enum (`::mlir::vector::CombiningKind`).
    pub cpp_name: &'static str,
    /// The ODS attribute definition (`Vector_CombiningKindAttr`).
    pub attr_def: &'static str,
    /// The attribute's parameter holding the enum (`value`, `thread`, ...).
    pub param: &'static str,
    /// Every keyword, in the order `expected ... to be one of: ...` lists them.
    pub cases: &'static [&'static str],
}

impl EnumSpec {
    /// `expected ::mlir::vector::CombiningKind to be one of: add, mul, ...`
    pub fn one_of_message(&self) -> String {
        format!(
            "expected {} to be one of: {}",
            self.cpp_name,
            self.cases.join(", ")
        )
    }

    /// `failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a ...`
    pub fn failed_message(&self) -> String {
        format!(
            "failed to parse {} parameter '{}' which is to be a `{}`",
            self.attr_def, self.param, self.cpp_name
        )
    }
}

/// Reads the keywords of an enum attribute written `full`, from byte `start` to the
/// `>` that ends `full`: one keyword, or with `list` several separated by commas (a bit
/// enum). Each keyword (bare or quoted) is looked up with `value`. A keyword that names
/// no case is reported at the first keyword and again after it, a missing one where it
/// should be, and anything after the keywords as a missing `>` right after them.
pub fn read_keywords(
    full: &str,
    start: usize,
    list: bool,
    spec: &EnumSpec,
    value: impl Fn(&str) -> Option<u32>,
) -> Result<Vec<u32>, TextErrors> {
    let bytes = full.as_bytes();
    let end = full.len().saturating_sub(1).max(start);
    let skip_space = |mut i: usize| {
        while i < end && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    let first = skip_space(start);
    let mut at = first;
    let mut values = Vec::new();
    loop {
        let (keyword, after) = keyword_at(full, at, end);
        if after == at {
            let expected = "expected valid keyword or string".to_string();
            return Err(vec![(at, expected), (at, spec.failed_message())]);
        }
        let Some(v) = value(keyword) else {
            let next = skip_space(after);
            return Err(vec![
                (first, spec.one_of_message()),
                (next, spec.failed_message()),
            ]);
        };
        values.push(v);
        let next = skip_space(after);
        if next == end {
            return Ok(values);
        }
        if !list || bytes[next] != b',' {
            return Err(vec![(after, "expected '>'".to_string())]);
        }
        at = skip_space(next + 1);
    }
}

/// Where the keywords of `full`, an attribute `name<...>`, start (after the `<`); the
/// error MLIR gives when `name` has no `<...>`; `None` when `full` is another
/// attribute.
pub fn keywords_start(full: &str, name: &str) -> Option<Result<usize, TextErrors>> {
    let rest = full.strip_prefix(name)?;
    if !rest.is_empty() && !rest.starts_with('<') {
        return None;
    }
    if rest.len() < 2 || !rest.ends_with('>') {
        return Some(Err(vec![(name.len(), "expected '<'".to_string())]));
    }
    Some(Ok(name.len() + 1))
}

/// The keyword (a bare identifier, or the contents of a string) at `at`, and where it
/// ends; an empty one ending at `at` when there is none before `end`.
fn keyword_at(full: &str, at: usize, end: usize) -> (&str, usize) {
    let Some(&c) = full.as_bytes().get(at).filter(|_| at < end) else {
        return ("", at);
    };
    if c.is_ascii_alphabetic() || c == b'_' {
        let len = full[at..end]
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_$.".contains(c)))
            .unwrap_or(end - at);
        return (&full[at..at + len], at + len);
    }
    if c == b'"'
        && let Some(len) = full[at + 1..end].find('"')
    {
        return (&full[at + 1..at + 1 + len], at + len + 2);
    }
    ("", at)
}

/// An enum attribute holding one keyword: `#vector.kind<add>` (`name` `vector.kind`),
/// or with the mnemonic inside the brackets, `#index<cmp_predicate slt>` (`name`
/// `index<cmp_predicate`).
#[derive(Debug)]
pub struct EnumAttr {
    pub name: &'static str,
    pub spec: EnumSpec,
}

impl EnumAttr {
    /// The attribute `name` holding one of `cases` (`cpp_name`, `attr_def` and `param`
    /// name it in diagnostics, as in [`EnumSpec`]).
    pub const fn new(
        name: &'static str,
        cpp_name: &'static str,
        attr_def: &'static str,
        param: &'static str,
        cases: &'static [&'static str],
    ) -> EnumAttr {
        EnumAttr {
            name,
            spec: EnumSpec {
                cpp_name,
                attr_def,
                param,
                cases,
            },
        }
    }

    /// Reads `full` when it is this attribute: its text as MLIR prints it, or the
    /// errors to report; `None` for another attribute.
    pub fn read(&self, full: &str) -> Option<Result<String, TextErrors>> {
        let rest = full.strip_prefix(self.name)?;
        let inside = self.name.contains('<');
        let start = if inside {
            // The mnemonic must end here (`cmp_predicate>` has no keyword).
            if !rest.starts_with(|c: char| c.is_ascii_whitespace() || c == '>') {
                return None;
            }
            self.name.len()
        } else {
            match keywords_start(full, self.name)? {
                Ok(start) => start,
                Err(e) => return Some(Err(e)),
            }
        };
        let cases = self.spec.cases;
        let position = |k: &str| cases.iter().position(|c| *c == k).map(|i| i as u32);
        let read = read_keywords(full, start, false, &self.spec, position);
        Some(read.map(|v| {
            let keyword = cases[v[0] as usize];
            if inside {
                format!("{} {keyword}>", self.name)
            } else {
                format!("{}<{keyword}>", self.name)
            }
        }))
    }
}

/// Reads `full` with the first of `attrs` it is (see [`EnumAttr::read`]); `None` to
/// keep it as written when it is none of them.
pub fn read_enum_attrs(attrs: &[EnumAttr], full: &str) -> Result<Option<String>, TextErrors> {
    attrs.iter().find_map(|a| a.read(full)).transpose()
}

#[cfg(test)]
mod tests {
    use super::*;

    static KIND: EnumAttr = EnumAttr::new(
        "vector.kind",
        "::mlir::vector::CombiningKind",
        "Vector_CombiningKindAttr",
        "value",
        &["add", "mul"],
    );

    static PREDICATE: EnumAttr = EnumAttr::new(
        "index<cmp_predicate",
        "::mlir::index::IndexCmpPredicate",
        "IndexCmpPredicateAttr",
        "value",
        &["eq", "ne"],
    );

    #[test]
    fn keywords_are_kept_as_printed() {
        assert_eq!(
            KIND.read("vector.kind< mul >"),
            Some(Ok("vector.kind<mul>".into()))
        );
        assert_eq!(
            KIND.read("vector.kind<\"add\">"),
            Some(Ok("vector.kind<add>".into()))
        );
        assert_eq!(
            PREDICATE.read("index<cmp_predicate  ne >"),
            Some(Ok("index<cmp_predicate ne>".into()))
        );
        assert_eq!(KIND.read("vector.kinds<add>"), None);
        let none = "expected valid keyword or string".to_string();
        let failed = PREDICATE.spec.failed_message();
        assert_eq!(
            PREDICATE.read("index<cmp_predicate>"),
            Some(Err(vec![(19, none), (19, failed)]))
        );
        assert_eq!(PREDICATE.read("index<cmp_predicates eq>"), None);
    }

    #[test]
    fn errors_point_where_mlir_points() {
        let one_of = KIND.spec.one_of_message();
        let failed = KIND.spec.failed_message();
        assert_eq!(
            KIND.read("vector.kind<bogus>"),
            Some(Err(vec![(12, one_of), (17, failed.clone())]))
        );
        let none = "expected valid keyword or string".to_string();
        assert_eq!(
            KIND.read("vector.kind<>"),
            Some(Err(vec![(12, none), (12, failed)]))
        );
        assert_eq!(
            KIND.read("vector.kind<add,mul>"),
            Some(Err(vec![(15, "expected '>'".to_string())]))
        );
        assert_eq!(
            KIND.read("vector.kind"),
            Some(Err(vec![(11, "expected '<'".to_string())]))
        );
    }

    #[test]
    fn lists_read_every_keyword() {
        let value = |k: &str| {
            KIND.spec
                .cases
                .iter()
                .position(|c| *c == k)
                .map(|i| i as u32)
        };
        assert_eq!(
            read_keywords("x<add, mul>", 2, true, &KIND.spec, value),
            Ok(vec![0, 1])
        );
        assert_eq!(
            read_keywords("x<add mul>", 2, true, &KIND.spec, value),
            Err(vec![(5, "expected '>'".to_string())])
        );
    }
}
