//! Stack sizes for deeply nested IR. The parser, verifier, passes and printer recurse
//! once per level of region, type and attribute nesting (as MLIR's do), so the work
//! runs on a thread with a large stack and the thread pool's threads get large stacks
//! too: 4000 nested regions overflow the 8 MB main-thread stack. Only the stack pages
//! actually used are ever touched.

/// Stack of the thread that parses, runs passes and prints (10000 nested regions need
/// about 40 MB).
pub const WORK_STACK: usize = 256 << 20;

/// Stack of each pool thread (function bodies are parsed, verified, rewritten and
/// printed there).
pub const POOL_STACK: usize = 64 << 20;

/// Builds the global thread pool with [`POOL_STACK`] stacks. Call it before anything
/// uses the pool; later calls (or a pool built already) change nothing.
pub fn configure_thread_pool() {
    let _ = rayon::ThreadPoolBuilder::new()
        .stack_size(POOL_STACK)
        .build_global();
}

/// Runs `f` on a thread with a [`WORK_STACK`] stack and returns its result; `None` if
/// `f` panicked or no thread could be made.
pub fn on_large_stack<T: Send>(f: impl FnOnce() -> T + Send) -> Option<T> {
    std::thread::scope(|s| {
        let spawned = std::thread::Builder::new()
            .name("rmlir-opt".into())
            .stack_size(WORK_STACK)
            .spawn_scoped(s, f);
        spawned.ok().and_then(|h| h.join().ok())
    })
}

/// Ends the process with `code` once standard output and error are flushed, without
/// the orderly teardown `std::process::exit` starts: no exit handlers (mimalloc's
/// would return its arenas' free pages to the system one `madvise` at a time), no
/// unwinding of the work thread and no unmapping of its stack. Files the tool wrote
/// are complete by then (their writes are the kernel's). A binary instrumented for
/// profile-guided optimisation (`tools/pgo.sh`) exits the orderly way: its profile is
/// written by an exit handler.
pub fn exit_now(code: i32) -> ! {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    #[cfg(rmlir_pgo_generate)]
    std::process::exit(code);
    #[cfg(not(rmlir_pgo_generate))]
    #[allow(unsafe_code)]
    // SAFETY: `_exit` only ends the process; nothing of ours runs after it.
    unsafe {
        libc::_exit(code)
    }
}

/// Lets a write to a closed pipe end the process with `SIGPIPE`, as it ends mlir-opt
/// (`rmlir-opt big.mlir | head` exits with status 141 in a shell, not 0). Rust
/// programs ignore the signal from the start. Call it first thing in `main`.
pub fn die_on_broken_pipe() {
    #[cfg(unix)]
    #[allow(unsafe_code)]
    // SAFETY: restores the signal's default action before any thread is started; no
    // handler of ours is involved.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
