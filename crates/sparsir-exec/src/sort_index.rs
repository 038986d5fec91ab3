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
//! ascending (a repeated key sends the bitmap path to the radix sort).
//!
//! Worked example (bitmap): keys `[9, 2, 70, 3]` set bits 2, 3, 9 of word 0 and bit 6 of
//! word 1; reading the words' set bits in order gives `[2, 3, 9, 70]`.

use std::cell::RefCell;

/// Sorts `keys` ascending. Keys are non-negative (column numbers).
pub fn sort_keys(keys: &mut [i64]) {
    const RADIX_FROM: usize = 256;
    if keys.len() < RADIX_FROM || keys.iter().any(|&k| k < 0) {
        keys.sort_unstable();
        return;
    }
    let max = keys.iter().copied().max().unwrap_or(0) as u64;
    if max / 64 < keys.len() as u64 && bitmap_sort(keys, max as usize) {
        return;
    }
    radix_sort(keys, max);
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
        for (n, &k) in keys.iter().enumerate() {
            let (w, b) = (k as usize / 64, k as usize % 64);
            if bits[w] >> b & 1 == 1 {
                // A repeated key: undo the bits set so far (the bitmap stays all zero).
                for &k in &keys[..n] {
                    bits[k as usize / 64] = 0;
                }
                return false;
            }
            bits[w] |= 1 << b;
        }
        let mut out = 0;
        for (w, word) in bits.iter_mut().enumerate() {
            let mut x = std::mem::take(word);
            while x != 0 {
                keys[out] = (w * 64 + x.trailing_zeros() as usize) as i64;
                out += 1;
                x &= x - 1;
            }
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
