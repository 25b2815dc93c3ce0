//! Allocator settings for the binary (glibc's `mallopt`).
//!
//! glibc serves a request above its mmap threshold (128 KiB at start) with a mapping
//! of its own, and raises the threshold to the size of every such mapping freed. The
//! IR's arenas grow by doubling, so after a few growths the threshold sits at tens of
//! megabytes and the arenas of a large input end up inside the per-thread heaps: a
//! grown arena then copies instead of being remapped, and the memory of arenas freed
//! after parallel parsing (the stretches merged into one function body, the parser's
//! name tables) stays in those heaps instead of going back to the system. Fixing the
//! threshold keeps every large arena a mapping of its own. On the parse-print bench
//! inputs (N=10000) this lowers peak RSS of `onefunc` by about 10 MB when printing and
//! 35 MB under `--canonicalize`, at the same speed.

/// The threshold fixed: glibc's initial value.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const MMAP_THRESHOLD: i32 = 128 * 1024;

/// Fixes glibc's mmap threshold (see the module docs); elsewhere does nothing.
#[allow(unsafe_code)]
pub fn fix_mmap_threshold() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: `mallopt` only changes allocator parameters; it is called before
        // any thread of ours exists.
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
        }
    }
}
