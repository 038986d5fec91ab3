//! Entries in level space, sorted and deduplicated: the input of every builder.
//!
//! Why: every way to make storage (from a file, from dense data, from another encoding)
//! ends the same way — entries translated to the target's level coordinates, sorted
//! lexicographically by level, duplicates summed (DESIGN.md decision 5) — and then one
//! builder lays out the buffers. Sorting is a counting sort on the first level followed by
//! small per-bucket sorts, so the common cases (COO→CSR, CSR→CSC) are linear time.

use rayon::prelude::*;

use crate::coo::Coo;
use crate::elem::{Elem, ValBuf};
use crate::encoding::affine::LvlExprKind;
use crate::encoding::Encoding;
use crate::error::{Result, StorageError};
use crate::index::Idx;
use crate::{map_vals, with_idx};

/// Entries in level coordinates, structure-of-arrays.
#[derive(Clone, Debug, PartialEq)]
pub struct LvlCoo {
    /// Level sizes.
    pub lvl_sizes: Vec<u64>,
    /// `crds[l][e]` = level-`l` coordinate of entry `e`.
    pub crds: Vec<Vec<u64>>,
    /// Values.
    pub vals: ValBuf,
}

impl LvlCoo {
    /// Number of entries.
    pub fn len(&self) -> usize {
        self.vals.len()
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.vals.is_empty()
    }

    /// Translates a dimension-space list into `enc`'s level space (checking every
    /// coordinate against the shape).
    pub fn from_coo(enc: &Encoding, coo: &Coo) -> Result<LvlCoo> {
        coo.validate()?;
        let lvl_sizes = enc.lvl_sizes(&coo.dim_sizes)?;
        let kinds = enc.lvl_kinds()?;
        let rank = coo.rank();
        let mut crds: Vec<Vec<u64>> = kinds
            .par_iter()
            .map(|k| {
                let d = k.dim();
                // A counting level (None) is filled in below.
                with_idx!(&coo.crds, all => all
                    .chunks_exact(rank.max(1))
                    .map(|c| k.apply(c[d].get()).unwrap_or(0))
                    .collect())
            })
            .collect();
        for (l, k) in kinds.iter().enumerate() {
            if let LvlExprKind::Count(d, slices) = *k {
                let plain: Vec<&[u64]> = kinds
                    .iter()
                    .zip(&crds)
                    .filter(|(k, _)| k.apply(0).is_some())
                    .map(|(_, c)| &c[..])
                    .collect();
                let counts = count_level(&plain, coo, d as usize, slices, l)?;
                crds[l] = counts;
            }
        }
        Ok(LvlCoo { lvl_sizes, crds, vals: coo.vals.clone() })
    }

    /// Sorts lexicographically by level and sums duplicates (in input order, so results
    /// are deterministic).
    pub fn sort_dedup(self) -> Result<LvlCoo> {
        let n = self.len();
        let perm = sort_order(&self.lvl_sizes, &self.crds)?.unwrap_or_else(|| (0..n as u32).collect());
        let starts = group_starts(&self.crds, &perm);
        let groups = &starts[..starts.len() - 1];
        let crds = self
            .crds
            .par_iter()
            .map(|c| groups.iter().map(|&g| c[perm[g as usize] as usize]).collect())
            .collect();
        let vals = map_vals!(&self.vals, v => sum_groups(v, &perm, &starts));
        Ok(LvlCoo { lvl_sizes: self.lvl_sizes, crds, vals })
    }

    /// Sums duplicates into their first occurrence, keeping entries in input order (for
    /// unordered levels, whose storage order is the order the entries arrived in).
    pub fn dedup_keep_order(self) -> Result<LvlCoo> {
        let n = self.len();
        let perm = sort_order(&self.lvl_sizes, &self.crds)?.unwrap_or_else(|| (0..n as u32).collect());
        let starts = group_starts(&self.crds, &perm);
        if starts.len() == n + 1 {
            return Ok(self);
        }
        // The sort is stable, so a group's first member is its first occurrence.
        let sorted = self.sort_dedup()?;
        let mut by_first: Vec<usize> = (0..starts.len() - 1).collect();
        by_first.sort_unstable_by_key(|&g| perm[starts[g] as usize]);
        let crds = sorted.crds.iter().map(|c| by_first.iter().map(|&g| c[g]).collect()).collect();
        Ok(LvlCoo { lvl_sizes: sorted.lvl_sizes, crds, vals: sorted.vals.gather(&by_first) })
    }
}

/// The coordinates of an ELL counting level `l` over dimension `d`: each entry's rank
/// among the entries with the same dimension-`d` coordinate, ordered by the plain levels
/// (`plain`, in level order); duplicates share a rank (they are summed later). More than
/// `slices` distinct entries for one coordinate cannot be stored: an error.
fn count_level(plain: &[&[u64]], coo: &Coo, d: usize, slices: u64, l: usize) -> Result<Vec<u64>> {
    let n = coo.len();
    let key = |e: usize| coo.crd_at(e, d);
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        key(a).cmp(&key(b)).then_with(|| plain.iter().map(|c| c[a]).cmp(plain.iter().map(|c| c[b])))
    });
    let mut out = vec![0u64; n];
    let mut count = 0u64;
    for (i, &e) in order.iter().enumerate() {
        if i > 0 {
            let p = order[i - 1];
            if key(p) != key(e) {
                count = 0;
            } else if plain.iter().any(|c| c[p] != c[e]) {
                count += 1;
            }
        }
        if count >= slices {
            return Err(StorageError::new(format!(
                "ELL level {l} holds {slices} entries per coordinate of dimension {d}, but \
                 coordinate {} has more",
                key(e)
            )));
        }
        out[e] = count;
    }
    Ok(out)
}

/// A permutation sorting the entries, or `None` when they are sorted already.
fn sort_order(lvl_sizes: &[u64], crds: &[Vec<u64>]) -> Result<Option<Vec<u32>>> {
    let n = crds.first().map_or(0, Vec::len);
    if n > u32::MAX as usize {
        return Err(StorageError::new("unsupported: more than 2^32 - 1 entries"));
    }
    if is_sorted(crds, n) {
        return Ok(None);
    }
    let size0 = lvl_sizes[0] as usize;
    let mut perm: Vec<u32>;
    if size0 <= 4 * n + (1 << 20) {
        perm = counting_sort(&crds[0], size0);
        if crds.len() > 1 {
            sort_buckets(&mut perm, &crds[0], &crds[1..]);
        }
    } else {
        perm = (0..n as u32).collect();
        perm.par_sort_by(|&a, &b| cmp_entries(crds, a as usize, b as usize));
    }
    Ok(Some(perm))
}

fn is_sorted(crds: &[Vec<u64>], n: usize) -> bool {
    (1..n).all(|e| cmp_entries(crds, e - 1, e) != std::cmp::Ordering::Greater)
}

fn cmp_entries(crds: &[Vec<u64>], a: usize, b: usize) -> std::cmp::Ordering {
    for c in crds {
        match c[a].cmp(&c[b]) {
            std::cmp::Ordering::Equal => continue,
            other => return other,
        }
    }
    std::cmp::Ordering::Equal
}

/// Stable counting sort of entry indices by one coordinate.
fn counting_sort(keys: &[u64], size: usize) -> Vec<u32> {
    let mut start = vec![0u32; size + 1];
    for &k in keys {
        start[k as usize + 1] += 1;
    }
    for i in 0..size {
        start[i + 1] += start[i];
    }
    let mut perm = vec![0u32; keys.len()];
    for (e, &k) in keys.iter().enumerate() {
        let slot = &mut start[k as usize];
        perm[*slot as usize] = e as u32;
        *slot += 1;
    }
    perm
}

/// Sorts each run of equal first coordinates by the remaining levels (stable).
fn sort_buckets(perm: &mut [u32], first: &[u64], rest: &[Vec<u64>]) {
    let cmp = |a: &u32, b: &u32| {
        for c in rest {
            match c[*a as usize].cmp(&c[*b as usize]) {
                std::cmp::Ordering::Equal => continue,
                other => return other,
            }
        }
        std::cmp::Ordering::Equal
    };
    let mut runs = Vec::new();
    let mut lo = 0;
    while lo < perm.len() {
        let key = first[perm[lo] as usize];
        let mut hi = lo + 1;
        while hi < perm.len() && first[perm[hi] as usize] == key {
            hi += 1;
        }
        if hi - lo > 1 {
            runs.push((lo, hi));
        }
        lo = hi;
    }
    let mut chunks: Vec<&mut [u32]> = Vec::with_capacity(runs.len());
    let mut tail = perm;
    let mut consumed = 0;
    for (lo, hi) in runs {
        let (_, rest_slice) = tail.split_at_mut(lo - consumed);
        let (run, after) = rest_slice.split_at_mut(hi - lo);
        chunks.push(run);
        tail = after;
        consumed = hi;
    }
    chunks.par_iter_mut().for_each(|run| {
        if !run.windows(2).all(|w| cmp(&w[0], &w[1]) != std::cmp::Ordering::Greater) {
            run.sort_by(cmp);
        }
    });
}

/// Start index (into `perm`) of every group of equal coordinates, then `perm.len()`.
fn group_starts(crds: &[Vec<u64>], perm: &[u32]) -> Vec<u32> {
    let mut starts = Vec::with_capacity(perm.len() + 1);
    for i in 0..perm.len() {
        if i == 0 || cmp_entries(crds, perm[i - 1] as usize, perm[i] as usize).is_ne() {
            starts.push(i as u32);
        }
    }
    starts.push(perm.len() as u32);
    starts
}

fn sum_groups<T: Elem>(v: &[T], perm: &[u32], starts: &[u32]) -> Vec<T> {
    starts
        .windows(2)
        .map(|w| {
            let mut acc = v[perm[w[0] as usize] as usize];
            for &p in &perm[w[0] as usize + 1..w[1] as usize] {
                acc = acc.add(v[p as usize]);
            }
            acc
        })
        .collect()
}
