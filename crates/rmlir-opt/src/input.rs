//! Input files: read into memory, or, when large, mapped (as LLVM's `MemoryBuffer` maps
//! files for mlir-opt), so that the parser can give back the pages of the text it is
//! done with ([`rmlir_ir::parser::Release`]) and a large input does not stay resident
//! next to its IR. With `malloc.rs`, the only `unsafe` code of the project is here.

/// Input files at least this large are mapped rather than read (LLVM's `MemoryBuffer`
/// maps from 16 KiB on). Mapping spares the copy `read` makes and the zeroed pages it
/// fills: on the parse-print bench input at N=1000 (4.3 MB), page faults 4775 -> 3761,
/// peak RSS about 15% lower.
const MAP_BYTES: u64 = 1 << 14;

/// An input file's bytes: read into memory, or, for a large regular file, mapped, so
/// that the pages the parser is done with can be given back (`Release`).
pub(crate) enum Input {
    Read(Vec<u8>),
    Mapped(memmap2::Mmap),
}

impl Input {
    pub(crate) fn bytes(&self) -> &[u8] {
        match self {
            Input::Read(v) => v,
            Input::Mapped(m) => m,
        }
    }
}

/// Reads an input file, mapping a large regular one (as LLVM's `MemoryBuffer` does).
pub(crate) fn read_input(path: &str) -> std::io::Result<Input> {
    let file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_file()
        && meta.len() >= MAP_BYTES
        && let Ok(map) = map_file(&file)
    {
        return Ok(Input::Mapped(map));
    }
    std::fs::read(path).map(Input::Read)
}

/// Maps a file read-only.
#[allow(unsafe_code)]
fn map_file(file: &std::fs::File) -> std::io::Result<memmap2::Mmap> {
    // SAFETY: the mapping is only read. Like every mapped input (mlir-opt's included),
    // it assumes the file is not truncated or rewritten while the tool runs.
    unsafe { memmap2::Mmap::map(file) }
}

/// Gives back the pages of `map` lying wholly inside `range`.
#[allow(unsafe_code)]
pub(crate) fn release_pages(map: &memmap2::Mmap, range: std::ops::Range<usize>) {
    const PAGE: usize = 4096;
    let start = range.start.next_multiple_of(PAGE);
    let end = range.end.min(map.len()) / PAGE * PAGE;
    if start < end {
        // SAFETY: the mapping is read-only, so no page holds anything of ours: a page
        // given back is read again from the file on the next access, with the same
        // bytes (under `map_file`'s assumption). Failing (other page sizes) only keeps
        // the pages.
        let _ = unsafe {
            map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, start, end - start)
        };
    }
}

/// Text at least this long is checked for UTF-8 on all threads (from 1 MiB on, the
/// split pays: the 3.9 MB one-function benchmark input at N=1000 ran 4% faster than
/// with the earlier 4 MiB threshold, which left it to one thread).
const PARALLEL_UTF8_BYTES: usize = 1 << 20;

/// `bytes` as text when it is valid UTF-8 (`std::str::from_utf8`), checked in pieces
/// on all threads when it is long and `threading` is on: a mapped file is read for the
/// first time here, and this is the only pass over it before the parse.
pub(crate) fn utf8(bytes: &[u8], threading: bool) -> Option<&str> {
    use rayon::prelude::*;
    let threads = rayon::current_num_threads();
    if !threading || threads < 2 || bytes.len() < PARALLEL_UTF8_BYTES {
        return std::str::from_utf8(bytes).ok();
    }
    // Pieces start at character starts (never at a continuation byte), so each piece
    // is valid exactly when the whole is.
    let pieces = threads * 4;
    let mut cuts = vec![0];
    for k in 1..pieces {
        let mut at = (bytes.len() * k / pieces).max(*cuts.last().unwrap_or(&0));
        while at < bytes.len() && bytes[at] & 0xc0 == 0x80 {
            at += 1;
        }
        cuts.push(at);
    }
    cuts.push(bytes.len());
    let valid = cuts
        .par_windows(2)
        .all(|w| std::str::from_utf8(&bytes[w[0]..w[1]]).is_ok());
    valid.then(|| as_checked_str(bytes))
}

/// `bytes`, checked to be UTF-8 in pieces, as text.
#[allow(unsafe_code)]
fn as_checked_str(bytes: &[u8]) -> &str {
    // SAFETY: `utf8` checked every piece, and the pieces split the bytes at character
    // starts, so the whole is valid UTF-8.
    unsafe { std::str::from_utf8_unchecked(bytes) }
}

#[cfg(test)]
mod tests {
    use super::utf8;

    /// Long text with multi-byte characters everywhere (so that naive cuts fall inside
    /// them) is accepted whole; one bad byte anywhere, or a character cut at the end,
    /// is not.
    #[test]
    fn utf8_in_pieces_agrees_with_std() {
        let text = "aé€𝄞".repeat((5 << 20) / 10);
        assert_eq!(utf8(text.as_bytes(), true), Some(text.as_str()));
        let mut bad = text.clone().into_bytes();
        let mid = bad.len() / 2;
        bad[mid] = 0xff;
        assert_eq!(utf8(&bad, true), None);
        let cut = &text.as_bytes()[..text.len() - 1];
        assert_eq!(utf8(cut, true), None);
        assert_eq!(utf8(cut, false), None);
    }
}
