//! Wall-clock timers arranged as a tree and the `--mlir-timing` report (MLIR's
//! `DefaultTimingManager`): as a tree or a merged list (`--mlir-timing-display`), in
//! text or JSON (`--mlir-output-format`). Times of the same timer path add up, so a
//! pass run once per function shows its total.
//!
//! Each timer keeps a wall time and a user time. On one thread they are the same. The
//! timers of work done on other threads (a nested pipeline run on the functions of a
//! module in parallel) are merged as MLIR merges its asynchronous timers: per thread
//! the times add up, across threads the wall time is the longest thread's and the
//! user time the sum, and every timer above them adds the other threads' user time.
//! The report then has a `User Time` column (it only has one when the two differ).
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
    /// The wall time plus what other threads spent under this timer (for the root,
    /// which has no wall time of its own, only the latter).
    pub user: Duration,
    /// Left out of the tree display, its children shown in its place (MLIR hides the
    /// timers of pass adaptors, `Pipeline Collection : ['func.func']`); the list
    /// display shows it.
    pub hidden: bool,
    pub children: Vec<TimerNode>,
}

impl TimerNode {
    /// Adds `spent` on this thread (to the wall and the user time).
    pub fn add(&mut self, spent: Duration) {
        self.wall += spent;
        self.user += spent;
    }

    /// Adds `other`'s times and, recursively, its children's to this timer (the same
    /// timer run again on the same thread).
    pub fn accumulate(&mut self, other: TimerNode) {
        self.combine(other, true);
    }

    /// Folds `other`, the same timer, into this one: run again on the same thread, the
    /// wall times add up; on another thread (MLIR's `mergeChild`) the longer one is
    /// kept. User times always add up; children are combined alike.
    fn combine(&mut self, other: TimerNode, same_thread: bool) {
        self.wall = if same_thread {
            self.wall + other.wall
        } else {
            self.wall.max(other.wall)
        };
        self.user += other.user;
        self.hidden |= other.hidden;
        for c in other.children {
            let name = c.name.clone();
            self.child(&name).combine(c, same_thread);
        }
    }

    /// One timer from the trees of the same timer run on pool threads, given with the
    /// index of the thread each ran on, and the user time they add to the timers
    /// above. Each thread's runs add up; threads merge as [`TimerNode::combine`] says.
    pub fn from_threads(
        name: &str,
        runs: impl IntoIterator<Item = (usize, TimerNode)>,
    ) -> (TimerNode, Duration) {
        let mut per_thread: Vec<(usize, TimerNode)> = Vec::new();
        for (thread, run) in runs {
            match per_thread.iter_mut().find(|(t, _)| *t == thread) {
                Some((_, node)) => node.accumulate(run),
                None => per_thread.push((thread, run)),
            }
        }
        let mut merged = TimerNode {
            name: name.to_string(),
            ..TimerNode::default()
        };
        let mut added = Duration::ZERO;
        for (_, node) in per_thread {
            added += node.user;
            merged.combine(node, false);
        }
        (merged, added)
    }

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

    /// Every timer under this one (itself included, as `name` with `time`) with the
    /// times of equal names added up, longest wall time first
    /// (`--mlir-timing-display=list`).
    fn merged<'a>(&'a self, name: &'a str, time: Time) -> Vec<(&'a str, Time)> {
        fn add<'a>(t: &'a TimerNode, into: &mut Vec<(&'a str, Time)>) {
            for c in &t.children {
                let time = Time::of(c);
                match into.iter_mut().find(|(n, _)| *n == c.name) {
                    Some((_, s)) => {
                        s.wall += time.wall;
                        s.user += time.user;
                    }
                    None => into.push((&c.name, time)),
                }
                add(c, into);
            }
        }
        let mut all = vec![(name, time)];
        add(self, &mut all);
        all.sort_by(|a, b| b.1.wall.total_cmp(&a.1.wall));
        all
    }
}

/// A timer's times in seconds (MLIR's `TimeRecord`).
#[derive(Clone, Copy, Debug)]
struct Time {
    wall: f64,
    user: f64,
}

impl Time {
    fn of(t: &TimerNode) -> Time {
        Time {
            wall: t.wall.as_secs_f64(),
            user: t.user.as_secs_f64(),
        }
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
    total: Time,
    out: String,
}

impl Writer {
    /// Whether the report has a user time column (MLIR shows it when the total user
    /// time differs from the total wall time, i.e. other threads did part of the work).
    fn with_user(&self) -> bool {
        self.total.user != self.total.wall
    }

    fn time(&mut self, time: Time) {
        let pct = |secs: f64, total: f64| {
            if total > 0.0 {
                secs / total * 100.0
            } else {
                0.0
            }
        };
        let (wall, wall_pct) = (time.wall, pct(time.wall, self.total.wall));
        let (user, user_pct) = (time.user, pct(time.user, self.total.user));
        match self.format {
            Format::Text => {
                if self.with_user() {
                    self.out
                        .push_str(&format!("  {user:>8.4} ({user_pct:>5.1}%)"));
                }
                self.out
                    .push_str(&format!("  {wall:>8.4} ({wall_pct:>5.1}%)  "));
            }
            Format::Json => {
                if self.with_user() {
                    self.out.push_str(&format!(
                        "\"user\": {{\"duration\": {user:>8.4}, \"percentage\": {user_pct:>5.1}}}, "
                    ));
                }
                self.out.push_str(&format!(
                    "\"wall\": {{\"duration\": {wall:>8.4}, \"percentage\": {wall_pct:>5.1}}}"
                ));
            }
        }
    }

    fn list_entry(&mut self, name: &str, time: Time, last: bool) {
        match self.format {
            Format::Text => {
                self.time(time);
                self.out.push_str(name);
            }
            Format::Json => {
                self.out.push('{');
                self.time(time);
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
            let time = Time::of(t);
            match self.format {
                Format::Text => {
                    self.time(time);
                    self.out.push_str(&pad);
                    self.out.push_str(&t.name);
                    self.out.push('\n');
                }
                Format::Json => {
                    self.out.push_str(&pad);
                    self.out.push('{');
                    self.time(time);
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

/// The report for `root`'s children over a run of `total` wall time (plus `root.user`
/// spent on other threads); the time no timer covered is `Rest`.
pub fn report(root: &TimerNode, total: Duration, display: Display, format: Format) -> String {
    let total_s = total.as_secs_f64();
    let total_t = Time {
        wall: total_s,
        user: (total + root.user).as_secs_f64(),
    };
    let mut w = Writer {
        format,
        total: total_t,
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
            if w.with_user() {
                w.out.push_str("  ----User Time----");
            }
            w.out.push_str("  ----Wall Time----  ----Name----\n");
        }
        Format::Json => w.out.push_str("[\n"),
    }
    match display {
        Display::List => {
            for (name, time) in root.merged("root", total_t) {
                w.list_entry(name, time, false);
            }
        }
        Display::Tree => {
            for c in &root.children {
                w.tree(c, 0);
            }
        }
    }
    let mut rest = total_t;
    for c in &root.children {
        rest.wall -= c.wall.as_secs_f64();
        rest.user -= c.user.as_secs_f64();
    }
    rest.wall = rest.wall.max(0.0);
    rest.user = rest.user.max(0.0);
    w.list_entry("Rest", rest, false);
    w.list_entry("Total", total_t, true);
    if format == Format::Json {
        w.out.push_str("]\n");
    }
    w.out
}
