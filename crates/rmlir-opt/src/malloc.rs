//! The binary's memory allocator: mimalloc for ordinary blocks, the kernel's own
//! mappings for large ones.
//!
//! Parsing, rewriting and printing make millions of small, short-lived allocations
//! (operand lists, names, text buffers), many freed on another thread than the one that
//! made them. mimalloc serves those from per-thread free lists without locks, where
//! glibc's malloc takes its per-arena lock; on the parse-print benchmark inputs that is
//! about a tenth of the wall time.
//!
//! The IR's arenas, by contrast, are few and large and grow by doubling. A block of
//! [`LARGE`] bytes or more is a mapping of its own (`mmap`), grown with `mremap`, which
//! moves page-table entries instead of copying, and returned to the system by `munmap`
//! the moment it is freed. mimalloc would keep freed large blocks in its arenas until
//! its purge delay runs out, and glibc (whose mmap threshold rises to the largest block
//! freed) in its heaps: either way the arenas of a parsed function body, once merged or
//! grown, would stay resident for the rest of the run.
//!
//! No mapping is advised for transparent huge pages. On the machines the benchmarks
//! run on (virtual machines whose free memory the host takes back in 2 MiB blocks), a
//! huge page is most often one the host must back afresh, and zeroing it cost more
//! than the small-page faults it saves: advising the arenas made the 40 MB
//! one-function parse a fifth slower (0.53 s against 0.68 s, run alternately with
//! mlir-opt as the benchmark runs them).
//!
//! mimalloc gives the pages of freed blocks back to the system once they have stayed
//! unused for a while ([`tune_purging`]). Its own wait, a second, outlasts most runs:
//! the pages of everything freed early (the first functions' IR, printed and dropped
//! while their texts are held to the end) then stayed resident for the whole run.
//!
//! Elsewhere than on Linux every block goes to mimalloc.

use std::alloc::{GlobalAlloc, Layout};

use mimalloc::MiMalloc;

/// Blocks of this many bytes or more are mappings of their own (on Linux).
#[cfg(target_os = "linux")]
const LARGE: usize = 128 * 1024;

/// The page size every mapping is a multiple of; blocks asking for a stricter
/// alignment stay with mimalloc.
#[cfg(target_os = "linux")]
const PAGE: usize = 4096;

/// The binary's global allocator (see the module docs).
pub struct Allocator;

/// mimalloc's number for its purge delay option (`mi_option_purge_delay` of its
/// version 3 header).
const MI_OPTION_PURGE_DELAY: libc::c_int = 15;

#[allow(unsafe_code)]
unsafe extern "C" {
    /// Sets one of mimalloc's options (part of its API, linked in with it).
    fn mi_option_set(option: libc::c_int, value: libc::c_long);
}

/// Makes mimalloc give pages unused for 50 ms back to the system (its default: a
/// second), unless `MIMALLOC_PURGE_DELAY` sets the delay. Call it first thing in
/// `main`.
///
/// Parsing and printing the benchmark's 10000 functions, the peak resident set goes
/// from 117 to 105 MB (medians of 15 runs alternated with the default) for 0.5 to
/// 2.5% more wall time. Runs shorter than the delay purge nothing, as before; one long
/// function frees little before the end, and its peak stays.
pub fn tune_purging() {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        #[allow(unsafe_code)]
        // SAFETY: mimalloc's options are plain integers it reads atomically; any delay
        // is valid.
        unsafe {
            mi_option_set(MI_OPTION_PURGE_DELAY, 50)
        };
    }
}

/// Whether a block of `size` bytes aligned to `align` is a mapping of its own.
#[cfg(target_os = "linux")]
fn is_mapping(size: usize, align: usize) -> bool {
    size >= LARGE && align <= PAGE
}

#[cfg(not(target_os = "linux"))]
fn is_mapping(_size: usize, _align: usize) -> bool {
    false
}

/// `size` rounded up to whole pages.
#[cfg(target_os = "linux")]
fn pages(size: usize) -> usize {
    size.div_ceil(PAGE) * PAGE
}

/// What `mmap` or `mremap` returned, as a block pointer (null when it failed).
#[cfg(target_os = "linux")]
fn mapped(p: *mut libc::c_void) -> *mut u8 {
    if p == libc::MAP_FAILED {
        std::ptr::null_mut()
    } else {
        p.cast()
    }
}

/// A fresh zeroed private mapping of `size` bytes (rounded up to whole pages) at an
/// address of the kernel's choosing, or null.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
fn map(size: usize) -> *mut u8 {
    // SAFETY: an anonymous private mapping at an address of the kernel's choosing
    // touches no existing memory.
    mapped(unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            pages(size),
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    })
}

#[cfg(not(target_os = "linux"))]
fn map(_size: usize) -> *mut u8 {
    std::ptr::null_mut()
}

/// Unmaps a block `map` made for `size` bytes.
#[allow(unsafe_code)]
unsafe fn unmap(ptr: *mut u8, size: usize) {
    #[cfg(target_os = "linux")]
    // SAFETY: the caller passes a live block of this allocator that `map` or `remap`
    // made for `size` bytes; nothing refers to it any more.
    unsafe {
        libc::munmap(ptr.cast(), pages(size));
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (ptr, size);
}

/// Grows or shrinks a mapping of `old` bytes to `new` bytes, moving it if need be
/// (page tables, not contents); null (and the old mapping intact) when the kernel
/// refuses.
#[allow(unsafe_code)]
unsafe fn remap(ptr: *mut u8, old: usize, new: usize) -> *mut u8 {
    #[cfg(target_os = "linux")]
    {
        let (old, new) = (pages(old), pages(new));
        // SAFETY: the caller passes a live mapping of `old` bytes made by `map` or
        // `remap`; MREMAP_MAYMOVE leaves it untouched when it fails.
        mapped(unsafe { libc::mremap(ptr.cast(), old, new, libc::MREMAP_MAYMOVE) })
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = (ptr, old, new);
        std::ptr::null_mut()
    }
}

// SAFETY: every block is made and released by the same side (mimalloc or the kernel),
// chosen by its size and alignment alone, which the caller states identically to
// `alloc`, `dealloc` and `realloc`; mappings are page-aligned and at least as large as
// asked.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if is_mapping(layout.size(), layout.align()) {
            map(layout.size())
        } else {
            // SAFETY: forwarded as the caller gave it.
            unsafe { MiMalloc.alloc(layout) }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if is_mapping(layout.size(), layout.align()) {
            // A fresh anonymous mapping reads as zeros.
            map(layout.size())
        } else {
            // SAFETY: forwarded as the caller gave it.
            unsafe { MiMalloc.alloc_zeroed(layout) }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if is_mapping(layout.size(), layout.align()) {
            // SAFETY: a block of this layout was made by `map` or `remap`.
            unsafe { unmap(ptr, layout.size()) }
        } else {
            // SAFETY: a block of this layout was made by mimalloc.
            unsafe { MiMalloc.dealloc(ptr, layout) }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let align = layout.align();
        let old_size = layout.size();
        match (is_mapping(old_size, align), is_mapping(new_size, align)) {
            // SAFETY: the block is mimalloc's and stays there.
            (false, false) => unsafe { MiMalloc.realloc(ptr, layout, new_size) },
            // SAFETY: the block is a mapping of `old_size` bytes.
            (true, true) => unsafe { remap(ptr, old_size, new_size) },
            _ => {
                // SAFETY: `new_size` is nonzero and does not overflow when rounded to
                // `align` (GlobalAlloc::realloc's contract).
                let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, align) };
                // SAFETY: a valid layout, as above.
                let new = unsafe { self.alloc(new_layout) };
                if !new.is_null() {
                    // SAFETY: both blocks are live, distinct and at least this long;
                    // the old one is released by the side that made it.
                    unsafe {
                        std::ptr::copy_nonoverlapping(ptr, new, old_size.min(new_size));
                        self.dealloc(ptr, layout);
                    }
                }
                new
            }
        }
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::{Allocator, LARGE};
    use std::alloc::{GlobalAlloc, Layout};

    /// Writes a pattern over `len` bytes at `p`.
    #[allow(unsafe_code)]
    fn fill(p: *mut u8, len: usize) {
        for i in (0..len).step_by(4093) {
            // SAFETY: `p` is a live block of at least `len` bytes.
            unsafe { p.add(i).write((i % 251) as u8) };
        }
    }

    /// Whether the pattern of [`fill`] is still there over `len` bytes.
    #[allow(unsafe_code)]
    fn holds(p: *const u8, len: usize) -> bool {
        // SAFETY: `p` is a live block of at least `len` bytes.
        (0..len)
            .step_by(4093)
            .all(|i| unsafe { p.add(i).read() } == (i % 251) as u8)
    }

    #[allow(unsafe_code)]
    unsafe extern "C" {
        fn mi_option_get(option: libc::c_int) -> libc::c_long;
    }

    /// The option number is the version 3 header's purge delay: the delay reads back
    /// as set, and option 4 of that numbering (arena eager commit) has its default, 2.
    #[test]
    #[allow(unsafe_code)]
    fn purge_delay_option_is_the_one_set() {
        super::tune_purging();
        // SAFETY: reading mimalloc's options.
        unsafe {
            if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
                assert_eq!(mi_option_get(super::MI_OPTION_PURGE_DELAY), 50);
            }
            if std::env::var_os("MIMALLOC_ARENA_EAGER_COMMIT").is_none() {
                assert_eq!(mi_option_get(4), 2);
            }
        }
    }

    /// Large blocks are page-aligned, read as zeros, and keep their contents through
    /// growth, shrinking, and the moves between mimalloc and a mapping of their own.
    #[test]
    #[allow(unsafe_code)]
    fn large_blocks_are_aligned_zeroed_and_kept_through_realloc() {
        const MIB: usize = 1 << 20;
        let a = Allocator;
        // SAFETY: valid layouts; every block is released with the layout it has.
        unsafe {
            let tiny = Layout::from_size_align(1000, 8).unwrap();
            let p = a.alloc(tiny);
            fill(p, 1000);
            let p = a.realloc(p, tiny, LARGE);
            assert!(!p.is_null() && (p as usize).is_multiple_of(4096));
            assert!(holds(p, 1000));
            let small = Layout::from_size_align(LARGE, 8).unwrap();
            fill(p, LARGE);
            let p = a.realloc(p, small, 6 * MIB + 5);
            assert!(!p.is_null() && (p as usize).is_multiple_of(4096));
            assert!(holds(p, LARGE));
            let big = Layout::from_size_align(6 * MIB + 5, 8).unwrap();
            fill(p, big.size());
            let p = a.realloc(p, big, 14 * MIB);
            assert!(!p.is_null() && holds(p, big.size()));
            let bigger = Layout::from_size_align(14 * MIB, 8).unwrap();
            let p = a.realloc(p, bigger, 2000);
            assert!(!p.is_null() && holds(p, 2000));
            a.dealloc(p, Layout::from_size_align(2000, 8).unwrap());

            let fresh = Layout::from_size_align(4 * MIB + 4096, 64).unwrap();
            let q = a.alloc_zeroed(fresh);
            assert!(!q.is_null() && (q as usize).is_multiple_of(4096));
            assert!(
                (0..fresh.size())
                    .step_by(4096)
                    .all(|i| q.add(i).read() == 0)
            );
            a.dealloc(q, fresh);
        }
    }
}
