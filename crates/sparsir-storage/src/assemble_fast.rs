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

/// One pass over all the coordinates (range and "descents": places where the order
/// breaks), one over the positions (descents at fiber starts are allowed): both loops are
/// branch-free and vectorize, where a loop per fiber would not for short fibers.
fn fibers<P: Idx, C: Idx>(pos: &[P], crd: &[C], size: u64, strict: bool) -> bool {
    let (Some(first), Some(last)) = (pos.first(), pos.last()) else { return true };
    let base = first.get() as usize;
    let Some(all) = crd.get(base..last.get() as usize) else { return false };
    let breaks = |a: C, b: C| if strict { b <= a } else { b < a };
    // One pass, compared in the coordinates' own type (no widening); `size` above the
    // type's range bounds nothing. Per-chunk 32-bit counters keep the loop vectorizable.
    let limit = match size {
        0 => return all.is_empty(),
        s if s > C::MAX => C::from_u64(C::MAX),
        s => C::from_u64(s - 1),
    };
    const CHUNK: usize = 1 << 16;
    let next = all.get(1..).unwrap_or(&[]);
    let mut out_of_range = all.first().is_some_and(|&c| c > limit);
    let mut descents = 0usize;
    for (a, b) in all.chunks(CHUNK).zip(next.chunks(CHUNK)) {
        let (mut bad, mut count) = (false, 0u32);
        for (&x, &y) in a.iter().zip(b) {
            bad |= y > limit;
            count += u32::from(breaks(x, y));
        }
        out_of_range |= bad;
        descents += count as usize;
    }
    if out_of_range {
        return false;
    }
    if descents == 0 {
        return true;
    }
    let mut at_fiber_starts = 0;
    for w in pos.windows(2) {
        let (Some(q), true) = ((w[1].get() as usize).checked_sub(base), w[0] <= w[1]) else { return false };
        if w[1] != w[0] && q > 0 && q < all.len() && breaks(all[q - 1], all[q]) {
            at_fiber_starts += 1;
        }
    }
    descents == at_fiber_starts
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
