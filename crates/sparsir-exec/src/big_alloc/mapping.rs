//! One large block: an anonymous mapping with a header page, on huge pages.
//!
//! Why: the global allocator ([`super::BigBlockAlloc`]) serves every block of at least
//! [`super::THRESHOLD`] bytes from a mapping of its own, so that it can (a) ask for huge
//! pages before anything touches the memory and (b) keep a released mapping for the next
//! block ([`super::cache`]) even when that block is smaller. A mapping's length can then
//! exceed what its block asked for, so the length is stored in the mapping's first page
//! (the header) and the block starts one page in:
//!
//! ```text
//! start                start + PAGE = the block's pointer              start + len
//! | len: usize | …      | the caller's bytes … | (room the block may grow into) |
//! ```
//!
//! Lengths are multiples of 2 MiB, so the kernel can back the whole mapping with huge
//! pages; growing moves it with `mremap` (the pages themselves, never a copy).

/// The smallest page size: the header's size, and the blocks' alignment.
pub const PAGE: usize = 4096;

/// The huge page size of x86-64 and aarch64 (4 KiB granule) Linux.
const HUGE_PAGE: usize = 2 << 20;

/// A mapping: its first byte and its length.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mapping {
    pub start: usize,
    pub len: usize,
}

/// The mapping length that holds a block of `size` bytes after its header.
pub fn len_for(size: usize) -> usize {
    (size + PAGE).next_multiple_of(HUGE_PAGE)
}

impl Mapping {
    /// No mapping (a free slot of the cache).
    pub const EMPTY: Mapping = Mapping { start: 0, len: 0 };

    /// The block's pointer.
    pub fn block(self) -> *mut u8 {
        (self.start + PAGE) as *mut u8
    }

    /// How many bytes the block may hold without moving.
    pub fn room(self) -> usize {
        self.len - PAGE
    }

    /// The mapping holding a block handed out by [`Mapping::block`].
    ///
    /// # Safety
    /// `block` is the pointer of a mapping's block, still mapped.
    pub unsafe fn of_block(block: *mut u8) -> Mapping {
        let start = block as usize - PAGE;
        // SAFETY: the header is the first, mapped, page-aligned word of the mapping.
        let len = unsafe { *(start as *const usize) };
        Mapping { start, len }
    }

    /// Writes the header (after a map or a move).
    fn stamp(self) -> Mapping {
        // SAFETY: `start` is the first, writable word of a live mapping of ours.
        unsafe { *(self.start as *mut usize) = self.len };
        self
    }
}

/// A fresh mapping of `len` bytes (a multiple of 2 MiB), advised huge pages when `huge`.
#[cfg(target_os = "linux")]
pub fn map(len: usize, huge: bool) -> Option<Mapping> {
    // SAFETY: a private anonymous mapping at an address the kernel picks: it aliases
    // nothing in this process.
    let start = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if start == libc::MAP_FAILED {
        return None;
    }
    if huge {
        // SAFETY: `[start, start + len)` is the mapping just made; the advice changes no
        // contents, and its refusal (a kernel without huge pages) is harmless.
        unsafe { libc::madvise(start, len, libc::MADV_HUGEPAGE) };
    }
    Some(Mapping { start: start as usize, len }.stamp())
}

/// The mapping grown (or shrunk) to `len` bytes, moved if need be; `None` leaves it as it
/// was. Pages it had keep their contents; new ones read as zeros.
#[cfg(target_os = "linux")]
pub fn resize(m: Mapping, len: usize) -> Option<Mapping> {
    // SAFETY: `m` is a live mapping of ours; MREMAP_MAYMOVE lets the kernel move it,
    // keeping its pages and advice.
    let start = unsafe { libc::mremap(m.start as *mut libc::c_void, m.len, len, libc::MREMAP_MAYMOVE) };
    if start == libc::MAP_FAILED {
        return None;
    }
    Some(Mapping { start: start as usize, len }.stamp())
}

/// Zeroes the first `size` bytes of the block: its whole huge pages by giving them back
/// (`MADV_DONTNEED`: the next touch faults in a zero page, in the thread that touches it),
/// the partial pages at both ends by writing zeros.
#[cfg(target_os = "linux")]
pub fn clear_lazily(m: Mapping, size: usize) {
    let (block, end) = (m.block() as usize, m.block() as usize + size);
    let (lo, hi) = (block.next_multiple_of(HUGE_PAGE).min(end), end / HUGE_PAGE * HUGE_PAGE);
    let (lo, hi) = if hi > lo { (lo, hi) } else { (end, end) };
    // SAFETY: `[block, lo)` and `[hi, end)` lie inside the block, writable.
    unsafe {
        (block as *mut u8).write_bytes(0, lo - block);
        (hi as *mut u8).write_bytes(0, end - hi);
    }
    if hi > lo {
        // SAFETY: `[lo, hi)` lies inside a private anonymous mapping of ours; after
        // MADV_DONTNEED it reads as zeros.
        unsafe { libc::madvise(lo as *mut libc::c_void, hi - lo, libc::MADV_DONTNEED) };
    }
}

#[cfg(not(target_os = "linux"))]
pub fn clear_lazily(m: Mapping, size: usize) {
    // SAFETY: the block holds at least `size` writable bytes.
    unsafe { m.block().write_bytes(0, size) };
}

/// Gives a mapping back to the kernel.
#[cfg(target_os = "linux")]
pub fn unmap(m: Mapping) {
    // SAFETY: `m` is a live mapping of ours that nothing uses any more; a failure cannot
    // leave memory in use, so it is ignored.
    unsafe { libc::munmap(m.start as *mut libc::c_void, m.len) };
}

#[cfg(not(target_os = "linux"))]
pub fn map(_len: usize, _huge: bool) -> Option<Mapping> {
    None
}

#[cfg(not(target_os = "linux"))]
pub fn resize(_m: Mapping, _len: usize) -> Option<Mapping> {
    None
}

#[cfg(not(target_os = "linux"))]
pub fn unmap(_m: Mapping) {}
