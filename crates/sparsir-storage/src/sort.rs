//! `sparse_tensor.sort`: MLIR 22's four sort algorithms over AoS coordinate buffers, with
//! the very same result, record for record.
//!
//! Why this module exists: sorting coordinates is how sparse storage gets built from
//! unordered COO data (`sparse_tensor.sort`, `reorder_coo`, conversions), and a program run
//! by sparsir must leave exactly the buffers MLIR leaves — including the relative order of
//! records with equal keys. The unstable algorithms leave equal records in an order of
//! their own that shows in payloads (`ny` entries of `xy`, the `jointly` buffers) and in
//! the values of duplicate coordinates. So each algorithm here makes the same comparisons
//! and the same swaps, in the same order, as the code MLIR 22 generates. This was
//! established by differential tests against MLIR 22 (`tests/sort_golden.rs`, data made by
//! `tests/data/sort/gen.py`):
//!
//! * `insertion_sort_stable`: insertion sort placing each record after its equals found by
//!   binary search — stable;
//! * `heap_sort`: max-heap built bottom-up, then repeatedly moving the root to the end;
//! * `quick_sort`: Hoare-style partition around a median-of-three pivot (a five-candidate
//!   network from 1000 records on, whose second candidate coincides with the middle one in
//!   MLIR 22), recursing into the smaller part and looping on the larger;
//! * `hybrid_quick_sort`: the same quick sort, with insertion sort for ranges of at most 30
//!   records and heap sort once a depth limit (the bit length of `n`) is exhausted.
//!
//! Keys compare as unsigned integers of their width, as MLIR's `cmpi ult` does: an `i32`
//! key of -1 sorts after 5.

use std::fmt;

use crate::elem::ValBuf;
use crate::error::{Result, StorageError};
use crate::index::IdxBuf;

/// The algorithm of a `sparse_tensor.sort` (MLIR's `SparseTensorSortKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SortAlgorithm {
    /// `hybrid_quick_sort`: quick sort, insertion sort on small ranges, heap sort when deep.
    HybridQuickSort,
    /// `insertion_sort_stable`: the stable algorithm.
    InsertionSortStable,
    /// `quick_sort`.
    QuickSort,
    /// `heap_sort`.
    HeapSort,
}

impl SortAlgorithm {
    /// Every algorithm, in the order of MLIR's enum values.
    pub const ALL: [SortAlgorithm; 4] = [
        SortAlgorithm::HybridQuickSort,
        SortAlgorithm::InsertionSortStable,
        SortAlgorithm::QuickSort,
        SortAlgorithm::HeapSort,
    ];

    /// Parses MLIR's spelling (`hybrid_quick_sort`, `insertion_sort_stable`, `quick_sort`,
    /// `heap_sort`).
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|alg| alg.name() == text)
    }

    /// MLIR's spelling.
    pub fn name(self) -> &'static str {
        match self {
            SortAlgorithm::HybridQuickSort => "hybrid_quick_sort",
            SortAlgorithm::InsertionSortStable => "insertion_sort_stable",
            SortAlgorithm::QuickSort => "quick_sort",
            SortAlgorithm::HeapSort => "heap_sort",
        }
    }

    /// True when records with equal keys keep their relative order.
    pub fn is_stable(self) -> bool {
        self == SortAlgorithm::InsertionSortStable
    }
}

impl fmt::Display for SortAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A buffer sorted jointly with the keys: entry `r` belongs to record `r`.
pub trait JointBuffer {
    /// Number of entries.
    fn len(&self) -> usize;
    /// True when there are no entries.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Exchanges entries `a` and `b`.
    fn swap(&mut self, a: usize, b: usize);
    /// Moves entry `to` to `from`, shifting entries `from..to` one place up.
    fn shift_up(&mut self, from: usize, to: usize);
}

impl<T> JointBuffer for [T] {
    fn len(&self) -> usize {
        <[T]>::len(self)
    }
    fn swap(&mut self, a: usize, b: usize) {
        <[T]>::swap(self, a, b)
    }
    fn shift_up(&mut self, from: usize, to: usize) {
        self[from..=to].rotate_right(1)
    }
}

impl<T> JointBuffer for Vec<T> {
    fn len(&self) -> usize {
        Vec::len(self)
    }
    fn swap(&mut self, a: usize, b: usize) {
        self.as_mut_slice().swap(a, b)
    }
    fn shift_up(&mut self, from: usize, to: usize) {
        self[from..=to].rotate_right(1)
    }
}

impl JointBuffer for ValBuf {
    fn len(&self) -> usize {
        ValBuf::len(self)
    }
    fn swap(&mut self, a: usize, b: usize) {
        crate::with_vals!(self, v => v.swap(a, b))
    }
    fn shift_up(&mut self, from: usize, to: usize) {
        crate::with_vals!(self, v => v[from..=to].rotate_right(1))
    }
}

impl JointBuffer for IdxBuf {
    fn len(&self) -> usize {
        IdxBuf::len(self)
    }
    fn swap(&mut self, a: usize, b: usize) {
        crate::with_idx!(self, v => v.swap(a, b))
    }
    fn shift_up(&mut self, from: usize, to: usize) {
        crate::with_idx!(self, v => v[from..=to].rotate_right(1))
    }
}

/// An integer type `xy` may hold; keys compare as the unsigned integer of the same width.
pub trait SortKey: Copy {
    /// The unsigned type compared.
    type Key: Ord + Copy;
    /// The key as compared (the bits reinterpreted as unsigned).
    fn key(self) -> Self::Key;
}

macro_rules! sort_key {
    ($($t:ty => $u:ty),*) => {$(
        impl SortKey for $t {
            type Key = $u;
            #[inline(always)]
            fn key(self) -> $u {
                self as $u
            }
        }
    )*};
}
sort_key!(u8 => u8, u16 => u16, u32 => u32, u64 => u64, usize => usize);
sort_key!(i8 => u8, i16 => u16, i32 => u32, i64 => u64, isize => usize);

impl SortKey for bool {
    type Key = bool;
    #[inline(always)]
    fn key(self) -> bool {
        self
    }
}

/// Sorts the first `n` records of the AoS buffer `xy` with MLIR 22's algorithm `alg`.
///
/// Record `r` is `xy[r * (nx + ny) .. (r + 1) * (nx + ny)]`: `nx = perm.len()` keys, then
/// `ny` payload entries that move with the record. Records compare lexicographically on
/// `xy[r * (nx + ny) + perm[0]]`, then on `perm[1]`, …: `perm` lists the results of the
/// op's `perm_map` (`(i, j) -> (j, i)` is `[1, 0]`). Each buffer of `ys` is permuted
/// jointly (its entry `r` belongs to record `r`). Fails, leaving every buffer untouched,
/// when `perm` is not a permutation or a buffer is too short.
pub fn sort_records<X: SortKey>(
    alg: SortAlgorithm,
    n: usize,
    xy: &mut [X],
    perm: &[usize],
    ny: usize,
    ys: &mut [&mut dyn JointBuffer],
) -> Result<()> {
    let stride = check_args(n, xy.len(), perm, ny, ys)?;
    if n >= 2 {
        dispatch(alg, n, &mut xy[..n * stride], perm, ny, ys);
    }
    Ok(())
}

/// [`sort_records`] on a coordinate buffer of any width.
pub fn sort_idx_buf(
    alg: SortAlgorithm,
    n: usize,
    xy: &mut IdxBuf,
    perm: &[usize],
    ny: usize,
    ys: &mut [&mut dyn JointBuffer],
) -> Result<()> {
    crate::with_idx!(xy, v => sort_records(alg, n, v, perm, ny, ys))
}

/// [`sort_records`] on a values buffer of an integer type (`i1`, `i8`…`i64`, `index`);
/// other element types are refused, as MLIR's verifier refuses them for `xy`.
pub fn sort_val_buf(
    alg: SortAlgorithm,
    n: usize,
    xy: &mut ValBuf,
    perm: &[usize],
    ny: usize,
    ys: &mut [&mut dyn JointBuffer],
) -> Result<()> {
    match xy {
        ValBuf::I1(v) => sort_records(alg, n, v, perm, ny, ys),
        ValBuf::I8(v) => sort_records(alg, n, v, perm, ny, ys),
        ValBuf::I16(v) => sort_records(alg, n, v, perm, ny, ys),
        ValBuf::I32(v) => sort_records(alg, n, v, perm, ny, ys),
        ValBuf::I64(v) | ValBuf::Index(v) => sort_records(alg, n, v, perm, ny, ys),
        other => Err(StorageError::new(format!(
            "xy must be a 1D memref of integer or index values, got memref<?x{}>",
            other.elem_type()
        ))),
    }
}

/// Validates the arguments (with MLIR's verifier messages) and returns the record stride.
fn check_args(
    n: usize,
    xy_len: usize,
    perm: &[usize],
    ny: usize,
    ys: &[&mut dyn JointBuffer],
) -> Result<usize> {
    let nx = perm.len();
    if nx == 0 {
        return Err(StorageError::new("Expected rank(perm_map) > 1, got 0"));
    }
    let mut seen = vec![false; nx];
    for &p in perm {
        if p >= nx || std::mem::replace(&mut seen[p], true) {
            return Err(StorageError::new(format!(
                "Expected a permutation map, got {}",
                perm_map_text(perm)
            )));
        }
    }
    let stride = nx
        .checked_add(ny)
        .ok_or_else(|| StorageError::new(format!("ny = {ny} is too large")))?;
    let need = n.checked_mul(stride);
    if need.is_none_or(|need| xy_len < need) {
        let need = need.map_or_else(|| format!("{n} * {stride}"), |v| v.to_string());
        return Err(StorageError::new(format!(
            "Expected dimension(xy) >= n * (rank(perm_map) + ny) got {xy_len} < {need}"
        )));
    }
    if let Some(y) = ys.iter().find(|y| y.len() < n) {
        return Err(StorageError::new(format!(
            "Expected dimension(y) >= n got {} < {n}",
            y.len()
        )));
    }
    Ok(stride)
}

/// `perm` written as MLIR prints a map: `(d0, d1) -> (d1, d0)`.
fn perm_map_text(perm: &[usize]) -> String {
    let dims: Vec<String> = (0..perm.len()).map(|d| format!("d{d}")).collect();
    let results: Vec<String> = perm.iter().map(|d| format!("d{d}")).collect();
    format!("({}) -> ({})", dims.join(", "), results.join(", "))
}

// ---------------------------------------------------------------------------------------
// Records: the view the algorithms work on.

/// Indexed records the algorithms compare and move.
trait Records {
    /// Record `a` sorts before record `b`.
    fn lt(&self, a: usize, b: usize) -> bool;
    /// Records `a` and `b` have equal keys.
    fn eq(&self, a: usize, b: usize) -> bool;
    /// Exchanges records `a` and `b` (payloads and joint buffers included).
    fn swap(&mut self, a: usize, b: usize);
    /// Moves record `to` to `from`, shifting records `from..to` one place up.
    fn shift_up(&mut self, from: usize, to: usize);
}

/// The distance between records, fixed at compile time for the common layouts.
trait Stride: Copy {
    fn get(self) -> usize;
}

#[derive(Clone, Copy)]
struct Fixed<const S: usize>;
impl<const S: usize> Stride for Fixed<S> {
    #[inline(always)]
    fn get(self) -> usize {
        S
    }
}

#[derive(Clone, Copy)]
struct Var(usize);
impl Stride for Var {
    #[inline(always)]
    fn get(self) -> usize {
        self.0
    }
}

/// The key positions inside a record, in comparison order.
trait KeyOrder: Copy {
    fn positions(&self) -> &[usize];
}

#[derive(Clone, Copy)]
struct Keys<const K: usize>([usize; K]);
impl<const K: usize> KeyOrder for Keys<K> {
    #[inline(always)]
    fn positions(&self) -> &[usize] {
        &self.0
    }
}

#[derive(Clone, Copy)]
struct DynKeys<'p>(&'p [usize]);
impl KeyOrder for DynKeys<'_> {
    #[inline(always)]
    fn positions(&self) -> &[usize] {
        self.0
    }
}

/// Records stored array-of-structs in `xy`, with joint buffers.
struct Aos<'a, 'b, X, S, O> {
    xy: &'a mut [X],
    stride: S,
    keys: O,
    ys: &'a mut [&'b mut dyn JointBuffer],
}

impl<X: SortKey, S: Stride, O: KeyOrder> Records for Aos<'_, '_, X, S, O> {
    #[inline(always)]
    fn lt(&self, a: usize, b: usize) -> bool {
        let (a, b) = (a * self.stride.get(), b * self.stride.get());
        for &k in self.keys.positions() {
            let (x, y) = (self.xy[a + k].key(), self.xy[b + k].key());
            if x != y {
                return x < y;
            }
        }
        false
    }

    #[inline(always)]
    fn eq(&self, a: usize, b: usize) -> bool {
        let (a, b) = (a * self.stride.get(), b * self.stride.get());
        let keys = self.keys.positions();
        keys.iter().all(|&k| self.xy[a + k].key() == self.xy[b + k].key())
    }

    #[inline(always)]
    fn swap(&mut self, a: usize, b: usize) {
        let s = self.stride.get();
        for t in 0..s {
            self.xy.swap(a * s + t, b * s + t);
        }
        for y in self.ys.iter_mut() {
            y.swap(a, b);
        }
    }

    fn shift_up(&mut self, from: usize, to: usize) {
        let s = self.stride.get();
        self.xy[from * s..(to + 1) * s].rotate_right(s);
        for y in self.ys.iter_mut() {
            y.shift_up(from, to);
        }
    }
}

/// Picks a record layout specialised for 1–3 keys with 0 or 1 payload entries and runs
/// `alg` on it.
fn dispatch<X: SortKey>(
    alg: SortAlgorithm,
    n: usize,
    xy: &mut [X],
    perm: &[usize],
    ny: usize,
    ys: &mut [&mut dyn JointBuffer],
) {
    fn keys<const K: usize>(perm: &[usize]) -> Keys<K> {
        Keys(std::array::from_fn(|k| perm[k]))
    }
    macro_rules! go {
        ($stride:expr, $keys:expr) => {{
            let mut recs = Aos { xy, stride: $stride, keys: $keys, ys };
            run(alg, n, &mut recs)
        }};
    }
    match (perm.len(), ny) {
        (1, 0) => go!(Fixed::<1>, keys::<1>(perm)),
        (1, 1) => go!(Fixed::<2>, keys::<1>(perm)),
        (2, 0) => go!(Fixed::<2>, keys::<2>(perm)),
        (2, 1) => go!(Fixed::<3>, keys::<2>(perm)),
        (3, 0) => go!(Fixed::<3>, keys::<3>(perm)),
        (3, 1) => go!(Fixed::<4>, keys::<3>(perm)),
        (nx, _) => go!(Var(nx + ny), DynKeys(perm)),
    }
}

/// Runs `alg` on records `0..n`.
fn run<R: Records>(alg: SortAlgorithm, n: usize, recs: &mut R) {
    match alg {
        SortAlgorithm::InsertionSortStable => insertion_sort(recs, 0, n),
        SortAlgorithm::HeapSort => heap_sort(recs, 0, n),
        SortAlgorithm::QuickSort => quick_sort(recs, 0, n, None),
        SortAlgorithm::HybridQuickSort => {
            let depth = (usize::BITS - n.leading_zeros()) as u64;
            quick_sort(recs, 0, n, Some(depth))
        }
    }
}

// ---------------------------------------------------------------------------------------
// The algorithms, making MLIR 22's comparisons and moves in MLIR 22's order.

/// Stable insertion sort of `lo..hi`: record `i` goes after the last of `lo..i` not
/// greater than it (binary search), the records in between shifting up.
fn insertion_sort<R: Records>(recs: &mut R, lo: usize, hi: usize) {
    for i in lo + 1..hi {
        let (mut a, mut b) = (lo, i);
        while a < b {
            let mid = (a + b) >> 1;
            if recs.lt(i, mid) {
                b = mid;
            } else {
                a = mid + 1;
            }
        }
        if a < i {
            recs.shift_up(a, i);
        }
    }
}

/// Heap sort of `lo..hi` (a max-heap rooted at `lo`).
fn heap_sort<R: Records>(recs: &mut R, lo: usize, hi: usize) {
    let n = hi - lo;
    if n < 2 {
        return;
    }
    for start in (lo..=lo + (n - 2) / 2).rev() {
        shift_down(recs, lo, start, n);
    }
    for len in (2..=n).rev() {
        recs.swap(lo, lo + len - 1);
        shift_down(recs, lo, lo, len - 1);
    }
}

/// Sifts record `start` down the heap of `n` records rooted at `lo`: it swaps with its
/// larger child (the left one on ties) while it is smaller than that child.
fn shift_down<R: Records>(recs: &mut R, lo: usize, mut start: usize, n: usize) {
    if n < 2 {
        return;
    }
    let last_parent = (n - 2) / 2;
    let mut child = start - lo;
    while child <= last_parent {
        child = 2 * child + 1;
        if child + 1 < n && recs.lt(lo + child, lo + child + 1) {
            child += 1;
        }
        if !recs.lt(start, lo + child) {
            return;
        }
        recs.swap(start, lo + child);
        start = lo + child;
    }
}

/// Quick sort of `lo..hi`; with a depth limit, the hybrid variant. The smaller part is
/// sorted by a recursive call (one level deeper), the larger one by the loop.
fn quick_sort<R: Records>(recs: &mut R, mut lo: usize, mut hi: usize, depth: Option<u64>) {
    while lo + 1 < hi {
        if let Some(depth) = depth {
            if hi - lo <= 30 {
                return insertion_sort(recs, lo, hi);
            }
            if depth.wrapping_sub(1) == 0 {
                return heap_sort(recs, lo, hi);
            }
        }
        let p = partition(recs, lo, hi);
        if hi - lo <= 2 {
            return;
        }
        let deeper = depth.map(|d| d.wrapping_sub(1));
        if p - lo <= hi - p {
            if p != lo {
                quick_sort(recs, lo, p, deeper);
            }
            lo = p;
        } else {
            if p != hi {
                quick_sort(recs, p, hi, deeper);
            }
            hi = p;
        }
    }
}

/// Partitions `lo..hi` (at least 2 records) around the pivot record and returns the split:
/// records before it are not greater than the pivot, records from it on not smaller.
///
/// Hoare-style: `i` stops at a record not smaller than the pivot, `j` at one not greater;
/// they swap (the pivot's index follows it) and, when both equal the pivot, step past.
fn partition<R: Records>(recs: &mut R, lo: usize, hi: usize) -> usize {
    let mut p = choose_pivot(recs, lo, hi);
    let (mut i, mut j) = (lo, hi - 1);
    loop {
        while recs.lt(i, p) {
            i += 1;
        }
        let i_eq = recs.eq(i, p);
        while recs.lt(p, j) {
            j -= 1;
        }
        let j_eq = recs.eq(j, p);
        if i >= j {
            return j + 1;
        }
        recs.swap(i, j);
        if i == p {
            p = j;
        } else if j == p {
            p = i;
        }
        if i_eq && j_eq {
            i += 1;
            j -= 1;
        }
    }
}

/// Orders the pivot candidates in place and returns the middle index, where the median
/// now is. Below 1000 records the candidates are `lo`, middle, `hi - 1`; from 1000 on,
/// MLIR 22 uses five slots whose second one coincides with the middle (both computed as
/// `(lo + hi) / 2`), so the network sees `lo`, mid, mid, `(mid + hi) / 2`, `hi - 1`.
fn choose_pivot<R: Records>(recs: &mut R, lo: usize, hi: usize) -> usize {
    let mid = (lo + hi) >> 1;
    if hi - lo < 1000 {
        insertion_network(recs, &[lo, mid, hi - 1]);
    } else {
        insertion_network(recs, &[lo, mid, mid, (mid + hi) >> 1, hi - 1]);
    }
    mid
}

/// Insertion sort over the records at `slots`: each slot's record moves down by
/// adjacent swaps until it is not smaller than its predecessor.
fn insertion_network<R: Records>(recs: &mut R, slots: &[usize]) {
    for k in 1..slots.len() {
        for t in (1..=k).rev() {
            if !recs.lt(slots[t], slots[t - 1]) {
                break;
            }
            recs.swap(slots[t], slots[t - 1]);
        }
    }
}

