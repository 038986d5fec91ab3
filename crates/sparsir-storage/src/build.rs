//! Laying out the buffers of every level format from sorted level-space entries.
//!
//! Why: one builder for all formats. It walks the levels top-down: each entry carries its
//! position at the previous level (its *parent*); each level turns parents into its own
//! positions — dense multiplies out, compressed counts fibers, singleton inherits,
//! structured[n, m] gives each block `n` slots — and records positions/coordinates.
//! Widths are applied at the end, refusing values that do not fit.

use std::sync::Arc;

use crate::coo::Coo;
use crate::elem::{ElemType, ValBuf};
use crate::encoding::{Encoding, LevelFormat, LevelType};
use crate::error::{Result, StorageError};
use crate::index::{IdxBuf, IdxWidth};
use crate::lvl_coo::LvlCoo;
use crate::storage::{layout, unsupported, LevelStorage, SparseTensor};

/// Plain (unnarrowed, non-interleaved) buffers of one batch.
struct Plain {
    pos: Vec<Option<Vec<u64>>>,
    crd: Vec<Option<Vec<u64>>>,
    values: ValBuf,
}

impl SparseTensor {
    /// Builds storage from a coordinate list (any order, duplicates summed).
    pub fn from_coo(enc: Arc<Encoding>, coo: &Coo) -> Result<SparseTensor> {
        if enc.is_slice() {
            return Err(unsupported(
                "building storage for a slice encoding (a slice is a view of another tensor)",
            ));
        }
        if let Some(fast) = crate::fast2d::from_coo(&enc, coo) {
            return fast;
        }
        SparseTensor::from_coo_universal(enc, coo)
    }

    /// Builds through the universal path only (translate, sort, build), bypassing the fast
    /// paths; the reference the fast paths are tested against.
    pub fn from_coo_universal(enc: Arc<Encoding>, coo: &Coo) -> Result<SparseTensor> {
        if enc.is_slice() {
            return Err(unsupported(
                "building storage for a slice encoding (a slice is a view of another tensor)",
            ));
        }
        let lcoo = LvlCoo::from_coo(&enc, coo)?.sort_dedup()?;
        SparseTensor::from_sorted_lvl_coo(enc, coo.vals.elem_type(), coo.dim_sizes.clone(), lcoo)
    }

    /// Builds storage from dense row-major values: every nonzero is stored.
    pub fn from_dense(enc: Arc<Encoding>, dim_sizes: &[u64], vals: &ValBuf) -> Result<SparseTensor> {
        let coo = crate::dense::dense_to_coo(dim_sizes, vals)?;
        SparseTensor::from_coo(enc, &coo)
    }

    /// Builds storage from entries already in `enc`'s level space, sorted and unique.
    pub fn from_sorted_lvl_coo(
        enc: Arc<Encoding>,
        elem: ElemType,
        dim_sizes: Vec<u64>,
        lcoo: LvlCoo,
    ) -> Result<SparseTensor> {
        let lvl_sizes = lcoo.lvl_sizes.clone();
        let batch_rank = enc.batch_rank();
        let plains = if batch_rank == 0 {
            vec![build_plain(&enc.lvl_types, &lvl_sizes, &lcoo.crds, &lcoo.vals)?]
        } else {
            build_batches(&enc, &lcoo)?
        };
        let levels = finish_levels(&enc, &plains)?;
        let values = if plains.len() == 1 {
            plains.into_iter().next().expect("one batch").values
        } else {
            let nse = plains.iter().map(|p| p.values.len()).max().unwrap_or(0);
            let mut values = elem.empty_buf();
            for p in &plains {
                append_padded(&mut values, &p.values, nse);
            }
            values
        };
        Ok(SparseTensor { enc, elem, dim_sizes, lvl_sizes, levels, values })
    }
}

fn append_padded(out: &mut ValBuf, part: &ValBuf, len: usize) {
    for i in 0..part.len() {
        out.push_scalar(part.get(i));
    }
    out.push_zeros(len - part.len());
}

/// One plain build per batch (batch levels lead and are sorted first, so each batch is a
/// contiguous run of entries).
fn build_batches(enc: &Encoding, lcoo: &LvlCoo) -> Result<Vec<Plain>> {
    let br = enc.batch_rank();
    let batches: u64 = lcoo.lvl_sizes[..br].iter().product();
    let inner_types = &enc.lvl_types[br..];
    let inner_sizes = &lcoo.lvl_sizes[br..];
    let batch_of =
        |e: usize| lcoo.crds[..br].iter().zip(&lcoo.lvl_sizes).fold(0u64, |acc, (c, s)| acc * s + c[e]);
    let mut out = Vec::with_capacity(batches as usize);
    let mut e = 0;
    for b in 0..batches {
        let start = e;
        while e < lcoo.len() && batch_of(e) == b {
            e += 1;
        }
        let crds: Vec<Vec<u64>> = lcoo.crds[br..].iter().map(|c| c[start..e].to_vec()).collect();
        let idx: Vec<usize> = (start..e).collect();
        let vals = lcoo.vals.gather(&idx);
        out.push(build_plain(inner_types, inner_sizes, &crds, &vals)?);
    }
    // Levels before the batch suffix have no buffers: prepend empty slots.
    for p in &mut out {
        p.pos.splice(0..0, std::iter::repeat_n(None, br));
        p.crd.splice(0..0, std::iter::repeat_n(None, br));
    }
    Ok(out)
}

/// Builds the plain buffers of non-batch levels from sorted unique entries.
fn build_plain(types: &[LevelType], sizes: &[u64], crds: &[Vec<u64>], vals: &ValBuf) -> Result<Plain> {
    let n = vals.len();
    let mut parent = vec![0u64; n];
    let mut parents: u64 = 1;
    let (mut pos_out, mut crd_out) = (Vec::new(), Vec::new());
    for (l, t) in types.iter().enumerate() {
        let c = &crds[l];
        let (pos, crd, count) = match t.format {
            LevelFormat::Dense | LevelFormat::Batch => {
                for (p, &x) in parent.iter_mut().zip(c) {
                    *p = *p * sizes[l] + x;
                }
                let count = parents
                    .checked_mul(sizes[l])
                    .filter(|&c| c <= crate::dense::MAX_MATERIALIZED)
                    .ok_or_else(|| {
                        unsupported(&format!(
                            "dense level {l} would give {parents} x {} positions (limit {})",
                            sizes[l],
                            crate::dense::MAX_MATERIALIZED
                        ))
                    })?;
                (None, None, count)
            }
            LevelFormat::Compressed | LevelFormat::LooseCompressed => {
                // A non-unique level gives every entry its own position (MLIR 22 does so
                // even when a compressed level follows).
                let (pos, crd) = compress_level(&mut parent, c, parents, t.nonunique, t.is_loose());
                let count = crd.len() as u64;
                (Some(pos), Some(crd), count)
            }
            LevelFormat::Singleton => {
                // Entries under one parent are one singleton entry when they agree on its
                // coordinate (they differ only in the levels below, e.g. a dense block);
                // two coordinates under one parent cannot be stored.
                let two = parent.windows(2).zip(c.windows(2)).any(|(p, x)| p[0] == p[1] && x[0] != x[1]);
                if two {
                    return Err(StorageError::new(format!(
                        "level {l}: a singleton level cannot hold two entries under one parent"
                    )));
                }
                let mut crd = vec![0u64; parents as usize];
                for (&p, &x) in parent.iter().zip(c) {
                    crd[p as usize] = x;
                }
                (None, Some(crd), parents)
            }
            LevelFormat::NOutOfM { n: bn, m } => {
                let crd = structured_level(&mut parent, c, parents, bn, m, sizes[l], l)?;
                (None, Some(crd), parents * bn as u64)
            }
        };
        pos_out.push(pos);
        crd_out.push(crd);
        parents = count;
    }
    let values = scatter_values(vals, &parent, parents)?;
    Ok(Plain { pos: pos_out, crd: crd_out, values })
}

/// Compressed (or loose) level: positions per parent, coordinates per fiber entry.
fn compress_level(
    parent: &mut [u64],
    c: &[u64],
    parents: u64,
    per_entry: bool,
    loose: bool,
) -> (Vec<u64>, Vec<u64>) {
    let mut counts = vec![0u64; parents as usize + 1];
    let mut crd = Vec::new();
    let mut prev: Option<(u64, u64)> = None;
    for (p, &x) in parent.iter_mut().zip(c) {
        if per_entry || prev != Some((*p, x)) {
            prev = Some((*p, x));
            counts[*p as usize + 1] += 1;
            crd.push(x);
        }
        *p = crd.len() as u64 - 1;
    }
    for i in 0..parents as usize {
        counts[i + 1] += counts[i];
    }
    if !loose {
        return (counts, crd);
    }
    // (lo, hi) per parent; empty parents stay (0, 0) and one trailing capacity slot
    // remains, as MLIR 22's codegen leaves them.
    let mut pairs = vec![0u64; 2 * parents as usize + 1];
    for i in 0..parents as usize {
        if counts[i + 1] > counts[i] {
            pairs[2 * i] = counts[i];
            pairs[2 * i + 1] = counts[i + 1];
        }
    }
    (pairs, crd)
}

/// structured[n, m]: each block (parent) gets exactly `n` slots, sorted by in-block
/// coordinate; missing entries are padded with the smallest unused coordinates and zero
/// values.
fn structured_level(
    parent: &mut [u64],
    c: &[u64],
    parents: u64,
    n: u32,
    m: u32,
    size: u64,
    l: usize,
) -> Result<Vec<u64>> {
    if size != m as u64 {
        return Err(unsupported(&format!(
            "structured[{n}, {m}] level {l} has size {size}; it must be the in-block level (size {m})"
        )));
    }
    let n = n as usize;
    let mut crd = vec![u64::MAX; parents as usize * n];
    let mut e = 0;
    while e < parent.len() {
        let block = parent[e];
        let start = e;
        while e < parent.len() && parent[e] == block {
            e += 1;
        }
        if e - start > n {
            return Err(StorageError::new(format!(
                "a block of level {l} has {} nonzeros, more than structured[{n}, {m}] allows",
                e - start
            )));
        }
        let real: Vec<u64> = c[start..e].to_vec();
        let mut slots: Vec<u64> = real.clone();
        let mut fill = (0..m as u64).filter(|x| !real.contains(x));
        while slots.len() < n {
            slots.push(fill.next().expect("m >= n"));
        }
        slots.sort_unstable();
        let base = block as usize * n;
        crd[base..base + n].copy_from_slice(&slots);
        for (k, p) in parent[start..e].iter_mut().enumerate() {
            *p = (base + slots.iter().position(|&s| s == real[k]).expect("present")) as u64;
        }
    }
    // Blocks with no entry at all: slots 0..n.
    for chunk in crd.chunks_mut(n.max(1)) {
        if chunk.first() == Some(&u64::MAX) {
            for (k, x) in chunk.iter_mut().enumerate() {
                *x = k as u64;
            }
        }
    }
    Ok(crd)
}

fn scatter_values(vals: &ValBuf, parent: &[u64], count: u64) -> Result<ValBuf> {
    if count > crate::dense::MAX_MATERIALIZED {
        return Err(unsupported(&format!(
            "storage would hold {count} values (dense levels over a large shape); the limit is {}",
            crate::dense::MAX_MATERIALIZED
        )));
    }
    let count = count as usize;
    Ok(crate::dense::scatter(vals, parent, count))
}

/// Narrows the plain buffers of every batch, interleaves AoS regions, pads batches to the
/// same length and concatenates them.
fn finish_levels(enc: &Encoding, plains: &[Plain]) -> Result<Vec<LevelStorage>> {
    let fields = layout(enc);
    let pos_w = IdxWidth::from_bits(enc.pos_width);
    let crd_w = IdxWidth::from_bits(enc.crd_width);
    let crd_max = if enc.crd_width == 2 { 3 } else { crd_w.max() };
    let mut levels = Vec::with_capacity(fields.len());
    for (l, f) in fields.iter().enumerate() {
        let pos = if f.pos {
            let parts: Vec<Vec<u64>> = plains.iter().map(|p| p.pos[l].clone().unwrap_or_default()).collect();
            Some(concat_padded(&parts, pos_w, pos_w.max(), "position")?)
        } else {
            None
        };
        let crd = if f.crd {
            let parts: Vec<Vec<u64>> = plains.iter().map(|p| interleave(p, l, f.crd_stride)).collect();
            Some(concat_padded(&parts, crd_w, crd_max, "coordinate")?)
        } else {
            None
        };
        levels.push(LevelStorage { pos, crd });
    }
    Ok(levels)
}

fn interleave(p: &Plain, start: usize, stride: usize) -> Vec<u64> {
    if stride == 1 {
        return p.crd[start].clone().unwrap_or_default();
    }
    let cols: Vec<&Vec<u64>> =
        (start..start + stride).map(|l| p.crd[l].as_ref().expect("region crd")).collect();
    let n = cols[0].len();
    let mut out = Vec::with_capacity(n * stride);
    for q in 0..n {
        out.extend(cols.iter().map(|c| c[q]));
    }
    out
}

fn concat_padded(parts: &[Vec<u64>], width: IdxWidth, max: u64, what: &str) -> Result<IdxBuf> {
    let len = parts.iter().map(Vec::len).max().unwrap_or(0);
    let mut all = Vec::with_capacity(len * parts.len());
    for p in parts {
        all.extend_from_slice(p);
        all.resize(all.len() + len - p.len(), 0);
    }
    if let Some(&bad) = all.iter().find(|&&v| v > max) {
        let bits = if max == 3 { 2 } else { width.bits() };
        return Err(StorageError::new(format!(
            "{what} {bad} does not fit in the encoding's {bits}-bit {what} width"
        )));
    }
    IdxBuf::from_u64s(width, &all, what)
}
