//! Typed fast paths of assemble's validation for the common compressed levels.
//!
//! Why: validating a scipy CSR matrix handed in from Python (or any assembled CSR) entry by
//! entry through [`IdxBuf::get`] costs several times the SpMV it precedes. These checks
//! run over typed slices, fiber by fiber, and only answer "all rules hold"; when one does
//! not, the caller's general checker runs and names the first violation as before.
//!
//! Example: positions `[0, 2, 2, 3]` and coordinates `[1, 4, 0]` under a level of size 5
//! are three fibers `[1, 4]`, `[]`, `[0]`: positions start at 0, never decrease and end
//! within the 3 coordinates; each fiber increases and stays below 5, so both checks pass.

use crate::index::{Idx, IdxBuf};
use crate::with_idx;

/// Compact positions `pos[start .. start + need]`: the first 0, non-decreasing, none above
/// `cap`. The last position when every rule holds.
pub(crate) fn compact_positions(pos: &IdxBuf, start: usize, need: usize, cap: u64) -> Option<u64> {
    with_idx!(pos, p => {
        let seg = p.get(start..start + need)?;
        let first = seg.first().map_or(0, |v| v.get());
        let ordered = seg.windows(2).all(|w| w[0] <= w[1]);
        let last = seg.last().map_or(0, |v| v.get());
        (first == 0 && ordered && last <= cap).then_some(last)
    })
}

/// Whether `pos` and `crd` form a unique, ordered compressed level under a dense parent
/// level: positions from 0, non-decreasing, ending at `crd.len()`, and every fiber
/// strictly increasing below `size` (two vectorized passes). Kernels use it to accept
/// the CSR output they built without a per-row walk.
pub fn strict_compressed_level(pos: &IdxBuf, crd: &IdxBuf, size: u64) -> bool {
    let Some(parents) = pos.len().checked_sub(1) else { return false };
    compact_positions(pos, 0, pos.len(), crd.len() as u64) == Some(crd.len() as u64)
        && ordered_fibers(pos, 0, crd, 0, parents, size, true)
}

/// The fibers `crd[pos[p] .. pos[p + 1]]` of `parents` compact, already validated
/// positions (both buffers from their offsets): every coordinate below `size`, strictly
/// increasing when `strict`, else non-decreasing.
pub(crate) fn ordered_fibers(
    pos: &IdxBuf,
    pos_start: usize,
    crd: &IdxBuf,
    crd_start: usize,
    parents: usize,
    size: u64,
    strict: bool,
) -> bool {
    with_idx!(pos, p => with_idx!(crd, c => {
        match (p.get(pos_start..pos_start + parents + 1), c.get(crd_start..)) {
            (Some(p), Some(c)) => fibers(p, c, size, strict),
            _ => false,
        }
    }))
}

/// One pass over the coordinates, chunk by chunk: per chunk, the range check and the
/// count of "descents" (places where the order breaks) in a branch-free loop that
/// vectorizes, then the fibers ending in the chunk (descents there are allowed) while the
/// chunk is still in cache. Counting descents per fiber would not vectorize for short
/// fibers; counting the fiber ends in a second pass over all the coordinates read them
/// twice (one cache line per fiber).
fn fibers<P: Idx, C: Idx>(pos: &[P], crd: &[C], size: u64, strict: bool) -> bool {
    fibers_in_chunks(pos, crd, size, strict, 1 << 14)
}

/// [`fibers`] with chunks of `chunk` coordinates (small ones in tests).
fn fibers_in_chunks<P: Idx, C: Idx>(pos: &[P], crd: &[C], size: u64, strict: bool, chunk: usize) -> bool {
    let (Some(first), Some(last)) = (pos.first(), pos.last()) else { return true };
    let base = first.get() as usize;
    let Some(all) = crd.get(base..last.get() as usize) else { return false };
    let breaks = |a: C, b: C| if strict { b <= a } else { b < a };
    // Compared in the coordinates' own type (no widening); `size` above the type's range
    // bounds nothing. Per-chunk 32-bit counters keep the loop vectorizable.
    let limit = match size {
        0 => return all.is_empty(),
        s if s > C::MAX => C::from_u64(C::MAX),
        s => C::from_u64(s - 1),
    };
    if all.first().is_some_and(|&c| c > limit) {
        return false;
    }
    // `pos[next]` is the end of the next fiber to look at.
    let mut next = 1;
    let mut lo = 1;
    while lo < all.len() {
        let hi = (lo + chunk.max(1)).min(all.len());
        let (mut bad, mut descents) = (false, 0u32);
        for (&x, &y) in all[lo - 1..hi - 1].iter().zip(&all[lo..hi]) {
            bad |= y > limit;
            descents += u32::from(breaks(x, y));
        }
        if bad {
            return false;
        }
        // Descents at the ends of non-empty fibers ending in `lo..hi` are allowed.
        while descents > 0 && next < pos.len() {
            let (start, end) = (pos[next - 1].get() as usize, pos[next].get() as usize);
            let Some(q) = end.checked_sub(base).filter(|_| start <= end) else { return false };
            if q >= hi {
                break;
            }
            if start != end && q >= lo && breaks(all[q - 1], all[q]) {
                descents -= 1;
            }
            next += 1;
        }
        if descents > 0 {
            return false;
        }
        lo = hi;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The rules, fiber by fiber, entry by entry.
    fn naive(pos: &[u64], crd: &[u64], size: u64, strict: bool) -> bool {
        pos.windows(2).all(|w| {
            let f = &crd[w[0] as usize..w[1] as usize];
            f.iter().all(|&c| c < size)
                && f.windows(2).all(|x| if strict { x[0] < x[1] } else { x[0] <= x[1] })
        })
    }

    proptest! {
        #[test]
        fn fast_fibers_agree_with_the_rules(
            lens in proptest::collection::vec(0usize..5, 0..8),
            crd in proptest::collection::vec(0u64..12, 0..40),
            size in 0u64..14,
            strict: bool,
        ) {
            let mut pos = vec![0u64];
            for l in lens {
                let next = (pos.last().unwrap() + l as u64).min(crd.len() as u64);
                pos.push(next);
            }
            let want = naive(&pos, &crd, size, strict);
            for chunk in 1..6 {
                prop_assert_eq!(fibers_in_chunks(&pos, &crd, size, strict, chunk), want, "chunks of {}", chunk);
            }
            let crd8: Vec<u8> = crd.iter().map(|&c| c as u8).collect();
            let (p, c) = (IdxBuf::from(pos.clone()), IdxBuf::from(crd8));
            prop_assert_eq!(ordered_fibers(&p, 0, &c, 0, pos.len() - 1, size, strict), want);
            prop_assert_eq!(compact_positions(&p, 0, pos.len(), crd.len() as u64), pos.last().copied());
        }
    }

    #[test]
    fn fast_checks_accept_valid_and_refuse_invalid_storage() {
        let pos = IdxBuf::from(vec![0u32, 2, 2, 3]);
        let crd = IdxBuf::from(vec![1u16, 4, 0]);
        assert_eq!(compact_positions(&pos, 0, 4, 3), Some(3));
        assert_eq!(compact_positions(&pos, 0, 4, 2), None, "last position above the coordinates");
        assert_eq!(compact_positions(&IdxBuf::from(vec![1u64, 2]), 0, 2, 5), None, "first not 0");
        assert_eq!(compact_positions(&IdxBuf::from(vec![0u8, 2, 1]), 0, 3, 5), None, "decreasing");
        assert!(ordered_fibers(&pos, 0, &crd, 0, 3, 5, true));
        assert!(!ordered_fibers(&pos, 0, &crd, 0, 3, 4, true), "coordinate 4 out of range");
        let dup = IdxBuf::from(vec![2u16, 2, 0]);
        assert!(!ordered_fibers(&pos, 0, &dup, 0, 3, 5, true));
        assert!(ordered_fibers(&pos, 0, &dup, 0, 3, 5, false), "non-unique allows repeats");
        assert!(!ordered_fibers(&pos, 0, &crd, 0, 4, 5, true), "too few positions");
    }
}
