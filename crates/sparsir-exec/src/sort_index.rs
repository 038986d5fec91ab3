//! Sorting a prefix of an `index` buffer (`SortIndex`, the compress step of a sparse
//! output's row workspace), shared by both backends.
//!
//! Why its own algorithm: a workspace row of SpGEMM holds thousands of distinct column
//! numbers below the matrix width; an LSD radix sort on 11-bit digits does that in a few
//! linear passes where a comparison sort needs `n log n` compares (it was a third of
//! SpGEMM's time). When the keys are dense in their range (the range at most 64 times
//! their count) a bitmap does it in one pass over the keys and one over the bitmap's words
//! (the 20k-row product's rows: 2,350 keys below 20,000; radix sorting them was 36% of the
//! kernel). Short rows use the standard sort. All give the same result: integers sorted
//! ascending (a repeated key sends the bitmap path to the radix sort). A workspace's list
//! comes with its flags (`SortIndex { marks }`): native code dense enough
//! ([`scans_marks`]) reads the flags instead, and the interpreter checks the promise that
//! makes this the same result.
//!
//! Worked example (bitmap): keys `[9, 2, 70, 3]` set bits 2, 3, 9 of word 0 and bit 6 of
//! word 1; reading the words' set bits in order gives `[2, 3, 9, 70]`.

use std::cell::RefCell;

/// A `SortIndex` with flags (`Stmt::SortIndex::marks`) of `len` keys among `flags` flags
/// is done in native code by a scan of the flags (`sp_scan_marks` in the C prelude), not
/// a sort, from this density on: at one key per 32 flags the scan (32 flags per vector
/// compare) and the bitmap sort below cost about the same (a C harness, 2,350 keys among
/// 20,000 flags: bitmap sort 4.0 µs, scan 2.8 µs). Measured on SpGEMM of the 20k matrix at
/// one thread, where sorting was a third of the kernel's samples: median 449 -> 405 ms
/// over six alternating runs of each build.
pub const SCAN_FROM_DENSITY: usize = 32;

/// The internal error both backends report when a `SortIndex`'s flags disagree with its
/// list.
pub const MARKS_DISAGREE: &str = "internal error: a workspace's coordinate list disagrees with its flags";

/// Whether the native backend scans `flags` flags for `len` keys instead of sorting them.
pub fn scans_marks(len: usize, flags: usize) -> bool {
    len.saturating_mul(SCAN_FROM_DENSITY) >= flags
}

/// Sorts `keys` ascending. Keys are non-negative (column numbers).
pub fn sort_keys(keys: &mut [i64]) {
    const RADIX_FROM: usize = 256;
    if keys.len() < RADIX_FROM {
        keys.sort_unstable();
        return;
    }
    // One pass for both bounds (it vectorizes; `any` would stop early and does not).
    let (min, max) = keys.iter().fold((i64::MAX, i64::MIN), |(lo, hi), &k| (lo.min(k), hi.max(k)));
    if min < 0 {
        keys.sort_unstable();
        return;
    }
    if max as u64 / 64 < keys.len() as u64 && bitmap_sort(keys, max as usize) {
        return;
    }
    radix_sort(keys, max as u64);
}

thread_local! {
    /// The bitmap of [`bitmap_sort`], all zero between calls (kept: a kernel sorts a row
    /// at a time, and allocating it per row cost more than the sort).
    static BITMAP: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
}

/// Sorts distinct non-negative `keys` (all at most `max`) by setting their bits and
/// reading them back in order; `false`, with `keys` unchanged, when a key repeats.
fn bitmap_sort(keys: &mut [i64], max: usize) -> bool {
    BITMAP.with(|cell| {
        let mut guard = cell.borrow_mut();
        let words = max / 64 + 1;
        if guard.len() < words {
            guard.resize(words, 0);
        }
        let bits = &mut guard[..words];
        for &k in keys.iter() {
            bits[k as usize / 64] |= 1 << (k as usize % 64);
        }
        // Fewer bits than keys: a key repeats.
        let set: usize = bits.iter().map(|w| w.count_ones() as usize).sum();
        if set != keys.len() {
            bits.iter_mut().for_each(|w| *w = 0);
            return false;
        }
        let mut out = 0;
        for (w, word) in bits.iter_mut().enumerate() {
            let mut x = std::mem::take(word);
            let base = (w * 64) as i64;
            let n = x.count_ones() as usize;
            // Four keys per step whatever the word holds (writes past its last bit are
            // overwritten by the next word's, or fall in the slack of the last word's):
            // one loop exit per four bits instead of per bit.
            let dst = &mut keys[out..];
            let mut i = 0;
            while i < n {
                for _ in 0..4 {
                    if let Some(slot) = dst.get_mut(i) {
                        *slot = base + x.trailing_zeros() as i64;
                    }
                    x &= x.wrapping_sub(1);
                    i += 1;
                }
            }
            out += n;
        }
        true
    })
}

/// LSD radix sort of non-negative `keys` (all at most `max`) on 11-bit digits.
fn radix_sort(keys: &mut [i64], max: u64) {
    let bits = 64 - max.leading_zeros();
    const DIGIT: u32 = 11;
    let passes = bits.div_ceil(DIGIT).max(1);
    let mut scratch = vec![0i64; keys.len()];
    let mut counts = vec![0usize; 1 << DIGIT];
    let (mut src, mut dst): (&mut [i64], &mut [i64]) = (keys, &mut scratch);
    for pass in 0..passes {
        let shift = pass * DIGIT;
        let digit = |k: i64| ((k as u64 >> shift) & ((1 << DIGIT) - 1)) as usize;
        counts.iter_mut().for_each(|c| *c = 0);
        for &k in src.iter() {
            counts[digit(k)] += 1;
        }
        let mut sum = 0;
        for c in counts.iter_mut() {
            let n = *c;
            *c = sum;
            sum += n;
        }
        for &k in src.iter() {
            let d = digit(k);
            dst[counts[d]] = k;
            counts[d] += 1;
        }
        std::mem::swap(&mut src, &mut dst);
    }
    if passes % 2 == 1 {
        // The sorted keys are in `scratch` (now `src`); copy them back.
        dst.copy_from_slice(src);
    }
}

#[cfg(test)]
mod tests {
    use super::sort_keys;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn sorts_like_the_standard_sort(mut keys in proptest::collection::vec(0i64..(1 << 40), 0..3000), small in any::<bool>()) {
            if small {
                keys.iter_mut().for_each(|k| *k %= 5000);
            }
            let mut want = keys.clone();
            want.sort_unstable();
            sort_keys(&mut keys);
            prop_assert_eq!(keys, want);
        }

        /// Keys dense in their range take the bitmap path; distinct, or with one repeat
        /// (which falls back to the radix sort and leaves the bitmap clear for the next).
        #[test]
        fn dense_keys_sort_like_the_standard_sort(
            set in proptest::collection::btree_set(0i64..20_000, 300..3000),
            repeat in any::<bool>(),
            seed in any::<u64>(),
        ) {
            let mut keys: Vec<i64> = set.into_iter().collect();
            if repeat {
                let k = keys[(seed % keys.len() as u64) as usize];
                keys.push(k);
            }
            // A fixed shuffle of the keys.
            let len = keys.len();
            for i in (1..len).rev() {
                let j = (seed.wrapping_mul(6364136223846793005).wrapping_add(i as u64) >> 33) as usize % (i + 1);
                keys.swap(i, j);
            }
            let mut want = keys.clone();
            want.sort_unstable();
            sort_keys(&mut keys);
            prop_assert_eq!(&keys, &want);
            // The bitmap is clear afterwards: a second sort of other keys is right too.
            let mut again: Vec<i64> = (0..400).map(|i| (i * 37) % 19_997).collect();
            let mut want2 = again.clone();
            want2.sort_unstable();
            sort_keys(&mut again);
            prop_assert_eq!(again, want2);
        }
    }

    #[test]
    fn the_bitmap_worked_example() {
        let mut keys = vec![9, 2, 70, 3];
        assert!(super::bitmap_sort(&mut keys, 70));
        assert_eq!(keys, vec![2, 3, 9, 70]);
        let mut repeated = vec![5, 1, 5];
        assert!(!super::bitmap_sort(&mut repeated, 5));
        assert_eq!(repeated, vec![5, 1, 5]);
        let mut after = vec![4, 0];
        assert!(super::bitmap_sort(&mut after, 4));
        assert_eq!(after, vec![0, 4]);
    }
}
