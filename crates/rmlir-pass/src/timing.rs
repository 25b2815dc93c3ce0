//! Wall-clock timers arranged as a tree and the `--mlir-timing` report (MLIR's
//! `DefaultTimingManager` text output). Times of the same timer path add up, so a pass
//! run once per function shows its total.
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

    fn rows(&self, depth: usize, total: f64, out: &mut String) {
        for c in &self.children {
            row(
                out,
                c.wall.as_secs_f64(),
                total,
                &format!("{}{}", "  ".repeat(depth), c.name),
            );
            c.rows(depth + 1, total, out);
        }
    }
}

fn row(out: &mut String, secs: f64, total: f64, name: &str) {
    let pct = if total > 0.0 {
        secs / total * 100.0
    } else {
        0.0
    };
    out.push_str(&format!("  {secs:>8.4} ({pct:>5.1}%)  {name}\n"));
}

/// The report for `root`'s children over a run of `total`; the time no timer covered is
/// `Rest`.
pub fn report(root: &TimerNode, total: Duration) -> String {
    let bar = "===-------------------------------------------------------------------------===\n";
    let total_s = total.as_secs_f64();
    let mut out = String::new();
    out.push_str(bar);
    out.push_str("                         ... Execution time report ...\n");
    out.push_str(bar);
    out.push_str(&format!("  Total Execution Time: {total_s:.4} seconds\n\n"));
    out.push_str("  ----Wall Time----  ----Name----\n");
    root.rows(0, total_s, &mut out);
    let covered: f64 = root.children.iter().map(|c| c.wall.as_secs_f64()).sum();
    row(&mut out, (total_s - covered).max(0.0), total_s, "Rest");
    row(&mut out, total_s, total_s, "Total");
    out
}
