//! Large blocks on huge pages, recycled: the global allocator of the command and the
//! Python module.
//!
//! Why: a kernel's output and a conversion's buffers are fresh memory on every call. With
//! 4 KiB pages the kernel pays a page fault and a page clearing per 4 KiB touched —
//! measured here, 40–55% of SpMM, A + Aᵀ and SpGEMM on the benchmark matrices, and 57 ms
//! to touch 128 MB against 16 ms on 2 MiB pages. Linux in its usual `madvise` mode gives
//! huge pages only to ranges that ask. glibc's `malloc` asks only when started with
//! `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, and glibc 2.36 then reads the kernel's mode
//! into an unterminated buffer, so whether it takes effect depends on stack contents (a
//! process re-executed with the tunable got no huge pages here). Advising after `malloc`
//! returns is too late for `realloc`, which copies into its fresh block first.
//!
//! So [`BigBlockAlloc`] serves every block of at least [`THRESHOLD`] bytes (alignment at
//! most a page) from an anonymous mapping of its own ([`mapping`]): advised
//! `MADV_HUGEPAGE` before anything touches it, grown with `mremap` (no copy), and, when
//! released, kept for the next large block up to a budget ([`cache`]: recycled pages are
//! already backed and cleared). Smaller blocks, and blocks aligned beyond a page, go to the
//! system allocator. Which of the two owns a block follows from its layout alone
//! (`size >= THRESHOLD && align <= PAGE`), so `dealloc` and `realloc` always know.
//!
//! `SPARSIR_NO_HUGEPAGES=1` leaves out the advice; `SPARSIR_ALLOC_CACHE_MB` sets the
//! budget of kept mappings (default 2048, 0: none). An embedder of the Rust library may
//! install the allocator too. On systems other than Linux it is the system allocator.

mod cache;
mod mapping;

use std::alloc::{GlobalAlloc, Layout, System};
use std::ffi::CStr;

use mapping::{Mapping, PAGE};

/// Blocks at least this large (with alignment at most a page) are mapped here. 2 MiB, not
/// more: a conversion's per-row counts and positions of a million-row matrix (4 MB) sit
/// just under 4 MiB, and from glibc they came back as fresh pages on every call (glibc
/// trims its heap when they are freed): CSR→CSC on the 5-point Laplacian took 1,920 page
/// faults per call, none from here.
pub const THRESHOLD: usize = 2 << 20;

/// The system allocator, with blocks of at least [`THRESHOLD`] bytes on huge pages and
/// recycled.
pub struct BigBlockAlloc;

/// Whether a block of this layout is (or is to be) one of this allocator's own mappings.
fn mapped(size: usize, align: usize) -> bool {
    cfg!(target_os = "linux") && size >= THRESHOLD && align <= PAGE
}

/// A mapping whose block holds `size` bytes — a kept one if any (`true`: its bytes are
/// stale), else a fresh one (zeros).
fn obtain(size: usize) -> Option<(Mapping, bool)> {
    let len = mapping::len_for(size);
    if let Some(m) = cache::take(len) {
        if m.len >= len {
            return Some((m, true));
        }
        match mapping::resize(m, len) {
            Some(grown) => return Some((grown, true)),
            None => mapping::unmap(m),
        }
    }
    mapping::map(len, huge_pages()).map(|m| (m, false))
}

/// Keeps a mapping for later, or unmaps it beyond the budget.
fn release(m: Mapping) {
    if let Err(m) = cache::keep(m) {
        mapping::unmap(m);
    }
}

// SAFETY: blocks the system allocator serves are passed to it with the caller's arguments
// unchanged. A block of a `mapped` layout is the block of one of our mappings: page-aligned
// (so aligned for any `align <= PAGE`), at least `size` bytes long, used by nobody else
// until `dealloc`/`realloc` (a mapping is in the cache or behind exactly one live block);
// `mapped` of the layout tells which path made a block, and a block changes owner only in
// `realloc`, which copies what the caller may read.
unsafe impl GlobalAlloc for BigBlockAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if mapped(layout.size(), layout.align()) {
            return obtain(layout.size()).map_or(std::ptr::null_mut(), |(m, _)| m.block());
        }
        // SAFETY: the caller's contract for `alloc` is passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if mapped(layout.size(), layout.align()) {
            // A kept mapping's whole huge pages are given back and faulted in again as
            // zeros where they are first touched (in the thread that writes them, while
            // the kernel's next writes still find them in cache), as a fresh mapping's
            // are; only its partial end pages are written with zeros here. Measured on the
            // Laplacian against clearing the whole block ahead: SpMM's 128 MB output
            // 55 -> 48 ms at one thread and 42 -> 25.5 ms at two (the early pass was one
            // thread's, and evicted what it cleared), SpMV 6.5 -> 5.5 / 5.2 -> 4.2 ms.
            let Some((m, stale)) = obtain(layout.size()) else { return std::ptr::null_mut() };
            if stale {
                mapping::clear_lazily(m, layout.size());
            }
            return m.block();
        }
        // SAFETY: as in `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if mapped(layout.size(), layout.align()) {
            // SAFETY: `ptr` is the block of a live mapping of ours (the layout says so).
            release(unsafe { Mapping::of_block(ptr) });
            return;
        }
        // SAFETY: `ptr` came from `System` with `layout` (`mapped` is false for it).
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let align = layout.align();
        match (mapped(layout.size(), align), mapped(new_size, align)) {
            (true, true) => {
                // SAFETY: `ptr` is the block of a live mapping of ours.
                let m = unsafe { Mapping::of_block(ptr) };
                let len = mapping::len_for(new_size);
                // Growing within the mapping costs nothing (a block taken from a larger
                // kept mapping grows into it); shrinking to half the mapping or less gives
                // the tail back (a trimmed list should not stay resident).
                let gives_back = new_size < layout.size() && len * 2 <= m.len;
                if new_size <= m.room() && !gives_back {
                    return ptr;
                }
                mapping::resize(m, len).map_or(std::ptr::null_mut(), Mapping::block)
            }
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

/// Whether fresh mappings are advised huge pages: `SPARSIR_NO_HUGEPAGES` unset (read once;
/// `OnceLock` neither allocates nor recurses into the allocator).
pub fn huge_pages() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| cfg!(target_os = "linux") && env(c"SPARSIR_NO_HUGEPAGES").is_none())
}

/// Gives every kept mapping back to the system; returns the bytes released. (For callers
/// that are done with large tensors for a while: kept memory stays resident.)
pub fn release_kept() -> usize {
    let kept = cache::drain();
    let bytes = kept.iter().map(|m| m.len).sum();
    kept.into_iter().for_each(mapping::unmap);
    bytes
}

/// The byte budget of released mappings kept for reuse (`SPARSIR_ALLOC_CACHE_MB`).
pub fn kept_budget() -> usize {
    cache::budget()
}

/// An environment variable's bytes, read without allocating (this runs inside the
/// allocator, where `std::env` would recurse).
fn env(name: &CStr) -> Option<&'static [u8]> {
    // SAFETY: `name` is NUL-terminated; a non-null result points at a NUL-terminated value
    // in the environment, which this process never changes after start (a concurrent
    // `setenv` would be the caller's race, as for `getenv` in C).
    let value = unsafe { libc::getenv(name.as_ptr()) };
    // SAFETY: as above.
    (!value.is_null()).then(|| unsafe { CStr::from_ptr(value) }.to_bytes())
}

/// An environment variable holding a decimal number (`None`: unset or not a number).
fn env_number(name: &CStr) -> Option<usize> {
    let text = env(name)?;
    let digits = std::str::from_utf8(text).ok()?;
    digits.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tests share the process-wide cache of kept mappings: one at a time.
    static CACHE_USERS: std::sync::Mutex<()> = std::sync::Mutex::new(());

    #[test]
    fn blocks_of_every_size_round_trip_through_the_allocator() {
        let _only_user = CACHE_USERS.lock().unwrap_or_else(|e| e.into_inner());
        let sizes = [1, 4096, THRESHOLD / 2 + 1, THRESHOLD - 1, THRESHOLD, THRESHOLD + 12_345, 3 * THRESHOLD];
        for (size, align) in sizes.into_iter().flat_map(|size| [(size, 64), (size, 2 * PAGE)]) {
            let layout = Layout::from_size_align(size, align).unwrap();
            // SAFETY: a non-zero size and a valid alignment; the block is written within
            // its size, grown with `realloc` and freed with the layout it then has.
            unsafe {
                let block = BigBlockAlloc.alloc_zeroed(layout);
                assert!(!block.is_null());
                assert!(std::slice::from_raw_parts(block, size).iter().all(|&b| b == 0));
                block.write_bytes(7, size);
                let grown = BigBlockAlloc.realloc(block, layout, 2 * size);
                assert!(!grown.is_null());
                assert_eq!(grown as usize % align, 0);
                assert!(std::slice::from_raw_parts(grown, size).iter().all(|&b| b == 7));
                grown.add(size).write_bytes(9, size);
                let grown_layout = Layout::from_size_align(2 * size, align).unwrap();
                let shrunk = BigBlockAlloc.realloc(grown, grown_layout, size / 2 + 1);
                assert!(!shrunk.is_null());
                assert!(std::slice::from_raw_parts(shrunk, size / 2 + 1).iter().all(|&b| b == 7));
                BigBlockAlloc.dealloc(shrunk, Layout::from_size_align(size / 2 + 1, align).unwrap());
            }
        }
    }

    #[test]
    fn zeroed_blocks_are_zero_when_recycled() {
        let _only_user = CACHE_USERS.lock().unwrap_or_else(|e| e.into_inner());
        for size in [THRESHOLD, 3 * (2 << 20) + 100, 5 * THRESHOLD + 4095] {
            let layout = Layout::from_size_align(size, 8).unwrap();
            // SAFETY: valid non-zero layouts; each block is written within its size and
            // freed with the layout it was allocated with.
            unsafe {
                let dirty = BigBlockAlloc.alloc(layout);
                assert!(!dirty.is_null());
                dirty.write_bytes(0xFF, size);
                BigBlockAlloc.dealloc(dirty, layout);
                let zeroed = BigBlockAlloc.alloc_zeroed(layout);
                assert!(!zeroed.is_null());
                assert!(std::slice::from_raw_parts(zeroed, size).iter().all(|&b| b == 0));
                BigBlockAlloc.dealloc(zeroed, layout);
            }
        }
    }

    #[test]
    fn shrinks_give_the_tail_back_and_growth_stays_in_place() {
        let _only_user = CACHE_USERS.lock().unwrap_or_else(|e| e.into_inner());
        let big = Layout::from_size_align(8 * THRESHOLD, 8).unwrap();
        // SAFETY: valid non-zero layouts; the block is read only within its current size
        // and freed with the layout it then has.
        unsafe {
            let block = BigBlockAlloc.alloc(big);
            assert!(!block.is_null());
            block.write_bytes(3, 8 * THRESHOLD);
            let small = THRESHOLD + 1;
            let shrunk = BigBlockAlloc.realloc(block, big, small);
            assert!(!shrunk.is_null());
            assert_eq!(Mapping::of_block(shrunk).len, mapping::len_for(small));
            assert!(std::slice::from_raw_parts(shrunk, small).iter().all(|&b| b == 3));
            let slightly =
                BigBlockAlloc.realloc(shrunk, Layout::from_size_align(small, 8).unwrap(), THRESHOLD);
            assert_eq!(slightly, shrunk, "a small shrink stays in place");
            BigBlockAlloc.dealloc(slightly, Layout::from_size_align(THRESHOLD, 8).unwrap());
            // A small block in a larger kept mapping grows into it: same place, same mapping.
            BigBlockAlloc.dealloc(BigBlockAlloc.alloc(big), big);
            let first = Layout::from_size_align(2 * THRESHOLD + 1, 8).unwrap();
            let start = BigBlockAlloc.alloc(first);
            let before = Mapping::of_block(start);
            let grown = BigBlockAlloc.realloc(start, first, 3 * THRESHOLD);
            if before.room() >= 3 * THRESHOLD {
                assert_eq!(grown, start);
                assert_eq!(Mapping::of_block(grown), before);
            }
            BigBlockAlloc.dealloc(grown, Layout::from_size_align(3 * THRESHOLD, 8).unwrap());
        }
    }

    #[test]
    fn released_mappings_can_all_be_given_back() {
        let _only_user = CACHE_USERS.lock().unwrap_or_else(|e| e.into_inner());
        release_kept();
        let layout = Layout::from_size_align(2 * THRESHOLD, 8).unwrap();
        // SAFETY: a valid non-zero layout, freed with the same layout.
        unsafe { BigBlockAlloc.dealloc(BigBlockAlloc.alloc(layout), layout) };
        if cfg!(target_os = "linux") {
            assert_eq!(release_kept(), mapping::len_for(2 * THRESHOLD), "the freed block was kept");
        }
        assert_eq!(release_kept(), 0, "nothing is kept after a release");
    }
}
