//! Crash and failure reproducers (MLIR's `PassCrashRecovery.cpp` and
//! `PassReproducerOptions`): `--mlir-pass-pipeline-crash-reproducer=FILE`,
//! `--mlir-pass-pipeline-local-reproducer` and `--run-reproducer`.
//!
//! Before a pipeline runs (or, for a local reproducer, before each pass) the IR is saved.
//! When a pass fails or panics, the saved top-level op is printed to FILE followed by a
//! file-level resource section that records how to run it again:
//!
//! ```text
//! module {
//!   ...
//! }
//!
//! {-#
//!   external_resources: {
//!     mlir_reproducer: {
//!       pipeline: "builtin.module(func.func(symbol-dce))",
//!       disable_threading: false,
//!       verify_each: true
//!     }
//!   }
//! #-}
//! ```
//!
//! `--run-reproducer` reads that section back ([`parse_resources`]) and runs its
//! pipeline with its flags. The rest of the `{-# ... #-}` syntax (other external
//! resources, `dialect_resources`) is checked and skipped.

use crate::ir_printing::{io_message, print_op, symbol_name};
use crate::pipeline::{Entry, OpPassManager, PassEntry};
use rmlir_ir::printer::PrintOptions;
use rmlir_ir::{Context, Ir, OpRef};
use std::cell::Cell;

/// Where and how to write reproducers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReproducerConfig {
    /// The file written on failure.
    pub file: String,
    /// Reproduce the failing pass alone on the IR it saw (needs threading off).
    pub local: bool,
}

/// A pass as a textual pipeline element: its argument and options.
pub fn pass_text(p: &PassEntry) -> String {
    let mut s = p.info.argument.to_string();
    p.options.print(&mut s);
    s
}

/// The elements of `pm` as a one-line textual pipeline, without the anchor, separated
/// by `sep` at this level and by `,` inside nested managers. A reproducer lists the
/// top-level passes with `, ` (LLVM's `interleaveComma`):
/// `func.func(cse,canonicalize), symbol-dce`.
pub fn pipeline_elements(pm: &OpPassManager, sep: &str) -> String {
    let mut out = String::new();
    for (i, e) in pm.entries.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        match e {
            Entry::Pass(p) => out.push_str(&pass_text(p)),
            Entry::Nested(n) => {
                out.push_str(n.anchor.name());
                out.push('(');
                out.push_str(&pipeline_elements(n, ","));
                out.push(')');
            }
        }
    }
    out
}

/// `s` as LLVM's `printEscapedString` writes it inside quotes: backslashes doubled,
/// quotes and unprintable bytes as `\XX`.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for &b in s.as_bytes() {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&b) && b != b'"' {
            out.push(b as char);
        } else {
            out.push_str(&format!("\\{b:02X}"));
        }
    }
    out
}

/// The `{-# external_resources: ... #-}` section of a reproducer.
pub fn resource_section(pipeline: &str, disable_threading: bool, verify_each: bool) -> String {
    format!(
        "{{-#\n  external_resources: {{\n    mlir_reproducer: {{\n      pipeline: \"{}\",\n      disable_threading: {disable_threading},\n      verify_each: {verify_each}\n    }}\n  }}\n#-}}\n",
        escape(pipeline)
    )
}

/// The IR before a failing run and the pipeline to run on it.
pub struct Snapshot {
    pub ir: Ir,
    /// The top-level op of `ir`.
    pub op: OpRef,
    /// The whole pipeline, anchor included (`builtin.module(...)`).
    pub pipeline: String,
}

/// Writes the reproducer of `snap` to `file`. Returns the description MLIR puts in its
/// note: `reproducer generated at `FILE`` or why the file could not be written.
pub fn write(
    ctx: &Context,
    snap: &Snapshot,
    file: &str,
    disable_threading: bool,
    verify_each: bool,
    options: PrintOptions,
) -> String {
    let mut text = print_op(ctx, &snap.ir, snap.op, options);
    text.push('\n');
    text.push_str(&resource_section(
        &snap.pipeline,
        disable_threading,
        verify_each,
    ));
    match std::fs::write(file, text) {
        Ok(()) => format!("reproducer generated at `{file}`"),
        Err(e) => format!(
            "failed to create output stream: Failed to create reproducer stream: cannot open output file '{file}': {}",
            io_message(&e)
        ),
    }
}

/// How a failing pass is named in the reproducer note:
/// `` `SymbolDCE` on 'func.func' operation: @f ``.
pub fn describe_pass_on(ctx: &Context, ir: &Ir, name: &str, op: OpRef) -> String {
    let d = ir.body(op.0).op(op.1);
    let mut s = format!("`{name}` on '{}' operation", ctx.str(d.name));
    let is_symbol = d
        .def
        .is_some_and(|def| def.has(rmlir_ir::opdef::traits::SYMBOL));
    if is_symbol && let Some(sym) = symbol_name(ctx, ir, op) {
        s.push_str(&format!(": @{sym}"));
    }
    s
}

/// The pipeline a local reproducer runs: the pass nested in the names of the ops
/// between the top level and `op` (`builtin.module(func.func(cse))`).
pub fn local_pipeline(ctx: &Context, ir: &Ir, op: OpRef, pass: &str) -> String {
    let mut scopes = Vec::new();
    let mut cur = op;
    while let Some(p) = ir.parent_op(cur) {
        scopes.push(ctx.str(ir.body(cur.0).op(cur.1).name).to_string());
        cur = p;
    }
    let top = ctx.str(ir.body(cur.0).op(cur.1).name).to_string();
    let mut s = format!("{top}(");
    for scope in scopes.iter().rev() {
        s.push_str(scope);
        s.push('(');
    }
    s.push_str(pass);
    s.push_str(&")".repeat(scopes.len() + 1));
    s
}

thread_local! {
    static RECOVERING: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f`, catching a panic (MLIR's `CrashRecoveryContext`); the panic message is
/// not printed when the hook of [`install_quiet_panic_hook`] is in place.
pub fn run_recovering<T>(f: impl FnOnce() -> T) -> std::thread::Result<T> {
    let was = RECOVERING.with(|r| r.replace(true));
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    RECOVERING.with(|r| r.set(was));
    out
}

/// Makes panics caught by [`run_recovering`] silent, as a crash turned into a
/// reproducer is in mlir-opt; other panics print as before. For binaries.
pub fn install_quiet_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if !RECOVERING.with(Cell::get) {
            previous(info);
        }
    }));
}

/// What a reproducer's resource section says (MLIR's `PassReproducerOptions`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReproducerOptions {
    /// `pipeline`: the whole textual pipeline, anchor included.
    pub pipeline: Option<String>,
    /// `disable_threading`.
    pub disable_threading: Option<bool>,
    /// `verify_each`.
    pub verify_each: Option<bool>,
}

/// A malformed file-level resource section: the byte offset and the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceError {
    /// Byte offset in the source.
    pub offset: usize,
    /// The diagnostic text.
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Open,
    Close,
    Colon,
    Comma,
    End,
    Str(String),
    Word(String),
    Eof,
    Bad,
}

/// A small lexer for the `{-# ... #-}` section: identifiers, strings, punctuation,
/// `//` comments.
struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

impl Lexer<'_> {
    fn skip_trivia(&mut self) {
        loop {
            while self.pos < self.src.len() && self.src[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            if self.src[self.pos..].starts_with(b"//") {
                while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                    self.pos += 1;
                }
                continue;
            }
            return;
        }
    }

    /// The next token and its offset.
    fn next(&mut self) -> (usize, Tok) {
        self.skip_trivia();
        let start = self.pos;
        let rest = &self.src[self.pos..];
        let Some(&c) = rest.first() else {
            return (start, Tok::Eof);
        };
        if rest.starts_with(b"#-}") {
            self.pos += 3;
            return (start, Tok::End);
        }
        self.pos += 1;
        let tok = match c {
            b'{' => Tok::Open,
            b'}' => Tok::Close,
            b':' => Tok::Colon,
            b',' => Tok::Comma,
            b'"' => self.string(),
            c if c.is_ascii_alphanumeric() || c == b'_' => {
                while self.pos < self.src.len()
                    && (self.src[self.pos].is_ascii_alphanumeric()
                        || matches!(self.src[self.pos], b'_' | b'$' | b'.' | b'-'))
                {
                    self.pos += 1;
                }
                Tok::Word(String::from_utf8_lossy(&self.src[start..self.pos]).into_owned())
            }
            _ => Tok::Bad,
        };
        (start, tok)
    }

    /// A string literal after its opening quote, with MLIR's escapes (`\"`, `\\`,
    /// `\n`, `\t`, `\XX`).
    fn string(&mut self) -> Tok {
        let mut bytes = Vec::new();
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return Tok::Str(String::from_utf8_lossy(&bytes).into_owned()),
                b'\n' => return Tok::Bad,
                b'\\' => {
                    let Some(&e) = self.src.get(self.pos) else {
                        return Tok::Bad;
                    };
                    self.pos += 1;
                    match e {
                        b'"' | b'\\' => bytes.push(e),
                        b'n' => bytes.push(b'\n'),
                        b't' => bytes.push(b'\t'),
                        h if h.is_ascii_hexdigit() => {
                            let Some(&l) = self.src.get(self.pos).filter(|l| l.is_ascii_hexdigit())
                            else {
                                return Tok::Bad;
                            };
                            self.pos += 1;
                            let hex = |d: u8| (d as char).to_digit(16).unwrap_or(0) as u8;
                            bytes.push(hex(h) * 16 + hex(l));
                        }
                        _ => return Tok::Bad,
                    }
                }
                _ => bytes.push(c),
            }
        }
        Tok::Bad
    }
}

/// The offset of the `{-#` that opens the file metadata, skipping comments and strings.
fn find_metadata(src: &[u8]) -> Option<usize> {
    let mut i = 0;
    while i < src.len() {
        match src[i] {
            b'/' if src[i..].starts_with(b"//") => {
                while i < src.len() && src[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' => {
                i += 1;
                while i < src.len() && src[i] != b'"' && src[i] != b'\n' {
                    i += if src[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'{' if src[i..].starts_with(b"{-#") => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// Reads the `mlir_reproducer` external resource of a source file, if it has one.
pub fn parse_resources(src: &str) -> Result<Option<ReproducerOptions>, ResourceError> {
    let Some(start) = find_metadata(src.as_bytes()) else {
        return Ok(None);
    };
    let mut lx = Lexer {
        src: src.as_bytes(),
        pos: start + 3,
    };
    let err = |offset: usize, message: String| Err(ResourceError { offset, message });
    let mut found: Option<ReproducerOptions> = None;
    let (mut at, mut tok) = lx.next();
    if tok == Tok::End {
        return Ok(None);
    }
    loop {
        let Tok::Word(key) = tok else {
            return err(
                at,
                "expected identifier key in file metadata dictionary".into(),
            );
        };
        let (c_at, colon) = lx.next();
        if colon != Tok::Colon {
            return err(c_at, "expected ':'".into());
        }
        match key.as_str() {
            "external_resources" | "dialect_resources" => {
                let external = key == "external_resources";
                groups(&mut lx, external, &mut found)?;
            }
            _ => {
                return err(
                    at,
                    format!("unknown key '{key}' in file metadata dictionary"),
                );
            }
        }
        (at, tok) = lx.next();
        match tok {
            Tok::Comma => (at, tok) = lx.next(),
            Tok::End => return Ok(found),
            _ => return err(at, "expected '#-}' to end file metadata".into()),
        }
    }
}

/// `{ name: { key: value, ... }, ... }`: the resource groups of one kind.
fn groups(
    lx: &mut Lexer<'_>,
    external: bool,
    found: &mut Option<ReproducerOptions>,
) -> Result<(), ResourceError> {
    let err = |offset: usize, message: &str| {
        Err(ResourceError {
            offset,
            message: message.to_string(),
        })
    };
    let (at, open) = lx.next();
    if open != Tok::Open {
        return err(at, "expected '{'");
    }
    let (mut at, mut tok) = lx.next();
    if tok == Tok::Close {
        return Ok(());
    }
    loop {
        let Tok::Word(group) = tok else {
            return err(at, "expected identifier key for 'resource' entry");
        };
        let (c_at, colon) = lx.next();
        if colon != Tok::Colon {
            return err(c_at, "expected ':'");
        }
        let reproducer = external && group == "mlir_reproducer";
        entries(
            lx,
            reproducer.then(|| found.get_or_insert_with(Default::default)),
        )?;
        (at, tok) = lx.next();
        match tok {
            Tok::Comma => (at, tok) = lx.next(),
            Tok::Close => return Ok(()),
            _ => return err(at, "expected '}'"),
        }
    }
}

/// `{ key: value, ... }` of one group; the `mlir_reproducer` keys go into `into`.
fn entries(
    lx: &mut Lexer<'_>,
    mut into: Option<&mut ReproducerOptions>,
) -> Result<(), ResourceError> {
    let err = |offset: usize, message: String| Err(ResourceError { offset, message });
    let (at, open) = lx.next();
    if open != Tok::Open {
        return err(at, "expected '{'".into());
    }
    let (mut at, mut tok) = lx.next();
    if tok == Tok::Close {
        return Ok(());
    }
    loop {
        let Tok::Word(key) = tok else {
            return err(at, "expected identifier key for 'resource' entry".into());
        };
        let (c_at, colon) = lx.next();
        if colon != Tok::Colon {
            return err(c_at, "expected ':'".into());
        }
        let (v_at, value) = lx.next();
        let as_bool = |v: &Tok| match v {
            Tok::Word(w) if w == "true" => Some(true),
            Tok::Word(w) if w == "false" => Some(false),
            _ => None,
        };
        match (&mut into, key.as_str()) {
            (Some(opts), "pipeline") => match value {
                Tok::Str(s) => opts.pipeline = Some(s),
                _ => return err(v_at, format!("expected string value for key '{key}'")),
            },
            (Some(opts), "disable_threading" | "verify_each") => {
                let Some(b) = as_bool(&value) else {
                    return err(
                        v_at,
                        format!("expected 'true' or 'false' value for key '{key}'"),
                    );
                };
                if key == "verify_each" {
                    opts.verify_each = Some(b);
                } else {
                    opts.disable_threading = Some(b);
                }
            }
            (Some(_), _) => {
                return err(
                    at,
                    format!("unknown 'mlir_reproducer' resource key '{key}'"),
                );
            }
            (None, _) => {
                if !matches!(value, Tok::Str(_) | Tok::Word(_)) {
                    return err(v_at, "expected resource value".into());
                }
            }
        }
        (at, tok) = lx.next();
        match tok {
            Tok::Comma => (at, tok) = lx.next(),
            Tok::Close => return Ok(()),
            _ => return err(at, "expected '}'".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn section_round_trips() {
        let text = format!(
            "module {{\n}}\n\n{}",
            resource_section("builtin.module(a{x=\"q\"})", true, false)
        );
        assert!(text.contains("pipeline: \"builtin.module(a{x=\\22q\\22})\","));
        let opts = parse_resources(&text).unwrap().unwrap();
        assert_eq!(opts.pipeline.as_deref(), Some("builtin.module(a{x=\"q\"})"));
        assert_eq!(opts.disable_threading, Some(true));
        assert_eq!(opts.verify_each, Some(false));
    }

    #[test]
    fn comments_other_groups_and_errors() {
        let src = "// \"{-#\" in a comment\nfunc.func @f()\n{-#\n  dialect_resources: { builtin: { blob: \"0x0400\" } },\n  external_resources: {\n    other: { a: true },\n    mlir_reproducer: {\n      // CHECK: x\n      verify_each: true,\n      pipeline: \"builtin.module(cse)\"\n    }\n  }\n#-}\n";
        let opts = parse_resources(src).unwrap().unwrap();
        assert_eq!(opts.pipeline.as_deref(), Some("builtin.module(cse)"));
        assert_eq!(opts.disable_threading, None);
        assert_eq!(parse_resources("func.func @f()\n").unwrap(), None);
        let bad = "{-#\n  external_resources: { mlir_reproducer: { foo: true } }\n#-}";
        let e = parse_resources(bad).unwrap_err();
        assert_eq!(e.message, "unknown 'mlir_reproducer' resource key 'foo'");
        assert_eq!(&bad[e.offset..e.offset + 3], "foo");
        let bad = "{-# external_resources: { mlir_reproducer: { verify_each: 1 } } #-}";
        assert_eq!(
            parse_resources(bad).unwrap_err().message,
            "expected 'true' or 'false' value for key 'verify_each'"
        );
        assert!(parse_resources("{-# external_resources: {").is_err());
    }

    #[test]
    fn escaping() {
        assert_eq!(escape("a\\b\"c\n"), "a\\\\b\\22c\\0A");
    }
}
