//! Dense data in and out of storage.
//!
//! Why: dense arrays are the simplest way to state a tensor (`arith.constant dense<…>`)
//! and the ground truth of every test: any storage densifies to one row-major array, so
//! two storages hold the same tensor exactly when their dense forms are equal.

use crate::coo::Coo;
use crate::elem::{Elem, ValBuf};
use crate::error::{Result, StorageError};
use crate::index::IdxBuf;
use crate::map_vals;
use crate::storage::SparseTensor;

/// The largest number of values materialized densely (by dense levels or `to_dense`):
/// beyond it an allocation would fail or exhaust memory, so it is refused with an error.
pub const MAX_MATERIALIZED: u64 = 1 << 32;

/// Number of entries of a dense array of the given shape (refused above
/// [`MAX_MATERIALIZED`]).
pub fn dense_len(dim_sizes: &[u64]) -> Result<usize> {
    let n = dim_sizes
        .iter()
        .try_fold(1u64, |acc, &s| acc.checked_mul(s))
        .ok_or_else(|| StorageError::new("dense size overflows"))?;
    if n > MAX_MATERIALIZED {
        return Err(StorageError::new(format!(
            "unsupported: a dense array of {n} values (limit {MAX_MATERIALIZED})"
        )));
    }
    Ok(n as usize)
}

/// The nonzero entries of a dense row-major array.
pub fn dense_to_coo(dim_sizes: &[u64], vals: &ValBuf) -> Result<Coo> {
    let n = dense_len(dim_sizes)?;
    if vals.len() != n {
        return Err(StorageError::new(format!(
            "dense data has {} values for a shape of {n} entries",
            vals.len()
        )));
    }
    let rank = dim_sizes.len();
    let keep: Vec<usize> = (0..n).filter(|&i| !vals.is_zero_at(i)).collect();
    let mut crds = IdxBuf::with_capacity(Coo::crd_width(dim_sizes), keep.len() * rank);
    let mut crd = vec![0u64; rank];
    for &i in &keep {
        let mut rest = i as u64;
        for d in (0..rank).rev() {
            crd[d] = rest % dim_sizes[d];
            rest /= dim_sizes[d];
        }
        // In range, so within `crd_width`.
        crd.iter().for_each(|&c| crds.push(c));
    }
    Ok(Coo { dim_sizes: dim_sizes.to_vec(), crds, vals: vals.gather(&keep) })
}

/// A buffer of `count` zeros with `vals[i]` written at `positions[i]`.
pub fn scatter(vals: &ValBuf, positions: &[u64], count: usize) -> ValBuf {
    map_vals!(vals, v => {
        let mut out = vec![Elem::zero(); count];
        for (&p, &x) in positions.iter().zip(v.iter()) {
            out[p as usize] = x;
        }
        out
    })
}

impl SparseTensor {
    /// The tensor as a dense row-major array over its dimensions. Duplicates in non-unique
    /// storage are summed; entries whose level coordinates map outside the dimensions are
    /// an error (they cannot come from the builders here, only from bad `assemble` input).
    pub fn to_dense(&self) -> Result<ValBuf> {
        let n = dense_len(&self.dim_sizes)?;
        let mut err = None;
        let mut targets = Vec::new();
        self.for_each_entry(|dim_crd, vi| {
            if err.is_some() {
                return;
            }
            let mut lin = 0u64;
            for (&c, &size) in dim_crd.iter().zip(&self.dim_sizes) {
                if c >= size {
                    err = Some(StorageError::new(format!(
                        "stored entry at dimension coordinates {dim_crd:?} lies outside the dimensions"
                    )));
                    return;
                }
                lin = lin * size + c;
            }
            targets.push((lin as usize, vi));
        })?;
        if let Some(e) = err {
            return Err(e);
        }
        Ok(map_vals!(&self.values, v => accumulate(v, n, &targets)))
    }

    /// The stored entries as a dimension-space coordinate list, in storage order
    /// (explicitly stored zeros included).
    pub fn to_coo(&self) -> Result<Coo> {
        let rank = self.dim_sizes.len();
        let crds = IdxBuf::with_capacity(Coo::crd_width(&self.dim_sizes), self.values.len() * rank);
        let mut coo = Coo { dim_sizes: self.dim_sizes.clone(), crds, vals: self.elem.empty_buf() };
        let mut picks = Vec::with_capacity(self.values.len());
        self.for_each_entry(|dim_crd, vi| {
            coo.extend_crds(dim_crd.iter().copied());
            picks.push(vi);
        })?;
        coo.vals = self.values.gather(&picks);
        Ok(coo)
    }
}

/// `n` zeros with `v[vi]` added at `at` for every `(at, vi)` (duplicates summed).
fn accumulate<T: Elem>(v: &[T], n: usize, targets: &[(usize, usize)]) -> Vec<T> {
    let mut out = vec![T::zero(); n];
    for &(at, vi) in targets {
        out[at] = out[at].add(v[vi]);
    }
    out
}
