//! IR dumps around passes (MLIR's `IRPrinterInstrumentation`, `IRPrinting.cpp`): the
//! `--mlir-print-ir-before/after(-all|-change|-failure)`, `--mlir-print-ir-module-scope`
//! and `--mlir-print-ir-tree-dir` flags.
//!
//! A dump is a header and the op the pass runs on (or, at module scope, the top-level
//! op), followed by a blank line:
//!
//! ```text
//! // -----// IR Dump After CSE (cse) //----- //
//! func.func @foo() {
//!   return
//! }
//!
//! // -----// IR Dump Before CSE (cse) ('func.func' operation: @bar) //----- //
//! module {
//!   ...
//! ```
//!
//! A failed pass dumps under `After <Name> Failed (<arg>)` whenever dumps after passes
//! are on; `-change` keeps only the dumps after passes that changed the op, compared by
//! [`fingerprint`]; `-failure` keeps only the failed ones. IR that does not verify is
//! printed in generic form, as MLIR's printer does. With a tree directory each dump
//! goes to its own file, `dir/<op>_<symbol>/.../<counters>_<arg>.mlir`, instead of
//! stderr.

use rmlir_ir::printer::{PrintOptions, print_top_op};
use rmlir_ir::{Context, DiagEngine, Ir, OpRef, verifier};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::path::PathBuf;

/// Which dumps to print, and how.
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    /// Dump before every pass (`--mlir-print-ir-before-all`).
    pub before_all: bool,
    /// Dump after every pass (`--mlir-print-ir-after-all`).
    pub after_all: bool,
    /// Pass arguments to dump before (`--mlir-print-ir-before=a,b`).
    pub before: Vec<String>,
    /// Pass arguments to dump after (`--mlir-print-ir-after=a,b`).
    pub after: Vec<String>,
    /// Only dump after a pass that changed the IR.
    pub after_change: bool,
    /// Only dump after a pass that failed.
    pub after_failure: bool,
    /// Dump the top-level op rather than the op the pass runs on.
    pub module_scope: bool,
    /// Write each dump to a file under this directory.
    pub tree_dir: Option<String>,
    /// How dumped IR is printed (`--mlir-print-debuginfo`, ...).
    pub options: PrintOptions,
}

impl IrPrinting {
    /// Whether to dump before the pass with argument `arg`.
    pub fn before(&self, arg: &str) -> bool {
        self.before_all || self.before.iter().any(|a| a == arg)
    }

    /// Whether dumps after the pass with argument `arg` are on at all (successful ones
    /// are further filtered by `-change` and `-failure`).
    pub fn after(&self, arg: &str) -> bool {
        self.after_all || self.after_failure || self.after.iter().any(|a| a == arg)
    }
}

/// A structural fingerprint of `op` and everything nested in it (MLIR's
/// `OperationFingerPrint`): op identities and nesting, names, attributes and
/// properties, locations, blocks and their arguments (with types), operands,
/// successors and result types. Interned handles are hashed, so equal fingerprints mean
/// the same IR up to a 64-bit hash collision.
pub fn fingerprint(ir: &Ir, op: OpRef) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    ir.walk(op, &mut |o| {
        let body = ir.body(o.0);
        let d = body.op(o.1);
        o.hash(&mut h);
        if o != op {
            ir.parent_op(o).hash(&mut h);
        }
        d.name.hash(&mut h);
        d.attrs.hash(&mut h);
        d.props().hash(&mut h);
        d.loc.hash(&mut h);
        let rb = ir.regions_body(o);
        let rbody = ir.body(rb);
        for &r in d.regions() {
            r.hash(&mut h);
            for b in rbody.region_blocks(r) {
                (rb, b).hash(&mut h);
                for &a in rbody.block_args(b) {
                    a.hash(&mut h);
                    rbody.value_type(a).hash(&mut h);
                    rbody.value(a).loc().hash(&mut h);
                }
            }
        }
        for v in body.operands(o.1) {
            v.hash(&mut h);
        }
        d.successors().hash(&mut h);
        for v in body.results(o.1) {
            body.value_type(v).hash(&mut h);
        }
    });
    h.finish()
}

/// The top-level op above `op`.
pub fn top_level(ir: &Ir, op: OpRef) -> OpRef {
    let mut top = op;
    while let Some(p) = ir.parent_op(top) {
        top = p;
    }
    top
}

/// The `sym_name` of `op`, if it has a string one.
pub fn symbol_name(ctx: &Context, ir: &Ir, op: OpRef) -> Option<String> {
    let a = rmlir_ir::ir::op_attr(ctx, ir, op, "sym_name")?;
    ctx.attr_str(a)
        .map(|s| String::from_utf8_lossy(s).into_owned())
}

/// Prints `op` as `Operation::print` does: a nested op on its own with local scope and
/// no final newline, the top-level op with aliases and a final newline; generic form
/// when it does not verify.
pub fn print_op(ctx: &Context, ir: &Ir, op: OpRef, options: PrintOptions) -> String {
    let mut options = options;
    let mut scratch = DiagEngine::default();
    if verifier::verify(ctx, ir, op, &mut scratch).is_err() {
        options.generic = true;
    }
    let nested = ir.parent_op(op).is_some();
    options.local_scope |= nested;
    let mut text = print_top_op(ctx, ir, op, options);
    if nested && text.ends_with('\n') {
        text.pop();
    }
    text
}

/// The header and IR of one dump, ending with the blank line.
pub fn dump_text(
    ctx: &Context,
    ir: &Ir,
    config: &IrPrinting,
    when: &str,
    name: &str,
    arg: &str,
    op: OpRef,
) -> String {
    let mut out = format!("// -----// IR Dump {when} {name} ({arg})");
    if config.module_scope {
        let op_name = ctx.str(ir.body(op.0).op(op.1).name);
        out.push_str(&format!(" ('{op_name}' operation"));
        if let Some(sym) = symbol_name(ctx, ir, op) {
            out.push_str(&format!(": @{sym}"));
        }
        out.push(')');
    }
    out.push_str(" //----- //\n");
    let shown = if config.module_scope {
        top_level(ir, op)
    } else {
        op
    };
    out.push_str(&print_op(ctx, ir, shown, config.options));
    out.push_str("\n\n");
    out
}

/// The file tree of `--mlir-print-ir-tree-dir`: how many dumps each op has had.
#[derive(Debug, Default)]
pub struct TreeCounters {
    counts: HashMap<OpRef, u32>,
}

impl TreeCounters {
    /// The path of the next dump of `op` by the pass with argument `arg` under `root`:
    /// one directory per op from the top level down (`builtin_module_top`,
    /// `func_func_f`, `..._no-symbol-name`), and a file named by the dump counters of
    /// those ops and the pass argument (`0_0_1_canonicalize.mlir`).
    pub fn next_path(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        arg: &str,
        root: &str,
    ) -> PathBuf {
        match self.counts.get_mut(&op) {
            Some(c) => *c += 1,
            None => {
                self.counts.insert(op, 0);
            }
        }
        let mut chain = vec![op];
        while let Some(p) = ir.parent_op(chain[chain.len() - 1]) {
            chain.push(p);
        }
        chain.reverse();
        let mut path = PathBuf::from(root);
        let mut counters = Vec::new();
        for &o in &chain {
            counters.push(*self.counts.entry(o).or_insert(0));
            let name = ctx.str(ir.body(o.0).op(o.1).name).replace('.', "_");
            let sym = symbol_name(ctx, ir, o)
                .unwrap_or_else(|| "no-symbol-name".to_string())
                .replace(['/', '\\'], "_");
            path.push(format!("{name}_{sym}"));
        }
        let counters: Vec<String> = counters.iter().map(u32::to_string).collect();
        path.push(format!("{}_{arg}.mlir", counters.join("_")));
        path
    }
}

/// Writes a dump to `path`, creating its directories; an error is returned as the text
/// MLIR prints to stderr.
pub fn write_tree_file(root: &str, path: &std::path::Path, text: &str) -> Result<(), String> {
    // Directories are created one level at a time, each reported on failure.
    let mut dir = PathBuf::from(root);
    let mut levels = vec![dir.clone()];
    if let Ok(rest) = path.parent().unwrap_or(path).strip_prefix(root) {
        for c in rest.components() {
            dir.push(c);
            levels.push(dir.clone());
        }
    }
    for d in levels {
        if let Err(e) = std::fs::create_dir(&d)
            && !(e.kind() == std::io::ErrorKind::AlreadyExists && d.is_dir())
        {
            return Err(format!(
                "Error while creating directory {}: {}\n",
                d.display(),
                io_message(&e)
            ));
        }
    }
    std::fs::write(path, text).map_err(|e| {
        format!(
            "Error opening output file {}: {}\n",
            path.display(),
            io_message(&e)
        )
    })
}

/// An I/O error as LLVM's `std::error_code::message` spells the common ones.
pub fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        std::io::ErrorKind::AlreadyExists => "File exists".into(),
        std::io::ErrorKind::NotADirectory => "Not a directory".into(),
        std::io::ErrorKind::IsADirectory => "Is a directory".into(),
        _ => {
            let s = e.to_string();
            // Drop Rust's " (os error N)" suffix.
            match s.find(" (os error") {
                Some(i) => s[..i].to_string(),
                None => s,
            }
        }
    }
}
