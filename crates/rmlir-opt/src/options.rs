//! Command-line options of `rmlir-opt`, spelled and parsed like `mlir-opt` 22's LLVM
//! `cl::opt`s: one or two leading dashes, `=value` or a separate value for `-o`, boolean
//! flags accepting `=true/false/1/0`.
//!
//! Like LLVM's `cl::ParseCommandLineOptions`, every argument is looked at before giving
//! up, and an unknown one gets LLVM's hint: the known option (or pass) with the smallest
//! edit distance, keeping the `=value` part; an argument starting with a one-letter
//! option that takes a value (`-pfoo`) is first tried as a group of one-letter options,
//! which LLVM rejects on its own line:
//!
//! ```text
//! rmlir-opt: for the -p option: may not occur within a group!
//! rmlir-opt: Unknown command line argument '-pfoo'.  Try: 'rmlir-opt --help'
//! rmlir-opt: Did you mean '-p'?
//! ```

use rmlir_pass::statistics::DisplayMode;
use rmlir_verify_diagnostics::{DEFAULT_SPLIT_MARKER, VerifyMode};

/// The driver's options.
#[derive(Debug, Clone)]
pub struct Options {
    pub input: String,
    pub output: Option<String>,
    pub split_marker: Option<String>,
    pub output_split_marker: String,
    pub verify_diagnostics: Option<VerifyMode>,
    pub allow_unregistered: bool,
    pub print_generic: bool,
    pub print_debuginfo: bool,
    /// `--mlir-pretty-debuginfo`: locations (with `print_debuginfo`) in the pretty form.
    pub pretty_debuginfo: bool,
    pub print_local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger`: elements attributes with more elements
    /// than this print as `dense_resource<__elided__>`.
    pub elide_elements_above: Option<u64>,
    /// `--mlir-print-skip-regions`: regions print as `{...}`.
    pub print_skip_regions: bool,
    /// `--mlir-print-unique-ssa-ids`: value numbers run on across functions.
    pub print_unique_ssa_ids: bool,
    /// `--mlir-print-elementsattrs-with-hex-if-larger` (`None`: MLIR's default, 100).
    pub hex_elements_above: Option<i64>,
    /// `--mlir-elide-resource-strings-if-larger`: longer resource values are left out.
    pub elide_resource_strings_above: Option<u64>,
    /// `--mlir-print-value-users`: comments naming each value's users.
    pub print_value_users: bool,
    /// `--mlir-use-nameloc-as-prefix`: values named after their name locations.
    pub use_nameloc_as_prefix: bool,
    /// `--mlir-disable-diagnostic-notes`: diagnostics that are notes on their own (not
    /// notes attached to another diagnostic) are dropped, as MLIR's `DiagnosticFilter`
    /// does.
    pub disable_diagnostic_notes: bool,
    /// `--verify-roundtrip`: the parsed IR is printed (in the generic form with
    /// locations, and in the custom form), parsed back, and compared in generic form.
    pub verify_roundtrip: bool,
    /// `--mlir-print-assume-verified`: the IR is printed in the custom form without
    /// verifying it first, even where it was not verified (see `verify_on_parse`).
    pub print_assume_verified: bool,
    /// `--mlir-print-op-on-diagnostic` (on by default): errors on an op carry a
    /// `see current operation:` note.
    pub print_op_on_diagnostic: bool,
    /// `--mlir-diagnostic-verbosity-level`: which diagnostics are shown (not under
    /// `-verify-diagnostics`, which checks them all).
    pub diagnostic_verbosity: Verbosity,
    /// Off with `--mlir-very-unsafe-disable-verifier-on-parsing`: the parsed IR is not
    /// verified (it is before printing, unless `print_assume_verified`).
    pub verify_on_parse: bool,
    /// `--no-implicit-module`: the single top-level op of the source is the top op.
    pub no_implicit_module: bool,
    /// `--pass-pipeline` / `-p` (the last one given).
    pub pass_pipeline: Option<String>,
    /// Passes given as flags (`--symbol-dce`, `--name=options`), in order.
    pub pass_flags: Vec<(String, Option<String>)>,
    pub dump_pass_pipeline: bool,
    /// `--verify-each` (on by default).
    pub verify_each: bool,
    pub print_ir_before_all: bool,
    pub print_ir_after_all: bool,
    pub print_ir_before: Vec<String>,
    pub print_ir_after: Vec<String>,
    /// `--mlir-timing`.
    pub timing: bool,
    /// `--mlir-disable-threading`: everything on the calling thread.
    pub disable_threading: bool,
    /// `--mlir-print-ir-after-change`: dumps after a pass only when it changed the IR.
    pub print_ir_after_change: bool,
    /// `--mlir-print-ir-after-failure`: dumps after a pass only when it failed.
    pub print_ir_after_failure: bool,
    /// `--mlir-print-ir-module-scope`: dumps show the top-level op.
    pub print_ir_module_scope: bool,
    /// `--mlir-print-ir-tree-dir`: dumps go to files under this directory.
    pub print_ir_tree_dir: Option<String>,
    /// `--mlir-timing-display`.
    pub timing_display: rmlir_pass::timing::Display,
    /// `--mlir-output-format` (of the timing report).
    pub timing_format: rmlir_pass::timing::Format,
    /// `--mlir-pass-statistics`.
    pub pass_statistics: bool,
    /// `--mlir-pass-statistics-display`.
    pub pass_statistics_display: DisplayMode,
    /// `--mlir-pass-pipeline-crash-reproducer`.
    pub crash_reproducer: Option<String>,
    /// `--mlir-pass-pipeline-local-reproducer`.
    pub local_reproducer: bool,
    /// `--run-reproducer`: run the pipeline recorded in the input's resources.
    pub run_reproducer: bool,
}

impl Options {
    /// Whether any pass was requested.
    pub fn has_passes(&self) -> bool {
        self.pass_pipeline.is_some() || !self.pass_flags.is_empty()
    }
}

/// `--mlir-diagnostic-verbosity-level`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verbosity {
    /// Errors only.
    Errors,
    /// Errors and warnings.
    Warnings,
    /// Errors, warnings and remarks (the default).
    Remarks,
}

impl Verbosity {
    fn from_name(name: &str) -> Option<Verbosity> {
        match name {
            "errors" => Some(Verbosity::Errors),
            "warnings" => Some(Verbosity::Warnings),
            "remarks" => Some(Verbosity::Remarks),
            _ => None,
        }
    }
}

/// Either options to run with, or text to print and exit (`--help`, `--version`).
pub enum Parsed {
    Run(Box<Options>),
    Exit(String),
}

const HELP: &str = "OVERVIEW: rmlir modular optimizer driver (an mlir-opt 22 compatible tool)

USAGE: rmlir-opt [options] <input file>

OPTIONS:
  --allow-unregistered-dialect     - Allow operation with no registered dialects
  --dump-pass-pipeline             - Print the pipeline that will be run
  --help                           - Display available options
  --mlir-diagnostic-verbosity-level=<value> - Choose level of diagnostic information
    =errors                        -   Errors only
    =warnings                      -   Errors and warnings
    =remarks                       -   Errors, warnings and remarks
  --list-passes                    - Print the list of registered passes and exit
  --mlir-disable-diagnostic-notes  - Disable diagnostic notes.
  --mlir-disable-threading         - Disable multi-threading within MLIR
  --mlir-elide-elementsattrs-if-larger=<uint> - Elide ElementsAttrs with \"...\" that have more elements than the given upper limit
  --mlir-elide-resource-strings-if-larger=<uint> - Elide printing value of resources if string is too long in chars.
  --mlir-output-format=<value>     - Output format for timing data
    =text                          -   display the results in text format
    =json                          -   display the results in JSON format
  --mlir-pretty-debuginfo          - Print pretty debug info in MLIR output
  --mlir-print-debuginfo           - Print debug info in MLIR output
  --mlir-print-elementsattrs-with-hex-if-larger=<long> - Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)
  --mlir-pass-pipeline-crash-reproducer=<string> - Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails
  --mlir-pass-pipeline-local-reproducer - When generating a crash reproducer, attempt to generated a reproducer with the smallest pipeline.
  --mlir-pass-statistics           - Display the statistics of each pass
  --mlir-pass-statistics-display=<value> - Display method for pass statistics
    =list                          -   display the results in a merged list sorted by pass name
    =pipeline                      -   display the results with a nested pipeline view
  --mlir-print-ir-after=<pass-arg> - Print IR after specified passes
  --mlir-print-ir-after-all        - Print IR after each pass
  --mlir-print-ir-after-change     - When printing the IR after a pass, only print if the IR changed
  --mlir-print-ir-after-failure    - When printing the IR after a pass, only print if the pass failed
  --mlir-print-ir-before=<pass-arg> - Print IR before specified passes
  --mlir-print-ir-before-all       - Print IR before each pass
  --mlir-print-ir-module-scope     - When printing IR for print-ir-[before|after]{-all} always print the top-level operation
  --mlir-print-ir-tree-dir=<string> - When printing the IR before/after a pass, print file tree rooted at this directory. Use in conjunction with mlir-print-ir-* flags
  --mlir-print-local-scope         - Print with local scope and inline information (eliding aliases for attributes, types, and locations)
  --mlir-print-op-generic          - Print the generic op form
  --mlir-print-op-on-diagnostic    - When a diagnostic is emitted on an operation, also print the operation as an attached note
  --mlir-print-skip-regions        - Skip regions when printing ops.
  --mlir-print-unique-ssa-ids      - Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions
  --mlir-print-value-users         - Print users of operation results and block arguments as a comment
  --mlir-use-nameloc-as-prefix     - Print SSA IDs using NameLocs as prefixes
  --mlir-timing                    - Display execution times
  --mlir-timing-display=<value>    - Display method for timing data
    =list                          -   display the results in a list sorted by total time
    =tree                          -   display the results ina with a nested tree view
  --mlir-very-unsafe-disable-verifier-on-parsing - Disable the verifier on parsing (very unsafe)
  --no-implicit-module             - Disable implicit addition of a top-level module op during parsing
  -o <filename>                    - Output filename
  --pass-pipeline=<string>         - Textual description of the pass pipeline to run
  -p <string>                      - Alias for --pass-pipeline
  --run-reproducer                 - Run the pipeline stored in the reproducer
  --show-dialects                  - Print the list of registered dialects and exit
  --output-split-marker=<string>   - Split marker to use for merging the output
  --split-input-file[=<string>]    - Split the input file into chunks using the given or default marker and process each chunk independently
  --verify-diagnostics[=<value>]   - Check that emitted diagnostics match expected-* lines on the corresponding line
    =all                           -   Check all diagnostics (expected, unexpected, near-misses)
    =only-expected                 -   Check only expected diagnostics
  --verify-each                    - Run the verifier after each transformation pass
  --verify-roundtrip               - Round-trip the IR after parsing and ensure it succeeds (in the textual form; rmlir has no bytecode)
  --version                        - Display the version of this program

Passes:
";

fn bool_value(name: &str, v: Option<&str>) -> Result<bool, String> {
    match v {
        None | Some("true") | Some("1") | Some("TRUE") | Some("True") => Ok(true),
        Some("false") | Some("0") | Some("FALSE") | Some("False") => Ok(false),
        Some(other) => Err(format!(
            "rmlir-opt: for the --{name} option: '{other}' is invalid value for boolean argument! Try 0 or 1\n"
        )),
    }
}

/// Digits as LLVM's `StringRef::getAsInteger` with radix 0 reads them: decimal, or
/// hexadecimal after `0x`, binary after `0b`, octal after `0`; the magnitude.
fn magnitude(v: &str) -> Option<u64> {
    let lower = v.to_ascii_lowercase();
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b, 2)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower.as_str(), 10)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u64::from_str_radix(digits, radix).ok()
}

/// An unsigned value as LLVM's `cl::opt<unsigned>` reads it.
fn uint_value(v: &str) -> Option<u64> {
    magnitude(v).filter(|&n| n <= u64::from(u32::MAX))
}

/// A signed value as LLVM's `cl::opt<int64_t>` reads it: an optional `-`, then digits
/// as for [`uint_value`].
fn long_value(v: &str) -> Option<i64> {
    match v.strip_prefix('-') {
        Some(d) => magnitude(d).and_then(|n| 0i64.checked_sub_unsigned(n)),
        None => magnitude(v).and_then(|n| i64::try_from(n).ok()),
    }
}

/// A numeric option's value read by `parse`, or LLVM's complaint naming the C++ type
/// as its parser does (`uint`, `long`).
fn numeric<T>(name: &str, v: &str, parse: fn(&str) -> Option<T>, what: &str) -> Result<T, String> {
    parse(v).ok_or_else(|| {
        format!("rmlir-opt: for the --{name} option: '{v}' value invalid for {what} argument!\n")
    })
}

/// The driver's own options, as candidates for the "did you mean" hint (passes and
/// pipelines are added from the registry). One-letter names are LLVM grouping options.
/// Among equally near candidates the first wins (mlir-opt's order is its hash table's);
/// `p` first matches its answer for one-letter typos.
const FLAGS: &[&str] = &[
    "p",
    "o",
    "allow-unregistered-dialect",
    "dump-pass-pipeline",
    "help",
    "help-hidden",
    "help-list",
    "h",
    "list-passes",
    "mlir-diagnostic-verbosity-level",
    "mlir-disable-diagnostic-notes",
    "mlir-disable-threading",
    "mlir-elide-elementsattrs-if-larger",
    "mlir-elide-resource-strings-if-larger",
    "mlir-output-format",
    "mlir-pass-pipeline-crash-reproducer",
    "mlir-pass-pipeline-local-reproducer",
    "mlir-pass-statistics",
    "mlir-pass-statistics-display",
    "mlir-pretty-debuginfo",
    "mlir-print-debuginfo",
    "mlir-print-elementsattrs-with-hex-if-larger",
    "mlir-print-ir-after",
    "mlir-print-ir-after-all",
    "mlir-print-ir-after-change",
    "mlir-print-ir-after-failure",
    "mlir-print-ir-before",
    "mlir-print-ir-before-all",
    "mlir-print-ir-module-scope",
    "mlir-print-ir-tree-dir",
    "mlir-print-assume-verified",
    "mlir-print-local-scope",
    "mlir-print-op-generic",
    "mlir-print-op-on-diagnostic",
    "mlir-print-skip-regions",
    "mlir-print-unique-ssa-ids",
    "mlir-print-value-users",
    "mlir-timing",
    "mlir-timing-display",
    "mlir-use-nameloc-as-prefix",
    "mlir-very-unsafe-disable-verifier-on-parsing",
    "no-implicit-module",
    "output-split-marker",
    "pass-pipeline",
    "run-reproducer",
    "show-dialects",
    "split-input-file",
    "verify-diagnostics",
    "verify-each",
    "verify-roundtrip",
    "version",
];

/// LLVM's complaint about a value an enumerated option does not have.
fn unknown_value(name: &str, value: &str) -> String {
    format!("rmlir-opt: for the --{name} option: Cannot find option named '{value}'!\n")
}

/// LLVM's `-`/`--` spelling of an option name.
fn dashed(name: &str) -> String {
    let dashes = if name.chars().count() > 1 { "--" } else { "-" };
    format!("{dashes}{name}")
}

/// Levenshtein distance (LLVM's `StringRef::edit_distance` with replacements).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == cb {
                prev
            } else {
                1 + prev.min(row[j]).min(cur)
            };
            prev = cur;
        }
    }
    row[b.len()]
}

/// The diagnostics of an unknown argument `arg` (whose name, dashes stripped, is
/// `name`): LLVM's group attempt, the error and the nearest option.
fn unknown_argument(arg: &str, name: &str, registry: &rmlir_pass::Registry) -> String {
    let mut out = String::new();
    let mut name = name;
    // The longest one-letter prefix that is a grouping option: `-pfoo` is `-p` and
    // `foo`, and `-p` (which takes a value) may not be grouped.
    if name.len() > 1
        && let Some(letter) = ["o", "p"].into_iter().find(|l| name.starts_with(l))
        && !name[1..].starts_with('=')
    {
        out.push_str(&format!(
            "rmlir-opt: for the -{letter} option: may not occur within a group!\n"
        ));
        name = letter;
    }
    out.push_str(&format!(
        "rmlir-opt: Unknown command line argument '{arg}'.  Try: 'rmlir-opt --help'\n"
    ));
    let (lhs, rhs) = name.split_once('=').unwrap_or((name, ""));
    let candidates = FLAGS
        .iter()
        .copied()
        .chain(registry.passes.iter().map(|p| p.argument))
        .chain(registry.pipelines.iter().map(|p| p.argument));
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        let d = edit_distance(c, lhs);
        if best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, c));
        }
    }
    if let Some((_, c)) = best {
        let hint = if rhs.is_empty() {
            dashed(c)
        } else {
            format!("{}={rhs}", dashed(c))
        };
        out.push_str(&format!("rmlir-opt: Did you mean '{hint}'?\n"));
    }
    out
}

/// Parses the command line (without the program name). Errors are LLVM's messages for
/// every bad argument, in order.
pub fn parse_args(args: &[String]) -> Result<Parsed, String> {
    let mut o = Options {
        input: "-".into(),
        output: None,
        split_marker: None,
        output_split_marker: DEFAULT_SPLIT_MARKER.into(),
        verify_diagnostics: None,
        allow_unregistered: false,
        disable_threading: false,
        print_generic: false,
        print_debuginfo: false,
        pretty_debuginfo: false,
        print_local_scope: false,
        elide_elements_above: None,
        print_skip_regions: false,
        print_unique_ssa_ids: false,
        hex_elements_above: None,
        elide_resource_strings_above: None,
        print_value_users: false,
        use_nameloc_as_prefix: false,
        disable_diagnostic_notes: false,
        verify_roundtrip: false,
        print_assume_verified: false,
        print_op_on_diagnostic: true,
        diagnostic_verbosity: Verbosity::Remarks,
        verify_on_parse: true,
        no_implicit_module: false,
        pass_pipeline: None,
        pass_flags: Vec::new(),
        dump_pass_pipeline: false,
        verify_each: true,
        print_ir_before_all: false,
        print_ir_after_all: false,
        print_ir_before: Vec::new(),
        print_ir_after: Vec::new(),
        timing: false,
        print_ir_after_change: false,
        print_ir_after_failure: false,
        print_ir_module_scope: false,
        print_ir_tree_dir: None,
        pass_statistics: false,
        pass_statistics_display: DisplayMode::Pipeline,
        timing_display: rmlir_pass::timing::Display::Tree,
        timing_format: rmlir_pass::timing::Format::Text,
        crash_reproducer: None,
        local_reproducer: false,
        run_reproducer: false,
    };
    let registry = rmlir_transforms::registry();
    let mut show_dialects = false;
    let mut list_passes = false;
    let mut positional = Vec::new();
    let mut errors = String::new();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if a == "-" || !a.starts_with('-') {
            positional.push(a.clone());
            continue;
        }
        if a == "--" {
            positional.extend(args[i..].iter().cloned());
            break;
        }
        let body = a.strip_prefix("--").unwrap_or(&a[1..]);
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        // A value given inline or, for options that require one, as the next argument.
        let required = |i: &mut usize| -> Result<String, String> {
            if let Some(v) = value {
                return Ok(v.to_string());
            }
            match args.get(*i) {
                Some(v) => {
                    *i += 1;
                    Ok(v.clone())
                }
                None => Err(format!(
                    "rmlir-opt: for the {} option: requires a value!\n",
                    dashed(name)
                )),
            }
        };
        let result: Result<(), String> = match name {
            "help" | "h" | "help-hidden" | "help-list" => {
                let mut text = HELP.to_string();
                for p in &registry.passes {
                    text.push_str(&format!("  --{:<30} - {}\n", p.argument, p.description));
                }
                return Ok(Parsed::Exit(text));
            }
            _ if name.starts_with('h')
                && name.len() > 1
                && !FLAGS.contains(&name)
                && !registry.contains(name) =>
            {
                // `-h` groups with whatever follows and prints the help.
                let mut text = HELP.to_string();
                for p in &registry.passes {
                    text.push_str(&format!("  --{:<30} - {}\n", p.argument, p.description));
                }
                return Ok(Parsed::Exit(text));
            }
            "version" => {
                return Ok(Parsed::Exit(format!(
                    "rmlir-opt {} (MLIR 22 compatible)\n",
                    env!("CARGO_PKG_VERSION")
                )));
            }
            "show-dialects" => bool_value(name, value).map(|b| show_dialects = b),
            "no-implicit-module" => bool_value(name, value).map(|b| o.no_implicit_module = b),
            "o" => required(&mut i).map(|v| o.output = Some(v)),
            "split-input-file" => {
                o.split_marker = Some(value.unwrap_or(DEFAULT_SPLIT_MARKER).to_string());
                Ok(())
            }
            "output-split-marker" => {
                o.output_split_marker = value.unwrap_or("").to_string();
                Ok(())
            }
            "verify-diagnostics" => match VerifyMode::from_flag_value(value) {
                Some(mode) => {
                    o.verify_diagnostics = Some(mode);
                    Ok(())
                }
                None => Err(unknown_value(name, value.unwrap_or(""))),
            },
            "allow-unregistered-dialect" => {
                bool_value(name, value).map(|b| o.allow_unregistered = b)
            }
            "mlir-print-op-generic" => bool_value(name, value).map(|b| o.print_generic = b),
            "mlir-print-debuginfo" => bool_value(name, value).map(|b| o.print_debuginfo = b),
            "mlir-pretty-debuginfo" => bool_value(name, value).map(|b| o.pretty_debuginfo = b),
            "mlir-print-local-scope" => bool_value(name, value).map(|b| o.print_local_scope = b),
            "mlir-elide-elementsattrs-if-larger" => required(&mut i)
                .and_then(|v| numeric(name, &v, uint_value, "uint"))
                .map(|n| o.elide_elements_above = Some(n)),
            "mlir-print-skip-regions" => bool_value(name, value).map(|b| o.print_skip_regions = b),
            "mlir-print-unique-ssa-ids" => {
                bool_value(name, value).map(|b| o.print_unique_ssa_ids = b)
            }
            "mlir-print-elementsattrs-with-hex-if-larger" => required(&mut i)
                .and_then(|v| numeric(name, &v, long_value, "long"))
                .map(|n| o.hex_elements_above = Some(n)),
            "mlir-elide-resource-strings-if-larger" => required(&mut i)
                .and_then(|v| numeric(name, &v, uint_value, "uint"))
                .map(|n| o.elide_resource_strings_above = Some(n)),
            "mlir-print-value-users" => bool_value(name, value).map(|b| o.print_value_users = b),
            "mlir-use-nameloc-as-prefix" => {
                bool_value(name, value).map(|b| o.use_nameloc_as_prefix = b)
            }
            "mlir-disable-diagnostic-notes" => {
                bool_value(name, value).map(|b| o.disable_diagnostic_notes = b)
            }
            "verify-roundtrip" => bool_value(name, value).map(|b| o.verify_roundtrip = b),
            "list-passes" => bool_value(name, value).map(|b| list_passes = b),
            "mlir-print-assume-verified" => {
                bool_value(name, value).map(|b| o.print_assume_verified = b)
            }
            "mlir-diagnostic-verbosity-level" => required(&mut i).and_then(|v| {
                Verbosity::from_name(&v)
                    .map(|l| o.diagnostic_verbosity = l)
                    .ok_or_else(|| unknown_value(name, &v))
            }),
            "mlir-print-op-on-diagnostic" => {
                bool_value(name, value).map(|b| o.print_op_on_diagnostic = b)
            }
            "mlir-very-unsafe-disable-verifier-on-parsing" => {
                bool_value(name, value).map(|b| o.verify_on_parse = !b)
            }
            "pass-pipeline" | "p" => required(&mut i).map(|v| o.pass_pipeline = Some(v)),
            "dump-pass-pipeline" => bool_value(name, value).map(|b| o.dump_pass_pipeline = b),
            "verify-each" => bool_value(name, value).map(|b| o.verify_each = b),
            "mlir-print-ir-before-all" => {
                bool_value(name, value).map(|b| o.print_ir_before_all = b)
            }
            "mlir-print-ir-after-all" => bool_value(name, value).map(|b| o.print_ir_after_all = b),
            "mlir-print-ir-after-change" => {
                bool_value(name, value).map(|b| o.print_ir_after_change = b)
            }
            "mlir-print-ir-after-failure" => {
                bool_value(name, value).map(|b| o.print_ir_after_failure = b)
            }
            "mlir-print-ir-module-scope" => {
                bool_value(name, value).map(|b| o.print_ir_module_scope = b)
            }
            "mlir-print-ir-tree-dir" => required(&mut i).map(|v| o.print_ir_tree_dir = Some(v)),
            "mlir-timing" => bool_value(name, value).map(|b| o.timing = b),
            "mlir-timing-display" => required(&mut i).and_then(|v| {
                rmlir_pass::timing::Display::from_name(&v)
                    .map(|d| o.timing_display = d)
                    .ok_or_else(|| unknown_value(name, &v))
            }),
            "mlir-output-format" => required(&mut i).and_then(|v| {
                rmlir_pass::timing::Format::from_name(&v)
                    .map(|f| o.timing_format = f)
                    .ok_or_else(|| unknown_value(name, &v))
            }),
            "mlir-disable-threading" => bool_value(name, value).map(|b| o.disable_threading = b),
            "mlir-pass-statistics" => bool_value(name, value).map(|b| o.pass_statistics = b),
            "mlir-pass-statistics-display" => required(&mut i).and_then(|v| {
                DisplayMode::from_name(&v)
                    .map(|m| o.pass_statistics_display = m)
                    .ok_or_else(|| unknown_value(name, &v))
            }),
            "mlir-pass-pipeline-crash-reproducer" => {
                required(&mut i).map(|v| o.crash_reproducer = Some(v))
            }
            "mlir-pass-pipeline-local-reproducer" => {
                bool_value(name, value).map(|b| o.local_reproducer = b)
            }
            "run-reproducer" => bool_value(name, value).map(|b| o.run_reproducer = b),
            "mlir-print-ir-before" | "mlir-print-ir-after" => match value {
                None => Err(format!(
                    "rmlir-opt: for the --{name} option: requires a value!\n"
                )),
                Some(v) => {
                    let mut r = Ok(());
                    for pass in v.split(',') {
                        if !registry.contains(pass) {
                            r = Err(unknown_value(name, pass));
                            break;
                        }
                        let list = if name == "mlir-print-ir-before" {
                            &mut o.print_ir_before
                        } else {
                            &mut o.print_ir_after
                        };
                        list.push(pass.to_string());
                    }
                    r
                }
            },
            _ if registry.contains(name) => {
                o.pass_flags
                    .push((name.to_string(), value.map(str::to_string)));
                Ok(())
            }
            _ => Err(unknown_argument(a, body, &registry)),
        };
        if let Err(e) = result {
            errors.push_str(&e);
        }
    }
    match positional.len() {
        0 => {}
        1 => o.input = positional.remove(0),
        _ => {
            errors.push_str("rmlir-opt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: rmlir-opt --help\n");
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    if list_passes {
        return Ok(Parsed::Exit(crate::pass_list::list(&registry)));
    }
    if show_dialects {
        let ctx = rmlir_dialects::context();
        let names = ctx.dialect_names().join(",");
        return Ok(Parsed::Exit(format!("Available Dialects: {names}\n")));
    }
    Ok(Parsed::Run(Box::new(o)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(args: &[&str]) -> String {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        match parse_args(&args) {
            Err(e) => e,
            Ok(_) => panic!("{args:?} parsed"),
        }
    }

    #[test]
    fn did_you_mean() {
        assert_eq!(
            err(&["--symbol-dc"]),
            "rmlir-opt: Unknown command line argument '--symbol-dc'.  Try: 'rmlir-opt --help'\nrmlir-opt: Did you mean '--symbol-dce'?\n"
        );
        assert!(
            err(&["--mlir-print-ir-afer-all=true"])
                .ends_with("Did you mean '--mlir-print-ir-after-all=true'?\n")
        );
        assert_eq!(
            err(&["--pass-pipelin"]),
            "rmlir-opt: for the -p option: may not occur within a group!\nrmlir-opt: Unknown command line argument '--pass-pipelin'.  Try: 'rmlir-opt --help'\nrmlir-opt: Did you mean '-p'?\n"
        );
        assert!(err(&["-x"]).ends_with("Did you mean '-p'?\n"));
        // Every bad argument is reported.
        assert_eq!(
            err(&["--aaa-bbb-ccc", "--mlir-timin"])
                .matches("Unknown")
                .count(),
            2
        );
    }

    #[test]
    fn distances() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("p", "pass-pipelin"), 11);
    }
}
