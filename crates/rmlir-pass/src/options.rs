//! Pass options (MLIR's `Pass::Option` / `Pass::ListOption`): declared with a name, a
//! type, a default and a description, parsed from the text between `{` and `}` in a
//! pipeline (`max-iterations=10 top-down=false patterns=a,b`), and printed back the way
//! `--dump-pass-pipeline` shows them: every option in name order, separated by one space,
//! an empty list printing as nothing (hence `{  max-iterations=10 ...}` after two empty
//! lists), a non-empty list as `name={a,b}`.

/// The type of an option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptKind {
    Bool,
    /// A signed integer (`long` in LLVM's parser).
    Int,
    /// A C++ `unsigned` (32 bits; LLVM calls it `uint` in errors).
    UInt,
    Str,
    /// One of the listed names (each with its description).
    Enum(&'static [(&'static str, &'static str)]),
    /// A comma-separated list of strings.
    StrList,
    /// A comma-separated list of signed integers.
    IntList,
}

impl OptKind {
    /// The value name `--help` shows (`=<long>`; none for a boolean), as LLVM's parser
    /// for the option's C++ type names it.
    pub fn value_name(&self) -> Option<&'static str> {
        match self {
            OptKind::Bool => None,
            OptKind::Int | OptKind::IntList => Some("long"),
            OptKind::UInt => Some("uint"),
            OptKind::Str | OptKind::StrList => Some("string"),
            OptKind::Enum(_) => Some("value"),
        }
    }
}

/// A value of an option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptValue {
    Bool(bool),
    Int(i64),
    UInt(u64),
    Str(String),
    List(Vec<String>),
}

/// One declared option.
#[derive(Clone, Copy, Debug)]
pub struct OptionDecl {
    pub name: &'static str,
    pub kind: OptKind,
    /// The default in command-line spelling (`"10"`, `"true"`, `""` for an empty list).
    pub default: &'static str,
    pub description: &'static str,
}

/// The values of a pass's options, in declaration order.
#[derive(Clone, Debug, Default)]
pub struct OptionValues {
    pub decls: &'static [OptionDecl],
    pub values: Vec<OptValue>,
}

/// Why option text was rejected. `Unknown` and `Syntax` become the diagnostic text;
/// `Value` is what LLVM's command-line parser prints to stderr on its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// `<Pass-Options-Parser>: no such option foo`
    Unknown(String),
    /// `for the --top-down option: 'yes' is invalid value for boolean argument! Try 0 or 1`
    Value(String),
}

fn parse_value(decl: &OptionDecl, text: &str) -> Result<OptValue, OptionError> {
    let name = decl.name;
    let bad = |what: &str| {
        OptionError::Value(format!(
            "for the --{name} option: '{text}' value invalid for {what} argument!"
        ))
    };
    match decl.kind {
        OptKind::Bool => match text {
            "" | "true" | "TRUE" | "True" | "1" => Ok(OptValue::Bool(true)),
            "false" | "FALSE" | "False" | "0" => Ok(OptValue::Bool(false)),
            _ => Err(OptionError::Value(format!(
                "for the --{name} option: '{text}' is invalid value for boolean argument! Try 0 or 1"
            ))),
        },
        OptKind::Int => parse_int(text)
            .map(OptValue::Int)
            .ok_or_else(|| bad("long")),
        OptKind::UInt => parse_int(text)
            .and_then(|v| u32::try_from(v).ok())
            .map(|v| OptValue::UInt(u64::from(v)))
            .ok_or_else(|| bad("uint")),
        OptKind::Str => Ok(OptValue::Str(unquote(text).to_string())),
        OptKind::Enum(names) => {
            if names.iter().any(|&(n, _)| n == text) {
                Ok(OptValue::Str(text.to_string()))
            } else {
                Err(OptionError::Value(format!(
                    "for the --{name} option: Cannot find option named '{text}'!"
                )))
            }
        }
        OptKind::StrList => Ok(OptValue::List(
            split_list(text)
                .into_iter()
                .map(|s| unquote(s).to_string())
                .collect(),
        )),
        OptKind::IntList => {
            let mut out = Vec::new();
            for item in split_list(text) {
                let v = parse_int(item).ok_or_else(|| {
                    OptionError::Value(format!(
                        "for the --{name} option: '{item}' value invalid for long argument!"
                    ))
                })?;
                out.push(v.to_string());
            }
            Ok(OptValue::List(out))
        }
    }
}

/// Integers as LLVM's `getAsInteger` with radix auto-detection reads them.
fn parse_int(text: &str) -> Option<i64> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    let (radix, digits) = if let Some(d) = digits.strip_prefix("0x").or(digits.strip_prefix("0X")) {
        (16, d)
    } else if let Some(d) = digits.strip_prefix("0b").or(digits.strip_prefix("0B")) {
        (2, d)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let v = i64::from_str_radix(digits, radix).ok()?;
    Some(if neg { -v } else { v })
}

/// Strips one level of matching quotes or braces (`"a b"`, `{x,y}`).
fn unquote(s: &str) -> &str {
    let b = s.as_bytes();
    if b.len() >= 2
        && ((b[0] == b'"' && b[b.len() - 1] == b'"')
            || (b[0] == b'\'' && b[b.len() - 1] == b'\'')
            || (b[0] == b'{' && b[b.len() - 1] == b'}'))
    {
        &s[1..s.len() - 1]
    } else {
        s
    }
}

/// Splits a list value at top-level commas (not inside quotes, braces or parentheses).
fn split_list(text: &str) -> Vec<&str> {
    let text = unquote(text);
    if text.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut quote = None;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '{' | '(' | '[') => depth += 1,
            (None, '}' | ')' | ']') => depth -= 1,
            (None, ',') if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out
}

/// Splits option text into `key[=value]` items at top-level spaces.
fn split_items(text: &str) -> Vec<(&str, Option<&str>)> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        let start = i;
        let mut depth = 0i32;
        let mut quote = None;
        while i < bytes.len() {
            let c = bytes[i];
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, b'"' | b'\'') => quote = Some(c),
                (None, b'{' | b'(' | b'[') => depth += 1,
                (None, b'}' | b')' | b']') => depth -= 1,
                (None, c) if c.is_ascii_whitespace() && depth <= 0 => break,
                _ => {}
            }
            i += 1;
        }
        let item = &text[start..i];
        match item.split_once('=') {
            Some((k, v)) => out.push((k, Some(v))),
            None => out.push((item, None)),
        }
    }
    out
}

impl OptionValues {
    /// The defaults of `decls`.
    pub fn defaults(decls: &'static [OptionDecl]) -> OptionValues {
        let values = decls
            .iter()
            .map(|d| {
                parse_value(d, d.default).unwrap_or_else(|_| match d.kind {
                    OptKind::Bool => OptValue::Bool(false),
                    OptKind::Int => OptValue::Int(0),
                    OptKind::UInt => OptValue::UInt(0),
                    OptKind::StrList | OptKind::IntList => OptValue::List(Vec::new()),
                    OptKind::Str | OptKind::Enum(_) => OptValue::Str(String::new()),
                })
            })
            .collect();
        OptionValues { decls, values }
    }

    /// Parses `key=value key2=value2` over the current values.
    pub fn parse(&mut self, text: &str) -> Result<(), OptionError> {
        for (key, value) in split_items(text) {
            let Some(i) = self.decls.iter().position(|d| d.name == key) else {
                return Err(OptionError::Unknown(format!(
                    "<Pass-Options-Parser>: no such option {key}"
                )));
            };
            self.values[i] = parse_value(&self.decls[i], value.unwrap_or(""))?;
        }
        Ok(())
    }

    /// The value of option `name`.
    pub fn get(&self, name: &str) -> Option<&OptValue> {
        let i = self.decls.iter().position(|d| d.name == name)?;
        self.values.get(i)
    }

    /// A boolean option (false when absent or of another type).
    pub fn bool(&self, name: &str) -> bool {
        matches!(self.get(name), Some(OptValue::Bool(true)))
    }

    /// Prints `{a=1 b=2}` as `--dump-pass-pipeline` does; nothing without options.
    pub fn print(&self, out: &mut String) {
        if self.decls.is_empty() {
            return;
        }
        let mut order: Vec<usize> = (0..self.decls.len()).collect();
        order.sort_by_key(|&i| self.decls[i].name);
        out.push('{');
        for (n, &i) in order.iter().enumerate() {
            if n > 0 {
                out.push(' ');
            }
            let name = self.decls[i].name;
            match &self.values[i] {
                OptValue::Bool(b) => out.push_str(&format!("{name}={b}")),
                OptValue::Int(v) => out.push_str(&format!("{name}={v}")),
                OptValue::UInt(v) => out.push_str(&format!("{name}={v}")),
                OptValue::Str(s) => out.push_str(&format!("{name}={s}")),
                OptValue::List(items) if items.is_empty() => {}
                OptValue::List(items) => out.push_str(&format!("{name}={{{}}}", items.join(","))),
            }
        }
        out.push('}');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static DECLS: &[OptionDecl] = &[
        OptionDecl {
            name: "top-down",
            kind: OptKind::Bool,
            default: "true",
            description: "",
        },
        OptionDecl {
            name: "max-iterations",
            kind: OptKind::Int,
            default: "10",
            description: "",
        },
        OptionDecl {
            name: "disable-patterns",
            kind: OptKind::StrList,
            default: "",
            description: "",
        },
        OptionDecl {
            name: "enable-patterns",
            kind: OptKind::StrList,
            default: "",
            description: "",
        },
        OptionDecl {
            name: "mode",
            kind: OptKind::Enum(&[("normal", ""), ("aggressive", "")]),
            default: "normal",
            description: "",
        },
    ];

    fn printed(v: &OptionValues) -> String {
        let mut s = String::new();
        v.print(&mut s);
        s
    }

    #[test]
    fn defaults_print_like_mlir() {
        let v = OptionValues::defaults(DECLS);
        assert_eq!(
            printed(&v),
            "{  max-iterations=10 mode=normal top-down=true}"
        );
    }

    #[test]
    fn parse_values_and_lists() {
        let mut v = OptionValues::defaults(DECLS);
        v.parse("disable-patterns=a,b max-iterations=3 top-down=0")
            .unwrap();
        assert_eq!(
            printed(&v),
            "{disable-patterns={a,b}  max-iterations=3 mode=normal top-down=false}"
        );
        v.parse("top-down").unwrap();
        assert!(v.bool("top-down"));
    }

    #[test]
    fn errors() {
        let mut v = OptionValues::defaults(DECLS);
        assert_eq!(
            v.parse("foo=1"),
            Err(OptionError::Unknown(
                "<Pass-Options-Parser>: no such option foo".into()
            ))
        );
        assert!(matches!(
            v.parse("top-down=yes"),
            Err(OptionError::Value(_))
        ));
        assert!(matches!(
            v.parse("max-iterations=abc"),
            Err(OptionError::Value(_))
        ));
        assert!(matches!(v.parse("mode=wild"), Err(OptionError::Value(_))));
    }
}
