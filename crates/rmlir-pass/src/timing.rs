//! Wall-clock timers arranged as a tree and the `--mlir-timing` report (MLIR's
//! `DefaultTimingManager`): as a tree or a merged list (`--mlir-timing-display`), in
//! text or JSON (`--mlir-output-format`). Times of the same timer path add up, so a
//! pass run once per function shows its total.
//!
//! ```text
//! ===-------------------------------------------------------------------------===
//!                          ... Execution time report ...
//! ===-------------------------------------------------------------------------===
//!   Total Execution Time: 0.0011 seconds
//!
//!   ----Wall Time----  ----Name----
//!     0.0005 ( 44.7%)  Parser
//!     0.0001 (  7.8%)  SymbolDCE
//!     0.0001 (  6.6%)  Rest
//!     0.0011 (100.0%)  Total
//! ```

use std::time::Duration;

/// One timer and its children, in first-started order.
#[derive(Clone, Debug, Default)]
pub struct TimerNode {
    pub name: String,
    pub wall: Duration,
    /// Left out of the tree display, its children shown in its place (MLIR hides the
    /// timers of pass adaptors, `Pipeline Collection : ['func.func']`); the list
    /// display shows it.
    pub hidden: bool,
    pub children: Vec<TimerNode>,
}

impl TimerNode {
    /// The child called `name`, created on first use.
    pub fn child(&mut self, name: &str) -> &mut TimerNode {
        let i = match self.children.iter().position(|c| c.name == name) {
            Some(i) => i,
            None => {
                self.children.push(TimerNode {
                    name: name.to_string(),
                    ..TimerNode::default()
                });
                self.children.len() - 1
            }
        };
        &mut self.children[i]
    }

    /// Every timer under this one (itself included, as `name` with `secs`) with the
    /// times of equal names added up, longest first (`--mlir-timing-display=list`).
    fn merged<'a>(&'a self, name: &'a str, secs: f64) -> Vec<(&'a str, f64)> {
        fn add<'a>(t: &'a TimerNode, into: &mut Vec<(&'a str, f64)>) {
            for c in &t.children {
                let secs = c.wall.as_secs_f64();
                match into.iter_mut().find(|(n, _)| *n == c.name) {
                    Some((_, s)) => *s += secs,
                    None => into.push((&c.name, secs)),
                }
                add(c, into);
            }
        }
        let mut all = vec![(name, secs)];
        add(self, &mut all);
        all.sort_by(|a, b| b.1.total_cmp(&a.1));
        all
    }
}

/// How `--mlir-timing` shows the timers (`--mlir-timing-display`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Display {
    /// Every timer once, times of equal names added up, longest first.
    List,
    /// The timers nested as they ran.
    #[default]
    Tree,
}

impl Display {
    /// The option value naming a display (`list`, `tree`).
    pub fn from_name(name: &str) -> Option<Display> {
        match name {
            "list" => Some(Display::List),
            "tree" => Some(Display::Tree),
            _ => None,
        }
    }
}

/// The report's format (`--mlir-output-format`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    #[default]
    Text,
    Json,
}

impl Format {
    /// The option value naming a format (`text`, `json`).
    pub fn from_name(name: &str) -> Option<Format> {
        match name {
            "text" => Some(Format::Text),
            "json" => Some(Format::Json),
            _ => None,
        }
    }
}

/// Writes the report's entries in one format (MLIR's `OutputStrategy`).
struct Writer {
    format: Format,
    total: f64,
    out: String,
}

impl Writer {
    fn time(&mut self, secs: f64) {
        let pct = if self.total > 0.0 {
            secs / self.total * 100.0
        } else {
            0.0
        };
        match self.format {
            Format::Text => self.out.push_str(&format!("  {secs:>8.4} ({pct:>5.1}%)  ")),
            Format::Json => self.out.push_str(&format!(
                "\"wall\": {{\"duration\": {secs:>8.4}, \"percentage\": {pct:>5.1}}}"
            )),
        }
    }

    fn list_entry(&mut self, name: &str, secs: f64, last: bool) {
        match self.format {
            Format::Text => {
                self.time(secs);
                self.out.push_str(name);
            }
            Format::Json => {
                self.out.push('{');
                self.time(secs);
                self.out.push_str(&format!(", \"name\": \"{name}\"}}"));
                if !last {
                    self.out.push(',');
                }
            }
        }
        self.out.push('\n');
    }

    fn tree(&mut self, t: &TimerNode, indent: usize) {
        let pad = " ".repeat(indent);
        let child_indent = if t.hidden { indent } else { indent + 2 };
        if !t.hidden {
            let secs = t.wall.as_secs_f64();
            match self.format {
                Format::Text => {
                    self.time(secs);
                    self.out.push_str(&pad);
                    self.out.push_str(&t.name);
                    self.out.push('\n');
                }
                Format::Json => {
                    self.out.push_str(&pad);
                    self.out.push('{');
                    self.time(secs);
                    self.out
                        .push_str(&format!(", \"name\": \"{}\", \"passes\": [\n", t.name));
                }
            }
        }
        for c in &t.children {
            self.tree(c, child_indent);
        }
        if !t.hidden && self.format == Format::Json {
            self.out.push_str(&pad);
            self.out.push_str("{}]},\n");
        }
    }
}

/// The report for `root`'s children over a run of `total`; the time no timer covered is
/// `Rest`.
pub fn report(root: &TimerNode, total: Duration, display: Display, format: Format) -> String {
    let total_s = total.as_secs_f64();
    let mut w = Writer {
        format,
        total: total_s,
        out: String::new(),
    };
    match format {
        Format::Text => {
            let bar =
                "===-------------------------------------------------------------------------===\n";
            w.out.push_str(bar);
            w.out
                .push_str("                         ... Execution time report ...\n");
            w.out.push_str(bar);
            w.out
                .push_str(&format!("  Total Execution Time: {total_s:.4} seconds\n\n"));
            w.out.push_str("  ----Wall Time----  ----Name----\n");
        }
        Format::Json => w.out.push_str("[\n"),
    }
    match display {
        Display::List => {
            for (name, secs) in root.merged("root", total_s) {
                w.list_entry(name, secs, false);
            }
        }
        Display::Tree => {
            for c in &root.children {
                w.tree(c, 0);
            }
        }
    }
    let covered: f64 = root.children.iter().map(|c| c.wall.as_secs_f64()).sum();
    w.list_entry("Rest", (total_s - covered).max(0.0), false);
    w.list_entry("Total", total_s, true);
    if format == Format::Json {
        w.out.push_str("]\n");
    }
    w.out
}
