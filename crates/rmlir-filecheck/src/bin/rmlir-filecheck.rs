//! `rmlir-filecheck`: a command-line drop-in for LLVM's `FileCheck` tool,
//! built on the `rmlir_filecheck` library.
//!
//! ```text
//! mlir-opt foo.mlir | rmlir-filecheck foo.mlir --check-prefix=CHECK
//! ```
//!
//! Exit status as FileCheck: 0 when all checks pass, 1 when a check fails,
//! 2 for usage errors and unreadable files.

#![forbid(unsafe_code)]

use std::io::Read;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (opts, check_file) = match rmlir_filecheck::Options::from_args(&args) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let Some(check_file) = check_file else {
        eprintln!("FileCheck: for the check-file option: must be specified at least once!");
        return ExitCode::from(2);
    };
    let check_text = match std::fs::read(&check_file) {
        Ok(b) => String::from_utf8_lossy(&b).into_owned(),
        Err(e) => {
            eprintln!("Could not open check file '{check_file}': {e}");
            return ExitCode::from(2);
        }
    };
    let input = match &opts.input_file {
        Some(path) if path != "-" => std::fs::read(path),
        _ => {
            let mut buf = Vec::new();
            std::io::stdin().read_to_end(&mut buf).map(|_| buf)
        }
    };
    let input = match input {
        Ok(b) => String::from_utf8_lossy(&b).into_owned(),
        Err(e) => {
            eprintln!("Could not open input file: {e}");
            return ExitCode::from(2);
        }
    };
    match rmlir_filecheck::check(&check_file, &check_text, &input, &opts) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprint!("{msg}");
            ExitCode::from(1)
        }
    }
}
