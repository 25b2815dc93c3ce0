//! `--list-passes` (MLIR's `printRegisteredPasses`): every registered pass with its
//! description and options, laid out as LLVM's command-line help lays them out.
//!
//! ```text
//! Passes:
//!   --canonicalize                      -   Canonicalize operations
//!     --max-iterations=<long>           - Max. iterations between applying ...
//!     --region-simplify=<value>         - Perform control flow optimizations ...
//!     =disabled                       -   Don't run any control-flow simplification.
//! ```
//!
//! The description column is where the widest option of any pass ends, plus four, so
//! it depends on the passes registered (mlir-opt, with hundreds more, puts it further
//! right).

use rmlir_pass::Registry;
use rmlir_pass::options::{OptKind, OptionDecl};
use std::fmt::Write;

/// Indent of a pass line.
const INDENT: usize = 2;

/// LLVM's `ArgHelpPrefix`, which option widths count.
const HELP_PREFIX: &str = " - ";

/// The text `--list-passes` prints.
pub(crate) fn list(registry: &Registry) -> String {
    let mut passes = registry.passes.clone();
    passes.sort_by_key(|p| p.argument);
    // MLIR's `PassRegistryEntry::getOptionWidth`: the widest option plus two, for a
    // pass with options; the column is the widest of these plus four.
    let desc_indent = passes
        .iter()
        .map(|p| {
            p.options
                .iter()
                .map(option_width)
                .max()
                .map_or(0, |w| w + 2)
        })
        .max()
        .unwrap_or(0)
        + 4;
    let mut out = String::from("Passes:\n");
    for p in passes {
        let pad = desc_indent.saturating_sub(INDENT + 4);
        let _ = writeln!(
            out,
            "{:INDENT$}--{:<pad$}-   {}",
            "", p.argument, p.description
        );
        let mut options: Vec<&OptionDecl> = p.options.iter().collect();
        options.sort_by_key(|o| o.name);
        for o in options {
            option_info(&mut out, o, desc_indent - INDENT);
        }
    }
    out
}

/// An option's width as LLVM's `getOptionWidth` measures it: `  --name=<value>` and
/// the help prefix.
fn option_width(o: &OptionDecl) -> usize {
    let dashes = if o.name.len() == 1 { 1 } else { 2 };
    2 + dashes + o.name.len() + HELP_PREFIX.len() + o.kind.value_name().map_or(0, |v| v.len() + 3)
}

/// One option as LLVM's `printOptionInfo` prints it under a pass: indented by the
/// pass's indent, its help at `width`; an enumeration's values follow, not indented
/// (as in MLIR, whose pass options print their values with LLVM's fixed prefix).
fn option_info(out: &mut String, o: &OptionDecl, width: usize) {
    let dashes = if o.name.len() == 1 { "-" } else { "--" };
    let _ = write!(out, "{:INDENT$}  {dashes}{}", "", o.name);
    if let Some(v) = o.kind.value_name() {
        let _ = write!(out, "=<{v}>");
    }
    let pad = width.saturating_sub(option_width(o));
    let _ = writeln!(out, "{:pad$}{HELP_PREFIX}{}", "", o.description);
    if let OptKind::Enum(values) = o.kind {
        for (name, description) in values {
            // LLVM's `OptionPrefix` ("    =") and `OptionPrefixesSize` (8).
            let pad = width.saturating_sub(name.len() + 8);
            let _ = writeln!(out, "    ={name}{:pad$}{HELP_PREFIX}  {description}", "");
        }
    }
}
