//! Pass statistics (MLIR's `Pass::Statistic` and `PassStatistics.cpp`): named counters a
//! pass declares and bumps while it runs, and the `--mlir-pass-statistics` report.
//!
//! A pass keeps its counters as fields and returns them from
//! [`Pass::statistics`](crate::Pass::statistics); a pass run many times (once per
//! function) keeps adding to the same counters. The report goes to stderr after the
//! pipeline ran, in one of two layouts (`--mlir-pass-statistics-display`):
//!
//! ```text
//! ===-------------------------------------------------------------------------===
//!                          ... Pass statistics report ...
//! ===-------------------------------------------------------------------------===
//! 'func.func' Pipeline                          <- pipeline (default): the pass tree
//!   (anonymous namespace)::TestStatisticPass
//!     (S) 4 num-ops  - Number of operations counted
//!     (S) 4 num-ops2 - Number of operations counted one more time
//!
//! ```
//!
//! The list layout merges passes of the same name (summing their counters), sorts them
//! by name and indents them by two. Counters are always sorted by name, values
//! right-aligned and names left-aligned to the widest. This is the report of an LLVM
//! build with statistics enabled (`LLVM_ENABLE_STATS`, as in assertion builds); release
//! builds of `mlir-opt` print the banner alone.

use crate::pipeline::{Entry, OpPassManager};

/// One named counter of a pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistic {
    /// The name in the report (`num-ops`).
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
    /// The count so far.
    pub value: u64,
}

impl Statistic {
    /// A counter at zero.
    pub const fn new(name: &'static str, description: &'static str) -> Statistic {
        Statistic {
            name,
            description,
            value: 0,
        }
    }

    /// Adds `n`.
    pub fn add(&mut self, n: u64) {
        self.value = self.value.saturating_add(n);
    }

    /// Adds one.
    pub fn inc(&mut self) {
        self.add(1);
    }
}

/// How the report is laid out (`--mlir-pass-statistics-display=list|pipeline`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DisplayMode {
    /// Passes merged by name and sorted.
    List,
    /// The pass manager's tree (the default).
    #[default]
    Pipeline,
}

impl DisplayMode {
    /// The mode named on the command line.
    pub fn from_name(name: &str) -> Option<DisplayMode> {
        match name {
            "list" => Some(DisplayMode::List),
            "pipeline" => Some(DisplayMode::Pipeline),
            _ => None,
        }
    }
}

/// Prints a pass (or pipeline) line and its counters sorted by name.
fn entry(out: &mut String, indent: usize, name: &str, stats: &[Statistic]) {
    out.push_str(&" ".repeat(indent));
    out.push_str(name);
    out.push('\n');
    let mut stats: Vec<&Statistic> = stats.iter().collect();
    stats.sort_by(|a, b| a.name.cmp(b.name));
    let name_w = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let value_w = stats
        .iter()
        .map(|s| s.value.to_string().len())
        .max()
        .unwrap_or(0);
    for s in stats {
        out.push_str(&format!(
            "{}(S) {:>value_w$} {:<name_w$} - {}\n",
            " ".repeat(indent + 2),
            s.value,
            s.name,
            s.description
        ));
    }
}

fn pipeline(out: &mut String, pm: &mut OpPassManager, indent: usize) {
    for e in &mut pm.entries {
        match e {
            Entry::Pass(p) => entry(out, indent, p.info.name, p.pass.statistics()),
            Entry::Nested(nested) => {
                entry(
                    out,
                    indent,
                    &format!("'{}' Pipeline", nested.anchor.name()),
                    &[],
                );
                pipeline(out, nested, indent + 2);
            }
        }
    }
}

fn collect(pm: &mut OpPassManager, merged: &mut Vec<(&'static str, Vec<Statistic>)>) {
    for e in &mut pm.entries {
        match e {
            Entry::Pass(p) => {
                let stats = p.pass.statistics();
                if stats.is_empty() {
                    continue;
                }
                match merged.iter_mut().find(|(n, _)| *n == p.info.name) {
                    Some((_, into)) => {
                        for (i, s) in stats.iter().enumerate() {
                            if let Some(t) = into.get_mut(i) {
                                t.add(s.value);
                            }
                        }
                    }
                    None => merged.push((p.info.name, stats.to_vec())),
                }
            }
            Entry::Nested(nested) => collect(nested, merged),
        }
    }
}

/// The `--mlir-pass-statistics` report for `pm` after it ran.
pub fn report(pm: &mut OpPassManager, mode: DisplayMode) -> String {
    const TITLE: &str = "... Pass statistics report ...";
    let bar = format!("==={}===\n", "-".repeat(73));
    let mut out = bar.clone();
    out.push_str(&" ".repeat((80 - TITLE.len()) / 2));
    out.push_str(TITLE);
    out.push('\n');
    out.push_str(&bar);
    match mode {
        DisplayMode::List => {
            let mut merged = Vec::new();
            collect(pm, &mut merged);
            merged.sort_by(|a, b| a.0.cmp(b.0));
            for (name, stats) in &merged {
                entry(&mut out, 2, name, stats);
            }
        }
        DisplayMode::Pipeline => pipeline(&mut out, pm, 0),
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_are_sorted_and_aligned() {
        let mut out = String::new();
        let mut a = Statistic::new("num-ops2", "Number of operations counted one more time");
        let mut b = Statistic::new("num-ops", "Number of operations counted");
        a.add(12);
        b.inc();
        entry(&mut out, 2, "P", &[a, b]);
        assert_eq!(
            out,
            "  P\n    (S)  1 num-ops  - Number of operations counted\n    (S) 12 num-ops2 - Number of operations counted one more time\n"
        );
    }

    #[test]
    fn banner() {
        let mut pm = OpPassManager::new(crate::Anchor::Op("builtin.module".into()));
        assert_eq!(
            report(&mut pm, DisplayMode::List),
            "===-------------------------------------------------------------------------===\n                         ... Pass statistics report ...\n===-------------------------------------------------------------------------===\n\n"
        );
    }
}
