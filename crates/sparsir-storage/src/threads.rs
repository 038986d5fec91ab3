//! How many threads parallel work may use: the pool's size, capped by a limit the calling
//! thread sets.
//!
//! Why: conversions (`fast2d`) cut their work into one chunk per thread, and compiled loops
//! (`sparsir_exec::native::parallel`) into ranges per thread; both run on rayon's one
//! process-wide pool. A caller that wants fewer threads for some calls (a benchmark timing
//! one thread inside a two-thread run) sets a limit for its own thread with [`with_limit`]:
//! the pool stays one, and every piece of work it starts asks [`available`]. The limit
//! lives here, in the lowest crate, so that storage and the compiled loops read the same
//! one (`sparsir_exec::threads` re-exports it). [`copy_in_parallel`] copies a large buffer
//! on those threads.

use std::cell::Cell;

thread_local! {
    static LIMIT: Cell<usize> = const { Cell::new(0) };
}

/// Runs `f` with parallel work started on this thread limited to `n` threads (0: no
/// limit); the previous limit is restored afterwards, also when `f` unwinds.
pub fn with_limit<T>(n: usize, f: impl FnOnce() -> T) -> T {
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            LIMIT.with(|cell| cell.set(self.0));
        }
    }
    let _restore = Restore(LIMIT.with(|cell| cell.replace(n)));
    f()
}

/// The threads parallel work started on this thread may use: the current pool's size,
/// capped by the limit of [`with_limit`].
pub fn available() -> usize {
    let pool = rayon::current_num_threads();
    match LIMIT.with(Cell::get) {
        0 => pool,
        n => n.min(pool),
    }
}

/// A copy of `src`, made by [`available`] threads, each copying one contiguous piece with
/// `memcpy`.
///
/// Why not `par_iter().copied().collect()`: an element loop stores through the cache, so
/// every destination line is first read from memory (the write-allocate) and then
/// written back — three bytes of traffic per byte copied. The system's `memcpy` switches
/// to non-temporal stores for copies larger than the cache (glibc: about ¾ of the shared
/// cache), which skip the read: two bytes per byte. A copy of a large value buffer is
/// memory-bound, so that is its speed.
pub fn copy_in_parallel<T: Copy + Send + Sync>(src: &[T]) -> Vec<T> {
    use rayon::prelude::*;
    let n = src.len();
    let mut out: Vec<T> = Vec::with_capacity(n);
    let pieces = available().clamp(1, n.div_ceil(1 << 16).max(1));
    let per = n.div_ceil(pieces).max(1);
    out.spare_capacity_mut()[..n].par_chunks_mut(per).zip(src.par_chunks(per)).for_each(|(dst, piece)| {
        dst.write_copy_of_slice(piece);
    });
    // SAFETY: the chunks of `out`'s first `n` slots were each written from the piece of
    // `src` of the same length.
    unsafe { out.set_len(n) };
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limit_is_scoped_and_capped_by_the_pool() {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(3).build().unwrap();
        pool.install(|| {
            assert_eq!(available(), 3);
            with_limit(1, || {
                assert_eq!(available(), 1);
                with_limit(8, || assert_eq!(available(), 3));
                assert_eq!(available(), 1);
            });
            assert_eq!(available(), 3);
        });
    }

    #[test]
    fn limit_is_restored_when_the_work_panics() {
        let caught = std::panic::catch_unwind(|| with_limit(1, || panic!("inside")));
        assert!(caught.is_err());
        assert_eq!(available(), rayon::current_num_threads());
    }

    #[test]
    fn parallel_copies_equal_their_source() {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(3).build().unwrap();
        for n in [0usize, 1, 5, 65_535, 65_536, 200_001] {
            let src: Vec<u64> = (0..n as u64).map(|k| k * 7 + 1).collect();
            assert_eq!(pool.install(|| copy_in_parallel(&src)), src);
            assert_eq!(with_limit(1, || copy_in_parallel(&src)), src);
        }
    }
}
