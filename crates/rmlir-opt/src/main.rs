//! `rmlir-opt`: the mlir-opt compatible command-line tool.
#![forbid(unsafe_code)]

use std::io::Write;

/// mimalloc for small blocks, mappings of their own for large ones (`rmlir_opt::Allocator`).
#[global_allocator]
static ALLOCATOR: rmlir_opt::Allocator = rmlir_opt::Allocator;

fn main() {
    rmlir_opt::tune_purging();
    rmlir_opt::die_on_broken_pipe();
    rmlir_opt::install_panic_hook();
    rmlir_opt::skip_teardown();
    rmlir_opt::configure_thread_pool();
    // Deeply nested input needs a deep stack (see `rmlir_opt::on_large_stack`). A
    // panic has been reported by the hook: exit as Rust does after one. Otherwise the
    // work thread ends the process itself, sparing the teardown (`exit_now`).
    let _ = rmlir_opt::on_large_stack(|| rmlir_opt::exit_now(run()));
    std::process::exit(101);
}

/// The tool's work on the arguments; the exit code.
fn run() -> i32 {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Standard input is read only when it is the input file (`-o out.mlir` names no
    // input).
    let needs_stdin = matches!(
        rmlir_opt::parse_args(&args),
        Ok(rmlir_opt::Parsed::Run(o)) if o.input == "-"
    );
    let stdin = if needs_stdin {
        rmlir_opt::read_stdin()
    } else {
        Vec::new()
    };
    // Diagnostics go out first: mlir-opt writes them as they happen and its output at
    // the end (or, for a large output, as it is printed).
    let stdout = std::io::stdout();
    let mut stdout = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut stderr = std::io::stderr();
    let code = rmlir_opt::run_streaming(
        &args,
        &stdin,
        &mut rmlir_opt::Streams {
            stdout: &mut stdout,
            stderr: &mut stderr,
        },
    );
    let _ = stdout.flush();
    code
}
