//! Sorting a prefix of an `index` buffer (`SortIndex`, the compress step of a sparse
//! output's row workspace), shared by both backends.
//!
//! Why its own algorithm: a workspace row of SpGEMM holds thousands of distinct column
//! numbers below the matrix width; an LSD radix sort on 11-bit digits does that in a few
//! linear passes where a comparison sort needs `n log n` compares (it was a third of
//! SpGEMM's time). Short rows use the standard sort. Both give the same result: integers
//! sorted ascending.

/// Sorts `keys` ascending. Keys are non-negative (column numbers).
pub fn sort_keys(keys: &mut [i64]) {
    const RADIX_FROM: usize = 256;
    if keys.len() < RADIX_FROM || keys.iter().any(|&k| k < 0) {
        keys.sort_unstable();
        return;
    }
    let max = keys.iter().copied().max().unwrap_or(0) as u64;
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
    }
}
