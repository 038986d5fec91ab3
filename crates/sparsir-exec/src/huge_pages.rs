//! Transparent huge pages for large buffers: a global allocator that maps them itself.
//!
//! Why: a kernel's output and a conversion's buffers are fresh memory on every call, and
//! with 4 KiB pages the kernel pays one page fault (and a page clearing) per 4 KiB it
//! touches — measured here, 40–55% of SpMM, A + Aᵀ and SpGEMM on the benchmark matrices,
//! and 57 ms to touch 128 MB against 16 ms on 2 MiB pages. Linux in its usual `madvise`
//! mode gives huge pages only to ranges that ask. glibc's `malloc` asks only when started
//! with `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, and glibc 2.36 then reads the kernel's
//! mode into an unterminated buffer, so whether it takes effect depends on stack contents
//! (seen here: a process re-executed with the tunable got no huge pages). Advising after
//! `malloc` returns is too late for `realloc`, which copies into the fresh block first.
//!
//! So [`HugePageAlloc`] maps every block of at least [`THRESHOLD`] bytes (page-aligned
//! layouts) itself: an anonymous mapping whose length is a multiple of 2 MiB, advised
//! `MADV_HUGEPAGE` before anything touches it; `realloc` between such blocks is `mremap`
//! (no copy, as glibc does for its own mappings); `dealloc` unmaps. Smaller blocks, and
//! blocks aligned beyond a page, go to the system allocator. Which of the two owns a block
//! follows from its layout alone (`size >= THRESHOLD && align <= PAGE`), so `dealloc` and
//! `realloc` always know. A fresh mapping is zeroed by the kernel, so `alloc_zeroed` costs
//! nothing more.
//!
//! The `sparsir` command and the Python module install it with `#[global_allocator]`; an
//! embedder of the Rust library may do the same. `SPARSIR_NO_HUGEPAGES=1` (read once, at
//! the first large allocation) keeps the mappings but leaves out the advice. On systems
//! other than Linux it is the system allocator unchanged.

use std::alloc::{GlobalAlloc, Layout, System};

/// Blocks at least this large (with alignment at most a page) are mapped here.
pub const THRESHOLD: usize = 4 << 20;

/// The huge page size of x86-64 and aarch64 (4 KiB granule) Linux: mapping lengths are
/// multiples of it, so the kernel can back the whole mapping with huge pages.
const HUGE_PAGE: usize = 2 << 20;

/// The smallest page size: mappings are aligned to it, so no larger alignment is served.
const PAGE: usize = 4096;

/// The system allocator, with blocks of at least [`THRESHOLD`] bytes on huge pages.
pub struct HugePageAlloc;

/// Whether a block of this layout is (or is to be) one of this allocator's own mappings.
fn mapped(size: usize, align: usize) -> bool {
    cfg!(target_os = "linux") && size >= THRESHOLD && align <= PAGE
}

/// The length of the mapping holding `size` bytes.
fn map_len(size: usize) -> usize {
    size.next_multiple_of(HUGE_PAGE)
}

// SAFETY: blocks the system allocator serves are passed to it with the caller's arguments
// unchanged. Blocks of `mapped` layouts are private anonymous mappings of at least `size`
// bytes, page-aligned (so aligned for any `align <= PAGE`), owned by the caller until
// `dealloc`/`realloc`; `mapped` of the layout tells which path made a block, and a block
// changes owner only inside `realloc`, which copies what the caller may read.
unsafe impl GlobalAlloc for HugePageAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if mapped(layout.size(), layout.align()) {
            return map(layout.size());
        }
        // SAFETY: the caller's contract for `alloc` is passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if mapped(layout.size(), layout.align()) {
            return map(layout.size()); // fresh anonymous memory reads as zeros
        }
        // SAFETY: as in `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if mapped(layout.size(), layout.align()) {
            unmap(ptr, layout.size());
            return;
        }
        // SAFETY: `ptr` came from `System` with `layout` (`mapped` is false for it).
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let align = layout.align();
        match (mapped(layout.size(), align), mapped(new_size, align)) {
            // SAFETY: `ptr` is a mapping of `layout.size()` bytes made by `map`.
            (true, true) => unsafe { remap(ptr, layout.size(), new_size) },
            // SAFETY: `ptr` came from `System` with `layout`; the caller guarantees
            // `new_size` is valid for `layout`'s alignment.
            (false, false) => unsafe { System.realloc(ptr, layout, new_size) },
            _ => {
                // Between the two owners: a new block, the common prefix copied.
                // SAFETY: `new_size` with `align` is a valid layout (the caller's contract).
                let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, align) };
                // SAFETY: a valid, non-zero layout.
                let block = unsafe { self.alloc(new_layout) };
                if !block.is_null() {
                    // SAFETY: both blocks are live, distinct, and at least this long.
                    unsafe { std::ptr::copy_nonoverlapping(ptr, block, layout.size().min(new_size)) };
                    // SAFETY: `ptr` was allocated by this allocator with `layout`.
                    unsafe { self.dealloc(ptr, layout) };
                }
                block
            }
        }
    }
}

/// A fresh mapping for `size` bytes, advised huge pages; null when the kernel refuses.
#[cfg(target_os = "linux")]
fn map(size: usize) -> *mut u8 {
    let len = map_len(size);
    // SAFETY: a private anonymous mapping at an address the kernel picks: it aliases
    // nothing in this process.
    let block = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if block == libc::MAP_FAILED {
        return std::ptr::null_mut();
    }
    advise(block, len);
    block.cast()
}

/// Unmaps a block made by [`map`] or [`remap`] for `size` bytes.
#[cfg(target_os = "linux")]
fn unmap(block: *mut u8, size: usize) {
    // SAFETY: `block` starts a mapping of `map_len(size)` bytes this allocator made, which
    // the caller gives up; its failure cannot leave memory in use, so it is ignored.
    unsafe { libc::munmap(block.cast(), map_len(size)) };
}

/// Grows or shrinks a mapping without copying; null (the old block intact) on failure.
///
/// # Safety
/// `block` starts a mapping this allocator made for `size` bytes.
#[cfg(target_os = "linux")]
unsafe fn remap(block: *mut u8, size: usize, new_size: usize) -> *mut u8 {
    let (old_len, new_len) = (map_len(size), map_len(new_size));
    if old_len == new_len {
        return block;
    }
    // SAFETY: `[block, block + old_len)` is one of this allocator's mappings (the caller's
    // contract); MREMAP_MAYMOVE lets the kernel move it, keeping its contents and advice.
    let moved = unsafe { libc::mremap(block.cast(), old_len, new_len, libc::MREMAP_MAYMOVE) };
    if moved == libc::MAP_FAILED {
        return std::ptr::null_mut();
    }
    moved.cast()
}

/// Advises huge pages on a fresh mapping (unless turned off); a refusal (a kernel without
/// transparent huge pages) is harmless.
#[cfg(target_os = "linux")]
fn advise(block: *mut libc::c_void, len: usize) {
    if enabled() {
        // SAFETY: `[block, block + len)` is a mapping just made; the advice changes no
        // contents.
        unsafe { libc::madvise(block, len, libc::MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn map(_size: usize) -> *mut u8 {
    unreachable!("`mapped` is false off Linux")
}

#[cfg(not(target_os = "linux"))]
fn unmap(_block: *mut u8, _size: usize) {
    unreachable!("`mapped` is false off Linux")
}

#[cfg(not(target_os = "linux"))]
unsafe fn remap(_block: *mut u8, _size: usize, _new_size: usize) -> *mut u8 {
    unreachable!("`mapped` is false off Linux")
}

/// Whether the advice is on: `SPARSIR_NO_HUGEPAGES` unset. Read once; `getenv` does not
/// allocate, so this is safe inside the allocator.
#[cfg(target_os = "linux")]
pub fn enabled() -> bool {
    use std::sync::atomic::{AtomicU8, Ordering};
    const UNKNOWN: u8 = 0;
    const ON: u8 = 1;
    const OFF: u8 = 2;
    static STATE: AtomicU8 = AtomicU8::new(UNKNOWN);
    match STATE.load(Ordering::Relaxed) {
        ON => true,
        OFF => false,
        _ => {
            // SAFETY: the argument is a NUL-terminated string; the result is only compared
            // with null. (A concurrent `setenv` is the caller's race, as for `getenv` in C.)
            let off = !unsafe { libc::getenv(c"SPARSIR_NO_HUGEPAGES".as_ptr()) }.is_null();
            STATE.store(if off { OFF } else { ON }, Ordering::Relaxed);
            !off
        }
    }
}

#[cfg(not(target_os = "linux"))]
pub fn enabled() -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_of_every_size_round_trip_through_the_allocator() {
        let sizes = [1, 4096, THRESHOLD / 2 + 1, THRESHOLD - 1, THRESHOLD, THRESHOLD + 12_345, 3 * THRESHOLD];
        for (size, align) in sizes.into_iter().flat_map(|size| [(size, 64), (size, 2 * PAGE)]) {
            let layout = Layout::from_size_align(size, align).unwrap();
            // SAFETY: a non-zero size and a valid alignment; the block is written within
            // its size, grown with `realloc` and freed with the layout it then has.
            unsafe {
                let block = HugePageAlloc.alloc_zeroed(layout);
                assert!(!block.is_null());
                assert!(std::slice::from_raw_parts(block, size).iter().all(|&b| b == 0));
                block.write_bytes(7, size);
                let grown = HugePageAlloc.realloc(block, layout, 2 * size);
                assert!(!grown.is_null());
                assert_eq!(grown as usize % align, 0);
                assert!(std::slice::from_raw_parts(grown, size).iter().all(|&b| b == 7));
                grown.add(size).write_bytes(9, size);
                let grown_layout = Layout::from_size_align(2 * size, align).unwrap();
                let shrunk = HugePageAlloc.realloc(grown, grown_layout, size / 2 + 1);
                assert!(!shrunk.is_null());
                assert!(std::slice::from_raw_parts(shrunk, size / 2 + 1).iter().all(|&b| b == 7));
                HugePageAlloc.dealloc(shrunk, Layout::from_size_align(size / 2 + 1, align).unwrap());
            }
        }
    }
}
