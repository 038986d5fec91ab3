//! Released large mappings, kept for the next large block.
//!
//! Why: fresh memory is the dearest thing a kernel touches. The kernel clears every fresh
//! page, and in a virtual machine that hands freed memory back to its host (this one
//! does), a page the guest touches again may first be faulted in by the host: measured
//! here, 576 MB of fresh huge pages took 1.25 s the first time and 71 ms when recycled,
//! and 41% of SpGEMM's time on the 20k matrix was `clear_page`. A program that calls a
//! kernel in a loop frees the last call's output just before allocating the next one, so
//! keeping a few released mappings (up to a byte budget) makes the next output's pages
//! already backed and mapped (a zeroed request gives its whole huge pages back to be
//! faulted in as zeros where they are used: `mapping::clear_lazily`).
//!
//! The budget is `SPARSIR_ALLOC_CACHE_MB` (default 2048; 0 keeps nothing), at most
//! [`SLOTS`] mappings. A request takes the smallest kept mapping that holds it (kept
//! whole: the block may grow into it), else the largest one, grown; a release that does
//! not fit the budget is unmapped.
//!
//! The lock is held for a scan of [`SLOTS`] entries, never across a system call. (A `fork`
//! while another thread holds it would leave the child's lock held; unlike glibc, no
//! `atfork` handler resets it. Python's `fork` start method with sparsir running in
//! another thread is the one way to get there.)

use std::sync::Mutex;

use super::mapping::Mapping;

/// How many released mappings are kept at most.
pub const SLOTS: usize = 16;

/// Kept mappings (`len == 0`: a free slot) and their total length.
struct Kept {
    slots: [Mapping; SLOTS],
    bytes: usize,
}

static KEPT: Mutex<Kept> = Mutex::new(Kept { slots: [Mapping::EMPTY; SLOTS], bytes: 0 });

/// A kept mapping for a block needing a mapping of `len` bytes: the smallest at least as
/// long, else the longest (which the caller grows).
pub fn take(len: usize) -> Option<Mapping> {
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    let pick = {
        let slots = &kept.slots;
        let fits = (0..SLOTS).filter(|&i| slots[i].len >= len).min_by_key(|&i| slots[i].len);
        fits.or_else(|| (0..SLOTS).filter(|&i| slots[i].len > 0).max_by_key(|&i| slots[i].len))?
    };
    let m = std::mem::replace(&mut kept.slots[pick], Mapping::EMPTY);
    kept.bytes -= m.len;
    Some(m)
}

/// Takes every kept mapping out (for the caller to unmap).
pub fn drain() -> Vec<Mapping> {
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    kept.bytes = 0;
    kept.slots.iter_mut().filter(|m| m.len > 0).map(|m| std::mem::replace(m, Mapping::EMPTY)).collect()
}

/// Keeps a released mapping if the budget allows; otherwise hands it back.
pub fn keep(m: Mapping) -> Result<(), Mapping> {
    let budget = budget();
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    if kept.bytes + m.len > budget {
        return Err(m);
    }
    let Some(slot) = kept.slots.iter_mut().find(|s| s.len == 0) else { return Err(m) };
    *slot = m;
    kept.bytes += m.len;
    Ok(())
}

/// The byte budget: `SPARSIR_ALLOC_CACHE_MB` (read once) in bytes, default 2 GiB.
pub fn budget() -> usize {
    static BUDGET: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *BUDGET
        .get_or_init(|| super::env_number(c"SPARSIR_ALLOC_CACHE_MB").unwrap_or(2048).saturating_mul(1 << 20))
}
