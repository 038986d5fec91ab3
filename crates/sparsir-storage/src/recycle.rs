//! Large buffers kept after their last use, for outputs that overwrite every element.
//!
//! Why: a kernel's dense output (SpMV's `y`, SpMM's `C`) starts as a fill that the kernel
//! writes row by row, every element before it reads it (`kernel::fill`), so the zeros of
//! a fresh buffer are never read. Yet a fresh block of zeros is dear: its pages are
//! cleared by the system as the kernel first touches them — in this VM 24% of SpMV and
//! 46% of SpMM on the 2-D Laplacian went to `clear_page`. A large owned buffer dropped
//! by an earlier call (a [`Buf`](crate::buf::Buf) of `f64`, `f32`, `i64` or `i32` of at
//! least [`MIN_BYTES`]) is kept here instead, values stale but initialized, and handed to
//! the next buffer asked for with [`take`] — only by code that writes every element
//! before reading it (the loop IR's `alloc` without `zeroed`). Safe code only: a kept
//! buffer is a live `Vec`, never freed memory read back. Only buffers of a type and size
//! that [`take`] was asked for before are kept (a program calling a kernel in a loop), at
//! most [`PER_SIZE`] per size: everything else goes back to the allocator, whose own
//! cache other large buffers (sparse outputs) are made from.
//!
//! Worked example: a program calls SpMV on a 1M-row matrix twice. The first call's `y`
//! (8 MB of zeros, fresh pages) is returned and dropped: kept. The second call asks
//! `take::<f64>(1_000_000)` and gets that `Vec` (length 1M, the old `y`'s values); the
//! kernel writes `y[i] = 0` and then the row's sum for every row.
//!
//! At most [`MAX_KEPT`] buffers and [`MAX_BYTES`] bytes are kept (the oldest go first);
//! [`release`] drops them all. `SPARSIR_KEEP_BUFFERS=0` turns keeping off.

use std::any::{Any, TypeId};
use std::sync::{Mutex, OnceLock};

/// The smallest buffer kept, in bytes: below it, fresh memory is cheap (and recycled by
/// the allocator itself).
pub const MIN_BYTES: usize = 4 << 20;
/// Buffers kept at most.
pub const MAX_KEPT: usize = 8;
/// Bytes kept at most.
pub const MAX_BYTES: usize = 1 << 30;
/// Buffers kept at most for one asked-for size (a kernel's output and the one before).
pub const PER_SIZE: usize = 2;

/// One kept buffer: a `Vec<T>` of one of the kept types, and its capacity in bytes.
struct Kept {
    vec: Box<dyn Any + Send>,
    bytes: usize,
    /// The request size it was kept for.
    want: (TypeId, usize),
}

/// The kept buffers (oldest first) and the sizes [`take`] was asked for.
#[derive(Default)]
struct Pool {
    kept: Vec<Kept>,
    /// `(type, elements)` of requests, newest last (at most `MAX_KEPT`).
    wanted: Vec<(TypeId, usize)>,
}

fn pool() -> std::sync::MutexGuard<'static, Pool> {
    static POOL: OnceLock<Mutex<Pool>> = OnceLock::new();
    POOL.get_or_init(Mutex::default).lock().unwrap_or_else(|e| e.into_inner())
}

/// A buffer of capacity `cap` serves a request of `n` elements: at least `n`, at most `2n`.
fn serves(cap: usize, n: usize) -> bool {
    cap >= n && cap <= 2 * n
}

fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var("SPARSIR_KEEP_BUFFERS").map_or(true, |v| v != "0"))
}

/// Keeps `v` if it is large, of a kept type, and of a size asked for before; gives it
/// back otherwise (to be dropped).
pub(crate) fn keep<T: 'static>(v: Vec<T>) -> Option<Vec<T>> {
    let bytes = v.capacity() * std::mem::size_of::<T>();
    if !(MIN_BYTES..=MAX_BYTES).contains(&bytes) || !enabled() {
        return Some(v);
    }
    let mut pool = pool();
    let want = TypeId::of::<T>();
    let Some(&(_, n)) = pool.wanted.iter().rev().find(|&&(t, n)| t == want && serves(v.capacity(), n)) else {
        return Some(v);
    };
    // The kept types (the list `ElemType::overwritten` asks for); any other goes back.
    let any: Box<dyn Any> = Box::new(v);
    let vec: Box<dyn Any + Send> =
        match sendable::<f64>(any).or_else(sendable::<f32>).or_else(sendable::<i64>).or_else(sendable::<i32>)
        {
            Ok(vec) => vec,
            Err(any) => return any.downcast::<Vec<T>>().ok().map(|b| *b),
        };
    pool.kept.push(Kept { vec, bytes, want: (want, n) });
    // Oldest first out, past the limits (their memory goes back to the allocator).
    let same = |k: &Kept| k.want == (want, n);
    if pool.kept.iter().filter(|k| same(k)).count() > PER_SIZE {
        let oldest = pool.kept.iter().position(same).expect("counted above");
        pool.kept.remove(oldest);
    }
    while pool.kept.len() > MAX_KEPT || pool.kept.iter().map(|k| k.bytes).sum::<usize>() > MAX_BYTES {
        pool.kept.remove(0);
    }
    None
}

/// `any` (a `Box<Vec<?>>`) as a sendable box when it holds a `Vec<U>`.
fn sendable<U: Send + 'static>(any: Box<dyn Any>) -> Result<Box<dyn Any + Send>, Box<dyn Any>> {
    any.downcast::<Vec<U>>().map(|v| v as Box<dyn Any + Send>)
}

/// A buffer of `n` elements whose values are unspecified (stale values of a kept buffer,
/// or zeros): for code that writes every element before reading it. A kept buffer is
/// taken when its capacity is at least `n` and at most twice that (the smallest such).
pub fn take<T: Copy + Default + Send + 'static>(n: usize) -> Vec<T> {
    if let Some(mut v) = take_kept::<T>(n) {
        if v.len() >= n {
            v.truncate(n);
        } else {
            v.resize(n, T::default());
        }
        return v;
    }
    vec![T::default(); n]
}

fn take_kept<T: Send + 'static>(n: usize) -> Option<Vec<T>> {
    if n * std::mem::size_of::<T>() < MIN_BYTES || !enabled() {
        return None;
    }
    let mut pool = pool();
    let want = (TypeId::of::<T>(), n);
    if !pool.wanted.contains(&want) {
        pool.wanted.push(want);
        if pool.wanted.len() > MAX_KEPT {
            pool.wanted.remove(0);
        }
    }
    let fits = |k: &Kept| k.vec.downcast_ref::<Vec<T>>().is_some_and(|v| serves(v.capacity(), n));
    // The smallest that fits; of equal ones the newest (the buffer a program just dropped
    // is the one whose pages are mapped and warm).
    let best =
        (0..pool.kept.len()).rev().filter(|&i| fits(&pool.kept[i])).min_by_key(|&i| pool.kept[i].bytes)?;
    let k = pool.kept.remove(best);
    k.vec.downcast::<Vec<T>>().ok().map(|b| *b)
}

/// Drops every kept buffer (their memory goes back to the allocator).
pub fn release() {
    let mut pool = pool();
    pool.kept.clear();
    pool.wanted.clear();
}

/// Bytes kept now.
pub fn kept_bytes() -> usize {
    pool().kept.iter().map(|k| k.bytes).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::buf::Buf;

    /// One test (the pool is process-wide): a large dropped buffer of a size asked for
    /// before is handed back with its values; one never asked for, a small one, a foreign
    /// type, or a much larger one is not.
    #[test]
    fn dropped_large_buffers_are_handed_back() {
        release();
        let n = MIN_BYTES / 8 + 10;
        // Not asked for yet: dropped.
        drop(Buf::from(vec![0.0f64; n]));
        assert_eq!(kept_bytes(), 0);
        let mut v = take::<f64>(n); // asked for: fresh zeros
        assert!(v.iter().all(|&x| x == 0.0));
        v[3] = 7.5;
        let addr = v.as_ptr() as usize;
        drop(Buf::from(v));
        assert_eq!(kept_bytes(), n * 8);
        // A request of another type, or one much smaller, does not take it.
        assert!(take_kept::<f32>(n).is_none());
        assert!(take_kept::<f64>(n / 4).is_none());
        let again = take::<f64>(n - 5);
        assert_eq!((again.as_ptr() as usize, again.len(), again[3]), (addr, n - 5, 7.5));
        assert_eq!(kept_bytes(), 0);
        // Growing a kept buffer to `n` fills the new tail with zeros.
        drop(Buf::from(again));
        let grown = take::<f64>(n);
        assert_eq!((grown.as_ptr() as usize, grown[n - 1], grown[3]), (addr, 0.0, 7.5));
        // At most `PER_SIZE` per size, the newest taken first.
        let bufs: Vec<Vec<f64>> = (0..PER_SIZE + 1).map(|_| vec![1.0; n]).collect();
        let newest = bufs.last().map(|b| b.as_ptr() as usize);
        bufs.into_iter().for_each(|b| drop(Buf::from(b)));
        assert_eq!(kept_bytes(), PER_SIZE * n * 8);
        assert_eq!(Some(take::<f64>(n).as_ptr() as usize), newest);
        // Small buffers and other types are dropped.
        release();
        drop(Buf::from(vec![1.0f64; 16]));
        drop(Buf::from(vec![1u8; MIN_BYTES]));
        assert_eq!(kept_bytes(), 0);
        release();
    }
}
