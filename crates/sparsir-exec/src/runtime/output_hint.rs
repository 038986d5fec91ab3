//! How many entries each sparse-output site produced last time: room reserved up front.
//!
//! Why: a kernel whose output rows fill from products (SpGEMM's row workspace) cannot bound
//! its entries before it runs, so its column and value lists start small and grow by
//! doubling. Each growth moves the list into a larger mapping whose new pages the kernel
//! then faults in and clears: measured on SpGEMM of the 5-point Laplacian (13M entries),
//! the lists grew 4 → 114 MiB through fresh pages on every call and clearing them was a
//! fifth of the call's samples. A program calls a kernel again and again on similar data
//! (the benchmark, an iterative solver), so the last output of the same call site is a
//! good guess: `out_begin_rows` reserves that much, and the lists come from memory an
//! earlier output released (`big_alloc` keeps it backed). Only a hint: growth still works,
//! and room left over is given back when the output is finished.
//!
//! Sites are told apart by [`Site::id`](super::Site::id); between the begin and the finish
//! of one output the site is remembered by the address of the output's row counts (a
//! buffer made at the begin and never moved until the finish).
//!
//! Worked example: the first SpGEMM call at a site reserves nothing and ends with 13M
//! entries; the second reserves 13M and never grows.

use std::sync::Mutex;

/// Sites remembered at most (the oldest are forgotten first).
const SITES: usize = 64;

/// `(site id, entries of its last output)`, one per site, newest last.
static LAST: Mutex<Vec<(u64, usize)>> = Mutex::new(Vec::new());
/// `(address of the row counts, site id)` of outputs begun and not yet finished.
static OPEN: Mutex<Vec<(usize, u64)>> = Mutex::new(Vec::new());

/// Entries of the last output of site `id` (0 when none is known).
pub fn last(id: u64) -> usize {
    let last = LAST.lock().unwrap_or_else(|e| e.into_inner());
    last.iter().find(|&&(s, _)| s == id).map_or(0, |&(_, n)| n)
}

/// An output of site `id` was begun; its row counts are at `counts`.
pub fn begin(counts: usize, id: u64) {
    let mut open = OPEN.lock().unwrap_or_else(|e| e.into_inner());
    open.retain(|&(c, _)| c != counts);
    open.push((counts, id));
    if open.len() > SITES {
        open.remove(0);
    }
}

/// The output whose row counts are at `counts` was finished with `entries` entries.
pub fn finish(counts: usize, entries: usize) {
    let id = {
        let mut open = OPEN.lock().unwrap_or_else(|e| e.into_inner());
        let Some(i) = open.iter().position(|&(c, _)| c == counts) else { return };
        open.remove(i).1
    };
    let mut last = LAST.lock().unwrap_or_else(|e| e.into_inner());
    last.retain(|&(s, _)| s != id);
    last.push((id, entries));
    if last.len() > SITES {
        last.remove(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finished_output_is_the_next_hint_of_its_site() {
        let (site, other) = (u64::MAX - 1, u64::MAX - 2);
        assert_eq!(last(site), 0);
        begin(0x1000, site);
        begin(0x2000, other);
        finish(0x1000, 13);
        assert_eq!((last(site), last(other)), (13, 0));
        finish(0x2000, 7);
        finish(0x2000, 99); // finished twice: the second is not an open output
        assert_eq!((last(site), last(other)), (13, 7));
        begin(0x1000, site);
        finish(0x1000, 5);
        assert_eq!(last(site), 5);
    }
}
