//! The lit test harness: every `tests/lit/**/*.mlir` file is one trial whose `RUN:`
//! lines are executed by `rmlir-lit` (LLVM lit's RUN-line semantics), with `rmlir-opt`
//! (also spelled `mlir-opt`) run in-process and FileCheck from `rmlir-filecheck`.

use libtest_mimic::{Arguments, Failed, Trial};
use rmlir_lit::{Outcome, ToolOutput, Tools};
use std::path::{Path, PathBuf};

/// The in-process tools a test can call.
struct OptTools;

impl Tools for OptTools {
    fn run(&self, tool: &str, args: &[String], stdin: &[u8]) -> Option<ToolOutput> {
        match tool {
            "rmlir-opt" | "mlir-opt" => {
                // The binary's path: output streamed as it is printed.
                // On a deep stack, as the binary runs (tests/lit/IR/deep-nesting.mlir).
                let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
                let code = rmlir_opt::on_large_stack(|| {
                    rmlir_opt::run_streaming(
                        args,
                        stdin,
                        &mut rmlir_opt::Streams {
                            stdout: &mut stdout,
                            stderr: &mut stderr,
                        },
                    )
                })
                .unwrap_or(101);
                Some(ToolOutput {
                    stdout,
                    stderr,
                    code,
                })
            }
            _ => None,
        }
    }
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

fn main() {
    rmlir_opt::configure_thread_pool();
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/lit");
    let mut files = Vec::new();
    collect(&root, &mut files);
    let trials = files
        .into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(&root)
                .unwrap_or(&path)
                .display()
                .to_string();
            Trial::test(name, move || {
                match rmlir_lit::run_test(&path, &OptTools, &rmlir_lit::Config::default()) {
                    Ok(Outcome::Passed | Outcome::ExpectedFailure) => Ok(()),
                    Ok(Outcome::Unsupported(why)) => {
                        Err(Failed::from(format!("unsupported: {why}")))
                    }
                    Err(report) => Err(Failed::from(report)),
                }
            })
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
