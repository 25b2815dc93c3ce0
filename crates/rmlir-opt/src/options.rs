//! Command-line options of `rmlir-opt`, spelled and parsed like `mlir-opt` 22's LLVM
//! `cl::opt`s: one or two leading dashes, `=value` or a separate value for `-o`, boolean
//! flags accepting `=true/false/1/0`.

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
    pub print_local_scope: bool,
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
}

impl Options {
    /// Whether any pass was requested.
    pub fn has_passes(&self) -> bool {
        self.pass_pipeline.is_some() || !self.pass_flags.is_empty()
    }
}

/// Either options to run with, or text to print and exit (`--help`, `--version`).
pub enum Parsed {
    Run(Options),
    Exit(String),
}

const HELP: &str = "OVERVIEW: rmlir modular optimizer driver (an mlir-opt 22 compatible tool)

USAGE: rmlir-opt [options] <input file>

OPTIONS:
  --allow-unregistered-dialect     - Allow operation with no registered dialects
  --dump-pass-pipeline             - Print the pipeline that will be run
  --help                           - Display available options
  --mlir-disable-threading         - Disable multi-threading within MLIR
  --mlir-print-debuginfo           - Print debug info in MLIR output
  --mlir-print-ir-after=<pass-arg> - Print IR after specified passes
  --mlir-print-ir-after-all        - Print IR after each pass
  --mlir-print-ir-before=<pass-arg> - Print IR before specified passes
  --mlir-print-ir-before-all       - Print IR before each pass
  --mlir-print-local-scope         - Print with local scope and inline information (eliding aliases for attributes, types, and locations)
  --mlir-print-op-generic          - Print the generic op form
  --mlir-timing                    - Display execution times
  -o <filename>                    - Output filename
  --pass-pipeline=<string>         - Textual description of the pass pipeline to run
  -p <string>                      - Alias for --pass-pipeline
  --output-split-marker=<string>   - Split marker to use for merging the output
  --split-input-file[=<string>]    - Split the input file into chunks using the given or default marker and process each chunk independently
  --verify-diagnostics[=<value>]   - Check that emitted diagnostics match expected-* lines on the corresponding line
    =all                           -   Check all diagnostics (expected, unexpected, near-misses)
    =only-expected                 -   Check only expected diagnostics
  --verify-each                    - Run the verifier after each transformation pass
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

/// Parses the command line (without the program name).
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
        print_local_scope: false,
        pass_pipeline: None,
        pass_flags: Vec::new(),
        dump_pass_pipeline: false,
        verify_each: true,
        print_ir_before_all: false,
        print_ir_after_all: false,
        print_ir_before: Vec::new(),
        print_ir_after: Vec::new(),
        timing: false,
    };
    let registry = rmlir_transforms::registry();
    let mut positional = Vec::new();
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
        let body = a.trim_start_matches('-');
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        match name {
            "help" | "h" | "help-hidden" => {
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
            "o" => {
                let v = match value {
                    Some(v) => v.to_string(),
                    None => {
                        let Some(v) = args.get(i) else {
                            return Err("rmlir-opt: for the -o option: requires a value!\n".into());
                        };
                        i += 1;
                        v.clone()
                    }
                };
                o.output = Some(v);
            }
            "split-input-file" => {
                o.split_marker = Some(value.unwrap_or(DEFAULT_SPLIT_MARKER).to_string());
            }
            "output-split-marker" => o.output_split_marker = value.unwrap_or("").to_string(),
            "verify-diagnostics" => {
                let Some(mode) = VerifyMode::from_flag_value(value) else {
                    return Err(format!(
                        "rmlir-opt: for the --verify-diagnostics option: Cannot find option named '{}'!\n",
                        value.unwrap_or("")
                    ));
                };
                o.verify_diagnostics = Some(mode);
            }
            "allow-unregistered-dialect" => o.allow_unregistered = bool_value(name, value)?,
            "mlir-print-op-generic" => o.print_generic = bool_value(name, value)?,
            "mlir-print-debuginfo" => o.print_debuginfo = bool_value(name, value)?,
            "mlir-print-local-scope" => o.print_local_scope = bool_value(name, value)?,
            "pass-pipeline" | "p" => {
                let v = match value {
                    Some(v) => v.to_string(),
                    None => {
                        let Some(v) = args.get(i) else {
                            return Err(format!(
                                "rmlir-opt: for the --{name} option: requires a value!\n"
                            ));
                        };
                        i += 1;
                        v.clone()
                    }
                };
                o.pass_pipeline = Some(v);
            }
            "dump-pass-pipeline" => o.dump_pass_pipeline = bool_value(name, value)?,
            "verify-each" => o.verify_each = bool_value(name, value)?,
            "mlir-print-ir-before-all" => o.print_ir_before_all = bool_value(name, value)?,
            "mlir-print-ir-after-all" => o.print_ir_after_all = bool_value(name, value)?,
            "mlir-timing" => o.timing = bool_value(name, value)?,
            "mlir-disable-threading" => o.disable_threading = bool_value(name, value)?,
            "mlir-print-ir-before" | "mlir-print-ir-after" => {
                let Some(v) = value else {
                    return Err(format!(
                        "rmlir-opt: for the --{name} option: requires a value!\n"
                    ));
                };
                for pass in v.split(',') {
                    if !registry.contains(pass) {
                        return Err(format!(
                            "rmlir-opt: for the --{name} option: Cannot find option named '{pass}'!\n"
                        ));
                    }
                    let list = if name == "mlir-print-ir-before" {
                        &mut o.print_ir_before
                    } else {
                        &mut o.print_ir_after
                    };
                    list.push(pass.to_string());
                }
            }
            _ if registry.contains(name) => {
                o.pass_flags
                    .push((name.to_string(), value.map(str::to_string)));
            }
            _ => {
                return Err(format!(
                    "rmlir-opt: Unknown command line argument '{a}'.  Try: 'rmlir-opt --help'\n"
                ));
            }
        }
    }
    match positional.len() {
        0 => {}
        1 => o.input = positional.remove(0),
        _ => {
            return Err("rmlir-opt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: rmlir-opt --help\n".to_string());
        }
    }
    Ok(Parsed::Run(o))
}
