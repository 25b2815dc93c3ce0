//! Input files: read into memory, or, when large, mapped (as LLVM's `MemoryBuffer` maps
//! files for mlir-opt), so that the parser can give back the pages of the text it is
//! done with ([`rmlir_ir::parser::Release`]) and a large input does not stay resident
//! next to its IR. The only `unsafe` code of the project is here.

/// Input files at least this large are mapped rather than read.
const MAP_BYTES: u64 = 1 << 23;

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
