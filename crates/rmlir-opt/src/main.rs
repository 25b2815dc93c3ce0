//! `rmlir-opt`: the mlir-opt compatible command-line tool.
#![forbid(unsafe_code)]

use std::io::Write;

/// Stack of the thread that parses, runs passes and prints: the parser, verifier and
/// printer recurse once per level of region, type and attribute nesting, so deeply
/// nested input (10000 nested regions need about 40 MB) would overflow the 8 MB main
/// stack. Only the pages used are ever touched.
const WORK_STACK: usize = 256 << 20;

/// Stack of the pool threads (function bodies are parsed, verified and printed there).
const POOL_STACK: usize = 64 << 20;

fn main() {
    rmlir_opt::fix_mmap_threshold();
    rmlir_opt::install_panic_hook();
    rmlir_opt::skip_teardown();
    // (Fails only if the pool was built already, which nothing before this does.)
    let _ = rayon::ThreadPoolBuilder::new()
        .stack_size(POOL_STACK)
        .build_global();
    let worker = std::thread::Builder::new()
        .name("main".into())
        .stack_size(WORK_STACK)
        .spawn(run);
    // A panic has been reported by the hook; exit as Rust does after one.
    let code = match worker.map(|w| w.join()) {
        Ok(Ok(code)) => code,
        Ok(Err(_)) => 101,
        Err(_) => run(),
    };
    std::process::exit(code);
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
