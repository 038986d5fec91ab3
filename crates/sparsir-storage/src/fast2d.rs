//! The fast path for matrices stored `(dense, compressed)`: CSR, CSC and friends.
//!
//! Why: COO→CSR and CSR→CSC are the conversions people time (scipy's `tocsr`/`tocsc`),
//! and the universal path (translate, sort, build, narrow) touches every entry several
//! times. Here a parallel counting sort scatters entries straight into the final typed
//! buffers: each thread counts its share of the entries per row, a prefix sum gives every
//! thread its own slots, and each thread scatters its share independently. Within a row,
//! thread order equals input order, so a row-major source stays sorted (CSR→CSC needs no
//! further work); an arbitrary COO gets a per-row sort and duplicate sum afterwards.
//! The result is identical to the universal path (tested against it).

use std::sync::Arc;

use rayon::prelude::*;

use crate::coo::Coo;
use crate::elem::{Elem, ElemType, ValBuf};
use crate::encoding::{Encoding, LevelFormat};
use crate::error::{Result, StorageError};
use crate::index::{Idx, IdxBuf, IdxWidth};
use crate::storage::{LevelStorage, SparseTensor};
use crate::{map_vals, with_idx};

/// The level→dimension permutation when `enc` is a 2-level `(dense, compressed*)`
/// encoding this path can build (no batch, no slice, no block map).
pub fn target_perm(enc: &Encoding) -> Option<[usize; 2]> {
    let perm = enc.permutation()?;
    let ok = perm.len() == 2
        && enc.lvl_types[0].format == LevelFormat::Dense
        && enc.lvl_types[1].format == LevelFormat::Compressed
        && !enc.is_slice();
    ok.then(|| [perm[0], perm[1]])
}

/// A source of entries, visited in a fixed order in chunks (one per thread).
trait Entries: Sync {
    /// Number of chunks.
    fn chunks(&self) -> usize;
    /// Visits chunk `c`: `f(row, col, value_index)` in the target's level order.
    fn visit<F: FnMut(u64, u64, usize)>(&self, c: usize, f: F);
}

struct CooEntries<'a> {
    crds: &'a [u64],
    perm: [usize; 2],
    bounds: Vec<usize>,
}

impl Entries for CooEntries<'_> {
    fn chunks(&self) -> usize {
        self.bounds.len() - 1
    }
    #[inline]
    fn visit<F: FnMut(u64, u64, usize)>(&self, c: usize, mut f: F) {
        let (lo, hi) = (self.bounds[c], self.bounds[c + 1]);
        let (a, b) = (self.perm[0], self.perm[1]);
        for (k, pair) in self.crds[2 * lo..2 * hi].chunks_exact(2).enumerate() {
            f(pair[a], pair[b], lo + k);
        }
    }
}

/// A source CSR-like tensor: rows of level 0 split into chunks.
struct CsrEntries<'a> {
    pos: &'a IdxBuf,
    crd: &'a IdxBuf,
    swap: bool,
    row_bounds: Vec<usize>,
}

impl Entries for CsrEntries<'_> {
    fn chunks(&self) -> usize {
        self.row_bounds.len() - 1
    }
    #[inline]
    fn visit<F: FnMut(u64, u64, usize)>(&self, c: usize, f: F) {
        let rows = self.row_bounds[c]..self.row_bounds[c + 1];
        with_idx!(self.pos, pos => with_idx!(self.crd, crd => visit_rows(pos, crd, rows, self.swap, f)))
    }
}

#[inline]
fn visit_rows<P: Idx, C: Idx, F: FnMut(u64, u64, usize)>(
    pos: &[P],
    crd: &[C],
    rows: std::ops::Range<usize>,
    swap: bool,
    mut f: F,
) {
    for i in rows {
        let (lo, hi) = (pos[i].get() as usize, pos[i + 1].get() as usize);
        for (q, j) in crd[lo..hi].iter().enumerate() {
            if swap {
                f(j.get(), i as u64, lo + q);
            } else {
                f(i as u64, j.get(), lo + q);
            }
        }
    }
}

/// One parallel pass over a coordinate list: whether every entry lies inside
/// `rows × cols`, and whether the entries are strictly increasing in (row, column) order,
/// across chunks too.
fn scan(src: &CooEntries<'_>, rows: u64, cols: u64) -> (bool, bool) {
    let key = |e: usize| (src.crds[2 * e + src.perm[0]], src.crds[2 * e + src.perm[1]]);
    let (inside, sorted) = (0..src.chunks())
        .into_par_iter()
        .map(|c| {
            let (lo, hi) = (src.bounds[c], src.bounds[c + 1]);
            let (mut inside, mut sorted) = (true, true);
            let mut prev = (0u64, 0u64);
            for e in lo..hi {
                let k = key(e);
                inside &= k.0 < rows && k.1 < cols;
                sorted &= e == lo || prev < k;
                prev = k;
            }
            (inside, sorted)
        })
        .reduce(|| (true, true), |a, b| (a.0 && b.0, a.1 && b.1));
    let across =
        src.bounds.windows(2).skip(1).all(|w| w[0] == 0 || w[0] >= w[1] || key(w[0] - 1) < key(w[0]));
    (inside, sorted && across)
}

/// Input already in CSR order: positions found where the row changes, coordinates and
/// values copied straight through (no count, no scatter, no sort), in parallel chunks.
fn build_presorted(enc: &Arc<Encoding>, coo: &Coo, src: &CooEntries<'_>) -> Result<SparseTensor> {
    let perm = src.perm;
    let dim_sizes = coo.dim_sizes.clone();
    let lvl_sizes = vec![dim_sizes[perm[0]], dim_sizes[perm[1]]];
    let rows = lvl_sizes[0] as usize;
    let n = coo.len();
    let row = |e: usize| coo.crds[2 * e + perm[0]] as usize;
    // Row starts: chunk c sets row_ptr[start(lo)..start(hi)] (the last chunk up to
    // `rows`), where start(k) is the first row whose entries begin at or after k.
    let start = |k: usize| if k == 0 { 0 } else { row(k - 1) + 1 };
    let mut row_ptr = vec![0u64; rows + 1];
    let chunks = src.chunks();
    let mut slices = Vec::with_capacity(chunks);
    let mut rest: &mut [u64] = &mut row_ptr;
    let mut at = 0;
    for c in 0..chunks {
        let end = if c + 1 == chunks { rows + 1 } else { start(src.bounds[c + 1]) };
        let (mine, tail) = rest.split_at_mut(end - at);
        slices.push((c, at, mine));
        rest = tail;
        at = end;
    }
    slices.into_par_iter().for_each(|(c, first, slice)| {
        let (lo, hi) = (src.bounds[c], src.bounds[c + 1]);
        let mut next = first;
        for e in lo..hi {
            let r = row(e);
            while next <= r {
                slice[next - first] = e as u64;
                next += 1;
            }
        }
        for cell in &mut slice[next - first..] {
            *cell = if c + 1 == chunks { n as u64 } else { hi as u64 };
        }
    });
    let width = IdxWidth::from_bits(enc.crd_width);
    let cols = lvl_sizes[1];
    if cols > 0 && cols - 1 > width.max() {
        let max = coo.crds.par_chunks_exact(2).map(|p| p[perm[1]]).max().unwrap_or(0);
        if max > width.max() {
            return Err(StorageError::new(format!(
                "coordinate {max} does not fit in the encoding's {}-bit coordinate width",
                width.bits()
            )));
        }
    }
    let col = |p: &[u64]| p[perm[1]];
    let crd = match width {
        IdxWidth::W8 => IdxBuf::U8(coo.crds.par_chunks_exact(2).map(|p| col(p) as u8).collect()),
        IdxWidth::W16 => IdxBuf::U16(coo.crds.par_chunks_exact(2).map(|p| col(p) as u16).collect()),
        IdxWidth::W32 => IdxBuf::U32(coo.crds.par_chunks_exact(2).map(|p| col(p) as u32).collect()),
        IdxWidth::W64 => IdxBuf::U64(coo.crds.par_chunks_exact(2).map(col).collect()),
    };
    let pos = narrow_pos(&row_ptr, enc.pos_width)?;
    let levels = vec![LevelStorage { pos: None, crd: None }, LevelStorage { pos: Some(pos), crd: Some(crd) }];
    let elem = coo.vals.elem_type();
    let values = map_vals!(&coo.vals, v => v.par_iter().copied().collect::<Vec<_>>());
    Ok(SparseTensor { enc: enc.clone(), elem, dim_sizes, lvl_sizes, levels, values })
}

fn split_even(n: usize, parts: usize) -> Vec<usize> {
    (0..=parts).map(|k| n * k / parts).collect()
}

fn threads() -> usize {
    rayon::current_num_threads().clamp(1, 16)
}

/// Builds from a coordinate list, or `None` when this path does not apply.
pub fn from_coo(enc: &Arc<Encoding>, coo: &Coo) -> Option<Result<SparseTensor>> {
    let perm = target_perm(enc)?;
    if coo.rank() != 2 || coo.dim_sizes.iter().any(|&s| s > u32::MAX as u64) {
        return None;
    }
    if coo.crds.len() != coo.len() * 2 {
        return Some(coo.validate().and_then(|_| Err(StorageError::new("inconsistent coordinate list"))));
    }
    let bounds = split_even(coo.len(), threads());
    let src = CooEntries { crds: &coo.crds, perm, bounds };
    // Out of bounds: the precise message comes from `validate`.
    let (inside, sorted) = scan(&src, coo.dim_sizes[perm[0]], coo.dim_sizes[perm[1]]);
    if !inside {
        return Some(coo.validate().and_then(|_| Err(StorageError::new("coordinate out of range"))));
    }
    if sorted {
        return Some(build_presorted(enc, coo, &src));
    }
    Some(build(enc, coo.vals.elem_type(), coo.dim_sizes.clone(), &coo.vals, &src, false))
}

/// Converts a `(dense, compressed)` unique ordered tensor, or `None` when not applicable.
pub fn convert(t: &SparseTensor, enc: &Arc<Encoding>) -> Option<Result<SparseTensor>> {
    let target = target_perm(enc)?;
    let source = target_perm(&t.enc)?;
    let lt = t.enc.lvl_types[1];
    if !lt.is_unique() || !lt.is_ordered() || t.dim_sizes.iter().any(|&s| s > u32::MAX as u64) {
        return None;
    }
    let rows = t.lvl_sizes[0] as usize;
    let src = CsrEntries {
        pos: t.levels[1].pos.as_ref()?,
        crd: t.levels[1].crd.as_ref()?,
        swap: source != target,
        row_bounds: split_even(rows, threads()),
    };
    // Same order: the source is sorted and unique already. Swapped: a row-major walk
    // scattered by column keeps each column sorted and unique too.
    Some(build(enc, t.elem, t.dim_sizes.clone(), &t.values, &src, true))
}

fn build(
    enc: &Arc<Encoding>,
    elem: ElemType,
    dim_sizes: Vec<u64>,
    vals: &ValBuf,
    src: &impl Entries,
    sorted_unique: bool,
) -> Result<SparseTensor> {
    let perm = target_perm(enc).expect("checked");
    let lvl_sizes = vec![dim_sizes[perm[0]], dim_sizes[perm[1]]];
    let rows = lvl_sizes[0] as usize;
    let starts = chunk_row_starts(src, rows);
    let total = *starts.last().expect("non-empty").last().expect("row") as usize;
    let mut row_ptr: Vec<u64> = starts[0].clone();
    let crd_width = IdxWidth::from_bits(enc.crd_width);
    let crd: Result<IdxBuf>;
    if sorted_unique && (lvl_sizes[1] == 0 || lvl_sizes[1] - 1 <= crd_width.max()) {
        let mut crd = IdxBuf::new(crd_width);
        let values = map_vals!(vals, v => {
            let (c, out) = with_idx!(&mut crd, c => scatter_direct(src, &starts, v, total, c.to_mut()));
            crd = c;
            out
        });
        let pos = narrow_pos(&row_ptr, enc.pos_width)?;
        let levels =
            vec![LevelStorage { pos: None, crd: None }, LevelStorage { pos: Some(pos), crd: Some(crd) }];
        return Ok(SparseTensor { enc: enc.clone(), elem, dim_sizes, lvl_sizes, levels, values });
    }
    let values = map_vals!(vals, v => {
        let mut pairs = scatter(src, &starts, v, total);
        if !sorted_unique {
            sort_rows(&mut row_ptr, &mut pairs);
        }
        let (c, out) = split_pairs(pairs, crd_width, lvl_sizes[1]);
        crd = c;
        out
    });
    let crd = crd?;
    let pos = narrow_pos(&row_ptr, enc.pos_width)?;
    let levels = vec![LevelStorage { pos: None, crd: None }, LevelStorage { pos: Some(pos), crd: Some(crd) }];
    Ok(SparseTensor { enc: enc.clone(), elem, dim_sizes, lvl_sizes, levels, values })
}

/// Per chunk, the first slot of each row: `starts[c][r]`; `starts[0]` is the row pointer
/// of the result (its last entry the total).
fn chunk_row_starts(src: &impl Entries, rows: usize) -> Vec<Vec<u64>> {
    let chunks = src.chunks();
    let counts: Vec<Vec<u32>> = (0..chunks)
        .into_par_iter()
        .map(|c| {
            let mut cnt = vec![0u32; rows + 1];
            src.visit(c, |r, _, _| cnt[r as usize] += 1);
            cnt
        })
        .collect();
    let mut starts = vec![vec![0u64; rows + 1]; chunks];
    let mut next = 0u64;
    for r in 0..rows {
        for c in 0..chunks {
            starts[c][r] = next;
            next += counts[c][r] as u64;
        }
    }
    for s in &mut starts {
        s[rows] = next;
    }
    starts
}

/// Every chunk scatters its `(column, value)` pairs into its own slots: one interleaved
/// array, so each entry costs one cache miss, not two.
fn scatter<T: Elem>(src: &impl Entries, starts: &[Vec<u64>], v: &[T], total: usize) -> Vec<(u32, T)> {
    let out = SharedSlice::uninit(total);
    (0..src.chunks()).into_par_iter().for_each(|c| {
        let mut next = starts[c].clone();
        src.visit(c, |r, col, e| {
            let slot = next[r as usize] as usize;
            next[r as usize] += 1;
            out.write(slot, (col as u32, v[e]));
        });
    });
    // SAFETY: the prefix sums in `chunk_row_starts` hand out every slot in `0..total`
    // exactly once, and every chunk has run to completion above.
    unsafe { out.assume_init() }
}

/// Scatters straight into the final coordinate buffer (of the width `C` of `like`) and
/// values, for results that need no sorting (the caller checked the width holds every
/// column).
fn scatter_direct<T: Elem, C: Idx>(
    src: &impl Entries,
    starts: &[Vec<u64>],
    v: &[T],
    total: usize,
    _like: &mut Vec<C>,
) -> (IdxBuf, Vec<T>)
where
    Vec<C>: Into<IdxBuf>,
{
    let crd = SharedSlice::<C>::uninit(total);
    let out = SharedSlice::<T>::uninit(total);
    (0..src.chunks()).into_par_iter().for_each(|c| {
        let mut next = starts[c].clone();
        src.visit(c, |r, col, e| {
            let slot = next[r as usize] as usize;
            next[r as usize] += 1;
            crd.write(slot, C::from_u64(col));
            out.write(slot, v[e]);
        });
    });
    // SAFETY: the prefix sums in `chunk_row_starts` hand out every slot in `0..total`
    // exactly once, and every chunk has run to completion above.
    unsafe { (crd.assume_init().into(), out.assume_init()) }
}

/// Splits sorted pairs into the final coordinate buffer (in the encoding's width,
/// refusing coordinates that do not fit) and values, in one parallel pass.
fn split_pairs<T: Elem>(pairs: Vec<(u32, T)>, width: IdxWidth, cols: u64) -> (Result<IdxBuf>, Vec<T>) {
    if cols > 0 && cols - 1 > width.max() {
        let max = pairs.par_iter().map(|p| p.0).max().unwrap_or(0) as u64;
        if max > width.max() {
            let values = pairs.into_par_iter().map(|p| p.1).collect();
            let msg = format!(
                "coordinate {max} does not fit in the encoding's {}-bit coordinate width",
                width.bits()
            );
            return (Err(StorageError::new(msg)), values);
        }
    }
    fn unzip<C: Send, T: Elem>(pairs: Vec<(u32, T)>, f: impl Fn(u32) -> C + Sync) -> (Vec<C>, Vec<T>) {
        pairs.into_par_iter().map(|(c, v)| (f(c), v)).unzip()
    }
    let (crd, values) = match width {
        IdxWidth::W8 => {
            let (c, v) = unzip(pairs, |c| c as u8);
            (IdxBuf::U8(c.into()), v)
        }
        IdxWidth::W16 => {
            let (c, v) = unzip(pairs, |c| c as u16);
            (IdxBuf::U16(c.into()), v)
        }
        IdxWidth::W32 => {
            let (c, v) = unzip(pairs, |c| c);
            (IdxBuf::U32(c.into()), v)
        }
        IdxWidth::W64 => {
            let (c, v) = unzip(pairs, u64::from);
            (IdxBuf::U64(c.into()), v)
        }
    };
    (Ok(crd), values)
}

/// Sorts each row by column (stable) and sums duplicates, compacting the buffer.
fn sort_rows<T: Elem>(row_ptr: &mut [u64], pairs: &mut Vec<(u32, T)>) {
    let rows = row_ptr.len() - 1;
    let mut lens = vec![0u64; rows];
    {
        let mut rest: &mut [(u32, T)] = pairs;
        let mut jobs = Vec::with_capacity(rows);
        for r in 0..rows {
            let n = (row_ptr[r + 1] - row_ptr[r]) as usize;
            let (row, tail) = rest.split_at_mut(n);
            rest = tail;
            jobs.push(row);
        }
        jobs.par_iter_mut().zip(lens.par_iter_mut()).with_min_len(1024).for_each(|(row, len)| {
            *len = sort_dedup_row(row) as u64;
        });
    }
    let unchanged = lens.iter().zip(row_ptr.windows(2)).all(|(&l, w)| l == w[1] - w[0]);
    if unchanged {
        return;
    }
    let mut write = 0usize;
    for r in 0..rows {
        let read = row_ptr[r] as usize;
        let n = lens[r] as usize;
        pairs.copy_within(read..read + n, write);
        row_ptr[r] = write as u64;
        write += n;
    }
    row_ptr[rows] = write as u64;
    pairs.truncate(write);
}

/// Sorts one row by column (stable; insertion sort for short rows) and sums duplicates;
/// returns the new length.
fn sort_dedup_row<T: Elem>(row: &mut [(u32, T)]) -> usize {
    if row.windows(2).all(|w| w[0].0 < w[1].0) {
        return row.len();
    }
    if row.len() <= 32 {
        for i in 1..row.len() {
            let item = row[i];
            let mut j = i;
            while j > 0 && row[j - 1].0 > item.0 {
                row[j] = row[j - 1];
                j -= 1;
            }
            row[j] = item;
        }
    } else {
        row.sort_by_key(|p| p.0);
    }
    let mut w = 0;
    for r in 1..row.len() {
        if row[r].0 == row[w].0 {
            row[w].1 = row[w].1.add(row[r].1);
        } else {
            w += 1;
            row[w] = row[r];
        }
    }
    if row.is_empty() {
        0
    } else {
        w + 1
    }
}

fn narrow_pos(row_ptr: &[u64], bits: u8) -> Result<IdxBuf> {
    IdxBuf::from_u64s(IdxWidth::from_bits(bits), row_ptr, "position").map_err(|_| {
        StorageError::new(format!(
            "position {} does not fit in the encoding's {}-bit position width",
            row_ptr.last().copied().unwrap_or(0),
            IdxWidth::from_bits(bits).bits()
        ))
    })
}

/// A buffer that parallel chunks write to at disjoint indices.
struct SharedSlice<T> {
    ptr: *mut T,
    len: usize,
    owner: Vec<T>,
}

// SAFETY: chunks write disjoint slots (each slot index is handed out once by the prefix
// sums in `chunk_row_starts`), and nothing reads until `assume_init` after the writers end.
unsafe impl<T: Send> Sync for SharedSlice<T> {}

impl<T: Copy> SharedSlice<T> {
    /// Room for `len` values, not yet initialized.
    fn uninit(len: usize) -> Self {
        let mut owner = Vec::with_capacity(len);
        SharedSlice { ptr: owner.as_mut_ptr(), len, owner }
    }

    #[inline]
    fn write(&self, i: usize, v: T) {
        assert!(i < self.len, "slot out of range");
        // SAFETY: `i < len <= capacity` was just checked, and each slot is written by one
        // chunk only (see the `Sync` impl), so there is no data race.
        unsafe { self.ptr.add(i).write(v) }
    }

    /// The filled buffer.
    ///
    /// # Safety
    /// Every index in `0..len` must have been written.
    unsafe fn assume_init(mut self) -> Vec<T> {
        // SAFETY: the caller guarantees all `len` slots were initialized; `len` is within
        // the capacity reserved in `uninit`.
        unsafe { self.owner.set_len(self.len) };
        self.owner
    }
}
