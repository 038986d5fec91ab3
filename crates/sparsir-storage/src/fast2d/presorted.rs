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
/// count, no scatter, no sort, and the coordinates read once. `None` (after at most the
/// first out-of-order entry of each chunk) sends anything else to the general path, which
/// also reports errors.
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
    let values = map_vals!(&coo.vals, v => v.par_iter().copied().collect::<Vec<_>>());
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
    let ordered =
        pieces.into_par_iter().all(|(c, ptr, out)| presorted_chunk(src, shape, c, starts[c], ptr, out));
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

/// One chunk of [`presorted_pass`]: checks its entries (and the one before it) are in
/// strictly increasing (row, column) order inside `shape`, sets the starts of its rows
/// (`ptr`, from row `first`) and writes its narrowed columns into `out`.
fn presorted_chunk<K: Idx, R: Idx, C: Idx>(
    src: &CooEntries<'_, K>,
    shape: Shape,
    c: usize,
    first: usize,
    ptr: &mut [MaybeUninit<R>],
    out: &mut [MaybeUninit<C>],
) -> bool {
    let (lo, hi) = (src.bounds[c], src.bounds[c + 1]);
    let (a, b) = (src.perm[0], src.perm[1]);
    let mut prev = match lo {
        0 => None,
        _ => Some((src.crds[2 * (lo - 1) + a].get(), src.crds[2 * (lo - 1) + b].get())),
    };
    let mut next = first;
    for (k, pair) in src.crds[2 * lo..2 * hi].chunks_exact(2).enumerate() {
        let key = (pair[a].get(), pair[b].get());
        if key.0 >= shape.rows || key.1 >= shape.col_limit || prev.is_some_and(|p| p >= key) {
            return false;
        }
        let row = key.0 as usize;
        if row + 1 > first + ptr.len() {
            return false; // past this chunk's rows: cannot happen when ordered
        }
        while next <= row {
            ptr[next - first].write(R::from_u64((lo + k) as u64));
            next += 1;
        }
        out[k].write(C::from_u64(key.1));
        prev = Some(key);
    }
    let fill = R::from_u64(if c + 1 == src.chunks() { src.entries() as u64 } else { hi as u64 });
    ptr[next - first..].iter_mut().for_each(|p| {
        p.write(fill);
    });
    true
}
