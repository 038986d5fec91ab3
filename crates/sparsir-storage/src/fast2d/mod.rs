//! The fast path for matrices stored `(dense, compressed)`: CSR, CSC and friends.
//!
//! Why: COO→CSR and CSR→CSC are the conversions people time (scipy's `tocsr`/`tocsc`),
//! and the universal path (translate, sort, build, narrow) touches every entry several
//! times. Here a parallel counting sort scatters entries straight into the final typed
//! buffers: each thread counts its share of the entries per row (chunks of a CSR source
//! hold equal numbers of entries, not rows), a prefix sum over blocks of rows turns the
//! counts in place into every thread's own slots (32-bit while the entries allow) and
//! writes the result's positions at their final width, and each thread scatters its share
//! independently. Within a row, thread order equals input order, so a row-major source
//! stays sorted (CSR→CSC needs no further work); an arbitrary COO gets a per-row sort and
//! duplicate sum afterwards.
//! The result is identical to the universal path (tested against it). Sorted coordinate
//! lists take a one-pass path instead (`presorted`); the scatter writes through
//! `shared_slice`.

use std::mem::MaybeUninit;
use std::sync::Arc;

use rayon::prelude::*;

use crate::coo::Coo;
use crate::elem::{Elem, ElemType, ValBuf};
use crate::encoding::{Encoding, LevelFormat};
use crate::error::{Result, StorageError};
use crate::index::{Idx, IdxBuf, IdxWidth};
use crate::storage::{LevelStorage, SparseTensor};
use crate::{map_vals, with_idx};

mod presorted;
mod shared_slice;

use presorted::try_presorted;
use shared_slice::SharedSlice;

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
    /// Number of entries (all chunks).
    fn entries(&self) -> usize;
    /// Visits chunk `c`: `f(row, col, value_index)` in the target's level order.
    fn visit<F: FnMut(u64, u64, usize)>(&self, c: usize, f: F);
    /// Adds chunk `c`'s number of entries in each target row to `counts`.
    fn count<O: Idx>(&self, c: usize, counts: &mut [O]) {
        self.visit(c, |r, _, _| counts[r as usize] = O::from_u64(counts[r as usize].get() + 1));
    }
}

/// A source coordinate list (`K`-wide coordinates), entries split evenly into chunks.
struct CooEntries<'a, K: Idx> {
    crds: &'a [K],
    perm: [usize; 2],
    bounds: Vec<usize>,
}

impl<K: Idx> Entries for CooEntries<'_, K> {
    fn chunks(&self) -> usize {
        self.bounds.len() - 1
    }
    fn entries(&self) -> usize {
        self.crds.len() / 2
    }
    #[inline]
    fn visit<F: FnMut(u64, u64, usize)>(&self, c: usize, mut f: F) {
        let (lo, hi) = (self.bounds[c], self.bounds[c + 1]);
        let (a, b) = (self.perm[0], self.perm[1]);
        for (k, pair) in self.crds[2 * lo..2 * hi].chunks_exact(2).enumerate() {
            f(pair[a].get(), pair[b].get(), lo + k);
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
    fn entries(&self) -> usize {
        self.crd.len()
    }
    #[inline]
    fn visit<F: FnMut(u64, u64, usize)>(&self, c: usize, f: F) {
        let rows = self.row_bounds[c]..self.row_bounds[c + 1];
        with_idx!(self.pos, pos => with_idx!(self.crd, crd => visit_rows(pos, crd, rows, self.swap, f)))
    }
    /// Without walking rows: a swapped chunk's target rows are its coordinates, counted in
    /// one flat loop (on the 5-point Laplacian the loop per source row took 3.3–3.5 ms at
    /// one thread against 2.1–2.8 ms flat, and 2.9–3.4 against 1.3–1.6 ms at two); an
    /// unswapped chunk's counts are its row lengths.
    fn count<O: Idx>(&self, c: usize, counts: &mut [O]) {
        let rows = self.row_bounds[c]..self.row_bounds[c + 1];
        with_idx!(self.pos, pos => {
            let (lo, hi) = (pos[rows.start].get() as usize, pos[rows.end].get() as usize);
            if self.swap {
                with_idx!(self.crd, crd => for j in &crd[lo..hi] {
                    let n = &mut counts[j.get() as usize];
                    *n = O::from_u64(n.get() + 1);
                })
            } else {
                for (n, w) in counts[rows.clone()].iter_mut().zip(pos[rows.start..=rows.end].windows(2)) {
                    *n = O::from_u64(n.get() + w[1].get() - w[0].get());
                }
            }
        })
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

/// Whether every entry lies inside `rows` × `cols`, checked in parallel chunks.
fn all_inside<K: Idx>(src: &CooEntries<'_, K>, rows: u64, cols: u64) -> bool {
    (0..src.chunks()).into_par_iter().all(|c| {
        let (lo, hi) = (src.bounds[c], src.bounds[c + 1]);
        let (a, b) = (src.perm[0], src.perm[1]);
        src.crds[2 * lo..2 * hi].chunks_exact(2).all(|p| p[a].get() < rows && p[b].get() < cols)
    })
}

fn split_even(n: usize, parts: usize) -> Vec<usize> {
    (0..=parts).map(|k| n * k / parts).collect()
}

/// Row bounds of `parts` chunks holding about equal numbers of entries (R-MAT rows are
/// very skewed), from the positions `pos` of `rows` rows.
fn split_by_entries(pos: &IdxBuf, rows: usize, parts: usize) -> Vec<usize> {
    let total = pos.get(rows);
    let mut bounds: Vec<usize> = with_idx!(pos, p => (0..=parts)
        .map(|k| p[..=rows].partition_point(|x| x.get() < total * k as u64 / parts as u64).min(rows))
        .collect());
    bounds[0] = 0;
    bounds[parts] = rows;
    bounds
}

/// One chunk per thread the caller may use ([`crate::threads::available`]), at most 16.
fn threads() -> usize {
    crate::threads::available().clamp(1, 16)
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
    match &coo.crds {
        IdxBuf::U32(crds) => from_coo_entries(enc, coo, crds.as_slice(), perm),
        IdxBuf::U64(crds) => from_coo_entries(enc, coo, crds.as_slice(), perm),
        // Not made by sparsir's readers and builders: widened once, not compiled for.
        other => from_coo_entries(enc, coo, &other.to_u64s(), perm),
    }
}

/// [`from_coo`] over the list's coordinates `crds`, of width `K`.
fn from_coo_entries<K: Idx>(
    enc: &Arc<Encoding>,
    coo: &Coo,
    crds: &[K],
    perm: [usize; 2],
) -> Option<Result<SparseTensor>> {
    let bounds = split_even(coo.len(), threads());
    let src = CooEntries { crds, perm, bounds };
    if let Some(csr) = try_presorted(enc, coo, &src) {
        return Some(Ok(csr));
    }
    // Out of bounds: the precise message comes from `validate`.
    if !all_inside(&src, coo.dim_sizes[perm[0]], coo.dim_sizes[perm[1]]) {
        return Some(coo.validate().and_then(|_| Err(StorageError::new("coordinate out of range"))));
    }
    let target = Target {
        enc,
        elem: coo.vals.elem_type(),
        dim_sizes: coo.dim_sizes.clone(),
        vals: &coo.vals,
        sorted_unique: false,
    };
    Some(build(target, &src))
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
        row_bounds: split_by_entries(t.levels[1].pos.as_ref()?, rows, threads()),
    };
    // Same order: the source is sorted and unique already. Swapped: a row-major walk
    // scattered by column keeps each column sorted and unique too.
    let target =
        Target { enc, elem: t.elem, dim_sizes: t.dim_sizes.clone(), vals: &t.values, sorted_unique: true };
    Some(build(target, &src))
}

/// What [`build`] makes: a tensor of `enc` with these dimension sizes and values.
struct Target<'a> {
    enc: &'a Arc<Encoding>,
    elem: ElemType,
    dim_sizes: Vec<u64>,
    vals: &'a ValBuf,
    /// The entries come without duplicates and, within each target row, in column order.
    sorted_unique: bool,
}

/// The parallel counting sort: count per row, prefix sums, scatter.
fn build(target: Target<'_>, src: &impl Entries) -> Result<SparseTensor> {
    if src.entries() <= u32::MAX as usize {
        build_with::<u32>(target, src)
    } else {
        build_with::<u64>(target, src)
    }
}

/// [`build`] with slot numbers of type `O` (32 bits whenever the entries allow: half the
/// memory traffic of the counting passes).
fn build_with<O: Idx>(target: Target<'_>, src: &impl Entries) -> Result<SparseTensor> {
    let Target { enc, elem, dim_sizes, vals, sorted_unique } = target;
    let perm = target_perm(enc).expect("checked");
    let lvl_sizes = vec![dim_sizes[perm[0]], dim_sizes[perm[1]]];
    let rows = lvl_sizes[0] as usize;
    let counts = count_rows::<O>(src, rows);
    let crd_width = IdxWidth::from_bits(enc.crd_width);
    let pos_width = IdxWidth::from_bits(enc.pos_width);
    let levels = |pos, crd| {
        vec![LevelStorage { pos: None, crd: None }, LevelStorage { pos: Some(pos), crd: Some(crd) }]
    };
    if sorted_unique && (lvl_sizes[1] == 0 || lvl_sizes[1] - 1 <= crd_width.max()) {
        let (next, pos) = with_idx!(IdxBuf::new(pos_width), p => {
            let (next, total, row_ptr) = row_starts(counts, rows, p.into_vec());
            if total > pos_width.max() {
                return Err(pos_overflow(total, pos_width));
            }
            (next, IdxBuf::from(row_ptr))
        });
        let total = pos.get(rows) as usize;
        let mut crd = IdxBuf::new(crd_width);
        let values = map_vals!(vals, v => {
            let (c, out) = with_idx!(&mut crd, c => scatter_direct(src, next, v, total, c.to_mut()));
            crd = c;
            out
        });
        return Ok(SparseTensor {
            enc: enc.clone(),
            elem,
            dim_sizes,
            lvl_sizes,
            levels: levels(pos, crd),
            values,
        });
    }
    let (next, total, mut row_ptr) = row_starts(counts, rows, Vec::<u64>::new());
    let crd: Result<IdxBuf>;
    let values = map_vals!(vals, v => {
        let mut pairs = scatter(src, next, v, total as usize);
        if !sorted_unique {
            sort_rows(&mut row_ptr, &mut pairs);
        }
        let (c, out) = split_pairs(pairs, crd_width, lvl_sizes[1]);
        crd = c;
        out
    });
    let crd = crd?;
    let pos = narrow_pos(&row_ptr, enc.pos_width)?;
    Ok(SparseTensor { enc: enc.clone(), elem, dim_sizes, lvl_sizes, levels: levels(pos, crd), values })
}

/// `len` zeros, written (not `calloc`ed: the counting pass reads each count before it
/// writes it, and a first read maps the shared zero page, whose copy-on-write fault on
/// the following write flushes the TLB of every CPU running the process).
fn zeros<O: Idx>(len: usize) -> Vec<O> {
    let mut v = Vec::with_capacity(len);
    v.resize(len, O::default());
    v
}

/// Pass 1 of the counting sort: per chunk, how many of its entries fall in each row.
fn count_rows<O: Idx>(src: &impl Entries, rows: usize) -> Vec<Vec<O>> {
    (0..src.chunks())
        .into_par_iter()
        .map(|c| {
            let mut cnt = zeros::<O>(rows);
            src.count(c, &mut cnt);
            cnt
        })
        .collect()
}

/// Pass 2, in place and in parallel over blocks of rows: every chunk's counts become the
/// first slot of its entries in each row (rows in order, chunks in order within a row),
/// and the result's row pointer (`R` wide, chunk 0's slots, then the total) is written
/// in the same pass. Returns the slots, the total and the row pointer. The caller checks
/// that the total fits `R`; until then the pointer may hold truncated values.
fn row_starts<O: Idx, R: Idx>(
    mut counts: Vec<Vec<O>>,
    rows: usize,
    mut row_ptr: Vec<R>,
) -> (Vec<Vec<O>>, u64, Vec<R>) {
    let block = (rows / (threads() * 8)).max(16 * 1024);
    let blocks = rows.div_ceil(block);
    // At most one piece of work per thread the caller may use.
    let per_thread = blocks.div_ceil(threads());
    let totals: Vec<u64> = (0..blocks)
        .into_par_iter()
        .with_min_len(per_thread)
        .map(|b| {
            let range = b * block..((b + 1) * block).min(rows);
            counts.iter().map(|cnt| cnt[range.clone()].iter().map(|n| n.get()).sum::<u64>()).sum()
        })
        .collect();
    let mut bases = Vec::with_capacity(blocks);
    let mut total = 0u64;
    for t in totals {
        bases.push(total);
        total += t;
    }
    // Written below without being zeroed first (a memset of the whole pointer, 4 MB for
    // a million rows, ran on one thread before the parallel pass).
    row_ptr.clear();
    row_ptr.reserve_exact(rows + 1);
    let ptr_slots = &mut row_ptr.spare_capacity_mut()[..rows + 1];
    let mut per_block: Vec<Vec<&mut [O]>> = (0..blocks).map(|_| Vec::with_capacity(counts.len())).collect();
    for cnt in counts.iter_mut() {
        for (b, slice) in cnt.chunks_mut(block).enumerate() {
            per_block[b].push(slice);
        }
    }
    per_block
        .into_par_iter()
        .zip(ptr_slots[..rows].par_chunks_mut(block))
        .zip(bases)
        .with_min_len(per_thread)
        .for_each(|((mut slices, ptr), next)| {
            block_offsets(&mut slices, ptr, next);
        });
    ptr_slots[rows].write(R::from_u64(total));
    // SAFETY: `block_offsets` wrote every slot of each block's piece of `ptr_slots[..rows]`
    // (a piece is as long as each of its count slices, cut from `rows` counts by the same
    // `block`), and the line above wrote the last one.
    unsafe { row_ptr.set_len(rows + 1) };
    (counts, total, row_ptr)
}

/// One block of rows of [`row_starts`]' second step: from `next` on, every chunk's
/// counts (`slices`, chunks in order) become its first slots and `ptr` the row starts.
/// Writes every slot of `ptr` (each slice is as long as `ptr`). One and two chunks (one
/// and two threads) get loops of their own, which keep the counts in registers; the
/// general loop walks the vector of slices on every row.
fn block_offsets<O: Idx, R: Idx>(slices: &mut [&mut [O]], ptr: &mut [MaybeUninit<R>], mut next: u64) {
    assert!(slices.iter().all(|s| s.len() == ptr.len()), "a block's counts and pointer differ");
    match slices {
        [only] => {
            for (p, n) in ptr.iter_mut().zip(only.iter_mut()) {
                p.write(R::from_u64(next));
                let count = n.get();
                *n = O::from_u64(next);
                next += count;
            }
        }
        [first, second] => {
            for ((p, a), b) in ptr.iter_mut().zip(first.iter_mut()).zip(second.iter_mut()) {
                p.write(R::from_u64(next));
                let (count_a, count_b) = (a.get(), b.get());
                *a = O::from_u64(next);
                *b = O::from_u64(next + count_a);
                next += count_a + count_b;
            }
        }
        _ => {
            for (k, p) in ptr.iter_mut().enumerate() {
                p.write(R::from_u64(next));
                for slice in slices.iter_mut() {
                    let count = slice[k].get();
                    slice[k] = O::from_u64(next);
                    next += count;
                }
            }
        }
    }
}

/// Pass 3: every chunk scatters its `(column, value)` pairs into its own slots: one
/// interleaved array, so each entry costs one cache miss, not two.
fn scatter<T: Elem, O: Idx>(src: &impl Entries, next: Vec<Vec<O>>, v: &[T], total: usize) -> Vec<(u32, T)> {
    let out = SharedSlice::uninit(total);
    next.into_par_iter().enumerate().for_each(|(c, mut next)| {
        // Everything the loop uses is moved into its closure by value, so the pointers
        // stay in registers across the scattered stores (see `SlotWriter`).
        let (next, out) = (&mut next[..], out.writer());
        src.visit(c, move |r, col, e| {
            let slot = next[r as usize];
            next[r as usize] = O::from_u64(slot.get() + 1);
            out.write(slot.get() as usize, (col as u32, v[e]));
        });
    });
    // SAFETY: the prefix sums in `row_starts` hand out every slot in `0..total`
    // exactly once, and every chunk has run to completion above.
    unsafe { out.assume_init() }
}

/// Pass 3 straight into the final coordinate buffer (of the width `C` of `like`) and
/// values, for results that need no sorting (the caller checked the width holds every
/// column).
fn scatter_direct<T: Elem, C: Idx, O: Idx>(
    src: &impl Entries,
    next: Vec<Vec<O>>,
    v: &[T],
    total: usize,
    _like: &mut Vec<C>,
) -> (IdxBuf, Vec<T>)
where
    Vec<C>: Into<IdxBuf>,
{
    let crd = SharedSlice::<C>::uninit(total);
    let out = SharedSlice::<T>::uninit(total);
    next.into_par_iter().enumerate().for_each(|(c, mut next)| {
        let (next, crd, out) = (&mut next[..], crd.writer(), out.writer());
        src.visit(c, move |r, col, e| {
            let slot = next[r as usize];
            next[r as usize] = O::from_u64(slot.get() + 1);
            crd.write(slot.get() as usize, C::from_u64(col));
            out.write(slot.get() as usize, v[e]);
        });
    });
    // SAFETY: the prefix sums in `row_starts` hand out every slot in `0..total`
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
    let width = IdxWidth::from_bits(bits);
    IdxBuf::from_u64s(width, row_ptr, "position")
        .map_err(|_| pos_overflow(row_ptr.last().copied().unwrap_or(0), width))
}

fn pos_overflow(total: u64, width: IdxWidth) -> StorageError {
    StorageError::new(format!(
        "position {total} does not fit in the encoding's {}-bit position width",
        width.bits()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::threads::with_limit;

    fn enc(text: &str) -> Arc<Encoding> {
        Arc::new(Encoding::parse(text).unwrap())
    }

    /// A 300 × 200 CSR matrix with a few entries in most rows.
    fn csr() -> SparseTensor {
        let (mut crds, mut vals) = (Vec::new(), Vec::new());
        for r in 0..300u64 {
            for k in 0..(r % 7) {
                crds.extend_from_slice(&[r, (r * 31 + k * 17) % 200]);
                vals.push((r * 10 + k) as f64);
            }
        }
        let coo = Coo { dim_sizes: vec![300, 200], crds: crds.into(), vals: ValBuf::F64(vals.into()) };
        let csr = enc("#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>");
        SparseTensor::from_coo(csr, &coo).unwrap()
    }

    #[test]
    fn conversions_use_as_many_chunks_as_the_limit_allows() {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        pool.install(|| {
            assert_eq!(threads(), 4);
            assert_eq!(with_limit(1, threads), 1);
            assert_eq!(with_limit(2, threads), 2);
        });
    }

    #[test]
    fn a_limited_conversion_stores_what_an_unlimited_one_does() {
        let csc = enc("#sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>");
        let t = csr();
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        let (four, one) = pool.install(|| {
            let four = convert(&t, &csc).unwrap().unwrap();
            (four, with_limit(1, || convert(&t, &csc).unwrap().unwrap()))
        });
        assert_eq!(four, one);
        assert_eq!(four.levels[1].crd.as_ref().unwrap().len(), t.levels[1].crd.as_ref().unwrap().len());
    }
}
