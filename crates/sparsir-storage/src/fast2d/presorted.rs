//! COO→CSR for input already in CSR order: one parallel pass, no counting sort.
//!
//! Why: a coordinate list built or written row by row is sorted already (the 5-point
//! Laplacian's generator, a `.mtx` file written from CSR), and then the row pointer is just
//! where the row changes. Each chunk of entries checks its order (and the entry before it),
//! writes the starts of its rows and its narrowed coordinates; the values are copied. Any
//! entry out of order or out of range sends the whole input to the counting sort, which
//! also reports errors. Worked example: entries `(0,1) (0,3) (2,0)` of a 3-row matrix give
//! positions `[0, 2, 2, 3]` and coordinates `[1, 3, 0]`.

use std::mem::MaybeUninit;
use std::sync::Arc;

use rayon::prelude::*;

use super::{CooEntries, Entries};
use crate::coo::Coo;
use crate::encoding::Encoding;
use crate::index::{Idx, IdxBuf, IdxWidth};
use crate::storage::{LevelStorage, SparseTensor};
use crate::{map_vals, with_idx};

/// Input already in CSR order (rows, then columns, strictly increasing), inside the
/// shape, its columns fitting the coordinate width: positions found where the row changes
/// and coordinates narrowed in one parallel pass over the entries, values copied — no
/// count, no scatter, no sort, and the coordinates read from memory once. `None` (after
/// at most the first block of entries holding one out of order, in each chunk) sends
/// anything else to the general path, which also reports errors.
pub(super) fn try_presorted<K: Idx>(
    enc: &Arc<Encoding>,
    coo: &Coo,
    src: &CooEntries<'_, K>,
) -> Option<SparseTensor> {
    let perm = src.perm;
    let dim_sizes = coo.dim_sizes.clone();
    let lvl_sizes = vec![dim_sizes[perm[0]], dim_sizes[perm[1]]];
    let (rows, cols) = (lvl_sizes[0], lvl_sizes[1]);
    let pos_width = IdxWidth::from_bits(enc.pos_width);
    let crd_width = IdxWidth::from_bits(enc.crd_width);
    if coo.len() as u64 > pos_width.max() {
        return None;
    }
    let shape = Shape { rows, col_limit: cols.min(crd_width.max().saturating_add(1)) };
    let starts = chunk_row_starts(src, rows)?;
    let (pos, crd) = with_idx!(IdxBuf::new(pos_width), p => with_idx!(IdxBuf::new(crd_width), c => {
        let (pos, crd) = presorted_pass(src, shape, &starts, p.into_vec(), c.into_vec())?;
        (IdxBuf::from(pos), IdxBuf::from(crd))
    }));
    let levels = vec![LevelStorage { pos: None, crd: None }, LevelStorage { pos: Some(pos), crd: Some(crd) }];
    let elem = coo.vals.elem_type();
    let values = map_vals!(&coo.vals, v => crate::threads::copy_in_parallel(v));
    Some(SparseTensor { enc: enc.clone(), elem, dim_sizes, lvl_sizes, levels, values })
}

/// What a presorted entry must satisfy: `row < rows`, `column < col_limit` (the shape and
/// the coordinate width).
#[derive(Clone, Copy)]
struct Shape {
    rows: u64,
    col_limit: u64,
}

/// Where each chunk's rows start in the row pointer: chunk `c` sets the starts of rows
/// `starts[c]..starts[c + 1]`, the first rows whose entries begin at or after its first
/// entry (the last chunk: up to `rows`, inclusive). `None` when the chunk boundaries
/// already show the rows out of order or out of range.
fn chunk_row_starts<K: Idx>(src: &CooEntries<'_, K>, rows: u64) -> Option<Vec<usize>> {
    let row = |e: usize| src.crds[2 * e + src.perm[0]].get();
    let mut starts = vec![0usize];
    for &b in &src.bounds[1..src.bounds.len() - 1] {
        let start = match b {
            0 => 0,
            _ if row(b - 1) >= rows => return None,
            _ => row(b - 1) as usize + 1,
        };
        if start < *starts.last().expect("starts with 0") {
            return None;
        }
        starts.push(start);
    }
    starts.push(rows as usize + 1);
    Some(starts)
}

/// The parallel pass of [`try_presorted`]: the row pointer (`R` wide) and the narrowed
/// coordinates (`C` wide), or `None` when an entry is out of order or outside `shape`.
fn presorted_pass<K: Idx, R: Idx, C: Idx>(
    src: &CooEntries<'_, K>,
    shape: Shape,
    starts: &[usize],
    mut row_ptr: Vec<R>,
    mut crd: Vec<C>,
) -> Option<(Vec<R>, Vec<C>)> {
    let n = src.entries();
    let rows = shape.rows as usize;
    row_ptr.clear();
    row_ptr.reserve_exact(rows + 1);
    crd.clear();
    crd.reserve_exact(n);
    let mut pieces = Vec::with_capacity(src.chunks());
    let (mut ptr_rest, mut crd_rest) =
        (&mut row_ptr.spare_capacity_mut()[..rows + 1], &mut crd.spare_capacity_mut()[..n]);
    for c in 0..src.chunks() {
        let (ptr_mine, ptr_tail) = std::mem::take(&mut ptr_rest).split_at_mut(starts[c + 1] - starts[c]);
        let (crd_mine, crd_tail) =
            std::mem::take(&mut crd_rest).split_at_mut(src.bounds[c + 1] - src.bounds[c]);
        pieces.push((c, ptr_mine, crd_mine));
        (ptr_rest, crd_rest) = (ptr_tail, crd_tail);
    }
    let ordered = pieces.into_par_iter().all(|(c, ptr, out)| match src.perm {
        [0, 1] => presorted_chunk::<K, R, C, 0, 1>(src, shape, c, starts[c], ptr, out),
        _ => presorted_chunk::<K, R, C, 1, 0>(src, shape, c, starts[c], ptr, out),
    });
    if !ordered {
        return None;
    }
    // SAFETY: every chunk returned true, so it wrote each of its slots (`out[k]` for every
    // entry `lo + k` of its range, and every slot of its piece of the pointer), and the
    // chunks' ranges cover `0..n` and the pointer's `0..=rows` (`starts` runs from 0 to
    // `rows + 1`).
    unsafe {
        crd.set_len(n);
        row_ptr.set_len(rows + 1);
    }
    Some((row_ptr, crd))
}

/// Entries per block of [`presorted_chunk`]'s two passes: a block's coordinates (16 KiB
/// at 32 bits) are still in the first-level cache when the second pass reads them.
const BLOCK: usize = 2048;

/// One chunk of [`presorted_pass`]: checks its entries (and the one before it) are in
/// strictly increasing (row, column) order inside `shape`, sets the starts of its rows
/// (`ptr`, from row `first`) and writes its narrowed columns into `out`; each pair holds
/// the row at `A` and the column at `B`.
///
/// Block by block, in two passes. The first checks the order and the bounds and writes
/// the columns, branch-free (every test of a block folds into one flag). The second,
/// knowing the rows in order and in range, writes the row pointer: each entry stores
/// its own end (`index + 1`) as the start of the next row — the last entry of a row
/// stores last, so the start stays right — and only a jump of more than one row (an
/// empty row) fills the rows between. The row loop of a single pass branched once per
/// row on the row's length; this one branches only on empty rows.
fn presorted_chunk<K: Idx, R: Idx, C: Idx, const A: usize, const B: usize>(
    src: &CooEntries<'_, K>,
    shape: Shape,
    c: usize,
    first: usize,
    ptr: &mut [MaybeUninit<R>],
    out: &mut [MaybeUninit<C>],
) -> bool {
    let (lo, hi) = (src.bounds[c], src.bounds[c + 1]);
    // The entry before this one, as (row, column); before the first chunk, none.
    let mut prev = match lo {
        0 => None,
        _ => Some((src.crds[2 * (lo - 1) + A].get(), src.crds[2 * (lo - 1) + B].get())),
    };
    let chunk = &src.crds[2 * lo..2 * hi];
    let limits = Limits::<K>::of(shape);
    for (b, (pairs, cols)) in chunk.chunks(2 * BLOCK).zip(out.chunks_mut(BLOCK)).enumerate() {
        let Some(limits) = limits else { return false };
        if !check_and_write_columns::<K, C, A, B>(pairs, limits, prev, cols) {
            return false;
        }
        write_row_starts::<K, R, A>(pairs, lo + b * BLOCK, first_unwritten(prev, first), first, ptr);
        let last = &pairs[pairs.len() - 2..];
        prev = Some((last[A].get(), last[B].get()));
    }
    // Rows after the chunk's last entry and up to its range's end: they start where the
    // chunk ends (all rows of an empty chunk).
    let next = first_unwritten(prev, first);
    let fill = R::from_u64(if c + 1 == src.chunks() { src.entries() as u64 } else { hi as u64 });
    ptr[next - first..].iter_mut().for_each(|p| {
        p.write(fill);
    });
    true
}

/// The first row of this chunk's range (from `first`) that the entries up to `prev` have
/// not begun: the one after `prev`'s row. (That row's start may already hold `prev`'s end;
/// writing it again with the next entry's index writes the same number.)
fn first_unwritten(prev: Option<(u64, u64)>, first: usize) -> usize {
    prev.map_or(0, |p| p.0 as usize + 1).max(first)
}

/// The first pass over a block: whether its entries are in strictly increasing order
/// (after `prev`) and inside `limits`; writes their columns narrowed (whatever the answer:
/// a `false` discards them). Compares at the coordinates' own width (widened to `u64`,
/// the loop did not vectorize) and folds every test into one flag, no branch.
fn check_and_write_columns<K: Idx, C: Idx, const A: usize, const B: usize>(
    pairs: &[K],
    limits: Limits<K>,
    prev: Option<(u64, u64)>,
    cols: &mut [MaybeUninit<C>],
) -> bool {
    let mut ok = match prev {
        Some(p) => p < (pairs[A].get(), pairs[B].get()),
        None => true,
    };
    for (pair, col) in pairs.chunks_exact(2).zip(cols.iter_mut()) {
        let (r, c) = (pair[A], pair[B]);
        ok &= (r <= limits.last_row) & (c <= limits.last_col);
        col.write(C::from_u64(c.get()));
    }
    for (now, before) in pairs[2..].chunks_exact(2).zip(pairs.chunks_exact(2)) {
        let (r, c, pr, pc) = (now[A], now[B], before[A], before[B]);
        ok &= (r > pr) | ((r == pr) & (c > pc));
    }
    ok
}

/// [`Shape`] at the coordinates' width: the largest row and column an entry may have.
#[derive(Clone, Copy)]
struct Limits<K> {
    last_row: K,
    last_col: K,
}

impl<K: Idx> Limits<K> {
    /// `None` when no entry fits (no rows or no columns).
    fn of(shape: Shape) -> Option<Limits<K>> {
        let last = |n: u64| n.checked_sub(1).map(|l| K::from_u64(l.min(K::MAX)));
        Some(Limits { last_row: last(shape.rows)?, last_col: last(shape.col_limit)? })
    }
}

/// The second pass over a block whose entries (from index `base`) are in order and in
/// range: the starts of the rows they begin, in `ptr` (which holds rows `first..first +
/// ptr.len()`; rows past it are another chunk's). `next` is the first row no earlier entry
/// has begun.
fn write_row_starts<K: Idx, R: Idx, const A: usize>(
    pairs: &[K],
    base: usize,
    mut next: usize,
    first: usize,
    ptr: &mut [MaybeUninit<R>],
) {
    for (k, pair) in pairs.chunks_exact(2).enumerate() {
        let row = pair[A].get() as usize;
        if row >= next {
            // This entry begins its row, after empty rows from `next` (if any).
            let index = R::from_u64((base + k) as u64);
            ptr[next - first..=row - first].iter_mut().for_each(|p| {
                p.write(index);
            });
        }
        // This entry's end starts the next row, unless a later entry of its row moves it.
        if let Some(slot) = ptr.get_mut(row + 1 - first) {
            slot.write(R::from_u64((base + k + 1) as u64));
        }
        next = row + 2;
    }
}
