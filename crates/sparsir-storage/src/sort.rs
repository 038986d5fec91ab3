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
//!   records and heap sort once a depth limit (the bit length of `n`) is exhausted — which,
//!   as only the smaller part is sorted one level deeper, never happens in practice.
//!
//! Keys compare as unsigned integers of their width, as MLIR's `cmpi ult` does: an `i32`
//! key of -1 sorts after 5.
//!
//! Speed: when the result is unique — the algorithm is stable, records are nothing but
//! their keys, or no two records have equal keys — every correct sort yields it, so the
//! standard library's sort does the work (`O(n log n)`, even for `insertion_sort_stable`).
//! Only when equal records can be told apart do MLIR's algorithms run, with MLIR's costs
//! (a heap sort's cache misses, quick sort's worst cases).

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
    /// Rearranges entries `0..order.len()` so that entry `r` becomes the former entry
    /// `order[r]` (`order` is a permutation of `0..order.len()`). The default follows the
    /// permutation's cycles with [`JointBuffer::swap`].
    fn gather(&mut self, order: &[usize]) {
        let mut done = vec![false; order.len()];
        for start in 0..order.len() {
            let mut r = start;
            while !done[r] {
                done[r] = true;
                if order[r] != start {
                    self.swap(r, order[r]);
                }
                r = order[r];
            }
        }
    }
}

/// `gather` for a slice of `Copy` entries: through a copy, not by swaps.
fn gather_copy<T: Copy>(buf: &mut [T], order: &[usize]) {
    let moved: Vec<T> = order.iter().map(|&r| buf[r]).collect();
    buf[..moved.len()].copy_from_slice(&moved);
}

impl<T: Copy> JointBuffer for [T] {
    fn len(&self) -> usize {
        <[T]>::len(self)
    }
    fn swap(&mut self, a: usize, b: usize) {
        <[T]>::swap(self, a, b)
    }
    fn shift_up(&mut self, from: usize, to: usize) {
        self[from..=to].rotate_right(1)
    }
    fn gather(&mut self, order: &[usize]) {
        gather_copy(self, order)
    }
}

impl<T: Copy> JointBuffer for Vec<T> {
    fn len(&self) -> usize {
        Vec::len(self)
    }
    fn swap(&mut self, a: usize, b: usize) {
        self.as_mut_slice().swap(a, b)
    }
    fn shift_up(&mut self, from: usize, to: usize) {
        self[from..=to].rotate_right(1)
    }
    fn gather(&mut self, order: &[usize]) {
        gather_copy(self, order)
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
    fn gather(&mut self, order: &[usize]) {
        crate::with_vals!(self, v => gather_copy(v, order))
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
    fn gather(&mut self, order: &[usize]) {
        crate::with_idx!(self, v => gather_copy(v, order))
    }
}

/// An integer type `xy` may hold; keys compare as the unsigned integer of the same width.
pub trait SortKey: Copy {
    /// The unsigned type compared.
    type Key: Ord + Copy;
    /// The key as compared (the bits reinterpreted as unsigned).
    fn key(self) -> Self::Key;
    /// The value whose key is `key`.
    fn from_key(key: Self::Key) -> Self;
}

macro_rules! sort_key {
    ($($t:ty => $u:ty),*) => {$(
        impl SortKey for $t {
            type Key = $u;
            #[inline(always)]
            fn key(self) -> $u {
                self as $u
            }
            #[inline(always)]
            fn from_key(key: $u) -> $t {
                key as $t
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
    #[inline(always)]
    fn from_key(key: bool) -> bool {
        key
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
    let stride = nx.checked_add(ny).ok_or_else(|| StorageError::new(format!("ny = {ny} is too large")))?;
    let need = n.checked_mul(stride);
    if need.is_none_or(|need| xy_len < need) {
        let need = need.map_or_else(|| format!("{n} * {stride}"), |v| v.to_string());
        return Err(StorageError::new(format!(
            "Expected dimension(xy) >= n * (rank(perm_map) + ny) got {xy_len} < {need}"
        )));
    }
    if let Some(y) = ys.iter().find(|y| y.len() < n) {
        return Err(StorageError::new(format!("Expected dimension(y) >= n got {} < {n}", y.len())));
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
    /// A record's keys, ordered as records are.
    type Key: Ord;
    /// Record `a` sorts before record `b`.
    fn lt(&self, a: usize, b: usize) -> bool;
    /// Records `a` and `b` have equal keys.
    fn eq(&self, a: usize, b: usize) -> bool;
    /// Exchanges records `a` and `b` (payloads and joint buffers included).
    fn swap(&mut self, a: usize, b: usize);
    /// Moves record `to` to `from`, shifting records `from..to` one place up.
    fn shift_up(&mut self, from: usize, to: usize);
    /// The keys of record `r`.
    fn key(&self, r: usize) -> Self::Key;
    /// Overwrites the keys of the first records with `keys`, in order.
    fn set_keys<'k>(&mut self, keys: impl Iterator<Item = &'k Self::Key>)
    where
        Self::Key: 'k;
    /// Rearranges records `0..order.len()`: record `r` becomes the former `order[r]`.
    /// With `keys_set`, `xy` already holds the result (its records are keys only) and
    /// only the joint buffers move.
    fn gather(&mut self, order: &[usize], keys_set: bool);
    /// True when a record of `xy` is only keys (`ny` = 0).
    fn keys_only(&self) -> bool;
    /// True when records with equal keys are identical (no payload, no joint buffer).
    fn ties_invisible(&self) -> bool;
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

/// The key positions inside a record, in comparison order, and how to collect them.
trait KeyOrder: Copy {
    type Key<K: Ord + Copy>: Ord + AsRef<[K]>;
    fn positions(&self) -> &[usize];
    fn collect<X: SortKey>(&self, rec: &[X]) -> Self::Key<X::Key>;
}

#[derive(Clone, Copy)]
struct Keys<const K: usize>([usize; K]);
impl<const K: usize> KeyOrder for Keys<K> {
    type Key<T: Ord + Copy> = [T; K];
    #[inline(always)]
    fn positions(&self) -> &[usize] {
        &self.0
    }
    fn collect<X: SortKey>(&self, rec: &[X]) -> [X::Key; K] {
        self.0.map(|k| rec[k].key())
    }
}

#[derive(Clone, Copy)]
struct DynKeys<'p>(&'p [usize]);
impl KeyOrder for DynKeys<'_> {
    type Key<T: Ord + Copy> = Vec<T>;
    #[inline(always)]
    fn positions(&self) -> &[usize] {
        self.0
    }
    fn collect<X: SortKey>(&self, rec: &[X]) -> Vec<X::Key> {
        self.0.iter().map(|&k| rec[k].key()).collect()
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
    type Key = O::Key<X::Key>;

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

    fn key(&self, r: usize) -> Self::Key {
        let s = self.stride.get();
        self.keys.collect(&self.xy[r * s..(r + 1) * s])
    }

    fn set_keys<'k>(&mut self, keys: impl Iterator<Item = &'k Self::Key>)
    where
        Self::Key: 'k,
    {
        let s = self.stride.get();
        for (rec, key) in self.xy.chunks_exact_mut(s).zip(keys) {
            for (&k, &v) in self.keys.positions().iter().zip(key.as_ref()) {
                rec[k] = X::from_key(v);
            }
        }
    }

    fn gather(&mut self, order: &[usize], keys_set: bool) {
        if !keys_set {
            let s = self.stride.get();
            let mut moved = Vec::with_capacity(order.len() * s);
            for &r in order {
                moved.extend_from_slice(&self.xy[r * s..(r + 1) * s]);
            }
            self.xy[..moved.len()].copy_from_slice(&moved);
        }
        for y in self.ys.iter_mut() {
            y.gather(order);
        }
    }

    fn keys_only(&self) -> bool {
        self.stride.get() == self.keys.positions().len()
    }

    fn ties_invisible(&self) -> bool {
        self.keys_only() && self.ys.is_empty()
    }
}

/// Picks a record layout (specialised for 1–3 keys, and for no payload) and sorts.
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
            sort_with(alg, n, &mut recs)
        }};
    }
    let stride = Var(perm.len() + ny);
    match (perm.len(), ny) {
        (1, 0) => go!(Fixed::<1>, keys::<1>(perm)),
        (2, 0) => go!(Fixed::<2>, keys::<2>(perm)),
        (3, 0) => go!(Fixed::<3>, keys::<3>(perm)),
        (1, _) => go!(stride, keys::<1>(perm)),
        (2, _) => go!(stride, keys::<2>(perm)),
        (3, _) => go!(stride, keys::<3>(perm)),
        _ => go!(stride, DynKeys(perm)),
    }
}

/// Below this many records, MLIR's algorithm always runs (it is fast enough there).
const SHORTCUT_MIN: usize = 33;

/// Sorts records `0..n` as MLIR's `alg` does. When the result is unique — the algorithm
/// is stable, records with equal keys are identical, or no two records have equal keys —
/// any correct sort produces it, and the standard library's sort does the work.
fn sort_with<R: Records>(alg: SortAlgorithm, n: usize, recs: &mut R) {
    if n >= SHORTCUT_MIN {
        if recs.ties_invisible() {
            return sort_keys_only(recs, n);
        }
        let stable = alg.is_stable();
        if (stable || !sample_has_ties(recs, n)) && sort_by_library(recs, n, !stable) {
            return;
        }
    }
    run(alg, n, recs)
}

/// Sorts records that are nothing but their keys.
fn sort_keys_only<R: Records>(recs: &mut R, n: usize) {
    let mut keys: Vec<R::Key> = (0..n).map(|r| recs.key(r)).collect();
    keys.sort_unstable();
    recs.set_keys(keys.iter());
}

/// Stably sorts records `0..n` by their keys — unless `need_distinct_keys` and two records
/// have equal keys: then returns false, having changed nothing.
fn sort_by_library<R: Records>(recs: &mut R, n: usize, need_distinct_keys: bool) -> bool {
    let mut keyed: Vec<(R::Key, usize)> = (0..n).map(|r| (recs.key(r), r)).collect();
    keyed.sort_unstable();
    if need_distinct_keys && keyed.windows(2).any(|w| w[0].0 == w[1].0) {
        return false;
    }
    let keys_only = recs.keys_only();
    if keys_only {
        recs.set_keys(keyed.iter().map(|(key, _)| key));
    }
    let order: Vec<usize> = keyed.into_iter().map(|(_, r)| r).collect();
    recs.gather(&order, keys_only);
    true
}

/// Whether a sample of the records (about 1000 evenly spaced records and their
/// successors) already has two with equal keys: then trying [`sort_by_library`] is
/// pointless.
fn sample_has_ties<R: Records>(recs: &R, n: usize) -> bool {
    let step = (n / 1024).max(2);
    let mut sample: Vec<R::Key> =
        (0..n - 1).step_by(step).flat_map(|r| [recs.key(r), recs.key(r + 1)]).collect();
    sample.sort_unstable();
    sample.windows(2).any(|w| w[0] == w[1])
}

/// Runs MLIR's `alg` on records `0..n`.
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use SortAlgorithm::*;

    /// Sorts `xy` with joint buffer `ys`; returns both.
    fn sorted<X: SortKey>(
        alg: SortAlgorithm,
        mut xy: Vec<X>,
        perm: &[usize],
        ny: usize,
        mut ys: Vec<i64>,
    ) -> (Vec<X>, Vec<i64>) {
        let n = xy.len() / (perm.len() + ny);
        sort_records(alg, n, &mut xy, perm, ny, &mut [&mut ys]).unwrap();
        (xy, ys)
    }

    #[test]
    fn algorithm_names_round_trip() {
        for alg in SortAlgorithm::ALL {
            assert_eq!(SortAlgorithm::parse(alg.name()), Some(alg));
            assert_eq!(alg.to_string(), alg.name());
        }
        assert_eq!(SortAlgorithm::parse("bubble_sort"), None);
        assert!(InsertionSortStable.is_stable() && !QuickSort.is_stable());
    }

    #[test]
    fn bad_arguments_are_errors_with_mlir_messages() {
        let mut xy = vec![3u64, 1, 2, 0, 5, 4];
        let err = |perm: &[usize], ny, n, ys: &mut [&mut dyn JointBuffer], xy: &mut [u64]| {
            sort_records(QuickSort, n, xy, perm, ny, ys).unwrap_err().message
        };
        assert_eq!(err(&[], 0, 1, &mut [], &mut xy), "Expected rank(perm_map) > 1, got 0");
        assert_eq!(
            err(&[1, 1], 0, 1, &mut [], &mut xy),
            "Expected a permutation map, got (d0, d1) -> (d1, d1)"
        );
        assert_eq!(
            err(&[0, 2], 0, 1, &mut [], &mut xy),
            "Expected a permutation map, got (d0, d1) -> (d0, d2)"
        );
        assert_eq!(
            err(&[0], 1, 4, &mut [], &mut xy),
            "Expected dimension(xy) >= n * (rank(perm_map) + ny) got 6 < 8"
        );
        assert!(err(&[0], usize::MAX, 2, &mut [], &mut xy).contains("too large"));
        assert!(err(&[0], 1, usize::MAX, &mut [], &mut xy).contains("got 6 <"));
        let mut ys = vec![0.5f32; 2];
        assert_eq!(err(&[0], 0, 3, &mut [&mut ys], &mut xy), "Expected dimension(y) >= n got 2 < 3");
        assert_eq!(xy, [3, 1, 2, 0, 5, 4], "untouched after errors");
        let mut floats = ValBuf::F64(vec![1.0, 0.0].into());
        let e = sort_val_buf(QuickSort, 2, &mut floats, &[0], 0, &mut []).unwrap_err();
        assert!(e.message.contains("memref<?xf64>"), "{}", e.message);
    }

    #[test]
    fn conformance_sort_jointly() {
        // ops/sort_jointly.mlir: perm_map (i, j) -> (j, i), ny = 1, an f32 buffer jointly.
        let mut xy: Vec<i32> = vec![2, 1, 100, 0, 3, 101, 1, 1, 102, 0, 1, 103];
        let mut ys = vec![0.5f32, 1.5, 2.5, 3.5];
        sort_records(InsertionSortStable, 4, &mut xy, &[1, 0], 1, &mut [&mut ys]).unwrap();
        assert_eq!(xy, [0, 1, 103, 1, 1, 102, 2, 1, 100, 0, 3, 101]);
        assert_eq!(ys, [3.5, 2.5, 0.5, 1.5]);
    }

    #[test]
    fn conformance_sort_algorithms_and_reorder_coo() {
        for alg in SortAlgorithm::ALL {
            let mut xy = IdxBuf::U64(vec![5, 1, 9, 3, 3, 0, 7].into());
            sort_idx_buf(alg, 7, &mut xy, &[0], 0, &mut []).unwrap();
            assert_eq!(xy.to_u64s(), [0, 1, 3, 3, 5, 7, 9], "{alg}");
        }
        // ops/reorder_coo.mlir: the coordinates sorted, the values jointly.
        for alg in [QuickSort, HeapSort] {
            let crd = vec![3u64, 1, 0, 2, 2, 0, 0, 1, 3, 0];
            let mut vals = ValBuf::F64(vec![1.0, 2.0, 3.0, 4.0, 5.0].into());
            let mut xy = IdxBuf::U64(crd.into());
            sort_idx_buf(alg, 5, &mut xy, &[0, 1], 0, &mut [&mut vals]).unwrap();
            assert_eq!(xy.to_u64s(), [0, 1, 0, 2, 2, 0, 3, 0, 3, 1]);
            assert_eq!(vals, ValBuf::F64(vec![4.0, 2.0, 3.0, 5.0, 1.0].into()));
        }
    }

    #[test]
    fn signed_keys_compare_unsigned_as_in_mlir() {
        // MLIR 22 on memref<?xi32> with ny = 1: -5 and -1 sort after 4.
        for alg in SortAlgorithm::ALL {
            let xy: Vec<i32> = vec![3, 0, -1, 1, 2, 2, -5, 3, 0, 4];
            let (xy, ys) = sorted(alg, xy, &[0], 1, vec![10, 11, 12, 13, 14]);
            assert_eq!(xy, [0, 4, 2, 2, 3, 0, -5, 3, -1, 1], "{alg}");
            assert_eq!(ys, [14, 12, 10, 13, 11], "{alg}");
        }
    }

    #[test]
    fn equal_keys_end_where_mlir_leaves_them() {
        // Outputs of MLIR 22 (ys = record numbers) for keys all 0 (n = 40) and i % 2 (n = 12).
        let rev40: Vec<i64> = (0..40).rev().collect();
        let heap40: Vec<i64> = (1..40).chain([0]).collect();
        let quick40 = [
            26, 27, 25, 29, 28, 21, 22, 20, 24, 23, 36, 37, 35, 39, 38, 31, 32, 30, 34, 33, 6, 7, 5, 9, 8, 1,
            2, 0, 4, 3, 16, 17, 15, 19, 18, 11, 12, 10, 14, 13,
        ];
        let cases: [(SortAlgorithm, usize, &[i64]); 7] = [
            (HybridQuickSort, 40, &rev40),
            (QuickSort, 40, &quick40),
            (HeapSort, 40, &heap40),
            (HybridQuickSort, 12, &[0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 11]),
            (QuickSort, 12, &[6, 4, 10, 2, 0, 8, 5, 9, 11, 7, 3, 1]),
            (HeapSort, 12, &[4, 0, 2, 10, 8, 6, 11, 5, 9, 7, 3, 1]),
            (InsertionSortStable, 12, &[0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 11]),
        ];
        for (alg, n, want) in cases {
            let xy: Vec<u8> = (0..n).map(|i| if n == 40 { 0 } else { i as u8 % 2 }).collect();
            let (_, ys) = sorted(alg, xy, &[0], 0, (0..n as i64).collect());
            assert_eq!(ys, want, "{alg} n = {n}");
        }
    }

    #[test]
    fn quick_sort_small_inputs_match_mlir() {
        // (keys, MLIR 22's order of the record numbers) for quick_sort.
        let cases: [(&[u16], &[i64]); 5] = [
            (&[0, 0, 0], &[1, 2, 0]),
            (&[1, 0, 1], &[1, 2, 0]),
            (&[0, 1, 0, 0], &[2, 3, 0, 1]),
            (&[1, 1, 0, 1], &[2, 0, 3, 1]),
            (&[0, 2, 0, 1, 1], &[2, 0, 4, 3, 1]),
        ];
        for (keys, want) in cases {
            let (_, ys) = sorted(QuickSort, keys.to_vec(), &[0], 0, (0..keys.len() as i64).collect());
            assert_eq!(ys, want, "{keys:?}");
        }
    }

    /// A joint buffer relying on the default `gather`.
    struct Swaps(Vec<u32>);
    impl JointBuffer for Swaps {
        fn len(&self) -> usize {
            self.0.len()
        }
        fn swap(&mut self, a: usize, b: usize) {
            self.0.swap(a, b)
        }
        fn shift_up(&mut self, from: usize, to: usize) {
            self.0[from..=to].rotate_right(1)
        }
    }

    /// Records of `nx` keys in `0..krange` (signed, some negative) and `ny` payload entries,
    /// numbered by the joint buffer; returns (xy, perm).
    fn records() -> impl Strategy<Value = (Vec<i32>, Vec<usize>, usize)> {
        (1usize..5, 0usize..3, 0usize..120, 1i32..6).prop_flat_map(|(nx, ny, n, krange)| {
            let keys = prop::collection::vec(-krange..krange, n * (nx + ny));
            let perm = Just((0..nx).collect::<Vec<_>>()).prop_shuffle();
            (keys, perm, Just(ny))
        })
    }

    /// Checks that `out` (with record numbers `ids`) is a sorted permutation of `input`,
    /// records intact, and stable when asked.
    fn check_sorted(input: &[i32], out: &[i32], ids: &[u32], perm: &[usize], stable: bool) {
        let s = input.len() / ids.len().max(1);
        let rec = |buf: &[i32], r: usize| buf[r * s..(r + 1) * s].to_vec();
        let key = |buf: &[i32], r: usize| perm.iter().map(|&p| buf[r * s + p] as u32).collect();
        let mut seen = vec![false; ids.len()];
        for (r, &id) in ids.iter().enumerate() {
            assert!(!std::mem::replace(&mut seen[id as usize], true), "record {id} twice");
            assert_eq!(rec(out, r), rec(input, id as usize), "record {id} not intact");
            if r > 0 {
                let (a, b): (Vec<u32>, Vec<u32>) = (key(out, r - 1), key(out, r));
                assert!(a <= b, "not sorted at {r}");
                assert!(!stable || a < b || ids[r - 1] < ids[r], "not stable at {r}");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        #[test]
        fn every_algorithm_sorts_records_intact((xy, perm, ny) in records()) {
            let n = xy.len() / (perm.len() + ny);
            for alg in SortAlgorithm::ALL {
                let mut out = xy.clone();
                let mut ids = Swaps((0..n as u32).collect());
                let mut vals: Vec<f64> = (0..n).map(|r| r as f64).collect();
                let ys: &mut [&mut dyn JointBuffer] = &mut [&mut ids, &mut vals];
                sort_records(alg, n, &mut out, &perm, ny, ys).unwrap();
                check_sorted(&xy, &out, &ids.0, &perm, alg.is_stable());
                prop_assert!(vals.iter().zip(&ids.0).all(|(&v, &id)| v == id as f64));
            }
        }

        #[test]
        fn mlir_algorithms_agree_with_the_library_shortcut((xy, perm, ny) in records()) {
            // Run MLIR's algorithm itself (no shortcut) and compare with the shortcut
            // wherever the result is unique.
            let n = xy.len() / (perm.len() + ny);
            for alg in SortAlgorithm::ALL {
                let (mut a, mut b) = (xy.clone(), xy.clone());
                let (mut ia, mut ib): (Vec<u32>, Vec<u32>) = ((0..n as u32).collect(), (0..n as u32).collect());
                let mut ra = Aos { xy: &mut a, stride: Var(perm.len() + ny), keys: DynKeys(&perm), ys: &mut [&mut ia] };
                run(alg, n, &mut ra);
                check_sorted(&xy, &a, &ia, &perm, alg.is_stable());
                let mut rb = Aos { xy: &mut b, stride: Var(perm.len() + ny), keys: DynKeys(&perm), ys: &mut [&mut ib] };
                if sort_by_library(&mut rb, n, !alg.is_stable()) {
                    prop_assert_eq!(&a, &b);
                    prop_assert_eq!(&ia, &ib);
                }
            }
        }

        #[test]
        fn keys_only_records_take_the_shortcut_unchanged(keys in prop::collection::vec(any::<i16>(), 0..300)) {
            for alg in SortAlgorithm::ALL {
                let (mut a, mut b, n) = (keys.clone(), keys.clone(), keys.len() / 2);
                run(alg, n, &mut Aos { xy: &mut a, stride: Fixed::<2>, keys: Keys([1, 0]), ys: &mut [] });
                sort_records(alg, n, &mut b, &[1, 0], 0, &mut []).unwrap();
                prop_assert_eq!(&a, &b);
            }
        }
    }

    #[test]
    fn default_gather_follows_cycles() {
        let order = [3, 0, 4, 1, 2, 5];
        let mut a = Swaps(vec![10, 11, 12, 13, 14, 15]);
        a.gather(&order);
        assert_eq!(a.0, [13, 10, 14, 11, 12, 15]);
        let mut b = ValBuf::I32(vec![10, 11, 12, 13, 14, 15].into());
        JointBuffer::gather(&mut b, &order);
        assert_eq!(b, ValBuf::I32(a.0.iter().map(|&v| v as i32).collect()));
    }

    #[test]
    fn large_inputs_match_with_and_without_shortcut() {
        // Distinct keys (unique result): MLIR's algorithms on their own must give what the
        // shortcut gives, payload and joint buffers included.
        let n = 5000;
        let mut state = 7u64;
        let xy: Vec<u32> = (0..2 * n)
            .map(|_| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                (state >> 33) as u32
            })
            .collect();
        for alg in SortAlgorithm::ALL {
            let (mut a, mut b) = (xy.clone(), xy.clone());
            let (mut ia, mut ib): (Vec<u64>, Vec<u64>) = ((0..n as u64).collect(), (0..n as u64).collect());
            run(alg, n, &mut Aos { xy: &mut a, stride: Fixed::<2>, keys: Keys([0]), ys: &mut [&mut ia] });
            sort_records(alg, n, &mut b, &[0], 1, &mut [&mut ib]).unwrap();
            assert_eq!((a, ia), (b, ib), "{alg}");
        }
    }
}
