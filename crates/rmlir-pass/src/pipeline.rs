//! Pass managers and the textual pipeline syntax (MLIR's `OpPassManager` and
//! `PassRegistry.cpp`'s pipeline parser).
//!
//! A pipeline is `anchor(element,element,...)`; an element is a pass or registered
//! pipeline name with optional `{options}`, or a nested `op.name(...)`/`any(...)`. The
//! outer `anchor(` and `)` are stripped first, and errors point into the text between
//! them, as mlir-opt reports them:
//!
//! ```text
//! MLIR Textual PassPipeline Parser:1:11: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
//! symbol-dce)
//!           ^
//! ```
//!
//! Printing (`--dump-pass-pipeline`) puts one element per line, nested managers
//! indented by two spaces:
//!
//! ```text
//! builtin.module(
//!   func.func(
//!     strip-debuginfo
//!   ),
//!   symbol-dce
//! )
//! ```

use crate::Pass;
use crate::options::{OptionError, OptionValues};
use crate::registry::{PassInfo, Registry};

/// What a pass manager runs on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// Ops with this name.
    Op(String),
    /// Any isolated-from-above op.
    Any,
}

impl Anchor {
    fn from_name(name: &str) -> Anchor {
        if name == "any" {
            Anchor::Any
        } else {
            Anchor::Op(name.to_string())
        }
    }

    /// The name as written in a pipeline.
    pub fn name(&self) -> &str {
        match self {
            Anchor::Op(n) => n,
            Anchor::Any => "any",
        }
    }
}

/// A pass with its option values.
pub struct PassEntry {
    pub info: &'static PassInfo,
    pub options: OptionValues,
    pub pass: Box<dyn Pass>,
}

/// One element of a pass manager.
pub enum Entry {
    Pass(PassEntry),
    Nested(OpPassManager),
}

/// A list of passes and nested pass managers run in order on ops of one kind.
pub struct OpPassManager {
    pub anchor: Anchor,
    pub entries: Vec<Entry>,
}

/// What an [`OpPassManager`] is made of, without the pass instances: each worker thread
/// builds its own pass manager from it (MLIR clones the pass manager per thread).
#[derive(Clone)]
pub struct Blueprint {
    anchor: Anchor,
    entries: Vec<BlueprintEntry>,
}

#[derive(Clone)]
enum BlueprintEntry {
    Pass(&'static PassInfo, OptionValues),
    Nested(Blueprint),
}

impl Blueprint {
    /// A fresh pass manager with new pass instances.
    pub fn build(&self) -> OpPassManager {
        OpPassManager {
            anchor: self.anchor.clone(),
            entries: self
                .entries
                .iter()
                .map(|e| match e {
                    BlueprintEntry::Pass(info, options) => Entry::Pass(PassEntry {
                        info,
                        options: options.clone(),
                        pass: (info.make)(options),
                    }),
                    BlueprintEntry::Nested(b) => Entry::Nested(b.build()),
                })
                .collect(),
        }
    }
}

impl OpPassManager {
    /// The passes and options of this pass manager, to build copies from.
    pub fn blueprint(&self) -> Blueprint {
        Blueprint {
            anchor: self.anchor.clone(),
            entries: self
                .entries
                .iter()
                .map(|e| match e {
                    Entry::Pass(p) => BlueprintEntry::Pass(p.info, p.options.clone()),
                    Entry::Nested(n) => BlueprintEntry::Nested(n.blueprint()),
                })
                .collect(),
        }
    }
}

/// A pipeline that could not be built. `stderr` is text LLVM's option parser prints on
/// its own (without the tool name prefix); `message` is the diagnostic, reported at an
/// unknown location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    pub stderr: Option<String>,
    pub message: String,
}

impl PipelineError {
    fn msg(message: String) -> PipelineError {
        PipelineError {
            stderr: None,
            message,
        }
    }
}

impl OpPassManager {
    /// An empty pass manager on `anchor`.
    pub fn new(anchor: Anchor) -> OpPassManager {
        OpPassManager {
            anchor,
            entries: Vec::new(),
        }
    }

    /// Adds a pass (MLIR's `OpPassManager::addPass`). A pass bound to another op than
    /// this manager's anchor goes into a nested manager for that op when `implicit`
    /// (mlir-opt's flag mode; the last entry is reused when it is one) and is an error
    /// otherwise. An `any()` manager takes every pass as it is.
    pub fn add_pass(&mut self, entry: PassEntry, implicit: bool) -> Result<(), String> {
        if let Some(op) = entry.info.anchor
            && let Anchor::Op(mine) = &self.anchor
            && mine != op
        {
            if !implicit {
                return Err(format!(
                    "Can't add pass '{}' restricted to '{op}' on a PassManager intended to run \
                     on '{mine}', did you intend to nest?",
                    entry.info.name
                ));
            }
            if let Some(Entry::Nested(pm)) = self.entries.last_mut()
                && pm.anchor == Anchor::Op(op.to_string())
            {
                return pm.add_pass(entry, implicit);
            }
            let mut pm = OpPassManager::new(Anchor::Op(op.to_string()));
            pm.add_pass(entry, implicit)?;
            self.entries.push(Entry::Nested(pm));
            return Ok(());
        }
        self.entries.push(Entry::Pass(entry));
        Ok(())
    }

    /// Adds a pass by registry entry and option text (`None`: defaults). Option errors
    /// name the pass and its options as a textual pipeline reports them; a pass flag
    /// (`flag`) reports the option error alone, as mlir-opt does.
    pub fn add_named(
        &mut self,
        registry: &Registry,
        name: &str,
        options: Option<&str>,
        flag: bool,
    ) -> Result<(), PipelineError> {
        let failed = |e: OptionError| {
            if flag {
                return match e {
                    OptionError::Unknown(m) => PipelineError::msg(format!("{m}\n")),
                    OptionError::Value(m) => PipelineError {
                        stderr: Some(m),
                        message: String::new(),
                    },
                };
            }
            let (stderr, head) = match e {
                OptionError::Unknown(m) => (None, format!("{m}\n")),
                OptionError::Value(m) => (Some(m), String::new()),
            };
            PipelineError {
                stderr,
                message: format!(
                    "{head}\nfailed to add `{name}` with options `{}`\n",
                    options.unwrap_or("")
                ),
            }
        };
        if let Some(info) = registry.pass(name) {
            let mut values = OptionValues::defaults(info.options);
            if let Some(text) = options {
                values.parse(text).map_err(failed)?;
            }
            let pass = (info.make)(&values);
            return self
                .add_pass(
                    PassEntry {
                        info,
                        options: values,
                        pass,
                    },
                    flag,
                )
                .map_err(|m| {
                    PipelineError::msg(format!(
                        "{m}\nfailed to add `{name}` with options `{}`\n",
                        options.unwrap_or("")
                    ))
                });
        }
        if let Some(info) = registry.pipeline(name) {
            let mut values = OptionValues::defaults(info.options);
            if let Some(text) = options {
                values.parse(text).map_err(failed)?;
            }
            return (info.build)(registry, &values, self).map_err(PipelineError::msg);
        }
        Err(PipelineError::msg(format!(
            "'{name}' does not refer to a registered pass or pass pipeline"
        )))
    }

    /// Number of top-level entries (a nested manager counts once).
    pub fn size(&self) -> usize {
        self.entries.len()
    }

    /// Prints the pipeline with one element per line (`--dump-pass-pipeline`).
    pub fn print_pretty(&self, out: &mut String, indent: usize) {
        out.push_str(self.anchor.name());
        out.push_str("(\n");
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push_str(",\n");
            }
            out.push_str(&"  ".repeat(indent + 1));
            match e {
                Entry::Pass(p) => {
                    out.push_str(p.info.argument);
                    p.options.print(out);
                }
                Entry::Nested(pm) => pm.print_pretty(out, indent + 1),
            }
        }
        out.push('\n');
        out.push_str(&"  ".repeat(indent));
        out.push(')');
    }

    /// `Pass Manager with N passes:` and the pretty pipeline, as `--dump-pass-pipeline`
    /// prints it (followed by the blank line mlir-opt adds).
    pub fn dump(&self) -> String {
        let mut s = format!("Pass Manager with {} passes:\n", self.size());
        self.print_pretty(&mut s, 0);
        s.push_str("\n\n");
        s
    }
}

/// A parse error inside the stripped pipeline text, at a byte offset.
fn located(text: &str, pos: usize, msg: &str) -> PipelineError {
    // Like LLVM's SourceMgr: line and column of the offset, the line, a caret.
    let before = &text[..pos.min(text.len())];
    let line_no = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = pos - line_start;
    let line_end = text[line_start..]
        .find('\n')
        .map_or(text.len(), |i| line_start + i);
    PipelineError::msg(format!(
        "MLIR Textual PassPipeline Parser:{line_no}:{}: error: {msg}\n{}\n{}^\n",
        col + 1,
        &text[line_start..line_end],
        " ".repeat(col)
    ))
}

/// A parsed element before name resolution.
struct Element<'a> {
    name: &'a str,
    pos: usize,
    options: Option<&'a str>,
    nested: Option<Vec<Element<'a>>>,
}

/// Parses a comma-separated element list starting at `*i`, stopping at a `)` (which is
/// left for the caller) or the end.
fn parse_elements<'a>(
    text: &'a str,
    i: &mut usize,
    depth: usize,
) -> Result<Vec<Element<'a>>, PipelineError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    if text[*i..].trim().is_empty() || (depth > 0 && text[*i..].trim_start().starts_with(')')) {
        // `anchor()`: an empty pipeline.
        while *i < bytes.len() && bytes[*i].is_ascii_whitespace() {
            *i += 1;
        }
        return Ok(out);
    }
    loop {
        let start = *i;
        let end = text[start..]
            .find([',', '(', ')', '{', '}'])
            .map_or(text.len(), |p| start + p);
        let raw = &text[start..end];
        let name = raw.trim();
        let pos = if name.is_empty() {
            start
        } else {
            start + (raw.len() - raw.trim_start().len())
        };
        let mut el = Element {
            name,
            pos,
            options: None,
            nested: None,
        };
        *i = end;
        if *i < bytes.len() && bytes[*i] == b'{' {
            let open = *i;
            let mut level = 0usize;
            let mut close = None;
            for (k, c) in text[open..].char_indices() {
                match c {
                    '{' => level += 1,
                    '}' => {
                        level -= 1;
                        if level == 0 {
                            close = Some(open + k);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let Some(close) = close else {
                return Err(located(
                    text,
                    open,
                    "missing closing '}' while processing pass options",
                ));
            };
            el.options = Some(&text[open + 1..close]);
            *i = close + 1;
        } else if *i < bytes.len() && bytes[*i] == b'(' {
            let open = *i;
            *i += 1;
            let inner = parse_elements(text, i, depth + 1)?;
            if *i >= bytes.len() || bytes[*i] != b')' {
                return Err(located(
                    text,
                    open + 1,
                    "encountered unbalanced parentheses while parsing pipeline",
                ));
            }
            *i += 1;
            el.nested = Some(inner);
        }
        while *i < bytes.len() && bytes[*i].is_ascii_whitespace() {
            *i += 1;
        }
        out.push(el);
        if *i >= bytes.len() {
            return Ok(out);
        }
        match bytes[*i] {
            b',' => *i += 1,
            b')' if depth > 0 => return Ok(out),
            b')' => {
                return Err(located(
                    text,
                    *i,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            _ => {
                return Err(located(
                    text,
                    *i,
                    "expected ',' after parsing pipeline element",
                ));
            }
        }
    }
}

fn resolve(
    registry: &Registry,
    text: &str,
    elements: &[Element<'_>],
    pm: &mut OpPassManager,
) -> Result<(), PipelineError> {
    for el in elements {
        match &el.nested {
            Some(inner) => {
                let mut nested = OpPassManager::new(Anchor::from_name(el.name));
                resolve(registry, text, inner, &mut nested).map_err(|mut e| {
                    if e.message.is_empty() {
                        return e;
                    }
                    e.message.push_str(&format!(
                        "failed to add `{}` with options `` to inner pipeline\n",
                        el.name
                    ));
                    e
                })?;
                pm.entries.push(Entry::Nested(nested));
            }
            None => {
                if !registry.contains(el.name) {
                    return Err(located(
                        text,
                        el.pos,
                        &format!(
                            "'{}' does not refer to a registered pass or pass pipeline",
                            el.name
                        ),
                    ));
                }
                pm.add_named(registry, el.name, el.options, false)?;
            }
        }
    }
    Ok(())
}

/// Parses `anchor(...)` (`--pass-pipeline`, `-p`) into a pass manager on `anchor`.
pub fn parse_pipeline(registry: &Registry, pipeline: &str) -> Result<OpPassManager, PipelineError> {
    let wrapped = pipeline.find('(').filter(|&p| p > 0).and_then(|p| {
        pipeline
            .strip_suffix(')')
            .map(|inner| (pipeline[..p].trim_end(), &inner[p + 1..]))
    });
    let Some((anchor, inner)) = wrapped else {
        return Err(PipelineError::msg(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
                .into(),
        ));
    };
    let mut pm = OpPassManager::new(Anchor::from_name(anchor));
    let mut i = 0;
    let elements = parse_elements(inner, &mut i, 0)?;
    resolve(registry, inner, &elements, &mut pm)?;
    Ok(pm)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dump(p: &str) -> Result<String, String> {
        parse_pipeline(&Registry::default(), p)
            .map(|pm| pm.dump())
            .map_err(|e| e.message)
    }

    #[test]
    fn nested_pipeline_prints_one_element_per_line() {
        assert_eq!(
            dump("builtin.module(func.func(strip-debuginfo),symbol-dce)").unwrap(),
            "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    strip-debuginfo\n  ),\n  symbol-dce\n)\n\n"
        );
        assert_eq!(
            dump("builtin.module()").unwrap(),
            "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n\n"
        );
    }

    #[test]
    fn errors_point_into_the_inner_text() {
        assert_eq!(
            dump("builtin.module(nope)").unwrap_err(),
            "MLIR Textual PassPipeline Parser:1:1: error: 'nope' does not refer to a registered pass or pass pipeline\nnope\n^\n"
        );
        assert_eq!(
            dump("builtin.module(symbol-dce,,cse)").unwrap_err(),
            "MLIR Textual PassPipeline Parser:1:12: error: '' does not refer to a registered pass or pass pipeline\nsymbol-dce,,cse\n           ^\n"
        );
        assert!(
            dump("symbol-dce")
                .unwrap_err()
                .starts_with("expected pass pipeline")
        );
        assert!(
            dump("builtin.module(symbol-dce{)")
                .unwrap_err()
                .contains(":1:11: error: missing closing '}'")
        );
        assert!(
            dump("builtin.module(func.func(symbol-dce)")
                .unwrap_err()
                .contains(":1:11: error: encountered unbalanced parentheses")
        );
    }
}
