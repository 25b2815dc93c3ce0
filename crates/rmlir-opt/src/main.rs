//! `rmlir-opt`: the mlir-opt compatible command-line tool.
#![forbid(unsafe_code)]

use std::io::Write;

fn main() {
    rmlir_opt::install_panic_hook();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let needs_stdin =
        !args.iter().any(|a| !a.starts_with('-') || a == "-") || args.iter().any(|a| a == "-");
    let stdin = if needs_stdin
        && !args
            .iter()
            .any(|a| a.trim_start_matches('-') == "help" || a.trim_start_matches('-') == "version")
    {
        rmlir_opt::read_stdin()
    } else {
        Vec::new()
    };
    let out = rmlir_opt::run(&args, &stdin);
    // Diagnostics go out first: mlir-opt writes them as they happen and its output at
    // the end.
    let _ = std::io::stderr().write_all(&out.stderr);
    let _ = std::io::stdout().write_all(&out.stdout);
    std::process::exit(out.code);
}
